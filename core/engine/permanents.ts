// Non-creature permanents in combat: what an attack on a planeswalker or battle is in the
// era, damage to them (loyalty and defense counters), redirection of noncombat damage from a
// player to a planeswalker, and their state-based actions. Where the era's document has no such
// card type (capabilities `planeswalkers`, `battles`), the permanent is one its rules cannot attack or
// damage: docs/permanents.md says why an attack on it is an attack on the defending player.
import type { Decision } from '../hooks.js';
import type { RuleKey } from '../rule-keys.js';
import { say } from '../events.js';
import type { RunContext } from './context.js';
import type { CreatureState, PermanentState } from './state.js';

/** The era's capability for a planeswalker or battle; null for a land, artifact or enchantment. */
function typePolicy(ctx: RunContext, pe: PermanentState): (Decision & { exists: boolean }) | null {
  return pe.spec.type === 'planeswalker' ? ctx.rules.capability('planeswalkers')
    : pe.spec.type === 'battle' ? ctx.rules.capability('battles')
    : null;
}

/**
 * What a creature declared attacking `target` attacks in this era: the target itself, or, where
 * the era has no such card type, the defending player, the only thing its rules let a creature
 * attack (D'Angelo C.4.6: "You declare an opponent (not any of your opponent's creatures) to
 * attack"; the CR glossary's "Defending Player" to 2007; 506.2 of 2009-2010 for battles). DERIVED.
 */
export function attackTarget(ctx: RunContext, attacker: string, target: string): string {
  const pe = ctx.g.permanents.get(target);
  const policy = pe && typePolicy(ctx, pe);
  if (!pe || !policy || policy.exists) return target;
  const to = defenderOf(ctx, target);
  ctx.log('note', policy.rule, say`${pe.spec.name} is a ${pe.spec.type}, a card type this era's rules do not have: it cannot be attacked, so ${ctx.name(attacker)} attacks the defending player, ${to}.`, { source: attacker, target: to });
  return to;
}

/** The player an attack on this target is an attack on: the player, a planeswalker's controller, a battle's protector (506.2). */
export function defenderOf(ctx: RunContext, target: string): string {
  const pe = ctx.g.permanents.get(target);
  return !pe ? target : pe.spec.type === 'battle' ? pe.spec.protector! : pe.controller;
}

/**
 * The defending player of an attacking creature: the player it attacks, or who controls or protects
 * what it attacks (506.2; with more than two players, 602.2a of 2007, 802.2a since 2009). A creature
 * not attacking: the defending player of a two-player game (the second player listed).
 */
export function defendingOf(ctx: RunContext, c: CreatureState): string {
  return c.attacking === null ? ctx.g.defending : defenderOf(ctx, c.attacking);
}

/**
 * What a creature put onto the battlefield attacking `attacking` (ninjutsu, a token created attacking)
 * attacks: `attacking`, or null where the era makes one put onto the battlefield attacking a planeswalker
 * or battle that has left never an attacking creature (508.4a, CR 2011-05-01 on); before, it is an
 * attacking creature attacking nothing (506.4, 510.1b; DERIVED).
 */
export function enteringAttacks(ctx: RunContext, name: string, attacking: string): string | null {
  const pe = ctx.g.permanents.get(attacking);
  if (!pe || pe.zone === 'battlefield') return attacking;
  const policy = ctx.rules.capability('enterAttackingGone');
  ctx.log('note', policy.rule, policy.attacking
    ? say`${name} is to be put onto the battlefield attacking ${pe.spec.name}, which has left the battlefield: it is an attacking creature, attacking nothing.`
    : say`${name} is to be put onto the battlefield attacking ${pe.spec.name}, which has left the battlefield: it is put onto the battlefield but is never an attacking creature.`, { target: pe.id });
  return policy.attacking ? attacking : null;
}

/** The attacker attacks a planeswalker or battle that has left the battlefield: it attacks nothing (510.1b). */
export function attacksNothing(ctx: RunContext, c: CreatureState): boolean {
  const pe = c.attacking === null ? undefined : ctx.g.permanents.get(c.attacking);
  return !!pe && pe.zone !== 'battlefield';
}

