// Every legal block, run under each ruleset: which declarations are legal in each era,
// how their outcomes group, the best block for the defending player under an objective, and the
// blocks whose outcome differs between eras. Legality is the engine's own: each declaration is
// run, and one the era refuses (status illegal-block) is not legal there, so evasion, Walls,
// menace, banding and "can block additional" are judged exactly as in a run.
import { flatOutcome, type FlatOutcome } from '../compare.js';
import type { Result } from '../outcome.js';
import type { Registry } from '../registry.js';
import { runScenario } from '../run.js';
import { SameRuns } from '../same-runs.js';
import { decider, type CreatureSpec, type Scenario } from '../scenario/scenario.js';
import { OBJECTIVES } from '../scenario/words.js';

export type Block = Scenario['blocks'];

/**
 * What the defending player wants, in order (ties go to the next criterion; the last one, in every
 * objective, is to lose the smaller creatures: the least power plus toughness among its creatures
 * that died; then the first declaration in enumeration order, which starts with "no blocks").
 * Every objective starts with not losing, then the attacking player losing (LINES below):
 * - `life` (default): most life; then fewest own creatures lost; then most attacking creatures destroyed.
 * - `creatures`: fewest own creatures lost; then most attackers destroyed; then life.
 * - `trade`: the most attackers destroyed minus own creatures lost; then life.
 * - `value`: the best net creature value (VALUE below); then attackers destroyed minus own
 *   creatures lost; then the life difference (own life minus the attacking player's); then fewest
 *   poison counters.
 * - `cautious`: each player for itself, in the same order (not zero-sum: ATTACKER_LINES): not
 *   losing; the other player losing; its own life; the other player's life (least); its own
 *   creatures lost (fewest); the other player's creatures destroyed (most).
 */
export { OBJECTIVES };
export type Objective = (typeof OBJECTIVES)[number];

export interface Score {
  lost: boolean; life: number; ownLost: number; killed: number;
  /** Power plus toughness of the defender's creatures that died: the last tie-break, keep the bigger creatures. */
  ownValueLost: number;
  /** The attacking player lost the game. */
  attackerLost: boolean;
  /** The attacking player's life. */
  attackerLife: number;
  /** The defending player's poison counters. */
  poison: number;
  /** Net creature value for the defender (VALUE): the value its creatures kept minus the value the attacking player's kept, relative to the start. */
  value: number;
}

/**
 * A criterion of an objective: its name (what a mismatch says decided) and the number, larger is
 * better for the defending player.
 */
type Line = readonly [name: string, key: (x: Score) => number];
const ALIVE: Line = ['not losing', (x) => (x.lost ? 0 : 1)];
const WIN: Line = ['the attacking player losing', (x) => (x.attackerLost ? 1 : 0)];
const LIFE: Line = ['most life', (x) => x.life];
const OWN: Line = ['fewest own creatures lost', (x) => -x.ownLost];
const KILLED: Line = ['most attackers destroyed', (x) => x.killed];
const NET: Line = ['attackers destroyed minus own creatures lost', (x) => x.killed - x.ownLost];
const SMALLER: Line = ['losing the smaller creatures (power plus toughness)', (x) => -x.ownValueLost];
/** Each objective's criteria in order. */
export const LINES: Record<Objective, readonly Line[]> = {
  life: [ALIVE, WIN, LIFE, OWN, KILLED, SMALLER],
  creatures: [ALIVE, WIN, OWN, KILLED, LIFE, SMALLER],
  trade: [ALIVE, WIN, NET, LIFE, SMALLER],
  value: [ALIVE, WIN, ['net creature value (power plus toughness; counters gained or lost count)', (x) => x.value], NET,
    ['life difference (own life minus the attacking player\'s)', (x) => x.life - x.attackerLife], ['fewest poison counters', (x) => -x.poison], SMALLER],
  cautious: [ALIVE, WIN, LIFE, ['the attacking player\'s life (least)', (x) => -x.attackerLife], OWN, KILLED, SMALLER],
};

/**
 * The attacking player's own order where an objective is not zero-sum (the others: the reverse of
 * LINES). `cautious`: the attacking player keeps its own life before dealing damage, as the
 * defending player does (LIFE before the attacker's life), and its creatures before killing the
 * defender's. Larger is better for the attacking player.
 */
export const ATTACKER_LINES: Partial<Record<Objective, readonly Line[]>> = {
  cautious: [['the attacking player not losing', (x) => (x.attackerLost ? 0 : 1)], ['the defending player losing', (x) => (x.lost ? 1 : 0)],
    ['the attacking player\'s life', (x) => x.attackerLife], ['the defending player\'s life (least)', (x) => -x.life],
    ['fewest attacking creatures destroyed', (x) => -x.killed], ['most of the defending player\'s creatures destroyed', (x) => x.ownLost]],
};

/** > 0: a is better for the attacking player than b under the objective (the reverse of compare, unless ATTACKER_LINES). */
export function attackerCompare(a: Score, b: Score, objective: Objective): number {
  const lines = ATTACKER_LINES[objective];
  if (!lines) return -compare(a, b, objective);
  for (const [, key] of lines) {
    const d = key(a) - key(b);
    if (d) return d;
  }
  return 0;
}

