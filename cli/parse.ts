// The fast path of the command line: the plain forms only (`--name value`, `--name=value`, a
// boolean `--flag` or `--no-flag`, a declared one-letter alias, positionals), read with the options
// of cli/commands.ts, and no help rendering. It accepts only a clean command line, one the full
// yargs CLI would accept with the same arguments; anything else (help, version, completion, a
// usage error, an unusual form: `--flag true`, `-abc`, a value that starts with "-", an option
// given twice) returns undefined and the caller hands the line to full yargs, which prints exactly
// what it always printed. test/cli-parse.test.ts checks the two agree. (yargs-parser, which yargs
// runs, did the same reading here; it cost about 1-2 ms of a 60 ms start, for a dozen options.)
import { COMMANDS, GLOBAL_OPTIONS, normalise, type Args, type Command, type Option } from './commands.js';

export interface Parsed { command: Command; args: Args }

/** Arguments only full yargs handles. */
const DEFER = /^(--?(h|help|v|version|get-yargs-completions|show-hidden)(=.*)?|--)$/;

export function fastParse(argv: readonly string[]): Parsed | undefined {
  const command = Object.hasOwn(COMMANDS, argv[0] ?? '') ? COMMANDS[argv[0]!]! : undefined;
  if (!command || argv.some((s) => DEFER.test(s))) return undefined;
  const options: Record<string, Option> = { ...GLOBAL_OPTIONS, ...command.options };
  const args: Record<string, unknown> = {};
  for (const n in options) if (options[n]!.default !== undefined) args[n] = options[n]!.default;
  const given = new Set<string>();
  const pos: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const s = argv[i]!;
    if (!s.startsWith('-')) { pos.push(s); continue; }
    let name: string;
    let value: string | boolean | undefined;
    if (s.startsWith('--')) {
      const eq = s.indexOf('=');
      name = eq < 0 ? s.slice(2) : s.slice(2, eq);
      if (eq >= 0) value = s.slice(eq + 1);
      else if (name.startsWith('no-') && options[name.slice(3)]?.type === 'boolean' && !Object.hasOwn(options, name)) { name = name.slice(3); value = false; }
    } else {
      // A one-letter alias of a boolean option.
      name = Object.keys(options).find((n) => options[n]!.alias === s.slice(1) && options[n]!.type === 'boolean') ?? '';
    }
    const o = Object.hasOwn(options, name) ? options[name]! : undefined;
    const again = given.has(name);
    if (!o || (again && !o.list)) return undefined;
    given.add(name);
    if (o.type === 'boolean') {
      // yargs reads `--flag true` as the flag's value.
      if (typeof value === 'string' || argv[i + 1] === 'true' || argv[i + 1] === 'false') return undefined;
      args[name] = value ?? true;
      continue;
    }
    if (value === undefined) {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('-')) return undefined;
      value = next;
      i++;
    }
    if (o.choices && !o.choices.includes(value as string)) return undefined;
    args[name] = again ? [args[name]].flat().concat(value) : value;
  }
  for (const [n, o] of Object.entries(options)) if (o.demandOption && args[n] === undefined) return undefined;
  const p = command.positional;
  if (p ? (p.many ? p.required && !pos.length : pos.length !== 1) : pos.length) return undefined;
  if (p) args[p.name] = p.many ? pos : pos[0];
  if (command.conflicts && command.conflicts.every((c) => args[c] !== undefined)) return undefined;
  try {
    normalise(args);
    command.check?.(args as Args);
  } catch {
    return undefined; // yargs reports it, through the same checks
  }
  for (const [n, o] of Object.entries(command.options)) if (o.list) args[n] = args[n] === undefined ? [] : [args[n]].flat();
  return { command, args: args as Args };
}
