// Actions that make a creature another object's copy or turn it face up, or give it another's
// activated abilities: each is not performed on a creature that has left the battlefield.
import { say } from '../../events.js';
import { becomeCopy, refresh, turnFaceUp } from '../copy.js';
import { applyStatics } from '../statics.js';
import { defineAction } from './rule.js';

export const COPY = defineAction({
  meta: { kinds: ['become-copy', 'turn-face-up', 'gain-abilities'], targets: 'own', rule: 'ability.linked', description: "becomes a copy of a creature, turns face up, or gains all another creature's activated abilities" },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    const c = ctx.creature(a.target);
    if (c.zone !== 'battlefield') return void ctx.log('action-skipped', 'combat.removed', say`Action #${a.index + 1} (${a.do} ${c.spec.name}) is not performed: ${c.spec.name} is no longer on the battlefield.`, { target: c.id });
    if (a.do === 'become-copy') return becomeCopy(ctx, c, ctx.creature(a.source), who);
    if (a.do === 'turn-face-up') return turnFaceUp(ctx, c, who);
    // Quicksilver Elemental: all its activated abilities, until end of turn (the combat ends first); linked among themselves as on their source (607.5; 217.7d of 2007).
    const from = ctx.creature(a.source);
    c.gained = [...c.gained, [...from.spec.activated]];
    refresh(c);
    ctx.sbaDue = true;
    applyStatics(ctx);
    ctx.log('action', key('ability.linked'), say`${who} ${c.spec.name} gains all activated abilities of ${from.spec.name} until end of turn (${from.spec.activated.length}); those it gains together are linked to each other as they are on ${from.spec.name}.`, { source: from.id, target: c.id });
  },
});
