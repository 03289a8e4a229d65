// combat: what each attacker attacks, the bands, and what each blocker blocks.
import type { Path } from '../locate.js';
import type { Scenario } from '../scenario.js';
import type { Refs } from './refs.js';

export function checkAttacks(r: Refs): Scenario['attacks'] {
  const attacks = Object.entries(r.d.combat.attack).map(([attacker, player]) => {
    const at: Path = ['combat', 'attack', attacker];
    r.needCreature(at, attacker);
    r.needOnBattlefield(at, attacker, true);
    const pe = r.permanentById.get(player);
    if (!pe) {
      r.needPlayer(at, player);
      return { attacker, player };
    }
    // What may be attacked: a player, a planeswalker the defending player controls (508.1b, 306.6),
    // or a battle whose protector is not the attacker's controller (310.5, 310.8b). Checked here,
    // whatever the era: an era without the card type runs the attack as its rules can (the engine).
    const controller = r.creatureById.get(attacker)!.controller;
    if (pe.type === 'planeswalker' && pe.controller === controller) r.fail(at, r.playerIds.length === 2 ? `"${attacker}" attacks planeswalker "${player}", which the defending player (${r.defending}) does not control` : `"${attacker}" attacks planeswalker "${player}", which its own controller (${controller}) controls`);
    if (pe.type === 'battle' && pe.protector === controller) r.fail(at, `"${attacker}" attacks battle "${player}", whose protector is ${controller}, the attacker's own controller`);
    if (pe.type !== 'planeswalker' && pe.type !== 'battle') r.fail(at, `"${attacker}" attacks "${player}", a ${pe.type}: only a player, a planeswalker or a battle can be attacked`);
    return { attacker, player };
  });
  r.attacking = new Set(attacks.map((a) => a.attacker));
  return attacks;
}

export function checkBlocks(r: Refs): Pick<Scenario, 'bands' | 'blocks'> {
  const { d } = r;
  const bands = d.combat.bands ?? [];
  const banded = new Set<string>();
  bands.forEach((band, i) => band.forEach((id, j) => {
    r.needCreature(['combat', 'bands', i, j], id);
    if (!r.attacking.has(id)) r.fail(['combat', 'bands', i, j], `"${id}" is in a band but is not attacking`);
    if (banded.has(id)) r.fail(['combat', 'bands', i, j], `"${id}" is in more than one band`);
    banded.add(id);
  }));
  const blocks = Object.entries(d.combat.block ?? {}).map(([blocker, target]) => {
    r.needCreature(['combat', 'block', blocker], blocker);
    r.needOnBattlefield(['combat', 'block', blocker], blocker, true);
    const attackers = Array.isArray(target) ? target : [target];
    attackers.forEach((a, i) => {
      const path: Path = Array.isArray(target) ? ['combat', 'block', blocker, i] : ['combat', 'block', blocker];
      r.needCreature(path, a);
      if (!r.attacking.has(a)) r.fail(path, `"${blocker}" blocks "${a}", which is not attacking`);
    });
    if (new Set(attackers).size !== attackers.length) r.fail(['combat', 'block', blocker], `"${blocker}" names the same attacker twice`);
    return { blocker, attackers };
  });  return { bands, blocks };
}
