// Copy effects, face-down creatures, delayed triggered abilities and linked abilities
// (core/engine/copy.ts; docs/scenario-format.md, "Copies, face-down creatures, delayed triggers and linked abilities").
import test from 'ava';
import { ALL, dead, run, scenario } from './helpers.js';

const armodon = `
  armodon:
    controller: bob
    name: Crazed Armodon
    power: 3
    toughness: 3
    abilities:
      - activated: { cost: [{ mana: 1 }], do: pump, power: 3, toughness: 0, then: [{ do: grant, keyword: trample }, { do: destroy, delayed: end-of-turn }] }`;

test('a copy has the copied power, toughness and abilities, not the counters or damage (706.2; 503.2 of 2003; D\'Angelo E.4.2)', (t) => {
  const s = scenario(`
scenario: copy
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  clone: { controller: alice, power: 0, toughness: 0, copy-of: giant, damage: 1, counters: { +1/+1: 1 } }
  giant: { controller: bob, power: 3, toughness: 3, keywords: [trample], damage: 2 }
  chump: { controller: bob, power: 1, toughness: 1 }
combat: { attack: { clone: bob }, block: { chump: clone } }
`);
  for (const id of ALL) {
    const r = run(s, id);
    // A 3/3 trampler with its own +1/+1 counter and 1 damage: 4/4, assigns 1 to the chump and 3 to bob; the chump's 1 damage and its own 1 do not kill it.
    t.is(r.creatures.clone!.power, 4, id);
    t.is(r.players.bob!.life, 17, id);
    t.is(r.creatures.clone!.damage, 2, id);
    t.is(r.creatures.clone!.zone, 'battlefield', id);
  }
  // Cited by each era's copy rule (no become-copy here: the copy is the scenario's start).
  t.is(run(scenario(`
scenario: becomes
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  clone: { controller: alice, power: 0, toughness: 1 }
  giant: { controller: bob, power: 3, toughness: 3 }
combat: { attack: {} }
actions: [{ at: beginning-of-combat, do: become-copy, target: clone, source: giant }]
`), 'legions-2003').events.find((e) => e.key === 'copy.values')!.rule, '503.2');
});

test('a delayed "destroy at end of turn" destroys the object whatever it has become, and only that object (603.7c; 404.4c-d; 406.2c-d)', (t) => {
  const text = (after: string) => `
scenario: delayed
players: { alice: { life: 20, mana: 1 }, bob: { life: 20 } }
creatures:
  shifter: { controller: alice, power: 0, toughness: 1, copy-of: armodon }${armodon}
  wurm: { controller: bob, power: 6, toughness: 4 }
combat: { attack: { shifter: bob } }
actions:
  - { at: declare-blockers, do: activate, source: shifter }
  - { at: declare-blockers, do: ${after}, target: shifter${after === 'become-copy' ? ', source: wurm' : ''} }
`;
  const copied = scenario(text('become-copy'));
  const blinked = scenario(text('blink'));
  for (const id of ALL) {
    const r = run(copied, id);
    t.is(r.creatures.shifter!.zone, 'graveyard', id);
    // A 6/4 with the pump and trample it gained as an Armodon: 9 damage.
    t.is(r.players.bob!.life, 11, id);
    t.is(r.creatures.armodon!.zone, 'battlefield', id);
    t.is(run(blinked, id).creatures.shifter!.zone, 'battlefield', id);
  }
  const r = run(copied, 'm10-2009');
  t.deepEqual(r.events.filter((e) => e.key === 'turn.end-step' || e.key === 'trigger.delayed').map((e) => e.rule), ['603.7c', '513.1', '513.1', '603.7c']);
  t.is(run(copied, 'legions-2003').events.find((e) => e.key === 'turn.end-step')!.rule, '313.1');
  t.is(run(copied, 'revised-1994').events.find((e) => e.key === 'trigger.delayed')!.rule, "D'Angelo E.4.10");
  // No delayed ability waiting: no end step.
  t.false(run(scenario(text('tap').replace(/\n  - \{ at: declare-blockers, do: activate, source: shifter \}/, '')), 'm10-2009').events.some((e) => e.key === 'turn.end-step'));
});

