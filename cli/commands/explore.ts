import { exploreAttacks, type AttackExploration, type RulesetAttacks } from '../../core/explore/attacks.js';
import { ATTACKER_LINES, explore, ExploreLimitError, MAX_RUNS, type Exploration, type Objective, type RulesetExploration } from '../../core/explore/explore.js';
import { attackText, blockText } from '../../core/explore/expect.js';
import type { FlatOutcome } from '../../core/compare.js';
import { rulesetLabel } from '../baseline.js';
import { registryFor, type PluginOptions } from '../context.js';
import { json, out, UsageError, type Exit } from '../io.js';
import { load } from '../scenarios.js';
import { selectIds } from './diff.js';
import { visible } from '../../core/visible.js';
import { cachedDataVersionTag, setFlagsFromString } from 'node:v8';

/**
 * V8's interrupt budget (how much bytecode a function runs between checks of whether to optimise
 * it) while the command explores. An exploration is a few thousand short runs of the same engine,
 * made once in a fresh process: at V8's default, TurboFan compiled (and recompiled) most of the
 * engine on the way, costing more CPU than the compiled code saved; with this budget only the
 * functions that stay hot are compiled. Measured on the 4x4 board under every ruleset
 * (docs/performance.md): 500,000 to 4,000,000 all paid, 1,000,000 the most; a board of 65,536
 * declarations took the same 41 s. Not for `--attacks` (slower with it) nor other commands (a long
 * `check` is slower with it), and the library never changes its caller's V8 flags.
 */
export const EXPLORE_INTERRUPT_BUDGET = 1_000_000;
/** V8's default budget to put back (66 KB in Node 20's V8; 132 KB tried next, for a V8 with another default). */
const DEFAULT_BUDGETS = [66 * 1024, 132 * 1024];

/**
 * Runs f with EXPLORE_INTERRUPT_BUDGET, unless the budget was given on Node's command line or in
 * NODE_OPTIONS. Setting a V8 flag after start is safe for this one: V8 reads it each time it gives
 * a function a new budget, and nothing already made depends on it. The flags are part of the tag
 * of V8's code caches (the launcher's cache of the bundle, bin/mtg-eras.js): one made or checked
 * while the flag is changed would not match the next process, so the flag is put back before
 * anything else runs (the tag, v8.cachedDataVersionTag, says when it is back).
 */
export function withInterruptBudget<T>(f: () => T): T {
  if (`${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`.includes('interrupt-budget')) return f();
  const tag = cachedDataVersionTag();
  setFlagsFromString(`--interrupt-budget=${EXPLORE_INTERRUPT_BUDGET}`);
  try {
    return f();
  } finally {
    for (const budget of DEFAULT_BUDGETS) {
      setFlagsFromString(`--interrupt-budget=${budget}`);
      if (cachedDataVersionTag() === tag) break;
    }
  }
}

