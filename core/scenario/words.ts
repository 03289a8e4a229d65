// The words of the scenario format: the windows, zones, triggers, effects, recipients and the other
// lists a field picks its value from, with their types. Plain values, apart from the schema
// (schema.ts validates with them): the package's type declarations (types.ts, views, results) name
// them without reaching the validation library's types.

export const COLORS = ['white', 'blue', 'black', 'red', 'green'] as const;
/** A colour as the loader gives it (a file may write it in any case). */
export type Color = (typeof COLORS)[number];
/** The counters a creature may carry (the ability issue's first slice; loyalty and defense come with planeswalkers and battles). */
export const COUNTER_KINDS = ['+1/+1', '-1/-1'] as const;
export type CounterKind = (typeof COUNTER_KINDS)[number];
export const WINDOWS = [
  'beginning-of-combat', 'declare-attackers', 'declare-blockers',
  'first-strike-damage-assigned', 'first-strike-damage-dealt',
  'combat-damage-assigned', 'combat-damage-dealt', 'end-of-combat',
] as const;
export type Window = (typeof WINDOWS)[number];
/** The events a triggered ability can trigger on (docs/scenario-format.md, "Triggered abilities"). */
export const TRIGGERS = [
  'beginning-of-combat', 'attacks', 'attacks-alone', 'blocks', 'becomes-blocked', 'becomes-blocked-by',
  'attacks-unblocked', 'deals-combat-damage-to-player', 'dies',
  // "When you exert it" (701.39; chosen in `choices.<player>.exert`) and "whenever you gain life" (119.9; 118.8 in 2010).
  'exerted', 'you-gain-life',
  // "Whenever you exert a creature" (Trueheart Twins): any creature its controller exerts ("that creature").
  'you-exert',
  // Entering the battlefield (a token created, a card returned by persist/undying/blink, a ninja): this creature, or another creature its controller controls.
  'enters', 'another-enters',
  // "Whenever a creature attacks" (any creature, either player's: "that creature" is the attacker; 508.2a's example, "whenever a green creature attacks").
  'creature-attacks',
  // "Whenever this deals combat damage to a creature" (Voracious Cobra, Toxin Sliver): "that creature" is the one dealt it.
  'deals-combat-damage-to-creature',
  // "Whenever this creature is dealt damage" / "is dealt combat damage" (Wall of Essence, Boros Reckoner): once per damage
  // event, however many sources dealt it (603.2c); its amount is the damage dealt, used with `per: damage` ("that much").
  'dealt-damage', 'dealt-combat-damage',
] as const;
/** What a triggered ability does when it resolves. */
export const EFFECTS = ['pump', 'add-counters', 'damage', 'gain-life', 'lose-life', 'poison', 'destroy', 'sacrifice', 'bounce', 'exile', 'tap', 'untap', 'return', 'provoke', 'regenerate', 'prevent', 'create-token', 'fight', 'graveyard-to-hand',
  // Keywords' effects: renown's counters and designation, annihilator's sacrifice; "gains <keyword> until end of turn"; decayed's delayed sacrifice.
  'renown', 'sacrifice-permanents', 'grant', 'sacrifice-at-end-of-combat',
  // "That creature doesn't untap during its controller's next untap step" (Wall of Frost).
  'doesnt-untap'] as const;
/** Whom it does it to: this creature, the object of the trigger event ("that creature", "that player"), ... */
export const RECIPIENTS = ['self', 'that', 'each-other-attacker', 'lesser-power-attacker', 'defending-player', 'controller', 'chosen',
  // Mass effects: each creature on the battlefield as it resolves, each other one, each one an opponent of its controller controls.
  'each-creature', 'each-other-creature', 'each-opponent-creature',
  // Archangel of Thune's "each creature you control".
  'each-creature-you-control'] as const;
/** Multipliers: rampage's "for each creature blocking it beyond the first", melee's "for each opponent you attacked". */
export const PER = ['blocker-beyond-first', 'opponent-attacked',
  // Guiltfeeder's "loses 1 life for each card in his or her graveyard": the recipient player's graveyard, as it resolves.
  'card-in-graveyard',
  // "That much": the damage the creature was dealt (dealt-damage, dealt-combat-damage).
  'damage',
  // "Damage equal to its power" (Murderous Redcap): this creature's power as the ability resolves, or as it last existed on the battlefield (608.2h).
  'power'] as const;
export type TriggerEvent = (typeof TRIGGERS)[number];
/** When a delayed triggered ability an effect creates does its part (603.7; 406.2 of 2003-2007): "at end of combat", "at end of turn" (the beginning of the next end step). */
export const DELAYED = ['end-of-combat', 'end-of-turn'] as const;
/** The costs an activated ability may have: {T}, sacrificing this creature, paying life, generic mana from the pool. */
export const COSTS = ['tap', 'sacrifice', 'pay-life', 'mana', 'remove-counters'] as const;
/** Whom an activated ability's effect is for: this creature, its controller, the defending player, or the action's target. */
export const ACTIVATED_RECIPIENTS = ['self', 'controller', 'defending-player', 'chosen'] as const;
/** The effects an activated ability may have: those of triggered abilities, but for the ones only keywords and "dies" triggers have. */
export const ACTIVATED_EFFECTS = [...EFFECTS.filter((e) => !['return', 'provoke', 'graveyard-to-hand', 'renown', 'sacrifice-permanents', 'grant', 'sacrifice-at-end-of-combat'].includes(e)),
  // "Put a creature card exiled with [this] onto the battlefield under your control" (Sisters of Stone Death): the card an ability linked to it exiled (607.2a).
  'return-exiled',
  // Mishra's Factory's "{1}: becomes a 2/2 Assembly-Worker artifact creature until end of turn" (power, toughness, types, colors, keywords).
  'animate'] as const;
