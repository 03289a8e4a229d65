// Colours and colour conditions, life replacements, graveyards, abilities lost and small statics
// The CR examples of 508.2a, 509.4f, 118.4c / 120.4d, 308.1 (2007), 113.2a, 113.12.
import test from 'ava';
import { ALL, badFiles, dead, run, rulesCited, scenario } from './helpers.js';

const attackTrigger = (turn: boolean) => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  drake: { controller: alice, power: 2, toughness: 2, colors: [blue] }
  warden: { controller: bob, power: 0, toughness: 4, abilities: [{ trigger: creature-attacks, that-color: green, do: destroy, to: that, delayed: end-of-combat }] }
combat: { attack: { drake: bob } }
actions:
  - { at: ${turn ? 'declare-attackers' : 'beginning-of-combat'}, by: alice, do: set-colors, target: drake, to: [green] }
`);

test('"whenever a green creature attacks": checked as it is declared (508.2a); green before attacking, it is destroyed at end of combat', (t) => {
  for (const id of ALL) {
    const later = run(attackTrigger(true), id);
    t.deepEqual(dead(later), [], id);
    t.is(later.players.bob!.life, 18, id);
    const before = run(attackTrigger(false), id);
    t.deepEqual(dead(before), ['drake'], id);
    t.is(before.players.bob!.life, 18, `${id}: destroyed at end of combat, after its damage`);
  }
  t.true(rulesCited(run(attackTrigger(true), 'm10-2009')).includes('508.2a'));
  t.true(rulesCited(run(attackTrigger(true), 'champions-2004')).includes('308.3'));
});

test('set-colors replaces the colours until end of turn: protection from the new colour, not the old one', (t) => {
  const s = scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  drake: { controller: alice, power: 2, toughness: 2, colors: [blue] }
  knight: { controller: bob, power: 2, toughness: 2, keywords: [protection from green] }
combat: { attack: { drake: bob }, block: { knight: drake } }
actions:
  - { at: declare-blockers, by: alice, do: set-colors, target: drake, to: [green] }
`);
  for (const id of ALL) {
    const r = run(s, id);
    t.deepEqual(dead(r), ['drake'], id);
  }
});

test('a black blocker turned white does not trigger "blocked by a white creature" (509.4f); a white one turned black does', (t) => {
  const s = (from: string, to: string) => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  knight: { controller: alice, power: 2, toughness: 2, abilities: [{ trigger: becomes-blocked-by, that-color: white, do: destroy, to: that, delayed: end-of-combat }] }
  zombie: { controller: bob, power: 0, toughness: 4, colors: [${from}] }
combat: { attack: { knight: bob }, block: { zombie: knight } }
actions:
  - { at: declare-blockers, by: bob, do: set-colors, target: zombie, to: [${to}] }
`);
  for (const id of ALL) {
    t.deepEqual(dead(run(s('black', 'white'), id)), [], id);
    t.deepEqual(dead(run(s('white', 'black'), id)), ['zombie'], id);
  }
  t.true(rulesCited(run(s('black', 'white'), 'foundations-2024')).includes('509.3f'));
});

test('a triggered ability\'s delayed effect (603.7): for that object only, at end of combat or end of turn; a new object is not affected (400.7)', (t) => {
  const s = (when: string, after = '') => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  knight: { controller: alice, power: 2, toughness: 2, abilities: [{ trigger: becomes-blocked-by, do: destroy, to: that, delayed: ${when} }] }
  wall: { controller: bob, power: 0, toughness: 5 }
combat: { attack: { knight: bob }, block: { wall: knight } }
${after ? `actions:\n  - { at: combat-damage-dealt, by: bob, do: ${after}, target: wall }` : ''}
`);
  for (const id of ALL) {
    t.deepEqual(dead(run(s('end-of-combat'), id)), ['wall'], id);
    const turn = run(s('end-of-turn'), id);
    t.deepEqual(dead(turn), ['wall'], id);
    t.true(turn.events.some((e) => e.key === 'turn.end-step'), id);
    // Blinked: the Wall on the battlefield is a new object, which the delayed ability does not destroy
    // (in the eras that allow the action after combat damage; before 1999 the Wall is still destroyed).
    const blinked = run(s('end-of-combat', 'blink'), id);
    const done = !blinked.events.some((e) => /is not performed/.test(e.text));
    t.deepEqual(dead(blinked), done ? [] : ['wall'], id);
    t.is(blinked.events.some((e) => e.type === 'fizzle' && e.key === 'zone.new-object'), done, id);
    // Gone: nothing to destroy.
    const bounced = run(s('end-of-combat', 'bounce'), id);
    t.is(bounced.creatures.wall!.zone, done ? 'hand' : 'graveyard', id);
    t.is(bounced.events.some((e) => e.type === 'fizzle' && e.key === 'trigger.delayed'), done, id);
  }
  const r = run(s('end-of-combat', 'blink'), 'foundations-2024');
  t.true(rulesCited(r).includes('603.7c'));
  t.true(rulesCited(r).includes('400.7'));
  t.true(rulesCited(run(s('end-of-combat'), 'revised-1994')).includes("D'Angelo E.4.10"));
});

