// The comparison module (core/compare.ts), as the library API offers it.
import test from 'ava';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compareBatch, createRegistry, loadScenarioFile, neighbourDifferences, runScenario } from '../index.js';

const reg = createRegistry();
const corpus = readdirSync('docs/scenarios').filter((f) => f.endsWith('.yaml')).sort()
  .map((f) => loadScenarioFile(join('docs/scenarios', f), (sel) => reg.select(sel)));
// One comparison of the corpus for the tests below.
let batch: ReturnType<typeof compareBatch> | undefined;
const changedByOrder = () => (batch ??= compareBatch(reg, corpus, 'mh3-2024', 'foundations-2024'));

test('compareBatch finds exactly the scenarios whose neighbour difference mh3-2024 -> foundations-2024 is not empty', (t) => {
  const changed = changedByOrder();
  const expected = corpus.filter((s) => neighbourDifferences([runScenario(reg, s, 'mh3-2024'), runScenario(reg, s, 'foundations-2024')]).length);
  t.true(changed.length > 0);
  t.deepEqual(changed.map((c) => c.scenario.file), expected.map((s) => s.file));
  for (const c of changed) t.true(c.fields.length > 0, c.scenario.file);
});

test('a first divergence is plain data with its text, kind, subjects and rule key (it may cross threads)', (t) => {
  const [c] = changedByOrder();
  const e = c!.firstDivergence.from ?? c!.firstDivergence.to;
  t.truthy(e);
  t.is(Object.getPrototypeOf(e), Object.prototype);
  t.deepEqual(structuredClone(e), e);
  t.is(typeof e!.text, 'string');
  t.true(e!.text.length > 0);
  t.is(typeof e!.key, 'string');
  t.is(typeof e!.type, 'string');
});

test('every event carries its kind, rule key and the era\'s number; JSON keeps the text', (t) => {
  const r = runScenario(reg, corpus[0]!, 'sixth-1999');
  t.true(r.events.length > 0);
  for (const e of r.events) {
    t.is(reg.rulesFor('sixth-1999').cite(e.key).rule, e.rule);
    const json = JSON.parse(JSON.stringify(e));
    t.is(json.text, e.text);
    t.is(json.key, e.key);
    t.is(json.type, e.type);
  }
});
