// The scenario as given: plain, validated data. The engine never mutates it; it builds its own
// working state (core/engine/state.ts) from it.
import type { Action as ActionSpec, ActivatedAbility as ActivatedAbilitySpec, CharacteristicDefining, EntersWithCounters, Outcome as OutcomeSpec, StaticAbilities, TriggeredAbility as TriggeredAbilitySpec } from './types.js';
import type { ATTACHED_TRIGGERS, Affects, CounterKind, OBJECTIVES, PermanentType, VARIANTS, Window } from './words.js';

export interface PlayerSpec {
  id: string; life: number; poison: number; /** Dealt damage earlier this turn (bloodthirst). */ damagedThisTurn: boolean; /** Cards in the player's graveyard as the combat begins, besides the scenario's own objects. */ graveyard: number; /** Basic land types among the lands the player controls. */ lands: string[];
  /** Card types among the cards in the player's graveyard as the combat begins (graveyard-types), and cards in hand besides the scenario's creatures there (hand). */
  graveyardTypes: string[]; hand: number; /** `lands` as written, one entry per land (a count of Swamps). */ landList: string[];
  /** The mana the player's untapped mana sources can make during the combat, by type (players.<id>.mana). */
  mana: import('./mana.js').ManaSet;
  /** The player who controls this player's turn (players.<id>.controlled-by; only the active player's); null when none. */
  controlledBy: string | null;
}

/** A cost to attack the controller of the permanent that has it (attack-tax), normalised. */
export interface AttackTax {
  /** Per attacking creature. */
  cost: import('./mana.js').ManaCost;
  /** Generic mana per counter on the attacking creature (Nils, Discipline Enforcer). */
  perCounter: number;
  /** Attacks on the controller's planeswalkers are taxed too (Norn's Annex). */
  planeswalkers: boolean;
}

/**
 * A static ability's continuous effect, normalised (docs/scenario-format.md, "Static abilities"):
 * the creatures it affects, what it gives them, whether they assign damage by toughness.
 */
export interface StaticEffect {
  affects: Affects;
  /** Only creatures of this creature type (lower case), of this colour, with this keyword. */
  type?: string;
  color?: string;
  with?: string;
  power: number;
  toughness: number;
  /** Normalised keywords it grants. */
  have: string[];
  assignsToughness: boolean;
  /** "As long as [its source] is renowned" (702.112b). */
  ifRenowned?: true;
  /** Only creatures with no abilities (Muraganda Petroglyphs). */
  withoutAbilities?: true;
  /** The colours it makes the creature ("enchanted creature is red"). */
  becomeColors?: string[];
  /** "Can't be blocked", as this ability's effect. */
  cantBeBlocked?: true;
}

/**
 * The static abilities any permanent may have, creature or not (`abilities:`), normalised. One
 * list, so that what takes a creature's abilities away (a face-down creature: core/engine/copy.ts)
 * takes all of them.
 */
export interface PermanentStatics {
  /** "Whenever it (or, on an Aura or Equipment, the creature it is attached to) deals damage, you gain that much life" (Spirit Link). */
  damageTriggerLifegain: boolean;
  /** Instances of "if a source would deal damage to a permanent or player, it deals double that damage instead" (Furnace of Rath). */
  doubleDamage: number;
  /** "You can't lose the game" for its controller (Platinum Angel). */
  controllerCantLose: boolean;
  /** Instances of "if you would gain life, you gain twice that much life instead" (Boon Reflection). */
  doubleLifeGain: number;
  /** "Creatures you control are unblockable as long as defending player controls <a land of this type line>" (Tanglewalker). */
  unblockableIfDefenderControls: string[];
  /** "If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead" (Worship). */
  lifeFloor: boolean;
  /** Anafenza: a creature card that would go to an opponent's graveyard is exiled instead. */
  exilesOpponentsCreatures: boolean;
  /** Costs to attack its controller (attack-tax) and to block (block-tax) it imposes while on the battlefield. */
  attackTax: AttackTax[];
  blockTax: import('./mana.js').ManaCost[];
  /** "No more than N creatures can attack / block each combat" while it is on the battlefield (max-attackers, max-blockers); null when it has none. */
  maxAttackers: number | null;
  maxBlockers: number | null;
  /** "Walls may attack as though they weren't Walls" while it is on the battlefield (walls-can-attack). */
  wallsCanAttack: boolean;
  /** "Prevent all damage that would be dealt by creatures" (601.14b's example). */
  preventDamageByCreatures: boolean;
  /** "Creatures [of this colour, without this keyword] can't attack you", its controller, while it is on the battlefield (Blazing Archon `{}`; Teferi's Moat). */
  cantAttackYou: { color?: string; without?: string }[];
  /** Melira: "You can't get poison counters" (its controller) while it is on the battlefield. */
  controllerCantGetPoison: boolean;
  /** Melira: "Creatures you control can't have <kind> counters put on them" while it is on the battlefield. */
  noCountersOnYours: CounterKind[];
  /** Torpor Orb: "Creatures entering the battlefield don't cause abilities to trigger" while it is on the battlefield. */
  entersDontTrigger: boolean;
  /** "<type>s you control (all: every player's) are P/T <types> creatures" while it is on the battlefield (Ambush Commander, Living Lands). */
  animates: Animates[];
}

