// "Whenever this deals damage" triggers (lifelink and deathtouch while triggered, printed damage
// triggers): created for damage just dealt, put on the stack APNAP, resolved in the era's order
// relative to state-based actions.
import type { RuleKey } from '../rule-keys.js';
import { say } from '../events.js';
import type { RunContext } from './context.js';
import type { StateBasedActions } from './sba.js';
import { count, has, isCreature, type CreatureState } from './state.js';
import type { Zones } from './zones.js';

interface Trigger {
  controller: string;
  kind: 'lifegain' | 'deathtouch';
  source: string;
  target?: string;
  amount: number;
  /**
   * How many identical triggers this stands for. Before 1999 a damage trigger triggered once per
   * point of damage (D'Angelo A.8.10): those N triggers are kept as one counted batch, so a huge
   * power costs one entry, not N (issue 14). They resolve together, as the old damage prevention
   * step resolved them with no state-based check between (T.10.1 sub-steps 4 and 5).
   */
  times: number;
  rule: RuleKey;
}

/** Damage one source dealt to one creature. */
export interface Hurt { source: string; target: string; amount: number }

export class Triggers {
  private pending: Trigger[] = [];
  /** Combat damage triggers waiting on the stack under the actions of the *-dealt window. */
  private onStack: Trigger[] = [];

  constructor(private readonly ctx: RunContext, private readonly zones: Zones, private readonly sba: StateBasedActions) {}

  /** Deathtouch, lifelink and damage triggers for the damage just dealt (totals: per source). */
  afterDamage(totals: Map<string, number>, hurt: readonly Hurt[]): void {
    const { ctx } = this;
    const lifelink = ctx.rules.policy('lifelink');
    const deathtouch = ctx.rules.policy('deathtouch');
    // A triggered ability triggers only while its permanent is on the battlefield: a source that
    // left before its damage on the stack was dealt triggers nothing (Forsythe 2009; 402.8 / 410.10d
    // of 2004). Static abilities apply through last known information.
    const triggers = (src: CreatureState) => src.zone === 'battlefield';
    const perPoint = ctx.rules.policy('triggerTiming').perPoint;
    for (const h of hurt) {
      const src = ctx.creature(h.source);
      if (!has(src, 'deathtouch')) continue;
      if (deathtouch.mode === 'static') ctx.creature(h.target).deathtouched = true;
      // Old rules (A.8.10): one destroy trigger per point of damage; regeneration saves from one each.
      else if (triggers(src)) for (let i = 0; i < count(src, 'deathtouch'); i++) {
        this.pending.push({ controller: src.controller, kind: 'deathtouch', source: src.id, target: h.target, amount: h.amount, times: perPoint ? h.amount : 1, rule: deathtouch.rule });
      }
    }
    for (const [id, total] of totals) {
      const src = ctx.creature(id);
      if (has(src, 'lifelink')) {
        if (lifelink.mode === 'static') {
          const p = ctx.player(src.controller);
          p.life += total;
          ctx.log('life', lifelink.rule, say`Lifelink: ${p.id} gains ${total} life as ${src.spec.name}'s damage is dealt (life ${p.life}); further instances are redundant.`, { source: id, target: p.id, amount: total });
        } else if (triggers(src)) {
          for (let i = 0; i < count(src, 'lifelink'); i++) this.lifegain(src, total, lifelink.rule, perPoint);
        }
      }
      if (src.damageTriggerLifegain && triggers(src)) this.lifegain(src, total, 'lifegain.trigger', perPoint);
    }
    for (const t of this.pending) {
      const what = t.kind === 'lifegain' ? `${t.controller} gains ${t.amount} life` : `destroy ${ctx.name(t.target!)}`;
      if (t.times === 1) ctx.log('trigger', t.rule, say`${ctx.name(t.source)}'s ability triggers: ${what}.`, { source: t.source, target: t.target });
      else ctx.log('trigger', t.rule, say`${ctx.name(t.source)}'s ability triggers ${t.times} times, once per point of damage: ${what}, ${t.times} times.`, { source: t.source, target: t.target, amount: t.times });
    }
  }

