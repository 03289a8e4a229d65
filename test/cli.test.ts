// The CLI in-process: output and exit code of each command.
import test from 'ava';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkScenario } from '../library.js';
import { loadScenario, runScenario } from '../index.js';
import { writeCorpus } from '../bench/generate-corpus.js';
import { mtg, registry } from './helpers.js';

const MOGG = 'docs/scenarios/eras-s01-mogg-fanatic.yaml';


function tempFile(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-eras-'));
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
}

test.serial('rulesets lists the ten eras and the dated amendments between them in chronological order with their dates', async (t) => {
  const r = await mtg('rulesets', '--json');
  t.is(r.code, 0);
  const doc = JSON.parse(r.stdout);
  t.is(doc.schemaVersion, 1);
  t.deepEqual(doc.rulesets.filter((m: { amendment?: boolean }) => !m.amendment).map((m: { id: string }) => m.id), [
    'revised-1994', 'urza-1998', 'sixth-1999', 'legions-2003', 'champions-2004',
    'futuresight-2007', 'm10-2009', 'm11-2010', 'mh3-2024', 'foundations-2024',
  ]);
  t.deepEqual(doc.rulesets.filter((m: { amendment?: boolean }) => m.amendment).map((m: { id: string }) => m.id), [
    'eighth-2003', 'mirrodin-2003', 'darksteel-2004', 'betrayers-2005', 'ninth-2005', 'dissension-2006', 'timespiral-2006', 'lorwyn-2007', 'alarareborn-2009', 'worldwake-2010',
    'eldrazi-2010', 'teampoison-2011', 'newphyrexia-2011', 'm12-2011', 'dominaria-2018', 'mh2-2021', 'mom-2023',
  ]);
  const dates = doc.rulesets.map((m: { effective: string }) => m.effective);
  t.deepEqual(dates, [...dates].sort());
  const text = await mtg('rulesets');
  t.regex(text.stdout, /^sixth-1999 +1999-04-23 /m);
  // One line per ruleset (a title may wrap), what each changes only with --long.
  t.notRegex(text.stdout, /^ +- /m);
  t.true(text.stdout.split('\n').length < 2 * registry.ids.length, text.stdout);
  const long = await mtg('rulesets', '--long');
  t.regex(long.stdout, /^sixth-1999 +1999-04-23 /m);
  t.regex(long.stdout, /^ +- A tapped blocker deals no combat damage \(C\.8\.2\)\.$/m);
  t.true(long.stdout.split('\n').length > 3 * text.stdout.split('\n').length);
});

test.serial('run prints the cited event log; --json is one result document', async (t) => {
  const r = await mtg('run', MOGG, '--ruleset', 'sixth-1999');
  t.is(r.code, 0);
  t.regex(r.stdout, /combat-damage-assigned\n/);
  t.regex(r.stdout, /\[310\.\d+[a-z]?\]/);
  const j = await mtg('run', MOGG, '--at', '2005-06-01', '--json');
  const doc = JSON.parse(j.stdout);
  t.is(doc.schemaVersion, 1);
  t.is(doc.ruleset, 'betrayers-2005', 'the dated point of 2005-02-01 (citations only) is in force');
  t.is(doc.creatures.bears.zone, 'graveyard');
  t.true(doc.events.every((e: { rule: string; window: string }) => e.rule && e.window));
});

test.serial('run defaults to the latest ruleset and accepts the alias', async (t) => {
  const a = JSON.parse((await mtg('run', MOGG, '--json')).stdout);
  const b = JSON.parse((await mtg('run', MOGG, '--ruleset', 'latest', '--json')).stdout);
  t.is(a.ruleset, 'foundations-2024');
  t.is(b.ruleset, 'foundations-2024');
});

