// Hunting rules changes: random legal boards (fast-check arbitraries) run under two
// rulesets; a board whose outcome differs is shrunk by fast-check to a minimal one and grouped by
// its first diverging rule (the semantic divergence of core/compare.ts). Each search after the
// first skips boards of the groups already found, so one hunt finds every kind of difference it
// can reach in its time. Deterministic for a seed.
import fc from 'fast-check';
import { fieldDifferences, firstDivergence, type FieldChange } from '../compare.js';
import type { Registry } from '../registry.js';
import type { RuleKey } from '../rule-keys.js';
import { runScenario } from '../run.js';
import { parseScenario } from '../scenario/load.js';
import type { Scenario } from '../scenario/scenario.js';

const ATTACK_KW = ['flying', 'first strike', 'double strike', 'trample', 'deathtouch', 'lifelink', 'vigilance', 'defender', 'banding', 'indestructible', 'wither'] as const;
const BLOCK_KW = ['reach', 'first strike', 'double strike', 'deathtouch', 'lifelink', 'indestructible', 'defender'] as const;
/** Triggered keywords, one at most per creature and on one creature in five, so the others keep their odds. */
const ATTACK_TRIGGERS = ['flanking', 'rampage 1', 'bushido 1', 'afflict 1', 'persist', 'exalted', 'poisonous 1'] as const;
const BLOCK_TRIGGERS = ['bushido 1', 'flanking', 'undying'] as const;
const TYPES = [[], ['Wall']] as const;
const ACTION_WINDOWS = ['declare-blockers', 'first-strike-damage-assigned', 'first-strike-damage-dealt', 'combat-damage-assigned', 'combat-damage-dealt'] as const;
const ACTIONS = ['tap', 'sacrifice', 'regenerate', 'pump', 'add-mana', 'damage', 'prevent', 'add-counters', 'grant', 'lose'] as const;

interface Card { power: number; toughness: number; keywords: string[]; types: readonly string[] }
export interface Board {
  life: number;
  /** Each attacker with the creatures blocking it, so a shrink that drops an attacker drops its blockers too. */
  attackers: (Card & { blockedBy: Card[] })[];
  /** Creatures of the defending player that do not block. */
  idle: Card[];
  actions: { at: (typeof ACTION_WINDOWS)[number]; kind: (typeof ACTIONS)[number]; who: number; amount: number }[];
}

/** Boards of 1..size attackers, each blocked by up to two creatures, and up to one creature that does not block. */
function boards(size = 3): fc.Arbitrary<Board> {
  return fc.record({
    life: fc.integer({ min: 1, max: 20 }),
    attackers: fc.array(fc.record({ ...cardFields(ATTACK_KW, ATTACK_TRIGGERS), blockedBy: fc.array(fc.record(cardFields(BLOCK_KW, BLOCK_TRIGGERS)), { maxLength: 2 }) }), { minLength: 1, maxLength: size }),
    idle: fc.array(fc.record(cardFields(BLOCK_KW, BLOCK_TRIGGERS)), { maxLength: 1 }),
    actions: fc.array(fc.record({
      at: fc.constantFrom(...ACTION_WINDOWS), kind: fc.constantFrom(...ACTIONS), who: fc.nat({ max: 2 * size }), amount: fc.integer({ min: 1, max: 3 }),
    }), { maxLength: 2 }),
  });
}
function cardFields(kw: readonly string[], triggers: readonly string[]) {
  const trigger = fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: fc.constantFrom(...triggers), weight: 1 });
  const keywords = fc.tuple(fc.subarray([...kw], { maxLength: 2 }), trigger).map(([k, t]) => (t ? [...k, t] : k));
  return { power: fc.integer({ min: 0, max: 5 }), toughness: fc.integer({ min: 1, max: 5 }), keywords, types: fc.constantFrom(...TYPES) };
}

/** A board as a scenario file's data (plain, as a user would write it). */
export function scenarioData(b: Board, title: string): Record<string, unknown> {
  const creatures: Record<string, unknown> = {};
  const attack: Record<string, string> = {};
  const block: Record<string, string> = {};
  const spec = (c: Card, controller: string) => ({ controller, power: c.power, toughness: c.toughness, ...(c.keywords.length ? { keywords: c.keywords } : {}), ...(c.types.length ? { types: [...c.types] } : {}) });
  let n = 0;
  b.attackers.forEach((c, i) => {
    creatures[`a${i + 1}`] = spec(c, 'alice');
    attack[`a${i + 1}`] = 'bob';
    for (const x of c.blockedBy) { creatures[`b${++n}`] = spec(x, 'bob'); block[`b${n}`] = `a${i + 1}`; }
  });
  for (const x of b.idle) creatures[`b${++n}`] = spec(x, 'bob');
  const ids = Object.keys(creatures);
  const actions = b.actions.map((a) => {
    const target = ids[a.who % ids.length]!;
    const by = target.startsWith('a') ? 'alice' : 'bob';
    switch (a.kind) {
      case 'add-mana': return { at: a.at, by, do: 'add-mana', player: by, amount: a.amount };
      case 'pump': return { at: a.at, by, do: 'pump', target, power: a.amount, toughness: a.amount };
      case 'damage': return { at: a.at, by, do: 'damage', target, amount: a.amount };
      case 'prevent': return { at: a.at, by, do: 'prevent', target, amount: a.amount };
      case 'grant': return { at: a.at, by, do: 'grant', target, keyword: 'double strike' };
      case 'lose': return { at: a.at, by, do: 'lose', target, keyword: a.amount === 1 ? 'first strike' : 'double strike' };
      case 'add-counters': return { at: a.at, by, do: 'add-counters', target, kind: '+1/+1', amount: a.amount };
      default: return { at: a.at, by, do: a.kind, target };
    }
  });
  return {
    scenario: title,
    players: { alice: { life: 20 }, bob: { life: b.life } },
    creatures,
    combat: { attack, ...(Object.keys(block).length ? { block } : {}) },
    ...(actions.length ? { actions } : {}),
  };
}

