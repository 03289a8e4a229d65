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

test('moreEdits is a lower bound: when it says a diff needs more than max edits, the diff bounded by max finds none', async (t) => {
  const { moreEdits } = await import('../core/compare.js');
  const { diffArrays } = await import('diff');
  const fc = (await import('fast-check')).default;
  let refused = 0, found = 0;
  fc.assert(fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 40 }), fc.array(fc.constantFrom('a', 'b', 'c', 'e'), { maxLength: 40 }), fc.integer({ min: 0, max: 30 }), (a, b, max) => {
    let head = 0;
    while (head < a.length && head < b.length && a[head] === b[head]) head++;
    let tail = 0;
    while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
    const surely = moreEdits(a, b, head, tail, max);
    const parts = diffArrays(a, b, { maxEditLength: max });
    if (surely) refused++;
    else if (parts) found++;
    return !surely || parts === undefined;
  }), { numRuns: 2000, seed: 26 });
  // Both answers occur: the bound refuses some pairs and lets others through.
  t.true(refused > 0 && found > 0);
});
