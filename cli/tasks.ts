// The per-file work of the corpus commands (check, compare, snapshot, check --baseline). Pure
// functions of (registry, file): the same code runs in-process or in a worker thread.
import { readFileSync } from 'node:fs';
import { bestMismatches } from '../core/explore/expect.js';
import { outcomesText } from './baseline.js';
import { compareRuns, flatChanges, flatOutcome, sameFlatOutcome, type Divergence, type FlatOutcome } from '../core/compare.js';
import { checkedStrictly, mismatches, type Result } from '../core/outcome.js';
import type { Registry } from '../core/registry.js';
import { OwnRuns } from '../core/run.js';
import { HookError } from '../core/rules.js';
import { InputError } from '../core/scenario/load.js';
import { Located } from '../core/scenario/locate.js';
import { load } from './scenarios.js';

export type Task =
  | { kind: 'check' }
  | { kind: 'compare'; from: string; to: string }
  /** With text, each file's outcomes come as the text of its baseline entry (snapshot), not as objects (check -u). */
  | { kind: 'snapshot'; rulesets: string[]; text?: boolean }
  | { kind: 'baseline'; expected: Record<string, Record<string, FlatOutcome>> };

/** A failed expectation; `at` is the line:col of the field in the file's expect (of its era key when the field is not written). */
export interface Failure { file: string; scenario: string; ruleset: string; field: string; expected: unknown; actual: unknown; at?: string }
export interface Change {
  file: string;
  scenario: string;
  fields: { field: string; from: unknown; to: unknown }[];
  firstDivergence: Divergence;
}

export interface FileResult {
  file: string;
  error?: string;
  runs: number;
  passed?: number;
  failed?: number;
  failures?: Failure[];
  /** Rulesets whose plugin failed on this file (check): one message each. */
  rulesetErrors?: string[];
  change?: Change | null;
  outcomes?: Record<string, FlatOutcome>;
  /** snapshot with text: the outcomes as the baseline writes them, in pieces (cli/baseline.ts, outcomesText). */
  outcomesText?: string[];
  /** The scenario's title (snapshot: for check --baseline's report). */
  title?: string;
}

export function runTask(reg: Registry, file: string, task: Task): FileResult {
  try {
    return runTaskOn(reg, file, task);
  } catch (e) {
    // Workers report errors as data: keep the file name, and say when it is not bad input.
    const err = e as Error;
    // A plugin's failing hook is the plugin's error, not ours: said as such, naming file and ruleset.
    const message = err instanceof InputError ? err.message : err instanceof HookError || err.name === 'UsageError' ? `${file}: ${err.message}` : `internal error in ${file}: ${err.message}`;
    return { file, error: message, runs: 0 };
  }
}

/** line:col of a failed expectation's field (read again only when one fails: positions cost a second parse). */
function expectationAt(file: string, selector: string, field: string): string | undefined {
  try {
    const src = new Located(file, readFileSync(file, 'utf8'));
    const { line, col } = src.lineCol(src.offset(['expect', selector, ...field.split('.')], true));
    return `${line}:${col}`;
  } catch {
    return undefined;
  }
}

function runTaskOn(reg: Registry, file: string, task: Task): FileResult {
  const s = load(file, reg);
  // The file's scenario object and its results stay within this task.
  const own = new OwnRuns(reg, s);
  switch (task.kind) {
    case 'check': {
      let passed = 0, failed = 0, runs = 0;
      const failures: Failure[] = [];
      const rulesetErrors: string[] = [];
      for (const e of s.expect) {
        for (const id of e.rulesets) {
          runs++;
          const r = own.runOrError(id, { log: false, strict: checkedStrictly(e.outcome) });
          if (r.status === 'error') { rulesetErrors.push(`${file}: ${r.reason}`); continue; }
          const found = [...mismatches(r, e.outcome), ...bestMismatches(reg, s, id, e)];
          if (!found.length) { passed++; continue; }
          failed++;
          for (const m of found) failures.push({ file, scenario: s.title, ruleset: id, ...m, at: expectationAt(file, e.selector, m.field) });
        }
      }
      return { file, runs, passed, failed, failures, ...(rulesetErrors.length ? { rulesetErrors } : {}) };
    }
    case 'compare': {
      const d = compareRuns(reg, s, task.from, task.to);
      return { file, runs: 2, change: d ? { file, scenario: s.title, ...d } : null };
    }
    case 'snapshot': {
      // Written at once: the file's results, and its scenario, are dropped when its task ends.
      if (task.text) return { file, runs: task.rulesets.length, outcomesText: outcomesText(task.rulesets.map((id) => own.run(id, { log: false }))), title: s.title };
      // Rulesets whose results flatten alike share one flat outcome (read only: compared, written).
      const outcomes: Record<string, FlatOutcome> = {};
      const made: { r: Result; flat: FlatOutcome }[] = [];
      for (const id of task.rulesets) {
        const r = own.run(id, { log: false });
        let m = made.find((x) => sameFlatOutcome(x.r, r));
        if (!m) made.push((m = { r, flat: flatOutcome(r) }));
        outcomes[id] = m.flat;
      }
      return { file, runs: task.rulesets.length, outcomes, title: s.title };
    }
    case 'baseline': {
      let passed = 0, failed = 0, runs = 0;
      const failures: Failure[] = [];
      for (const [id, want] of Object.entries(task.expected[file] ?? {})) {
        runs++;
        if (!reg.has(id)) {
          failed++;
          failures.push({ file, scenario: s.title, ruleset: id, field: 'ruleset', expected: id, actual: 'no such ruleset' });
          continue;
        }
        const changes = flatChanges(want, flatOutcome(own.run(id, { log: false })));
        if (!changes.length) { passed++; continue; }
        failed++;
        for (const c of changes) failures.push({ file, scenario: s.title, ruleset: id, field: c.field, expected: c.from, actual: c.to });
      }
      return { file, runs, passed, failed, failures };
    }
  }
}
