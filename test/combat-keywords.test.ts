// Issue 10's keywords as data (renown, annihilator, enlist, exert, goad), Equipment and Auras
// attached to creatures, and "whenever you gain life" (119.9; 702.15e), with their era citations.
import test from 'ava';
import { CombatEngine } from '../core/engine/combat.js';
import { registry, run, scenario } from './helpers.js';

const ERAS = registry.ids;

/** The engine's final state (designations are not part of a result). */
function state(text: string, ruleset: string) {
  return registry.container(ruleset).resolve(CombatEngine).run(scenario(text));
}

const renown = (extra = '', attacker = '') => `
scenario: renown
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  k: { controller: alice, power: 3, toughness: 2, keywords: [renown 1${attacker}] ${extra} }
combat: { attack: { k: bob } }
`;

test('renown: counters once and the renowned designation, cited 702.112a where the CR has it', (t) => {
  for (const id of ERAS) {
    const r = run(renown(), id);
    t.is(r.creatures.k!.counters['+1/+1'], 1, id);
    t.is(r.players.bob!.life, 17, id);
    const trig = r.events.find((e) => e.key === 'trigger.renown');
    t.truthy(trig, id);
    if (id === 'foundations-2024') t.is(trig!.rule, '702.112a');
    t.true(state(renown(), id).creatures.get('k')!.renowned, id);
  }
});

test('renown: an already renowned creature does not trigger; two instances put counters once (702.112c)', (t) => {
  for (const id of ERAS) {
    t.is(run(renown(', renowned: true'), id).creatures.k!.counters['+1/+1'], 0, id);
    t.is(run(renown('', ', renown 2'), id).creatures.k!.counters['+1/+1'], 1, id);
  }
});

test('a blinked renowned creature is a new object: not renowned, no counters (702.112b, 400.7)', (t) => {
  const text = `${renown(', renowned: true, counters: { "+1/+1": 1 }')}actions: [{ at: beginning-of-combat, by: alice, do: blink, target: k }]`;
  const g = state(text, 'foundations-2024');
  t.false(g.creatures.get('k')!.renowned);
  t.is(g.creatures.get('k')!.counters['+1/+1'], 0);
});

test('if-renowned statics apply only while renowned', (t) => {
  const text = (r: boolean) => renown(`, renowned: ${r}, abilities: [{ affects: self, have: vigilance, if-renowned: true }]`);
  t.deepEqual(run(text(true), 'foundations-2024').creatures.k!.tapped, false);
  t.deepEqual(run(text(false), 'foundations-2024').creatures.k!.tapped, true);
});

const annihilator = (choice = '') => `
scenario: annihilator
players: { bob: { life: 20 }, alice: { life: 20 } }
creatures:
  e: { controller: bob, power: 5, toughness: 5, keywords: [annihilator 2] }
  a: { controller: alice, power: 1, toughness: 1 }
  b: { controller: alice, power: 1, toughness: 1 }
permanents:
  land: { controller: alice, type: land, name: Forest }
combat: { attack: { e: alice } }
${choice}`;

test('annihilator: the chosen permanents first, then non-creature permanents, then creatures in file order', (t) => {
  for (const id of ERAS) {
    const r = run(annihilator(), id);
    t.is(r.permanents!.land!.zone, 'graveyard', id);
    t.is(r.creatures.a!.zone, 'graveyard', id);
    t.is(r.creatures.b!.zone, 'battlefield', id);
  }
  const r = run(annihilator('choices: { alice: { sacrifice: [b, a] } }'), 'm11-2010');
  t.is(r.permanents!.land!.zone, 'battlefield');
  t.deepEqual([r.creatures.a!.zone, r.creatures.b!.zone], ['graveyard', 'graveyard']);
  t.is(r.events.find((e) => e.key === 'trigger.annihilator')!.rule, '702.83a');
  // Another player's permanent is a rejected choice, and the default fills in.
  const bad = run(annihilator('choices: { alice: { sacrifice: [e] } }'), 'foundations-2024');
  t.true(bad.events.some((e) => e.type === 'choice-rejected'));
  t.is(bad.creatures.e!.zone, 'battlefield');
  t.is(run(annihilator('choices: { alice: { sacrifice: [e] } }'), 'foundations-2024', true).status, 'illegal-choice');
});

