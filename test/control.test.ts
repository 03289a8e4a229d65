// A turn controlled by another player (players.<id>.controlled-by, Mindslaver): who makes each
// choice in the log (507.3 from CR 2003-10-01; 720.5 today), the searches choosing for the
// controlled player under the controller's objective, mana burn by era (507.4), and bad input.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { exploreAttacks } from '../core/explore/attacks.js';
import { explore } from '../core/explore/explore.js';
import { badFiles, registry, run, scenario } from './helpers.js';

const ERAS = registry.eras;

/** Alice's 2/2 into Bob's untapped 3/3, with or without Bob controlling Alice's turn. */
const bears = (controlled: boolean) => scenario(`
scenario: bears
players: { alice: { life: 20${controlled ? ', controlled-by: bob' : ''} }, bob: { life: 20 } }
creatures:
  bears: { controller: alice, card: Grizzly Bears }
  giant: { controller: bob, card: Hill Giant }
combat: { attack: { bears: bob }, block: { giant: bears } }
`);

test('the log says the controller makes the controlled player\'s choices, citing the era\'s rule', (t) => {
  const rule = { 'champions-2004': '507.3', 'm10-2009': '710.4', 'm11-2010': '711.4', 'foundations-2024': '720.5' } as const;
  for (const [id, number] of Object.entries(rule)) {
    const r = run(bears(true), id);
    const control = r.events.filter((e) => e.type === 'control');
    t.true(control.length >= 3, id);
    t.true(control.every((e) => e.source === 'bob' && e.target === 'alice'), id);
    t.truthy(control.find((e) => e.window === 'declare-attackers' && e.rule === number && /bob makes alice's choice of which creatures attack/.test(e.text)), id);
    // The creatures stay Alice's (507.1c; 720.3).
    t.truthy(control.find((e) => e.key === 'control.objects' && /stay alice's/.test(e.text)), id);
  }
  // Before CR 2003-10-01 there is no rule: the event says so rather than cite one.
  const old = run(bears(true), 'legions-2003').events.find((e) => e.type === 'control')!;
  t.is(old.rule, 'no rule in CR 2003-03-15');
  // Without the field, no such event, and the same outcome.
  for (const id of ERAS) {
    t.false(run(bears(false), id).events.some((e) => e.type === 'control'), id);
    t.deepEqual(run(bears(false), id).creatures, run(bears(true), id).creatures, id);
  }
});

test('the controller chooses what each of the player\'s creatures attacks: the declaration, logged as its choice', (t) => {
  const file = 'docs/scenarios/cr-720-5-controller-chooses-what-each-creature-attacks.yaml';
  const s = scenario(readFileSync(file, 'utf8'), file);
  for (const [id, number] of [['m11-2010', '711.4'], ['mh3-2024', '720.5'], ['foundations-2024', '720.5']] as const) {
    const e = run(s, id).events.find((x) => x.type === 'control' && x.window === 'declare-attackers');
    t.is(e?.rule, number, id);
    t.regex(e!.text, /^bob makes alice's choice of which creatures attack and what each attacks: Grizzly Bears attacks Gideon\.$/, id);
  }
});

test('with three players, a third player may control the active player\'s turn and choose what it attacks', (t) => {
  const s = scenario(`
scenario: three
players: { alice: { life: 20, controlled-by: carol }, bob: { life: 20 }, carol: { life: 20 } }
creatures: { bears: { controller: alice, power: 2, toughness: 2 }, elf: { controller: alice, power: 1, toughness: 1 } }
combat: { attack: { bears: bob, elf: carol } }
`);
  const r = run(s, 'foundations-2024');
  t.is(r.players.bob!.life, 18);
  t.is(r.players.carol!.life, 19);
  const e = r.events.find((x) => x.type === 'control' && x.window === 'declare-attackers')!;
  t.is(e.source, 'carol');
  t.regex(e.text, /carol makes alice's choice of which creatures attack and what each attacks: bears attacks bob, elf attacks carol/);
});

test('an order and a division the controlled player makes are logged as the controller\'s', (t) => {
  const s = scenario(`
scenario: order
players: { alice: { life: 20, controlled-by: bob }, bob: { life: 20 } }
creatures:
  wurm: { controller: alice, card: Craw Wurm }
  ox: { controller: bob, power: 4, toughness: 4 }
  cadet: { controller: bob, power: 1, toughness: 1 }
combat: { attack: { wurm: bob }, block: { ox: wurm, cadet: wurm } }
choices: { alice: { order: { wurm: [cadet, ox] }, assign: { wurm: { cadet: 6 } } } }
actions: [{ at: declare-blockers, do: pump, target: wurm, power: 0, toughness: 0 }]
`);
  const r = run(s, 'm11-2010');
  const texts = r.events.filter((e) => e.type === 'control').map((e) => e.text);
  t.true(texts.some((x) => /damage assignment order/.test(x)));
  t.true(texts.some((x) => /how Craw Wurm divides its combat damage/.test(x)));
  t.true(texts.some((x) => /action #1 \(pump\)/.test(x)));
  // Bob's blockers' choices are his own: no control event names them.
  t.false(r.events.some((e) => e.type === 'control' && e.target !== 'alice'));
});

test('best attack: the controlling defender picks the attack best for itself, the owner the one worst for the defender', (t) => {
  for (const id of ERAS) {
    const own = exploreAttacks(registry, bears(false), [id]).results[0]!.best!;
    const ctl = exploreAttacks(registry, bears(true), [id]);
    t.deepEqual(own.attack, [], id);
    t.deepEqual(ctl.results[0]!.best!.attack, [{ attacker: 'bears', player: 'bob' }], id);
    t.is(ctl.turnController, 'bob');
  }
  t.is(exploreAttacks(registry, bears(false), ['m10-2009']).turnController, undefined);
});

test('divisions: the controller divides the controlled player\'s attacker for itself, within the era\'s rules', (t) => {
  const wurm = (controlled: boolean) => scenario(`
scenario: wurm
players: { alice: { life: 20${controlled ? ', controlled-by: bob' : ''} }, bob: { life: 20 } }
creatures:
  wurm: { controller: alice, card: Craw Wurm }
  ox1: { controller: bob, name: Ox, power: 4, toughness: 4 }
  ox2: { controller: bob, name: Ox, power: 4, toughness: 4 }
combat: { attack: { wurm: bob } }
`);
  const best = (controlled: boolean, id: string) => explore(registry, wurm(controlled), [id], { objective: 'creatures', divisions: true }).results[0]!.best!;
  for (const id of ERAS) {
    t.deepEqual(best(false, id).block, [], id);
    // A free division (no damage assignment order) lets Bob spare both Oxen: 3 and 3.
    const free = registry.rulesFor(id).models.assignment.order === null;
    const b = best(true, id);
    t.is(b.block.length, free ? 2 : 0, id);
    if (free) t.deepEqual(b.choices, { alice: { wurm: { ox1: 3, ox2: 3 } } }, id);
  }
});

test('mana burn: spared under a controlled turn from CR 2003-10-01 (507.4) until mana burn ends; burns before (DERIVED)', (t) => {
  const s = (controlled: boolean) => scenario(`
scenario: burn
players: { alice: { life: 20${controlled ? ', controlled-by: bob' : ''} }, bob: { life: 20 } }
creatures: { bears: { controller: alice, power: 2, toughness: 2 } }
combat: { attack: { bears: bob } }
actions: [{ at: declare-attackers, do: add-mana, player: alice, amount: 3 }]
`);
  const life = { 'revised-1994': 17, 'urza-1998': 17, 'sixth-1999': 17, 'legions-2003': 17, 'champions-2004': 20, 'futuresight-2007': 20, 'm10-2009': 20, 'm11-2010': 20, 'mh3-2024': 20, 'foundations-2024': 20 };
  for (const id of ERAS) {
    t.is(run(s(true), id).players.alice!.life, life[id as keyof typeof life], id);
    // The owner's own turn burns wherever mana burns.
    t.is(run(s(false), id).players.alice!.life, registry.rulesFor(id).models.combat.mana.burns ? 17 : 20, id);
  }
  t.truthy(run(s(true), 'champions-2004').events.find((e) => e.rule === '507.4' && /loses no life to mana burn/.test(e.text)));
});

test('bad input: controlled-by names another player, and only the active player\'s turn', async (t) => {
  await badFiles(t, [
    ['unknown', 'alice: { life: 20, controlled-by: carol }\n  bob: { life: 20 }', /x\.yaml:3:\d+: unknown player "carol"/],
    ['self', 'alice: { life: 20, controlled-by: alice }\n  bob: { life: 20 }', /x\.yaml:3:\d+: "alice" cannot control their own turn/],
    ['not active', 'alice: { life: 20 }\n  bob: { life: 20, controlled-by: alice }', /x\.yaml:4:\d+: only the active player's turn can be controlled \(alice, listed first\)/],
    ['cycle', 'alice: { life: 20, controlled-by: bob }\n  bob: { life: 20, controlled-by: alice }', /x\.yaml:4:\d+: only the active player's turn can be controlled/],
  ], (body) => `scenario: x\nplayers:\n  ${body}\ncreatures: { bears: { controller: alice, power: 2, toughness: 2 } }\ncombat: { attack: { bears: bob } }\n`);
});
