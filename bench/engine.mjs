// npm run bench (second part): engine throughput per CPU-second, cold and warm, with and without
// the event log; growth exponents for board size and scripted actions; a 10k-file generated corpus
// checked through the CLI (CPU and wall); BENCH_100K=1 adds a 100k-file corpus (wall, peak memory).
// CPU time is process.cpuUsage (user + system) of this process, so a shared machine's other load
// does not count against it; wall times are printed beside it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

const { createRegistry, runScenario } = await import('../dist/index.js');
// runScenario keeps a scenario object's results for its other rulesets: a loop that runs one
// object again forgets them first, so it measures runs.
const { forgetRuns } = await import('../dist/core/run.js');
const { load, scenarioFiles } = await import('../dist/cli/scenarios.js');
const { parseScenario } = await import('../dist/core/scenario/load.js');
const { generateScenario, writeCorpus } = await import('../dist/bench/generate-corpus.js');

const reg = createRegistry();
const ids = reg.ids;
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const parse = (o, name = 'bench.json') => parseScenario(name, JSON.stringify(o), (sel) => reg.select(sel));

/** The first 10,000 runs of a fresh set of scenarios objects (JIT still warming), per CPU-second. */
function cold(scenarios, opts) {
  let runs = 0;
  const c0 = cpu();
  outer: for (;;) for (const s of scenarios) for (const id of ids) { runScenario(reg, s, id, opts); if (++runs >= 10000) break outer; }
  return runs / (cpu() - c0);
}

const corpus = scenarioFiles(['docs/scenarios']).map((f) => load(f, reg));
const generated = Array.from({ length: 500 }, (_, i) => parse(generateScenario(i, 3)));
const coldCorpus = cold(corpus, { log: false });
const coldGenerated = cold(generated.map((s) => parse({ ...generateScenario(generated.indexOf(s), 4) })), { log: false });

// Growth: cost per run against size; the exponent is the slope of log(cost) over log(size).
// Each size is warmed for a tenth of a CPU-second (two runs left the smallest boards' cost to the
// JIT: step exponents swung from -0.5 to 2.4 between runs), then timed in five batches of at least
// 40 ms CPU each; the median batch is the cost per run.
function perRun(s, opts = { log: false }) {
  const batch = (minCpu) => {
    let n = 0;
    const c0 = cpu();
    do { forgetRuns(reg, s); runScenario(reg, s, 'foundations-2024', opts); n++; } while (cpu() - c0 < minCpu);
    return ((cpu() - c0) * 1000) / n;
  };
  batch(0.1);
  return [0, 1, 2, 3, 4].map(() => batch(0.04)).sort((a, b) => a - b)[2];
}
const creature = (controller, power, toughness) => ({ controller, power, toughness });
function board(n, gang) {
  const creatures = {}, attack = {}, block = {};
  for (let i = 0; i < n; i++) {
    creatures[`a${i}`] = creature('ap', gang && i === 0 ? 2 * n : 2, gang && i === 0 ? 2 * n : 3);
    creatures[`b${i}`] = creature('nap', 1, 2);
    attack[`a${i}`] = 'nap';
    block[`b${i}`] = gang ? 'a0' : `a${i}`;
  }
  return parse({ scenario: 'growth', players: { ap: { life: 20 }, nap: { life: 100000 } }, creatures, combat: { attack, block } });
}
function scripted(k) {
  const creatures = { a: creature('ap', 2, 2), b: creature('nap', 2, 2) };
  const windows = ['declare-blockers', 'combat-damage-dealt', 'end-of-combat'];
  const actions = Array.from({ length: k }, (_, i) => ({ at: windows[i % 3], by: 'nap', do: 'gain-life', player: 'nap', amount: 1 }));
  return parse({ scenario: 'actions', players: { ap: { life: 20 }, nap: { life: 20 } }, creatures, combat: { attack: { a: 'nap' }, block: { b: 'a' } }, actions });
}
const slope = (pts) => {
  const xs = pts.map((p) => Math.log(p[0])), ys = pts.map((p) => Math.log(p[1]));
  const mx = xs.reduce((a, b) => a + b) / xs.length, my = ys.reduce((a, b) => a + b) / ys.length;
  return xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0) / xs.reduce((s, x) => s + (x - mx) ** 2, 0);
};
const growth = [];
for (const [label, make, sizes] of [
  ['n x n board, one blocker each', (n) => board(n, false), [10, 20, 40, 70, 100]],
  ['n x n board, all blockers on one attacker', (n) => board(n, true), [10, 20, 40, 70, 100]],
  ['scripted actions', scripted, [10, 30, 100, 300, 1000]],
]) {
  const pts = sizes.map((n) => [n, perRun(make(n))]);
  const steps = pts.slice(1).map((p, i) => Math.log(p[1] / pts[i][1]) / Math.log(p[0] / pts[i][0]));
  growth.push({ label, pts, exponent: slope(pts), steps });
}

