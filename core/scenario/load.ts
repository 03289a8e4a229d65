// Reads a scenario file (YAML or JSON), validates it against the schema and the cross-references
// the schema cannot express, and reports the first problem as file:line:col.
//
// js-yaml reads every file (fast, rejects duplicate keys, gives line and column for syntax
// errors); only when a file turns out to be invalid is it read again to say where the problem is
// (core/scenario/locate.ts, linear in the file). JSON syntax errors are located by jsonc-parser
// (core/scenario/json-error.ts). Limits (docs/trust-and-limits.md) keep every run small: the file
// size here, numbers, ids, creatures and actions in the schema.
import { readFileSync, statSync } from 'node:fs';
import { CORE_SCHEMA, load as loadYaml, YAMLException } from 'js-yaml';
import * as v from 'valibot';
import { visible } from '../visible.js';
import { jsonSyntaxError, lineCol } from './json-error.js';
import { Located, type Path } from './locate.js';
import { Creature, LAND_TYPES, LIMITS, MAX_ATTACK_CANDIDATES, Outcome, Permanent, PERMANENT_TYPES, RESERVED_IDS, ScenarioFile, normalizeKeyword, type ActionSpec, type AssignsToughnessSpec, type AttackTaxSpec, type CounterKind, type ContinuousAbilitySpec, type PermanentType, type ScenarioFileData, type Window } from './schema.js';
import { activatedLists, type BestOptions, type CreatureSpec, type Expectation, type Multiplayer, type PermanentSpec, type PermanentStatics, type Scenario, type StaticEffect } from './scenario.js';
import { actingUnexpressed, findCard, isCreatureCard, permanentTypeOf, similarCards, type Card } from './cards.js';
import { STATIC_ABILITIES, type StaticAbilities } from './schema.js';
import { parseCost, parseSources } from './mana.js';

/** Bad input: printed as one line, exit code 2. */
export class InputError extends Error {
  constructor(message: string) { super(message); this.name = 'InputError'; }
}

/** Resolves an `expect` key (id, a..b, comma list, all) to ruleset ids, or returns an error text. */
export type SelectRulesets = (selector: string) => string[] | string;

/** A key or value quoted in a message: control characters and newlines shown, not obeyed. */
const quote = (s: string) => `"${visible(s)}"`;

