// Combats with more than two players (first cut): attacks on different players, the defending
// player of each attacker (506.2; 602.2a of 2007; 802.2a), blocks only by the player attacked
// (602.4a; 802.4a: the block.multiplayer key), APNAP in turn order (101.4; D'Angelo M.1.6).
import test from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL, badFiles, fromObject, mtg, run, rulesCited, scenario } from './helpers.js';

const three = (attack: Record<string, string>, block: Record<string, string> = {}, extra: object = {}, creatures: object = {}) => fromObject({
  scenario: 'three players',
  players: { rob: { life: 20 }, alex: { life: 20 }, carissa: { life: 20 } },
  creatures: {
    a: { controller: 'rob', power: 2, toughness: 2 }, c: { controller: 'rob', power: 3, toughness: 3 },
    ax: { controller: 'alex', power: 1, toughness: 1 }, cx: { controller: 'carissa', power: 1, toughness: 1 }, ...creatures,
  },
  combat: { attack, block }, ...extra,
});

test('attacks on two players: each unblocked attacker damages the player it attacks, in every era', (t) => {
  for (const id of ALL) {
    const r = run(three({ a: 'alex', c: 'carissa' }), id);
    t.is(r.status, 'ok', id);
    t.deepEqual([r.players.rob!.life, r.players.alex!.life, r.players.carissa!.life], [20, 18, 17], id);
  }
});

test('a creature blocks only a creature attacking its controller (602.4a; 802.4a), in every era', (t) => {
  for (const id of ALL) {
    t.is(run(three({ a: 'alex', c: 'carissa' }, { cx: 'c', ax: 'a' }), id).status, 'ok', id);
    const r = run(three({ a: 'alex', c: 'carissa' }, { cx: 'a' }), id);
    t.is(r.status, 'illegal-block', id);
    t.true(rulesCited(r).includes(r.rule!), id);
    t.regex(r.reason!, /cx is controlled by carissa, and a attacks alex/, id);
  }
  // The rule each era cites: 602.4a from 2007, 802.4a from 2009; before, DERIVED.
  t.is(run(three({ a: 'alex' }, { cx: 'a' }), 'futuresight-2007').rule, '602.4a');
  t.is(run(three({ a: 'alex' }, { cx: 'a' }), 'foundations-2024').rule, '802.4a');
});

test('an unattacked player cannot block, even with no attack on anyone else', (t) => {
  for (const id of ALL) t.is(run(three({ a: 'alex' }, { cx: 'a' }), id).status, 'illegal-block', id);
});

test('"the defending player" of an ability is the player its creature attacks: afflict (702.130a)', (t) => {
  const s = three({ a: 'alex', c: 'carissa' }, { cx: 'c' }, {}, { c: { controller: 'rob', power: 3, toughness: 3, keywords: ['afflict 2'] } });
  const r = run(s, 'foundations-2024');
  t.deepEqual([r.players.alex!.life, r.players.carissa!.life], [18, 18]);
});

test('provoke: the target must be a creature of the player the provoker attacks', (t) => {
  const s = (target: string) => three({ a: 'alex', c: 'carissa' }, {}, { choices: { rob: { targets: { c: target } } } },
    { c: { controller: 'rob', power: 3, toughness: 3, keywords: ['provoke'] } });
  const ok = run(s('cx'), 'foundations-2024');
  t.is(ok.status, 'illegal-block'); // cx must block c and does not
  const other = run(s('ax'), 'foundations-2024');
  t.is(other.status, 'ok');
  t.true(other.events.some((e) => e.type === 'choice-rejected' || e.type === 'fizzle'));
});

test('a planeswalker of one player: only its controller may block its attackers', (t) => {
  const s = (block: Record<string, string>) => fromObject({
    scenario: 'pw', players: { rob: { life: 20 }, alex: { life: 20 }, carissa: { life: 20 } },
    creatures: { a: { controller: 'rob', power: 2, toughness: 2 }, ax: { controller: 'alex', power: 1, toughness: 1 }, cx: { controller: 'carissa', power: 1, toughness: 1 } },
    permanents: { jace: { controller: 'carissa', type: 'planeswalker', loyalty: 3 } },
    combat: { attack: { a: 'jace' }, block },
  });
  t.is(run(s({ cx: 'a' }), 'm10-2009').status, 'ok');
  t.is(run(s({ ax: 'a' }), 'm10-2009').status, 'illegal-block');
  // Before planeswalkers, the attack is on their controller (DERIVED): Carissa.
  const r = run(s({}), 'sixth-1999');
  t.deepEqual([r.players.alex!.life, r.players.carissa!.life], [20, 18]);
});

