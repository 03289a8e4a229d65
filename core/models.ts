// The era models: each a whole way of running one part of combat, declared once here as a schema
// (type and check in one), written once in rulesets/models/ and chosen by an era. An era picks one
// value of each model, so the parts that belong together (the damage prevention step, damage
// triggers before destruction, the loss checked at the end of the attack) cannot be mixed with a
// procedure they were never part of. Plain values remain only for capabilities: what the era's
// document has (planeswalkers, battles, morph, multiplayer variants, ...), one reading each.
import { bool, decision, listOf, method, nullable, oneOf, record, ruleKey, text, type Infer, type Schema } from './schema.js';
import type { RuleKey } from './rule-keys.js';
import type { CreatureView } from './views.js';

/** An event the engine logs where a model says so: the rule it cites and its text. */
const said = record({ rule: ruleKey, text });
/**
 * What the engine does at a point of combat where the procedures differ: the old rules' check of
 * players below 1 life (G.22.3), or the mana pools emptying (burning where the procedure says).
 */
const duty = oneOf('check-loss', 'empty-pools');
export type Duty = Infer<typeof duty>;

/**
 * The combat procedure: the steps and windows the engine walks where the procedures of the game's
 * history differ. What lies between assigning and dealing combat damage (a window, and what is
 * said as it opens and as the damage resolves), what follows a spell's damage, what is done at the
 * beginning and end of each step and of combat (a player's loss, mana emptying), and the damage
 * rules that come with the procedure (when doubling and chosen-source prevention apply, and
 * whether damage triggers resolve before destruction, in the old damage prevention step).
 */
export const COMBAT_DECISIONS = record({
  /** Its name, which a plugin may give instead of the value: damage-prevention-step, damage-on-the-stack, damage-dealt-at-once. */
  name: text,
  /** What the engine does, in order, at the points of combat where procedures differ. */
  at: record({
    /** As the beginning of combat step begins, once static abilities apply. */
    beginningOfCombat: listOf(duty),
    /** As each step of combat but the last ends. */
    endOfStep: listOf(duty),
    /** As the combat phase ends, once every creature has left combat. */
    endOfCombat: listOf(duty),
  }),
  /**
   * Between assigning and dealing combat damage: what is said there, and the window players act in
   * (the scenario's *-assigned windows), or null: the damage is dealt as soon as it is assigned.
   */
  assignmentWindow: record({
    opens: said,
    window: nullable(record({
      /** Said as the damage is dealt at the window's end, if anything is. */
      resolves: nullable(said),
      /** A blocker tapped there to pay a cost keeps the damage it already did (T.10.Ruling.5). */
      tappedBlockerKeepsDamage: bool,
    })),
  }),
  /** A spell's or ability's damage: followed by a damage prevention step (old rules), or dealt at once. */
  noncombatDamage: decision({ preventionStep: bool }),
  /** Damage triggers: resolved before destruction (the old damage prevention step's sub-steps) or after state-based actions. */
  damageTriggers: decision({ when: oneOf('before-destruction', 'after-sba') }),
  /** Whether a player at 0 or less life loses as a state-based action (otherwise only where `at` checks it). */
  playerLoss: decision({ stateBased: bool }),
  /** Whether unused mana burns as the pools empty (when they empty is in `at`). */
  mana: decision({ burns: bool }),
  /** Damage doubling (Furnace of Rath): applied to the assignment (old rules) or as the damage is dealt. */
  damageDoubling: decision({ when: oneOf('assignment', 'dealt') }),
  /** Prevention from a chosen source: all its damage in the one damage prevention step, or a shield for the next time. */
  sourcePrevention: decision({ mode: oneOf('prevention-step', 'next-time') }),
});

/**
 * The combat procedure: its steps and cited decisions (data for the pages, tests and the events it
 * says) and what the engine asks of them, written once in rulesets/models/combat.ts; the engine
 * calls these and compares none of its decisions.
 */