test.serial('diff of the Mogg Fanatic scenario: exit 1, the stack eras kill the attacker, with 310.4 vs 510.2', async (t) => {
  const r = await mtg('diff', MOGG, '--rulesets', 'sixth-1999,legions-2003,mh3-2024');
  t.is(r.code, 1);
  t.regex(r.stdout, /\* bears +dead \(2 dmg\) +1 dmg/);
  t.regex(r.stdout, /legions-2003 -> mh3-2024/);
  t.regex(r.stdout, /310\.4/);
  t.regex(r.stdout, /510\.2/);
  t.regex(r.stdout, /^ {2}--- legions-2003$/m);
  const j = JSON.parse((await mtg('diff', MOGG, '--json')).stdout);
  t.is(j.results.length, registry.ids.length);
  // The rules change where the attacker stops dying: Magic 2010's damage dealt at once, after whatever dated point precedes it.
  const beforeM10 = registry.ids[registry.ids.indexOf('m10-2009') - 1];
  t.deepEqual(j.differences.map((d: { from: string; to: string }) => `${d.from}>${d.to}`), ['urza-1998>sixth-1999', `${beforeM10}>m10-2009`]);
});

test.serial('diff fits ten rulesets into 80 columns', async (t) => {
  const r = await mtg('diff', 'docs/scenarios/eras-s13-deathtouch-trample.yaml');
  const table = r.stdout.split('\n\n')[1]!;
  for (const line of table.split('\n')) t.true(line.length <= 80, line);
});

test.serial('diff exits 0 when every outcome is equal', async (t) => {
  const r = await mtg('diff', 'docs/scenarios/eras-c2-simple-trade.yaml');
  t.is(r.code, 0);
  t.regex(r.stdout, /Every ruleset gives the same outcome/);
});

test.serial('check ends with "N passed, N failed" and exits 1 on a failed expectation', async (t) => {
  const ok = await mtg('check', MOGG);
  t.is(ok.code, 0);
  t.regex(ok.stdout, /^\d+ passed, 0 failed\n$/m);
  const f = tempFile('wrong.yaml', `
scenario: wrong expectation
players: { a: { life: 20 }, b: { life: 20 } }
creatures:
  x: { controller: a, power: 2, toughness: 2 }
  y: { controller: b, power: 2, toughness: 2 }
combat: { attack: { x: b }, block: { y: x } }
expect:
  all: { graveyard: [x] }
`);
  const bad = await mtg('check', f);
  t.is(bad.code, 1);
  t.regex(bad.stdout, /wrong\.yaml:9:10: revised-1994: graveyard expected \["x"\], got \["x","y"\]$/m);
  t.regex(bad.stdout, /^0 passed, 10 failed$/m);
  const j = JSON.parse((await mtg('check', f, '--json')).stdout);
  t.like(j, { schemaVersion: 1, passed: 0, failed: 10 });
});

test.serial('bad input: one line naming file:line:col, exit 2, nothing on stdout', async (t) => {
  const cases: [string, string, RegExp][] = [
    ['malformed.yaml', 'scenario: x\nplayers: [\n', /malformed\.yaml:\d+:\d+: invalid YAML/],
    ['type.yaml', 'scenario: x\nplayers: { a: { life: 20 }, b: { life: 20 } }\ncreatures:\n  x: { controller: a, power: two, toughness: 2 }\ncombat: { attack: {} }\n', /type\.yaml:4:30: creatures\.x\.power: expected an integer, got "two"/],
    ['unknown.yaml', 'scenario: x\nplayers: { a: { life: 20 }, b: { life: 20 } }\ncreatures:\n  x: { controller: a, power: 2, toughness: 2 }\ncombat: { attack: { y: b } }\n', /unknown\.yaml:5:24: unknown creature "y"/],
    ['field.json', '{"scenario": "x", "players": {"a": {"life": 20}, "b": {"life": 20}},\n "creatures": {}, "combat": {"attack": {}}, "colour": 1}\n', /field\.json:2:45: unknown field "colour"/],
  ];
  for (const [name, text, re] of cases) {
    const r = await mtg('run', tempFile(name, text));
    t.is(r.code, 2, name);
    t.is(r.stdout, '', name);
    t.regex(r.stderr, re, name);
    t.is(r.stderr.trim().split('\n').length, 1, name);
    t.notRegex(r.stderr, /\n\s+at /, name);
  }
});

