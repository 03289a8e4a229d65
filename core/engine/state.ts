// The engine's working state, built from a Scenario and changed only by the engine.
import type { CreatureSpec, PermanentSpec, Scenario, StaticEffect } from '../scenario/scenario.js';
import type { CombatEvent } from '../events.js';
import type { CreatureView, PermanentView, PlayerView } from '../views.js';
import type { StaticAbilities, ThenEffect, TriggeredAbility as TriggeredAbilitySpec } from '../scenario/types.js';
import type { CounterKind, Status, TriggerEvent, Window } from '../scenario/words.js';
import type { CitedAbility } from '../abilities.js';
import { EMPTY, packed } from './lists.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A creature as the engine changes it: the view hooks see, writable, plus the engine's bookkeeping. */
export interface CreatureState extends Mutable<Omit<CreatureView, 'spec'>> {
  /** Its characteristics now: its card's, or as a copy effect or being face down make them (core/engine/copy.ts). */
  spec: CreatureSpec;
  /** Its own card, as the scenario gives it: what it is again as a new object (400.7). */
  readonly card: CreatureSpec;
  /** The copiable values a copy effect gave it (706.2; 503.2 of 2003-2007; D'Angelo E.4.2), or null. */
  copyOf: CreatureSpec | null;
  /** Face down (morph): a 2/2 with no name, types, colours or abilities (702.37a, 708.2 today). */
  faceDown: boolean;
  /** Activated abilities gained until end of turn, each gain-abilities effect's list apart (linked among themselves: 607.5). */
  gained: readonly (readonly import('../scenario/scenario.js').CreatureSpec['activated'][number][])[];
  /** Dealt damage by a deathtouch source since state-based actions were last checked. */
  deathtouched: boolean;
  /** First/double strike as the first combat damage step began. */
  strike: { readonly first: boolean; readonly double: boolean } | null;
  dealtInFirstStep: boolean;
  /** Keywords static abilities added to `keywords` at their last application (core/engine/statics.ts). */
  granted: readonly string[];
  /** Keywords an effect removed after the static abilities began to apply: a later timestamp, so they stay removed. */
  lost: readonly string[];
  /** A delayed triggered ability will sacrifice it at end of combat (decayed); a new object has none. */
  sacrificeAtEnd: boolean;
  /** An effect says it doesn't untap during its controller's next untap step (Wall of Frost); a new object has none. */
  doesntUntap: boolean;
  /** A requirement an action gave it until end of turn: must be blocked if able, or by all creatures able to (must-be-blocked). */
  lured: 'if-able' | 'all' | null;
  /** The colours an action gave it until end of turn (set-colors): a later timestamp than the static abilities' colours. */
  actionColors: readonly string[] | null;
  /** The creature types an action gave it until end of turn (set-types): they stay through a later copy effect (layer 4 after layer 1). */
  actionTypes: readonly string[] | null;
  /** Static abilities of other objects say it can't be blocked ("enchanted creature can't be blocked"): not an ability of its own. */
  staticUnblockable: boolean;
  /** It lost all abilities until end of turn (lose-all-abilities): a later timestamp than the static abilities that grant keywords (613.1f; 418.5a of 2004-2007; D'Angelo T.14.1). */
  abilitiesLost: boolean;
  /** The base power and toughness an animate action set (613.4b; D'Angelo K.5.6): they stay through a later copy effect (layer 7b after layer 1). */
  animatedPT: { power: number; toughness: number } | null;
  /** The static animation that makes it a creature now (Ambush Commander's), or null (core/engine/animation.ts). */
  staticAnimation: import('../scenario/scenario.js').Animates | null;
  /** Which object it is: a card that returns to the battlefield or a token created is a new object (400.7); counted from 0. */
  incarnation: number;
  /** Its triggered abilities by event, for the `keywords` list they were read from (core/engine/triggers.ts). */
  triggerIndex: { readonly keywords: readonly string[]; readonly byEvent: AbilitiesByEvent } | null;
}

/** Triggered abilities by event: written ones first, then each keyword's, in order; null when there are none. */
export type AbilitiesByEvent = ReadonlyMap<TriggerEvent, readonly CitedAbility[]> | null;

export interface PermanentState extends Mutable<Omit<PermanentView, 'spec'>> { readonly spec: PermanentView['spec'] }

export interface PlayerState extends Mutable<Omit<PlayerView, 'id'>> { readonly id: string }

