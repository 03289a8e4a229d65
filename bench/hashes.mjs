// The byte-identity check for engine speed-ups: every result (JSON output, event log
// text included) of the corpus and of 2,000 generated boards, under every ruleset, logged and
// outcome-only, hashed. Run it on two builds of the same corpus and compare the last line:
//   node bench/hashes.mjs [dist-dir] [lines-file]     (after npm run build; default ./dist)
// HASH_BOARDS sets how many generated boards (default 2,000; the era-model check uses 10,000).
// With a lines file it also writes one line per run (scenario, ruleset, mode, hash), for `diff`.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadDist } from './dist.mjs';

const { dist, reg, runScenario, load, scenarioFiles, parse, generateScenario } = await loadDist(process.argv[2]);
const sets = [
  ...scenarioFiles(['docs/scenarios']).map((f) => [f, () => load(f, reg)]),
  ...Array.from({ length: Number(process.env.HASH_BOARDS ?? 2000) }, (_, i) => [`generated #${i}`, () => parse(generateScenario(i, 3))]),
];
const all = createHash('sha256');
const lines = [];
for (const [name, make] of sets) {
  const s = make();
  for (const id of reg.ids) {
    for (const [mode, opts] of [['logged', {}], ['outcome-only', { log: false }]]) {
      const h = createHash('sha256').update(JSON.stringify(runScenario(reg, s, id, opts))).digest('hex').slice(0, 16);
      all.update(h);
      lines.push(`${name} ${id} ${mode} ${h}`);
    }
  }
}
if (process.argv[3]) writeFileSync(process.argv[3], lines.join('\n') + '\n');
console.log(`${sets.length} scenarios, ${lines.length} results: ${all.digest('hex')}`);
