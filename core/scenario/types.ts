// The scenario format as TypeScript types, written out: what a file (or `scenario({...})`) gives,
// and the parts of it the loader hands on as they are (abilities, actions, expected outcomes).
// The schema (schema.ts) stays the one authority on what is valid; these types say the same in
// plain declarations, so that the package's declarations never reach the validation library's
// types (which cost a user's type-check some 95,000 types). test/public-types.test.ts proves
// each of them equal to the schema's inferred type, both ways, so they cannot drift apart.
// docs/scenario-format.md describes every field.
import type {
  ACTIVATED_EFFECTS, ACTIVATED_RECIPIENTS, Affects, ATTACHED_TRIGGERS, Color, CounterKind, DELAYED, Each, EFFECTS, ENTERS_IF,
  GRAVEYARD_TYPES, Objective, PER, PERMANENT_KEYWORDS, PermanentType, PT_COUNTS, RECIPIENTS, StaticAbility, Status,
  THEN_EFFECTS, TriggerEvent, VARIANTS, Window, Zone,
} from './words.js';

/** A player's, creature's or permanent's id: 1 to 64 lowercase letters, digits and "-". */
export type Id = string;
type ById<T> = { [id: string]: T };
/** A keyword as printed ("flying", "rampage 2", "protection from red"), in any case. */
type Keyword = string;
type Delayed = (typeof DELAYED)[number];
type PermanentKeyword = (typeof PERMANENT_KEYWORDS)[number];

export type Counters = { '+1/+1'?: number; '-1/-1'?: number };

// Abilities. `C` is how a colour is written: any case in a file (string), its name once loaded (Color).

/** A triggered ability: when (trigger and conditions), what (do and its numbers), to whom (to). */
export interface TriggeredAbility<C extends string = Color> {
  trigger: TriggerEvent;
  'unless-that-has'?: Keyword;
  'other-attackers'?: number;
  'greater-power-attacker'?: true;
  'defender-life-at-least-yours'?: true;
  'if-no-counter'?: CounterKind;
  'if-not-renowned'?: true;
  'that-color'?: C;
  'that-power-at-most'?: number;
  do: (typeof EFFECTS)[number];
  to?: (typeof RECIPIENTS)[number];
  target?: Id;
  power?: number;
  toughness?: number;
  kind?: CounterKind;
  amount?: number;
  per?: (typeof PER)[number];
  keyword?: Keyword;
  tokens?: Id[];
  attacking?: true;
  delayed?: Delayed;
}

/** A cost of an activated ability: {T}, sacrificing this creature, life, generic mana, counters. */
export type Cost = 'tap' | 'sacrifice' | { 'pay-life': number } | { mana: number } | { 'remove-counters': { kind: CounterKind; amount: number } };

/** A further part of an activated ability's effect (`then:`), for the same recipient. */
export interface ThenEffect {
  do: (typeof THEN_EFFECTS)[number];
  power?: number;
  toughness?: number;
  keyword?: Keyword;
  kind?: CounterKind;
  amount?: number;
  delayed?: Delayed;
}

/** An activated ability, "cost: effect", used through the action `{ do: activate }`. */
export interface ActivatedAbility<C extends string = Color> {
  cost: Cost[];
  do: (typeof ACTIVATED_EFFECTS)[number];
  to?: (typeof ACTIVATED_RECIPIENTS)[number];
  power?: number;
  toughness?: number;
  kind?: CounterKind;
  amount?: number;
  tokens?: Id[];
  then?: ThenEffect[];
  'target-in-combat-with-this'?: true;
  'shares-color'?: true;
  types?: string[];
  colors?: C[];
  keywords?: Keyword[];
}

/** The creatures a static ability affects, narrowed by a creature type, a colour or a keyword. */
interface StaticScope<C extends string> {
  type?: string;
  color?: C;
  with?: Keyword;
  'without-abilities'?: true;
}

/** A static ability that changes power and toughness, grants keywords or colours (a lord, an anthem, an Aura). */
export interface ContinuousAbility<C extends string = Color> extends StaticScope<C> {
  affects: Affects;
  power?: number;
  toughness?: number;
  have?: Keyword | Keyword[];
  'if-renowned'?: true;
  'become-colors'?: C[];
  'cant-be-blocked'?: true;
}

/** "Assigns combat damage equal to its toughness rather than its power" (this creature, or those it affects). */
export interface AssignsToughness<C extends string = Color> extends StaticScope<C> {
  'assigns-toughness': true;
  affects?: Affects;
}

/** "Its power [and toughness] are each equal to the number of ...", plus `power` / `toughness`. */
export interface CharacteristicDefining {
  count: (typeof PT_COUNTS)[number];
  land?: string;
  power?: number;
  toughness?: number;
}

