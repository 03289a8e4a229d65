// Loading alone: every scenario file of a folder loaded once in a fresh process (stat, read,
// parse, validate, cross-check), CPU seconds, with what reading and JSON.parse alone take in the
// same process afterwards (the floor no loader goes under). Without a folder, 10,000 generated files
// (bench/generate-corpus.ts, seed 1) are written to a temporary folder first.
//
//   npm run build && node bench/load.mjs [dist=dist] [folder]
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDist } from './dist.mjs';

const [dist = 'dist', given] = process.argv.slice(2);
const { reg, load } = await loadDist(dist);
let folder = given;
if (!folder) {
  const { writeCorpus } = await import(new URL('../dist/bench/generate-corpus.js', import.meta.url).href);
  folder = mkdtempSync(join(tmpdir(), 'mtg-eras-load-'));
  writeCorpus(10_000, folder, 1);
}
const files = readdirSync(folder).filter((f) => /\.(ya?ml|json)$/i.test(f)).sort().map((f) => join(folder, f));
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
let t = cpu();
for (const f of files) load(f, reg);
const loading = cpu() - t;
t = cpu();
const texts = files.map((f) => { statSync(f); return readFileSync(f, 'utf8'); });
const reading = cpu() - t;
t = cpu();
for (const x of texts) if (/^\s*[{[]/.test(x)) JSON.parse(x);
const parsing = cpu() - t;
console.log(`${files.length} files: load ${loading.toFixed(2)} s CPU (cold); then stat and read ${reading.toFixed(2)} s, JSON.parse ${parsing.toFixed(2)} s`);
if (!given) rmSync(folder, { recursive: true, force: true });