export function loadScenarioFile(file: string, selectRulesets: SelectRulesets): Scenario {
  if (!/\.(ya?ml|json)$/i.test(file)) {
    throw new InputError(`${file}: expected a .yaml, .yml or .json scenario file`);
  }
  let text: string;
  try {
    // A FIFO or a device would block or never end: only regular files are read, and not huge ones.
    const st = statSync(file);
    if (!st.isFile()) throw new InputError(`${file}: not a regular file (a folder, FIFO, device or socket)`);
    if (st.size > LIMITS.fileBytes) throw new InputError(`${file}: the file is ${st.size} bytes; a scenario file may have at most ${LIMITS.fileBytes} (8 MiB)`);
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`${file}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  return parseScenario(file, text, selectRulesets);
}

export function parseScenario(file: string, text: string, selectRulesets: SelectRulesets): Scenario {
  const json = /\.json$/i.test(file);
  const what = json ? 'JSON' : 'YAML';
  let raw: unknown;
  if (text.length > LIMITS.fileBytes) throw new InputError(`${file}:1:1: the text has ${text.length} characters; a scenario may have at most ${LIMITS.fileBytes} (8 MiB)`);
  if (json) {
    // JSON files are JSON: no comments, single quotes or trailing commas.
    try {
      raw = JSON.parse(text);
    } catch {
      const { offset, reason } = jsonSyntaxError(text);
      const { line, col } = lineCol(text, offset);
      throw new InputError(`${file}:${line}:${col}: invalid JSON: ${reason}`);
    }
  }
  try {
    // js-yaml also for JSON: JSON.parse keeps the last of two equal keys, js-yaml rejects them.
    const doc = loadYaml(text, { filename: file, schema: CORE_SCHEMA });
    if (!json) raw = doc;
  } catch (e) {
    if (!(e instanceof YAMLException)) throw e;
    const multi = /but found more/.test(e.reason ?? '');
    const where = e.mark ? markAt(text, e.mark.line, e.mark.column) : multi ? secondDocument(text) : '1:1';
    const reason = e.reason === 'duplicated mapping key' ? 'duplicate key' : multi ? 'a second document: a scenario file holds one' : e.reason ?? e.message;
    throw new InputError(`${file}:${where}: invalid ${what}: ${visible(reason)}`);
  }
  // Positions are needed only to report a problem.
  const src = new Located(file, text);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new InputError(`${file}:1:1: expected a mapping with "scenario", "players", "creatures" and "combat"`);
  }
  const big = oversized(raw);
  if (big) {
    const most = big.path.length ? ` (most of them in ${quote(String(big.path[0]))})` : '';
    throw new InputError(`${src.at(big.path, true)}: the file holds ${big.size} values, counting each use of a YAML alias${most}; a scenario may hold at most ${LIMITS.values}`);
  }
  const reserved = reservedKey(raw);
  if (reserved) {
    throw new InputError(`${src.at(reserved, true)}: ${quote(String(reserved[reserved.length - 1]))} is a reserved word and cannot be an id or key (${RESERVED_IDS.join(', ')}); rename it`);
  }
  const parsed = v.safeParse(ScenarioFile, raw, { abortEarly: false });
  if (!parsed.success) throw schemaError(src, parsed.issues.map(deepest));
  return crossCheck(src, parsed.output, selectRulesets);
}

/**
 * A union's problem, or the problem of the branch that matched the value furthest when it got at
 * least two fields deep into it (an activated ability with a bad cost names the cost, not every
 * kind of ability).
 */
function deepest(issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> {
  if (issue.type !== 'union' || !issue.issues?.length) return issue;
  // A branch's issues carry paths from the union's value on.
  const depth = (i: v.BaseIssue<unknown>) => i.path?.length ?? 0;
  const best = issue.issues.reduce((a, b) => (depth(b) > depth(a) ? b : a));
  if (depth(best) < 2) return issue;
  return deepest({ ...best, path: [...(issue.path ?? []), ...best.path!] as v.BaseIssue<unknown>['path'] });
}

/** The schema problem that comes first in the file, as one line. */
function schemaError(src: Located, issues: readonly v.BaseIssue<unknown>[]): InputError {
  const located = issues.map((issue) => {
    const items = issue.path ?? [];
    const path = items.map((p) => p.key as string | number);
    const last = items[items.length - 1] as { origin?: string } | undefined;
    const unknownKey = issue.type === 'strict_object' && issue.expected === 'never';
    const onKey = unknownKey || last?.origin === 'key';
    return { issue, path, unknownKey, offset: src.offset(path, onKey), onKey };
  });
  // A misspelt field shows up as both a missing field and an unknown one: name the unknown one.
  const missing = (x: (typeof located)[number]) => isMissingKey(x.issue);
  const parentOf = (x: (typeof located)[number]) => JSON.stringify(x.path.slice(0, -1));
  const unknownIn = new Set(located.filter((x) => x.unknownKey).map(parentOf));
  const shown = located.filter((x) => !(missing(x) && unknownIn.has(parentOf(x))));
  shown.sort((a, b) => a.offset - b.offset);
  const { issue, path, unknownKey, onKey } = shown[0]!;
  const where = src.at(path, onKey);
  if (unknownKey && Array.isArray((issue.path?.at(-1) as { input?: unknown } | undefined)?.input)) {
    // valibot reads a list where a mapping belongs as a mapping of its indexes: say what it is.
    const parent = path.slice(0, -1);
    return new InputError(`${src.at(parent)}: ${parent.length ? visible(parent.join('.')) : 'the file'}: expected a mapping (key: value), got a list`);
  }
  if (unknownKey) {
    const key = String(path[path.length - 1]);
    return new InputError(`${where}: unknown field ${quote(key)}${expectedFields(path.slice(0, -1))}`);
  }
  const name = path.length ? visible(path.join('.')) : 'the file';
  return new InputError(`${where}: ${name}: ${describeIssue(issue)}`);
}

/**
 * A value as JSON, cut after about 40 characters. Built piece by piece, not with JSON.stringify:
 * through YAML aliases a small file can hold a value exponentially large as text.
 */
function preview(value: unknown, max = 40): string {
  let out = '';
  const put = (s: string) => { out += s; return out.length <= max; };
  const walk = (v: unknown): boolean => {
    if (Array.isArray(v)) {
      if (!put('[')) return false;
      for (let i = 0; i < v.length; i++) if ((i && !put(',')) || !walk(v[i])) return false;
      return put(']');
    }
    if (v && typeof v === 'object') {
      if (!put('{')) return false;
      let first = true;
      for (const [k, x] of Object.entries(v)) {
        if ((!first && !put(',')) || !put(`${JSON.stringify(k)}:`) || !walk(x)) return false;
        first = false;
      }
      return put('}');
    }
    return put(JSON.stringify(v) ?? String(v));
  };
  return walk(value) ? out : `${out.slice(0, max)}...`;
}

/** valibot reports a required key that is absent as an object issue expecting that key. */
function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return (issue.type === 'strict_object' || issue.type === 'object') && issue.received === 'undefined' && issue.expected !== 'never';
}

/**
 * line:col of a js-yaml mark, kept inside the text: js-yaml reads the text with a newline added
 * at its end, so "unexpected end" is marked on a line the file does not have.
 */
function markAt(text: string, line: number, column: number): string {
  const lines = text.split('\n');
  if (line >= lines.length) return `${lines.length}:${lines[lines.length - 1]!.length + 1}`;
  return `${line + 1}:${Math.min(column, lines[line]!.length) + 1}`;
}

/** line:col of the second document of a YAML stream (after the first's content, a "---" line). */
function secondDocument(text: string): string {
  let content = false;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (/^(---|\.\.\.)(\s|$)/.test(l)) {
      if (content && l.startsWith('---')) return `${i + 1}:1`;
      if (l.startsWith('...')) content = true; // the next "---" (or content) starts another document
      else if (/^---\s*[^\s#]/.test(l)) content = true;
      continue;
    }
    if (/^\s*[^\s#]/.test(l)) content = true;
  }
  return '1:1';
}

/**
 * Where a file holds more than LIMITS.values values, counting each use of a YAML alias: a small
 * file whose aliases repeat a large list would otherwise be validated and run as a huge one. The
 * size of each node is counted once (memoised), so this is linear in the file. The path is the
 * top-level field that holds the most.
 */
function oversized(raw: unknown): { path: Path; size: number } | undefined {
  const sizes = new WeakMap<object, number>();
  const size = (node: unknown): number => {
    if (!node || typeof node !== 'object') return 1;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    sizes.set(node, 1); // a cycle (not produced by js-yaml's CORE_SCHEMA) counts once
    let n = 1;
    for (const v of Array.isArray(node) ? node : Object.values(node)) n = Math.min(n + size(v), Number.MAX_SAFE_INTEGER);
    sizes.set(node, n);
    return n;
  };
  const total = size(raw);
  if (total <= LIMITS.values) return undefined;
  const fields = raw && typeof raw === 'object' && !Array.isArray(raw) ? Object.entries(raw) : [];
  const [key] = fields.reduce<[string | undefined, number]>((best, [k, v]) => (size(v) > best[1] ? [k, size(v)] : best), [undefined, 0]);
  return { path: key === undefined ? [] : [key], size: total };
}

/**
 * The path of the first key (in any map, at any depth) that is a reserved word: JavaScript gives
 * "__proto__", "constructor" and "prototype" a meaning on objects, and schema validators drop them,
 * so they are refused rather than silently lost.
 */
export function reservedKey(raw: unknown): Path | undefined {
  // YAML aliases make one node appear many times (a "billion laughs" file is small but
  // exponentially large as a tree): each object is walked once.
  const seen = new WeakSet<object>();
  const walk = (node: unknown, path: Path): Path | undefined => {
    if (node && typeof node === 'object') {
      if (seen.has(node)) return undefined;
      seen.add(node);
    }
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) { const p = walk(node[i], [...path, i]); if (p) return p; }
    } else if (node && typeof node === 'object') {
      for (const k of Object.keys(node)) {
        if ((RESERVED_IDS as readonly string[]).includes(k)) return [...path, k];
        const p = walk((node as Record<string, unknown>)[k], [...path, k]);
        if (p) return p;
      }
    }
    return undefined;
  };
  return walk(raw, []);
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  if (isMissingKey(issue)) return `missing required field ${issue.expected}`;
  const got = issue.input === undefined ? 'nothing' : visible(preview(issue.input));
  if (issue.message.startsWith('expected')) return `${issue.message}, got ${got}`;
  // valibot's own messages quote the value raw (newlines included): the preview replaces it.
  const m = /^Invalid (?:type|key|length|value|format): Expected (.*?) but received /s.exec(issue.message);
  return m ? `expected ${visible(m[1]!)}, got ${got}` : visible(issue.message);
}

/** The fields the schema allows where an unknown one was found, taken from the schema itself. */
function expectedFields(path: Path): string {
  const top = path[0];
  const fields = path.length === 0 ? ScenarioFile.entries
    : top === 'creatures' && path.length === 2 ? Creature.entries
    : top === 'permanents' && path.length === 2 ? Permanent.entries
    : top === 'combat' && path.length === 1 ? ScenarioFile.entries.combat.entries
    : top === 'expect' && path.length === 2 ? Outcome.entries
    : undefined;
  return fields ? ` (expected ${Object.keys(fields).filter((f) => !f.startsWith('$')).join(', ')})` : '';
}

type CreatureData = ScenarioFileData['creatures'][string];

/**
 * The fields a named card gives a creature, or a one-line error: an unknown name (with the closest
 * names), a card that is not a creature, or one with a keyword or ability that acts by itself and
 * that the format cannot express yet, unless the scenario replaces the card's keywords/abilities.
 */
function cardFields(given: CreatureData, fail: (msg: string) => never): Partial<CreatureData> {
  const name = given.card!;
  const card = findCard(name);
  if (!card) {
    const near = similarCards(name);
    fail(`unknown card ${quote(name)}${near.length ? ` (did you mean ${near.map((n) => `"${n}"`).join(', ')}?)` : ''}; \`mtg-eras cards <words>\` searches the catalogue`);
  }
  if (!isCreatureCard(card)) fail(`${card.name} is not a creature card (${card.types.join(' ')}): only creatures can be named here${permanentTypeOf(card) ? '; name it under permanents' : ''}`);
  const blocking = card.unexpressed.filter((u) => !u.inert && (u.kind === 'keyword' ? given.keywords === undefined : given.abilities === undefined));
  if (blocking.length) {
    const u = blocking[0]!;
    const field = u.kind === 'keyword' ? 'keywords' : 'abilities';
    fail(`${card.name} has ${u.kind === 'keyword' ? 'the keyword' : `a ${u.kind} ability`} "${u.text}", which the scenario format cannot express yet; give the creature its own ${field} to stand in for the card's`);
  }
  return creatureFieldsOf(card);
}

/** A catalogue paraphrase of a trigger at the beginning of the end step. */
const END_STEP_TRIGGER = /^at the beginning of (the|each) end step/;

/** Whether abilities or actions create a delayed triggered ability at end of turn (`delayed: end-of-turn`), so that the run plays the end step. */
function mentionsEndOfTurn(x: unknown): boolean {
  if (Array.isArray(x)) return x.some(mentionsEndOfTurn);
  if (x === null || typeof x !== 'object') return false;
  return Object.entries(x).some(([k, v]) => (k === 'delayed' && v === 'end-of-turn') || mentionsEndOfTurn(v));
}