/** The criterion that decides between a and b for the attacking player, as "name: a vs b" (null when they tie). */
export function attackerDecidingLine(a: Score, b: Score, objective: Objective): string | null {
  const lines = ATTACKER_LINES[objective];
  if (!lines) return decidingLine(a, b, objective);
  for (const [name, key] of lines) if (key(a) !== key(b)) return `${name}: ${key(a)} vs ${key(b)}`;
  return null;
}

export interface ExploredOutcome {
  /** The declaration (an empty list: no blocks). */
  block: Block;
  score: Score;
  outcome: FlatOutcome;
  /** With divisions: the damage divisions of the minimax line (player -> creature -> recipient -> damage); empty when the defaults were used. */
  choices?: Record<string, Record<string, Record<string, number>>>;
  /** With divisions, in eras with a damage assignment order: the orders of that line (player -> creature -> recipients in order). */
  orders?: Record<string, Record<string, string[]>>;
}

export interface RulesetExploration {
  ruleset: string;
  /** Declarations legal in this era (the others were refused by its rules). */
  legal: number;
  illegal: number;
  /** The attack itself is illegal in this era: nothing to explore. */
  attackIllegal: boolean;
  /** Distinct outcomes (life, poison, losses, creatures dead), most frequent first, with how many declarations lead to each and the first of them. */
  groups: { count: number; example: Block; score: Score; outcome: FlatOutcome }[];
  /** Every legal declaration with its outcome, in enumeration order. */
  lines: ExploredOutcome[];
  /** The best declaration for the defending player under the objective, and how many tie with it. */
  best: (ExploredOutcome & { ties: number }) | null;
}

export interface Exploration {
  scenario: { file: string; title: string };
  objective: Objective;
  /** The player controlling the active player's turn, who makes that player's damage choices (with divisions), where there is one. */
  turnController?: string;
  rulesets: string[];
  /** Declarations enumerated after pruning, and how many symmetric ones were pruned. */
  declarations: number;
  pruned: number;
  /** Declarations not run because a blocker's own restrictions refuse an attacker it would block under every ruleset explored (refusedPairs). */
  refused: number;
  results: RulesetExploration[];
  /** With divisions: how many runs tried a division. */
  divisionRuns?: number;
  /** Declarations whose outcome (or legality) differs between the rulesets explored. */
  differing: { block: Block; outcomes: { ruleset: string; outcome: FlatOutcome | 'illegal' }[] }[];
}

export interface ExploreOptions {
  objective?: Objective;
  /**
   * Also try every division of combat damage a player chooses (a creature blocked by two or more,
   * a trampler, a blocker of two or more): the defender picks its blockers' divisions to do best,
   * the attacker picks its attackers' to do the defender worst (minimax). Declarations with more
   * than MAX_DIVISIONS combinations keep the default division.
   */
  divisions?: boolean;
  onProgress?: (done: number, total: number) => void;
  /** false: each line's `outcome` is left empty, and `groups` and `differing` too (the best-block check needs only the scores; a big board runs faster). */
  outcomes?: boolean;
  /** At most this many runs (declarations x rulesets, and division runs); more is refused before any runs (MAX_RUNS by default). */
  maxRuns?: number;
}

/**
 * The default bound on one exploration's runs: the declarations are counted before any of them runs,
 * and a board with more is refused (ExploreLimitError) instead of running for hours and growing
 * without bound; `explore --max-runs` raises it. 100,000 runs take seconds and about 100 MB.
 */
export const MAX_RUNS = 100_000;

/** An exploration past its bound: a usage error (one line, exit 2) that says how to raise it. */
export class ExploreLimitError extends RangeError {
  override name = 'UsageError';
}

/** At most this many combinations of divisions are tried for one declaration. */
export const MAX_DIVISIONS = 256;

type Choices = Scenario['choices'];

/** A declaration explored under one ruleset: its run's status, and where it is legal, its line (with divisions, the runs they took). */
interface Explored { status: Result['status']; line: ExploredOutcome | null; divisionRuns: number }

/**
 * The scenario's chosen targets (provoke, mentor), "as though it weren't blocked", enlist, exert and
 * sacrifice choices stay whatever damage choices explore tries.
 */
function keepTargets(s: Scenario, choices: Choices): Choices {
  const out = { ...choices };
  for (const [p, c] of Object.entries(s.choices)) {
    const { order: _order, assign: _assign, ...kept } = c;
    if (Object.keys(c.targets).length || c.unblocked.length || c.enlist || c.exert || c.sacrifice || c.taxLife !== undefined) out[p] = { ...(out[p] ?? { order: {}, assign: {} }), ...kept };
  }
  return out;
}

