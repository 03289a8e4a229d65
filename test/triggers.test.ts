// Issue 9/10: triggered abilities in the scenario format and the triggered keywords defined as
// them, with the era rules that changed how they resolve: before 1999 the triggers of declaring
// attackers and blockers resolve at once in a Series (D'Angelo C.6.1, T.9.1) and ignore blockers
// that block only through a band (A.19.Ruling.2, A.25.Ruling.1); from 1999 they use the stack (404.2; 603.3).
import test from 'ava';
import { keywordAbilities, TRIGGERED_KEYWORDS } from '../core/abilities.js';
import { KEYWORD_LIBRARY } from '../core/keywords.js';
import { registry, rulesCited, run, scenario } from './helpers.js';

const ERAS = registry.eras;
const old = (id: string) => ERAS.indexOf(id) < ERAS.indexOf('sixth-1999');

const flanking = (action = '') => scenario(`
scenario: flanking
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  k: { controller: alice, power: 2, toughness: 2, keywords: [flanking] }
  s: { controller: bob, power: 1, toughness: 1 }
combat: { attack: { k: bob }, block: { s: k } }
${action}`);

test('flanking: the blocker gets -1/-1, cited per era as its own rule (A.19.2, 502.3b, 702.22a, 702.25a)', (t) => {
  const rules: Record<string, string> = {};
  for (const id of ERAS) {
    const r = run(flanking(), id);
    t.is(r.creatures.s!.zone, 'graveyard', id);
    const trig = r.events.find((e) => e.type === 'trigger' && e.key === 'trigger.flanking');
    t.truthy(trig, id);
    rules[id] = trig!.rule;
  }
  t.is(rules['revised-1994'], "D'Angelo A.19.2");
  t.is(rules['sixth-1999'], '502.3b');
  t.is(rules['m10-2009'], '702.22a');
  t.is(rules['foundations-2024'], '702.25a');
});

test('a pump cast in the declare blockers step: after the flanking Series before 1999, in answer to it after', (t) => {
  const pump = 'actions: [{ at: declare-blockers, by: bob, do: pump, target: s, power: 3, toughness: 3 }]';
  for (const id of ERAS) {
    const r = run(flanking(pump), id);
    const timing = r.events.find((e) => e.key === 'trigger.combat')!;
    t.is(timing.type, old(id) ? 'note' : 'timing', id);
    t.is(r.creatures.s!.zone, old(id) ? 'graveyard' : 'battlefield', id);
    t.is(r.creatures.k!.zone, old(id) ? 'battlefield' : 'graveyard', id);
  }
  t.is(run(flanking(pump), 'urza-1998').events.find((e) => e.key === 'trigger.combat')!.rule, "D'Angelo C.6.1");
  t.is(run(flanking(pump), 'legions-2003').events.find((e) => e.key === 'trigger.combat')!.rule, '404.2');
  t.is(run(flanking(pump), 'm11-2010').events.find((e) => e.key === 'trigger.combat')!.rule, '603.3');
});

test('rampage counts blockers through a band only from 1999 (A.25.Ruling.1)', (t) => {
  const s = scenario(`
scenario: rampage
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  p: { controller: alice, power: 2, toughness: 4, keywords: [rampage 2] }
  x: { controller: alice, power: 1, toughness: 1, keywords: [banding] }
  g1: { controller: bob, power: 0, toughness: 9 }
  g2: { controller: bob, power: 0, toughness: 9 }
combat: { attack: { p: bob, x: bob }, bands: [[p, x]], block: { g1: p, g2: x } }
`);
  for (const id of ERAS) {
    const r = run(s, id);
    t.is(r.creatures.p!.power, old(id) ? 2 : 4, id);
    if (old(id)) t.is(r.events.find((e) => e.key === 'trigger.rampage' && e.type === 'action')?.rule, "D'Angelo A.25.2", id);
  }
});

test('written abilities: conditions, recipients and multipliers', (t) => {
  const s = scenario(`
scenario: written
players: { alice: { life: 10 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1, abilities: [
    { trigger: attacks, other-attackers: 2, do: pump, to: self, power: 5, toughness: 0 },
    { trigger: attacks, defender-life-at-least-yours: true, do: gain-life, to: controller, amount: 3 } ] }
  b: { controller: alice, power: 1, toughness: 1, abilities: [{ trigger: attacks, do: pump, to: each-other-attacker, power: 1, toughness: 0 }] }
  c: { controller: alice, power: 1, toughness: 1 }
combat: { attack: { a: bob, b: bob } }
`);
  for (const id of ERAS) {
    const r = run(s, id);
    // One other attacker only: no +5; Bob has more life: Alice gains 3; b gives a +1/+0.
    t.is(r.players.bob!.life, 20 - 2 - 1, id);
    t.is(r.players.alice!.life, 13, id);
  }
});

