// Warm engine throughput only, for before/after comparisons of an engine change (issue 13):
//   node bench/warm.mjs [dist-dir] [cpu-seconds]     (after npm run build; default ./dist, 1.5 s)
// Unlike bench/engine.mjs's warm figures, each set is first run untimed in each mode until the JIT
// has settled: half CPU-seconds until one is within 3% of the one before (at least one CPU-second,
// at most ten). A fixed CPU-second was not enough: the corpus (1,357 files, ten rulesets) is still
// being compiled then (runs per CPU-second in successive 0.4 s: 9k, 27k, 52k, 53k, 98k, 121k).
// Compare two builds (say main's dist copied elsewhere, with node_modules and cards next to it) in
// the same minute: the machine may be shared.
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
function settle(scenarios, opts) {
  let last = throughput(scenarios, opts, 0.5);
  for (let spent = 0.5; spent < 10; spent += 0.5) {
    const now = throughput(scenarios, opts, 0.5);
    if (spent >= 1 && Math.abs(now - last) <= 0.03 * last) return;
    last = now;
  }
}
const sets = [
  ['corpus', scenarioFiles(['docs/scenarios']).map((f) => load(f, reg))],
  ['generated', Array.from({ length: 500 }, (_, i) => parse(generateScenario(i, 3)))],
];
const k = (x) => `${(x / 1000).toFixed(1)}k`;
const timed = (set, opts) => { settle(set, opts); return k(throughput(set, opts, secs)); };
console.log(`${dist}: ${sets.map(([name, set]) => `${name} outcome-only ${timed(set, { log: false })}, with the log ${timed(set, {})}`).join('; ')} (runs per CPU-second)`);
