// Switching power and toughness (switch-pt): timestamp order before 2007 (D'Angelo T.14.1; 418.5c
// of 1999, 418.5e of 2003-03-15, 418.5i from 2003-07-01), after every other effect since (418.5i of 2007; 612.3e,
// 613.3e layer 7e; 613.4d layer 7d).
import test from 'ava';
import { ALL, dead, run, rulesCited, scenario } from './helpers.js';

// The dated amendments change no switch rule: each plays as the era before it, and cites the rule's
// number of its own day (613.3e from 2010-02-01, layer 7d's 613.4d by 2021).
const LAST = ['futuresight-2007', 'lorwyn-2007', 'm10-2009', 'worldwake-2010', 'm11-2010', 'newphyrexia-2011', 'm12-2011', 'dominaria-2018', 'mh2-2021', 'mom-2023', 'mh3-2024', 'foundations-2024'];
const CITED: Record<string, string> = {
  'revised-1994': "D'Angelo T.14.1", 'urza-1998': "D'Angelo T.14.1", 'sixth-1999': '418.5c', 'legions-2003': '418.5e', 'eighth-2003': '418.5i',
  'mirrodin-2003': '418.5i', 'champions-2004': '418.5i', 'betrayers-2005': '418.5i', 'ninth-2005': '418.5i', 'dissension-2006': '418.5i',
  'timespiral-2006': '418.5i', 'futuresight-2007': '418.5i', 'lorwyn-2007': '418.5i', 'm10-2009': '612.3e', 'worldwake-2010': '613.3e',
  'm11-2010': '613.3e', 'newphyrexia-2011': '613.3e', 'm12-2011': '613.3e', 'dominaria-2018': '613.3e', 'mh2-2021': '613.4d',
  'mom-2023': '613.4d', 'mh3-2024': '613.4d', 'foundations-2024': '613.4d',
};

const board = (actions: string, extra = '') => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  imp: { controller: alice, power: 1, toughness: 3${extra} }
combat: { attack: { imp: bob } }
actions:
${actions}
`);

test('the CR example: +0/+1, switch, +5/+0 is 9/1 in timestamp order (418.5i of 2004), 4/6 once switching is applied last (418.5i of 2007, 613.4d)', (t) => {
  const s = board(`  - { at: declare-blockers, by: alice, do: pump, target: imp, toughness: 1 }
  - { at: declare-blockers, by: alice, do: switch-pt, target: imp }
  - { at: declare-blockers, by: alice, do: pump, target: imp, power: 5 }`);
  for (const id of ALL) {
    const r = run(s, id);
    const [p, tough] = LAST.includes(id) ? [4, 6] : [9, 1];
    t.is(r.creatures.imp!.power, p, id);
    t.is(r.creatures.imp!.toughness, tough, id);
    t.is(r.players.bob!.life, 20 - p, id);
    t.true(rulesCited(r).includes(CITED[id]!), `${id} cites ${CITED[id]}`);
  }
});

test('two switches cancel in every era (613.4d example: 1/4)', (t) => {
  const s = board(`  - { at: declare-blockers, by: alice, do: pump, target: imp, toughness: 1 }
  - { at: declare-blockers, by: alice, do: switch-pt, target: imp }
  - { at: declare-blockers, by: alice, do: switch-pt, target: imp }`);
  for (const id of ALL) {
    const r = run(s, id);
    t.deepEqual([r.creatures.imp!.power, r.creatures.imp!.toughness], [1, 4], id);
  }
});

test('a pump after the switch: on the switched values before 2007 (3/1 then +0/+2: 3/3), switched with the rest since (1/5 switched: 5/1)', (t) => {
  const s = board(`  - { at: declare-blockers, by: alice, do: switch-pt, target: imp }
  - { at: declare-blockers, by: alice, do: pump, target: imp, toughness: 2 }`);
  for (const id of ALL) {
    const r = run(s, id);
    t.deepEqual([r.creatures.imp!.power, r.creatures.imp!.toughness], LAST.includes(id) ? [5, 1] : [3, 3], id);
  }
});

test('a switch to 0 toughness kills the creature (state-based actions see the switched values)', (t) => {
  const s = scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  wall: { controller: bob, power: 0, toughness: 4 }
  bears: { controller: alice, power: 2, toughness: 2 }
combat: { attack: { bears: bob }, block: { wall: bears } }
actions:
  - { at: declare-blockers, by: alice, do: switch-pt, target: wall }
`);
  for (const id of ALL) t.deepEqual(dead(run(s, id)), ['wall'], id);
});

test('switch-pt with each switches every creature named; with an unknown target it is refused (one-line error)', (t) => {
  const r = run(board('  - { at: declare-blockers, by: alice, do: switch-pt, each: creatures-you-control }'), 'foundations-2024');
  t.deepEqual([r.creatures.imp!.power, r.creatures.imp!.toughness], [3, 1]);
  t.throws(() => board('  - { at: declare-blockers, by: alice, do: switch-pt, target: nobody }'), { message: /nobody/ });
});
