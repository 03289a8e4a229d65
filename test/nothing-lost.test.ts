// Nothing lost, nothing silent: a write never replaces one of its inputs, a check that checks
// nothing or a failed ruleset never passes, a plugin cannot change its own run or stall a command
// into exit 0, and every bad input is one line, exit 2 (docs/trust-and-limits.md).
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findConfig } from '../cli/config.js';
import { mtg, registry } from './helpers.js';

const TRADE = 'docs/scenarios/eras-c2-simple-trade.yaml';
const MOGG = 'docs/scenarios/eras-s01-mogg-fanatic.yaml';
const TRAMPLE = 'docs/scenarios/edge-double-strike-deathtouch-trample-indestructible.yaml';
const tmp = () => mkdtempSync(join(tmpdir(), 'mtg-eras-lost-'));

async function inDir<T>(dir: string, f: () => Promise<T>): Promise<T> {
  const cwd = process.cwd();
  process.chdir(dir);
  try { return await f(); } finally { process.chdir(cwd); }
}

/** A plugin file descending from foundations-2024 with these hooks (source text). */
function plugin(dir: string, name: string, hooks: string, head = ''): string {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, `${head}\nexport default { meta: { id: '${name}', title: '${name}', effective: '2025-01-01', sources: ['test'] }, parent: 'foundations-2024', hooks: { ${hooks} } };\n`);
  return file;
}

const oneLine = (stderr: string) => stderr.trim().split('\n').length === 1;

// --- a write never replaces an input ---------------------------------------------------------

test.serial('snapshot <folder> --out <folder>/a.yaml refuses: a.yaml is one of the scenarios, and it is kept', async (t) => {
  const dir = tmp();
  copyFileSync(TRADE, join(dir, 'a.yaml'));
  copyFileSync(MOGG, join(dir, 'b.yaml'));
  const before = readFileSync(join(dir, 'a.yaml'), 'utf8');
  const r = await mtg('snapshot', dir, '--out', join(dir, 'a.yaml'));
  t.is(r.code, 2);
  t.regex(r.stderr, /--out .*a\.yaml: it is one of the input files/);
  t.true(oneLine(r.stderr));
  t.is(readFileSync(join(dir, 'a.yaml'), 'utf8'), before);
  // Through a link to the scenario: the same.
  symlinkSync(join(dir, 'b.yaml'), join(dir, 'link.json'));
  const l = await mtg('snapshot', dir, '--out', join(dir, 'link.json'));
  t.is(l.code, 2, l.stdout);
  t.is(readFileSync(join(dir, 'b.yaml'), 'utf8'), readFileSync(MOGG, 'utf8'));
  // A baseline in the folder is still left out of the walk, so a second snapshot replaces it.
  const base = join(dir, 'sub');
  mkdirSync(base);
  copyFileSync(TRADE, join(base, 't.yaml'));
  t.is((await mtg('snapshot', base, '--out', join(base, 'base.json'))).code, 0);
  const again = await mtg('snapshot', base, '--out', join(base, 'base.json'));
  t.is(again.code, 0, again.stderr);
  t.true(again.stdout.includes(`1 scenarios x ${registry.ids.length} rulesets`), again.stdout);
});

test.serial('an existing file is replaced only by its own kind: report over a scenario, snapshot over a report, refused', async (t) => {
  const dir = tmp();
  copyFileSync(TRADE, join(dir, 'a.yaml'));
  const before = readFileSync(join(dir, 'a.yaml'), 'utf8');
  const r = await mtg('report', MOGG, '--out', join(dir, 'a.yaml'));
  t.is(r.code, 2);
  t.regex(r.stderr, /it exists and is not a report \(replacing it would lose it\)/);
  const s = await mtg('snapshot', MOGG, '--out', join(dir, 'a.yaml'));
  t.is(s.code, 2);
  t.regex(s.stderr, /it exists and is not a baseline/);
  t.is(readFileSync(join(dir, 'a.yaml'), 'utf8'), before);
  // Its own kind is replaced as before.
  t.is((await mtg('report', MOGG, '--out', join(dir, 'r.html'))).code, 1);
  t.is((await mtg('report', TRADE, '--out', join(dir, 'r.html'))).code, 0);
});