// The generated corpus through the CLI: CPU of the child (from /proc via `time`-like rusage) and wall.
function cli(args) {
  const t = process.hrtime.bigint();
  const r = spawnSync('/bin/sh', ['-c', `node bin/mtg-eras.js ${args.map((a) => `'${a}'`).join(' ')} >/dev/null; echo $? >&2; cat /proc/$$/stat >/dev/null; times >&2`], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const wall = Number(process.hrtime.bigint() - t) / 1e9;
  // `times` prints the shell's and its children's user/system CPU: the second line is the children's.
  const lines = r.stderr.trim().split('\n');
  const code = Number(lines[0]);
  const [u, s] = lines.at(-1).split(/\s+/).map((x) => { const m = /(\d+)m([\d.]+)s/.exec(x); return Number(m[1]) * 60 + Number(m[2]); });
  if (code !== 0 && code !== 1) throw new Error(`${args.join(' ')}: exit ${code}`);
  return { wall, cpu: u + s };
}
const root = mkdtempSync(join(os.tmpdir(), 'mtg-eras-bench-engine-'));
const corpora = [10000, ...(process.env.BENCH_100K ? [100000] : [])].map((n) => {
  const dir = join(root, String(n));
  writeCorpus(n, dir, 1);
  const check = cli(['check', dir]);
  let peak = null;
  if (n === 100000) {
    const r = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, 'bin/mtg-eras.js', 'check', dir], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
    peak = Number(r.stderr.trim().split('\n').at(-1)) / 1024;
  }
  return { n, check, peak };
});
rmSync(root, { recursive: true, force: true });

const k = (x) => `${(x / 1000).toFixed(1)}k`;
console.log(`\nengine throughput, one core, scenario-runs per CPU-second (all ${ids.length} rulesets):`);
console.log(`  cold (first 10,000 runs, outcome-only): corpus ${k(coldCorpus)}, generated ${k(coldGenerated)}`);
// Warm figures from bench/warm.mjs: each set settled (the JIT done compiling), alone in a fresh
// process and after the other set; a fixed warm-up loop here measured compilation (architecture.md).
spawnSync(process.execPath, ['bench/warm.mjs', 'dist'], { stdio: 'inherit' });
console.log('growth of the CPU cost per run (foundations-2024, outcome-only; each size warmed, median of five batches); exponent = slope of log cost over log size (target <= 1.1):');
for (const g of growth) {
  console.log(`  ${g.label.padEnd(42)} exponent ${g.exponent.toFixed(2)}  [${g.pts.map(([n, ms]) => `${n}: ${ms.toFixed(3)} ms`).join(', ')}]  step exponents ${g.steps.map((s) => s.toFixed(2)).join(', ')}`);
}
for (const c of corpora) {
  console.log(`generated corpus of ${c.n} files, check under all ${ids.length} rulesets through the CLI, one thread: ${c.check.cpu.toFixed(2)} s CPU, ${c.check.wall.toFixed(2)} s wall${c.peak ? `, peak ${c.peak.toFixed(0)} MB` : ''}${c.n === 10000 ? ' (target < 8 s CPU)' : ''}`);
}

// explore: every block of a 4-attacker, 4-blocker board under all ten rulesets; and the
// best attack (explore --attacks): every attack of those 4 creatures (16), each against every block
// of the first 3 blockers.
const { exploreScenario, exploreScenarioAttacks } = await import('../dist/index.js');
const exploreCreatures = {
  a1: { controller: 'ap', power: 3, toughness: 3, keywords: ['trample'] }, a2: { controller: 'ap', power: 2, toughness: 2, keywords: ['first strike'] },
  a3: { controller: 'ap', power: 4, toughness: 4, keywords: ['deathtouch'] }, a4: { controller: 'ap', power: 1, toughness: 1, keywords: ['flying'] },
  b1: { controller: 'nap', power: 2, toughness: 3 }, b2: { controller: 'nap', power: 1, toughness: 4, keywords: ['reach'] },
  b3: { controller: 'nap', power: 3, toughness: 2 }, b4: { controller: 'nap', power: 2, toughness: 2, keywords: ['first strike'] },
};
const players = { ap: { life: 20 }, nap: { life: 20 } };
const four = parse({ scenario: 'explore 4x4', players, creatures: exploreCreatures, combat: { attack: { a1: 'nap', a2: 'nap', a3: 'nap', a4: 'nap' } } });
const { b4: _, ...threeBlockers } = exploreCreatures;
const attackBoard = parse({ scenario: 'best attack 4x3', players, creatures: threeBlockers, combat: { attack: {} } });
/** n timed calls of f: the last result, the first call and the median of all (ms). */
function timed(n, f) {
  const times = [];
  let last;
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    last = f();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const sorted = [...times].sort((x, y) => x - y);
  return { last, first: times[0], median: sorted[Math.floor(n / 2)] };
}
const ex = timed(7, () => exploreScenario(reg, four));
console.log(`explore, 4 attackers x 4 blockers, all ${ids.length} rulesets: ${ex.last.declarations} declarations x ${ids.length} = ${ex.last.declarations * ids.length} runs; first call ${ex.first.toFixed(0)} ms, then median ${ex.median.toFixed(0)} ms (target < 1 s)`);
const at = timed(5, () => exploreScenarioAttacks(reg, attackBoard, 'all', { objective: 'value' }));
console.log(`explore --attacks, 4 possible attackers x 3 blockers, all ${ids.length} rulesets: ${at.last.declarations} attacks, ${at.last.blockRuns} block runs; first call ${at.first.toFixed(0)} ms, then median ${at.median.toFixed(0)} ms`);