test('double-life-gain (Boon Reflection) replaces each of its controller\'s gains: actions, lifelink, triggers; two double twice; not the opponent\'s', (t) => {
  const s = (boons: string) => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  linker: { controller: alice, power: 3, toughness: 3, keywords: [lifelink] }
permanents:
${boons}
combat: { attack: { linker: bob } }
actions:
  - { at: declare-attackers, do: gain-life, player: alice, amount: 1 }
  - { at: declare-attackers, do: gain-life, player: bob, amount: 1 }
`);
  const one = s('  boon: { controller: alice, type: enchantment, abilities: [{ double-life-gain: true }] }');
  const two = s('  boon: { controller: alice, type: enchantment, abilities: [{ double-life-gain: true }] }\n  boon2: { controller: alice, type: enchantment, abilities: [{ double-life-gain: true }] }');
  for (const id of ALL) {
    // 1 doubled to 2, and lifelink's 3 (one trigger, or three per-point triggers of 1 before 1999) doubled to 6.
    t.is(run(one, id).players.alice!.life, 28, id);
    t.is(run(one, id).players.bob!.life, 18, id);
    t.is(run(two, id).players.alice!.life, 20 + 4 + 12, id);
  }
  t.true(rulesCited(run(one, 'foundations-2024')).includes('614.1a'));
});

test('per: card-in-graveyard counts the graveyard given and the cards put there since, not tokens', (t) => {
  const s = scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20, graveyard: 2 } }
creatures:
  feeder: { controller: alice, power: 0, toughness: 4, abilities: [{ trigger: attacks-unblocked, do: lose-life, to: defending-player, amount: 1, per: card-in-graveyard }] }
  elf: { controller: bob, power: 1, toughness: 1 }
  saproling: { controller: bob, power: 1, toughness: 1, zone: none }
combat: { attack: { feeder: bob } }
actions:
  - { at: declare-attackers, by: bob, do: create-token, target: saproling }
  - { at: declare-attackers, by: alice, do: destroy, target: elf }
  - { at: declare-attackers, by: alice, do: destroy, target: saproling }
`);
  for (const id of ALL) t.is(run(s, id).players.bob!.life, 17, id);
});

test('yours-unblockable-if-defender-controls (Tanglewalker): only while the attacked player controls such a land, and while it is on the battlefield', (t) => {
  const s = (lands: string, extra = '') => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20, lands: [${lands}] } }
creatures:
  walker: { controller: alice, power: 2, toughness: 2, abilities: [{ yours-unblockable-if-defender-controls: Artifact Land }] }
  bears: { controller: alice, power: 2, toughness: 2 }
  wall: { controller: bob, power: 0, toughness: 3 }
combat: { attack: { bears: bob }, block: { wall: bears } }
${extra}`);
  for (const id of ALL) {
    t.is(run(s('"Artifact Land"'), id).status, 'illegal-block', id);
    t.is(run(s('"Artifact Land — Locus"'), id).status, 'illegal-block', id);
    t.is(run(s('Forest'), id).status, 'ok', id);
    t.is(run(s('"Artifact Land"', 'actions: [{ at: declare-attackers, by: bob, do: destroy, target: walker }]'), id).status, 'ok', id);
  }
  t.true(rulesCited(run(s('"Artifact Land"'), 'm10-2009')).includes('700.5'));
});

test('without-abilities (Muraganda Petroglyphs): not for a creature with an ability or a granted keyword; a stated colour or "can\'t be blocked" is no ability (113.12)', (t) => {
  const s = (extra: string, aura = '') => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bear: { controller: alice, power: 2, toughness: 2${extra} }
permanents:
  glyphs: { controller: bob, type: enchantment, abilities: [{ affects: creatures, without-abilities: true, power: 2, toughness: 2 }] }
${aura}
combat: { attack: { bear: bob } }
`);
  const aura = (ab: string) => `  aura: { controller: bob, type: enchantment, attached-to: bear, abilities: [{ affects: enchanted-creature, ${ab} }] }`;
  for (const id of ALL) {
    t.is(run(s(''), id).players.bob!.life, 16, id);
    t.is(run(s(', abilities: [{ cant-block: true }]'), id).players.bob!.life, 18, id);
    t.is(run(s(', keywords: [vigilance]'), id).players.bob!.life, 18, id);
    t.is(run(s('', aura('have: flying')), id).players.bob!.life, 18, id);
    t.is(run(s('', aura('become-colors: [red]')), id).players.bob!.life, 16, id);
    t.is(run(s('', aura('cant-be-blocked: true')), id).players.bob!.life, 16, id);
    // Every static ability counts, the replacement and restriction ones included (Melira, Torpor Orb, Blazing Archon).
    for (const ab of ['controller-cant-get-poison: true', 'creatures-you-control-cant-have-counters: -1/-1', 'creatures-entering-dont-trigger: true', 'cant-attack-you: { color: red }']) {
      t.is(run(s(`, abilities: [{ ${ab} }]`), id).players.bob!.life, 18, `${id} ${ab}`);
    }
  }
  t.true(rulesCited(run(s(''), 'mh3-2024')).includes('113.12'));
});