const enlist = (helper: string, choice = 'choices: { alice: { enlist: { c: h } } }') => `
scenario: enlist
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  c: { controller: alice, power: 2, toughness: 5, keywords: [enlist] }
  h: { controller: alice, power: 3, toughness: 3 ${helper} }
combat: { attack: { c: bob } }
${choice}`;

test('enlist: taps a creature that could attack and adds its power; a sick or tapped one is a rejected choice', (t) => {
  for (const id of ERAS) {
    const r = run(enlist(''), id);
    t.is(r.players.bob!.life, 15, id);
    t.true(r.creatures.h!.tapped, id);
  }
  for (const bad of [', sick: true', ', tapped: true']) {
    const r = run(enlist(bad), 'foundations-2024');
    t.is(r.players.bob!.life, 18, bad);
    t.true(r.events.some((e) => e.type === 'choice-rejected' && e.key === 'enlist'), bad);
    t.is(run(enlist(bad), 'foundations-2024', true).status, 'illegal-choice', bad);
  }
  t.is(run(enlist(', sick: true, keywords: [haste]'), 'foundations-2024').players.bob!.life, 15);
  t.is(run(enlist(''), 'foundations-2024').events.find((e) => e.key === 'enlist')!.rule, '702.154a');
});

test('enlist and exert choices are checked by the loader: not attacking, no enlist, no exert ability', (t) => {
  t.throws(() => scenario(enlist('', 'choices: { alice: { enlist: { h: c } } }')), { message: /"h" enlists but is not attacking/ });
  t.throws(() => scenario(`${enlist('')}\n  `.replace('keywords: [enlist]', 'keywords: []')), { message: /has no enlist/ });
  t.throws(() => scenario(enlist('', 'choices: { alice: { exert: [c] } }')), { message: /trigger: exerted/ });
});

test('exert: the "when you do" ability triggers only when exerted (701.39a)', (t) => {
  const text = (choice: string) => `
scenario: exert
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  g: { controller: alice, power: 3, toughness: 1, abilities: [{ trigger: exerted, do: pump, power: 1, toughness: 3 }, { trigger: exerted, do: grant, keyword: lifelink }] }
combat: { attack: { g: bob } }
${choice}`;
  for (const id of ERAS) {
    const yes = run(text('choices: { alice: { exert: [g] } }'), id);
    t.deepEqual([yes.players.alice!.life, yes.players.bob!.life], [24, 16], id);
    const no = run(text(''), id);
    t.deepEqual([no.players.alice!.life, no.players.bob!.life], [20, 17], id);
  }
  t.true(state(text('choices: { alice: { exert: [g] } }'), 'foundations-2024').creatures.get('g')!.exerted);
});

test('goaded: a requirement to attack (701.38b, two players)', (t) => {
  const text = (attack: string) => `
scenario: goad
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  g: { controller: alice, power: 2, toughness: 2, goaded: true }
  o: { controller: alice, power: 2, toughness: 2 }
combat: { attack: { ${attack} } }`;
  for (const id of ERAS) {
    t.is(run(text('o: bob'), id).status, 'illegal-attack', id);
    t.is(run(text('g: bob'), id).status, 'ok', id);
  }
  t.is(run(text('o: bob'), 'foundations-2024').rule, '701.38b');
});

const attached = `
scenario: attached
players: { bob: { life: 20 }, alice: { life: 20 } }
creatures:
  s: { controller: alice, power: 1, toughness: 1 }
  w: { controller: bob, power: 5, toughness: 5 }
permanents:
  collar: { controller: alice, type: artifact, name: Collar, attached-to: s, abilities: [{ affects: equipped-creature, power: 1, have: [deathtouch, lifelink] }] }
  aura: { controller: alice, type: enchantment, name: Aura, attached-to: s, abilities: [{ affects: enchanted-creature, toughness: 1 }] }
combat: { attack: { w: alice }, block: { s: w } }
`;

