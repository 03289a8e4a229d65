// The documentation speaks in the project's own words: it names public sources (the Comprehensive
// Rules, D'Angelo's summaries, articles, other engines' tests) and the project's own pages, never
// notes, drafts or tickets a reader cannot open. The corpus counts as documentation, and so does
// every text the tool prints from a ruleset or a research file (rule numbers, sources, notes).
import test from 'ava';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// An unshipped notes file (but not a page of our own such as docs/architecture/era-models.md), a
// draft's section sign, a ticket number, a seed file of the research, a path outside the repository.
const INTERNAL = /(?<![\w/-])(eras|mechanics-by-era)\.md\b|\bmechanics-by-era\b|\bspec §|§\s?\d|\bissues? \d|\bseeds? 0\d\d\b|shared\/(rules|spec|seeds)\b|\/work\//i;

const SKIP = new Set(['node_modules', 'dist', '.git']);
function files(dir: string, keep: (f: string) => boolean): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (SKIP.has(f)) return [];
    return statSync(p).isDirectory() ? files(p, keep) : keep(p) ? [p] : [];
  });
}

/** "file:line: text" for each line that names something a reader cannot open. */
export function internalReferences(paths: readonly string[]): string[] {
  return paths.flatMap((p) => readFileSync(p, 'utf8').split('\n').flatMap((line, i) => (INTERNAL.test(line) ? [`${p}:${i + 1}: ${line.trim().slice(0, 160)}`] : [])));
}

test('the README, docs/ (pages, corpus, ruleset pages, research) and the code name no unshipped notes, drafts or tickets', (t) => {
  const docs = files('docs', (p) => /\.(md|ya?ml|json|py)$/.test(p));
  // The code's comments too: they say which rule, not which ticket.
  const code = ['rulesets', 'core', 'cli', 'bench', 'scripts'].flatMap((d) => files(d, (p) => /\.(ts|mjs)$/.test(p)));
  t.true(docs.length > 1000, 'the corpus and the pages are scanned');
  t.deepEqual(internalReferences(['README.md', ...docs, ...code]), []);
});

test('the check finds each kind of internal reference and spares the project\'s own pages', (t) => {
  const bad = ['see eras.md S15', 'mechanics-by-era.md §3.1', 'spec §4 default', 'issue 9', '(seed 000)', '../shared/rules/x', '/work/main'];
  for (const line of bad) t.true(INTERNAL.test(line), line);
  for (const line of ['docs/architecture/era-models.md', 'D\'Angelo C.5.10 (~2002 summary)', 'CR 702.19b (2024-11-08)', 'Forsythe 2009']) t.false(INTERNAL.test(line), line);
});
