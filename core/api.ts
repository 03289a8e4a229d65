// The public API for ruleset plugins and programmatic use. The built-in rulesets import only
// from here, exactly like outside plugins. The package entry (index.ts) adds the built-in eras.
export { defineRuleset } from './ruleset.js';
export type { Citation, RulesetDefinition, RulesetMeta } from './ruleset.js';
export type { DamageDivision, Decision, FirstStepRecord, HookName, Hooks, Policies, PolicyName, StrikeStep } from './hooks.js';
export { HOOK_NAMES, POLICY_NAMES } from './hooks.js';
export { RULE_KEYS } from './rule-keys.js';
export type { RuleKey } from './rule-keys.js';
export { count, has, inCombat, isCreature, power, protectedFrom, toughness } from './views.js';
export type { CreatureView, GameView, PlayerView } from './views.js';
export type { ActionKind, Window, Zone } from './scenario/schema.js';
export { EVENT_KINDS } from './events.js';
export type { CombatEvent, EventKind, Subjects } from './events.js';
export { Registry, RegistryError } from './registry.js';
export { HookError } from './rules.js';
export { runScenario } from './run.js';
export { parseScenario, loadScenarioFile } from './scenario/load.js';
export type { Result } from './outcome.js';
export { compareBatch, compareRuns, fieldDifferences, firstDivergence, flatChanges, flatOutcome, neighbourDifferences } from './compare.js';
export type { Difference, Divergence, FieldChange, FlatOutcome } from './compare.js';
