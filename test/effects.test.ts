// Spell and zone effects: must-be-blocked given by an action, tokens (create-token,
// zone: none), enters triggers, fight; and their bad input (one line file:line:col, exit 2).
import test from 'ava';
import { ALL, badFiles, run, scenario } from './helpers.js';

const HEAD = 'scenario: x\nplayers: { alice: { life: 20 }, bob: { life: 20 } }\n';

test('must-be-blocked: "if able" asks one blocker, all: true every creature able to block (Irresistible Prey, Bloodscent)', (t) => {
  const board = (extra: string, block: string) => scenario(`${HEAD}creatures:
  elves: { controller: alice, power: 1, toughness: 1 }
  myr: { controller: alice, power: 2, toughness: 1 }
  s1: { controller: bob, power: 2, toughness: 1 }
  s2: { controller: bob, power: 2, toughness: 1 }
combat: { attack: { elves: bob, myr: bob }, block: { ${block} } }
actions: [{ at: beginning-of-combat, by: alice, do: must-be-blocked, target: elves${extra} }]
`);
  for (const id of ALL) {
    t.is(run(board('', 's1: myr'), id).status, 'illegal-block', `${id}: the Elves must be blocked by someone`);
    t.is(run(board('', 's1: elves'), id).status, 'ok', id);
    t.is(run(board('', 's1: elves, s2: myr'), id).status, 'ok', `${id}: one blocker obeys "if able"`);
    t.is(run(board(', all: true', 's1: elves, s2: myr'), id).status, 'illegal-block', `${id}: all: true asks both`);
    t.is(run(board(', all: true', 's1: elves, s2: elves'), id).status, 'ok', id);
  }
  // The requirement is the action's, cited as a blocking requirement.
  const r = run(board(', all: true', 's1: elves, s2: elves'), 'foundations-2024');
  t.is(r.events.find((e) => e.type === 'action' && e.key === 'block.requirement')!.rule, '509.1c');
});

test('without the action the same declarations are legal (the test can fail)', (t) => {
  const s = scenario(`${HEAD}creatures:
  elves: { controller: alice, power: 1, toughness: 1 }
  myr: { controller: alice, power: 2, toughness: 1 }
  s1: { controller: bob, power: 2, toughness: 1 }
combat: { attack: { elves: bob, myr: bob }, block: { s1: myr } }
`);
  for (const id of ALL) t.is(run(s, id).status, 'ok', id);
});

const tokens = (at: string, extra = '') => scenario(`${HEAD}creatures:
  shinobi: { controller: alice, power: 3, toughness: 2, abilities: [{ trigger: deals-combat-damage-to-player, do: create-token, tokens: [t1, t2] }] }
  fencer: { controller: alice, power: 3, toughness: 2, abilities: [{ trigger: another-enters, do: add-counters, kind: +1/+1, amount: 1 }] }
  t1: { controller: alice, name: Illusion, power: 1, toughness: 1, keywords: [flying], zone: none }
  t2: { controller: alice, name: Illusion, power: 1, toughness: 1, keywords: [flying], zone: none }
  soldier: { controller: alice, name: Soldier, power: 1, toughness: 1, zone: none, abilities: [{ trigger: enters, do: gain-life, to: controller, amount: 1 }, { trigger: attacks, do: gain-life, to: controller, amount: 5 }] }
combat: { attack: { shinobi: bob } }
actions: [{ at: ${at}, by: alice, do: create-token, target: soldier, attacking: bob }${extra}]
`);

