// The best-block and best-attack expectations (docs/scenario-format.md, "Best block and best
// attack"): explore for that ruleset, then whether the written declaration is among the best (or,
// with unique, the only best); a mismatch says what explore chose instead and the objective's line
// that decided.
import type { Mismatch } from '../outcome.js';
import type { Registry } from '../registry.js';
import { runScenario } from '../run.js';
import type { Expectation, Scenario } from '../scenario/scenario.js';
import { attackKey, attackSign, exploreAttacks, type Attack } from './attacks.js';
import { ATTACKER_LINES, attackerCompare, attackerDecidingLine, blockKeys, compare, decidingLine, explore, MAX_RUNS, type Block, type Objective, type Score } from './explore.js';

export const blockText = (b: Block): string => (b.length ? b.map((x) => `${x.blocker} blocks ${x.attackers.join(' and ')}`).join(', ') : 'no blocks');
export const attackText = (a: Attack): string => (a.length ? a.map((x) => `${x.attacker} attacks ${x.player}`).join(', ') : 'no attack');

/** The best-block and best-attack expectations of e under one ruleset: what does not hold. */
export function bestMismatches(reg: Registry, s: Scenario, id: string, e: Expectation): Mismatch[] {
  const out: Mismatch[] = [];
  if (e.bestBlock) {
    const { block, objective, unique, divisions } = e.bestBlock;
    // A file's own expectation is checked with ten times explore's bound: a written best block on a
    // board of a few dozen creatures is checked, a hostile one still ends.
    const r = explore(reg, { ...s, blocks: [] }, [id], { objective, divisions, outcomes: false, maxRuns: 10 * MAX_RUNS }).results[0]!;
    const key = blockKeys(s);
    const want = key(block);
    const field = 'best-block';
    const mine = r.lines.find((l) => key(l.block) === want);
    const fail = (actual: string) => out.push({ field, expected: `${blockText(block)} (objective ${objective})`, actual });
    if (r.attackIllegal) fail('the attack is illegal under these rules: nothing to block');
    else if (!mine) fail(`refused by these rules (${refusal(reg, s, id, block)})`);
    else verdict(mine, r.best!, r.lines.filter((l) => l !== mine), (l) => l.score, objective, unique, (l) => blockText(l.block), fail);
  }
  if (e.bestAttack) {
    const { attack, objective, unique, divisions } = e.bestAttack;
    const x = exploreAttacks(reg, s, [id], { objective, divisions }).results[0]!;
    const want = attackKey(s, attack);
    const mine = x.lines.find((l) => attackKey(s, l.attack) === want);
    const fail = (actual: string) => out.push({ field: 'best-attack', expected: `${attackText(attack)} (objective ${objective})`, actual });
    if (!mine) fail('refused by these rules (illegal-attack)');
    // The attacker's best under its own order (zero-sum: the defender's worst), unless the defender controls the turn and chooses its own best.
    else verdict(mine, x.best!, x.lines.filter((l) => attackKey(s, l.attack) !== want), (l) => l.reply.score, objective, unique, (l) => `${attackText(l.attack)} (the defender's best reply: ${blockText(l.reply.block)})`, fail, attackSign(s) > 0 ? 'defender' : 'attacker');
  }
  return out;
}

/**
 * Whether `mine` is as good as `best` (and, with unique, the only one that good) for the side
 * choosing: the defender's order, or the attacker's (attackerCompare: the reverse of the
 * defender's, or its own under cautious). On failure, says explore's choice and the deciding line.
 */
function verdict<L>(mine: L, best: L, lines: L[], score: (l: L) => Score, objective: Objective, unique: boolean, text: (l: L) => string, fail: (actual: string) => void, side: 'defender' | 'attacker' = 'defender'): void {
  const cmp = side === 'defender' ? compare : attackerCompare;
  if (cmp(score(mine), score(best), objective) < 0) {
    const line = side === 'defender' ? decidingLine(score(best), score(mine), objective) : attackerDecidingLine(score(best), score(mine), objective);
    fail(`explore's best: ${text(best)}; decided by ${line} (explore's best vs the written one, for the ${side === 'attacker' && ATTACKER_LINES[objective] ? 'attacking' : 'defending'} player)`);
    return;
  }
  if (!unique) return;
  const others = lines.filter((l) => cmp(score(l), score(mine), objective) === 0);
  if (others.length) fail(`not the only best: as good ${others.length === 1 ? 'is' : 'are'} ${others.slice(0, 3).map(text).join('; ')}${others.length > 3 ? ` and ${others.length - 3} more` : ''}`);
}

/** Why these rules refuse a block: the engine's reason. */
function refusal(reg: Registry, s: Scenario, id: string, block: Block): string {
  const r = runScenario(reg, { ...s, blocks: block, expect: [] }, id, { log: false });
  return r.status === 'ok' ? 'its outcome was not explored' : `${r.status}${r.reason ? `: ${r.reason}` : ''}`;
}