/** Explores every block declaration of the scenario (its own `block` is ignored) under each ruleset. */
export function explore(reg: Registry, s: Scenario, rulesets: readonly string[], opts: ExploreOptions = {}): Exploration {
  const objective = opts.objective ?? 'life';
  const maxRuns = opts.maxRuns ?? MAX_RUNS;
  // A run's cost grows with the board: a run of a board of more than RUN_CREATURES creatures counts
  // as one run per RUN_CREATURES of them (999 twins blocking one trampler: 1,000 declarations, each
  // run costing what 50 small ones do).
  const weight = runWeight(s);
  // Counted before anything runs: at most cap declarations are enumerated (memory stays flat).
  const cap = Math.max(1, Math.floor(maxRuns / weight / Math.max(1, rulesets.length)));
  const tooMany = (counted: string): never => {
    const big = weight > 1 ? ` (with ${s.creatures.length} creatures, each run counts as ${weight})` : '';
    throw new ExploreLimitError(`explore: ${counted} block declarations to run under ${rulesets.length} ruleset${rulesets.length === 1 ? '' : 's'}${big}, more than the limit of ${maxRuns.toLocaleString('en-US')} runs; fewer creatures or rulesets, or --max-runs N to raise the limit`);
  };
  // Asking the engine which blocker can never block which attacker costs runs too: bounded first.
  if (pairQuestions(s) * rulesets.length * weight > maxRuns) tooMany('too many');
  const never = refusedPairs(reg, s, rulesets);
  const { blocks, pruned, refused, over } = declarations(s, (b, a) => never.has(`${b}>${a}`), cap);
  if (over) tooMany(`more than ${cap.toLocaleString('en-US')}`);
  const defender = s.players[1].id;
  const attackers = new Set(s.attacks.map((a) => a.attacker));
  const results: RulesetExploration[] = [];
  const differing: Exploration['differing'] = [];
  const total = blocks.length * rulesets.length;
  let done = 0, divisionRuns = 0;
  // Without outcomes (the best-block check needs only scores), no flat outcome is built per run.
  const keep = opts.outcomes ?? true;
  const flat = (r: Result): FlatOutcome => (keep ? flatOutcome(r) : {});
  // Where the era has a damage assignment order (509.2-509.3), the orders are choices too: the
  // divisions of each declaration, for eras without and with an order, made once each.
  const splitsBy = new Map<boolean, Dealer[][]>();
  const splitsFor = (ordered: boolean) => splitsBy.get(ordered) ?? splitsBy.set(ordered, blocks.map((b) => divisionsOf(s, b, ordered))).get(ordered)!;
  if (opts.divisions) {
    // The division runs are counted against the bound too, before any run.
    let runs = blocks.length * rulesets.length * weight;
    for (const id of rulesets) for (const d of splitsFor(reg.rulesFor(id).models.assignment.order !== null)) runs += d.length ? d.reduce((n, x) => n * x.splits.length, 1) * weight : 0;
    if (runs > maxRuns) throw new ExploreLimitError(`explore --divisions: ${runs.toLocaleString('en-US')} runs (block declarations and damage divisions under ${rulesets.length} ruleset${rulesets.length === 1 ? '' : 's'}), more than the limit of ${maxRuns.toLocaleString('en-US')}; fewer creatures or rulesets, or --max-runs N to raise the limit`);
  }
  // The scenario is made once; each run varies only the blocks (and, with divisions, the choices).
  const base: Scenario = { ...s, choices: keepTargets(s, {}), expect: [] };
  // With several rulesets, one scenario per declaration, shared by them (the engine keeps what it
  // makes of a scenario per object); with one, each is made as it runs and dropped.
  const scenarios = rulesets.length > 1 ? blocks.map((block) => ({ ...base, blocks: block })) : [];
  // A declaration's run under a ruleset that states every rule it consults as an explored ruleset
  // did is that ruleset's run (same-runs.ts); with divisions, the order of damage assignment
  // (the assignment model) also decides which divisions are tried.
  // An exploration holds no rule number, so the numbers its runs cite do not count.
  const sameOpts = { also: opts.divisions ? ['assignment'] : [], citations: false };
  const same = rulesets.length > 1 ? blocks.map(() => new SameRuns<Explored>(reg, sameOpts)) : null;
  // Grouped by what a player asks first: life, poison, who lost, which creatures died (once per
  // outcome: a shared run's outcome is one object).
  const groupKeys = new WeakMap<FlatOutcome, string>();
  const groupKey = (o: FlatOutcome): string => {
    let key = groupKeys.get(o);
    if (key !== undefined) return key;
    key = '';
    for (const k in o) {
      // By the first letter before the prefix: most fields are none of these, and a field is read only when kept.
      const c = k.charCodeAt(0);
      if (c === 108 /* l */ ? k.startsWith('life.') || k.startsWith('lost.') : c === 112 /* p */ ? k.startsWith('poison.') : c === 122 /* z */ && k.startsWith('zone.') && o[k] !== 'battlefield') key += `${k}=${o[k]};`;
    }
    groupKeys.set(o, key);
    return key;
  };
  // Declaration by declaration, each under every ruleset in turn: the engine meets every era's
  // hooks from its first runs, so V8 compiles it once for all of them (ruleset by ruleset, each new
  // era's hooks undid the code compiled for the eras before). A declaration's first ruleset to
  // run it is the same either way, so what the rulesets share is too.
  const per = rulesets.map((id) => ({
    id, legalRuns: [] as ExploredOutcome[], illegal: 0, attackIllegal: false,
    splits: opts.divisions ? splitsFor(reg.rulesFor(id).models.assignment.order !== null) : [],
  }));
  // With one ruleset nothing can differ between rulesets.
  const compared = keep && rulesets.length > 1;
  blocks.forEach((block, i) => {
    const seen: (FlatOutcome | 'illegal')[] = [];
    for (const p of per) {
      const { id, splits } = p;
      const explored = (): Explored => {
        const r = runScenario(reg, scenarios[i] ?? { ...base, blocks: block }, id, { log: false });
        if (r.status !== 'ok') return { status: r.status, line: null, divisionRuns: 0 };
        let line: ExploredOutcome = { block, score: score(s, r, attackers), outcome: flat(r) };
        let runs = 0;
        if (opts.divisions && splits[i]!.length) {
          const best = minimax(s, splits[i]!, defender, (choices) => {
            runs++;
            const x = runScenario(reg, { ...base, blocks: block, choices: keepTargets(s, choices) }, id, { log: false });
            // A division these rules refuse is not a choice the player has.
            return x.status === 'ok' && !x.rejectedChoices.length ? { score: score(s, x, attackers), outcome: flat(x) } : null;
          }, objective);
          if (best) line = { block, ...best };
        }
        return { status: r.status, line, divisionRuns: runs };
      };
      const x = same ? same[i]!.get(id, explored) : explored();
      opts.onProgress?.(++done, total);
      divisionRuns += x.divisionRuns;
      if (x.status === 'illegal-attack') p.attackIllegal = true;
      if (x.line === null) { p.illegal++; seen.push('illegal'); continue; }
      seen.push(x.line.outcome);
      p.legalRuns.push(x.line);
    }
    if (compared && !allAlike(seen)) {
      differing.push({ block, outcomes: rulesets.map((ruleset, k) => ({ ruleset, outcome: seen[k]! })) });
    }
  });
  for (const { id, legalRuns, illegal, attackIllegal } of per) {
    const groups = new Map<string, RulesetExploration['groups'][number]>();
    for (const x of keep ? legalRuns : []) {
      const key = groupKey(x.outcome);
      const g = groups.get(key);
      if (g) g.count++;
      else groups.set(key, { count: 1, example: x.block, score: x.score, outcome: x.outcome });
    }
    let best: RulesetExploration['best'] = null;
    for (const x of legalRuns) {
      const c = best ? compare(x.score, best.score, objective) : 1;
      if (c > 0) best = { ...x, ties: 1 };
      else if (c === 0) best!.ties++;
    }
    results.push({ ruleset: id, legal: legalRuns.length, illegal, attackIllegal, groups: [...groups.values()].sort((a, b) => b.count - a.count), lines: legalRuns, best });
  }
  return { scenario: { file: s.file, title: s.title }, objective, ...controllerField(s), rulesets: [...rulesets], declarations: blocks.length, pruned, refused, results, differing, ...(opts.divisions ? { divisionRuns } : {}) };
}