test('create-token: a token enters (tapped and attacking), its enters ability triggers, "attacks" does not (508.4), another-enters counts it', (t) => {
  for (const id of ALL) {
    const r = run(tokens('declare-attackers'), id);
    t.is(r.creatures.soldier!.zone, 'battlefield', id);
    t.true(r.creatures.soldier!.tapped, id);
    // 1 (enters) and never 5 (it never attacked); the soldier's 1 combat damage and the Shinobi's 3.
    t.is(r.players.alice!.life, 21, id);
    t.is(r.players.bob!.life, 16, id);
  }
  const r = run(tokens('declare-attackers'), 'm10-2009');
  t.is(r.creatures.t1!.zone, 'battlefield');
  t.is(r.creatures.t2!.zone, 'none', 'one trigger, one token');
  t.is(r.creatures.fencer!.counters['+1/+1'], 2, 'the soldier and one Illusion entered');
  t.is(r.events.find((e) => e.key === 'action.create-token')!.rule, '110.5');
  t.is(run(tokens('declare-attackers'), 'foundations-2024').events.find((e) => e.key === 'action.create-token')!.rule, '111.1');
  t.is(run(tokens('declare-attackers'), 'sixth-1999').events.find((e) => e.key === 'action.create-token')!.rule, '216.1');
  t.is(run(tokens('declare-attackers'), 'revised-1994').events.find((e) => e.key === 'action.create-token')!.rule, "D'Angelo K.25.1");
  // Created once: a second create-token of the same token does nothing.
  const twice = run(tokens('declare-attackers', ', { at: declare-blockers, by: alice, do: create-token, target: soldier }'), 'foundations-2024');
  t.is(twice.players.alice!.life, 21);
  t.true(twice.events.some((e) => e.type === 'action-skipped' && e.key === 'action.create-token'));
});

test('a created token that is not attacking deals no combat damage; a token never created stays in zone none', (t) => {
  const s = scenario(`${HEAD}creatures:
  a: { controller: alice, power: 2, toughness: 2 }
  tok: { controller: alice, power: 5, toughness: 5, zone: none }
  never: { controller: alice, power: 5, toughness: 5, zone: none }
combat: { attack: { a: bob } }
actions: [{ at: declare-attackers, by: alice, do: create-token, target: tok, tapped: true }]
expect: { all: { zones: { tok: battlefield, never: none }, life: { bob: 18 }, tapped: [a, tok] } }
`);
  for (const id of ALL) {
    const r = run(s, id);
    t.is(r.players.bob!.life, 18, id);
    t.is(r.creatures.never!.zone, 'none', id);
    t.true(r.creatures.tok!.tapped, id);
  }
});

test('fight: each deals damage equal to its power to the other, not combat damage; nothing if one is gone (701.12b)', (t) => {
  const s = (extra = '') => scenario(`${HEAD}creatures:
  bears: { controller: alice, power: 2, toughness: 2 }
  wurm: { controller: bob, power: 3, toughness: 5, keywords: [first strike] }
combat: { attack: {} }
actions: [${extra}{ at: beginning-of-combat, by: alice, do: fight, source: bears, target: wurm }]
`);
  for (const id of ALL) {
    const r = run(s(), id);
    t.is(r.creatures.bears!.zone, 'graveyard', id);
    t.is(r.creatures.wurm!.damage, 2, `${id}: first strike plays no part (not combat damage)`);
    const gone = run(s('{ at: beginning-of-combat, by: bob, do: exile, target: wurm }, '), id);
    t.is(gone.creatures.bears!.zone, 'battlefield', id);
    t.is(gone.creatures.bears!.damage, 0, id);
  }
  t.is(run(s(), 'foundations-2024').events.find((e) => e.key === 'action.fight')!.rule, '701.12a');
  t.regex(run(s(), 'm10-2009').events.find((e) => e.key === 'action.fight')!.rule, /^no rule in /);
});

test('fight as a triggered effect: "when this enters, it fights target creature"', (t) => {
  const s = scenario(`${HEAD}creatures:
  a: { controller: alice, power: 2, toughness: 2 }
  beast: { controller: alice, power: 4, toughness: 4, zone: none, abilities: [{ trigger: enters, do: fight, to: chosen, target: elf }] }
  elf: { controller: bob, power: 1, toughness: 1 }
combat: { attack: { a: bob } }
actions: [{ at: declare-attackers, by: alice, do: create-token, target: beast }]
`);
  for (const id of ALL) {
    const r = run(s, id);
    t.is(r.creatures.elf!.zone, 'graveyard', id);
    t.is(r.creatures.beast!.damage, 1, id);
    t.is(r.players.bob!.life, 18, id);
  }
});

