// diff: the semantic first divergence (core/compare.ts) and the outcome table (cli/commands/diff.ts),
// checked over the whole corpus.
import test from 'ava';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eventSignature, firstDivergence, neighbourDifferences } from '../core/compare.js';
import type { CombatEvent } from '../core/events.js';
import type { Result } from '../core/outcome.js';
import type { Scenario } from '../core/scenario/scenario.js';
import { loadScenarioFile, runScenario } from '../index.js';
import { outcomeTable } from '../cli/commands/diff.js';
import { mtg, registry as reg } from './helpers.js';

const corpus: Scenario[] = readdirSync('docs/scenarios').filter((f) => /\.(ya?ml|json)$/.test(f)).sort()
  .map((f) => loadScenarioFile(join('docs/scenarios', f), (sel) => reg.select(sel)));
const runs = new Map<Scenario, Result[]>(corpus.map((s) => [s, reg.ids.map((id) => runScenario(reg, s, id))]));
const byName = (name: string) => corpus.find((s) => s.file.endsWith(name))!;

test('events that differ only in rule number, sentence and window name have one signature', (t) => {
  const e = (window: CombatEvent['window'], rule: string, text: string): CombatEvent => ({ window, type: 'assign', key: 'damage.unblocked', rule, text, source: 'y', target: 'bob', amount: 2 });
  t.is(eventSignature(e('combat-damage-assigned', '310.2b', 'Y assigns 2 damage to bob.')), eventSignature(e('combat-damage-dealt', '510.1b', 'Y is unblocked and assigns 2 damage to bob.')));
  t.not(eventSignature(e('combat-damage-dealt', '510.1b', 'x')), eventSignature({ ...e('combat-damage-dealt', '510.1b', 'x'), amount: 3 }));
  t.not(eventSignature(e('first-strike-damage-dealt', '510.1b', 'x')), eventSignature(e('combat-damage-dealt', '510.1b', 'x')));
});

test('triggered lifelink (CR 2007-05-01 502.68) against static lifelink (CR 2009-07-11 702.13) is the first divergence', (t) => {
  const s = byName('eras-s15-lifelink-blocker-at-one-life.yaml');
  const d = firstDivergence(runScenario(reg, s, 'futuresight-2007'), runScenario(reg, s, 'm10-2009'));
  t.is(d.from?.key, 'lifelink.triggered');
  t.regex(d.from!.rule, /^502\.68/);
  t.is(d.to?.key, 'lifelink.static');
  t.regex(d.to!.rule, /^702\.13/);
});

test('every neighbour difference in the corpus cites a rule the later era\'s changes name', (t) => {
  let checked = 0;
  for (const [s, results] of runs) {
    for (const d of neighbourDifferences(results)) {
      checked++;
      const named = new Set(reg.meta(d.to).changes.flatMap((c) => c.rules));
      const cited = [d.firstDivergence.from?.key, d.firstDivergence.to?.key].filter((k) => k !== undefined);
      t.true(cited.some((k) => named.has(k)), `${s.file} ${d.from} -> ${d.to}: cites ${cited.join(', ')}; ${d.to} changes name ${[...named].join(', ')}`);
    }
  }
  t.true(checked > 100, `${checked} neighbour differences`);
});

test('banding: each era cites its own banding rule; no neighbour difference in the corpus is banding\'s alone', (t) => {
  const banding = corpus.filter((s) => runs.get(s)!.some((r) => r.events.some((e) => e.key === 'damage.banding')));
  t.true(banding.length > 10);
  for (const s of banding) {
    for (const r of runs.get(s)!) {
      for (const e of r.events.filter((x) => x.key === 'damage.banding' || x.key === 'damage.banding-blocker')) t.is(e.rule, reg.rulesFor(r.ruleset).cite(e.key).rule, `${s.file} ${r.ruleset}`);
    }
  }
  // The eras number banding differently (A.11.13, 502.10h, 702.19j, 702.22j) ...
  t.true(new Set(reg.ids.map((id) => reg.rulesFor(id).cite('damage.banding').rule)).size >= 4);
  // ... but the division rule itself never changed an outcome between neighbours (docs/rulesets say so).
  for (const s of banding) {
    for (const d of neighbourDifferences(runs.get(s)!)) {
      t.false(d.firstDivergence.from?.key === 'damage.banding' && d.firstDivergence.to?.key === 'damage.banding', `${s.file} ${d.from} -> ${d.to}`);
    }
  }
});

// The outcome table (cli/commands/diff.ts): columns are whole outcomes, and agree with the exit code.

