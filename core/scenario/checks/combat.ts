// combat: what each attacker attacks, the bands, and what each blocker blocks.
//
// The lists are built by push (packed: core/engine/lists.ts), and a check's path only when it fails.
import type { Path } from '../locate.js';
import type { Scenario } from '../scenario.js';
import { NONE } from '../specs.js';
import type { Refs } from './refs.js';

export function checkAttacks(r: Refs): Scenario['attacks'] {
  const attack = r.d.combat.attack;
  const attacks: Scenario['attacks'] = [];
  const attacking = new Set<string>();
  for (const attacker in attack) {
    const player = attack[attacker]!;
    checkAttack(r, attacker, player);
    attacks.push({ attacker, player });
    attacking.add(attacker);
  }
  r.attacking = attacking;
  return attacks.length ? attacks : NONE;
}

function checkAttack(r: Refs, attacker: string, player: string): void {
  const zone = r.creatureById.get(attacker)?.zone;
  if (zone !== 'battlefield') {
    const at: Path = ['combat', 'attack', attacker];
    r.needCreature(at, attacker);
    r.needOnBattlefield(at, attacker, true);
  }
  const pe = r.permanentById.get(player);
  if (!pe) {
    if (!r.isPlayer(player)) r.needPlayer(['combat', 'attack', attacker], player);
    return;
  }
  // What may be attacked: a player, a planeswalker the defending player controls (508.1b, 306.6),
  // or a battle whose protector is not the attacker's controller (310.5, 310.8b). Checked here,
  // whatever the era: an era without the card type runs the attack as its rules can (the engine).
  const at: Path = ['combat', 'attack', attacker];
  const controller = r.creatureById.get(attacker)!.controller;
  if (pe.type === 'planeswalker' && pe.controller === controller) r.fail(at, r.playerIds.length === 2 ? `"${attacker}" attacks planeswalker "${player}", which the defending player (${r.defending}) does not control` : `"${attacker}" attacks planeswalker "${player}", which its own controller (${controller}) controls`);
  if (pe.type === 'battle' && pe.protector === controller) r.fail(at, `"${attacker}" attacks battle "${player}", whose protector is ${controller}, the attacker's own controller`);
  if (pe.type !== 'planeswalker' && pe.type !== 'battle') r.fail(at, `"${attacker}" attacks "${player}", a ${pe.type}: only a player, a planeswalker or a battle can be attacked`);
}

export function checkBlocks(r: Refs): Pick<Scenario, 'bands' | 'blocks'> {
  const { d } = r;
  const bands = d.combat.bands ?? NONE;
  const banded = new Set<string>();
  bands.forEach((band, i) => band.forEach((id, j) => {
    r.needCreature(['combat', 'bands', i, j], id);
    if (!r.attacking.has(id)) r.fail(['combat', 'bands', i, j], `"${id}" is in a band but is not attacking`);
    if (banded.has(id)) r.fail(['combat', 'bands', i, j], `"${id}" is in more than one band`);
    banded.add(id);
  }));
  const block = d.combat.block;
  const blocks: Scenario['blocks'] = [];
  if (block !== undefined) for (const blocker in block) blocks.push(blockOf(r, blocker, block[blocker]!));
  return { bands, blocks: blocks.length ? blocks : NONE };
}

function blockOf(r: Refs, blocker: string, target: string | string[]): Scenario['blocks'][number] {
  const zone = r.creatureById.get(blocker)?.zone;
  if (zone !== 'battlefield') {
    r.needCreature(['combat', 'block', blocker], blocker);
    r.needOnBattlefield(['combat', 'block', blocker], blocker, true);
  }
  const many = Array.isArray(target);
  const attackers = many ? target : [target];
  for (let i = 0; i < attackers.length; i++) {
    const a = attackers[i]!;
    if (r.attacking.has(a)) continue; // an attacker is a creature (checkAttacks)
    const path: Path = many ? ['combat', 'block', blocker, i] : ['combat', 'block', blocker];
    r.needCreature(path, a);
    r.fail(path, `"${blocker}" blocks "${a}", which is not attacking`);
  }
  for (let i = 1; i < attackers.length; i++) {
    if (attackers.lastIndexOf(attackers[i]!, i - 1) >= 0) r.fail(['combat', 'block', blocker], `"${blocker}" names the same attacker twice`);
  }
  return { blocker, attackers };
}
