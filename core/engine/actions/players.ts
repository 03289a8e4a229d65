// Actions on players: life, poison counters, mana.
import { say } from '../../events.js';
import { poisonBarrier } from '../statics.js';
import { defineAction } from './rule.js';

export const LIFE = defineAction({
  meta: { kinds: ['gain-life', 'lose-life'], targets: 'checked', rule: 'action.life', description: 'a player gains or loses life' },
  run(x, a) {
    const { ctx, triggers } = x.scope;
    const { who, key } = x;
    const p = ctx.player(a.player);
    const n = a.do === 'gain-life' ? triggers.gain(p, a.amount!) : a.amount!;
    if (a.do === 'lose-life') p.life -= n;
    ctx.sbaDue = true;
    ctx.log('life', key('action.life'), say`${who} ${p.id} ${a.do === 'gain-life' ? 'gains' : 'loses'} ${n} life (life ${p.life}).`, { target: p.id, amount: n });
    // An action's life gain is a life gain event like a trigger's (119.9): "whenever you gain life" triggers.
    if (a.do === 'gain-life') triggers.lifeGained(p.id, n);
  },
});

export const POISON = defineAction({
  meta: { kinds: ['poison'], targets: 'checked', rule: 'action.poison', description: 'a player gets poison counters' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    const p = ctx.player(a.player);
    const barrier = poisonBarrier(ctx, p.id);
    if (barrier) {
      ctx.log('action-skipped', 'counters.cant', say`${who} ${p.id} gets no poison counters: ${barrier} says ${p.id} can't get poison counters.`, { target: p.id });
      return;
    }
    p.poison += a.amount;
    ctx.sbaDue = true;
    ctx.log('action', key('action.poison'), say`${who} ${p.id} gets ${a.amount} poison counter${a.amount === 1 ? '' : 's'} (poison ${p.poison}).`, { target: p.id, amount: a.amount });
  },
});

export const ADD_MANA = defineAction({
  meta: { kinds: ['add-mana'], targets: 'checked', rule: 'action.add-mana', description: "mana added to a player's pool" },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    const p = ctx.player(a.player);
    p.pool += a.amount;
    ctx.log('mana', key('action.add-mana'), say`${who} ${a.amount} colourless mana is added to ${p.id}'s mana pool (pool ${p.pool}).`, { target: p.id, amount: a.amount });
  },
});
