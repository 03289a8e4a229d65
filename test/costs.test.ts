// Costs to attack and block (core/engine/costs.ts): players' mana (pool, then untapped sources),
// attack-tax / block-tax, Phyrexian symbols and the tax-life choice, requirements that never oblige
// a cost, and the loader's one-line errors for bad input.
import test from 'ava';
import { parseCost, parseSources } from '../core/scenario/mana.js';
import { registry, run, scenario } from './helpers.js';

const ERAS = registry.ids;

const board = (o: { alice?: string; bob?: string; tax?: string; attack?: string; block?: string; extra?: string; choices?: string; actions?: string }) => scenario(`
scenario: tax
players:
  alice: { life: 20${o.alice ?? ''} }
  bob: { life: 20${o.bob ?? ''} }
creatures:
  a1: { controller: alice, power: 2, toughness: 2 }
  a2: { controller: alice, power: 2, toughness: 2 }
  w: { controller: bob, power: 0, toughness: 4 }
${o.extra ?? ''}
permanents:
  prison: { controller: bob, type: enchantment, name: Ghostly Prison, abilities: [${o.tax ?? '{ attack-tax: { per-creature: 2 } }'}] }
combat:
  attack: ${o.attack ?? '{ a1: bob, a2: bob }'}
${o.block ? `  block: ${o.block}` : ''}
${o.choices ?? ''}
${o.actions ?? ''}
`);