test('enters triggers: a card returned by persist triggers its enters ability; the deathtouch trigger spares the new object (400.7)', (t) => {
  const s = scenario(`scenario: x
players: { bob: { life: 20 }, alice: { life: 20 } }
creatures:
  wurm: { controller: bob, power: 6, toughness: 6, keywords: [deathtouch, lifelink] }
  finks: { controller: alice, power: 3, toughness: 2, keywords: [persist], abilities: [{ trigger: enters, do: gain-life, to: controller, amount: 2 }] }
combat: { attack: { wurm: alice }, block: { finks: wurm } }
`);
  for (const id of ALL) {
    const r = run(s, id);
    t.is(r.creatures.finks!.zone, 'battlefield', id);
    t.is(r.creatures.finks!.counters['-1/-1'], 1, id);
    t.is(r.players.alice!.life, 22, id);
  }
  t.true(run(s, 'sixth-1999').events.some((e) => e.key === 'zone.new-object' && e.type === 'trigger'));
});

test('each: a mass effect on the creatures as the action is taken, state-based actions after all (Wrath of God, Cower in Fear)', (t) => {
  const s = (action: string) => scenario(`${HEAD}creatures:
  a: { controller: alice, power: 2, toughness: 1 }
  b: { controller: alice, power: 1, toughness: 1 }
  c: { controller: bob, power: 1, toughness: 1, keywords: [undying] }
  d: { controller: bob, power: 3, toughness: 3 }
combat: { attack: {} }
actions: [${action}]
`);
  for (const id of ALL) {
    const wrath = run(s('{ at: beginning-of-combat, by: bob, do: destroy, each: creatures }'), id);
    t.deepEqual(['a', 'b', 'd'].map((x) => wrath.creatures[x]!.zone), ['graveyard', 'graveyard', 'graveyard'], id);
    // Undying returns it with a +1/+1 counter (a new object the Wrath does not see again).
    t.is(wrath.creatures.c!.zone, 'battlefield', id);
    const cower = run(s('{ at: beginning-of-combat, by: bob, do: pump, each: creatures-your-opponents-control, power: -1, toughness: -1 }'), id);
    t.deepEqual(['a', 'b', 'c', 'd'].map((x) => cower.creatures[x]!.zone), ['graveyard', 'graveyard', 'battlefield', 'battlefield'], id);
    const mine = run(s('{ at: beginning-of-combat, by: bob, do: damage, each: creatures-you-control, amount: 1 }'), id);
    t.is(mine.creatures.a!.damage + mine.creatures.b!.damage, 0, id);
    t.is(mine.creatures.d!.damage, 1, id);
  }
});

test('power-of: damage and life equal to a creature\'s power as the action is taken, as it last existed (Fall of the Hammer, Swords to Plowshares)', (t) => {
  const s = scenario(`${HEAD}creatures:
  ghoul: { controller: alice, power: 3, toughness: 2 }
  wall: { controller: bob, power: 0, toughness: 4 }
combat: { attack: {} }
actions:
  - { at: beginning-of-combat, by: alice, do: pump, target: ghoul, power: 2 }
  - { at: beginning-of-combat, by: alice, do: damage, source: ghoul, target: wall, power-of: ghoul }
  - { at: beginning-of-combat, by: bob, do: exile, target: ghoul }
  - { at: beginning-of-combat, by: bob, do: gain-life, player: alice, power-of: ghoul }
`);
  for (const id of ALL) {
    const r = run(s, id);
    t.is(r.creatures.wall!.zone, 'graveyard', `${id}: 5 damage`);
    t.is(r.players.alice!.life, 25, `${id}: its last known power, 5`);
  }
});

test('gain-control with untap and haste (Act of Treason): the stolen blocker leaves combat, untapped, with haste', (t) => {
  const s = (extra: string) => scenario(`${HEAD}creatures:
  a: { controller: alice, power: 2, toughness: 2 }
  b: { controller: bob, power: 3, toughness: 3, tapped: true }
combat: { attack: { a: bob } }
actions: [{ at: declare-attackers, by: alice, do: gain-control, target: b, player: alice${extra} }]
`);
  for (const id of ALL) {
    const r = run(s(', untap: true, haste: true'), id);
    t.false(r.creatures.b!.tapped, id);
    t.is(r.players.bob!.life, 18, id);
    t.true(r.events.some((e) => e.key === 'action.gain-control' && /gains haste/.test(e.text)), id);
    t.true(run(s(''), id).creatures.b!.tapped, `${id}: without untap it stays tapped`);
  }
});