test.serial('a baseline too big to read whole is told by how it begins: replaced, while another file that large is kept', async (t) => {
  const dir = tmp();
  const base = join(dir, 'base.json'), other = join(dir, 'other.json');
  t.is((await mtg('snapshot', MOGG, '--out', base)).code, 0);
  const written = readFileSync(base, 'utf8');
  // Past 64 MB (a corpus of 10,000 scenarios under ten rulesets is about 100 MB): sparse, so quick.
  truncateSync(base, 65 * 1024 * 1024);
  const again = await mtg('snapshot', MOGG, '--out', base);
  t.is(again.code, 0, again.stderr);
  t.is(readFileSync(base, 'utf8'), written);
  writeFileSync(other, '{ "schemaVersion": 2, "rulesets": [] }');
  truncateSync(other, 65 * 1024 * 1024);
  const r = await mtg('snapshot', MOGG, '--out', other);
  t.is(r.code, 2);
  t.regex(r.stderr, /it exists and is not a baseline/);
  t.is(statSync(other).size, 65 * 1024 * 1024);
});

test.serial('report and check -u refuse an output that is one of the inputs', async (t) => {
  const dir = tmp();
  copyFileSync(TRADE, join(dir, 'a.yaml'));
  const before = readFileSync(join(dir, 'a.yaml'), 'utf8');
  const r = await mtg('report', dir, '--out', join(dir, 'a.yaml'));
  t.is(r.code, 2);
  t.regex(r.stderr, /it is one of the input files/);
  t.is(readFileSync(join(dir, 'a.yaml'), 'utf8'), before);
  // check -u: a baseline given as a scenario path too.
  const base = join(dir, 'base.json');
  t.is((await mtg('snapshot', join(dir, 'a.yaml'), '--out', base)).code, 0);
  const u = await mtg('check', '--baseline', base, join(dir, 'a.yaml'), base, '-u');
  t.is(u.code, 2);
});

test.serial('hunt --out: an existing file, /dev/stdout or a symbolic link loop is one line, exit 2, nothing written', async (t) => {
  const dir = tmp();
  writeFileSync(join(dir, 'file'), 'keep');
  symlinkSync(join(dir, 'loop-b'), join(dir, 'loop-a'));
  symlinkSync(join(dir, 'loop-a'), join(dir, 'loop-b'));
  for (const target of [join(dir, 'file'), '/dev/stdout', join(dir, 'loop-a')]) {
    const r = await mtg('hunt', '--from', 'sixth-1999', '--to', 'm10-2009', '--boards', '20', '--out', target);
    t.is(r.code, 2, target);
    t.true(oneLine(r.stderr), r.stderr);
    t.notRegex(r.stderr, /internal error/, target);
  }
  t.is(readFileSync(join(dir, 'file'), 'utf8'), 'keep');
  const loop = await mtg('snapshot', TRADE, '--out', join(dir, 'loop-a'));
  t.is(loop.code, 2);
  t.regex(loop.stderr, /a symbolic link loop/);
});

// --- a check that checks nothing, or a failed ruleset, never passes ----------------------------

test.serial('a baseline entry with "outcomes": [] or {} (or no scenarios) is refused: it would check nothing', async (t) => {
  const dir = tmp();
  copyFileSync(TRADE, join(dir, 'a.yaml'));
  for (const [doc, re] of [
    [{ outcomes: [] }, /scenarios\.0\.outcomes: expected \{ ruleset: outcome \}/],
    [{ outcomes: {} }, /scenarios\.0\.outcomes: expected \{ ruleset: outcome \} with at least one ruleset/],
  ] as const) {
    writeFileSync(join(dir, 'base.json'), JSON.stringify({ schemaVersion: 1, rulesets: ['foundations-2024'], scenarios: [{ file: 'a.yaml', ...doc }] }));
    const r = await mtg('check', '--baseline', join(dir, 'base.json'));
    t.is(r.code, 2, JSON.stringify(doc));
    t.regex(r.stderr, re);
    t.true(oneLine(r.stderr));
  }
  writeFileSync(join(dir, 'base.json'), JSON.stringify({ schemaVersion: 1, rulesets: ['foundations-2024'], scenarios: [] }));
  const empty = await mtg('check', '--baseline', join(dir, 'base.json'));
  t.is(empty.code, 2);
  t.regex(empty.stderr, /at least one/);
});