export async function exploreCommand(a: PluginOptions & { file: string; rulesets?: string; at?: string[]; objective?: Objective; divisions?: boolean; attacks?: boolean; json?: boolean; 'max-runs'?: string }): Promise<Exit> {
  const given = a['max-runs'];
  const maxRuns = given === undefined ? MAX_RUNS : Number(given);
  if (!Number.isInteger(maxRuns) || maxRuns < 1 || maxRuns > 1e9) throw new UsageError(`--max-runs: expected a whole number from 1 to 1000000000, got "${visible(String(given))}"`);
  const reg = await registryFor(a);
  const ids = selectIds(reg, a.rulesets, a.at);
  const s = load(a.file, reg);
  // The searches know one defending player (the second listed); more players: a later cut.
  if (s.players.length > 2) throw new UsageError(`explore: the searches need a two-player scenario; ${a.file} has ${s.players.length} players`);
  if (a.attacks) {
    let x: AttackExploration;
    try {
      // At V8's own budget: measured slower with EXPLORE_INTERRUPT_BUDGET (the 4x3 attack board: 3.8 -> 4.2 s CPU).
      x = exploreAttacks(reg, s, ids, { objective: a.objective ?? 'life', divisions: !!a.divisions, maxRuns });
    } catch (e) {
      if (e instanceof RangeError && !(e instanceof ExploreLimitError)) throw new UsageError(`explore --attacks: ${e.message}`);
      throw e;
    }
    if (a.json) json({ schemaVersion: 1, ...x });
    else out(renderAttacks(x, reg.ids));
    return 0;
  }
  const started = Date.now();
  let shown = false;
  const x = withInterruptBudget(() => explore(reg, s, ids, {
    objective: a.objective ?? 'life',
    divisions: !!a.divisions,
    maxRuns,
    // Progress on a terminal once the run takes longer than a second.
    onProgress: process.stderr.isTTY ? (done, total) => {
      if (done === total) { if (shown) process.stderr.write('\r\x1b[K'); return; }
      if (Date.now() - started < 1000 || done % 200) return;
      shown = true;
      process.stderr.write(`\r${done}/${total} runs`);
    } : undefined,
  }));
  if (a.json) json({ schemaVersion: 1, ...x });
  else out(render(x, reg.ids));
  return 0;
}

function renderAttacks(x: AttackExploration, order: readonly string[]): string {
  const L = [`${x.scenario.title}  (${x.scenario.file})`, '',
    `${x.declarations} attack declarations (${x.pruned} more pruned as symmetric: interchangeable attackers), each against every block (${x.blockRuns} block runs), under ${x.rulesets.length} ruleset${x.rulesets.length === 1 ? '' : 's'}; objective: ${x.objective} ${x.turnController
      ? `(${x.turnController} controls the active player's turn and chooses the attack: its own best, with its best reply).`
      : `(${ATTACKER_LINES[x.objective] ? 'the attacker ranks the defender\'s best replies by its own order' : 'the attacker\'s best is the defender\'s worst best reply'}).`}`];
  const key = (r: RulesetAttacks) => JSON.stringify([r.legal, r.best && [r.best.attack, r.best.reply.block, r.best.reply.outcome, r.best.ties]]);
  const groups = new Map<string, RulesetAttacks[]>();
  for (const r of x.results) {
    const k = key(r);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  for (const rs of groups.values()) {
    const r = rs[0]!;
    L.push('', `${rulesetLabel(rs.map((q) => q.ruleset), order)}:`);
    L.push(`  ${r.legal} legal attack${r.legal === 1 ? '' : 's'}${r.illegal ? ` (${r.illegal} refused by these rules)` : ''}`);
    if (!r.best) continue;
    L.push(`  ${x.turnController ? `best for ${x.turnController}, who chooses it` : 'best for the attacking player'}: ${attackText(r.best.attack)}${r.best.ties > 1 ? `  (${r.best.ties - 1} other attack${r.best.ties > 2 ? 's' : ''} as good)` : ''}`);
    L.push(`  the defender's best reply: ${blockText(r.best.reply.block)}  =>  ${outcomeText(r.best.reply.outcome)}`);
  }
  return L.join('\n');
}

/** An outcome in a line: each player's life (and loss), the creatures not on the battlefield. */
function outcomeText(o: FlatOutcome): string {
  const players = Object.keys(o).filter((k) => k.startsWith('life.')).map((k) => k.slice(5));
  const gone = Object.keys(o).filter((k) => k.startsWith('zone.') && o[k] !== 'battlefield').map((k) => k.slice(5));
  const life = players.map((p) => `${p} ${o[`life.${p}`]}${o[`poison.${p}`] ? ` (${o[`poison.${p}`]} poison)` : ''}${o[`lost.${p}`] ? ' (loses)' : ''}`).join(', ');
  return `${life}; ${gone.length ? `dead: ${gone.join(', ')}` : 'no creature dies'}`;
}

