// Activated abilities: costs paid (tap, sacrifice, life, counters, mana), then the effect carried
// out as the action with the same meaning; and the delayed abilities an effect creates.
import { say, signed } from '../../events.js';
import type { RuleKey } from '../../rule-keys.js';
import type { Action } from '../../scenario/scenario.js';
import type { CostSpec } from '../../scenario/schema.js';
import type { RunContext } from '../context.js';
import { genericShortfall, payGeneric } from '../costs.js';
import { defendingOf } from '../permanents.js';
import { type CreatureState, type Delayed, addCounters, has, inCombat, isCreature, power, toughness } from '../state.js';
import { targetBar } from '../targeting.js';
import { effectAction, tokenAction } from './effects.js';
import { defineAction, type ActionRun } from './rule.js';

type Activate = Extract<Action, { do: 'activate' }>;

export const ACTIVATE = defineAction({
  meta: { kinds: ['activate'], targets: 'own', rule: 'activate.ability', description: 'activate an ability: pay every cost, then carry out its effect as the action with the same meaning' },
  run: (x, a) => activate(x, a),
});

/** A cost as printed: {T}, "sacrifice this", "pay N life", {N}. */
function costText(c: CostSpec): string {
  if (typeof c === 'object' && 'remove-counters' in c) return `remove ${c['remove-counters'].amount} ${c['remove-counters'].kind} counter${c['remove-counters'].amount === 1 ? '' : 's'} from it`;
  return c === 'tap' ? '{T}' : c === 'sacrifice' ? 'sacrifice this creature' : 'pay-life' in c ? `pay ${c['pay-life']} life` : `{${c.mana}}`;
}

/** The mana a list of costs asks of the pool. */
const manaOf = (costs: readonly CostSpec[]) => costs.reduce((n, c) => n + (typeof c === 'object' && 'mana' in c ? c.mana : 0), 0);

/** Why the costs cannot be paid now (602.2b / 403.? / D'Angelo G.39.2, G.7.Ruling.3), or null. */
function unpayable(ctx: RunContext, src: CreatureState, costs: readonly CostSpec[]): { key: RuleKey; why: string } | null {
  const p = ctx.player(src.controller);
  for (const c of costs) {
    if (c === 'tap' && src.tapped) return { key: 'cost.pay', why: `${src.spec.name} is already tapped` };
    // Summoning sickness applies to {T} abilities as to attacking (D'Angelo G.39.2; 302.6).
    if (c === 'tap' && src.sick && !has(src, 'haste')) return { key: 'cost.tap-sick', why: `${src.spec.name} has not been under ${src.controller}'s control continuously since the turn began, so it can't pay {T}` };
    if (typeof c === 'object' && 'pay-life' in c && c['pay-life'] > 0 && p.life < c['pay-life']) return { key: 'cost.pay', why: `${p.id} has ${p.life} life and can't pay ${c['pay-life']}` };
    // A cost can't be paid in part (602.2b; 601.2h): the counters must be there to remove.
    if (typeof c === 'object' && 'remove-counters' in c && src.counters[c['remove-counters'].kind] < c['remove-counters'].amount) return { key: 'cost.pay', why: `${src.spec.name} has ${src.counters[c['remove-counters'].kind]} ${c['remove-counters'].kind} counters, not the ${c['remove-counters'].amount} the cost removes` };
  }
  const mana = manaOf(costs);
  const short = genericShortfall(p, mana, `the ${mana} the cost needs`);
  return short ? { key: 'cost.pay', why: short } : null;
}

/**
 * An activated ability: its controller pays every cost, then its effect is carried out as the
 * scripted action with the same meaning (as a triggered ability's is). A creature sacrificed to
 * pay is still the effect's source, as it last existed (last known information).
 */