test.serial('report exits as diff does: 2 when a ruleset failed (named on stderr), 1 when outcomes differ, 0 when equal', async (t) => {
  const dir = tmp();
  const bad = plugin(dir, 'boom', `divider() { throw new Error('boom'); }, windowAllows() { throw new Error('boom'); }`);
  const failed = await mtg('--plugin', bad, 'report', TRADE, '--rulesets', 'foundations-2024,boom', '--out', join(dir, 'r.html'));
  t.is(failed.code, 2);
  t.regex(failed.stderr, /ruleset boom, hook \w+: plugin .*boom\.mjs threw: boom/);
  t.false(existsSync(join(dir, 'r.html')), 'as with a bad file, nothing is written');
  t.regex(failed.stdout, /r\.html: not written \(1 failed run of a plugin\)/);
  t.is((await mtg('report', MOGG, '--out', join(dir, 'm.html'))).code, 1);
  t.is((await mtg('report', TRADE, '--rulesets', 'm10-2009,foundations-2024', '--out', join(dir, 't.html'))).code, 0);
});

// --- configs and plugins ----------------------------------------------------------------------

test.serial('a config in a temporary folder with no project root above it is never read', async (t) => {
  const dir = tmp();
  writeFileSync(join(dir, 'p.mjs'), 'throw new Error("the config plugin ran")');
  writeFileSync(join(dir, 'mtg-eras.config.json'), JSON.stringify({ plugins: ['./p.mjs'] }));
  t.is(findConfig(dir), undefined);
  const r = await inDir(dir, () => mtg('rulesets'));
  t.is(r.code, 0, r.stderr);
  t.is(r.stderr, '');
  // The temporary folder itself, even as a project root, is a shared folder: never read.
  t.is(findConfig(tmpdir()), undefined);
  // Inside a project it is read (the plugin runs, and fails).
  writeFileSync(join(dir, 'package.json'), '{}');
  t.is(findConfig(dir), join(dir, 'mtg-eras.config.json'));
});

test.serial('a plugin whose import never settles is an error after the time limit, exit 2, also when a config names it', async (t) => {
  const dir = tmp();
  writeFileSync(join(dir, 'hang.mjs'), 'await new Promise(() => {});\nexport default {};\n');
  writeFileSync(join(dir, '.git'), '');
  writeFileSync(join(dir, 'mtg-eras.config.json'), JSON.stringify({ plugins: ['./hang.mjs'] }));
  writeFileSync(join(dir, 'bad.yaml'), 'scenario: bad\nplayers: {}\n');
  process.env.MTG_ERAS_PLUGIN_TIMEOUT = '0.3';
  try {
    const r = await inDir(dir, () => mtg('check', '.'));
    t.is(r.code, 2);
    t.regex(r.stderr, /plugin \.\/hang\.mjs: its import did not finish within 0\.3 s/);
    t.notRegex(r.stderr, /internal error/);
  } finally {
    delete process.env.MTG_ERAS_PLUGIN_TIMEOUT;
  }
  // As a process: the command never ends silently with exit 0.
  const p = spawnSync(process.execPath, [resolve('dist/cli/main.js'), '--no-config', '--plugin', './hang.mjs', 'rulesets'], { cwd: dir, encoding: 'utf8', env: { ...process.env, MTG_ERAS_PLUGIN_TIMEOUT: '0.3' }, timeout: 20_000 });
  t.is(p.status, 2, p.stderr);
  t.true(oneLine(p.stderr), p.stderr);
});

