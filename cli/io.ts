// Output helpers shared by the commands: exit codes, one-line errors, where output goes.
// It imports no loader: errors are told apart by their name (below), so printing an error or the
// help does not load the engine, js-yaml or valibot.

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
  const line = known ? err.message : `internal error: ${err.message}`;
  sink.stderr(`mtg-eras: ${line.split('\n')[0]}\n`);
  if (debug && err.stack) sink.stderr(`${err.stack}\n`);
  return 2;
}

/** Where the commands write; tests swap it to capture output in-process. */
export const sink = {
  stdout: (s: string) => { process.stdout.write(s); },
  stderr: (s: string) => { process.stderr.write(s); },
};

export function out(text: string): void {
  sink.stdout(text.endsWith('\n') ? text : `${text}\n`);
}

export function json(doc: object): void {
  out(JSON.stringify({ schemaVersion: 1, ...doc }, null, 2));
}
