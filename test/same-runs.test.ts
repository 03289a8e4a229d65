// runScenario makes a scenario's run once for the rulesets that state alike every hook, model,
// capability and citation it consults (core/same-runs.ts): each ruleset's result must be exactly
// the one a run of its own gives (its name, its rule numbers, its log), shared parts must be
// read-only, and a ruleset that changes anything a run consults must run on its own.
import test from 'ava';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { generateScenario } from '../bench/generate-corpus.js';
import { fieldDifferences, outcomeGroups } from '../core/compare.js';
import { HOOK_NAMES } from '../core/hooks.js';
import { CAPABILITY_NAMES, MODEL_FIELD_NAMES, MODEL_NAMES } from '../core/models.js';
import type { Result } from '../core/outcome.js';
import { RULE_KEYS } from '../core/rule-keys.js';
import { CONSULTABLE } from '../core/rules.js';
import { forgetRuns, OwnRuns, runScenario } from '../core/run.js';
import { PLUGIN } from '../core/ruleset.js';
import { loadScenarioFile } from '../core/scenario/load.js';
import type { Scenario } from '../core/scenario/scenario.js';
import { createRegistry, type CreatureView } from '../index.js';
import { toughness } from '../core/views.js';
import { EVERY, counted, fromObject, registry, scenario } from './helpers.js';

/** A run of its own: a new scenario object, which no other ruleset has run. */
const alone = (reg: typeof registry, s: Scenario, id: string, opts = {}) => runScenario(reg, { ...s }, id, opts);

const MODES = [{}, { log: false }, { log: false, strict: true }];

const corpus = readdirSync('docs/scenarios').filter((f) => /\.(ya?ml|json)$/.test(f)).sort()
  .filter((_, i) => i % 8 === 0).map((f) => loadScenarioFile(join('docs/scenarios', f), (sel) => registry.select(sel)));
const generated = Array.from({ length: 60 }, (_, i) => fromObject(generateScenario(i, 5) as object));

test.serial('every ruleset of a scenario is given what a run of its own gives, log and rule numbers included, in fewer runs', (t) => {
  let results = 0, mismatched = 0;
  const shared = counted(() => {
    for (const s of [...corpus, ...generated]) {
      for (const opts of MODES) {
        for (const id of EVERY) {
          const r = runScenario(registry, s, id, opts);
          results++;
          if (r.ruleset !== id || JSON.stringify(r) !== JSON.stringify(alone(registry, s, id, opts))) {
            if (mismatched++ < 5) t.fail(`${s.file} ${s.title} under ${id} ${JSON.stringify(opts)}: differs from its own run`);
          }
        }
      }
    }
  });
  t.is(mismatched, 0);
  // Each result above was also made alone (one run each): the shared ones took far fewer.
  const sharedRuns = shared.runs - results;
  t.true(sharedRuns < results / 2, `${sharedRuns} runs for ${results} results`);
});

test.serial('diff groups and compares shared results as it does results of their own (one run\'s parts are compared once)', (t) => {
  let differing = 0;
  for (const s of [...corpus.slice(0, 60), ...generated.slice(0, 30)]) {
    const shared = EVERY.map((id) => runScenario(registry, s, id, { log: false }));
    const own = EVERY.map((id) => alone(registry, s, id, { log: false }));
    const groups = (rs: Result[]) => JSON.stringify(outcomeGroups(rs).map((g) => [g.ids, g.whole]));
    t.is(groups(shared), groups(own), s.file);
    const diffs = (rs: Result[]) => JSON.stringify(rs.slice(1).map((r, k) => fieldDifferences(rs[k]!, r)));
    t.is(diffs(shared), diffs(own), s.file);
    differing += outcomeGroups(shared).length > 1 ? 1 : 0;
  }
  t.true(differing > 10, `${differing} scenarios with outcomes that differ between rulesets`);
});

/** Every object and array under a result's top level. */
function parts(x: unknown, out: object[] = []): object[] {
  if (typeof x !== 'object' || x === null) return out;
  out.push(x);
  for (const v of Object.values(x)) parts(v, out);
  return out;
}