test('persist returns the creature as a new object; with a -1/-1 counter already, it stays dead', (t) => {
  const s = (counters: string) => scenario(`
scenario: persist
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 5, toughness: 5 }
  f: { controller: bob, power: 3, toughness: 2, keywords: [persist], counters: ${counters} }
combat: { attack: { a: bob }, block: { f: a } }
`);
  for (const id of ERAS) {
    const back = run(s('{}'), id);
    t.is(back.creatures.f!.zone, 'battlefield', id);
    t.deepEqual(back.creatures.f!.counters, { '+1/+1': 0, '-1/-1': 1 }, id);
    t.is(back.creatures.f!.damage, 0, id);
    t.is(run(s('{ "-1/-1": 1 }'), id).creatures.f!.zone, 'graveyard', id);
  }
});

test('every triggered keyword is in the keyword library, and its abilities cite its rule', (t) => {
  for (const [name, def] of Object.entries(TRIGGERED_KEYWORDS)) {
    t.true(KEYWORD_LIBRARY.some((k) => k.name === name || k.name === `${name} <N>`), name);
    const abilities = keywordAbilities(`${name} 2`).length ? keywordAbilities(`${name} 2`) : keywordAbilities(name);
    t.true(abilities.length > 0, name);
    t.true(abilities.every((a) => a.rule === def.rule && KEYWORD_LIBRARY.some((k) => k.rules[0] === a.rule)), name);
  }
});

test('bad input: an unknown trigger or effect, or an effect missing its numbers, is one line with its place', (t) => {
  const bad = (ability: string) => () => scenario(`scenario: x
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1, abilities: [${ability}] }
combat: { attack: {} }
`);
  for (const ability of ['{ trigger: explodes, do: pump }', '{ trigger: attacks, do: fly }', '{ trigger: attacks, do: poison }', '{ trigger: attacks, do: return, kind: "+1/+1", amount: 1 }', '{ trigger: attacks, do: pump, to: chosen, target: nobody }']) {
    const e = t.throws(bad(ability), undefined, ability)!;
    t.regex(e.message, /^inline\.yaml:4:\d+: /, ability);
    t.false(e.message.includes('\n'), ability);
  }
});

test('diff on a scenario written only with card names (a flanking knight blocked by a rampaging creature) runs all ten eras', async (t) => {
  const { mtg } = await import('./helpers.js');
  const r = await mtg('diff', 'docs/scenarios/kw-cards-flanking-knight-blocked-by-rampager.yaml', '--json');
  t.is(r.code, 0, r.stderr);
  const doc = JSON.parse(r.stdout) as { results: { ruleset: string; status: string }[] };
  t.deepEqual(doc.results.map((x) => x.ruleset), registry.ids);
  t.true(doc.results.every((x) => x.status === 'ok'));
});

test('a chosen target that is illegal as the ability triggers is a rejected choice: the default is used, or illegal-choice under --strict (603.3d)', (t) => {
  const pick = (target?: string) => scenario(`scenario: mentor target
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  m: { controller: alice, power: 3, toughness: 3, keywords: [mentor] }
  peer: { controller: alice, power: 3, toughness: 3 }
  pupil: { controller: alice, power: 2, toughness: 2 }
  guard: { controller: bob, power: 1, toughness: 1 }
combat: { attack: { m: bob, peer: bob, pupil: bob } }
${target ? `choices: { alice: { targets: { m: ${target} } } }` : ''}
`);
  const s = pick();
  for (const id of ERAS) {
    t.is(run(s, id).creatures.pupil!.counters['+1/+1'], 1, `${id}: the default`);
    for (const bad of ['peer', 'guard']) {
      const r = run(pick(bad), id);
      t.is(r.creatures.pupil!.counters['+1/+1'], 1, `${id}: ${bad} rejected, the default used`);
      t.is(r.rejectedChoices.length, 1, id);
      t.is(run(pick(bad), id, true).status, 'illegal-choice', id);
    }
  }
});

