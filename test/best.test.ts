// best-block and best-attack expectations (docs/scenario-format.md, "Best block and best attack"),
// and the best attack (core/explore/attacks.ts). Boards small enough to check by hand.
import test from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exploreAttacks } from '../core/explore/attacks.js';
import { checkScenario } from '../library.js';
import { mtg, registry, scenario } from './helpers.js';

// Heavy 4/4 and Light 1/1 attack Bob (5 life) and his 4/4 Wall.
const board = (expect: string) => `
scenario: best
players: { alice: { life: 20 }, bob: { life: 5 } }
creatures:
  heavy: { controller: alice, power: 4, toughness: 4 }
  light: { controller: alice, power: 1, toughness: 1 }
  wall: { controller: bob, power: 4, toughness: 4 }
combat: { attack: { heavy: bob, light: bob } }
expect:
  mh3-2024:
${expect}`;

test('best-block passes when the written block is the best under the objective', (t) => {
  // value: killing Light (+2) beats trading with Heavy (0); life: trading keeps 4 more life.
  const r = checkScenario(registry, scenario(board('    best-block: { objective: value, unique: true, block: { wall: light } }')));
  t.deepEqual([r.passed, r.failed], [1, 0]);
  const life = checkScenario(registry, scenario(board('    best-block: { block: { wall: heavy } }')));
  t.deepEqual([life.passed, life.failed], [1, 0], 'the default objective is life');
});