export interface HuntGroup {
  /** The rule concepts of the first diverging decision, in the old and the new ruleset. */
  rules: { from: RuleKey | null; to: RuleKey | null };
  /** Their numbers, each in its era's document. */
  cited: { from: string | null; to: string | null };
  /** Whether the newer ruleset's `changes` (or the older's, hunting backwards) name one of the rule concepts. */
  explained: boolean;
  board: Board;
  scenario: Record<string, unknown>;
  fields: FieldChange[];
  /** How big the minimal board is. */
  size: { attackers: number; blockers: number; actions: number };
  /** When the search found it, from the start of the hunt. */
  foundAtMs: number;
}

export interface Hunt { from: string; to: string; seed: number; boardsTried: number; elapsedMs: number; groups: HuntGroup[] }

export interface HuntOptions {
  seed?: number;
  size?: number;
  timeMs?: number;
  maxGroups?: number;
  /** Stop after this many boards (a bound that does not depend on the machine's speed, for tests). */
  maxBoards?: number;
}

const keyOf = (g: { from: RuleKey | null; to: RuleKey | null }) => `${g.from ?? '-'}>${g.to ?? '-'}`;

export function hunt(reg: Registry, from: string, to: string, opts: HuntOptions = {}): Hunt {
  const seed = opts.seed ?? 1, timeMs = opts.timeMs ?? 10_000, maxGroups = opts.maxGroups ?? 50;
  const started = Date.now();
  const load = (b: Board): Scenario | null => {
    try {
      return parseScenario('hunt.json', JSON.stringify(scenarioData(b, 'hunt')), (sel) => reg.select(sel));
    } catch {
      return null; // not a legal file (it cannot happen by construction; skipped if it does)
    }
  };
  const divergence = (s: Scenario) => {
    const a = runScenario(reg, s, from), b = runScenario(reg, s, to);
    const d = firstDivergence(a, b);
    return { rules: { from: d.from?.key ?? null, to: d.to?.key ?? null }, cited: { from: d.from?.rule ?? null, to: d.to?.rule ?? null }, fields: fieldDifferences(a, b) };
  };
  const known = new Set<string>();
  const groups: HuntGroup[] = [];
  let tried = 0;
  for (let round = 0; groups.length < maxGroups; round++) {
    const left = timeMs - (Date.now() - started);
    const runs = (opts.maxBoards ?? Infinity) - tried;
    if (left <= 0 || runs <= 0) break;
    const property = fc.property(boards(opts.size ?? 3), (b) => {
      const s = load(b);
      if (!s) return true;
      const same = !fieldDifferences(runScenario(reg, s, from, { log: false }), runScenario(reg, s, to, { log: false })).length;
      return same || known.has(keyOf(divergence(s).rules));
    });
    const r = fc.check(property, { seed: seed + round, numRuns: Math.min(1_000_000, runs), interruptAfterTimeLimit: left, markInterruptAsFailure: false, endOnFailure: false });
    // Boards generated, the failing one included; fast-check's shrinking runs the property again on
    // smaller boards, which are not boards tried (--boards N tries exactly N).
    tried += r.numRuns;
    if (!r.failed || !r.counterexample) break;
    const found = r.counterexample[0] as Board;
    const key = keyOf(divergence(load(found)!).rules);
    // fast-check's shrink is local; finish it greedily, keeping the same first diverging rule.
    const board = minimize(found, (x) => {
      const sx = load(x);
      return !!sx && fieldDifferences(runScenario(reg, sx, from, { log: false }), runScenario(reg, sx, to, { log: false })).length > 0 && keyOf(divergence(sx).rules) === key;
    });
    const s = load(board)!;
    const d = divergence(s);
    known.add(keyOf(d.rules));
    const later = reg.ids.indexOf(to) > reg.ids.indexOf(from) ? to : from;
    const named = new Set(reg.meta(later).changes.flatMap((c) => c.rules));
    groups.push({
      ...d,
      explained: [d.rules.from, d.rules.to].some((k) => k !== null && named.has(k)),
      board,
      scenario: scenarioData(board, `${from} -> ${to}: ${d.rules.from ?? 'nothing'} / ${d.rules.to ?? 'nothing'}`),
      size: { attackers: board.attackers.length, blockers: board.attackers.reduce((k, a) => k + a.blockedBy.length, 0) + board.idle.length, actions: board.actions.length },
      foundAtMs: Date.now() - started,
    });
  }
  return { from, to, seed, boardsTried: tried, elapsedMs: Date.now() - started, groups };
}

