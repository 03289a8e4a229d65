// The decision points where the rules eras differ that depend on the creatures and the moment:
// hooks, functions of what they decide about, each with its result declared once as a schema (its
// type and the check a plugin's result passes). The whole ways of running a part of combat are the
// era models (core/models.ts). The engine asks both through Rules (core/rules.ts) and alone applies
// the decisions to the game state. Hooks see read-only views (core/views.ts), never the engine's
// working state.
import type { ActionKind, Window } from './scenario/words.js';
import type { RuleKey } from './rule-keys.js';
import { amount, bool, decision, mapOf, nullable, optional, text, type Infer } from './schema.js';
import type { CreatureView, GameView } from './views.js';

/** Every decision names the rule concept that governs it; the ruleset maps it to a rule number. */
export interface Decision { rule: RuleKey }

export type StrikeStep = 'first' | 'second' | 'only';

/** What the first combat damage step recorded of a creature, for the second. */
export interface FirstStepRecord {
  /** First strike and double strike as the first step began. */
  first: boolean;
  double: boolean;
  /** It assigned combat damage in the first step. */
  dealt: boolean;
}

/** One creature's division of its combat damage in a strike step. */
export interface DamageDivision {
  readonly source: CreatureView;
  /** The creatures it may assign damage to. */
  readonly recipients: readonly CreatureView[];
  /** Recipient (creature or player id) -> damage assigned. */
  readonly split: ReadonlyMap<string, number>;
}

/** What each hook returns: one declaration for its type and for the check at the plugin boundary (core/hook-results.ts). */
export const HOOK_RESULTS = {
  attackRestriction: nullable(decision({ reason: text })),
  bandAllowed: decision({ allowed: bool, reason: optional(text) }),
  windowAllows: decision({ allowed: bool, reason: optional(text) }),
  tappedBlockerDeals: decision({ deals: bool }),
  secondStepDeals: decision({ deals: bool }),
  divider: decision({ player: text, banding: bool }),
  lethalDamage: decision({ amount }),
  bandingDivision: decision({ split: mapOf('id -> damage', amount) }),
  trampleRedirect: decision({ keep: mapOf('source id -> Map of recipient id -> damage', mapOf('id -> damage', amount)) }),
} as const;
type Result<K extends keyof typeof HOOK_RESULTS> = Infer<(typeof HOOK_RESULTS)[K]>;

/** The era's answers that depend on the creatures and the moment: functions over read-only views. */
export interface Hooks {
  /** Who may attack: an era-specific restriction on this creature (Walls, defender), or null. */
  attackRestriction(c: CreatureView): Result<'attackRestriction'>;
  /**
   * May this kind of action be taken in this window? (Whether a *-assigned window exists at all follows from the combat procedure.)
   * An activated ability (`activate`) is asked about by its effect's kind: the old damage prevention step allows a
   * prevention or regeneration ability whatever its cost (D'Angelo T.10.3, T.10.Ruling.5).
   */
  windowAllows(window: Window, kind: ActionKind): Result<'windowAllows'>;
  /** May these attacking creatures form a band (banding, "bands with other")? */
  bandAllowed(members: readonly CreatureView[]): Result<'bandAllowed'>;
  /** Does a blocking creature that is tapped deal combat damage? */
  tappedBlockerDeals(c: CreatureView): Result<'tappedBlockerDeals'>;
  /**
   * With two combat damage steps, does this creature deal damage in the second? (The first is
   * always for the creatures with first strike or double strike as it began.)
   */
  secondStepDeals(c: CreatureView, first: FirstStepRecord): Result<'secondStepDeals'>;
  /** Who divides this source's combat damage among these creatures (banding moves the choice). */
  divider(source: CreatureView, recipients: readonly CreatureView[], g: GameView): Result<'divider'>;
  /** Lethal damage for assignment: what this recipient still needs from this source (asked where the damage could go elsewhere: several recipients, or trample). */
  lethalDamage(source: CreatureView, recipient: CreatureView, assignedByOthers: number): Result<'lethalDamage'>;
  /**
   * The banding player's default division of an opposing creature's damage among their creatures
   * (asked only where no legal division was given). `assigned`: what other sources assign to each.
   */
  bandingDivision(source: CreatureView, recipients: readonly CreatureView[], amount: number, assigned: ReadonlyMap<string, number>):
    Result<'bandingDivision'>;
  /**
   * Old trample (asked where the damage assignment model's trample is 'redirect' and an attacking creature with trample divides its damage): for each trampler's division, how
   * much of its damage each blocker keeps (source id -> recipient id -> damage); the rest is
   * redirected to the player it attacks.
   */
  trampleRedirect(divisions: readonly DamageDivision[]): Result<'trampleRedirect'>;
}

export type HookName = keyof Hooks;

/** The hook names, for validating plugins and for the architecture table. */
export const HOOK_NAMES = Object.keys(HOOK_RESULTS) as readonly HookName[];
