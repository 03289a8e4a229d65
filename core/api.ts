// The public API for ruleset plugins and programmatic use: `import { ... } from 'mtg-eras'`.
export { defineRuleset } from './ruleset.js';
export type { Citation, RulesetDefinition, RulesetMeta } from './ruleset.js';
export type { Decision, HookName, Hooks, StrikeStep } from './hooks.js';
export { HOOK_NAMES } from './hooks.js';
export { RULE_KEYS } from './rule-keys.js';
export type { RuleKey } from './rule-keys.js';
export { count, has, inCombat, isCreature, power, protectedFrom, toughness } from './engine/state.js';
export type { CombatEvent, CreatureState, Game, PlayerState } from './engine/state.js';
export { createRegistry, runScenario } from './run.js';
export { parseScenario, loadScenarioFile } from './scenario/load.js';
export type { Result } from './outcome.js';
