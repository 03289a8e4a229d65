// The full yargs CLI, built from cli/commands.ts: loaded only for help, --version, completion and
// usage errors (cli/parse.ts takes every clean command line), because evaluating yargs and
// rendering its help text cost more than running a scenario.
import { readFileSync } from 'node:fs';
import yargs, { type Options } from 'yargs';
import { COMMANDS, DEMAND_COMMAND, GLOBAL_OPTIONS, USAGE, normalise, type Args, type Command, type Option } from './commands.js';
import { stdoutStream, UsageError } from './io.js';
import type { Parsed } from './parse.js';

/** The tool's own version, whatever package.json the working folder holds. */
function version(): string {
  // dist/cli/yargs.js and dist/bundle/*.js both sit two folders below the package root.
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

const toYargs = (o: Option): Options => {
  const { list: _list, ...rest } = o;
  return rest as Options;
};

/**
 * Parses argv with yargs; resolves to the command to run (undefined when yargs printed help or the
 * version). Usage errors throw a UsageError with yargs' message.
 */
export async function yargsParse(argv: string[]): Promise<Parsed | undefined> {
  let chosen: Parsed | undefined;
  let y = yargs(argv)
    .middleware((a) => normalise(a))
    .scriptName('mtg-eras')
    .usage(USAGE)
    .help()
    .alias('h', 'help')
    .version(version())
    .alias('v', 'version');
  for (const command of Object.values(COMMANDS)) {
    y = y.command(command.usage, command.describe, (b) => {
      const p = command.positional;
      if (p) b.positional(p.name, { type: 'string', array: p.many || undefined, demandOption: p.required || undefined, describe: p.describe });
      b.options(Object.fromEntries(Object.entries(command.options).map(([n, o]) => [n, toYargs(o)])));
      if (command.conflicts) b.conflicts(...command.conflicts);
      if (command.check) b.check((a) => { command.check!(a as unknown as Args); return true; });
      return b;
    }, (a) => { chosen = { command, args: argsFor(command, a) }; });
  }
  await y
    .option('debug', toYargs(GLOBAL_OPTIONS.debug!))
    .option('plugin', toYargs(GLOBAL_OPTIONS.plugin!))
    .option('config', toYargs(GLOBAL_OPTIONS.config!))
    .strict()
    .demandCommand(1, DEMAND_COMMAND)
    .recommendCommands()
    .completion('completion', 'print a bash/zsh completion script (add its output to ~/.bashrc or ~/.zshrc)')
    .wrap(Math.min(100, stdoutStream().columns || 80))
    .exitProcess(false)
    // yargs writes some usage errors on several lines ("Invalid values:\n  Argument: ..."): one line here.
    .fail((msg, err) => { throw err ?? new UsageError(msg.replace(/^Invalid values:\s*/, 'invalid value: ').replace(/\s*\n\s*/g, '; ')); })
    .parseAsync();
  return chosen;
}

/** The handler's arguments: the declared options and positional only (as cli/parse.ts gives them). */
function argsFor(command: Command, a: Record<string, unknown>): Args {
  const args: Record<string, unknown> = {};
  for (const n of [...Object.keys(GLOBAL_OPTIONS), ...Object.keys(command.options), ...(command.positional ? [command.positional.name] : [])]) {
    if (a[n] !== undefined) args[n] = a[n];
  }
  normalise(args); // again on the declared options alone: --format sets --json / --markdown
  for (const [n, o] of Object.entries(command.options)) if (o.list) args[n] = args[n] === undefined ? [] : [args[n]].flat();
  return args as Args;
}
