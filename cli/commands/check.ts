import { compare } from '../../core/outcome.js';
import { createRegistry, runScenario } from '../../core/run.js';
import { json, out, type Exit } from '../io.js';
import { load, scenarioFiles } from '../scenarios.js';

export interface Failure { file: string; scenario: string; ruleset: string; field: string; expected: unknown; actual: unknown }

export async function check(a: { paths: string[]; json?: boolean }): Promise<Exit> {
  const reg = createRegistry();
  // Load everything first: a bad file stops the command before anything runs.
  const scenarios = scenarioFiles(a.paths).map((f) => load(f, reg));
  let passed = 0;
  const failures: Failure[] = [];
  for (const s of scenarios) {
    for (const e of s.expect) {
      for (const id of e.rulesets) {
        const mismatches = compare(runScenario(reg, s, id), e.outcome);
        if (!mismatches.length) { passed++; continue; }
        for (const m of mismatches) failures.push({ file: s.file, scenario: s.title, ruleset: id, ...m });
      }
    }
  }
  const failedRuns = new Set(failures.map((f) => `${f.file}\0${f.ruleset}`)).size;
  if (a.json) {
    json({ passed, failed: failedRuns, failures });
  } else {
    const show = (v: unknown) => JSON.stringify(v);
    const lines = failures.map((f) => `${f.file}: ${f.ruleset}: ${f.field}: expected ${show(f.expected)}, actual ${show(f.actual)}`);
    lines.push(`${passed} passed, ${failedRuns} failed`);
    out(lines.join('\n'));
  }
  return failedRuns ? 1 : 0;
}
