// Permanents that become creatures: an animate action's effect, and static animations
// ("Forests you control are 1/1 green Elf creatures that are still lands": Ambush Commander, Living
// Lands). An animated land or artifact is a creature in all regards (D'Angelo K.5.2): card types and
// subtypes added (layer 4), colours (layer 5), keywords (layer 6), base power and toughness (layer
// 7b, so counters and pumps apply on top): 613.1d-f, 613.4b; 418.5a of 2004-2007; D'Angelo K.5.1-K.5.6.
// Leaving combat lives here too: a permanent that stops being a creature is removed from combat
// (506.4; 306.2 of 1999-2007; D'Angelo C.1.4), whichever module notices it.
import { say } from '../events.js';
import type { Animates } from '../scenario/scenario.js';
import type { RunContext } from './context.js';
import { isCreature, type CreatureState } from './state.js';
import { EMPTY } from './lists.js';

/** The card types (lower case) a type-changing effect may name beside subtypes. */
export const CARD_TYPES = ['creature', 'artifact', 'enchantment', 'land', 'planeswalker'];
/** A card type as printed: Land, Artifact. */
export const cap = (t: string) => t[0]!.toUpperCase() + t.slice(1).toLowerCase();

/** What an animation makes a permanent. */
export interface Becomes { power: number; toughness: number; types: readonly string[]; colors?: readonly string[]; keywords: readonly string[] }

/**
 * c becomes a creature as `b` says, "still a land": Creature and the card types of `types` added,
 * its subtypes added, colours replaced if given, keywords gained, base power and toughness set
 * (an action's base values stay through a later copy effect: animatedPT, copy.ts).
 */
export function becomeCreature(c: CreatureState, b: Becomes): void {
  const cardTypes = [...c.cardTypes];
  for (const t of [...b.types.filter((x) => CARD_TYPES.includes(x.toLowerCase())).map(cap), 'Creature']) if (!cardTypes.includes(t)) cardTypes.push(t);
  c.cardTypes = cardTypes;
  const subtypes = b.types.filter((t) => !CARD_TYPES.includes(t.toLowerCase()) && !c.types.includes(t));
  if (subtypes.length) c.types = c.actionTypes = [...c.types, ...subtypes];
  if (b.colors) c.colors = c.actionColors = [...b.colors];
  if (b.keywords.length) c.keywords = [...c.keywords, ...b.keywords];
  c.basePower = b.power;
  c.baseToughness = b.toughness;
}

/**
 * The list without id: a new list (combat lists are replaced, never written into). Native copies
 * around its place, not a filter: this runs once per blocker leaving (999 blockers dying at once).
 */
function without(list: readonly string[], id: string): string[] {
  const i = list.indexOf(id);
  if (i < 0) return list.slice();
  if (list.indexOf(id, i + 1) >= 0) return list.filter((x) => x !== id);
  return i === 0 ? list.slice(1) : list.slice(0, i).concat(list.slice(i + 1));
}

/**
 * c leaves combat (506.4; 306.2 of 1999-2007; D'Angelo C.1.4, C.1.5): it stops attacking or blocking; an attacker it
 * blocked stays blocked (509.1h). `quiet`: the caller says so itself; `damageAssigned`: no note that an attacker stays blocked.
 */
export function leaveCombat(ctx: RunContext, c: CreatureState, why: string | null, quiet = false, damageAssigned = false): void {
  if (c.attacking === null && !c.isBlocker) return;
  if (c.attacking !== null) {
    for (let i = 0; i < ctx.all.length; i++) { const b = ctx.all[i]!; if (b.blocking.includes(c.id)) b.blocking = b.blocking.filter((id) => id !== c.id); }
    c.attacking = null;
  }
  if (c.isBlocker) {
    for (const id of c.blocking) {
      const a = ctx.creature(id);
      a.blockers = without(a.blockers, c.id);
      // Worth saying only while the attacker has combat damage still to assign.
      if (!a.blockers.length && isCreature(a) && a.attacking !== null && !damageAssigned) {
        if (ctx.logging) ctx.log('note', 'block.stays-blocked', say`${a.spec.name} has no blocker left but remains blocked.`, { target: a.id });
      }
    }
    c.isBlocker = false;
    c.blocking = EMPTY;
  }
  if (!quiet && why && ctx.logging) ctx.log('removed-from-combat', 'combat.removed', say`${why}, so it is removed from combat.`, { target: c.id });
}

