// Terminal presentation: colour decisions, wrapping with a hanging indent, did-you-mean.
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { closest, withSuggestion } from '../cli/suggest.js';
import { colourEnabled, present, widthOf, wrapLine } from '../cli/terminal.js';
import { mtg } from './helpers.js';

const MOGG = 'docs/scenarios/eras-s01-mogg-fanatic.yaml';
const ESC = '\x1b[';

test('colour on a terminal; none when piped, with NO_COLOR or TERM=dumb; FORCE_COLOR forces it', (t) => {
  const tty = { isTTY: true, columns: 120 }, pipe = {};
  t.true(colourEnabled(tty, {}));
  t.false(colourEnabled(pipe, {}));
  t.false(colourEnabled(tty, { NO_COLOR: '1' }));
  t.true(colourEnabled(tty, { NO_COLOR: '' }));
  t.false(colourEnabled(tty, { TERM: 'dumb' }));
  t.true(colourEnabled(pipe, { FORCE_COLOR: '1' }));
  t.true(colourEnabled(pipe, { FORCE_COLOR: '' }));
  t.false(colourEnabled(tty, { FORCE_COLOR: '0' }));
  t.true(colourEnabled(pipe, { FORCE_COLOR: '1', NO_COLOR: '1' }));
  t.is(widthOf(tty), 120);
  t.is(widthOf(pipe), 80);
});

test('long lines wrap at spaces with a hanging indent, keeping the citation whole', (t) => {
  const line = `  ${'word '.repeat(30)} [310.2, CR 1999-04-23]`;
  const lines = wrapLine(line, 40);
  t.true(lines.length > 3);
  for (const l of lines) t.true(l.length <= 40, l);
  t.true(lines.slice(1).every((l) => l.startsWith('      ') && !l.startsWith('       ')));
  t.true(lines.at(-1)!.endsWith('[310.2, CR 1999-04-23]'));
  t.is(lines.filter((l) => l.includes('[310.2')).length, 1);
  t.is(lines.join(' ').replace(/\s+/g, ' ').trim(), line.replace(/\s+/g, ' ').trim());
  // Columns: continuation lines start under the last column; a word longer than the line stays whole.
  const cols = wrapLine(`a-1994  1994-04-01  ${'title '.repeat(12)}`, 50);
  t.true(cols.slice(1).every((l) => /^ {20}\S/.test(l)), cols.join('\n'));
  t.deepEqual(wrapLine('x'.repeat(50), 40), ['x'.repeat(50)]);
  t.deepEqual(wrapLine('short', 40), ['short']);
});

test('present colours by line kind only when asked', (t) => {
  const text = '* bears  1 dmg  dead\n  -x: gone  [1.2]\n  +x: here  [1.3]\n3 passed, 0 failed';
  t.is(present(text, 80, false), text);
  const c = present(text, 80, true);
  t.true(c.includes(ESC));
  t.is(c.replace(/\x1b\[\d+m/g, ''), text);
});

test('did you mean: the closest ruleset id, and none for a far-off word', (t) => {
  const ids = ['sixth-1999', 'urza-1998', 'm10-2009', 'mh3-2024'];
  t.is(closest('sixht-1999', ids), 'sixth-1999');
  t.is(closest('urza', ids), 'urza-1998');
  t.is(closest('banana', ids), undefined);
  const msg = 'unknown ruleset "m10-2090" (expected one of m10-2009, mh3-2024, latest, all, a range a..b, or a comma list)';
  t.regex(withSuggestion(msg), /^unknown ruleset "m10-2090" \(did you mean "m10-2009"\?\) \(expected one of m10-2009, mh3-2024, latest/);
  t.is(withSuggestion('something else'), 'something else');
});

test.serial('CLI: an unknown ruleset names the closest and lists the valid ones', async (t) => {
  const r = await mtg('run', MOGG, '--ruleset', 'sixht-1999');
  t.is(r.code, 2);
  t.regex(r.stderr, /unknown ruleset "sixht-1999" \(did you mean "sixth-1999"\?\) \(expected one of revised-1994, .*foundations-2024, latest, all/);
  const d = await mtg('diff', MOGG, '--rulesets', 'urza-1998..foundatons-2024');
  t.regex(d.stderr, /did you mean "foundations-2024"/);
});

test.serial('CLI: text output fits 80 columns when not a terminal; --json is not wrapped', async (t) => {
  for (const argv of [['diff', MOGG], ['run', MOGG, '--ruleset', 'urza-1998'], ['rulesets']]) {
    const r = await mtg(...argv);
    for (const line of r.stdout.split('\n')) t.true(line.length <= 80, `${argv.join(' ')}: ${line}`);
  }
  const j = await mtg('diff', MOGG, '--json');
  t.true(j.stdout.split('\n').some((l) => l.length > 80));
  t.notThrows(() => JSON.parse(j.stdout));
});

test.serial('CLI: --format json is --json, --format markdown is --markdown or a code block', async (t) => {
  t.deepEqual(await mtg('diff', MOGG, '--format', 'json'), await mtg('diff', MOGG, '--json'));
  const cmp = ['compare', MOGG, '--from', 'urza-1998', '--to', 'sixth-1999'];
  t.deepEqual(await mtg(...cmp, '--format', 'markdown'), await mtg(...cmp, '--markdown'));
  const text = await mtg('diff', MOGG), md = await mtg('diff', MOGG, '--format', 'markdown');
  t.is(md.code, text.code);
  t.is(md.stdout, `\`\`\`text\n${text.stdout}\`\`\`\n`);
  t.deepEqual(await mtg('rulesets', '--format', 'text'), await mtg('rulesets'));
});

test.serial('CLI: --plugin takes a relative path without "./"', async (t) => {
  const r = await mtg('rulesets', '--json', '--plugin', 'docs/examples/foundations-with-dao.mjs');
  t.is(r.code, 0, r.stderr);
  t.true(JSON.parse(r.stdout).rulesets.some((m: { id: string }) => m.id === 'foundations-dao'));
  const missing = await mtg('rulesets', '--plugin', 'no-such-plugin-package');
  t.is(missing.code, 2);
  t.regex(missing.stderr, /plugin no-such-plugin-package: no such file or package/);
});

test('the binary: colour with FORCE_COLOR, none when piped or with NO_COLOR', (t) => {
  const bin = (env: NodeJS.ProcessEnv) => spawnSync(process.execPath, ['bin/mtg-eras.js', 'diff', MOGG], { encoding: 'utf8', env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...env } });
  const plain = bin({});
  t.is(plain.status, 1);
  t.false(plain.stdout.includes(ESC));
  t.false(bin({ NO_COLOR: '1' }).stdout.includes(ESC));
  const forced = bin({ FORCE_COLOR: '1' });
  t.true(forced.stdout.includes(ESC));
  t.is(forced.stdout.replace(/\x1b\[\d+m/g, ''), plain.stdout);
  const err = spawnSync(process.execPath, ['bin/mtg-eras.js', 'run', 'nope.yaml'], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '1' } });
  t.regex(err.stderr, /^\x1b\[31mmtg-eras:\x1b\[39m nope\.yaml/);
});
