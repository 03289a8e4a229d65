import { compare } from '../../core/outcome.js';
import type { Registry } from '../../core/registry.js';
import { runScenario } from '../../core/run.js';
import type { Scenario } from '../../core/scenario/scenario.js';
import { registryFor, type PluginOptions } from '../context.js';
import { json, out, type Exit } from '../io.js';
import { load, scenarioFiles } from '../scenarios.js';

export interface Failure { file: string; scenario: string; ruleset: string; field: string; expected: unknown; actual: unknown }
export interface CheckReport { passed: number; failed: number; failures: Failure[] }

/** Runs every expectation: one check per (scenario, ruleset) named by an `expect` key. */
export function checkScenarios(reg: Registry, scenarios: Scenario[]): CheckReport {
  let passed = 0, failed = 0;
  const failures: Failure[] = [];
  for (const s of scenarios) {
    for (const e of s.expect) {
      for (const id of e.rulesets) {
        const mismatches = compare(runScenario(reg, s, id), e.outcome);
        if (!mismatches.length) { passed++; continue; }
        failed++;
        for (const m of mismatches) failures.push({ file: s.file, scenario: s.title, ruleset: id, ...m });
      }
    }
  }
  return { passed, failed, failures };
}

export async function check(a: PluginOptions & { paths: string[]; json?: boolean }): Promise<Exit> {
  const reg = await registryFor(a);
  // Load everything first: a bad file stops the command before anything runs.
  const report = checkScenarios(reg, scenarioFiles(a.paths).map((f) => load(f, reg)));
  if (a.json) {
    json({ ...report });
  } else {
    const show = (v: unknown) => JSON.stringify(v);
    const lines = report.failures.map((f) => `${f.file}: ${f.ruleset}: ${f.field}: expected ${show(f.expected)}, actual ${show(f.actual)}`);
    lines.push(`${report.passed} passed, ${report.failed} failed`);
    out(lines.join('\n'));
  }
  return report.failed ? 1 : 0;
}
