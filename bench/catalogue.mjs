// npm run bench (part): what the card catalogue costs the CLI's start-up (at most 10%).
// The catalogue is read only when a scenario names a card (core/scenario/cards.ts); this compares
// `mtg-eras run` on the same combat written with numbers and with `card:` names, as medians of
// interleaved pairs (a shared machine's load falls on both alike).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(os.tmpdir(), 'mtg-eras-cards-'));
const head = 'scenario: catalogue cost\nplayers: { alice: { life: 20 }, bob: { life: 20 } }\n';
const combat = 'combat:\n  attack: { a: bob }\n  block: { b: a }\n';
writeFileSync(join(dir, 'numbers.yaml'), `${head}creatures:\n  a: { controller: alice, power: 2, toughness: 2 }\n  b: { controller: bob, power: 1, toughness: 1 }\n${combat}`);
writeFileSync(join(dir, 'cards.yaml'), `${head}creatures:\n  a: { controller: alice, card: Grizzly Bears }\n  b: { controller: bob, card: Mogg Fanatic }\n${combat}`);
const time = (file) => {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['bin/mtg-eras.js', 'run', join(dir, file)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${file}: ${r.stderr}`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
};
const N = Number(process.env.BENCH_RUNS ?? 15);
time('numbers.yaml'); time('cards.yaml');
const pairs = Array.from({ length: N }, () => { const a = time('numbers.yaml'); const b = time('cards.yaml'); return { a, b, r: b / a }; });
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const ratios = pairs.map((p) => p.r);
console.log(`card catalogue: run with card names ${median(pairs.map((p) => p.b)).toFixed(1)} ms vs numbers ${median(pairs.map((p) => p.a)).toFixed(1)} ms; `
  + `ratio median ${median(ratios).toFixed(3)} (min ${Math.min(...ratios).toFixed(3)}, max ${Math.max(...ratios).toFixed(3)}) of ${N} interleaved pairs (target <= 1.10)`);
rmSync(dir, { recursive: true, force: true });
