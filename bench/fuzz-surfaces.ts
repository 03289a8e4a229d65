// The surfaces fuzzer at scale (test/fuzz-surfaces.ts; the test suite runs a small fixed-seed
// sample): hostile explore, hunt, report, baseline, plugin and config cases, each run through the
// command in-process and checked against the contract. Cases run in chunks, each chunk in a child
// process with a time limit (a plugin module stays loaded once imported, and a chunk that never
// ends is counted as a hang instead of stopping the run).
//
//   npm run build && node dist/bench/fuzz-surfaces.js [cases=2000] [seed=26] [out=/tmp/mtg-eras-fuzz-surfaces]
//
// Prints every case that broke the contract (its folder is kept under out) and the count of each verdict.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { runCase, surfaceCases } from '../test/fuzz-surfaces.js';

const CHUNK = 250;

async function chunk(start: number, count: number, seed: number, out: string): Promise<void> {
  // A hook that never returns ends at the plugin time limit: short here, as in the test.
  process.env.MTG_ERAS_PLUGIN_TIMEOUT = '0.2';
  const counts: Record<string, number> = {};
  const broken: string[] = [];
  const cases = fc.sample(surfaceCases(), { numRuns: count, seed: seed * 1_000_003 + start });
  for (const [i, c] of cases.entries()) {
    const dir = join(out, String(start + i));
    const v = await runCase(c, dir);
    const key = v.kind === 'ok' ? `${c.surface} exit ${v.exit}` : v.kind;
    counts[key] = (counts[key] ?? 0) + 1;
    if (v.kind === 'ok') rmSync(dir, { recursive: true, force: true });
    else broken.push(`${v.kind}: ${dir}: ${v.detail}`);
  }
  process.stdout.write(`${JSON.stringify({ counts, broken })}\n`);
}

function main(): void {
  const total = Number(process.argv[2] ?? 2000);
  const seed = Number(process.argv[3] ?? 26);
  const out = process.argv[4] ?? '/tmp/mtg-eras-fuzz-surfaces';
  mkdirSync(out, { recursive: true });
  const counts: Record<string, number> = {};
  const started = Date.now();
  for (let start = 0; start < total; start += CHUNK) {
    const n = Math.min(CHUNK, total - start);
    const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--chunk', String(start), String(n), String(seed), out], { encoding: 'utf8', timeout: n * 20_000, maxBuffer: 64 * 1024 * 1024 });
    const line = r.stdout.trim().split('\n').pop() ?? '';
    let doc: { counts: Record<string, number>; broken: string[] } | undefined;
    try { doc = JSON.parse(line); } catch { /* below */ }
    if (!doc) {
      // The chunk did not finish (a hang the in-process timer could not end) or crashed.
      counts[r.error ? 'hang' : 'crash'] = (counts[r.error ? 'hang' : 'crash'] ?? 0) + 1;
      console.log(`chunk ${start}..${start + n}: ${r.error ? 'did not finish' : `exit ${r.status}`}: ${r.stderr.trim().split('\n').slice(-3).join(' | ')}`);
      continue;
    }
    for (const [k, v] of Object.entries(doc.counts)) counts[k] = (counts[k] ?? 0) + v;
    for (const b of doc.broken) console.log(b);
    process.stderr.write(`${start + n}/${total} cases, ${Math.round((Date.now() - started) / 1000)} s\n`);
  }
  const bad = Object.entries(counts).filter(([k]) => !/ exit \d$/.test(k)).reduce((n, [, v]) => n + v, 0);
  console.log(JSON.stringify({ cases: total, seed, broken: bad, verdicts: counts, seconds: Math.round((Date.now() - started) / 1000) }));
  process.exitCode = bad ? 1 : 0;
}

if (process.argv[2] === '--chunk') await chunk(Number(process.argv[3]), Number(process.argv[4]), Number(process.argv[5]), process.argv[6]!);
else main();