test.serial('MTG_ERAS_PLUGIN_TIMEOUT out of range, 0, -1 or abc is a usage error, not a silent 10 s', async (t) => {
  const dir = tmp();
  const file = plugin(dir, 'fine', '');
  for (const v of ['0', '-1', 'abc', '1e99', '99999']) {
    process.env.MTG_ERAS_PLUGIN_TIMEOUT = v;
    try {
      const r = await mtg('--plugin', file, 'rulesets');
      t.is(r.code, 2, v);
      t.regex(r.stderr, /MTG_ERAS_PLUGIN_TIMEOUT: expected a number of seconds from 0\.001 to 3600/, v);
      t.true(oneLine(r.stderr));
    } finally {
      delete process.env.MTG_ERAS_PLUGIN_TIMEOUT;
    }
  }
});

test.serial('--plugin /dev/zero or a FIFO is refused (plugins are regular files), not read forever', async (t) => {
  const dir = tmp();
  const r = await mtg('--plugin', '/dev/zero', 'rulesets');
  t.is(r.code, 2);
  t.regex(r.stderr, /plugin \/dev\/zero: not a regular file/);
  const fifo = join(dir, 'p.mjs');
  if (spawnSync('mkfifo', [fifo]).status !== 0) return;
  const f = await mtg('--plugin', fifo, 'rulesets');
  t.is(f.code, 2);
  t.regex(f.stderr, /not a regular file/);
});

test.serial('a hook cannot change its own run\'s game, and a result is read once (a getter cannot change it later)', async (t) => {
  const dir = tmp();
  const writer = plugin(dir, 'writer', `lethalDamage(source, recipient) { recipient.damage = 50; return { amount: 1, rule: 'damage.lethal' }; }`);
  const r = await mtg('--plugin', writer, 'diff', TRAMPLE, '--rulesets', 'foundations-2024,writer', '--json');
  t.is(r.code, 2);
  t.regex(r.stderr, /ruleset writer, hook lethalDamage: plugin .* threw: a hook sees the game read-only/);
  t.notRegex(r.stdout, /"damage": 50/);
  // A getter that answers 1 when checked and NaN afterwards: the checked value is the one used.
  const getter = plugin(dir, 'getter', `lethalDamage() { let reads = 0; return { rule: 'damage.lethal', get amount() { return reads++ ? NaN : 1; } }; }`);
  const g = await mtg('--plugin', getter, 'run', TRAMPLE, '--ruleset', 'getter', '--json');
  t.is(g.code, 0, g.stderr);
  t.notRegex(g.stdout, /NaN|null/);
});

test.serial('run, explore and hunt call a plugin\'s failure the plugin\'s, not an internal error', async (t) => {
  const dir = tmp();
  const bad = plugin(dir, 'crash', `divider() { throw new Error('kaboom'); }, windowAllows() { throw new Error('kaboom'); }`);
  for (const argv of [
    ['run', TRADE, '--ruleset', 'crash'],
    ['explore', TRADE, '--rulesets', 'crash'],
    ['hunt', '--from', 'foundations-2024', '--to', 'crash', '--boards', '5'],
  ]) {
    const r = await mtg('--plugin', bad, ...argv);
    t.is(r.code, 2, argv[0]);
    t.regex(r.stderr, /^mtg-eras: ruleset crash, hook \w+: plugin .*crash\.mjs threw: kaboom$/m, argv[0]);
    t.notRegex(r.stderr, /internal error/, argv[0]);
  }
});

// --- usage errors, not internal errors ---------------------------------------------------------

test.serial('hunt --size 2.5 is a usage error', async (t) => {
  const r = await mtg('hunt', '--from', 'sixth-1999', '--to', 'm10-2009', '--size', '2.5');
  t.is(r.code, 2);
  t.regex(r.stderr, /--size: expected a whole number from 1 to 6, got "2\.5"/);
});

test('an unwritable stderr keeps the exit code (2), not 1', (t) => {
  const full = openSync('/dev/full', 'w');
  const r = spawnSync(process.execPath, ['dist/cli/main.js', 'diff', 'no-such-file.yaml'], { stdio: ['ignore', 'ignore', full], timeout: 20_000 });
  t.is(r.status, 2);
  const closed = spawnSync('sh', ['-c', `"${process.execPath}" dist/cli/main.js diff no-such-file.yaml 2>&-`], { timeout: 20_000 });
  t.is(closed.status, 2);
});
