// Writes docs/scenario.schema.json from the one schema in core/scenario/schema.ts, so editors
// can check a scenario as it is typed. `npm run schema`; test/schema.test.ts keeps it current.
//
// valibot's converter carries types, enums (windows, actions, statuses, zones), id, keyword and
// colour patterns and number limits. What it cannot see is added here: keywords and colours as
// enums (for completion; the pattern still accepts them as printed, in any case), the built-in ruleset
// ids an `expect` key may name, and the counts of players and creatures.
import { writeFileSync } from 'node:fs';
import { toJsonSchema } from '@valibot/to-json-schema';
import { createRegistry } from '../compose.js';
import { COLOR_PATTERN, COLORS, KEYWORD_NAMES, KEYWORD_PATTERN, LIMITS, ScenarioFile } from '../core/scenario/schema.js';

type Json = Record<string, unknown>;

/** An `expect` key: a ruleset id, "latest", "all", a range a..b, or a comma list of these. */
export function selectorPattern(ids: readonly string[]): string {
  const id = `(?:${[...ids, 'latest'].map((i) => i.replace(/[.]/g, '\\.')).join('|')})`;
  const part = `(?:all|${id}(?:\\s*\\.\\.\\s*${id})?)`;
  return `^\\s*${part}(?:\\s*,\\s*${part})*\\s*$`;
}

export function scenarioJsonSchema(): object {
  const schema = toJsonSchema(ScenarioFile, { errorMode: 'ignore' }) as Json;
  // Case-insensitive words: the canonical names for completion, the pattern for what is accepted.
  const words = new Map<string, Json>([
    [KEYWORD_PATTERN.source, { anyOf: [{ enum: [...KEYWORD_NAMES] }, { type: 'string', pattern: KEYWORD_PATTERN.source }] }],
    [COLOR_PATTERN.source, { anyOf: [{ enum: [...COLORS] }, { type: 'string', pattern: COLOR_PATTERN.source }] }],
  ]);
  const withKeywords = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(withKeywords);
    if (!node || typeof node !== 'object') return node;
    const word = words.get((node as Json).pattern as string);
    if (word) return word;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withKeywords(v)]));
  };
  const out = withKeywords(schema) as Json & { properties: Record<string, Json> };
  const p = out.properties;
  p.players = { ...p.players, minProperties: 2 };
  p.creatures = { ...p.creatures, maxProperties: LIMITS.creatures };
  // A creature names a card or gives power and toughness (the loader checks it after the schema).
  const creature = (p.creatures as { additionalProperties?: Json }).additionalProperties;
  if (creature) creature.anyOf = [{ required: ['card'] }, { required: ['power', 'toughness'] }, { required: ['creature'] }];
  // A permanent names a card or gives its type.
  p.permanents = { ...p.permanents, maxProperties: LIMITS.creatures };
  const permanent = (p.permanents as { additionalProperties?: Json }).additionalProperties;
  if (permanent) permanent.anyOf = [{ required: ['card'] }, { required: ['type'] }];
  p.expect = { ...p.expect, propertyNames: { type: 'string', pattern: selectorPattern(createRegistry().ids) } };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'mtg-eras scenario (spec/scenario-format.md v1)',
    ...out,
  };
}

if (process.argv[1]?.endsWith('write-schema.js')) {
  writeFileSync('docs/scenario.schema.json', `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
  console.log('wrote docs/scenario.schema.json');
}
