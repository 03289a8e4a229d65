// explore runs a declaration once for the rulesets that state every rule its run consults alike
// (core/same-runs.ts): exploring many rulesets at once must give each ruleset exactly what
// exploring it alone gives, with fewer engine runs; a ruleset that changes a consulted rule runs
// on its own.
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { explore, type Exploration } from '../core/explore/explore.js';
import { newWatch, watchedNames } from '../core/rules.js';
import { runScenario } from '../core/run.js';
import { toughness } from '../core/views.js';
import { createRegistry, type CreatureView } from '../index.js';
import { EVERY, counted, registry, scenario } from './helpers.js';

/** Each ruleset's part of an exploration, as JSON. */
const parts = (x: Exploration) => x.results.map((r) => JSON.stringify(r));

const BOARD = scenario(`
scenario: three by three
players: { ap: { life: 20 }, nap: { life: 20 } }
creatures:
  a1: { controller: ap, power: 3, toughness: 3, keywords: [trample] }
  a2: { controller: ap, power: 2, toughness: 2, keywords: [first strike] }
  a3: { controller: ap, power: 4, toughness: 4, keywords: [deathtouch] }
  b1: { controller: nap, power: 2, toughness: 3 }
  b2: { controller: nap, power: 1, toughness: 4, keywords: [reach] }
  b3: { controller: nap, power: 3, toughness: 2, keywords: [first strike] }
combat: { attack: { a1: nap, a2: nap, a3: nap } }
`);

test.serial('every ruleset at once gives each ruleset what exploring it alone gives, in fewer runs', (t) => {
  const all = counted(() => explore(registry, BOARD, EVERY));
  const alone = EVERY.map((id) => explore(registry, BOARD, [id]).results[0]!);
  t.deepEqual(parts(all.value), alone.map((r) => JSON.stringify(r)));
  // Without sharing: every declaration under every ruleset, and the pair questions.
  const declared = all.value.declarations * EVERY.length;
  t.true(all.runs < declared / 2, `${all.runs} runs for ${declared} declarations under ${EVERY.length} rulesets`);
});

test.serial('with divisions too, and on the corpus scenarios that state a best block', (t) => {
  const eras = registry.eras.slice(-4);
  const x = explore(registry, BOARD, eras, { divisions: true });
  t.deepEqual(parts(x), eras.map((id) => JSON.stringify(explore(registry, BOARD, [id], { divisions: true }).results[0])));
  const dir = 'docs/scenarios';
  const files = readdirSync(dir).filter((f) => /best-block/.test(readFileSync(`${dir}/${f}`, 'utf8'))).sort().slice(0, 8);
  t.true(files.length >= 5);
  for (const f of files) {
    const s = scenario(readFileSync(`${dir}/${f}`, 'utf8'), f);
    if (s.players.length > 2 || s.creatures.length > 8) continue;
    const ids = registry.eras;
    t.deepEqual(parts(explore(registry, s, ids)), ids.map((id) => JSON.stringify(explore(registry, s, [id]).results[0])), f);
  }
});

const meta = (id: string) => ({ id, title: id, effective: '2030-01-01', document: 'test', sources: ['test'], changes: [] });

test.serial('a ruleset that changes a rule the runs consult is run on its own; one that changes nothing shares every run', (t) => {
  const reg = createRegistry([
    // Deathtouch no longer lethal damage for assigning a trampler's damage (a consulted hook).
    { meta: meta('no-deathtouch-lethal'), parent: 'foundations-2024', rules: {}, hooks: { lethalDamage: (_s: CreatureView, r: CreatureView, others: number) => ({ amount: Math.max(0, toughness(r) - r.damage - others), rule: 'damage.lethal' as const }) } },
    { meta: meta('same-rules'), parent: 'foundations-2024', rules: {}, hooks: {} },
  ] as never);
  const s = scenario(`
scenario: deathtouch trampler
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  wurm: { controller: alice, power: 3, toughness: 3, keywords: [trample, deathtouch] }
  ox: { controller: bob, power: 3, toughness: 3 }
  elf: { controller: bob, power: 1, toughness: 1 }
combat: { attack: { wurm: bob } }
`);
  const ids = ['foundations-2024', 'no-deathtouch-lethal', 'same-rules'];
  const x = counted(() => explore(reg, s, ids));
  t.deepEqual(parts(x.value), ids.map((id) => JSON.stringify(explore(reg, s, [id]).results[0])));
  const [found, changed, same] = x.value.results;
  t.notDeepEqual(changed!.lines.map((l) => l.score), found!.lines.map((l) => l.score), 'the changed hook decides these blocks');
  t.deepEqual(same!.lines, found!.lines);
  // The unchanged child adds no run (the pair questions stop at the first ruleset that allows the pair).
  const without = counted(() => explore(reg, s, ['foundations-2024', 'no-deathtouch-lethal']));
  t.is(x.runs, without.runs);
  const changedAlone = counted(() => explore(reg, s, ['no-deathtouch-lethal']));
  t.true(without.runs > changedAlone.runs, 'the changed child does not share the blocks its hook decides');
  const w = newWatch();
  reg.rulesFor('foundations-2024').consulting(w, () => runScenario(reg, { ...s, blocks: [{ blocker: 'ox', attackers: ['wurm'] }] }, 'foundations-2024', { log: false }));
  const consulted = watchedNames(w);
  // A model is noted field by field (`model:field`), as the run reads it.
  t.true(consulted.includes('lethalDamage') && consulted.includes('combat:assignmentWindow'), consulted.join(', '));
});
