// docs/scenario.schema.json is generated from core/scenario/schema.ts; it must not drift.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { DESCRIPTIONS, scenarioJsonSchema } from '../scripts/write-schema.js';

test('docs/scenario.schema.json matches the schema the loader validates with (npm run schema)', (t) => {
  const committed = JSON.parse(readFileSync('docs/scenario.schema.json', 'utf8'));
  t.deepEqual(committed, JSON.parse(JSON.stringify(scenarioJsonSchema())));
});

test('the JSON Schema requires the top-level fields and rejects unknown ones', (t) => {
  const s = scenarioJsonSchema() as { required: string[]; additionalProperties: boolean };
  t.deepEqual([...s.required].sort(), ['combat', 'creatures', 'players', 'scenario']);
  t.false(s.additionalProperties);
});

// Issue 8 point 6: the JSON Schema carries every check an editor can express (checked with ajv,
// the validator editors and CI tools use).
import { Ajv } from 'ajv';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { ACTION_KINDS, AFFECTS, KEYWORDS, WINDOWS } from '../core/scenario/schema.js';
import { STATIC_ABILITIES } from '../core/scenario/schema.js';
import { scenario } from './helpers.js';

const ajv = new Ajv({ strict: false, allErrors: true });
const validate = ajv.compile(JSON.parse(readFileSync('docs/scenario.schema.json', 'utf8')));
const corpusFiles = readdirSync('docs/scenarios').filter((f) => /\.(ya?ml|json)$/.test(f)).map((f) => join('docs/scenarios', f));
const read = (f: string) => load(readFileSync(f, 'utf8'), { schema: CORE_SCHEMA }) as Record<string, unknown>;

test('every corpus file is valid against the JSON Schema, and names it for its editor', (t) => {
  for (const f of corpusFiles) {
    t.true(validate(read(f)), `${f}: ${ajv.errorsText(validate.errors)}`);
    const first = readFileSync(f, 'utf8').split('\n')[f.endsWith('.json') ? 1 : 0]!;
    t.regex(first, f.endsWith('.json') ? /^ {2}"\$schema": "\.\.\/scenario\.schema\.json",$/ : /^# yaml-language-server: \$schema=\.\.\/scenario\.schema\.json$/,
      `${f}: start it with ${f.endsWith('.json') ? '{ "$schema": "../scenario.schema.json", ...' : '# yaml-language-server: $schema=../scenario.schema.json'} (docs/scenario-format.md, Editor set-up)`);
  }
});

test('the JSON Schema catches typos an editor should flag: keywords, windows, ids, expect keys, counts', (t) => {
  const base = read('docs/scenarios/eras-c2-simple-trade.yaml');
  const variant = (change: (d: Record<string, any>) => void) => { const d = structuredClone(base) as Record<string, any>; change(d); return validate(d); };
  t.true(variant(() => {}));
  t.true(variant((d) => { d.creatures.a.keywords = ['Flying', 'first  strike', 'protection from Red']; }), 'keywords as printed');
  t.false(variant((d) => { d.creatures.a.keywords = ['trampel']; }), 'trampel');
  t.false(variant((d) => { d.actions = [{ at: 'declare-blocker', do: 'tap', target: 'a' }]; }), 'window typo');
  t.false(variant((d) => { d.actions = [{ at: 'declare-blockers', do: 'tapp', target: 'a' }]; }), 'action typo');
  t.false(variant((d) => { d.creatures.a.controller = 'Alice'; }), 'id pattern');
  t.false(variant((d) => { d.creatures.constructor = d.creatures.a; }), 'reserved id');
  t.false(variant((d) => { d.expect = { 'foundation-2024': {} }; }), 'unknown ruleset in an expect key');
  t.true(variant((d) => { d.expect = { 'sixth-1999..m10-2009, latest': {}, all: {} }; }), 'ranges, lists, latest, all');
  t.true(variant((d) => { d.players.carol = { life: 20 }; }), 'three players');
  t.false(variant((d) => { delete d.players.bob; }), 'one player');
  t.false(variant((d) => { d.creatures.a.power = 100001; }), 'number limit');
  t.true(variant((d) => { d.$schema = '../scenario.schema.json'; }), '$schema key');
});

test('docs/scenario-format.md lists every keyword, ability, window and action, one line each', (t) => {
  const doc = readFileSync('docs/scenario-format.md', 'utf8');
  const listed = (name: string) => new RegExp(`^- \`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\`:]`, 'm').test(doc);
  for (const k of KEYWORDS) t.true(listed(k), k);
  t.true(listed('protection from <color>'));
  for (const w of WINDOWS) t.true(listed(w), w);
  for (const a of ACTION_KINDS) t.true(listed(a), a);
  for (const a of ['{ can-block-additional: N }', '{ cant-block: true }', '{ damage-trigger-lifegain: true }', '{ double-damage: true }', '{ controller-cant-lose: true }', '{ opponents-creatures-exiled-instead: true }', '{ assigns-toughness: true }', '{ as-though-unblocked: true }']) t.true(listed(a), a);
  for (const a of [...STATIC_ABILITIES.map((x) => `{ ${x}: true }`), '{ cant-be-blocked-except-by: N }']) t.true(listed(a), a);
  for (const a of AFFECTS) t.true(doc.includes(`\`${a}\``), a);
});

