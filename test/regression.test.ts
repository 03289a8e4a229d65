// Issue #4: outside plugins, compare, snapshot / check --baseline, and the worker-thread batch.
import test from 'ava';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mtg } from './helpers.js';
import { writeCorpus } from '../bench/generate-corpus.js';

const EXAMPLE = './docs/examples/foundations-with-dao.mjs';


const tmp = () => mkdtempSync(join(tmpdir(), 'mtg-eras-'));
const changedFiles = (stdout: string) => (JSON.parse(stdout).changed as { file: string }[]).map((c) => c.file).sort();

test.serial('the docs example plugin, loaded by path, makes compare list exactly the scenarios that depend on the damage assignment order', async (t) => {
  const withPlugin = await mtg('--plugin', EXAMPLE, 'compare', 'docs/scenarios', '--from', 'foundations-2024', '--to', 'foundations-dao', '--json');
  const byEra = await mtg('compare', 'docs/scenarios', '--from', 'mh3-2024', '--to', 'foundations-2024', '--json');
  t.is(withPlugin.code, 1);
  t.true(changedFiles(withPlugin.stdout).length > 0);
  // mh3-2024 and foundations-2024 differ only by the order; the plugin restores only the order.
  t.deepEqual(changedFiles(withPlugin.stdout), changedFiles(byEra.stdout));
  const doc = JSON.parse(withPlugin.stdout);
  t.is(doc.schemaVersion, 1);
  t.is(doc.summary.changed, doc.changed.length);
  for (const c of doc.changed) {
    t.true(c.fields.length > 0);
    t.truthy(c.firstDivergence.from ?? c.firstDivergence.to);
  }
});

