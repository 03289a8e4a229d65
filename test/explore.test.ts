// Issue 11: explore tries every legal block under each ruleset. The best blocks here are worked
// out by hand on boards small enough to check every declaration.
import test from 'ava';
import { cachedDataVersionTag } from 'node:v8';
import { withInterruptBudget } from '../cli/commands/explore.js';
import { compare, declarations } from '../core/explore/explore.js';
import { exploreScenario, loadScenario } from '../library.js';
import { mtg, registry, scenario } from './helpers.js';

const blockOf = (b: { blocker: string; attackers: string[] }[]) => b.map((x) => `${x.blocker}>${x.attackers.join('+')}`).join(' ') || 'none';

test('a 2/2 attacks into a 3/3 and a 1/1: the 3/3 blocks (kills it, loses nothing, no life lost)', (t) => {
  const s = scenario(`
scenario: simple
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bear: { controller: alice, power: 2, toughness: 2 }
  ox: { controller: bob, power: 3, toughness: 3 }
  elf: { controller: bob, power: 1, toughness: 1 }
combat: { attack: { bear: bob } }
`);
  const x = exploreScenario(registry, s);
  t.is(x.declarations, 4, 'none, ox, elf, both');
  t.is(x.pruned, 0);
  for (const r of x.results) {
    t.is(r.legal, 4, r.ruleset);
    t.is(blockOf(r.best!.block), 'ox>bear', r.ruleset);
    t.deepEqual(r.best!.score, { lost: false, life: 20, ownLost: 0, killed: 1, ownValueLost: 0, attackerLost: false, attackerLife: 20, poison: 0, value: 4 }, r.ruleset);
  }
  t.false(x.differing.some((d) => blockOf(d.block) === 'ox>bear'), 'one on one, every era agrees');
});

test('at 2 life the defender must block: not losing comes first, then life, creatures lost, attackers killed', (t) => {
  const s = scenario(`
scenario: chump
players: { alice: { life: 20 }, bob: { life: 2 } }
creatures:
  giant: { controller: alice, power: 4, toughness: 4 }
  elf: { controller: bob, power: 1, toughness: 1 }
  bear: { controller: bob, power: 3, toughness: 4 }
combat: { attack: { giant: bob } }
`);
  // No block loses. The elf alone dies; the bear alone dies (4 damage on toughness 4); both
  // together kill the 4/4 (1 + 3) while it kills only the elf (1 to the elf, 3 of the bear's 4).
  const life = exploreScenario(registry, s, 'latest');
  t.is(blockOf(life.results[0]!.best!.block), 'elf>giant bear>giant', 'same life, one creature lost each, but the double block kills the giant');
  t.is(life.results[0]!.best!.ties, 1);
  const chump = exploreScenario(registry, scenario(`
scenario: chump
players: { alice: { life: 20 }, bob: { life: 2 } }
creatures:
  giant: { controller: alice, power: 4, toughness: 4 }
  elf: { controller: bob, power: 1, toughness: 1 }
  bear: { controller: bob, power: 3, toughness: 3 }
combat: { attack: { giant: bob } }
`), 'latest');
  // elf alone and bear alone each lose one creature and kill nothing; both together lose both.
  t.is(blockOf(chump.results[0]!.best!.block), 'elf>giant', 'the last tie-break: lose the smaller creature');
  const lost = life.results[0]!.groups.find((g) => g.score.lost)!;
  t.is(lost.count, 1, 'only no blocks loses');
});

test('interchangeable blockers are pruned: three identical 1/1s against one attacker give 4 declarations, not 8', (t) => {
  const s = scenario(`
scenario: symmetric
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 2, toughness: 2 }
  x: { controller: bob, power: 1, toughness: 1 }
  y: { controller: bob, power: 1, toughness: 1 }
  z: { controller: bob, power: 1, toughness: 1 }
combat: { attack: { a: bob } }
`);
  const d = declarations(s);
  t.is(d.blocks.length, 4);
  t.is(d.pruned, 4);
});

test('evasion and era legality are the engine\'s: a flyer can be blocked only by the reach creature', (t) => {
  const s = scenario(`
scenario: flying
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bird: { controller: alice, power: 1, toughness: 1, keywords: [flying] }
  spider: { controller: bob, power: 1, toughness: 2, keywords: [reach] }
  bear: { controller: bob, power: 2, toughness: 2 }
combat: { attack: { bird: bob } }
`);
  const x = exploreScenario(registry, s);
  t.is(x.refused, 2, 'bear, both: the engine refuses the bear blocking the bird in every era, so they are not run');
  for (const r of x.results) {
    t.is(r.legal, 2, `${r.ruleset}: none, spider`);
    t.is(r.illegal, 0, `${r.ruleset}: nothing else was run`);
    t.is(blockOf(r.best!.block), 'spider>bird');
  }
});

test('the blocks whose outcome differs between eras: deathtouch counts as lethal for trample from m11-2010', (t) => {
  const s = scenario(`
scenario: deathtouch trample
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  wurm: { controller: alice, power: 3, toughness: 3, keywords: [deathtouch, trample] }
  ox: { controller: bob, power: 5, toughness: 5 }
combat: { attack: { wurm: bob } }
`);
  const x = exploreScenario(registry, s, 'm10-2009..m11-2010');
  t.is(x.differing.length, 1);
  t.is(blockOf(x.differing[0]!.block), 'ox>wurm');
  const life = x.differing[0]!.outcomes.map((o) => (o.outcome === 'illegal' ? null : o.outcome['life.bob']));
  t.deepEqual(life, [20, 20, 20, 18], 'm10, worldwake-2010 (citations only) and eldrazi-2010 (Two-Headed Giant life only): all 3 to the ox; m11: 1 is lethal, 2 trample over');
});

