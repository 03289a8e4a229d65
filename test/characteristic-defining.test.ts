// Power and toughness a characteristic-defining ability counts (Tarmogoyf, Nightmare, Maro): D'Angelo
// K.12.5; 420.4 of 1999; glossary "Power" of 2003; 418.5a of 2004; 208.2 of 2007; 612.3a, 613.3a,
// 613.4a (layer 7a).
import test from 'ava';
import { ALL, run, rulesCited, scenario } from './helpers.js';

const CITED: Record<string, string> = {
  'revised-1994': "D'Angelo K.12.5", 'urza-1998': "D'Angelo K.12.5", 'sixth-1999': '420.4', 'legions-2003': 'Glossary: Power', 'champions-2004': '418.5a',
  'futuresight-2007': '208.2', 'm10-2009': '612.3a', 'm11-2010': '613.3a', 'mh3-2024': '613.4a', 'foundations-2024': '613.4a',
};

const goyf = (extra = '', actions = '') => scenario(`
scenario: t
players: { alice: { life: 20, graveyard-types: [Land, Sorcery, Instant] }, bob: { life: 20 } }
creatures:
  goyf: { controller: alice, power: 0, toughness: 1${extra}, abilities: [{ characteristic-defining: { count: card-types-in-graveyards, power: 0, toughness: 1 } }] }
combat: { attack: { goyf: bob } }
${actions}`);

test('the count sets the base: counters and pumps apply on top, in every era, each citing its rule', (t) => {
  for (const id of ALL) {
    const r = run(goyf(', counters: { +1/+1: 1 }', 'actions: [{ at: declare-blockers, by: alice, do: pump, target: goyf, power: 2 }]'), id);
    t.deepEqual([r.creatures.goyf!.power, r.creatures.goyf!.toughness], [6, 5], id);
    t.is(r.players.bob!.life, 14, id);
    t.true(rulesCited(r).includes(CITED[id]!), `${id} cites ${CITED[id]}`);
  }
});

test('an animate action sets power and toughness over the count (a later effect: 613.4b; D\'Angelo K.12.Ruling.4)', (t) => {
  for (const id of ALL) {
    const r = run(goyf('', 'actions: [{ at: declare-blockers, by: alice, do: animate, target: goyf, power: 1, toughness: 1 }]'), id);
    t.is(r.players.bob!.life, 19, id);
  }
});

test('a creature card put into a graveyard adds its type; a token adds none', (t) => {
  const s = (token: boolean) => scenario(`
scenario: t
players: { alice: { life: 20, graveyard-types: [Land] }, bob: { life: 20 } }
creatures:
  goyf: { controller: bob, power: 0, toughness: 1, abilities: [{ characteristic-defining: { count: card-types-in-graveyards, power: 0, toughness: 1 } }] }
  spirit: { controller: bob, power: 1, toughness: 1${token ? ', zone: none' : ''} }
combat: { attack: {} }
actions:
${token ? '  - { at: beginning-of-combat, by: bob, do: create-token, target: spirit }\n' : ''}  - { at: beginning-of-combat, by: bob, do: destroy, target: spirit }
`);
  for (const id of ['revised-1994', 'sixth-1999', 'foundations-2024']) {
    t.deepEqual([run(s(false), id).creatures.goyf!.power, run(s(false), id).creatures.goyf!.toughness], [2, 3], id);
    t.is(run(s(true), id).creatures.goyf!.power, 1, id);
  }
});

test('bad characteristic-defining abilities are refused with a one-line error', (t) => {
  const bad = (ability: string) => () => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  x: { controller: alice, power: 0, toughness: 1, abilities: [${ability}] }
combat: { attack: {} }
`);
  t.throws(bad('{ characteristic-defining: { count: cards-in-hand } }'), { message: /expected power and\/or toughness/ });
  t.throws(bad('{ characteristic-defining: { count: cards-in-hand, power: 0, land: Swamp } }'), { message: /land only with count: lands-you-control/ });
  t.throws(bad('{ characteristic-defining: { count: creatures, power: 0 } }'), { message: /expected a count/ });
});
