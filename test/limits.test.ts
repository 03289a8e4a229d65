// "No more than N creatures can attack / block each combat" (max-attackers, max-blockers: Dueling
// Grounds): restrictions judged on the whole declaration (500.2 examples; 508.1d example), against
// requirements (the `requirements` policy's makesRoom), and the loader's one-line errors.
import test from 'ava';
import { registry, run, scenario } from './helpers.js';

const ERAS = registry.eras;

const board = (o: { limits?: string; attack?: string; block?: string; lure?: boolean }) => scenario(`
scenario: limits
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a1: { controller: alice, power: 2, toughness: 2${o.lure ? ', abilities: [{ must-be-blocked: true }]' : ''} }
  a2: { controller: alice, power: 3, toughness: 3 }
  b1: { controller: bob, power: 0, toughness: 5 }
  b2: { controller: bob, power: 0, toughness: 5 }
permanents:
  grounds: { controller: bob, type: enchantment, name: Dueling Grounds, abilities: [${o.limits ?? '{ max-attackers: 1 }, { max-blockers: 1 }'}] }
combat:
  attack: ${o.attack ?? '{ a1: bob }'}
${o.block ? `  block: ${o.block}` : ''}
`);

test('more attackers or blockers than the limit is illegal in every era, citing the limit', (t) => {
  for (const id of ERAS) {
    const two = run(board({ attack: '{ a1: bob, a2: bob }' }), id);
    t.is(two.status, 'illegal-attack', id);
    t.regex(two.reason!, /Dueling Grounds lets no more than 1 attack/, id);
    t.truthy(two.events.find((e) => e.key === 'attack.limit'), id);
    t.is(run(board({ attack: '{ a1: bob, a2: bob }', block: '{ b1: a1, b2: a2 }' }), id).status, 'illegal-attack', id);
    const blocks = run(board({ limits: '{ max-blockers: 1 }', attack: '{ a1: bob, a2: bob }', block: '{ b1: a1, b2: a2 }' }), id);
    t.is(blocks.status, 'illegal-block', id);
    t.truthy(blocks.events.find((e) => e.key === 'block.limit'), id);
    const one = run(board({ limits: '{ max-blockers: 1 }', attack: '{ a1: bob, a2: bob }', block: '{ b1: a1 }' }), id);
    t.is(one.status, 'ok', id);
    t.is(one.players.bob!.life, 17, id);
  }
});

test('the smallest of several limits counts', (t) => {
  for (const id of ERAS) {
    t.is(run(board({ limits: '{ max-attackers: 2 }, { max-attackers: 1 }', attack: '{ a1: bob, a2: bob }' }), id).status, 'illegal-attack', id);
    t.is(run(board({ limits: '{ max-attackers: 2 }', attack: '{ a1: bob, a2: bob }' }), id).status, 'ok', id);
  }
});

test('Lure under a limit of one blocker: one blocker obeys as many requirements as can be; none does not', (t) => {
  for (const id of ERAS) {
    t.is(run(board({ lure: true, limits: '{ max-blockers: 1 }', block: '{ b1: a1 }' }), id).status, 'ok', id);
    t.is(run(board({ lure: true, limits: '{ max-blockers: 1 }' }), id).status, 'illegal-block', id);
  }
});

test('a limit that is not a whole number from 1 is a one-line input error', (t) => {
  for (const bad of ['{ max-attackers: 0 }', '{ max-blockers: two }']) {
    const e = t.throws(() => board({ limits: bad }), { message: /^inline\.yaml:\d+:\d+: [^\n]+$/ })!;
    t.regex(e.message, /expected/);
  }
});

