// The package entry (`import ... from 'mtg-eras'`): the plugin API, the built-in eras wired into
// a registry (compose.ts), running scenarios, and comparing their results.
export * from './core/api.js';
export { BUILTIN_RULESETS, createRegistry } from './compose.js';
export { Registry, RegistryError } from './core/registry.js';
export { HookError } from './core/rules.js';
export { runScenario } from './core/run.js';
export { parseScenario, loadScenarioFile } from './core/scenario/load.js';
export type { Result } from './core/outcome.js';
export { eventData } from './core/events.js';
export { compareBatch, compareRuns, fieldDifferences, firstDivergence, flatChanges, flatOutcome, neighbourDifferences } from './core/compare.js';
export type { Difference, Divergence, FieldChange, FlatOutcome } from './core/compare.js';
