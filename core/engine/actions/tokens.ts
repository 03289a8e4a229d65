// Creating a token: each token is one object, created once.
import { say } from '../../events.js';
import { enteringAttacks } from '../permanents.js';
import { defineAction } from './rule.js';

export const CREATE_TOKEN = defineAction({
  meta: { kinds: ['create-token'], targets: 'any-zone', rule: 'action.create-token', description: 'create a token, tapped and attacking if the action says so' },
  run(x, a) {
    const { ctx, zones } = x.scope;
    const { who, key } = x;
    const c = ctx.creature(a.target!);
    if (c.zone !== 'none') {
      ctx.log('action-skipped', 'action.create-token', say`${who} ${c.spec.name} (${c.id}) was already created: a token is created once.`, { target: c.id });
      return;
    }
    // 508.4a: created attacking a planeswalker or battle that has left, it may never be attacking.
    const attacking = a.attacking === undefined ? undefined : enteringAttacks(ctx, c.spec.name, a.attacking) ?? undefined;
    zones.createToken(c, { tapped: a.tapped === true || a.attacking !== undefined, attacking, blocking: a.blocking }, key('action.create-token'), who);
  },
});
