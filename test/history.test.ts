// The history page (docs/history.md) is current with its entries, has at least 25 dated entries
// from 1994 on, and each entry's board has an outcome the day before its date that differs from
// the outcome on the day (the rules of each day, by --at); the timeline shows the bands.
import test from 'ava';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acrossDate, timeline } from '../core/history/timeline.js';
import { loadScenario } from '../library.js';
import { historyEntries, historyPage } from '../scripts/write-history.js';
import { mtg, registry } from './helpers.js';

test('docs/history.md is generated from docs/history/entries.json and current (node dist/scripts/write-history.js)', (t) => {
  t.is(readFileSync('docs/history.md', 'utf8'), historyPage());
});

test('the history has at least 25 dated entries from 1994, each with quoted rule text', (t) => {
  const entries = historyEntries();
  t.true(entries.length >= 25, `${entries.length} entries`);
  t.is(entries[0]!.date.slice(0, 4), '1994');
  const page = readFileSync('docs/history.md', 'utf8');
  for (const section of page.split('\n## ').slice(1, -1)) t.regex(section, /: "[^"]{10,}/, section.split('\n')[0]!);
});

test('each entry\'s board differs across its date, and its ruleset is the one in force from that day', (t) => {
  for (const e of historyEntries()) {
    t.is(registry.at(e.date), e.ruleset, `${e.date}: ${e.ruleset}`);
    if (e.ruleset === registry.ids[0]) continue;
    t.not(acrossDate(registry, loadScenario(registry, e.scenario), e.date), null, `${e.date} ${e.scenario}: the same outcome the day before and on the day`);
  }
});

test('a board attacking a planeswalker: one band until 2007-09-30, another from Lorwyn (2007-10-01) on', (t) => {
  const bands = timeline(registry, loadScenario(registry, 'docs/scenarios/pw-phase-unblocked-damages-planeswalker-not-player.yaml'));
  t.deepEqual(bands.map((b) => [b.from, b.to]), [['1994-04-01', '2007-09-30'], ['2007-10-01', null]]);
  t.deepEqual(bands[1]!.change!.fields.map((f) => [f.field, f.from, f.to]), [['life.bob', 18, 20], ['loyalty.pw', 4, 2]]);
});

test.serial('cr-diff lists a changed combat rule with the rulesets citing it; a file that is not a CR text is a one-line error, exit 2', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'cr-diff-'));
  writeFileSync(join(dir, 'old.txt'), '510. Combat Damage Step\n\n510.1a Each attacking creature and each blocking creature assigns combat damage equal to its power.\n');
  writeFileSync(join(dir, 'new.txt'), '510. Combat Damage Step\n\n510.1a Each attacking creature and each blocking creature assigns combat damage equal to its power, rounded down.\n');
  writeFileSync(join(dir, 'bad.txt'), 'hello\n');
  const r = await mtg('cr-diff', join(dir, 'old.txt'), join(dir, 'new.txt'));
  t.is(r.code, 1);
  t.regex(r.stdout, /~ 510\.1a {2}\(Combat Damage Step\)/);
  t.regex(r.stdout, /now: [^]*rounded\s+down/);
  t.regex(r.stdout, /cited by rulesets: m10-2009/);
  const bad = await mtg('cr-diff', join(dir, 'old.txt'), join(dir, 'bad.txt'));
  t.is(bad.code, 2);
  t.regex(bad.stderr, /bad\.txt:1:1: expected a Comprehensive Rules text/);
  t.is(bad.stderr.trim().split('\n').length, 1);
});

test.serial('diff --timeline prints the bands and the day each begins', async (t) => {
  const r = await mtg('diff', 'docs/scenarios/pw-phase-unblocked-damages-planeswalker-not-player.yaml', '--timeline');
  t.is(r.code, 0);
  t.regex(r.stdout, /1994-04-01 \.\. 2007-09-30 {2}revised-1994\.\.futuresight-2007/);
  t.regex(r.stdout, /changed 2007-10-01 by lorwyn-2007/);
});