test('become-colors: the enchanted creature is that colour while the Aura stays; a later set-colors action wins', (t) => {
  const s = (actions: string) => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bear: { controller: alice, power: 2, toughness: 2, colors: [green] }
  knight: { controller: bob, power: 2, toughness: 2, keywords: [protection from red] }
permanents:
  paint: { controller: alice, type: enchantment, attached-to: bear, abilities: [{ affects: enchanted-creature, become-colors: [red] }] }
combat: { attack: { bear: bob }, block: { knight: bear } }
${actions}`);
  for (const id of ALL) {
    // Red: the knight's protection prevents its damage.
    t.deepEqual(dead(run(s(''), id)), ['bear'], id);
    const r = run(s('actions: [{ at: beginning-of-combat, by: alice, do: destroy, target: paint }]'), id);
    t.deepEqual(dead(r).sort(), ['bear', 'knight'], id);
    const later = run(s('actions: [{ at: beginning-of-combat, by: alice, do: set-colors, target: bear, to: [green] }]'), id);
    t.deepEqual(dead(later).sort(), ['bear', 'knight'], id);
  }
});

test('damage-cant-reduce-life-below-1 (Worship): only while its controller controls a creature; combat and noncombat damage; the event as a whole with Awe Strike\'s gain', (t) => {
  const s = (squire: boolean, actions = '') => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 3 } }
creatures:
  wurm: { controller: alice, power: 5, toughness: 5 }
  wurm2: { controller: alice, power: 5, toughness: 5 }
${squire ? '  squire: { controller: bob, power: 1, toughness: 1 }' : ''}
permanents:
  worship: { controller: bob, type: enchantment, abilities: [{ damage-cant-reduce-life-below-1: true }] }
combat: { attack: { wurm: bob, wurm2: bob } }
${actions}`);
  for (const id of ALL) {
    t.is(run(s(true), id).players.bob!.life, 1, id);
    t.true(run(s(false), id).players.bob!.lost, id);
    // A creature destroyed first: no Worship.
    t.true(run(s(true, 'actions: [{ at: declare-attackers, by: alice, do: destroy, target: squire }]'), id).players.bob!.lost, id);
    // Noncombat damage: 3 of a spell reduces it to 1, then the attack too.
    t.is(run(s(true, 'actions: [{ at: declare-attackers, by: alice, do: damage, target: bob, amount: 3 }]'), id).players.bob!.life, 1, id);
    // Awe Strike on the second attacker: the event is [loses 5, gains 5]: 3, Worship not applied (whatever the order dealt).
    t.is(run(s(true, 'actions: [{ at: [combat-damage-assigned, declare-blockers], by: bob, do: prevent-from-source, source: wurm2, target: bob, gain-life: true }]'), id).players.bob!.life, 3, id);
  }
  t.true(rulesCited(run(s(true), 'm11-2010')).includes('119.4c'));
});

test('share-keywords (Concerted Effort): every landwalk and protection found among the acting player\'s creatures, only the kinds listed, not the opponent\'s', (t) => {
  const s = (share: string) => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20, lands: [Swamp, Island] } }
creatures:
  zombie: { controller: alice, power: 2, toughness: 2, keywords: [swampwalk] }
  knight: { controller: alice, power: 2, toughness: 2, keywords: [protection from red] }
  merfolk: { controller: bob, power: 1, toughness: 1, keywords: [islandwalk, flying] }