/** A shield against the damage one chosen source would deal to one player or creature (Circle of Protection). */
export interface SourceShield {
  source: string;
  /** The protected player or creature. */
  target: string;
  /** The number of the action that made it (#1, ...), for the log. */
  action: number;
  /**
   * The old rules: the damage prevention step it was played in (a *-assigned window, or the number of
   * a spell or ability's damage prevention step); it covers that step's damage.
   */
  step?: Window | number;
  used: boolean;
  /** "You gain life equal to the damage prevented this way" (Awe Strike): the player who gains it. */
  gainTo?: string;
}

export interface Game {
  readonly scenario: Scenario;
  readonly active: string;
  readonly defending: string;
  players: Map<string, PlayerState>;
  /**
   * The creatures by id, made on first use (most runs find a creature by its place in file order:
   * RunContext.creature): building a map for every run cost as much as the rest of the game's set-up.
   * Never added to: the scenario's creatures are all the creatures a run has.
   */
  readonly creatures: ReadonlyMap<string, CreatureState>;
  /** That map, once made (null until then). */
  creatureMap: ReadonlyMap<string, CreatureState> | null;
  /** Never added to after the game is made (a scenario without permanents shares one empty map). */
  readonly permanents: ReadonlyMap<string, PermanentState>;
  /** The same players and creatures, in turn order and file order (the maps' order: the engine adds none): a list, for the loops. */
  readonly playerList: readonly PlayerState[];
  readonly creatureList: readonly CreatureState[];
  window: Window;
  status: Status;
  reason?: string;
  statusRule?: string;
  /** An illegal block refused by one blocker's own restrictions with the attackers it blocks (509.1b), independent of the rest of the declaration: that blocker. */
  statusBlocker?: string;
  events: CombatEvent[];
  /** A fog effect: all combat damage that would be dealt this turn is prevented. */
  fog: boolean;
  /** The controllers of the fog effects (for a limited range of influence: 601.14b; 801.15b; 801.13b). */
  fogBy: string[];
  sourceShields: SourceShield[];
  /** The players dealt damage this turn (given as the combat begins, and any dealt since): bloodthirst's condition. Replaced when one is added, never written into (most runs start with none and share one empty set). */
  damagedPlayers: ReadonlySet<string>;
  /** The combat damage assigned and not yet dealt (in a *-assigned window), as source, target, amount; replaced, never written into (EMPTY when none). */
  assigned: readonly { source: string; target: string; amount: number }[];
  /** The old rules: the number of the spell or ability's damage prevention step under way (T.10.2), else 0. */
  noncombatStep: number;
  /** Ninjutsu abilities activated with `held: true`, still on the stack: the ninja, what it would attack, the action's number. */
  held: { ninja: string; attacking: string; action: number }[];
  /** Delayed triggered abilities still to trigger (at end of combat, at end of turn). */
  delayed: Delayed[];
  /** Cards exiled by abilities that others are linked to ("exiled with [this]"). */
  exiledWith: LinkedExile[];
}

/** The combat lists, granted and lost keywords, shared empty: replaced when they change, never written into (lists.ts: EMPTY). */
const NONE: readonly string[] = EMPTY;
const NONE_GAINED: CreatureState['gained'] = Object.freeze([]);
const NO_KEYWORDS: readonly string[] = EMPTY;
/** A creature's card types as the scenario gives them: shared, replaced when they change (animation.ts, set-types). */
const CREATURE: readonly string[] = ['Creature'];
const NO_CARD_TYPES: readonly string[] = EMPTY;
/** No power and toughness switches (most creatures): shared, replaced when one is added. */
const NO_SWITCHES: CreatureState['switches'] = [];

/** A delayed triggered ability waiting for its time (603.7; 406.2 of 2003-2007): one effect, for one object. */
export interface Delayed {
  when: 'end-of-combat' | 'end-of-turn';
  effect: ThenEffect;
  /** The object it affects: this creature, while it is the same object (603.7c; 406.2d of 2003-2007). */
  target: string;
  incarnation: number;
  /** The ability's source and controller (603.7d-e). */
  source: string;
  controller: string;
  rule: import('../rule-keys.js').RuleKey;
}

/** A card an activated ability exiled, for the abilities linked to it (607.2a; 217.7d of 2007): the object and which of its abilities. */
export interface LinkedExile { card: string; object: string; incarnation: number; link: string }