test('a best-block mismatch says what explore chose and the line that decided', (t) => {
  const r = checkScenario(registry, scenario(board('    best-block: { objective: life, block: { wall: light } }')));
  t.is(r.failed, 1);
  const f = r.failures[0]!;
  t.is(f.field, 'best-block');
  t.is(f.expected, 'wall blocks light (objective life)');
  t.regex(String(f.actual), /^explore's best: wall blocks heavy; decided by most life: 4 vs 1 /);
});

test('a block the era refuses fails with the engine\'s reason', (t) => {
  const s = scenario(`
scenario: refused
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bird: { controller: alice, power: 1, toughness: 1, keywords: [flying] }
  bear: { controller: bob, power: 2, toughness: 2 }
combat: { attack: { bird: bob } }
expect:
  all: { best-block: { block: { bear: bird } } }
`);
  const r = checkScenario(registry, s);
  t.is(r.failed, 10);
  t.regex(String(r.failures[0]!.actual), /^refused by these rules \(illegal-block/);
});

test('ties pass unless unique; blocks on twin attackers or by twin blockers are one block', (t) => {
  // Two 2/2s attack, one 1/3 blocker: blocking either is the same block up to the twins.
  const twins = (expect: string) => scenario(`
scenario: twins
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a1: { controller: alice, power: 2, toughness: 2 }
  a2: { controller: alice, power: 2, toughness: 2 }
  wall: { controller: bob, power: 1, toughness: 3 }
combat: { attack: { a1: bob, a2: bob } }
expect:
  mh3-2024: { best-block: ${expect} }
`);
  t.is(checkScenario(registry, twins('{ unique: true, block: { wall: a2 } }')).failed, 0);
  // A 2/2 and a 2/1 (different creatures): blocking either keeps the Wall and 2 life, a tie.
  const tie = (expect: string) => scenario(`
scenario: tie
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a1: { controller: alice, power: 2, toughness: 2 }
  a2: { controller: alice, power: 2, toughness: 1, name: Other }
  wall: { controller: bob, power: 0, toughness: 3 }
combat: { attack: { a1: bob, a2: bob } }
expect:
  mh3-2024: { best-block: ${expect} }
`);
  t.is(checkScenario(registry, tie('{ block: { wall: a1 } }')).failed, 0, 'among the best');
  const u = checkScenario(registry, tie('{ unique: true, block: { wall: a1 } }'));
  t.is(u.failed, 1);
  t.is(u.failures[0]!.actual, 'not the only best: as good is wall blocks a2');
});

test('the best attack: minimax over the defender\'s best blocks', (t) => {
  // Two 2/2s against one 2/2 at 10 life: both attack (Bob trades with one and takes 2).
  const s = scenario(`
scenario: attack
players: { alice: { life: 20 }, bob: { life: 10 } }
creatures:
  b1: { controller: alice, power: 2, toughness: 2 }
  b2: { controller: alice, power: 2, toughness: 2 }
  guard: { controller: bob, power: 2, toughness: 2 }
  wall: { controller: alice, power: 0, toughness: 4, keywords: [defender] }
combat: { attack: {} }
expect:
  mh3-2024: { best-attack: { unique: true, attack: { b1: bob, b2: bob } } }
  sixth-1999: { best-attack: { attack: { b2: bob } } }
`);
  const x = exploreAttacks(registry, s, ['mh3-2024']);
  t.is(x.declarations, 6, 'b1 and b2 are twins: none, one, both, each with or without the wall');
  t.is(x.pruned, 2);
  const r = x.results[0]!;
  t.is(r.illegal, 3, 'the wall (defender) may not attack');
  t.deepEqual(r.best!.attack.map((a) => a.attacker), ['b1', 'b2']);
  t.is(r.best!.reply.score.life, 8);
  const c = checkScenario(registry, s);
  t.is(c.passed, 1);
  t.is(c.failures[0]!.field, 'best-attack');
  t.regex(String(c.failures[0]!.actual), /^explore's best: b1 attacks bob, b2 attacks bob \(the defender's best reply: guard blocks b1\); decided by most life: 8 vs 10/);
});

test.serial('bad best-block and best-attack input is one line file:line:col, exit 2', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'best-'));
  const cases: [string, RegExp][] = [
    ['best-block: { objective: most, block: {} }', /bad\.yaml:10:30: .*expected an objective: life, creatures, trade, value/],
    ['best-block: { block: { ghost: bear } }', /bad\.yaml:10:28: unknown creature "ghost"/],
    ['best-block: { block: { wall: ghost } }', /bad\.yaml:10:34: unknown creature "ghost"/],
    ['best-block: { block: { bear: bear } }', /bad\.yaml:10:28: "bear" is not controlled by bob, the defending player/],
    ['best-attack: { attack: { wall: bob } }', /bad\.yaml:10:30: "wall" is controlled by bob, the defending player/],
  ];
  for (const [line, want] of cases) {
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, `scenario: bad
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bear: { controller: alice, power: 2, toughness: 2 }
  wall: { controller: bob, power: 0, toughness: 4 }
combat:
  attack: { bear: bob }
expect:
  all:
    ${line}
`);
    const r = await mtg('check', file);
    t.is(r.code, 2, line);
    t.regex(r.stderr.trim(), want, line);
    t.is(r.stderr.trim().split('\n').length, 1, line);
  }
});

test.serial('explore --attacks prints the best attack and the defender\'s reply', async (t) => {
  const r = await mtg('explore', 'docs/scenarios/forge-best-attack-when-ahead-includes-trade.yaml', '--attacks', '--rulesets', 'mh3-2024', '--objective', 'value');
  t.is(r.code, 0);
  t.regex(r.stdout, /best for the attacking player: bears1 attacks bob, bears2 attacks bob/);
  t.regex(r.stdout, /the defender's best reply: guard blocks bears1/);
  const j = JSON.parse((await mtg('explore', 'docs/scenarios/forge-best-attack-when-ahead-includes-trade.yaml', '--attacks', '--rulesets', 'mh3-2024', '--json')).stdout);
  t.is(j.results[0].best.attack.length, 2);
});

test.serial('run shows whether the file\'s best-block expectation holds under that ruleset', async (t) => {
  const ok = await mtg('run', 'docs/scenarios/mc-best-blocks-to-minimize-life-loss.yaml', '--ruleset', 'mh3-2024');
  t.regex(ok.stdout, /best-block \(m11-2010\.\.foundations-2024\): holds \(objective value, unique\)/);
  const old = await mtg('run', 'docs/scenarios/mc-best-blocks-to-minimize-life-loss.yaml', '--ruleset', 'sixth-1999');
  t.notRegex(old.stdout, /best-block \(/, 'no expectation for that ruleset');
});
