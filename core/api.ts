// The plugin API: what a ruleset needs (its definition types, the era models, capabilities and
// hooks it may state, the read-only views hooks see and their helpers). The built-in rulesets import only from
// here, exactly like outside plugins. The package entry (index.ts) adds running and comparing.
export { defineRuleset } from './ruleset.js';
export type { Citation, RulesetChange, RulesetDefinition, RulesetMeta } from './ruleset.js';
export type { DamageDivision, Decision, FirstStepRecord, HookName, Hooks, StrikeStep } from './hooks.js';
export { HOOK_NAMES } from './hooks.js';
export type { AssignmentModel, AttackProblem, AttackVerdict, BlockProblem, BlockVerdict, Capabilities, CapabilityName, CombatProcedure, DamageSource, KeywordDamage, LayerModel, ModelName, Models, QueuedTrigger, RequirementSolver, TriggerModel, TriggerQueue } from './models.js';
export { CAPABILITY_NAMES, MODEL_NAMES } from './models.js';
export { RULE_KEYS } from './rule-keys.js';
export type { RuleKey } from './rule-keys.js';
export { bandsWithOther, count, has, hasQuality, inCombat, isCreature, power, protectedFrom, toughness, tramples } from './views.js';
export type { CreatureView, GameView, PermanentView, PlayerView } from './views.js';
export type { ActionKind, Window, Zone } from './scenario/words.js';
export { EVENT_KINDS } from './events.js';
export type { CombatEvent, EventKind, Subjects } from './events.js';