/**
 * A creature as the scenario gives it, on the battlefield (unless another zone is given) and in no
 * combat. Its counters, keywords, types, colours and empty combat lists are shared, not copied (this
 * runs for every creature of every run): the engine replaces them when they change (c.counters =
 * {...}, c.keywords = [...], c.blockers = [...]), never writes into them. Its keywords, types and
 * colours are the shaped spec's unfrozen copies (shapedCreature).
 */
export function creatureState(c: CreatureSpec, zone: CreatureState['zone'] = 'battlefield'): CreatureState {
  return {
    id: c.id, spec: c, card: c, copyOf: null, faceDown: false, gained: NONE_GAINED, owner: c.controller, controller: c.controller,
    basePower: c.power, baseToughness: c.toughness, powerMod: 0, toughnessMod: 0, staticPower: 0, staticToughness: 0, assignsToughness: false,
    keywords: c.keywords, types: c.types, cardTypes: c.creature === false ? NO_CARD_TYPES : CREATURE, colors: c.colors,
    canBlockAdditional: c.canBlockAdditional, cantBlock: c.cantBlock, damageTriggerLifegain: c.damageTriggerLifegain,
    tapped: c.tapped, sick: c.sick, damage: c.damage, zone,
    attacking: null, blocked: false, blockers: NONE, blocking: NONE, isBlocker: false, band: null, mustBlock: NONE,
    regenShields: 0, preventShield: 0, deathtouched: false, strike: null, dealtInFirstStep: false, granted: NO_KEYWORDS, lost: NO_KEYWORDS, sacrificeAtEnd: false, doesntUntap: false, lured: null, incarnation: 0, actionColors: null, actionTypes: null, staticUnblockable: false, abilitiesLost: false, animatedPT: null, staticAnimation: null,
    counters: c.counters, switches: NO_SWITCHES, triggerIndex: null, renowned: c.renowned, goaded: c.goaded, goadedBy: c.goadedBy, exerted: false,
  };
}

/**
 * Counters with `n` more of one kind (n < 0: fewer): a new record, as counters are replaced, never
 * written into. A literal of every kind, not a spread with a computed key: every counters record
 * keeps one shape, which the code reading them relies on for speed.
 */
export function addCounters(c: Readonly<Record<CounterKind, number>>, kind: CounterKind, n: number): Record<CounterKind, number> {
  const out = { '+1/+1': c['+1/+1'], '-1/-1': c['-1/-1'] };
  out[kind] += n;
  return out;
}

/** Every field of T present (an optional one may hold undefined): the type of a fixed-shape record. */
type Complete<T> = { [K in keyof Required<T>]: T[K] };

/**
 * The scenario as the engine reads it: one record per parsed scenario (made on its first run:
 * scenario-facts.ts keeps it), with every field of the scenario, its creatures, permanents and their
 * static effects in one order, optional ones included. The loader leaves optional fields out
 * (`card`, `multiplayer`, a static effect's `type`...), so a varied corpus gives each kind of
 * object several hidden classes; code that has read them all (a check of the corpus, then generated
 * boards in the same process) is polymorphic at every such read. Their static abilities and
 * triggered abilities likewise. The given scenario is left as it is (plain data): the lists and
 * values inside are shared, and these records are frozen as it is. `creatures` and `permanents`
 * are the shaped lists (shapedCreatures, shapedPermanents), kept per given list by the caller: a
 * scenario made from another with other blocks or choices (explore tries every declaration that
 * way) shares its creatures' list, so their records are made once.
 */
export function shaped(s: Scenario, creatures: readonly CreatureSpec[], permanents: readonly PermanentSpec[]): Scenario {
  const all: Complete<Scenario> = {
    file: s.file, title: s.title, description: s.description, sources: s.sources, players: s.players, multiplayer: s.multiplayer,
    creatures: creatures as CreatureSpec[], permanents: permanents as PermanentSpec[],
    // The combat's lists packed (lists.ts): the loader's come from map, packed or holey as it was optimised or not.
    attacks: packed(s.attacks) as Scenario['attacks'], bands: shapedBands(s.bands), blocks: shapedBlocks(s.blocks),
    choices: s.choices, actions: packed(s.actions) as Scenario['actions'], expect: s.expect,
  };
  return Object.freeze(all);
}

/** The shaped creatures of a scenario's list (see shaped). */
export function shapedCreatures(given: readonly CreatureSpec[]): readonly CreatureSpec[] {
  const list: CreatureSpec[] = [];
  for (let i = 0; i < given.length; i++) list.push(shapedCreature(given[i]!));
  return Object.freeze(list);
}

