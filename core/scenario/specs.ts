// The engine's records of creatures and permanents, from what the file gives and what a named card
// gives (cards/catalogue.json): static abilities merged, keywords and type filters normalised.
import { visible } from '../visible.js';
import { actingUnexpressed, findCard, isCreatureCard, permanentTypeOf, similarCards, type Card } from './cards.js';
import { parseCost, parseSources, type ManaSet } from './mana.js';
import type { PermanentStatics, StaticEffect } from './scenario.js';
import { LAND_TYPES, normalizeKeyword, PERMANENT_TYPES, STATIC_ABILITIES, type AssignsToughnessSpec, type AttackTaxSpec, type ContinuousAbilitySpec, type CounterKind, type PermanentType, type ScenarioFileData, type StaticAbilities } from './schema.js';

const quote = (s: string) => `"${visible(s)}"`;

export type CreatureData = ScenarioFileData['creatures'][string];

/**
 * The one empty list of the engine's records (a scenario's creatures have a dozen lists each, most
 * of them empty). Frozen: a scenario is frozen before it runs (core/run.ts); sharing it makes a
 * loaded scenario a few dozen objects smaller, which loading and the garbage collector pay for.
 */
export const NONE = Object.freeze([]) as readonly never[] as never[];

/** Counters when the file gives none (shared and frozen, as NONE: the engine replaces counters, never writes into them). */
export const NO_COUNTERS: Readonly<Record<CounterKind, number>> = Object.freeze({ '+1/+1': 0, '-1/-1': 0 });

/** The mana of a player the file gives none (shared and frozen, as NONE: the engine copies it into its own state). */
export const NO_MANA: Readonly<ManaSet> = Object.freeze(parseSources(0));

/** xs, or the shared empty list when xs is empty. */
export const orNone = <T>(xs: T[]): T[] => (xs.length ? xs : NONE);

/** The static abilities of a creature without abilities (shared and frozen, as NONE). */
const NO_STATICS: StaticAbilities = Object.freeze({});

/**
 * The fields a named card gives a creature, or a one-line error: an unknown name (with the closest
 * names), a card that is not a creature, or one with a keyword or ability that acts by itself and
 * that the format cannot express yet, unless the scenario replaces the card's keywords/abilities.
 */
export function cardFields(given: CreatureData, fail: (msg: string) => never): Partial<CreatureData> {
  const name = given.card!;
  const card = findCard(name);
  if (!card) {
    const near = similarCards(name);
    fail(`unknown card ${quote(name)}${near.length ? ` (did you mean ${near.map((n) => `"${n}"`).join(', ')}?)` : ''}; \`mtg-eras cards <words>\` searches the catalogue`);
  }
  if (!isCreatureCard(card)) fail(`${card.name} is not a creature card (${card.types.join(' ')}): only creatures can be named here${permanentTypeOf(card) ? '; name it under permanents' : ''}`);
  const blocking = card.unexpressed.filter((u) => !u.inert && (u.kind === 'keyword' ? given.keywords === undefined : given.abilities === undefined));
  if (blocking.length) {
    const u = blocking[0]!;
    const field = u.kind === 'keyword' ? 'keywords' : 'abilities';
    fail(`${card.name} has ${u.kind === 'keyword' ? 'the keyword' : `a ${u.kind} ability`} "${u.text}", which the scenario format cannot express yet; give the creature its own ${field} to stand in for the card's`);
  }
  return creatureFieldsOf(card);
}

/** The static restrictions and requirements among a creature's abilities, merged into one object. */
export function staticsOf(abilities: NonNullable<CreatureData['abilities']>): StaticAbilities {
  if (!abilities.length) return NO_STATICS;
  const out: Record<string, number | true | string[]> = {};
  for (const a of abilities) {
    for (const [k, x] of Object.entries(a)) {
      if ((STATIC_ABILITIES as readonly string[]).includes(k)) out[k] = true;
      else if (k === 'cant-be-blocked-except-by') out[k] = Math.max(x as number, (out[k] as number | undefined) ?? 0);
      // Each "only by <type>" applies (cumulative, 501.2): a blocker must have every type named.
      else if (k === 'blocked-only-by-type') out[k] = [...((out[k] as string[] | undefined) ?? []), x as string];
    }
  }
  return out;
}