/** The static restrictions and requirements among a creature's abilities, merged into one object. */
function staticsOf(abilities: NonNullable<CreatureData['abilities']>): StaticAbilities {
  const out: Record<string, number | true | string[]> = {};
  for (const a of abilities) {
    for (const [k, x] of Object.entries(a)) {
      if ((STATIC_ABILITIES as readonly string[]).includes(k)) out[k] = true;
      else if (k === 'cant-be-blocked-except-by') out[k] = Math.max(x as number, (out[k] as number | undefined) ?? 0);
      // Each "only by <type>" applies (cumulative, 501.2): a blocker must have every type named.
      else if (k === 'blocked-only-by-type') out[k] = [...((out[k] as string[] | undefined) ?? []), x as string];
    }
  }
  return out;
}

function creatureFieldsOf(card: Card): Partial<CreatureData> {
  return {
    name: card.name,
    power: card.power,
    toughness: card.toughness,
    types: [...card.supertypes, ...card.types.filter((t) => t !== 'Creature'), ...card.subtypes],
    colors: card.colors as CreatureData['colors'],
    keywords: card.keywords,
    abilities: card.abilities as CreatureData['abilities'],
  };
}

/** A static ability as the engine applies it: a keyword or type filter normalised, what it gives spelled out. */
function staticEffect(a: ContinuousAbilitySpec | AssignsToughnessSpec): StaticEffect {
  const have = 'have' in a && a.have !== undefined ? (Array.isArray(a.have) ? a.have : [a.have]) : [];
  return {
    affects: a.affects ?? 'self',
    ...(a.type !== undefined ? { type: a.type.trim().toLowerCase() } : {}),
    ...(a.color !== undefined ? { color: a.color } : {}),
    ...(a.with !== undefined ? { with: normalizeKeyword(a.with)! } : {}),
    power: 'power' in a ? a.power ?? 0 : 0,
    toughness: 'toughness' in a ? a.toughness ?? 0 : 0,
    have: have.map((k) => normalizeKeyword(k)!),
    assignsToughness: 'assigns-toughness' in a,
    ...('if-renowned' in a && a['if-renowned'] ? { ifRenowned: true as const } : {}),
    ...(a['without-abilities'] ? { withoutAbilities: true as const } : {}),
    ...('become-colors' in a && a['become-colors'] !== undefined ? { becomeColors: a['become-colors'] } : {}),
    ...('cant-be-blocked' in a && a['cant-be-blocked'] ? { cantBeBlocked: true as const } : {}),
  };
}

type PermanentData = NonNullable<ScenarioFileData['permanents']>[string];

/** The static abilities of a permanent, creature or not (`abilities:`), normalised. */
function permanentStaticsOf(abilities: readonly object[]): PermanentStatics {
  const attackTax: PermanentSpec['attackTax'] = [];
  const blockTax: PermanentSpec['blockTax'] = [];
  for (const a of abilities) {
    if ('attack-tax' in a) {
      const t = a['attack-tax'] as AttackTaxSpec;
      attackTax.push({ cost: parseCost(t['per-creature'] ?? 0), perCounter: t['per-counter'] ?? 0, planeswalkers: t.planeswalkers === true });
    }
    if ('block-tax' in a) blockTax.push(parseCost((a['block-tax'] as { 'per-creature': number | string })['per-creature']));
  }
  const least = (k: 'max-attackers' | 'max-blockers') => abilities.reduce<number | null>((n, a) => (k in a ? Math.min(n ?? Infinity, (a as Record<string, number>)[k]!) : n), null);
  const any = (k: string) => abilities.some((a) => k in a);
  return {
    damageTriggerLifegain: any('damage-trigger-lifegain'),
    doubleDamage: abilities.filter((a) => 'double-damage' in a).length,
    controllerCantLose: any('controller-cant-lose'),
    doubleLifeGain: abilities.filter((a) => 'double-life-gain' in a).length,
    unblockableIfDefenderControls: abilities.flatMap((a) => ('yours-unblockable-if-defender-controls' in a ? [a['yours-unblockable-if-defender-controls'] as string] : [])),
    lifeFloor: any('damage-cant-reduce-life-below-1'),
    exilesOpponentsCreatures: any('opponents-creatures-exiled-instead'),
    attackTax, blockTax, maxAttackers: least('max-attackers'), maxBlockers: least('max-blockers'), wallsCanAttack: any('walls-can-attack'),
    preventDamageByCreatures: abilities.some((a) => 'prevent-damage-by-creatures' in a),
    cantAttackYou: abilities.flatMap((a) => ('cant-attack-you' in a ? [a['cant-attack-you'] as { color?: string; without?: string }] : [])),
    controllerCantGetPoison: abilities.some((a) => 'controller-cant-get-poison' in a),
    entersDontTrigger: abilities.some((a) => 'creatures-entering-dont-trigger' in a),
    noCountersOnYours: abilities.flatMap((a) => ('creatures-you-control-cant-have-counters' in a ? [a['creatures-you-control-cant-have-counters'] as CounterKind] : [])),
    animates: abilities.flatMap((a) => {
      if (!('animates' in a)) return [];
      const x = a.animates as { type: string; power: number; toughness: number; types?: string[]; colors?: string[]; keywords?: string[]; all?: true };
      return [{ type: x.type.toLowerCase(), power: x.power, toughness: x.toughness, types: x.types ?? [], colors: x.colors ?? [], keywords: (x.keywords ?? []).map((k) => normalizeKeyword(k)!), all: x.all === true }];
    }),
  };
}

/**
 * The fields a named card gives a non-creature permanent, or a one-line error: an unknown name, a
 * creature or a spell, or one with an ability that would act in combat and that the format cannot
 * express yet (an ability on entering the battlefield has already happened: it is on the battlefield).
 */
function permanentCardFields(name: string, fail: (msg: string) => never): Partial<PermanentData> {
  const card = findCard(name);
  if (!card) {
    const near = similarCards(name);
    fail(`unknown card ${quote(name)}${near.length ? ` (did you mean ${near.map((n) => `"${n}"`).join(', ')}?)` : ''}; \`mtg-eras cards <words>\` searches the catalogue`);
  }
  if (isCreatureCard(card)) fail(`${card.name} is a creature card: name it under creatures`);
  const type = permanentTypeOf(card);
  if (!type) fail(`${card.name} is not a permanent card (${card.types.join(' ')}): a permanent is a ${PERMANENT_TYPES.join(', ')}`);
  const acting = actingUnexpressed(card)[0];
  if (acting) fail(`${card.name} has a ${acting.kind} ability "${acting.text}", which the scenario format cannot express yet`);
  // The catalogue expresses only static abilities a permanent may have (double-damage, controller-cant-lose).
  return { type, name: card.name, colors: card.colors as PermanentData['colors'], loyalty: card.loyalty, defense: card.defense,
    ...(card.abilities.length ? { abilities: card.abilities as PermanentData['abilities'] } : {}) };
}

/** A land card's basic land types (its subtypes that are basic land types: Badlands is a Swamp Mountain). */
function landTypesOf(name: string | undefined, type: PermanentType): string[] {
  const card = name === undefined || type !== 'land' ? undefined : findCard(name);
  return card ? card.subtypes.filter((t) => (LAND_TYPES as readonly string[]).includes(t)) : [];
}

/** A land card's type line in the form `lands:` takes (core/scenario/schema.ts LAND_LINE), for landwalk. */
function landLineOf(name: string | undefined, type: PermanentType): string | null {
  const card = name === undefined || type !== 'land' ? undefined : findCard(name);
  if (!card) return null;
  return `${[...card.supertypes, 'Land'].join(' ')}${card.subtypes.length ? ` — ${card.subtypes.join(' ')}` : ''}`;
}

