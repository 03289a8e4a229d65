// Loading a scenario: JSON read by a JSON parser (depth and duplicate keys checked), player effects
// that need a player, every action in one shape, and "did you mean" for every name a user types.
import test from 'ava';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { generateScenario } from '../bench/generate-corpus.js';
import { runScenario } from '../core/run.js';
import { InputError, loadScenarioFile, parseScenario } from '../core/scenario/load.js';
import { NO_COUNTERS, NO_MANA, NONE } from '../core/scenario/specs.js';
import { ALL, registry, run } from './helpers.js';

const load = (text: string, file = 'x.yaml') => parseScenario(file, text, (sel) => registry.select(sel));
/** The one-line error of a bad file. */
const error = (text: string, file = 'x.yaml'): string => {
  try {
    load(text, file);
  } catch (e) {
    if (e instanceof InputError) return e.message;
    throw e;
  }
  throw new Error('the file loaded');
};

const board = (creatures: string, extra = '') => `scenario: t
players: { ap: { life: 20 }, nap: { life: 20 } }
creatures:
${creatures}
combat: { attack: { a: nap } }
${extra}`;

test('a triggered or activated gain-life without to: is its controller\'s ("you gain N life")', (t) => {
  const trig = run(board('  a: { controller: ap, power: 2, toughness: 2, abilities: [{ trigger: attacks, do: gain-life, amount: 2 }] }'), 'foundations-2024');
  t.is(trig.players['ap']!.life, 22);
  t.is(trig.players['nap']!.life, 18);
  const act = run(board('  a: { controller: ap, power: 2, toughness: 2, abilities: [{ activated: { cost: [{ mana: 0 }], do: gain-life, amount: 3 } }] }',
    'actions: [{ at: declare-blockers, do: activate, source: a }]'), 'foundations-2024');
  t.is(act.players['ap']!.life, 23);
});

test('lose-life and poison without to: (or with a creature as recipient) are refused at the ability\'s line', (t) => {
  for (const d of ['lose-life', 'poison']) {
    t.regex(error(board(`  a: { controller: ap, power: 2, toughness: 2, abilities: [{ trigger: attacks, do: ${d}, amount: 2 }] }`)),
      new RegExp(`^x\\.yaml:4:\\d+: creatures\\.a\\.abilities\\.0: expected to: controller, defending-player, that, chosen for do: ${d} `));
    t.regex(error(board(`  a: { controller: ap, power: 2, toughness: 2, abilities: [{ activated: { cost: [tap], do: ${d}, amount: 2 } }] }`)),
      /^x\.yaml:4:\d+: creatures\.a\.abilities\.0\.activated: expected to: /);
  }
  t.regex(error(board('  a: { controller: ap, power: 2, toughness: 2, abilities: [{ trigger: attacks, do: gain-life, to: self, amount: 2 }] }')), /abilities\.0: expected to: .* for do: gain-life/);
});

test('JSON nested 10,000 deep, valid or not, is one line naming where, not a stack overflow', (t) => {
  const deep = '['.repeat(10000);
  for (const text of [`{"scenario": ${deep}${']'.repeat(10000)}}`, `{"scenario": ${deep}${']'.repeat(9999)}}`, `{"scenario":\n ${deep}`]) {
    const m = error(text, 'x.json');
    t.regex(m, /^x\.json:\d+:\d+: invalid JSON: nested deeper than 100 levels$/);
  }
  t.regex(error('{"scenario":\n  [[[', 'x.json'), /^x\.json:2:\d+: invalid JSON: /);
});

test('JSON: a key given twice is refused where it is, though JSON.parse would keep the last', (t) => {
  const text = '{"scenario": "t",\n "players": {"ap": {"life": 20}, "nap": {"life": 20}},\n "creatures": {"a": {"controller": "ap", "power": 1, "toughness": 1, "power": 2}},\n "combat": {"attack": {"a": "nap"}}}';
  t.regex(error(text, 'x.json'), /^x\.json:3:\d+: invalid JSON: duplicate key$/);
  t.is(load(text.replace(', "power": 2', ''), 'x.json').creatures[0]!.power, 1);
});

test('every scripted action has the same fields in the same order, whatever its kind', (t) => {
  const s = load(board('  a: { controller: ap, power: 2, toughness: 2 }\n  b: { controller: nap, power: 2, toughness: 2 }', `actions:
  - { at: declare-blockers, do: pump, target: a, power: 1 }
  - { at: [combat-damage-dealt], by: nap, do: gain-life, player: nap, amount: 1 }
  - { at: end-of-combat, do: grant, keyword: flying, each: creatures }
  - { at: declare-blockers, do: fog }`));
  const shapes = new Set(s.actions.map((a) => Object.keys(a).join(',')));
  t.is(shapes.size, 1);
  t.deepEqual(s.actions.map((a) => [a.do, a.index, a.at]), [['pump', 0, ['declare-blockers']], ['gain-life', 1, ['combat-damage-dealt']], ['grant', 2, ['end-of-combat']], ['fog', 3, ['declare-blockers']]]);
});

