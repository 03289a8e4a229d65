// Issues 9 and 10: activated abilities with costs used through `do: activate`, ninjutsu (a creature
// put onto the battlefield attacking from its owner's hand) and blink (exile and return as a new
// object). Their era differences are the windows each era allows (windowAllows, assignmentWindow)
// and whether a tapped blocker deals damage (tappedBlockerDeals: D'Angelo C.8.2).
import test from 'ava';
import { findCard } from '../core/scenario/cards.js';
import { manaValue, normalizeKeyword } from '../core/scenario/schema.js';
import { badFiles, registry, run, scenario } from './helpers.js';

const ERAS = registry.ids;
const before = (id: string, era: string) => ERAS.indexOf(id) < ERAS.indexOf(era);

const healer = (at: string, attacker = 'k: { controller: alice, power: 2, toughness: 2, keywords: [first strike] }') => scenario(`
scenario: healer
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  ${attacker}
  h: { controller: bob, power: 1, toughness: 3, abilities: [{ activated: { cost: [tap], do: prevent, amount: 1, to: chosen } }] }
combat: { attack: { k: bob }, block: { h: k } }
actions: [{ at: ${at}, do: activate, source: h, target: h }]
`);

test('a blocker taps for a prevention ability in the first-strike damage prevention step and then deals no damage (T.10.Ruling.5, C.8.2)', (t) => {
  for (const id of ERAS) {
    const r = run(healer('[first-strike-damage-assigned, declare-blockers]'), id);
    t.is(r.creatures.h!.damage, 1, id);
    t.true(r.creatures.h!.tapped, id);
    // C.8.2 in the old rules: tapped when its damage step arrives, it deals nothing.
    t.is(r.creatures.k!.damage, before(id, 'sixth-1999') ? 0 : 1, id);
  }
  const old = run(healer('[first-strike-damage-assigned, declare-blockers]'), 'revised-1994');
  const note = old.events.find((e) => e.key === 'cost.prevention-step')!;
  t.is(note.rule, "D'Angelo T.10.Ruling.5");
  t.is(note.window, 'first-strike-damage-assigned');
  t.is(old.events.find((e) => e.type === 'no-damage' && e.source === 'h')!.rule, "D'Angelo C.8.2");
  // From m10-2009 no window lies between assigning and dealing: it falls back to declare blockers.
  t.is(run(healer('[first-strike-damage-assigned, declare-blockers]'), 'm10-2009').events.find((e) => e.key === 'activate.ability')!.window, 'declare-blockers');
});

test('tapping after the blocker assigned its damage does not undo it (T.10.Ruling.5)', (t) => {
  const s = healer('combat-damage-assigned', 'k: { controller: alice, power: 3, toughness: 3 }');
  const r = run(s, 'urza-1998');
  t.is(r.creatures.k!.damage, 1);
  t.is(r.creatures.h!.damage, 2);
  t.regex(r.events.find((e) => e.key === 'cost.prevention-step')!.text, /does not undo the combat damage it already did/);
  // The old windows judge the ability by its effect: a damage ability is refused in that step.
  const ping = scenario(`
scenario: ping
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  k: { controller: alice, power: 3, toughness: 3 }
  p: { controller: bob, power: 1, toughness: 1, abilities: [{ activated: { cost: [tap], do: damage, amount: 1, to: chosen } }] }
combat: { attack: { k: bob } }
actions: [{ at: combat-damage-assigned, do: activate, source: p, target: k }]
`);
  for (const id of ERAS) {
    const r2 = run(ping, id);
    const done = r2.creatures.k!.damage === 1;
    t.is(done, !before(id, 'sixth-1999') && before(id, 'm10-2009'), id);
  }
  t.is(run(ping, 'revised-1994').events.find((e) => e.type === 'action-skipped')!.rule, "D'Angelo T.10.3");
});

