// Comparing results: an outcome as flat fields, the fields two results differ in, the first
// events where their logs part, the differences between neighbouring rulesets, and batches of
// scenarios under two rulesets. Used by the CLI's diff, compare and baselines, and offered by the
// library API.
import { diffArrays } from 'diff';
import { eventData, type CombatEvent } from './events.js';
import type { Result } from './outcome.js';
import type { Registry } from './registry.js';
import { runScenario } from './run.js';
import type { Scenario } from './scenario/scenario.js';
import type { Window } from './scenario/words.js';

/** A result's outcome as flat fields (events left out), for compare and baselines. */
export type FlatOutcome = Record<string, string | number | boolean>;

export function flatOutcome(r: Result): FlatOutcome {
  // The fields are listed first, then made into an object of their shape (shaped).
  let n = 0;
  eachFlatField(r, (k, v) => { KEYS[n] = k; VALUES[n++] = v; });
  return shaped(n);
}

/** Each flat field of a result, in flatOutcome's order: its name and value (the one place they are said). */
export function eachFlatField(r: Result, put: (k: string, v: string | number | boolean) => void): void {
  put('status', r.status);
  for (const p in r.players) {
    const v = r.players[p]!, k = fieldsOf(p);
    put(k.life, v.life);
    put(k.lost, v.lost);
    // Only where there is any, so baselines written before poison existed stay valid.
    if (v.poison) put(k.poison, v.poison);
  }
  for (const id in r.creatures) {
    const c = r.creatures[id]!, k = fieldsOf(id);
    put(k.zone, c.zone);
    put(k.damage, c.damage);
    put(k.tapped, c.tapped);
    put(k.power, c.power);
    put(k.toughness, c.toughness);
    if (c.counters['+1/+1']) put(k.plus, c.counters['+1/+1']);
    if (c.counters['-1/-1']) put(k.minus, c.counters['-1/-1']);
  }
  // Only where there is any, as poison: baselines written before it stay valid.
  for (const id of r.doesntUntap ?? []) put(fieldsOf(id).doesntUntap, true);
  const permanents = r.permanents ?? {};
  for (const id in permanents) {
    const p = permanents[id]!, k = fieldsOf(id);
    put(k.zone, p.zone);
    if (p.loyalty !== undefined) put(k.loyalty, p.loyalty);
    if (p.defense !== undefined) put(k.defense, p.defense);
  }
}

/**
 * Whether eachFlatField names a field twice for this result (a creature and a permanent with one
 * id, an id listed twice as not untapping): the scenario format allows neither, but a flat
 * outcome keeps such a field once, in its first place.
 */
export function namesFieldTwice(r: Result): boolean {
  const u = r.doesntUntap;
  if (u && u.length > 1 && new Set(u).size < u.length) return true;
  for (const id in r.permanents ?? {}) if (Object.hasOwn(r.creatures, id)) return true;
  return false;
}

/** The fields flatOutcome and sameFlatOutcome list, reused (neither calls anything that could call them again meanwhile). */
const KEYS: string[] = [], VALUES: (string | number | boolean)[] = [];

/**
 * The first n listed fields as an object. Set one by one by name, an object of more than a dozen
 * fields is kept by V8 as a dictionary (slow to make, to walk and to stringify: explore walks
 * every outcome it groups, snapshot writes 50,000); so each list of field names gets an ordinary
 * object made once with those fields (JSON.parse makes it so), which the outcomes with those names
 * copy and fill: one shape per list. The lists are found in a tree of names, bounded in size.
 */
function shaped(n: number): FlatOutcome {
  if (n > SHAPED_FIELDS) {
    const f: FlatOutcome = {};
    for (let i = 0; i < n; i++) f[KEYS[i]!] = VALUES[i]!;
    return f;
  }
  if (shapeNodes > SHAPE_NODES) { SHAPES = newShape(); shapeNodes = 0; }
  let node = SHAPES;
  for (let i = 0; i < n; i++) {
    const k = KEYS[i]!;
    let next = node.next.get(k);
    if (next === undefined) { node.next.set(k, (next = newShape())); shapeNodes++; }
    node = next;
  }
  // JSON.parse keeps a name given twice once, in its first place, as setting it twice does.
  node.template ??= JSON.parse(`{${KEYS.slice(0, n).map((k) => `${JSON.stringify(k)}:0`).join(',')}}`) as FlatOutcome;
  const f = { ...node.template };
  for (let i = 0; i < n; i++) f[KEYS[i]!] = VALUES[i]!;
  return f;
}

