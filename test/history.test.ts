// The history page (docs/history.md) is current with its entries, has at least 25 dated entries
// from 1994 on, and each entry's board has an outcome the day before its date that differs from
// the outcome on the day (the rules of each day, by --at); the timeline shows the bands.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { acrossDate, timeline } from '../core/history/timeline.js';
import { loadScenario } from '../library.js';
import { historyEntries, historyPage } from '../scripts/write-history.js';
import { registry } from './helpers.js';

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