/** The effects a further part of an activated ability (`then:`) may have, now or through a delayed triggered ability. */
export const THEN_EFFECTS = ['pump', 'grant', 'destroy', 'sacrifice', 'bounce', 'exile', 'tap', 'untap',
  // "Return that card to the battlefield under its owner's control at end of turn" (Flickerwisp, Otherworldly Journey): only delayed.
  'return'] as const;
/**
 * Static restrictions and requirements on attacking and blocking, each `{ <name>: true }`
 * (core/engine/legality.ts, core/engine/requirements.ts). Requirements: "must-be-blocked" (Lure:
 * all creatures able to block it do so), "must-be-blocked-if-able" (by at least one creature),
 * "attacks-each-combat", "blocks-each-combat"; the rest are restrictions.
 */
export const STATIC_ABILITIES = [
  'cant-be-blocked', 'can-block-only-flying', 'cant-attack', 'cant-attack-alone', 'cant-block-alone',
  'must-be-blocked', 'must-be-blocked-if-able', 'attacks-each-combat', 'blocks-each-combat',
  // Champion of Lambholt: "creatures with power less than this creature's power can't block creatures you control".
  'lesser-power-cant-block-yours',
] as const;
export type StaticAbility = (typeof STATIC_ABILITIES)[number];
/** Which creatures a static ability affects (docs/scenario-format.md, "Static abilities"). */
export const AFFECTS = ['self', 'creatures-you-control', 'other-creatures-you-control', 'creatures', 'other-creatures', 'creatures-your-opponents-control',
  // An Equipment's or Aura's: the creature it is attached to (`attached-to:` on the artifact or enchantment).
  'equipped-creature', 'enchanted-creature'] as const;
export type Affects = (typeof AFFECTS)[number];
/**
 * What a characteristic-defining ability counts (Tarmogoyf's card types among cards in all graveyards,
 * Nightmare's Swamps you control, Maro's cards in your hand).
 */
export const PT_COUNTS = ['card-types-in-graveyards', 'lands-you-control', 'cards-in-hand'] as const;
/** The conditions "enters with counters" may have: bloodthirst's "if an opponent was dealt damage this turn". */
export const ENTERS_IF = ['opponent-was-dealt-damage'] as const;
/** The kinds of non-creature permanent a scenario may put on the battlefield (`permanents:`). */
export const PERMANENT_TYPES = ['planeswalker', 'battle', 'land', 'artifact', 'enchantment'] as const;
export type PermanentType = (typeof PERMANENT_TYPES)[number];
/** The events an Aura's triggered ability may trigger on: its enchanted creature's. */
export const ATTACHED_TRIGGERS = ['becomes-blocked', 'becomes-blocked-by'] as const;
/** The multiplayer variants with teams (606/806/810 Two-Headed Giant; 607/807/809 Emperor). */
export const VARIANTS = ['two-headed-giant', 'emperor'] as const;
/** The keywords a non-creature permanent may have, or an Aura grant it: those that stop spells and abilities targeting it. */
export const PERMANENT_KEYWORDS = ['shroud', 'hexproof'] as const;
/**
 * A mass effect instead of one target: every creature on the battlefield as the action is taken (Wrath
 * of God), those the acting player controls, or those its opponent controls (Cower in Fear).
 */
export const EACH = ['creatures', 'creatures-you-control', 'creatures-your-opponents-control'] as const;
export type Each = (typeof EACH)[number];
export const ACTION_KINDS = [
  'destroy', 'sacrifice', 'bounce', 'exile', 'damage', 'pump', 'grant', 'lose', 'set-types',
  'tap', 'untap', 'regenerate', 'prevent', 'remove-from-combat', 'gain-control', 'gain-life',
  'lose-life', 'add-mana', 'add-counters', 'poison', 'must-block', 'must-be-blocked', 'create-token', 'fight', 'fog', 'prevent-from-source', 'prevent-from-color', 'activate', 'ninjutsu', 'blink', 'goad',
  'set-colors', 'share-keywords',
  'become-copy', 'turn-face-up', 'gain-abilities',
  // A permanent becomes a creature (Mishra's Factory, a manland, March of the Machines); a creature loses all abilities (Turn to Frog).
  'animate', 'lose-all-abilities',
  // "Switch target creature's power and toughness until end of turn" (Twisted Image, Inside Out).
  'switch-pt',
  // "Those creatures don't untap during their controller's next untap step" (Frost Breath).
  'doesnt-untap',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
export const STATUSES = ['ok', 'illegal-attack', 'illegal-block', 'illegal-choice'] as const;
export const ZONES = ['battlefield', 'graveyard', 'hand', 'exile', 'library', 'none'] as const;
/** At most this many creatures of the active player are searched for the best attack (2^8 attacks, each with its blocks). */
export const MAX_ATTACK_CANDIDATES = 8;
/** What the defending player prefers when explore picks the best block (core/explore/explore.ts LINES, docs/explore.md). */
export const OBJECTIVES = ['life', 'creatures', 'trade', 'value', 'cautious'] as const;
export type Objective = (typeof OBJECTIVES)[number];
/** The card types a graveyard may hold (`graveyard-types`). */
export const GRAVEYARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery', 'Tribal'] as const;
export type Zone = (typeof ZONES)[number];
export type Status = (typeof STATUSES)[number];
