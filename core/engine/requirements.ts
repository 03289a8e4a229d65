// Requirements on attacking and blocking ("attacks / blocks each combat if able", Lure's "all
// creatures able to block it do so", "must be blocked if able", and the must-block action's "blocks
// that creature this combat if able", provoke's effect). A declaration that obeys every
// restriction is still illegal if a change to it would obey more requirements (D'Angelo C.4.5,
// C.6.6; 500.2; 500.4-500.5; 508.1d, 509.1c). Which changes count is the era's requirement solver
// (rulesets/models/requirements.ts), which searches them; here the engine states the problem (who
// may attack or block, free of costs; the restrictions as it judges them) and says the verdict.
import type { RunContext } from './context.js';
import { say } from '../events.js';
import { isCreature, type CreatureState } from './state.js';
import type { AttackProblem } from '../models.js';
import type { CreatureView } from '../views.js';
import { attackFault, attackTargetFault, blockedFault, blockersNeeded, blockFault, combatLimit } from './restrictions.js';
import { attackCost, blockCost, hasAttackTaxes, hasBlockTaxes } from './costs.js';
import { costValue } from '../scenario/mana.js';
import { attackingSide, mayAttackPlayer } from './multiplayer.js';
import { mapped } from './lists.js';

/**
 * The search's bounds. Blocks of at most `exactBlockers` creatures against at most `exactAttackers`
 * attackers, with at most `exactDeclarations` declarations to weigh, are searched exhaustively
 * (exact); larger boards by the bounded local search, which makes at most `maxChecks` restriction
 * checks. Mutable only so tests can force the local search.
 */
export const SEARCH = { exactBlockers: 16, exactAttackers: 8, exactDeclarations: 4096, maxChecks: 20_000 };

/**
 * "Attacks each combat if able": the ability, or goaded (701.38b; with two players the goading
 * player is the only one to attack, so goad is this requirement alone; with more, checkGoadTargets
 * weighs its second requirement).
 */
const mustAttack = (c: CreatureView) => c.spec.statics['attacks-each-combat'] === true || c.goaded;

/** An attacker's requirement on its blockers, printed (Lure) or given by an action until end of turn (Bloodscent, Irresistible Prey: the must-be-blocked action): all able to, or one if able. */
const lures = (a: CreatureState): 'all' | 'if-able' | null =>
  a.spec.statics['must-be-blocked'] || a.lured === 'all' ? 'all' : a.spec.statics['must-be-blocked-if-able'] || a.lured === 'if-able' ? 'if-able' : null;
/** A creature's own requirement to block: "blocks each combat if able", or to block given attackers (provoke, the must-block action). */
const blocksIfAble = (c: CreatureView): boolean => !!c.spec.statics['blocks-each-combat'] || c.mustBlock.length > 0;

/** Attacking requirements (C.4.5; 500.2; 500.4; 508.1d): "attacks each combat if able". */
export function checkAttackRequirements(ctx: RunContext, declared: readonly CreatureState[]): void {
  // Weighed only where some creature has a requirement: otherwise nothing below finds one, nor logs
  // (a creature kept out for its cost is logged only if it has one), and this follows every declaration.
  if (ctx.all.some((c) => isCreature(c) && attackingSide(ctx, c.controller) && (mustAttack(c) || c.mustBlock.length > 0))) weighAttackRequirements(ctx, declared);
}

/** The attacking requirements weighed by the era's requirement solver, and its verdict said. */
function weighAttackRequirements(ctx: RunContext, declared: readonly CreatureState[]): void {
  // The active team's creatures in Two-Headed Giant (606.7a; 810.7a; 805.10a).
  let pool = ctx.all.filter((c) => isCreature(c) && attackingSide(ctx, c.controller));
  // A requirement never obliges a player to pay a cost to attack (D'Angelo C.10.3; 508.1d of 2024):
  // a creature that can attack nothing for free is left out, as if it couldn't attack.
  if (hasAttackTaxes(ctx)) pool = withoutCosts(ctx, pool, declared, (c) => attackTaxed(ctx, c), 'attack', false);
  const required = pool.filter((c) => mustAttack(c) && !declared.includes(c));
  if (!required.length) return;
  let checks = 0;
  const problem: AttackProblem = {
    pool, declared, required, limit: combatLimit(ctx, 'attack'), mustAttack,
    canAttack: (c) => !attackFault(ctx, c as CreatureState) && canAttackSomething(ctx, c as CreatureState),
    mayJoin: (c) => !attackFault(ctx, c as CreatureState),
    check: () => ++checks <= SEARCH.maxChecks,
  };
  const v = ctx.rules.models.requirements.attack(problem);
  if (v.kind === 'stopped') return stopped(ctx, 'attack.requirement');
  if (v.kind === 'illegal') {
    const { creature: c, helper, instead } = v;
    const goad = c.goaded && !c.spec.statics['attacks-each-combat'];
    ctx.fail('illegal-attack', goad ? 'goad' : 'attack.requirement',
      `${c.spec.name} ${goad ? 'is goaded: it ' : ''}attacks each combat if able and could attack${helper ? ` (with ${helper.spec.name})` : ''}${instead ? ` instead of ${instead.spec.name}` : ''}: the declaration obeys fewer requirements than it could`);
  }
  ctx.log('attack', 'attack.requirement', say`${required.map((c) => c.spec.name).join(', ')} must attack if able but cannot, as this era's rule judges it (no change to the declaration obeys more requirements), so the attack stands.`);
}

