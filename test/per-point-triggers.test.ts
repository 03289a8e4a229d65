// Issue 14 point 2: before 1999 a "whenever this deals damage" trigger triggered once per point of
// damage (D'Angelo A.8.10). The engine keeps those triggers as one counted batch: the same outcome
// as one trigger per point, and a log that does not grow with the power.
import test from 'ava';
import { run, scenario } from './helpers.js';

const board = (power: number, blockerKeywords = '[]') => scenario(`
scenario: per-point triggers
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: ${power}, toughness: 1, keywords: [lifelink, deathtouch] }
  b: { controller: bob, power: 0, toughness: ${Math.max(1, power)}, keywords: ${blockerKeywords} }
  c: { controller: alice, power: ${power}, toughness: 1, keywords: [lifelink] }
combat: { attack: { a: bob, c: bob }, block: { b: a } }
`);

for (const era of ['revised-1994', 'urza-1998']) {
  test(`${era}: the batch gains exactly one life per point of damage, as one trigger per point would`, (t) => {
    for (const p of [1, 2, 3, 7]) {
      const r = run(board(p), era);
      t.is(r.players.alice!.life, 20 + 2 * p, `power ${p}`);
      t.is(r.players.bob!.life, 20 - p, `power ${p}`);
      t.is(r.creatures.b!.zone, 'graveyard', `power ${p}: the first deathtouch trigger destroys it`);
    }
  });

  test(`${era}: power 100,000 (the input limit) runs with a log that does not grow with the power`, (t) => {
    const small = run(board(3), era).events.length;
    const r = run(board(100000), era);
    t.is(r.players.alice!.life, 20 + 200000);
    t.true(r.events.length <= small + 2, `${r.events.length} events against ${small} at power 3`);
    const batch = r.events.find((e) => e.type === 'trigger' && e.amount === 100000);
    t.truthy(batch, 'one event stands for the 100,000 triggers');
    t.regex(batch!.text, /triggers 100000 times, once per point of damage/);
  });

  test(`${era}: deathtouch triggers against an indestructible blocker stop after the first changes nothing`, (t) => {
    const r = run(board(100000, '[indestructible]'), era);
    t.is(r.creatures.b!.zone, 'battlefield');
    t.true(r.events.length < 60);
    t.true(r.events.some((e) => /other 99999 deathtouch triggers do nothing: .* is indestructible/.test(e.text)));
  });
}

test('from sixth-1999 the same board triggers once per damage event (no batch)', (t) => {
  const r = run(board(5), 'sixth-1999');
  t.is(r.players.alice!.life, 30);
  t.false(r.events.some((e) => /once per point of damage/.test(e.text)));
});