test('costs: a tapped or summoning-sick creature cannot pay {T}; life and mana must suffice (118.3, 302.6)', (t) => {
  const s = scenario(`
scenario: costs
players: { alice: { life: 20 }, bob: { life: 1 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1 }
  t1: { controller: bob, power: 1, toughness: 1, tapped: true, abilities: [{ activated: { cost: [tap], do: gain-life, amount: 5, to: controller } }] }
  s1: { controller: bob, power: 1, toughness: 1, sick: true, abilities: [{ activated: { cost: [tap], do: gain-life, amount: 5, to: controller } }] }
  l1: { controller: bob, power: 1, toughness: 1, abilities: [{ activated: { cost: [{ pay-life: 2 }], do: gain-life, amount: 5, to: controller } }] }
  m1: { controller: bob, power: 1, toughness: 1, abilities: [{ activated: { cost: [{ mana: 3 }, tap], do: gain-life, amount: 5, to: controller } }] }
combat: { attack: { a: bob } }
actions:
  - { at: declare-attackers, do: activate, source: t1 }
  - { at: declare-attackers, do: activate, source: s1 }
  - { at: declare-attackers, do: activate, source: l1 }
  - { at: declare-attackers, do: add-mana, player: bob, amount: 2 }
  - { at: declare-attackers, do: activate, source: m1 }
`);
  for (const id of ['revised-1994', 'sixth-1999', 'foundations-2024']) {
    const r = run(s, id);
    const skipped = r.events.filter((e) => e.type === 'action-skipped').map((e) => e.key);
    t.deepEqual(skipped, ['cost.pay', 'cost.tap-sick', 'cost.pay', 'cost.pay'], id);
    t.false(r.creatures.m1!.tapped, `${id}: nothing is paid when one cost cannot be`);
  }
  t.is(run(s, 'revised-1994').events.find((e) => e.key === 'cost.tap-sick')!.rule, "D'Angelo G.39.2");
  t.is(run(s, 'foundations-2024').events.find((e) => e.key === 'cost.tap-sick')!.rule, '302.6');
  t.is(run(s, 'foundations-2024').events.find((e) => e.key === 'cost.pay')!.rule, '118.3');
});

test('a sacrificed source is the effect\'s source as it last existed; Mogg Fanatic by name', (t) => {
  const card = findCard('Mogg Fanatic')!;
  t.deepEqual(card.abilities, [{ activated: { cost: ['sacrifice'], do: 'damage', amount: 1, to: 'chosen' } }]);
  t.deepEqual(findCard('Shivan Dragon')!.abilities, [{ activated: { cost: [{ mana: 1 }], do: 'pump', power: 1, toughness: 0, to: 'self' } }]);
  const s = scenario(`
scenario: fanatic
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  k: { controller: alice, power: 1, toughness: 1, keywords: [protection from red] }
  b: { controller: alice, power: 1, toughness: 1 }
  f: { controller: bob, card: Mogg Fanatic }
combat: { attack: { k: bob, b: bob } }
actions:
  - { at: declare-attackers, do: activate, source: f, target: k }
  - { at: declare-attackers, do: activate, source: f, target: b }
`);
  for (const id of ERAS) {
    const r = run(s, id);
    // Protection from red: a red source's ability can't target k, so it isn't activated and nothing is sacrificed.
    t.is(r.creatures.k!.zone, 'battlefield', id);
    t.deepEqual(r.events.filter((e) => e.type === 'action-skipped').map((e) => e.key), ['target.protection'], id);
    // The second activation sacrifices the Fanatic; its damage comes from it as it last existed.
    t.is(r.creatures.f!.zone, 'graveyard', id);
    t.is(r.creatures.b!.zone, 'graveyard', id);
    t.truthy(r.events.find((e) => e.type === 'damage' && e.text.includes('from Mogg Fanatic (last known information)')), id);
  }
});

const ninja = (at: string, extra = '') => scenario(`
scenario: ninja
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  g: { controller: alice, power: 3, toughness: 3 }
  n: { controller: alice, power: 2, toughness: 2, keywords: ["ninjutsu {1}{U}", battle cry], zone: hand, abilities: [{ trigger: attacks, do: gain-life, amount: 5, to: controller }] }
${extra}
combat: { attack: { g: bob } }
actions:
  - { at: declare-blockers, do: add-mana, player: alice, amount: 2 }
  - { at: ${at}, do: ninjutsu, target: n, return: g }
`);

test('ninjutsu: the ninja enters tapped, attacking the same player, unblocked, and never "attacked" (508.3a)', (t) => {
  for (const id of ERAS) {
    const r = run(ninja('declare-blockers'), id);
    t.is(r.creatures.g!.zone, 'hand', id);
    t.is(r.creatures.n!.zone, 'battlefield', id);
    t.true(r.creatures.n!.tapped, id);
    t.is(r.players.bob!.life, 18, id);
    t.is(r.players.alice!.life, 20, `${id}: no attack trigger`);
    t.false(r.events.some((e) => e.type === 'trigger' && e.source === 'n'), id);
  }
  const rule = (id: string) => run(ninja('declare-blockers'), id).events.find((e) => e.key === 'ninjutsu' && e.type === 'action')!.rule;
  t.regex(rule('champions-2004'), /^no rule in /);
  t.is(rule('futuresight-2007'), '502.43a');
  t.is(rule('m10-2009'), '702.46a');
  t.is(rule('foundations-2024'), '702.49a');
  const put = (id: string) => run(ninja('declare-blockers'), id).events.find((e) => e.key === 'attack.put-onto-battlefield')!.rule;
  t.is(put('futuresight-2007'), '308.3');
  t.is(put('m11-2010'), '508.4');
  t.is(put('foundations-2024'), '508.3a');
});