export interface CombatProcedure extends Infer<typeof COMBAT_DECISIONS> {
  /** Whether a *-assigned window lies between assigning and dealing combat damage. */
  hasAssignmentWindow(): boolean;
  /** Whether a blocker tapped to pay a cost in that window keeps the damage it already did (T.10.Ruling.5). */
  tappedBlockerKeepsDamage(): boolean;
  /** Whether a spell's or ability's damage is followed by a damage prevention step (T.10.2). */
  noncombatPreventionStep(): boolean;
  /** Whether damage triggers resolve before destruction (the damage prevention step's sub-steps), not after state-based actions. */
  triggersBeforeDestruction(): boolean;
  /** Whether a player at 0 or less life loses as a state-based action. */
  lossIsStateBased(): boolean;
  /** Whether unused mana burns as the pools empty. */
  manaBurns(): boolean;
  /** Whether damage doubling applies to the assignment (old rules), not as the damage is dealt. */
  doublesAssignment(): boolean;
  /** Whether prevention from a chosen source is a shield for the next time, not all its damage in the one damage prevention step. */
  sourceShieldsNextTime(): boolean;
}
const combatBehaviour = record({
  hasAssignmentWindow: method(), tappedBlockerKeepsDamage: method(), noncombatPreventionStep: method(), triggersBeforeDestruction: method(),
  lossIsStateBased: method(), manaBurns: method(), doublesAssignment: method(), sourceShieldsNextTime: method(),
});
/** The combat procedure: its decisions and its methods, each checked. */
export const COMBAT_PROCEDURE: Schema<CombatProcedure> = { check: (v) => COMBAT_DECISIONS.check(v) ?? combatBehaviour.check(v) };

/**
 * The trigger model's decisions, each cited: abilities triggered by declaring attackers or blockers
 * resolved at once in the old Series or put on the stack; damage triggers once per point or once
 * per event; whether creatures blocking through a band count as blocking for triggers; deathtouch
 * and lifelink as their printed triggers, triggered keywords or static keywords. Data for the pages
 * and the keyword table; the engine asks the model's methods (TriggerModel), never these.
 */
export const TRIGGER_DECISIONS = record({
  name: text,
  combatTriggers: decision({ resolve: oneOf('series', 'stack') }),
  /** "Whenever this deals damage" triggers once for each point of damage (A.8.10) or once per event. */
  perPoint: decision({ perPoint: bool }),
  bandInducedBlocks: decision({ count: bool }),
  deathtouch: decision({ mode: oneOf('triggered', 'static') }),
  lifelink: decision({ mode: oneOf('triggered', 'static') }),
});

/** A triggered ability waiting or on the stack, as a trigger model sees it. */
export interface QueuedTrigger { readonly controller: string }

/**
 * What the engine's trigger queue lets a trigger model do (core/engine/triggers.ts): the model
 * decides the order and what happens between resolutions; the engine alone changes the game.
 */
export interface TriggerQueue<T extends QueuedTrigger = QueuedTrigger> {
  readonly active: string;
  /** The players in turn order (the scenario's order). */
  readonly players: readonly string[];
  readonly logging: boolean;
  /** Takes the triggers waiting to be put on the stack, with what deaths triggered since the last look ([] when none). */
  take(): T[];
  /** How many triggers wait to be put on the stack (what deaths triggered included). */
  readonly waiting: number;
  /** Whether its controller puts it before their others by default (a targeted one: mentor, provoke). */
  first(t: T): boolean;
  /** One trigger resolves. */
  run(t: T): void;
  /** State-based actions (the old rules' rule effects), repeated until none apply: whether any did. */
  check(): boolean;
  /** The waiting triggers go on the stack under what players do in the window; those held resolve after it. */
  hold(): void;
  resolveHeld(): void;
  note(type: 'note' | 'timing', rule: RuleKey, text: string): void;
}

/** A trigger source that is a damage-dealing creature, as the model sees it. */
export interface DamageSource { readonly onBattlefield: boolean }