function render(x: Exploration, order: readonly string[]): string {
  const L = [`${x.scenario.title}  (${x.scenario.file})`, '',
    `${x.declarations} block declarations (${x.pruned} more pruned as symmetric: interchangeable creatures${x.refused ? `; ${x.refused} more refused: a blocker that can never block that attacker` : ''}), each under ${x.rulesets.length} ruleset${x.rulesets.length === 1 ? '' : 's'}; objective: ${x.objective}${x.divisionRuns !== undefined ? `; damage divisions tried (${x.divisionRuns} runs; minimax)` : '; damage divided by the default policy'}.`];
  // Eras with the same legal declarations and the same outcome groups are shown together.
  // Each outcome written once, as a number for its fields and values: eras share most outcome objects
  // (shared runs), and writing every era's hundreds of outcomes out again was a large part of a command.
  const numbers = new Map<string, number>();
  const numbered = new WeakMap<FlatOutcome, number>();
  const outcomeNumber = (o: FlatOutcome): number => {
    let n = numbered.get(o);
    if (n === undefined) {
      const text = JSON.stringify(o);
      n = numbers.get(text);
      if (n === undefined) numbers.set(text, (n = numbers.size));
      numbered.set(o, n);
    }
    return n;
  };
  const key = (r: RulesetExploration) => JSON.stringify([r.attackIllegal, r.legal, r.groups.map((g) => [g.count, outcomeNumber(g.outcome)]), r.best && [r.best.block, r.best.ties]]);
  const groups = new Map<string, RulesetExploration[]>();
  for (const r of x.results) {
    const k = key(r);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  for (const rs of groups.values()) {
    const r = rs[0]!;
    L.push('', `${rulesetLabel(rs.map((q) => q.ruleset), order)}:`);
    if (r.attackIllegal) { L.push('  the attack is illegal under these rules: nothing to block.'); continue; }
    L.push(`  ${r.legal} legal declaration${r.legal === 1 ? '' : 's'}${r.illegal ? ` (${r.illegal} refused by these rules)` : ''}, ${r.groups.length} distinct outcome${r.groups.length === 1 ? '' : 's'}:`);
    for (const g of r.groups.slice(0, 8)) L.push(`    ${String(g.count).padStart(4)} x  ${outcomeText(g.outcome)}   (e.g. ${blockText(g.example)})`);
    if (r.groups.length > 8) L.push(`    ... and ${r.groups.length - 8} more outcomes (--json lists all)`);
    if (r.best) L.push(`  best for the defending player: ${blockText(r.best.block)}  =>  ${outcomeText(r.best.outcome)}${r.best.ties > 1 ? `  (${r.best.ties - 1} other declaration${r.best.ties > 2 ? 's' : ''} as good)` : ''}`);
    for (const [player, by] of Object.entries(r.best?.choices ?? {})) {
      for (const [src, split] of Object.entries(by)) {
        const order = r.best?.orders?.[player]?.[src];
        L.push(`    ${x.turnController && player !== x.turnController ? `${x.turnController} (controlling ${player}'s turn)` : player} divides ${src}'s damage: ${Object.entries(split).map(([k, n]) => `${n} to ${k}`).join(', ')}${order ? ` (in the order ${order.join(', ')})` : ''}`);
      }
    }
  }
  L.push('', x.differing.length ? `${x.differing.length} declaration${x.differing.length === 1 ? '' : 's'} whose outcome differs between these rulesets:` : 'Every declaration has the same outcome under every ruleset explored.');
  for (const d of x.differing.slice(0, 10)) {
    L.push(`  ${blockText(d.block)}:`);
    const byOutcome = new Map<string, string[]>();
    for (const o of d.outcomes) {
      const t = o.outcome === 'illegal' ? 'illegal under these rules' : outcomeText(o.outcome);
      byOutcome.set(t, [...(byOutcome.get(t) ?? []), o.ruleset]);
    }
    for (const [t, rs] of byOutcome) L.push(`    ${rulesetLabel(rs, order)}: ${t}`);
  }
  if (x.differing.length > 10) L.push(`  ... and ${x.differing.length - 10} more (--json lists all)`);
  return L.join('\n');
}
