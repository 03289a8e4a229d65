#!/usr/bin/env node
// The mtg-eras command line. Each command's module is imported only when it runs, so a command
// loads no more than it needs (startup time is measured by `npm run bench`).
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { UsageError, fail, type Exit } from './io.js';

const common = {
  json: { type: 'boolean', default: false, describe: 'write only JSON (schemaVersion 1) to stdout' },
  debug: { type: 'boolean', default: false, describe: 'print stack traces of internal errors' },
} as const;

/** Repeatable string options arrive as a string or an array. */
const list = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Runs the CLI on these arguments; never throws, returns the exit code. */
export async function cli(argv: string[]): Promise<Exit> {
  try {
    return await parse(argv);
  } catch (e) {
    return fail(e, argv.includes('--debug'));
  }
}

async function parse(argv: string[]): Promise<Exit> {
  let exit: Exit = 0;
  const set = (p: Promise<Exit>) => p.then((code) => { exit = code; });
  await yargs(argv)
    .middleware((a) => {
      a.plugin = list(a.plugin as string | string[] | undefined);
      for (const o of ['ruleset', 'rulesets', 'from', 'to', 'out', 'baseline']) {
        if (Array.isArray(a[o])) throw new UsageError(`--${o} given more than once`);
        if (a[o] === '') throw new UsageError(`--${o} needs a value`);
      }
      if (Array.isArray(a.at) ? a.at.includes('') : a.at === '') throw new UsageError('--at needs a date YYYY-MM-DD');
    })
    .scriptName('mtg-eras')
    .usage('$0 <command> [options]\n\nRun one Magic: The Gathering combat under the rules of several eras and see where and why the outcomes differ.')
    .command('rulesets', 'list the rulesets: id, effective date, title, what each changes', (y) => y.options({ json: common.json }),
      (a) => set(import('./commands/rulesets.js').then((m) => m.rulesets(a))))
    .command('run <file>', 'run a scenario under one ruleset and print its cited event log', (y) => y
      .positional('file', { type: 'string', demandOption: true, describe: 'scenario file (.yaml, .yml, .json)' })
      .options({
        ruleset: { type: 'string', requiresArg: true, describe: 'ruleset id or "latest" (default: latest)' },
        at: { type: 'string', requiresArg: true, describe: 'the ruleset in force on this date (YYYY-MM-DD)' },
        strict: { type: 'boolean', default: false, describe: 'an illegal choice stops the run with status illegal-choice' },
        json: common.json,
      })
      .conflicts('ruleset', 'at'),
      (a) => set(import('./commands/run.js').then((m) => m.run(a))))
    .command('diff <file>', 'run a scenario under several rulesets and show where and why the outcomes differ', (y) => y
      .positional('file', { type: 'string', demandOption: true, describe: 'scenario file' })
      .options({
        rulesets: { type: 'string', requiresArg: true, describe: 'A,B,C or A..B or all (default: all)' },
        at: { type: 'string', requiresArg: true, describe: 'compare the rulesets in force on this date; repeatable' },
        strict: { type: 'boolean', default: false, describe: 'an illegal choice stops a run with status illegal-choice' },
        json: common.json,
      })
      .conflicts('rulesets', 'at'),
      (a) => set(import('./commands/diff.js').then((m) => m.diff({ ...a, at: list(a.at) }))))
    .command('check [paths..]', 'run every expectation of the scenarios in these files or folders, or compare them with a baseline', (y) => y
      .positional('paths', { type: 'string', array: true, describe: 'scenario files or folders (with --baseline: limit to these)' })
      .options({
        baseline: { type: 'string', requiresArg: true, describe: 'a file written by "snapshot": report every outcome that no longer matches it' },
        json: common.json,
      })
      .check((a) => { if (!a.baseline && !a.paths?.length) throw new UsageError('check: name scenario files or folders (or --baseline FILE)'); return true; }),
      (a) => set(import('./commands/check.js').then((m) => m.check(a))))
    .command('compare <paths..>', 'list the scenarios whose outcome differs between two rulesets', (y) => y
      .positional('paths', { type: 'string', array: true, demandOption: true, describe: 'scenario files or folders' })
      .options({
        from: { type: 'string', demandOption: true, requiresArg: true, describe: 'the old ruleset' },
        to: { type: 'string', demandOption: true, requiresArg: true, describe: 'the new ruleset' },
        json: common.json,
        markdown: { type: 'boolean', default: false, describe: 'a Markdown report for a changelog' },
      })
      .check((a) => { if (a.json && a.markdown) throw new UsageError('compare: --json and --markdown are mutually exclusive'); return true; }),
      (a) => set(import('./commands/compare.js').then((m) => m.compareCommand(a))))
    .command('snapshot <paths..>', 'record the outcomes of scenarios as a baseline for check --baseline', (y) => y
      .positional('paths', { type: 'string', array: true, demandOption: true, describe: 'scenario files or folders' })
      .options({
        rulesets: { type: 'string', requiresArg: true, describe: 'A,B,C or A..B or all (default: all)' },
        out: { type: 'string', demandOption: true, requiresArg: true, describe: 'the baseline file to write' },
      }),
      (a) => set(import('./commands/snapshot.js').then((m) => m.snapshot(a))))
    .option('debug', common.debug)
    .option('plugin', { type: 'string', describe: 'load a ruleset plugin (path or package); repeatable. Also read from mtg-eras.config.json' })
    .strict()
    .demandCommand(1, 'name a command: rulesets, run, diff, check, compare or snapshot')
    .recommendCommands()
    .help()
    .version()
    .wrap(Math.min(100, process.stdout.columns || 80))
    .exitProcess(false)
    .fail((msg, err) => { throw err ?? new UsageError(msg); })
    .parseAsync();
  return exit;
}

/** The process entry (bin/mtg-eras.js): runs the CLI on process.argv and sets the exit code. */
export function main(): void {
  // A closed pipe (| head) ends output quietly; any other write failure is one line and exit 2.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') process.stderr.write(`mtg-eras: cannot write the output (${e.code ?? e.message})\n`);
    process.exit(e.code === 'EPIPE' ? 0 : 2);
  });
  cli(hideBin(process.argv)).then((code) => { process.exitCode = code; });
}

// Also runnable directly (node dist/cli/main.js ...), which the tests and the benchmark use.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) main();