test('Equipment and Auras: their statics apply to the creature; when it dies the Aura goes, the Equipment stays (704.5m, 704.5n)', (t) => {
  const rules: Record<string, string | undefined> = {};
  for (const id of ERAS) {
    const r = run(attached, id);
    t.is(r.creatures.w!.zone, 'graveyard', id);
    t.is(r.creatures.s!.zone, 'graveyard', id);
    t.is(r.players.alice!.life, 22, id);
    t.is(r.permanents!.aura!.zone, 'graveyard', id);
    t.is(r.permanents!.collar!.zone, 'battlefield', id);
    rules[id] = r.events.find((e) => e.key === 'sba.aura')?.rule;
  }
  t.is(rules['revised-1994'], "D'Angelo K.14.4");
  t.is(rules['sixth-1999'], '420.5d');
  t.is(rules['m10-2009'], '704.5n');
  t.is(rules['foundations-2024'], '704.5m');
  t.is(state(attached, 'foundations-2024').permanents.get('collar')!.attachedTo, null);
});

test('attachment errors: attached-to a non-creature, or an equipped-creature ability without attached-to', (t) => {
  t.throws(() => scenario(attached.replace('attached-to: s, abilities: [{ affects: equipped', 'attached-to: w2, abilities: [{ affects: equipped')), { message: /unknown creature "w2"/ });
  t.throws(() => scenario(attached.replace('type: artifact, name: Collar', 'type: enchantment, name: Collar')), { message: /belongs to an artifact \(an Equipment\); collar is an enchantment/ });
  t.is(run(attached.replace('name: Collar, attached-to: s,', 'name: Collar,'), 'foundations-2024').players.alice!.life, 20, 'unattached: no lifelink');
  t.throws(() => scenario(attached.replace('type: enchantment, name: Aura', 'type: land, name: Aura')), { message: /only an Equipment \(artifact\) or an Aura \(enchantment\)/ });
});

const pridemate = (attackers: string) => `
scenario: pridemate
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  p: { controller: alice, power: 2, toughness: 2, abilities: [{ trigger: you-gain-life, do: add-counters, to: self, kind: "+1/+1", amount: 1 }] }
  l1: { controller: alice, power: 2, toughness: 2, keywords: [lifelink] }
  l2: { controller: alice, power: 2, toughness: 2, keywords: [lifelink] }
  z: { controller: alice, power: 0, toughness: 2, keywords: [lifelink] }
combat: { attack: { ${attackers} } }
actions: [{ at: beginning-of-combat, do: gain-life, player: alice, amount: 3 }, { at: beginning-of-combat, do: gain-life, player: alice, amount: 0 }]
`;

test('whenever you gain life: once per source (702.15e), per point before 1999, per gain-life effect, not for 0', (t) => {
  for (const id of ERAS) {
    const old = ERAS.indexOf(id) < ERAS.indexOf('sixth-1999');
    const r = run(pridemate('l1: bob, l2: bob, z: bob'), id);
    // Two lifelink sources (2 points each) and one gain-life action; the 0-power lifelinker and the 0-life gain are no events.
    t.is(r.creatures.p!.counters['+1/+1'], (old ? 4 : 2) + 1, id);
    t.is(r.players.alice!.life, 27, id);
  }
  const r = run(pridemate('l1: bob'), 'mh3-2024');
  t.is(r.events.find((e) => e.type === 'trigger' && e.key === 'trigger.life-gain')!.rule, '119.9');
  t.true(r.events.some((e) => e.key === 'lifelink.separate'));
});

test('explore keeps the attacking player\'s enlist choice while it tries blocks', async (t) => {
  const { explore } = await import('../core/explore/explore.js');
  const e = explore(registry, scenario(enlist('')), ['foundations-2024']);
  // Unblocked (no blocker exists), the enlisted Crusher deals 2 + 3.
  t.is(e.results[0]!.lines.length, 1);
  t.is(e.results[0]!.lines[0]!.outcome['life.bob'], 15);
  t.is(e.results[0]!.lines[0]!.outcome['tapped.h'], true);
});

