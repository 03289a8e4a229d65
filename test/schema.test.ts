// docs/scenario.schema.json is generated from core/scenario/schema.ts; it must not drift.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { scenarioJsonSchema } from '../scripts/write-schema.js';

test('docs/scenario.schema.json matches the schema the loader validates with (npm run schema)', (t) => {
  const committed = JSON.parse(readFileSync('docs/scenario.schema.json', 'utf8'));
  t.deepEqual(committed, JSON.parse(JSON.stringify(scenarioJsonSchema())));
});

test('the JSON Schema requires the top-level fields and rejects unknown ones', (t) => {
  const s = scenarioJsonSchema() as { required: string[]; additionalProperties: boolean };
  t.deepEqual([...s.required].sort(), ['combat', 'creatures', 'players', 'scenario']);
  t.false(s.additionalProperties);
});

test('the JSON Schema: a creature names a card or gives power and toughness', (t) => {
  const s = scenarioJsonSchema() as { properties: { creatures: { additionalProperties: { required: string[]; anyOf: { required: string[] }[]; properties: Record<string, unknown> } } } };
  const c = s.properties.creatures.additionalProperties;
  t.deepEqual(c.required, ['controller']);
  t.deepEqual(c.anyOf, [{ required: ['card'] }, { required: ['power', 'toughness'] }]);
  t.truthy(c.properties.card);
});
