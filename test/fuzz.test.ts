// Issue 14 point 10: the fuzzing stays in the project. Mutated corpus files must keep the
// bad-input contract (test/fuzz-contract.ts), within a time budget so CI stays bounded; and the
// semantic invariants hold on generated boards with era-sensitive keywords.
// The 100,000-file run is `node dist/bench/fuzz.js` (docs/trust-and-limits.md).
import test from 'ava';
import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { corpus, mutatedFile, verdict } from './fuzz-contract.js';
import { ALL, fromObject, mtg, run } from './helpers.js';

const files = corpus();

// 6 s at most: ava ends a test file that reports nothing for 10 s, and a loaded CI machine is slow.
test('mutated corpus files: loaded and run, or one located line; never a crash, a dropped id or a slow run', (t) => {
  let runs = 0;
  fc.assert(fc.property(mutatedFile(files), (sample) => {
    runs++;
    const v = verdict(sample);
    if (v.kind !== 'ok' && v.kind !== 'bad-input') throw new Error(`${v.kind}: ${'detail' in v ? v.detail : ''}`);
  }), { numRuns: 20000, interruptAfterTimeLimit: 6_000 });
  t.true(runs > 50, `${runs} files`);
});

test.serial('mutated files through the CLI: exit 0, 1 or 2, at most one line on stderr, never a stack or an internal error', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-eras-fuzz-'));
  const samples = fc.sample(mutatedFile(files), { numRuns: 40, seed: 14 });
  for (const [i, s] of samples.entries()) {
    const f = join(dir, `${i}-${basename(s.file)}`);
    writeFileSync(f, s.text);
    const r = await mtg('check', f);
    t.true([0, 1, 2].includes(r.code), f);
    t.true(r.stderr.trim().split('\n').length <= 1, r.stderr);
    t.notRegex(r.stderr, /internal error|^\s+at /m);
  }
});

// Boards with the keywords eras disagree on: the invariants hold whatever the era.
const KEYWORDS = ['flying', 'reach', 'first strike', 'double strike', 'trample', 'deathtouch', 'lifelink', 'vigilance', 'indestructible'] as const;
const board = fc.record({
  attackers: fc.array(fc.record({ power: fc.integer({ min: 0, max: 8 }), toughness: fc.integer({ min: 1, max: 8 }), keywords: fc.subarray([...KEYWORDS], { maxLength: 3 }) }), { minLength: 1, maxLength: 3 }),
  blockers: fc.array(fc.record({ power: fc.integer({ min: 0, max: 8 }), toughness: fc.integer({ min: 1, max: 8 }), keywords: fc.subarray(['reach', 'first strike', 'deathtouch', 'lifelink'], { maxLength: 2 }), blocks: fc.nat() }), { maxLength: 3 }),
}).map(({ attackers, blockers }) => {
  const creatures: Record<string, object> = {};
  const attack: Record<string, string> = {}, block: Record<string, string> = {};
  attackers.forEach((a, i) => { creatures[`a${i}`] = { controller: 'ap', ...a }; attack[`a${i}`] = 'nap'; });
  blockers.forEach(({ blocks, ...b }, i) => {
    const target = blocks % attackers.length;
    creatures[`b${i}`] = { controller: 'nap', ...b };
    if (!attackers[target]!.keywords.includes('flying') || b.keywords.includes('reach')) block[`b${i}`] = `a${target}`;
  });
  return { scenario: 'generated', players: { ap: { life: 100 }, nap: { life: 100 } }, creatures, combat: { attack, block } };
});

test('damage is conserved: what each creature has marked is what was dealt to it, under every era', (t) => {
  fc.assert(fc.property(board, fc.constantFrom(...ALL), (b, id) => {
    const r = run(fromObject(b), id);
    if (r.status !== 'ok') return;
    const dealt = new Map<string, number>();
    for (const e of r.events) if (e.type === 'damage' && e.target) dealt.set(e.target, (dealt.get(e.target) ?? 0) + (e.amount ?? 0));
    for (const [cid, c] of Object.entries(r.creatures)) if (c.zone === 'battlefield') t.is(c.damage, dealt.get(cid) ?? 0, `${id} ${cid}`);
    const lost = (p: 'ap' | 'nap') => 100 - r.players[p]!.life;
    // A player's life falls by the damage dealt to them, less what lifelink gained (life events).
    const gained = (p: string) => r.events.filter((e) => e.type === 'life' && e.target === p).reduce((n, e) => n + (e.amount ?? 0), 0);
    t.is(lost('nap'), (dealt.get('nap') ?? 0) - gained('nap'), id);
    t.is(lost('ap'), (dealt.get('ap') ?? 0) - gained('ap'), id);
  }), { numRuns: 150 });
});

test('runs are deterministic on boards with era-sensitive keywords', (t) => {
  fc.assert(fc.property(board, fc.constantFrom(...ALL), (b, id) => {
    t.deepEqual(run(fromObject(b), id), run(fromObject(b), id));
  }), { numRuns: 60 });
});
