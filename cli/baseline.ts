// Baselines (snapshot --out, check --baseline [-u]): read with validation, written like a database
// writes, and compared into a compact report.
//
// Writing: the target is checked before the corpus runs (its folder exists and is writable; it is
// not one of the inputs, not a device, FIFO or folder, not read-only); the text goes to a temporary
// file in the target's own folder, is fsync'ed, renamed over the target, and the folder is fsync'ed,
// so a crash leaves the old baseline or the new one, never a torn one. A symbolic link is written
// through (the file it names is replaced; the link stays). SIGINT/SIGTERM/SIGHUP during the write
// wait for it to finish or be undone, then end the process as the signal would; a temporary file
// left by a killed run (SIGKILL) is removed by the next write.
export { rulesetLabel } from '../core/compare.js';
import { closeSync, fsyncSync, lstatSync, openSync, readdirSync, readFileSync, readSync, readlinkSync, realpathSync, renameSync, statSync, unlinkSync, writeSync, accessSync, constants } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import * as v from 'valibot';
import { eachFlatField, flatOutcome, namesFieldTwice, sameFlatOutcome, type FlatOutcome } from '../core/compare.js';
import type { Result } from '../core/outcome.js';
import { lineCol, parseJson } from '../core/scenario/json-error.js';
import { reservedKey } from '../core/scenario/load.js';
import { visible } from '../core/visible.js';
import { InputErrorAt, UsageError } from './io.js';

export interface Snapshot {
  schemaVersion: 1;
  rulesets: string[];
  scenarios: { file: string; outcomes: Record<string, FlatOutcome> }[];
}

const Value = v.union([v.string(), v.number(), v.boolean()], 'expected a string, number or boolean');
const BaselineSchema = v.object({
  $schema: v.optional(v.string()),
  schemaVersion: v.literal(1, 'expected schemaVersion 1'),
  rulesets: v.array(v.string('expected a ruleset id'), 'expected a list of ruleset ids'),
  scenarios: v.pipe(v.array(v.strictObject({
    file: v.pipe(v.string('expected a file path'), v.minLength(1, 'expected a file path')),
    // An entry that records no ruleset (or a list) would check nothing and pass: refused.
    outcomes: v.pipe(
      v.record(v.string(), v.record(v.string(), Value, 'expected an outcome { field: value }'), 'expected { ruleset: outcome }'),
      v.check((o) => !Array.isArray(o), 'expected { ruleset: outcome }, not a list'),
      v.check((o) => Object.keys(o).length > 0, 'expected { ruleset: outcome } with at least one ruleset (an empty entry checks nothing)'),
    ),
  }, 'expected { file, outcomes }'), 'expected a list of scenarios'), v.minLength(1, 'expected a list of scenarios with at least one (an empty baseline checks nothing)')),
}, 'expected a baseline written by "mtg-eras snapshot" (schemaVersion 1, rulesets, scenarios: [{ file, outcomes }])');

