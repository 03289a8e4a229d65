import { dirname, relative, resolve } from 'node:path';
import { baselineText, checkTarget, isBaseline, writeAtomically } from '../baseline.js';
import { reportBadFiles, runBatch } from '../batch.js';
import { registryFor, type PluginOptions } from '../context.js';
import { out, UsageError, type Exit } from '../io.js';
import { findScenarios } from '../scenarios.js';
import { portable } from './check.js';

export type { Snapshot } from '../baseline.js';

/** Records outcomes: stable order (files sorted, rulesets chronological), written atomically (cli/baseline.ts). */
export async function snapshot(a: PluginOptions & { paths: string[]; rulesets?: string; out: string }): Promise<Exit> {
  const reg = await registryFor(a);
  const sel = reg.select(a.rulesets ?? 'all');
  if (!sel.ok) throw new UsageError(`--rulesets: ${sel.error}`);
  const ids = sel.ids;
  // A baseline written into the corpus folder is left out of the walk; any other file there (a
  // scenario) is walked, so checkTarget finds it among the inputs and refuses to overwrite it.
  const corpus = findScenarios(a.paths, { exclude: isBaseline(a.out) ? [a.out] : [] });
  const files = corpus.files;
  // Before the corpus runs: a target that cannot be written (or is an input) is reported at once.
  checkTarget('--out', a.out, files, 'baseline');
  const results = await runBatch(reg, files, { kind: 'snapshot', rulesets: ids, text: true });
  // A baseline missing some scenarios would later pass silently: with any bad file, nothing is written.
  const errors = reportBadFiles(corpus, results);
  if (errors.length) {
    out(`${a.out}: not written (${errors.length} bad ${errors.length === 1 ? 'file' : 'files'})`);
    return 2;
  }
  // Paths are stored relative to the baseline's own folder, so check --baseline works from anywhere.
  const home = dirname(resolve(a.out));
  const scenarios = results
    .map((r) => ({ file: portable(relative(home, resolve(r.file))), outcomes: r.outcomesText! }))
    .sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0));
  writeAtomically('--out', a.out, baselineText(ids, scenarios), files, 'baseline');
  out(`${a.out}: ${files.length} scenarios x ${ids.length} rulesets recorded`);
  return 0;
}