test('enters-with-counters if an opponent was dealt damage this turn (bloodthirst): as it enters, from damage given or dealt in the combat', (t) => {
  const s = (at: string, damaged = '') => scenario(`scenario: x
players: { alice: { life: 20 }, bob: { life: 20${damaged} } }
creatures:
  knight: { controller: alice, power: 2, toughness: 2, keywords: [first strike] }
  vamp: { controller: alice, power: 2, toughness: 2, zone: none, abilities: [{ enters-with-counters: { kind: +1/+1, amount: 3 }, if: opponent-was-dealt-damage }] }
combat: { attack: { knight: bob } }
actions: [{ at: ${at}, by: alice, do: create-token, target: vamp }]
`);
  for (const id of ALL) {
    t.is(run(s('declare-attackers'), id).creatures.vamp!.counters['+1/+1'], 0, `${id}: no damage yet`);
    t.is(run(s('declare-attackers', ', dealt-damage-this-turn: true'), id).creatures.vamp!.counters['+1/+1'], 3, `${id}: damage earlier this turn`);
  }
  // After the first-strike damage (where actions may be taken then).
  t.is(run(s('first-strike-damage-dealt'), 'foundations-2024').creatures.vamp!.counters['+1/+1'], 3);
  t.is(run(s('first-strike-damage-dealt'), 'foundations-2024').events.find((e) => e.key === 'zone.enters-with-counters')!.rule, '614.1c');
  t.is(run(s('first-strike-damage-dealt'), 'futuresight-2007').events.find((e) => e.key === 'zone.enters-with-counters')!.rule, '410.10e');
});

test('a dies trigger exiles the card from the graveyard and returns creature cards to hand; a dead token stays (Underworld Cerberus)', (t) => {
  const s = scenario(`${HEAD}creatures:
  cerb: { controller: alice, power: 2, toughness: 2, abilities: [{ trigger: dies, do: exile }, { trigger: dies, do: graveyard-to-hand }] }
  m1: { controller: bob, power: 1, toughness: 1 }
  m2: { controller: bob, power: 1, toughness: 1 }
  tok: { controller: bob, power: 1, toughness: 1, zone: none }
combat: { attack: { cerb: bob }, block: { m1: cerb, m2: cerb } }
choices: { alice: { assign: { cerb: { m1: 1, m2: 1 } } } }
actions: [{ at: beginning-of-combat, by: bob, do: create-token, target: tok }, { at: beginning-of-combat, by: alice, do: destroy, target: tok }]
`);
  for (const id of ALL) {
    const r = run(s, id);
    t.is(r.creatures.cerb!.zone, 'exile', id);
    t.is(r.creatures.m1!.zone, 'hand', id);
    t.is(r.creatures.m2!.zone, 'hand', id);
    t.is(r.creatures.tok!.zone, 'graveyard', `${id}: a token is not a card`);
  }
});

test('lesser-power-cant-block-yours (Champion of Lambholt): powers compared as blockers are declared', (t) => {
  const s = (pump: string) => scenario(`scenario: x
players: { bob: { life: 20 }, alice: { life: 20 } }
creatures:
  champion: { controller: bob, power: 2, toughness: 2, abilities: [{ lesser-power-cant-block-yours: true }] }
  a: { controller: bob, power: 2, toughness: 1 }
  elves: { controller: alice, power: 1, toughness: 1 }
combat: { attack: { a: alice }, block: { elves: a } }
actions: [${pump}]
`);
  for (const id of ALL) {
    t.is(run(s(''), id).status, 'illegal-block', id);
    t.is(run(s('{ at: beginning-of-combat, by: alice, do: pump, target: elves, power: 1 }'), id).status, 'ok', `${id}: power 2 is not less`);
    t.is(run(s('{ at: beginning-of-combat, by: alice, do: pump, target: champion, power: -1 }'), id).status, 'ok', `${id}: the Champion's power now 1`);
  }
  t.is(run(s(''), 'foundations-2024').rule, '509.1b');
});