/** Smaller boards first: without an attacker (and its blockers), a blocker, an idle creature, an action, a keyword. */
function* smaller(b: Board): Generator<Board> {
  const without = <T>(xs: readonly T[], i: number) => [...xs.slice(0, i), ...xs.slice(i + 1)];
  for (let i = 0; i < b.attackers.length; i++) if (b.attackers.length > 1) yield { ...b, attackers: without(b.attackers, i) };
  for (let i = 0; i < b.attackers.length; i++) {
    const a = b.attackers[i]!;
    for (let j = 0; j < a.blockedBy.length; j++) yield { ...b, attackers: b.attackers.map((x, k) => (k === i ? { ...x, blockedBy: without(x.blockedBy, j) } : x)) };
  }
  for (let i = 0; i < b.idle.length; i++) yield { ...b, idle: without(b.idle, i) };
  for (let i = 0; i < b.actions.length; i++) yield { ...b, actions: without(b.actions, i) };
  const cards = (f: (c: Card) => Card) => ({ ...b, attackers: b.attackers.map((a) => ({ ...f(a), blockedBy: a.blockedBy.map(f) })), idle: b.idle.map(f) });
  const all = [...b.attackers, ...b.attackers.flatMap((a) => a.blockedBy), ...b.idle];
  for (const c of all) {
    for (let k = 0; k < c.keywords.length; k++) yield cards((x) => (x === c ? { ...x, keywords: without(x.keywords, k) } : x));
    if (c.types.length) yield cards((x) => (x === c ? { ...x, types: [] } : x));
  }
}

/** Removes what the difference does not need, one piece at a time, until nothing more can go. */
function minimize(b: Board, keeps: (b: Board) => boolean): Board {
  for (let changed = true; changed;) {
    changed = false;
    for (const c of smaller(b)) {
      if (keeps(c)) { b = c; changed = true; break; }
    }
  }
  return b;
}

/** A hunt group as a scenario file: the minimal board, `expect` for both rulesets, `sources` naming the rules. */
export function groupScenario(reg: Registry, h: Hunt, g: HuntGroup): Record<string, unknown> {
  const s = parseScenario('hunt.json', JSON.stringify(g.scenario), (sel) => reg.select(sel));
  const expect: Record<string, unknown> = {};
  for (const id of [h.from, h.to]) {
    const r = runScenario(reg, s, id, { log: false });
    expect[id] = {
      status: r.status,
      life: Object.fromEntries(Object.entries(r.players).map(([p, v]) => [p, v.life])),
      graveyard: Object.keys(r.creatures).filter((c) => r.creatures[c]!.zone === 'graveyard'),
    };
  }
  return {
    ...g.scenario,
    description: `Found by mtg-eras hunt --from ${h.from} --to ${h.to} --seed ${h.seed}: the first decision that differs is ${g.rules.from ?? 'nothing'} (${g.cited.from ?? '-'}) in ${h.from} against ${g.rules.to ?? 'nothing'} (${g.cited.to ?? '-'}) in ${h.to}.${g.explained ? '' : ' No `changes` entry of the newer ruleset names this rule: a difference to explain.'}\n`,
    sources: [`${h.from}: ${g.rules.from ?? 'no event'} ${g.cited.from ?? ''}`.trim(), `${h.to}: ${g.rules.to ?? 'no event'} ${g.cited.to ?? ''}`.trim(), `mtg-eras hunt --from ${h.from} --to ${h.to} --seed ${h.seed}`],
    expect,
  };
}

const cardText = (c: Card) =>
  `${c.power}/${c.toughness}${c.keywords.length ? ` ${c.keywords.join(', ')}` : ''}${c.types.length ? ` (${c.types.join(' ')})` : ''}`;

/** A minimal board in one line. */
export function boardLine(b: Board): string {
  const parts = b.attackers.map((a, i) => `a${i + 1} ${cardText(a)} attacks${a.blockedBy.length ? `, blocked by ${a.blockedBy.map(cardText).join(' and ')}` : ''}`);
  if (b.idle.length) parts.push(`not blocking: ${b.idle.map(cardText).join(', ')}`);
  if (b.actions.length) parts.push(`actions: ${b.actions.map((x) => `${x.kind} in ${x.at}`).join(', ')}`);
  return `${parts.join('; ')}; defender at ${b.life} life`;
}

