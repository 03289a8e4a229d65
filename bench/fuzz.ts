// The 100,000-file fuzz run (outside the test suite, which runs a time-bounded share of
// it): mutated corpus files, each loaded and run under every ruleset in this process, against the
// bad-input contract of test/fuzz-contract.ts. Prints the count of each verdict and every file
// that broke the contract (saved under the output folder to reproduce).
//
//   npm run build && node dist/bench/fuzz.js [files=100000] [seed=14] [out=/tmp/mtg-eras-fuzz] [cli=0]
//
// With cli=N, the first N files also go through the command (bin/mtg-eras.js check FILE, one
// process each): exit 0, 1 or 2, at most one line on stderr, no stack or internal error, under 5 s.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fc from 'fast-check';
import { corpus, mutatedFile, verdict } from '../test/fuzz-contract.js';

const total = Number(process.argv[2] ?? 100_000);
const seed = Number(process.argv[3] ?? 14);
const outDir = process.argv[4] ?? '/tmp/mtg-eras-fuzz';
const viaCli = Number(process.argv[5] ?? 0);
mkdirSync(outDir, { recursive: true });

const files = corpus();
const counts: Record<string, number> = {};
let slowest = 0, slowestFile = '', done = 0, targeted = 0;
const started = Date.now();
const CHUNK = 1000;
for (let k = 0; done < total; k++) {
  for (const sample of fc.sample(mutatedFile(files), { numRuns: Math.min(CHUNK, total - done), seed: seed * 1_000_003 + k })) {
    const t0 = performance.now();
    const v = verdict(sample, 5000);
    const ms = performance.now() - t0;
    if (ms > slowest) {
      slowest = ms;
      slowestFile = join(outDir, `slowest-${basename(sample.file)}`);
      writeFileSync(slowestFile, sample.text);
    }
    counts[v.kind] = (counts[v.kind] ?? 0) + 1;
    if (sample.expectAt) targeted++;
    if (done < viaCli) {
      const f = join(outDir, `cli-${done}-${basename(sample.file)}`);
      writeFileSync(f, sample.text);
      const r = spawnSync(process.execPath, ['bin/mtg-eras.js', 'check', f], { encoding: 'utf8', timeout: 5000 });
      const lines = r.stderr.trim() ? r.stderr.trim().split('\n').length : 0;
      const bad = r.error ? `no exit (${r.error.message})` : ![0, 1, 2].includes(r.status!) ? `exit ${r.status}`
        : lines > 1 ? `${lines} lines on stderr` : /internal error|^\s+at /m.test(r.stderr) ? r.stderr.trim() : '';
      counts[bad ? 'cli-broken' : 'cli-ok'] = (counts[bad ? 'cli-broken' : 'cli-ok'] ?? 0) + 1;
      if (bad) console.log(`cli-broken: ${f}: ${bad}`);
    }
    if (v.kind !== 'ok' && v.kind !== 'bad-input') {
      const f = join(outDir, `${done}-${basename(sample.file)}`);
      writeFileSync(f, sample.text);
      console.log(`${v.kind}: ${f}: ${("detail" in v ? v.detail : "").slice(0, 300)}`);
    }
    done++;
  }
  if (k % 10 === 9) process.stderr.write(`${done}/${total} files, ${Math.round((Date.now() - started) / 1000)} s\n`);
}
console.log(JSON.stringify({ files: done, seed, verdicts: counts, positionChecked: targeted, slowestMs: Math.round(slowest), slowestFile, seconds: Math.round((Date.now() - started) / 1000) }));
