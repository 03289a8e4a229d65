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
    // A new scenario object: runScenario keeps a scenario object's results (core/same-runs.ts).
    if (r !== always(() => JSON.stringify(runScenario(registry, { ...s }, id)))) t.fail(`${label} under ${id}: differs from checking every time`);
  }
}

test('skipping a check when nothing changed gives the same result, log included: corpus and 300 generated boards', (t) => {
  const files = readdirSync('docs/scenarios').filter((f) => /\.(ya?ml|json)$/.test(f));
  for (const f of files) same(t, loadScenarioFile(join('docs/scenarios', f), (sel) => registry.select(sel)), f);
  for (let i = 0; i < 300; i++) same(t, fromObject(generateScenario(i, 7) as object), `generated #${i}`);
  t.pass();
});

/** Boards where pumps (RunContext.sbaDueFor: only the pumped creature is looked at) raise and lower toughness under damage, counters, deathtouch and indestructible. */
function pumpBoard(i: number): Scenario {
  let x = i * 7919 + 1;
  const next = (n: number) => { x = (x * 1103515245 + 12345) % 2147483648; return x % n; };
  const kw = () => [['deathtouch'], ['indestructible'], ['first strike'], ['lifelink'], [], []][next(6)]!;
  const creatures: Record<string, object> = {};
  for (let k = 0; k < 6; k++) creatures[`a${k}`] = { controller: 'alice', power: 1 + next(3), toughness: 1 + next(3), keywords: kw(), damage: next(2), ...(next(3) ? {} : { counters: { '+1/+1': next(2), '-1/-1': next(2) } }) };
  for (let k = 0; k < 6; k++) creatures[`b${k}`] = { controller: 'bob', power: 1 + next(3), toughness: 1 + next(3), keywords: kw() };
  const windows = ['declare-attackers', 'declare-blockers', 'combat-damage-dealt', 'end-of-combat'];
  const actions = Array.from({ length: 10 }, () => {
    const target = `${next(2) ? 'a' : 'b'}${next(6)}`;
    return { at: windows[next(4)], by: target.startsWith('a') ? 'alice' : 'bob', do: 'pump', target, power: next(3) - 1, toughness: next(5) - 2 };
  });
  return fromObject({
    scenario: `pumps ${i}`, players: { alice: { life: 20 }, bob: { life: 20 } }, creatures,
    combat: { attack: { a0: 'bob', a1: 'bob', a2: 'bob' }, block: { b0: 'a0', b1: 'a1', b2: 'a2', b3: 'a0' } },
    actions,
  });
}

test('a pump has state-based actions look at the pumped creature alone: the same result, log included, as checking everything', (t) => {
  let died = 0;
  for (let i = 0; i < 200; i++) {
    const s = pumpBoard(i);
    same(t, s, `pump board #${i}`);
    died += Object.values(runScenario(registry, s, 'foundations-2024').creatures).filter((c) => c.zone === 'graveyard').length;
  }
  // The boards do kill creatures through the checks they make.
  t.true(died > 0);
});