test('two-player files are unchanged: the old block error names the defending player', (t) => {
  const r = run(scenario('scenario: two\nplayers: { alice: { life: 20 }, bob: { life: 20 } }\ncreatures:\n  a: { controller: alice, power: 2, toughness: 2 }\n  b: { controller: alice, power: 2, toughness: 2 }\ncombat: { attack: { a: bob }, block: { b: a } }\n'), 'm10-2009');
  t.is(r.status, 'illegal-block');
  t.regex(r.reason!, /b is not controlled by the defending player/);
});

const bad = async (t: import('ava').ExecutionContext, text: string, line: number, message: RegExp) => {
  const file = join(mkdtempSync(join(tmpdir(), 'multi-')), 'bad.yaml');
  writeFileSync(file, text);
  const r = await mtg('run', file);
  t.is(r.code, 2);
  t.regex(r.stderr, new RegExp(`:${line}:\\d+: .*${message.source}`));
  t.is(r.stderr.trim().split('\n').length, 1);
};
const HEAD = 'scenario: bad\nplayers: { rob: { life: 20 }, alex: { life: 20 }, carissa: { life: 20 } }\ncreatures:\n  a: { controller: rob, power: 1, toughness: 1 }\n  x: { controller: carissa, power: 1, toughness: 1 }\n';

test.serial('bad input: an attack on a player who does not exist', async (t) => {
  await bad(t, `${HEAD}combat:\n  attack: { a: dave }\n`, 7, /unknown player "dave" \(expected one of rob, alex, carissa\)/);
});

test.serial('bad input: fewer than two players', async (t) => {
  await bad(t, 'scenario: bad\nplayers: { rob: { life: 20 } }\ncreatures:\n  a: { controller: rob, power: 1, toughness: 1 }\ncombat:\n  attack: {}\n', 2, /expected two or more players, found 1/);
});

test.serial('bad input: an attack on the attacker\'s own planeswalker with three players', async (t) => {
  await bad(t, `${HEAD}permanents:\n  jace: { controller: rob, type: planeswalker, loyalty: 3 }\ncombat:\n  attack: { a: jace }\n`, 9, /which its own controller \(rob\) controls/);
});

test.serial('bad input: best-block needs two players', async (t) => {
  await bad(t, `${HEAD}combat:\n  attack: { a: alex }\nexpect:\n  all: { best-block: { block: {} } }\n`, 9, /best-block needs a two-player scenario/);
});

test('APNAP with three players: triggers go on the stack in turn order, so the last player\'s resolve first', (t) => {
  // Alex's and Carissa's blockers each gain their controller 1 life when they block; the order shows in the log.
  const s = fromObject({
    scenario: 'apnap', players: { rob: { life: 20 }, alex: { life: 20 }, carissa: { life: 20 } },
    creatures: {
      a: { controller: 'rob', power: 1, toughness: 5 },
      ax: { controller: 'alex', power: 1, toughness: 5, abilities: [{ trigger: 'blocks', do: 'gain-life', to: 'controller', amount: 1 }] },
      c: { controller: 'rob', power: 1, toughness: 5 },
      cx: { controller: 'carissa', power: 1, toughness: 5, abilities: [{ trigger: 'blocks', do: 'gain-life', to: 'controller', amount: 1 }] },
    },
    combat: { attack: { a: 'alex', c: 'carissa' }, block: { ax: 'a', cx: 'c' } },
  });
  const r = run(s, 'foundations-2024');
  const gains = r.events.filter((e) => e.type === 'life').map((e) => e.target);
  t.deepEqual(gains.slice(0, 2), ['carissa', 'alex']);
});

test.serial('explore refuses a scenario with more than two players (its searches know one defending player)', async (t) => {
  const r = await mtg('explore', 'docs/scenarios/multi-block-only-own-attackers.yaml');
  t.is(r.code, 2);
  t.regex(r.stderr, /explore: the searches need a two-player scenario; .* has 3 players/);
});

test('attacks each combat with four players: any opponent satisfies it, none is illegal (802.3a)', (t) => {
  const s = (attack: Record<string, string>) => fromObject({
    scenario: 'berserkers', players: { a: { life: 40 }, d: { life: 40 }, c: { life: 40 }, b: { life: 40 } },
    creatures: { berserkers: { controller: 'a', power: 4, toughness: 4, abilities: [{ 'attacks-each-combat': true }] } },
    combat: { attack },
  });
  for (const id of ALL) {
    t.is(run(s({ berserkers: 'b' }), id).status, 'ok', id);
    t.is(run(s({}), id).status, 'illegal-attack', id);
  }
});