/** What the engine does for a deathtouch or lifelink source's damage, as the model decides. */
export interface KeywordDamage {
  /** Static: applied as the damage is dealt (deathtouch marks the creature; lifelink gains the life at once). */
  now(rule: RuleKey): void;
  /** Triggered: each instance triggers (once per point where the model says so). */
  trigger(rule: RuleKey): void;
  /** Triggered, but the source left the battlefield before its damage was dealt: it does not trigger. */
  left(rule: RuleKey): void;
}

/**
 * The trigger model: the old Series or the stack with APNAP, written once each in
 * rulesets/models/triggers.ts; the engine calls these and reads none of its decisions.
 */
export interface TriggerModel extends Infer<typeof TRIGGER_DECISIONS> {
  /** A batch of triggers that triggered at once, in the order they resolve. */
  order<T extends QueuedTrigger>(q: TriggerQueue<T>, batch: readonly T[]): T[];
  /** Resolves what waits, until nothing does; `checks`: whether rule effects are checked between resolutions. */
  resolve<T extends QueuedTrigger>(q: TriggerQueue<T>, checks: boolean): void;
  /** After damage or an action (`series`: a step's triggered abilities, C.4.1, C.6.1, C.9.1): triggers and state-based actions, in the era's order. */
  settle<T extends QueuedTrigger>(q: TriggerQueue<T>, series: boolean): void;
  /** A step's triggered abilities once its turn-based actions are done, and what players do in it (`act`). */
  step<T extends QueuedTrigger>(q: TriggerQueue<T>, act: () => void): void;
  /** How many triggers a damage trigger makes for n damage, and the amount of each: once per point or once per event. */
  perDamage(n: number): { times: number; each: number };
  /** Deathtouch's or lifelink's damage from a source: static, or a trigger. */
  keyword(which: 'deathtouch' | 'lifelink', source: DamageSource, k: KeywordDamage): void;
  /** The blockers of an attacker that count for its triggers, and the rule that says which. */
  countedBlockers(attacker: string, blockers: readonly string[], induced: ReadonlySet<string>): { counted: readonly string[]; rule: RuleKey };
}

const decisions = TRIGGER_DECISIONS;
const behaviour = record({ order: method(), resolve: method(), settle: method(), step: method(), perDamage: method(), keyword: method(), countedBlockers: method() });
/** The trigger model: its decisions and its methods, each checked. */
export const TRIGGER_MODEL: Schema<TriggerModel> = { check: (v) => decisions.check(v) ?? behaviour.check(v) };

/**
 * What a requirement solver is given to judge an attack: the creatures that may attack (those whose
 * attack would cost something already left out), the declaration, and the engine's judgement of
 * restrictions. `check` counts one restriction check against the search's bound (false past it).
 */
export interface AttackProblem {
  readonly pool: readonly CreatureView[];
  readonly declared: readonly CreatureView[];
  /** The creatures with an unobeyed requirement to attack ("attacks each combat", goad). */
  readonly required: readonly CreatureView[];
  /** "No more than N creatures can attack each combat", or null. */
  readonly limit: { readonly n: number } | null;
  mustAttack(c: CreatureView): boolean;
  /** The creature may attack something, by every restriction on it. */
  canAttack(c: CreatureView): boolean;
  /** The creature breaks no restriction on attacking (a helper beside one that can't attack alone). */
  mayJoin(c: CreatureView): boolean;
  check(): boolean;
}

/** A change that would obey more attacking requirements: the creature, a helper it attacks with, an attacker it replaces. */
export type AttackVerdict =
  | { readonly kind: 'illegal'; readonly creature: CreatureView; readonly helper?: CreatureView; readonly instead?: CreatureView }
  | { readonly kind: 'stands' }
  | { readonly kind: 'stopped' };