test('a face-down creature is a 2/2 without abilities, also as a copy, until turned face up (707.3 / 503.3 example; 502.26a)', (t) => {
  const text = (up: boolean) => `
scenario: face-down
players: { alice: { life: 20, mana: 1 }, bob: { life: 20 } }
creatures:
  demon: { controller: alice, name: Grinning Demon, power: 6, toughness: 6, keywords: ["morph {2}{B}{B}"], face-down: true, copy-of: lorian }
  lorian: { controller: alice, power: 4, toughness: 1, keywords: [trample, "morph {G}"] }
  elves: { controller: bob, power: 1, toughness: 1 }
combat: { attack: { demon: bob }, block: { elves: demon } }
${up ? 'actions: [{ at: declare-blockers, do: turn-face-up, target: demon }]' : ''}
`;
  for (const id of ['legions-2003', 'futuresight-2007', 'm10-2009', 'foundations-2024']) {
    const down = run(scenario(text(false)), id);
    t.is(down.creatures.demon!.power, 2, id);
    t.is(down.players.bob!.life, 20, id);
    t.is(down.creatures.demon!.zone, 'battlefield', id);
    const up = run(scenario(text(true)), id);
    t.is(up.players.bob!.life, 17, id);
    t.is(up.creatures.demon!.zone, 'graveyard', id);
  }
  t.is(run(scenario(text(true)), 'futuresight-2007').events.find((e) => e.key === 'copy.face-down')!.rule, '503.3');
  // Its morph cost is the copied one ({G}, 1 mana): without the copy it would need the Demon's 4, and a copy of a creature without morph can't be turned up.
  const own = run(scenario(text(true).replace(', copy-of: lorian', '')), 'm10-2009');
  t.is(own.creatures.demon!.power, 2);
  t.true(own.events.some((e) => e.type === 'action-skipped' && e.key === 'cost.pay'));
  const noMorph = run(scenario(text(true).replace(', "morph {G}"', '')), 'm10-2009');
  t.is(noMorph.creatures.demon!.power, 2);
  t.true(noMorph.events.some((e) => e.type === 'action-skipped' && /has no morph cost/.test(e.text)));
  // A copy of a face-down creature is a face-up 2/2 with no abilities (707.3's example of Clone).
  const clone = run(scenario(`
scenario: clone of face-down
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  demon: { controller: bob, power: 6, toughness: 6, keywords: [trample], face-down: true }
  clone: { controller: alice, power: 0, toughness: 0, copy-of: demon }
combat: { attack: { clone: bob } }
`), 'foundations-2024');
  t.is(clone.players.bob!.life, 18);
  // Before morph (the faceDown policy: hidden), a face-down creature keeps its characteristics (D'Angelo E.5.3-E.5.5).
  for (const id of ['revised-1994', 'urza-1998', 'sixth-1999']) {
    const down = run(scenario(text(false)), id);
    t.is(down.creatures.demon!.power, 4, id);
    t.is(down.players.bob!.life, 17, id);
  }
  t.is(run(scenario(text(true)), 'revised-1994').events.find((e) => e.key === 'copy.face-down')!.rule, "D'Angelo E.5.4");
});


test('a face-down creature has none of its static abilities, Worship\'s and the other replacement and restriction abilities included (708.2; 503.3 of 2007)', (t) => {
  const s = scenario(`
scenario: face-down worship
players: { alice: { life: 20 }, bob: { life: 3 } }
creatures:
  giant: { controller: alice, power: 5, toughness: 5 }
  shrine: { controller: bob, power: 1, toughness: 1, face-down: true, keywords: ["morph {3}"], abilities: [{ damage-cant-reduce-life-below-1: true }, { cant-attack-you: {} }] }
combat: { attack: { giant: bob } }
`);
  for (const id of ['legions-2003', 'futuresight-2007', 'm10-2009', 'foundations-2024']) {
    const r = run(s, id);
    t.is(r.status, 'ok', id);
    t.is(r.players.bob!.life, -2, id);
    t.true(r.players.bob!.lost, id);
  }
  // Before morph (the faceDown policy: hidden) it keeps them: Blazing Archon's "can't attack you" makes the attack illegal.
  t.is(run(s, 'sixth-1999').status, 'illegal-attack');
});
test('enters as a copy: only of a creature on the battlefield as it enters; a new object is its own card (707.5; 400.7)', (t) => {
  const text = (choice: string) => `
scenario: impersonator
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  impersonator: { controller: alice, power: 0, toughness: 0, copy-of: finks, abilities: [{ enters-as-copy: true }] }
  finks: { controller: bob, power: 3, toughness: 2, keywords: [persist] }
  bears: { controller: bob, power: 2, toughness: 2 }
combat: { attack: {} }
choices: { alice: { copy: { impersonator: ${choice} } } }
actions: [{ at: beginning-of-combat, do: destroy, target: impersonator }]
`;
  for (const id of ALL) {
    // Persist (the copied ability) returns it; as it enters it copies the Bears: a 2/2 with a -1/-1 counter.
    const r = run(scenario(text('bears')), id);
    t.is(r.creatures.impersonator!.zone, 'battlefield', id);
    t.is(r.creatures.impersonator!.power, 1, id);
    // The Finks it would copy is on the battlefield too: it copies the Finks (3/2 with persist).
    t.is(run(scenario(text('finks')), id).creatures.impersonator!.power, 2, id);
  }
  t.throws(() => scenario(text('bears').replace(', abilities: [{ enters-as-copy: true }]', '')), { message: /has no \{ enters-as-copy: true \} ability/ });
});