/**
 * Whether a declaration's outcomes (or refusals) under the rulesets are all alike. A shared run's
 * outcome is the very same object, met again under several rulesets: each object is compared once.
 */
function allAlike(seen: readonly (FlatOutcome | 'illegal')[]): boolean {
  const first = seen[0]!;
  const alike: FlatOutcome[] = [];
  for (const o of seen) {
    if (o === first || (o !== 'illegal' && alike.includes(o))) continue;
    if (o === 'illegal' || first === 'illegal' || !sameFlat(o, first)) return false;
    alike.push(o);
  }
  return true;
}

/** Whether two flat outcomes have the same fields and values (flatChanges finds none), without listing the changes. */
function sameFlat(a: FlatOutcome, b: FlatOutcome): boolean {
  let fields = 0;
  for (const k in a) {
    if (a[k] !== b[k]) return false;
    fields++;
  }
  for (const _ in b) fields--;
  return fields === 0;
}

/**
 * The blocker>attacker pairs that every ruleset explored refuses whatever the rest of the
 * declaration: the engine's check of a blocker's own restrictions with the attackers it blocks
 * (509.1b: evasion, tapped, "can't block"; Result.blocker) refuses that blocker blocking that
 * attacker alone. Asked once per kind of blocker and of attacker (interchangeable creatures
 * answer alike). Restrictions on the whole declaration (menace, "can't block alone", limits,
 * requirements) are not pair faults: those declarations are run and refused as before.
 */
/** Creatures a run counts for one run of the bound (MAX_RUNS); a bigger board's run counts as more. */
export const RUN_CREATURES = 20;
const runWeight = (s: Scenario) => Math.max(1, Math.ceil(s.creatures.length / RUN_CREATURES));

/** How many distinct blocker>attacker questions refusedPairs asks (each under up to every ruleset). */
function pairQuestions(s: Scenario): number {
  const defender = s.players[1].id;
  const attackers = s.attacks.map((a) => a.attacker);
  const kinds = blockKinds(s);
  const b = new Set(s.creatures.filter((c) => c.controller === defender && c.zone === 'battlefield' && !attackers.includes(c.id)).map((c) => kinds.get(c.id)));
  const a = new Set(s.attacks.map((x) => `${kinds.get(x.attacker)}>${x.player}`));
  return b.size * a.size;
}