/**
 * Static animations, as the board stands now: each `creature: false` permanent of an animated type
 * whose animating object is on the battlefield (its controller's, or any with `all`) is that
 * creature; one whose animation has stopped applying (its source left the battlefield or lost its
 * abilities) is not a creature any more, unless an action animated it too, and leaves combat. A
 * static ability's effect is not locked in (611.3a; 418.4a of 1999-2007; D'Angelo A.4.1).
 */
export function applyStaticAnimations(ctx: RunContext): void {
  if (!ctx.animators) return;
  const from: { controller: string; name: string; a: Animates }[] = [];
  // A source that lost all abilities: its animation stops where effects wait on what they depend on (the old rules), and
  // goes on where type-changing effects apply in a layer before abilities are removed (the layer model's lostAbilityAnimation).
  const goesOn = !ctx.rules.models.layers.animationStopsWithAbilities();
  for (const c of ctx.all) {
    if (c.zone !== 'battlefield') continue;
    const animates = c.abilitiesLost && goesOn && !c.faceDown ? (c.copyOf ?? c.card).animates : c.spec.animates;
    for (const a of animates) from.push({ controller: c.controller, name: c.spec.name, a });
  }
  for (const p of ctx.g.permanents.values()) if (p.zone === 'battlefield') for (const a of p.spec.animates) from.push({ controller: p.controller, name: p.spec.name, a });
  for (const c of ctx.all) {
    if (c.card.creature !== false || c.zone !== 'battlefield') continue;
    const own = c.actionTypes ?? c.card.types;
    const by = from.find((f) => (f.a.all || f.controller === c.controller) && own.some((t) => t.toLowerCase() === f.a.type));
    const now = by?.a ?? null;
    if (now === c.staticAnimation) continue;
    const before = c.staticAnimation;
    c.staticAnimation = now;
    if (before) {
      for (const k of before.keywords) { const i = c.keywords.indexOf(k); if (i >= 0) c.keywords = [...c.keywords.slice(0, i), ...c.keywords.slice(i + 1)]; }
      // An action's animation (a later timestamp) keeps it a creature; otherwise it is its card again.
      if (!now && c.animatedPT === null) {
        c.cardTypes = EMPTY;
        c.types = [...c.card.types];
        c.actionTypes = null;
        c.colors = [...c.card.colors];
        c.actionColors = null;
        c.basePower = c.card.power;
        c.baseToughness = c.card.toughness;
        // Its source still there, without its abilities (the layer model's lostAbilityAnimation), or gone.
        const lost = ctx.all.some((o) => o.zone === 'battlefield' && o.abilitiesLost && (o.copyOf ?? o.card).animates.includes(before));
        if (ctx.logging) ctx.log('note', lost ? 'animate.source-loses-abilities' : 'action.animate', say`The ability that made ${c.spec.name} a creature no longer applies${lost ? ' (its source lost all abilities)' : ''}: it is no longer a creature.`, { target: c.id });
        leaveCombat(ctx, c, `${c.spec.name} is no longer a creature`);
        continue;
      }
    }
    if (now) {
      becomeCreature(c, { ...now, colors: now.colors.length ? now.colors : undefined });
      // An action's base power and toughness (a later timestamp) win over the static ability's.
      if (c.animatedPT) { c.basePower = c.animatedPT.power; c.baseToughness = c.animatedPT.toughness; }
      if (ctx.logging) ctx.log('note', 'action.animate', say`A static ability of ${by!.name} applies to ${c.spec.name}: it is a ${c.basePower}/${c.baseToughness} ${[...c.cardTypes, ...c.types].join(' ')}${now.keywords.length ? ` with ${now.keywords.join(', ')}` : ''}.`, { target: c.id });
    }
  }
}
