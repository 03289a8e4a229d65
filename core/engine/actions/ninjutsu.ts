// Ninjutsu, and the ninjutsu abilities held on the stack under the actions taken in answer to them.
import { say } from '../../events.js';
import type { RuleKey } from '../../rule-keys.js';
import type { Action } from '../../scenario/scenario.js';
import { manaValue } from '../../scenario/schema.js';
import type { RunContext } from '../context.js';
import { genericShortfall, payGeneric } from '../costs.js';
import { enteringAttacks } from '../permanents.js';
import { type CreatureState, isCreature } from '../state.js';
import type { Zones } from '../zones.js';
import { type ActionScope, defineAction } from './rule.js';

type Ninjutsu = Extract<Action, { do: 'ninjutsu' }>;

export const NINJUTSU = defineAction({
  meta: { kinds: ['ninjutsu'], targets: 'own', rule: 'ninjutsu', description: 'return an unblocked attacker to hand and put the ninja onto the battlefield attacking' },
  run: (x, a) => ninjutsu(x.scope.ctx, x.scope.zones, a, x.who),
});

/**
 * Ninjutsu (502.43a from 2005; 702.49a today): pay the cost, return an unblocked attacker its
 * controller controls to its owner's hand, and put the ninja from hand onto the battlefield tapped
 * and attacking the same player, unblocked. When the era allows it is the windowAllows hook's
 * answer for 'ninjutsu' (the old damage prevention step allows no such ability).
 */
function ninjutsu(ctx: RunContext, zones: Zones, a: Ninjutsu, who: string): void {
  const ninja = ctx.creature(a.target);
  const back = ctx.creature(a.return);
  const skip = (key: RuleKey, why: string) => ctx.log('action-skipped', key, say`Action #${a.index + 1} (ninjutsu ${ninja.spec.name}, returning ${back.spec.name}) is not performed: ${why}.`, { target: ninja.id });
  if (ninja.zone !== 'hand') return skip('ninjutsu', `${ninja.spec.name} is no longer in its owner's hand`);
  // An attacker becomes blocked or unblocked as blockers are declared (509.1h; D'Angelo G.44.1).
  if (ctx.g.window === 'beginning-of-combat' || ctx.g.window === 'declare-attackers') return skip('ninjutsu', 'no attacking creature is unblocked before blockers are declared');
  if (!isCreature(back) || back.attacking === null || back.blocked) return skip('ninjutsu', `${back.spec.name} is not an unblocked attacking creature`);
  if (back.controller !== ninja.controller) return skip('ninjutsu', `${ninja.controller} does not control ${back.spec.name}`);
  const cost = manaValue(ninja.keywords.find((k) => k.startsWith('ninjutsu '))!.slice('ninjutsu '.length));
  const p = ctx.player(ninja.controller);
  const short = genericShortfall(p, cost, `the ${cost} ninjutsu costs`);
  if (short) return skip('cost.pay', short);
  const attacking = back.attacking;
  ctx.log('action', 'ninjutsu', say`${who} ninjutsu: ${p.id} reveals ${ninja.spec.name} and returns ${back.spec.name}, an unblocked attacker, to its owner's hand.`, { source: ninja.id, target: back.id });
  if (cost) payGeneric(ctx, p, cost);
  zones.moveTo(back, 'hand', 'ninjutsu');
  if (a.held) {
    // The costs are paid; the ability waits on the stack under the actions taken in answer to it (405.5; 608.1).
    ctx.g.held.push({ ninja: ninja.id, attacking: attacking!, action: a.index + 1 });
    ctx.log('note', 'ninjutsu', say`${ninja.spec.name}'s ninjutsu ability (action #${a.index + 1}) is on the stack; the actions after it in this window are taken in answer to it, and it resolves after them.`, { source: ninja.id });
    return;
  }
  enterFromHand(ctx, zones, ninja, attacking!);
}

/**
 * The held ninjutsu abilities resolve, last in first out (405.5; 608.1): each puts its card onto the
 * battlefield tapped and attacking only if the card is still in its owner's hand (702.49a "put this
 * card onto the battlefield from your hand"); otherwise it does nothing.
 */
export function resolveHeld(scope: ActionScope): void {
  const { ctx, zones } = scope;
  for (let h = ctx.g.held.pop(); h; h = ctx.g.held.pop()) {
    const ninja = ctx.creature(h.ninja);
    if (ninja.zone !== 'hand') {
      ctx.log('action-skipped', 'ninjutsu', say`${ninja.spec.name}'s ninjutsu ability (action #${h.action}) resolves but does nothing: ${ninja.spec.name} is no longer in its owner's hand.`, { source: ninja.id });
      continue;
    }
    ctx.log('action', 'ninjutsu', say`${ninja.spec.name}'s ninjutsu ability (action #${h.action}) resolves.`, { source: ninja.id });
    enterFromHand(ctx, zones, ninja, h.attacking);
  }
}

/** The ninja enters tapped and attacking what the returned creature attacked (702.49c), never declared as an attacker. */
function enterFromHand(ctx: RunContext, zones: Zones, ninja: CreatureState, attacking: string): void {
  const attacks = enteringAttacks(ctx, ninja.spec.name, attacking);
  zones.enterAttacking(ninja, attacks, attacks === null ? 'attack.put-onto-battlefield-gone' : 'ninjutsu');
  if (attacks !== null) ctx.log('note', 'attack.put-onto-battlefield', say`${ninja.spec.name} was put onto the battlefield attacking, not declared as an attacker: no ability that triggers when a creature attacks triggers for it.`, { target: ninja.id });
}