test('the JSON Schema: a creature names a card or gives power and toughness (or is creature: false)', (t) => {
  const s = scenarioJsonSchema() as { properties: { creatures: { additionalProperties: { required: string[]; anyOf: { required: string[] }[]; properties: Record<string, unknown> } } } };
  const c = s.properties.creatures.additionalProperties;
  t.deepEqual(c.required, ['controller']);
  t.deepEqual(c.anyOf, [{ required: ['card'] }, { required: ['power', 'toughness'] }, { required: ['creature'] }]);
  t.truthy(c.properties.card);
});

test('bad input: attack or block written as a list, not a map, says so in one line with its place', (t) => {
  const text = (combat: string) => `scenario: x
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1 }
combat:
${combat}
`;
  const attack = t.throws(() => scenario(text('  attack: [a]')))!;
  t.regex(attack.message, /^inline\.yaml:6:\d+: combat\.attack: expected a map of attacking creature to what it attacks, e\.g\. \{ bears: bob \}, not a list/);
  const block = t.throws(() => scenario(text('  attack: { a: bob }\n  block: [a]')))!;
  t.regex(block.message, /^inline\.yaml:7:\d+: combat\.block: expected a map of blocking creature/);
  t.false(block.message.includes('\n'));
});

test('editors show a description with an example for every field of the scenario, a player, a creature, the combat, a choice, an expectation and an action', (t) => {
  type Node = { description?: string; properties?: Record<string, Node>; additionalProperties?: Node; items?: { oneOf?: Node[] } };
  const s = scenarioJsonSchema() as Node;
  const p = s.properties!;
  const objects: [string, Record<string, Node>][] = [
    ['scenario', p], ['player', p.players!.additionalProperties!.properties!], ['creature', p.creatures!.additionalProperties!.properties!],
    ['combat', p.combat!.properties!], ['choice', p.choices!.additionalProperties!.properties!], ['outcome', p.expect!.additionalProperties!.properties!],
    ...p.actions!.items!.oneOf!.map((a) => ['action', Object.fromEntries(Object.entries(a.properties!).filter(([k]) => Object.hasOwn(DESCRIPTIONS.action!, k)))] as [string, Record<string, Node>]),
  ];
  for (const [what, props] of objects) {
    t.true(Object.keys(props).length > 0, what);
    for (const [k, node] of Object.entries(props)) {
      t.truthy(node.description, `${what}.${k}`);
      if (k !== '$schema' && k !== 'description') t.regex(node.description ?? '', /Example: /, `${what}.${k}`);
    }
  }
  // Every action has its at, by and do described.
  for (const a of p.actions!.items!.oneOf!) for (const k of ['at', 'do']) t.truthy(a.properties![k]?.description, k);
});

test('docs/scenario-format.md: the basics come first in the order a user learns them, every base field with an example, no internal references', (t) => {
  const doc = readFileSync('docs/scenario-format.md', 'utf8');
  const headings = [...doc.matchAll(/^#{2,3} (.*)$/gm)].map((m) => m[1]!);
  const at = (h: string) => headings.indexOf(h);
  const order = ['A first scenario', 'Players', 'A creature', 'An attack', 'A block', 'Choices', 'Actions', 'Expectations', 'Every keyword, ability, window and action', 'Permanents other than creatures', 'More than two players', 'Errors'];
  for (const h of order) t.true(at(h) >= 0, h);
  t.deepEqual([...order].sort((a, b) => at(a) - at(b)), order);
  // Every field of the base objects appears, as code, in its section's table or example.
  const section = (h: string) => doc.slice(doc.indexOf(`### ${h}\n`), doc.indexOf('\n### ', doc.indexOf(`### ${h}\n`) + 4));
  for (const [h, what] of [['Players', 'player'], ['A creature', 'creature'], ['Choices', 'choice'], ['Expectations', 'outcome']] as const) {
    for (const k of Object.keys(DESCRIPTIONS[what]!)) t.true(section(h).includes(`\`${k}\``), `${h}: ${k}`);
  }
  for (const k of ['attack', 'bands']) t.true(section('An attack').includes(`combat.${k}`), k);
  t.true(section('A block').includes('combat.block'));
  for (const k of ['at', 'by', 'do', 'target']) t.true(section('Actions').includes(`\`${k}\``), k);
  t.notRegex(doc, /\bissues? \d|\bspec\b|§|eras\.md|mechanics-by-era|\bseeds?\b/i);
});
