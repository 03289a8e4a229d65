// Running a scenario under one ruleset of a registry. The registry's rulesets are given by the
// caller: the composition root (index.ts) adds the built-in eras.
import { CombatEngine, type RunOptions } from './engine/combat.js';
import { resultOf, type Result } from './outcome.js';
import { RegistryError, type Registry } from './registry.js';
import type { Scenario } from './scenario/scenario.js';

const engines = new WeakMap<Registry, Map<string, CombatEngine>>();

export function runScenario(registry: Registry, s: Scenario, ruleset: string, opts: RunOptions = {}): Result {
  // The engine holds no per-run state, so one resolved instance per ruleset serves every run.
  let byId = engines.get(registry);
  if (!byId) engines.set(registry, (byId = new Map()));
  let engine = byId.get(ruleset);
  if (!engine) {
    if (!registry.has(ruleset)) throw new RegistryError(`unknown ruleset "${ruleset}" (expected one of ${registry.ids.join(', ')})`);
    byId.set(ruleset, (engine = registry.container(ruleset).resolve(CombatEngine)));
  }
  return resultOf(ruleset, engine.run(s, opts));
}
