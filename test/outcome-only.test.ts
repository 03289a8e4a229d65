// Issue 13 point 2: the outcome-only path (runScenario(..., { log: false })) that check, snapshot
// and compare use must give exactly the outcome the logged path gives: every field but the log,
// rejected choices included. Checked over the whole corpus and over generated boards.
import test from 'ava';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { generateScenario } from '../bench/generate-corpus.js';
import { loadScenarioFile } from '../core/scenario/load.js';
import { ALL, fromObject, registry } from './helpers.js';
import { runScenario } from '../core/run.js';
import type { Result } from '../core/outcome.js';
import type { Scenario } from '../core/scenario/scenario.js';

const outcome = (r: Result) => JSON.stringify({ ...r, events: undefined, rejectedChoices: r.rejectedChoices.map((c) => ({ ...c })) });

function same(t: import('ava').ExecutionContext, s: Scenario, label: string): number {
  let logged = 0;
  for (const id of ALL) {
    const full = runScenario(registry, s, id), bare = runScenario(registry, s, id, { log: false });
    t.is(outcome(bare), outcome(full), `${label} under ${id}`);
    t.true(bare.events.every((e) => e.type === 'choice-rejected'), `${label} under ${id}: only the outcome's events`);
    logged += full.events.length;
  }
  return logged;
}

test('outcome-only equals the logged outcome on every corpus scenario under every ruleset', (t) => {
  const files = readdirSync('docs/scenarios').filter((f) => /\.(ya?ml|json)$/.test(f));
  let events = 0;
  for (const f of files) events += same(t, loadScenarioFile(join('docs/scenarios', f), (sel) => registry.select(sel)), f);
  t.true(events > 10000, 'the logged runs did log');
});

test('outcome-only equals the logged outcome on 300 generated boards under every ruleset', (t) => {
  for (let i = 0; i < 300; i++) same(t, fromObject(generateScenario(i, 7) as object), `generated #${i}`);
});

test('a rejected choice is part of the outcome-only result', (t) => {
  const s = fromObject({
    scenario: 'an illegal division', players: { ap: { life: 20 }, nap: { life: 20 } },
    creatures: { a: { controller: 'ap', power: 3, toughness: 3 }, b: { controller: 'nap', power: 1, toughness: 1 }, c: { controller: 'nap', power: 1, toughness: 1 } },
    combat: { attack: { a: 'nap' }, block: { b: 'a', c: 'a' } },
    choices: { ap: { assign: { a: { b: 0, c: 3 } } } },
  });
  const r = runScenario(registry, s, 'm10-2009', { log: false });
  t.is(r.rejectedChoices.length, 1);
});