function creatureFieldsOf(card: Card): Partial<CreatureData> {
  return {
    name: card.name,
    power: card.power,
    toughness: card.toughness,
    types: [...card.supertypes, ...card.types.filter((t) => t !== 'Creature'), ...card.subtypes],
    colors: card.colors as CreatureData['colors'],
    keywords: card.keywords,
    abilities: card.abilities as CreatureData['abilities'],
  };
}

/** A static ability as the engine applies it: a keyword or type filter normalised, what it gives spelled out. */
export function staticEffect(a: ContinuousAbilitySpec | AssignsToughnessSpec): StaticEffect {
  const have = 'have' in a && a.have !== undefined ? (Array.isArray(a.have) ? a.have : [a.have]) : [];
  return {
    affects: a.affects ?? 'self',
    ...(a.type !== undefined ? { type: a.type.trim().toLowerCase() } : {}),
    ...(a.color !== undefined ? { color: a.color } : {}),
    ...(a.with !== undefined ? { with: normalizeKeyword(a.with)! } : {}),
    power: 'power' in a ? a.power ?? 0 : 0,
    toughness: 'toughness' in a ? a.toughness ?? 0 : 0,
    have: have.map((k) => normalizeKeyword(k)!),
    assignsToughness: 'assigns-toughness' in a,
    ...('if-renowned' in a && a['if-renowned'] ? { ifRenowned: true as const } : {}),
    ...(a['without-abilities'] ? { withoutAbilities: true as const } : {}),
    ...('become-colors' in a && a['become-colors'] !== undefined ? { becomeColors: a['become-colors'] } : {}),
    ...('cant-be-blocked' in a && a['cant-be-blocked'] ? { cantBeBlocked: true as const } : {}),
  };
}

export type PermanentData = NonNullable<ScenarioFileData['permanents']>[string];

/** The static abilities of a permanent, creature or not (`abilities:`), normalised. */
export function permanentStaticsOf(abilities: readonly object[]): PermanentStatics {
  // Most creatures and permanents have no abilities: their statics, without a pass per field.
  if (abilities.length === 0) {
    return {
      damageTriggerLifegain: false, doubleDamage: 0, controllerCantLose: false, doubleLifeGain: 0, unblockableIfDefenderControls: NONE,
      lifeFloor: false, exilesOpponentsCreatures: false, attackTax: NONE, blockTax: NONE, maxAttackers: null, maxBlockers: null, wallsCanAttack: false,
      preventDamageByCreatures: false, cantAttackYou: NONE, controllerCantGetPoison: false, entersDontTrigger: false, noCountersOnYours: NONE, animates: NONE,
    };
  }
  // One pass over the abilities, each field as a pass of its own would find it; a list stays the
  // shared empty one until an ability adds to it.
  const out: PermanentStatics = {
    damageTriggerLifegain: false, doubleDamage: 0, controllerCantLose: false, doubleLifeGain: 0, unblockableIfDefenderControls: NONE,
    lifeFloor: false, exilesOpponentsCreatures: false, attackTax: NONE, blockTax: NONE, maxAttackers: null, maxBlockers: null, wallsCanAttack: false,
    preventDamageByCreatures: false, cantAttackYou: NONE, controllerCantGetPoison: false, entersDontTrigger: false, noCountersOnYours: NONE, animates: NONE,
  };
  for (const a of abilities as Record<string, unknown>[]) {
    if ('attack-tax' in a) {
      const t = a['attack-tax'] as AttackTaxSpec;
      grow(out, 'attackTax').push({ cost: parseCost(t['per-creature'] ?? 0), perCounter: t['per-counter'] ?? 0, planeswalkers: t.planeswalkers === true });
    }
    if ('block-tax' in a) grow(out, 'blockTax').push(parseCost((a['block-tax'] as { 'per-creature': number | string })['per-creature']));
    if ('damage-trigger-lifegain' in a) out.damageTriggerLifegain = true;
    if ('double-damage' in a) out.doubleDamage++;
    if ('controller-cant-lose' in a) out.controllerCantLose = true;
    if ('double-life-gain' in a) out.doubleLifeGain++;
    if ('yours-unblockable-if-defender-controls' in a) grow(out, 'unblockableIfDefenderControls').push(a['yours-unblockable-if-defender-controls'] as string);
    if ('damage-cant-reduce-life-below-1' in a) out.lifeFloor = true;
    if ('opponents-creatures-exiled-instead' in a) out.exilesOpponentsCreatures = true;
    // "No more than N": the least N of any.
    if ('max-attackers' in a) out.maxAttackers = Math.min(out.maxAttackers ?? Infinity, a['max-attackers'] as number);
    if ('max-blockers' in a) out.maxBlockers = Math.min(out.maxBlockers ?? Infinity, a['max-blockers'] as number);
    if ('walls-can-attack' in a) out.wallsCanAttack = true;
    if ('prevent-damage-by-creatures' in a) out.preventDamageByCreatures = true;
    if ('cant-attack-you' in a) grow(out, 'cantAttackYou').push(a['cant-attack-you'] as { color?: string; without?: string });
    if ('controller-cant-get-poison' in a) out.controllerCantGetPoison = true;
    if ('creatures-entering-dont-trigger' in a) out.entersDontTrigger = true;
    if ('creatures-you-control-cant-have-counters' in a) grow(out, 'noCountersOnYours').push(a['creatures-you-control-cant-have-counters'] as CounterKind);
    if ('animates' in a) {
      const x = a.animates as { type: string; power: number; toughness: number; types?: string[]; colors?: string[]; keywords?: string[]; all?: true };
      grow(out, 'animates').push({ type: x.type.toLowerCase(), power: x.power, toughness: x.toughness, types: x.types ?? [], colors: x.colors ?? [], keywords: (x.keywords ?? []).map((k) => normalizeKeyword(k)!), all: x.all === true });
    }
  }
  return out;
}

