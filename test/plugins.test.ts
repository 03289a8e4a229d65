// Issue 14 point 4: a plugin is isolated. Its failure is its own ruleset's error result (named,
// exit 2) while the other rulesets print; its results and citations are checked at the boundary;
// it cannot change the scenario the other rulesets read; a hook that never returns ends with a
// message. Each reproducer of the issue is a plugin file here, loaded through the CLI as a user would.
import test from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mtg } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'mtg-eras-plugins-'));
const SCENARIO = 'docs/scenarios/eras-s01-mogg-fanatic.yaml';

/** A plugin file descending from foundations-2024 whose hooks are the given source text. */
function plugin(name: string, body: string): string {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, `export default { meta: { id: '${name}', title: '${name}', effective: '2025-01-01', sources: ['test'] }, parent: 'foundations-2024', rules: {}, ${body} };\n`);
  return file;
}

test.serial('a hook that throws: that ruleset\'s column says error, the others print, exit 2, the line names plugin and hook', async (t) => {
  const file = plugin('throws', `hooks: { windowAllows() { throw new Error('boom'); }, divider() { throw new Error('boom'); } }`);
  const r = await mtg('--plugin', file, 'diff', SCENARIO, '--rulesets', 'sixth-1999,foundations-2024,throws');
  t.is(r.code, 2);
  t.regex(r.stdout, /\berror\b/);
  t.regex(r.stdout, /sixth-1999/);
  t.regex(r.stdout, /foundations-2024/);
  t.regex(r.stderr, /^mtg-eras: ruleset throws, hook \w+: plugin .*throws\.mjs threw: boom$/m);
  t.is(r.stderr.trim().split('\n').length, 1);
  const j = JSON.parse((await mtg('--plugin', file, 'diff', SCENARIO, '--rulesets', 'foundations-2024,throws', '--json')).stdout);
  t.deepEqual(j.results.map((x: { status: string }) => x.status), ['ok', 'error']);
});

test.serial('garbage results (NaN, 42, null, an unknown rule) are errors naming plugin and hook, never "assigns NaN damage"', async (t) => {
  for (const [name, hook] of [
    ['nan', `lethalDamage() { return { amount: NaN, rule: 'damage.lethal' }; }`],
    ['fortytwo', `divider() { return 42; }`],
    ['nothing', `divider() { return null; }`],
    ['badrule', `secondStepDeals() { return { deals: true, rule: 'no.such.rule' }; }`],
  ] as const) {
    const file = plugin(name, `hooks: { ${hook} }`);
    const r = await mtg('--plugin', file, 'diff', 'docs/scenarios/edge-double-strike-deathtouch-trample-indestructible.yaml', '--rulesets', `foundations-2024,${name}`);
    t.is(r.code, 2, name);
    t.regex(r.stderr, new RegExp(`ruleset ${name}, hook \\w+: plugin .*${name}\\.mjs returned a bad result: `), name);
    t.notRegex(r.stdout, /NaN/, name);
  }
});

test.serial('check over a corpus with a failing plugin: each failed run one line, the built-in rulesets still checked, exit 2', async (t) => {
  const file = plugin('throwsall', `hooks: { windowAllows() { throw new Error('nope'); }, divider() { throw new Error('nope'); } }`);
  const cfg = join(dir, 'one');
  const { mkdirSync, copyFileSync } = await import('node:fs');
  mkdirSync(cfg, { recursive: true });
  copyFileSync(SCENARIO, join(cfg, 'mogg.yaml'));
  writeFileSync(join(cfg, 'trade.yaml'), `scenario: a trade checked under every ruleset
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 2, toughness: 2 }
  b: { controller: bob, power: 2, toughness: 2 }
combat: { attack: { a: bob }, block: { b: a } }
expect:
  all: { graveyard: [a, b] }
`);
  const r = await mtg('--plugin', file, 'check', cfg);
  t.is(r.code, 2);
  t.regex(r.stderr, /trade\.yaml: ruleset throwsall, hook \w+: plugin .* threw: nope/);
  t.regex(r.stdout, /[1-9]\d* passed, 0 failed, 1 failed run of a plugin/);
});

test.serial('compare and snapshot with a failing plugin exit 2 with the file and ruleset named', async (t) => {
  const file = plugin('throwscmp', `hooks: { windowAllows() { throw new Error('kaput'); }, divider() { throw new Error('kaput'); } }`);
  const c = await mtg('--plugin', file, 'compare', SCENARIO, '--from', 'foundations-2024', '--to', 'throwscmp');
  t.is(c.code, 2);
  t.regex(c.stderr, /eras-s01-mogg-fanatic\.yaml: ruleset throwscmp, hook \w+: plugin .* threw: kaput/);
  const s = await mtg('--plugin', file, 'snapshot', SCENARIO, '--rulesets', 'throwscmp', '--out', join(dir, 'snap.json'));
  t.is(s.code, 2);
  t.regex(s.stderr, /ruleset throwscmp, hook \w+/);
});