test('triggered mass effects: to each-creature, each-other-creature, each-opponent-creature', (t) => {
  const s = (to: string) => scenario(`${HEAD}creatures:
  src: { controller: alice, power: 2, toughness: 2, abilities: [{ trigger: attacks, do: damage, to: ${to}, amount: 1 }] }
  mine: { controller: alice, power: 1, toughness: 1 }
  theirs: { controller: bob, power: 1, toughness: 1 }
combat: { attack: { src: bob } }
`);
  for (const id of ALL) {
    const zones = (to: string) => ['src', 'mine', 'theirs'].map((x) => { const c = run(s(to), id).creatures[x]!; return c.zone === 'graveyard' ? 'dead' : String(c.damage); });
    t.deepEqual(zones('each-creature'), ['1', 'dead', 'dead'], id);
    t.deepEqual(zones('each-other-creature'), ['0', 'dead', 'dead'], id);
    t.deepEqual(zones('each-opponent-creature'), ['0', '0', 'dead'], id);
  }
});

test('opponents-creatures-exiled-instead (Anafenza): the card never dies, no undying; a mass destroy sees it as it begins', (t) => {
  const s = (action: string, anafenza = 'anafenza: { controller: bob, power: 4, toughness: 4, abilities: [{ opponents-creatures-exiled-instead: true }] }') => scenario(`${HEAD}creatures:
  ${anafenza}
  ghoul: { controller: alice, power: 1, toughness: 1, keywords: [undying] }
  own: { controller: bob, power: 1, toughness: 1, keywords: [undying] }
combat: { attack: {} }
actions: [${action}]
`);
  for (const id of ALL) {
    const bolt = run(s('{ at: beginning-of-combat, by: bob, do: damage, target: ghoul, amount: 3 }'), id);
    t.is(bolt.creatures.ghoul!.zone, 'exile', id);
    const wrath = run(s('{ at: beginning-of-combat, by: bob, do: destroy, each: creatures }'), id);
    t.deepEqual(['anafenza', 'ghoul', 'own'].map((x) => wrath.creatures[x]!.zone), ['graveyard', 'exile', 'battlefield'], `${id}: its controller's own creature dies and returns`);
    const without = run(s('{ at: beginning-of-combat, by: bob, do: damage, target: ghoul, amount: 3 }', 'anafenza: { controller: bob, power: 4, toughness: 4 }'), id);
    t.is(without.creatures.ghoul!.zone, 'battlefield', `${id}: without it, undying returns the Ghoul`);
  }
  t.is(run(s('{ at: beginning-of-combat, by: bob, do: damage, target: ghoul, amount: 3 }'), 'foundations-2024').events.find((e) => e.key === 'zone.exile-instead')!.rule, '614.1a');
});

