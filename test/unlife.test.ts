// Phyrexian Unlife (unlife: true): no loss for 0 or less life, damage as though its source had infect
// then; ten poison counters still lose. The golden rule: 101.1 (103.1 of 1999-2007; as printed before).
import test from 'ava';
import { ALL, run, rulesCited, scenario } from './helpers.js';

const GOLDEN: Record<string, string | undefined> = { 'sixth-1999': '103.1', 'futuresight-2007': '103.1', 'm10-2009': '101.1', 'foundations-2024': '101.1' };
const board = (life: number, poison: number, unlife = true) => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: ${life}, poison: ${poison} } }
creatures: { giant: { controller: alice, power: 4, toughness: 4 } }
permanents:
  unlife: { controller: bob, type: enchantment, abilities: [${unlife ? '{ unlife: true }' : '{ double-life-gain: true }'}] }
combat: { attack: { giant: bob } }
`);

test('at 0 or less life the damage is poison and the player does not lose; above 0 it is life loss', (t) => {
  for (const id of ALL) {
    const r = run(board(0, 0), id);
    t.deepEqual([r.players.bob!.life, r.players.bob!.poison, r.players.bob!.lost], [0, 4, false], id);
    const above = run(board(3, 0), id);
    t.deepEqual([above.players.bob!.life, above.players.bob!.poison, above.players.bob!.lost], [-1, 0, false], id);
    if (GOLDEN[id]) t.true(rulesCited(r).includes(GOLDEN[id]!), `${id} cites ${GOLDEN[id]}`);
  }
});

test('ten poison counters still lose the game; without Unlife, 0 life loses', (t) => {
  for (const id of ALL) {
    t.true(run(board(0, 6), id).players.bob!.lost, id);
    t.true(run(board(3, 0, false), id).players.bob!.lost, id);
  }
});
