// A scenario written in code: `scenario(registry, { scenario: '...', players: {...}, ... })` takes the
// fields of a scenario file as a typed object and checks them exactly as the loader checks a file
// (the object is read as the JSON file it would be), so a mistake is the same one-line InputError.
// The types (core/scenario/types.ts) are written out, small to type-check, and proved equal to the
// schema's (test/public-types.test.ts); the schema stays the one authority on what is valid.
import type { Registry } from './core/registry.js';
import { parseScenario } from './core/scenario/load.js';
import type { Scenario } from './core/scenario/scenario.js';
import type { ScenarioData } from './core/scenario/types.js';

export type { ActionData, ChoiceData, CreatureAbilityData, CreatureData, OutcomeData, PermanentAbilityData, PermanentData, PlayerData, ScenarioData } from './core/scenario/types.js';

/**
 * A scenario from an object, checked as a file is: a mistake throws an InputError naming the place in
 * the object written as JSON (`name.json:line:col`, two-space indent) and what was expected.
 */
export function scenario(registry: Registry, data: ScenarioData, name = 'scenario'): Scenario {
  const file = /\.json$/i.test(name) ? name : `${name}.json`;
  return parseScenario(file, JSON.stringify(data, null, 2) ?? 'null', (sel) => registry.select(sel));
}
