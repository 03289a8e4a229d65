// Lich's Mirror: "If you would lose the game, instead shuffle your hand, your graveyard, and all
// permanents you own into your library, then draw seven cards and your life total becomes 20."
// A replacement effect on the game loss (614.1a; 419.1a of 2004-2007; 419.1 of 1999-2003; D'Angelo
// A.7.5's continuous replacements before); one replaces every state-based action that would make the
// player lose at once (704.7; 704.6 of 2009-2010). Poison counters stay: ten of them lose again at
// the next check, with the Mirror then in the library. Libraries are not part of a scenario: the
// cards shuffled in are in zone `library`, and the seven cards drawn are only said.
import { say } from '../events.js';
import type { RunContext } from './context.js';
import type { PermanentState, PlayerState } from './state.js';
import type { Zones } from './zones.js';

/** The Lich's Mirror the player controls on the battlefield, if any. */
export function mirrorOf(ctx: RunContext, player: string): PermanentState | undefined {
  for (const x of ctx.g.permanents.values()) if (x.zone === 'battlefield' && x.controller === player && x.spec.lichsMirror) return x;
  return undefined;
}

/** The loss of `p` (who `why`) is replaced by the Mirror `m`: the cards go to the library, seven are drawn, life becomes 20. */
export function replaceLoss(ctx: RunContext, zones: Zones, p: PlayerState, m: PermanentState, why: string): void {
  ctx.log('note', 'loss.replaced', say`${p.id} ${why} and would lose the game; instead, ${m.spec.name} shuffles ${p.id}'s hand, graveyard and all permanents ${p.id} owns into ${p.id}'s library.`, { source: m.id, target: p.id });
  // Creatures by owner (one another player controls goes too); the other permanents are their controller's own.
  for (const c of ctx.g.creatures.values()) {
    if (c.owner === p.id && (c.zone === 'battlefield' || c.zone === 'hand' || c.zone === 'graveyard')) zones.moveTo(c, 'library', 'loss.replaced');
  }
  for (const x of ctx.g.permanents.values()) {
    if (x.controller === p.id && (x.zone === 'battlefield' || x.zone === 'hand' || x.zone === 'graveyard')) zones.movePermanent(x, 'library', 'loss.replaced');
  }
  p.life = 20;
  ctx.log('action', 'loss.replaced', say`${p.id} draws seven cards (not part of the scenario) and ${p.id}'s life total becomes 20; ${p.id} keeps playing.`, { target: p.id, amount: 20 });
}
