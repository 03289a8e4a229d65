// Running scenarios: a registry of the built-in eras (plus any plugins) and one call to run a
// scenario under one ruleset.
import { CombatEngine, type RunOptions } from './engine/combat.js';
import { resultOf, type Result } from './outcome.js';
import { Registry } from './registry.js';
import type { RulesetDefinition } from './ruleset.js';
import type { Scenario } from './scenario/scenario.js';
import { BUILTIN_RULESETS } from '../rulesets/index.js';

export function createRegistry(plugins: readonly RulesetDefinition[] = []): Registry {
  return new Registry([...BUILTIN_RULESETS, ...plugins]);
}

const engines = new WeakMap<Registry, Map<string, CombatEngine>>();

export function runScenario(registry: Registry, s: Scenario, ruleset: string, opts: RunOptions = {}): Result {
  // The engine holds no per-run state, so one resolved instance per ruleset serves every run.
  let byId = engines.get(registry);
  if (!byId) engines.set(registry, (byId = new Map()));
  let engine = byId.get(ruleset);
  if (!engine) byId.set(ruleset, (engine = registry.container(ruleset).resolve(CombatEngine)));
  return resultOf(ruleset, engine.run(s, opts));
}
