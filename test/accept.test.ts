// The schema's fast accept path (core/scenario/accept.ts) against valibot, which it stands in for
// on valid files: the same output (values and key order) for every file it accepts, and nothing
// accepted that valibot refuses. A refusal is valibot's to report (or to accept: only slower).
import test from 'ava';
import fc from 'fast-check';
import * as v from 'valibot';
import { accept, REFUSED } from '../core/scenario/accept.js';
import { readTree } from '../core/scenario/read.js';
import { ScenarioFile } from '../core/scenario/schema.js';
import { corpus, mutatedFile } from './fuzz-contract.js';

const files = corpus();
const acceptFile = accept(ScenarioFile);

/** Equal values with their keys in the same order, at every depth. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** 'same', 'both refuse', 'valibot only' (slower, not wrong), or what is wrong. */
function compare(raw: unknown): string {
  const fast = acceptFile(raw);
  const full = v.safeParse(ScenarioFile, raw, { abortEarly: false });
  if (fast === REFUSED) return full.success ? 'valibot only' : 'both refuse';
  if (!full.success) return 'accepted what valibot refuses';
  return same(fast, full.output) ? 'same' : 'another output';
}

test('every corpus file: the fast path accepts it with valibot\'s output, keys in the same order', (t) => {
  const bad = files.filter((f) => compare(readTree(f.file, f.text).raw) !== 'same').map((f) => f.file);
  t.deepEqual(bad, []);
  t.true(files.length > 1000);
});

test('values valibot changes or builds again: colours lower-cased, keys out of the schema\'s order, a list read as a mapping', (t) => {
  const file = {
    creatures: { bear: { toughness: 2, power: 2, controller: 'alice', colors: ['Green', 'white'], abilities: [{ affects: 'self', color: 'RED', power: 1 }] } },
    players: { bob: { life: 20 }, alice: { life: 20 } },
    combat: { attack: { bear: 'bob' } },
    scenario: 'out of order',
  };
  const raw = readTree('x.json', JSON.stringify(file)).raw;
  t.is(compare(raw), 'same');
  const out = acceptFile(raw) as { creatures: Record<string, { colors: string[] }> };
  t.deepEqual(out.creatures.bear!.colors, ['green', 'white']);
  t.deepEqual(Object.keys(out), Object.keys(v.parse(ScenarioFile, raw)));
  // valibot reads [] where a mapping belongs as an empty mapping: left to it, with the same result.
  t.is(compare({ ...raw, choices: [] }), 'valibot only');
});

test('a colour is read once per spelling: the same spellings again give the same output, a refused one is refused again', (t) => {
  const board = (colors: unknown[], extra: Record<string, unknown> = {}) => ({
    scenario: 'colours', players: { alice: { life: 20 }, bob: { life: 20 } },
    creatures: { bear: { controller: 'alice', power: 2, toughness: 2, colors, ...extra } }, combat: { attack: { bear: 'bob' } },
  });
  for (let round = 0; round < 2; round++) {
    const raw = readTree('x.json', JSON.stringify(board(['Green', 'GREEN', 'green', 'wHiTe']))).raw;
    t.is(compare(raw), 'same');
    t.deepEqual((acceptFile(raw) as { creatures: Record<string, { colors: string[] }> }).creatures.bear!.colors, ['green', 'green', 'green', 'white']);
    t.is(compare(board(['Purple'])), 'both refuse');
    t.is(compare(board([7])), 'both refuse');
    // An optional field given as undefined (a library caller's object, not a file's): as valibot reads it.
    t.is(compare(board(['red'], { name: undefined, keywords: undefined })), 'same');
  }
});

test('mutated corpus files: whatever the fast path accepts, valibot accepts with the same output', (t) => {
  const seen: Record<string, number> = {};
  fc.assert(fc.property(mutatedFile(files), (sample) => {
    let raw;
    try { raw = readTree(sample.file, sample.text).raw; } catch { return; }
    const verdict = compare(raw);
    seen[verdict] = (seen[verdict] ?? 0) + 1;
    if (verdict !== 'same' && verdict !== 'both refuse' && verdict !== 'valibot only') throw new Error(`${verdict}: ${sample.text.slice(0, 500)}`);
  }), { numRuns: 1000 });
  t.true((seen.same ?? 0) > 10 && (seen['both refuse'] ?? 0) > 10, JSON.stringify(seen));
});

test('numbers and strings at and past their limits: the fast path accepts exactly what valibot accepts', (t) => {
  const base = { scenario: 'limits', players: { alice: { life: 20 }, bob: { life: 20 } }, creatures: { bear: { controller: 'alice', power: 2, toughness: 2 } }, combat: { attack: {} } };
  const withBear = (bear: object) => ({ ...base, creatures: { bear: { ...base.creatures.bear, ...bear } } });
  const verdicts = [
    ...[-100001, -100000, -0, 0, 2.5, 100000, 100001, Infinity, Number.NaN, '2', null].map((power) => compare(withBear({ power }))),
    ...[0, -1, 100000, 100001].map((damage) => compare(withBear({ damage }))),
    ...['alice', '', 'Alice', 'x'.repeat(64), 'x'.repeat(65), 'a b', 7].map((controller) => compare(withBear({ controller }))),
    ...[['flying'], ['  First   Strike '], ['rampage 2'], ['rampage 0'], ['flyin'], ['ninjutsu {1}{U}']].map((keywords) => compare(withBear({ keywords }))),
    ...['Grizzly', '', 'a\nb', 'x'.repeat(1000), 'x'.repeat(1001)].map((name) => compare(withBear({ name }))),
  ];
  t.deepEqual(verdicts.filter((x) => x !== 'same' && x !== 'both refuse'), []);
  t.true(verdicts.includes('same') && verdicts.includes('both refuse'));
});
