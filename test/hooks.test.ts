// Unit tests per hook: each hook's decision in every ruleset, as one table per hook
// (chessops-style), so a ruleset that overrides the wrong hook shows up here.
import test from 'ava';
import { newGame } from '../core/engine/state.js';
import { HOOK_NAMES } from '../core/hooks.js';
import { ALL, registry, scenario } from './helpers.js';

const board = newGame(scenario(`
scenario: hook fixtures
players: { ap: { life: 20 }, nap: { life: 20 } }
creatures:
  wall: { controller: ap, power: 1, toughness: 4, types: [Wall] }
  defender: { controller: ap, power: 1, toughness: 4, keywords: [defender] }
  vanilla: { controller: ap, power: 3, toughness: 3 }
  fs: { controller: ap, power: 2, toughness: 2, keywords: [first strike] }
  ds: { controller: ap, power: 2, toughness: 2, keywords: [double strike] }
  dt: { controller: ap, power: 2, toughness: 2, keywords: [deathtouch] }
  bander: { controller: nap, power: 1, toughness: 1, keywords: [banding] }
  blocker: { controller: nap, power: 2, toughness: 3, damage: 1 }
combat: { attack: {} }
`));
const c = (id: string) => board.creatures.get(id)!;
const rules = (id: string) => registry.rulesFor(id);
const before = (id: string, than: string) => registry.ids.indexOf(id) < registry.ids.indexOf(than);

test('every hook is defined for every ruleset (inherited from the oldest era if not overridden)', (t) => {
  for (const id of ALL) for (const h of HOOK_NAMES) {
    t.is(typeof registry.container(id).resolve(`hook:${h}`), 'function', `${id} ${h}`);
  }
});

test('attackRestriction: Walls cannot attack until champions-2004; defender never can', (t) => {
  for (const id of ALL) {
    const wall = rules(id).call('attackRestriction', c('wall'));
    if (before(id, 'champions-2004')) t.is(wall?.rule, 'attack.wall', id);
    else t.is(wall, null, id);
    t.is(rules(id).call('attackRestriction', c('defender'))?.rule, 'attack.defender', id);
    t.is(rules(id).call('attackRestriction', c('vanilla')), null, id);
  }
});

test('assignmentWindow: prevention step before 1999, the stack 1999-2009, none from m10-2009', (t) => {
  for (const id of ALL) {
    const kind = rules(id).call('assignmentWindow').kind;
    t.is(kind, before(id, 'sixth-1999') ? 'prevention-step' : before(id, 'm10-2009') ? 'stack' : 'none', id);
  }
});

test('windowAllows: the damage prevention step admits only prevention, regeneration and mana', (t) => {
  for (const id of ALL) {
    const r = rules(id);
    const sac = r.call('windowAllows', 'combat-damage-assigned', 'sacrifice');
    const prevent = r.call('windowAllows', 'combat-damage-assigned', 'prevent');
    if (before(id, 'sixth-1999')) {
      t.deepEqual([sac.allowed, prevent.allowed], [false, true], id);
      t.false(r.call('windowAllows', 'end-of-combat', 'destroy').allowed, id);
    } else {
      t.true(sac.allowed, id);
    }
    t.true(r.call('windowAllows', 'declare-blockers', 'sacrifice').allowed, id);
  }
});

test('tappedBlockerDeals: only before 1999 does a tapped blocker deal no damage', (t) => {
  const tapped = { ...c('blocker'), tapped: true };
  for (const id of ALL) t.is(rules(id).call('tappedBlockerDeals', tapped).deals, !before(id, 'sixth-1999'), id);
});

