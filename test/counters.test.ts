// Issue 9, first part: +1/+1 and -1/-1 counters, poison, and the two keywords that deal damage as
// counters (wither, infect), with the era rule that changed: counters cancel from CR 2006-10-01.
import test from 'ava';
import { badFiles, rulesCited, run, scenario } from './helpers.js';
import { registry } from './helpers.js';

const ERAS = registry.eras;
const before2007 = (id: string) => ERAS.indexOf(id) < ERAS.indexOf('futuresight-2007');

const board = (extra = '', attackerKw = '[wither]', blockerCounters = '{ "+1/+1": 1 }') => scenario(`
scenario: counters
players: { alice: { life: 20 }, bob: { life: 20, poison: 8 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1, keywords: ${attackerKw} }
  b: { controller: bob, power: 0, toughness: 2, counters: ${blockerCounters} }
combat: { attack: { a: bob }, block: { b: a } }
${extra}`);

test('counters change power and toughness in every era', (t) => {
  for (const id of ERAS) {
    const r = run(board('', '[]', '{ "+1/+1": 2, "-1/-1": 1 }'), id);
    t.is(r.creatures.b!.power, 1, id);
    t.is(r.creatures.b!.toughness, 3, id);
  }
});

test('+1/+1 and -1/-1 counters cancel from futuresight-2007 (420.5n), and stay side by side before', (t) => {
  for (const id of ERAS) {
    const r = run(board(), id);
    const c = r.creatures.b!.counters;
    if (before2007(id)) t.deepEqual(c, { '+1/+1': 1, '-1/-1': 1 }, id);
    else t.deepEqual(c, { '+1/+1': 0, '-1/-1': 0 }, id);
    t.is(r.creatures.b!.toughness, 2, `${id}: the same toughness either way`);
    const cancel = r.events.find((e) => e.key === 'counters.cancel');
    t.is(!!cancel, !before2007(id), id);
  }
  const rules = Object.fromEntries(ERAS.map((id) => [id, run(board(), id).events.find((e) => e.key === 'counters.cancel')?.rule]));
  t.is(rules['futuresight-2007'], '420.5n');
  t.is(rules['m10-2009'], '704.5r');
  t.is(rules['foundations-2024'], '704.5q');
});

test('wither damage is -1/-1 counters, not marked damage, cited per era', (t) => {
  const cites: Record<string, string> = {};
  for (const id of ERAS) {
    const r = run(board('', '[wither]', '{}'), id);
    t.is(r.creatures.b!.damage, 0, id);
    t.is(r.creatures.b!.counters['-1/-1'], 1, id);
    cites[id] = r.events.find((e) => e.key === 'damage.wither')!.rule;
  }
  t.is(cites['m10-2009'], '702.77a');
  t.is(cites['foundations-2024'], '702.80a');
  t.regex(cites['champions-2004']!, /^no rule in/, 'before wither existed it plays as printed, with no rule to cite');
});

test('infect: poison counters instead of life loss, and ten of them lose the game, in every era', (t) => {
  const unblocked = scenario(`
scenario: infect
players: { alice: { life: 20 }, bob: { life: 20, poison: 8 } }
creatures:
  a: { controller: alice, power: 2, toughness: 1, keywords: [infect] }
combat: { attack: { a: bob } }
`);
  for (const id of ERAS) {
    const r = run(unblocked, id);
    t.is(r.players.bob!.life, 20, id);
    t.is(r.players.bob!.poison, 10, id);
    t.true(r.players.bob!.lost, id);
    t.truthy(r.events.find((e) => e.type === 'lose' && e.key === 'poison.loss'), id);
  }
  t.is(run(unblocked, 'foundations-2024').events.find((e) => e.key === 'damage.infect')!.rule, '702.90b');
  t.is(run(unblocked, 'revised-1994').events.find((e) => e.key === 'poison.loss')!.rule, "D'Angelo E.11.2");
  t.is(run(unblocked, 'legions-2003').events.find((e) => e.key === 'poison.loss')!.rule, '420.5h');
});

test('a scripted poison action and counters action; expect checks counters, poison and tapped', (t) => {
  const s = board(`actions:
  - { at: declare-blockers, do: poison, player: bob, amount: 1 }
  - { at: declare-blockers, do: add-counters, target: b, kind: "-1/-1", amount: 1 }
expect:
  all: { poison: { bob: 9 }, tapped: [a] }
`, '[]', '{}');
  for (const id of ERAS) {
    const r = run(s, id);
    t.is(r.players.bob!.poison, 9, id);
    t.is(r.creatures.b!.toughness, 1, id);
  }
});