/** The shaped permanents of a scenario's list (see shaped): most scenarios have none, and share one empty list. */
const NO_PERMANENTS: readonly PermanentSpec[] = Object.freeze([]);
export function shapedPermanents(given: readonly PermanentSpec[]): readonly PermanentSpec[] {
  if (!given.length) return NO_PERMANENTS;
  const list: PermanentSpec[] = [];
  for (let i = 0; i < given.length; i++) list.push(shapedPermanent(given[i]!));
  return Object.freeze(list);
}

/** The bands packed (lists.ts); most scenarios have none, and share one empty list (of the kind mapped makes). */
const NO_BANDS: readonly string[][] = Object.freeze(EMPTY.slice());
function shapedBands(bands: Scenario['bands']): string[][] {
  if (!bands.length) return NO_BANDS as string[][];
  const out: string[][] = [];
  for (let i = 0; i < bands.length; i++) out.push(packed(bands[i]!) as string[]);
  return Object.freeze(out) as string[][];
}

function shapedBlocks(blocks: Scenario['blocks']): Scenario['blocks'] {
  const out: Scenario['blocks'] = [];
  for (let i = 0; i < blocks.length; i++) out.push(Object.freeze({ blocker: blocks[i]!.blocker, attackers: packed(blocks[i]!.attackers) as string[] }));
  return Object.freeze(out) as Scenario['blocks'];
}

/** Most objects have no static effects: they share one empty list. */
const NO_EFFECTS: readonly StaticEffect[] = Object.freeze([]);
function shapedEffects(es: readonly StaticEffect[]): StaticEffect[] {
  if (!es.length) return NO_EFFECTS as StaticEffect[];
  const out: StaticEffect[] = [];
  for (let i = 0; i < es.length; i++) {
    const e = es[i]!;
    const all: Complete<StaticEffect> = {
      affects: e.affects, type: e.type, color: e.color, with: e.with, power: e.power, toughness: e.toughness, have: e.have,
      assignsToughness: e.assignsToughness, ifRenowned: e.ifRenowned, withoutAbilities: e.withoutAbilities, becomeColors: e.becomeColors, cantBeBlocked: e.cantBeBlocked,
    };
    out.push(Object.freeze(all));
  }
  return Object.freeze(out) as StaticEffect[];
}

/**
 * A static abilities record with every kind present (undefined where it has none): the loader gives
 * only those it has. Most creatures have none and share the loader's one empty record: the last
 * record made is kept for the next creature.
 */
let lastStatics: { given: StaticAbilities; made: StaticAbilities } | null = null;
function shapedStatics(x: StaticAbilities): StaticAbilities {
  if (lastStatics !== null && lastStatics.given === x) return lastStatics.made;
  const all: Complete<StaticAbilities> = {
    'cant-be-blocked': x['cant-be-blocked'], 'can-block-only-flying': x['can-block-only-flying'], 'cant-attack': x['cant-attack'],
    'cant-attack-alone': x['cant-attack-alone'], 'cant-block-alone': x['cant-block-alone'], 'must-be-blocked': x['must-be-blocked'],
    'must-be-blocked-if-able': x['must-be-blocked-if-able'], 'attacks-each-combat': x['attacks-each-combat'], 'blocks-each-combat': x['blocks-each-combat'],
    'lesser-power-cant-block-yours': x['lesser-power-cant-block-yours'], 'cant-be-blocked-except-by': x['cant-be-blocked-except-by'],
    'blocked-only-by-type': x['blocked-only-by-type'],
  };
  const made = Object.freeze(all);
  lastStatics = { given: x, made };
  return made;
}

/**
 * A triggered ability (written, or a keyword's: core/abilities.ts) with every field present, one
 * record per ability object: the scenario's are given with only the fields they use.
 */
const shapedAbilityOf = new WeakMap<TriggeredAbilitySpec, TriggeredAbilitySpec>();
export function shapedAbility(a: TriggeredAbilitySpec): TriggeredAbilitySpec {
  let r = shapedAbilityOf.get(a);
  if (r) return r;
  const all: Complete<TriggeredAbilitySpec> = {
    trigger: a.trigger, 'unless-that-has': a['unless-that-has'], 'other-attackers': a['other-attackers'], 'greater-power-attacker': a['greater-power-attacker'],
    'defender-life-at-least-yours': a['defender-life-at-least-yours'], 'if-no-counter': a['if-no-counter'], 'if-not-renowned': a['if-not-renowned'],
    'that-color': a['that-color'], do: a.do, to: a.to, target: a.target, power: a.power, toughness: a.toughness, kind: a.kind, amount: a.amount,
    per: a.per, keyword: a.keyword, tokens: a.tokens, delayed: a.delayed, 'that-power-at-most': a['that-power-at-most'], attacking: a.attacking,
  };
  shapedAbilityOf.set(a, (r = Object.freeze(all)));
  return r;
}

