// npm run bench: start-up cost of the CLI against bare Node, and engine throughput.
// Timing lives here, never in tests. Medians over repeated runs; run on an idle machine.
// `npm run bench:startup` (node bench/bench.mjs --startup) measures the start-up alone.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import os from 'node:os';

const SCENARIO = process.env.BENCH_SCENARIO ?? 'docs/scenarios/eras-s01-mogg-fanatic.yaml';
const RUNS = Number(process.env.BENCH_RUNS ?? 25);

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** CPU milliseconds (all threads) of one run, by `perf stat` where perf works (Linux), else undefined. */
const PERF = spawnSync('perf', ['stat', '-x,', '-e', 'task-clock', process.execPath, '-e', '0'], { encoding: 'utf8' }).status === 0;
function spawnCpu(args, stdout) {
  const r = spawnSync('perf', ['stat', '-x,', '-e', 'task-clock', process.execPath, ...args], { encoding: 'utf8', stdio: ['ignore', stdout, 'pipe'], maxBuffer: 1 << 26 });
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return Number(r.stderr.trim().split('\n').findLast((l) => l.includes('task-clock')).split(',')[0]);
}

function spawnTime(args, stdout) {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { stdio: ['ignore', stdout, 'pipe'], maxBuffer: 1 << 26 });
  const dt = performance.now() - t;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return dt;
}