test('objectives compare lexicographically', (t) => {
  const rest = { attackerLost: false, attackerLife: 20, poison: 0, value: 0 };
  const a = { ...rest, lost: false, life: 10, ownLost: 2, killed: 2, ownValueLost: 4 }, b = { ...rest, lost: false, life: 12, ownLost: 3, killed: 0, ownValueLost: 6 };
  t.true(compare(b, a, 'life') > 0);
  t.true(compare(a, b, 'creatures') > 0);
  t.true(compare(a, b, 'trade') > 0);
  t.true(compare(a, { ...b, lost: true }, 'life') > 0);
  t.true(compare({ ...a, ownValueLost: 2 }, a, 'life') > 0, 'the last tie-break keeps the bigger creatures');
  t.true(compare({ ...b, attackerLost: true }, a, 'life') > 0, 'after not losing, the attacking player losing');
  t.true(compare({ ...b, value: 2 }, { ...a, value: 0 }, 'value') > 0, 'value: net creature value first');
  t.true(compare({ ...a, attackerLife: 10 }, { ...a, attackerLife: 12 }, 'value') > 0, 'value: then the life difference');
});

test.serial('explore through the CLI: text, --json, and a bad objective is one line with the choices', async (t) => {
  const text = await mtg('explore', 'docs/scenarios/eras-c2-simple-trade.yaml', '--rulesets', 'sixth-1999..legions-2003');
  t.is(text.code, 0);
  t.regex(text.stdout, /block declarations/);
  t.regex(text.stdout, /best for the defending player:/);
  const j = JSON.parse((await mtg('explore', 'docs/scenarios/eras-c2-simple-trade.yaml', '--json')).stdout);
  t.is(j.results.length, registry.ids.length);
  const bad = await mtg('explore', 'docs/scenarios/eras-c2-simple-trade.yaml', '--objective', 'most');
  t.is(bad.code, 2);
  t.regex(bad.stderr, /^mtg-eras: invalid value: Argument: objective, Given: "most", Choices: "life", "creatures", "trade", "value", "cautious"\n$/);
});

test.serial('the command explores at its own V8 interrupt budget, changes no result, and puts the flags back as found', async (t) => {
  const tag = cachedDataVersionTag();
  let during: number | undefined;
  t.is(withInterruptBudget(() => { during = cachedDataVersionTag(); return 7; }), 7);
  t.not(during, tag, 'the budget is changed while exploring');
  t.is(cachedDataVersionTag(), tag, 'and put back after: the code caches made or read later keep their tag');
  t.throws(() => withInterruptBudget(() => { throw new Error('boom'); }), { message: 'boom' });
  t.is(cachedDataVersionTag(), tag, 'put back after a failure too');
  const file = 'docs/scenarios/eras-c2-simple-trade.yaml';
  const j = JSON.parse((await mtg('explore', file, '--json')).stdout);
  t.is(cachedDataVersionTag(), tag, 'put back after the command');
  const x = exploreScenario(registry, loadScenario(registry, file));
  t.deepEqual({ results: j.results, differing: j.differing }, JSON.parse(JSON.stringify({ results: x.results, differing: x.differing })), 'the same exploration as the library, which runs at V8\'s own budget');
});

test('with divisions, the attacker answers each block with its worst division for the defender', (t) => {
  const s = scenario(`
scenario: divisions
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  ogre: { controller: alice, power: 3, toughness: 3 }
  elf: { controller: bob, power: 1, toughness: 1 }
  bear: { controller: bob, power: 3, toughness: 3 }
combat: { attack: { ogre: bob } }
`);
  // Both block: by default the ogre kills the most (the elf, 1, and 2 to the bear). Free to choose
  // (no damage assignment order in these eras), it kills the bear instead: 3 to the bear.
  for (const id of ['sixth-1999', 'foundations-2024']) {
    const plain = exploreScenario(registry, s, id).results[0]!;
    const both = (r: typeof plain) => r.lines.find((g) => blockOf(g.block) === 'elf>ogre bear>ogre');
    t.is(both(plain)!.outcome['zone.elf'], 'graveyard', `${id}: default division`);
    const x = exploreScenario(registry, s, id, { divisions: true });
    t.true((x.divisionRuns ?? 0) > 0);
    const r = x.results[0]!;
    const g = both(r)!;
    t.is(g.outcome['zone.bear'], 'graveyard', `${id}: the attacker's worst division for the defender`);
    t.is(g.outcome['zone.elf'], 'battlefield', id);
    t.deepEqual(g.choices, { alice: { ogre: { elf: 0, bear: 3 } } });
  }
});

test('with divisions, in the eras with a damage assignment order the attacker also picks the order', (t) => {
  const s = scenario(`
scenario: orders
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  ogre: { controller: alice, power: 3, toughness: 3 }
  elf: { controller: bob, power: 1, toughness: 1 }
  bear: { controller: bob, power: 3, toughness: 3 }
combat: { attack: { ogre: bob } }
`);
  // m10-2009 (509.2, 510.1c): lethal damage in order. Ordering the bear first, the ogre may put all
  // 3 on it; in the file's order (elf first) the elf must get lethal damage first.
  const r = exploreScenario(registry, s, 'm10-2009', { divisions: true }).results[0]!;
  const both = r.lines.find((g) => blockOf(g.block) === 'elf>ogre bear>ogre')!;
  t.is(both.outcome['zone.bear'], 'graveyard');
  t.is(both.outcome['zone.elf'], 'battlefield');
  t.deepEqual(both.orders, { alice: { ogre: ['bear', 'elf'] } });
});
