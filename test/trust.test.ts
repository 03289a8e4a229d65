// Trust nothing it reads, and corpora with bad files: each reproducer
// of the issue, as a test.
import test from 'ava';
import { chmodSync, copyFileSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mtg } from './helpers.js';
import { findConfig } from '../cli/config.js';

const TRADE = 'docs/scenarios/eras-c2-simple-trade.yaml';
const tmp = () => mkdtempSync(join(tmpdir(), 'mtg-eras-trust-'));
const PLUGIN = `export default { meta: { id: 'next-cr', title: 'Next', effective: '2030-01-01', sources: ['test'] }, parent: 'foundations-2024', hooks: {} }`;

async function inDir<T>(dir: string, f: () => Promise<T>): Promise<T> {
  const cwd = process.cwd();
  process.chdir(dir);
  try { return await f(); } finally { process.chdir(cwd); }
}

const ids = (stdout: string) => (JSON.parse(stdout).rulesets as { id: string }[]).map((m) => m.id);

// --- 1. config trust ---------------------------------------------------------------------------

test.serial('a config is found up to the project root only, never above it', async (t) => {
  const dir = tmp();
  mkdirSync(join(dir, 'project', 'sub'), { recursive: true });
  writeFileSync(join(dir, 'plugin.mjs'), PLUGIN);
  writeFileSync(join(dir, 'mtg-eras.config.json'), JSON.stringify({ plugins: ['./plugin.mjs'] }));
  writeFileSync(join(dir, 'project', 'package.json'), '{}');
  t.is(findConfig(join(dir, 'project', 'sub')), undefined, 'the config above package.json is not read');
  const r = await inDir(join(dir, 'project', 'sub'), () => mtg('rulesets', '--json'));
  t.is(r.code, 0);
  t.false(ids(r.stdout).includes('next-cr'));
  // Inside the project it is found, and the plugin it loads is named on stderr once.
  writeFileSync(join(dir, 'project', 'plugin.mjs'), PLUGIN);
  writeFileSync(join(dir, 'project', 'mtg-eras.config.json'), JSON.stringify({ plugins: ['./plugin.mjs'] }));
  const found = await inDir(join(dir, 'project', 'sub'), () => mtg('rulesets', '--json'));
  t.is(found.code, 0, found.stderr);
  t.true(ids(found.stdout).includes('next-cr'));
  t.is(found.stderr.trim().split('\n').length, 1);
  t.regex(found.stderr, /loading plugin \.\/plugin\.mjs named by \.\.\/mtg-eras\.config\.json .*--no-config/);
});

test.serial('--no-config and MTG_ERAS_NO_CONFIG skip the config', async (t) => {
  const dir = tmp();
  writeFileSync(join(dir, '.git'), '');
  writeFileSync(join(dir, 'plugin.mjs'), 'throw new Error("the config plugin ran")');
  writeFileSync(join(dir, 'mtg-eras.config.json'), JSON.stringify({ plugins: ['./plugin.mjs'] }));
  const ran = await inDir(dir, () => mtg('rulesets', '--json'));
  t.is(ran.code, 2);
  t.regex(ran.stderr, /the config plugin ran/);
  const skipped = await inDir(dir, () => mtg('rulesets', '--json', '--no-config'));
  t.is(skipped.code, 0, skipped.stderr);
  t.is(skipped.stderr, '');
  process.env.MTG_ERAS_NO_CONFIG = '1';
  try {
    const env = await inDir(dir, () => mtg('rulesets', '--json'));
    t.is(env.code, 0, env.stderr);
  } finally {
    delete process.env.MTG_ERAS_NO_CONFIG;
  }
});