test('a cost to attack one player does not spare a requirement while another opponent may be attacked for free', (t) => {
  const s = (attack: Record<string, string>) => fromObject({
    scenario: 'taxed', players: { rob: { life: 20 }, alex: { life: 20 }, carissa: { life: 20 } },
    creatures: {
      berserkers: { controller: 'rob', power: 4, toughness: 4, abilities: [{ 'attacks-each-combat': true }] },
      prison: { controller: 'alex', power: 0, toughness: 4, abilities: [{ 'attack-tax': { 'per-creature': 2 } }] },
    },
    combat: { attack },
  });
  for (const id of ALL) {
    t.is(run(s({}), id).status, 'illegal-attack', `${id}: Carissa may be attacked at no cost`);
    t.is(run(s({ berserkers: 'carissa' }), id).status, 'ok', id);
    t.is(run(s({ berserkers: 'alex' }), id).status, 'illegal-attack', `${id}: Rob has no mana for Alex's tax`);
  }
});

// Goad with more than two players (701.38b): "attacks a player other than <the goading player> if
// able" per goad, and Blazing Archon's "creatures can't attack you" (a restriction, 508.1c).
const goad = (attack: Record<string, string>, goaded: unknown, archons: string[] = []) => fromObject({
  scenario: 'goad',
  players: { dana: { life: 40 }, carl: { life: 40 }, bea: { life: 40 }, ann: { life: 40 } },
  creatures: {
    lion: { controller: 'dana', power: 2, toughness: 2, goaded },
    ...Object.fromEntries(archons.map((p) => [`archon-${p}`, { controller: p, power: 5, toughness: 6, abilities: [{ 'cant-attack-you': {} }] }])),
  },
  combat: { attack },
});

test('goaded by a named player: it attacks a player other than the goading player if able (701.38b), in every era', (t) => {
  for (const id of ALL) {
    t.is(run(goad({ lion: 'carl' }, 'ann'), id).status, 'ok', id);
    t.is(run(goad({ lion: 'bea' }, 'ann'), id).status, 'ok', id);
    const r = run(goad({ lion: 'ann' }, 'ann'), id);
    t.is(r.status, 'illegal-attack', id);
    t.regex(r.reason!, /goaded by ann: it attacks ann but could attack (carl|bea)/, id);
    t.true(rulesCited(r).includes(r.rule!), id);
    // goaded: true names no player: only the requirement to attack.
    t.is(run(goad({ lion: 'ann' }, true), id).status, 'ok', id);
    t.is(run(goad({}, true), id).status, 'illegal-attack', id);
  }
  t.is(run(goad({ lion: 'ann' }, 'ann'), 'foundations-2024').rule, '701.38b');
});

