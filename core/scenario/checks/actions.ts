// actions: each scripted action's player, target or mass effect, amounts and the objects it names,
// built with one shape for all kinds (the engine reads actions in its loops).
import { activatedLists, type Action } from '../scenario.js';
import type { Path } from '../locate.js';
import type { ActionSpec, Window } from '../schema.js';
import type { Refs } from './refs.js';
import { NONE } from '../specs.js';

/** The actions that take `each` (a mass effect) instead of `target`. */
const MASS = new Set(['destroy', 'sacrifice', 'bounce', 'exile', 'tap', 'untap', 'doesnt-untap', 'regenerate', 'remove-from-combat', 'blink', 'damage', 'pump', 'grant', 'lose', 'add-counters', 'set-colors']);

export function checkActions(r: Refs): Action[] {
  const given = r.d.actions;
  // A loop, not map: the list packed (core/engine/lists.ts); the shared empty list for none.
  if (given === undefined || !given.length) return NONE;
  const out: Action[] = [];
  for (let i = 0; i < given.length; i++) out.push(checkAction(r, given[i]!, i));
  return out;
}

/** One action checked, as the engine's record. */
function checkAction(r: Refs, a: ActionSpec, i: number): Action {
  const p = (f: string): Path => ['actions', i, f];
  if (a.by !== undefined) r.needPlayer(p('by'), a.by);
  // A mass effect names no target: exactly one of target and each (damage, pump, grant, lose, add-counters and the zone changes).
  if (MASS.has(a.do)) {
    const x = a as { target?: string; each?: string };
    if (x.each !== undefined && x.target !== undefined) r.fail(p('each'), 'expected target or each, not both');
    if (x.each === undefined && x.target === undefined) r.fail(['actions', i], `actions.${i}: missing required field target (or each, for a mass effect)`, true);
    if (x.each !== undefined && a.targeted) r.fail(p('targeted'), 'a mass effect (each) targets nothing: targeted: true does not apply');
  }
  // "Equal to its power": exactly one of amount and power-of.
  if (a.do === 'damage' || a.do === 'gain-life' || a.do === 'lose-life') {
    const x = a as { amount?: number; 'power-of'?: string };
    if (x.amount !== undefined && x['power-of'] !== undefined) r.fail(p('power-of'), 'expected amount or power-of, not both');
    if (x.amount === undefined && x['power-of'] === undefined && (a.do === 'damage' || a.do === 'gain-life' || a.do === 'lose-life')) r.fail(['actions', i], `actions.${i}: missing required field amount (or power-of)`, true);
    if (x['power-of'] !== undefined) r.needCreature(p('power-of'), x['power-of']);
  }
  if ('target' in a && a.target !== undefined && a.do !== 'activate') {
    if (a.do === 'damage' || a.do === 'prevent' || a.do === 'prevent-from-source' || a.do === 'prevent-from-color') r.needAny(p('target'), a.target);
    // A permanent can be destroyed, sacrificed, returned to its owner's hand or exiled.
    else if (a.do === 'destroy' || a.do === 'sacrifice' || a.do === 'bounce' || a.do === 'exile') r.needObject(p('target'), a.target);
    // A permanent that may become a creature is written under creatures: with creature: false.
    else if (a.do === 'animate' && r.isPermanent(a.target)) r.fail(p('target'), `"${a.target}" is under permanents: a permanent that becomes a creature is written under creatures: with creature: false`);
    else r.needCreature(p('target'), a.target);
  }
  if (a.do === 'damage' && a['redirect-to'] !== undefined) {
    const to = r.permanentById.get(a['redirect-to']);
    if (!to || to.type !== 'planeswalker') r.fail(p('redirect-to'), `"${a['redirect-to']}" is not a planeswalker`);
    if (a.target === undefined || !r.isPlayer(a.target)) r.fail(p('redirect-to'), `only damage to a player can be redirected to a planeswalker; "${a.target}" is not a player`);
    if (to!.controller !== a.target) r.fail(p('redirect-to'), `planeswalker "${to!.id}" is not controlled by ${a.target}, the player the damage would be dealt to`);
  }
  if (a.targeted && !('target' in a && a.target !== undefined)) r.fail(p('targeted'), `only an action with a target can target: ${a.do} has none`);
  if (a.do === 'must-block') r.needCreature(p('attacker'), a.attacker);
  // Radiance: the target is a creature, whose colours the others share.
  if (a.do === 'prevent' && a['shares-color'] && !r.isCreature(a.target)) r.fail(p('target'), `shares-color needs a creature target ("target creature and each other creature that shares a color with it"); "${a.target}" is not a creature`);
  if (a.do === 'create-token') {
    if (r.creatureById.get(a.target)!.zone !== 'none') r.fail(p('target'), `"${a.target}" is not a token waiting to be created: give it zone: none`);
    if (a.attacking !== undefined && !r.isPlayer(a.attacking) && !r.permanentById.has(a.attacking)) r.fail(p('attacking'), `"${a.attacking}" is not a player, planeswalker or battle`);
    if (a.blocking !== undefined) {
      r.needCreature(p('blocking'), a.blocking);
      if (a.attacking !== undefined) r.fail(p('blocking'), 'a token is created attacking or blocking, not both');
      // 509.5d (2024-06-07): "becomes blocked by a creature" triggers for a creature put onto the battlefield blocking; not modelled.
      if (r.creatureById.get(a.blocking)!.triggered.some((t) => t.trigger === 'becomes-blocked' || t.trigger === 'becomes-blocked-by')) r.fail(p('blocking'), `"${a.blocking}" has a becomes-blocked ability, which the format does not trigger for a creature put onto the battlefield blocking`);
    }
    if (a.attacking !== undefined && (a.attacking === r.creatureById.get(a.target)!.controller || r.permanentById.get(a.attacking)?.controller === r.creatureById.get(a.target)!.controller)) r.fail(p('attacking'), `a token can't attack its own controller or that player's permanents`);
  }
  if (a.do === 'fight') r.needCreature(p('source'), a.source);
  // A spell named by a damage action (its `spell`) may be the source a prevention chooses (Circle of Protection: Red choosing a red instant).
  const spellOf = (id: string) => (r.d.actions ?? []).find((x) => x.do === 'damage' && x.spell === id) as { colors?: string[] } | undefined;
  if (a.do === 'damage' && a.spell !== undefined) {
    if (r.isPlayer(a.spell) || r.creatureById.has(a.spell) || r.permanentById.has(a.spell)) r.fail(p('spell'), `"${a.spell}" is a player, creature or permanent: name the spell with an id of its own`);
    if (a.source !== undefined) r.fail(p('spell'), 'a damage action has a source or is a spell, not both');
    if (!a.colors?.length) r.fail(p('spell'), 'expected colors (the spell\'s) with spell');
  }
  if ('source' in a && a.source !== undefined && !((a.do === 'prevent-from-source' || a.do === 'prevent-from-color') && spellOf(a.source))) r.needObject(p('source'), a.source);
  // "A red source of your choice": the chosen source must have the colour (colours do not change in a combat here).
  if (a.do === 'prevent-from-color' && a.source !== undefined) {
    const colors = (r.creatures.find((c) => c.id === a.source) ?? r.permanents.find((x) => x.id === a.source) ?? spellOf(a.source))!.colors!;
    if (!colors.includes(a.color)) r.fail(p('source'), `expected a ${a.color} source for prevent-from-color: "${a.source}" is ${colors.join(' and ') || 'colourless'}`);
  }
  if ('player' in a && a.player !== undefined) r.needPlayer(p('player'), a.player);
  // Goad names its goading player (by) and the creature, or the player whose creatures it goads.
  if (a.do === 'goad') {
    if (a.by === undefined) r.fail(['actions', i], `actions.${i}: missing required field by (the goading player)`, true);
    if ((a.target === undefined) === (a.player === undefined)) r.fail(['actions', i], `actions.${i}: expected target (a creature) or player (each creature that player controls), exactly one`, true);
  }
  if (a.do === 'become-copy' || a.do === 'gain-abilities') {
    r.needCreature(p('source'), a.source);
    if (a.source === a.target) r.fail(p('source'), `"${a.target}" can't ${a.do === 'become-copy' ? 'become a copy of' : 'gain the abilities of'} itself`);
  }
  if (a.do === 'turn-face-up' && !r.creatureById.get(a.target)!.faceDown) r.fail(p('target'), `"${a.target}" is not face down (face-down: true)`);
  if (a.do === 'activate') checkActivate(r, a, i, p);
  if (a.do === 'ninjutsu') checkNinjutsu(r, a, p, i);
  return shapedAction(a, (Array.isArray(a.at) ? a.at : [a.at]) as Window[], i);
}

