// npm run bench (last part): the figures people wait for, as one table, this build against the
// previous commit's, measured in interleaved turns (bare node, the previous commit, this one) so a
// shared machine's load falls on all alike. Every figure is CPU time (user and system, all threads),
// which the other load disturbs much less than wall time:
//   node bench/table.mjs [--before <checkout>]       (after npm run build)
// <checkout> is a built checkout of the commit to compare with; without it, the previous commit
// (BENCH_BEFORE_REF, default HEAD~1) is checked out in a temporary folder and built there.
// BENCH_PAIRS sets the turns of the slow figures (default 3), BENCH_RUNS the start-up turns (15);
// BENCH_ROWS (a regular expression) measures only the rows whose label it matches.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = resolve(fileURLToPath(import.meta.url), '../..');
const SCENARIO = 'docs/scenarios/eras-s01-mogg-fanatic.yaml';
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const STARTUP_RUNS = Number(process.env.BENCH_RUNS ?? 15);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// The previous commit, built.
const argBefore = process.argv.indexOf('--before');
let before = argBefore > 0 ? resolve(process.argv[argBefore + 1]) : undefined;
let made;
if (!before) {
  const ref = process.env.BENCH_BEFORE_REF ?? 'HEAD~1';
  made = before = mkdtempSync(join(os.tmpdir(), 'mtg-eras-before-'));
  // An export of the commit's files (git archive), not a worktree: nothing is left in the repository.
  execFileSync('/bin/sh', ['-c', `git -C '${HERE}' archive '${ref}' | tar -x -C '${made}'`], { stdio: 'ignore' });
  writeFileSync(join(made, 'REVISION'), execFileSync('git', ['-C', HERE, 'rev-parse', '--short', ref], { encoding: 'utf8' }));
  symlinkSync(join(HERE, 'node_modules'), join(made, 'node_modules'));
  console.error(`building ${ref} in ${made} ...`);
  execFileSync('npm', ['run', 'build'], { cwd: made, stdio: 'ignore' });
}