test.serial('bad usage exits 2 with one line; --debug adds the stack of an internal error', async (t) => {
  const r = await mtg('run', MOGG, '--ruleset', 'nope');
  t.is(r.code, 2);
  t.regex(r.stderr, /unknown ruleset "nope"/);
  const at = await mtg('run', MOGG, '--at', '1990-01-01');
  t.is(at.code, 2);
  t.regex(at.stderr, /no ruleset in force/);
  const none = await mtg();
  t.is(none.code, 2);
  const missing = await mtg('check', 'no/such/folder');
  t.is(missing.code, 2);
  t.regex(missing.stderr, /no such file or folder/);
});

test.serial('the installed binary (the esbuild bundle) runs, with the same output and exit codes', async (t) => {
  const { spawnSync } = await import('node:child_process');
  const bin = (...args: string[]) => spawnSync(process.execPath, ['bin/mtg-eras.js', ...args], { encoding: 'utf8' });
  const diffRun = bin('diff', MOGG, '--json');
  t.is(diffRun.status, 1);
  const inProcess = await mtg('diff', MOGG, '--json');
  t.deepEqual(JSON.parse(diffRun.stdout), JSON.parse(inProcess.stdout));
  const bad = bin('run', 'no-such.yaml');
  t.is(bad.status, 2);
  t.regex(bad.stderr, /^mtg-eras: no-such\.yaml: cannot read the file/);
  const ok = bin('check', 'docs/scenarios/eras-c2-simple-trade.yaml');
  t.is(ok.status, 0);
  t.regex(ok.stdout, /^\d+ passed, 0 failed$/m);
  // Worker threads start the worker bundle next to the CLI bundle: a generated corpus large enough
  // for workers (the scenario corpus is checked in test/corpus.test.ts), with the in-process report.
  const generated = mkdtempSync(join(tmpdir(), 'mtg-eras-workers-'));
  writeCorpus(400, generated, 3);
  const workers = spawnSync(process.execPath, ['bin/mtg-eras.js', 'check', generated, '--json'], { encoding: 'utf8', env: { ...process.env, MTG_ERAS_WORKERS: '2' } });
  t.is(workers.status, 0, workers.stderr);
  const oneThread = await mtg('check', generated, '--json');
  t.deepEqual(JSON.parse(workers.stdout), JSON.parse(oneThread.stdout));
  t.like(JSON.parse(workers.stdout), { passed: 4000, failed: 0 });
  // A plugin is an ES module imported from the bundle (compiled from the code cache).
  const plugin = bin('rulesets', '--plugin', './docs/examples/foundations-with-dao.mjs', '--json');
  t.is(plugin.status, 0, plugin.stderr);
  t.is(plugin.stderr, '');
  t.true(JSON.parse(plugin.stdout).rulesets.some((m: { id: string }) => m.id === 'foundations-dao'));
});

test.serial('the build recorded a V8 code cache that this Node accepts, for the bundle and each chunk', async (t) => {
  const { createRequire } = await import('node:module');
  const { resolve } = await import('node:path');
  type Compile = (c: Buffer, file?: string) => { script: { cachedDataRejected?: boolean } };
  const { compile, builtCache, BUILT_CACHE } = createRequire(import.meta.url)('../../bin/mtg-eras.js') as { compile: Compile; builtCache: (f: string) => string; BUILT_CACHE: string };
  t.is(compile(readFileSync(BUILT_CACHE)).script.cachedDataRejected, false);
  for (const chunk of ['yargs.cjs', 'fast-check.cjs']) {
    const file = resolve('dist/bundle', chunk);
    t.is(compile(readFileSync(builtCache(file)), file).script.cachedDataRejected, false, chunk);
  }
});