/**
 * Its keywords, types and colours are copies, unfrozen: every run's creature state starts with these
 * lists (creatureState), and on Node 20 filter, some, find and slice take a slow path on a frozen
 * array (3-8x), as the scenario's are while it runs. Never written into, like the state's lists: an
 * empty one is the shared EMPTY (lists.ts), as are the state's.
 */
function shapedCreature(c: CreatureSpec): CreatureSpec {
  const triggered: TriggeredAbilitySpec[] = [];
  for (let i = 0; i < c.triggered.length; i++) triggered.push(shapedAbility(c.triggered[i]!));
  const all: Complete<CreatureSpec> = {
    id: c.id, controller: c.controller, power: c.power, toughness: c.toughness, name: c.name, card: c.card, types: copied(c.types), colors: copied(c.colors),
    keywords: copied(c.keywords), canBlockAdditional: c.canBlockAdditional, cantBlock: c.cantBlock, damageTriggerLifegain: c.damageTriggerLifegain,
    doubleDamage: c.doubleDamage, controllerCantLose: c.controllerCantLose, doubleLifeGain: c.doubleLifeGain,
    unblockableIfDefenderControls: c.unblockableIfDefenderControls, lifeFloor: c.lifeFloor, exilesOpponentsCreatures: c.exilesOpponentsCreatures,
    triggered: Object.freeze(triggered) as TriggeredAbilitySpec[], activated: c.activated, zone: c.zone, entersWith: c.entersWith, continuous: shapedEffects(c.continuous),
    asThoughUnblocked: c.asThoughUnblocked, tapped: c.tapped, sick: c.sick, damage: c.damage, counters: c.counters, renowned: c.renowned,
    goaded: c.goaded, goadedBy: c.goadedBy, copyOf: c.copyOf, faceDown: c.faceDown, entersAsCopy: c.entersAsCopy, attackTax: c.attackTax,
    blockTax: c.blockTax, maxAttackers: c.maxAttackers, maxBlockers: c.maxBlockers, wallsCanAttack: c.wallsCanAttack,
    preventDamageByCreatures: c.preventDamageByCreatures, cantAttackYou: c.cantAttackYou, controllerCantGetPoison: c.controllerCantGetPoison,
    noCountersOnYours: c.noCountersOnYours, entersDontTrigger: c.entersDontTrigger, statics: shapedStatics(c.statics), creature: c.creature, animates: c.animates, definesPT: c.definesPT,
  };
  return Object.freeze(all);
}

/** An unfrozen copy of a list, packed (lists.ts); EMPTY for an empty one. */
function copied<T>(xs: readonly T[]): T[] {
  if (!xs.length) return EMPTY as readonly T[] as T[];
  const out = EMPTY.slice() as T[];
  for (let i = 0; i < xs.length; i++) out.push(xs[i]!);
  return out;
}

function shapedPermanent(p: PermanentSpec): PermanentSpec {
  const all: Complete<PermanentSpec> = {
    id: p.id, controller: p.controller, type: p.type, name: p.name, card: p.card, colors: p.colors, keywords: p.keywords, enchantedHas: p.enchantedHas, unlife: p.unlife, lichsMirror: p.lichsMirror, loyalty: p.loyalty, defense: p.defense,
    protector: p.protector, doubleDamage: p.doubleDamage, controllerCantLose: p.controllerCantLose, doubleLifeGain: p.doubleLifeGain,
    unblockableIfDefenderControls: p.unblockableIfDefenderControls, lifeFloor: p.lifeFloor, exilesOpponentsCreatures: p.exilesOpponentsCreatures,
    continuous: shapedEffects(p.continuous), attachedTo: p.attachedTo, damageTriggerLifegain: p.damageTriggerLifegain, attackTax: p.attackTax,
    blockTax: p.blockTax, maxAttackers: p.maxAttackers, maxBlockers: p.maxBlockers, wallsCanAttack: p.wallsCanAttack,
    controllerCantGetPoison: p.controllerCantGetPoison, noCountersOnYours: p.noCountersOnYours, entersDontTrigger: p.entersDontTrigger,
    landTypes: p.landTypes, preventDamageByCreatures: p.preventDamageByCreatures, enchantedTriggers: p.enchantedTriggers,
    cantAttackYou: p.cantAttackYou, landLine: p.landLine, animates: p.animates,
  };
  return Object.freeze(all);
}

