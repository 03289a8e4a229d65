// Warm engine throughput only, for before/after comparisons of an engine change:
//   node bench/warm.mjs [dist-dir] [cpu-seconds] [sets]   (after npm run build; default ./dist, 1.5 s)
// Each set is first run untimed in each mode until the JIT has settled: half CPU-seconds until one
// is within 3% of the one before (at least one CPU-second, at most ten). A fixed CPU-second was not
// enough: the corpus is still being compiled then (successive 0.4 s slices: 9k, 27k, 52k, 98k, 121k).
// Each set is measured twice: alone in a fresh process (what `check` of that set sees), and in one
// process after the other set (the corpus's varied boards leave the engine's inline caches
// polymorphic, so the generated boards run slower there: 55k against 65k at 32fb6a2). `sets` (say
// `generated` or `corpus,generated`) measures only those, in that order, in this process.
// Compare two builds (say main's dist copied elsewhere, with node_modules and cards next to it) in
// the same minute: the machine may be shared.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadDist } from './dist.mjs';

const [dir = 'dist', secsArg = '1.5', only] = process.argv.slice(2);
if (!only) {
  const child = (sets) => JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), dir, secsArg, sets], { encoding: 'utf8' }));
  const [corpus] = child('corpus'), [generated] = child('generated'), mixed = child('corpus,generated');
  const k = (x) => `${(x / 1000).toFixed(1)}k`;
  const row = (r, target) => `outcome-only ${k(r.bare)}${target ? ` (target >= ${target})` : ''}, with the event log ${k(r.logged)}`;
  console.log(`warm engine throughput of ${dir}, settled, scenario-runs per CPU-second (all rulesets):`);
  console.log(`  corpus, alone in a process:     ${row(corpus, '100k')}`);
  console.log(`  generated, alone in a process:  ${row(generated, '60k')}`);
  console.log(`  one process, corpus first:      corpus ${row(mixed[0])}; then generated ${row(mixed[1])}`);
} else {
  const { reg, runScenario, forgetRuns, load, scenarioFiles, parse, generateScenario } = await loadDist(dir);
  const secs = Number(secsArg);
  const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
  const throughput = (scenarios, opts, minCpu) => {
    let runs = 0;
    const c0 = cpu();
    // A scenario's results, kept by runScenario for its other rulesets, are forgotten after its
    // runs, as a command drops a scenario once it has run it under each ruleset: the runs shared
    // are those between the rulesets of one scenario, never an earlier pass's.
    do for (const s of scenarios) { for (const id of reg.ids) { runScenario(reg, s, id, opts); runs++; } forgetRuns(reg, s); }
    while (cpu() - c0 < minCpu);
    return runs / (cpu() - c0);
  };
  const settle = (scenarios, opts) => {
    let last = throughput(scenarios, opts, 0.5);
    for (let spent = 0.5; spent < 10; spent += 0.5) {
      const now = throughput(scenarios, opts, 0.5);
      if (spent >= 1 && Math.abs(now - last) <= 0.03 * last) return;
      last = now;
    }
  };
  const make = {
    corpus: () => scenarioFiles(['docs/scenarios']).map((f) => load(f, reg)),
    generated: () => Array.from({ length: 500 }, (_, i) => parse(generateScenario(i, 3))),
  };
  const timed = (set, opts) => { settle(set, opts); return throughput(set, opts, secs); };
  console.log(JSON.stringify(only.split(',').map((name) => {
    const set = make[name]();
    return { name, bare: timed(set, { log: false }), logged: timed(set, {}) };
  })));
}