// Start-up: each command timed right after a bare `node -e 0` with the same stdout, so both see the
// same machine load (the machine is shared); the ratio of each pair, then the median, min and max
// over the pairs. Three outputs: a pipe (a script, CI or a pager reading it) and /dev/null, which
// the CLI writes directly (cli/io.ts), and /dev/zero, a character device like a terminal, which
// takes process.stdout (a terminal's tty stream costs a little more still).
const STARTUP = {
  'rulesets': ['rulesets'],
  'run <scenario>': ['run', SCENARIO],
  'diff <scenario>': ['diff', SCENARIO],
  'check <scenario>': ['check', SCENARIO],
  '--help': ['--help'],
};
const { openSync } = await import('node:fs');
const OUTPUTS = { 'stdout a pipe': 'pipe', 'stdout /dev/null': 'ignore', 'stdout /dev/zero': openSync('/dev/zero', 'w') };
/** Interleaved pairs (bare node, then the command, same stdout) of measure(args, stdout). */
function pairs(measure) {
  const table = Object.fromEntries(Object.keys(STARTUP).map((k) => [k, Object.fromEntries(Object.keys(OUTPUTS).map((o) => [o, { ratios: [], ms: [] }]))]));
  const bare = [];
  for (let i = 0; i < RUNS + 3; i++) {
    for (const [name, args] of Object.entries(STARTUP)) {
      for (const [output, stdout] of Object.entries(OUTPUTS)) {
        const b = measure(['-e', '0'], stdout);
        const cmd = measure(['bin/mtg-eras.js', ...args], stdout);
        if (i < 3) continue; // the first rounds warm the file cache
        bare.push(b);
        table[name][output].ratios.push(cmd / b);
        table[name][output].ms.push(cmd);
      }
    }
  }
  return { table, bare };
}
const fmt = (ms) => `${ms.toFixed(1)} ms`;
function printPairs(title, { table, bare }) {
  console.log(`${title} (node -e 0: median ${fmt(median(bare))}); ${RUNS} interleaved pairs each: ratio median [min..max], the command's median; target <= 1.6x, aim 1.3x:`);
  console.log(`  ${''.padEnd(27)}${Object.keys(OUTPUTS).map((o) => o.padEnd(34)).join('')}`.trimEnd());
  for (const [name, byOutput] of Object.entries(table)) {
    const cells = Object.values(byOutput).map(({ ratios, ms }) => {
      const sorted = [...ratios].sort((x, y) => x - y);
      return `${median(ratios).toFixed(2)}x [${sorted[0].toFixed(2)}..${sorted.at(-1).toFixed(2)}] ${fmt(median(ms))}`.padEnd(34);
    });
    console.log(`  mtg-eras ${name.padEnd(18)}${cells.join('')}`.trimEnd());
  }
}
console.log(`machine: ${os.cpus().length} cores, node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
printPairs('start-up against bare node, wall time', pairs(spawnTime));
// On a shared machine wall time swings with the other load; CPU time (perf's task-clock: user and
// system time of all the process's threads) much less.
if (PERF) printPairs('start-up against bare node, CPU time', pairs(spawnCpu));
console.log(`  (scenario: ${SCENARIO})`);
if (process.argv.includes('--startup')) process.exit(0);

// In-process throughput: every corpus scenario under every ruleset, repeated.
const { createRegistry, runScenario } = await import('../dist/index.js');
// runScenario keeps a scenario object's results for its other rulesets: each pass forgets them
// after the scenario's runs, as a command drops a scenario it has run.
const { forgetRuns } = await import('../dist/core/run.js');
const { load, scenarioFiles } = await import('../dist/cli/scenarios.js');
const reg = createRegistry();
const scenarios = scenarioFiles(['docs/scenarios']).map((f) => load(f, reg));
let runs = 0;
const t0 = performance.now();
while (performance.now() - t0 < 2000) {
  for (const s of scenarios) { for (const id of reg.ids) { runScenario(reg, s, id); runs++; } forgetRuns(reg, s); }
}
const perSecond = runs / ((performance.now() - t0) / 1000);

// Scale: a generated corpus, checked across all rulesets and compared across two, through the CLI.
const { writeCorpus } = await import('../dist/bench/generate-corpus.js');
const { mkdtempSync, rmSync } = await import('node:fs');
const { join } = await import('node:path');
const root = mkdtempSync(join(os.tmpdir(), 'mtg-eras-bench-'));
const scale = [];
for (const n of [2500, 5000, 10000]) {
  const dir = join(root, String(n));
  writeCorpus(n, dir, 1);
  const wall = (args, workers = '1') => median([0, 1, 2].map(() => {
    const t = performance.now();
    const r = spawnSync(process.execPath, ['bin/mtg-eras.js', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MTG_ERAS_WORKERS: workers } });
    if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')}: exit ${r.status} ${r.stderr}`);
    return performance.now() - t;
  }));
  scale.push({ n, check: wall(['check', dir]), compare: wall(['compare', dir, '--from', 'mh3-2024', '--to', 'foundations-2024']), check2: wall(['check', dir], '2') });
  if (n === 2500) {
    // The engine alone on generated boards (bigger than the corpus's), one core, in-process.
    const boards = scenarioFiles([dir]).map((f) => load(f, reg));
    let k = 0;
    const t = performance.now();
    for (const s of boards) for (const id of reg.ids) { runScenario(reg, s, id); k++; }
    scale.engineGenerated = k / ((performance.now() - t) / 1000);
  }
}
rmSync(root, { recursive: true, force: true });

console.log(`engine, one core, in-process       ${Math.round(perSecond)} scenario-runs/s (${scenarios.length} corpus scenarios x ${reg.ids.length} rulesets; target >= 10000)`);
console.log(`generated corpus through the CLI, one thread (the default), median of 3:`);
for (const { n, check, compare, check2 } of scale) {
  const runs = n * reg.ids.length;
  console.log(`  ${String(n).padStart(5)} scenarios: check x${reg.ids.length} rulesets ${(check / 1000).toFixed(2)} s = ${Math.round(runs / (check / 1000))} runs/s on one core (incl. start-up and parsing); compare x2 ${(compare / 1000).toFixed(2)} s; check with MTG_ERAS_WORKERS=2: ${(check2 / 1000).toFixed(2)} s`);
}
const [a, b, c] = scale;
const marginal = (x, y, f) => (y[f] - x[f]) / (y.n - x.n);
console.log(`  cost per extra scenario (check, all rulesets): ${marginal(a, b, 'check').toFixed(3)} ms from 2500 to 5000, ${marginal(b, c, 'check').toFixed(3)} ms from 5000 to 10000 (linear: equal; the rest is fixed start-up)`);
console.log(`engine alone on generated boards, one core, in-process: ${Math.round(scale.engineGenerated)} scenario-runs/s (target >= 10000)`);