test.serial('the binary (yargs and fast-check in chunks of their own) prints byte for byte what the unbundled CLI prints', async (t) => {
  const { spawnSync } = await import('node:child_process');
  const lines = [
    ['--help'], ['diff', '--help'], [], ['nope'], ['rn', MOGG], ['run', MOGG, '--bogus'], ['diff', MOGG, '--format', 'yaml'],
    ['run', MOGG, '--ruleset', 'a', '--at', '2000-01-01'], ['completion'], ['--get-yargs-completions', 'mtg-eras', 'diff', '--ru'],
    ['rulesets'], ['run', MOGG], ['diff', MOGG], ['check', MOGG], ['diff', MOGG, '--rulesets', 'nope'],
    ['hunt', '--from', 'mh3-2024', '--to', 'foundations-2024', '--boards', '5'],
  ];
  for (const argv of lines) {
    const [bin, dist] = ['bin/mtg-eras.js', 'dist/cli/main.js'].map((entry) => spawnSync(process.execPath, [entry, ...argv], { encoding: 'utf8' }));
    t.deepEqual([bin!.status, bin!.stdout, bin!.stderr], [dist!.status, dist!.stdout, dist!.stderr], argv.join(' '));
  }
});

test.serial('where the build\'s code cache is rejected (other Node flags here), a run leaves one for next time', async (t) => {
  const { spawnSync } = await import('node:child_process');
  const { readdirSync } = await import('node:fs');
  const tmp = mkdtempSync(join(tmpdir(), 'mtg-eras-cache-'));
  const run = () => spawnSync(process.execPath, ['--stack-size=2000', 'bin/mtg-eras.js', 'diff', MOGG], { encoding: 'utf8', env: { ...process.env, TMPDIR: tmp } });
  const first = run();
  t.is(first.status, 1, first.stderr);
  const files = readdirSync(join(tmp, 'mtg-eras-code-cache'));
  t.is(files.length, 1);
  t.regex(files[0]!, new RegExp(`^${process.version}-`));
  const second = run();
  t.is(second.stdout, first.stdout);
  t.deepEqual(readdirSync(join(tmp, 'mtg-eras-code-cache')), files);
  const off = spawnSync(process.execPath, ['--stack-size=1999', 'bin/mtg-eras.js', 'rulesets'], { encoding: 'utf8', env: { ...process.env, TMPDIR: tmp, NODE_DISABLE_COMPILE_CACHE: '1' } });
  t.is(off.status, 0);
  t.is(readdirSync(join(tmp, 'mtg-eras-code-cache')).length, 1);
});

test.serial('the bundle also runs required as a plain CommonJS module, without the launcher, plugins included', async (t) => {
  const { spawnSync } = await import('node:child_process');
  const code = "require('./dist/bundle/cli.cjs').cli(['rulesets', '--json', '--plugin', './docs/examples/foundations-with-dao.mjs']).then((c) => { process.exitCode = c; })";
  const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  t.is(r.status, 0, r.stderr);
  t.true(JSON.parse(r.stdout).rulesets.some((m: { id: string }) => m.id === 'foundations-dao'));
  // The yargs chunk, require()d from beside it.
  const help = spawnSync(process.execPath, ['-e', "require('./dist/bundle/cli.cjs').cli(['--help']).then((c) => { process.exitCode = c; })"], { encoding: 'utf8' });
  t.is(help.status, 0, help.stderr);
  t.regex(help.stdout, /^ {2}mtg-eras diff <file> /m);
});