type ListField = 'unblockableIfDefenderControls' | 'attackTax' | 'blockTax' | 'cantAttackYou' | 'noCountersOnYours' | 'animates';
/** The list out[k], made its own (not the shared empty one) to add to. */
function grow<K extends ListField>(out: PermanentStatics, k: K): PermanentStatics[K] {
  const xs = out[k];
  return xs === NONE ? (out[k] = [] as unknown as PermanentStatics[K]) : xs;
}

/**
 * The fields a named card gives a non-creature permanent, or a one-line error: an unknown name, a
 * creature or a spell, or one with an ability that would act in combat and that the format cannot
 * express yet (an ability on entering the battlefield has already happened: it is on the battlefield).
 */
export function permanentCardFields(name: string, fail: (msg: string) => never): Partial<PermanentData> {
  const card = findCard(name);
  if (!card) {
    const near = similarCards(name);
    fail(`unknown card ${quote(name)}${near.length ? ` (did you mean ${near.map((n) => `"${n}"`).join(', ')}?)` : ''}; \`mtg-eras cards <words>\` searches the catalogue`);
  }
  if (isCreatureCard(card)) fail(`${card.name} is a creature card: name it under creatures`);
  const type = permanentTypeOf(card);
  if (!type) fail(`${card.name} is not a permanent card (${card.types.join(' ')}): a permanent is a ${PERMANENT_TYPES.join(', ')}`);
  const acting = actingUnexpressed(card)[0];
  if (acting) fail(`${card.name} has a ${acting.kind} ability "${acting.text}", which the scenario format cannot express yet`);
  // The catalogue expresses only static abilities a permanent may have (double-damage, controller-cant-lose).
  return { type, name: card.name, colors: card.colors as PermanentData['colors'], loyalty: card.loyalty, defense: card.defense,
    ...(card.abilities.length ? { abilities: card.abilities as PermanentData['abilities'] } : {}) };
}

/** A land card's basic land types (its subtypes that are basic land types: Badlands is a Swamp Mountain). */
export function landTypesOf(name: string | undefined, type: PermanentType): string[] {
  const card = name === undefined || type !== 'land' ? undefined : findCard(name);
  return card ? card.subtypes.filter((t) => (LAND_TYPES as readonly string[]).includes(t)) : [];
}

/** A land card's type line in the form `lands:` takes (core/scenario/schema.ts LAND_LINE), for landwalk. */
export function landLineOf(name: string | undefined, type: PermanentType): string | null {
  const card = name === undefined || type !== 'land' ? undefined : findCard(name);
  if (!card) return null;
  return `${[...card.supertypes, 'Land'].join(' ')}${card.subtypes.length ? ` — ${card.subtypes.join(' ')}` : ''}`;
}

/** The fields a card gives, overridden by those the file gives (an absent field is not given). */
export function overlay<T extends object>(card: Partial<T> | undefined, given: T): T {
  const out = { ...card } as Record<string, unknown>;
  for (const k in given) if (given[k] !== undefined) out[k] = given[k];
  return out as T;
}
