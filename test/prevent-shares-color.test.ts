// "Prevent the next N damage that would be dealt to target creature and each other creature that
// shares a color with it this turn" (radiance: Wojek Apothecary): a shield for each creature
// sharing a colour with the target as the effect resolves, the set fixed then (615.11; 615.10 of
// 2010; 614.10 of 2009; 419.7d of 2007; 418.3b of 1999; as printed before).
import test from 'ava';
import { ALL, run, rulesCited, scenario } from './helpers.js';

const RULE: Record<string, string | null> = {
  'revised-1994': null, 'urza-1998': null, 'sixth-1999': '418.3b', 'legions-2003': '419.1', 'champions-2004': '419.1',
  'futuresight-2007': '419.7d', 'm10-2009': '614.10', 'm11-2010': '615.10', 'mh3-2024': '615.11', 'foundations-2024': '615.11',
};
const board = (targetColors: string, actions: string) => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  wolf: { controller: alice, power: 2, toughness: 2, colors: [green] }
  ogre: { controller: alice, power: 2, toughness: 2, colors: [red] }
  healer: { controller: bob, power: 1, toughness: 1, colors: [white], abilities: [{ activated: { cost: [tap], do: prevent, amount: 1, to: chosen, shares-color: true } }] }
  guard: { controller: bob, power: 2, toughness: 2, colors: ${targetColors} }
  goblin: { controller: bob, power: 2, toughness: 2, colors: [red] }
combat:
  attack: { wolf: bob, ogre: bob }
  block: { guard: wolf, goblin: ogre }
actions:
${actions}
`);
const activate = '  - { at: [combat-damage-assigned, declare-blockers], do: activate, source: healer, target: guard }';

test('every creature sharing a colour with the target gets a shield, on either side; the others none; cited per era', (t) => {
  t.is(Object.keys(RULE).length, ALL.length);
  for (const id of ALL) {
    const r = run(board('[green]', activate), id);
    t.deepEqual([r.creatures.guard!.damage, r.creatures.wolf!.damage], [1, 1], id);
    t.is(r.creatures.goblin!.zone, 'graveyard', id);
    t.is(r.creatures.ogre!.zone, 'graveyard', id);
    const cited = r.events.find((e) => e.key === 'prevent.shares-color');
    t.truthy(cited, id);
    if (RULE[id]) t.true(rulesCited(r).includes(RULE[id]!), `${id} cites ${RULE[id]}`);
  }
});

test('a colourless target shares no colour: only it gets the shield', (t) => {
  for (const id of ALL) {
    const r = run(board('[]', activate), id);
    t.is(r.creatures.guard!.damage, 1, id);
    t.is(r.creatures.wolf!.damage, 2, id);
    t.is(r.creatures.wolf!.zone, 'graveyard', id);
  }
});

test('the set is fixed as the ability resolves: a colour given later adds no shield, one given before does (sixth-1999 on, where both are at declare-blockers)', (t) => {
  const later = ['  - { at: declare-blockers, do: activate, source: healer, target: guard }', '  - { at: declare-blockers, by: bob, do: set-colors, target: goblin, to: [green] }'].join('\n');
  const before = ['  - { at: declare-blockers, by: bob, do: set-colors, target: goblin, to: [green] }', '  - { at: declare-blockers, do: activate, source: healer, target: guard }'].join('\n');
  for (const id of ALL.filter((x) => x !== 'revised-1994' && x !== 'urza-1998')) {
    t.is(run(board('[green]', later), id).creatures.goblin!.zone, 'graveyard', id);
    const r = run(board('[green]', before), id);
    t.deepEqual([r.creatures.goblin!.zone, r.creatures.goblin!.damage], ['battlefield', 1], id);
  }
});

test('bad input: shares-color needs a creature target, and on an ability do: prevent with to: chosen', (t) => {
  const base = (extra: string, ability = '{ activated: { cost: [tap], do: prevent, amount: 1, to: chosen } }') => `
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  wolf: { controller: alice, power: 2, toughness: 2, colors: [green] }
  healer: { controller: bob, power: 1, toughness: 1, abilities: [${ability}] }
combat: { attack: { wolf: bob } }
${extra}`;
  t.regex(t.throws(() => scenario(base('actions: [{ at: declare-blockers, by: bob, do: prevent, target: bob, amount: 1, shares-color: true }]')))!.message, /shares-color needs a creature target/);
  t.regex(t.throws(() => scenario(base('', '{ activated: { cost: [tap], do: pump, power: 1, to: chosen, shares-color: true } }')))!.message, /shares-color only with do: prevent and to: chosen/);
});