function refusedPairs(reg: Registry, s: Scenario, rulesets: readonly string[]): Set<string> {
  const defender = s.players[1].id;
  const attackers = s.attacks.map((a) => a.attacker);
  const blockers = s.creatures.filter((c) => c.controller === defender && c.zone === 'battlefield' && !attackers.includes(c.id));
  const kinds = blockKinds(s);
  const answers = new Map<string, boolean>();
  const out = new Set<string>();
  for (const b of blockers) {
    for (const a of attackers) {
      const key = `${kinds.get(b.id)}>${kinds.get(a)}>${s.attacks.find((x) => x.attacker === a)!.player}`;
      let never = answers.get(key);
      if (never === undefined) {
        // One scenario object for every ruleset: the rulesets that state alike what its runs consult share them (core/run.ts).
        const alone: Scenario = { ...s, blocks: [{ blocker: b.id, attackers: [a] }], choices: keepTargets(s, {}), expect: [] };
        never = rulesets.every((id) => {
          const r = runScenario(reg, alone, id, { log: false });
          return r.status === 'illegal-block' && r.blocker === b.id;
        });
        answers.set(key, never);
      }
      if (never) out.add(`${b.id}>${a}`);
    }
  }
  return out;
}

/** `turnController` for an exploration's result, only where the active player's turn is controlled (players.<id>.controlled-by). */
export const controllerField = (s: Scenario): { turnController?: string } => (s.players[0].controlledBy ? { turnController: s.players[0].controlledBy } : {});

/** One player's division of one creature's damage: who divides, whose damage, and the splits (and orders) to try. */
interface Dealer { player: string; source: string; splits: { assign: Record<string, number>; order?: string[] }[] }

/**
 * The creatures whose division of combat damage a player chooses in this declaration: an attacker
 * blocked by two or more creatures or with trample (its controller), a blocker of two or more
 * attackers (the defender). Each split is a way to divide its printed power.
 */
function divisionsOf(s: Scenario, block: Block, ordered: boolean): Dealer[] {
  // Each split, and with an order, each order of the creatures it goes to (the player stays last).
  const options = (power: number, creatures: string[], player?: string) => {
    // Counted before they are made: a 100,000-power trampler has billions of splits (none tried).
    const parts = creatures.length + (player ? 1 : 0);
    const orderCount = ordered && creatures.length >= 2 ? factorial(creatures.length) : 1;
    if (binomial(power + parts - 1, parts - 1) * orderCount > MAX_DIVISIONS) return null;
    const splits = compositions(power, player ? [...creatures, player] : creatures);
    const orders = ordered && creatures.length >= 2 ? permutations(creatures) : [undefined];
    return orders.flatMap((order) => splits.map((assign) => (order ? { assign, order } : { assign })));
  };
  const spec = new Map(s.creatures.map((c) => [c.id, c]));
  const attackerOf = new Map(s.attacks.map((a) => [a.attacker, a.player]));
  const out: Dealer[] = [];
  for (const [attacker, player] of attackerOf) {
    const blockers = block.filter((b) => b.attackers.includes(attacker)).map((b) => b.blocker);
    const c = spec.get(attacker)!;
    const trample = (c.keywords.includes('trample') || c.keywords.includes('trample over planeswalkers')) && blockers.length > 0;
    if (blockers.length + (trample ? 1 : 0) >= 2 && c.power > 0) {
      const splits = options(c.power, blockers, trample ? player : undefined);
      if (!splits) return [];
      out.push({ player: c.controller, source: attacker, splits });
    }
  }
  for (const b of block) {
    const c = spec.get(b.blocker)!;
    if (b.attackers.length >= 2 && c.power > 0) {
      const splits = options(c.power, b.attackers);
      if (!splits) return [];
      out.push({ player: c.controller, source: b.blocker, splits });
    }
  }
  const combos = out.reduce((n, d) => n * d.splits.length, 1);
  return combos <= MAX_DIVISIONS ? out : [];
}