combat: { attack: { knight: bob }, block: { merfolk: knight } }
${share ? `actions: [{ at: beginning-of-combat, by: alice, do: share-keywords, share: [${share}] }]` : ''}`);
  for (const id of ALL) {
    t.is(run(s(''), id).status, 'ok', id);
    t.is(run(s('landwalk'), id).status, 'illegal-block', id);
    t.is(run(s('flying, protection'), id).status, 'ok', id);
  }
  t.true(rulesCited(run(s('landwalk'), 'foundations-2024')).includes('702.1c'));
});

const HEAD = `scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
`;
const BAD: [string, string, RegExp][] = [
  ['that-color on a trigger without "that creature"', `creatures:
  b: { controller: alice, power: 1, toughness: 1, abilities: [{ trigger: attacks, that-color: green, do: destroy }] }
combat: { attack: {} }`, /^x\.yaml:4:\d+: creatures\.b\.abilities\.0: expected that-color only with a trigger whose "that creature" is a creature/],
  ['an unknown colour in set-colors', `creatures:
  b: { controller: alice, power: 1, toughness: 1 }
combat: { attack: {} }
actions: [{ at: declare-attackers, do: set-colors, target: b, to: [purple] }]`, /^x\.yaml:6:\d+: .*expected a colour/],
  ['set-colors of a player', `creatures:
  b: { controller: alice, power: 1, toughness: 1 }
combat: { attack: {} }
actions: [{ at: declare-attackers, do: set-colors, target: bob, to: [red] }]`, /^x\.yaml:6:\d+: unknown creature "bob"/],
  ['double-life-gain: false', `creatures: {}
permanents:
  boon: { controller: alice, type: enchantment, abilities: [{ double-life-gain: false }] }
combat: { attack: {} }`, /^x\.yaml:5:\d+: permanents\.boon\.abilities\.0\.double-life-gain: expected true, got false$/],
  ['a land that is not a type line', `creatures:
  b: { controller: alice, power: 1, toughness: 1, abilities: [{ yours-unblockable-if-defender-controls: artifact }] }
combat: { attack: {} }`, /^x\.yaml:4:\d+: creatures\.b\.abilities\.0\.yours-unblockable-if-defender-controls: expected a land type line/],
  ['without-abilities: false', `creatures:
  b: { controller: alice, power: 1, toughness: 1, abilities: [{ affects: creatures, without-abilities: false, power: 1 }] }
combat: { attack: {} }`, /^x\.yaml:4:\d+: creatures\.b\.abilities\.0/],
  ['a static ability with nothing to do', `creatures:
  b: { controller: alice, power: 1, toughness: 1, abilities: [{ affects: creatures, without-abilities: true }] }
combat: { attack: {} }`, /^x\.yaml:4:\d+: creatures\.b\.abilities\.0/],
  ['gain-life on prevent-from-color', `creatures:
  b: { controller: alice, power: 1, toughness: 1 }
combat: { attack: {} }
actions: [{ at: declare-attackers, do: prevent-from-color, color: red, gain-life: true }]`, /^x\.yaml:6:\d+: /],
  ['share-keywords of an unknown kind', `creatures:
  b: { controller: alice, power: 1, toughness: 1 }
combat: { attack: {} }
actions: [{ at: declare-attackers, do: share-keywords, share: [walking] }]`, /^x\.yaml:6:\d+: /],
  ['per: card-in-graveyard on a creature', `creatures:
  b: { controller: alice, power: 1, toughness: 1, abilities: [{ trigger: attacks, do: pump, power: 1, per: card-in-graveyard }] }
combat: { attack: {} }`, /^x\.yaml:4:\d+: creatures\.b\.abilities\.0: expected to: defending-player or controller with per: card-in-graveyard/],  ['delayed on an effect that is not on a creature', `creatures:
  b: { controller: alice, power: 1, toughness: 1, abilities: [{ trigger: attacks, do: lose-life, to: defending-player, amount: 1, delayed: end-of-combat }] }
combat: { attack: {} }`, /^x\.yaml:4:\d+: creatures\.b\.abilities\.0: expected delayed only with an effect on a creature/],
  ['an unknown delayed time', `creatures:
  b: { controller: alice, power: 1, toughness: 1, abilities: [{ trigger: attacks, do: destroy, delayed: next-upkeep }] }
combat: { attack: {} }`, /^x\.yaml:4:\d+: creatures\.b\.abilities\.0\.delayed: expected delayed: end-of-combat, end-of-turn, got \"next-upkeep\"$/],
];

test.serial('bad input: colours: one line file:line:col, exit 2', async (t) => {
  await badFiles(t, BAD, (body) => HEAD + body + '\n');
  await badFiles(t, [['a negative graveyard', 'players: { alice: { life: 20 }, bob: { life: 20, graveyard: -1 } }\ncreatures: {}\ncombat: { attack: {} }', /^x\.yaml:2:\d+: players\.bob\.graveyard: expected a whole number from 0/]], (body) => 'scenario: t\n' + body + '\n');
});