/** An activation names an activated ability the source has, a target exactly when the ability targets, and the right kind of target. */
function checkActivate(r: Refs, a: ActionSpec & { do: 'activate' }, i: number, p: (f: string) => Path): void {
  const { d } = r;
  r.needCreature(p('source'), a.source);
  const src = r.creatureById.get(a.source)!;
  const n = a.ability ?? 0;
  // Its own abilities, or those a copy effect or gain-abilities gives it (scenario.ts activatedLists).
  const ability = activatedLists(r.creatures, d.actions ?? [], a.source).map((l) => l[n]).find((x) => x !== undefined);
  if (!ability) r.fail(a.ability === undefined ? p('source') : p('ability'), src.activated.length ? `"${a.source}" has no activated ability ${n} (it has ${src.activated.length}: 0 to ${src.activated.length - 1})` : `"${a.source}" has no activated ability (abilities: [{ activated: { cost: [...], do: ... } }])`);
  if (a.by !== undefined && a.by !== src.controller) r.fail(p('by'), `only ${src.controller}, who controls "${a.source}", can activate its ability`);
  const chosen = ability!.to === 'chosen';
  if (chosen && a.target === undefined) r.fail(['actions', i], `actions.${i}: the ability of "${a.source}" targets: missing required field target`, true);
  if (!chosen && a.target !== undefined) r.fail(p('target'), `the ability of "${a.source}" has no target (its effect is for ${ability!.to ?? 'self'})`);
  if (chosen) {
    const players = ['gain-life', 'lose-life', 'poison'].includes(ability!.do);
    const any = ability!.do === 'damage' || ability!.do === 'prevent';
    if (players) r.needPlayer(p('target'), a.target!);
    else if (any) r.needAny(p('target'), a.target!);
    else r.needCreature(p('target'), a.target!);
  }
}