/** The permanents and damaged players of a game that starts with none (most): shared, as neither is ever written into. */
const NO_PERMANENTS_STATE: ReadonlyMap<string, PermanentState> = new Map();
const NO_PLAYERS: ReadonlySet<string> = new Set();

/** The creatures of a game by id, in file order (Game.creatures). */
function byId(list: readonly CreatureState[]): ReadonlyMap<string, CreatureState> {
  const m = new Map<string, CreatureState>();
  for (let i = 0; i < list.length; i++) m.set(list[i]!.id, list[i]!);
  return m;
}

export function newGame(s: Scenario): Game {
  const creatureList: CreatureState[] = [];
  // Indexed loops, not for-of or map: the scenario's lists are frozen while it runs, and on Node 20
  // those take a slow path on a frozen array (see creatureState).
  for (let i = 0; i < s.creatures.length; i++) { const c = s.creatures[i]!; creatureList.push(creatureState(c, c.zone)); }
  const permanents = s.permanents.length ? new Map<string, PermanentState>() : NO_PERMANENTS_STATE as Map<string, PermanentState>;
  for (let i = 0; i < s.permanents.length; i++) {
    const p = s.permanents[i]!;
    permanents.set(p.id, {
      id: p.id, spec: p, controller: p.controller, zone: 'battlefield', loyalty: p.loyalty, defense: p.defense, preventShield: 0, attachedTo: p.attachedTo,
      cardTypes: [p.type[0]!.toUpperCase() + p.type.slice(1)], types: [...p.landTypes], colors: [...p.colors],
    });
  }
  const players = new Map<string, PlayerState>();
  const playerList: PlayerState[] = [];
  let damagedPlayers: Set<string> | null = null;
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i]!;
    if (p.damagedThisTurn) (damagedPlayers ??= new Set()).add(p.id);
    // A literal, not { ...p.mana }: spreading the frozen scenario's object takes a slow path (~0.3 µs).
    const m = p.mana;
    const state: PlayerState = { id: p.id, life: p.life, lost: false, pool: 0, mana: { W: m.W, U: m.U, B: m.B, R: m.R, G: m.G, C: m.C }, preventShield: 0, poison: p.poison };
    players.set(p.id, state);
    playerList.push(state);
  }
  return new RunGame(s, players, permanents, playerList, creatureList, damagedPlayers ?? NO_PLAYERS);
}

/**
 * A run's game. A class, for `creatures`, a getter on its prototype: a getter in an object literal
 * is a new function per game, which gives every game its own hidden class (dictionary mode, every
 * read of a field slow). Every field from the start, the status's included: one shape for every
 * run's game, ended or not.
 */
class RunGame implements Game {
  readonly active: string;
  readonly defending: string;
  creatureMap: ReadonlyMap<string, CreatureState> | null = null;
  window: Window = 'beginning-of-combat';
  status: Status = 'ok';
  reason: string | undefined = undefined;
  statusRule: string | undefined = undefined;
  statusBlocker: string | undefined = undefined;
  events: CombatEvent[] = [];
  fog = false;
  sourceShields: SourceShield[] = [];
  assigned: Game['assigned'] = EMPTY;
  noncombatStep = 0;
  delayed: Delayed[] = [];
  exiledWith: LinkedExile[] = [];
  held: Game['held'] = [];
  fogBy: string[] = [];
  constructor(
    readonly scenario: Scenario, readonly players: Map<string, PlayerState>, readonly permanents: ReadonlyMap<string, PermanentState>,
    readonly playerList: readonly PlayerState[], readonly creatureList: readonly CreatureState[], public damagedPlayers: ReadonlySet<string>,
  ) {
    this.active = scenario.players[0].id;
    this.defending = scenario.players[1].id;
  }

  get creatures(): ReadonlyMap<string, CreatureState> { return (this.creatureMap ??= byId(this.creatureList)); }
}

export { count, has, inCombat, isCreature, power, protectedFrom, protectionAgainst, toughness, tramples } from '../views.js';