/** A static animation, normalised: the type (lower case) it looks for, what those permanents become. */
export interface Animates { type: string; power: number; toughness: number; types: string[]; colors: string[]; keywords: string[]; all: boolean }

/** No static abilities (a face-down creature's). */
export const NO_PERMANENT_STATICS: Readonly<PermanentStatics> = Object.freeze({
  damageTriggerLifegain: false, doubleDamage: 0, controllerCantLose: false, doubleLifeGain: 0, unblockableIfDefenderControls: [],
  lifeFloor: false, exilesOpponentsCreatures: false, attackTax: [], blockTax: [], maxAttackers: null, maxBlockers: null,
  wallsCanAttack: false, preventDamageByCreatures: false, cantAttackYou: [], controllerCantGetPoison: false, noCountersOnYours: [],
  entersDontTrigger: false, animates: [],
});

/** Whether it has any of the static abilities PermanentStatics lists (Muraganda Petroglyphs' "no abilities": 113.12). */
export function hasPermanentStatics(s: PermanentStatics): boolean {
  for (const k of Object.keys(NO_PERMANENT_STATICS) as (keyof PermanentStatics)[]) {
    const v = s[k];
    if (Array.isArray(v) ? v.length > 0 : v !== NO_PERMANENT_STATICS[k]) return true;
  }
  return false;
}

export interface CreatureSpec extends PermanentStatics {
  id: string;
  controller: string;
  power: number;
  toughness: number;
  name: string;
  /** The catalogue card it was built from (`card:`), by its catalogue name. */
  card?: string;
  types: string[];
  colors: string[];
  /** Normalised keywords, one entry per instance (two lifelinks = two entries). */
  keywords: string[];
  canBlockAdditional: number;
  cantBlock: boolean;
  /** Its written triggered abilities (keywords add theirs in the engine: core/keywords.ts). */
  triggered: TriggeredAbilitySpec[];
  /** Its activated abilities, in the order written (`do: activate` names one by its index). */
  activated: ActivatedAbilitySpec[];
  /** Where it starts: the battlefield, or its owner's hand (a ninja). */
  zone: 'battlefield' | 'hand' | 'none';
  /** "Enters with N counters [if ...]" (bloodthirst's primitive): applied whenever it enters during the combat. */
  entersWith: EntersWithCounters[];
  /** Its static abilities with continuous effects on creatures (itself or others): +N/+N, keywords, damage by toughness. */
  continuous: StaticEffect[];
  /** "You may have it assign its combat damage as though it weren't blocked" (used where `choices` says so). */
  asThoughUnblocked: boolean;
  tapped: boolean;
  sick: boolean;
  damage: number;
  /** Counters as the combat begins, every kind present (0 when none). */
  counters: Record<CounterKind, number>;
  /** Renowned as the combat begins (702.112b). */
  renowned: boolean;
  /** Goaded (701.38b): attacks each combat if able. */
  goaded: boolean;
  /** The goading players named (`goaded: <player>`): it attacks a player other than each if able (701.38b); empty for `goaded: true`. */
  goadedBy: string[];
  /** The creature whose copiable values it has as the combat begins (copy-of), or null. */
  copyOf: string | null;
  /** Face down (morph) as the combat begins: a 2/2 with no name, types, colours or abilities. */
  faceDown: boolean;
  /** "You may have it enter as a copy of a creature on the battlefield" (Clone, Clever Impersonator). */
  entersAsCopy: boolean;
  /** Not a creature as the combat begins (`creature: false`): a land or artifact an animate action makes one. */
  creature?: false;
  /** "Its power and toughness are each equal to the number of ..." (characteristic-defining), or null. */
  definesPT: CharacteristicDefining | null;
  /** Its static restrictions and requirements on attacking and blocking (`abilities:`), merged. */
  statics: StaticAbilities;
}

/** A non-creature permanent as given (`permanents:`), its card's fields filled in. */
export interface PermanentSpec extends PermanentStatics {
  id: string;
  controller: string;
  type: PermanentType;
  name: string;
  card?: string;
  colors: string[];
  /** Its own shroud or hexproof (`keywords:`). */
  keywords: string[];
  /** An Aura on a non-creature permanent: the keywords "enchanted permanent has" (`enchanted-permanent-has`). */
  enchantedHas: string[];
  /** Phyrexian Unlife (`unlife: true`): its controller doesn't lose for 0 or less life, and is dealt damage as though its source had infect then. */
  unlife: boolean;
  /** Lich's Mirror (`lichs-mirror: true`): its controller's game loss is replaced (hand, graveyard and permanents into the library, life 20). */
  lichsMirror: boolean;
  /** Planeswalkers: loyalty counters as the combat begins (0 for other types). */
  loyalty: number;
  /** Battles: defense counters as the combat begins (0 for other types). */
  defense: number;
  /** Battles: the protector (a player id); null for other types. */
  protector: string | null;
  /** Its static abilities with continuous effects on creatures (an anthem: Crusade, Glorious Anthem). */
  continuous: StaticEffect[];
  /** An Equipment (artifact) or Aura (enchantment): the creature it is attached to as the combat begins; null otherwise. */
  attachedTo: string | null;
  /** Lands: the basic land types among its card's subtypes (for landwalk); empty otherwise. */
  landTypes: string[];
  /** An Aura's "whenever enchanted creature becomes blocked [by a creature], you gain N life". */
  enchantedTriggers: { trigger: (typeof ATTACHED_TRIGGERS)[number]; amount: number }[];
  /** Lands named by card: the card's type line ("Basic Snow Land — Swamp", "Land — Swamp Mountain"), for landwalk; null otherwise. */
  landLine: string | null;
}