// 608.2k and the CR's Wall of Tears example (413.2h of 2007; 406.2c of 1999 for delayed abilities):
// an untargeted "that creature" still affects the permanent after it stops being a creature.
test('a blocks trigger still returns the attacker that stopped being a creature in answer (608.2k)', (t) => {
  const s = scenario(`
scenario: wall of tears
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  golem: { controller: alice, power: 3, toughness: 3 }
  wall: { controller: bob, power: 0, toughness: 4, keywords: [defender], abilities: [{ trigger: blocks, do: bounce, to: that }] }
combat: { attack: { golem: bob }, block: { wall: golem } }
actions:
  - { at: declare-blockers, do: set-types, target: golem, types: [Artifact] }
`);
  for (const id of registry.ids) t.is(run(s, id).creatures.golem!.zone, 'hand', id);
});

test('Torpor Orb: creatures entering cause no enters or another-enters trigger; dies still triggers (101.1; 103.1 before 2009)', (t) => {
  const text = (orb: boolean) => scenario(`
scenario: orb
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  f: { controller: alice, power: 3, toughness: 2, keywords: [persist], abilities: [{ trigger: enters, do: gain-life, to: controller, amount: 2 }, { trigger: dies, do: gain-life, to: controller, amount: 1 }] }
  w: { controller: alice, power: 1, toughness: 1, abilities: [{ trigger: another-enters, do: gain-life, to: controller, amount: 5 }] }
${orb ? 'permanents:\n  orb: { controller: bob, type: artifact, name: Torpor Orb, abilities: [{ creatures-entering-dont-trigger: true }] }' : ''}
combat: { attack: {} }
actions: [{ at: beginning-of-combat, do: destroy, target: f }]`);
  for (const id of registry.ids) {
    t.is(run(text(true), id).players.alice!.life, 21, id);
    t.is(run(text(false), id).players.alice!.life, 28, id);
    t.true(rulesCited(run(text(true), id), 'trigger').length > 0, id);
  }
  t.true(rulesCited(run(text(true), 'foundations-2024')).includes('101.1'));
  t.true(rulesCited(run(text(true), 'sixth-1999')).includes('103.1'));
});

test('deals-combat-damage-to-creature: one trigger per creature dealt combat damage (once per point before 1999), none for noncombat damage or undamaged blockers (603.2; 410.2 of 1999-2007; A.8.10)', (t) => {
  const s = (assign = '{ a: 1, b: 1 }') => scenario(`
scenario: Voracious Cobra double-blocked
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  cobra: { controller: alice, power: 2, toughness: 2, keywords: [first strike], abilities: [{ trigger: deals-combat-damage-to-creature, do: destroy, to: that }] }
  a: { controller: bob, power: 0, toughness: 4 }
  b: { controller: bob, power: 0, toughness: 4 }
  c: { controller: bob, power: 0, toughness: 4 }
combat: { attack: { cobra: bob }, block: { a: cobra, b: cobra, c: cobra } }
choices: { alice: { assign: { cobra: ${assign} } } }
`);
  for (const id of ['revised-1994', 'legions-2003', 'foundations-2024']) {
    const r = run(s(), id);
    t.is(r.creatures.a!.zone, 'graveyard', id);
    t.is(r.creatures.b!.zone, 'graveyard', id);
    t.is(r.creatures.c!.zone, 'battlefield', id);
    const trig = r.events.filter((e) => e.type === 'trigger' && e.source === 'cobra');
    t.is(trig.length, 2, id);
  }
  // Before 1999 a 2-point hit is two triggers (A.8.10).
  const two = run(s('{ a: 2 }'), 'revised-1994');
  t.is(two.events.find((e) => e.type === 'trigger' && e.source === 'cobra')!.amount, 2);
  // Damage from an action is not combat damage: no trigger.
  const ping = run(scenario(`
scenario: ping
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  cobra: { controller: alice, power: 2, toughness: 2, abilities: [{ trigger: deals-combat-damage-to-creature, do: destroy, to: that }] }
  a: { controller: bob, power: 0, toughness: 4 }
combat: { attack: {} }
actions: [{ at: beginning-of-combat, do: damage, source: cobra, target: a, amount: 1 }]
`), 'legions-2003');
  t.is(ping.creatures.a!.zone, 'battlefield');
});

