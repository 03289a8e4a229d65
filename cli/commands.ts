// The commands and their options, as data: read by the fast parser (cli/parse.ts, every run) and
// by the full yargs CLI (cli/yargs.ts, for help, version, completion and usage errors), so the two
// cannot drift apart. Each handler imports its command's module only when it runs.
import { statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { UsageError, type Exit } from './io.js';

export interface Option {
  type: 'string' | 'boolean';
  describe: string;
  default?: boolean;
  requiresArg?: true;
  demandOption?: true;
  choices?: readonly string[];
  /** Repeatable: always a list for the handler. */
  list?: true;
  /** A one-letter short form (-u). */
  alias?: string;
}

export interface Command {
  /** The yargs command string: name and positional, e.g. "run <file>" or "check [paths..]". */
  usage: string;
  describe: string;
  positional?: { name: string; describe: string; required: boolean; many: boolean };
  options: Record<string, Option>;
  conflicts?: [string, string];
  /** It renders its own Markdown report with --markdown (others print text in a code block). */
  markdownReport?: true;
  /** Its text is one record per line (file: ruleset: field ...), kept whole for grep: not wrapped. */
  records?: true;
  /** Cross-option checks: throw a UsageError. */
  check?: (a: Args) => void;
  run: (a: Args) => Promise<Exit>;
}

export type Args = Record<string, unknown> & { plugin: string[]; config?: boolean };

const json: Option = { type: 'boolean', default: false, describe: 'write only JSON (schemaVersion 1) to stdout' };
const format: Option = { type: 'string', requiresArg: true, choices: ['text', 'json', 'markdown'], describe: 'output format (--json is --format json)' };
const strict = (what: string): Option => ({ type: 'boolean', default: false, describe: `an illegal choice stops ${what} with status illegal-choice` });

export const GLOBAL_OPTIONS: Record<string, Option> = {
  debug: { type: 'boolean', default: false, describe: 'print the stack trace of an internal error' },
  plugin: { type: 'string', list: true, describe: 'load a ruleset plugin (path or package); repeatable. Also read from mtg-eras.config.json' },
  config: { type: 'boolean', default: true, describe: 'read mtg-eras.config.json up to the project root (--no-config, or MTG_ERAS_NO_CONFIG=1, skips it: a config runs code)' },
};

export const USAGE = '$0 <command> [options]\n\nRun one Magic: The Gathering combat under the rules of several eras and see where and why the outcomes differ.';
export const DEMAND_COMMAND = 'name a command: rulesets, cards, run, diff, cr-diff, explore, hunt, report, playground, check, compare or snapshot';

// Each command module declares its own argument type; the parsers guarantee the declared options'
// types (strings, booleans, lists), hence the casts.
export const COMMANDS: Record<string, Command> = {
  rulesets: {
    usage: 'rulesets',
    describe: 'list the rulesets: id, effective date, title (--long: and what each changes)',
    options: { long: { type: 'boolean', default: false, alias: 'l', describe: 'also list what each ruleset changes, with its rules' }, json, format },
    run: (a) => import('./commands/rulesets.js').then((m) => m.rulesets(a as never)),
  },
  cards: {
    usage: 'cards [query..]',
    describe: 'list or search the card catalogue (a scenario may name a card: `card: Mogg Fanatic`)',
    positional: { name: 'query', describe: 'words that name, type line, keywords, colour, set or year must all contain, or search terms: t:goblin, o:"first strike", kw:flying, c:r, s:lea, \'pow>=3\', tou, loy, mv, year, -t:wall; one card: its full entry', required: false, many: true },
    options: { list: { type: 'boolean', default: false, describe: 'always list the matches, even when the query names one card' }, json, format },
    run: (a) => import('./commands/cards.js').then((m) => m.cards(a as never)),
  },
  run: {
    usage: 'run <file>',
    describe: 'run a scenario under one ruleset and print its cited event log',
    positional: { name: 'file', describe: 'scenario file (.yaml, .yml, .json)', required: true, many: false },
    options: {
      ruleset: { type: 'string', requiresArg: true, describe: 'ruleset id or "latest" (default: latest)' },
      at: { type: 'string', requiresArg: true, describe: 'the ruleset in force on this date (YYYY-MM-DD)' },
      strict: strict('the run'),
      json,
      format,
    },
    conflicts: ['ruleset', 'at'],
    run: (a) => import('./commands/run.js').then((m) => m.run(a as never)),
  },
  diff: {
    usage: 'diff <file>',
    describe: 'run a scenario under several rulesets and show where and why the outcomes differ',
    positional: { name: 'file', describe: 'scenario file', required: true, many: false },
    options: {
      rulesets: { type: 'string', requiresArg: true, describe: 'A,B,C or A..B or all (default: all)' },
      at: { type: 'string', requiresArg: true, list: true, describe: 'the rulesets in force on this date; repeatable' },
      timeline: { type: 'boolean', default: false, describe: 'the outcome across every dated change, 1994 to today: one band per outcome, with the date and rule where it changes' },
      strict: strict('a run'),
      json,
      format,
    },
    conflicts: ['rulesets', 'at'],
    run: (a) => import('./commands/diff.js').then((m) => (a.timeline ? m.diffTimeline(a as never) : m.diff(a as never))),
  },
  'cr-diff': {
    usage: 'cr-diff <texts..>',
    describe: 'the combat rules that changed between two Comprehensive Rules texts (OLD.txt NEW.txt), with the corpus scenarios and rulesets that cite each',
    positional: { name: 'texts', describe: 'the older and the newer CR text file', required: true, many: true },
    options: {
      scenarios: { type: 'string', requiresArg: true, describe: 'the corpus whose citing scenarios are listed (default docs/scenarios)' },
      json,
    },
    run: (a) => import('./commands/cr-diff.js').then((m) => m.crDiff(a as never)),
  },
  check: {
    usage: 'check [paths..]',
    describe: 'run every expectation of the scenarios in these files or folders, or compare them with a baseline',
    positional: { name: 'paths', describe: 'scenario files or folders (with --baseline: limit to these)', required: false, many: true },
    options: {
      baseline: { type: 'string', requiresArg: true, describe: 'a file written by "snapshot": report every outcome that no longer matches it' },
      update: { type: 'boolean', default: false, alias: 'u', describe: 'with --baseline: rewrite the baseline with the current outcomes (atomically), adding new scenarios and dropping deleted ones' },
      json,
      format,
    },
    check: (a) => {
      if (!a.baseline && !(a.paths as string[] | undefined)?.length) throw new UsageError('check: name scenario files or folders (or --baseline FILE)');
      if (a.update && !a.baseline) throw new UsageError('check: --update (-u) rewrites a baseline: give --baseline FILE');
    },
    records: true,
    run: (a) => import('./commands/check.js').then((m) => m.check(a as never)),
  },
  compare: {
    usage: 'compare <paths..>',
    describe: 'list the scenarios whose outcome differs between two rulesets',
    positional: { name: 'paths', describe: 'scenario files or folders', required: true, many: true },
    options: {
      from: { type: 'string', demandOption: true, requiresArg: true, describe: 'the old ruleset' },
      to: { type: 'string', demandOption: true, requiresArg: true, describe: 'the new ruleset' },
      json,
      markdown: { type: 'boolean', default: false, describe: 'a Markdown report for a changelog' },
      format,
    },
    check: (a) => { if (a.json && a.markdown) throw new UsageError('compare: --json and --markdown are mutually exclusive'); },
    markdownReport: true,
    records: true,
    run: (a) => import('./commands/compare.js').then((m) => m.compareCommand(a as never)),
  },
  explore: {
    usage: 'explore <file>',
    describe: 'try every legal block of a scenario under each ruleset: outcomes, the best block for the defender, blocks whose outcome differs between eras (--attacks: the best attack)',
    positional: { name: 'file', describe: 'scenario file (its own block is ignored)', required: true, many: false },
    options: {
      rulesets: { type: 'string', requiresArg: true, describe: 'A,B,C or A..B or all (default: all)' },
      at: { type: 'string', requiresArg: true, list: true, describe: 'the rulesets in force on this date; repeatable' },
      objective: { type: 'string', requiresArg: true, choices: ['life', 'creatures', 'trade', 'value', 'cautious'], describe: 'what the defender wants after not losing: most life (default), fewest creatures lost, the best trade, or the best net creature value; or cautious: each player keeps its own life first (docs/explore.md)' },
      attacks: { type: 'boolean', default: false, describe: 'find the best attack instead: every attack of the active player against the defender\'s best block (minimax)' },
      divisions: { type: 'boolean', default: false, describe: 'also try every damage division a player chooses (minimax: the defender its blockers\', the attacker its attackers\')' },
      'max-runs': { type: 'string', requiresArg: true, describe: 'refuse a board that needs more runs than this (default 100000; counted before anything runs)' },
      json,
      format,
    },
    conflicts: ['rulesets', 'at'],
    run: (a) => import('./commands/explore.js').then((m) => m.exploreCommand(a as never)),
  },
  hunt: {
    usage: 'hunt',
    describe: 'search random boards for outcomes that differ between two rulesets; shrink each to a minimal board, grouped by the first diverging rule',
    options: {
      from: { type: 'string', demandOption: true, requiresArg: true, describe: 'the old ruleset' },
      to: { type: 'string', demandOption: true, requiresArg: true, describe: 'the new ruleset' },
      size: { type: 'string', requiresArg: true, describe: 'at most this many attackers (default 3)' },
      seed: { type: 'string', requiresArg: true, describe: 'the random seed (default 1): the same seed finds the same boards' },
      time: { type: 'string', requiresArg: true, describe: 'seconds to search (default 10; with --boards, 3600)' },
      boards: { type: 'string', requiresArg: true, describe: 'stop after this many boards (the same result on any machine)' },
      out: { type: 'string', requiresArg: true, describe: 'a folder to write one scenario file per kind of difference' },
      json,
      format,
    },
    run: (a) => import('./commands/hunt.js').then((m) => m.huntCommand(a as never)),
  },
  report: {
    usage: 'report <paths..>',
    describe: 'write one self-contained HTML page: the outcome table, each era\'s combat side by side, every rule number opening to its quoted rule text',
    positional: { name: 'paths', describe: 'scenario files or folders (several: an index first)', required: true, many: true },
    options: {
      out: { type: 'string', demandOption: true, requiresArg: true, describe: 'the HTML file to write' },
      rulesets: { type: 'string', requiresArg: true, describe: 'A,B,C or A..B or all (default: all)' },
      at: { type: 'string', requiresArg: true, list: true, describe: 'the rulesets in force on this date; repeatable' },
    },
    conflicts: ['rulesets', 'at'],
    records: true,
    run: (a) => import('./commands/report.js').then((m) => m.reportCommand(a as never)),
  },
  playground: {
    usage: 'playground',
    describe: 'print the address of the playground: edit a scenario in the browser and see every era\'s outcome as you type',
    options: {},
    run: () => import('./commands/playground.js').then((m) => m.playground()),
  },
  snapshot: {
    usage: 'snapshot <paths..>',
    describe: 'record the outcomes of scenarios as a baseline for check --baseline',
    positional: { name: 'paths', describe: 'scenario files or folders', required: true, many: true },
    options: {
      rulesets: { type: 'string', requiresArg: true, describe: 'A,B,C or A..B or all (default: all)' },
      out: { type: 'string', demandOption: true, requiresArg: true, describe: 'the baseline file to write' },
    },
    records: true,
    run: (a) => import('./commands/snapshot.js').then((m) => m.snapshot(a as never)),
  },
};

/** Single-valued string options: given twice is a usage error, as is an empty value. */
const SINGLE = ['ruleset', 'rulesets', 'from', 'to', 'out', 'baseline', 'format', 'objective', 'size', 'seed', 'time', 'boards'];

/**
 * Checks and normalises parsed arguments the same way on both paths (the yargs middleware calls
 * it too): repeatable options become lists, --format json|markdown sets --json / --markdown.
 */
export function normalise(a: Record<string, unknown>): void {
  const list = (v: unknown): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v as string]);
  // A relative path needs no "./" when it names a file here (else it is a package name).
  a.plugin = list(a.plugin).map((p) => (/^\.|^\//.test(p) || isAbsolute(p) || !statSync(p, { throwIfNoEntry: false })?.isFile() ? p : `./${p}`));
  for (const o of SINGLE) {
    if (Array.isArray(a[o])) throw new UsageError(`--${o} given more than once`);
    if (a[o] === '') throw new UsageError(`--${o} needs a value`);
  }
  if (Array.isArray(a.at) ? a.at.includes('') : a.at === '') throw new UsageError('--at needs a date YYYY-MM-DD');
  if (a.format === 'json') a.json = true;
  else if (a.format === 'markdown') a.markdown = true;
  else if (a.format === 'text' && (a.json || a.markdown)) throw new UsageError('--format text conflicts with --json / --markdown');
}