interface Shape { next: Map<string, Shape>; template?: FlatOutcome }
const newShape = (): Shape => ({ next: new Map() });
/** Past this many fields (V8 keeps at most about a thousand as fields), an outcome is made by setting its fields. */
const SHAPED_FIELDS = 500;
/** Past this many names in the tree, it starts again (a long-running caller meets many boards). */
const SHAPE_NODES = 100_000;
let SHAPES = newShape(), shapeNodes = 0;

/**
 * Whether flatOutcome gives x and y the same fields, in the same order, with the same values (so
 * JSON writes them alike), read from the results without flattening either: eachFlatField's walk
 * of y compared with its walk of x, so a field added there is compared too. Stricter than
 * sameOutcome: rejected choices do not count, but order does (a baseline's text keeps it).
 */
export function sameFlatOutcome(x: Result, y: Result): boolean {
  if (x.status !== y.status) return false;
  // Runs shared between rulesets share their parts (core/run.ts): nothing to walk.
  if (x.players === y.players && x.creatures === y.creatures && x.permanents === y.permanents && x.doesntUntap === y.doesntUntap) return true;
  let n = 0;
  eachFlatField(x, (k, v) => { KEYS[n] = k; VALUES[n++] = v; });
  let i = 0, same = true;
  eachFlatField(y, (k, v) => { if (same && (i >= n || KEYS[i] !== k || VALUES[i] !== v)) same = false; i++; });
  return same && i === n;
}

/**
 * The field names of one player, creature or permanent id, made once: a snapshot flattens every
 * result of a corpus (120,000 for 5,000 files under 24 rulesets), and building and interning the
 * same names again for each was most of its cost. Bounded, for a long-running caller.
 */
const FIELDS = new Map<string, ReturnType<typeof namesOf>>();
const namesOf = (id: string) => ({
  life: `life.${id}`, lost: `lost.${id}`, poison: `poison.${id}`,
  zone: `zone.${id}`, damage: `damage.${id}`, tapped: `tapped.${id}`, power: `power.${id}`, toughness: `toughness.${id}`,
  plus: `counters.+1/+1.${id}`, minus: `counters.-1/-1.${id}`, doesntUntap: `doesnt-untap.${id}`,
  loyalty: `loyalty.${id}`, defense: `defense.${id}`,
});
function fieldsOf(id: string): ReturnType<typeof namesOf> {
  let k = FIELDS.get(id);
  if (!k) {
    if (FIELDS.size >= 10_000) FIELDS.clear();
    FIELDS.set(id, (k = namesOf(id)));
  }
  return k;
}

export interface FieldChange { field: string; from: unknown; to: unknown }

/** Fields whose values differ (a field missing on one side counts as differing). */
export function flatChanges(a: FlatOutcome, b: FlatOutcome): FieldChange[] {
  // a's fields, then those only b has: one pass over each (a 1,000-creature board has 5,000 fields).
  const out: FieldChange[] = [];
  const ka = Object.keys(a), kb = Object.keys(b);
  for (let i = 0; i < ka.length; i++) { const k = ka[i]!; if (a[k] !== b[k]) out.push({ field: k, from: a[k] ?? null, to: b[k] ?? null }); }
  for (let i = 0; i < kb.length; i++) { const k = kb[i]!; if (!Object.hasOwn(a, k)) out.push({ field: k, from: null, to: b[k] ?? null }); }
  return out;
}

export interface Divergence { from: CombatEvent | null; to: CombatEvent | null }

export interface Difference {
  from: string;
  to: string;
  fields: FieldChange[];
  firstDivergence: Divergence;
}

/**
 * The whole outcome diff and compare compare: the flat fields of baselines plus how many choices
 * the rules rejected (a rejected choice is a difference even when the default gives the same board).
 */
export function wholeOutcome(r: Result): FlatOutcome {
  const f = flatOutcome(r);
  f['choices.rejected'] = r.rejectedChoices.length;
  return f;
}

/**
 * wholeOutcome, made once per result for the comparisons of one command (diff groups its results
 * and compares its neighbours: each result's outcome is flattened once, not four times). The
 * results a command compares are not changed after their run.
 */
const wholeOf = new WeakMap<object, { r: Result; f: FlatOutcome }>();
function whole(r: Result): FlatOutcome {
  // Kept by the creatures' record, which every ruleset given the same run shares (oneRun).
  const kept = wholeOf.get(r.creatures);
  if (kept !== undefined && oneRun(kept.r, r)) return kept.f;
  const f = wholeOutcome(r);
  wholeOf.set(r.creatures, { r, f });
  return f;
}