// CPU seconds of one child process: perf's task-clock where perf works (fine-grained, for start-up),
// else the shell's `times` (10 ms ticks).
const PERF = spawnSync('perf', ['stat', '-x,', '-e', 'task-clock', process.execPath, '-e', '0'], { encoding: 'utf8' }).status === 0;
function cpu(cwd, args) {
  if (PERF) {
    const r = spawnSync('perf', ['stat', '-x,', '-e', 'task-clock', process.execPath, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
    if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')}: exit ${r.status} ${r.stderr}`);
    return Number(r.stderr.trim().split('\n').findLast((l) => l.includes('task-clock')).split(',')[0]) / 1000;
  }
  const quoted = [process.execPath, ...args].map((a) => `'${a}'`).join(' ');
  const r = spawnSync('/bin/sh', ['-c', `${quoted} >/dev/null; echo $? >&2; times >&2`], { cwd, encoding: 'utf8' });
  const lines = r.stderr.trim().split('\n');
  if (Number(lines[0]) > 1) throw new Error(`${args.join(' ')}: exit ${lines[0]}`);
  const [u, s] = lines.at(-1).split(/\s+/).map((x) => { const m = /(\d+)m([\d.]+)s/.exec(x); return Number(m[1]) * 60 + Number(m[2]); });
  return u + s;
}

// The inputs, written once with this build's generator and read by both builds.
const { writeCorpus } = await import(`${HERE}/dist/bench/generate-corpus.js`);
const tmp = mkdtempSync(join(os.tmpdir(), 'mtg-eras-table-'));
writeCorpus(10000, join(tmp, 'check'), 1);
writeCorpus(5000, join(tmp, 'snapshot'), 1);
const creature = (controller, power, toughness, keywords = []) => ({ controller, power, toughness, keywords });
writeFileSync(join(tmp, 'explore.json'), JSON.stringify({
  scenario: 'explore 4x4', players: { ap: { life: 20 }, nap: { life: 20 } },
  creatures: {
    a1: creature('ap', 3, 3, ['trample']), a2: creature('ap', 2, 2, ['first strike']), a3: creature('ap', 4, 4, ['deathtouch']), a4: creature('ap', 1, 1, ['flying']),
    b1: creature('nap', 2, 3), b2: creature('nap', 1, 4, ['reach']), b3: creature('nap', 3, 2), b4: creature('nap', 2, 2, ['first strike']),
  },
  combat: { attack: { a1: 'nap', a2: 'nap', a3: 'nap', a4: 'nap' } },
}));
// The worst cases within the input limits (docs/trust-and-limits.md): a 100,000-power trampler
// blocked by 999 lifelink creatures; 1,000 creatures (500 blocked attackers) and 1,000 actions.
const lines = (head, creatures, combat, actions = []) => [...head, 'creatures:', ...creatures, 'combat:', ...combat, ...actions].join('\n') + '\n';
const twoPlayers = (title) => [`scenario: ${title}`, 'players:', '  alice: { life: 20 }', '  bob: { life: 20 }'];
const ids = (n, p) => Array.from({ length: n }, (_, i) => `${p}${i}`);
writeFileSync(join(tmp, 'trampler.yaml'), lines(twoPlayers('a trampler blocked by 999 lifelink creatures'),
  ['  t: { controller: alice, power: 100000, toughness: 100000, keywords: [trample] }', ...ids(999, 'b').map((b) => `  ${b}: { controller: bob, power: 1, toughness: 1, keywords: [lifelink] }`)],
  ['  attack: { t: bob }', `  block: {${ids(999, 'b').map((b) => ` ${b}: t`).join(',')} }`]));
writeFileSync(join(tmp, 'largest.yaml'), lines(twoPlayers('1,000 creatures and 1,000 actions'),
  [...ids(500, 'a').map((a) => `  ${a}: { controller: alice, power: 3, toughness: 5, keywords: [trample, first strike, lifelink] }`), ...ids(500, 'b').map((b) => `  ${b}: { controller: bob, power: 1, toughness: 1, keywords: [deathtouch] }`)],
  [`  attack: {${ids(500, 'a').map((a) => ` ${a}: bob`).join(',')} }`, `  block: {${ids(500, 'b').map((b, i) => ` ${b}: a${i}`).join(',')} }`],
  ['actions:', ...Array.from({ length: 1000 }, (_, i) => `  - { at: [declare-blockers], by: alice, do: pump, target: a${i % 500}, power: 1, toughness: 0 }`)]));
const windows = ['declare-blockers', 'combat-damage-dealt', 'end-of-combat'];
const scripted = (k) => JSON.stringify({
  scenario: 'actions', players: { ap: { life: 20 }, nap: { life: 20 } },
  creatures: { a: { controller: 'ap', power: 2, toughness: 2 }, b: { controller: 'nap', power: 2, toughness: 2 } },
  combat: { attack: { a: 'nap' }, block: { b: 'a' } },
  actions: Array.from({ length: k }, (_, i) => ({ at: windows[i % 3], by: 'nap', do: 'gain-life', player: 'nap', amount: 1 })),
});

// In-process figures of one build, in a child process of their own: CPU ms per run of a scenario
// with 100 and 1,000 scripted actions (warmed), as JSON.
const perRunScript = `
const { loadDist } = await import(${JSON.stringify(`${HERE}/bench/dist.mjs`)});
const { reg, runScenario, forgetRuns, parse } = await loadDist(process.argv[1]);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const per = (s) => { const batch = (min) => { let n = 0; const c0 = cpu(); do { forgetRuns(reg, s); runScenario(reg, s, 'foundations-2024', { log: false }); n++; } while (cpu() - c0 < min); return (cpu() - c0) * 1000 / n; };
  batch(0.2); return [0, 1, 2, 3, 4].map(() => batch(0.05)).sort((a, b) => a - b)[2]; };
console.log(JSON.stringify([process.argv[2], process.argv[3]].map((j) => per(parse(JSON.parse(j))))));`;
const perRun = (dir) => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', perRunScript, join(dir, 'dist'), scripted(100), scripted(1000)], { cwd: dir, encoding: 'utf8' }));
const warm = (dir, set) => JSON.parse(execFileSync(process.execPath, [join(HERE, 'bench/warm.mjs'), join(dir, 'dist'), '1.5', set], { cwd: dir, encoding: 'utf8' }))[0];

/** Each row: a label, the target, how to measure one build once (a number), its unit and whether lower is better. */
const rows = [
  { label: 'check, 10,000 generated files x 10 rulesets', unit: 's CPU', target: '< 8', low: true, measure: (d) => cpu(d, ['bin/mtg-eras.js', 'check', join(tmp, 'check')]) },
  { label: 'snapshot, 5,000 files x 10 rulesets', unit: 's CPU', target: '< 4', low: true, measure: (d) => { const out = join(tmp, `snap-${d === HERE ? 'now' : 'before'}.json`); rmSync(out, { force: true }); return cpu(d, ['bin/mtg-eras.js', 'snapshot', join(tmp, 'snapshot'), '--rulesets', 'eras', '--out', out]); } },
  { label: 'explore 4x4, 10 eras, cold (one process)', unit: 's CPU', target: '< 1', low: true, measure: (d) => cpu(d, ['bin/mtg-eras.js', 'explore', join(tmp, 'explore.json')]) },
  { label: 'worst case: `diff` of a trampler blocked by 999 lifelink creatures, 10 eras', unit: 's CPU', target: '< 2', low: true, measure: (d) => cpu(d, ['bin/mtg-eras.js', 'diff', join(tmp, 'trampler.yaml'), '--rulesets', 'eras']) },
  { label: 'the same, every ruleset', unit: 's CPU', target: '', low: true, measure: (d) => cpu(d, ['bin/mtg-eras.js', 'diff', join(tmp, 'trampler.yaml')]) },
  { label: 'worst case: `diff` of 1,000 creatures and 1,000 actions, 10 eras', unit: 's CPU', target: '< 2', low: true, measure: (d) => cpu(d, ['bin/mtg-eras.js', 'diff', join(tmp, 'largest.yaml'), '--rulesets', 'eras']) },
  { label: 'the same, 1,000 creatures and actions, every ruleset', unit: 's CPU', target: '', low: true, measure: (d) => cpu(d, ['bin/mtg-eras.js', 'diff', join(tmp, 'largest.yaml')]) },
  { label: 'scripted actions: exponent 100 -> 1,000', unit: '', target: '<= 1.1', low: true, measure: (d) => { const [a, b] = perRun(d); return Math.log(b / a) / Math.log(10); } },
  { label: 'warm engine, corpus, outcome-only', unit: 'k runs/CPU-s', target: '>= 100', low: false, measure: (d) => warm(d, 'corpus').bare / 1000 },
  { label: 'warm engine, generated boards, outcome-only', unit: 'k runs/CPU-s', target: '>= 60', low: false, measure: (d) => warm(d, 'generated').bare / 1000 },
];

// Start-up: bare node, the previous commit's `diff`, this one's, in turns.
const startup = { bare: [], before: [], now: [] };
for (let i = 0; i < STARTUP_RUNS + 2; i++) {
  const b = cpu(HERE, ['-e', '0']);
  const x = cpu(before, ['bin/mtg-eras.js', 'diff', SCENARIO]);
  const y = cpu(HERE, ['bin/mtg-eras.js', 'diff', SCENARIO]);
  if (i < 2) continue; // the first turns warm the file cache
  startup.bare.push(b); startup.before.push(x / b); startup.now.push(y / b);
}
console.error(`start-up, x node -e 0: previous ${startup.before.map((r) => r.toFixed(2)).join(' ')}; now ${startup.now.map((r) => r.toFixed(2)).join(' ')}`);
for (const row of rows) {
  if (process.env.BENCH_ROWS && !new RegExp(process.env.BENCH_ROWS).test(row.label)) { row.before = row.now = [NaN]; continue; }
  row.before = []; row.now = [];
  for (let i = 0; i < PAIRS; i++) { row.before.push(row.measure(before)); row.now.push(row.measure(HERE)); }
  console.error(`${row.label}: previous ${row.before.join(', ')}; now ${row.now.join(', ')}`);
}
const rev = (dir) => (existsSync(join(dir, 'REVISION')) ? readFileSync(join(dir, 'REVISION'), 'utf8') : execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' })).trim();
const revs = { before: rev(before), now: rev(HERE) };
rmSync(tmp, { recursive: true, force: true });
if (made) rmSync(made, { recursive: true, force: true });

const cells = (xs, digits) => `${median(xs).toFixed(digits)} [${Math.min(...xs).toFixed(digits)}..${Math.max(...xs).toFixed(digits)}]`;
const out = [
  `machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.platform()} ${os.release()}, node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  `CPU time, medians [min..max] of interleaved turns (start-up: ${STARTUP_RUNS}; the rest: ${PAIRS}); previous = ${revs.before}, now = ${revs.now}`,
  '',
  '| figure | target | previous | now | now / previous |',
  '|---|---|---|---|---|',
  `| start-up: \`diff\` of one scenario, all eras, x \`node -e 0\` (${(median(startup.bare) * 1000).toFixed(0)} ms) | <= 1.3x | ${cells(startup.before, 2)}x | ${cells(startup.now, 2)}x | ${(median(startup.now) / median(startup.before)).toFixed(2)} |`,
  ...rows.filter((r) => !Number.isNaN(r.now[0])).map((r) => {
    const digits = r.unit.startsWith('k') ? 1 : 2;
    return `| ${r.label}${r.unit ? ` (${r.unit})` : ''} | ${r.target} | ${cells(r.before, digits)} | ${cells(r.now, digits)} | ${(median(r.now) / median(r.before)).toFixed(2)} |`;
  }),
  '| playground: re-run after an edit | < 5 ms | | `npm run bench:browser` (needs Chromium) | |',
];
console.log(out.join('\n'));