test('linked abilities: a gained "return a card exiled with this" returns only what its linked gained ability exiled (607.5; 217.7d of 2007)', (t) => {
  const s = scenario(`
scenario: linked
players: { alice: { life: 20, mana: 10 }, bob: { life: 20 } }
creatures:
  elemental: { controller: alice, power: 3, toughness: 4 }
  sisters:
    controller: alice
    power: 7
    toughness: 5
    abilities:
      - activated: { cost: [{ mana: 2 }], do: exile, to: chosen, target-in-combat-with-this: true }
      - activated: { cost: [{ mana: 3 }], do: return-exiled, to: chosen }
  wall: { controller: bob, power: 0, toughness: 3 }
  bears: { controller: bob, power: 2, toughness: 2 }
  other: { controller: bob, power: 1, toughness: 1 }
combat: { attack: { elemental: bob, sisters: bob }, block: { wall: sisters, bears: elemental } }
actions:
  - { at: declare-blockers, do: activate, source: sisters, ability: 0, target: wall }
  - { at: declare-blockers, do: gain-abilities, target: elemental, source: sisters }
  - { at: declare-blockers, do: activate, source: elemental, ability: 0, target: other }
  - { at: declare-blockers, do: activate, source: elemental, ability: 0, target: bears }
  - { at: declare-blockers, do: activate, source: elemental, ability: 1, target: wall }
  - { at: declare-blockers, do: activate, source: elemental, ability: 1, target: bears }
`);
  for (const id of ALL) {
    const r = run(s, id);
    // "other" blocks nothing: not a legal target of "blocking or blocked by [this]".
    t.is(r.creatures.other!.zone, 'battlefield', id);
    t.is(r.creatures.wall!.zone, 'exile', id);
    t.is(r.creatures.bears!.zone, 'battlefield', id);
    t.is(r.players.alice!.life, 20, id);
  }
  const r = run(s, 'mh3-2024');
  t.is(r.events.find((e) => e.type === 'action-skipped' && e.key === 'ability.linked')!.rule, '607.5');
  t.is(r.events.find((e) => e.type === 'action-skipped' && e.key === 'ability.target-combat')!.rule, '201.5');
  t.true(r.events.some((e) => /returns to the battlefield under alice's control/.test(e.text)));
});

test('bad input: copy-of, become-copy and turn-face-up name what they need', (t) => {
  const base = `
scenario: bad
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1 }
combat: { attack: {} }
`;
  t.throws(() => scenario(base.replace('toughness: 1 }', 'toughness: 1, copy-of: a }')), { message: /can't be a copy of itself/ });
  t.throws(() => scenario(`${base}actions: [{ at: declare-attackers, do: turn-face-up, target: a }]`), { message: /is not face down/ });
  t.throws(() => scenario(`${base}actions: [{ at: declare-attackers, do: become-copy, target: a, source: nobody }]`), { message: /nobody/ });
});

test('a creature that becomes a copy of a lord has its static ability from then on (706.2; 613.2a)', (t) => {
  const s = scenario(`
scenario: copied lord
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  shifter: { controller: alice, power: 0, toughness: 1 }
  bears: { controller: alice, power: 2, toughness: 2 }
  lord: { controller: bob, power: 2, toughness: 2, abilities: [{ affects: other-creatures-you-control, power: 1, toughness: 1 }] }
combat: { attack: { bears: bob } }
actions: [{ at: declare-attackers, do: become-copy, target: shifter, source: lord }]
`);
  for (const id of ALL) {
    const r = run(s, id);
    t.is(r.players.bob!.life, 17, id);
    t.is(r.creatures.bears!.power, 3, id);
  }
});

test('a delayed "return that card to the battlefield" brings the exiled card back as a new object with its counter (603.7c; 400.7)', (t) => {
  const text = (when: string, then = '') => `
scenario: witch
players: { alice: { life: 20 }, bob: { life: 20, mana: 4 } }
creatures:
  wurm: { controller: alice, power: 6, toughness: 4 }
  witch:
    controller: bob
    name: Mistmeadow Witch
    power: 1
    toughness: 1
    abilities:
      - activated: { cost: [{ mana: 4 }], do: exile, to: chosen, then: [{ do: return, delayed: ${when}, kind: +1/+1, amount: 1 }] }
combat: { attack: { wurm: bob } }
actions:
  - { at: declare-blockers, do: activate, source: witch, target: wurm }
${then}`;
  for (const id of ALL) {
    for (const when of ['end-of-combat', 'end-of-turn']) {
      const r = run(scenario(text(when)), id);
      // Exiled before damage: bob takes none; it returns untapped, a new object with the counter.
      t.is(r.players.bob!.life, 20, id);
      t.is(r.creatures.wurm!.zone, 'battlefield', id);
      t.is(r.creatures.wurm!.tapped, false, id);
      t.is(r.creatures.wurm!.counters['+1/+1'], 1, id);
    }
  }
  t.is(run(scenario(text('end-of-turn')), 'm10-2009').events.filter((e) => e.key === 'turn.end-step').length, 2);
  t.throws(() => scenario(text('end-of-turn').replace(', delayed: end-of-turn', '')), { message: /expected delayed/ });
});

test('a colour set by an action stays when the creature then becomes a copy, with no static ability on the battlefield (layer 5 after layer 1: 613.1a, 613.1e)', (t) => {
  const s = scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  drake: { controller: alice, power: 2, toughness: 2, colors: [blue] }
  bears: { controller: bob, power: 2, toughness: 2, colors: [green] }
  knight: { controller: bob, power: 2, toughness: 2, keywords: [protection from red] }
combat: { attack: { drake: bob }, block: { knight: drake } }
actions:
  - { at: declare-attackers, by: alice, do: set-colors, target: drake, to: [red] }
  - { at: declare-attackers, by: alice, do: become-copy, target: drake, source: bears }
`);
  for (const id of ALL) {
    // Still red as a copy of the green Bears: the Knight's protection from red prevents its damage.
    const r = run(s, id);
    t.deepEqual(dead(r), ['drake'], id);
    t.is(r.creatures.knight!.damage, 0, id);
  }
});

test('a keyword an action took away stays lost when the creature then becomes a copy of a creature that has it (layer 6 after layer 1: 613.1a, 613.1f)', (t) => {
  const s = scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  drake: { controller: alice, power: 2, toughness: 2 }
  hawk: { controller: bob, power: 1, toughness: 1, keywords: [flying] }
  bears: { controller: bob, power: 2, toughness: 2 }
combat: { attack: { drake: bob }, block: { bears: drake } }
actions:
  - { at: declare-attackers, by: bob, do: lose, target: drake, keyword: flying }
  - { at: declare-attackers, by: alice, do: become-copy, target: drake, source: hawk }
`);
  for (const id of ALL) {
    // A 1/1 copy of the Hawk without flying: the Bears' block is legal and kills it.
    const r = run(s, id);
    t.is(r.status, 'ok', id);
    t.deepEqual(dead(r), ['drake'], id);
  }
});

test('types an action set stay when the creature then becomes a copy (layer 4 after layer 1: 613.1a, 613.1d)', (t) => {
  const s = scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  drake: { controller: alice, power: 2, toughness: 2, types: [Drake] }
  bears: { controller: bob, power: 2, toughness: 2, types: [Bear] }
permanents:
  anthem: { controller: alice, type: enchantment, abilities: [{ affects: creatures, type: Wall, power: 1 }] }
combat: { attack: { drake: bob } }
actions:
  - { at: declare-attackers, by: alice, do: set-types, target: drake, types: [Creature, Wall] }
  - { at: declare-attackers, by: alice, do: become-copy, target: drake, source: bears }
`);
  for (const id of ALL) {
    // Still a Wall as a copy of the Bears: the anthem for Walls makes it 3/2.
    t.is(run(s, id).players.bob!.life, 17, id);
  }
});