test.serial('what rulesets share is read-only; each is given its own top level', (t) => {
  const s = corpus.find((x) => x.creatures.length > 2 && x.expect.length)!;
  const [a, b] = [runScenario(registry, s, EVERY[EVERY.length - 2]!), runScenario(registry, s, EVERY[EVERY.length - 1]!)] as [Result, Result];
  t.not(a, b);
  const below = Object.values(a).flatMap((v) => parts(v));
  t.true(below.length > 5);
  for (const p of below) t.true(Object.isFrozen(p), JSON.stringify(p).slice(0, 80));
  t.throws(() => { (a.creatures[s.creatures[0]!.id] as { damage: number }).damage = 99; }, { instanceOf: TypeError });
  a.status = 'illegal-block';
  t.not(b.status, 'illegal-block');
  t.not(runScenario(registry, s, EVERY[EVERY.length - 1]!).status, 'illegal-block');
});

const meta = (id: string) => ({ id, title: id, effective: '2030-01-01', document: 'test', sources: ['test'], changes: [] });
const TRAMPLE = scenario(`
scenario: deathtouch trampler
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  wurm: { controller: alice, power: 5, toughness: 5, keywords: [trample, deathtouch] }
  ox: { controller: bob, power: 3, toughness: 3 }
combat: { attack: { wurm: bob }, block: { ox: wurm } }
`);

test.serial('a ruleset that changes a hook, a citation or a capability a run consults runs on its own; one that changes nothing shares', (t) => {
  const reg = createRegistry([
    // Deathtouch is not lethal damage for a trampler's assignment (a hook the run consults).
    { meta: meta('no-deathtouch-lethal'), parent: 'foundations-2024', rules: {}, hooks: { lethalDamage: (_s: CreatureView, r: CreatureView, others: number) => ({ amount: Math.max(0, toughness(r) - r.damage - others), rule: 'damage.lethal' as const }) } },
    // Trample cited by another number (the log shows it).
    { meta: meta('renumbered'), parent: 'foundations-2024', rules: { 'damage.trample': '999.9z' }, hooks: {} },
    // Banding's number, which this combat never cites.
    { meta: meta('unasked'), parent: 'foundations-2024', rules: { 'attack.band': '999.8z' }, hooks: {} },
    // +1/+1 and -1/-1 counters no longer cancel (a capability asked only of a creature with both).
    { meta: meta('no-cancel'), parent: 'foundations-2024', rules: {}, hooks: {}, capabilities: { countersCancel: { cancel: false, rule: 'counters.cancel' } } },
  ] as never);
  const runs = (s: Scenario, ids: string[], opts = {}) => counted(() => ids.map((id) => runScenario(reg, s, id, opts)));
  const logged = runs(TRAMPLE, ['foundations-2024', 'no-deathtouch-lethal', 'renumbered', 'unasked']);
  t.is(logged.runs, 3, 'the changed hook and the changed number run on their own; the unasked number shares');
  const [found, changed, renumbered, unasked] = logged.value as [Result, Result, Result, Result];
  t.not(changed.players.bob!.life, found.players.bob!.life);
  t.true(renumbered.events.some((e) => e.rule === '999.9z'));
  t.false(found.events.some((e) => e.rule === '999.9z'));
  t.is(JSON.stringify({ ...unasked, ruleset: 'foundations-2024' }), JSON.stringify(found));
  for (const r of logged.value) t.is(JSON.stringify(r), JSON.stringify(alone(reg, TRAMPLE, r.ruleset)));
  // The outcome cites no trample rule: the renumbered ruleset shares it, the changed hook does not.
  t.is(runs(TRAMPLE, ['foundations-2024', 'renumbered', 'no-deathtouch-lethal'], { log: false }).runs, 2);
  // Counters: asked only where a creature has both kinds.
  const plain = fromObject({ scenario: 'no counters', players: { a: { life: 20 }, b: { life: 20 } }, creatures: { x: { controller: 'a', power: 2, toughness: 2 } }, combat: { attack: { x: 'b' } } });
  t.is(runs(plain, ['foundations-2024', 'no-cancel']).runs, 1);
  const both = fromObject({ scenario: 'both counters', players: { a: { life: 20 }, b: { life: 20 } }, creatures: { x: { controller: 'a', power: 2, toughness: 2, counters: { '+1/+1': 1, '-1/-1': 1 } } }, combat: { attack: { x: 'b' } } });
  const c = runs(both, ['foundations-2024', 'no-cancel']);
  t.is(c.runs, 2);
  t.notDeepEqual(c.value[0]!.creatures.x!.counters, c.value[1]!.creatures.x!.counters);
});

