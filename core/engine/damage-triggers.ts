// Damage-trigger semantics: deathtouch and lifelink while triggered (or static), printed "whenever
// this deals damage" triggers, once per point (the Series) or once per event (the stack), and the
// deathtouch destroy trigger as it resolves.
import type { RuleKey } from '../rule-keys.js';
import { say } from '../events.js';
import { count, has, isCreature, type CreatureState } from './state.js';
import { ANY, dealtTo, trigger, type Hurt, type Trigger } from './trigger.js';
import type { Triggers } from './triggers.js';
import { fire } from './trigger-events.js';

/** A triggered deathtouch or lifelink of a source that left the battlefield before its damage was dealt: it does not trigger (said once per source and keyword). */
export function leftUntriggered(tr: Triggers, src: CreatureState, keyword: 'deathtouch' | 'lifelink', rule: RuleKey): void {
  if (tr.ctx.logging) tr.ctx.log('note', rule, say`${src.spec.name}'s ${keyword} is a triggered ability here, and ${src.spec.name} has left the battlefield: it does not trigger (only leaves-the-battlefield abilities look back).`, { source: src.id });
}

/**
 * Deathtouch, lifelink and damage triggers for the damage just dealt (totals: per source; toPlayers:
 * combat damage to players; combat: whether it is combat damage; dealt: damage per creature dealt it, for a spell's).
 */
export function afterDamage(tr: Triggers, totals: Map<string, number>, hurt: readonly Hurt[], toPlayers: readonly Hurt[] = [], combat = false, dealt?: ReadonlyMap<string, number>): void {
  const { ctx } = tr;
  const model = tr.model;
  // A triggered ability triggers only while its permanent is on the battlefield: a source that
  // left before its damage on the stack was dealt triggers nothing (Forsythe 2009; 402.8 / 410.10d
  // of 2004). Static abilities apply through last known information.
  const triggers = (src: CreatureState) => src.zone === 'battlefield';
  for (const h of hurt) {
    const src = ctx.creature(h.source);
    if (!has(src, 'deathtouch')) continue;
    model.keyword('deathtouch', { onBattlefield: triggers(src) }, {
      now: () => { ctx.creature(h.target).deathtouched = ctx.sbaDue = true; },
      left: (rule) => leftUntriggered(tr, src, 'deathtouch', rule),
      // Old rules (A.8.10): one destroy trigger per point of damage; regeneration saves from one each.
      trigger: (rule) => {
        for (let i = 0; i < count(src, 'deathtouch'); i++) {
          tr.pending.push(trigger(src.controller, 'deathtouch', src.id, h.amount, model.perDamage(h.amount).times, rule, { target: h.target, targetObject: ctx.creature(h.target).incarnation }));
        }
      },
    });
  }
  for (const [id, total] of totals) {
    const src = ctx.creature(id);
    if (has(src, 'lifelink')) {
      model.keyword('lifelink', { onBattlefield: triggers(src) }, {
        now: (rule) => {
          const p = ctx.player(src.controller);
          const gained = tr.gain(p, total);
          ctx.log('life', rule, say`Lifelink: ${p.id} gains ${gained} life as ${src.spec.name}'s damage is dealt (life ${p.life}); further instances are redundant.`, { source: id, target: p.id, amount: gained });
          // Each source with lifelink causes its own life gain event (702.15e; 118.8's example in 2010).
          tr.lifeGained(p.id, gained, 1, id);
        },
        left: (rule) => leftUntriggered(tr, src, 'lifelink', rule),
        trigger: (rule) => { for (let i = 0; i < count(src, 'lifelink'); i++) lifegain(tr, src, total, rule); },
      });
    }
    if (src.damageTriggerLifegain && triggers(src)) lifegain(tr, src, total, 'lifegain.trigger');
    // An Aura's or Equipment's "whenever enchanted creature deals damage, you gain that much life": its
    // controller's trigger, while the Aura is on the battlefield (Spirit Link; D'Angelo A.8.10 per point).
    if (ctx.g.permanents.size) for (const pe of ctx.g.permanents.values()) {
      const { times, each } = model.perDamage(total);
      if (pe.zone !== 'battlefield' || pe.attachedTo !== id || !pe.spec.damageTriggerLifegain || times === 0) continue;
      tr.pending.push(trigger(pe.controller, 'lifegain', pe.id, each, times, 'lifegain.trigger', {}));
    }
  }
  const logged = tr.pending.length;
  if (dealt !== undefined || hurt.length) dealtDamage(tr, dealt ?? dealtTo(hurt), combat);
  for (const h of toPlayers) {
    const src = ctx.creature(h.source);
    if (triggers(src)) fire(tr, src, 'deals-combat-damage-to-player', h.target, undefined, model.perDamage(h.amount).times);
  }
  // "Whenever this deals combat damage to a creature": once per creature dealt damage in the step
  // (603.2; 410.2 of 1999-2007), once per point of it before 1999 (A.8.10), like the player's.
  if (combat) for (const h of hurt) {
    const src = ctx.creature(h.source);
    if (triggers(src)) fire(tr, src, 'deals-combat-damage-to-creature', h.target, undefined, model.perDamage(h.amount).times);
  }
  if (ctx.logging) for (const t of tr.pending.slice(0, logged)) {
    if (t.kind === 'ability' || t.kind === 'delayed') continue; // logged as it triggered
    const what = t.kind === 'lifegain' ? `${t.controller} gains ${t.amount} life` : `destroy ${ctx.name(t.target!)}`;
    if (t.times === 1) ctx.log('trigger', t.rule, say`${ctx.name(t.source)}'s ability triggers: ${what}.`, { source: t.source, target: t.target });
    else ctx.log('trigger', t.rule, say`${ctx.name(t.source)}'s ability triggers ${t.times} times, once per point of damage: ${what}, ${t.times} times.`, { source: t.source, target: t.target, amount: t.times });
  }
}

