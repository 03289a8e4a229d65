// Issue 9: prevention and replacement beyond shields: Fog, prevention from a chosen source or
// colour (Circle of Protection), damage doubling (Furnace of Rath) and "you can't lose the game"
// (Platinum Angel), each with its era differences (the combat procedure's damageDoubling and sourcePrevention,
// hook windowAllows) and cited per era.
import test from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL, mtg, registry, run, scenario } from './helpers.js';

const old = (id: string) => ALL.indexOf(id) < ALL.indexOf('sixth-1999');
const life = (r: ReturnType<typeof run>, p: string) => r.players[p]!.life;

const attack = (creatures: string, actions = '', block = '') => scenario(`
scenario: prevention
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
${creatures}
combat:
  attack: { a: bob }
${block ? `  block: { ${block} }` : ''}
${actions ? `actions:\n${actions}` : ''}`);

test('fog prevents combat damage both ways, cited per era (E.6.1, 419.7a, 615.1), and not a spell\'s damage', (t) => {
  const s = attack(`  a: { controller: alice, power: 3, toughness: 3 }
  b: { controller: bob, power: 3, toughness: 3 }`, `  - { at: declare-blockers, do: fog }
  - { at: declare-blockers, do: damage, target: a, amount: 1 }`, 'b: a');
  const rules: Record<string, string> = {};
  for (const id of ALL) {
    const r = run(s, id);
    t.is(r.creatures.a!.damage, 1, id);
    t.is(r.creatures.b!.damage, 0, id);
    const fogged = r.events.filter((e) => e.type === 'prevent' && e.key === 'prevent.fog');
    t.is(fogged.length, 2, id);
    rules[id] = fogged[0]!.rule;
  }
  t.is(rules['revised-1994'], "D'Angelo E.6.1");
  t.is(rules['sixth-1999'], '419.7a');
  t.is(rules['foundations-2024'], '615.1');
});

test('a fog effect is refused in the old damage prevention step, with the UNVERIFIED citation', (t) => {
  const s = attack('  a: { controller: alice, power: 3, toughness: 3 }', '  - { at: combat-damage-assigned, do: fog }');
  for (const id of ALL) {
    const r = run(s, id);
    const skipped = r.events.find((e) => e.type === 'action-skipped');
    if (old(id)) {
      t.is(life(r, 'bob'), 17, id);
      t.is(skipped?.key, 'prevent.fog-timing', id);
      t.true(skipped!.unverified, id);
    }
  }
});

test('Circle of Protection: the old rules need damage assigned (G.12.2); the CR keeps a shield for the next time', (t) => {
  // A blocked red 2/2 has no damage for bob; later in the turn its ability pings bob.
  const s = attack(`  a: { controller: alice, power: 2, toughness: 2, colors: [red] }
  b: { controller: bob, power: 0, toughness: 4 }`, `  - { at: [combat-damage-assigned, combat-damage-dealt], by: bob, do: prevent-from-color, color: red, source: a }
  - { at: end-of-combat, by: alice, do: damage, source: a, target: bob, amount: 1 }`, 'b: a');
  for (const id of ALL) {
    const r = run(s, id);
    if (old(id)) {
      t.truthy(r.events.find((e) => e.type === 'action-skipped' && e.key === 'prevent.needs-damage' && e.rule === "D'Angelo G.12.2"), id);
    } else {
      t.is(life(r, 'bob'), 20, id);
      t.truthy(r.events.find((e) => e.type === 'prevent' && e.key === 'prevent.source'), id);
    }
  }
});

test('the source shield is used by one damage event; a second one from the same source is dealt', (t) => {
  const s = attack('  a: { controller: alice, power: 2, toughness: 2 }', `  - { at: declare-blockers, by: bob, do: prevent-from-source, source: a }
  - { at: declare-blockers, by: alice, do: damage, source: a, target: bob, amount: 3 }`);
  for (const id of ALL.filter((x) => !old(x))) t.is(life(run(s, id), 'bob'), 18, id);
});

test('damage doubling: two doublers make 1 damage 4; against "prevent 1" doubled first before 1999, prevented first after', (t) => {
  const two = attack(`  a: { controller: alice, power: 1, toughness: 1 }
  f1: { controller: alice, power: 0, toughness: 1, abilities: [{ double-damage: true }] }
  f2: { controller: bob, power: 0, toughness: 1, abilities: [{ double-damage: true }] }`);
  const shield = attack(`  a: { controller: alice, power: 2, toughness: 2 }
  f1: { controller: alice, power: 0, toughness: 1, abilities: [{ double-damage: true }] }`, '  - { at: declare-blockers, do: prevent, target: bob, amount: 1 }');
  for (const id of ALL) {
    t.is(life(run(two, id), 'bob'), 16, id);
    const r = run(shield, id);
    t.is(life(r, 'bob'), old(id) ? 17 : 18, id);
    const order = r.events.find((e) => e.key === 'damage.replacement-order');
    t.is(!!order, !old(id), `${id}: the affected player's order is logged where it is a choice`);
  }
});

test('the lethal test ignores doubling; old trample doubles its redirected damage again (G.13.9)', (t) => {
  const s = attack(`  a: { controller: alice, power: 3, toughness: 9, keywords: [trample] }
  b: { controller: bob, power: 0, toughness: 2 }
  f: { controller: alice, power: 0, toughness: 1, abilities: [{ double-damage: true }] }`, '', 'b: a');
  for (const id of ALL) {
    const r = run(s, id);
    t.is(life(r, 'bob'), id === 'revised-1994' ? 12 : 18, id);
    t.is(r.events.some((e) => e.key === 'damage.double-redirect'), id === 'revised-1994', id);
  }
});

