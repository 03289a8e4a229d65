// Output helpers shared by the commands: exit codes, one-line errors, where output goes.
// It imports no loader: errors are told apart by their name (below), so printing an error or the
// help does not load the engine, js-yaml or valibot.
import { fstatSync, statSync, writeSync } from 'node:fs';
import { visible, visibleLines } from '../core/visible.js';
import { withSuggestion } from './suggest.js';
import { colourEnabled, errorLine, present, widthOf } from './terminal.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** A bad input file already described as "file:line:col: ..." (e.g. reported by a worker). */
export class InputErrorAt extends Error {
  override name = 'InputError';
}

/** 0 ok / equal / passed; 1 outcomes differ or an expectation failed; 2 bad input, usage or internal error. */
export type Exit = 0 | 1 | 2;

/**
 * The names of the errors that describe bad input or usage (printed as they are); anything else is
 * an internal error. Each class sets its name: InputError (core/scenario/load.ts), RegistryError
 * (core/registry.ts), PluginError (core/plugins.ts), UsageError and InputErrorAt (here), YError (yargs).
 */
const USER_ERRORS = new Set(['InputError', 'RegistryError', 'PluginError', 'UsageError', 'YError']);

/** Prints one line for any error and returns exit code 2; a stack trace only with --debug. */
export function fail(e: unknown, debug: boolean): Exit {
  const err = e instanceof Error ? e : new Error(String(e));
  const known = USER_ERRORS.has(err.name);
  const line = known ? withSuggestion(err.message) : `internal error: ${err.message}`;
  // One line: what a message quotes from a file is escaped, control characters included.
  sink.stderr(`${errorLine(visible(known ? line : line.split('\n')[0]!), sink.stderr === toProcess.stderr && colourEnabled(process.stderr))}\n`);
  if (debug && err.stack) sink.stderr(`${err.stack}\n`);
  return 2;
}

/**
 * One line on stderr for a problem that does not stop the command (a bad file in a corpus, a
 * skipped entry, a plugin loaded from a config). Text from files is shown escaped (core/visible.ts).
 */
export function report(line: string, kind: 'error' | 'warning' | 'note' = 'error'): void {
  const text = kind === 'error' ? line : `${kind}: ${line}`;
  sink.stderr(`${errorLine(visible(text), sink.stderr === toProcess.stderr && colourEnabled(process.stderr))}\n`);
}

/**
 * Standard output is written directly (fs.writeSync) when it is a file, a pipe or /dev/null:
 * creating process.stdout loads Node's stream modules, about 3 ms of CPU, a twentieth of bare
 * Node's start-up (`npm run bench`). Only a character device can be a terminal, and /dev/null is
 * none, so such an output has no colour or width to ask process.stdout about. Writes stay
 * synchronous, as process.stdout's are for files and pipes. A terminal (or another character
 * device) gets process.stdout, as does Windows.
 */
let direct = process.platform !== 'win32' && (() => {
  try {
    const out = fstatSync(1);
    return !out.isCharacterDevice() || out.rdev === statSync('/dev/null').rdev;
  } catch {
    return false;
  }
})();

/** What a failed write to stdout does; main() sets it (a closed pipe: drop the rest quietly). */
export const output: { onError?: (e: NodeJS.ErrnoException) => void } = {};

let guarded = false;
/** process.stdout, watched for write errors (output.onError). Creating it costs start-up time. */
export function stdoutStream(): NodeJS.WriteStream {
  if (!guarded) {
    guarded = true;
    process.stdout.on('error', (e: NodeJS.ErrnoException) => { if (output.onError) output.onError(e); else throw e; });
  }
  return process.stdout;
}

/** The output as colourEnabled and widthOf see it, without creating process.stdout for a file or pipe. */
export function stdoutInfo(): { isTTY?: boolean; columns?: number } {
  return direct ? {} : stdoutStream();
}

function writeOut(s: string): void {
  if (!direct) { stdoutStream().write(s); return; }
  let rest = Buffer.from(s);
  while (rest.length) {
    try {
      rest = rest.subarray(writeSync(1, rest));
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      // A non-blocking pipe (its mode is shared with the process that made it) that is full: the
      // stream waits for it, in order after what was written.
      if (err.code === 'EAGAIN') { direct = false; stdoutStream().write(rest); return; }
      if (output.onError) { output.onError(err); return; }
      throw e;
    }
  }
}

/**
 * Drops write errors of an unwritable stderr (closed, /dev/full), which cannot be told anything,
 * rather than ending the process with exit 1 and hiding the command's own exit code. The handler
 * goes on when process.stderr is first used: creating it loads Node's stream modules (and `net`
 * for a pipe), about 2 ms of CPU that a command saying nothing on stderr need not pay.
 */
export function dropStderrErrors(): void {
  const node = Object.getOwnPropertyDescriptor(process, 'stderr');
  if (!node?.get || !node.configurable) { process.stderr.on('error', () => {}); return; }
  Object.defineProperty(process, 'stderr', {
    configurable: true,
    enumerable: node.enumerable,
    get() {
      const stream = node.get!.call(process) as NodeJS.WriteStream;
      Object.defineProperty(process, 'stderr', node); // Node's own getter, which keeps the stream
      stream.on('error', () => {});
      return stream;
    },
  });
}

const toProcess = {
  stdout: writeOut,
  stderr: (s: string) => { process.stderr.write(s); },
};

/** Where the commands write; tests swap it to capture output in-process (then: 80 columns, no colour). */
export const sink = { ...toProcess };

/**
 * How out() presents text: "terminal" wraps to the width (unless wrap is off: record-per-line
 * reports such as check's stay one line per record, for grep) and colours on a terminal; "markdown"
 * prints a command's own Markdown untouched; "fenced" puts text output in a Markdown code block
 * (--format markdown of a command without a Markdown report).
 */
export const presentation = { mode: 'terminal' as 'terminal' | 'markdown' | 'fenced', wrap: true };

/** Prints human-readable output (see presentation). */
export function out(text: string): void {
  // Names and titles come from scenario files: their control characters are shown, not obeyed.
  const body = visibleLines(text.endsWith('\n') ? text.slice(0, -1) : text);
  const real = sink.stdout === toProcess.stdout;
  let shown: string;
  if (presentation.mode === 'markdown') shown = body;
  else if (presentation.mode === 'fenced') shown = `\`\`\`text\n${present(body, presentation.wrap ? 80 : undefined, false)}\n\`\`\``;
  else shown = present(body, !presentation.wrap ? undefined : real ? widthOf(stdoutInfo()) : 80, real && colourEnabled(stdoutInfo()));
  sink.stdout(`${shown}\n`);
}

/** Prints a JSON document (schemaVersion 1), never wrapped or coloured. */
export function json(doc: object): void {
  sink.stdout(`${JSON.stringify({ schemaVersion: 1, ...doc }, null, 2)}\n`);
}
