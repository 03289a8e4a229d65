// Actions on a creature's part in combat: tapping, removal from combat, control, requirements to block or be blocked, goad.
import { say } from '../../events.js';
import { inCombat, isCreature } from '../state.js';
import { defineAction } from './rule.js';

export const TAP = defineAction({
  meta: { kinds: ['tap', 'untap'], targets: 'checked', rule: 'action.tap', description: 'tap or untap a creature; it stays in combat' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    const c = ctx.creature(a.target!);
    c.tapped = a.do === 'tap';
    ctx.log('action', key('action.tap'), say`${who} ${a.do} ${c.spec.name}${inCombat(c) ? '; it stays in combat' : ''}.`, { target: c.id });
  },
});

export const DOESNT_UNTAP = defineAction({
  meta: { kinds: ['doesnt-untap'], targets: 'checked', rule: 'untap.next-step', description: "a creature doesn't untap during its controller's next untap step" },
  run(x, a) {
    const { ctx } = x.scope;
    const { who } = x;
    // "Doesn't untap during its controller's next untap step": an effect on that untap step, after
    // this combat (502.3; 502.2 of 2009-2010; 302.2 of 2004-2007; 302.1 before; D'Angelo P.5.1).
    // It is this object's: one that leaves the battlefield returns as a new object without it (400.7).
    const c = ctx.creature(a.target!);
    if (c.zone !== 'battlefield') return void ctx.log('action-skipped', 'combat.removed', say`${who} ${c.spec.name} is no longer on the battlefield: nothing happens to it.`, { target: c.id });
    c.doesntUntap = true;
    // Cited by the untap rule, whichever ability or spell does it (the trigger's own rule is on its triggering line).
    ctx.log('action', 'untap.next-step', say`${who} ${c.spec.name} doesn't untap during ${c.controller}'s next untap step.`, { target: c.id });
  },
});

export const REMOVE_FROM_COMBAT = defineAction({
  meta: { kinds: ['remove-from-combat'], targets: 'checked', rule: 'action.remove-from-combat', description: 'remove a creature from combat' },
  run(x, a) {
    const { ctx, zones } = x.scope;
    const { who, key } = x;
    const c = ctx.creature(a.target!);
    ctx.log('action', key('action.remove-from-combat'), say`${who} ${c.spec.name} is removed from combat.`, { target: c.id });
    zones.removeFromCombat(c, null);
  },
});

export const GAIN_CONTROL = defineAction({
  meta: { kinds: ['gain-control'], targets: 'checked', rule: 'action.gain-control', description: 'a player gains control of a creature' },
  run(x, a) {
    const { ctx, zones } = x.scope;
    const { who, key } = x;
    const c = ctx.creature(a.target!);
    if (c.controller === a.player) {
      ctx.log('action', key('action.gain-control'), say`${who} ${a.player} already controls ${c.spec.name}.`, { target: c.id });
      return;
    }
    c.controller = a.player;
    // Summoning sickness runs from the moment control changes (G.39.1 / 308.1 / 302.6).
    c.sick = true;
    ctx.log('action', key('action.gain-control'), say`${who} ${a.player} gains control of ${c.spec.name}; it has not been controlled continuously since the turn began.`, { target: c.id });
    zones.removeFromCombat(c, `${c.spec.name} changed controller`);
    // Act of Treason: "Untap that creature. It gains haste until end of turn."
    if (a.untap) c.tapped = false;
    if (a.haste && !c.keywords.includes('haste')) c.keywords = [...c.keywords, 'haste'];
    ctx.sbaDue = true;
    if (a.untap || a.haste) ctx.log('action', key('action.gain-control'), say`${who} ${[a.untap ? `${c.spec.name} untaps` : '', a.haste ? 'it gains haste until end of turn' : ''].filter(Boolean).join('; ')}.`, { target: c.id });
  },
});

export const MUST_BLOCK = defineAction({
  meta: { kinds: ['must-block'], targets: 'checked', rule: 'block.requirement', description: 'a creature blocks an attacker this combat if able' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    // A requirement, weighed with the others when blockers are declared (509.1c; 500.4; 500.2; D'Angelo C.6.6).
    const c = ctx.creature(a.target!);
    c.mustBlock = [...c.mustBlock, a.attacker];
    ctx.log('action', key('block.requirement'), say`${who} ${c.spec.name} blocks ${ctx.name(a.attacker)} this combat if able.`, { source: a.attacker, target: c.id });
  },
});

export const MUST_BE_BLOCKED = defineAction({
  meta: { kinds: ['must-be-blocked'], targets: 'checked', rule: 'block.requirement', description: 'a creature must be blocked this turn if able (or by all able)' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    // A blocking requirement until end of turn, weighed with the others as blockers are declared (509.1c; 500.2; D'Angelo C.6.6).
    const c = ctx.creature(a.target!);
    if (c.lured !== 'all') c.lured = a.all ? 'all' : 'if-able';
    ctx.log('action', key('block.requirement'), say`${who} ${a.all ? `all creatures able to block ${c.spec.name} this turn do so` : `${c.spec.name} must be blocked this turn if able`}.`, { target: c.id });
  },
});

export const GOAD = defineAction({
  meta: { kinds: ['goad'], targets: 'checked', rule: 'goad', description: 'goad a creature or each creature a player controls' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    // 701.38a: each creature goaded now; one entering later is not (a one-shot action, the Geode Rager ruling of 2020-09-25).
    const goaded = a.target !== undefined ? [ctx.creature(a.target)] : ctx.all.filter((c) => isCreature(c) && c.controller === a.player);
    for (const c of goaded) {
      if (!isCreature(c)) continue;
      c.goaded = true;
      c.goadedBy = [...c.goadedBy, a.by!];
    }
    const names = goaded.filter(isCreature).map((c) => c.spec.name).join(', ');
    ctx.log('action', key('goad'), say`${who} ${a.by} goads ${names || 'no creature'}${a.player ? ` (each creature ${a.player} controls)` : ''}: until ${a.by}'s next turn, attacks each combat if able and attacks a player other than ${a.by} if able.`, { target: a.target ?? a.player });
  },
});
