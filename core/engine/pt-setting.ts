// An effect that sets a creature's power and toughness ("target creature becomes 0/1 until end of
// turn", an animate action) over until-end-of-turn changes that began before it: the layer
// model's ptSetting. Before Magic 2010 both were "all other effects" of layer 6, applied in timestamp
// order, so the later set wipes the earlier pumps (418.5a's sublayer 6b of 2005-2009, with its
// Gray Ogre example; layer 6 in timestamp order of 2004; 418.5c-e of 1999-2003; D'Angelo T.14.1 and
// K.12.Ruling.2); from 2009-07-11 setting effects apply first (612.3b; 613.3b, 613.4b) and every
// modifying effect after them (612.3c; 613.3c, 613.4c). Counters and static bonuses stay on top in
// every era here (sublayers 6c and 6d of 2005-2009 say so; how the older texts order them is not
// modelled).
import { say } from '../events.js';
import type { RunContext } from './context.js';
import type { CreatureState } from './state.js';

const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);

/** Before c's base power and toughness are set by an effect: the era's order for the changes already on it, logged (amount: the power change kept). */
export function setOverEarlierChanges(ctx: RunContext, c: CreatureState): void {
  const earlier = c.switches.filter((s) => !s.last);
  if (!c.powerMod && !c.toughnessMod && !earlier.length) return;
  const wipes = ctx.rules.models.layers.settingWipesEarlier();
  const changes = `${signed(c.powerMod)}/${signed(c.toughnessMod)}${earlier.length ? ' and its switch' : ''}`;
  if (wipes) {
    // The set has the later timestamp in the same sublayer: what came before it no longer counts.
    c.powerMod = 0;
    c.toughnessMod = 0;
    if (earlier.length) c.switches = c.switches.filter((s) => s.last);
  }
  if (ctx.logging) {
    ctx.log('note', 'animate.earlier-pumps', say`${wipes
      ? `The new power and toughness of ${c.spec.name} override its earlier until-end-of-turn changes (${changes}): effects that set and effects that modify power and toughness apply together in timestamp order`
      : `${c.spec.name}'s earlier until-end-of-turn changes (${changes}) still apply: effects that set power and toughness apply before those that modify them, whatever their timestamps`}.`, { target: c.id, amount: c.powerMod });
  }
}