// 508.4a (CR 2011-05-01 on): put onto the battlefield attacking a planeswalker that has left, the
// ninja is never an attacking creature, so a later ninjutsu cannot return it; before, it attacks nothing.
const goneWalker = scenario(`
scenario: ninja onto a planeswalker that has left
players: { alice: { life: 20, mana: 2 }, bob: { life: 20 } }
creatures:
  g: { controller: alice, power: 1, toughness: 1 }
  n: { controller: alice, power: 2, toughness: 2, keywords: ["ninjutsu {1}"], zone: hand }
  m: { controller: alice, power: 3, toughness: 3, keywords: ["ninjutsu {1}"], zone: hand }
  s: { controller: alice, power: 1, toughness: 1, zone: none }
permanents:
  pw: { controller: bob, type: planeswalker, name: Walker, loyalty: 3 }
combat: { attack: { g: pw } }
actions:
  - { at: declare-blockers, do: ninjutsu, target: n, return: g, held: true }
  - { at: declare-blockers, by: alice, do: damage, target: pw, amount: 3 }
  - { at: declare-blockers, by: alice, do: create-token, target: s, attacking: pw }
  - { at: end-of-combat, do: ninjutsu, target: m, return: n }
`);

test('put onto the battlefield attacking a planeswalker that has left: attacking nothing, or never attacking from 2011 (508.4a)', (t) => {
  for (const id of ['m10-2009', 'm11-2010', 'mh3-2024', 'foundations-2024']) {
    const r = run(goneWalker, id);
    const never = !before(id, 'mh3-2024');
    t.is(r.permanents!.pw!.zone, 'graveyard', id);
    // Only an attacking ninja is an unblocked attacker the second ninjutsu can return.
    t.is(r.creatures.n!.zone, never ? 'battlefield' : 'hand', id);
    t.is(r.creatures.m!.zone, never ? 'hand' : 'battlefield', id);
    t.true(r.creatures.n!.tapped || r.creatures.n!.zone === 'hand', id);
    t.true(r.creatures.s!.tapped, `${id}: the token enters tapped either way`);
    t.is(r.players.bob!.life, 20, id);
    // The ninja, the token, and (where the first ninja could be returned) the second ninja.
    t.is(r.events.filter((e) => e.key === 'attack.put-onto-battlefield-gone' && e.type === 'note').length, never ? 2 : 3, id);
  }
  const rule = (id: string) => run(goneWalker, id).events.find((e) => e.key === 'attack.put-onto-battlefield-gone')!.rule;
  t.regex(rule('m11-2010'), /^no rule in /);
  t.is(rule('mh3-2024'), '508.4a');
  t.is(rule('foundations-2024'), '508.4a');
});

test('ninjutsu after damage is assigned: only where damage uses the stack (Forsythe 2009)', (t) => {
  for (const id of ERAS) {
    const r = run(ninja('[combat-damage-assigned, declare-blockers]'), id);
    const stack = !before(id, 'sixth-1999') && before(id, 'm10-2009');
    t.is(r.players.bob!.life, stack ? 17 : 18, id);
    t.is(r.creatures.n!.zone, 'battlefield', id);
  }
  // Before blockers no creature is unblocked (509.1h; G.44.1).
  for (const id of ERAS) t.is(run(ninja('declare-attackers'), id).creatures.n!.zone, 'hand', id);
});

test('blink: a new object, untapped, out of combat, without damage, counters or effects (400.7)', (t) => {
  const s = scenario(`
scenario: blink
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 2, toughness: 2, damage: 1, counters: { "+1/+1": 2 }, keywords: [flying] }
combat: { attack: { a: bob } }
actions:
  - { at: declare-attackers, do: pump, target: a, power: 3, toughness: 0 }
  - { at: declare-attackers, do: lose, target: a, keyword: flying }
  - { at: declare-blockers, do: blink, target: a }
`);
  for (const id of ERAS) {
    const r = run(s, id);
    const a = r.creatures.a!;
    t.deepEqual([a.zone, a.tapped, a.damage, a.power, a.toughness, a.counters['+1/+1']], ['battlefield', false, 0, 2, 2, 0], id);
    t.is(r.players.bob!.life, 20, id);
  }
  t.is(run(s, 'sixth-1999').events.find((e) => e.key === 'zone.new-object')!.rule, '217.5c');
  t.is(run(s, 'foundations-2024').events.find((e) => e.key === 'zone.new-object')!.rule, '400.7');
});

