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
import { registry as reg } from './helpers.js';

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
      for (const e of r.events.filter((x) => x.key === 'damage.banding')) t.is(e.rule, reg.rulesFor(r.ruleset).cite('damage.banding').rule, `${s.file} ${r.ruleset}`);
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
