// Permanents that become creatures (animate, creature: false) and "loses all abilities":
// D'Angelo K.5 and G.39.3, 302.6, 613.1f / 613.4b (418.5a of 2004-2007), 407.2 of 1999.
import test from 'ava';
import { ALL, badFiles, dead, run, rulesCited, scenario } from './helpers.js';

const OLD = ['revised-1994', 'urza-1998'];
const STACK = ['sixth-1999', 'legions-2003', 'champions-2004', 'futuresight-2007'];

const factory = (window: string) => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bears: { controller: alice, power: 2, toughness: 2 }
  factory: { controller: bob, name: Mishra's Factory, types: [Land], creature: false, abilities: [{ activated: { cost: [tap], do: pump, power: 1, toughness: 1 } }] }
combat: { attack: { bears: bob }, block: { factory: bears } }
actions:
  - { at: declare-attackers, by: bob, do: animate, target: factory, power: 2, toughness: 2, types: [Artifact, Assembly-Worker] }
  - { at: ${window}, by: bob, do: activate, source: factory }
`);

test('Mishra\'s Factory blocks, then taps to pump itself with its damage on the stack: it survives only where damage uses the stack', (t) => {
  for (const id of ALL) {
    const r = run(factory('combat-damage-assigned'), id);
    t.deepEqual(dead(r), STACK.includes(id) ? ['bears'] : ['bears', 'factory'], id);
  }
});

test('the Factory pumped before damage is a tapped blocker: no combat damage before 1999 (C.8.2), damage from sixth-1999', (t) => {
  for (const id of ALL) {
    const r = run(factory('declare-blockers'), id);
    t.deepEqual(dead(r), OLD.includes(id) ? [] : ['bears'], id);
    t.is(r.creatures.factory!.damage, 2, id);
    t.is(r.creatures.factory!.power, 3, id);
  }
  t.true(rulesCited(run(factory('declare-blockers'), 'foundations-2024')).includes('613.4b'));
  t.true(rulesCited(run(factory('declare-blockers'), 'champions-2004')).includes('418.5a'));
  t.true(rulesCited(run(factory('declare-blockers'), 'revised-1994')).includes("D'Angelo K.5.6"));
});

const manland = (sick: boolean, extra = '') => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  village: { controller: alice, name: Treetop Village, types: [Land, Forest], creature: false, sick: ${sick}, counters: { +1/+1: 1 } }
  wall: { controller: bob, power: 1, toughness: 5 }
combat: { attack: { village: bob } }
actions:
  - { at: beginning-of-combat, by: alice, do: animate, target: village, power: 3, toughness: 3, types: [Ape], colors: [green], keywords: [trample] }
${extra}`);

test('an animated land controlled since the turn began attacks (302.6; D\'Angelo G.39.3); one played this turn can\'t', (t) => {
  for (const id of ALL) {
    const r = run(manland(false), id);
    t.is(r.status, 'ok', id);
    // Base 3/3 (layer 7b) and its +1/+1 counter on top (613.4b-c; D'Angelo K.5.6).
    t.is(r.players.bob!.life, 16, id);
    t.is(run(manland(true), id).status, 'illegal-attack', id);
  }
});

test('a land not yet animated is not a creature: it can\'t block, and statics skip it', (t) => {
  const s = scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bears: { controller: alice, power: 2, toughness: 2 }
  factory: { controller: bob, name: Mishra's Factory, types: [Land], creature: false }
  lord: { controller: bob, power: 1, toughness: 1, abilities: [{ affects: other-creatures-you-control, power: 1, toughness: 1 }] }
combat: { attack: { bears: bob }, block: { factory: bears } }
`);
  for (const id of ALL) {
    const r = run(s, id);
    t.is(r.players.bob!.life, 18, id);
    t.is(r.creatures.factory!.power, 0, id);
  }
});

test('an animated blocker that dies goes to the graveyard; one that becomes a land again leaves combat (506.4)', (t) => {
  const s = (again: boolean) => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  giant: { controller: alice, power: 3, toughness: 3 }
  factory: { controller: bob, name: Mishra's Factory, types: [Land], creature: false }
combat: { attack: { giant: bob }, block: { factory: giant } }
actions:
  - { at: declare-attackers, by: bob, do: animate, target: factory, power: 2, toughness: 2, types: [Artifact, Assembly-Worker] }
${again ? '  - { at: declare-blockers, by: bob, do: set-types, target: factory, types: [Land] }' : ''}
`);
  for (const id of ALL) {
    const died = run(s(false), id);
    t.deepEqual(dead(died), ['factory'], id);
    t.is(died.creatures.factory!.zone, 'graveyard', id);
    const land = run(s(true), id);
    t.deepEqual(dead(land), [], id);
    t.is(land.players.bob!.life, 20, `${id}: the giant stays blocked`);
  }
});

