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

test('results sameFlatOutcome calls alike flatten to the same text; results that flatten apart are never called alike', (t) => {
  const few = <T>(...xs: T[]) => fc.constantFrom(...xs);
  const counters = fc.record({ '+1/+1': few(0, 1), '-1/-1': few(0, 2) });
  const creature = fc.record({ zone: few('battlefield', 'graveyard'), damage: few(0, 1), tapped: fc.boolean(), power: few(1, 2), toughness: few(1, 2), counters });
  const player = fc.record({ life: few(20, 19), lost: fc.boolean(), poison: few(0, 1, undefined) });
  const permanent = fc.record({ zone: few('battlefield', 'exile'), loyalty: few(undefined, 3), defense: few(undefined, 5) }, { requiredKeys: ['zone'] });
  const result = fc.record({
    ruleset: fc.constant('x'), status: few('ok', 'illegal-block'),
    players: fc.dictionary(few('p', 'q'), player, { minKeys: 1 }),
    creatures: fc.dictionary(few('a', 'b', 'c'), creature),
    permanents: fc.option(fc.dictionary(few('w', 'v'), permanent), { nil: undefined }),
    doesntUntap: fc.option(fc.array(few('a', 'b'), { maxLength: 2 }), { nil: undefined }),
    rejectedChoices: fc.constant([]),
    events: fc.constant([]),
  }, { requiredKeys: ['ruleset', 'status', 'players', 'creatures', 'rejectedChoices', 'events'] });
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