test.serial('a board that never reaches where rulesets differ shares their run: a model is asked field by field where its answer is used, a hook compared by its answers', (t) => {
  const reg = createRegistry([
    // The damage assignment order (another assignment model): asked only of a creature fighting several.
    { meta: meta('ordered'), parent: 'foundations-2024', rules: {}, hooks: {}, models: { assignment: 'damage-assignment-order' } },
    // Deathtouch and lifelink triggered (another trigger model, the same methods but one): asked only of a source with one.
    { meta: meta('triggered-keywords'), parent: 'foundations-2024', rules: {}, hooks: {}, models: { triggers: 'the-stack-triggered-keywords' } },
    // Walls can't attack, but defender can (another function for a hook): it answers alike for any other attacker.
    { meta: meta('no-walls'), parent: 'foundations-2024', rules: {}, hooks: { attackRestriction: (c: CreatureView) => (c.types.includes('Wall') ? { rule: 'attack.wall' as const, reason: 'is a Wall' } : null) } },
  ] as never);
  const ids = ['foundations-2024', 'ordered', 'triggered-keywords', 'no-walls'];
  const board = (creatures: object, combat: object) => fromObject({ scenario: 'board', players: { a: { life: 20 }, b: { life: 20 } }, creatures, combat });
  const runs = (s: Scenario, opts: object) => counted(() => ids.map((id) => runScenario(reg, s, id, opts)));
  const bear = { controller: 'a', power: 2, toughness: 2 };
  const plainBoard = board({ bear, ox: { controller: 'b', power: 2, toughness: 3 } }, { attack: { bear: 'b' }, block: { ox: 'bear' } });
  const doubleBlock = board({ bear: { ...bear, power: 4 }, ox: { controller: 'b', power: 1, toughness: 3 }, elf: { controller: 'b', power: 1, toughness: 1 } }, { attack: { bear: 'b' }, block: { ox: 'bear', elf: 'bear' } });
  const lifelink = board({ bear: { ...bear, keywords: ['lifelink'] } }, { attack: { bear: 'b' } });
  const wall = board({ wall: { controller: 'a', power: 2, toughness: 2, types: ['Wall'] } }, { attack: { wall: 'b' } });
  for (const opts of [{ log: false }, {}]) {
    const each = [plainBoard, doubleBlock, lifelink, wall].map((s) => runs(s, opts));
    // One run for the four on a board that asks none of the differences; one more where a board asks one.
    t.deepEqual(each.map((x) => x.runs), [1, 2, 2, 2], JSON.stringify(opts));
    for (const [k, s] of [plainBoard, doubleBlock, lifelink, wall].entries()) {
      for (const r of each[k]!.value) t.is(JSON.stringify(r), JSON.stringify(alone(reg, s, r.ruleset, opts)), `${s.title} ${r.ruleset}`);
    }
    // The ruleset the board asks about is the one given a result of its own.
    t.not(each[3]!.value[3]!.status, each[3]!.value[0]!.status);
  }
});

test.serial('a verdict on a scripted action kept from an earlier scenario still counts as consulted', (t) => {
  // The engine keeps per ruleset whether a window allows a kind of action (schedule.ts), so a
  // later run asks no hook for it: the run must still count the hook as consulted.
  const reg = createRegistry([
    { meta: meta('no-pumps'), parent: 'foundations-2024', rules: {}, hooks: { windowAllows: () => ({ allowed: false, rule: 'combat.priority' as const, reason: 'no pumps in this test' }) } },
  ] as never);
  const text = (n: number) => `
scenario: a pump ${n}
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bear: { controller: alice, power: 2, toughness: 2 }
  ox: { controller: bob, power: 2, toughness: 3 }
combat: { attack: { bear: bob }, block: { ox: bear } }
actions:
  - { at: declare-blockers, by: alice, do: pump, target: bear, power: ${n}, toughness: ${n} }
`;
  runScenario(reg, scenario(text(1)), 'foundations-2024');
  const s = scenario(text(1));
  const [found, none] = [runScenario(reg, s, 'foundations-2024'), runScenario(reg, s, 'no-pumps')];
  t.is(found.creatures.ox!.zone, 'graveyard');
  t.is(none.creatures.ox!.zone, 'battlefield');
  t.is(JSON.stringify(none), JSON.stringify(alone(reg, s, 'no-pumps')));
});