  /** One life-gain trigger for the damage, or (old rules, A.8.10) one per point of it. */
  private lifegain(src: CreatureState, total: number, rule: RuleKey, perPoint: boolean): void {
    if (perPoint && total === 0) return;
    this.pending.push({ controller: src.controller, kind: 'lifegain', source: src.id, amount: perPoint ? 1 : total, times: perPoint ? total : 1, rule });
  }

  /** After damage or an action: triggers and state-based actions (or destruction), in the era's order. */
  settle(): void {
    if (this.ctx.rules.policy('triggerTiming').when === 'before-destruction') {
      this.resolve(false);
      this.sba.check();
    } else {
      this.sba.check();
      this.resolve();
    }
  }

  /** Combat damage triggers go on the stack, under what players do in the *-dealt window. */
  hold(): void {
    this.onStack.push(...this.pending);
    this.pending = [];
  }

  /** The triggers held on the stack resolve, once the *-dealt window's actions have. */
  resolveHeld(): void {
    if (!this.onStack.length) return;
    this.pending = this.onStack;
    this.onStack = [];
    this.resolve();
  }

  /**
   * A batch of deathtouch triggers resolving one after another: each destroys the creature or uses
   * up a regeneration shield; once it has left (or is indestructible and has no shield left), the
   * rest are summed up in one event instead of one each.
   */
  private destroyTriggers(t: Trigger): void {
    const { ctx } = this;
    const c = ctx.creature(t.target!);
    let left = t.times;
    while (left > 0 && isCreature(c)) {
      const last = c.regenShields === 0 || has(c, 'indestructible');
      ctx.log('trigger', t.rule, say`${ctx.name(t.source)}'s deathtouch trigger resolves: destroy ${c.spec.name}.`, { source: t.source, target: c.id });
      this.zones.destroy(c, 'action.destroy');
      left--;
      if (last) break; // destroyed, or indestructible: the others change nothing more
    }
    if (left === 0) return;
    const rest = left === 1 ? 'deathtouch trigger does' : `other ${left} deathtouch triggers do`;
    if (!isCreature(c)) ctx.log('trigger', 'trigger.resolve', say`${ctx.name(t.source)}'s ${rest} nothing: ${c.spec.name} has already left the battlefield.`, { source: t.source, target: c.id });
    else ctx.log('note', 'indestructible', say`${ctx.name(t.source)}'s ${rest} nothing: ${c.spec.name} is indestructible.`, { source: t.source, target: c.id });
  }

  /**
   * APNAP: the active player's triggers go on the stack first, so the other player's resolve first.
   * With the stack, state-based actions are checked after each resolution; in the old damage
   * prevention step every trigger resolves before destruction (T.10.1 sub-steps 4 and 5).
   */
  private resolve(sbaBetween = true): void {
    const { ctx } = this;
    while (this.pending.length) {
      const all = this.pending;
      this.pending = [];
      const ordered = [...all.filter((t) => t.controller !== ctx.g.active), ...all.filter((t) => t.controller === ctx.g.active)];
      for (const t of ordered) {
        if (t.kind === 'lifegain') {
          const p = ctx.player(t.controller);
          p.life += t.amount * t.times;
          if (t.times === 1) ctx.log('life', 'trigger.resolve', say`${ctx.name(t.source)}'s trigger resolves: ${p.id} gains ${t.amount} life (life ${p.life}).`, { source: t.source, target: p.id, amount: t.amount });
          else ctx.log('life', 'trigger.resolve', say`${ctx.name(t.source)}'s ${t.times} triggers resolve: ${p.id} gains ${t.amount} life ${t.times} times (life ${p.life}).`, { source: t.source, target: p.id, amount: t.amount * t.times });
        } else {
          this.destroyTriggers(t);
        }
        if (sbaBetween) this.sba.check();
      }
    }
  }
}
