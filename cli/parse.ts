// The fast path of the command line: yargs-parser (the parser yargs itself runs) with the options
// of cli/commands.ts, and no help rendering. It accepts only a clean command line, one the full
// yargs CLI would accept with the same arguments; anything else (help, version, completion, a
// usage error, an unusual form) returns undefined and the caller hands the line to full yargs,
// which prints exactly what it always printed. test/cli-parse.test.ts checks the two agree.
import parser from 'yargs-parser';
import { COMMANDS, GLOBAL_OPTIONS, normalise, type Args, type Command, type Option } from './commands.js';

export interface Parsed { command: Command; args: Args }

/** Arguments only full yargs handles. */
const DEFER = /^(--?(h|help|v|version|get-yargs-completions|show-hidden)(=.*)?|--)$/;

export function fastParse(argv: readonly string[]): Parsed | undefined {
  const command = Object.hasOwn(COMMANDS, argv[0] ?? '') ? COMMANDS[argv[0]!]! : undefined;
  if (!command || argv.some((s) => DEFER.test(s))) return undefined;
  const options: Record<string, Option> = { ...GLOBAL_OPTIONS, ...command.options };
  const names = Object.keys(options);
  const byType = (t: Option['type']) => names.filter((n) => options[n]!.type === t);
  const { argv: a, error } = parser.detailed(argv.slice(1), {
    string: byType('string'),
    boolean: byType('boolean'),
    narg: Object.fromEntries(names.filter((n) => options[n]!.requiresArg).map((n) => [n, 1])),
    default: Object.fromEntries(names.filter((n) => options[n]!.default !== undefined).map((n) => [n, options[n]!.default])),
    alias: Object.fromEntries(names.filter((n) => options[n]!.alias).map((n) => [n, [options[n]!.alias!]])),
    configuration: { 'parse-positional-numbers': false, 'camel-case-expansion': false },
  });
  if (error) return undefined;
  const args: Record<string, unknown> = {};
  const aliases = new Set(names.map((n) => options[n]!.alias).filter(Boolean));
  for (const [k, v] of Object.entries(a)) {
    if (k === '_' || aliases.has(k)) continue;
    const o = options[k];
    if (!o) return undefined; // unknown option: yargs --strict reports it
    if (o.type === 'boolean' ? typeof v !== 'boolean' : !(typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')))) return undefined;
    if (o.choices && (typeof v !== 'string' || !o.choices.includes(v))) return undefined;
    args[k] = v;
  }
  for (const [n, o] of Object.entries(options)) if (o.demandOption && args[n] === undefined) return undefined;
  const pos = a._.map(String);
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
