import { existsSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { flatChanges, type FlatOutcome } from '../../core/compare.js';
import type { Registry } from '../../core/registry.js';
import { checkTarget, groupChanges, readBaseline, rulesetLabel, writeAtomically, type Snapshot } from '../baseline.js';
import { reportBadFiles, runBatch } from '../batch.js';
import { registryFor, type PluginOptions } from '../context.js';
import { json, out, report, UsageError, type Exit } from '../io.js';
import { findScenarios, type Corpus } from '../scenarios.js';
import type { Failure } from '../tasks.js';

type CheckArgs = PluginOptions & { paths?: string[]; baseline?: string; update?: boolean; json?: boolean };

export async function check(a: CheckArgs): Promise<Exit> {
  const reg = await registryFor(a);
  if (a.baseline) return checkBaseline(reg, a as CheckArgs & { baseline: string });
  if (a.update) throw new UsageError('check: --update (-u) rewrites a baseline: give --baseline FILE');
  const corpus = findScenarios(a.paths ?? []);
  const results = await runBatch(reg, corpus.files, { kind: 'check' });
  const errors = reportBadFiles(corpus, results);
  // A ruleset whose plugin failed on a file: reported like a bad file (one line, exit 2).
  const rulesetErrors = results.flatMap((r) => r.rulesetErrors ?? []);
  for (const e of rulesetErrors) report(e);
  const failures = results.flatMap((r) => r.failures ?? []);
  const passed = results.reduce((n, r) => n + (r.passed ?? 0), 0);
  const failed = results.reduce((n, r) => n + (r.failed ?? 0), 0);
  if (a.json) {
    json({ passed, failed, failures, errors: errorsJson(errors), ...(rulesetErrors.length ? { rulesetErrors } : {}) });
  } else {
    const show = (v: unknown) => JSON.stringify(v);
    // file:line:col: era: field expected X, got Y (the position of the expectation, as for a bad file).
    const lines = failures.map((f) => `${f.file}${f.at ? `:${f.at}` : ''}: ${f.ruleset}: ${f.field} expected ${show(f.expected)}, got ${show(f.actual)}`);
    lines.push(summary(passed, failed, errors.length) + (rulesetErrors.length ? `, ${rulesetErrors.length} failed ${rulesetErrors.length === 1 ? 'run' : 'runs'} of a plugin (see above)` : ''));
    out(lines.join('\n'));
  }
  return errors.length || rulesetErrors.length ? 2 : failed ? 1 : 0;
}

const errorsJson = (errors: { file: string; error: string }[]) => errors.map((e) => ({ file: e.file, message: e.error }));
const summary = (passed: number, failed: number, bad: number) =>
  `${passed} passed, ${failed} failed${bad ? `, ${bad} bad ${bad === 1 ? 'file' : 'files'} (see above)` : ''}`;

/** "/" separators, so a baseline moves between machines. */
export const portable = (f: string) => f.split(sep).join('/');

/**
 * check --baseline: every outcome compared with the baseline, reported one line per changed
 * scenario and field (eras grouped), new and deleted scenarios named; with --update (-u) the
 * baseline is rewritten with the current outcomes instead (atomically, cli/baseline.ts).
 */
async function checkBaseline(reg: Registry, a: CheckArgs & { baseline: string }): Promise<Exit> {
  const base = readBaseline(a.baseline);
  // Entries are relative to the baseline's folder; run and report them relative to here.
  const home = dirname(resolve(a.baseline));
  const here = (f: string) => relative(process.cwd(), resolve(home, f)) || f;
  const entries = base.scenarios.map((e) => ({ ...e, file: here(e.file) }));
  let chosen = entries;
  let corpus: Corpus = { files: [], errors: [], warnings: [] };
  let added: string[] = [];
  if (a.paths?.length) {
    corpus = findScenarios(a.paths, { exclude: [a.baseline] });
    const wanted = new Set(corpus.files.map((f) => resolve(f)));
    // Deleted files are not found by the walk: an entry under one of the paths whose file is gone.
    const under = a.paths.map((p) => resolve(p));
    const gone = (f: string) => !existsSync(f) && under.some((p) => resolve(f) === p || resolve(f).startsWith(p + sep));
    chosen = entries.filter((e) => wanted.has(resolve(e.file)) || gone(e.file));
    const known = new Set(entries.map((e) => resolve(e.file)));
    added = corpus.files.filter((f) => !known.has(resolve(f)));
  }
  const present = chosen.filter((e) => existsSync(e.file));
  const deleted = chosen.filter((e) => !existsSync(e.file)).map((e) => e.file);
  const rulesets = [...new Set([...base.rulesets, ...chosen.flatMap((e) => Object.keys(e.outcomes))])];
  const unknown = rulesets.filter((id) => !reg.has(id));
  if (a.update) {
    if (unknown.length) throw new UsageError(`--update: the baseline records ${unknown.join(', ')}, which no loaded ruleset is (a plugin not given?); nothing is rewritten`);
    // Before the corpus runs: a baseline that cannot be replaced is reported at once.
    checkTarget('--baseline', a.baseline, [...present.map((e) => e.file), ...added], 'baseline');
  }
  const files = [...present.map((e) => e.file), ...added];
  const results = await runBatch(reg, files, { kind: 'snapshot', rulesets: rulesets.filter((id) => reg.has(id)) });
  const errors = reportBadFiles(corpus, results);
  const actual = new Map(results.filter((r) => !r.error).map((r) => [r.file, r.outcomes!]));
  const titles = new Map(results.map((r) => [r.file, r.title ?? '']));

  let passed = 0, failedRuns = 0;
  const failures: Failure[] = [];
  const changedFiles = new Set<string>();
  for (const e of present) {
    const now = actual.get(e.file);
    if (!now) continue; // a bad file: reported above
    for (const [id, want] of Object.entries(e.outcomes)) {
      const diffs = reg.has(id)
        ? flatChanges(want, now[id]!).map((c) => ({ field: c.field, expected: c.from, actual: c.to }))
        : [{ field: 'ruleset', expected: id, actual: 'no such ruleset' }];
      if (!diffs.length) { passed++; continue; }
      failedRuns++;
      changedFiles.add(e.file);
      for (const d of diffs) failures.push({ file: e.file, scenario: titles.get(e.file)!, ruleset: id, ...d });
    }
  }
  const fresh = added.filter((f) => actual.has(f));
  const failed = failedRuns + fresh.length + deleted.length;

  if (a.update) {
    if (errors.length) {
      out(`${a.baseline}: not rewritten (${errors.length} bad ${errors.length === 1 ? 'file' : 'files'})`);
      return 2;
    }
    const rewritten = new Set([...present.map((e) => e.file), ...deleted]);
    const keep = entries.filter((e) => !rewritten.has(e.file));
    const doc: Snapshot = {
      schemaVersion: 1,
      rulesets: base.rulesets,
      scenarios: [
        ...keep,
        ...[...present.map((e) => e.file), ...fresh].map((f) => ({ file: f, outcomes: pick(actual.get(f)!, base.rulesets) })),
      ].map((e) => ({ file: portable(relative(home, resolve(e.file))), outcomes: e.outcomes }))
        .sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0)),
    };
    writeAtomically('--baseline', a.baseline, `${JSON.stringify(doc, null, 1)}\n`, files, 'baseline');
    const n = (k: number, what: string) => `${k} ${what}`;
    out(`${a.baseline}: rewritten (${n(changedFiles.size, 'changed')}, ${n(fresh.length, 'new')}, ${n(deleted.length, 'deleted')} scenarios)`);
    return 0;
  }

  if (a.json) {
    json({ passed, failed, failures, new: fresh, deleted, errors: errorsJson(errors), baseline: a.baseline });
  } else {
    const fmt = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
    const lines: string[] = [];
    for (const file of [...changedFiles]) {
      for (const { field, groups } of groupChanges(failures.filter((f) => f.file === file))) {
        lines.push(`${file}: ${field}: ${groups.map((g) => `${fmt(g.from)} -> ${fmt(g.to)} (${rulesetLabel(g.rulesets, reg.ids)})`).join('; ')}`);
      }
    }
    for (const f of fresh) lines.push(`${f}: new scenario, not in the baseline`);
    for (const f of deleted) lines.push(`${f}: deleted: in the baseline, but the file is gone`);
    lines.push(summary(passed, failed, errors.length));
    if (failed) lines.push(`To accept these outcomes: mtg-eras check --baseline ${a.baseline}${a.paths?.length ? ` ${a.paths.join(' ')}` : ''} -u`);
    out(lines.join('\n'));
  }
  return errors.length ? 2 : failed ? 1 : 0;
}

function pick(o: Record<string, FlatOutcome>, ids: string[]): Record<string, FlatOutcome> {
  return Object.fromEntries(ids.filter((id) => o[id]).map((id) => [id, o[id]!]));
}
