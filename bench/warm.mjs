// Warm engine throughput only, for before/after comparisons of an engine change (issue 13):
//   node bench/warm.mjs [dist-dir] [cpu-seconds]     (after npm run build; default ./dist, 1.5 s)
// Unlike bench/engine.mjs's warm figures, each set is first run for a CPU-second untimed, so the JIT
// has settled before the clock starts. Compare two builds (say main's dist copied elsewhere, with
// node_modules and cards next to it) in the same minute: the machine may be shared.
import { loadDist } from './dist.mjs';

const { dist, reg, runScenario, load, scenarioFiles, parse, generateScenario } = await loadDist(process.argv[2]);
const secs = Number(process.argv[3] ?? 1.5);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
function throughput(scenarios, opts, minCpu) {
  let runs = 0;
  const c0 = cpu();
  do for (const s of scenarios) for (const id of reg.ids) { runScenario(reg, s, id, opts); runs++; }
  while (cpu() - c0 < minCpu);
  return runs / (cpu() - c0);
}
const sets = [
  ['corpus', scenarioFiles(['docs/scenarios']).map((f) => load(f, reg))],
  ['generated', Array.from({ length: 500 }, (_, i) => parse(generateScenario(i, 3)))],
];
for (const [, set] of sets) throughput(set, { log: false }, 1);
const k = (x) => `${(x / 1000).toFixed(1)}k`;
console.log(`${dist}: ${sets.map(([name, set]) => `${name} outcome-only ${k(throughput(set, { log: false }, secs))}, with the log ${k(throughput(set, {}, secs))}`).join('; ')} (runs per CPU-second)`);