test('mana costs as printed count each symbol as one mana', (t) => {
  t.is(manaValue('{1}{U}'), 2);
  t.is(manaValue('{3}{B}{B}'), 5);
  t.is(manaValue('{R/W}'), 1);
  t.is(manaValue('{0}'), 0);
  t.is(normalizeKeyword('Ninjutsu  {1}{U}'), 'ninjutsu {1}{u}');
  t.is(normalizeKeyword('ninjutsu'), undefined);
});

const BAD: [string, string, RegExp][] = [
  ['unknown cost', `  a: { controller: alice, power: 1, toughness: 1, abilities: [{ activated: { cost: [discard], do: pump, power: 1 } }] }`, /^x\.yaml:5:\d+: .*expected a cost: tap, sacrifice/],
  ['no such ability', `  a: { controller: alice, power: 1, toughness: 1, abilities: [{ activated: { cost: [tap], do: pump, power: 1 } }] }
actions: [{ at: declare-blockers, do: activate, source: a, ability: 1 }]`, /^x\.yaml:6:\d+: "a" has no activated ability 1 \(it has 1: 0 to 0\)$/],
  ['no activated ability at all', `  a: { controller: alice, power: 1, toughness: 1 }
actions: [{ at: declare-blockers, do: activate, source: a }]`, /^x\.yaml:6:\d+: "a" has no activated ability/],
  ['a target for an ability without one', `  a: { controller: alice, power: 1, toughness: 1, abilities: [{ activated: { cost: [tap], do: pump, power: 1 } }] }
actions: [{ at: declare-blockers, do: activate, source: a, target: a }]`, /^x\.yaml:6:\d+: the ability of "a" has no target/],
  ['no target for a targeted ability', `  a: { controller: alice, power: 1, toughness: 1, abilities: [{ activated: { cost: [tap], do: damage, amount: 1, to: chosen } }] }
actions: [{ at: declare-blockers, do: activate, source: a }]`, /^x\.yaml:6:\d+: .*missing required field target$/],
  ['ninjutsu of a creature not in hand', `  a: { controller: alice, power: 1, toughness: 1 }
  n: { controller: alice, power: 1, toughness: 1, keywords: ["ninjutsu {U}"] }
combat: { attack: { a: bob } }
actions: [{ at: declare-blockers, do: ninjutsu, target: n, return: a }]`, /^x\.yaml:7:\d+: "n" is not in its owner's hand/],
  ['ninjutsu without the keyword', `  a: { controller: alice, power: 1, toughness: 1 }
  n: { controller: alice, power: 1, toughness: 1, zone: hand }
combat: { attack: { a: bob } }
actions: [{ at: declare-blockers, do: ninjutsu, target: n, return: a }]`, /^x\.yaml:7:\d+: "n" has no ninjutsu keyword/],
  ['ninjutsu returning a non-attacker', `  a: { controller: alice, power: 1, toughness: 1 }
  n: { controller: alice, power: 1, toughness: 1, keywords: ["ninjutsu {U}"], zone: hand }
actions: [{ at: declare-blockers, do: ninjutsu, target: n, return: a }]`, /^x\.yaml:7:\d+: "a" is not attacking/],
  ['activate names a permanent that is not a creature', `  a: { controller: alice, power: 1, toughness: 1 }
permanents: { l: { controller: alice, type: land } }
actions: [{ at: declare-blockers, do: activate, source: l }]`, /^x\.yaml:7:\d+: unknown creature "l" \(expected one of a\)$/],
  ['a creature in hand attacks', `  n: { controller: alice, power: 1, toughness: 1, zone: hand }
combat: { attack: { n: bob } }`, /^x\.yaml:5:\d+: "n" is in its owner's hand/],
  ['remove-counters of an unknown kind', `  a: { controller: alice, power: 1, toughness: 1, abilities: [{ activated: { cost: [{ remove-counters: { kind: "+2/+2", amount: 1 } }], do: pump, power: 1 } }] }`, /^x\.yaml:5:\d+: creatures\.a\.abilities\.0\.activated\.cost\.0\.remove-counters\.kind: expected a counter kind/],
  ['ninjutsu held: false', `  a: { controller: alice, power: 1, toughness: 1 }
  n: { controller: alice, power: 1, toughness: 1, keywords: ["ninjutsu {U}"], zone: hand }
combat: { attack: { a: bob } }
actions: [{ at: declare-blockers, do: ninjutsu, target: n, return: a, held: false }]`, /^x\.yaml:7:\d+: actions\.0\.held: expected held: true/],
  ['remove-counters of none', `  a: { controller: alice, power: 1, toughness: 1, abilities: [{ activated: { cost: [{ remove-counters: { kind: "+1/+1", amount: 0 } }], do: pump, power: 1 } }] }`, /^x\.yaml:5:\d+: creatures\.a\.abilities\.0\.activated\.cost\.0\.remove-counters\.amount: expected at least 1 counter/],
];

test.serial('bad input: unknown cost, missing ability, ninjutsu of a creature not in hand, ...: one line file:line:col, exit 2', async (t) => {
  // A later `combat:` replaces the placeholder (YAML refuses duplicate keys, so drop it then).
  await badFiles(t, BAD, (body) => {
    const text = `scenario: x\nplayers: { alice: { life: 20 }, bob: { life: 20 } }\ncombat: { attack: {} }\ncreatures:\n${body}\n`;
    return body.includes('combat:') ? text.replace('combat: { attack: {} }\n', '') : text;
  });
});

test('explore: a creature in its owner\'s hand is never offered as a blocker', async (t) => {
  const { declarations } = await import('../core/explore/explore.js');
  const s = scenario(`
scenario: hand
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 2, toughness: 2 }
  b: { controller: bob, power: 1, toughness: 1 }
  h: { controller: bob, power: 5, toughness: 5, zone: hand }
combat: { attack: { a: bob } }
`);
  const { blocks } = declarations(s);
  t.is(blocks.length, 2);
  t.false(blocks.some((b) => JSON.stringify(b).includes('"h"')));
});

test('a cost removing counters (Marath): paid only with the counters there; a creature it leaves at 0 toughness dies before the effect (704.3, 608.2h)', (t) => {
  const text = (counters: number) => scenario(`
scenario: marath
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  m: { controller: alice, power: 0, toughness: 0, counters: { "+1/+1": ${counters} }, keywords: [lifelink],
    abilities: [{ activated: { cost: [{ remove-counters: { kind: "+1/+1", amount: 2 } }], do: damage, amount: 2, to: chosen } }] }
  x: { controller: bob, power: 2, toughness: 2 }
combat: { attack: {} }
actions: [{ at: beginning-of-combat, do: activate, source: m, target: x }]`);
  for (const id of registry.ids) {
    const short = run(text(1), id);
    t.deepEqual([short.creatures.m!.zone, short.creatures.x!.zone, short.creatures.m!.counters['+1/+1']], ['battlefield', 'battlefield', 1], id);
    const paid = run(text(3), id);
    t.deepEqual([paid.creatures.m!.zone, paid.creatures.x!.zone, paid.creatures.m!.counters['+1/+1']], ['battlefield', 'graveyard', 1], id);
    const dies = run(text(2), id);
    t.deepEqual([dies.creatures.m!.zone, dies.creatures.x!.zone], ['graveyard', 'graveyard'], id);
    // Static lifelink (from 2009) works through last known information; a triggered one does not trigger from the graveyard.
    t.is(dies.players.alice!.life, registry.ids.indexOf(id) >= registry.ids.indexOf('m10-2009') ? 22 : 20, id);
  }
});

test('ninjutsu held on the stack (held: true): its costs are paid at once; it resolves after the actions answering it, doing nothing if the ninja left the hand (702.49a)', (t) => {
  const text = (second: boolean) => scenario(`
scenario: held
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1 }
  b: { controller: alice, power: 2, toughness: 2 }
  n: { controller: alice, power: 3, toughness: 3, keywords: ["ninjutsu {1}"], zone: hand }
combat: { attack: { a: bob, b: bob } }
actions:
  - { at: declare-blockers, do: add-mana, player: alice, amount: 2 }
  - { at: declare-blockers, do: ninjutsu, target: n, return: a, held: true }
${second ? '  - { at: declare-blockers, do: ninjutsu, target: n, return: b }' : ''}`);
  for (const id of registry.ids) {
    const one = run(text(false), id);
    t.deepEqual([one.creatures.a!.zone, one.creatures.n!.zone, one.players.bob!.life], ['hand', 'battlefield', 15], id);
    const two = run(text(true), id);
    t.deepEqual([two.creatures.a!.zone, two.creatures.b!.zone, two.creatures.n!.zone, two.players.bob!.life], ['hand', 'hand', 'battlefield', 17], id);
  }
});
