// Unit tests per hook: each hook's decision in every ruleset, as one table per hook
// (chessops-style), so a ruleset that overrides the wrong hook shows up here.
import test from 'ava';
import { newGame } from '../core/engine/state.js';
import { HOOK_NAMES } from '../core/hooks.js';
import { CAPABILITY_NAMES, MODEL_NAMES } from '../core/models.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRegistry, runScenario, type CreatureView, type GameView } from '../index.js';
import { loadScenarioFile } from '../core/scenario/load.js';
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

test('every hook, model and capability is defined for every ruleset (inherited from the oldest era if not overridden)', (t) => {
  for (const id of ALL) {
    for (const h of HOOK_NAMES) t.is(typeof registry.container(id).resolve(`hook:${h}`), 'function', `${id} ${h}`);
    for (const m of MODEL_NAMES) t.is(typeof registry.rulesFor(id).models[m].name, 'string', `${id} ${m}`);
    for (const p of CAPABILITY_NAMES) t.is(typeof registry.rulesFor(id).capability(p).rule, 'string', `${id} ${p}`);
  }
});

test('each era picks its combat procedure, trigger model, requirement solver, damage assignment model and layer model', (t) => {
  const picked = (id: string) => MODEL_NAMES.map((m) => rules(id).models[m].name).join(' ');
  t.is(picked('revised-1994'), 'damage-prevention-step the-series required-added old-trample timestamps-and-dependency');
  t.is(picked('urza-1998'), 'damage-prevention-step the-series required-added free-division timestamps-and-dependency');
  t.is(picked('sixth-1999'), 'damage-on-the-stack the-stack one-at-a-time free-division timestamps-and-dependency');
  t.is(picked('legions-2003'), 'damage-on-the-stack the-stack counted free-division timestamps-and-dependency');
  t.is(picked('champions-2004'), 'damage-on-the-stack the-stack counted free-division layers');
  t.is(picked('futuresight-2007'), 'damage-on-the-stack the-stack-triggered-keywords maximum free-division layers-switch-last');
  t.is(picked('m10-2009'), 'damage-dealt-at-once the-stack-static-keywords maximum order-deathtouch-free seven-sublayers');
  t.is(picked('mh3-2024'), 'damage-dealt-at-once the-stack-static-keywords maximum damage-assignment-order seven-sublayers');
  t.is(picked('foundations-2024'), 'damage-dealt-at-once the-stack-static-keywords maximum free-division seven-sublayers');
  // One value each: an era that picks a model shares it with every era that picks the same one.
  t.is(rules('foundations-2024').models.assignment, rules('urza-1998').models.assignment);
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
    const { opens, window } = rules(id).models.combat.assignmentWindow;
    t.is(opens.rule, before(id, 'sixth-1999') ? 'damage.prevention-step' : before(id, 'm10-2009') ? 'damage.stack' : 'damage.no-window', id);
    t.is(window === null, !before(id, 'm10-2009'), id);
    t.is(window?.resolves?.rule, before(id, 'm10-2009') && !before(id, 'sixth-1999') ? 'damage.resolve' : undefined, id);
    t.is(window?.tappedBlockerKeepsDamage ?? false, before(id, 'sixth-1999'), id);
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
  const gained = { ...c('fs'), keywords: ['first strike', 'double strike'] };
  const lost = { ...c('ds'), keywords: [] };
  const plain = { ...c('vanilla'), keywords: ['first strike'] };
  for (const id of ALL) {
    const r = rules(id);
    t.is(r.call('secondStepDeals', gained, { first: true, double: false, dealt: true }).deals, !before(id, 'legions-2003'), `${id} gained double strike`);
    t.is(r.call('secondStepDeals', lost, { first: false, double: true, dealt: true }).deals, before(id, 'legions-2003'), `${id} lost double strike`);
    t.true(r.call('secondStepDeals', plain, { first: false, double: false, dealt: false }).deals, `${id} first strike gained late changes nothing`);
  }
});

test('secondStepDeals: a first striker that assigned no damage in the first step deals in the second from 1999 to 2009 only', (t) => {
  // 0 power in the first step (assigns nothing, 502.2b/310.5), pumped before the second.
  for (const id of ALL) {
    const sixToNine = !before(id, 'sixth-1999') && before(id, 'm10-2009');
    t.is(rules(id).call('secondStepDeals', c('fs'), { first: true, double: false, dealt: false }).deals, sixToNine, id);
  }
});