/** What a requirement solver is given to judge the blocks: the declaration and the restrictions as the engine judges them. */
export interface BlockProblem {
  readonly declared: ReadonlyMap<CreatureView, readonly CreatureView[]>;
  readonly attackers: readonly CreatureView[];
  /** Attackers every creature able to must block (Lure), and those that must be blocked if able. */
  readonly lure: readonly CreatureView[];
  readonly ifAble: readonly CreatureView[];
  /** The creatures that may block (those whose block would cost something already left out). */
  readonly pool: readonly CreatureView[];
  /** "No more than N creatures can block each combat", or null. */
  readonly limit: { readonly n: number } | null;
  /** The search's bounds: boards this small are searched exhaustively; at most maxChecks checks in all. */
  readonly bounds: { readonly exactBlockers: number; readonly exactAttackers: number; readonly exactDeclarations: number; readonly maxChecks: number };
  /** Whether b may block these attackers, by every restriction on it and them (uncounted). */
  mayBlock(b: CreatureView, attackers: readonly CreatureView[]): boolean;
  /** Whether an attacker blocked by n creatures breaks a restriction (menace, "except by N"). */
  blockedWrongly(a: CreatureView, n: number): boolean;
  /** How many creatures an attacker needs blocking it, if blocked at all. */
  blockersNeeded(a: CreatureView): number;
}

/** A change that would obey more blocking requirements: what each creature it moves then blocks, the one it is for, and by how many. */
export type BlockVerdict =
  | { readonly kind: 'illegal'; readonly creature: CreatureView; readonly moved: ReadonlyMap<CreatureView, readonly CreatureView[]>; readonly gain: number }
  | { readonly kind: 'stands'; readonly unobeyed: number }
  | { readonly kind: 'obeyed' }
  | { readonly kind: 'stopped' };

/**
 * The requirement solver ("attacks / blocks each combat if able", Lure): given a declaration that
 * obeys every restriction, it looks for a change the era's rule considers that obeys more
 * requirements (D'Angelo C.4.5, C.6.6; 500.2; 500.4-500.5; 508.1d, 509.1c). Each is written in
 * rulesets/models/requirements.ts; the engine only judges restrictions and says the verdict.
 */
export const REQUIREMENT_SOLVER = record({
  name: text,
  attack: method<(p: AttackProblem) => AttackVerdict>(),
  block: method<(p: BlockProblem) => BlockVerdict>(),
});
export type RequirementSolver = Infer<typeof REQUIREMENT_SOLVER>;

/**
 * Combat damage assignment: old trample (redirected after prevention) or trample assigned to the
 * player; and the damage assignment order, a step the engine walks as blockers are declared (each
 * player orders the creatures their creatures fight; lethal damage to each before the next), or none.
 */
export const ASSIGNMENT_DECISIONS = record({
  name: text,
  trample: decision({ mode: oneOf('assign', 'redirect') }),
  /** The damage assignment order (509.2-509.3, 510.1c), or null; `deathtouchFree`: the rule by which deathtouch frees its source from it (702.2 of 2009), or null. */
  order: nullable(record({ rule: ruleKey, deathtouchFree: nullable(ruleKey) })),
});

/** The damage assignment model: its decisions and what the engine asks of them (rulesets/models/assignment.ts). */
export interface AssignmentModel extends Infer<typeof ASSIGNMENT_DECISIONS> {
  /** Whether trample's excess is redirected to the player after prevention (old trample), not assigned to them. */
  redirectsTrample(): boolean;
}
const assignmentBehaviour = record({ redirectsTrample: method() });
/** The damage assignment model: its decisions and its methods, each checked. */
export const ASSIGNMENT_MODEL: Schema<AssignmentModel> = { check: (v) => ASSIGNMENT_DECISIONS.check(v) ?? assignmentBehaviour.check(v) };

/**
 * The layer model: how the era's continuous effects set power, toughness and types. Before 2004
 * effects apply in timestamp order, one depending on another waiting for it (D'Angelo T.14; 418.5
 * of 1999-2003); from 2004 in layers (418.5a), type-changing before abilities are removed; from
 * 2007 an effect switching power and toughness applies after all the others (418.5i).
 */