const frog = (after = '') => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  angel: { controller: alice, name: Serra Angel, power: 4, toughness: 4, keywords: [flying] }
  lord: { controller: alice, power: 1, toughness: 1, abilities: [{ affects: other-creatures-you-control, power: 1, toughness: 1, have: [first strike] }] }
  bears: { controller: bob, power: 2, toughness: 2 }
combat: { attack: { angel: bob }, block: { bears: angel } }
actions:
  - { at: declare-attackers, by: bob, do: lose-all-abilities, target: angel }
${after}`);

test('lose-all-abilities: flying and the first strike a lord grants are lost, the lord\'s +1/+1 stays (613.1f, 613.4c)', (t) => {
  for (const id of ALL) {
    const r = run(frog(), id);
    // Blocked by a non-flier; a 5/5 without first strike: both deal damage at once.
    t.is(r.status, 'ok', id);
    t.deepEqual(dead(r), ['bears'], id);
    t.is(r.creatures.angel!.damage, 2, id);
    t.is(r.creatures.angel!.power, 5, id);
    // A keyword given afterwards it has (a later timestamp): the bears' damage is never dealt.
    const later = run(frog('  - { at: declare-attackers, by: alice, do: grant, target: angel, keyword: first strike }'), id);
    t.is(later.creatures.angel!.damage, 0, id);
  }
  t.true(rulesCited(run(frog(), 'mh3-2024')).includes('613.1f'));
  t.true(rulesCited(run(frog(), 'futuresight-2007')).includes('418.5a'));
  t.true(rulesCited(run(frog(), 'urza-1998')).includes("D'Angelo T.14.1"));
});

test('a lord that loses all abilities stops giving +1/+1; Turn to Frog is lose-all-abilities and a base 1/1', (t) => {
  const s = scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bear: { controller: alice, power: 2, toughness: 2 }
  lord: { controller: alice, power: 3, toughness: 3, abilities: [{ affects: other-creatures-you-control, power: 1, toughness: 1 }] }
combat: { attack: { bear: bob, lord: bob } }
actions:
  - { at: declare-blockers, by: bob, do: lose-all-abilities, target: lord }
  - { at: declare-blockers, by: bob, do: animate, target: lord, power: 1, toughness: 1, colors: [blue] }
`);
  for (const id of ALL) t.is(run(s, id).players.bob!.life, 17, id);
});

test('animate and lose-all-abilities: bad input is one line with its position', async (t) => {
  const HEAD = `scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
`;
  await badFiles(t, [
    ['animating a permanents: entry', `creatures: {}
permanents:
  f: { controller: alice, type: land }
combat: { attack: {} }
actions: [{ at: declare-attackers, do: animate, target: f, power: 1, toughness: 1 }]`, /^x\.yaml:7:\d+: "f" is under permanents: a permanent that becomes a creature is written under creatures: with creature: false/],
    ['animate without toughness', `creatures:
  f: { controller: alice, types: [Land], creature: false }
combat: { attack: {} }
actions: [{ at: declare-attackers, do: animate, target: f, power: 1 }]`, /^x\.yaml:6:\d+: .*toughness/],
    ['creature: true', `creatures:
  f: { controller: alice, power: 1, toughness: 1, creature: true }
combat: { attack: {} }`, /^x\.yaml:4:\d+: creatures\.f\.creature: expected creature: false/],
    ['lose-all-abilities of a player', `creatures: {}
combat: { attack: {} }
actions: [{ at: declare-attackers, do: lose-all-abilities, target: bob }]`, /^x\.yaml:5:\d+: unknown creature "bob"/],
  ], (body) => HEAD + body);
});

