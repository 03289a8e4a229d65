// players: at least two; ids shared with creatures and permanents; a controlled turn.
import { parseSources, type ManaSet } from '../mana.js';
import type { Path } from '../locate.js';
import type { Scenario } from '../scenario.js';
import type { Refs } from './refs.js';
import { NO_MANA, NONE } from '../specs.js';

export function checkPlayers(r: Refs): void {
  const { d } = r;
  if (r.playerIds.length < 2) r.fail(['players'], `expected two or more players, found ${r.playerIds.length}`);
  // Players, creatures and permanents share one namespace of ids.
  for (const id of r.creatureIds) {
    if (r.isPlayer(id)) r.fail(['creatures', id], `duplicate id "${id}": already a player`, true);
  }
  for (const id of r.permanentIds) {
    if (r.isPlayer(id)) r.fail(['permanents', id], `duplicate id "${id}": already a player`, true);
    if (r.isCreature(id)) r.fail(['permanents', id], `duplicate id "${id}": already a creature`, true);
  }
  // A turn controlled by another player (Mindslaver): only the active player's, by another player
  // (507.1 from CR 2003-10-01; 720.1: "during that player's next turn"), so control cannot form a cycle.
  r.playerIds.forEach((id, i) => {
    const by = d.players[id]!['controlled-by'];
    if (by === undefined) return;
    const at: Path = ['players', id, 'controlled-by'];
    r.needPlayer(at, by);
    if (by === id) r.fail(at, `"${id}" cannot control their own turn: name another player (a player in control of themselves makes their own choices, 720.9)`);
    if (i !== 0) r.fail(at, `only the active player's turn can be controlled (${r.playerIds[0]}, listed first): a player controls another during that player's own turn (507.1; 720.1)`);
  });
}

/** The players as the engine reads them: the active player first, the defending player second. */
export function playersOf(r: Refs): Scenario['players'] {
  const ids = r.playerIds;
  const out = [playerSpec(r, ids[0]!), playerSpec(r, ids[1]!)] as Scenario['players'];
  for (let i = 2; i < ids.length; i++) out.push(playerSpec(r, ids[i]!));
  return out;
}

function playerSpec(r: Refs, id: string): Scenario['players'][number] {
  const p = r.d.players[id]!;
  const lands = p.lands;
  return {
    id, life: p.life, poison: p.poison ?? 0, damagedThisTurn: p['dealt-damage-this-turn'] === true, graveyard: p.graveyard ?? 0, graveyardTypes: unique(p['graveyard-types']), hand: p.hand ?? 0,
    landList: lands !== undefined && lands.length ? lands.slice() : NONE, lands: unique(lands), mana: p.mana === undefined ? NO_MANA as ManaSet : parseSources(p.mana), controlledBy: p['controlled-by'] ?? null,
  };
}

/** A new list of the distinct items, in order (a loop: most lists are absent or have a few items); the shared empty list for none. */
function unique<T>(xs: readonly T[] | undefined): T[] {
  if (xs === undefined || !xs.length) return NONE;
  const out: T[] = [];
  for (const x of xs) if (!out.includes(x)) out.push(x);
  return out;
}