test('you-exert: "whenever you exert a creature" triggers for the exerted creature and for its controller\'s others', (t) => {
  const text = `
scenario: twins
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  w: { controller: alice, power: 2, toughness: 2, abilities: [{ trigger: exerted, do: pump, power: 1, toughness: 1 }] }
  t: { controller: alice, power: 4, toughness: 4, abilities: [{ trigger: you-exert, do: pump, to: each-creature-you-control, power: 1, toughness: 0 }] }
  o: { controller: bob, power: 4, toughness: 4, abilities: [{ trigger: you-exert, do: pump, to: each-creature-you-control, power: 1, toughness: 0 }] }
combat: { attack: { w: bob, t: bob } }
choices: { alice: { exert: [w, t] } }`;
  for (const id of ERAS) {
    // w: 2 + 1 (its own) + 2 (t's trigger, once per exerted creature) = 5; t: 4 + 2 = 6; Bob's creature's trigger does not fire.
    t.is(run(text, id).players.bob!.life, 20 - 5 - 6, id);
  }
});

test('bloodthirst: a creature entering during the combat gets its counters only if an opponent was dealt damage (702.54a)', (t) => {
  const text = (goblin: string) => `
scenario: bloodthirst
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  u: { controller: alice, power: 2, toughness: 2, keywords: [undying, bloodthirst 2, bloodthirst 1] }
  g: { controller: alice, power: 1, toughness: 1 }
  b: { controller: bob, power: 3, toughness: 3 }
combat: { attack: { u: bob${goblin} }, block: { b: u } }`;
  for (const id of ERAS) {
    // Each instance applies separately (702.54c): 1 (undying) + 2 + 1.
    t.is(run(text(', g: bob'), id).creatures.u!.counters['+1/+1'], 4, id);
    t.is(run(text(''), id).creatures.u!.counters['+1/+1'], 1, id);
  }
  const r = run(text(', g: bob'), 'm10-2009');
  t.is(r.events.find((e) => e.key === 'bloodthirst')!.rule, '702.51a');
});

test('decayed: can\'t block; sacrificed at end of combat, before the step\'s actions, unless it left and returned (702.147a)', (t) => {
  const text = (action = '') => `
scenario: decayed
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  z: { controller: alice, power: 2, toughness: 2, keywords: [decayed] }
combat: { attack: { z: bob } }
${action}`;
  for (const id of ERAS) t.is(run(text(), id).creatures.z!.zone, 'graveyard', id);
  // A blinked Zombie is a new object: the delayed ability was for the old one.
  t.is(run(text('actions: [{ at: combat-damage-dealt, by: alice, do: blink, target: z }]'), 'foundations-2024').creatures.z!.zone, 'battlefield');
  // An end-of-combat pump comes after the sacrifice: nothing to pump.
  const r = run(text('actions: [{ at: end-of-combat, by: alice, do: pump, target: z, power: 1 }]'), 'foundations-2024');
  t.true(r.events.some((e) => e.type === 'action-skipped'));
  t.is(run(`${text()}`.replace('attack: { z: bob }', 'attack: { b: alice }, block: { z: b }').replace('players: { alice: { life: 20 }, bob: { life: 20 } }', 'players: { bob: { life: 20 }, alice: { life: 20 } }').replace('creatures:\n', 'creatures:\n  b: { controller: bob, power: 1, toughness: 1 }\n'), 'foundations-2024').status, 'illegal-block');
});

test('an Aura\'s "whenever enchanted creature deals damage, you gain that much life" is its controller\'s; not on a land', (t) => {
  const text = (type: string) => `
scenario: link
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  w: { controller: alice, power: 6, toughness: 4 }
permanents:
  link: { controller: bob, type: ${type}, name: Link, attached-to: w, abilities: [{ damage-trigger-lifegain: true }] }
combat: { attack: { w: bob } }`;
  for (const id of ERAS) t.deepEqual([run(text('enchantment'), id).players.bob!.life, run(text('enchantment'), id).players.alice!.life], [20, 20], id);
  t.throws(() => scenario(text('land').replace('attached-to: w, ', '')), { message: /belongs to an Aura or Equipment/ });
});