/**
 * Whether two results are one run's, given to rulesets that state alike all it consulted
 * (core/same-runs.ts): the same parts, so the same whole outcome, without flattening either (a
 * 1,000-creature board has 5,000 fields, and a diff under every ruleset compares 27 results).
 */
function oneRun(x: Result, y: Result): boolean {
  return x.creatures === y.creatures && x.players === y.players && x.permanents === y.permanents && x.doesntUntap === y.doesntUntap
    && x.rejectedChoices === y.rejectedChoices && x.status === y.status;
}

/** Rulesets grouped by equal whole outcome, in the order first met: what diff's columns and a report's groups show. */
export function outcomeGroups(results: readonly Result[]): { ids: string[]; result: Result; whole: FlatOutcome }[] {
  const groups: { ids: string[]; result: Result; whole: FlatOutcome }[] = [];
  for (const r of results) {
    const same = groups.find((g) => sameOutcome(g.result, r));
    if (same) same.ids.push(r.ruleset);
    else groups.push({ ids: [r.ruleset], result: r, whole: whole(r) });
  }
  return groups;
}

/**
 * Whether two results have the same whole outcome (flatChanges of their wholeOutcome is empty),
 * read field by field from the results, with no flat outcome made: most neighbouring rulesets
 * agree, and a 1,000-creature outcome flattens to 5,000 fields. Fields flatOutcome writes only
 * where there is any (poison, counters) are equal when both have none.
 */
export function sameOutcome(x: Result, y: Result): boolean {
  if (oneRun(x, y)) return true;
  if (x.status !== y.status || x.rejectedChoices.length !== y.rejectedChoices.length) return false;
  if (!sameIds(x.players, y.players) || !sameIds(x.creatures, y.creatures) || !sameIds(x.permanents ?? NONE, y.permanents ?? NONE)) return false;
  for (const id in x.players) {
    const a = x.players[id]!, b = y.players[id]!;
    if (a.life !== b.life || a.lost !== b.lost || (a.poison || 0) !== (b.poison || 0)) return false;
  }
  if (!sameCreatures(x.creatures, y.creatures)) return false;
  const px = x.permanents ?? NONE, py = y.permanents ?? NONE;
  for (const id in px) {
    const a = px[id]!, b = py[id]!;
    if (a.zone !== b.zone || a.loyalty !== b.loyalty || a.defense !== b.defense) return false;
  }
  const ux = new Set(x.doesntUntap), uy = new Set(y.doesntUntap);
  if (ux.size !== uy.size) return false;
  for (const id of ux) if (!uy.has(id)) return false;
  return true;
}

const NONE: Record<string, never> = {};

/** Whether two records have the same keys. */
function sameIds(a: object, b: object): boolean {
  let n = 0;
  for (const k in a) {
    if (!Object.hasOwn(b, k)) return false;
    n++;
  }
  return n === Object.keys(b).length;
}

/** The creatures' flat fields (sameOutcome): a loop of its own, so that V8 optimises it while it runs over a thousand creatures. */
function sameCreatures(x: Result['creatures'], y: Result['creatures']): boolean {
  for (const id in x) {
    const a = x[id]!, b = y[id]!;
    if (a.zone !== b.zone || a.damage !== b.damage || a.tapped !== b.tapped || a.power !== b.power || a.toughness !== b.toughness) return false;
    if ((a.counters['+1/+1'] || 0) !== (b.counters['+1/+1'] || 0) || (a.counters['-1/-1'] || 0) !== (b.counters['-1/-1'] || 0)) return false;
  }
  return true;
}

/** Outcome fields that differ between two results (baselines' flat fields and rejected choices). */
export function fieldDifferences(x: Result, y: Result): FieldChange[] {
  return sameOutcome(x, y) ? [] : flatChanges(whole(x), whole(y));
}

/** The step an event belongs to, whatever the era calls its window (a step's windows are one step). */
const STEP: Record<Window, string> = {
  'beginning-of-combat': 'beginning', 'declare-attackers': 'attackers', 'declare-blockers': 'blockers',
  'first-strike-damage-assigned': 'first-strike', 'first-strike-damage-dealt': 'first-strike',
  'combat-damage-assigned': 'damage', 'combat-damage-dealt': 'damage', 'end-of-combat': 'end',
};

/**
 * What happened, without how the era numbers or names it: the event's kind, its subjects, its
 * amount and the step (not the window) it happened in. Two events with the same signature are the
 * same decision in both eras, even if their rule numbers and sentences differ.
 */
