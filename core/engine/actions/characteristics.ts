// Actions that change a creature's characteristics until end of turn: power and toughness, keywords, types, colours, abilities.
import { say, signed } from '../../events.js';
import { normalizeKeyword } from '../../scenario/schema.js';
import { CARD_TYPES, becomeCreature, cap } from '../animation.js';
import { setOverEarlierChanges } from '../pt-setting.js';
import { loseAllAbilities } from '../copy.js';
import { switchPowerToughness } from '../pt-switch.js';
import { addCounters, isCreature, power, toughness } from '../state.js';
import { counterBarrier } from '../statics.js';
import { defineAction } from './rule.js';

export const PUMP = defineAction({
  meta: { kinds: ['pump'], targets: 'checked', rule: 'action.pump', description: '+N/+N until end of turn' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    const c = ctx.creature(a.target!);
    c.powerMod += a.power ?? 0;
    c.toughnessMod += a.toughness ?? 0;
    // Only its own toughness changed: state-based actions need look at it alone (any static ability
    // this changes is applied after the action and marks them due for everything, statics.ts).
    ctx.sbaDueFor(c);
    // On a creature whose power and toughness are switched, where the pump lands is the switch rule's
    // (418.5i; 613.4d): the event says so, with the power it leaves, so that eras that order them differently part here.
    if (ctx.logging) {
      if (c.switches.length) ctx.log('action', 'action.switch-pt', say`${who} ${c.spec.name} gets ${signed(a.power ?? 0)}/${signed(a.toughness ?? 0)} until end of turn (now ${power(c)}/${toughness(c)}, with its power and toughness switched).`, { target: c.id, amount: power(c) });
      else ctx.log('action', key('action.pump'), say`${who} ${c.spec.name} gets ${signed(a.power ?? 0)}/${signed(a.toughness ?? 0)} until end of turn (now ${power(c)}/${toughness(c)}).`, { target: c.id });
    }
  },
});

export const KEYWORD = defineAction({
  meta: { kinds: ['grant', 'lose'], targets: 'checked', rule: 'action.keyword', description: 'gain or lose a keyword until end of turn' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    const c = ctx.creature(a.target!);
    const k = normalizeKeyword(a.keyword)!;
    ctx.sbaDue = true;
    if (a.do === 'grant') c.keywords = [...c.keywords, k];
    else {
      c.keywords = c.keywords.filter((x) => x !== k);
      // Its timestamp is later than any static ability's: a keyword they grant stays lost (613.7 / 418.5).
      c.lost = [...c.lost, k];
      c.granted = c.granted.filter((x) => x !== k);
    }
    ctx.log('action', key('action.keyword'), say`${who} ${c.spec.name} ${a.do === 'grant' ? 'gains' : 'loses'} ${k} until end of turn.`, { target: c.id });
  },
});

export const SET_TYPES = defineAction({
  meta: { kinds: ['set-types'], targets: 'checked', rule: 'action.set-types', description: 'its types become these' },
  run(x, a) {
    const { ctx, zones } = x.scope;
    const { who, key } = x;
    const c = ctx.creature(a.target!);
    const cardTypes = a.types.filter((t) => CARD_TYPES.includes(t.toLowerCase()));
    if (cardTypes.length) c.cardTypes = cardTypes.map(cap);
    ctx.sbaDue = true;
    c.types = c.actionTypes = a.types.filter((t) => !CARD_TYPES.includes(t.toLowerCase()));
    ctx.log('action', key('action.set-types'), say`${who} ${c.spec.name} becomes ${[...(cardTypes.length ? c.cardTypes : []), ...c.types].join(' ') || 'typeless'}.`, { target: c.id });
    if (!c.cardTypes.includes('Creature')) zones.removeFromCombat(c, `${c.spec.name} is no longer a creature`);
  },
});

export const ANIMATE = defineAction({
  meta: { kinds: ['animate'], targets: 'checked', rule: 'action.animate', description: 'becomes an N/N creature until end of turn' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    // "Becomes an N/N <types> creature until end of turn. It's still a land" (Mishra's Factory): its card
    // types and subtypes are added (layer 4), its colours replaced if given (layer 5), keywords gained (layer 6), its base
    // power and toughness set (layer 7b: counters and pumps apply after): 613.1d-f, 613.4b; 418.5a of 2004-2007; D'Angelo
    // K.5.1-K.5.6 (no colour or creature type unless the effect gives one). It may attack if its controller has controlled
    // it since the turn began, a creature or not (302.6; 212.3d/f of 2004-2007; D'Angelo G.39.3): `sick` says otherwise.
    const c = ctx.creature(a.target);
    const kws = (a.keywords ?? []).map((k) => normalizeKeyword(k)!);
    // A later timestamp than a lose-all-abilities before it: the keywords it has.
    // The until-end-of-turn changes before it: wiped or kept by the era's layer model (ptSetting).
    setOverEarlierChanges(ctx, c);
    becomeCreature(c, { power: a.power, toughness: a.toughness, types: a.types ?? [], colors: a.colors, keywords: kws });
    c.animatedPT = { power: a.power, toughness: a.toughness };
    ctx.log('action', key('action.animate'), say`${who} ${c.spec.name} becomes a ${a.power}/${a.toughness} ${[...c.cardTypes, ...c.types].join(' ')}${kws.length ? ` with ${kws.join(', ')}` : ''} until end of turn (now ${power(c)}/${toughness(c)}).`, { target: c.id });
  },
});

