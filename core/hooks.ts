// The decision points where the rules eras differ, declared once. A ruleset supplies a hook by
// name; the engine calls every hook through Rules.call (core/rules.ts) and alone applies the
// decision to the game state. Hooks read, they never mutate.
import type { ActionKind, Window } from './scenario/schema.js';
import type { CreatureState, Game } from './engine/state.js';
import type { RuleKey } from './rule-keys.js';

/** Every decision names the rule concept that governs it; the ruleset maps it to a rule number. */
export interface Decision { rule: RuleKey }

export type StrikeStep = 'first' | 'second' | 'only';

export interface Hooks {
  /** Who may attack: an era-specific restriction on this creature (Walls, defender), or null. */
  attackRestriction(c: Readonly<CreatureState>): (Decision & { reason: string }) | null;
  /** With no attackers declared, is the rest of the declare attackers step skipped too (or only the later steps)? */
  nullAttack(): Decision & { skipsDeclareAttackers: boolean };
  /** What lies between assigning and dealing combat damage: nothing, the stack, or the old damage prevention step. */
  assignmentWindow(): Decision & { kind: 'none' | 'stack' | 'prevention-step' };
  /** May this kind of action be taken in this window? (Whether a *-assigned window exists at all follows from assignmentWindow.) */
  windowAllows(window: Window, kind: ActionKind): Decision & { allowed: boolean; reason?: string };
  /** Does a blocking creature that is tapped deal combat damage? */
  tappedBlockerDeals(c: Readonly<CreatureState>): Decision & { deals: boolean };
  /**
   * With two combat damage steps, does this creature deal damage in the second? (The first is
   * always for the creatures with first strike or double strike as it began: c.strike.)
   */
  secondStepDeals(c: Readonly<CreatureState>): Decision & { deals: boolean };
  /** Is there a damage assignment order, with lethal damage to each creature before the next? */
  damageAssignmentOrder(): Decision & { exists: boolean };
  /** Who divides this source's combat damage among these creatures (banding moves the choice). */
  divider(source: Readonly<CreatureState>, recipients: readonly Readonly<CreatureState>[], g: Readonly<Game>):
    Decision & { player: string; banding: boolean };
  /** Lethal damage for assignment: what this recipient still needs from this source. */
  lethalDamage(source: Readonly<CreatureState>, recipient: Readonly<CreatureState>, assignedByOthers: number): Decision & { amount: number };
  /** Trample: excess is assigned to the player (Urza's Saga onward) or redirected after prevention (old rule). */
  trample(): Decision & { mode: 'assign' | 'redirect' };
  /** Deathtouch: triggered or static, and whether its source may ignore the damage assignment order. */
  deathtouch(): Decision & { mode: 'triggered' | 'static'; freeDivision: boolean };
  /** Lifelink: triggered (each instance triggers) or static (gained as the damage is dealt). */
  lifelink(): Decision & { mode: 'triggered' | 'static' };
  /** When a player at 0 or less life loses. */
  playerLoss(): Decision & { when: 'sba' | 'end-of-attack' };
  /**
   * When mana pools empty (at the end of every step, or only as combat ends: the end of the attack
   * before 1999, of the combat phase after) and whether unused mana then burns.
   */
  mana(): Decision & { empties: 'each-step' | 'end-of-combat'; burns: boolean };
  /**
   * "Whenever this deals damage" triggers: whether they resolve before destruction (the old damage
   * prevention step) or after state-based actions, and whether they trigger once per point of damage.
   */
  triggerTiming(): Decision & { when: 'before-destruction' | 'after-sba'; perPoint: boolean };
}

export type HookName = keyof Hooks;

/** The hook names, for validating plugins and for the architecture table. */
export const HOOK_NAMES = [
  'attackRestriction', 'nullAttack', 'assignmentWindow', 'windowAllows', 'tappedBlockerDeals', 'secondStepDeals',
  'damageAssignmentOrder', 'divider', 'lethalDamage', 'trample', 'deathtouch', 'lifelink',
  'playerLoss', 'mana', 'triggerTiming',
] as const satisfies readonly HookName[];