export function eventSignature(e: CombatEvent): string {
  return `${STEP[e.window]}|${e.type}|${e.key}|${e.source ?? ''}|${e.target ?? ''}|${e.amount ?? ''}`;
}

/**
 * The first decision where the two logs part. The logs are aligned by what happened (eventSignature),
 * not by sentence; step headings (how a step is shaped: a damage prevention step, damage on the
 * stack, damage dealt at once) are set aside, so the divergence shown is the first event that
 * happened differently. Each side is that era's own event, with its own rule number; a side is null
 * when that era has nothing there. Only when the logs differ in step headings alone is a heading shown.
 */
export function firstDivergence(x: Result, y: Result): Divergence {
  const decisions = (r: Result) => r.events.filter((e) => e.type !== 'step');
  return partAt(decisions(x), decisions(y)) ?? partAt(x.events, y.events) ?? { from: null, to: null };
}

/** Kinds that follow from earlier events (a destruction, a zone move): never the counterpart of a decision. */
const CONSEQUENCES = new Set<CombatEvent['type']>(['step', 'sba', 'zone', 'removed-from-combat', 'game-over']);

function partAt(ex: readonly CombatEvent[], ey: readonly CombatEvent[]): Divergence | null {
  // Where the logs part depends on their signatures alone (an event's kind is in its signature), and
  // the same pair of signature lists recurs: an era and the amendments after it log alike, and an
  // edit in the playground seldom changes what happened. So the alignment of logs small enough to
  // key is kept by signatures (a bounded number of pairs); the events shown are each run's own.
  const sx = signatures(ex), sy = signatures(ey);
  const key = ex.length + ey.length <= ALIGNED_EVENTS ? `${all(sx, ex.length).join('\u0001')}\u0000${all(sy, ey.length).join('\u0001')}` : undefined;
  let at = key === undefined ? undefined : ALIGNED.get(key);
  if (at === undefined) {
    at = alignAt(sx, ex.length, sy, ey.length);
    if (key !== undefined) {
      if (ALIGNED.size >= ALIGNED_PAIRS) ALIGNED.clear();
      ALIGNED.set(key, at);
    }
  }
  // Plain data, text rendered: the divergence may cross to another thread.
  return at && { from: plain(at.x === undefined ? undefined : ex[at.x]), to: plain(at.y === undefined ? undefined : ey[at.y]) };
}

/** Alignments already made, by the two logs' signatures; at most this many pairs, of at most this many events together. */
const ALIGNED = new Map<string, { x?: number; y?: number } | null>();
const ALIGNED_PAIRS = 128, ALIGNED_EVENTS = 500;

/**
 * Which event of each side is the first divergence (by index; none on a side that has nothing
 * there), or null if the logs do not part. sx(i), sy(i): the signatures of the nx and ny events.
 */
function alignAt(sx: (i: number) => string, nx: number, sy: (i: number) => string, ny: number): { x?: number; y?: number } | null {
  // The alignment costs time in proportion to the logs' length times their edits: two logs of
  // thousands of events that differ throughout (999 blockers) took seconds. Past a bound, the
  // divergence is where the logs first differ (time in proportion to their length). Signatures
  // are made as they are compared: the common start and end first, the rest only to align it.
  let head = 0;
  while (head < nx && head < ny && sx(head) === sy(head)) head++;
  let tail = 0;
  while (tail < nx - head && tail < ny - head && sx(nx - 1 - tail) === sy(ny - 1 - tail)) tail++;
  let parts: ReturnType<typeof diffArrays<string>> | undefined;
  let ax: string[] = [], ay: string[] = [];
  if (nx + ny - 2 * (head + tail) <= 2000) {
    ax = all(sx, nx); ay = all(sy, ny);
    if (!moreEdits(ax, ay, head, tail, 500)) parts = diffArrays(ax, ay, { maxEditLength: 500 });
  }
  if (!parts) {
    if (head === nx && head === ny) return null;
    return { x: head < nx ? head : undefined, y: head < ny ? head : undefined };
  }
  // Which events of each side the alignment leaves unmatched, and the first change.
  const lonelyX: number[] = [], lonelyY: number[] = [];
  let first: { x?: number; y?: number } | null = null;
  let i = 0, j = 0, inChange = false;
  for (const part of parts) {
    const n = part.count ?? part.value.length;
    if (!part.added && !part.removed) {
      if (first) inChange = false;
      i += n; j += n;
      continue;
    }
    if (!first) { first = {}; inChange = true; }
    // A change is a run of removed and added parts: the first event of each side is the divergence.
    if (part.removed) {
      if (inChange) first.x ??= i;
      for (let k = 0; k < n; k++) lonelyX.push(i + k);
      i += n;
    } else {
      if (inChange) first.y ??= j;
      for (let k = 0; k < n; k++) lonelyY.push(j + k);
      j += n;
    }
  }
  if (!first) return null;
  // One era has nothing in place of the other's event: its counterpart is the first later decision
  // that era makes differently (an action taken in another window, say), if any (an event's kind
  // is the second field of its signature).
  const counterpart = (lonely: number[], sigs: readonly string[]) => lonely.find((k) => !CONSEQUENCES.has(sigs[k]!.split('|', 2)[1] as CombatEvent['type']));
  return { x: first.x ?? counterpart(lonelyX, ax), y: first.y ?? counterpart(lonelyY, ay) };
}

