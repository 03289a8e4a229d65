// The multiplayer options and variants a scenario may ask for (`multiplayer:`): a
// limited range of influence (601 of 2007; 801), Two-Headed Giant teams (606; 806; 810 and 805.10)
// and Emperor (607; 807; 809). Seats are the players' order in the file (turn order goes to the
// left, 607.4; 809.4). In an era whose document has none of them (capability multiplayerVariants), the
// scenario runs under the general rules and the log says so (DERIVED).
import { say } from '../events.js';
import type { Multiplayer } from '../scenario/scenario.js';
import type { RunContext } from './context.js';

/** The scenario's multiplayer options where the era has them; null otherwise (or with none). */
export function variants(ctx: RunContext): Multiplayer | null {
  const m = ctx.s.multiplayer;
  return m && ctx.rules.capability('multiplayerVariants').exist ? m : null;
}

/** How many seats apart two players sit around the table (601.2; 801.2). */
export function seatsApart(ctx: RunContext, a: string, b: string): number {
  const ps = ctx.s.players;
  let i = 0, j = 0;
  for (let k = 0; k < ps.length; k++) {
    if (ps[k]!.id === a) i = k;
    if (ps[k]!.id === b) j = k;
  }
  const d = Math.abs(i - j);
  return Math.min(d, ps.length - d);
}

/** The player an object belongs to for the range of influence: its controller (601.2d; 801.2d: a battle's protector), or the player itself. */
export function playerOf(ctx: RunContext, id: string): string {
  const c = ctx.creatureOrNone(id);
  if (c) return c.controller;
  const pe = ctx.g.permanents.get(id);
  return !pe ? id : pe.spec.type === 'battle' ? pe.spec.protector! : pe.controller;
}

/** A player's range of influence in seats, or null when it is not limited (or the era has no such option). */
export function rangeOf(ctx: RunContext, player: string): number | null {
  return variants(ctx)?.range?.[player] ?? null;
}

/** Is this object or player within the player's range of influence (601.2, 601.2b; 801.2, 801.2b)? Always, when not limited. */
export function inRange(ctx: RunContext, player: string, id: string): boolean {
  const r = rangeOf(ctx, player);
  return r === null || seatsApart(ctx, player, playerOf(ctx, id)) <= r;
}

/** The team of a player in a team variant the era has; null otherwise. */
export function teamOf(ctx: RunContext, player: string): readonly string[] | null {
  const m = variants(ctx);
  if (!m) return null;
  for (const t of m.teams) if (t.includes(player)) return t;
  return null;
}

/** Two-Headed Giant in an era that has it. */
export function twoHeadedGiant(ctx: RunContext): boolean {
  return variants(ctx)?.variant === 'two-headed-giant';
}

/**
 * A player's own life total as an effect asks it (dethrone): in Two-Headed Giant the team's life
 * total, or, where the era's rules say so, half of it rounded up (606.9a of 2005; 806.10a until CR
 * 2010-04-23; capability thgTeam). Says so in the log when it halves.
 */
export function lifeOf(ctx: RunContext, player: string): number {
  const life = ctx.player(player).life;
  if (!twoHeadedGiant(ctx)) return life;
  const rule = ctx.rules.capability('thgTeam');
  if (rule.playerLife !== 'half-team') return life;
  const half = Math.ceil(life / 2);
  ctx.log('note', rule.rule, say`Two-Headed Giant: ${player}'s own life total, as an effect asks it, is half the team's ${life}, rounded up: ${half}.`, { target: player });
  return half;
}

/** The poison counters with which a player loses: ten, or for a Two-Headed Giant team that shares them fifteen, five more per player beyond two (704.5u; 810.11 of CR 2011-04-01 on). */
export function poisonLimit(ctx: RunContext): number {
  if (!twoHeadedGiant(ctx) || ctx.rules.capability('thgTeam').poison !== 'team') return 10;
  return 15 + 5 * (variants(ctx)!.teams[0]!.length - 2);
}

/** Is this player on the attacking side: the active player, or in Two-Headed Giant a teammate (606.7a; 806.7a; 810.7a; 805.10a)? */
export function attackingSide(ctx: RunContext, player: string): boolean {
  if (player === ctx.g.active) return true;
  return twoHeadedGiant(ctx) && teamOf(ctx, player)!.includes(ctx.g.active);
}

/** In Two-Headed Giant, the other defending players on this player's team (606.7a; 806.7a; 810.7a); none otherwise. */
export function defendingTeammates(ctx: RunContext, player: string): readonly string[] {
  return twoHeadedGiant(ctx) ? teamOf(ctx, player)!.filter((p) => p !== player) : [];
}

/**
 * May a creature of \`player\` attack \`defender\` as far as the options and variants go: an opponent
 * (not the active team: 606.7a; 810.7a; nor a teammate), within the range of influence (601.3;
 * 801.3), next to the attacker in Emperor (607.3c; 809.3c)? What a requirement to attack "a player
 * other than ..." (goad) may choose among; legality.ts says why a declared attack breaks these.
 */
export function mayAttackPlayer(ctx: RunContext, player: string, defender: string): boolean {
  if (attackingSide(ctx, defender) || teamOf(ctx, player)?.includes(defender)) return false;
  const r = rangeOf(ctx, player);
  if (r !== null && seatsApart(ctx, player, defender) > r) return false;
  return variants(ctx)?.variant !== 'emperor' || seatsApart(ctx, player, defender) === 1;
}

/**
 * As the combat begins: in an era without the options, say that the scenario's are not applied;
 * in Two-Headed Giant, teammates share one life total (606.4a, 606.9; 806.9; 810.4, 810.9): each
 * member's life is the team's, so damage, loss and gain of life to either apply to it.
 */
export function setUpMultiplayer(ctx: RunContext): void {
  const m = ctx.s.multiplayer;
  if (!m) return;
  const policy = ctx.rules.capability('multiplayerVariants');
  if (!policy.exist) {
    const what = m.variant === 'two-headed-giant' ? 'the Two-Headed Giant variant' : m.variant === 'emperor' ? 'the Emperor variant' : 'the limited range of influence option';
    ctx.log('note', policy.rule, say`This era's rules have no multiplayer options or variants (first in the CR of 2005-08-01): ${what} is not applied, and the combat runs under the general rules (DERIVED).`);
    return;
  }
  if (m.variant !== 'two-headed-giant') return;
  const poison = ctx.rules.capability('thgTeam');
  for (const team of m.teams) {
    const box = { life: ctx.player(team[0]!).life };
    for (const id of team) {
      Object.defineProperty(ctx.player(id), 'life', { get: () => box.life, set: (n: number) => { box.life = n; }, enumerable: true, configurable: true });
    }
    ctx.log('note', 'thg.life', say`Two-Headed Giant: ${team.join(' and ')} share one life total (${box.life}); damage, loss and gain of life to either apply to it.`);
    if (poison.poison !== 'team') continue;
    // 810.10 (CR 2011-04-01 on): "The poison counters are shared by the team": each member's counters are the team's.
    const counters = { poison: team.reduce((n, id) => n + ctx.player(id).poison, 0) };
    for (const id of team) {
      Object.defineProperty(ctx.player(id), 'poison', { get: () => counters.poison, set: (n: number) => { counters.poison = n; }, enumerable: true, configurable: true });
    }
    ctx.log('note', poison.rule, say`Two-Headed Giant: ${team.join(' and ')} share their poison counters (${counters.poison}); the team loses with ${poisonLimit(ctx)} or more.`);
  }
}
