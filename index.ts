// The package entry and composition root: the library API of core/ with the built-in eras wired
// in. Layers point down only: cli -> index -> rulesets -> core/api -> core.
import { Registry } from './core/registry.js';
import type { RulesOptions } from './core/rules.js';
import type { RulesetDefinition } from './core/ruleset.js';
import { BUILTIN_RULESETS } from './rulesets/index.js';

export * from './core/api.js';
export { BUILTIN_RULESETS };

/** A registry of the built-in eras, plus any plugins. */
export function createRegistry(plugins: readonly RulesetDefinition[] = [], opts: RulesOptions = {}): Registry {
  return new Registry([...BUILTIN_RULESETS, ...plugins], opts);
}
