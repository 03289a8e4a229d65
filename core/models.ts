// The era models: each a whole way of running one part of combat, declared once here as a schema
// (type and check in one), written once in rulesets/models/ and chosen by an era. An era picks one
// value of each model, so the parts that belong together (the damage prevention step, damage
// triggers before destruction, the loss checked at the end of the attack) cannot be mixed with a
// procedure they were never part of. Plain values remain only for capabilities: what the era's
// document has (planeswalkers, battles, morph, multiplayer variants, ...), one reading each.
import { bool, decision, oneOf, record, text, type Infer, type Schema } from './schema.js';

/**
 * The combat procedure: what lies between assigning and dealing combat damage, what follows a
 * spell's damage, when a player at 0 life loses, when mana empties and burns, and the damage rules
 * that come with the procedure (when doubling and chosen-source prevention apply, and whether
 * damage triggers resolve before destruction, in the old damage prevention step).
 */
export const COMBAT_PROCEDURE = record({
  /** Its name, which a plugin may give instead of the value: damage-prevention-step, damage-on-the-stack, damage-dealt-at-once. */
  name: text,
  /** Between assigning and dealing combat damage: nothing, the stack, or the old damage prevention step. */
  assignmentWindow: decision({ kind: oneOf('none', 'stack', 'prevention-step') }),
  /** A spell's or ability's damage: followed by a damage prevention step (old rules), or dealt at once. */
  noncombatDamage: decision({ kind: oneOf('prevention-step', 'immediate') }),
  /** Damage triggers: resolved before destruction (the old damage prevention step's sub-steps) or after state-based actions. */
  damageTriggers: decision({ when: oneOf('before-destruction', 'after-sba') }),
  /** When a player at 0 or less life loses. */
  playerLoss: decision({ when: oneOf('sba', 'end-of-attack') }),
  /** When mana pools empty (every step, or as combat ends) and whether unused mana burns. */
  mana: decision({ empties: oneOf('each-step', 'end-of-combat'), burns: bool }),
  /** Damage doubling (Furnace of Rath): applied to the assignment (old rules) or as the damage is dealt. */
  damageDoubling: decision({ when: oneOf('assignment', 'dealt') }),
  /** Prevention from a chosen source: all its damage in the one damage prevention step, or a shield for the next time. */
  sourcePrevention: decision({ mode: oneOf('prevention-step', 'next-time') }),
});
export type CombatProcedure = Infer<typeof COMBAT_PROCEDURE>;

/**
 * The trigger model: abilities triggered by declaring attackers or blockers resolved at once in the
 * old Series or put on the stack; damage triggers once per point or once per event; whether
 * creatures blocking through a band count as blocking for triggers; deathtouch and lifelink as
 * their printed triggers, triggered keywords or static keywords.
 */
export const TRIGGER_MODEL = record({
  name: text,
  combatTriggers: decision({ resolve: oneOf('series', 'stack') }),
  /** "Whenever this deals damage" triggers once for each point of damage (A.8.10) or once per event. */
  perPoint: decision({ perPoint: bool }),
  bandInducedBlocks: decision({ count: bool }),
  deathtouch: decision({ mode: oneOf('triggered', 'static') }),
  lifelink: decision({ mode: oneOf('triggered', 'static') }),
});
export type TriggerModel = Infer<typeof TRIGGER_MODEL>;

/**
 * The requirement solver ("attacks / blocks each combat if able", Lure): which creatures a change to
 * a declaration may move besides the one whose requirement it obeys (none: one creature at a time;
 * required: those that obey a requirement of their own by it; any: the maximum), and whether a
 * creature with no requirement may be taken out to make room under a limit on attackers.
 */
export const REQUIREMENT_SOLVER = record({
  name: text,
  /** Its rule is the blocking one; attacking cites attack.requirement. */
  moves: decision({ helpers: oneOf('none', 'required', 'any'), makesRoom: bool }),
});
export type RequirementSolver = Infer<typeof REQUIREMENT_SOLVER>;