test('a declaration is legal only if its total cost can be paid; the cost is paid and cited in each era', (t) => {
  for (const id of ERAS) {
    const ok = run(board({ alice: ', mana: 4' }), id);
    t.is(ok.status, 'ok', id);
    t.is(ok.players.bob!.life, 16, id);
    const paid = ok.events.find((e) => e.key === 'cost.mana-abilities')!;
    t.is(paid.amount, 4, id);
    t.truthy(ok.events.find((e) => e.key === 'attack.cost'), id);
    const short = run(board({ alice: ', mana: 3' }), id);
    t.is(short.status, 'illegal-attack', id);
    t.regex(short.reason!, /can't pay the cost to attack/, id);
    // Rewound: nothing tapped, nothing dealt.
    t.false(short.creatures.a1!.tapped, id);
    t.is(short.players.bob!.life, 20, id);
  }
  const cite = (id: string) => run(board({ alice: ', mana: 3' }), id).rule;
  // C.10.3 is about requirements (a required attacker need not pay); an unpaid cost is an effect preventing the attack (C.4.2).
  t.is(cite('revised-1994'), "D'Angelo C.4.2");
  t.is(cite('sixth-1999'), '308.2');
  t.is(cite('champions-2004'), '308.2d');
  t.is(cite('m10-2009'), '508.1g');
  t.is(cite('foundations-2024'), '508.1h');
});

test('colours count: {1}{W} per attacker needs white mana, and colourless mana pays only the generic part', (t) => {
  const tax = '{ attack-tax: { per-creature: "{1}{W}" } }';
  t.is(run(board({ alice: ', mana: "{W}{W}{2}"', tax }), 'm11-2010').status, 'ok');
  t.is(run(board({ alice: ', mana: "{W}{C}{C}{C}"', tax }), 'm11-2010').status, 'illegal-attack');
  t.is(run(board({ alice: ', mana: "{W}{W}{1}"', tax }), 'm11-2010').status, 'illegal-attack');
});

test('Phyrexian symbols: mana where it can, else 2 life; tax-life chooses life; an impossible choice is rejected', (t) => {
  const tax = '{ attack-tax: { per-creature: "{W/P}" } }';
  const one = run(board({ alice: ', mana: "{W}"', tax }), 'foundations-2024');
  t.is(one.players.alice!.life, 18);
  t.is(one.events.find((e) => e.key === 'cost.phyrexian')!.rule, '107.4f');
  t.is(run(board({ alice: ', mana: "{W}{W}"', tax }), 'foundations-2024').players.alice!.life, 20);
  t.is(run(board({ alice: ', mana: "{W}{W}"', tax, choices: 'choices: { alice: { tax-life: 2 } }' }), 'foundations-2024').players.alice!.life, 16);
  // Before 2011 no rule: the card's reminder text, the same payment.
  t.regex(run(board({ alice: ', mana: "{W}"', tax }), 'm11-2010').events.find((e) => e.key === 'cost.phyrexian')!.rule, /^no rule in CR 2010-07-16/);
  // Green mana cannot pay {W/P}: life it is.
  t.is(run(board({ alice: ', mana: "{G}{G}"', tax }), 'mh3-2024').players.alice!.life, 16);
  // {1}{W/P} with only {W}: the {W} must pay the {1}, so the symbol takes 2 life.
  t.is(run(board({ alice: ', mana: "{W}"', tax: '{ attack-tax: { per-creature: "{1}{W/P}" } }', attack: '{ a1: bob }' }), 'mh3-2024').players.alice!.life, 18);
  const bad = board({ alice: ', mana: "{W}"', tax, choices: 'choices: { alice: { tax-life: 3 } }' });
  const r = run(bad, 'mh3-2024');
  t.is(r.status, 'ok');
  t.is(r.players.alice!.life, 18);
  t.truthy(r.events.find((e) => e.type === 'choice-rejected' && e.key === 'cost.phyrexian'));
  t.is(run(bad, 'mh3-2024', true).status, 'illegal-choice');
  // Life only up to the life total.
  t.is(run(board({ alice: ', mana: 0', tax: '{ attack-tax: { per-creature: "{W/P}{W/P}" } }', attack: '{ a1: bob }' }), 'mh3-2024').players.alice!.life, 16);
  t.is(run(scenario(`
scenario: low life
players: { alice: { life: 3 }, bob: { life: 20 } }
creatures: { a1: { controller: alice, power: 2, toughness: 2 } }
permanents: { annex: { controller: bob, type: artifact, abilities: [{ attack-tax: { per-creature: "{W/P}{W/P}" } }] } }
combat: { attack: { a1: bob } }
`), 'mh3-2024').status, 'illegal-attack');
});

test('mana spent on a cost is gone for later actions; the pool pays first, then the sources', (t) => {
  const pump = `
  fb: { controller: alice, power: 1, toughness: 1, abilities: [{ activated: { cost: [{ mana: 1 }], do: pump, power: 1, toughness: 0 } }] }`;
  const acts = 'actions: [{ at: declare-blockers, do: activate, source: fb }, { at: declare-blockers, do: activate, source: fb }]';
  const s = (mana: number) => board({ alice: `, mana: ${mana}`, extra: pump, attack: '{ a1: bob, fb: bob }', actions: acts });
  // {2} for each of two attackers: 4; with 5 mana one pump is left, with 6 two.
  t.is(run(s(5), 'm10-2009').players.bob!.life, 20 - 2 - 2);
  t.is(run(s(6), 'm10-2009').players.bob!.life, 20 - 2 - 3);
  t.is(run(s(4), 'm10-2009').players.bob!.life, 20 - 2 - 1);
  // The pool is colourless and pays first; the sources are not emptied between steps.
  const pooled = run(board({ alice: ', mana: 2', actions: 'actions: [{ at: beginning-of-combat, do: add-mana, player: alice, amount: 2 }]' }), 'futuresight-2007');
  t.is(pooled.status, 'ok');
  t.is(pooled.events.filter((e) => e.key === 'attack.cost' && e.type === 'mana')[0]!.amount, 2);
  // From m10-2009 the pool empties as the beginning of combat step ends: only the sources' 2 are left.
  t.is(run(board({ alice: ', mana: 2', actions: 'actions: [{ at: beginning-of-combat, do: add-mana, player: alice, amount: 2 }]' }), 'm10-2009').status, 'illegal-attack');
});

test('a tax applies only to attacks on its controller (and its planeswalkers with planeswalkers: true), while it is on the battlefield', (t) => {
  const own = scenario(`
scenario: own
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures: { a1: { controller: alice, power: 2, toughness: 2 } }
permanents: { prison: { controller: alice, type: enchantment, abilities: [{ attack-tax: { per-creature: 2 } }] } }
combat: { attack: { a1: bob } }
`);
  t.is(run(own, 'm10-2009').status, 'ok');
  // Destroyed in the beginning of combat step: no tax.
  t.is(run(board({ actions: 'actions: [{ at: beginning-of-combat, do: destroy, target: prison }]' }), 'm10-2009').status, 'ok');
  // A creature with the tax (Windborn Muse) counts too; per-counter counts every counter.
  const muse = scenario(`
scenario: muse
players: { alice: { life: 20, mana: 3 }, bob: { life: 20 } }
creatures:
  a1: { controller: alice, power: 2, toughness: 2, counters: { "+1/+1": 1 } }
  muse: { controller: bob, power: 2, toughness: 3, abilities: [{ attack-tax: { per-creature: 2, per-counter: 1 } }] }
combat: { attack: { a1: bob } }
`);
  const pw = (pws: string) => scenario(`
scenario: pw
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures: { a1: { controller: alice, power: 2, toughness: 2 } }
permanents:
  jace: { controller: bob, type: planeswalker, loyalty: 5 }
  tax: { controller: bob, type: artifact, abilities: [{ attack-tax: { per-creature: 2${pws} } }] }
combat: { attack: { a1: jace } }
`);
  t.is(run(pw(''), 'm10-2009').status, 'ok');
  t.is(run(pw(', planeswalkers: true'), 'm10-2009').status, 'illegal-attack');
  // Before planeswalkers the attack is on bob, and taxed either way.
  t.is(run(pw(''), 'futuresight-2007').status, 'illegal-attack');
  t.is(run(muse, 'legions-2003').status, 'ok');
  t.is(run(muse, 'legions-2003').events.find((e) => e.key === 'cost.mana-abilities')!.amount, 3);
});

test('requirements never oblige a cost: attacks each combat / Lure under a tax (C.10.3; 508.1d, 509.1c)', (t) => {
  const req = (tax: boolean) => scenario(`
scenario: req
players: { alice: { life: 20, mana: 9 }, bob: { life: 20, mana: 9 } }
creatures:
  j: { controller: alice, power: 5, toughness: 3, abilities: [{ attacks-each-combat: true }] }
${tax ? 'permanents: { p: { controller: bob, type: enchantment, abilities: [{ attack-tax: { per-creature: 2 } }] } }' : ''}
combat: { attack: {} }
`);
  for (const id of ERAS) {
    t.is(run(req(true), id).status, 'ok', id);
    t.is(run(req(false), id).status, 'illegal-attack', id);
  }
  t.is(run(req(true), 'revised-1994').events.find((e) => e.key === 'cost.requirement')!.rule, "D'Angelo C.10.3");
  // Attacking: 500.2 (2001-2008: "creatures with unpaid costs to attack are exempt"), 508.1d from 2009; none in 1999-04-23.
  const attackCite = (id: string) => run(req(true), id).events.find((e) => e.key === 'cost.requirement')!.rule;
  t.is(attackCite('sixth-1999'), 'no rule in CR 1999-04-23');
  t.is(attackCite('legions-2003'), '500.2');
  t.is(attackCite('futuresight-2007'), '500.2');
  t.is(attackCite('m10-2009'), '508.1d');
  t.is(attackCite('mh3-2024'), '508.1d');
  const lure = (blockTax: boolean) => scenario(`
scenario: lure
players: { alice: { life: 20 }, bob: { life: 20, mana: 5 } }
creatures:
  l: { controller: alice, power: 2, toughness: 2, abilities: [{ must-be-blocked: true }] }
  w: { controller: bob, power: 0, toughness: 4 }
${blockTax ? 'permanents: { c: { controller: alice, type: enchantment, abilities: [{ block-tax: { per-creature: 1 } }] } }' : ''}
combat: { attack: { l: bob } }
`);
  for (const id of ERAS) {
    t.is(run(lure(true), id).status, 'ok', id);
    t.is(run(lure(false), id).status, 'illegal-block', id);
  }
  // Blocking has its own rule: 500.3 (2001-2008), 509.1c from 2009; C.10.3 applied to blockers before 1999 (DERIVED).
  const blockCite = (id: string) => run(lure(true), id).events.find((e) => e.key === 'block.cost-requirement');
  t.is(blockCite('revised-1994')!.rule, "D'Angelo C.10.3");
  t.true(blockCite('revised-1994')!.derived);
  t.is(blockCite('legions-2003')!.rule, '500.3');
  t.is(blockCite('champions-2004')!.rule, '500.3');
  t.is(blockCite('m10-2009')!.rule, '509.1c');
  t.is(blockCite('m11-2010')!.rule, '509.1c');
  t.is(blockCite('foundations-2024')!.rule, '509.1c');
  t.false(run(lure(true), 'm10-2009').events.some((e) => e.key === 'cost.requirement'));
});

test('block taxes: each blocker, paid by the defending player, or the block is illegal', (t) => {
  const s = (mana: number, block: string) => board({ bob: `, mana: ${mana}`, tax: '{ block-tax: { per-creature: 1 } }', extra: '  w2: { controller: bob, power: 0, toughness: 4 }', attack: '{ a1: bob }', block });
  for (const id of ERAS) {
    t.is(run(s(1, '{ w: a1 }'), id).status, 'ok', id);
    t.is(run(s(1, '{ w: a1, w2: a1 }'), id).status, 'illegal-block', id);
    t.is(run(s(2, '{ w: a1, w2: a1 }'), id).status, 'ok', id);
    // No blockers, nothing to pay.
    t.is(run(s(0, '{}'), id).status, 'ok', id);
  }
  t.is(run(s(1, '{ w: a1, w2: a1 }'), 'm10-2009').rule, '509.1d');
  t.is(run(s(1, '{ w: a1, w2: a1 }'), 'sixth-1999').rule, '309.2');
  t.is(run(s(1, '{ w: a1 }'), 'm10-2009').events.find((e) => e.key === 'block.mana-abilities')!.rule, '509.1e');
  t.is(run(s(1, '{ w: a1 }'), 'urza-1998').events.find((e) => e.key === 'block.mana-abilities')!.rule, "D'Angelo C.6.8");
});

test('parsing mana and costs', (t) => {
  t.deepEqual(parseSources('{W}{W}{2}{c}'), { W: 2, U: 0, B: 0, R: 0, G: 0, C: 3 });
  t.deepEqual(parseSources(4), { W: 0, U: 0, B: 0, R: 0, G: 0, C: 4 });
  const c = parseCost('{1}{W}{W/P}{u/p}');
  t.is(c.generic, 1);
  t.is(c.typed.W, 1);
  t.is(c.phyrexian.W, 1);
  t.is(c.phyrexian.U, 1);
});

test('bad input is a one-line error at its place', (t) => {
  const bad = (text: string) => t.throws(() => scenario(text), { message: /^inline\.yaml:\d+:\d+: [^\n]+$/ })!.message;
  const base = (player: string, ability: string, choices = '') => `
scenario: bad
players: { alice: { life: 20${player} }, bob: { life: 20 } }
creatures: { a1: { controller: alice, power: 2, toughness: 2, abilities: [${ability}] } }
combat: { attack: { a1: bob } }
${choices}
`;
  t.regex(bad(base(', mana: "{X}"', '')), /expected mana/);
  t.regex(bad(base(', mana: -1', '')), /expected a whole number from 0/);
  t.regex(bad(base('', '{ attack-tax: { per-creature: "{R/W}" } }')), /expected/);
  t.regex(bad(base('', '{ attack-tax: { per-creatures: 2 } }')), /unknown field "per-creatures"/);
  t.regex(bad(base('', '{ attack-tax: { planeswalkers: true } }')), /per-creature or per-counter/);
  t.regex(bad(base('', '{ block-tax: { per-counter: 1 } }')), /per-creature/);
  t.regex(bad(base('', '', 'choices: { alice: { tax-life: -1 } }')), /expected/);
  t.is(bad(base('', '{ attack-tax: { per-creature: 2, colour: red } }')).split('\n').length, 1);
  // A tax on any kind of permanent is fine (a land, a planeswalker).
  t.notThrows(() => scenario(`
scenario: ok
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures: { a1: { controller: alice, power: 2, toughness: 2 } }
permanents: { l: { controller: bob, type: land, abilities: [{ attack-tax: { per-creature: 1 } }, { block-tax: { per-creature: "{G}" } }] } }
combat: { attack: { a1: bob } }
`));
});