test.serial('config errors are one located line; a null config is bad input, not an internal error', async (t) => {
  const dir = tmp();
  writeFileSync(join(dir, '.git'), '');
  const cases: [string, RegExp][] = [
    ['null', /mtg-eras\.config\.json:1:1: expected \{ "plugins"/],
    ['{\n  "plugins": ["a",]\n}', /mtg-eras\.config\.json:2:19: invalid JSON: expected a value/],
    ['{\n  "plugins": 3\n}', /mtg-eras\.config\.json:2:3: expected \{ "plugins"/],
    ['{ "plugin": [] }', /mtg-eras\.config\.json:1:3: unknown field "plugin"/],
  ];
  for (const [text, re] of cases) {
    writeFileSync(join(dir, 'mtg-eras.config.json'), text);
    const r = await inDir(dir, () => mtg('rulesets'));
    t.is(r.code, 2, text);
    t.regex(r.stderr, re, text);
    t.is(r.stderr.trim().split('\n').length, 1, text);
    t.notRegex(r.stderr, /internal error/, text);
  }
});

test.serial('a config that is a FIFO is refused, not read (reading it would block)', async (t) => {
  const { spawnSync } = await import('node:child_process');
  const dir = tmp();
  writeFileSync(join(dir, '.git'), '');
  if (spawnSync('mkfifo', [join(dir, 'mtg-eras.config.json')]).status !== 0) { t.pass('no mkfifo here'); return; }
  const r = await inDir(dir, () => mtg('rulesets'));
  t.is(r.code, 2);
  t.regex(r.stderr, /mtg-eras\.config\.json: not a regular file/);
});

test.serial('check . never reads the config as a scenario', async (t) => {
  const dir = tmp();
  writeFileSync(join(dir, '.git'), '');
  writeFileSync(join(dir, 'mtg-eras.config.json'), JSON.stringify({ plugins: [] }));
  copyFileSync(TRADE, join(dir, 'trade.yaml'));
  const r = await inDir(dir, () => mtg('check', '.'));
  t.is(r.code, 0, r.stderr);
  t.regex(r.stdout, /^10 passed, 0 failed$/m);
});

// --- corpora with bad files ---------------------------------------------------

function badCorpus(): string {
  const dir = tmp();
  for (const n of ['a', 'b', 'c']) copyFileSync(TRADE, join(dir, `${n}.yaml`));
  writeFileSync(join(dir, 'bad1.yaml'), readFileSync(TRADE, 'utf8').replace('power: 2', 'pwoer: 2'));
  writeFileSync(join(dir, 'bad2.json'), '{ "scenario": "x", }');
  return dir;
}

test.serial('check: two bad files and three good ones: two error lines, the three run, exit 2, both errors in --json', async (t) => {
  const dir = badCorpus();
  const r = await mtg('check', dir);
  t.is(r.code, 2);
  const lines = r.stderr.trim().split('\n');
  t.is(lines.length, 2, r.stderr);
  t.regex(lines[0]!, /bad1\.yaml:\d+:\d+: unknown field "pwoer"/);
  t.regex(lines[1]!, /bad2\.json:1:\d+: invalid JSON/);
  t.regex(r.stdout, /^30 passed, 0 failed, 2 bad files/m);
  const j = await mtg('check', dir, '--json');
  t.is(j.code, 2);
  const doc = JSON.parse(j.stdout);
  t.is(doc.passed, 30);
  t.deepEqual(doc.errors.map((e: { file: string }) => e.file), [join(dir, 'bad1.yaml'), join(dir, 'bad2.json')]);
});

test.serial('compare and snapshot go on past bad files; snapshot then writes nothing', async (t) => {
  const dir = badCorpus();
  const c = await mtg('compare', dir, '--from', 'sixth-1999', '--to', 'm10-2009', '--json');
  t.is(c.code, 2);
  t.is(JSON.parse(c.stdout).errors.length, 2);
  t.is(JSON.parse(c.stdout).summary.scenarios, 3);
  const out = join(dir, 'base.json');
  const s = await mtg('snapshot', dir, '--out', out);
  t.is(s.code, 2);
  t.is(s.stderr.trim().split('\n').length, 2);
  t.false(readdirSync(dir).includes('base.json'));
});

// --- 8. folders ----------------------------------------------------------------------------------

test.serial('folders: a cycle, a dangling link and a second path to a file are each one line or counted once', async (t) => {
  const dir = tmp();
  mkdirSync(join(dir, 'sub'));
  copyFileSync(TRADE, join(dir, 'sub', 'trade.yaml'));
  symlinkSync('..', join(dir, 'sub', 'loop'));
  symlinkSync(join(dir, 'sub', 'trade.yaml'), join(dir, 'again.yaml'));
  symlinkSync(join(dir, 'nowhere.yaml'), join(dir, 'dangling.yaml'));
  const r = await mtg('check', dir);
  t.is(r.code, 2);
  t.regex(r.stdout, /^10 passed, 0 failed, 1 bad file/m, 'the linked file is run once');
  t.regex(r.stderr, /dangling\.yaml: a dangling symbolic link/);
  t.regex(r.stderr, /loop: a symbolic link back to a folder being walked/);
  t.is(r.stderr.trim().split('\n').length, 2);
});

test.serial('folders: extensions in capitals are scenarios; a FIFO is skipped with a warning', async (t) => {
  const dir = tmp();
  copyFileSync(TRADE, join(dir, 'TRADE.YAML'));
  const { spawnSync } = await import('node:child_process');
  const fifo = spawnSync('mkfifo', [join(dir, 'x.yaml')]).status === 0;
  const r = await mtg('check', dir);
  t.is(r.code, 0, r.stderr);
  t.regex(r.stdout, /^10 passed, 0 failed$/m);
  if (fifo) t.regex(r.stderr, /x\.yaml: not a regular file .*skipped/);
  const run = await mtg('run', join(dir, 'TRADE.YAML'));
  t.is(run.code, 0);
});

// --- 5. baselines written like a database writes; a Jest-like report ----------

const MOGG = 'docs/scenarios/eras-s01-mogg-fanatic.yaml';

test.serial('snapshot refuses an --out that is an input, a device, or read-only, before running', async (t) => {
  const dir = tmp();
  const input = join(dir, 'x.yaml');
  copyFileSync(TRADE, input);
  const before = readFileSync(input, 'utf8');
  const self = await mtg('snapshot', input, '--out', input);
  t.is(self.code, 2);
  t.regex(self.stderr, /--out .*x\.yaml: it is one of the input files/);
  t.is(readFileSync(input, 'utf8'), before);
  const dev = await mtg('snapshot', input, '--out', '/dev/null');
  t.is(dev.code, 2);
  t.regex(dev.stderr, /not a regular file/);
  const ro = join(dir, 'ro.json');
  writeFileSync(ro, 'keep');
  chmodSync(ro, 0o444);
  const r = await mtg('snapshot', input, '--out', ro);
  t.is(r.code, 2);
  t.regex(r.stderr, /read-only/);
  t.is(readFileSync(ro, 'utf8'), 'keep');
  const missing = await mtg('snapshot', 'docs/scenarios', '--out', join(dir, 'no', 'such', 'base.json'));
  t.is(missing.code, 2);
  t.regex(missing.stderr, /the folder .* does not exist/);
  t.is(missing.stdout, '', 'reported before the corpus ran');
});

test.serial('snapshot writes through a symbolic link, leaves no temporary file and removes stale ones', async (t) => {
  const dir = tmp();
  mkdirSync(join(dir, 'real'));
  writeFileSync(join(dir, 'real', 'base.json'), '{}');
  symlinkSync(join('real', 'base.json'), join(dir, 'link.json'));
  writeFileSync(join(dir, 'real', '.base.json.999999999.tmp'), 'left by a killed run');
  const r = await mtg('snapshot', TRADE, '--out', join(dir, 'link.json'));
  t.is(r.code, 0, r.stderr);
  t.true(lstatSync(join(dir, 'link.json')).isSymbolicLink(), 'the link is kept');
  t.is(JSON.parse(readFileSync(join(dir, 'real', 'base.json'), 'utf8')).scenarios.length, 1);
  t.deepEqual(readdirSync(join(dir, 'real')), ['base.json']);
});

test.serial('a baseline is validated when read: one located line', async (t) => {
  const dir = tmp();
  const base = join(dir, 'base.json');
  const cases: [string, RegExp][] = [
    ['{\n "schemaVersion": 1,\n "rulesets": [],\n "scenarios": [{ "file": "a.yaml", "outcomes": null }]\n}', /base\.json:4:\d+: scenarios\.0\.outcomes: expected \{ ruleset: outcome \}/],
    ['{\n "schemaVersion": 1,\n "rulesets": [],\n "scenarios": [{ "file": "a.yaml",\n  "outcomes": { "foundations-2024": null } }]\n}', /base\.json:5:\d+: scenarios\.0\.outcomes\.foundations-2024: expected an outcome/],
    ['{ "schemaVersion": 1, "rulesets": [], }', /base\.json:1:\d+: invalid JSON/],
    ['{ "schemaVersion": 2, "rulesets": [], "scenarios": [] }', /base\.json:1:\d+: schemaVersion: expected schemaVersion 1/],
  ];
  for (const [text, re] of cases) {
    writeFileSync(base, text);
    const r = await mtg('check', '--baseline', base);
    t.is(r.code, 2, text);
    t.regex(r.stderr, re, text);
    t.is(r.stderr.trim().split('\n').length, 1);
  }
});

test.serial('check --baseline: one line per changed scenario and field, eras grouped; new and deleted named; -u rewrites', async (t) => {
  const dir = tmp();
  copyFileSync(MOGG, join(dir, 'mogg.yaml'));
  copyFileSync(TRADE, join(dir, 'trade.yaml'));
  const base = join(dir, 'base.json');
  t.is((await mtg('snapshot', dir, '--out', base)).code, 0);
  // One power value changed; one scenario deleted, one added.
  writeFileSync(join(dir, 'mogg.yaml'), readFileSync(MOGG, 'utf8').replace(/power: 2/, 'power: 3'));
  rmSync(join(dir, 'trade.yaml'));
  copyFileSync(TRADE, join(dir, 'new.yaml'));
  const r = await mtg('check', '--baseline', base, dir);
  t.is(r.code, 1);
  const lines = r.stdout.trim().split('\n');
  const mogg = lines.filter((l) => l.includes('mogg.yaml'));
  t.true(mogg.length >= 1 && mogg.length <= 6, r.stdout);
  t.true(mogg.every((l) => /: [a-z]+\.[\w-]+: \S+ -> \S+ \(/.test(l)), r.stdout);
  t.regex(r.stdout, /power\.\w+: 2 -> 3 \(revised-1994\.\.foundations-2024\)/);
  t.regex(r.stdout, /new\.yaml: new scenario, not in the baseline/);
  t.regex(r.stdout, /trade\.yaml: deleted/);
  t.regex(r.stdout, / -u$/m);
  const u = await mtg('check', '--baseline', base, dir, '-u');
  t.is(u.code, 0, u.stderr);
  t.regex(u.stdout, /rewritten \(1 changed, 1 new, 1 deleted scenarios\)/);
  const again = await mtg('check', '--baseline', base, dir);
  t.is(again.code, 0, again.stdout);
  t.deepEqual(readdirSync(dir).sort(), ['base.json', 'mogg.yaml', 'new.yaml']);
});

// --- 6. exit codes survive pipes; 9. safe terminal output ---------------------------------------

test.serial('compare --json | head -1 exits as the unpiped run does', async (t) => {
  const { spawnSync } = await import('node:child_process');
  const cmd = `node bin/mtg-eras.js compare docs/scenarios --from sixth-1999 --to m10-2009 --json | head -1 >/dev/null; exit \${PIPESTATUS[0]}`;
  const piped = spawnSync('bash', ['-c', cmd], { encoding: 'utf8' });
  const direct = await mtg('compare', 'docs/scenarios', '--from', 'sixth-1999', '--to', 'm10-2009', '--json');
  t.is(direct.code, 1);
  t.is(piped.status, 1, piped.stderr);
  t.is(piped.stderr, '');
});

test.serial('titles, names and unknown keys are escaped on a terminal, unchanged in JSON', async (t) => {
  const dir = tmp();
  const f = join(dir, 'evil.yaml');
  writeFileSync(f, readFileSync(TRADE, 'utf8')
    .replace(/^scenario: .*$/m, 'scenario: "\\e[2J\\e]0;pwned\\a all tests passed\\r"')
    .replace('name: Vanilla 2/2 A', 'name: "A\\u202e\\e[31m"'));
  const r = await mtg('run', f);
  t.is(r.code, 0, r.stderr);
  t.false(/[\x00-\x09\x0b-\x1f\x7f\u202e]/.test(r.stdout), 'no control character reaches the terminal');
  t.true(r.stdout.includes('\\e[2J\\e]0;pwned\\x07'), r.stdout);
  const j = await mtg('run', f, '--json');
  t.true(JSON.stringify(JSON.parse(j.stdout)).includes('\\u001b[31m'));
  writeFileSync(f, `${readFileSync(TRADE, 'utf8')}"x\\ny\\e[2J": 1\n`);
  const bad = await mtg('run', f);
  t.is(bad.code, 2);
  t.is(bad.stderr.trim().split('\n').length, 1);
  t.regex(bad.stderr, /unknown field "x\\ny\\e\[2J"/);
});

// --- 3. reserved ids; 2. limits ------------------------------------------------------------------

test.serial('constructor, prototype and __proto__ are refused as ids or keys with a clear located error, never dropped', async (t) => {
  const dir = tmp();
  const f = join(dir, 'r.yaml');
  const text = readFileSync(TRADE, 'utf8');
  const cases: [string, RegExp][] = [
    [text.replace(/\ba:/, 'constructor:').replace('attack: { a: bob }', 'attack: { constructor: bob }').replace('block: { b: a }', 'block: { b: constructor }'), /r\.yaml:\d+:3: "constructor" is a reserved word/],
    [text.replace('expect:\n  all:', 'expect:\n  constructor:'), /r\.yaml:\d+:3: "constructor" is a reserved word/],
    [text.replace('  bob: { life: 20 }', '  bob: { life: 20 }\n  __proto__: { life: 20 }'), /r\.yaml:\d+:3: "__proto__" is a reserved word/],
    [text.replace('controller: bob', 'controller: prototype'), /r\.yaml:\d+:\d+: creatures\.b\.controller: expected an id/],
  ];
  for (const [body, re] of cases) {
    writeFileSync(f, body);
    const r = await mtg('check', f);
    t.is(r.code, 2, body);
    t.regex(r.stderr, re);
  }
});

test.serial('input limits: numbers, creatures and file size are refused in one line', async (t) => {
  const dir = tmp();
  const f = join(dir, 'big.yaml');
  writeFileSync(f, readFileSync(TRADE, 'utf8').replace('power: 2', 'power: 100000000'));
  const r = await mtg('run', f, '--ruleset', 'revised-1994');
  t.is(r.code, 2);
  t.regex(r.stderr, /big\.yaml:\d+:\d+: creatures\.a\.power: expected an integer from -100000 to 100000/);
  const many = Array.from({ length: 1001 }, (_, i) => `  c${i}: { controller: alice, power: 1, toughness: 1 }`).join('\n');
  writeFileSync(f, `scenario: x\nplayers:\n  alice: { life: 20 }\n  bob: { life: 20 }\ncreatures:\n${many}\ncombat:\n  attack: {}\n`);
  const c = await mtg('run', f);
  t.is(c.code, 2);
  t.regex(c.stderr, /big\.yaml:6:3: creatures: expected at most 1000 creatures/);
  writeFileSync(f, `scenario: x\ndescription: "${'x'.repeat(9 * 1024 * 1024)}"\n`);
  const huge = await mtg('run', f);
  t.is(huge.code, 2);
  t.regex(huge.stderr, /at most 8388608/);
});

test.serial('a signal during a baseline write waits for the write, then ends the process as it would have', async (t) => {
  const { spawnSync } = await import('node:child_process');
  const dir = tmp();
  const out = join(dir, 'out');
  // writeAtomically runs its write inside withSignalsHeld; here the signal is sent from inside the
  // held section, so it arrives mid-write deterministically.
  const script = `
    const { withSignalsHeld } = await import(${JSON.stringify(new URL('../cli/baseline.js', import.meta.url).href)});
    const { openSync, writeFileSync } = await import('node:fs');
    withSignalsHeld(() => { process.kill(process.pid, 'SIGTERM'); writeFileSync(${JSON.stringify(out)}, 'x'.repeat(1 << 20)); });
    setTimeout(() => openSync(${JSON.stringify(join(dir, 'survived'))}, 'w'), 5000);`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  t.is(r.signal, 'SIGTERM', r.stderr);
  t.deepEqual(readdirSync(dir), ['out'], 'the write finished; nothing ran after it');
  t.is(readFileSync(out, 'utf8').length, 1 << 20);
});

// --- 7. exact positions; 8. special files ----------------------------------------------------------

test.serial('positions: a JSON syntax error deep in the file, a second YAML document, an unknown field at the end of a large file', async (t) => {
  const dir = tmp();
  const json = join(dir, 'x.json');
  writeFileSync(json, '{\n  "scenario": "x",\n  "players": { "a": { "life": 20 } "b": { "life": 20 } }\n}\n');
  const j = await mtg('run', json);
  t.is(j.code, 2);
  t.regex(j.stderr, /x\.json:3:36: invalid JSON: expected "," or the end/);
  const multi = join(dir, 'multi.yaml');
  writeFileSync(multi, `${readFileSync(TRADE, 'utf8')}---\nscenario: another\n`);
  const m = await mtg('run', multi);
  t.is(m.code, 2);
  const lines = readFileSync(TRADE, 'utf8').split('\n').length;
  t.regex(m.stderr, new RegExp(`multi\\.yaml:${lines}:1: invalid YAML: a second document`));
  const big = join(dir, 'big.yaml');
  const types = Array.from({ length: 200_000 }, () => 'goblin').join(', ');
  const text = readFileSync(TRADE, 'utf8').replace('name: Vanilla 2/2 A', `name: Vanilla 2/2 A, types: [${types}]`);
  writeFileSync(big, `${text}zzz: 1\n`);
  const b = await mtg('run', big);
  t.is(b.code, 2);
  t.regex(b.stderr, new RegExp(`big\\.yaml:${text.split('\n').length}:1: unknown field "zzz"`));
});

test.serial('special files: a link to /dev/zero named x.yaml is skipped in a folder and refused when named; --out /dev/stdout is refused', async (t) => {
  const dir = tmp();
  copyFileSync(TRADE, join(dir, 'trade.yaml'));
  symlinkSync('/dev/zero', join(dir, 'x.yaml'));
  const r = await mtg('check', dir);
  t.is(r.code, 0, r.stderr);
  t.regex(r.stderr, /x\.yaml: not a regular file .*skipped/);
  const named = await mtg('run', join(dir, 'x.yaml'));
  t.is(named.code, 2);
  t.regex(named.stderr, /x\.yaml: not a regular file/);
  const out = await mtg('snapshot', TRADE, '--out', '/dev/stdout');
  t.is(out.code, 2);
  t.regex(out.stderr, /--out \/dev\/stdout: not a regular file/);
  t.true(lstatSync('/dev/stdout').isSymbolicLink(), 'the device link is left alone');
});

test.serial('a YAML alias bomb (a few lines that expand to billions of values) is refused at once', async (t) => {
  const dir = tmp();
  const f = join(dir, 'bomb.yaml');
  const lists = ['&a0 [a, a, a, a, a, a, a, a, a, a]', ...Array.from({ length: 8 }, (_, i) => `&a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`)];
  writeFileSync(f, `scenario: bomb\nplayers: { alice: { life: 20 }, bob: { life: 20 } }\nsources: [${lists.join(', ')}]\ncreatures:\n  c: { controller: alice, power: 1, toughness: 1, types: *a8 }\ncombat: { attack: {} }\n`);
  const r = await mtg('run', f);
  t.is(r.code, 2);
  t.regex(r.stderr, /bomb\.yaml:3:1: the file holds \d+ values, counting each use of a YAML alias \(most of them in "sources"\); a scenario may hold at most 1000000/);
});

test.serial('an unreadable subfolder is one line, and the rest of the corpus runs', async (t) => {
  // As root every folder is readable: the command runs as "nobody" (setpriv) when it can.
  const { spawnSync } = await import('node:child_process');
  const dir = tmp();
  chmodSync(dir, 0o755);
  copyFileSync(TRADE, join(dir, 'trade.yaml'));
  chmodSync(join(dir, 'trade.yaml'), 0o644);
  mkdirSync(join(dir, 'locked'), { mode: 0o000 });
  chmodSync(join(dir, 'locked'), 0o000);
  const asNobody = process.getuid?.() === 0 ? ['setpriv', '--reuid', '65534', '--regid', '65534', '--clear-groups'] : [];
  const [cmd, ...args] = [...asNobody, process.execPath, 'dist/cli/main.js', 'check', dir];
  const r = spawnSync(cmd!, args, { encoding: 'utf8' });
  if (r.error || /setpriv/.test(r.stderr)) { t.pass('cannot drop privileges here'); return; }
  t.is(r.status, 2, r.stderr);
  t.is(r.stderr.trim(), `mtg-eras: ${join(dir, 'locked')}: cannot read the folder (EACCES)`);
  t.regex(r.stdout, /^10 passed, 0 failed, 1 bad file/m);
});