function activate(x: ActionRun, a: Activate): void {
  const { scope, who, perform } = x;
  const { ctx, zones } = scope;
  const src = ctx.creature(a.source);
  const n = a.ability ?? 0;
  const ability = src.spec.activated[n]!;
  const title = `${src.spec.name}'s activated ability${src.spec.activated.length > 1 ? ` ${n}` : ''}`;
  // The ability as printed, for the log only: built when logging.
  const printed = (): string => {
    const numbers = ability.do === 'pump' ? ` ${signed(ability.power ?? 0)}/${signed(ability.toughness ?? 0)}` : ability.kind ? ` ${ability.amount} ${ability.kind}` : ability.amount !== undefined ? ` ${ability.amount}` : '';
    return `${[...ability.cost].map(costText).join(', ')}: ${ability.do}${numbers}`;
  };
  const skip = (key: RuleKey, why: string): void => {
    if (ctx.logging) ctx.log('action-skipped', key, say`Action #${a.index + 1} (activate ${title}, ${printed()}) is not performed: ${why}.`, { source: src.id });
  };
  if (src.zone !== 'battlefield') return skip('combat.removed', `${src.spec.name} is no longer on the battlefield`);
  // Targets are chosen as it is activated (602.2b, 601.2c): an illegal one means it can't be activated.
  const targetC = ability.to === 'chosen' && a.target !== undefined ? ctx.creatureOrNone(a.target) : undefined;
  const bar = targetC && isCreature(targetC) ? targetBar(targetC, src.controller, src) : null;
  if (bar) return skip(bar.rule, bar.why);
  // "Target creature blocking or blocked by [this creature]": this object, whatever its name (201.5 today; 202.2 of 1999-2007; D'Angelo E.4.10).
  if (ability['target-in-combat-with-this'] && !(targetC && isCreature(targetC) && (targetC.blocking.includes(src.id) || src.blockers.includes(targetC.id)))) {
    return skip('ability.target-combat', `${ctx.name(a.target!)} is not blocking or blocked by ${src.spec.name}`);
  }
  // The ability's link: printed (or copied) on the object, or gained with the others of one gain-abilities effect (607.2a, 607.5).
  const link = linkOf(src, n);
  if (ability.do === 'return-exiled' && !ctx.g.exiledWith.some((x) => x.card === a.target && x.object === src.id && x.incarnation === src.incarnation && x.link === link && ctx.creature(x.card).zone === 'exile')) {
    return skip('ability.linked', `${ctx.name(a.target!)} was not exiled with the ability of ${src.spec.name} linked to this one`);
  }
  const cannot = unpayable(ctx, src, ability.cost);
  if (cannot) return skip(cannot.key, cannot.why);
  if (ctx.logging) ctx.log('action', 'activate.ability', say`${who} activate ${title} (${printed()}).`, { source: src.id, target: a.target });
  const p = ctx.player(src.controller);
  for (const c of ability.cost) {
    if (c === 'tap') {
      src.tapped = true;
      // T.10.Ruling.5: tapping a blocker for a prevention ability in the damage prevention step is
      // legal and keeps the damage it already did; one tapped before its own step deals none (C.8.2).
      const g = ctx.g;
      const dpStep = src.isBlocker && ctx.rules.models.combat.tappedBlockerKeepsDamage() && g.window.endsWith('-assigned');
      const dealt = g.window === 'combat-damage-assigned' || src.dealtInFirstStep;
      if (dpStep) ctx.log('note', 'cost.prevention-step', say`${src.spec.name}, a blocker, taps to pay the cost in the damage prevention step${dealt ? '; that does not undo the combat damage it already did' : ''}.`, { source: src.id });
      else ctx.log('action', 'activate.ability', say`${src.spec.name} taps to pay the cost${inCombat(src) ? '; it stays in combat' : ''}.`, { source: src.id });
    } else if (c === 'sacrifice') {
      ctx.log('action', 'action.sacrifice', say`${src.controller} sacrifices ${src.spec.name} to pay the cost.`, { target: src.id });
      zones.moveTo(src, 'graveyard', 'action.sacrifice');
    } else if ('remove-counters' in c) {
      const { kind, amount } = c['remove-counters'];
      src.counters = addCounters(src.counters, kind, -amount);
      ctx.sbaDue = true;
      ctx.log('action', 'cost.pay', say`${p.id} removes ${amount} ${kind} counter${amount === 1 ? '' : 's'} from ${src.spec.name} to pay the cost (now ${power(src)}/${toughness(src)}).`, { target: src.id, amount });
    } else if ('pay-life' in c) {
      p.life -= c['pay-life'];
      ctx.sbaDue = true;
      ctx.log('life', 'cost.pay', say`${p.id} pays ${c['pay-life']} life (life ${p.life}).`, { target: p.id, amount: c['pay-life'] });
    } else payGeneric(ctx, p, c.mana);
  }
  // The ability is on the stack and its controller receives priority: state-based actions are
  // checked before it resolves (704.3; D'Angelo K.12.4's rule effects). A cost removing counters can
  // leave the creature at 0 toughness: it dies first, and the effect uses its last known information (608.2h).
  if (ability.cost.some((c) => typeof c === 'object' && 'remove-counters' in c)) scope.sba.check();
  const to = ability.to ?? 'self';
  const r = to === 'self' ? src.id : to === 'controller' ? src.controller : to === 'defending-player' ? defendingOf(ctx, src) : a.target!;
  const as = { who: `${title} resolves:`, rule: 'activate.ability' as RuleKey };
  if (ability.do === 'return-exiled') {
    const c = ctx.creature(r);
    ctx.log('action', 'ability.linked', say`${as.who} put ${c.spec.name}, exiled with the ability linked to this one, onto the battlefield under ${src.controller}'s control.`, { source: src.id, target: c.id });
    zones.returnToBattlefield(c, {}, 'zone.new-object', src.controller);
  } else {
    const wasOnBattlefield = ability.do === 'exile' && ctx.creatureOrNone(r)?.zone === 'battlefield';
    const act = ability.do === 'create-token' ? tokenAction(ctx, ability) : effectAction(ability, r, src.id);
    if (act) perform(scope, { ...act, index: a.index }, as);
    // Remembered for the abilities linked to this one ("exiled with [this]": 607.2a).
    if (wasOnBattlefield && ctx.creature(r).zone === 'exile') ctx.g.exiledWith.push({ card: r, object: src.id, incarnation: src.incarnation, link });
  }
  for (const t of ability.then ?? []) {
    const target = ctx.creatureOrNone(r);
    if (t.delayed !== undefined && target) {
      delay(ctx, t.delayed, t, target, src.id, src.controller, as.who);
      continue;
    }
    const then = effectAction(t, r, src.id);
    if (then) perform(scope, { ...then, index: a.index }, as);
  }
}