test('goad: a restriction on whom it attacks leaves the goading player; with nothing else, it must attack them', (t) => {
  for (const id of ALL) {
    // Blazing Archon: creatures can't attack bea, nor (with two) carl.
    const archon = run(goad({ lion: 'bea' }, 'ann', ['bea']), id);
    t.is(archon.status, 'illegal-attack', id);
    t.regex(archon.reason!, /archon-bea says creatures can't attack bea, and lion is one/, id);
    t.is(run(goad({ lion: 'ann' }, 'ann', ['bea']), id).status, 'illegal-attack', id);
    t.is(run(goad({ lion: 'ann' }, 'ann', ['bea', 'carl']), id).status, 'ok', id);
    t.is(run(goad({}, 'ann', ['bea', 'carl']), id).status, 'illegal-attack', id);
    // Nothing to attack at all: the requirement asks nothing.
    t.is(run(goad({}, 'ann', ['bea', 'carl', 'ann']), id).status, 'ok', id);
  }
});

test('goad: Teferi\'s Moat ({ cant-attack-you: { color, without } }) is a restriction the goad requirement obeys too (701.38b; 508.1c)', (t) => {
  const s = (attack: Record<string, string>, moats: string[]) => fromObject({
    scenario: 'goad-moat',
    players: { dana: { life: 40 }, carl: { life: 40 }, bea: { life: 40 }, ann: { life: 40 } },
    creatures: {
      lion: { controller: 'dana', power: 2, toughness: 2, colors: ['green'], goaded: 'ann' },
      bird: { controller: 'dana', power: 1, toughness: 1, colors: ['green'], keywords: ['flying'], goaded: 'ann' },
    },
    permanents: Object.fromEntries(moats.map((p) => [`moat-${p}`, { controller: p, type: 'enchantment', abilities: [{ 'cant-attack-you': { color: 'green', without: 'flying' } }] }])),
    combat: { attack },
  });
  for (const id of ALL) {
    // bea and carl have a Moat: the lion may attack only ann, so attacking her obeys all it can.
    t.is(run(s({ lion: 'ann', bird: 'carl' }, ['bea', 'carl']), id).status, 'ok', id);
    // The bird flies: the Moats do not stop it, so attacking ann breaks its goad.
    const r = run(s({ lion: 'ann', bird: 'ann' }, ['bea', 'carl']), id);
    t.is(r.status, 'illegal-attack', id);
    t.regex(r.reason!, /bird .*goaded by ann/, id);
    // One Moat: the lion could still attack carl.
    t.is(run(s({ lion: 'ann', bird: 'carl' }, ['bea']), id).status, 'illegal-attack', id);
  }
});

test('goaded by several players: each goad counts, so it attacks the player who goaded it least', (t) => {
  for (const id of ALL) {
    t.is(run(goad({ lion: 'bea' }, ['ann', 'carl']), id).status, 'ok', id);
    t.is(run(goad({ lion: 'ann' }, ['ann', 'carl']), id).status, 'illegal-attack', id);
    // The third opponent can't be attacked: either goading player obeys as many.
    t.is(run(goad({ lion: 'ann' }, ['ann', 'carl'], ['bea']), id).status, 'ok', id);
    t.is(run(goad({ lion: 'carl' }, ['ann', 'carl'], ['bea']), id).status, 'ok', id);
    // Goaded twice by ann and once by carl: carl obeys two of three "other than" requirements, ann one.
    t.is(run(goad({ lion: 'carl' }, ['ann', 'ann', 'carl'], ['bea']), id).status, 'ok', id);
    t.is(run(goad({ lion: 'ann' }, ['ann', 'ann', 'carl'], ['bea']), id).status, 'illegal-attack', id);
  }
});

test.serial('bad input: goaded names an unknown player: one line file:line:col, exit 2', async (t) => {
  await badFiles(t, [
    ['an unknown goading player', 'goaded: zed', /^x\.yaml:5:\d+: unknown player "zed"/],
    ['an unknown player in a list', 'goaded: [bob, zed]', /^x\.yaml:5:\d+: unknown player "zed"/],
    ['an empty list', 'goaded: []', /^x\.yaml:5:\d+: creatures\.g\.goaded: expected at least one goading player/],
    ['a number', 'goaded: 3', /^x\.yaml:5:\d+: creatures\.g\.goaded: expected true, false, or the goading player/],
  ], (body) => `scenario: x\nplayers: { alice: { life: 20 }, bob: { life: 20 } }\ncombat: { attack: {} }\ncreatures:\n  g: { controller: alice, power: 1, toughness: 1, ${body} }\n`);
});

test('the goad action (701.38a): each creature the player controls as it is taken is goaded by the acting player; one entering later is not', (t) => {
  const board = (actions: object[], attack: Record<string, string>) => fromObject({
    scenario: 'goad action',
    players: { dana: { life: 40 }, carl: { life: 40 }, ann: { life: 40 } },
    creatures: {
      a: { controller: 'dana', power: 1, toughness: 1 },
      h: { controller: 'dana', power: 0, toughness: 1, keywords: ['haste'], zone: 'none' },
    },
    combat: { attack },
    actions,
  });
  const goadAll = { at: 'beginning-of-combat', by: 'ann', do: 'goad', player: 'dana' };
  const enter = { at: 'beginning-of-combat', by: 'dana', do: 'create-token', target: 'h' };
  for (const id of ALL) {
    t.is(run(board([goadAll, enter], { a: 'carl' }), id).status, 'ok', id);
    t.is(run(board([goadAll, enter], { a: 'ann' }), id).status, 'illegal-attack', id);
    t.is(run(board([goadAll, enter], {}), id).status, 'illegal-attack', id);
    // Entered before the goad: goaded too, so it must attack as well.
    t.is(run(board([enter, goadAll], { a: 'carl' }), id).status, 'illegal-attack', id);
    // One creature: the target.
    t.is(run(board([enter, { ...goadAll, player: undefined, target: 'h' }], { a: 'carl' }), id).status, 'illegal-attack', id);
  }
});

test.serial('bad input: the goad action without its goading player, or with both target and player: one line file:line:col, exit 2', async (t) => {
  await badFiles(t, [
    ['no by', 'actions: [{ at: beginning-of-combat, do: goad, target: g }]', /^x\.yaml:6:\d+: actions\.0: missing required field by/],
    ['target and player', 'actions: [{ at: beginning-of-combat, by: bob, do: goad, target: g, player: alice }]', /^x\.yaml:6:\d+: actions\.0: expected target \(a creature\) or player/],
    ['neither', 'actions: [{ at: beginning-of-combat, by: bob, do: goad }]', /^x\.yaml:6:\d+: actions\.0: expected target \(a creature\) or player/],
    ['an unknown player', 'actions: [{ at: beginning-of-combat, by: bob, do: goad, player: zed }]', /^x\.yaml:6:\d+: unknown player "zed"/],
  ], (body) => `scenario: x\nplayers: { alice: { life: 20 }, bob: { life: 20 } }\ncombat: { attack: {} }\ncreatures:\n  g: { controller: alice, power: 1, toughness: 1 }\n${body}\n`);
});
