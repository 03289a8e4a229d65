// Writes docs/scenario.schema.json from the one schema in core/scenario/schema.ts, so editors
// can check a scenario as it is typed. `npm run schema`; test/schema.test.ts keeps it current.
import { writeFileSync } from 'node:fs';
import { toJsonSchema } from '@valibot/to-json-schema';
import { ScenarioFile } from '../core/scenario/schema.js';

export function scenarioJsonSchema(): object {
  const schema = toJsonSchema(ScenarioFile, { errorMode: 'ignore' }) as Record<string, unknown>;
  // A creature names a card or gives power and toughness (the loader checks it after the schema).
  const creature = (schema.properties as Record<string, { additionalProperties?: Record<string, unknown> }> | undefined)?.creatures?.additionalProperties;
  if (creature) creature.anyOf = [{ required: ['card'] }, { required: ['power', 'toughness'] }];
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'mtg-eras scenario (spec/scenario-format.md v1)',
    ...schema,
  };
}

if (process.argv[1]?.endsWith('write-schema.js')) {
  writeFileSync('docs/scenario.schema.json', `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
  console.log('wrote docs/scenario.schema.json');
}