/**
 * An effect creates a delayed triggered ability (603.7; 406.2 of 2003-2007; D'Angelo E.4.9-E.4.10):
 * at `when` it does `effect` to this object only, whatever it becomes, and nothing to a new object
 * (603.7c; 406.2d of 2003-2007; 400.7). An activated ability's `then:`, a triggered ability's `delayed:`.
 */
export function delay(ctx: RunContext, when: Delayed['when'], effect: Delayed['effect'], target: CreatureState, source: string, controller: string, who: string): void {
  ctx.g.delayed.push({ when, effect, target: target.id, incarnation: target.incarnation, source, controller, rule: 'trigger.delayed' });
  ctx.log('action', 'trigger.delayed', say`${who} ${effect.do} ${target.spec.name} ${when === 'end-of-turn' ? 'at end of turn' : 'at end of combat'}: a delayed triggered ability, for this object only.`, { source, target: target.id });
}

/** Which of an object's abilities an activated ability is linked with: its printed (or copied) ones, or those one gain-abilities effect gave it (607.2a, 607.5). */
function linkOf(c: CreatureState, n: number): string {
  let end = c.spec.activated.length - c.gained.reduce((k, g) => k + g.length, 0);
  if (n < end) return 'printed';
  for (let k = 0; k < c.gained.length; k++) if (n < (end += c.gained[k]!.length)) return `gained-${k}`;
  return 'printed';
}