// "Whenever this creature is dealt [combat] damage" (Wall of Essence, Binding Agony, Boros Reckoner):
// once per damage event for the total, however many sources (603.2c; XMage BindingAgonyTest
// test_Trigger_Once_DoubleBlocked); before 1999 once per point (D'Angelo A.8.10).
test('dealt-damage triggers once per damage event for the total ("that much"); before 1999 once per point', (t) => {
  const s = (trigger: string, action = '') => scenario(`
scenario: dealt damage
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bears: { controller: alice, power: 2, toughness: 2, abilities: [{ trigger: ${trigger}, do: lose-life, to: controller, amount: 1, per: damage }] }
  courser: { controller: bob, power: 3, toughness: 3 }
  memnite: { controller: bob, power: 1, toughness: 1 }
combat: { attack: { bears: bob }, block: { courser: bears, memnite: bears } }
${action}`);
  for (const id of ERAS) {
    const r = run(s('dealt-damage'), id);
    t.is(r.players.alice!.life, 20 - 4, id);
    const fired = r.events.filter((e) => e.type === 'trigger' && e.source === 'bears' && /triggers/.test(e.text));
    t.is(fired.length, 1, id);
    t.is(fired[0]!.key, old(id) ? 'trigger.per-point' : 'trigger.ability', id);
    t.is(fired[0]!.amount, old(id) ? 4 : undefined, id);
    t.is(run(s('dealt-combat-damage'), id).players.alice!.life, 16, id);
  }
  // A spell's damage is dealt damage, not combat damage.
  const bolt = 'actions: [{ at: declare-attackers, by: bob, do: damage, target: bears, amount: 1, colors: [red] }]';
  for (const id of ERAS) {
    t.is(run(s('dealt-damage', bolt), id).players.alice!.life, 20 - 1 - 4, id);
    t.is(run(s('dealt-combat-damage', bolt), id).players.alice!.life, 20 - 4, id);
  }
});

test('per: damage only with a dealt-damage trigger', (t) => {
  const e = t.throws(() => scenario(`scenario: x
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1, abilities: [{ trigger: attacks, do: gain-life, amount: 1, per: damage }] }
combat: { attack: {} }
`))!;
  t.regex(e.message, /^inline\.yaml:4:\d+: creatures\.a\.abilities\.0: expected trigger: dealt-damage or dealt-combat-damage with per: damage/);
});

test('create-token with attacking: true: the token enters tapped and attacking what its source attacks (508.4)', (t) => {
  const s = scenario(`
scenario: falconer
players: { alice: { life: 20 }, bob: { life: 20 } }
permanents:
  jace: { controller: bob, type: planeswalker, name: Jace, loyalty: 5 }
creatures:
  adept: { controller: alice, power: 2, toughness: 3, abilities: [{ trigger: attacks, do: create-token, tokens: [bird], attacking: true }] }
  bird: { controller: alice, power: 1, toughness: 1, zone: none }
combat: { attack: { adept: jace } }
`);
  // Before m10-2009 no planeswalker can be attacked: the adept attacks Bob, and so does the bird.
  const pw = (id: string) => ERAS.indexOf(id) >= ERAS.indexOf('m10-2009');
  for (const id of ERAS) {
    const r = run(s, id);
    t.is(r.creatures.bird!.zone, 'battlefield', id);
    t.true(r.creatures.bird!.tapped, id);
    t.is(r.permanents!.jace!.loyalty, pw(id) ? 5 - 2 - 1 : 5, id);
    t.is(r.players.bob!.life, pw(id) ? 20 : 17, id);
  }
  const e = t.throws(() => scenario(`scenario: x
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1, abilities: [{ trigger: attacks, do: gain-life, amount: 1, attacking: true }] }
combat: { attack: {} }
`))!;
  t.regex(e.message, /expected do: create-token with attacking: true/);
});

test('that-power-at-most: Arrogant Bloodlord is destroyed at end of combat only when blocked by a creature with power 1 or less', (t) => {
  const s = (p: number, pump = '') => scenario(`
scenario: bloodlord
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  lord: { controller: alice, power: 4, toughness: 4, abilities: [{ trigger: becomes-blocked-by, that-power-at-most: 1, do: destroy, delayed: end-of-combat }] }
  wall: { controller: bob, power: ${p}, toughness: 9 }
combat: { attack: { lord: bob }, block: { wall: lord } }
${pump}`);
  for (const id of ERAS) {
    t.is(run(s(1), id).creatures.lord!.zone, 'graveyard', id);
    t.is(run(s(2), id).creatures.lord!.zone, 'battlefield', id);
    // Its power as the event happens: a pump after blocks changes nothing.
    t.is(run(s(1, 'actions: [{ at: declare-blockers, by: bob, do: pump, target: wall, power: 2, toughness: 0 }]'), id).creatures.lord!.zone, 'graveyard', id);
  }
  t.throws(() => scenario(`scenario: x
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1, abilities: [{ trigger: attacks, that-power-at-most: 1, do: pump, power: 1 }] }
combat: { attack: {} }
`), { message: /expected that-power-at-most only with a trigger whose "that creature" is a creature/ });
});

