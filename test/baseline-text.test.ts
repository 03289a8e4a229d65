// A baseline's text written piece by piece (cli/baseline.ts: baselineText, outcomesText) is the
// text JSON.stringify writes for the document of flat outcomes, byte for byte.
import test from 'ava';
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { baselineText, outcomesText } from '../cli/baseline.js';
import { flatOutcome, sameFlatOutcome, type FlatOutcome } from '../core/compare.js';
import type { Result } from '../core/outcome.js';
import { runScenario } from '../core/run.js';
import { ALL, registry, scenario } from './helpers.js';
import { loadScenarioFile } from '../index.js';

/** The document as snapshot wrote it before: flat outcomes as objects, stringified at once. */
function stringified(rulesets: readonly string[], scenarios: readonly { file: string; results: readonly Result[] }[]): string {
  const doc = {
    schemaVersion: 1,
    rulesets,
    scenarios: scenarios.map((e) => {
      const outcomes: Record<string, FlatOutcome> = {};
      for (const r of e.results) outcomes[r.ruleset] = flatOutcome(r);
      return { file: e.file, outcomes };
    }),
  };
  return `${JSON.stringify(doc, null, 1)}\n`;
}

const written = (rulesets: readonly string[], scenarios: readonly { file: string; results: readonly Result[] }[]) =>
  [...baselineText(rulesets, scenarios.map((e) => ({ file: e.file, outcomes: outcomesText(e.results) })))].join('');

test('the corpus under every era: the same text as the document stringified whole', (t) => {
  const files = readdirSync('docs/scenarios').filter((f) => f.endsWith('.yaml')).sort().slice(0, 400);
  const scenarios = files.map((f) => {
    const s = loadScenarioFile(join('docs/scenarios', f), (sel) => registry.select(sel));
    return { file: `docs/scenarios/${f}`, results: ALL.map((id) => runScenario(registry, s, id, { log: false })) };
  });
  const text = written(ALL, scenarios);
  t.is(text, stringified(ALL, scenarios));
  // Larger than a chunk: the text came in several pieces.
  t.true(text.length > 1 << 20, `${text.length} characters`);
});

test('ruleset ids an object orders otherwise (array indices), given twice, none; no scenario', (t) => {
  const s = scenario(`
scenario: two bears
players: { ap: { life: 20 }, nap: { life: 20 } }
creatures:
  a: { controller: ap, power: 2, toughness: 2 }
  b: { controller: nap, power: 2, toughness: 2 }
combat: { attack: { a: nap }, block: { b: a } }
`);
  const under = (id: string, as: string): Result => ({ ...runScenario(registry, s, id, { log: false }), ruleset: as });
  const cases: [string[], Result[]][] = [
    [['1994', 'x', '7'], [under('revised-1994', '1994'), under('m10-2009', 'x'), under('foundations-2024', '7')]],
    [['x', 'x'], [under('revised-1994', 'x'), under('m10-2009', 'x')]],
    [['4294967295', 'y'], [under('revised-1994', '4294967295'), under('m10-2009', 'y')]],
    [[], []],
  ];
  for (const [ids, results] of cases) {
    const scenarios = [{ file: 'a "quoted" path.yaml', results }, { file: 'b.yaml', results }];
    t.is(written(ids, scenarios), stringified(ids, scenarios), ids.join());
  }
  t.is(written(['x'], []), stringified(['x'], []));
});

test('random results, fields named twice among them: the same text as the document stringified whole', (t) => {
  let n = 0;
  fc.assert(fc.property(fc.array(results(), { minLength: 1, maxLength: 3 }), (xs) => {
    const rs = xs.map((x, i) => ({ ...x, ruleset: `r${i}` }) as unknown as Result);
    const ids = rs.map((r) => r.ruleset);
    n++;
    return written(ids, [{ file: 'f', results: rs }]) === stringified(ids, [{ file: 'f', results: rs }]);
  }), { numRuns: 2000, seed: 27 });
  t.is(n, 2000);
});