test.serial('forgetRuns makes the next run again; a run of one scenario object is kept with it', (t) => {
  const s = { ...TRAMPLE };
  t.is(counted(() => { runScenario(registry, s, 'foundations-2024'); runScenario(registry, s, 'foundations-2024'); }).runs, 1);
  forgetRuns(registry, s);
  t.is(counted(() => runScenario(registry, s, 'foundations-2024')).runs, 1);
});

test.serial('a task\'s own runs give what runScenario gives, shared alike, without keeping anything with the scenario', (t) => {
  let mismatched = 0, results = 0;
  const own = counted(() => {
    for (const s of [...corpus.filter((_, i) => i % 4 === 0), ...generated.slice(0, 20)]) {
      for (const opts of MODES) {
        const runs = new OwnRuns(registry, s);
        for (const id of EVERY) {
          const r = runs.run(id, opts);
          results++;
          if (r.ruleset !== id || JSON.stringify(r) !== JSON.stringify(alone(registry, s, id, opts))) {
            if (mismatched++ < 5) t.fail(`${s.file} ${s.title} under ${id} ${JSON.stringify(opts)}: differs from runScenario's`);
          }
        }
      }
    }
  });
  t.is(mismatched, 0);
  t.true(own.runs - results < results / 2, `${own.runs - results} runs for ${results} results`);
  // Nothing is kept with the scenario object: runScenario runs it again.
  const s = { ...TRAMPLE };
  new OwnRuns(registry, s).run('foundations-2024');
  t.is(counted(() => runScenario(registry, s, 'foundations-2024')).runs, 1);
});

test.serial('with a plugin ruleset in the registry, a task\'s own runs freeze the scenario: a hook that writes to it fails alone', (t) => {
  const reg = createRegistry([
    { meta: { ...meta('writes'), [PLUGIN]: 'writes.mjs' }, parent: 'foundations-2024', rules: {}, hooks: { divider: (source: { spec: { power: number } }) => { source.spec.power = 99; return null; } } },
  ] as never);
  const s = { ...TRAMPLE };
  const runs = new OwnRuns(reg, s);
  const [written, found] = [runs.runOrError('writes'), runs.runOrError('foundations-2024')];
  t.is(written.status, 'error');
  t.regex(written.reason!, /read.only|Cannot assign|not extensible/);
  t.is(JSON.stringify(found), JSON.stringify(alone(reg, TRAMPLE, 'foundations-2024')));
  t.true(Object.isFrozen(s.creatures[0]));
});

test('no name is both a hook, model, model field or capability and a rule key; each is consultable once', (t) => {
  const names = [...HOOK_NAMES, ...MODEL_NAMES, ...MODEL_FIELD_NAMES, ...CAPABILITY_NAMES];
  t.deepEqual(names.filter((n) => n in RULE_KEYS), []);
  t.is(new Set(CONSULTABLE).size, CONSULTABLE.length);
  t.is(CONSULTABLE.length, names.length + Object.keys(RULE_KEYS).length);
});

test.serial('the engine\'s shared empty list is still empty after every corpus file ran under every ruleset', async (t) => {
  // core/engine/lists.ts: EMPTY is shared by every run's state and not frozen (for its array
  // shape): a run that wrote into it would leak into every later run.
  const { EMPTY } = await import('../core/engine/lists.js');
  const all = readdirSync('docs/scenarios').filter((f) => /\.(ya?ml|json)$/.test(f))
    .map((f) => loadScenarioFile(join('docs/scenarios', f), (sel) => registry.select(sel)));
  let runs = 0;
  for (const s of all) for (const id of EVERY) { runScenario(registry, s, id, { log: false }); runs++; }
  t.true(runs > 1000);
  t.is(EMPTY.length, 0);
});
