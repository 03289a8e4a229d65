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

test('sameOutcome says two results are equal exactly when their whole outcomes have no changed field (the corpus under four eras)', async (t) => {
  const { flatChanges, sameOutcome, wholeOutcome } = await import('../core/compare.js');
  const { runScenario: run } = await import('../core/run.js');
  const eras = ['revised-1994', 'sixth-1999', 'm10-2009', 'foundations-2024'];
  let same = 0, differ = 0;
  for (const s of corpus) {
    const rs = eras.map((id) => run(reg, s, id, { log: false }));
    for (let i = 0; i < rs.length; i++) for (let j = i + 1; j < rs.length; j++) {
      const flat = flatChanges(wholeOutcome(rs[i]!), wholeOutcome(rs[j]!)).length === 0;
      if (sameOutcome(rs[i]!, rs[j]!) !== flat) t.fail(`${s.file}: ${rs[i]!.ruleset} vs ${rs[j]!.ruleset}`);
      if (flat) same++; else differ++;
    }
  }
  t.true(same > 0 && differ > 0, `${same} equal and ${differ} different pairs`);
});

test('sameOutcome agrees with the flat fields on every field, and on those written only where there is any (poison, counters, doesn\'t untap)', async (t) => {
  const { flatChanges, sameOutcome, wholeOutcome } = await import('../core/compare.js');
  const fc = (await import('fast-check')).default;
  const few = <T>(...xs: T[]) => fc.constantFrom(...xs);
  const counters = fc.record({ '+1/+1': few(0, 1), '-1/-1': few(0, 2) });
  const creature = fc.record({ zone: few('battlefield', 'graveyard'), damage: few(0, 1), tapped: fc.boolean(), power: few(1, 2), toughness: few(1, 2), counters });
  const player = fc.record({ life: few(20, 19), lost: fc.boolean(), poison: few(0, 0, 1, undefined) });
  const permanent = fc.record({ zone: few('battlefield', 'exile'), loyalty: few(undefined, 3, 4), defense: few(undefined, 5) }, { requiredKeys: ['zone'] });
  const result = fc.record({
    ruleset: fc.constant('x'), status: few('ok', 'illegal-block'),
    players: fc.dictionary(few('p', 'q'), player, { minKeys: 1 }),
    creatures: fc.dictionary(few('a', 'b', 'c'), creature),
    permanents: fc.option(fc.dictionary(few('w', 'v'), permanent), { nil: undefined }),
    doesntUntap: fc.option(fc.array(few('a', 'b', 'c'), { maxLength: 3 }), { nil: undefined }),
    rejectedChoices: fc.array(fc.constant({ key: 'block.order', rule: '1', text: '' }), { maxLength: 1 }),
    events: fc.constant([]),
  }, { requiredKeys: ['ruleset', 'status', 'players', 'creatures', 'rejectedChoices', 'events'] });
  // y: x rewritten where the flat fields cannot tell (no poison as 0 or absent, no permanents as {} or
  // absent, doesn't-untap in another order, repeated), then, with a second result z, one part of it
  // (a record's entry, or a whole field) taken from z.
  const PARTS = ['status', 'players', 'creatures', 'permanents', 'doesntUntap', 'rejectedChoices'] as const;
  type R = Record<string, any>;
  const variant = (x: R, k: number, z: R | undefined): R => {
    const y = structuredClone(x);
    for (const p of Object.values(y.players) as R[]) if (!p.poison) p.poison = k & 1 ? undefined : 0;
    if (!Object.keys(y.permanents ?? {}).length) y.permanents = k & 2 ? {} : undefined;
    if (y.doesntUntap?.length) y.doesntUntap = k & 4 ? [...y.doesntUntap].reverse().concat(y.doesntUntap) : y.doesntUntap;
    else y.doesntUntap = k & 8 ? [] : undefined;
    if (z) {
      const part = PARTS[k % PARTS.length]!;
      const id = ['p', 'a', 'b', 'w'][k % 4]!;
      if (typeof y[part] === 'object' && y[part] && !Array.isArray(y[part]) && (k & 16)) {
        if (z[part]?.[id] === undefined) delete y[part][id]; else y[part][id] = z[part][id];
      } else y[part] = z[part];
    }
    return y;
  };
  let same = 0, differ = 0;
  fc.assert(fc.property(result, fc.nat(), fc.option(result, { nil: undefined }), (x, k, z) => {
    const y = variant(x, k, z);
    const flat = flatChanges(wholeOutcome(x as never), wholeOutcome(y as never)).length === 0;
    if (flat) same++; else differ++;
    return sameOutcome(x as never, y as never) === flat && sameOutcome(y as never, x as never) === flat;
  }), { numRuns: 4000, seed: 26 });
  t.true(same > 200 && differ > 200, `${same} equal and ${differ} different pairs`);
});
