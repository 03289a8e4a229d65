// Multiplayer options and variants: a limited range of influence (601/801), Two-Headed
// Giant (606; 806; 810 and 805.10), Emperor (607; 807; 809); before futuresight-2007 none exists
// (policy multiplayerVariants) and the scenario runs under the general rules.
import test from 'ava';
import { ALL, EVERY, badFiles, fromObject, registry, run, rulesCited } from './helpers.js';

const OLD = ALL.slice(0, ALL.indexOf('futuresight-2007'));
const NEW = ALL.slice(ALL.indexOf('futuresight-2007'));

// Four players in seat order; range 1: p1 reaches p2 and p4, not p3.
const ranged = (extra: object = {}, creatures: object = {}, attack: Record<string, string> = { a: 'p3' }) => fromObject({
  scenario: 'range', players: { p1: { life: 20 }, p2: { life: 20 }, p3: { life: 20 }, p4: { life: 20 } },
  multiplayer: { 'range-of-influence': 1 },
  creatures: { a: { controller: 'p1', power: 2, toughness: 2 }, ...creatures },
  combat: { attack }, ...extra,
});

test('range of influence: an attack on an opponent two seats away is illegal from 2007 (601.3; 801.3), legal before', (t) => {
  for (const id of NEW) {
    const r = run(ranged(), id);
    t.is(r.status, 'illegal-attack', id);
    t.regex(r.reason!, /outside p1's range of influence \(1\)/, id);
    t.true(rulesCited(r).includes(r.rule!), id);
  }
  t.is(run(ranged(), 'futuresight-2007').rule, '601.3');
  t.is(run(ranged(), 'foundations-2024').rule, '801.3');
  for (const id of OLD) {
    const r = run(ranged(), id);
    t.is(r.status, 'ok', id);
    t.is(r.players.p3!.life, 18, id);
    t.true(r.events.some((e) => e.type === 'note' && /no multiplayer options or variants/.test(e.text)), id);
  }
  // Neighbours both ways round the table may be attacked.
  for (const id of ALL) t.is(run(ranged({}, {}, { a: 'p4' }), id).status, 'ok', id);
});

test('range of influence: a fog by a player in range of both creatures prevents their damage; out of range it does not', (t) => {
  const s = (by: string) => ranged({ actions: [{ at: 'declare-blockers', by, do: 'fog' }] }, { b: { controller: 'p2', power: 2, toughness: 2 } }, { a: 'p2' });
  for (const id of ALL) t.is(run(s('p1'), id).players.p2!.life, 20, id); // p1's fog: source and recipient in range
  for (const id of NEW) t.is(run(s('p4'), id).players.p2!.life, 18, id); // p4 (two seats from p2): not prevented
  for (const id of OLD) t.is(run(s('p4'), id).players.p2!.life, 20, id);
  t.true(rulesCited(run(s('p4'), 'm10-2009')).includes('801.15b'));
});

test('range of influence: a scripted spell affects only objects and players within its controller\'s range (601.10 example: Pyroclasm; 801.10)', (t) => {
  // Six players, range 1: p1's Pyroclasm deals 2 to the creatures of p1, p2 and p6 only; its Lava Axe at p4 does nothing.
  const s = fromObject({
    scenario: 'pyroclasm', players: Object.fromEntries(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((p) => [p, { life: 20 }])),
    multiplayer: { 'range-of-influence': 1 },
    creatures: Object.fromEntries(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((p) => [`c${p.slice(1)}`, { controller: p, power: 1, toughness: 2 }])),
    combat: { attack: {} },
    actions: [{ at: 'beginning-of-combat', by: 'p1', do: 'damage', each: 'creatures', amount: 2 }, { at: 'beginning-of-combat', by: 'p1', do: 'lose-life', player: 'p4', amount: 5 }],
  });
  for (const id of NEW) {
    const r = run(s, id);
    t.deepEqual(Object.entries(r.creatures).filter(([, c]) => c.zone === 'graveyard').map(([c]) => c).sort(), ['c1', 'c2', 'c6'], id);
    t.is(r.players.p4!.life, 20, id);
  }
  t.true(rulesCited(run(s, 'futuresight-2007')).includes('601.10'));
  for (const id of OLD) {
    const r = run(s, id);
    t.is(Object.values(r.creatures).filter((c) => c.zone === 'graveyard').length, 6, id);
    t.is(r.players.p4!.life, 15, id);
  }
});

const thg = (attack: Record<string, string>, block: Record<string, string> = {}, creatures: object = {}) => fromObject({
  scenario: 'thg', players: { alex: { life: 30 }, bianca: { life: 30 }, rob: { life: 30 }, carissa: { life: 30 } },
  multiplayer: { variant: 'two-headed-giant', teams: [['alex', 'bianca'], ['rob', 'carissa']] },
  creatures: {
    a: { controller: 'alex', power: 3, toughness: 3 }, b: { controller: 'bianca', power: 2, toughness: 2 },
    r: { controller: 'rob', power: 1, toughness: 1 }, c: { controller: 'carissa', power: 1, toughness: 1 }, ...creatures,
  },
  combat: { attack, block },
});

test('Two-Headed Giant: the team shares one life total; both teammates attack (606.9, 606.7a; 810.9, 805.10a)', (t) => {
  for (const id of NEW) {
    const r = run(thg({ a: 'rob', b: 'carissa' }), id);
    t.is(r.status, 'ok', id);
    t.deepEqual([r.players.rob!.life, r.players.carissa!.life], [25, 25], id);
    t.true(r.events.some((e) => e.type === 'note' && /share one life total \(30\)/.test(e.text)), id);
  }
  // Before: Bianca is not the active player, so her creature cannot attack; alone, Alex's deals 3 to Rob only.
  for (const id of OLD) {
    t.is(run(thg({ a: 'rob', b: 'carissa' }), id).status, 'illegal-attack', id);
    const r = run(thg({ a: 'rob' }), id);
    t.deepEqual([r.players.rob!.life, r.players.carissa!.life], [27, 30], id);
  }
});

test('Two-Headed Giant: a team at 0 life loses together (606.8a; 810.8c), the loss dealt to one player', (t) => {
  const s = fromObject({
    scenario: 'thg loss', players: { alex: { life: 30 }, bianca: { life: 30 }, rob: { life: 3 }, carissa: { life: 3 } },
    multiplayer: { variant: 'two-headed-giant', teams: [['alex', 'bianca'], ['rob', 'carissa']] },
    creatures: { a: { controller: 'alex', power: 3, toughness: 3 } },
    combat: { attack: { a: 'carissa' } },
  });
  const lost = (id: string) => Object.entries(run(s, id).players).filter(([, p]) => p.lost).map(([p]) => p).sort();
  for (const id of NEW) t.deepEqual(lost(id), ['carissa', 'rob'], id);
  for (const id of OLD) t.deepEqual(lost(id), ['carissa'], id);
});

test('Two-Headed Giant: players lose only as a team: a teammate\'s "can\'t lose the game" spares both, one player\'s poison loss is the team\'s (606.8b of 2007; 806.8b; 810.8a)', (t) => {
  const s = (extra: object, poison = 0) => fromObject({
    scenario: 'thg loss', players: { alex: { life: 30 }, bianca: { life: 30 }, rob: { life: 3, poison }, carissa: { life: 3 } },
    multiplayer: { variant: 'two-headed-giant', teams: [['alex', 'bianca'], ['rob', 'carissa']] },
    creatures: { a: { controller: 'alex', power: 3, toughness: 3 } },
    combat: { attack: { a: 'rob' } }, ...extra,
  });
  const lost = (r: ReturnType<typeof run>) => Object.entries(r.players).filter(([, p]) => p.lost).map(([p]) => p).sort();
  const angel = { permanents: { angel: { controller: 'carissa', type: 'artifact', name: 'Platinum Angel', abilities: [{ 'controller-cant-lose': true }] } } };
  for (const id of NEW) {
    // Before, Rob lost at 0 life while Carissa, the Angel's controller, did not.
    const r = run(s(angel), id);
    t.deepEqual(lost(r), [], id);
    t.true(rulesCited(r).some((c) => /^(606\.8b|806\.8b|810\.8a)$/.test(c)), id);
    // Ten poison counters on Rob lose the game for the team (the infect-free poison action) while each
    // player has their own (704.5c); from CR 2011-04-01 the team shares them and needs fifteen (704.5u).
    // (With shared counters the team still loses, at 0 life after the 3 damage.)
    const shared = registry.meta(id).effective >= '2011-04-01';
    const poisoned = run(s({ actions: [{ at: 'declare-blockers', do: 'poison', player: 'rob', amount: 10 }] }), id);
    t.deepEqual(lost(poisoned), ['carissa', 'rob'], id);
    t.is(poisoned.events.some((e) => e.type === 'lose' && e.key === 'poison.loss'), !shared, id);
  }
});

test('Two-Headed Giant poison: each player\'s own counters, ten to lose (704.5c), until CR 2011-04-01; then the team\'s, fifteen to lose (704.5u; 704.6b)', (t) => {
  const s = (rob: number, carissa: number) => fromObject({
    scenario: 'thg poison', players: { alex: { life: 30 }, bianca: { life: 30 }, rob: { life: 30 }, carissa: { life: 30 } },
    multiplayer: { variant: 'two-headed-giant', teams: [['alex', 'bianca'], ['rob', 'carissa']] },
    creatures: { a: { controller: 'alex', power: 3, toughness: 3 } },
    combat: { attack: { a: 'rob' } },
    actions: [{ at: 'declare-blockers', do: 'poison', player: 'rob', amount: rob }, { at: 'declare-blockers', do: 'poison', player: 'carissa', amount: carissa }],
  });
  const lost = (r: ReturnType<typeof run>) => Object.entries(r.players).filter(([, p]) => p.lost).map(([p]) => p).sort();
  for (const id of EVERY.filter((x) => registry.meta(x).effective >= '2005-08-01')) {
    const shared = registry.meta(id).effective >= '2011-04-01';
    // 8 and 7: no player has ten, the team has fifteen.
    const r = run(s(8, 7), id);
    t.deepEqual(lost(r), shared ? ['carissa', 'rob'] : [], id);
    t.is(r.players.rob!.poison, shared ? 15 : 8, id);
    if (shared) {
      const loss = r.events.find((e) => e.type === 'lose' && e.key === 'thg.poison')!;
      t.is(loss.rule, /^(mh2|mom|mh3|foundations)/.test(id) ? '704.6b' : '704.5u', id);
    }
    // 14 on one player: a loss while each has their own; one short of the team's fifteen after.
    t.deepEqual(lost(run(s(14, 0), id)), shared ? [] : ['carissa', 'rob'], id);
  }
});

test('Two-Headed Giant: dethrone asks each player\'s life: half the team\'s, rounded up, until CR 2010-04-23 (606.9a; 806.10a), then the team\'s (806.10a; 810.9a)', (t) => {
  const s = fromObject({
    scenario: 'thg dethrone', players: { alex: { life: 18 }, bianca: { life: 18 }, rob: { life: 17 }, carissa: { life: 17 } },
    multiplayer: { variant: 'two-headed-giant', teams: [['alex', 'bianca'], ['rob', 'carissa']] },
    creatures: { ogre: { controller: 'alex', power: 2, toughness: 3, keywords: ['dethrone'] } },
    combat: { attack: { ogre: 'rob' } },
  });
  for (const id of EVERY.filter((x) => registry.meta(x).effective >= '2005-08-01')) {
    const halved = registry.meta(id).effective < '2010-04-23';
    const r = run(s, id);
    // 9 and 9 (17 and 18 halved, rounded up) are tied: the counter, 3 damage; 17 and 18 are not: 2.
    t.is(r.players.rob!.life, halved ? 14 : 15, id);
    const half = r.events.find((e) => e.key === 'thg.player-life');
    t.is(!!half, halved, id);
    if (half) t.regex(half.rule, /^(606\.9a|806\.9a|806\.10a)$/, id);
  }
});

test('requirements to attack weigh only the players a creature may attack under the options: goad and the range of influence, goad and the active team, a teammate\'s "attacks each combat" (701.38b; 801.3; 810.7a)', (t) => {
  const four = (players: Record<string, object>, multiplayer: object, creature: object, attack: object) => fromObject({
    scenario: 'req', players, multiplayer, creatures: { x: { power: 2, toughness: 2, ...creature } }, combat: { attack },
  });
  const seats = { alice: { life: 20 }, bob: { life: 20 }, carissa: { life: 20 }, dave: { life: 20 } };
  // Goaded by both players in range: carissa, two seats away, is out of range of influence 1, so attacking bob is right.
  const ranged = four(seats, { 'range-of-influence': 1 }, { controller: 'alice', goaded: ['bob', 'dave'] }, { x: 'bob' });
  // Goaded by both defending players in Two-Headed Giant: bianca, the teammate, is no player to attack.
  const team = { alice: { life: 20 }, bianca: { life: 20 }, rob: { life: 20 }, carissa: { life: 20 } };
  const thgTeams = { variant: 'two-headed-giant', teams: [['alice', 'bianca'], ['rob', 'carissa']] };
  const goaded = four(team, thgTeams, { controller: 'alice', goaded: ['rob', 'carissa'] }, { x: 'rob' });
  // Bianca's creature that attacks each combat must attack with the team.
  const mate = four(team, thgTeams, { controller: 'bianca', abilities: [{ 'attacks-each-combat': true }] }, {});
  for (const id of NEW) {
    // Before: illegal-attack ("could attack carissa", "could attack bianca"), and ok for the teammate's creature.
    t.is(run(ranged, id).status, 'ok', id);
    t.is(run(goaded, id).status, 'ok', id);
    t.is(run(mate, id).status, 'illegal-attack', id);
  }
  // Without the options (before 2007) carissa and bianca are opponents like any other.
  for (const id of OLD) {
    t.is(run(ranged, id).status, 'illegal-attack', id);
    t.is(run(goaded, id).status, 'illegal-attack', id);
    t.is(run(mate, id).status, 'ok', id);
  }
});

test('Two-Headed Giant: either defending player blocks any attacker (606.7c; 806.7d; 810.7d; 805.10d); before 2007 only the player attacked', (t) => {
  for (const id of NEW) {
    const r = run(thg({ a: 'rob' }, { c: 'a' }), id);
    t.is(r.status, 'ok', id);
    t.true(r.events.some((e) => e.type === 'block' && /defending team blocks as one/.test(e.text)), id);
    // The attacking team's creatures cannot block.
    t.is(run(thg({ a: 'rob' }, { b: 'a' }), id).status, 'illegal-block', id);
  }
  t.is(run(thg({ a: 'rob' }, { c: 'a' }), 'futuresight-2007').events.find((e) => /defending team blocks/.test(e.text))!.rule, '606.7c');
  t.is(run(thg({ a: 'rob' }, { c: 'a' }), 'mh3-2024').events.find((e) => /defending team blocks/.test(e.text))!.rule, '805.10d');
  for (const id of OLD) t.is(run(thg({ a: 'rob' }, { c: 'a' }), id).status, 'illegal-block', id);
});

test('Teferi\'s Moat: its own controller cannot be attacked by those creatures in any era', (t) => {
  const s = (attacker: string) => fromObject({
    scenario: 'moat', players: { alex: { life: 20 }, rob: { life: 20 } },
    creatures: { g: { controller: 'alex', power: 2, toughness: 2, colors: ['green'] }, f: { controller: 'alex', power: 2, toughness: 2, colors: ['green'], keywords: ['flying'] } },
    permanents: { moat: { controller: 'rob', type: 'enchantment', abilities: [{ 'cant-attack-you': { color: 'green', without: 'flying' } }] } },
    combat: { attack: { [attacker]: 'rob' } },
  });
  for (const id of ALL) {
    t.is(run(s('g'), id).status, 'illegal-attack', id);
    t.is(run(s('f'), id).players.rob!.life, 18, id); // with flying it may attack
  }
});

test('"Creatures can\'t attack you" ({}: Blazing Archon): in Two-Headed Giant up to 2010 it keeps attackers off the team (606.7b; 810.7c), from 2018 only off its controller (805.10b)', (t) => {
  // Carissa's Archon; a attacks her teammate rob. Also a planeswalker of carissa's: not "you".
  const s = (target: string) => thg({ a: target }, {}, { archon: { controller: 'carissa', power: 5, toughness: 6, abilities: [{ 'cant-attack-you': {} }] } });
  const teamEras = NEW.filter((id) => !['mh3-2024', 'foundations-2024'].includes(id));
  for (const id of teamEras) {
    const r = run(s('rob'), id);
    t.is(r.status, 'illegal-attack', id);
    t.regex(r.reason!, /archon says creatures can't attack carissa, and in Two-Headed Giant that keeps a from attacking carissa's team, rob included/, id);
    t.true(rulesCited(r).includes(r.rule!), id);
  }
  t.is(run(s('rob'), 'futuresight-2007').rule, '606.7b');
  for (const id of ['mh3-2024', 'foundations-2024']) t.is(run(s('rob'), id).status, 'ok', id);
  for (const id of OLD) t.is(run(s('rob'), id).status, 'ok', id);
  for (const id of ALL) {
    const r = run(s('carissa'), id);
    t.is(r.status, 'illegal-attack', id);
    t.regex(r.reason!, /archon says creatures can't attack carissa, and a is one/, id);
  }
});

test('Emperor: a general attacks the opposing general next to them; the emperor cannot (607.3c; 809.3c)', (t) => {
  // Seats in turn order: gus (general, active), bea, ben (emperor), bo, gil, ann (emperor): team A sits gil, ann, gus.
  const s = (attacker: string, target: string) => fromObject({
    scenario: 'emperor', players: { gus: { life: 20 }, bea: { life: 20 }, ben: { life: 20 }, bo: { life: 20 }, gil: { life: 20 }, ann: { life: 20 } },
    multiplayer: { variant: 'emperor', teams: [['gil', 'ann', 'gus'], ['bea', 'ben', 'bo']] },
    creatures: { x: { controller: attacker, power: 2, toughness: 2 } },
    combat: { attack: { x: target } },
  });
  for (const id of NEW) {
    t.is(run(s('gus', 'bea'), id).status, 'ok', id); // next to each other
    t.is(run(s('gus', 'ben'), id).status, 'illegal-attack', id); // two seats: outside a general's range of 1 (601.3) first
    t.true(['601.3', '801.3'].includes(run(s('gus', 'ben'), id).rule!), id);
  }
  for (const id of OLD) t.is(run(s('gus', 'ben'), id).status, 'ok', id);
});

test.serial('bad input: multiplayer options, one line with file:line:col', async (t) => {
  const four = 'players: { a: { life: 20 }, b: { life: 20 }, c: { life: 20 }, d: { life: 20 } }\ncreatures:\n  x: { controller: a, power: 1, toughness: 1 }\n';
  await badFiles(t, [
    ['range on a two-player game', 'players: { a: { life: 20 }, b: { life: 20 } }\nmultiplayer: { range-of-influence: 1 }\ncreatures: {}\ncombat: { attack: {} }\n', /x\.yaml:3:\d+: a range of influence needs a multiplayer game .* this one has 2/],
    ['unknown team member', `${four}multiplayer: { variant: two-headed-giant, teams: [[a, b], [c, e]] }\ncombat: { attack: {} }\n`, /x\.yaml:5:\d+: unknown team member "e" \(expected one of a, b, c, d\)/],
    ['attacking a teammate', `${four}multiplayer: { variant: two-headed-giant, teams: [[a, b], [c, d]] }\ncombat: { attack: { x: b } }\n`, /x\.yaml:6:\d+: "x" attacks b, a teammate of its controller a/],
    ['teams without a variant', `${four}multiplayer: { teams: [[a, b], [c, d]] }\ncombat: { attack: {} }\n`, /x\.yaml:5:\d+: teams belong to a variant/],
    ['a team not sitting together', `${four}multiplayer: { variant: two-headed-giant, teams: [[a, c], [b, d]] }\ncombat: { attack: {} }\n`, /x\.yaml:5:\d+: a team sits together/],
    ['teammates with different life', 'players: { a: { life: 30 }, b: { life: 20 }, c: { life: 30 }, d: { life: 30 } }\ncreatures: {}\nmultiplayer: { variant: two-headed-giant, teams: [[a, b], [c, d]] }\ncombat: { attack: {} }\n', /x\.yaml:4:\d+: teammates share one life total/],
    ['a player on no team', `${four}multiplayer: { variant: two-headed-giant, teams: [[a, b]] }\ncombat: { attack: {} }\n`, /x\.yaml:5:\d+: every player is on a team; c is on none/],
    ['an Aura trigger on an unattached enchantment', `${four}permanents:\n  e: { controller: b, type: enchantment, abilities: [{ trigger: becomes-blocked, do: gain-life, amount: 1 }] }\ncombat: { attack: {} }\n`, /x\.yaml:6:\d+: an Aura's triggered ability belongs to an enchantment with attached-to/],
  ], (body) => `scenario: bad\n${body}`);
});