const BAD: [string, string, RegExp][] = [
  ['unknown field in an enters ability', `  a: { controller: alice, power: 1, toughness: 1, abilities: [{ trigger: enters, do: gain-life, amount: 1, colour: red }] }`, /^x\.yaml:5:\d+: unknown field "colour" \(expected trigger, .*\bto, target\b.*\)$/],
  ['unknown field in a fight action', `  b: { controller: alice, power: 1, toughness: 1 }
actions: [{ at: declare-attackers, do: fight, source: b, target: b, amount: 2 }]`, /^x\.yaml:6:\d+: unknown field "amount"/],
  ['create-token without tokens', `  a: { controller: alice, power: 1, toughness: 1, abilities: [{ trigger: enters, do: create-token }] }`, /^x\.yaml:5:\d+: creatures\.a\.abilities\.0: expected tokens for do: create-token/],
  ['a token that is not zone none', `  a: { controller: alice, power: 1, toughness: 1, abilities: [{ trigger: attacks, do: create-token, tokens: [b] }] }
  b: { controller: alice, power: 1, toughness: 1 }`, /^x\.yaml:5:\d+: "b" is not a token waiting to be created: give it zone: none$/],
  ["another player's token", `  a: { controller: alice, power: 1, toughness: 1, abilities: [{ trigger: attacks, do: create-token, tokens: [b] }] }
  b: { controller: bob, power: 1, toughness: 1, zone: none }`, /^x\.yaml:5:\d+: token "b" is controlled by bob, not alice/],
  ['a token not yet created attacks', `  b: { controller: alice, power: 1, toughness: 1, zone: none }
combat: { attack: { b: bob } }`, /^x\.yaml:5:\d+: "b" is a token not yet created/],
  ['create-token of a creature on the battlefield', `  b: { controller: alice, power: 1, toughness: 1 }
actions: [{ at: declare-attackers, do: create-token, target: b }]`, /^x\.yaml:6:\d+: "b" is not a token waiting to be created/],
  ['a token attacking its controller', `  b: { controller: alice, power: 1, toughness: 1, zone: none }
actions: [{ at: declare-attackers, do: create-token, target: b, attacking: alice }]`, /^x\.yaml:6:\d+: a token can't attack its own controller/],
  ['fight from a player', `  b: { controller: alice, power: 1, toughness: 1 }
actions: [{ at: declare-attackers, do: fight, source: alice, target: b }]`, /^x\.yaml:6:\d+: unknown creature "alice"/],
  ['must-be-blocked with all: false', `  b: { controller: alice, power: 1, toughness: 1 }
actions: [{ at: declare-attackers, do: must-be-blocked, target: b, all: false }]`, /^x\.yaml:6:\d+: actions\.0\.all: expected all: true/],
  ['both target and each', `  b: { controller: alice, power: 1, toughness: 1 }
actions: [{ at: declare-attackers, do: destroy, target: b, each: creatures }]`, /^x\.yaml:6:\d+: expected target or each, not both$/],
  ['neither target nor each', `  b: { controller: alice, power: 1, toughness: 1 }
actions: [{ at: declare-attackers, do: destroy }]`, /^x\.yaml:6:\d+: actions\.0: missing required field target \(or each, for a mass effect\)$/],
  ['an unknown each', `  b: { controller: alice, power: 1, toughness: 1 }
actions: [{ at: declare-attackers, do: destroy, each: everything }]`, /^x\.yaml:6:\d+: actions\.0\.each: expected each: creatures, creatures-you-control, creatures-your-opponents-control/],
  ['each with targeted', `  b: { controller: alice, power: 1, toughness: 1 }
actions: [{ at: declare-attackers, do: destroy, each: creatures, targeted: true }]`, /^x\.yaml:6:\d+: a mass effect \(each\) targets nothing/],
  ['amount and power-of', `  b: { controller: alice, power: 1, toughness: 1 }
actions: [{ at: declare-attackers, do: gain-life, player: alice, amount: 1, power-of: b }]`, /^x\.yaml:6:\d+: expected amount or power-of, not both$/],
  ['neither amount nor power-of', `  b: { controller: alice, power: 1, toughness: 1 }
actions: [{ at: declare-attackers, do: damage, target: b }]`, /^x\.yaml:6:\d+: actions\.0: missing required field amount \(or power-of\)$/],
  ['power-of a player', `  b: { controller: alice, power: 1, toughness: 1 }
actions: [{ at: declare-attackers, do: damage, target: b, power-of: bob }]`, /^x\.yaml:6:\d+: unknown creature "bob"/],
  ['an unknown enters-with condition', `  b: { controller: alice, power: 1, toughness: 1, abilities: [{ enters-with-counters: { kind: +1/+1, amount: 1 }, if: raining }] }`, /^x\.yaml:5:\d+: creatures\.b\.abilities\.0\.if: expected a condition: opponent-was-dealt-damage, got "raining"$/],
  ['graveyard-to-hand as an activated ability', `  b: { controller: alice, power: 1, toughness: 1, abilities: [{ activated: { cost: [tap], do: graveyard-to-hand } }] }`, /^x\.yaml:5:\d+: creatures\.b\.abilities\.0/],
  ['an unknown zone', `  b: { controller: alice, power: 1, toughness: 1, zone: library }`, /^x\.yaml:5:\d+: creatures\.b\.zone: expected a zone: battlefield, hand or none/],
];

test.serial('bad input: effects, tokens, fight, must-be-blocked: one line file:line:col, exit 2', async (t) => {
  await badFiles(t, BAD, (body) => {
    const text = `${HEAD}combat: { attack: {} }\ncreatures:\n${body}\n`;
    return body.includes('combat:') ? text.replace('combat: { attack: {} }\n', '') : text;
  });
});
