// The playground's engine, off the page's thread: a Web Worker (started from a Blob, since the page
// is one self-contained file) that parses the scenario, runs it under the chosen eras, checks its
// `expect`, and renders the outcome as `mtg-eras report` does. It stays alive between edits, so
// the compiled engine, the registry and the parsed rule quotes are reused; the page only swaps in
// the parts of the HTML that changed. A long run (a board near the input limits) never freezes typing: the page restarts the
// worker when a newer edit waits on it (main.ts).
import { compressToEncodedURIComponent } from 'lz-string';
import { createRegistry } from '../../compose.js';
import { renderParts, reportOf } from '../../cli/report/report.js';
import { bestMismatches } from '../../core/explore/expect.js';
import { mismatches, type Result } from '../../core/outcome.js';
import { runOrError } from '../../core/run.js';
import { parseScenario } from '../../core/scenario/load.js';
import type { Expectation } from '../../core/scenario/scenario.js';

/** What the page asks: a scenario's text and the eras to run it under. */
export interface Request { seq: number; text: string; eras: string[] }
/** One `expect` entry: where it is written and whether it holds in each of its eras. */
export interface ExpectMark { line: number; selector: string; eras: number; failures: string[] }
/** Sent first, before the run: the text for the share link (compressing a large text is not for the page's thread). */
export interface Shared { seq: number; shared: string }
export interface Reply {
  seq: number;
  /**
   * The outcome as HTML (report.ts, escaped) in parts, joined by newlines: the page replaces only
   * the parts that changed. Null when the text is not a valid scenario.
   */
  parts: string[] | null;
  /** The CLI's one-line error and where it points. */
  problem: { line: number; message: string } | null;
  expectations: ExpectMark[];
  /** Time in the worker: parse, runs, checks and rendering. */
  ms: number;
}

const reg = createRegistry();
/** In the playground the log of a huge board is cut: the page must stay light (the CLI shows it all). */
const MAX_EVENTS = 80, MAX_ROWS = 60;

/** The line (1-based) of an expectation's selector under `expect:`, as written in the text. */
function lineOf(lines: readonly string[], selector: string): number {
  const top = lines.findIndex((l) => /^expect\s*:/.test(l));
  if (top < 0) return 1;
  const quoted = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^\\s+["']?${quoted}["']?\\s*:`);
  for (let i = top + 1; i < lines.length; i++) {
    if (/^\S/.test(lines[i]!) && !lines[i]!.startsWith('#')) break;
    if (re.test(lines[i]!)) return i + 1;
  }
  return top + 1;
}

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function check(e: Expectation, result: (id: string) => Result, s: Parameters<typeof bestMismatches>[1]): string[] {
  const out: string[] = [];
  for (const id of e.rulesets) {
    const r = result(id);
    if (r.status === 'error') { out.push(`${id}: ${r.reason ?? 'error'}`); continue; }
    for (const m of [...mismatches(r, e.outcome), ...bestMismatches(reg, s, id, e)]) out.push(`${id}: ${m.field} expected ${show(m.expected)}, got ${show(m.actual)}`);
  }
  return out;
}

export function handle(req: Request): Reply {
  const t0 = performance.now();
  try {
    const s = parseScenario('scenario.yaml', req.text, (sel) => reg.select(sel, { eras: true }));
    const report = reportOf(reg, s, req.eras);
    const byId = new Map(report.results.map((r) => [r.ruleset, r]));
    const result = (id: string) => byId.get(id) ?? byId.set(id, runOrError(reg, s, id, { log: false })).get(id)!;
    const lines = req.text.split('\n');
    const expectations = s.expect.map((e) => ({ line: lineOf(lines, e.selector), selector: e.selector, eras: e.rulesets.length, failures: check(e, result, s) }));
    const parts = req.eras.length ? renderParts(report, 0, false, reg, undefined, { compact: true, maxEvents: MAX_EVENTS, maxRows: MAX_ROWS }) : ['<p>Pick at least one era.</p>'];
    return { seq: req.seq, parts, problem: null, expectations, ms: performance.now() - t0 };
  } catch (e) {
    const message = (e as Error).message;
    const at = /^scenario\.yaml:(\d+):(\d+): /.exec(message);
    return { seq: req.seq, parts: null, problem: { line: at ? Number(at[1]) : 1, message: `mtg-eras: ${message}` }, expectations: [], ms: performance.now() - t0 };
  }
}

// In a worker (not when a test imports this file): answer each request in turn.
declare const WorkerGlobalScope: unknown;
if (typeof WorkerGlobalScope !== 'undefined') {
  const scope = self as unknown as { onmessage: (m: MessageEvent<Request>) => void; postMessage: (r: Reply | Shared) => void };
  // The outcome first; then the share link's text (the page is not waiting on it).
  scope.onmessage = (m) => {
    scope.postMessage(handle(m.data));
    scope.postMessage({ seq: m.data.seq, shared: compressToEncodedURIComponent(m.data.text) });
  };
}
