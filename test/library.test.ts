// The library's task functions (library.ts, docs/library.md): typed results equal to the commands'
// JSON, selectors as on the command line, and documented error classes for bad input.
import test from 'ava';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkScenario, compareBatch, compareScenarios, createRegistry, diffScenario, InputError, loadScenario, RegistryError, runScenario, runScenarios, scenario, type ScenarioData } from '../index.js';
import { runScenario as coreRun } from '../core/run.js';
import { mtg } from './helpers.js';

const reg = createRegistry();
const MOGG = 'docs/scenarios/eras-s01-mogg-fanatic.yaml';
const mogg = loadScenario(reg, MOGG);

test('runScenario takes "latest" (the default), an id or a date', (t) => {
  t.is(runScenario(reg, mogg).ruleset, reg.latest);
  t.is(runScenario(reg, mogg, 'latest').ruleset, reg.latest);
  t.is(runScenario(reg, mogg, 'sixth-1999').ruleset, 'sixth-1999');
  // A date selects the rules in force that day: planeswalkers came on 2007-10-01, inside the Future Sight era.
  t.is(runScenario(reg, mogg, '2007-09-30').ruleset, 'futuresight-2007');
  t.is(runScenario(reg, mogg, '2008-01-01').ruleset, 'lorwyn-2007');
  t.deepEqual(runScenarios(reg, mogg, 'urza-1998..legions-2003').map((r) => r.ruleset), ['urza-1998', 'sixth-1999', 'legions-2003']);
});

test('an unknown ruleset or a selector naming several throws RegistryError with a clear message, never TypeError', (t) => {
  const e = t.throws(() => runScenario(reg, mogg, 'sixth-1998'), { instanceOf: RegistryError });
  t.regex(e!.message, /unknown ruleset "sixth-1998" \(expected one of revised-1994/);
  t.throws(() => runScenario(reg, mogg, 'sixth-1999..m10-2009'), { instanceOf: RegistryError, message: /names 14 .* use runScenarios/ });
  t.throws(() => runScenarios(reg, mogg, 'm10-2009..sixth-1999'), { instanceOf: RegistryError, message: /runs backwards/ });
  t.throws(() => diffScenario(reg, mogg, 'nope'), { instanceOf: RegistryError });
  t.throws(() => compareScenarios(reg, [mogg], 'all', 'latest'), { instanceOf: RegistryError });
  // The core function the CLI uses says the same.
  t.throws(() => coreRun(reg, mogg, 'nope'), { instanceOf: RegistryError, message: /unknown ruleset "nope"/ });
});

test('a bad scenario throws InputError located file:line:col; a value that is not a scenario says so', (t) => {
  t.throws(() => loadScenario(reg, 'x.yaml', { text: 'scenario: t\nplayers: { alice: { life: ten } }\n' }), { instanceOf: InputError, message: /^x\.yaml:\d+:\d+: / });
  t.throws(() => loadScenario(reg, 'missing.yaml'), { instanceOf: InputError, message: /^missing\.yaml: cannot read/ });
  t.throws(() => runScenario(reg, { scenario: 'raw yaml' } as never), { instanceOf: InputError, message: /expected a scenario from loadScenario/ });
});

test.serial('diffScenario is what `diff --json` prints', async (t) => {
  const cli = JSON.parse((await mtg('diff', MOGG, '--json')).stdout);
  const lib = JSON.parse(JSON.stringify(diffScenario(reg, mogg)));
  t.deepEqual(lib.results, cli.results);
  t.deepEqual(lib.differences, cli.differences);
  t.false(lib.same);
  t.true(diffScenario(reg, loadScenario(reg, 'docs/scenarios/eras-c2-simple-trade.yaml')).same);
});

test.serial('checkScenario counts what `check` counts', async (t) => {
  const cli = JSON.parse((await mtg('check', MOGG, '--json')).stdout);
  const lib = checkScenario(reg, mogg);
  t.true(lib.runs > 0);
  t.is(lib.passed, cli.passed);
  t.is(lib.failed, cli.failed);
  // A wrong expectation is reported with the field and both values.
  const wrong = loadScenario(reg, 'w.yaml', { text: `${(await import('node:fs')).readFileSync(MOGG, 'utf8').replace(/^expect:[\s\S]*$/m, 'expect:\n  m10-2009: { life: { bob: 3 } }\n')}` });
  const r = checkScenario(reg, wrong);
  t.is(r.failed, 1);
  t.deepEqual(r.failures, [{ ruleset: 'm10-2009', field: 'life.bob', expected: 3, actual: 20 }]);
});

test('compareScenarios finds what compareBatch finds, with selectors resolved', (t) => {
  const corpus = readdirSync('docs/scenarios').filter((f) => f.startsWith('eras-')).map((f) => loadScenario(reg, join('docs/scenarios', f)));
  const lib = compareScenarios(reg, corpus, '2008-01-01', 'm10-2009');
  t.true(lib.length > 0);
  t.deepEqual(lib.map((c) => c.scenario.file), compareBatch(reg, corpus, 'futuresight-2007', 'm10-2009').map((c) => c.scenario.file));
});

test('scenario({...}): a typed object is checked as a file is, and runs as the same file does', (t) => {
  const data: ScenarioData = {
    scenario: 'Mogg Fanatic blocks Grizzly Bears',
    players: { alice: { life: 20 }, bob: { life: 20 } },
    creatures: { bears: { controller: 'alice', power: 2, toughness: 2, name: 'Grizzly Bears' }, fanatic: { controller: 'bob', card: 'Mogg Fanatic' } },
    combat: { attack: { bears: 'bob' }, block: { fanatic: 'bears' } },
    actions: [{ at: ['combat-damage-assigned', 'declare-blockers'], by: 'bob', do: 'sacrifice', target: 'fanatic' }],
    expect: { 'sixth-1999..futuresight-2007': { graveyard: ['fanatic'] } },
  };
  const s = scenario(reg, data, 'mogg');
  t.is(s.file, 'mogg.json');
  const yaml = loadScenario(reg, 'mogg.json', { text: JSON.stringify(data, null, 2) });
  t.deepEqual(runScenarios(reg, s).map((r) => r.creatures), runScenarios(reg, yaml).map((r) => r.creatures));
  t.is(checkScenario(reg, s).failed, 0);
  t.true(checkScenario(reg, s).passed > 0);
  // The loader's checks, with the place in the object written as JSON.
  const typo = { ...data, creatures: { ...data.creatures, bears: { ...data.creatures.bears!, keywords: ['trampel'] } } };
  const e = t.throws(() => scenario(reg, typo), { instanceOf: InputError });
  t.regex(e!.message, /^scenario\.json:\d+:\d+: .*keyword/);
  t.false(e!.message.includes('\n'));
  t.throws(() => scenario(reg, { ...data, combat: { attack: { wurm: 'bob' } } }), { instanceOf: InputError, message: /wurm/ });
  // The types catch a misspelt field before it runs (tsc fails on an unused @ts-expect-error).
  // @ts-expect-error powr is not a creature field
  const misspelt: ScenarioData['creatures'][string] = { controller: 'alice', powr: 2 };
  t.throws(() => scenario(reg, { ...data, creatures: { ...data.creatures, bears: misspelt } }), { instanceOf: InputError, message: /powr/ });
});