test.serial('to a file, a pipe or /dev/null the binary writes directly, without loading Node\'s stream modules, and prints what the in-process CLI prints', async (t) => {
  const { spawnSync } = await import('node:child_process');
  const { openSync, closeSync } = await import('node:fs');
  const dir = mkdtempSync(join(tmpdir(), 'mtg-eras-out-'));
  for (const argv of [['diff', MOGG], ['run', MOGG], ['rulesets'], ['check', MOGG], ['diff', MOGG, '--json']]) {
    const want = await mtg(...argv);
    const piped = spawnSync(process.execPath, ['bin/mtg-eras.js', ...argv], { encoding: 'utf8' });
    t.deepEqual([piped.status, piped.stdout], [want.code, want.stdout], `pipe: ${argv.join(' ')}`);
    const file = join(dir, 'out.txt');
    const fd = openSync(file, 'w');
    const filed = spawnSync(process.execPath, ['bin/mtg-eras.js', ...argv], { stdio: ['ignore', fd, 'pipe'] });
    closeSync(fd);
    t.deepEqual([filed.status, readFileSync(file, 'utf8')], [want.code, want.stdout], `file: ${argv.join(' ')}`);
  }
  // The launcher's bundle, run in a process whose stdout is a pipe: no stream module was loaded.
  const code = `const { compile } = require('./bin/mtg-eras.js');
    compile().cli.cli(['diff', ${JSON.stringify(MOGG)}]).then(() => require('node:fs').writeSync(2, process.moduleLoadList.filter((m) => /^NativeModule (stream|net|tty)$/.test(m)).join()));`;
  const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  t.regex(r.stdout, /distinct outcomes/);
  t.is(r.stderr, '');
  const devNull = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
  t.is(devNull.stderr, '', '/dev/null');
  // Another character device (as a terminal is) takes process.stdout.
  const zero = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8', stdio: ['ignore', openSync('/dev/zero', 'w'), 'pipe'] });
  t.regex(zero.stderr, /NativeModule stream/, '/dev/zero');
  // The whole process (main), stderr a pipe: a command that says nothing on stderr does not create it.
  const whole = `const { compile } = require('./bin/mtg-eras.js');
    process.argv = [process.execPath, require.resolve('./bin/mtg-eras.js'), 'diff', ${JSON.stringify(MOGG)}];
    process.on('exit', () => require('node:fs').writeSync(2, process.moduleLoadList.filter((m) => /^NativeModule (stream|net|tty)$/.test(m)).join()));
    compile().cli.main();`;
  const quiet = spawnSync(process.execPath, ['-e', whole], { encoding: 'utf8' });
  t.deepEqual([quiet.status, quiet.stderr], [1, ''], 'main');
});

test('the bundle and its chunks are ASCII (one other character makes V8 hold the source as a two-byte string; the launcher reads them as Latin-1) and the bundle requires only Node\'s modules', (t) => {
  const source = readFileSync('dist/bundle/cli.cjs', 'utf8');
  t.true(source.length > 100_000);
  t.is(source.search(/[^\x00-\x7f]/), -1);
  for (const chunk of ['yargs.cjs', 'fast-check.cjs']) t.is(readFileSync(`dist/bundle/${chunk}`, 'utf8').search(/[^\x00-\x7f]/), -1, chunk);
  // bin/mtg-eras.js gives the bundle its own require, which serves Node's modules only.
  const required = [...source.matchAll(/\brequire\(([^)]*)\)/g)].map((m) => m[1]!);
  t.true(required.length > 5);
  // Besides Node's modules: the chunks' fallback outside the launcher, and yargs-parser's config
  // file (an absolute path; the fast path never gives it the option that reads one).
  const builtin = (r: string) => /^"[^"]+"$/.test(r) && isBuiltin(r.slice(1, -1));
  t.deepEqual(required.filter((r) => !builtin(r)), ['"./"+f', 'resolvedConfigPath'], 'only Node\'s modules, the chunks\' fallback and a config path');
});

test('check: an expected illegal-choice is checked on a strict run (the only run that stops at an illegal choice), other expectations as usual', async (t) => {
  const f = 'docs/scenarios/mech-dao-illegal-assign-strict.yaml';
  const r = await mtg('check', f, '--json');
  const j = JSON.parse(r.stdout) as { passed: number; failed: number };
  t.is(r.code, 0, r.stdout);
  t.deepEqual([j.passed, j.failed], [10, 0]);
  // The library's checkScenario agrees; the same board without --strict is ok (the choice rejected, the default used).
  const s = loadScenario(registry, f);
  t.is(checkScenario(registry, s).failed, 0);
  t.is(runScenario(registry, s, 'm10-2009').status, 'ok');
  t.is(runScenario(registry, s, 'm10-2009', { strict: true }).status, 'illegal-choice');
  // An expected illegal-choice where the choice is legal fails (the text read as the file is: its range
  // covers the six eras, not the dated amendments between them).
  const legal = loadScenario(registry, f, { text: readFileSync(f, 'utf8').replace('revised-1994..futuresight-2007: { status: ok, graveyard: [bears], damage: { sentry: 2, giant: 2 } }', 'revised-1994..futuresight-2007: { status: illegal-choice }') });
  t.is(checkScenario(registry, legal).failed, 6);
});
