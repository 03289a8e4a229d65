// Actions that prevent damage or destruction: regeneration, prevention shields, fog, a chosen source's prevention.
import { say } from '../../events.js';
import type { RunContext } from '../context.js';
import { type CreatureState, isCreature, type PermanentState, type PlayerState, power } from '../state.js';
import { namedSpell } from '../targeting.js';
import { defineAction } from './rule.js';

export const REGENERATE = defineAction({
  meta: { kinds: ['regenerate'], targets: 'checked', rule: 'regenerate', description: 'a regeneration shield' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    const c = ctx.creature(a.target!);
    c.regenShields++;
    ctx.log('action', key('regenerate'), say`${who} a regeneration shield is set up on ${c.spec.name}.`, { target: c.id });
  },
});

export const PREVENT = defineAction({
  meta: { kinds: ['prevent'], targets: 'any-zone', rule: 'damage.prevent', description: 'prevent the next N damage to a creature, player or permanent' },
  run(x, a) {
    const { ctx } = x.scope;
    const g = ctx.g;
    const { who, key } = x;
    const t: CreatureState | PlayerState | PermanentState = g.players.get(a.target) ?? g.permanents.get(a.target) ?? ctx.creature(a.target!);
    if ('spec' in t && t.zone !== 'battlefield') {
      ctx.log('action-skipped', 'combat.removed', say`Action #${a.index + 1} (prevent) is not performed: ${t.spec.name} is no longer on the battlefield.`, { target: t.id });
      return;
    }
    if (a['shares-color'] && 'spec' in t && 'cardTypes' in t) {
      // Radiance (Wojek Apothecary): a shield for the target and for each other creature on the
      // battlefield that shares a colour with it as the effect resolves; later colour changes and
      // creatures entering later do not change the set (615.11; 615.10 of 2010; 614.10 of 2009;
      // 419.7d of 2007; 418.3b of 1999; as printed before). A colourless one shares none.
      const others = ctx.all.filter((c) => c !== t && isCreature(c) && c.colors.some((k) => t.colors.includes(k)));
      t.preventShield += a.amount;
      for (const c of others) c.preventShield += a.amount;
      ctx.log('action', 'prevent.shares-color', say`${who} the next ${a.amount} damage to ${t.spec.name} and to each other creature that shares a colour with it (${others.map((c) => c.spec.name).join(', ') || 'none'}) this turn is prevented.`, { target: t.id, amount: a.amount });
      return;
    }
    t.preventShield += a.amount;
    ctx.log('action', key('damage.prevent'), say`${who} the next ${a.amount} damage to ${'spec' in t ? t.spec.name : t.id} this turn is prevented.`, { target: t.id, amount: a.amount });
  },
});

export const FOG = defineAction({
  meta: { kinds: ['fog'], targets: 'checked', rule: 'prevent.fog', description: 'prevent all combat damage this turn' },
  run(x, a) {
    const { ctx } = x.scope;
    const g = ctx.g;
    const { who, by, key } = x;
    g.fog = true;
    g.fogBy.push(by);
    ctx.log('action', key('prevent.fog'), say`${who} prevent all combat damage that would be dealt this turn (a fog effect).`);
  },
});

export const PREVENT_FROM_SOURCE = defineAction({
  meta: { kinds: ['prevent-from-source', 'prevent-from-color'], targets: 'checked', rule: 'prevent.source', description: 'prevent the damage a chosen source would deal (Circle of Protection)' },
  run(x, a) {
    const { ctx } = x.scope;
    const g = ctx.g;
    const { who, by, key } = x;
    const target = a.target ?? by;
    // The chosen source: a creature or a non-creature permanent (a red enchantment).
    const src = a.source !== undefined ? ctx.creatureOrNone(a.source) ?? g.permanents.get(a.source) ?? spellSource(ctx, a.source) : a.do === 'prevent-from-color' ? defaultSource(ctx, a.color, target) : undefined;
    const tName = ctx.name(target);
    if (!src) {
      ctx.log('action-skipped', 'prevent.source', say`Action #${a.index + 1} (${a.do}) is not performed: there is no ${a.do === 'prevent-from-color' ? a.color : ''} source to choose.`, { target });
      return;
    }
    const policy = ctx.rules.models.combat.sourcePrevention;
    if (!ctx.rules.models.combat.sourceShieldsNextTime()) {
      // G.12.2: only if there is damage to prevent; G.12.4 / G.12.Ruling.3: then all of that source's damage in this step.
      if (!g.assigned.some((x) => x.source === src.id && x.target === target && x.amount > 0)) {
        ctx.log('action-skipped', 'prevent.needs-damage', say`Action #${a.index + 1} (${a.do} ${src.spec.name}) is not performed: ${src.spec.name} has no damage assigned to ${tName} to prevent.`, { source: src.id, target });
        return;
      }
      g.sourceShields.push({ source: src.id, target, action: a.index + 1, step: g.noncombatStep || g.window, used: false, ...(a.do === 'prevent-from-source' && a['gain-life'] ? { gainTo: by } : {}) });
      ctx.log('action', key(policy.rule), say`${who} all damage ${src.spec.name} would deal to ${tName} in this damage prevention step is prevented.`, { source: src.id, target });
      return;
    }
    g.sourceShields.push({ source: src.id, target, action: a.index + 1, used: false, ...(a.do === 'prevent-from-source' && a['gain-life'] ? { gainTo: by } : {}) });
    ctx.log('action', key(policy.rule), say`${who} the next time ${src.spec.name}${a.do === 'prevent-from-color' ? ` (${a.color}, the chosen source)` : ''} would deal damage to ${tName} this turn, that damage is prevented.`, { source: src.id, target });
  },
});

/**
 * A spell a damage action names (`spell`), chosen as the source of a prevention: the spell on the stack
 * the prevention answers (a source may be a spell: 609.7a; 419.8a of 1999-2007; D'Angelo G.12.3).
 */
function spellSource(ctx: RunContext, id: string): { id: string; spec: { name: string } } | undefined {
  for (const x of ctx.s.actions) if (x.do === 'damage' && x.spell === id) return namedSpell(id, x.colors ?? []);
  return undefined;
}

/**
 * "A [color] source of your choice", where the scenario names none: the creature of that colour,
 * not controlled by the protected player, that would deal the most damage to it: by the damage
 * assigned to it (with combat damage on the stack or in the damage prevention step), else by power
 * among the creatures in combat with it; ties and no such creature: file order.
 */
function defaultSource(ctx: RunContext, color: string, target: string): CreatureState | undefined {
  const g = ctx.g;
  const protectedPlayer = ctx.creatureOrNone(target)?.controller ?? target;
  const candidates = ctx.all.filter((c) => c.zone === 'battlefield' && c.colors.includes(color) && c.controller !== protectedPlayer);
  const fights = (c: CreatureState) => c.attacking === target || c.blocking.includes(target) || c.blockers.includes(target);
  const score = (c: CreatureState) => g.assigned.length
    ? g.assigned.reduce((n, x) => n + (x.source === c.id && x.target === target ? x.amount : 0), 0)
    : fights(c) ? Math.max(0, power(c)) : 0;
  let best: CreatureState | undefined;
  for (const c of candidates) if (!best || score(c) > score(best)) best = c;
  return best;
}
