// The package entry (`import ... from 'mtg-eras'`): the plugin API, the built-in eras wired into
// a registry (compose.ts), and the library's task functions (library.ts: load, run, diff, check,
// compare; docs/library.md), with the lower-level comparison helpers they are built from.
export * from './core/api.js';
export { BUILTIN_RULESETS, createRegistry } from './compose.js';
// The era models the built-in eras pick, for plugins that pick one by value.
export * from './rulesets/models/index.js';
export { Registry, RegistryError, type Selection } from './core/registry.js';
export { HookError } from './core/rules.js';
export { checkScenario, compareScenarios, diffScenario, exploreScenario, exploreScenarioAttacks, huntRulesets, InputError, loadScenario, runScenario, runScenarios, selectRulesets } from './library.js';
export type { AttackExploration, CheckResult, DiffResult, ExpectationFailure, Exploration, Hunt, HuntGroup, HuntOptions, Objective, RunOptions, ScenarioChange } from './library.js';
export { parseScenario, loadScenarioFile } from './core/scenario/load.js';
export { scenario } from './builder.js';
export type { ActionData, ChoiceData, CreatureAbilityData, CreatureData, OutcomeData, PermanentAbilityData, PermanentData, PlayerData, ScenarioData } from './builder.js';
// The scenario format's words (windows, zones, statuses...) as types, for code that writes or reads scenarios.
export type { Color, CounterKind, Each, PermanentType, Status, TriggerEvent } from './core/scenario/words.js';
export type { Scenario } from './core/scenario/scenario.js';
export type { RejectedChoice, Result } from './core/outcome.js';
export { eventData } from './core/events.js';
export { compareBatch, compareRuns, eventSignature, fieldDifferences, firstDivergence, flatChanges, flatOutcome, neighbourDifferences, wholeOutcome } from './core/compare.js';
export type { Difference, Divergence, FieldChange, FlatOutcome } from './core/compare.js';
