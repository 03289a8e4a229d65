// The full yargs CLI, built from cli/commands.ts: loaded only for help, --version, completion and
// usage errors (cli/parse.ts takes every clean command line), because evaluating yargs and
// rendering its help text cost more than running a scenario.
import { readFileSync } from 'node:fs';
import yargs, { type Options } from 'yargs';
import { BUILTIN_RULESETS } from '../rulesets/index.js';
import { COMMANDS, DEMAND_COMMAND, GLOBAL_OPTIONS, USAGE, normalise, type Args, type Command, type Option } from './commands.js';
import { stdoutStream, UsageError } from './io.js';
import type { Parsed } from './parse.js';
import { closest } from './suggest.js';

/** The shells yargs writes a completion script for (`mtg-eras completion zsh`). */
const SHELLS = ['bash', 'zsh', 'fish'];
/** Options whose value is a ruleset id (or a selector): completed with the registered ids. */
const RULESET_OPTIONS = ['--ruleset', '--rulesets', '--from', '--to'];

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
  // `completion zsh`: yargs picks the script by $SHELL, read when yargs() is called.
  const shell = process.env.SHELL;
  if (argv[0] === 'completion' && argv.length === 2) {
    if (!SHELLS.includes(argv[1]!)) throw new UsageError(`completion: name a shell: ${SHELLS.join(', ')} (got "${argv[1]}")`);
    process.env.SHELL = argv[1];
    argv = ['completion'];
  }
  try {
    return await parse(argv);
  } finally {
    if (shell === undefined) delete process.env.SHELL;
    else process.env.SHELL = shell;
  }
}

async function parse(argv: string[]): Promise<Parsed | undefined> {
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
    .completion('completion', 'print a shell completion script: completion bash, zsh or fish (add its output to ~/.bashrc or ~/.zshrc)', completeRulesets(argv))
    .wrap(Math.min(100, stdoutStream().columns || 80))
    .exitProcess(false)
    // yargs writes some usage errors on several lines ("Invalid values:\n  Argument: ..."): one line here.
    .fail((msg, err) => { throw err ?? new UsageError(suggestOption(msg.replace(/^Invalid values:\s*/, 'invalid value: ').replace(/\s*\n\s*/g, '; '), argv)); })
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

/** "Unknown argument: rulset" names the closest option of the command (--rulesets). */
function suggestOption(msg: string, argv: string[]): string {
  const m = /^Unknown arguments?: (.*)$/.exec(msg);
  const command = Object.hasOwn(COMMANDS, argv[0] ?? '') ? COMMANDS[argv[0]!] : undefined;
  if (!m) return msg;
  const names = [...Object.keys(GLOBAL_OPTIONS), ...Object.keys(command?.options ?? {}), 'help', 'version'];
  const guesses = m[1]!.split(', ').flatMap((u) => {
    const guess = argv.some((a) => a.replace(/=.*/, '').replace(/^--?(no-)?/, '') === u && a.startsWith('-')) ? closest(u, names) : undefined;
    return guess ? [`--${u}: did you mean --${guess}?`] : [];
  });
  return guesses.length ? `${msg} (${guesses.join('; ')})` : msg;
}

/**
 * Completion: after --ruleset, --rulesets, --from or --to, the registered ruleset ids (and the
 * selectors "latest", "all"); anything else as yargs completes it.
 */
function completeRulesets(argv: string[]) {
  return (current: string, _argv: unknown, fallback: () => void, done: (completions: string[]) => void): void => {
    const words = argv.slice(argv.indexOf('--get-yargs-completions') + 1);
    if (!RULESET_OPTIONS.includes(words[words.length - 2] ?? '')) return fallback();
    // yargs needs the answer at once (it validates the line right after asking).
    done([...BUILTIN_RULESETS.map((d) => d.meta.id), 'latest', 'all'].filter((id) => id.startsWith(current)));
  };
}
