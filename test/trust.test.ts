// Issue 14 (trust nothing it reads) and issue 8 point 4 (corpora with bad files): each reproducer
// of the issue, as a test.
import test from 'ava';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
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

test.serial('check . never reads the config as a scenario', async (t) => {
  const dir = tmp();
  writeFileSync(join(dir, '.git'), '');
  writeFileSync(join(dir, 'mtg-eras.config.json'), JSON.stringify({ plugins: [] }));
  copyFileSync(TRADE, join(dir, 'trade.yaml'));
  const r = await inDir(dir, () => mtg('check', '.'));
  t.is(r.code, 0, r.stderr);
  t.regex(r.stdout, /^10 passed, 0 failed$/m);
});

// --- issue 8 point 4: corpora with bad files ---------------------------------------------------

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