/** Reads and validates a baseline; any problem is one line naming file:line:col. */
export function readBaseline(file: string): Snapshot {
  let text: string;
  try {
    if (!statSync(file).isFile()) throw Object.assign(new Error(), { code: 'not a regular file' });
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new InputErrorAt(`${file}: cannot read the baseline (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const json = parseJson(text);
  if ('reason' in json) throw new InputErrorAt(`${file}:${json.at}: invalid JSON: ${json.reason}`);
  const doc = json.doc;
  const at = (path: (string | number)[]) => {
    // The deepest node of the path that exists (a missing field is reported at its object).
    const tree = parseTree(text);
    let node;
    for (let n = path.length; n >= 0 && tree && !node; n--) node = findNodeAtLocation(tree, path.slice(0, n));
    const { line, col } = lineCol(text, node?.offset ?? 0);
    return `${file}:${line}:${col}`;
  };
  const reserved = reservedKey(doc);
  if (reserved) throw new InputErrorAt(`${at(reserved.slice(0, -1))}: "${visible(String(reserved.at(-1)))}" is a reserved word and cannot be a key`);
  const parsed = v.safeParse(BaselineSchema, doc);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = (issue.path ?? []).map((p) => p.key as string | number);
    const name = path.length ? `${visible(path.join('.'))}: ` : '';
    throw new InputErrorAt(`${at(path)}: ${name}${issue.message.startsWith('expected') ? issue.message : 'expected a baseline written by "mtg-eras snapshot"'}`);
  }
  const seen = new Set<string>();
  parsed.output.scenarios.forEach((s, i) => {
    if (seen.has(s.file)) throw new InputErrorAt(`${at(['scenarios', i, 'file'])}: "${visible(s.file)}" is listed twice`);
    seen.add(s.file);
  });
  return parsed.output as Snapshot;
}

/**
 * The text of a baseline, exactly as `JSON.stringify(doc, null, 1)` writes the document with these
 * rulesets and scenarios, each scenario's outcomes already written by outcomesText (sorted by the
 * caller). Written piece by piece: a snapshot of 5,000 scenarios under ten rulesets holds 50,000
 * outcomes of some 38 fields each, and keeping them all as objects to stringify them at the end
 * cost a second or more (V8 keeps objects with that many fields set by name in dictionary mode).
 */
export function* baselineText(rulesets: readonly string[], scenarios: readonly { file: string; outcomes: readonly string[] }[]): Generator<string, void> {
  // In chunks of about a megabyte, each made when the writer asks for it (writeAtomically): the
  // whole text (48 MB) and its bytes are never in memory at once.
  let parts: string[] = [], length = 0;
  const put = (piece: string) => {
    parts.push(piece);
    length += piece.length;
  };
  const full = () => length >= CHUNK;
  const take = () => { const chunk = parts.join(''); parts = []; length = 0; return chunk; };
  put('{\n "schemaVersion": 1,\n "rulesets": ');
  put(rulesets.length ? `[\n${rulesets.map((id) => `  ${JSON.stringify(id)}`).join(',\n')}\n ]` : '[]');
  put(',\n "scenarios": ');
  if (!scenarios.length) put('[]');
  for (let i = 0; i < scenarios.length; i++) {
    const e = scenarios[i]!;
    put(i ? ',\n  {\n   "file": ' : '[\n  {\n   "file": ');
    put(JSON.stringify(e.file));
    put(',\n   "outcomes": ');
    for (const piece of e.outcomes) put(piece);
    put('\n  }');
    if (full()) yield take();
  }
  if (scenarios.length) put('\n ]');
  put('\n}\n');
  yield take();
}

const CHUNK = 1 << 20;

/**
 * One scenario's results as the "outcomes" of its baseline entry, in pieces whose concatenation
 * is its text in baselineText's layout: each result's flat outcome (flatOutcome) under its
 * ruleset. Results that flatten alike (most rulesets of a scenario agree) are flattened and
 * written once, and their text is shared by the pieces, not copied.
 */
export function outcomesText(results: readonly Result[]): string[] {
  // A ruleset id that is an array index, or one given twice, takes another place in an object
  // than in the list (a plugin may name a ruleset "1994"): the object is made and written then.
  const ids = results.map((r) => r.ruleset);
  if (new Set(ids).size < ids.length || ids.some((id) => /^(0|[1-9][0-9]*)$/.test(id) && Number(id) < 2 ** 32 - 1)) {
    const o: Record<string, FlatOutcome> = {};
    for (const r of results) o[r.ruleset] = flatOutcome(r);
    return [atDepth(3, o)];
  }
  if (!results.length) return ['{}'];
  const written: { r: Result; text: string }[] = [];
  const parts = ['{\n'];
  results.forEach((r, i) => {
    let w = written.find((x) => sameFlatOutcome(x.r, r));
    if (!w) written.push((w = { r, text: outcomeText(r) }));
    parts.push(i ? ',\n' : '', rulesetKey(r.ruleset), w.text);
  });
  parts.push('\n   }');
  return parts;
}

/**
 * A result's flat outcome as JSON.stringify writes it at an outcome's depth in the document (4),
 * written from the result, field by field, without the object: fields at 5 spaces, values as
 * JSON writes them (a number that is not finite as null).
 */
function outcomeText(r: Result): string {
  if (namesFieldTwice(r)) return atDepth(4, flatOutcome(r));
  const parts: string[] = [];
  eachFlatField(r, (k, v) => {
    if (v === undefined) return; // as JSON.stringify leaves it out
    parts.push(parts.length ? ',\n     ' : '{\n     ', fieldKey(k), typeof v === 'string' ? JSON.stringify(v) : typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'null') : v ? 'true' : 'false');
  });
  if (!parts.length) return '{}';
  parts.push('\n    }');
  return parts.join('');
}

/** A text made once per key; past `limit` keys it starts again, so a long-running caller stays bounded. */
function madeOnce(limit: number, make: (key: string) => string): (key: string) => string {
  const made = new Map<string, string>();
  return (key) => {
    let t = made.get(key);
    if (t === undefined) {
      if (made.size >= limit) made.clear();
      made.set(key, (t = make(key)));
    }
    return t;
  };
}

/** `"name": ` for a field name. */
const fieldKey = madeOnce(100_000, (k) => `${JSON.stringify(k)}: `);
/** `    "id": ` for a ruleset id (50,000 outcomes name ten rulesets). */
const rulesetKey = madeOnce(1000, (id) => `    ${JSON.stringify(id)}: `);

/**
 * The text JSON.stringify(doc, null, 1) writes for value nested at this depth in doc (an outcome
 * is at 4: document, scenarios, entry, outcomes): value stringified inside as many lists, which are
 * cut off again ("[\n" plus the indent before each level's opening, "\n" and the indent before
 * each closing "]").
 */
function atDepth(depth: number, value: object): string {
  let nested: unknown = value;
  for (let i = 0; i < depth; i++) nested = [nested];
  const text = JSON.stringify(nested, null, 1);
  const closing = (depth * (depth + 3)) / 2; // the sum of i + 2 for i below depth
  return text.slice(closing + depth, text.length - closing);
}

/** Past this size a file is not read whole to tell whether it is a baseline: only its beginning is. */
const READ_WHOLE = 64 * 1024 * 1024;
/**
 * How every baseline this tool writes begins (JSON.stringify with an indent): a file that begins so
 * is one, whatever its size, without parsing the rest (a snapshot of 5,000 scenarios under ten
 * rulesets is 48 MB, half a second to parse, and its target is asked about up to three times).
 */
const WRITTEN_HEAD = /^\uFEFF?\s*\{\s*"schemaVersion"\s*:\s*1\s*,\s*"rulesets"\s*:\s*\[/;

/** The first bytes of a file, as text. */
function head(file: string, bytes = 256): string {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    return buf.subarray(0, readSync(fd, buf, 0, bytes, 0)).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/**
 * Whether an existing file is a baseline, not a scenario: one that begins as this tool writes them,
 * or (a baseline written by other means, up to 64 MB) valid JSON with a baseline's fields. Only a
 * baseline is left out of the corpus walk when it is the target of a write.
 */
export function isBaseline(file: string): boolean {
  try {
    const st = statSync(file);
    if (!st.isFile()) return false;
    if (WRITTEN_HEAD.test(head(file))) return true;
    if (st.size > READ_WHOLE) return false;
    const doc = parseJson(readFileSync(file, 'utf8'));
    if ('reason' in doc) return false;
    const d = doc.doc as Record<string, unknown> | null;
    return !!d && typeof d === 'object' && d.schemaVersion === 1 && Array.isArray(d.rulesets) && Array.isArray(d.scenarios);
  } catch {
    return false;
  }
}

/** The file a write to target really replaces: a symbolic link is followed (written through). */
function realTarget(target: string): string {
  let f = resolve(target);
  for (let hops = 0; hops < 40; hops++) {
    let st;
    try { st = lstatSync(f); } catch { return f; }
    if (!st.isSymbolicLink()) return f;
    f = resolve(dirname(f), readlinkSync(f));
  }
  throw new UsageError(`${target}: too many symbolic links`);
}

/**
 * Checks, before any work, that target can be written: its folder exists and is writable, it is
 * not one of the input files, and if it exists it is a regular file that is not read-only.
 */
export function checkTarget(option: string, target: string, inputs: readonly string[] = [], replaces?: Replaces): void {
  const bad = (why: string): never => { throw new UsageError(`${option} ${target}: ${why}`); };
  // /dev/stdout, a FIFO, a folder: whatever the link leads to, only a regular file is replaced.
  let named;
  try { named = statSync(target, { throwIfNoEntry: false }); } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    bad(code === 'ELOOP' ? 'a symbolic link loop' : `cannot be read (${code ?? (e as Error).message})`);
  }
  if (named && !named.isFile()) bad('not a regular file (a device, FIFO, socket or folder); name a file');
  const real = realTarget(target);
  const dir = dirname(real);
  let dst;
  try { dst = statSync(dir); } catch { bad(`the folder ${dir} does not exist`); }
  if (!dst!.isDirectory()) bad(`${dir} is not a folder`);
  try { accessSync(dir, constants.W_OK); } catch { bad(`the folder ${dir} is not writable`); }
  let st;
  try { st = statSync(real); } catch { return; } // a new file
  if (!st.isFile()) bad('not a regular file (a device, FIFO, socket or folder); name a file');
  // The owner's write bit: a read-only baseline is protected even from root, who passes access().
  if ((st.mode & 0o200) === 0) bad('the file is read-only; make it writable to replace it');
  try { accessSync(real, constants.W_OK); } catch { bad('the file is not writable'); }
  // An input is the target if their real paths are equal; only a file with the target's inode can
  // be (one stat per input, not a real path: a corpus has thousands of files).
  const file = st;
  let realPath: string | undefined;
  const same = (f: string) => {
    try {
      const s = statSync(f);
      return s.ino === file.ino && s.dev === file.dev && realpathSync(f) === (realPath ??= realpathSync(real));
    } catch {
      return false;
    }
  };
  if (inputs.some(same)) bad('it is one of the input files; name another file');
  // An existing file is replaced only by what it already is (a baseline by a baseline, a report by
  // a report): a scenario or any other file named by mistake is kept.
  if (replaces && !REPLACEABLE[replaces](real)) bad(`it exists and is not ${replaces === 'baseline' ? 'a baseline' : 'a report'} (replacing it would lose it); name a new file, or remove it first`);
}

/** What kind of file a write may replace. */
export type Replaces = 'baseline' | 'report';

const REPLACEABLE: Record<Replaces, (file: string) => boolean> = {
  // A baseline, or one being regenerated: empty, or broken but still naming a baseline's fields.
  baseline: (file) => isBaseline(file) || (() => {
    try {
      if (statSync(file).size > READ_WHOLE) return false;
      const text = readFileSync(file, 'utf8').trim();
      return text === '' || text === '{}' || (text.includes('"schemaVersion"') && text.includes('"scenarios"'));
    } catch {
      return false;
    }
  })(),
  report: (file) => {
    try {
      return /^\s*<!doctype html>/i.test(head(file, 64));
    } catch {
      return false;
    }
  },
};

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Removes temporary files of target left by runs that no longer exist (killed with SIGKILL). */
function removeStaleTemps(dir: string, name: string): void {
  let entries: string[];
  try { entries = readdirSync(dir); } catch { return; }
  for (const e of entries) {
    const m = /^\.(.+)\.(\d+)\.tmp$/.exec(e);
    if (!m || m[1] !== name) continue;
    const pid = Number(m[2]);
    if (pid === process.pid) continue;
    try { process.kill(pid, 0); continue; } catch (err) { if ((err as NodeJS.ErrnoException).code === 'EPERM') continue; }
    try { unlinkSync(join(dir, e)); } catch { /* gone or not ours */ }
  }
}

/** Writes text (or the concatenation of its chunks) to target atomically and durably (see the top of this file). */
export function writeAtomically(option: string, target: string, text: string | Iterable<string>, inputs: readonly string[] = [], replaces?: Replaces): void {
  checkTarget(option, target, inputs, replaces);
  const real = realTarget(target);
  const dir = dirname(real);
  removeStaleTemps(dir, basename(real));
  const tmp = join(dir, `.${basename(real)}.${process.pid}.tmp`);
  let mode = 0o666;
  try { mode = statSync(real).mode & 0o7777; } catch { /* a new file: the umask applies */ }
  // A signal arriving now waits until the file is complete (or removed), then ends the process.
  withSignalsHeld(() => {
    try {
      const fd = openSync(tmp, 'wx', mode);
      try {
        if (typeof text === 'string') writeAll(fd, text);
        else for (const chunk of text) writeAll(fd, chunk);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(tmp, real);
      try {
        const d = openSync(dir, 'r');
        try { fsyncSync(d); } finally { closeSync(d); }
      } catch { /* some file systems cannot fsync a folder; the rename is done */ }
    } catch (e) {
      try { unlinkSync(tmp); } catch { /* never created, or already gone */ }
      if (e instanceof UsageError) throw e;
      throw new UsageError(`${option} ${target}: cannot write (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
  });
}

/** Writes all of text's bytes to fd (a write may take fewer bytes than it is given). */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
}