test('did you mean: keywords, ids (with the valid ones), windows, actions, fields, colours, land types (case)', (t) => {
  const cases: [string, RegExp][] = [
    [board('  a: { controller: ap, power: 2, toughness: 2, keywords: [flyng] }'), /got "flyng" \(did you mean "flying"\?\)$/],
    [board('  a: { controller: ap, power: 2, toughness: 2, keywords: [rampge 2] }'), /got "rampge 2" \(did you mean "rampage 2"\?\)$/],
    [board('  a: { controller: ap, power: 2, toughness: 2, colors: [gren] }'), /got "gren" \(did you mean "green"\?\)$/],
    [board('  a: { controller: ap, power: 2, toughness: 2 }\n  wurm: { controller: nap, power: 6, toughness: 6 }', 'combat: { attack: { a: nap }, block: { wurn: a } }').replace('combat: { attack: { a: nap } }\n', ''),
      /^x\.yaml:6:\d+: unknown creature "wurn" \(did you mean "wurm"\?\) \(expected one of a, wurm\)$/],
    [board('  a: { controller: ap, power: 2, toughness: 2 }', 'actions: [{ at: declare-blokers, do: pump, target: a }]'), /actions\.0\.at: .*got "declare-blokers" \(did you mean "declare-blockers"\?\)$/],
    [board('  a: { controller: ap, power: 2, toughness: 2 }', 'actions: [{ at: declare-blockers, do: pumpp, target: a }]'), /actions\.0\.do: .*got "pumpp" \(did you mean "pump"\?\)$/],
    [board('  a: { controller: ap, power: 2, toughness: 2 }', 'actions: [{ at: declare-blockers, do: pump, target: a, powr: 1 }]'),
      /unknown field "powr" \(did you mean "power"\?\) \(expected at, by, targeted, colors, do, target, each, power, toughness\)$/],
    [board('  a: { controller: ap, power: 2, toughness: 2, abilities: [{ trigger: attacks, do: pump, tuoghness: 1 }] }'), /unknown field "tuoghness" \(did you mean "toughness"\?\) \(expected trigger, /],
    [board('  a: { controller: ap, power: 2, toughness: 2 }').replace('nap: { life: 20 }', 'nap: { life: 20, lands: [swamp] }'), /got "swamp" \(did you mean "Swamp"\?\)$/],
    [board('  a: { controller: ap, power: 2, toughness: 2, divide: 1 }'), /unknown field "divide" \(expected controller, card, power, /],
  ];
  for (const [text, expected] of cases) t.regex(error(text), expected);
});

test.serial('the loader\'s shared empties: every empty list of a loaded scenario\'s records is the one frozen empty list, and no run writes into it', (t) => {
  // core/scenario/specs.ts: NONE, NO_COUNTERS and NO_MANA are shared by every loaded scenario; a run
  // that wrote into one would change every other scenario (it is frozen, so the write throws here).
  const scenarios = readdirSync('docs/scenarios').filter((f) => /\.(ya?ml|json)$/.test(f))
    .map((f) => loadScenarioFile(join('docs/scenarios', f), (sel) => registry.select(sel)));
  for (let i = 0; i < 200; i++) scenarios.push(load(JSON.stringify(generateScenario(i, 1)), 'gen.json'));
  let empties = 0, fresh = 0;
  const lists = (record: object) => {
    for (const v of Object.values(record)) if (Array.isArray(v) && v.length === 0) { empties++; if (v !== NONE) fresh++; }
  };
  for (const s of scenarios) {
    lists(s);
    for (const x of [...s.players, ...s.creatures, ...s.permanents]) lists(x);
  }
  t.true(empties > 10_000);
  t.is(fresh, 0);
  let runs = 0;
  for (const s of scenarios) for (const id of ALL) { runScenario(registry, s, id); runs++; }
  t.true(runs > 10_000);
  t.true(Object.isFrozen(NONE) && Object.isFrozen(NO_COUNTERS) && Object.isFrozen(NO_MANA));
  t.is(NONE.length, 0);
  t.deepEqual(NO_COUNTERS, { '+1/+1': 0, '-1/-1': 0 });
  t.deepEqual(NO_MANA, { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  t.throws(() => (NONE as unknown[]).push('x'), { instanceOf: TypeError });
});
