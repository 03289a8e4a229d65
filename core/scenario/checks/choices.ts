// choices: what each player chooses (damage order and division, targets, enlist, exert, ...),
// each naming players and creatures of the scenario.
import type { Scenario } from '../scenario.js';
import type { Refs } from './refs.js';

/** The choices of a file that gives none (shared and frozen, as NONE: a scenario is frozen before it runs). */
const NO_CHOICES: Scenario['choices'] = Object.freeze({});

export function checkChoices(r: Refs): Scenario['choices'] {
  const { d } = r;
  if (d.choices === undefined) return NO_CHOICES;
  const choices: Scenario['choices'] = {};
  for (const [player, c] of Object.entries(d.choices)) {
    r.needPlayer(['choices', player], player);
    for (const [src, ids] of Object.entries(c.order ?? {})) {
      r.needCreature(['choices', player, 'order', src], src);
      ids.forEach((id, i) => r.needCreature(['choices', player, 'order', src, i], id));
    }
    for (const [srcId, split] of Object.entries(c.assign ?? {})) {
      r.needCreature(['choices', player, 'assign', srcId], srcId);
      for (const id of Object.keys(split)) r.needAny(['choices', player, 'assign', srcId, id], id);
    }
    (c.unblocked ?? []).forEach((id, i) => {
      r.needCreature(['choices', player, 'unblocked', i], id);
      const spec = r.creatureById.get(id)!;
      if (!spec.asThoughUnblocked) r.fail(['choices', player, 'unblocked', i], `"${id}" has no { as-though-unblocked: true } ability`);
    });
    for (const [srcId, target] of Object.entries(c.targets ?? {})) {
      r.needCreature(['choices', player, 'targets', srcId], srcId);
      if (typeof target === 'string') r.needAny(['choices', player, 'targets', srcId], target);
      else target.forEach((x, i) => r.needAny(['choices', player, 'targets', srcId, i], x));
    }
    // Enlist and exert are the attacking player's choices as attackers are declared (702.154a, 701.39a;
    // control may change before, so whose creature it is is the engine's question); annihilator's sacrifice, any player's.
    for (const [attacker, helper] of Object.entries(c.enlist ?? {})) {
      r.needCreature(['choices', player, 'enlist', attacker], attacker);
      r.needCreature(['choices', player, 'enlist', attacker], helper);
      if (!r.attacking.has(attacker)) r.fail(['choices', player, 'enlist', attacker], `"${attacker}" enlists but is not attacking`, true);
      if (!r.creatureById.get(attacker)!.keywords.includes('enlist')) r.fail(['choices', player, 'enlist', attacker], `"${attacker}" has no enlist`, true);
    }
    (c.exert ?? []).forEach((id, i) => {
      r.needCreature(['choices', player, 'exert', i], id);
      if (!r.attacking.has(id)) r.fail(['choices', player, 'exert', i], `"${id}" is exerted but is not attacking (a creature is exerted as it attacks)`);
      // "You may exert it as it attacks" comes with its "when you do" (trigger: exerted) or, on Trueheart Twins, "whenever you exert a creature".
      if (!r.creatureById.get(id)!.triggered.some((a) => a.trigger === 'exerted' || a.trigger === 'you-exert')) r.fail(['choices', player, 'exert', i], `"${id}" has no "you may exert it as it attacks" ability (trigger: exerted or you-exert)`);
    });
    (c.sacrifice ?? []).forEach((id, i) => r.needObject(['choices', player, 'sacrifice', i], id));
    for (const [id, copied] of Object.entries(c.copy ?? {})) {
      r.needCreature(['choices', player, 'copy', id], id);
      r.needCreature(['choices', player, 'copy', id], copied);
      if (!r.creatureById.get(id)!.entersAsCopy) r.fail(['choices', player, 'copy', id], `"${id}" has no { enters-as-copy: true } ability`, true);
    }
    choices[player] = {
      order: c.order ?? {}, assign: c.assign ?? {}, targets: c.targets ?? {}, unblocked: c.unblocked ?? [], ...(c['tax-life'] !== undefined ? { taxLife: c['tax-life'] } : {}),
      ...(c.enlist ? { enlist: c.enlist } : {}), ...(c.exert ? { exert: c.exert } : {}), ...(c.sacrifice ? { sacrifice: c.sacrifice } : {}), ...(c.copy ? { copy: c.copy } : {}),
    };
  }
  return choices;
}