/** Ninjutsu: a creature with ninjutsu in its owner's hand, and an attacker its controller controls to return (502.43a; 702.49a). */
function checkNinjutsu(r: Refs, a: ActionSpec & { do: 'ninjutsu' }, p: (f: string) => Path, i: number): void {
  const { d } = r;
  const ninja = r.creatureById.get(a.target)!;
  // In hand as the combat begins, or returned to it by an earlier action (another ninjutsu's return, a bounce).
  const returned = (d.actions ?? []).slice(0, i).some((x) => (x.do === 'ninjutsu' && x.return === a.target) || (x.do === 'bounce' && x.target === a.target));
  if (ninja.zone !== 'hand' && !returned) r.fail(p('target'), `"${a.target}" is not in its owner's hand: ninjutsu puts a creature from hand onto the battlefield (give it zone: hand)`);
  if (!ninja.keywords.some((k) => k.startsWith('ninjutsu '))) r.fail(p('target'), `"${a.target}" has no ninjutsu keyword (e.g. keywords: ["ninjutsu {1}{U}"])`);
  r.needCreature(p('return'), a.return);
  const back = r.creatureById.get(a.return)!;
  if (back.controller !== ninja.controller) r.fail(p('return'), `"${a.return}" is not controlled by ${ninja.controller}, the ninja's controller`);
  // Declared as an attacker, or put onto the battlefield attacking by an earlier ninjutsu.
  const enteredAttacking = (d.actions ?? []).slice(0, i).some((x) => x.do === 'ninjutsu' && x.target === a.return);
  if (!r.attacking.has(a.return) && !enteredAttacking) r.fail(p('return'), `"${a.return}" is not attacking: ninjutsu returns an unblocked attacker`);
  if (a.by !== undefined && a.by !== ninja.controller) r.fail(p('by'), `only ${ninja.controller}, the ninja's owner, can activate its ninjutsu`);
}

/** Every field any kind of action has. */
type ActionField = ActionSpec extends infer T ? T extends unknown ? keyof T : never : never;

/**
 * An action with every field of every kind present (undefined where it has none), in one order:
 * built by spreading each action, almost every one had a hidden class of its own on V8, and every
 * read of an action in the engine's loops was megamorphic.
 */
function shapedAction(a: ActionSpec, at: Window[], index: number): Action {
  const x = a as Partial<Record<ActionField, unknown>>;
  const all: Record<ActionField | 'index', unknown> = {
    at, by: x.by, targeted: x.targeted, colors: x.colors, do: x.do, target: x.target, each: x.each, source: x.source, amount: x.amount,
    'power-of': x['power-of'], 'redirect-to': x['redirect-to'], spell: x.spell, power: x.power, toughness: x.toughness, keyword: x.keyword, types: x.types,
    player: x.player, untap: x.untap, haste: x.haste, kind: x.kind, 'gain-life': x['gain-life'], color: x.color, attacker: x.attacker,
    tapped: x.tapped, attacking: x.attacking, blocking: x.blocking, all: x.all, ability: x.ability, return: x.return, held: x.held, to: x.to,
    share: x.share, keywords: x.keywords, 'shares-color': x['shares-color'], index,
  };
  return all as unknown as Action;
}
