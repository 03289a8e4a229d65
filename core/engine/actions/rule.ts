// The shape of an action's module, after an ESLint rule: `meta` says what it is (the action kinds
// it carries out, how the engine checks its target first, the rule it cites, a line for people) and
// `run` carries it out. core/engine/actions/index.ts registers every one in one table;
// core/engine/actions.ts does what every action shares (who acts, range of influence, targets)
// and calls the one the action names.
import type { Action } from '../../scenario/scenario.js';
import type { RuleKey } from '../../rule-keys.js';
import type { QualityView } from '../../views.js';
import type { RunContext } from '../context.js';
import type { Damage } from '../deal.js';
import type { StateBasedActions } from '../sba.js';
import type { Triggers } from '../triggers.js';
import type { Zones } from '../zones.js';

/** What an action works with: the run, zone changes, and damage dealing. */
export interface ActionScope { ctx: RunContext; zones: Zones; damage: Damage; triggers: Triggers; sba: StateBasedActions }

/**
 * Who does an action and by which rule, when it is not a player's scripted action: a triggered
 * ability's effect is carried out as the action with the same meaning, cited by the ability's rule.
 */
export interface Performer { who: string; rule: RuleKey }

/** One action being carried out: what it works with, who does it and how the log says so. */
export interface ActionRun {
  readonly scope: ActionScope;
  /** The acting player. */
  readonly by: string;
  /** How the log names who acts ("alice:", or an ability resolving). */
  readonly who: string;
  /** The rule an event cites: the performer's where one is given, else this. */
  readonly key: (k: RuleKey) => RuleKey;
  /** The spell the action stands for, where it names colours (protection and prevention look at it). */
  readonly spell: QualityView | undefined;
  readonly as: Performer | undefined;
  /** Performs another action (an activated ability's effect), as core/engine/actions.ts does. */
  readonly perform: (scope: ActionScope, a: Action, as?: Performer) => void;
}

/**
 * How the engine checks an action's target before running it: 'checked' (a targeted action with an
 * illegal target does nothing, an action on a non-creature permanent moves it, one on a creature
 * that left the battlefield is not performed), 'any-zone' (only the first: damage and prevention
 * reach players and permanents, a token is created from nowhere), 'own' (the action checks itself).
 */
export type TargetCheck = 'checked' | 'any-zone' | 'own';

export interface ActionRule<K extends Action['do'] = Action['do']> {
  readonly meta: { readonly kinds: readonly K[]; readonly targets: TargetCheck; readonly rule: RuleKey; readonly description: string };
  run(x: ActionRun, a: Extract<Action, { do: K }>): void;
}

export const defineAction = <K extends Action['do']>(r: ActionRule<K>): ActionRule<K> => r;