/** Whether some opponent, planeswalker or battle may be attacked by the creature, as far as restrictions on whom it attacks go (Blazing Archon). */
function canAttackSomething(ctx: RunContext, c: CreatureState): boolean {
  for (const p of ctx.g.players.keys()) if (mayAttackPlayer(ctx, c.controller, p) && !attackTargetFault(ctx, c, p)) return true;
  for (const pe of ctx.g.permanents.values()) {
    if (pe.zone !== 'battlefield') continue;
    if (pe.spec.type === 'planeswalker' && mayAttackPlayer(ctx, c.controller, pe.controller) && ctx.rules.capability('planeswalkers').exists) return true;
    if (pe.spec.type === 'battle' && mayAttackPlayer(ctx, c.controller, pe.spec.protector!) && ctx.rules.capability('battles').exists) return true;
  }
  return false;
}

/**
 * Goad's second requirement (701.38b): each goad makes the creature attack "a player other than" the
 * goading player if able, so with goading players named (`goaded: <player>`) a goaded attacker must
 * attack a player obeying as many of them as any player it may attack (free of costs, 802.3a, and of
 * restrictions, and within reach under the multiplayer options: mayAttackPlayer) would: the change moves that creature alone, which every era's requirement solver
 * allows. A planeswalker or battle is not a player: attacking one obeys none. A creature in a band
 * moves only with its band (A.11; 702.22): not weighed.
 */
export function checkGoadTargets(ctx: RunContext, declared: readonly { attacker: string; player: string }[]): void {
  for (const { attacker, player } of declared) {
    const c = ctx.creature(attacker);
    if (!c.goadedBy.length || ctx.s.bands.some((b) => b.includes(attacker))) continue;
    const obeyed = (t: string) => (ctx.g.players.has(t) ? c.goadedBy.filter((g) => g !== t).length : 0);
    const have = obeyed(player);
    let better: string | undefined;
    for (const p of ctx.g.players.keys()) {
      if (!mayAttackPlayer(ctx, c.controller, p) || obeyed(p) <= have || attackTargetFault(ctx, c, p) || costValue(attackCost(ctx, c, p).cost)) continue;
      if (!better || obeyed(p) > obeyed(better)) better = p;
    }
    const by = [...new Set(c.goadedBy)].map((g) => ctx.name(g)).join(' and ');
    const other = (n: number) => (n === c.goadedBy.length ? 'a player other than the goading player' : `a player other than more of the goading players (${n} of ${c.goadedBy.length} goads)`);
    if (better) ctx.fail('illegal-attack', 'goad', `${c.spec.name} is goaded by ${by}: it attacks ${ctx.name(player)} but could attack ${ctx.name(better)}, ${other(obeyed(better))}, so the declaration obeys fewer requirements than it could`);
    ctx.log('attack', 'goad', say`${c.spec.name} is goaded by ${by}: it attacks ${ctx.name(player)}, ${have === c.goadedBy.length ? 'a player other than the goading player' : 'and no player it may attack is other than more of the goading players'}.`, { source: attacker });
  }
}

/** Blocking requirements (C.6.6-C.6.7; 500.2; 500.4-500.5; 509.1c). */
export function checkBlockRequirements(ctx: RunContext, blocks: readonly { b: CreatureState; attackers: readonly CreatureState[] }[]): void {
  // Weighed only where some creature has a requirement (as for attacks).
  if (ctx.all.some((c) => isCreature(c) && (c.attacking !== null ? lures(c) !== null : c.controller !== ctx.g.active && blocksIfAble(c)))) weighBlockRequirements(ctx, blocks);
}