test('"can be blocked only by <type>" is evasion, cumulative with flying and with another such type (501.2 example)', (t) => {
  const s = (blocker: string, only = '{ blocked-only-by-type: wall }') => scenario(`
scenario: only by walls
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 2, toughness: 2, keywords: [flying], abilities: [${only}] }
  b: { controller: bob, power: 0, toughness: 5, ${blocker} }
combat:
  attack: { a: bob }
  block: { b: a }
`);
  for (const id of ERAS) {
    const wall = run(s('types: [Wall]'), id);
    t.is(wall.status, 'illegal-block', id);
    t.truthy(wall.events.find((e) => e.key === 'block.flying'), id);
    const drake = run(s('keywords: [flying]'), id);
    t.is(drake.status, 'illegal-block', id);
    t.truthy(drake.events.find((e) => e.key === 'block.only-by-type'), id);
    t.is(run(s('types: [Wall], keywords: [reach]'), id).status, 'ok', id);
    t.is(run(s('types: [Wall], keywords: [flying]', '{ blocked-only-by-type: Wall }, { blocked-only-by-type: Elf }'), id).status, 'illegal-block', id);
    t.is(run(s('types: [Elf, Wall], keywords: [flying]', '{ blocked-only-by-type: Wall }, { blocked-only-by-type: Elf }'), id).status, 'ok', id);
  }
  t.throws(() => s('types: [Wall]', '{ blocked-only-by-type: [Wall] }'), { message: /^inline\.yaml:\d+:\d+: [^\n]+$/ });
});

test('"Walls may attack as though they weren\'t Walls" lifts the Wall rule only, in the eras that have it (505.7 example of 2003)', (t) => {
  const s = (wall: string, stones = true) => scenario(`
scenario: rolling stones
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  w: { controller: alice, power: 2, toughness: 4, types: [Wall]${wall} }
${stones ? 'permanents:\n  stones: { controller: alice, type: enchantment, name: Rolling Stones, abilities: [{ walls-can-attack: true }] }' : ''}
combat:
  attack: { w: bob }
`);
  const wallRule = ['revised-1994', 'urza-1998', 'sixth-1999', 'legions-2003'];
  for (const id of ERAS) {
    const r = run(s(''), id);
    t.is(r.status, 'ok', id);
    t.is(r.players.bob!.life, 18, id);
    t.is(r.events.some((e) => e.key === 'attack.wall' && /Rolling Stones/.test(e.text ?? '')), wallRule.includes(id), id);
    t.is(run(s('', false), id).status, wallRule.includes(id) ? 'illegal-attack' : 'ok', id);
    t.is(run(s(', keywords: [defender]'), id).status, 'illegal-attack', id);
  }
});

test('a token created blocking (Flash Foliage): blocking but never "blocked", placed in the order by the active player (509.7)', (t) => {
  const s = (o: { block?: string; order?: string; extra?: string; how?: string }) => scenario(`
scenario: flash foliage
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  warden: { controller: alice, name: Lumengrid Warden, power: 1, toughness: 3 }
  bears: { controller: bob, name: Grizzly Bears, power: 2, toughness: 2 }
  saproling: { controller: bob, name: Saproling, power: 1, toughness: 1, zone: none, abilities: [{ trigger: blocks, do: gain-life, to: controller, amount: 5 }] }
${o.extra ?? ''}
combat:
  attack: { warden: bob }
${o.block ? `  block: ${o.block}` : ''}
actions:
  - { at: declare-blockers, by: bob, do: create-token, target: saproling, ${o.how ?? 'blocking: warden'} }
${o.order ? `choices:\n  alice: { order: { warden: ${o.order} } }` : ''}
`);
  for (const id of ERAS) {
    // An unblocked attacker becomes blocked; the token's "blocks" ability does not trigger.
    const alone = run(s({}), id);
    t.is(alone.players.bob!.life, 20, id);
    t.is(alone.creatures.saproling!.zone, 'graveyard', id);
    t.truthy(alone.events.find((e) => e.key === 'block.put-onto-battlefield'), id);
    t.is(alone.events.filter((e) => e.key === 'lifegain.trigger' || e.type === 'trigger').length, 0, id);
  }
  for (const id of ['m10-2009', 'm11-2010', 'mh3-2024']) {
    // Placed last unless the active player places it: Bears first take the Warden's 1 damage.
    t.is(run(s({ block: '{ bears: warden }' }), id).creatures.saproling!.zone, 'battlefield', id);
    t.is(run(s({ block: '{ bears: warden }', order: '[saproling, bears]' }), id).creatures.saproling!.zone, 'graveyard', id);
    const bad = run(s({ block: '{ bears: warden }', order: '[bears]' }), id);
    t.truthy(bad.events.find((e) => e.type === 'choice-rejected'), id);
  }
  t.throws(() => s({ how: 'blocking: warden, attacking: alice' }), { message: /^inline\.yaml:\d+:\d+: .*attacking or blocking, not both$/ });
  t.throws(() => s({ how: 'blocking: nobody' }), { message: /^inline\.yaml:\d+:\d+: [^\n]+$/ });
});
