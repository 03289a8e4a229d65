// Scripted actions (the scenario's `actions`): what a player does in a window. The engine decides *when*
// (core/engine/schedule.ts, with the windowAllows hook); this file does what every action shares
// (who acts, the range of influence, an illegal or departed target) and runs the action kind's own
// module (core/engine/actions/, one per kind, registered in actions/index.ts).
import type { Action } from '../scenario/scenario.js';
import type { RuleKey } from '../rule-keys.js';
import type { QualityView } from '../views.js';
import { inRange } from './multiplayer.js';
import { say } from '../events.js';
import { isCreature, power } from './state.js';
import { applyStatics } from './statics.js';
import { namedSpell, spellQuality, targetBar } from './targeting.js';
import { permanentTargetBar } from './permanent-targets.js';
import { ACTIONS } from './actions/index.js';
import type { ActionRule, ActionScope, Performer } from './actions/rule.js';
import { permanentAction } from './actions/zone-moves.js';

export type { ActionScope, Performer } from './actions/rule.js';
export { effectAction, tokenAction, type EffectSpec } from './actions/effects.js';
export { delay } from './actions/activate.js';
export { resolveHeld } from './actions/ninjutsu.js';

/**
 * Performs one scripted action, or a triggered ability's effect, then applies the static
 * abilities again (what they apply to may have changed); the caller checks state-based actions afterwards.
 */
export function perform(scope: ActionScope, a: Action, as?: Performer): void {
  const { ctx } = scope;
  if ('each' in a && a.each !== undefined) {
    // A mass effect: each creature it names as the action is taken, one event each, state-based actions after all (608.2; 413.2 of 1999; D'Angelo A.4).
    const by = a.by ?? ctx.g.active;
    const all = ctx.all.filter((c) => isCreature(c) && (a.each === 'creatures' || (a.each === 'creatures-you-control') === (c.controller === by)));
    scope.zones.atOnce(() => { for (const c of all) act(scope, { ...a, each: undefined, target: c.id } as Action, as); });
  } else if ('power-of' in a && a['power-of'] !== undefined) {
    // "Equal to its power": its power as the action is taken, as it last existed if it has left (608.2h; 113.7a).
    const c = ctx.creature(a['power-of']);
    act(scope, { ...a, 'power-of': undefined, amount: Math.max(0, power(c)) } as Action, as);
  } else act(scope, a, as);
  applyStatics(ctx);
}

function act(scope: ActionScope, a: Action, as?: Performer): void {
  const { ctx } = scope;
  const g = ctx.g;
  const byOf = (id: string) => ctx.creatureOrNone(id)?.controller ?? g.permanents.get(id)?.controller ?? id;
  // The acting player: given, else the one who gains control or life, else the target's controller.
  const by = a.by ?? (a.do === 'gain-control' ? a.player
    : a.do === 'fog' ? g.defending
    : a.do === 'activate' ? byOf(a.source)
    // Circle of Protection: its controller protects itself ("damage to you"), from an opposing source.
    : a.do === 'prevent-from-source' || a.do === 'prevent-from-color' ? (a.target !== undefined ? byOf(a.target) : a.source === undefined || byOf(a.source) === g.active ? g.defending : g.active)
    : 'target' in a && a.target !== undefined ? byOf(a.target) : 'player' in a && a.player !== undefined ? a.player : g.active);
  const who = as?.who ?? `${by}:`;
  // A scripted action of a player whose turn another controls is that controller's decision (507.3; 720.5).
  if (!as && ctx.logging) ctx.decides(by, say`action #${a.index + 1} (${a.do})`);
  const key = (k: RuleKey): RuleKey => as?.rule ?? k;
  // With a limited range of influence, a spell or ability does nothing to an object or player outside its controller's range (601.10; 801.10).
  if (ctx.s.multiplayer) {
    const out = ['target' in a ? a.target : undefined, 'player' in a ? a.player : undefined].find((id) => id !== undefined && !inRange(ctx, by, id));
    if (out !== undefined) return void ctx.log('action-skipped', 'range.effect', say`Action #${a.index + 1} (${a.do} ${ctx.name(out)}) does nothing: ${ctx.name(out)} is outside ${by}'s range of influence.`, { target: out });
  }
  const rule = ACTIONS[a.do] as ActionRule;
  let spell: QualityView | undefined;
  if (rule.meta.targets !== 'own') {
    spell = a.colors?.length ? a.do === 'damage' && a.spell !== undefined ? namedSpell(a.spell, a.colors) : spellQuality(a.colors, `a ${a.colors.join(' and ')} spell`) : undefined;
    if (a.targeted && 'target' in a && a.target !== undefined) {
      const c = ctx.creatureOrNone(a.target);
      const src = 'source' in a && a.source !== undefined ? ctx.creatureOrNone(a.source) ?? g.permanents.get(a.source) : spell;
      // A non-creature permanent's shroud or hexproof, its own or an Aura's (core/engine/permanent-targets.ts).
      const tp = c ? undefined : g.permanents.get(a.target);
      const bar = c && isCreature(c) ? targetBar(c, by, src) : tp && tp.zone === 'battlefield' ? permanentTargetBar(ctx, tp, by) : null;
      if (bar) {
        ctx.log('action-skipped', bar.rule, say`Action #${a.index + 1} (${a.do} ${ctx.name(a.target)}) does nothing: ${bar.why}, and a spell or ability whose only target is illegal does nothing.`, { target: a.target });
        return;
      }
    }
    if (rule.meta.targets === 'checked' && 'target' in a && a.target !== undefined) {
      const pe = g.permanents.get(a.target);
      if (pe) return permanentAction(ctx, scope.zones, pe, a, who, key);
      const c = ctx.creatureOrNone(a.target);
      if (c && c.zone !== 'battlefield') {
        ctx.log('action-skipped', 'combat.removed', say`Action #${a.index + 1} (${a.do} ${c.spec.name}) is not performed: ${c.spec.name} is no longer on the battlefield.`, { target: c.id });
        return;
      }
    }
  }
  rule.run({ scope, by, who, key, spell, as, perform }, a);
}