/** "This creature enters with N counters of a kind [if ...]". */
export interface EntersWithCounters {
  'enters-with-counters': { kind: CounterKind; amount: number };
  if?: (typeof ENTERS_IF)[number];
}

/** A creature's static abilities of that kind, merged: each name present, and the largest N of "except by N". */
export type StaticAbilities = { readonly [K in StaticAbility]?: true } & { readonly 'cant-be-blocked-except-by'?: number; readonly 'blocked-only-by-type'?: readonly string[] };

/** A cost per creature: generic mana, or a mana cost such as "{1}{W}" or "{W/P}". */
type TaxCost = number | string;

/** The static abilities any permanent may have, a creature or not (Furnace of Rath, Propaganda, Worship...). */
export type PermanentAbility<C extends string = Color> =
  | { 'double-damage': true }
  | { 'controller-cant-lose': true }
  | { 'attack-tax': { 'per-creature'?: TaxCost; 'per-counter'?: number; planeswalkers?: true } }
  | { 'block-tax': { 'per-creature': TaxCost } }
  | { 'opponents-creatures-exiled-instead': true }
  | { 'max-attackers': number }
  | { 'max-blockers': number }
  | { 'walls-can-attack': true }
  | { 'prevent-damage-by-creatures': true }
  | { 'cant-attack-you': { color?: C; without?: Keyword } }
  | { 'double-life-gain': true }
  | { 'damage-cant-reduce-life-below-1': true }
  | { 'yours-unblockable-if-defender-controls': string }
  | { 'controller-cant-get-poison': true }
  | { 'creatures-entering-dont-trigger': true }
  | { 'creatures-you-control-cant-have-counters': CounterKind }
  | { animates: { type: string; power: number; toughness: number; types?: string[]; colors?: C[]; keywords?: Keyword[]; all?: true } };

/** An ability as a creature's `abilities:` lists it. */
export type CreatureAbilityData =
  | { 'can-block-additional': number }
  | { 'cant-block': true }
  | { 'damage-trigger-lifegain': true }
  | PermanentAbility<string>
  | { [K in StaticAbility]: { [P in K]: true } }[StaticAbility]
  | { 'blocked-only-by-type': string }
  | { 'cant-be-blocked-except-by': number }
  | TriggeredAbility<string>
  | { activated: ActivatedAbility<string> }
  | ContinuousAbility<string>
  | AssignsToughness<string>
  | { 'as-though-unblocked': true }
  | EntersWithCounters
  | { 'enters-as-copy': true }
  | { 'characteristic-defining': CharacteristicDefining };

/** An ability as a non-creature permanent's `abilities:` lists it. */
export type PermanentAbilityData =
  | PermanentAbility<string>
  | ContinuousAbility<string>
  | { 'damage-trigger-lifegain': true }
  | { unlife: true }
  | { 'lichs-mirror': true }
  | { 'enchanted-permanent-has': PermanentKeyword[] }
  | { trigger: (typeof ATTACHED_TRIGGERS)[number]; do: 'gain-life'; amount: number; to?: 'controller' };

// Actions: what players do at a window of the combat (docs/scenario-format.md, Actions).

interface ActionBase<C extends string> {
  at: Window | Window[];
  by?: Id;
  targeted?: boolean;
  colors?: C[];
}
/** Actions of the kinds `D` (one union member per kind), with the fields `F`. */
type Kinds<D extends string, F, C extends string> = D extends string ? ActionBase<C> & { do: D } & F : never;

/** An action, its kind in `do`; `C` is how a colour is written (any case in a file, its name once loaded). */
export type Action<C extends string = Color> =
  | Kinds<'destroy' | 'sacrifice' | 'bounce' | 'exile' | 'tap' | 'untap' | 'regenerate' | 'remove-from-combat' | 'doesnt-untap' | 'blink' | 'switch-pt', { target?: Id; each?: Each }, C>
  | Kinds<'damage', { source?: Id; target?: Id; each?: Each; amount?: number; 'power-of'?: Id; 'redirect-to'?: Id; spell?: Id }, C>
  | Kinds<'pump', { target?: Id; each?: Each; power?: number; toughness?: number }, C>
  | Kinds<'grant' | 'lose', { target?: Id; each?: Each; keyword: Keyword }, C>
  | Kinds<'set-types', { target: Id; types: string[] }, C>
  | Kinds<'prevent', { target: Id; amount: number; 'shares-color'?: true }, C>
  | Kinds<'gain-control', { target: Id; player: Id; untap?: true; haste?: true }, C>
  | Kinds<'gain-life' | 'lose-life', { player: Id; amount?: number; 'power-of'?: Id }, C>
  | Kinds<'add-mana' | 'poison', { player: Id; amount: number }, C>
  | Kinds<'add-counters', { target?: Id; each?: Each; kind: CounterKind; amount: number }, C>
  | Kinds<'prevent-from-source', { source: Id; target?: Id; 'gain-life'?: true }, C>
  | Kinds<'prevent-from-color', { color: C; source?: Id; target?: Id }, C>
  | Kinds<'must-block', { target: Id; attacker: Id }, C>
  | Kinds<'create-token', { target: Id; tapped?: true; attacking?: Id; blocking?: Id }, C>
  | Kinds<'fight' | 'become-copy' | 'gain-abilities', { source: Id; target: Id }, C>
  | Kinds<'must-be-blocked', { target: Id; all?: true }, C>
  | Kinds<'activate', { source: Id; ability?: number; target?: Id }, C>
  | Kinds<'ninjutsu', { target: Id; return: Id; held?: true }, C>
  | Kinds<'set-colors', { target?: Id; each?: Each; to: C[] }, C>
  | Kinds<'share-keywords', { share: (Keyword | 'landwalk' | 'protection')[] }, C>
  | Kinds<'goad', { target?: Id; player?: Id }, C>
  | Kinds<'fog', {}, C>
  | Kinds<'turn-face-up' | 'lose-all-abilities', { target: Id }, C>
  | Kinds<'animate', { target: Id; power: number; toughness: number; types?: string[]; colors?: C[]; keywords?: Keyword[] }, C>;

