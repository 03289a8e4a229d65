// State-based actions are checked only when something they look at changed since a check found
// nothing to do (RunContext.sbaDue, set where the engine writes life, damage, toughness, counters,
// keywords, card types, zones, loyalty, defense). A write that forgets the mark lets a creature with
// lethal damage live on: here every run, logged, must equal the run that checks every time.
import test from 'ava';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { generateScenario } from '../bench/generate-corpus.js';
import { loadScenarioFile } from '../core/scenario/load.js';
import { StateBasedActions } from '../core/engine/sba.js';
import type { RunContext } from '../core/engine/context.js';
import { ALL, fromObject, registry } from './helpers.js';
import { runScenario } from '../core/run.js';
import type { Scenario } from '../core/scenario/scenario.js';

const check = StateBasedActions.prototype.check;
/** Runs `f` with every check made in full, as if something had changed each time. */
function always<T>(f: () => T): T {
  StateBasedActions.prototype.check = function (this: StateBasedActions) {
    (this as unknown as { ctx: RunContext }).ctx.sbaDue = true;
    return check.call(this);
  };
  try { return f(); } finally { StateBasedActions.prototype.check = check; }
}

function same(t: import('ava').ExecutionContext, s: Scenario, label: string): void {
  for (const id of ALL) {
    const r = JSON.stringify(runScenario(registry, s, id));
    if (r !== always(() => JSON.stringify(runScenario(registry, s, id)))) t.fail(`${label} under ${id}: differs from checking every time`);
  }
}

test('skipping a check when nothing changed gives the same result, log included: corpus and 300 generated boards', (t) => {
  const files = readdirSync('docs/scenarios').filter((f) => /\.(ya?ml|json)$/.test(f));
  for (const f of files) same(t, loadScenarioFile(join('docs/scenarios', f), (sel) => registry.select(sel)), f);
  for (let i = 0; i < 300; i++) same(t, fromObject(generateScenario(i, 7) as object), `generated #${i}`);
  t.pass();
});
