// An object that leaves the battlefield and returns is a new object (217.1c from sixth-1999; 400.7
// from m10-2009): an ability that waits to act on the old one does nothing to it.
import test from 'ava';
import { ALL, run, scenario } from './helpers.js';

test('a deathtouch trigger does not destroy the creature undying returned (217.1c; 400.7)', (t) => {
  // magic-combat test_deathtouch_vs_undying_creature_returns. Triggered deathtouch (502.63a from
  // futuresight-2007, printed text before) resolves after Bob's undying, which resolves first (APNAP).
  const s = scenario(`
scenario: deathtouch and undying
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  killer: { controller: alice, power: 1, toughness: 1, keywords: [deathtouch] }
  phoenix: { controller: bob, power: 1, toughness: 1, keywords: [undying] }
combat: { attack: { killer: bob }, block: { phoenix: killer } }
`);
  for (const id of ALL) {
    const r = run(s, id);
    t.is(r.creatures.phoenix!.zone, 'battlefield', id);
    t.is(r.creatures.phoenix!.counters['+1/+1'], 1, id);
  }
  const r = run(s, 'futuresight-2007');
  const note = r.events.find((e) => e.key === 'zone.new-object' && /deathtouch trigger does nothing/.test(e.text));
  t.truthy(note);
  t.is(note!.rule, '217.1c');
});
