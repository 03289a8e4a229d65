// "Doesn't untap during its controller's next untap step" (Wall of Frost, Frost Breath): an effect on
// the untap step after the combat, reported in the result (doesntUntap) and checked by expect
// (doesnt-untap). The untap rule: 502.3 (502.2 of 2009-2010; 302.2 of 2004-2007; 302.1 of
// 1999-2003; D'Angelo P.5.1 before). A creature that returns as a new object has no such effect (400.7).
import test from 'ava';
import { mismatches } from '../core/outcome.js';
import { ALL, run, rulesCited, scenario } from './helpers.js';

const UNTAP: Record<string, string> = {
  'revised-1994': "D'Angelo P.5.1", 'urza-1998': "D'Angelo P.5.1", 'sixth-1999': '302.1', 'legions-2003': '302.1', 'champions-2004': '302.2',
  'futuresight-2007': '302.2', 'm10-2009': '502.2', 'm11-2010': '502.2', 'mh3-2024': '502.3', 'foundations-2024': '502.3',
};

const wall = (attacker: string, blockers = '') => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bears: { controller: alice, ${attacker} }
  frost: { controller: bob, power: 0, toughness: 7, abilities: [{ trigger: blocks, do: doesnt-untap, to: that }] }
  ${blockers}
combat: { attack: { bears: bob }, block: { frost: bears${blockers ? ', ogre: bears' : ''} } }
`);

test('the creature Wall of Frost blocks is listed, tapped or not, and the untap rule of each era is cited', (t) => {
  t.is(Object.keys(UNTAP).length, ALL.length);
  for (const id of ALL) {
    const r = run(wall('power: 3, toughness: 3'), id);
    t.deepEqual(r.doesntUntap, ['bears'], id);
    t.true(r.creatures.bears!.tapped, id);
    t.true(rulesCited(r).includes(UNTAP[id]!), `${id} cites ${UNTAP[id]}`);
    t.deepEqual(run(wall('power: 2, toughness: 2, keywords: [vigilance]'), id).doesntUntap, ['bears'], id);
  }
});

test('no such effect, no field: a result without it is as before', (t) => {
  const r = run(scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures: { bears: { controller: alice, power: 2, toughness: 2 } }
combat: { attack: { bears: bob } }
`), 'foundations-2024');
  t.false('doesntUntap' in r);
  t.deepEqual(mismatches(r, { 'doesnt-untap': [] }), []);
  t.deepEqual(mismatches(r, { 'doesnt-untap': ['bears'] }).map((m) => m.field), ['doesnt-untap']);
});

test('a creature that dies and returns (persist) is a new object: it untaps as usual', (t) => {
  for (const id of ALL) {
    const r = run(wall('power: 3, toughness: 2, keywords: [persist]', 'ogre: { controller: bob, power: 2, toughness: 2 }'), id);
    t.is(r.creatures.bears!.zone, 'battlefield', id);
    t.is(r.creatures.bears!.counters['-1/-1'], 1, id);
    t.is(r.doesntUntap, undefined, id);
  }
});

test('the action (Frost Breath): a tapped target stays tapped, and one in a graveyard is in no list', (t) => {
  const s = scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  giant: { controller: alice, power: 4, toughness: 4 }
  bears: { controller: alice, power: 2, toughness: 2 }
actions:
  - { at: beginning-of-combat, by: bob, do: tap, target: giant }
  - { at: beginning-of-combat, by: bob, do: doesnt-untap, target: giant }
  - { at: beginning-of-combat, by: bob, do: doesnt-untap, target: bears }
  - { at: declare-blockers, by: bob, do: destroy, target: bears }
combat: { attack: { bears: bob } }
`);
  for (const id of ALL) {
    const r = run(s, id);
    t.deepEqual(r.doesntUntap, ['giant'], id);
    t.is(r.creatures.bears!.zone, 'graveyard', id);
  }
});

test('an exerted attacker is listed too: it won\'t untap during its controller\'s next untap step (701.39a)', (t) => {
  const s = (exert: boolean) => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  initiate: { controller: alice, power: 3, toughness: 1, abilities: [{ trigger: exerted, do: pump, power: 1, toughness: 3 }] }
combat: { attack: { initiate: bob } }
${exert ? 'choices: { alice: { exert: [initiate] } }' : ''}
`);
  for (const id of ALL) {
    t.deepEqual(run(s(true), id).doesntUntap, ['initiate'], id);
    t.is(run(s(false), id).doesntUntap, undefined, id);
  }
});