test('the damage assignment order: m10-2009 to mh3-2024 only', (t) => {
  for (const id of ALL) {
    t.is(rules(id).models.assignment.order !== null, !before(id, 'm10-2009') && before(id, 'foundations-2024'), id);
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
    t.is(r.models.assignment.trample.mode, id === 'revised-1994' ? 'redirect' : 'assign', id);
    t.is(r.models.triggers.deathtouch.mode, before(id, 'm10-2009') ? 'triggered' : 'static', id);
    t.is(r.models.assignment.order?.deathtouchFree ?? null, id === 'm10-2009' ? 'deathtouch.free-division' : null, id);
    t.is(r.models.triggers.lifelink.mode, before(id, 'm10-2009') ? 'triggered' : 'static', id);
    const { at, playerLoss, mana } = r.models.combat;
    t.is(playerLoss.stateBased, !before(id, 'sixth-1999'), id);
    t.deepEqual([...at.beginningOfCombat], before(id, 'sixth-1999') ? ['check-loss'] : [], id);
    t.deepEqual([...at.endOfCombat], before(id, 'sixth-1999') ? ['empty-pools', 'check-loss'] : ['empty-pools'], id);
    t.is(mana.burns, before(id, 'm10-2009'), id);
    t.deepEqual([...at.endOfStep], before(id, 'm10-2009') ? [] : ['empty-pools'], id);
    t.is(r.models.combat.damageTriggers.when, before(id, 'sixth-1999') ? 'before-destruction' : 'after-sba', id);
    t.is(r.models.triggers.perPoint.perPoint, before(id, 'sixth-1999'), id);
  }
});

test('damageDoubling and sourcePrevention by era; windowAllows keeps Circle of Protection to the damage prevention step and fog before it', (t) => {
  for (const id of ALL) {
    const r = rules(id);
    const old = before(id, 'sixth-1999');
    t.is(r.models.combat.damageDoubling.when, old ? 'assignment' : 'dealt', id);
    t.is(r.models.combat.sourcePrevention.mode, old ? 'prevention-step' : 'next-time', id);
    t.is(r.capability('unusedShieldKept').kept, !before(id, 'legions-2003'), id);
    for (const kind of ['prevent-from-source', 'prevent-from-color'] as const) {
      t.is(r.call('windowAllows', 'declare-blockers', kind).allowed, !old, `${id} ${kind}`);
      t.true(r.call('windowAllows', 'combat-damage-assigned', kind).allowed, `${id} ${kind}`);
    }
    t.true(r.call('windowAllows', 'declare-blockers', 'fog').allowed, id);
    t.is(r.call('windowAllows', 'combat-damage-assigned', 'fog').allowed, !old, id);
    t.is(r.call('windowAllows', 'first-strike-damage-dealt', 'fog').allowed, !old, id);
    if (old) t.is(r.call('windowAllows', 'combat-damage-assigned', 'fog').rule, 'prevent.fog-timing', id);
  }
});

test('a hook that throws is reported with the ruleset running and the ruleset that defines the hook', (t) => {
  const r = registry.rulesFor('sixth-1999');
  const err = t.throws(() => r.call('lethalDamage', undefined as never, undefined as never, 0));
  t.regex(err!.message, /^ruleset sixth-1999, hook lethalDamage \(defined by revised-1994\): /);
  const own = t.throws(() => registry.rulesFor('m11-2010').call('lethalDamage', undefined as never, undefined as never, 0));
  t.regex(own!.message, /^ruleset m11-2010, hook lethalDamage: /);
  const inherited = t.throws(() => registry.rulesFor('mh3-2024').call('lethalDamage', undefined as never, undefined as never, 0));
  t.regex(inherited!.message, /^ruleset mh3-2024, hook lethalDamage \(defined by m11-2010\): /);
});

test('models and capabilities are frozen values; a capability given as a hook, or the old policies, are refused with a clear message', (t) => {
  for (const id of ALL) {
    for (const p of CAPABILITY_NAMES) t.true(Object.isFrozen(rules(id).capability(p)), `${id} ${p}`);
    for (const m of MODEL_NAMES) {
      t.true(Object.isFrozen(rules(id).models[m]), `${id} ${m}`);
      for (const d of Object.values(rules(id).models[m])) if (typeof d === 'object') t.true(Object.isFrozen(d), `${id} ${m}`);
    }
  }
  const meta = { ...registry.meta('mh3-2024'), id: 'x' };
  const err = t.throws(() => createRegistry([{ meta, parent: 'mh3-2024', rules: {}, hooks: { battles: () => ({}) } as never }]));
  t.regex(err!.message, /"battles" is a capability, not a hook: give its value under capabilities/);
  const old = t.throws(() => createRegistry([{ meta, parent: 'mh3-2024', rules: {}, hooks: {}, policies: { trample: { mode: 'assign', rule: 'damage.trample' } } } as never]));
  t.regex(old!.message, /"policies" are gone: pick era models under models/);
});

