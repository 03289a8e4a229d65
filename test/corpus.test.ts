// The scenario corpus (docs/scenarios) is the regression suite: every expectation of every
// scenario, through the same code path as `mtg-eras check`.
import test from 'ava';
import { runTask } from '../cli/tasks.js';
import { load, scenarioFiles } from '../cli/scenarios.js';
import { registry } from './helpers.js';

const files = scenarioFiles(['docs/scenarios']);

test('the corpus holds at least 60 scenarios, each with sources and expectations', (t) => {
  t.true(files.length >= 60, `only ${files.length} scenario files`);
  for (const f of files) {
    const s = load(f, registry);
    t.true(s.sources.length > 0, `${f} has no sources`);
    t.true(s.expect.length > 0, `${f} has no expect`);
  }
});

for (const f of files) {
  test(`corpus: ${f}`, (t) => {
    const report = runTask(registry, f, { kind: 'check' });
    t.is(report.error, undefined);
    t.true(report.passed! > 0, 'no expectation ran');
    t.deepEqual(report.failures, []);
  });
}
