// Targets: shroud, hexproof and protection's "can't be targeted" (core/engine/targeting.ts). An
// action is a targeting spell only when it says `targeted: true`; abilities with a chosen target
// always target. Every era keeps these rules; what changes is the rule that says so.
import test from 'ava';
import { ALL, dead, run, scenario } from './helpers.js';

const board = (kw: string, action: string, choices = '') => scenario(`
scenario: targets
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 2, toughness: 2, keywords: [${kw}] }
  b: { controller: bob, power: 0, toughness: 3 }
combat: { attack: { a: bob }, block: { b: a } }
actions:
  - ${action}
${choices}`);

const pump = (by: string, extra = 'targeted: true') => `{ at: declare-blockers, by: ${by}, do: pump, target: a, power: 2, toughness: 2, ${extra} }`;

test('shroud stops every targeted spell, its controller\'s too; an untargeted one still works', (t) => {
  for (const id of ALL) {
    const r = run(board('shroud', pump('alice')), id);
    t.deepEqual(dead(r), [], `${id}: the 2/2 is not pumped, so its 0/3 blocker survives`);
    const skip = r.events.find((e) => e.type === 'action-skipped')!;
    t.is(skip.key, 'target.shroud', id);
    t.deepEqual(dead(run(board('shroud', pump('alice', 'colors: [green]')), id)), ['b'], `${id}: untargeted`);
  }
});

test('hexproof stops only an opponent\'s targeted spell', (t) => {
  for (const id of ALL) {
    t.deepEqual(dead(run(board('hexproof', pump('alice')), id)), ['b'], `${id}: own spell`);
    const r = run(board('hexproof', `{ at: declare-blockers, by: bob, do: destroy, target: a, targeted: true }`), id);
    t.is(r.events.find((e) => e.type === 'action-skipped')?.key, 'target.hexproof', id);
    t.is(r.creatures.a!.zone, 'battlefield', `${id}: still there after the failed destroy`);
  }
});

test('protection stops spells of its colour and abilities of sources of its colour from targeting it', (t) => {
  for (const id of ALL) {
    const red = run(board('protection from red', `{ at: declare-blockers, by: bob, do: destroy, target: a, targeted: true, colors: [red] }`), id);
    t.is(red.creatures.a!.zone, 'battlefield', id);
    t.is(red.events.find((e) => e.type === 'action-skipped')?.key, 'target.protection', id);
    const blue = run(board('protection from red', `{ at: declare-blockers, by: bob, do: destroy, target: a, targeted: true, colors: [blue] }`), id);
    t.is(blue.creatures.a!.zone, 'graveyard', `${id}: a blue spell can target it`);
  }
});

test('a red spell\'s damage to a creature with protection from red is prevented even without `targeted`', (t) => {
  for (const id of ALL) {
    const r = run(board('protection from red', `{ at: declare-attackers, by: bob, do: damage, target: a, amount: 2, colors: [red] }`), id);
    t.is(r.creatures.a!.damage, 0, id);
    t.truthy(r.events.find((e) => e.key === 'damage.protection'), id);
  }
});

test('each era cites its own rule for shroud, hexproof and protection, or none before the keyword', (t) => {
  const rule = (kw: string, action: string, id: string) => run(board(kw, action), id).events.find((e) => e.type === 'action-skipped')!.rule;
  const byBob = `{ at: declare-blockers, by: bob, do: destroy, target: a, targeted: true, colors: [red] }`;
  t.is(rule('shroud', byBob, 'futuresight-2007'), '502.36a');
  t.is(rule('shroud', byBob, 'm10-2009'), '702.16a');
  t.is(rule('shroud', byBob, 'foundations-2024'), '702.18a');
  t.is(rule('hexproof', byBob, 'mh3-2024'), '702.11b');
  t.is(rule('protection from red', byBob, 'revised-1994'), "D'Angelo A.24.2");
  t.is(rule('protection from red', byBob, 'sixth-1999'), '502.7b');
  t.is(rule('protection from red', byBob, 'm11-2010'), '702.14b');
  t.is(rule('protection from red', byBob, 'foundations-2024'), '702.16b');
  // Before the keyword: the printed text, no rule number of its own (shown as "no rule in ...").
  t.regex(rule('shroud', byBob, 'champions-2004'), /^no rule in /);
  t.regex(rule('hexproof', byBob, 'm11-2010'), /^no rule in /);
});

test('a triggered ability\'s chosen target with hexproof is refused as it triggers (a rejected choice; illegal-choice with --strict)', (t) => {
  const s = scenario(`
scenario: provoke hexproof
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  brute: { controller: alice, power: 3, toughness: 3, keywords: [provoke] }
  elf: { controller: bob, power: 1, toughness: 1, tapped: true, keywords: [hexproof] }
combat: { attack: { brute: bob } }
choices: { alice: { targets: { brute: elf } } }
`);
  for (const id of ALL) {
    const r = run(s, id);
    const rejected = r.events.find((e) => e.type === 'choice-rejected');
    t.is(rejected?.key, 'target.hexproof', id);
    t.true(r.creatures.elf!.tapped, `${id}: provoke did nothing`);
    t.is(run(s, id, true).status, 'illegal-choice', id);
  }
});

test('an activated ability can\'t target a creature with shroud: it is not activated and its cost is not paid', (t) => {
  const s = scenario(`
scenario: activated shroud
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  pinger: { controller: bob, power: 0, toughness: 1, abilities: [{ activated: { cost: [tap], do: damage, amount: 1, to: chosen } }] }
  a: { controller: alice, power: 1, toughness: 1, keywords: [shroud] }
combat: { attack: { a: bob } }
actions:
  - { at: declare-attackers, do: activate, source: pinger, target: a }
`);
  for (const id of ALL) {
    const r = run(s, id);
    t.is(r.creatures.a!.zone, 'battlefield', id);
    t.false(r.creatures.pinger!.tapped, `${id}: the {T} cost is not paid`);
    t.is(r.events.find((e) => e.type === 'action-skipped')?.key, 'target.shroud', id);
  }
});

test('bad input: `targeted` on an action without a target is one line with its place', (t) => {
  const e = t.throws(() => scenario(`scenario: x
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1 }
combat: { attack: { a: bob } }
actions:
  - { at: declare-attackers, do: fog, targeted: true }
`))!;
  t.regex(e.message, /^inline\.yaml:7:\d+: only an action with a target can target/);
  t.false(e.message.includes('\n'));
});