test.serial('a hook that writes to the scenario cannot change it for the other rulesets of the same diff', async (t) => {
  const file = plugin('mutates', `hooks: { divider(source, recipients, g) { source.spec.power = 99; return { player: g.active, banding: false, rule: 'damage.blocked' }; } }`);
  const board = 'docs/scenarios/edge-double-strike-deathtouch-trample-indestructible.yaml';
  const alone = JSON.parse((await mtg('diff', board, '--rulesets', 'foundations-2024', '--json')).stdout);
  const r = await mtg('--plugin', file, 'diff', board, '--rulesets', 'mutates,foundations-2024', '--json');
  t.is(r.code, 2, 'the write fails: the scenario is frozen');
  const j = JSON.parse(r.stdout);
  t.deepEqual(j.results[1].creatures, alone.results[0].creatures, 'foundations-2024 reads the scenario as written');
  t.regex(r.stderr, /read.only|Cannot assign|not extensible/);
});

test.serial('citations, capabilities and models are checked when the plugin loads, naming it', async (t) => {
  for (const [name, body, why] of [
    ['nullcite', `rules: { 'damage.lethal': null }, hooks: {}`, /rules\["damage.lethal"\]: expected a rule number/],
    ['numcite', `rules: { 'damage.lethal': 7 }, hooks: {}`, /rules\["damage.lethal"\]: expected a rule number/],
    ['badcapability', `capabilities: { battles: { exists: 'sometimes', rule: 'attack.battle' } }, hooks: {}`, /capability battles: exists: expected true or false, got "sometimes"/],
    ['badmodel', `models: { combat: 'damage-on-a-whim' }, hooks: {}`, /models\.combat must be one of the combat procedures damage-prevention-step, damage-on-the-stack, damage-dealt-at-once \(by name or value\), got "damage-on-a-whim"/],
    ['ownmodel', `models: { assignment: { name: 'mine', trample: { mode: 'assign', rule: 'damage.trample' }, order: { rule: 'damage.order', deathtouchFree: 'damage.order' } } }, hooks: {}`, /models\.assignment must be one of the damage assignment models old-trample, free-division, order-deathtouch-free, damage-assignment-order \(by name or value\), got another value/],
    ['oldpolicies', `policies: { trample: { mode: 'assign', rule: 'damage.trample' } }, hooks: {}`, /"policies" are gone: pick era models under models/],
  ] as const) {
    const file = join(dir, `${name}.mjs`);
    writeFileSync(file, `export default { meta: { id: '${name}', title: 't', effective: '2025-01-01', sources: [] }, parent: 'foundations-2024', ${body} };\n`);
    const r = await mtg('--plugin', file, 'rulesets');
    t.is(r.code, 2, name);
    t.regex(r.stderr, new RegExp(`^mtg-eras: plugin ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `), name);
    t.regex(r.stderr, why, name);
  }
});

test.serial('an error thrown while registering names the plugin', async (t) => {
  const file = join(dir, 'getter.mjs');
  writeFileSync(file, `export default { meta: { id: 'getter', title: 't', effective: '2025-01-01', sources: [] }, parent: 'foundations-2024', rules: {}, get hooks() { return { get divider() { throw new Error('trap'); } }; } };\n`);
  const r = await mtg('--plugin', file, 'rulesets');
  t.is(r.code, 2);
  t.regex(r.stderr, /^mtg-eras: plugin .*getter\.mjs: .*trap/);
});

test.serial('a hook that never returns ends as that ruleset\'s error after MTG_ERAS_PLUGIN_TIMEOUT seconds, not a hang', async (t) => {
  const file = plugin('loops', `hooks: { windowAllows() { for (;;) {} } }`);
  const saved = process.env.MTG_ERAS_PLUGIN_TIMEOUT;
  process.env.MTG_ERAS_PLUGIN_TIMEOUT = '0.3';
  try {
    const r = await mtg('--plugin', file, 'diff', SCENARIO, '--rulesets', 'foundations-2024,loops');
    t.is(r.code, 2);
    t.regex(r.stderr, /plugin .*loops\.mjs: the run did not finish within 0\.3 s/);
    t.regex(r.stdout, /foundations-2024/);
  } finally {
    if (saved === undefined) delete process.env.MTG_ERAS_PLUGIN_TIMEOUT; else process.env.MTG_ERAS_PLUGIN_TIMEOUT = saved;
  }
});

test.serial('the worked example of docs/writing-a-ruleset.md picks a model by name and overrides one hook, and both show in a run', async (t) => {
  const example = './docs/examples/sixth-with-the-series.mjs';
  // The tapped blocker deals no damage under the plugin's hook, 2 under its parent's.
  const r = await mtg('--plugin', example, 'diff', 'docs/scenarios/edge-tapped-blocker-of-trampler.yaml', '--rulesets', 'sixth-1999,sixth-series', '--json');
  type Run = { ruleset: string; creatures: Record<string, { damage: number }>; events: { key: string; text: string }[] };
  const [parent, plugin] = (JSON.parse(r.stdout) as { results: Run[] }).results;
  t.is(parent!.ruleset, 'sixth-1999');
  t.is(plugin!.ruleset, 'sixth-series');
  t.is(parent!.creatures.wurm!.damage, 2);
  t.is(plugin!.creatures.wurm!.damage, 0);
  t.true(plugin!.events.some((e) => e.key === 'damage.tapped-blocker' && /tapped blocker and deals no combat damage/.test(e.text)));
  // The picked model is the one the old eras use.
  const list = await mtg('--plugin', example, 'rulesets', '--json');
  t.is(list.code, 0, list.stderr);
  t.regex(list.stdout, /sixth-series/);
});