/**
 * "Whenever this creature is dealt [combat] damage": once per damage event for the total it was
 * dealt, however many sources dealt it (603.2c; 510.2: a step's combat damage is dealt at once),
 * while it is on the battlefield (lethal damage kills it only as state-based actions are checked).
 * Before 1999 once per point of damage (D'Angelo A.8.10), each for 1 ("that much": `per: damage`).
 */
export function dealtDamage(tr: Triggers, dealt: ReadonlyMap<string, number>, combat: boolean): void {
  for (const [id, n] of dealt) {
    const c = tr.ctx.creature(id);
    if (n <= 0 || c.zone !== 'battlefield') continue;
    const { times, each } = tr.model.perDamage(n);
    fire(tr, c, 'dealt-damage', undefined, ANY, times, each);
    if (combat) fire(tr, c, 'dealt-combat-damage', undefined, ANY, times, each);
  }
}

/** One life-gain trigger for the damage, or (old rules, A.8.10) one per point of it: none for no damage. */
export function lifegain(tr: Triggers, src: CreatureState, total: number, rule: RuleKey): void {
  const { times, each } = tr.model.perDamage(total);
  if (times === 0) return;
  tr.pending.push(trigger(src.controller, 'lifegain', src.id, each, times, rule, {}));
}

/**
 * A batch of deathtouch triggers resolving one after another: each destroys the creature or uses
 * up a regeneration shield; once it has left (or is indestructible and has no shield left), the
 * rest are summed up in one event instead of one each.
 */
export function destroyTriggers(tr: Triggers, t: Trigger): void {
  const { ctx } = tr;
  const c = ctx.creature(t.target!);
  if (t.targetObject !== undefined && c.incarnation !== t.targetObject) {
    ctx.log('trigger', 'zone.new-object', say`${ctx.name(t.source)}'s deathtouch trigger does nothing: the ${c.spec.name} it would destroy left the battlefield, and the one there now is a new object.`, { source: t.source, target: c.id });
    return;
  }
  let left = t.times;
  while (left > 0 && isCreature(c)) {
    const last = c.regenShields === 0 || has(c, 'indestructible');
    ctx.log('trigger', t.rule, say`${ctx.name(t.source)}'s deathtouch trigger resolves: destroy ${c.spec.name}.`, { source: t.source, target: c.id });
    tr.zones.destroy(c, 'action.destroy');
    left--;
    if (last) break; // destroyed, or indestructible: the others change nothing more
  }
  if (left === 0) return;
  const rest = left === 1 ? 'deathtouch trigger does' : `other ${left} deathtouch triggers do`;
  if (!isCreature(c)) ctx.log('trigger', 'trigger.resolve', say`${ctx.name(t.source)}'s ${rest} nothing: ${c.spec.name} has already left the battlefield.`, { source: t.source, target: c.id });
  else ctx.log('note', 'indestructible', say`${ctx.name(t.source)}'s ${rest} nothing: ${c.spec.name} is indestructible.`, { source: t.source, target: c.id });
}