export const LAYER_DECISIONS = record({
  name: text,
  /** Power and toughness switched: in timestamp order with the other effects, or after all of them. */
  ptSwitch: decision({ order: oneOf('timestamp', 'last') }),
  /** Does a static animation stop when its source loses all abilities (dependency across the board) or go on (layers)? */
  lostAbilityAnimation: decision({ stops: bool }),
  /** An effect that sets power and toughness ("becomes 0/1") and the until-end-of-turn changes before it: one sublayer in timestamp order, the later set wiping them (418.5a's 6b before 2009), or setting (7b) before modifying (7c), which then still apply (612.3b-c of 2009 on). */
  ptSetting: decision({ order: oneOf('timestamp', 'set-first') }),
});

/**
 * The layer model: its decisions (data for the pages and tests) and what the engine asks of them,
 * written once in rulesets/models/layers.ts; the engine calls these and reads none of its decisions.
 */
export interface LayerModel extends Infer<typeof LAYER_DECISIONS> {
  /** Whether a power and toughness switch applies after every other effect on them (418.5i of 2007 on), not in timestamp order. */
  switchesLast(): boolean;
  /** Whether an effect setting power and toughness wipes the until-end-of-turn changes before it (one sublayer in timestamp order), rather than applying under them. */
  settingWipesEarlier(): boolean;
  /** Whether a static animation stops when its source loses all abilities (dependency), rather than going on (layers). */
  animationStopsWithAbilities(): boolean;
}
const layerBehaviour = record({ switchesLast: method(), settingWipesEarlier: method(), animationStopsWithAbilities: method() });
/** The layer model: its decisions and its methods, each checked. */
export const LAYER_MODEL: Schema<LayerModel> = { check: (v) => LAYER_DECISIONS.check(v) ?? layerBehaviour.check(v) };

export const MODEL_SCHEMAS = {
  combat: COMBAT_PROCEDURE,
  triggers: TRIGGER_MODEL,
  requirements: REQUIREMENT_SOLVER,
  assignment: ASSIGNMENT_MODEL,
  layers: LAYER_MODEL,
} as const;

export interface Models {
  combat: CombatProcedure;
  triggers: TriggerModel;
  requirements: RequirementSolver;
  assignment: AssignmentModel;
  layers: LayerModel;
}
export type ModelName = keyof Models;
export const MODEL_NAMES = Object.keys(MODEL_SCHEMAS) as readonly ModelName[];

/** Every field and method of a model's interface, once each (the type checks none is missing or extra). */
const everyField = <T>(fields: Record<keyof T & string, true>): readonly string[] => Object.keys(fields);

/**
 * Each model's fields and methods, as a watched run notes them one by one (core/rules.ts): a run
 * that asks a model only what two eras' models answer alike (the same value, the same method)
 * does not tell the eras apart.
 */
export const MODEL_FIELDS: { readonly [K in ModelName]: readonly string[] } = {
  combat: everyField<CombatProcedure>({
    name: true, at: true, assignmentWindow: true, noncombatDamage: true, damageTriggers: true, playerLoss: true, mana: true, damageDoubling: true,
    sourcePrevention: true, hasAssignmentWindow: true, tappedBlockerKeepsDamage: true, noncombatPreventionStep: true, triggersBeforeDestruction: true,
    lossIsStateBased: true, manaBurns: true, doublesAssignment: true, sourceShieldsNextTime: true,
  }),
  triggers: everyField<TriggerModel>({
    name: true, combatTriggers: true, perPoint: true, bandInducedBlocks: true, deathtouch: true, lifelink: true,
    order: true, resolve: true, settle: true, step: true, perDamage: true, keyword: true, countedBlockers: true,
  }),
  requirements: everyField<RequirementSolver>({ name: true, attack: true, block: true }),
  assignment: everyField<AssignmentModel>({ name: true, trample: true, order: true, redirectsTrample: true }),
  layers: everyField<LayerModel>({ name: true, ptSwitch: true, lostAbilityAnimation: true, ptSetting: true, switchesLast: true, settingWipesEarlier: true, animationStopsWithAbilities: true }),
};
/** A model's field as a watch names it: `model:field` (no hook, capability or rule key has a colon). */
export const modelField = (model: ModelName, field: string): string => `${model}:${field}`;
/** Every model field's name (modelField), model by model. */
export const MODEL_FIELD_NAMES: readonly string[] = MODEL_NAMES.flatMap((m) => MODEL_FIELDS[m].map((f) => modelField(m, f)));