// Over every corpus scenario, from the runs above (one run of the corpus for the whole file): the
// table `diff` prints (outcomeTable, at the 80 columns of a pipe) and the exit code `diff` gives
// (1 when some neighbours differ); the next test checks on real `diff` runs that this is what it prints.
test('over every corpus scenario: the closing line, the columns and the exit code agree', (t) => {
  for (const s of corpus) {
    const results = runs.get(s)!;
    const printed = outcomeTable(results, 80, reg.ids);
    const same = /^Every ruleset gives the same outcome/m.test(printed);
    const distinct = /^(\d+) distinct outcomes; rows marked \* differ\.$/m.exec(printed);
    t.true(same !== !!distinct, s.file);
    t.is(neighbourDifferences(results).length ? 1 : 0, same ? 0 : 1, s.file);
    // Every two columns print differently: no difference is hidden in a shown value.
    const table = outcomeTable(results, 10_000, reg.ids).split('\n');
    const rows = table.slice(1, table.indexOf(''));
    const columns = distinct ? Number(distinct[1]) : 1;
    const cells = rows.map((l) => l.slice(2).split(/ {2,}/).slice(1));
    t.true(cells.every((c) => c.length === columns), s.file);
    const shown = Array.from({ length: columns }, (_, i) => JSON.stringify(cells.map((c) => c[i])));
    t.is(new Set(shown).size, columns, `${s.file}: two columns print the same`);
  }
});

test.serial('diff prints that table and exits 1 exactly when neighbours differ: one outcome, two, and columns lettered when wide', async (t) => {
  const lettered = corpus.find((s) => /^ {2}\[A\] /m.test(outcomeTable(runs.get(s)!, 80, reg.ids)));
  t.truthy(lettered, 'some corpus scenario needs lettered columns at 80 columns');
  const files = ['eras-c2-simple-trade.yaml', 'eras-s13-deathtouch-trample.yaml', 'eras-s01-mogg-fanatic.yaml', 'edge-deathtouch-blocker-division-vs-order.yaml'];
  for (const s of [...files.map(byName), lettered!]) {
    const r = await mtg('diff', s.file);
    const results = runs.get(s)!;
    t.true(r.stdout.includes(`\n\n${outcomeTable(results, 80, reg.ids)}\n`), `${s.file}:\n${r.stdout.slice(0, 2000)}`);
    t.is(r.code, neighbourDifferences(results).length ? 1 : 0, s.file);
  }
});

test('a dead creature\'s damage shows when it is what differs: dead (3 dmg) against dead (1 dmg)', (t) => {
  const s = byName('eras-s13-deathtouch-trample.yaml');
  const table = outcomeTable(runs.get(s)!, 10_000, reg.ids);
  t.regex(table, /^\* blocker +dead \(3 dmg\) +dead \(1 dmg\)$/m);
  t.regex(table, /^2 distinct outcomes/m);
});

test.serial('a rejected choice shows as "ok, choice rejected" in the table and in the JSON\'s rejectedChoices', async (t) => {
  const file = 'docs/scenarios/edge-deathtouch-blocker-division-vs-order.yaml';
  const text = await mtg('diff', file, '--rulesets', 'm10-2009,m11-2010');
  t.regex(text.stdout, /^\* status +ok +ok, choice rejected$/m);
  t.is(text.code, 1);
  const j = JSON.parse((await mtg('diff', file, '--rulesets', 'm10-2009,m11-2010', '--json')).stdout);
  const [m10, m11] = j.results;
  t.deepEqual(m10.rejectedChoices, []);
  t.is(m11.rejectedChoices.length, 1);
  const e = m11.events.find((x: { type: string }) => x.type === 'choice-rejected');
  t.like(m11.rejectedChoices[0], { key: e.key, rule: e.rule, text: e.text });
  t.true(j.differences[0].fields.some((f: { field: string }) => f.field === 'choices.rejected'));
});

test('a blocker of a banding attacker has its damage divided by the active player under 702.19k / 702.22k, not j', (t) => {
  const s = byName('edge-blocker-of-banding-attacker-active-player-divides.yaml');
  const want: Record<string, RegExp> = {
    'revised-1994': /^D'Angelo A\.11\.13$/, 'futuresight-2007': /^502\.10h$/,
    'm10-2009': /^702\.19k$/, 'm11-2010': /^702\.19k$/, 'mh3-2024': /^702\.22k$/, 'foundations-2024': /^702\.22k$/,
  };
  for (const r of runs.get(s)!) {
    const divide = r.events.find((e) => e.type === 'divide' && e.source === 'blk');
    t.is(divide?.key, 'damage.banding-blocker', r.ruleset);
    if (want[r.ruleset]) t.regex(divide!.rule, want[r.ruleset]!, r.ruleset);
    t.is(r.creatures['ac']!.damage, 3, r.ruleset);
  }
  // The attacker blocked by a banding creature keeps rule j.
  const j = runScenario(reg, byName('spec-c10-banding-bob-divides-attacker.yaml'), 'm10-2009').events.find((e) => e.type === 'divide')!;
  t.is(j.key, 'damage.banding');
  t.is(j.rule, '702.19j');
});
