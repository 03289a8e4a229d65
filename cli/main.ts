#!/usr/bin/env node
// The mtg-eras command line. A clean command line is parsed by cli/parse.ts and runs its command,
// whose module is imported only then; help, --version, completion and usage errors go to the full
// yargs CLI (cli/yargs.ts). So a command loads no more than it needs (start-up time is measured by
// `npm run bench`).
import { realpathSync } from 'node:fs';
import { dropStderrErrors, fail, output, presentation, sink, type Exit } from './io.js';
import { fastParse } from './parse.js';

/** Runs the CLI on these arguments; never throws, returns the exit code. */
export async function cli(argv: string[], opts: { fullYargs?: boolean } = {}): Promise<Exit> {
  try {
    Object.assign(presentation, { mode: 'terminal', wrap: true });
    const parsed = (!opts.fullYargs && fastParse(argv)) || await (await import('./yargs.js')).yargsParse(argv);
    if (!parsed) return 0;
    if (parsed.args.markdown) presentation.mode = parsed.command.markdownReport ? 'markdown' : 'fenced';
    presentation.wrap = !parsed.command.records;
    return await parsed.command.run(parsed.args);
  } catch (e) {
    return fail(e, argv.includes('--debug'));
  }
}

/** The process entry (bin/mtg-eras.js): runs the CLI on process.argv and sets the exit code. */
export function main(): void {
  // A closed pipe (| head) drops the rest of the output quietly, but the command still finishes
  // and its exit code says what happened (1: outcomes differ, 2: bad input), as without the pipe.
  // Any other write failure is one line and exit 2.
  output.onError = (e) => {
    if (e.code === 'EPIPE') { sink.stdout = () => {}; return; }
    process.stderr.write(`mtg-eras: cannot write the output (${e.code ?? e.message})\n`);
    process.exit(2);
  };
  dropStderrErrors();
  // A command that never finishes but lets the event loop empty (a promise that never settles) would
  // end the process with exit 0 and no output: it is an error, one line and exit 2.
  let settled = false;
  process.on('exit', (code) => {
    if (settled || code !== 0) return;
    try { process.stderr.write('mtg-eras: internal error: the command stopped before it finished (a promise that never settled)\n'); } catch { /* nowhere to say it */ }
    process.exitCode = 2;
  });
  cli(process.argv.slice(2)).then((code) => {
    settled = true;
    process.exitCode = code;
    // Done, and nothing left to run (no pending write, timer, server or worker thread, and no
    // `beforeExit` listener, such as the launcher's when it writes a code cache): end now. Left to
    // itself the event loop would first run V8's pending tasks, a young-generation garbage
    // collection among them (2-3 ms of a 60 ms `diff`), for memory the process never uses.
    if (process.listenerCount('beforeExit') === 0 && process.getActiveResourcesInfo().length === 0) process.exit();
  });
}

// Also runnable directly (node dist/cli/main.js ...), which the tests and the benchmark use. The
// bundle has no import.meta.filename (bin/mtg-eras.js starts it), so it spends nothing on this.
if (process.argv[1] && import.meta.filename && import.meta.filename === realpathSync(process.argv[1])) main();