function crossCheck(src: Located, d: ScenarioFileData, selectRulesets: SelectRulesets): Scenario {
  const fail = (path: Path, msg: string, key = false): never => {
    throw new InputError(`${src.at(path, key)}: ${visible(msg)}`);
  };
  const playerIds = Object.keys(d.players);
  if (playerIds.length < 2) fail(['players'], `expected two or more players, found ${playerIds.length}`);
  const creatureIds = Object.keys(d.creatures);
  for (const id of creatureIds) {
    if (playerIds.includes(id)) fail(['creatures', id], `duplicate id "${id}": already a player`, true);
  }
  // Players, creatures and permanents share one namespace of ids.
  const permanentIds = Object.keys(d.permanents ?? {});
  for (const id of permanentIds) {
    if (playerIds.includes(id)) fail(['permanents', id], `duplicate id "${id}": already a player`, true);
    if (creatureIds.includes(id)) fail(['permanents', id], `duplicate id "${id}": already a creature`, true);
  }
  const isPlayer = (id: string) => playerIds.includes(id);
  const isCreature = (id: string) => creatureIds.includes(id);
  const isPermanent = (id: string) => permanentIds.includes(id);
  const needPlayer = (path: Path, id: string) => { if (!isPlayer(id)) fail(path, `unknown player "${id}" (expected one of ${playerIds.join(', ')})`); };
  const needCreature = (path: Path, id: string) => { if (!isCreature(id)) fail(path, `unknown creature "${id}"`); };
  const needAny = (path: Path, id: string) => { if (!isCreature(id) && !isPlayer(id) && !isPermanent(id)) fail(path, `unknown creature, permanent or player "${id}"`); };
  const needObject = (path: Path, id: string) => { if (!isCreature(id) && !isPermanent(id)) fail(path, `unknown creature or permanent "${id}"`); };
  const opponent = (p: string) => playerIds.find((x) => x !== p)!;
  // A turn controlled by another player (Mindslaver): only the active player's, by another player
  // (507.1 from CR 2003-10-01; 720.1: "during that player's next turn"), so control cannot form a cycle.
  playerIds.forEach((id, i) => {
    const by = d.players[id]!['controlled-by'];
    if (by === undefined) return;
    const at: Path = ['players', id, 'controlled-by'];
    needPlayer(at, by);
    if (by === id) fail(at, `"${id}" cannot control their own turn: name another player (a player in control of themselves makes their own choices, 720.9)`);
    if (i !== 0) fail(at, `only the active player's turn can be controlled (${playerIds[0]}, listed first): a player controls another during that player's own turn (507.1; 720.1)`);
  });

  const permanents: PermanentSpec[] = permanentIds.map((id) => {
    const given = d.permanents![id]!;
    const at = (f: string): Path => ['permanents', id, f];
    needPlayer(at('controller'), given.controller);
    const card = given.card === undefined ? undefined : permanentCardFields(given.card, (msg) => fail(at('card'), msg));
    const p = { ...card, ...Object.fromEntries(Object.entries(given).filter(([, x]) => x !== undefined)) } as PermanentData;
    if (p.type === undefined) fail(['permanents', id], `permanents.${id}: missing required field type (or name a card)`, true);
    const type = p.type as PermanentType;
    // Loyalty belongs to planeswalkers, defense and a protector to battles (306.5b, 310.4b).
    if (type !== 'planeswalker' && given.loyalty !== undefined) fail(at('loyalty'), `only a planeswalker has loyalty; ${id} is a ${type}`, true);
    if (type !== 'battle' && given.defense !== undefined) fail(at('defense'), `only a battle has defense; ${id} is a ${type}`, true);
    if (type !== 'battle' && given.protector !== undefined) fail(at('protector'), `only a battle has a protector; ${id} is a ${type}`, true);
    if (type === 'planeswalker' && p.loyalty === undefined) fail(['permanents', id], `permanents.${id}: a planeswalker needs loyalty`, true);
    if (type === 'battle' && p.defense === undefined) fail(['permanents', id], `permanents.${id}: a battle needs defense`, true);
    if (given.protector !== undefined) needPlayer(at('protector'), given.protector);
    // An Equipment is an artifact, an Aura an enchantment, attached to a creature (301.5, 303.4; D'Angelo A.7, A.33).
    if (given['attached-to'] !== undefined) {
      needCreature(at('attached-to'), given['attached-to']);
      if (type !== 'artifact' && type !== 'enchantment') fail(at('attached-to'), `only an Equipment (artifact) or an Aura (enchantment) is attached to a creature; ${id} is a ${type}`, true);
    }
    (p.abilities ?? []).forEach((x, i) => {
      if ('trigger' in x && (type !== 'enchantment' || given['attached-to'] === undefined)) fail(['permanents', id, 'abilities', i], `an Aura's triggered ability belongs to an enchantment with attached-to; ${id} is ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}${given['attached-to'] === undefined ? ' attached to nothing' : ''}`, true);
      if ('damage-trigger-lifegain' in x && type !== 'artifact' && type !== 'enchantment') fail(['permanents', id, 'abilities', i], `{ damage-trigger-lifegain: true } on a permanent belongs to an Aura or Equipment (an enchantment or artifact with attached-to); ${id} is ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`, true);
      if (!('affects' in x) || (x.affects !== 'equipped-creature' && x.affects !== 'enchanted-creature')) return;
      const want = x.affects === 'equipped-creature' ? 'artifact' : 'enchantment';
      // Unattached (no attached-to), it applies to nothing (an Equipment may be; an Aura on the battlefield is not for long).
      if (type !== want) fail(['permanents', id, 'abilities', i, 'affects'], `affects: ${x.affects} belongs to ${want === 'artifact' ? 'an artifact (an Equipment)' : 'an enchantment (an Aura)'}; ${id} is ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`, true);
    });
    return {
      id, controller: p.controller, type, name: p.name ?? id,
      ...(given.card !== undefined ? { card: findCard(given.card)!.name } : {}),
      colors: p.colors ?? [],
      loyalty: type === 'planeswalker' ? p.loyalty! : 0,
      defense: type === 'battle' ? p.defense! : 0,
      protector: type === 'battle' ? p.protector ?? opponent(p.controller) : null,
      ...permanentStaticsOf(p.abilities ?? []),
      // An anthem's `affects` is creatures (it has no "self": a non-creature permanent is not one).
      continuous: (p.abilities ?? []).flatMap((a) => ('affects' in a ? [staticEffect(a)] : [])),
      attachedTo: p['attached-to'] ?? null,
      enchantedTriggers: (p.abilities ?? []).flatMap((a) => ('trigger' in a ? [{ trigger: a.trigger, amount: a.amount }] : [])),
      landTypes: landTypesOf(given.card, type),
      landLine: landLineOf(given.card, type),
    };
  });
  const permanentById = new Map(permanents.map((p) => [p.id, p]));
  const playsEndStep = mentionsEndOfTurn([d.creatures, d.permanents, d.actions]);

  const creatures: CreatureSpec[] = creatureIds.map((id) => {
    const given = d.creatures[id]!;
    needPlayer(['creatures', id, 'controller'], given.controller);
    // The goading players (701.38b): players of the scenario.
    if (typeof given.goaded === 'string') needPlayer(['creatures', id, 'goaded'], given.goaded);
    if (Array.isArray(given.goaded)) given.goaded.forEach((p, i) => needPlayer(['creatures', id, 'goaded', i], p));
    // A named card supplies every field the scenario does not give (docs/cards.md).
    const card = given.card === undefined ? undefined : cardFields(given, (msg) => fail(['creatures', id, 'card'], msg));
    // A trigger at the end step does nothing in a run that ends with the combat, but acts where the
    // end step is played (a delayed triggered ability "at end of turn"): the card is refused then.
    if (given.card !== undefined && given.abilities === undefined && playsEndStep) {
      const u = findCard(given.card)!.unexpressed.find((x) => x.kind === 'triggered' && END_STEP_TRIGGER.test(x.text));
      if (u) fail(['creatures', id, 'card'], `${findCard(given.card)!.name} has a triggered ability "${u.text}", which the scenario format cannot express yet and which acts here, since the scenario plays the end step (a delayed triggered ability at end of turn); give the creature its own abilities to stand in for the card's`);
    }
    const c = { ...card, ...Object.fromEntries(Object.entries(given).filter(([, x]) => x !== undefined)) } as typeof given;
    // A permanent that is not a creature yet: its power and toughness are the animate action's.
    if (c.creature === false) { c.power ??= 0; c.toughness ??= 0; }
    for (const f of ['power', 'toughness'] as const) {
      if (c[f] === undefined) fail(['creatures', id], given.card === undefined ? `creatures.${id}: missing required field ${f} (or name a card)` : `creatures.${id}: ${given.card} has no printed ${f}: give one`, true);
    }
    const abilities = c.abilities ?? [];
    abilities.forEach((x, i) => {
      if ('affects' in x && (x.affects === 'equipped-creature' || x.affects === 'enchanted-creature')) fail(['creatures', id, 'abilities', i, 'affects'], `affects: ${x.affects} belongs to an Equipment or Aura (a permanent with attached-to), not a creature`, true);
    });
    return {
      id,
      controller: c.controller,
      power: c.power!,
      toughness: c.toughness!,
      name: c.name ?? id,
      ...(given.card !== undefined ? { card: findCard(given.card)!.name } : {}),
      types: c.types ?? [],
      colors: c.colors ?? [],
      keywords: (c.keywords ?? []).map((k) => normalizeKeyword(k)!),
      canBlockAdditional: abilities.reduce((n, a) => n + ('can-block-additional' in a ? a['can-block-additional'] : 0), 0),
      cantBlock: abilities.some((a) => 'cant-block' in a),
      ...permanentStaticsOf(abilities),
      triggered: abilities.filter((a) => 'trigger' in a).map((a) => {
        if (a.target !== undefined) needAny(['creatures', id, 'abilities', abilities.indexOf(a), 'target'], a.target);
        return a;
      }),
      activated: abilities.flatMap((a) => ('activated' in a ? [a.activated] : [])),
      zone: c.zone ?? 'battlefield',
      continuous: abilities.flatMap((a) => ('affects' in a || 'assigns-toughness' in a ? [staticEffect(a)] : [])),
      asThoughUnblocked: abilities.some((a) => 'as-though-unblocked' in a),
      entersWith: abilities.flatMap((a) => ('enters-with-counters' in a ? [a] : [])),
      tapped: c.tapped ?? false,
      sick: c.sick ?? false,
      damage: c.damage ?? 0,
      counters: { '+1/+1': c.counters?.['+1/+1'] ?? 0, '-1/-1': c.counters?.['-1/-1'] ?? 0 },
      statics: staticsOf(abilities),
      renowned: c.renowned ?? false,
      goaded: c.goaded !== undefined && c.goaded !== false,
      goadedBy: typeof c.goaded === 'string' ? [c.goaded] : Array.isArray(c.goaded) ? [...c.goaded] : [],
      copyOf: c['copy-of'] ?? null,
      faceDown: c['face-down'] ?? false,
      entersAsCopy: abilities.some((a) => 'enters-as-copy' in a),
      ...(c.creature === false ? { creature: false as const } : {}),
    };
  });

  const defending = playerIds[1]!;
  const creatureById = new Map(creatures.map((c) => [c.id, c]));
  // A creature in its owner's hand is not on the battlefield: it cannot attack or block.
  const needOnBattlefield = (path: Path, id: string, key = false) => {
    if (creatureById.get(id)?.zone === 'hand') fail(path, `"${id}" is in its owner's hand (zone: hand), not on the battlefield`, key);
    if (creatureById.get(id)?.zone === 'none') fail(path, `"${id}" is a token not yet created (zone: none), not on the battlefield`, key);
  };
  for (const c of creatures) {
    if (c.copyOf === null) continue;
    needCreature(['creatures', c.id, 'copy-of'], c.copyOf);
    if (c.copyOf === c.id) fail(['creatures', c.id, 'copy-of'], `"${c.id}" can't be a copy of itself`);
  }
  /** The tokens a create-token effect names: creatures given with zone: none, controlled by the ability's controller (216.1; 111.2). */
  const needTokens = (path: Path, owner: string, ids: readonly string[]) => ids.forEach((id, i) => {
    needCreature([...path, i], id);
    const t = creatureById.get(id)!;
    if (t.zone !== 'none') fail([...path, i], `"${id}" is not a token waiting to be created: give it zone: none`);
    if (t.controller !== owner) fail([...path, i], `token "${id}" is controlled by ${t.controller}, not ${owner}, who controls the ability that creates it`);
  });
  for (const [id, c] of Object.entries(d.creatures)) {
    (c.abilities ?? []).forEach((a, i) => {
      if ('tokens' in a && a.tokens) needTokens(['creatures', id, 'abilities', i, 'tokens'], c.controller, a.tokens);
      if ('activated' in a && a.activated.tokens) needTokens(['creatures', id, 'abilities', i, 'activated', 'tokens'], c.controller, a.activated.tokens);
    });
  }
  const attacks = Object.entries(d.combat.attack).map(([attacker, player]) => {
    const at: Path = ['combat', 'attack', attacker];
    needCreature(at, attacker);
    needOnBattlefield(at, attacker, true);
    const pe = permanentById.get(player);
    if (!pe) {
      needPlayer(at, player);
      return { attacker, player };
    }
    // What may be attacked: a player, a planeswalker the defending player controls (508.1b, 306.6),
    // or a battle whose protector is not the attacker's controller (310.5, 310.8b). Checked here,
    // whatever the era: an era without the card type runs the attack as its rules can (the engine).
    const controller = creatures.find((c) => c.id === attacker)!.controller;
    if (pe.type === 'planeswalker' && pe.controller === controller) fail(at, playerIds.length === 2 ? `"${attacker}" attacks planeswalker "${player}", which the defending player (${defending}) does not control` : `"${attacker}" attacks planeswalker "${player}", which its own controller (${controller}) controls`);
    if (pe.type === 'battle' && pe.protector === controller) fail(at, `"${attacker}" attacks battle "${player}", whose protector is ${controller}, the attacker's own controller`);
    if (pe.type !== 'planeswalker' && pe.type !== 'battle') fail(at, `"${attacker}" attacks "${player}", a ${pe.type}: only a player, a planeswalker or a battle can be attacked`);
    return { attacker, player };
  });
  const multiplayer = multiplayerOf(d, playerIds, attacks, creatures, permanentById, fail);
  const attacking = new Set(attacks.map((a) => a.attacker));
  const bands = d.combat.bands ?? [];
  const banded = new Set<string>();
  bands.forEach((band, i) => band.forEach((id, j) => {
    needCreature(['combat', 'bands', i, j], id);
    if (!attacking.has(id)) fail(['combat', 'bands', i, j], `"${id}" is in a band but is not attacking`);
    if (banded.has(id)) fail(['combat', 'bands', i, j], `"${id}" is in more than one band`);
    banded.add(id);
  }));
  const blocks = Object.entries(d.combat.block ?? {}).map(([blocker, target]) => {
    needCreature(['combat', 'block', blocker], blocker);
    needOnBattlefield(['combat', 'block', blocker], blocker, true);
    const attackers = Array.isArray(target) ? target : [target];
    attackers.forEach((a, i) => {
      const path: Path = Array.isArray(target) ? ['combat', 'block', blocker, i] : ['combat', 'block', blocker];
      needCreature(path, a);
      if (!attacking.has(a)) fail(path, `"${blocker}" blocks "${a}", which is not attacking`);
    });
    if (new Set(attackers).size !== attackers.length) fail(['combat', 'block', blocker], `"${blocker}" names the same attacker twice`);
    return { blocker, attackers };
  });

  const choices: Scenario['choices'] = {};
  for (const [player, c] of Object.entries(d.choices ?? {})) {
    needPlayer(['choices', player], player);
    for (const [src, ids] of Object.entries(c.order ?? {})) {
      needCreature(['choices', player, 'order', src], src);
      ids.forEach((id, i) => needCreature(['choices', player, 'order', src, i], id));
    }
    for (const [srcId, split] of Object.entries(c.assign ?? {})) {
      needCreature(['choices', player, 'assign', srcId], srcId);
      for (const id of Object.keys(split)) needAny(['choices', player, 'assign', srcId, id], id);
    }
    (c.unblocked ?? []).forEach((id, i) => {
      needCreature(['choices', player, 'unblocked', i], id);
      const spec = creatures.find((x) => x.id === id)!;
      if (!spec.asThoughUnblocked) fail(['choices', player, 'unblocked', i], `"${id}" has no { as-though-unblocked: true } ability`);
    });
    for (const [srcId, target] of Object.entries(c.targets ?? {})) {
      needCreature(['choices', player, 'targets', srcId], srcId);
      if (typeof target === 'string') needAny(['choices', player, 'targets', srcId], target);
      else target.forEach((x, i) => needAny(['choices', player, 'targets', srcId, i], x));
    }
    // Enlist and exert are the attacking player's choices as attackers are declared (702.154a, 701.39a;
    // control may change before, so whose creature it is is the engine's question); annihilator's sacrifice, any player's.
    for (const [attacker, helper] of Object.entries(c.enlist ?? {})) {
      needCreature(['choices', player, 'enlist', attacker], attacker);
      needCreature(['choices', player, 'enlist', attacker], helper);
      if (!attacking.has(attacker)) fail(['choices', player, 'enlist', attacker], `"${attacker}" enlists but is not attacking`, true);
      if (!creatureById.get(attacker)!.keywords.includes('enlist')) fail(['choices', player, 'enlist', attacker], `"${attacker}" has no enlist`, true);
    }
    (c.exert ?? []).forEach((id, i) => {
      needCreature(['choices', player, 'exert', i], id);
      if (!attacking.has(id)) fail(['choices', player, 'exert', i], `"${id}" is exerted but is not attacking (a creature is exerted as it attacks)`);
      // "You may exert it as it attacks" comes with its "when you do" (trigger: exerted) or, on Trueheart Twins, "whenever you exert a creature".
      if (!creatureById.get(id)!.triggered.some((a) => a.trigger === 'exerted' || a.trigger === 'you-exert')) fail(['choices', player, 'exert', i], `"${id}" has no "you may exert it as it attacks" ability (trigger: exerted or you-exert)`);
    });
    (c.sacrifice ?? []).forEach((id, i) => needObject(['choices', player, 'sacrifice', i], id));
    for (const [id, copied] of Object.entries(c.copy ?? {})) {
      needCreature(['choices', player, 'copy', id], id);
      needCreature(['choices', player, 'copy', id], copied);
      if (!creatureById.get(id)!.entersAsCopy) fail(['choices', player, 'copy', id], `"${id}" has no { enters-as-copy: true } ability`, true);
    }
    choices[player] = {
      order: c.order ?? {}, assign: c.assign ?? {}, targets: c.targets ?? {}, unblocked: c.unblocked ?? [], ...(c['tax-life'] !== undefined ? { taxLife: c['tax-life'] } : {}),
      ...(c.enlist ? { enlist: c.enlist } : {}), ...(c.exert ? { exert: c.exert } : {}), ...(c.sacrifice ? { sacrifice: c.sacrifice } : {}), ...(c.copy ? { copy: c.copy } : {}),
    };
  }

  /** The actions that take `each` (a mass effect) instead of `target`. */
  const MASS = new Set(['destroy', 'sacrifice', 'bounce', 'exile', 'tap', 'untap', 'regenerate', 'remove-from-combat', 'blink', 'damage', 'pump', 'grant', 'lose', 'add-counters', 'set-colors']);
  const actions = (d.actions ?? []).map((a, i) => {
    const p = (f: string): Path => ['actions', i, f];
    if (a.by !== undefined) needPlayer(p('by'), a.by);
    // A mass effect names no target: exactly one of target and each (damage, pump, grant, lose, add-counters and the zone changes).
    if (MASS.has(a.do)) {
      const x = a as { target?: string; each?: string };
      if (x.each !== undefined && x.target !== undefined) fail(p('each'), 'expected target or each, not both');
      if (x.each === undefined && x.target === undefined) fail(['actions', i], `actions.${i}: missing required field target (or each, for a mass effect)`, true);
      if (x.each !== undefined && a.targeted) fail(p('targeted'), 'a mass effect (each) targets nothing: targeted: true does not apply');
    }
    // "Equal to its power": exactly one of amount and power-of.
    if (a.do === 'damage' || a.do === 'gain-life' || a.do === 'lose-life') {
      const x = a as { amount?: number; 'power-of'?: string };
      if (x.amount !== undefined && x['power-of'] !== undefined) fail(p('power-of'), 'expected amount or power-of, not both');
      if (x.amount === undefined && x['power-of'] === undefined && (a.do === 'damage' || a.do === 'gain-life' || a.do === 'lose-life')) fail(['actions', i], `actions.${i}: missing required field amount (or power-of)`, true);
      if (x['power-of'] !== undefined) needCreature(p('power-of'), x['power-of']);
    }
    if ('target' in a && a.target !== undefined && a.do !== 'activate') {
      if (a.do === 'damage' || a.do === 'prevent' || a.do === 'prevent-from-source' || a.do === 'prevent-from-color') needAny(p('target'), a.target);
      // A permanent can be destroyed, sacrificed, returned to its owner's hand or exiled.
      else if (a.do === 'destroy' || a.do === 'sacrifice' || a.do === 'bounce' || a.do === 'exile') needObject(p('target'), a.target);
      // A permanent that may become a creature is written under creatures: with creature: false.
      else if (a.do === 'animate' && isPermanent(a.target)) fail(p('target'), `"${a.target}" is under permanents: a permanent that becomes a creature is written under creatures: with creature: false`);
      else needCreature(p('target'), a.target);
    }
    if (a.do === 'damage' && a['redirect-to'] !== undefined) {
      const to = permanentById.get(a['redirect-to']);
      if (!to || to.type !== 'planeswalker') fail(p('redirect-to'), `"${a['redirect-to']}" is not a planeswalker`);
      if (a.target === undefined || !isPlayer(a.target)) fail(p('redirect-to'), `only damage to a player can be redirected to a planeswalker; "${a.target}" is not a player`);
      if (to!.controller !== a.target) fail(p('redirect-to'), `planeswalker "${to!.id}" is not controlled by ${a.target}, the player the damage would be dealt to`);
    }
    if (a.targeted && !('target' in a && a.target !== undefined)) fail(p('targeted'), `only an action with a target can target: ${a.do} has none`);
    if (a.do === 'must-block') needCreature(p('attacker'), a.attacker);
    if (a.do === 'create-token') {
      if (creatureById.get(a.target)!.zone !== 'none') fail(p('target'), `"${a.target}" is not a token waiting to be created: give it zone: none`);
      if (a.attacking !== undefined && !isPlayer(a.attacking) && !permanentById.has(a.attacking)) fail(p('attacking'), `"${a.attacking}" is not a player, planeswalker or battle`);
      if (a.blocking !== undefined) {
        needCreature(p('blocking'), a.blocking);
        if (a.attacking !== undefined) fail(p('blocking'), 'a token is created attacking or blocking, not both');
        // 509.5d (2024-06-07): "becomes blocked by a creature" triggers for a creature put onto the battlefield blocking; not modelled.
        if (creatureById.get(a.blocking)!.triggered.some((t) => t.trigger === 'becomes-blocked' || t.trigger === 'becomes-blocked-by')) fail(p('blocking'), `"${a.blocking}" has a becomes-blocked ability, which the format does not trigger for a creature put onto the battlefield blocking`);
      }
      if (a.attacking !== undefined && (a.attacking === creatureById.get(a.target)!.controller || permanentById.get(a.attacking)?.controller === creatureById.get(a.target)!.controller)) fail(p('attacking'), `a token can't attack its own controller or that player's permanents`);
    }
    if (a.do === 'fight') needCreature(p('source'), a.source);
    if ('source' in a && a.source !== undefined) needObject(p('source'), a.source);
    // "A red source of your choice": the chosen source must have the colour (colours do not change in a combat here).
    if (a.do === 'prevent-from-color' && a.source !== undefined) {
      const colors = (creatures.find((c) => c.id === a.source) ?? permanents.find((x) => x.id === a.source))!.colors;
      if (!colors.includes(a.color)) fail(p('source'), `expected a ${a.color} source for prevent-from-color: "${a.source}" is ${colors.join(' and ') || 'colourless'}`);
    }
    if ('player' in a && a.player !== undefined) needPlayer(p('player'), a.player);
    // Goad names its goading player (by) and the creature, or the player whose creatures it goads.
    if (a.do === 'goad') {
      if (a.by === undefined) fail(['actions', i], `actions.${i}: missing required field by (the goading player)`, true);
      if ((a.target === undefined) === (a.player === undefined)) fail(['actions', i], `actions.${i}: expected target (a creature) or player (each creature that player controls), exactly one`, true);
    }
    if (a.do === 'become-copy' || a.do === 'gain-abilities') {
      needCreature(p('source'), a.source);
      if (a.source === a.target) fail(p('source'), `"${a.target}" can't ${a.do === 'become-copy' ? 'become a copy of' : 'gain the abilities of'} itself`);
    }
    if (a.do === 'turn-face-up' && !creatureById.get(a.target)!.faceDown) fail(p('target'), `"${a.target}" is not face down (face-down: true)`);
    if (a.do === 'activate') checkActivate(a, i, p);
    if (a.do === 'ninjutsu') checkNinjutsu(a, p, i);
    return { ...a, at: (Array.isArray(a.at) ? a.at : [a.at]) as Window[], index: i };
  });

  /** An activation names an activated ability the source has, a target exactly when the ability targets, and the right kind of target. */
  function checkActivate(a: ActionSpec & { do: 'activate' }, i: number, p: (f: string) => Path): void {
    needCreature(p('source'), a.source);
    const src = creatureById.get(a.source)!;
    const n = a.ability ?? 0;
    // Its own abilities, or those a copy effect or gain-abilities gives it (scenario.ts activatedLists).
    const ability = activatedLists(creatures, d.actions ?? [], a.source).map((l) => l[n]).find((x) => x !== undefined);
    if (!ability) fail(a.ability === undefined ? p('source') : p('ability'), src.activated.length ? `"${a.source}" has no activated ability ${n} (it has ${src.activated.length}: 0 to ${src.activated.length - 1})` : `"${a.source}" has no activated ability (abilities: [{ activated: { cost: [...], do: ... } }])`);
    if (a.by !== undefined && a.by !== src.controller) fail(p('by'), `only ${src.controller}, who controls "${a.source}", can activate its ability`);
    const chosen = ability!.to === 'chosen';
    if (chosen && a.target === undefined) fail(['actions', i], `actions.${i}: the ability of "${a.source}" targets: missing required field target`, true);
    if (!chosen && a.target !== undefined) fail(p('target'), `the ability of "${a.source}" has no target (its effect is for ${ability!.to ?? 'self'})`);
    if (chosen) {
      const players = ['gain-life', 'lose-life', 'poison'].includes(ability!.do);
      const any = ability!.do === 'damage' || ability!.do === 'prevent';
      if (players) needPlayer(p('target'), a.target!);
      else if (any) needAny(p('target'), a.target!);
      else needCreature(p('target'), a.target!);
    }
  }

  /** Ninjutsu: a creature with ninjutsu in its owner's hand, and an attacker its controller controls to return (502.43a; 702.49a). */
  function checkNinjutsu(a: ActionSpec & { do: 'ninjutsu' }, p: (f: string) => Path, i: number): void {
    const ninja = creatureById.get(a.target)!;
    // In hand as the combat begins, or returned to it by an earlier action (another ninjutsu's return, a bounce).
    const returned = (d.actions ?? []).slice(0, i).some((x) => (x.do === 'ninjutsu' && x.return === a.target) || (x.do === 'bounce' && x.target === a.target));
    if (ninja.zone !== 'hand' && !returned) fail(p('target'), `"${a.target}" is not in its owner's hand: ninjutsu puts a creature from hand onto the battlefield (give it zone: hand)`);
    if (!ninja.keywords.some((k) => k.startsWith('ninjutsu '))) fail(p('target'), `"${a.target}" has no ninjutsu keyword (e.g. keywords: ["ninjutsu {1}{U}"])`);
    needCreature(p('return'), a.return);
    const back = creatureById.get(a.return)!;
    if (back.controller !== ninja.controller) fail(p('return'), `"${a.return}" is not controlled by ${ninja.controller}, the ninja's controller`);
    // Declared as an attacker, or put onto the battlefield attacking by an earlier ninjutsu.
    const enteredAttacking = (d.actions ?? []).slice(0, i).some((x) => x.do === 'ninjutsu' && x.target === a.return);
    if (!attacking.has(a.return) && !enteredAttacking) fail(p('return'), `"${a.return}" is not attacking: ninjutsu returns an unblocked attacker`);
    if (a.by !== undefined && a.by !== ninja.controller) fail(p('by'), `only ${ninja.controller}, the ninja's owner, can activate its ninjutsu`);
  }

  const expect: Expectation[] = Object.entries(d.expect ?? {}).map(([selector, outcome]) => {
    const rulesets = selectRulesets(selector);
    if (typeof rulesets === 'string') fail(['expect', selector], rulesets, true);
    const o = outcome;
    for (const id of Object.keys(o.life ?? {})) needPlayer(['expect', selector, 'life', id], id);
    for (const id of o.lost ?? []) needPlayer(['expect', selector, 'lost'], id);
    for (const f of ['graveyard', 'battlefield'] as const) for (const id of o[f] ?? []) needObject(['expect', selector, f], id);
    for (const f of ['graveyard', 'battlefield', 'lost'] as const) {
      const xs = o[f] ?? [];
      const dup = xs.find((id, i) => xs.indexOf(id) !== i);
      if (dup) fail(['expect', selector, f], `"${dup}" is listed twice in ${f} (an exact set)`);
    }
    for (const id of Object.keys(o.zones ?? {})) needObject(['expect', selector, 'zones', id], id);
    for (const [f, type] of [['loyalty', 'planeswalker'], ['defense', 'battle']] as const) {
      for (const id of Object.keys(o[f] ?? {})) if (permanentById.get(id)?.type !== type) fail(['expect', selector, f, id], `"${id}" is not a ${type}`, true);
    }
    for (const id of Object.keys(o.damage ?? {})) needCreature(['expect', selector, 'damage', id], id);
    for (const id of Object.keys(o.counters ?? {})) needCreature(['expect', selector, 'counters', id], id);
    for (const id of Object.keys(o.poison ?? {})) needPlayer(['expect', selector, 'poison', id], id);
    for (const id of o.tapped ?? []) needCreature(['expect', selector, 'tapped'], id);
    const options = (b: { objective?: BestOptions['objective']; unique?: boolean; divisions?: boolean }): BestOptions =>
      ({ objective: b.objective ?? 'life', unique: b.unique ?? false, divisions: b.divisions ?? false });
    const bb = o['best-block'], ba = o['best-attack'];
    // The searches (core/explore) know one defending player.
    if ((bb || ba) && playerIds.length > 2) fail(['expect', selector, bb ? 'best-block' : 'best-attack'], `${bb ? 'best-block' : 'best-attack'} needs a two-player scenario; this one has ${playerIds.length} players`, true);
    // A best block names the defending player's creatures blocking attackers the file declares.
    const bestBlock = bb && { ...options(bb), block: Object.entries(bb.block).map(([blocker, target]) => {
      const at: Path = ['expect', selector, 'best-block', 'block', blocker];
      if (!isCreature(blocker)) fail(at, `unknown creature "${blocker}"`, true);
      if (creatureById.get(blocker)!.controller !== defending) fail(at, `"${blocker}" is not controlled by ${defending}, the defending player`, true);
      const attackers = Array.isArray(target) ? target : [target];
      attackers.forEach((a, i) => {
        const path: Path = Array.isArray(target) ? [...at, i] : at;
        needCreature(path, a);
        if (!attacking.has(a)) fail(path, `"${blocker}" blocks "${a}", which is not attacking`);
      });
      if (new Set(attackers).size !== attackers.length) fail(at, `"${blocker}" names the same attacker twice`);
      return { blocker, attackers };
    }) };
    // A best attack names the active player's creatures and what each attacks; the search is bounded.
    const candidates = creatures.filter((c) => c.controller !== defending && c.zone === 'battlefield').length;
    if (ba && candidates > MAX_ATTACK_CANDIDATES) fail(['expect', selector, 'best-attack'], `best-attack searches at most ${MAX_ATTACK_CANDIDATES} creatures that could attack; ${playerIds[0]} has ${candidates}`, true);
    const bestAttack = ba && { ...options(ba), attack: Object.entries(ba.attack).map(([attacker, target]) => {
      const at: Path = ['expect', selector, 'best-attack', 'attack', attacker];
      if (!isCreature(attacker)) fail(at, `unknown creature "${attacker}"`, true);
      if (creatureById.get(attacker)!.controller === defending) fail(at, `"${attacker}" is controlled by ${defending}, the defending player`, true);
      if (!isPlayer(target) && !isPermanent(target)) fail(at, `unknown player or permanent "${target}"`);
      return { attacker, player: target };
    }) };
    return { selector, rulesets: rulesets as string[], outcome: o, ...(bestBlock ? { bestBlock } : {}), ...(bestAttack ? { bestAttack } : {}) };
  });

  const player = (id: string): Scenario['players'][number] => ({ id, life: d.players[id]!.life, poison: d.players[id]!.poison ?? 0, damagedThisTurn: d.players[id]!['dealt-damage-this-turn'] === true, graveyard: d.players[id]!.graveyard ?? 0, lands: [...new Set(d.players[id]!.lands ?? [])], mana: parseSources(d.players[id]!.mana ?? 0), controlledBy: d.players[id]!['controlled-by'] ?? null });
  return {
    file: src.file,
    title: d.scenario,
    description: d.description,
    sources: d.sources ?? [],
    players: [player(playerIds[0]!), player(playerIds[1]!), ...playerIds.slice(2).map(player)],
    ...(multiplayer ? { multiplayer } : {}),
    creatures,
    permanents,
    attacks,
    bands,
    blocks,
    choices,
    actions,
    expect,
  };
}

