// multiplayer: a range of influence, or a team variant with its teams.
import type { Path } from '../locate.js';
import type { Multiplayer, Scenario } from '../scenario.js';
import { unknownId, type Refs } from './refs.js';

/**
 * The multiplayer options and variants (docs/scenario-format.md, "Range of influence,
 * teams"), checked: more than two players for a range of influence (601.1; 801.1: "multiplayer
 * games"), teams of known players seated together (606.3, 607.2; 810.3, 809.2), every player on one
 * team, equal life for teammates (one shared life total, 606.4a; 810.4), no attack on a teammate.
 */
export function checkMultiplayer(r: Refs, attacks: Scenario['attacks']): Multiplayer | undefined {
  const { d } = r;
  const permanents = r.permanentById;
  const m = d.multiplayer;
  if (!m) return undefined;
  const at = (...f: (string | number)[]): Path => ['multiplayer', ...f];
  const range = m['range-of-influence'];
  if (range !== undefined && r.playerIds.length < 3) r.fail(at('range-of-influence'), `a range of influence needs a multiplayer game (three or more players); this one has ${r.playerIds.length}`, true);
  if (m.variant === undefined) {
    if (m.teams !== undefined) r.fail(at('teams'), 'teams belong to a variant: give variant: two-headed-giant or emperor', true);
    if (range === undefined) return undefined;
    return { range: range === undefined ? null : Object.fromEntries(r.playerIds.map((p) => [p, range])), variant: null, teams: [] };
  }
  if (range !== undefined) r.fail(at('range-of-influence'), m.variant === 'emperor' ? 'the Emperor variant sets the ranges of influence itself (2 for emperors, 1 for generals: 607.3a; 809.3a)' : 'a Two-Headed Giant game uses no other multiplayer options (606.2)', true);
  if (m.teams === undefined) r.fail(at('variant'), `expected teams for variant ${m.variant} (multiplayer.teams: lists of player ids in seat order)`, true);
  const teams = m.teams!;
  const seen = new Map<string, number>();
  teams.forEach((team, i) => team.forEach((p, j) => {
    if (!r.playerIds.includes(p)) r.fail(at('teams', i, j), unknownId('team member', p, r.playerIds));
    if (seen.has(p)) r.fail(at('teams', i, j), `${p} is already on team ${seen.get(p)! + 1}`);
    seen.set(p, i);
  }));
  const missing = r.playerIds.find((p) => !seen.has(p));
  if (missing) r.fail(at('teams'), `every player is on a team; ${missing} is on none`, true);
  const size = m.variant === 'emperor' ? 3 : teams[0]!.length;
  if (m.variant === 'two-headed-giant' && teams.length !== 2) r.fail(at('teams'), `a Two-Headed Giant game has two teams (606.1; 810.1); found ${teams.length}`, true);
  teams.forEach((team, i) => {
    if (team.length !== size) r.fail(at('teams', i), m.variant === 'emperor' ? `an Emperor team has three players, general, emperor, general (607.1; 809.1); team ${i + 1} has ${team.length}` : `the teams are of equal size (606.10; 810.11); team ${i + 1} has ${team.length}, team 1 ${size}`, true);
    // Each team sits together, in the order listed (606.3, 607.2; 810.3, 809.2): its seats are consecutive around the table.
    const seats = team.map((p) => r.playerIds.indexOf(p));
    const n = r.playerIds.length;
    if (!seats.every((x, k) => k === 0 || x === (seats[k - 1]! + 1) % n)) r.fail(at('teams', i), `a team sits together: its players must be listed in players one after another, in this order (${team.join(', ')})`, true);
    if (m.variant === 'two-headed-giant' && new Set(team.map((p) => d.players[p]!.life)).size > 1) r.fail(at('teams', i), `teammates share one life total (606.4a; 810.4): give ${team.join(' and ')} the same life`, true);
  });
  const teamOf = (p: string) => seen.get(p)!;
  attacks.forEach(({ attacker, player }) => {
    const controller = r.creatureById.get(attacker)!.controller;
    const pe = permanents.get(player);
    const defender = !pe ? player : pe.type === 'battle' ? pe.protector! : pe.controller;
    if (defender !== controller && teamOf(defender) === teamOf(controller)) r.fail(['combat', 'attack', attacker], `"${attacker}" attacks ${player === defender ? '' : `${player}, of `}${defender}, a teammate of its controller ${controller}: a team attacks only opponents (606.7a; 810.7)`);
  });
  const ranges = m.variant === 'emperor' ? Object.fromEntries(teams.flatMap((t) => t.map((p, j) => [p, j === 1 ? 2 : 1]))) : null;
  return { range: ranges, variant: m.variant, teams };
}