/**
 * Runs fn (synchronous) with SIGINT, SIGTERM and SIGHUP held: one that arrives meanwhile ends the
 * process as it would have, but only once fn has finished. A signal is delivered to the handler on
 * the event loop's next poll, after fn, so the handlers stay a moment longer to receive it.
 */
export function withSignalsHeld(fn: () => void): void {
  let running = true;
  let pending: NodeJS.Signals | undefined;
  const release = () => { for (const s of SIGNALS) process.off(s, hold); };
  const raise = (s: NodeJS.Signals) => { release(); process.kill(process.pid, s); }; // no handler now: the signal's own effect
  const hold = (s: NodeJS.Signals) => { if (running) pending ??= s; else raise(s); };
  for (const s of SIGNALS) process.on(s, hold);
  try {
    fn();
  } finally {
    running = false;
    if (pending) raise(pending);
    // A pending signal is delivered at the event loop's next poll, well before this timer (a second,
    // for a loaded machine); unref: it keeps nothing alive.
    setTimeout(release, 1000).unref();
  }
}

/** One field of one scenario that differs from the baseline, under some rulesets. */
export interface FieldChange { field: string; from: unknown; to: unknown; rulesets: string[] }

/**
 * A scenario's changes, one per field, each listing the rulesets where it changed in the same way;
 * order: fields in first-seen order.
 */
export function groupChanges(changes: { ruleset: string; field: string; expected: unknown; actual: unknown }[]): { field: string; groups: { from: unknown; to: unknown; rulesets: string[] }[] }[] {
  const byField = new Map<string, Map<string, { from: unknown; to: unknown; rulesets: string[] }>>();
  for (const c of changes) {
    const groups = byField.get(c.field) ?? byField.set(c.field, new Map()).get(c.field)!;
    const key = JSON.stringify([c.expected, c.actual]);
    const g = groups.get(key) ?? groups.set(key, { from: c.expected, to: c.actual, rulesets: [] }).get(key)!;
    g.rulesets.push(c.ruleset);
  }
  return [...byField].map(([field, groups]) => ({ field, groups: [...groups.values()] }));
}

