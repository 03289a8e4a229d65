// The README's sample output is the tool's own (scripts/readme.mjs; `npm run readme` rewrites it).
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const check = (...args: string[]) => spawnSync(process.execPath, ['scripts/readme.mjs', '--check', ...args], { encoding: 'utf8' });

test('the README samples match what the tool prints', (t) => {
  const r = check();
  t.is(r.status, 0, r.stderr);
  t.regex(readFileSync('README.md', 'utf8'), /<!-- sample: diff docs\/scenarios\/\S+\.yaml/);
});

test('a sample that no longer matches fails the check, naming its command', (t) => {
  const stale = readFileSync('README.md', 'utf8').replace(/(<!-- sample: diff [^\n]*\n```text\n)/, '$1(an old line)\n');
  const f = join(mkdtempSync(join(tmpdir(), 'mtg-eras-readme-')), 'README.md');
  writeFileSync(f, stale);
  const r = check(f);
  t.is(r.status, 1);
  t.regex(r.stderr, /the sample of "mtg-eras diff docs\/scenarios\/eras-s01-mogg-fanatic\.yaml" no longer matches/);
});

test('the card count the README and docs/cards.md give is the catalogue\'s', (t) => {
  const count = (JSON.parse(readFileSync('cards/catalogue.json', 'utf8')) as unknown[]).length;
  const said = [...readFileSync('README.md', 'utf8').matchAll(/(\d+)-card catalogue/g), ...readFileSync('docs/cards.md', 'utf8').matchAll(/holds (\d+) cards/g)].map((m) => Number(m[1]));
  t.true(said.length >= 3);
  t.deepEqual(said, said.map(() => count));
});