test('secondStepDeals: first strike fixed once; double strike gained between steps counts from legions-2003', (t) => {
  const gained = { ...c('fs'), strike: { first: true, double: false }, dealtInFirstStep: true, keywords: ['first strike', 'double strike'] };
  const lost = { ...c('ds'), strike: { first: false, double: true }, dealtInFirstStep: true, keywords: [] };
  const plain = { ...c('vanilla'), strike: { first: false, double: false }, keywords: ['first strike'] };
  for (const id of ALL) {
    const r = rules(id);
    t.is(r.call('secondStepDeals', gained).deals, !before(id, 'legions-2003'), `${id} gained double strike`);
    t.is(r.call('secondStepDeals', lost).deals, before(id, 'legions-2003'), `${id} lost double strike`);
    t.true(r.call('secondStepDeals', plain).deals, `${id} first strike gained late changes nothing`);
  }
});

test('secondStepDeals: a first striker that assigned no damage in the first step deals in the second from 1999 to 2009 only', (t) => {
  // 0 power in the first step (assigns nothing, 502.2b/310.5), pumped before the second.
  const idle = { ...c('fs'), strike: { first: true, double: false }, dealtInFirstStep: false };
  for (const id of ALL) {
    const sixToNine = !before(id, 'sixth-1999') && before(id, 'm10-2009');
    t.is(rules(id).call('secondStepDeals', idle).deals, sixToNine, id);
  }
});

test('damageAssignmentOrder: m10-2009 to mh3-2024 only', (t) => {
  for (const id of ALL) {
    t.is(rules(id).call('damageAssignmentOrder').exists, !before(id, 'm10-2009') && before(id, 'foundations-2024'), id);
  }
});

test('divider: banding moves the division to the banding side in every era', (t) => {
  const attacker = { ...c('vanilla'), attacking: 'nap' };
  const blocker = { ...c('blocker'), isBlocker: true };
  for (const id of ALL) {
    const r = rules(id);
    t.like(r.call('divider', attacker, [c('bander'), c('blocker')], board), { player: 'nap', banding: true }, id);
    t.like(r.call('divider', attacker, [c('blocker')], board), { player: 'ap', banding: false }, id);
    t.like(r.call('divider', blocker, [{ ...c('vanilla'), keywords: ['banding'] }], board), { player: 'ap', banding: true }, id);
  }
});

test('lethalDamage: toughness minus damage and other assignments; deathtouch counts as lethal from m11-2010', (t) => {
  for (const id of ALL) {
    const r = rules(id);
    t.is(r.call('lethalDamage', c('vanilla'), c('blocker'), 1).amount, 1, id);
    t.is(r.call('lethalDamage', c('vanilla'), c('blocker'), 5).amount, 0, id);
    t.is(r.call('lethalDamage', c('dt'), c('blocker'), 0).amount, before(id, 'm11-2010') ? 2 : 1, id);
  }
});

test('trample, deathtouch, lifelink, player loss, mana and trigger timing by era', (t) => {
  for (const id of ALL) {
    const r = rules(id);
    t.is(r.call('trample').mode, id === 'revised-1994' ? 'redirect' : 'assign', id);
    t.is(r.call('deathtouch').mode, before(id, 'm10-2009') ? 'triggered' : 'static', id);
    t.is(r.call('deathtouch').freeDivision, id === 'm10-2009', id);
    t.is(r.call('lifelink').mode, before(id, 'm10-2009') ? 'triggered' : 'static', id);
    t.is(r.call('playerLoss').when, before(id, 'sixth-1999') ? 'end-of-attack' : 'sba', id);
    const mana = r.call('mana');
    t.is(mana.burns, before(id, 'm10-2009'), id);
    t.is(mana.empties, before(id, 'm10-2009') ? 'end-of-combat' : 'each-step', id);
    t.is(r.call('triggerTiming').when, before(id, 'sixth-1999') ? 'before-destruction' : 'after-sba', id);
    t.is(r.call('triggerTiming').perPoint, before(id, 'sixth-1999'), id);
  }
});

test('a hook that throws is reported with the ruleset and the hook', (t) => {
  const r = registry.rulesFor('sixth-1999');
  const err = t.throws(() => r.call('lethalDamage', undefined as never, undefined as never, 0));
  t.regex(err!.message, /ruleset sixth-1999, hook lethalDamage/);
});
