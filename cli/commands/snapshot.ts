import { renameSync, writeFileSync, unlinkSync } from 'node:fs';
import { dirname, basename, join, relative, resolve, sep } from 'node:path';
import type { FlatOutcome } from '../../core/compare.js';
import { reportBadFiles, runBatch } from '../batch.js';
import { registryFor, type PluginOptions } from '../context.js';
import { out, UsageError, type Exit } from '../io.js';
import { findScenarios } from '../scenarios.js';

export interface Snapshot {
  schemaVersion: 1;
  rulesets: string[];
  scenarios: { file: string; outcomes: Record<string, FlatOutcome> }[];
}

/** Records outcomes: stable order (files sorted, rulesets chronological), written atomically. */
export async function snapshot(a: PluginOptions & { paths: string[]; rulesets?: string; out: string }): Promise<Exit> {
  const reg = await registryFor(a);
  const ids = reg.select(a.rulesets ?? 'all');
  if (typeof ids === 'string') throw new UsageError(`--rulesets: ${ids}`);
  const corpus = findScenarios(a.paths);
  const files = corpus.files;
  const results = await runBatch(reg, files, { kind: 'snapshot', rulesets: ids });
  // A baseline missing some scenarios would later pass silently: with any bad file, nothing is written.
  const errors = reportBadFiles(corpus, results);
  if (errors.length) {
    out(`${a.out}: not written (${errors.length} bad ${errors.length === 1 ? 'file' : 'files'})`);
    return 2;
  }
  // Paths are stored relative to the baseline's own folder, so check --baseline works from anywhere.
  const home = dirname(resolve(a.out));
  const doc: Snapshot = {
    schemaVersion: 1,
    rulesets: ids,
    scenarios: results
      .map((r) => ({ file: portable(relative(home, resolve(r.file))), outcomes: r.outcomes! }))
      .sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0)),
  };
  writeAtomically(a.out, `${JSON.stringify(doc, null, 1)}\n`);
  out(`${a.out}: ${files.length} scenarios x ${ids.length} rulesets recorded`);
  return 0;
}

/** "/" separators, so a baseline moves between machines. */
function portable(f: string): string {
  return f.split(sep).join('/');
}

/** Write to a temporary file beside the target, then rename: a killed run never leaves a torn file. */
export function writeAtomically(file: string, text: string): void {
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (e) {
    try { unlinkSync(tmp); } catch { /* already gone */ }
    throw new UsageError(`--out ${file}: cannot write (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}