const commander = (actions: string, extra = '') => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  commander: { controller: alice, name: Ambush Commander, power: 2, toughness: 2, types: [Elf], abilities: [{ animates: { type: Forest, power: 1, toughness: 1, types: [Elf], colors: [green] } }] }
  forest: { controller: alice, name: Forest, types: [Land, Forest], creature: false }
  island: { controller: alice, name: Island, types: [Land, Island], creature: false }
  bobs: { controller: bob, name: Forest, types: [Land, Forest], creature: false }
${extra}
combat: { attack: { forest: bob } }
actions:
${actions}`);

test('a static animation (Ambush Commander): its controller\'s Forests are 1/1 creatures while it stays; gone, the Forest leaves combat (506.4)', (t) => {
  for (const id of ALL) {
    const r = run(commander('  - { at: declare-blockers, by: alice, do: pump, target: forest, power: 1, toughness: 0 }'), id);
    t.is(r.status, 'ok', id);
    t.is(r.players.bob!.life, 18, id);
    const gone = run(commander('  - { at: declare-blockers, by: bob, do: destroy, target: commander }'), id);
    t.is(gone.players.bob!.life, 20, id);
    t.deepEqual(dead(gone), ['commander'], id);
    // An action's animation (a later timestamp) keeps it a creature when the static one stops.
    const both = run(commander(`  - { at: declare-attackers, by: alice, do: animate, target: forest, power: 3, toughness: 3 }
  - { at: declare-blockers, by: bob, do: destroy, target: commander }`), id);
    t.is(both.players.bob!.life, 17, id);
  }
  // The Island and Bob's Forest are not creatures: they can't attack.
  t.is(run(scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  commander: { controller: alice, power: 2, toughness: 2, abilities: [{ animates: { type: Forest, power: 1, toughness: 1 } }] }
  island: { controller: alice, types: [Land, Island], creature: false }
combat: { attack: { island: bob } }
`), 'foundations-2024').players.bob!.life, 20);
  const living = scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bears: { controller: alice, power: 2, toughness: 2 }
  forest: { controller: bob, types: [Land, Forest], creature: false }
permanents:
  lands: { controller: alice, type: enchantment, name: Living Lands, abilities: [{ animates: { type: Forest, power: 1, toughness: 1, all: true } }] }
combat: { attack: { bears: bob }, block: { forest: bears } }
`);
  for (const id of ALL) t.deepEqual(dead(run(living, id)), ['forest'], `${id}: every player's Forests (all: true)`);
});

test('Ambush Commander loses all abilities: its Forests stop being creatures before 2004 (dependency: D\'Angelo T.14.2, 418.5b-c), stay creatures from 2004 (layer 4 first: 418.5a-c; 613.6)', (t) => {
  const s = commander('  - { at: declare-blockers, by: bob, do: lose-all-abilities, target: commander }');
  for (const id of ALL) {
    const old = ['revised-1994', 'urza-1998', 'sixth-1999', 'legions-2003'].includes(id);
    t.is(run(s, id).players.bob!.life, old ? 20 : 19, id);
  }
  t.true(rulesCited(run(s, 'foundations-2024')).includes('613.6'));
  t.true(rulesCited(run(s, 'champions-2004')).includes('418.5c'));
  t.true(rulesCited(run(s, 'revised-1994')).includes("D'Angelo T.14.2"));
});

test('an activated ability that animates its own land (Mishra\'s Factory\'s "{1}: becomes a 2/2"): it attacks', (t) => {
  const s = (mana: number) => scenario(`
scenario: t
players: { alice: { life: 20, mana: ${mana} }, bob: { life: 20 } }
creatures:
  factory: { controller: alice, types: [Land], creature: false, abilities: [{ activated: { cost: [{ mana: 1 }], do: animate, power: 2, toughness: 2, types: [Artifact, Assembly-Worker] } }] }
combat: { attack: { factory: bob } }
actions: [{ at: beginning-of-combat, by: alice, do: activate, source: factory }]
`);
  for (const id of ALL) {
    t.is(run(s(1), id).players.bob!.life, 18, id);
    // Without the mana it is not activated: the land is not a creature and is not declared.
    t.is(run(s(0), id).players.bob!.life, 20, id);
  }
});
