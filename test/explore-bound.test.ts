// explore is bounded: the block declarations are counted before any of them runs, and a board
// with more than the limit is refused in one line that says how to raise it (docs/trust-and-limits.md).
import test from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { declarations, explore, ExploreLimitError } from '../core/explore/explore.js';
import { exploreAttacks } from '../core/explore/attacks.js';
import { mtg, registry, scenario } from './helpers.js';

const KW = ['flying', 'first strike', 'trample', 'deathtouch', 'lifelink', 'vigilance', 'reach', 'double strike'];

/** n attackers against m blockers, all different (nothing interchangeable, nothing refused). */
function board(n: number, m: number, extra = ''): string {
  const L = ['scenario: a big board', 'players: { alice: { life: 20 }, bob: { life: 20 } }', 'creatures:'];
  for (let i = 0; i < n; i++) L.push(`  a${i}: { controller: alice, power: ${i + 1}, toughness: ${i + 2}, keywords: [${KW[i % KW.length]}] }`);
  for (let i = 0; i < m; i++) L.push(`  b${i}: { controller: bob, power: ${i + 1}, toughness: ${i + 3}, keywords: [reach] }`);
  L.push(`combat: { attack: { ${Array.from({ length: n }, (_, i) => `a${i}: bob`).join(', ')} } }`, extra);
  return L.join('\n');
}

test('the count stops at the cap: 20 against 20 (21^20 declarations) is counted to the cap only', (t) => {
  const s = scenario(board(20, 20));
  const d = declarations(s, () => false, 1000);
  t.true(d.over);
  t.is(d.blocks.length, 1000);
  t.false(declarations(scenario(board(2, 2)), () => false, 1000).over);
});

test('explore refuses a board past the limit before running it, naming the limit and how to raise it', (t) => {
  for (const [n, m] of [[6, 7], [20, 20]] as const) {
    const e = t.throws(() => explore(registry, scenario(board(n, m)), registry.ids), { instanceOf: ExploreLimitError });
    t.regex(e!.message, /more than the limit of 100,000 runs; .*--max-runs N to raise the limit$/, `${n}x${m}`);
  }
  // A lower limit refuses a small board; under it, the board runs.
  t.throws(() => explore(registry, scenario(board(3, 3)), registry.ids, { maxRuns: 100 }), { instanceOf: ExploreLimitError });
  t.is(explore(registry, scenario(board(3, 3)), ['foundations-2024'], { maxRuns: 100 }).declarations, 64);
});

test('--divisions counts the division runs against the limit too; --attacks shares one limit', (t) => {
  const s = scenario(board(2, 3).replace('keywords: [flying]', 'keywords: [trample]'));
  t.throws(() => explore(registry, s, ['foundations-2024'], { divisions: true, maxRuns: 40 }), { instanceOf: ExploreLimitError, message: /^explore --divisions: / });
  t.throws(() => exploreAttacks(registry, scenario(board(4, 4)), registry.ids, { maxRuns: 500 }), { instanceOf: ExploreLimitError, message: /^explore --attacks: / });
});

test('a 100,000-power trampler blocked by three: its divisions are counted, not made (the default division is used)', (t) => {
  const s = scenario(`scenario: a huge trampler
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  big: { controller: alice, power: 100000, toughness: 5, keywords: [trample] }
  b1: { controller: bob, power: 1, toughness: 1 }
  b2: { controller: bob, power: 1, toughness: 1 }
  b3: { controller: bob, power: 1, toughness: 2 }
combat: { attack: { big: bob } }
`);
  const x = explore(registry, s, ['foundations-2024'], { divisions: true });
  t.is(x.results[0]!.best!.outcome['life.bob'], 20 - (100000 - 4));
});

test.serial('the command: one line, exit 2, nothing on stdout; --max-runs raises the limit or is a usage error', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-eras-explore-'));
  writeFileSync(join(dir, 'big.yaml'), board(20, 20));
  const r = await mtg('explore', join(dir, 'big.yaml'));
  t.is(r.code, 2);
  t.is(r.stdout, '');
  const n = registry.ids.length, most = Math.floor(100_000 / (n * 2)).toLocaleString('en-US');
  t.regex(r.stderr, new RegExp(`^mtg-eras: explore: more than ${most} block declarations to run under ${n} rulesets \\(with 40 creatures, each run counts as 2\\), more than the limit of 100,000 runs; .*--max-runs N`));
  t.is(r.stderr.trim().split('\n').length, 1);
  writeFileSync(join(dir, 'small.yaml'), board(3, 3));
  t.is((await mtg('explore', join(dir, 'small.yaml'), '--max-runs', '100')).code, 2);
  t.is((await mtg('explore', join(dir, 'small.yaml'), '--max-runs', String(4 ** 3 * n))).code, 0); // 4^3 declarations x every ruleset (the eras and the dated amendments)
  const bad = await mtg('explore', join(dir, 'small.yaml'), '--max-runs', '2.5');
  t.is(bad.code, 2);
  t.regex(bad.stderr, /--max-runs: expected a whole number/);
});

test('a big board\'s run counts for more: 999 twins blocking one trampler (1,000 declarations) is refused, not hours of runs', (t) => {
  const lines = ['scenario: twins', 'players: { alice: { life: 20 }, bob: { life: 20 } }', 'creatures:', '  big: { controller: alice, power: 100000, toughness: 100000, keywords: [trample] }'];
  for (let i = 0; i < 999; i++) lines.push(`  b${i}: { controller: bob, power: 1, toughness: 1 }`);
  lines.push('combat: { attack: { big: bob } }');
  const e = t.throws(() => explore(registry, scenario(lines.join('\n')), registry.ids), { instanceOf: ExploreLimitError });
  t.regex(e!.message, /with 1000 creatures, each run counts as 50/);
});
