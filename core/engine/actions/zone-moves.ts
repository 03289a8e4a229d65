// Actions that move a creature or permanent between zones: destroy, sacrifice, bounce, exile, blink.
import { say } from '../../events.js';
import type { RuleKey } from '../../rule-keys.js';
import type { Action } from '../../scenario/scenario.js';
import type { RunContext } from '../context.js';
import type { PermanentState } from '../state.js';
import type { Zones } from '../zones.js';
import { defineAction } from './rule.js';

export const DESTROY = defineAction({
  meta: { kinds: ['destroy'], targets: 'checked', rule: 'action.destroy', description: 'destroy the creature' },
  run(x, a) {
    const { ctx, zones } = x.scope;
    const { who, key } = x;
    const c = ctx.creature(a.target!);
    ctx.log('action', key('action.destroy'), say`${who} destroy ${c.spec.name}.`, { target: c.id });
    zones.destroy(c, 'action.destroy');
  },
});

/** A creature moved to a zone by a scripted action or an effect, cited by the action's rule. */
const moveTo = (kind: 'sacrifice' | 'bounce' | 'exile', zone: 'graveyard' | 'hand' | 'exile', rule: RuleKey, description: string, text: (name: string) => string) => defineAction({
  meta: { kinds: [kind], targets: 'checked', rule, description },
  run(x, a) {
    const { ctx, zones } = x.scope;
    const c = ctx.creature(a.target!);
    ctx.log('action', x.key(rule), say`${x.who} ${text(c.spec.name)}.`, { target: c.id });
    zones.moveTo(c, zone, rule);
  },
});

export const SACRIFICE = moveTo('sacrifice', 'graveyard', 'action.sacrifice', 'its controller sacrifices the creature', (n) => `sacrifice ${n}`);
export const BOUNCE = moveTo('bounce', 'hand', 'action.bounce', "return the creature to its owner's hand", (n) => `return ${n} to its owner's hand`);
export const EXILE = moveTo('exile', 'exile', 'action.exile', 'exile the creature', (n) => `exile ${n}`);

export const BLINK = defineAction({
  meta: { kinds: ['blink'], targets: 'checked', rule: 'action.exile', description: 'exile the creature and return it: a new object' },
  run(x, a) {
    const { ctx, zones } = x.scope;
    const { who, key } = x;
    // Exiled and returned: a new object (400.7), in no combat, without damage, counters or effects.
    const c = ctx.creature(a.target!);
    ctx.log('action', key('action.exile'), say`${who} exile ${c.spec.name}, then return it to the battlefield.`, { target: c.id });
    zones.moveTo(c, 'exile', 'action.exile');
    zones.returnToBattlefield(c, {}, 'zone.new-object');
  },
});

/** Destroy, sacrifice, bounce or exile a non-creature permanent (the loader allows no other action on one). */
export function permanentAction(ctx: RunContext, zones: Zones, pe: PermanentState, a: Action, who: string, key: (k: RuleKey) => RuleKey): void {
  const name = pe.spec.name;
  if (pe.zone !== 'battlefield') {
    ctx.log('action-skipped', 'combat.removed', say`Action #${a.index + 1} (${a.do} ${name}) is not performed: ${name} is no longer on the battlefield.`, { target: pe.id });
    return;
  }
  const [zone, rule, text] = a.do === 'destroy' ? ['graveyard', 'action.destroy', `destroy ${name}`] as const
    : a.do === 'sacrifice' ? ['graveyard', 'action.sacrifice', `sacrifice ${name}`] as const
    : a.do === 'bounce' ? ['hand', 'action.bounce', `return ${name} to its owner's hand`] as const
    : ['exile', 'action.exile', `exile ${name}`] as const;
  ctx.log('action', key(rule), say`${who} ${text}.`, { target: pe.id });
  zones.movePermanent(pe, zone, rule);
}
