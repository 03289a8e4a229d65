// A spell as the chosen source of a prevention (Circle of Protection: Red choosing Lightning Bolt):
// D'Angelo G.12.1, G.12.Ruling.3, T.10.2 before 1999; 419.7c of 1999, 419.8a of 2003-2007, 608.7a / 609.7a since.
import test from 'ava';
import { ALL, run, scenario } from './helpers.js';

const OLD = ['revised-1994', 'urza-1998'];
const bolt = '  - { at: declare-blockers, by: alice, do: damage, spell: bolt, colors: [red], target: bob, amount: 3 }';
const cop = (source = 'bolt', what = 'prevent-from-color, color: red') => `  - { at: declare-blockers, by: bob, do: ${what}, source: ${source} }`;
const board = (...actions: string[]) => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures: { bears: { controller: alice, power: 2, toughness: 2 } }
combat: { attack: { bears: bob } }
actions:
${actions.join('\n')}
`);

test('in response (listed first) the shield stops the spell from 1999; before, prevention waits for the damage prevention step', (t) => {
  for (const id of ALL) t.is(run(board(cop(), bolt), id).players.bob!.life, OLD.includes(id) ? 15 : 18, id);
});

test('listed after the spell: in its damage prevention step before 1999; too late once damage is dealt as it resolves', (t) => {
  for (const id of ALL) t.is(run(board(bolt, cop()), id).players.bob!.life, OLD.includes(id) ? 18 : 15, id);
});

test('prevent-from-source may choose a spell too; the shield against one spell does not stop another', (t) => {
  for (const id of ['sixth-1999', 'foundations-2024']) {
    t.is(run(board(cop('bolt', 'prevent-from-source'), bolt), id).players.bob!.life, 18, id);
    const other = '  - { at: declare-blockers, by: alice, do: damage, spell: shock, colors: [red], target: bob, amount: 2 }';
    t.is(run(board(cop('shock'), bolt, other), id).players.bob!.life, 15, id);
  }
});

test('a spell named like a creature, without colours, or a prevention naming no spell is refused (one line)', (t) => {
  t.throws(() => board('  - { at: declare-blockers, by: alice, do: damage, spell: bears, colors: [red], target: bob, amount: 3 }'), { message: /name the spell with an id of its own/ });
  t.throws(() => board('  - { at: declare-blockers, by: alice, do: damage, spell: bolt, target: bob, amount: 3 }'), { message: /expected colors/ });
  t.throws(() => board(cop('fireball')), { message: /fireball/ });
  t.throws(() => board('  - { at: declare-blockers, by: alice, do: damage, spell: bolt, colors: [green], target: bob, amount: 3 }', cop()), { message: /expected a red source/ });
});
