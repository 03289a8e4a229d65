// Phyrexian Unlife: "You don't lose the game for having 0 or less life. As long as you have 0 or
// less life, all damage is dealt to you as though its source had infect." The card's text overrides
// the loss rule (the golden rule: 101.1 today, 103.1 of 1999-2007; applied as printed before), not
// the loss for ten poison counters; the damage gives poison counters (the era's infect rule).
import type { RunContext } from './context.js';
import type { PermanentState } from './state.js';

/** The Phyrexian Unlife the player controls on the battlefield, if any. */
export function unlifeOf(ctx: RunContext, player: string): PermanentState | undefined {
  for (const x of ctx.g.permanents.values()) if (x.zone === 'battlefield' && x.controller === player && x.spec.unlife) return x;
  return undefined;
}
