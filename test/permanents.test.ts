// Issue 9, item 2: planeswalkers and battles as attack targets and damage recipients, other
// non-creature permanents, and the eras before each card type existed (docs/permanents.md).
import test from 'ava';
import { readFileSync } from 'node:fs';
import { mismatches } from '../core/outcome.js';
import { badFiles, registry, run, scenario } from './helpers.js';

const ERAS = registry.eras;
const hasPlaneswalkers = (id: string) => ERAS.indexOf(id) >= ERAS.indexOf('m10-2009');
const hasBattles = (id: string) => ERAS.indexOf(id) >= ERAS.indexOf('mh3-2024');

const board = (attack: string, extra = '', permanents = 'jace: { controller: bob, type: planeswalker, name: Jace, loyalty: 3 }') => scenario(`
scenario: permanents
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 2, toughness: 2 }
  b: { controller: bob, power: 1, toughness: 1 }
permanents:
  ${permanents}
  siege: { controller: alice, type: battle, defense: 4 }
combat: { attack: { a: ${attack} } }
${extra}`);

test('an unblocked attacker on a planeswalker removes loyalty where planeswalkers exist, and attacks the player before', (t) => {
  for (const id of ERAS) {
    const r = run(board('jace'), id);
    t.is(r.permanents!.jace!.loyalty, hasPlaneswalkers(id) ? 1 : 3, id);
    t.is(r.players.bob!.life, hasPlaneswalkers(id) ? 20 : 18, id);
    const note = r.events.find((e) => e.key === 'attack.defending-player');
    t.is(!!note, !hasPlaneswalkers(id), `${id}: the log says the attack is on the defending player`);
    if (note) t.true(note.derived === true && /Jace is a planeswalker, a card type this era's rules do not have/.test(note.text), id);
  }
  const cite = (id: string) => run(board('jace'), id).events.find((e) => e.key === 'damage.planeswalker')!.rule;
  t.is(cite('m10-2009'), '306.9');
  t.is(cite('m11-2010'), '306.8');
  t.is(cite('foundations-2024'), '306.8');
  t.is(run(board('jace'), 'revised-1994').events.find((e) => e.key === 'attack.defending-player')!.rule, "D'Angelo C.4.6");
});

test('battles are attacked only from mh3-2024 (310.5); 0 defense goes to the graveyard (704.5v)', (t) => {
  const strong = (id: string) => run(scenario(`
scenario: battle
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures: { a: { controller: alice, power: 4, toughness: 4 } }
permanents: { siege: { controller: alice, type: battle, defense: 4 } }
combat: { attack: { a: siege } }
`), id);
  for (const id of ERAS) {
    const r = strong(id);
    t.is(r.permanents!.siege!.zone, hasBattles(id) ? 'graveyard' : 'battlefield', id);
    t.is(r.permanents!.siege!.defense, hasBattles(id) ? 0 : 4, id);
    t.is(r.players.bob!.life, hasBattles(id) ? 20 : 16, id);
  }
  t.is(strong('mh3-2024').events.find((e) => e.key === 'sba.battle-defense')!.rule, '704.5v');
  t.is(strong('m11-2010').events.find((e) => e.key === 'attack.defending-player')!.rule, '506.2');
});

test('0 loyalty is a state-based action only where planeswalkers exist (704.5i)', (t) => {
  for (const id of ERAS) {
    const r = run(board('bob', '', 'jace: { controller: bob, type: planeswalker, loyalty: 0 }'), id);
    t.is(r.permanents!.jace!.zone, hasPlaneswalkers(id) ? 'graveyard' : 'battlefield', id);
  }
});

test('a trampler attacking a planeswalker assigns its excess to it, never to the player', (t) => {
  const trample = (assign: string) => scenario(`
scenario: trample
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 5, toughness: 5, keywords: [trample] }
  b: { controller: bob, power: 1, toughness: 1 }
permanents: { jace: { controller: bob, type: planeswalker, loyalty: 5 } }
combat: { attack: { a: jace }, block: { b: a } }
choices: { alice: { assign: { a: ${assign} } } }
`);
  for (const id of ERAS.filter(hasPlaneswalkers)) {
    const r = run(trample('{ b: 1, jace: 4 }'), id);
    t.is(r.players.bob!.life, 20, id);
    t.is(r.permanents!.jace!.loyalty, 1, id);
    t.deepEqual(r.rejectedChoices, [], id);
  }
  // The division names the planeswalker; assigning to the player instead is refused.
  const r = run(trample('{ b: 1, bob: 4 }'), 'foundations-2024');
  t.is(r.rejectedChoices.length, 1);
  t.is(r.players.bob!.life, 20);
});

test('redirect-to: only m10-2009 and m11-2010 redirect noncombat damage to a planeswalker (306.8 / 306.7)', (t) => {
  const s = board('bob', `
actions:
  - { at: declare-attackers, by: alice, do: damage, target: bob, amount: 2, redirect-to: jace }
`);
  for (const id of ERAS) {
    const r = run(s, id);
    const redirected = id === 'm10-2009' || id === 'm11-2010';
    t.is(r.permanents!.jace!.loyalty, redirected ? 1 : 3, id);
    t.is(r.players.bob!.life, redirected ? 18 : 16, id);
  }
  const rule = (id: string) => run(s, id).events.find((e) => e.key === 'damage.redirect-planeswalker')!;
  t.is(rule('m10-2009').rule, '306.8');
  t.is(rule('m11-2010').rule, '306.7');
  t.regex(rule('foundations-2024').text, /cannot be redirected to Jace: this era's rules no longer/);
  t.is(rule('foundations-2024').rule, '306.7');
  t.regex(rule('sixth-1999').rule, /^no rule in CR 1999-04-23/);
  // The damage's controller must be an opponent of the player: bob's own damage stays with bob.
  const own = board('bob', `
actions:
  - { at: declare-attackers, by: bob, do: damage, target: bob, amount: 2, redirect-to: jace }
`);
  t.is(run(own, 'm10-2009').permanents!.jace!.loyalty, 3);
  t.regex(run(own, 'm10-2009').events.find((e) => e.key === 'damage.redirect-planeswalker')!.text, /not by an opponent/);
});

test('damage to a land, artifact or enchantment is not dealt; destroy, sacrifice, bounce and exile move permanents', (t) => {
  const s = board('bob', `
actions:
  - { at: declare-attackers, by: alice, do: damage, target: swamp, amount: 2 }
  - { at: declare-attackers, by: alice, do: destroy, target: swamp }
  - { at: declare-attackers, by: alice, do: bounce, target: jace }
`, 'jace: { controller: bob, type: planeswalker, loyalty: 3 }\n  swamp: { controller: bob, type: land, name: Swamp }');
  for (const id of ERAS) {
    const r = run(s, id);
    t.is(r.permanents!.swamp!.zone, 'graveyard', id);
    t.is(r.permanents!.jace!.zone, 'hand', id);
    t.is(r.events.find((e) => e.key === 'damage.recipients')?.type, 'action-skipped', id);
  }
});

test('an unblocked creature attacking a planeswalker that left assigns no combat damage (510.1b)', (t) => {
  const s = board('jace', `
actions:
  - { at: declare-blockers, by: bob, do: exile, target: jace }
`);
  for (const id of ERAS) {
    const r = run(s, id);
    t.is(r.players.bob!.life, hasPlaneswalkers(id) ? 20 : 18, id);
  }
  t.is(run(s, 'm10-2009').events.find((e) => e.key === 'damage.attacked-gone')!.rule, '510.1b');
});

test('expect checks loyalty, defense and permanents in zones; a wrong value is a mismatch', (t) => {
  const good = scenario(`
scenario: expect
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures: { a: { controller: alice, power: 3, toughness: 3 } }
permanents: { jace: { controller: bob, type: planeswalker, loyalty: 3 }, siege: { controller: alice, type: battle, defense: 2 } }
combat: { attack: { a: jace } }
expect:
  foundations-2024: { loyalty: { jace: 0 }, defense: { siege: 2 }, graveyard: [jace], battlefield: [a, siege], zones: { jace: graveyard } }
`);
  const r = run(good, 'foundations-2024');
  t.deepEqual(r.permanents, { jace: { zone: 'graveyard', loyalty: 0 }, siege: { zone: 'battlefield', defense: 2 } });
  t.deepEqual(mismatches(r, good.expect[0]!.outcome), []);
  const old = run(good, 'futuresight-2007');
  t.deepEqual(mismatches(old, good.expect[0]!.outcome).map((m) => m.field), ['graveyard', 'battlefield', 'zones.jace', 'loyalty.jace']);
});

const BAD: [string, string, RegExp][] = [
  ['a planeswalker the defending player does not control',
    'permanents: { pw: { controller: alice, type: planeswalker, loyalty: 3 } }\ncombat: { attack: { a: pw } }',
    /^bad\.yaml:6:24: "a" attacks planeswalker "pw", which the defending player \(bob\) does not control$/],
  ['a battle the attacker\'s controller protects',
    'permanents: { bt: { controller: bob, type: battle, defense: 3 } }\ncombat: { attack: { a: bt } }',
    /^bad\.yaml:6:24: "a" attacks battle "bt", whose protector is alice, the attacker's own controller$/],
  ['a land', 'permanents: { l: { controller: bob, type: land } }\ncombat: { attack: { a: l } }', /attacks "l", a land: only a player, a planeswalker or a battle can be attacked$/],
  ['loyalty on a battle', 'permanents: { bt: { controller: alice, type: battle, defense: 3, loyalty: 2 } }\ncombat: { attack: { a: bob } }', /^bad\.yaml:5:66: only a planeswalker has loyalty; bt is a battle$/],
  ['a planeswalker without loyalty', 'permanents: { pw: { controller: bob, type: planeswalker } }\ncombat: { attack: { a: bob } }', /a planeswalker needs loyalty/],
  ['an unknown permanent type', 'permanents: { pw: { controller: bob, type: sorcery } }\ncombat: { attack: { a: bob } }', /expected a permanent type: planeswalker, battle, land, artifact, enchantment/],
  ['an id already a creature', 'permanents: { a: { controller: bob, type: land } }\ncombat: { attack: { a: bob } }', /duplicate id "a": already a creature/],
  ['redirect-to a non-planeswalker',
    'permanents: { l: { controller: bob, type: land } }\ncombat: { attack: { a: bob } }\nactions: [{ at: declare-attackers, do: damage, target: bob, amount: 1, redirect-to: l }]',
    /"l" is not a planeswalker/],
  ['a creature card as a permanent', 'permanents: { g: { controller: bob, card: Grizzly Bears } }\ncombat: { attack: { a: bob } }', /Grizzly Bears is a creature card: name it under creatures/],
  ['loyalty expected of a battle',
    'permanents: { bt: { controller: alice, type: battle, defense: 3 } }\ncombat: { attack: { a: bob } }\nexpect: { all: { loyalty: { bt: 1 } } }',
    /"bt" is not a planeswalker/],
];

test.serial('bad input about permanents: one line with file:line:col, exit 2, nothing run', async (t) => {
  await badFiles(t, BAD, (body) => `scenario: bad\nplayers: { alice: { life: 20 }, bob: { life: 20 } }\ncreatures:\n  a: { controller: alice, power: 2, toughness: 2 }\n${body}\n`, 'bad.yaml');
});

test('a non-creature permanent as a damage source: protection looks at its colours and card type', (t) => {
  const s = (quality: string) => scenario(`
scenario: source
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 2, toughness: 2 }
  k: { controller: bob, power: 2, toughness: 2, keywords: ["protection from ${quality}"] }
permanents:
  vortex: { controller: alice, type: enchantment, colors: [red] }
  rod: { controller: alice, type: artifact }
combat: { attack: { a: bob } }
actions:
  - { at: declare-attackers, by: alice, do: damage, source: vortex, target: k, amount: 1 }
  - { at: declare-attackers, by: alice, do: damage, source: rod, target: k, amount: 1 }
`);
  for (const id of ERAS) {
    t.is(run(s('red'), id).creatures.k!.damage, 1, `${id}: the red enchantment's damage is prevented, the artifact's is not`);
    t.is(run(s('artifacts'), id).creatures.k!.damage, 1, `${id}: the artifact's damage is prevented, the enchantment's is not`);
    t.is(run(s('blue'), id).creatures.k!.damage, 2, id);
  }
  const prevented = run(s('red'), 'foundations-2024').events.find((e) => e.key === 'damage.protection')!;
  t.is(prevented.source, 'vortex');
});

test('trample over planeswalkers: the planeswalker gets its loyalty (counting the other attackers), its controller the rest (702.19c)', (t) => {
  const top = (choice = '') => scenario(`
scenario: top
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  small: { controller: alice, power: 1, toughness: 1 }
  big: { controller: alice, power: 7, toughness: 7, keywords: [trample over planeswalkers] }
permanents: { pw: { controller: bob, type: planeswalker, loyalty: 3 } }
combat: { attack: { small: pw, big: pw } }
${choice}`);
  for (const id of ERAS) {
    const r = run(top(), id);
    t.is(r.players.bob!.life, hasPlaneswalkers(id) ? 15 : 12, id);
    t.is(r.permanents!.pw!.zone, hasPlaneswalkers(id) ? 'graveyard' : 'battlefield', id);
  }
  t.is(run(top(), 'foundations-2024').events.find((e) => e.key === 'damage.trample-over-planeswalkers')!.rule, '702.19c');
  t.regex(run(top(), 'm11-2010').events.find((e) => e.key === 'damage.trample-over-planeswalkers')!.rule, /^no rule in CR 2010-07-16/);
  // Less than the loyalty still needed (2, after the 1/1's 1) before the controller: refused, the default used.
  const bad = run(top('choices: { alice: { assign: { big: { pw: 1, bob: 6 } } } }'), 'foundations-2024');
  t.is(bad.rejectedChoices.length, 1);
  t.is(bad.rejectedChoices[0]!.key, 'damage.trample-over-planeswalkers');
  t.is(bad.players.bob!.life, 15);
  // Plain trample never reaches the controller (702.19f).
  const plain = run(scenario(`
scenario: plain
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures: { big: { controller: alice, power: 7, toughness: 7, keywords: [trample] } }
permanents: { pw: { controller: bob, type: planeswalker, loyalty: 3 } }
combat: { attack: { big: pw } }
choices: { alice: { assign: { big: { pw: 3, bob: 4 } } } }
`), 'foundations-2024');
  t.is(plain.players.bob!.life, 20);
  t.is(plain.rejectedChoices.length, 1);
});

test('damage beyond loyalty removes only the counters there are (306.8, 609.3); the graveyard move is logged once (704.5i)', (t) => {
  const s = scenario(readFileSync('docs/scenarios/pw-excess-damage-removes-only-its-loyalty.yaml', 'utf8'));
  for (const id of ERAS.filter(hasPlaneswalkers)) {
    const r = run(s, id);
    const dealt = r.events.find((e) => e.key === 'damage.planeswalker')!;
    t.regex(dealt.text, /deals 6 combat damage to Jace \(3 loyalty counters removed, all it had, loyalty 0\)/, id);
    t.is(r.events.filter((e) => e.target === 'jace' && /graveyard/.test(e.text)).length, 1, `${id}: one line moves Jace`);
    t.is(r.events.find((e) => e.target === 'jace' && /graveyard/.test(e.text))!.key, 'sba.planeswalker-loyalty', id);
  }
  // Damage that does not exceed the loyalty says nothing about "all it had".
  t.regex(run(board('jace'), 'foundations-2024').events.find((e) => e.key === 'damage.planeswalker')!.text, /\(2 loyalty counters removed, loyalty 1\)/);
});