test('"you can\'t lose the game": spared at 0 life and 10 poison while the creature is there, cited per era', (t) => {
  const s = scenario(`
scenario: angel
players: { alice: { life: 20 }, bob: { life: 1, poison: 9 } }
creatures:
  a: { controller: alice, power: 2, toughness: 2, keywords: [toxic 1] }
  angel: { controller: bob, power: 4, toughness: 4, abilities: [{ controller-cant-lose: true }] }
combat: { attack: { a: bob } }`);
  const rules: Record<string, string> = {};
  for (const id of ALL) {
    const r = run(s, id);
    t.deepEqual(Object.keys(r.players).filter((p) => r.players[p]!.lost), [], id);
    const notes = r.events.filter((e) => e.key === 'loss.cant-lose');
    t.true(notes.length >= 1, id);
    rules[id] = notes[0]!.rule;
  }
  t.regex(rules['revised-1994']!, /^no rule in/);
  t.is(rules['sixth-1999'], '103.1');
  t.is(rules['m10-2009'], '101.2');
});

function tempFile(text: string): string {
  const f = join(mkdtempSync(join(tmpdir(), 'mtg-eras-prev-')), 'bad.yaml');
  writeFileSync(f, text);
  return f;
}

const BASE = `scenario: bad
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 2, toughness: 2, colors: [green] }
combat: { attack: { a: bob } }
`;

for (const [name, extra, where, what] of [
  ['a prevent-from-color source of another colour', 'actions:\n  - { at: declare-blockers, do: prevent-from-color, color: red, source: a }\n', ':7:', /expected a red source for prevent-from-color: "a" is green/],
  ['an unknown colour', 'actions:\n  - { at: declare-blockers, do: prevent-from-color, color: purple }\n', ':7:', /expected a colour/],
  ['an unknown source', 'actions:\n  - { at: declare-blockers, do: prevent-from-source, source: nobody }\n', ':7:', /unknown creature or permanent "nobody"/],
  ['fog with a target', 'actions:\n  - { at: declare-blockers, do: fog, target: a }\n', ':7:', /target/],
  ['double-damage that is not true', '', ':4:', /expected an ability/],
] as const) {
  test.serial(`bad input: ${name} is one line file:line:col, exit 2`, async (t) => {
    const text = name.startsWith('double-damage') ? BASE.replace('colors: [green] }', 'colors: [green], abilities: [{ double-damage: 2 }] }') : BASE + extra;
    const f = tempFile(text);
    const r = await mtg('run', f);
    t.is(r.code, 2);
    t.is(r.stdout, '');
    const lines = r.stderr.trim().split('\n');
    t.is(lines.length, 1);
    t.true(lines[0]!.includes(`${f}${where}`), lines[0]);
    t.regex(lines[0]!, what);
  });
}

test('a non-creature permanent with double-damage (Furnace of Rath from the catalogue) doubles damage to a planeswalker too', (t) => {
  const s = scenario(`
scenario: furnace
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 2, toughness: 2 }
permanents:
  furnace: { controller: alice, card: Furnace of Rath }
  gideon: { controller: bob, type: planeswalker, loyalty: 5 }
combat: { attack: { a: gideon } }`);
  for (const id of ALL) {
    const r = run(s, id);
    const doubled = r.events.some((e) => e.key === 'damage.double');
    t.true(doubled, id);
  }
  t.is(run(s, 'foundations-2024').permanents?.gideon?.loyalty ?? -1, 1);
});

test.serial('bad input: an ability a non-creature permanent cannot have is one line file:line:col, exit 2', async (t) => {
  const f = tempFile(`${BASE}permanents:\n  wall: { controller: bob, type: artifact, abilities: [{ cant-block: true }] }\n`);
  const r = await mtg('run', f);
  t.is(r.code, 2);
  t.is(r.stderr.trim().split('\n').length, 1);
  t.true(r.stderr.includes(`${f}:7:`), r.stderr);
  t.regex(r.stderr, /expected an ability of a non-creature permanent/);
});

test('a spell\'s damage is followed by its own damage prevention step before 1999 (T.10.2), not after (419.4)', (t) => {
  const board = (between = '') => scenario(`
scenario: salve after bolt
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bear: { controller: alice, power: 2, toughness: 2 }
  wall: { controller: bob, power: 3, toughness: 3 }
combat: { attack: { bear: bob }, block: { wall: bear } }
actions:
  - { at: declare-blockers, by: alice, do: damage, target: wall, amount: 3 }
${between}  - { at: declare-blockers, by: bob, do: prevent, target: wall, amount: 3 }
`);
  const rules: Record<string, string> = {};
  for (const id of ALL) {
    const r = run(board(), id);
    t.is(r.creatures.wall!.zone, old(id) ? 'battlefield' : 'graveyard', id);
    const step = r.events.find((e) => e.key === 'damage.noncombat-prevention');
    t.is(!!step, old(id), `${id}: the step is logged only where it exists`);
    if (step) rules[id] = step.rule;
    // A pump between them ends the step: the step allows only prevention, redirection and regeneration (T.10.3).
    const pumped = run(board('  - { at: declare-blockers, by: bob, do: pump, target: bear, power: 0, toughness: 1 }\n'), id);
    t.is(pumped.creatures.wall!.zone, 'graveyard', `${id}: the Salve comes after the step`);
  }
  t.deepEqual(rules, { 'revised-1994': "D'Angelo T.10.2", 'urza-1998': "D'Angelo T.10.2" });
  t.is(registry.rulesFor('sixth-1999').cite('damage.noncombat-prevention').rule, '419.4');
  t.is(registry.rulesFor('foundations-2024').cite('damage.noncombat-prevention').rule, '615.4');
});
