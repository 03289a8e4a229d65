import { reportOf, renderReport } from '../report/report.js';
import { checkTarget, writeAtomically } from '../baseline.js';
import { reportBadFiles } from '../batch.js';
import { registryFor, type PluginOptions } from '../context.js';
import { out, report, UsageError, type Exit } from '../io.js';
import { findScenarios, load } from '../scenarios.js';
import { selectIds } from './diff.js';

export async function reportCommand(a: PluginOptions & { paths: string[]; out: string; rulesets?: string; at?: string[] }): Promise<Exit> {
  const reg = await registryFor(a);
  const ids = selectIds(reg, a.rulesets, a.at);
  const corpus = findScenarios(a.paths);
  if (!corpus.files.length && !corpus.errors.length) throw new UsageError('report: no scenario files in the paths given');
  // Before the scenarios run: a target that cannot be written is reported at once.
  checkTarget('--out', a.out, corpus.files, 'report');
  const bad: { file: string; error: string }[] = [];
  const reports = corpus.files.flatMap((f) => {
    try {
      return [reportOf(reg, load(f, reg), ids)];
    } catch (e) {
      bad.push({ file: f, error: (e as Error).message });
      return [];
    }
  });
  const errors = reportBadFiles(corpus, bad.map((b) => ({ file: b.file, error: b.error, runs: 0 })));
  if (errors.length) {
    out(`${a.out}: not written (${errors.length} bad ${errors.length === 1 ? 'file' : 'files'})`);
    return 2;
  }
  // The exit codes of diff: a ruleset that failed (a plugin's error) is 2, each failed run named on
  // stderr, and, as with a bad file, nothing is written (a CI step cannot pass on a page with an
  // error in it); outcomes that differ are 1.
  const failed = reports.flatMap((r) => r.results.filter((x) => x.status === 'error').map((x) => `${r.scenario.file}: ${x.reason ?? `ruleset ${x.ruleset} failed`}`));
  if (failed.length) {
    for (const line of failed) report(line);
    out(`${a.out}: not written (${failed.length} failed ${failed.length === 1 ? 'run' : 'runs'} of a plugin)`);
    return 2;
  }
  writeAtomically('--out', a.out, renderReport(reports, reg), corpus.files, 'report');
  out(`${a.out}: ${reports.length} scenario${reports.length === 1 ? '' : 's'} under ${ids.length} ruleset${ids.length === 1 ? '' : 's'}`);
  return reports.some((r) => r.differences.length) ? 1 : 0;
}