// Expectations.

interface BestOptions {
  objective?: Objective;
  unique?: boolean;
  divisions?: boolean;
}

/** An expected outcome: only the fields given are checked. */
export interface Outcome {
  status?: Status;
  life?: ById<number>;
  lost?: Id[];
  graveyard?: Id[];
  battlefield?: Id[];
  zones?: ById<Zone>;
  damage?: ById<number>;
  counters?: ById<Counters>;
  poison?: ById<number>;
  loyalty?: ById<number>;
  defense?: ById<number>;
  tapped?: Id[];
  'doesnt-untap'?: Id[];
  'best-block'?: BestOptions & { block: ById<Id | Id[]> };
  'best-attack'?: BestOptions & { attack: ById<Id> };
}

// The scenario as written: a file's fields, or the object `scenario(registry, {...})` takes.

export interface PlayerData {
  life: number;
  'dealt-damage-this-turn'?: true;
  poison?: number;
  graveyard?: number;
  'graveyard-types'?: (typeof GRAVEYARD_TYPES)[number][];
  hand?: number;
  /** Basic land types ("Swamp") or lands' type lines ("Basic Snow Land — Swamp"). */
  lands?: string[];
  'controlled-by'?: Id;
  /** N generic mana, or symbols such as "{W}{W}{2}". */
  mana?: number | string;
}

export interface CreatureData {
  controller: Id;
  /** A card's name in the catalogue: the other fields then override the card's. */
  card?: string;
  power?: number;
  toughness?: number;
  name?: string;
  types?: string[];
  colors?: string[];
  keywords?: Keyword[];
  abilities?: CreatureAbilityData[];
  tapped?: boolean;
  sick?: boolean;
  damage?: number;
  counters?: Counters;
  zone?: 'battlefield' | 'hand' | 'none';
  renowned?: boolean;
  goaded?: boolean | Id | Id[];
  'copy-of'?: Id;
  'face-down'?: boolean;
  creature?: false;
}

export interface PermanentData {
  controller: Id;
  keywords?: PermanentKeyword[];
  type?: PermanentType;
  card?: string;
  name?: string;
  colors?: string[];
  loyalty?: number;
  defense?: number;
  protector?: Id;
  'attached-to'?: Id;
  abilities?: PermanentAbilityData[];
}

export interface ChoiceData {
  order?: ById<Id[]>;
  assign?: ById<ById<number>>;
  targets?: ById<Id | Id[]>;
  unblocked?: Id[];
  enlist?: ById<Id>;
  exert?: Id[];
  sacrifice?: Id[];
  'tax-life'?: number;
  copy?: ById<Id>;
}

export type ActionData = Action<string>;
export type OutcomeData = Outcome;

/** The fields of a scenario file (docs/scenario-format.md). */
export interface ScenarioData {
  $schema?: string;
  scenario: string;
  description?: string;
  sources?: string[];
  players: ById<PlayerData>;
  creatures: ById<CreatureData>;
  permanents?: ById<PermanentData>;
  multiplayer?: { 'range-of-influence'?: number; variant?: (typeof VARIANTS)[number]; teams?: Id[][] };
  /** attack: attacker -> the player, planeswalker or battle it attacks; block: blocker -> the attacker(s) it blocks. */
  combat: { attack: ById<Id>; bands?: Id[][]; block?: ById<Id | Id[]> };
  choices?: ById<ChoiceData>;
  actions?: ActionData[];
  /** Ruleset selector (an id, "latest", "all", "a..b", "a,b") -> the expected outcome. */
  expect?: ById<OutcomeData>;
}
