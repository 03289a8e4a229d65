// npm run bench: startup cost of the CLI against bare Node, and engine throughput.
// Timing lives here, never in tests. Medians over repeated runs; run on an idle machine.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import os from 'node:os';

const SCENARIO = process.env.BENCH_SCENARIO ?? 'docs/scenarios/eras-s01-mogg-fanatic.yaml';
const RUNS = Number(process.env.BENCH_RUNS ?? 25);

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function timeSpawn(args) {
  const times = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const t = performance.now();
    const r = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const dt = performance.now() - t;
    if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
    if (i >= 3) times.push(dt); // the first runs warm the file cache
  }
  return median(times);
}

const bare = timeSpawn(['-e', '0']);
const diff = timeSpawn(['dist/cli/main.js', 'diff', SCENARIO]);
const run = timeSpawn(['dist/cli/main.js', 'run', SCENARIO]);
const list = timeSpawn(['dist/cli/main.js', 'rulesets']);

// In-process throughput: every corpus scenario under every ruleset, repeated.
const { createRegistry, runScenario } = await import('../dist/core/run.js');
const { load, scenarioFiles } = await import('../dist/cli/scenarios.js');
const reg = createRegistry();
const scenarios = scenarioFiles(['docs/scenarios']).map((f) => load(f, reg));
let runs = 0;
const t0 = performance.now();
while (performance.now() - t0 < 2000) {
  for (const s of scenarios) for (const id of reg.ids) { runScenario(reg, s, id); runs++; }
}
const perSecond = runs / ((performance.now() - t0) / 1000);

const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log(`machine: ${os.cpus().length} cores, node ${process.version}; median of ${RUNS} runs each`);
console.log(`node -e 0                          ${fmt(bare)}`);
console.log(`mtg-eras rulesets                  ${fmt(list)}  (${(list / bare).toFixed(2)}x)`);
console.log(`mtg-eras run <scenario>            ${fmt(run)}  (${(run / bare).toFixed(2)}x)`);
console.log(`mtg-eras diff <scenario>           ${fmt(diff)}  (${(diff / bare).toFixed(2)}x; target <= 4x)  [${SCENARIO}]`);
console.log(`engine, one core, in-process       ${Math.round(perSecond)} scenario-runs/s (${scenarios.length} corpus scenarios x ${reg.ids.length} rulesets)`);