test.serial('compare prints fields old -> new, first diverging events, a summary; --markdown a table', async (t) => {
  const r = await mtg('compare', 'docs/scenarios/eras-s01-mogg-fanatic.yaml', 'docs/scenarios/eras-c2-simple-trade.yaml', '--from', 'legions-2003', '--to', 'm10-2009');
  t.is(r.code, 1);
  t.regex(r.stdout, /zone\.bears: graveyard -> battlefield/);
  t.regex(r.stdout, /legions-2003: \[declare-blockers\].*\[310\.2, CR 2003-03-15\]/);
  t.regex(r.stdout, /^2 scenarios, 1 changed \(by field: .*zone 1/m);
  const md = await mtg('compare', 'docs/scenarios/eras-s01-mogg-fanatic.yaml', '--from', 'legions-2003', '--to', 'm10-2009', '--markdown');
  t.regex(md.stdout, /^\| scenario \| changes \| first diverging event \|$/m);
  const same = await mtg('compare', 'docs/scenarios/eras-c2-simple-trade.yaml', '--from', 'revised-1994', '--to', 'latest');
  t.is(same.code, 0);
  t.regex(same.stdout, /1 scenarios, 0 changed/);
  // An event an era has no rule for names its document once ("no rule in CR 2004-10-01", not "..., CR 2004-10-01" again).
  const none = await mtg('compare', 'docs/scenarios/audit-thg-teammate-platinum-angel.yaml', '--from', 'champions-2004', '--to', 'futuresight-2007');
  t.regex(none.stdout, /champions-2004: \[beginning-of-combat\].*\[no rule in CR 2004-10-01\]/s);
  t.notRegex(none.stdout, /CR 2004-10-01, CR 2004-10-01/);
});

test.serial('a broken plugin gets one line naming it and exit 2; the built-in rulesets still work', async (t) => {
  const dir = tmp();
  const write = (name: string, text: string) => { writeFileSync(join(dir, name), text); return join(dir, name); };
  const meta = (id: string) => `{ id: '${id}', title: 't', effective: '2024-12-01', sources: [] }`;
  const cases: [string, RegExp][] = [
    [join(dir, 'missing.mjs'), /no such file/],
    [write('syntax.mjs', 'export default {'), /syntax error/],
    [write('hook.mjs', `export default { meta: ${meta('x')}, parent: 'mh3-2024', hooks: { fly: () => null } }`), /unknown hook "fly"/],
    [write('parent.mjs', `export default { meta: ${meta('x')}, parent: 'nope', hooks: {} }`), /unknown parent ruleset "nope"/],
    [write('dup.mjs', `export default { meta: ${meta('m10-2009')}, parent: 'mh3-2024', hooks: {} }`), /duplicate ruleset id "m10-2009"/],
    [write('meta.mjs', `export default { meta: { id: 'x', effective: '2024-12-01', sources: [] }, parent: 'mh3-2024' }`), /meta\.title/],
    [write('date.mjs', `export default { meta: { id: 'x', title: 't', effective: '2024-02-30', sources: [] }, parent: 'mh3-2024' }`), /effective date/],
    [write('rule.mjs', `export default { meta: ${meta('x')}, parent: 'mh3-2024', rules: { 'no.such': '1' } }`), /unknown rule key "no\.such"/],
  ];
  for (const [file, re] of cases) {
    const r = await mtg('--plugin', file, 'rulesets');
    t.is(r.code, 2, file);
    t.regex(r.stderr, new RegExp(`^mtg-eras: plugin ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `), file);
    t.regex(r.stderr, re, file);
    t.is(r.stderr.trim().split('\n').length, 1, file);
    t.is(r.stdout, '', file);
  }
  t.is((await mtg('run', 'docs/scenarios/eras-c2-simple-trade.yaml')).code, 0);
});

test.serial('plugins listed in mtg-eras.config.json are found from the working directory up to the project root', async (t) => {
  const dir = tmp();
  mkdirSync(join(dir, 'sub'));
  writeFileSync(join(dir, 'package.json'), '{}'); // the project root: the config is looked for up to here
  writeFileSync(join(dir, 'next.mjs'), `export default { meta: { id: 'next-cr', title: 'Next', effective: '2030-01-01', sources: ['test'] }, parent: 'foundations-2024', hooks: {} }`);
  writeFileSync(join(dir, 'mtg-eras.config.json'), JSON.stringify({ plugins: ['./next.mjs'] }));
  const cwd = process.cwd();
  process.chdir(join(dir, 'sub'));
  try {
    const r = await mtg('rulesets', '--json');
    t.is(r.code, 0);
    const ids = JSON.parse(r.stdout).rulesets.map((m: { id: string }) => m.id);
    t.is(ids.at(-1), 'next-cr');
    t.is(JSON.parse(r.stdout).rulesets.at(-1).document, 'CR 2024-11-08');
  } finally {
    process.chdir(cwd);
  }
});

test.serial('snapshot is byte-identical on a re-run and check --baseline passes unchanged', async (t) => {
  const dir = tmp();
  const a = join(dir, 'a.json'), b = join(dir, 'b.json');
  t.is((await mtg('snapshot', 'docs/scenarios', '--rulesets', 'sixth-1999..m10-2009', '--out', a)).code, 0);
  t.is((await mtg('snapshot', 'docs/scenarios', '--rulesets', 'sixth-1999..m10-2009', '--out', b)).code, 0);
  t.is(readFileSync(a, 'utf8'), readFileSync(b, 'utf8'));
  t.deepEqual(readdirSync(dir).sort(), ['a.json', 'b.json'], 'no temporary file is left');
  const doc = JSON.parse(readFileSync(a, 'utf8'));
  const files = doc.scenarios.map((s: { file: string }) => s.file);
  t.deepEqual(files, [...files].sort());
  const r = await mtg('check', '--baseline', a);
  t.is(r.code, 0);
  t.regex(r.stdout, /^\d+ passed, 0 failed$/m);
});

test.serial('check --baseline fails with a clear report after a ruleset hook changes', async (t) => {
  const dir = tmp();
  const era = (models: string) => `export default { meta: { id: 'what-if', title: 'w', effective: '2025-01-01', sources: ['test'] }, parent: 'foundations-2024', models: { ${models} }, hooks: {} }`;
  writeFileSync(join(dir, 'before.mjs'), era(''));
  writeFileSync(join(dir, 'after.mjs'), era(`assignment: 'damage-assignment-order'`));
  const base = join(dir, 'base.json');
  t.is((await mtg('--plugin', join(dir, 'before.mjs'), 'snapshot', 'docs/scenarios', '--rulesets', 'what-if', '--out', base)).code, 0);
  t.is((await mtg('--plugin', join(dir, 'before.mjs'), 'check', '--baseline', base)).code, 0);
  const r = await mtg('--plugin', join(dir, 'after.mjs'), 'check', '--baseline', base);
  t.is(r.code, 1);
  t.regex(r.stdout, /^docs\/scenarios\/mech-dao-giant-growth-first-blocker\.yaml: (zone|damage)\.\w+: \S+ -> \S+ \(what-if\)$/m);
  t.regex(r.stdout, /^\d+ passed, [1-9]\d* failed$/m);
});

test.serial('a large corpus runs in worker threads with the same report as one thread', async (t) => {
  const dir = tmp();
  writeCorpus(450, dir, 7);
  const saved = process.env.MTG_ERAS_WORKERS;
  try {
    process.env.MTG_ERAS_WORKERS = '2';
    const two = await mtg('check', dir, '--json');
    process.env.MTG_ERAS_WORKERS = '1';
    const one = await mtg('check', dir, '--json');
    t.is(two.code, 0, two.stdout.slice(0, 500));
    t.deepEqual(JSON.parse(two.stdout), JSON.parse(one.stdout));
    t.is(JSON.parse(one.stdout).passed, 4500);
  } finally {
    if (saved === undefined) delete process.env.MTG_ERAS_WORKERS;
    else process.env.MTG_ERAS_WORKERS = saved;
  }
  t.false(existsSync(join(dir, 'nothing')));
});
