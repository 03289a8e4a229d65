// Runs a task over many scenario files, in this thread or in worker threads. Shows progress on
// stderr when the corpus is large and stderr is a terminal.
//
// Workers are opt-in (MTG_ERAS_WORKERS=N): on the project's 2-core machines two workers were
// slower than one thread (the work allocates heavily and the two cores contend; two separate
// processes slow down the same way), measured with `npm run bench`. Where cores are independent,
// MTG_ERAS_WORKERS=2 splits the corpus.
import { availableParallelism } from 'node:os';
import type { Registry } from '../core/registry.js';
import { pluginsOf } from './context.js';
import { report } from './io.js';
import type { BadFile, Corpus } from './scenarios.js';
import { runTask, type FileResult, type Task } from './tasks.js';

/** Below this many files, worker start-up (each loads the engine) costs more than it saves. */
const WORKER_THRESHOLD = 400;

export interface BatchOptions { workers?: number }

export async function runBatch(reg: Registry, files: string[], task: Task, opts: BatchOptions = {}): Promise<FileResult[]> {
  const env = Number(process.env.MTG_ERAS_WORKERS);
  const workers = Math.min(opts.workers ?? (Number.isInteger(env) && env > 0 ? env : 1), availableParallelism() * 2);
  const progress = progressReporter(files.length);
  if (workers < 2 || files.length < WORKER_THRESHOLD) {
    const out = files.map((f, i) => { const r = runTask(reg, f, task); progress(i + 1); return r; });
    progress(-1);
    return out;
  }
  // Loaded only here: node:worker_threads loads Node's stream modules, start-up time a single file does not need.
  const { Worker } = await import('node:worker_threads');
  // Interleaved chunks keep the workers' loads even when file sizes vary by folder.
  const chunks = Array.from({ length: workers }, (_, w) => files.filter((_, i) => i % workers === w));
  let done = 0;
  const results = await Promise.all(chunks.map((chunk) => new Promise<FileResult[]>((resolve, reject) => {
    const sub: Task = task.kind === 'baseline'
      ? { kind: 'baseline', expected: Object.fromEntries(chunk.map((f) => [f, task.expected[f] ?? {}])) }
      : task;
    const w = new Worker(new URL('./worker.js', import.meta.url), { workerData: { files: chunk, task: sub, plugins: pluginsOf(reg) } });
    w.on('message', (m: { progress?: number; results?: FileResult[]; error?: string }) => {
      if (m.progress) progress((done += m.progress));
      if (m.results) resolve(m.results);
      if (m.error) reject(new Error(m.error));
    });
    w.on('error', reject);
    w.on('exit', (code) => { if (code !== 0) reject(new Error(`worker exited with code ${code}`)); });
  })));
  progress(-1);
  const byFile = new Map(results.flat().map((r) => [r.file, r]));
  return files.map((f) => byFile.get(f)!);
}

function progressReporter(total: number): (n: number) => void {
  // The count first: asking process.stderr creates it, which loads Node's stream modules.
  if (total < 200 || !process.stderr.isTTY) return () => {};
  let last = 0;
  return (n) => {
    if (n < 0) { process.stderr.write('\r\x1b[K'); return; }
    const now = Date.now();
    if (now - last < 100 && n < total) return;
    last = now;
    process.stderr.write(`\r${n}/${total} scenarios`);
  };
}

/**
 * Reports a corpus's bad entries (the walk's, then each file that failed to load or run, in file
 * order) on stderr, one line each, and its skipped entries as warnings; returns the bad ones.
 */
export function reportBadFiles(corpus: Corpus, results: FileResult[]): BadFile[] {
  for (const w of corpus.warnings) report(w, 'warning');
  const bad = [...corpus.errors, ...results.filter((r) => r.error).map((r) => ({ file: r.file, error: r.error! }))];
  for (const b of bad) report(b.error);
  return bad;
}