/** The blocking requirements weighed by the era's requirement solver, and its verdict said. */
function weighBlockRequirements(ctx: RunContext, blocks: readonly { b: CreatureState; attackers: readonly CreatureState[] }[]): void {
  const attackers = ctx.attackers();
  const lure = attackers.filter((a) => lures(a) === 'all');
  const ifAble = attackers.filter((a) => lures(a) === 'if-able');
  let pool = ctx.all.filter((c) => isCreature(c) && c.controller !== ctx.g.active && c.attacking === null);
  // Nor to pay a cost to block (509.1c of 2024): a creature not declared as a blocker stays out of the search.
  if (hasBlockTaxes(ctx) && costValue(blockCost(ctx).cost)) pool = withoutCosts(ctx, pool, mapped(blocks, (x) => x.b), () => true, 'block', lure.length + ifAble.length > 0);
  if (!lure.length && !ifAble.length && !pool.some(blocksIfAble)) return;
  const declared = new Map<CreatureView, readonly CreatureView[]>();
  for (const { b, attackers: as } of blocks) declared.set(b, as);
  const v = ctx.rules.models.requirements.block({
    declared, attackers, lure, ifAble, pool, limit: combatLimit(ctx, 'block'), bounds: SEARCH,
    mayBlock: (c, as) => !blockFault(ctx, c as CreatureState, as as readonly CreatureState[]),
    blockedWrongly: (a, n) => blockedFault(a as CreatureState, n) !== null,
    blockersNeeded: (a) => blockersNeeded(a as CreatureState),
  });
  if (v.kind === 'stopped') return stopped(ctx, 'block.requirement');
  if (v.kind === 'stands') ctx.log('block', 'block.requirement', say`${v.unobeyed} blocking requirement(s) not obeyed, but no change to the declaration that this era's rule considers obeys more, so the blocks stand.`);
  if (v.kind !== 'illegal') return;
  const name = (x: CreatureView) => x.spec.name;
  const c = v.creature;
  const others = [...v.moved].filter(([x]) => x !== c)
    .map(([x, as]) => (as.length ? `${name(x)} blocking ${as.map(name).join(' and ')}` : `${name(x)} not blocking`));
  ctx.fail('illegal-block', 'block.requirement',
    `${name(c)} could block ${(v.moved.get(c) ?? []).map(name).join(' and ')}${others.length ? ` (with ${others.join(', ')})` : ''}, obeying ${v.gain} more requirement(s): the declaration obeys fewer requirements than it could`);
}

/** The creatures of the pool less those not declared whose attack or block would cost something (logged when a requirement asks for one: its own, or an attacker's Lure). */
function withoutCosts(ctx: RunContext, pool: CreatureState[], declared: readonly CreatureState[], taxed: (c: CreatureState) => boolean, kind: 'attack' | 'block', attackerRequires: boolean): CreatureState[] {
  const out = pool.filter((c) => declared.includes(c) || !taxed(c));
  const spared = pool.filter((c) => !out.includes(c) && (attackerRequires || c.spec.statics[kind === 'attack' ? 'attacks-each-combat' : 'blocks-each-combat'] || c.mustBlock.length));
  // 500.2 / 500.3 (2001-2008), 508.1d / 509.1c (from 2009): the attack and the block rule are cited apart.
  if (spared.length) ctx.log('note', kind === 'attack' ? 'cost.requirement' : 'block.cost-requirement', say`${spared.map((c) => c.spec.name).join(', ')} ${spared.length > 1 ? 'have' : 'has'} a requirement to ${kind} but can't ${kind} without a cost, which no requirement obliges ${spared[0]!.controller} to pay.`);
  return out;
}

/**
 * Whether every target the creature could attack (the defending player, and the planeswalkers and
 * battles the era has) costs something. A creature with a requirement that may attack a planeswalker
 * or battle for free is logged: that target is why the requirement still binds.
 */
function attackTaxed(ctx: RunContext, c: CreatureState): boolean {
  // Every opponent may be attacked (the defending player; with more players each one, 802.2).
  for (const p of ctx.g.players.keys()) if (mayAttackPlayer(ctx, c.controller, p) && !costValue(attackCost(ctx, c, p).cost)) return false;
  for (const pe of ctx.g.permanents.values()) {
    if (pe.zone !== 'battlefield') continue;
    const pw = pe.spec.type === 'planeswalker' && mayAttackPlayer(ctx, c.controller, pe.controller) && ctx.rules.capability('planeswalkers').exists;
    const battle = pe.spec.type === 'battle' && mayAttackPlayer(ctx, c.controller, pe.spec.protector!) && ctx.rules.capability('battles').exists;
    if ((pw || battle) && !costValue(attackCost(ctx, c, pe.id).cost)) {
      if (mustAttack(c)) ctx.log('note', pw ? 'attack.planeswalker' : 'attack.battle', say`${c.spec.name} could attack ${pe.spec.name} at no cost: the cost to attack is for attacks on ${pw ? pe.controller : pe.spec.protector!} only.`, { source: c.id, target: pe.id });
      return false;
    }
  }
  return true;
}

function stopped(ctx: RunContext, key: 'attack.requirement' | 'block.requirement'): void {
  ctx.log('note', key, say`The search for a declaration obeying more requirements stopped after ${SEARCH.maxChecks} checks (a bound on its time); the declaration stands.`);
}