/**
 * The multiplayer options and variants (docs/scenario-format.md, "Range of influence,
 * teams"), checked: more than two players for a range of influence (601.1; 801.1: "multiplayer
 * games"), teams of known players seated together (606.3, 607.2; 810.3, 809.2), every player on one
 * team, equal life for teammates (one shared life total, 606.4a; 810.4), no attack on a teammate.
 */
function multiplayerOf(d: ScenarioFileData, playerIds: readonly string[], attacks: readonly { attacker: string; player: string }[],
  creatures: readonly CreatureSpec[], permanents: ReadonlyMap<string, PermanentSpec>, fail: (path: Path, msg: string, key?: boolean) => never): Multiplayer | undefined {
  const m = d.multiplayer;
  if (!m) return undefined;
  const at = (...f: (string | number)[]): Path => ['multiplayer', ...f];
  const range = m['range-of-influence'];
  if (range !== undefined && playerIds.length < 3) fail(at('range-of-influence'), `a range of influence needs a multiplayer game (three or more players); this one has ${playerIds.length}`, true);
  if (m.variant === undefined) {
    if (m.teams !== undefined) fail(at('teams'), 'teams belong to a variant: give variant: two-headed-giant or emperor', true);
    if (range === undefined) return undefined;
    return { range: range === undefined ? null : Object.fromEntries(playerIds.map((p) => [p, range])), variant: null, teams: [] };
  }
  if (range !== undefined) fail(at('range-of-influence'), m.variant === 'emperor' ? 'the Emperor variant sets the ranges of influence itself (2 for emperors, 1 for generals: 607.3a; 809.3a)' : 'a Two-Headed Giant game uses no other multiplayer options (606.2)', true);
  if (m.teams === undefined) fail(at('variant'), `expected teams for variant ${m.variant} (multiplayer.teams: lists of player ids in seat order)`, true);
  const teams = m.teams!;
  const seen = new Map<string, number>();
  teams.forEach((team, i) => team.forEach((p, j) => {
    if (!playerIds.includes(p)) fail(at('teams', i, j), `unknown team member "${p}" (expected one of ${playerIds.join(', ')})`);
    if (seen.has(p)) fail(at('teams', i, j), `${p} is already on team ${seen.get(p)! + 1}`);
    seen.set(p, i);
  }));
  const missing = playerIds.find((p) => !seen.has(p));
  if (missing) fail(at('teams'), `every player is on a team; ${missing} is on none`, true);
  const size = m.variant === 'emperor' ? 3 : teams[0]!.length;
  if (m.variant === 'two-headed-giant' && teams.length !== 2) fail(at('teams'), `a Two-Headed Giant game has two teams (606.1; 810.1); found ${teams.length}`, true);
  teams.forEach((team, i) => {
    if (team.length !== size) fail(at('teams', i), m.variant === 'emperor' ? `an Emperor team has three players, general, emperor, general (607.1; 809.1); team ${i + 1} has ${team.length}` : `the teams are of equal size (606.10; 810.11); team ${i + 1} has ${team.length}, team 1 ${size}`, true);
    // Each team sits together, in the order listed (606.3, 607.2; 810.3, 809.2): its seats are consecutive around the table.
    const seats = team.map((p) => playerIds.indexOf(p));
    const n = playerIds.length;
    if (!seats.every((x, k) => k === 0 || x === (seats[k - 1]! + 1) % n)) fail(at('teams', i), `a team sits together: its players must be listed in players one after another, in this order (${team.join(', ')})`, true);
    if (m.variant === 'two-headed-giant' && new Set(team.map((p) => d.players[p]!.life)).size > 1) fail(at('teams', i), `teammates share one life total (606.4a; 810.4): give ${team.join(' and ')} the same life`, true);
  });
  const teamOf = (p: string) => seen.get(p)!;
  attacks.forEach(({ attacker, player }) => {
    const controller = creatures.find((c) => c.id === attacker)!.controller;
    const pe = permanents.get(player);
    const defender = !pe ? player : pe.type === 'battle' ? pe.protector! : pe.controller;
    if (defender !== controller && teamOf(defender) === teamOf(controller)) fail(['combat', 'attack', attacker], `"${attacker}" attacks ${player === defender ? '' : `${player}, of `}${defender}, a teammate of its controller ${controller}: a team attacks only opponents (606.7a; 810.7)`);
  });
  const ranges = m.variant === 'emperor' ? Object.fromEntries(teams.flatMap((t) => t.map((p, j) => [p, j === 1 ? 2 : 1]))) : null;
  return { range: ranges, variant: m.variant, teams };
}