test('bad counters are one located line', (t) => {
  const err = t.throws(() => scenario(`
scenario: bad
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1, counters: { "+2/+2": 1 } }
combat: { attack: { a: bob } }
`));
  t.regex(err!.message, /^inline\.yaml:5:\d+: unknown field "\+2\/\+2"/);
  t.notRegex(err!.message, /\n/);
  const bad = t.throws(() => scenario(`
scenario: bad
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1 }
combat: { attack: { a: bob } }
expect:
  all: { poison: { carol: 1 } }
`));
  t.regex(bad!.message, /^inline\.yaml:8:\d+: .*unknown player "carol"/);
});

test('toxic adds poison to combat damage (702.164c) without replacing the life loss; daunt stops blockers of power 2 or less', (t) => {
  const toxic = scenario(`
scenario: toxic
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 2, toughness: 2, keywords: [toxic 1, toxic 2] }
combat: { attack: { a: bob } }
`);
  for (const id of ERAS) {
    const r = run(toxic, id);
    t.is(r.players.bob!.life, 18, id);
    t.is(r.players.bob!.poison, 3, `${id}: the total toxic value`);
  }
  t.is(run(toxic, 'foundations-2024').events.find((e) => e.key === 'damage.toxic')!.rule, '702.164c');
  const daunt = (p: number) => scenario(`
scenario: daunt
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 4, toughness: 4, keywords: [daunt] }
  b: { controller: bob, power: ${p}, toughness: 3 }
combat: { attack: { a: bob }, block: { b: a } }
`);
  for (const id of ERAS) {
    t.is(run(daunt(2), id).status, 'illegal-block', id);
    t.is(run(daunt(3), id).status, 'ok', id);
  }
  t.is(run(daunt(2), 'm10-2009').rule, '509.1b');
});

test('landwalk: unblockable while the defending player controls a land of the type, cited per era; an unknown land type is one located line', (t) => {
  const walk = (lands: string) => scenario(`
scenario: landwalk
players: { alice: { life: 20 }, bob: { life: 20, lands: ${lands} } }
creatures:
  a: { controller: alice, power: 2, toughness: 2, keywords: [Islandwalk] }
  b: { controller: bob, power: 2, toughness: 2 }
combat: { attack: { a: bob }, block: { b: a } }
`);
  const cited: Record<string, string | undefined> = {};
  for (const id of ERAS) {
    const r = run(walk('[Island]'), id);
    t.is(r.status, 'illegal-block', id);
    cited[id] = r.rule;
    t.is(run(walk('[Swamp, Plains]'), id).status, 'ok', `${id}: no Island, so it may be blocked`);
  }
  t.is(cited['revised-1994'], "D'Angelo A.22.2");
  t.is(cited['sixth-1999'], '502.6b');
  t.is(cited['m10-2009'], '702.12b');
  t.is(cited['foundations-2024'], '702.14c');
  const err = t.throws(() => walk('[Islnd]'));
  t.regex(err!.message, /^inline\.yaml:3:\d+: .*expected a basic land type \(Plains, Island, Swamp, Mountain, Forest\) or a land.s type line/);
});

// CR 704.8 and its Example (2024): state-based actions happen at once (704.3; 420.3 of 1999), so a
// creature that dies in the same check that would cancel its counters leaves with them: Young Wolf
// with a +1/+1 counter and three -1/-1 counters dies and undying does not return it.
test('a creature dying as counters would cancel keeps them for its last known information (704.8)', (t) => {
  const s = scenario(`
scenario: young wolf
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bears: { controller: alice, power: 2, toughness: 2 }
  wolf: { controller: bob, power: 1, toughness: 1, keywords: [undying], counters: { "+1/+1": 1 } }
combat: { attack: { bears: bob }, block: { wolf: bears } }
actions:
  - { at: declare-blockers, do: add-counters, target: wolf, kind: "-1/-1", amount: 3 }
`);
  for (const id of ERAS) {
    const r = run(s, id);
    t.is(r.creatures.wolf!.zone, 'graveyard', id);
  }
});

// Melira, Sylvok Outcast: "you can't get poison counters", "creatures you control can't
// have -1/-1 counters put on them" (101.2; the golden rule, 103.1, before 2009; 122.6 for counters given as it enters).
const melira = (body: string, abilities = '[{ controller-cant-get-poison: true }, { creatures-you-control-cant-have-counters: "-1/-1" }]') => scenario(`
scenario: melira
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  m: { controller: bob, power: 2, toughness: 2, abilities: ${abilities} }
${body}`);

