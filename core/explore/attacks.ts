// The best attack (the outside suites' attack-choice tests): every attack declaration of
// the active player, and for each the defending player's best block (explore), so the attacker
// picks the attack whose best reply is worst for the defender under the same objective (minimax:
// the objective is the defender's preference, and the attacking player's is its reverse).
// Legality is the engine's, as for blocks: a declaration the era refuses (status illegal-attack:
// summoning sickness, defender, tapped creatures, "can't attack alone") is not legal there.
// Where the defending player controls the active player's turn (players.<id>.controlled-by:
// Mindslaver, 507.3 / 720.5), the defending player chooses the attack too: the best for itself.
import type { Registry } from '../registry.js';
import { decider, type Scenario } from '../scenario/scenario.js';
import { MAX_ATTACK_CANDIDATES } from '../scenario/words.js';
import { attackerCompare, compare, controllerField, explore, ExploreLimitError, kindsOf, MAX_RUNS, type ExploredOutcome, type ExploreOptions, type Objective } from './explore.js';

export type Attack = Scenario['attacks'];

export { MAX_ATTACK_CANDIDATES };

export interface AttackLine {
  attack: Attack;
  /** The defender's best block against it (null: no legal block declaration). */
  reply: ExploredOutcome;
}

export interface RulesetAttacks {
  ruleset: string;
  /** Attack declarations legal in this era, and refused ones. */
  legal: number;
  illegal: number;
  lines: AttackLine[];
  /** The best attack for the player who chooses it (the attacking player, or turnController), and how many attacks tie with it. */
  best: (AttackLine & { ties: number }) | null;
}

export interface AttackExploration {
  scenario: { file: string; title: string };
  objective: Objective;
  /** The player controlling the active player's turn, who chooses the attack (its own best), where there is one. */
  turnController?: string;
  rulesets: string[];
  /** Attack declarations enumerated after pruning, and how many symmetric ones were pruned. */
  declarations: number;
  pruned: number;
  /** Block declarations run in all, over every attack and ruleset. */
  blockRuns: number;
  results: RulesetAttacks[];
}

/**
 * The attack declarations: each creature the active player controls on the battlefield attacks or
 * not; one the file attacks with keeps the player, planeswalker or battle it attacks, the others
 * attack the defending player. Interchangeable creatures (as for blockers) attack in file order,
 * so each multiset is tried once.
 */
export function attackDeclarations(s: Scenario): { attacks: Attack[]; pruned: number } {
  const active = s.players[0].id, defending = s.players[1].id;
  const target = new Map(s.attacks.map((a) => [a.attacker, a.player]));
  const candidates = s.creatures.filter((c) => c.controller === active && c.zone === 'battlefield');
  if (candidates.length > MAX_ATTACK_CANDIDATES) throw new RangeError(`best attack: ${candidates.length} creatures could attack; at most ${MAX_ATTACK_CANDIDATES} are searched`);
  const kinds = kindsOf(s);
  const kind = candidates.map((c) => `${kinds.get(c.id)}>${target.get(c.id) ?? defending}`);
  const attacks: Attack[] = [];
  for (let mask = 0; mask < 1 << candidates.length; mask++) {
    // Interchangeable creatures: one may attack only if every earlier one of its kind does.
    const canonical = candidates.every((_, i) => !(mask & (1 << i)) || kind.slice(0, i).every((k, j) => k !== kind[i] || (mask & (1 << j))));
    if (canonical) attacks.push(candidates.filter((_, i) => mask & (1 << i)).map((c) => ({ attacker: c.id, player: target.get(c.id) ?? defending })));
  }
  return { attacks, pruned: (1 << candidates.length) - attacks.length };
}

/** An attack up to interchangeable attackers (the key attackDeclarations prunes by). */
export function attackKey(s: Scenario, attack: Attack): string {
  const kinds = kindsOf(s);
  return JSON.stringify(attack.map((a) => `${kinds.get(a.attacker)}>${a.player}`).sort());
}

/** The scenario with this attack declared (and no blocks: explore tries them all). */
function withAttack(s: Scenario, attack: Attack): Scenario {
  const ids = new Set(attack.map((a) => a.attacker));
  return { ...s, attacks: attack, bands: s.bands.filter((b) => b.every((id) => ids.has(id))), blocks: [] };
}

/** Explores every attack declaration, each against every block declaration, under each ruleset. */
export function exploreAttacks(reg: Registry, s: Scenario, rulesets: readonly string[], opts: ExploreOptions = {}): AttackExploration {
  const objective = opts.objective ?? 'life';
  const { attacks, pruned } = attackDeclarations(s);
  const sign = attackSign(s);
  // Who chooses the attack ranks the outcomes by its own order.
  const pick = (a: ExploredOutcome['score'], b: ExploredOutcome['score']) => (sign > 0 ? compare(a, b, objective) : attackerCompare(a, b, objective));
  let blockRuns = 0;
  const maxRuns = opts.maxRuns ?? MAX_RUNS;
  const results: RulesetAttacks[] = rulesets.map((id) => {
    const lines: AttackLine[] = [];
    let illegal = 0;
    for (const attack of attacks) {
      // One bound for the whole search: what the attacks explored so far used is not available again.
      let x;
      try {
        x = explore(reg, withAttack(s, attack), [id], { objective, divisions: opts.divisions, maxRuns: Math.max(1, maxRuns - blockRuns) });
      } catch (e) {
        if (e instanceof ExploreLimitError) throw new ExploreLimitError(`explore --attacks: more than the limit of ${maxRuns.toLocaleString('en-US')} runs (${attacks.length} attack declarations, each against every block, under ${rulesets.length} ruleset${rulesets.length === 1 ? '' : 's'}); fewer creatures or rulesets, or --max-runs N to raise the limit`);
        throw e;
      }
      const r = x.results[0]!;
      blockRuns += r.legal + r.illegal;
      if (r.attackIllegal || !r.best) { illegal++; continue; }
      // Among the defender's equally good replies, the attacker expects the worst for itself (they
      // differ only where the objective is not zero-sum: ATTACKER_LINES).
      let reply: ExploredOutcome = r.best;
      for (const l of r.lines) if (compare(l.score, r.best.score, objective) === 0 && pick(l.score, reply.score) < 0) reply = l;
      lines.push({ attack, reply });
    }
    let best: RulesetAttacks['best'] = null;
    for (const line of lines) {
      // The chooser's best: the attacker's order (zero-sum: the defender's worst), or the defender's own as the turn's controller.
      const c = best ? pick(line.reply.score, best.reply.score) : 1;
      if (c > 0) best = { ...line, ties: 1 };
      else if (c === 0) best!.ties++;
    }
    return { ruleset: id, legal: lines.length, illegal, lines, best };
  });
  return { scenario: { file: s.file, title: s.title }, objective, ...controllerField(s), rulesets: [...rulesets], declarations: attacks.length, pruned, blockRuns, results };
}

/**
 * +1 where the defending player chooses the attack, as the controller of the active player's turn
 * (507.3 from CR 2003-10-01; 720.5): it picks what is best for itself under the objective. -1
 * otherwise: the attacking player picks what is worst for the defender (searches are two-player).
 */
export function attackSign(s: Scenario): 1 | -1 {
  return decider(s, s.players[0].id) === s.players[1].id ? 1 : -1;
}
