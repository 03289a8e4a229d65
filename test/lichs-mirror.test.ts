// Lich's Mirror (lichs-mirror: true): the game loss is replaced: hand, graveyard and permanents into
// the library, life 20; one replacement for every state-based action with that result (704.7; 704.6
// of 2009-2010); poison counters stay. Before 2009: a replacement effect as the card says (419.1a of
// 2004-2007; 419.1 of 1999-2003; D'Angelo A.7.5).
import test from 'ava';
import { ALL, run, rulesCited, scenario } from './helpers.js';

const RULE: Record<string, string> = {
  'revised-1994': "D'Angelo A.7.5", 'urza-1998': "D'Angelo A.7.5", 'sixth-1999': '419.1', 'legions-2003': '419.1', 'champions-2004': '419.1a',
  'futuresight-2007': '419.1a', 'm10-2009': '704.6', 'm11-2010': '704.6', 'mh3-2024': '704.7', 'foundations-2024': '704.7',
};
const board = (bob: string, abilities = '[{ lichs-mirror: true }]', extra = '') => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { ${bob} } }
creatures:
  giant: { controller: alice, power: 4, toughness: 4 }
  elf: { controller: bob, power: 1, toughness: 1 }
  stolen: { controller: bob, power: 1, toughness: 1 }
permanents:
  mirror: { controller: bob, type: artifact, abilities: ${abilities} }
  ${extra}
actions: [{ at: beginning-of-combat, by: alice, do: gain-control, target: stolen, player: alice }]
combat: { attack: { giant: bob } }
`);

test('a lethal attack: instead of losing, the player\'s cards go to the library and life becomes 20; cited per era', (t) => {
  t.is(Object.keys(RULE).length, ALL.length);
  for (const id of ALL) {
    const r = run(board('life: 3'), id);
    t.deepEqual([r.players.bob!.life, r.players.bob!.lost], [20, false], id);
    t.is(r.creatures.elf!.zone, 'library', id);
    // One he owns that Alice controls goes too ("all permanents you own").
    t.is(r.creatures.stolen!.zone, 'library', id);
    t.is(r.permanents!.mirror!.zone, 'library', id);
    t.true(rulesCited(r).includes(RULE[id]!), `${id} cites ${RULE[id]}`);
  }
});

test('without the Mirror the player loses; with 10 poison counters the loss is replaced once and comes back at the next check', (t) => {
  for (const id of ALL) {
    t.true(run(board('life: 3', '[{ double-life-gain: true }]'), id).players.bob!.lost, id);
    const r = run(board('life: 20, poison: 10'), id);
    t.deepEqual([r.players.bob!.life, r.players.bob!.poison, r.players.bob!.lost], [20, 10, true], id);
    t.is(r.events.filter((e) => e.key === 'loss.replaced' && e.type === 'note').length, 1, id);
  }
});

test('"can\'t lose the game" comes first: nothing is replaced', (t) => {
  for (const id of ALL) {
    const r = run(board('life: 3', '[{ lichs-mirror: true }]', 'angel: { controller: bob, type: artifact, abilities: [{ controller-cant-lose: true }] }'), id);
    t.deepEqual([r.players.bob!.life, r.players.bob!.lost, r.permanents!.mirror!.zone], [-1, false, 'battlefield'], id);
  }
});

test('refused in a Two-Headed Giant game, with a one-line reason', (t) => {
  const e = t.throws(() => scenario(`
scenario: t
players: { a1: { life: 30 }, a2: { life: 30 }, b1: { life: 30 }, b2: { life: 30 } }
multiplayer: { variant: two-headed-giant, teams: [[a1, a2], [b1, b2]] }
creatures: { giant: { controller: a1, power: 4, toughness: 4 } }
permanents: { mirror: { controller: b1, type: artifact, abilities: [{ lichs-mirror: true }] } }
combat: { attack: { giant: b1 } }
`))!;
  t.regex(e.message, /Lich's Mirror .* Two-Headed Giant .* not modelled/);
  t.notRegex(e.message, /\n/);
});