export const SWITCH_PT = defineAction({
  meta: { kinds: ['switch-pt'], targets: 'checked', rule: 'action.switch-pt', description: 'power and toughness switched until end of turn' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, as } = x;
    return switchPowerToughness(ctx, ctx.creature(a.target!), who, as?.rule);
  },
});

export const LOSE_ALL_ABILITIES = defineAction({
  meta: { kinds: ['lose-all-abilities'], targets: 'checked', rule: 'action.lose-all-abilities', description: 'loses all abilities until end of turn' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    // "Loses all abilities until end of turn" (Turn to Frog): its printed and written abilities, those it gained
    // and, as a later timestamp, the keywords static abilities grant it (layer 6: 613.1f; 418.5a of 2004-2007; D'Angelo T.14.1, T.14.4).
    const c = ctx.creature(a.target);
    loseAllAbilities(ctx, c);
    ctx.log('action', key('action.lose-all-abilities'), say`${who} ${c.spec.name} loses all abilities until end of turn (now ${power(c)}/${toughness(c)}).`, { target: c.id });
    // Its static animation (Ambush Commander's): the era's layers decide whether what it animated stays animated.
    if (!c.faceDown && (c.copyOf ?? c.card).animates.length && ctx.logging) {
      const stops = ctx.rules.models.layers.animationStopsWithAbilities();
      ctx.log('note', 'animate.source-loses-abilities', say`${stops ? `The permanents ${c.spec.name}'s ability animated are no longer animated: that effect depends on the ability, which is gone` : `The permanents ${c.spec.name}'s ability animated stay animated: type-changing effects apply before abilities are removed`}.`, { target: c.id });
    }
  },
});

export const SET_COLORS = defineAction({
  meta: { kinds: ['set-colors'], targets: 'checked', rule: 'action.set-colors', description: 'its colours become these until end of turn' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    // A colour-changing effect (105.3; layer 5, 613.1e): its colours become these until end of turn.
    const c = ctx.creature(a.target!);
    c.colors = c.actionColors = [...a.to];
    ctx.log('action', key('action.set-colors'), say`${who} ${c.spec.name} becomes ${a.to.join(' and ') || 'colourless'} until end of turn.`, { target: c.id });
  },
});

export const SHARE_KEYWORDS = defineAction({
  meta: { kinds: ['share-keywords'], targets: 'checked', rule: 'keyword.share', description: 'the creatures a player controls share these keywords' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, by, key } = x;
    // 702.1c: a keyword with variants (landwalk, protection) is granted in each variant found.
    const mine = ctx.all.filter((c) => isCreature(c) && c.controller === by);
    const kinds = a.share.map((k) => (k === 'landwalk' || k === 'protection' ? k : normalizeKeyword(k)!));
    const matches = (kw: string) => kinds.some((k) => (k === 'landwalk' ? kw.endsWith('walk') : k === 'protection' ? kw.startsWith('protection from ') : kw === k));
    const found: string[] = [];
    for (const c of mine) for (const kw of c.keywords) if (matches(kw) && !found.includes(kw)) found.push(kw);
    ctx.log('action', key('keyword.share'), say`${who} the creatures ${by} controls gain until end of turn each of ${a.share.join(', ')} that one of them has: ${found.join(', ') || 'none'}.`);
    for (const c of mine) {
      const add = found.filter((kw) => !c.keywords.includes(kw));
      if (!add.length) continue;
      c.keywords = [...c.keywords, ...add];
      ctx.sbaDue = true;
      ctx.log('action', key('action.keyword'), say`${who} ${c.spec.name} gains ${add.join(', ')} until end of turn.`, { target: c.id });
    }
  },
});

export const ADD_COUNTERS = defineAction({
  meta: { kinds: ['add-counters'], targets: 'checked', rule: 'action.add-counters', description: 'put counters on a creature' },
  run(x, a) {
    const { ctx } = x.scope;
    const { who, key } = x;
    const c = ctx.creature(a.target!);
    if (!isCreature(c)) {
      ctx.log('action-skipped', 'combat.removed', say`${who} no counters are put on ${c.spec.name}: it is no longer a creature on the battlefield.`, { target: c.id });
      return;
    }
    const barrier = counterBarrier(ctx, c, a.kind);
    if (barrier) {
      ctx.log('action-skipped', 'counters.cant', say`${who} no ${a.kind} counters are put on ${c.spec.name}: ${barrier} says creatures ${c.controller} controls can't have them put on them.`, { target: c.id });
      return;
    }
    c.counters = addCounters(c.counters, a.kind, a.amount);
    ctx.sbaDue = true;
    ctx.log('action', key('action.add-counters'), say`${who} ${a.amount} ${a.kind} counter${a.amount === 1 ? '' : 's'} on ${c.spec.name} (now ${power(c)}/${toughness(c)}).`, { target: c.id, amount: a.amount });
  },
});