test('Melira: infect and toxic damage to her controller gives no poison and costs no life; wither and infect put no counters on her creatures', (t) => {
  for (const id of ERAS) {
    const infect = run(melira(`  a: { controller: alice, power: 3, toughness: 3, keywords: [infect, lifelink, toxic 2] }
combat: { attack: { a: bob } }`), id);
    t.deepEqual([infect.players.bob!.life, infect.players.bob!.poison, infect.players.alice!.life], [20, 0, 23], id);
    t.true(rulesCited(infect).length > 0, id);
    const blocked = run(melira(`  a: { controller: alice, power: 1, toughness: 1, keywords: [wither] }
combat: { attack: { a: bob }, block: { m: a } }`), id);
    t.deepEqual([blocked.creatures.m!.counters['-1/-1'], blocked.creatures.m!.damage], [0, 0], id);
    t.is(blocked.creatures.a!.zone, 'graveyard', id);
    // Without Melira's abilities the same damage is counters and poison.
    const plain = run(melira(`  a: { controller: alice, power: 3, toughness: 3, keywords: [infect] }
combat: { attack: { a: bob } }`, '[]'), id);
    t.is(plain.players.bob!.poison, 3, id);
  }
});

test('Melira: the add-counters and poison actions do nothing; persist returns without its counter (122.6), +1/+1 counters still come', (t) => {
  for (const id of ERAS) {
    const r = run(melira(`  p: { controller: bob, power: 2, toughness: 2, keywords: [persist] }
combat: { attack: {} }
actions:
  - { at: beginning-of-combat, do: add-counters, target: m, kind: "-1/-1", amount: 1 }
  - { at: beginning-of-combat, do: add-counters, target: m, kind: "+1/+1", amount: 2 }
  - { at: beginning-of-combat, do: poison, player: bob, amount: 4 }
  - { at: beginning-of-combat, do: poison, player: alice, amount: 1 }
  - { at: beginning-of-combat, do: destroy, target: p }`), id);
    t.deepEqual(r.creatures.m!.counters, { '+1/+1': 2, '-1/-1': 0 }, id);
    t.deepEqual([r.players.bob!.poison, r.players.alice!.poison], [0, 1], id);
    t.is(r.creatures.p!.zone, 'battlefield', id);
    t.is(r.creatures.p!.counters['-1/-1'], 0, id);
  }
  t.is(run(melira(`  p: { controller: bob, power: 2, toughness: 2, keywords: [persist] }
combat: { attack: {} }
actions: [{ at: beginning-of-combat, do: destroy, target: p }]`), 'foundations-2024').events.some((e) => e.rule === '122.6'), true);
});

test('choices.targets as a list: each trigger of the source takes the next target, in order', (t) => {
  const text = (targets: string) => scenario(`
scenario: list
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  r: { controller: alice, power: 2, toughness: 2, abilities: [{ trigger: enters, do: damage, amount: 2, to: chosen }] }
  x: { controller: bob, power: 2, toughness: 2 }
  y: { controller: bob, power: 2, toughness: 2 }
combat: { attack: {} }
choices: { alice: { targets: { r: ${targets} } } }
actions: [{ at: beginning-of-combat, do: blink, target: r }, { at: beginning-of-combat, do: blink, target: r }]`);
  for (const id of ERAS) {
    const two = run(text('[x, y]'), id);
    t.deepEqual([two.creatures.x!.zone, two.creatures.y!.zone], ['graveyard', 'graveyard'], id);
    const one = run(text('[y]'), id);
    t.deepEqual([one.creatures.x!.zone, one.creatures.y!.zone], ['battlefield', 'graveyard'], id);
    const same = run(text('x'), id);
    t.deepEqual([same.creatures.x!.zone, same.creatures.y!.zone], ['graveyard', 'battlefield'], id);
  }
});

test.serial('bad input: Melira abilities and target lists: one line file:line:col, exit 2', async (t) => {
  await badFiles(t, [
    ['an unknown counter kind', 'abilities: [{ creatures-you-control-cant-have-counters: "+2/+2" }] }', /^x\.yaml:5:\d+: creatures\.g\.abilities\.0\.creatures-you-control-cant-have-counters: expected a counter kind: \+1\/\+1, -1\/-1, got "\+2\/\+2"/],
    ['cant-get-poison: false', 'abilities: [{ controller-cant-get-poison: false }] }', /^x\.yaml:5:\d+: creatures\.g\.abilities\.0\.controller-cant-get-poison: expected true, got false$/],
    ['an empty target list', '}\nchoices: { alice: { targets: { g: [] } } }', /^x\.yaml:6:\d+: choices\.alice\.targets\.g: expected at least one target/],
    ['an unknown target in a list', '}\nchoices: { alice: { targets: { g: [bob, zed] } } }', /^x\.yaml:6:\d+: unknown creature, permanent or player "zed"/],
  ], (body) => `scenario: x\nplayers: { alice: { life: 20 }, bob: { life: 20 } }\ncombat: { attack: {} }\ncreatures:\n  g: { controller: alice, power: 1, toughness: 1, ${body}\n`);
});
