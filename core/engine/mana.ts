// Mana pools emptying, as the era's combat procedure says when (at the end of every step, or as
// combat ends) and whether unused mana burns (G.25.1; 300.3 / 500.4 to 2009).
import { say } from '../events.js';
import type { RunContext } from './context.js';

/** Unused mana leaves the pools, burning its owner where the era says so. */
export function emptyPools(ctx: RunContext): void {
  // Indexed, over the players' list (turn order, as the map's): this runs at the end of every step.
  const players = ctx.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    if (p.pool <= 0) continue;
    const mana = ctx.rules.models.combat.mana, burns = ctx.rules.models.combat.manaBurns();
    const n = p.pool;
    p.pool = 0;
    // 507.4 (CR 2003-10-01 to 2009): no mana burn while another player controls the turn.
    const control = burns && p.id === ctx.g.active && ctx.turnController !== null ? ctx.rules.capability('turnControl') : null;
    if (control?.sparesManaBurn) {
      ctx.log('mana', control.rule, say`${p.id}'s mana pool empties (${n} unused mana); ${ctx.turnController} controls ${p.id}'s turn, so ${p.id} loses no life to mana burn.`, { target: p.id, amount: n });
    } else if (burns) {
      p.life -= n;
      ctx.sbaDue = true;
      ctx.log('burn', mana.rule, say`Mana burn: ${p.id}'s ${n} unused mana empties from the pool and ${p.id} loses ${n} life (life ${p.life}).`, { target: p.id, amount: n });
      if (control) ctx.log('note', 'control.mana-burn', say`${ctx.turnController} controls ${p.id}'s turn, but this era's mana burn has no exception for a controlled turn.`, { target: p.id });
    } else {
      ctx.log('mana', mana.rule, say`${p.id}'s mana pool empties (${n} unused mana, no mana burn).`, { target: p.id, amount: n });
    }
  }
}