test('results sameFlatOutcome calls alike flatten to the same text; results that flatten apart are never called alike', (t) => {
  const result = results();
  let same = 0, differ = 0;
  fc.assert(fc.property(result, result, fc.nat(), (x, y, k) => {
    // b: a copy of a, a copy with one part from y, or y.
    const part = (['players', 'creatures', 'permanents', 'doesntUntap', 'status'] as const)[k % 5]!;
    const a = x as unknown as Result;
    const b = (k % 3 === 2 ? y : { ...structuredClone(x), ...(k % 3 === 1 ? { [part]: y[part] } : {}) }) as unknown as Result;
    const alike = JSON.stringify(flatOutcome(a)) === JSON.stringify(flatOutcome(b));
    if (alike) same++; else differ++;
    // Called alike only when alike (the text written once is right for both); alike records are called so.
    return (!sameFlatOutcome(a, b) || alike) && sameFlatOutcome(a, structuredClone(a));
  }), { numRuns: 3000, seed: 27 });
  t.true(same > 50 && differ > 50, `${same} alike and ${differ} apart`);
});

test('flatOutcome, made by shape, has the fields and order of setting each field in turn (as it was written before)', (t) => {
  const naive = (r: Result): FlatOutcome => {
    const f: FlatOutcome = { status: r.status };
    for (const [p, v] of Object.entries(r.players)) { f[`life.${p}`] = v.life; f[`lost.${p}`] = v.lost; if (v.poison) f[`poison.${p}`] = v.poison; }
    for (const [id, c] of Object.entries(r.creatures)) {
      Object.assign(f, { [`zone.${id}`]: c.zone, [`damage.${id}`]: c.damage, [`tapped.${id}`]: c.tapped, [`power.${id}`]: c.power, [`toughness.${id}`]: c.toughness });
      if (c.counters['+1/+1']) f[`counters.+1/+1.${id}`] = c.counters['+1/+1'];
      if (c.counters['-1/-1']) f[`counters.-1/-1.${id}`] = c.counters['-1/-1'];
    }
    for (const id of r.doesntUntap ?? []) f[`doesnt-untap.${id}`] = true;
    for (const [id, p] of Object.entries(r.permanents ?? {})) {
      f[`zone.${id}`] = p.zone;
      if (p.loyalty !== undefined) f[`loyalty.${id}`] = p.loyalty;
      if (p.defense !== undefined) f[`defense.${id}`] = p.defense;
    }
    return f;
  };
  let n = 0;
  fc.assert(fc.property(results(), (x) => {
    const r = x as unknown as Result;
    n++;
    // Twice: the second is made from the shape the first left.
    return JSON.stringify(Object.entries(flatOutcome(r))) === JSON.stringify(Object.entries(naive(r)))
      && JSON.stringify(Object.entries(flatOutcome(r))) === JSON.stringify(Object.entries(naive(r)));
  }), { numRuns: 2000, seed: 27 });
  t.is(n, 2000);
  // A board of more fields than are made by shape.
  const big = { ruleset: 'x', status: 'ok', players: { p: { life: 3, lost: false, poison: 1 } }, rejectedChoices: [], events: [],
    creatures: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`c${i}`, { zone: 'battlefield', damage: i % 3, tapped: false, power: 1, toughness: 2, counters: { '+1/+1': i % 2, '-1/-1': 0 } }])) } as unknown as Result;
  t.is(JSON.stringify(Object.entries(flatOutcome(big))), JSON.stringify(Object.entries(naive(big))));
  t.true(Object.keys(flatOutcome(big)).length > 1500);
});

/** Random results over a few ids and values (permanents sharing an id with a creature, doesn't-untap repeated). */
function results() {
  const few = <T>(...xs: T[]) => fc.constantFrom(...xs);
  const counters = fc.record({ '+1/+1': few(0, 1), '-1/-1': few(0, 2) });
  const creature = fc.record({ zone: few('battlefield', 'graveyard'), damage: few(0, 1), tapped: fc.boolean(), power: few(1, 2), toughness: few(1, 2), counters });
  const player = fc.record({ life: few(20, 19), lost: fc.boolean(), poison: few(0, 1, undefined) });
  const permanent = fc.record({ zone: few('battlefield', 'exile'), loyalty: few(undefined, 3), defense: few(undefined, 5) }, { requiredKeys: ['zone'] });
  return fc.record({
    ruleset: fc.constant('x'), status: few('ok', 'illegal-block'),
    players: fc.dictionary(few('p', 'q'), player, { minKeys: 1 }),
    creatures: fc.dictionary(few('a', 'b', 'c'), creature),
    permanents: fc.option(fc.dictionary(few('w', 'a'), permanent), { nil: undefined }),
    doesntUntap: fc.option(fc.array(few('a', 'b'), { maxLength: 2 }), { nil: undefined }),
    rejectedChoices: fc.constant([]),
    events: fc.constant([]),
  }, { requiredKeys: ['ruleset', 'status', 'players', 'creatures', 'rejectedChoices', 'events'] });
}