/** A scripted action with its `at` preference list normalised to an array. */
export type Action = ActionSpec extends infer T ? T extends unknown ? Omit<T, 'at'> & { at: Window[]; index: number } : never : never;

/** A best-block or best-attack expectation, normalised: the objective, and whether the written declaration must be the only best. */
export interface BestOptions { objective: (typeof OBJECTIVES)[number]; unique: boolean; divisions: boolean }

export interface Expectation {
  selector: string;
  rulesets: string[];
  outcome: OutcomeSpec;
  /** best-block: the declaration as combat.block is normalised. */
  bestBlock?: BestOptions & { block: Scenario['blocks'] };
  /** best-attack: the declaration as combat.attack is normalised. */
  bestAttack?: BestOptions & { attack: Scenario['attacks'] };
}

/** Multiplayer options and variants, normalised (docs/scenario-format.md, "Range of influence, teams"). */
export interface Multiplayer {
  /** Each player's range of influence in seats (601.2; 801.2); null: unlimited. Emperor: 2 for emperors, 1 for generals (607.3a). */
  range: Readonly<Record<string, number>> | null;
  variant: (typeof VARIANTS)[number] | null;
  /** The teams in seat order ([] without a variant). */
  teams: readonly (readonly string[])[];
}

export interface Scenario {
  file: string;
  title: string;
  description?: string;
  sources: string[];
  /** Two or more, in turn order; the first is the active (attacking) player. */
  players: [PlayerSpec, PlayerSpec, ...PlayerSpec[]];
  /** Multiplayer options; absent when the file has none. */
  multiplayer?: Multiplayer;
  /** In file order: "file order" in the spec's default policies. */
  creatures: CreatureSpec[];
  /** Non-creature permanents, in file order (empty when the file has none). */
  permanents: PermanentSpec[];
  /** `player`: what the attacker is declared attacking, a player, planeswalker or battle id. */
  attacks: { attacker: string; player: string }[];
  bands: string[][];
  blocks: { blocker: string; attackers: string[] }[];
  choices: Record<string, {
    order: Record<string, string[]>;
    assign: Record<string, Record<string, number>>;
    /** Targets chosen for the triggered abilities of a creature (source id -> creature or player id). */
    /** A target per source, or a list: the targets of its successive triggers, in order. */
    targets: Record<string, string | readonly string[]>;
    /** Creatures whose "as though it weren't blocked" option this player uses. */
    unblocked: string[];
    /** Enlist: attacker -> the creature tapped for it (702.154a). */
    enlist?: Record<string, string>;
    /** Attackers exerted as they attack (701.39a). */
    exert?: string[];
    /** Permanents this player sacrifices first when made to sacrifice (annihilator). */
    sacrifice?: string[];
    /** How many Phyrexian symbols of this player's costs to attack or block are paid with 2 life each (undefined: the default). */
    taxLife?: number;
    /** enters-as-copy: creature -> the creature it copies as it enters. */
    copy?: Record<string, string>;
  }>;
  actions: Action[];
  expect: Expectation[];
}

/**
 * The activated abilities a creature may have during the combat, each list as `do: activate`
 * numbers them: its own (or those of the creature it copies as the combat begins), those of each
 * creature an action makes it a copy of, and its own followed by those gained from a creature
 * (gain-abilities). The loader checks an activation against these; the engine reads the
 * creature's abilities as they are when it is activated.
 */
export function activatedLists(creatures: readonly CreatureSpec[], actions: readonly { do: string; target?: string; source?: string }[], id: string): ActivatedAbilitySpec[][] {
  const by = (x: string) => creatures.find((c) => c.id === x);
  const own = by(id)!;
  const base = own.copyOf !== null ? by(own.copyOf)?.activated ?? [] : own.activated;
  let out = [base, own.activated];
  for (const a of actions) {
    if (a.target !== id || a.source === undefined) continue;
    const from = by(a.source)?.activated ?? [];
    if (a.do === 'become-copy') out.push(from);
    if (a.do === 'gain-abilities') out = [...out, ...out.map((l) => [...l, ...from])];
  }
  return out;
}

/**
 * Who makes a player's choices and decisions: the player controlling that player's turn
 * (players.<id>.controlled-by: 507.3 from CR 2003-10-01, 720.5 today), else the player.
 */
export function decider(s: Scenario, player: string): string {
  return s.players[0].id === player ? s.players[0].controlledBy ?? player : player;
}