test('the Series: rule effects are checked between two resolutions, so a 1/1 at 0/0 dies before a +1/+1 (D\'Angelo T.13.2, K.12.Ruling.7)', (t) => {
  // Bob's -1/-1 first in his own order (file order), then his +1/+1.
  const s = (drain: string, cheer: string) => scenario(`
scenario: rule effects between resolutions
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  runner: { controller: alice, power: 1, toughness: 1 }
  drain: { controller: ${drain}, power: 0, toughness: 3, abilities: [{ trigger: creature-attacks, do: pump, power: -1, toughness: -1, to: that }] }
  cheer: { controller: ${cheer}, power: 0, toughness: 3, abilities: [{ trigger: creature-attacks, do: pump, power: 1, toughness: 1, to: that }] }
combat: { attack: { runner: bob } }`);
  for (const id of ERAS) {
    const r = run(s('bob', 'bob'), id);
    t.is(r.creatures.runner!.zone, 'graveyard', id);
    const note = r.events.find((e) => e.key === 'trigger.rule-effects');
    // Said only where the Series checks them; with the stack every priority does (420.3 of 1999; 704.3).
    if (old(id)) t.is(note?.rule, "D'Angelo T.13.2", id);
    else t.is(note, undefined, id);
  }
  // The last trigger of a Series is followed by the check anyway: nothing to say.
  t.is(run(scenario(`
scenario: one trigger
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  runner: { controller: alice, power: 1, toughness: 1 }
  drain: { controller: bob, power: 0, toughness: 3, abilities: [{ trigger: creature-attacks, do: pump, power: -1, toughness: -1, to: that }] }
combat: { attack: { runner: bob } }`), 'revised-1994').events.filter((e) => e.key === 'trigger.rule-effects').length, 0);
});

test('the Series deals with the active player\'s triggered abilities first (D\'Angelo T.9.1); the stack resolves the other player\'s first (410.3; 603.3b)', (t) => {
  const s = scenario(`
scenario: series order
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  k: { controller: alice, power: 2, toughness: 2, keywords: [flanking] }
  s: { controller: bob, power: 1, toughness: 1, abilities: [{ trigger: blocks, do: pump, power: 1, toughness: 1, to: self }] }
combat: { attack: { k: bob }, block: { s: k } }`);
  for (const id of ERAS) {
    const r = run(s, id);
    const resolved = r.events.filter((e) => e.type !== 'note' && /(flanking|triggered ability) resolves/.test(e.text)).map((e) => e.key);
    // Alice (active) first in the Series: flanking, then the blocker's pump; Bob's first from the stack.
    t.deepEqual(resolved, old(id) ? ['trigger.flanking', 'trigger.ability'] : ['trigger.ability', 'trigger.flanking'], id);
    t.is(r.creatures.s!.zone, 'graveyard', id);
    t.is(r.creatures.k!.damage, old(id) ? 0 : 1, id);
    const note = r.events.find((e) => e.key === 'trigger.order');
    if (old(id)) t.is(note?.rule, "D'Angelo T.9.1", id);
    else t.is(note, undefined, id);
  }
});

test('with the stack, an ability that triggers while another waits goes on the stack above it and resolves first (404.2 of 1999-2007; 603.3)', (t) => {
  const s = scenario(`
scenario: undying above the waiting trigger
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  brute: { controller: alice, power: 2, toughness: 2, abilities: [{ trigger: becomes-blocked, do: damage, amount: 2, to: each-opponent-creature }] }
  sprite: { controller: bob, power: 0, toughness: 1, keywords: [undying] }
  wall: { controller: bob, power: 0, toughness: 5, abilities: [{ trigger: blocks, do: damage, amount: 1, to: chosen, target: sprite }] }
combat: { attack: { brute: bob }, block: { sprite: brute, wall: brute } }`);
  const rules: Record<string, string | undefined> = {};
  for (const id of ERAS) {
    const r = run(s, id);
    // Returned by undying before the attacker's trigger resolves, the 1/2 then dies to it for good.
    t.is(r.creatures.sprite!.zone, old(id) ? 'battlefield' : 'graveyard', id);
    t.is(r.creatures.wall!.damage, 4, id);
    rules[id] = r.events.find((e) => e.key === 'trigger.stack-top')?.rule;
  }
  t.is(rules['revised-1994'], undefined);
  t.is(rules['sixth-1999'], '404.2');
  t.is(rules['m10-2009'], '603.3');
  t.is(rules['foundations-2024'], '603.3');
});
