// An effect that sets power and toughness ("becomes 0/1", the animate action) after a pump: in
// timestamp order with it before Magic 2010, so the set wipes the pump (D'Angelo T.14.1; 418.5c of
// 1999, 418.5e of 2003-03-15, 418.5a from 2003-07-01 and its sublayer 6b of 2005-2009), set first and modified
// after since (612.3b-c; 613.3b-c; 613.4b-c).
import test from 'ava';
import { EVERY, registry, run, rulesCited, scenario } from './helpers.js';

const SET_FIRST_FROM = '2009-07-11';
const CITED: Record<string, string> = {
  'revised-1994': "D'Angelo T.14.1", 'urza-1998': "D'Angelo T.14.1", 'sixth-1999': '418.5c', 'legions-2003': '418.5e', 'eighth-2003': '418.5a',
  'mirrodin-2003': '418.5a', 'darksteel-2004': '418.5a', 'champions-2004': '418.5a', 'ninth-2005': '418.5a', 'timespiral-2006': '418.5a', 'futuresight-2007': '418.5a',
  'lorwyn-2007': '418.5a', 'm10-2009': '612.3b', 'm11-2010': '613.3b', 'newphyrexia-2011': '613.3b', 'dominaria-2018': '613.3b',
  'mom-2023': '613.4b', 'betrayers-2005': '418.5a', 'dissension-2006': '418.5a', 'worldwake-2010': '613.3b', 'm12-2011': '613.3b', 'mh2-2021': '613.4b', 'mh3-2024': '613.4b', 'foundations-2024': '613.4b',
  'alarareborn-2009': '418.5a', 'eldrazi-2010': '613.3b', 'teampoison-2011': '613.3b',
};

const board = (actions: string, extra = '') => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  ogre: { controller: alice, power: 2, toughness: 2${extra} }
combat: { attack: { ogre: bob } }
actions:
${actions}
`);

test('the Gray Ogre example: +4/+4 then "becomes 0/1" is 0/1 in timestamp order (6b, before 2009-07-11), 4/5 once setting comes first (7b, 7c)', (t) => {
  const s = board(`  - { at: declare-blockers, by: alice, do: pump, target: ogre, power: 4, toughness: 4 }
  - { at: declare-blockers, by: bob, do: animate, target: ogre, power: 0, toughness: 1 }`);
  for (const id of EVERY) {
    const r = run(s, id);
    const setFirst = registry.meta(id).effective >= SET_FIRST_FROM;
    t.deepEqual([r.creatures.ogre!.power, r.creatures.ogre!.toughness], setFirst ? [4, 5] : [0, 1], id);
    t.is(r.players.bob!.life, setFirst ? 16 : 20, id);
    t.true(rulesCited(r, 'note').includes(CITED[id]!), `${id} cites ${CITED[id]}`);
  }
});

test('a pump after the set applies on top of it in every era, and a counter stays on top of the set (6c; 7d, 7c)', (t) => {
  const s = board(`  - { at: declare-blockers, by: bob, do: animate, target: ogre, power: 0, toughness: 1 }
  - { at: declare-blockers, by: alice, do: pump, target: ogre, power: 2, toughness: 2 }`, `, counters: { '+1/+1': 1 }`);
  for (const id of EVERY) {
    const r = run(s, id);
    t.deepEqual([r.creatures.ogre!.power, r.creatures.ogre!.toughness], [3, 4], id);
  }
});
