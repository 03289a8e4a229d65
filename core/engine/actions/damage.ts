// Actions that deal damage other than combat damage: a spell's or ability's damage, a fight.
import { say } from '../../events.js';
import { isCreature, power } from '../state.js';
import { defineAction } from './rule.js';

export const DAMAGE = defineAction({
  meta: { kinds: ['damage'], targets: 'any-zone', rule: 'action.damage', description: 'damage from a spell or ability (dealt by core/engine/deal.ts)' },
  run(x, a) {
    const { damage } = x.scope;
    const { who, by, spell } = x;
    return damage.noncombat(a.source, a.target!, a.amount!, who, by, a['redirect-to'], spell);
  },
});

export const FIGHT = defineAction({
  meta: { kinds: ['fight'], targets: 'checked', rule: 'action.fight', description: 'two creatures fight: each deals damage equal to its power to the other' },
  run(x, a) {
    const { ctx, damage } = x.scope;
    const { who, by, key } = x;
    const src = ctx.creature(a.source);
    const tgt = ctx.creature(a.target!);
    // 701.12b: if either is no longer a creature on the battlefield, neither deals damage.
    if (!isCreature(src) || !isCreature(tgt)) {
      ctx.log('action-skipped', key('action.fight'), say`${who} ${src.spec.name} does not fight ${tgt.spec.name}: ${!isCreature(src) ? src.spec.name : tgt.spec.name} is no longer a creature on the battlefield, so neither deals damage.`, { source: src.id, target: tgt.id });
      return;
    }
    const [ps, pt] = [Math.max(0, power(src)), Math.max(0, power(tgt))];
    ctx.log('action', key('action.fight'), say`${who} ${src.spec.name} fights ${tgt.spec.name}: each deals damage equal to its power to the other (${ps} and ${pt}), not combat damage.`, { source: src.id, target: tgt.id });
    // Dealt at once (701.12a): both amounts are read before either is dealt; state-based actions follow the action.
    damage.noncombat(src.id, tgt.id, ps, `${src.spec.name} fights:`, by);
    damage.noncombat(tgt.id, src.id, pt, `${tgt.spec.name} fights back:`, by);
  },
});