/**
 * Why damage cannot be dealt to this permanent in the era, or null: only planeswalkers and battles
 * can be dealt damage, where the era has them (120.1a; before 2007 "Damage can be dealt to creatures
 * and/or players", the CR glossary; D'Angelo: "Damage can only be assigned to a creature or player").
 */
export function undamageable(ctx: RunContext, pe: PermanentState): string | null {
  const policy = typePolicy(ctx, pe);
  if (!policy) return `${pe.spec.name} is a ${pe.spec.type}, and damage can't be dealt to one`;
  if (!policy.exists) return `${pe.spec.name} is a ${pe.spec.type}, a card type this era's rules do not have: damage is dealt only to creatures and players`;
  return null;
}

/**
 * Damage dealt to a planeswalker or battle removes that many loyalty or defense counters (306.8,
 * 310.6; 120.3c, 120.3h), but no more than it has: removing the rest is impossible and is not done
 * (609.3), so 7 damage to a loyalty-3 planeswalker removes 3 counters.
 */
export function damagePermanent(ctx: RunContext, pe: PermanentState, amount: number): { key: RuleKey; how: string } {
  ctx.sbaDue = true;
  const removed = (had: number, what: string) => {
    const n = Math.min(had, amount);
    return `${n} ${what} counter${n === 1 ? '' : 's'} removed${n < amount ? ', all it had' : ''}`;
  };
  if (pe.spec.type === 'planeswalker') {
    const how = removed(pe.loyalty, 'loyalty');
    pe.loyalty = Math.max(0, pe.loyalty - amount);
    return { key: 'damage.planeswalker', how: `${how}, loyalty ${pe.loyalty}` };
  }
  const how = removed(pe.defense, 'defense');
  pe.defense = Math.max(0, pe.defense - amount);
  return { key: 'damage.battle', how: `${how}, defense ${pe.defense}` };
}

/**
 * `redirect-to`: the planeswalker noncombat damage to `player` is dealt to instead, or null (then
 * the player is dealt it). The rule (m10 306.8, m11 306.7): damage "by a source controlled by an
 * opponent" may be dealt "to a planeswalker the first player controls instead"; gone 2018-04-27.
 */
export function redirection(ctx: RunContext, controller: string, player: string, to: string, who: string): PermanentState | null {
  const pe = ctx.g.permanents.get(to)!;
  const policy = ctx.rules.capability('planeswalkerRedirection');
  const no = (why: string) => {
    ctx.log('note', policy.rule, say`${who} the damage to ${player} cannot be redirected to ${pe.spec.name}: ${why}; ${player} is dealt it.`, { target: player });
    return null;
  };
  if (!policy.allowed) return no(ctx.rules.capability('planeswalkers').exists ? 'this era\'s rules no longer let noncombat damage to a player be dealt to a planeswalker instead' : 'this era\'s rules have no planeswalkers');
  if (controller === player) return no(`the damage's source is controlled by ${player}, not by an opponent`);
  if (pe.zone !== 'battlefield') return no(`${pe.spec.name} is no longer on the battlefield`);
  ctx.log('note', policy.rule, say`${who} the damage that would be dealt to ${player} is dealt to ${pe.spec.name} instead (its source's controller, ${controller}, is ${player}'s opponent).`, { target: pe.id });
  return pe;
}

/** Planeswalkers with 0 loyalty and battles with 0 defense, where the era has them (704.5i, 704.5v). */
export function permanentsToBury(ctx: RunContext): { pe: PermanentState; key: RuleKey }[] {
  const out: { pe: PermanentState; key: RuleKey }[] = [];
  for (const pe of ctx.g.permanents.values()) {
    if (pe.zone !== 'battlefield' || !typePolicy(ctx, pe)?.exists) continue;
    if (pe.spec.type === 'planeswalker' && pe.loyalty <= 0) out.push({ pe, key: 'sba.planeswalker-loyalty' });
    if (pe.spec.type === 'battle' && pe.defense <= 0) out.push({ pe, key: 'sba.battle-defense' });
  }
  return out;
}