test('a model is one whole value: an unknown name, a malformed model or another model under a known name is refused as the ruleset registers', (t) => {
  const meta = { ...registry.meta('mh3-2024'), id: 'x' };
  const def = (models: object) => ({ meta, parent: 'mh3-2024', rules: {}, hooks: {}, models }) as never;
  t.regex(t.throws(() => createRegistry([def({ combat: 'damage-on-a-whim' })]))!.message,
    /models.combat must be one of the combat procedures damage-prevention-step, damage-on-the-stack, damage-dealt-at-once \(by name or value\), got "damage-on-a-whim"/);
  t.regex(t.throws(() => createRegistry([def({ combat: { name: 'mine', at: { beginningOfCombat: ['sideways'], endOfStep: [], endOfCombat: [] } } })]))!.message,
    /models.combat: .*expected/);
  const stack = registry.rulesFor('sixth-1999').models.combat;
  t.regex(t.throws(() => createRegistry([def({ combat: { ...stack, assignmentWindow: { ...stack.assignmentWindow, window: null } } })]))!.message,
    /another combat procedure is already called "damage-on-the-stack"/);
  t.regex(t.throws(() => createRegistry([def({ tempo: 'fast' })]))!.message, /unknown model "tempo"/);
  // By name: the same value the built-in eras use.
  const named = createRegistry([def({ combat: 'damage-on-the-stack' })]);
  t.is(named.rulesFor('x').models.combat, stack);
  t.is(named.rulesFor('x').definedBy('combat'), 'x');
  t.is(named.rulesFor('x').definedBy('triggers'), 'm10-2009');
});

test('hooks get deep-frozen arguments under guardHooks: no built-in hook mutates; a mutating one fails', (t) => {
  const mutating = {
    meta: { id: 'mutating', title: 'a hook that writes', effective: '2030-01-01', document: 'test', sources: ['test'], changes: [] },
    parent: 'foundations-2024',
    rules: {},
    hooks: {
      tappedBlockerDeals: (c: CreatureView) => {
        (c as { tapped: boolean }).tapped = false;
        return { deals: true, rule: 'damage.tapped-blocker' as const };
      },
      divider: (source: CreatureView, _r: readonly CreatureView[], g: GameView) => {
        (g.players as Map<string, unknown>).delete(g.active);
        return { player: source.controller, banding: false, rule: 'damage.blocked' as const };
      },
    },
  };
  const guarded = createRegistry([mutating], { guardHooks: true });
  // Every built-in hook, over the whole corpus: reading only, so nothing throws.
  const corpus = readdirSync('docs/scenarios').filter((f) => f.endsWith('.yaml')).map((f) => loadScenarioFile(join('docs/scenarios', f), (sel) => guarded.select(sel)));
  t.true(corpus.length > 100);
  let runs = 0;
  for (const s of corpus) for (const id of ALL) { runScenario(guarded, s, id); runs++; }
  t.is(runs, corpus.length * ALL.length);
  const tapped = scenario(`
scenario: a tapped blocker
players: { ap: { life: 20 }, nap: { life: 20 } }
creatures:
  a: { controller: ap, power: 2, toughness: 2 }
  b: { controller: nap, power: 2, toughness: 2 }
combat: { attack: { a: nap }, block: { b: a } }
actions:
  - { at: declare-blockers, do: tap, target: b }
`);
  const err = t.throws(() => runScenario(guarded, tapped, 'mutating'));
  t.is(err!.name, 'HookError');
  t.regex(err!.message, /^ruleset mutating, hook tappedBlockerDeals: .*read.only|^ruleset mutating, hook tappedBlockerDeals: Cannot assign/);
  const two = scenario(`
scenario: two blockers
players: { ap: { life: 20 }, nap: { life: 20 } }
creatures:
  a: { controller: ap, power: 4, toughness: 4 }
  b: { controller: nap, power: 1, toughness: 1 }
  c: { controller: nap, power: 1, toughness: 1 }
combat: { attack: { a: nap }, block: { b: a, c: a } }
`);
  t.throws(() => runScenario(guarded, two, 'mutating'), { message: /^ruleset mutating, hook divider: read-only map/ });
  // Unguarded, the same hook would have changed the engine's state.
  t.is(runScenario(createRegistry([mutating]), tapped, 'mutating').creatures.b!.tapped, false);
  t.true(runScenario(guarded, tapped, 'foundations-2024').creatures.b!.tapped);
  // A guarded hook sees the whole game, the creatures by id included (a getter of the run's game).
  const seen: string[][] = [];
  const reading = { ...mutating, meta: { ...mutating.meta, id: 'reading' }, hooks: {
    divider: (source: CreatureView, _r: readonly CreatureView[], g: GameView) => {
      seen.push([...g.creatures.keys()], [String(g.creatures.get('b')?.baseToughness)]);
      return { player: source.controller, banding: false, rule: 'damage.blocked' as const };
    },
  } };
  runScenario(createRegistry([reading], { guardHooks: true }), two, 'reading');
  t.deepEqual(seen.slice(0, 2), [['a', 'b', 'c'], ['1']]);
});
