// expect: the outcomes a scenario expects under some rulesets, naming its players and objects; a
// best block or best attack (explore) declared as combat.block and combat.attack are.
import { MAX_ATTACK_CANDIDATES } from '../schema.js';
import type { Path } from '../locate.js';
import type { BestOptions, Expectation } from '../scenario.js';
import { unknownId, type Refs } from './refs.js';
import type { SelectRulesets } from '../../registry.js';
import { NONE } from '../specs.js';

/** Resolves an `expect` key (id, a..b, comma list, all) to ruleset ids, or says why it names none. */
export type { SelectRulesets };

export function checkExpect(r: Refs, selectRulesets: SelectRulesets): Expectation[] {
  const given = r.d.expect;
  // A loop, not map: the list packed (core/engine/lists.ts); the shared empty list for none.
  const out: Expectation[] = [];
  if (given !== undefined) for (const selector in given) out.push(expectation(r, selectRulesets, selector, given[selector]!));
  return out.length ? out : NONE;
}

/** An outcome that names no player or object (its status only, or nothing): none of the checks below applies. */
function namesNothing(o: object): boolean {
  for (const k in o) if (k !== 'status') return false;
  return true;
}

function expectation(r: Refs, selectRulesets: SelectRulesets, selector: string, outcome: NonNullable<Refs['d']['expect']>[string]): Expectation {
  const { playerIds } = r;
  const selected = selectRulesets(selector);
  if (!selected.ok) return r.fail(['expect', selector], selected.error, true);
  const rulesets = selected.ids;
  const o = outcome;
  if (namesNothing(o)) return { selector, rulesets, outcome: o };
  for (const id of Object.keys(o.life ?? {})) r.needPlayer(['expect', selector, 'life', id], id);
  for (const id of o.lost ?? []) r.needPlayer(['expect', selector, 'lost'], id);
  for (const f of ['graveyard', 'battlefield'] as const) for (const id of o[f] ?? []) r.needObject(['expect', selector, f], id);
  for (const f of ['graveyard', 'battlefield', 'lost'] as const) {
    const xs = o[f] ?? [];
    const dup = xs.find((id, i) => xs.indexOf(id) !== i);
    if (dup) r.fail(['expect', selector, f], `"${dup}" is listed twice in ${f} (an exact set)`);
  }
  for (const id of Object.keys(o.zones ?? {})) r.needObject(['expect', selector, 'zones', id], id);
  for (const [f, type] of [['loyalty', 'planeswalker'], ['defense', 'battle']] as const) {
    for (const id of Object.keys(o[f] ?? {})) if (r.permanentById.get(id)?.type !== type) r.fail(['expect', selector, f, id], `"${id}" is not a ${type}`, true);
  }
  for (const id of Object.keys(o.damage ?? {})) r.needCreature(['expect', selector, 'damage', id], id);
  for (const id of Object.keys(o.counters ?? {})) r.needCreature(['expect', selector, 'counters', id], id);
  for (const id of Object.keys(o.poison ?? {})) r.needPlayer(['expect', selector, 'poison', id], id);
  for (const f of ['tapped', 'doesnt-untap'] as const) {
    const xs = o[f] ?? [];
    for (const id of xs) r.needCreature(['expect', selector, f], id);
    const dup = xs.find((id, i) => xs.indexOf(id) !== i);
    if (dup) r.fail(['expect', selector, f], `"${dup}" is listed twice in ${f} (an exact set)`);
  }
  const options = (b: { objective?: BestOptions['objective']; unique?: boolean; divisions?: boolean }): BestOptions =>
    ({ objective: b.objective ?? 'life', unique: b.unique ?? false, divisions: b.divisions ?? false });
  const bb = o['best-block'], ba = o['best-attack'];
  // The searches (core/explore) know one defending player.
  if ((bb || ba) && playerIds.length > 2) r.fail(['expect', selector, bb ? 'best-block' : 'best-attack'], `${bb ? 'best-block' : 'best-attack'} needs a two-player scenario; this one has ${playerIds.length} players`, true);
  // A best block names the defending player's creatures blocking attackers the file declares.
  const bestBlock = bb && { ...options(bb), block: Object.entries(bb.block).map(([blocker, target]) => {
    const at: Path = ['expect', selector, 'best-block', 'block', blocker];
    if (!r.isCreature(blocker)) r.fail(at, unknownId('creature', blocker, r.creatureIds), true);
    if (r.creatureById.get(blocker)!.controller !== r.defending) r.fail(at, `"${blocker}" is not controlled by ${r.defending}, the defending player`, true);
    const attackers = Array.isArray(target) ? target : [target];
    attackers.forEach((a, i) => {
      const path: Path = Array.isArray(target) ? [...at, i] : at;
      r.needCreature(path, a);
      if (!r.attacking.has(a)) r.fail(path, `"${blocker}" blocks "${a}", which is not attacking`);
    });
    if (new Set(attackers).size !== attackers.length) r.fail(at, `"${blocker}" names the same attacker twice`);
    return { blocker, attackers };
  }) };
  // A best attack names the active player's creatures and what each attacks; the search is bounded.
  const candidates = ba ? r.creatures.filter((c) => c.controller !== r.defending && c.zone === 'battlefield').length : 0;
  if (ba && candidates > MAX_ATTACK_CANDIDATES) r.fail(['expect', selector, 'best-attack'], `best-attack searches at most ${MAX_ATTACK_CANDIDATES} creatures that could attack; ${playerIds[0]} has ${candidates}`, true);
  const bestAttack = ba && { ...options(ba), attack: Object.entries(ba.attack).map(([attacker, target]) => {
    const at: Path = ['expect', selector, 'best-attack', 'attack', attacker];
    if (!r.isCreature(attacker)) r.fail(at, unknownId('creature', attacker, r.creatureIds), true);
    if (r.creatureById.get(attacker)!.controller === r.defending) r.fail(at, `"${attacker}" is controlled by ${r.defending}, the defending player`, true);
    if (!r.isPlayer(target) && !r.isPermanent(target)) r.fail(at, unknownId('player or permanent', target, [...playerIds, ...r.permanentIds]));
    return { attacker, player: target };
  }) };
  return { selector, rulesets, outcome: o, ...(bestBlock ? { bestBlock } : {}), ...(bestAttack ? { bestAttack } : {}) };
}
