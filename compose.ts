// The composition root: core's registry wired with the built-in eras. Kept apart from the
// package entry (index.ts, which re-exports it with the whole library API) so that the CLI
// loads only what it needs at start-up. Layers point down: cli -> compose -> rulesets -> core/api.
import { Registry } from './core/registry.js';
import type { RulesOptions } from './core/rules.js';
import type { RulesetDefinition } from './core/ruleset.js';
import { BUILTIN_RULESETS } from './rulesets/index.js';

export { BUILTIN_RULESETS };

/** A registry of the built-in eras, plus any plugins. */
export function createRegistry(plugins: readonly RulesetDefinition[] = [], opts: RulesOptions = {}): Registry {
  // The built-in eras are registered without the registry's checks, which test/registry.test.ts runs on them.
  return new Registry([...BUILTIN_RULESETS, ...plugins], opts, BUILTIN_RULESETS);
}