const plain = (e: CombatEvent | undefined) => (e ? eventData(e) : null);

/** The events' signatures, each made when first asked for. */
function signatures(events: readonly CombatEvent[]): (i: number) => string {
  const made: (string | undefined)[] = new Array(events.length);
  return (i) => (made[i] ??= eventSignature(events[i]!));
}

/** The first n signatures as a list. */
const all = (s: (i: number) => string, n: number): string[] => Array.from({ length: n }, (_, i) => s(i));

/**
 * Whether turning a into b surely takes more than max insertions and deletions, by counting: an
 * entry one side has k more times than the other takes k edits at least (the edit distance is at
 * least the difference of the two as multisets). A diff bounded by max (maxEditLength) finds
 * nothing then, after spending time in proportion to max times their length; this answers in
 * proportion to their length. Only the entries between the common start (head) and end (tail) count.
 */
export function moreEdits(a: readonly string[], b: readonly string[], head: number, tail: number, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return true;
  const count = new Map<string, number>();
  for (let i = head; i < a.length - tail; i++) count.set(a[i]!, (count.get(a[i]!) ?? 0) + 1);
  for (let i = head; i < b.length - tail; i++) count.set(b[i]!, (count.get(b[i]!) ?? 0) - 1);
  let d = 0;
  for (const n of count.values()) d += Math.abs(n);
  return d > max;
}

/** For each pair of neighbouring results whose outcomes differ: the fields and the first divergence. */
export function neighbourDifferences(results: readonly Result[]): Difference[] {
  const out: Difference[] = [];
  for (let k = 1; k < results.length; k++) {
    const x = results[k - 1]!, y = results[k]!;
    if (sameOutcome(x, y)) continue;
    const fields = flatChanges(whole(x), whole(y));
    if (fields.length) out.push({ from: x.ruleset, to: y.ruleset, fields, firstDivergence: firstDivergence(x, y) });
  }
  return out;
}

/** One scenario under two rulesets: what changed and where the logs part, or null if the outcomes agree. */
export function compareRuns(reg: Registry, s: Scenario, from: string, to: string): { fields: FieldChange[]; firstDivergence: Divergence } | null {
  // Outcomes first, without logs; the logs are built only for a pair whose outcome changed.
  const fields = fieldDifferences(runScenario(reg, s, from, { log: false }), runScenario(reg, s, to, { log: false }));
  return fields.length ? { fields, firstDivergence: firstDivergence(runScenario(reg, s, from), runScenario(reg, s, to)) } : null;
}

/** A batch of scenarios under two rulesets: those whose outcome changed (the library's `compare`). */
export function compareBatch(reg: Registry, scenarios: readonly Scenario[], from: string, to: string): { scenario: Scenario; fields: FieldChange[]; firstDivergence: Divergence }[] {
  return scenarios.flatMap((scenario) => {
    const d = compareRuns(reg, scenario, from, to);
    return d ? [{ scenario, ...d }] : [];
  });
}

/** "a..c" for a run of neighbouring rulesets, else a comma list (order: the registry's). */
export function rulesetLabel(ids: string[], order: readonly string[]): string {
  const sorted = [...ids].sort((x, y) => order.indexOf(x) - order.indexOf(y));
  const runs: string[][] = [];
  for (const id of sorted) {
    const last = runs.at(-1);
    if (last && order.indexOf(id) === order.indexOf(last.at(-1)!) + 1) last.push(id);
    else runs.push([id]);
  }
  return runs.map((r) => (r.length > 2 ? `${r[0]}..${r.at(-1)}` : r.join(','))).join(',');
}
