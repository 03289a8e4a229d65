import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { reportBadFiles, runBatch } from '../batch.js';
import { registryFor, type PluginOptions } from '../context.js';
import { InputErrorAt, json, out, type Exit } from '../io.js';
import { findScenarios, scenarioFiles, type Corpus } from '../scenarios.js';
import type { Failure, FileResult } from '../tasks.js';
import type { Snapshot } from './snapshot.js';

export async function check(a: PluginOptions & { paths?: string[]; baseline?: string; json?: boolean }): Promise<Exit> {
  const reg = await registryFor(a);
  let files: string[];
  let results: FileResult[];
  let corpus: Corpus = { files: [], errors: [], warnings: [] };
  const missing: Failure[] = [];
  if (a.baseline) {
    const base = readBaseline(a.baseline);
    // Entries are relative to the baseline's folder; run and report them relative to here.
    const home = dirname(resolve(a.baseline));
    const entries = base.scenarios.map((e) => ({ ...e, file: relative(process.cwd(), resolve(home, e.file)) || e.file }));
    let chosen = entries;
    if (a.paths?.length) {
      const wanted = new Set(scenarioFiles(a.paths).map((f) => resolve(f)));
      chosen = entries.filter((e) => wanted.has(resolve(e.file)));
      const known = new Set(entries.map((e) => resolve(e.file)));
      for (const f of [...wanted].filter((w) => !known.has(w))) {
        missing.push({ file: relative(process.cwd(), f), scenario: '', ruleset: '*', field: 'baseline', expected: 'an entry for this scenario', actual: 'none' });
      }
    }
    files = [];
    for (const e of chosen) {
      if (existsSync(e.file)) files.push(e.file);
      else missing.push({ file: e.file, scenario: '', ruleset: '*', field: 'file', expected: 'a scenario file', actual: 'missing' });
    }
    const expected = Object.fromEntries(chosen.map((e) => [e.file, e.outcomes]));
    results = await runBatch(reg, files, { kind: 'baseline', expected });
  } else {
    corpus = findScenarios(a.paths ?? []);
    files = corpus.files;
    results = await runBatch(reg, files, { kind: 'check' });
  }
  const errors = reportBadFiles(corpus, results);
  const failures = [...missing, ...results.flatMap((r) => r.failures ?? [])];
  const passed = results.reduce((n, r) => n + (r.passed ?? 0), 0);
  const failed = missing.length + results.reduce((n, r) => n + (r.failed ?? 0), 0);
  if (a.json) {
    json({ passed, failed, failures, errors: errors.map((e) => ({ file: e.file, message: e.error })), ...(a.baseline ? { baseline: a.baseline } : {}) });
  } else {
    const show = (v: unknown) => JSON.stringify(v);
    const word = a.baseline ? 'baseline' : 'expected';
    const lines = failures.map((f) => `${f.file}: ${f.ruleset}: ${f.field}: ${word} ${show(f.expected)}, actual ${show(f.actual)}`);
    lines.push(`${passed} passed, ${failed} failed${errors.length ? `, ${errors.length} bad ${errors.length === 1 ? 'file' : 'files'} (see above)` : ''}`);
    out(lines.join('\n'));
  }
  return errors.length ? 2 : failed ? 1 : 0;
}

function readBaseline(file: string): Snapshot {
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new InputErrorAt(`${file}: cannot read the baseline (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const d = doc as Partial<Snapshot>;
  if (d.schemaVersion !== 1 || !Array.isArray(d.scenarios) || d.scenarios.some((s) => typeof s?.file !== 'string' || typeof s.outcomes !== 'object')) {
    throw new InputErrorAt(`${file}: expected a baseline written by "mtg-eras snapshot" (schemaVersion 1, scenarios: [{ file, outcomes }])`);
  }
  return d as Snapshot;
}