/**
 * Combat damage assignment: old trample (redirected after prevention) or trample assigned to the
 * player; whether there is a damage assignment order with lethal damage to each creature before the
 * next, and whether deathtouch frees its source from that order.
 */
export const ASSIGNMENT_MODEL = record({
  name: text,
  trample: decision({ mode: oneOf('assign', 'redirect') }),
  order: decision({ exists: bool }),
  deathtouchFreeDivision: decision({ free: bool }),
});
export type AssignmentModel = Infer<typeof ASSIGNMENT_MODEL>;

export const MODEL_SCHEMAS = {
  combat: COMBAT_PROCEDURE,
  triggers: TRIGGER_MODEL,
  requirements: REQUIREMENT_SOLVER,
  assignment: ASSIGNMENT_MODEL,
} as const;

export interface Models {
  combat: CombatProcedure;
  triggers: TriggerModel;
  requirements: RequirementSolver;
  assignment: AssignmentModel;
}
export type ModelName = keyof Models;
export const MODEL_NAMES = Object.keys(MODEL_SCHEMAS) as readonly ModelName[];

/** What each model is called in messages. */
export const MODEL_TITLES: Record<ModelName, string> = {
  combat: 'combat procedure', triggers: 'trigger model', requirements: 'requirement solver', assignment: 'damage assignment model',
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
  /** Does a static animation stop when its source loses all abilities (dependency across the board) or go on (layers)? */
  lostAbilityAnimation: decision({ stops: bool }),
  /** A turn controlled by another player: is its player spared mana burn (507.4, 2003-2009)? */
  turnControl: decision({ sparesManaBurn: bool }),
  /** The multiplayer options and variants, and which Two-Headed Giant combat rules apply. */
  multiplayerVariants: decision({ exist: bool, twoHeadedGiant: oneOf('team', 'shared-team-turns') }),
  /** Do +1/+1 and -1/-1 counters cancel in pairs (a state-based action from CR 2006-10-01)? */
  countersCancel: decision({ cancel: bool }),
  /** With no attackers, is the rest of the declare attackers step skipped too (before 308.4 of 2003)? */
  nullAttack: decision({ skipsDeclareAttackers: bool }),
  /** Does a creature assigning damage equal to its toughness still need power above 0 (310.2a of 2004-2007 read literally)? */
  toughnessDamage: decision({ needsPower: bool }),
  /** Is a chosen-source prevention shield that prevented nothing kept (419.7c of 2003 on)? */
  unusedShieldKept: decision({ kept: bool }),
  /** Power and toughness switched: in timestamp order with the other effects (before 2007), or after all of them (418.5i of 2007 on). */
  ptSwitch: decision({ order: oneOf('timestamp', 'last') }),
  /** An effect that sets power and toughness ("becomes 0/1") and the until-end-of-turn changes before it: one sublayer in timestamp order, the later set wiping them (418.5a's 6b before 2009), or setting (7b) before modifying (7c), which then still apply (612.3b-c of 2009 on). */
  ptSetting: decision({ order: oneOf('timestamp', 'set-first') }),
} as const;

export type Capabilities = { [K in keyof typeof CAPABILITY_SCHEMAS]: Infer<(typeof CAPABILITY_SCHEMAS)[K]> };
export type CapabilityName = keyof Capabilities;
export const CAPABILITY_NAMES = Object.keys(CAPABILITY_SCHEMAS) as readonly CapabilityName[];

/** Why this value is not a model of that kind, or null. */
export const checkModel = (name: ModelName, v: unknown): string | null => (MODEL_SCHEMAS[name] as Schema<unknown>).check(v);
/** Why this value is not that capability, or null. */
export const checkCapability = (name: CapabilityName, v: unknown): string | null => (CAPABILITY_SCHEMAS[name] as Schema<unknown>).check(v);