/** Every order of the ids. */
export function permutations(ids: readonly string[]): string[][] {
  if (ids.length <= 1) return [[...ids]];
  return ids.flatMap((x, i) => permutations([...ids.slice(0, i), ...ids.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** Every way to divide n among the recipients (whole numbers, zeros allowed). */
/** n choose k (as a float: only compared with MAX_DIVISIONS). */
function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

function factorial(n: number): number {
  let r = 1;
  for (let i = 2; i <= n; i++) r *= i;
  return r;
}

function compositions(n: number, recipients: readonly string[]): Record<string, number>[] {
  if (recipients.length === 1) return [{ [recipients[0]!]: n }];
  const out: Record<string, number>[] = [];
  for (let k = n; k >= 0; k--) for (const rest of compositions(n - k, recipients.slice(1))) out.push({ [recipients[0]!]: k, ...rest });
  return out;
}

/**
 * The defender picks its dealers' splits to do best; for each of its picks the attacker answers
 * with the splits that do the defender worst (combat damage is assigned at the same time, so this
 * is the defender's guaranteed result). Refused splits are skipped. Where the defender controls the
 * attacking player's turn (507.3; 720.5), it picks every split: the attacker's too, for itself.
 */
function minimax(s: Scenario, dealers: Dealer[], defender: string, run: (c: Choices) => { score: Score; outcome: FlatOutcome } | null, objective: Objective):
  { score: Score; outcome: FlatOutcome; choices: Record<string, Record<string, Record<string, number>>>; orders?: Record<string, Record<string, string[]>> } | null {
  type Pick = Record<string, Dealer['splits'][number]>;
  const product = (ds: Dealer[]): Pick[] => ds.reduce<Pick[]>((acc, d) => acc.flatMap((a) => d.splits.map((sp) => ({ ...a, [d.source]: sp }))), [{}]);
  const assign = (p: Pick) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v.assign]));
  const order = (p: Pick) => Object.fromEntries(Object.entries(p).flatMap(([k, v]) => (v.order ? [[k, v.order]] : [])));
  const ours = (d: Dealer) => decider(s, d.player) === defender;
  const mine = product(dealers.filter(ours));
  const theirs = product(dealers.filter((d) => !ours(d)));
  // The scenario's choices are keyed by the player whose creature it is (its turn's controller makes them).
  const byPlayer = (p: Pick) => {
    const out: Record<string, Pick> = {};
    for (const [source, split] of Object.entries(p)) (out[dealers.find((d) => d.source === source)!.player] ??= {})[source] = split;
    return out;
  };
  let best: ReturnType<typeof minimax> = null;
  for (const m of mine) {
    let worst: ReturnType<typeof minimax> = null;
    for (const t of theirs) {
      const choices: Choices = {};
      for (const [p, picks] of Object.entries({ ...byPlayer(m), ...byPlayer(t) })) choices[p] = { order: order(picks), assign: assign(picks), targets: {}, unblocked: [] };
      const r = run(choices);
      if (!r) continue;
      const orders = Object.fromEntries(Object.entries(choices).filter(([, c]) => Object.keys(c.order).length).map(([p, c]) => [p, c.order]));
      const line = { ...r, choices: Object.fromEntries(Object.entries(choices).map(([p, c]) => [p, c.assign])), ...(Object.keys(orders).length ? { orders } : {}) };
      if (!worst || compare(line.score, worst.score, objective) < 0) worst = line;
    }
    if (worst && (!best || compare(worst.score, best.score, objective) > 0)) best = worst;
  }
  return best;
}

/**
 * VALUE: a creature on the battlefield is worth its printed power plus toughness, each +1/+1 counter
 * +2 and each -1/-1 counter -2 (effects until end of turn are not value); off the battlefield, 0.
 * The defender's net value is the change in its creatures' worth minus the change in the attacking
 * player's, so killing an attacker, keeping a blocker, a persist creature coming back smaller and an
 * undying one bigger all count.
 */
function worth(c: CreatureSpec, zone: string, counters: Record<string, number>): number {
  return zone === 'battlefield' ? c.power + c.toughness + 2 * ((counters['+1/+1'] ?? 0) - (counters['-1/-1'] ?? 0)) : 0;
}

export function score(s: Scenario, r: Result, attackers: ReadonlySet<string>): Score {
  const defender = s.players[1].id, attacker = s.players[0].id;
  let ownLost = 0, killed = 0, ownValueLost = 0, value = 0;
  for (const spec of s.creatures) {
    const c = r.creatures[spec.id];
    if (!c) continue;
    const change = worth(spec, c.zone, c.counters) - worth(spec, spec.zone, spec.counters);
    value += spec.controller === defender ? change : -change;
    if (c.zone === 'battlefield' || spec.zone !== 'battlefield') continue;
    if (attackers.has(spec.id)) killed++;
    else if (spec.controller === defender) { ownLost++; ownValueLost += Math.max(0, c.power) + Math.max(0, c.toughness); }
  }
  const d = r.players[defender]!, a = r.players[attacker]!;
  return { lost: d.lost, life: d.life, ownLost, killed, ownValueLost, attackerLost: a.lost, attackerLife: a.life, poison: d.poison, value };
}

/** > 0: a is better for the defending player than b under the objective. */
export function compare(a: Score, b: Score, objective: Objective): number {
  for (const [, key] of LINES[objective]) {
    const d = key(a) - key(b);
    if (d) return d;
  }
  return 0;
}

/** The criterion that decides between a and b under the objective, as "name: a vs b" (null when they tie). */
export function decidingLine(a: Score, b: Score, objective: Objective): string | null {
  for (const [name, key] of LINES[objective]) {
    if (key(a) !== key(b)) return `${name}: ${key(a)} vs ${key(b)}`;
  }
  return null;
}

/**
 * Every block declaration: each creature of the defending player blocks nothing, one attacker, or
 * (with "can block additional") up to 1 + N attackers, up to interchangeable creatures (blockKinds:
 * twins next to each other in the file; attackers also attacking the same player, planeswalker or
 * battle), so the search grows with the kinds of creatures, not their number.
 * The blockers of one kind are taken together (a run): among the attackers they may block, those of
 * one kind blocked alike so far (by the same number of blockers of each earlier run) form a group,
 * and the run chooses for each group how many of its blockers block how many of its attackers (a
 * partition: loads in non-increasing order, given to the group's first attackers), so each
 * declaration is tried once up to twins. A blocker that can block additional creatures is a run of
 * its own (and then every creature is its own kind). A blocker is given no attacker that
 * `refused(blocker, attacker)` says it can never block (its own restrictions: explore asks the
 * engine under every ruleset explored). `pruned` counts the declarations skipped as symmetric,
 * `refused` those skipped as refused; the blocks keep the file's order of blockers.
 */
export function declarations(s: Scenario, refused: (blocker: string, attacker: string) => boolean = () => false, cap = Infinity): { blocks: Block[]; pruned: number; refused: number; over: boolean } {
  const defender = s.players[1].id;
  const attackers = s.attacks.map((a) => a.attacker);
  const inFile = s.creatures.filter((c) => c.controller === defender && c.zone === 'battlefield' && !attackers.includes(c.id));
  const kinds = blockKinds(s);
  // Runs: blockers of one kind (in the order the kind first appears); one that can block additional creatures alone.
  const runs: CreatureSpec[][] = [];
  const runOf = new Map<string, CreatureSpec[]>();
  for (const b of inFile) {
    const k = kinds.get(b.id)!;
    if (b.canBlockAdditional === 0 && runOf.has(k)) { runOf.get(k)!.push(b); continue; }
    const run = [b];
    runs.push(run);
    if (b.canBlockAdditional === 0) runOf.set(k, run);
  }
  // Attackers are interchangeable only if they attack the same player, planeswalker or battle too.
  const byAttacker = attackerKinds(s, kinds);
  const aKind = attackers.map((a) => byAttacker.get(a)!);
  // Without symmetry: every subset of at most 1 + N attackers, with and without the refused ones.
  let all = 1, allowed = 1;
  for (const b of inFile) {
    all *= subsetCount(attackers.length, 1 + b.canBlockAdditional);
    allowed *= subsetCount(attackers.filter((a) => !refused(b.id, a)).length, 1 + b.canBlockAdditional);
  }
  // history[x]: how attacker x is blocked by the runs enumerated so far.
  const history: string[] = attackers.map(() => '');
  const chosen = new Map<string, number[]>();
  const blocks: Block[] = [];
  // Past cap the walk stops: a board's declarations are counted without holding them all.
  let over = false;
  const walk = (i: number): void => {
    if (over) return;
    if (i === runs.length) {
      if (blocks.length >= cap) { over = true; return; }
      blocks.push(inFile.flatMap((b) => (chosen.get(b.id)!.length ? [{ blocker: b.id, attackers: chosen.get(b.id)!.map((x) => attackers[x]!) }] : [])));
      return;
    }
    const run = runs[i]!;
    // The attackers this run may block, grouped by kind and history (in attacker order).
    const byKey = new Map<string, number[]>();
    attackers.forEach((a, x) => {
      if (refused(run[0]!.id, a)) return;
      const key = `${aKind[x]}|${history[x]}`;
      byKey.set(key, [...(byKey.get(key) ?? []), x]);
    });
    const groups = [...byKey.values()];
    const saved = [...history];
    if (run[0]!.canBlockAdditional > 0) {
      for (const o of prefixOptions(groups, 1 + run[0]!.canBlockAdditional)) {
        if (over) return;
        chosen.set(run[0]!.id, o);
        for (const x of o) history[x] += `#${i};`;
        walk(i + 1);
        history.splice(0, history.length, ...saved);
      }
      return;
    }
    for (const loads of runLoads(groups.map((g) => g.length), run.length)) {
      if (over) return;
      // Each group's loads go to its first attackers; the run's blockers are taken in file order.
      let next = 0;
      groups.forEach((g, j) => loads[j]!.forEach((l, k) => {
        for (let m = 0; m < l; m++) chosen.set(run[next++]!.id, [g[k]!]);
        history[g[k]!] += `${i}:${l};`;
      }));
      for (; next < run.length; next++) chosen.set(run[next]!.id, []);
      walk(i + 1);
      history.splice(0, history.length, ...saved);
    }
  };
  walk(0);
  return { blocks, pruned: allowed - blocks.length, refused: all - allowed, over };
}

/**
 * How r interchangeable blockers can share groups of interchangeable attackers (sizes): for each
 * group, the numbers of blockers on its attackers, in non-increasing order (at most one per
 * attacker), using at most r blockers in all. No blocks first.
 */
function* runLoads(sizes: readonly number[], r: number): Generator<number[][]> {
  // Generated one at a time (a run of many twins over many groups has millions of options).
  const partitions = (n: number, max: number, parts: number): number[][] => {
    if (n === 0) return [[]];
    if (parts === 0) return [];
    const out: number[][] = [];
    for (let first = Math.min(n, max); first >= 1; first--) for (const rest of partitions(n - first, first, parts - 1)) out.push([first, ...rest]);
    return out;
  };
  function* go(j: number, left: number, acc: number[][]): Generator<number[][]> {
    if (j === sizes.length) { yield acc; return; }
    for (let n = 0; n <= left; n++) for (const p of partitions(n, n, sizes[j]!)) yield* go(j + 1, left - n, [...acc, p]);
  }
  yield* go(0, r, []);
}

/**
 * No attacker, or at most k attackers taking from each group a prefix (its first ones): the
 * options of each size in turn (fewest first), each size in the order of the walk, one at a time.
 */
function* prefixOptions(groups: readonly number[][], k: number): Generator<number[]> {
  function* go(g: number, cur: number[], size: number): Generator<number[]> {
    if (g === groups.length) { if (cur.length === size) yield [...cur].sort((x, y) => x - y); return; }
    for (let n = 0; n <= Math.min(groups[g]!.length, size - cur.length); n++) yield* go(g + 1, [...cur, ...groups[g]!.slice(0, n)], size);
  }
  const most = Math.min(k, groups.reduce((n, g) => n + g.length, 0));
  for (let size = 0; size <= most; size++) yield* go(0, [], size);
}

/** How many options a blocker has among n attackers: none, or a subset of 1 to k of them. */
function subsetCount(n: number, k: number): number {
  let total = 1, c = 1;
  for (let m = 1; m <= Math.min(n, k); m++) { c = (c * (n - m + 1)) / m; total += c; }
  return total;
}

/** Each creature's kind: interchangeable creatures (same characteristics, named by no action or choice, in no band, next to each other in the file) share one. */
export function kindsOf(s: Scenario): Map<string, string> {
  const named = referenced(s);
  // Only twins next to each other in the file: the engine's ties follow file order (the default
  // division kills the first of equal blockers in declaration order), and swapping twins with no
  // other creature between them keeps every other creature before or after them.
  const out = new Map<string, string>();
  let prev = '', segment = 0;
  for (const c of s.creatures) {
    const sig = named.has(c.id) ? `#${c.id}` : signature(c);
    if (sig !== prev) segment++;
    prev = sig;
    out.set(c.id, `${segment}:${sig}`);
  }
  return out;
}

/**
 * The kinds the block search uses: kindsOf, except that with a creature that could block and can
 * block additional creatures every creature is its own kind. Its attackers are listed in file order
 * and the default division goes blocker by blocker in declaration order (the default division), so swapping
 * twins there changes who is dealt damage first (found by test/explore-symmetry.test.ts).
 */
function blockKinds(s: Scenario): Map<string, string> {
  const attackers = new Set(s.attacks.map((a) => a.attacker));
  const multi = s.creatures.some((c) => c.controller === s.players[1].id && !attackers.has(c.id) && c.canBlockAdditional > 0);
  return multi ? new Map(s.creatures.map((c) => [c.id, `#${c.id}`])) : kindsOf(s);
}

/** Each attacker's kind for the block search: its kind and what it attacks. */
function attackerKinds(s: Scenario, kinds: Map<string, string>): Map<string, string> {
  return new Map(s.attacks.map((a) => [a.attacker, `${kinds.get(a.attacker)}>${a.player}`]));
}

/**
 * A declaration up to interchangeable creatures: two blocks with the same key have the same
 * outcome, so a written block is found among the declarations explored (one per key) by its key.
 * Each block is its blocker's kind with, for each attacker it blocks, that attacker's kind, what it
 * attacks and the kinds of all its blockers. Exact: with every blocker on at most one attacker it
 * gives each attacker's blockers up to twins, and with "can block additional" every creature is its
 * own kind (blockKinds).
 */
export function blockKey(s: Scenario, block: Block): string {
  return blockKeys(s)(block);
}

/** blockKey for many declarations of one scenario: its creatures' kinds found once. */
export function blockKeys(s: Scenario): (block: Block) => string {
  const kinds = blockKinds(s);
  const aKind = attackerKinds(s, kinds);
  return (block) => {
    const blockersOf = new Map<string, string[]>();
    for (const b of block) for (const a of b.attackers) blockersOf.set(a, [...(blockersOf.get(a) ?? []), kinds.get(b.blocker)!]);
    const attacker = (a: string) => `${aKind.get(a)}<${[...blockersOf.get(a)!].sort().join(',')}`;
    return JSON.stringify(block.filter((b) => b.attackers.length).map((b) => `${kinds.get(b.blocker)}>${b.attackers.map(attacker).sort().join('|')}`).sort());
  };
}

/** Creatures an action or a choice names: never interchangeable with another. */
function referenced(s: Scenario): Set<string> {
  const ids = new Set<string>();
  for (const a of s.actions) {
    const named = a as unknown as Record<string, unknown>;
    for (const f of ['target', 'source']) if (typeof named[f] === 'string') ids.add(named[f] as string);
  }
  for (const c of Object.values(s.choices)) {
    for (const [k, v] of Object.entries(c.order)) { ids.add(k); v.forEach((x) => ids.add(x)); }
    for (const [k, v] of Object.entries(c.assign)) { ids.add(k); Object.keys(v).forEach((x) => ids.add(x)); }
    // Targets, "as though it weren't blocked", enlist, exert and sacrifice choices name creatures too.
    for (const [k, v] of Object.entries(c.targets)) { ids.add(k); (typeof v === 'string' ? [v] : v).forEach((x) => ids.add(x)); }
    for (const [k, v] of Object.entries(c.enlist ?? {})) { ids.add(k); ids.add(v); }
    [...c.unblocked, ...(c.exert ?? []), ...(c.sacrifice ?? [])].forEach((x) => ids.add(x));
    // What a creature entering as a copy copies (enters-as-copy): which one it is matters.
    for (const [k, v] of Object.entries(c.copy ?? {})) { ids.add(k); ids.add(v); }
  }
  // A member of a band is blocked with its band (C.4.11; 702.22h): not interchangeable with another.
  s.bands.flat().forEach((x) => ids.add(x));
  // A creature others copy as the combat begins (copy-of).
  for (const c of s.creatures) if (c.copyOf !== null) ids.add(c.copyOf);
  return ids;
}

/** What makes two creatures interchangeable: everything but their id and name (and the card's name: its characteristics are the spec's). */
function signature(c: CreatureSpec): string {
  const { id: _id, name: _name, card: _card, ...rest } = c;
  return JSON.stringify(rest);
}