/** What each model is called in messages. */
export const MODEL_TITLES: Record<ModelName, string> = {
  combat: 'combat procedure', triggers: 'trigger model', requirements: 'requirement solver', assignment: 'damage assignment model', layers: 'layer model',
};

/**
 * The capabilities: plain values, each one reading of the era's document that stands alone. */
export const CAPABILITY_SCHEMAS = {
  /** Planeswalkers (CR 2007-10-01 on): attacked, dealt damage, 0 loyalty to the graveyard. */
  planeswalkers: decision({ exists: bool }),
  /** Battles (CR 2023-04-14 on). */
  battles: decision({ exists: bool }),
  /** Noncombat damage to a player from an opponent's source may go to their planeswalker (CR 2007-10-01 to 2018-04-26). */
  planeswalkerRedirection: decision({ allowed: bool }),
  /** A creature put onto the battlefield attacking a planeswalker or battle that has left: attacking nothing, or never attacking (508.4a). */
  enterAttackingGone: decision({ attacking: bool }),
  /** A face-down creature: morph's 2/2 (CR 2002-10-07 on) or the old rules' hidden creature. */
  faceDown: decision({ kind: oneOf('morph', 'hidden') }),
  /** A turn controlled by another player: is its player spared mana burn (507.4, 2003-2009)? */
  turnControl: decision({ sparesManaBurn: bool }),
  /** The multiplayer options and variants, and which Two-Headed Giant combat rules apply. */
  multiplayerVariants: decision({ exist: bool, twoHeadedGiant: oneOf('team', 'shared-team-turns') }),
  /**
   * Two-Headed Giant's team rules: one player's life total, as an effect asks it, is half the team's
   * rounded up (606.9a of 2005; 806.10a until CR 2010-04-23) or the team's; poison counters are each
   * player's (lose with ten) or the team's (lose with fifteen: 704.5u, 810.10 of CR 2011-04-01 on).
   */
  thgTeam: decision({ playerLife: oneOf('half-team', 'team'), poison: oneOf('each-player', 'team') }),
  /** Do +1/+1 and -1/-1 counters cancel in pairs (a state-based action from CR 2006-10-01)? */
  countersCancel: decision({ cancel: bool }),
  /** With no attackers, is the rest of the declare attackers step skipped too (before 308.4 of 2003)? */
  nullAttack: decision({ skipsDeclareAttackers: bool }),
  /**
   * What power a creature assigning damage equal to its toughness still needs: none, above 0 (310.2a
   * of 2004-2007 read literally), or 0 or more (310.2a of 2009-05-01 read literally).
   */
  toughnessDamage: decision({ needsPower: oneOf('none', 'above-zero', 'zero-or-more') }),
  /** Is a chosen-source prevention shield that prevented nothing kept (419.7c of 2003 on)? */
  unusedShieldKept: decision({ kept: bool }),
} as const;

export type Capabilities = { [K in keyof typeof CAPABILITY_SCHEMAS]: Infer<(typeof CAPABILITY_SCHEMAS)[K]> };
export type CapabilityName = keyof Capabilities;
export const CAPABILITY_NAMES = Object.keys(CAPABILITY_SCHEMAS) as readonly CapabilityName[];

/** Why this value is not a model of that kind, or null. */
export const checkModel = (name: ModelName, v: unknown): string | null => (MODEL_SCHEMAS[name] as Schema<unknown>).check(v);
/** Why this value is not that capability, or null. */
export const checkCapability = (name: CapabilityName, v: unknown): string | null => (CAPABILITY_SCHEMAS[name] as Schema<unknown>).check(v);
