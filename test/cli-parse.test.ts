// The fast command-line path (cli/parse.ts) against full yargs (cli/yargs.ts): for every command
// line, the same output, errors and exit code, and for clean ones the same arguments.
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sink } from '../cli/io.js';
import { cli } from '../cli/main.js';
import { fastParse } from '../cli/parse.js';
import { yargsParse } from '../cli/yargs.js';
import { registry } from './helpers.js';

const MOGG = 'docs/scenarios/eras-s01-mogg-fanatic.yaml';
const TRADE = 'docs/scenarios/eras-c2-simple-trade.yaml';

/** Runs the CLI in-process capturing the sink and what yargs writes to the process streams. */
async function capture(argv: string[], fullYargs: boolean) {
  let stdout = '', stderr = '';
  const saved = { ...sink }, out = process.stdout.write, err = process.stderr.write, log = console.log, error = console.error;
  sink.stdout = (s) => { stdout += s; };
  sink.stderr = (s) => { stderr += s; };
  process.stdout.write = ((s: string) => { stdout += s; return true; }) as typeof out;
  process.stderr.write = ((s: string) => { stderr += s; return true; }) as typeof err;
  console.log = (...a: unknown[]) => { stdout += `${a.join(' ')}\n`; };
  console.error = (...a: unknown[]) => { stderr += `${a.join(' ')}\n`; };
  try {
    return { code: await cli(argv, { fullYargs }), stdout, stderr };
  } finally {
    Object.assign(sink, saved);
    Object.assign(process.stdout, { write: out });
    Object.assign(process.stderr, { write: err });
    Object.assign(console, { log, error });
  }
}

const CLEAN: string[][] = [
  ['rulesets'], ['rulesets', '--json'], ['rulesets', '--format', 'json'],
  ['run', MOGG], ['run', MOGG, '--ruleset', 'sixth-1999'], ['run', MOGG, '--ruleset=urza-1998', '--strict'],
  ['run', MOGG, '--at', '2005-06-01', '--json'], ['run', MOGG, '--no-strict', '--debug'],
  ['diff', MOGG], ['diff', MOGG, '--rulesets', 'sixth-1999,legions-2003'], ['diff', MOGG, '--at', '1999-05-01', '--at', '2010-01-01'],
  ['diff', TRADE, '--json'], ['diff', MOGG, '--format', 'text'], ['diff', MOGG, '--rulesets', 'nope'],
  ['check', MOGG, TRADE], ['check', 'docs/scenarios/eras-s13-deathtouch-trample.yaml', '--json'], ['check', 'no/such/folder'],
  ['compare', MOGG, TRADE, '--from', 'urza-1998', '--to', 'sixth-1999'],
  ['compare', MOGG, '--from', 'urza-1998', '--to', 'sixth-1999', '--markdown'],
  ['compare', MOGG, '--from', 'urza-1998', '--to', 'sixth-1999', '--format', 'markdown'],
  ['rulesets', '-l'], ['rulesets', '--long', '--no-json'], ['diff', MOGG, '--no-config', '--no-debug'],
  ['diff', MOGG, '--at=1999-05-01', '--at', '2010-01-01', '--strict'], ['run', '--json', MOGG, '--ruleset', 'latest'],
  ['explore', MOGG, '--objective', 'trade', '--max-runs', '500', '--rulesets', 'eras'],
];

const REJECTED: string[][] = [
  [], ['--help'], ['-h'], ['--version'], ['-v'], ['run', '--help'], ['diff', '-h'], ['check', '--help'], ['compare', '--help'],
  ['snapshot', '--help'], ['rulesets', '--help'], ['nope'], ['rn', MOGG], ['run'], ['run', 'a', 'b'], ['run', MOGG, '--ruleset'],
  ['run', MOGG, '--bogus'], ['run', MOGG, '-x'], ['run', MOGG, '--ruleset', 'a', '--at', '2000-01-01'],
  ['run', MOGG, '--ruleset', 'a', '--ruleset', 'b'], ['check'], ['compare', MOGG], ['compare', MOGG, '--from', 'a'],
  ['compare', MOGG, '--from', 'a', '--to', 'b', '--json', '--markdown'], ['diff', MOGG, '--rulesets='], ['diff', MOGG, '--at='],
  ['diff', MOGG, '--format', 'yaml'], ['diff', MOGG, '--format'], ['diff', MOGG, '--format', 'text', '--json'], ['run', '--', MOGG],
  ['rulesets', 'extra'], ['snapshot', MOGG], ['completion'], ['--get-yargs-completions', 'mtg-eras', 'diff', '--ru'],
];

test.serial('clean command lines: the fast path gives full yargs\' arguments', async (t) => {
  for (const argv of CLEAN) {
    const fast = fastParse(argv);
    const full = await yargsParse(argv);
    t.truthy(fast, argv.join(' '));
    t.is(fast?.command, full?.command, argv.join(' '));
    t.deepEqual(fast?.args, full?.args, argv.join(' '));
  }
});

test.serial('help, version and usage errors are left to full yargs', (t) => {
  for (const argv of REJECTED) t.is(fastParse(argv), undefined, argv.join(' '));
});

test.serial('every command line prints the same output, errors and exit code as full yargs', async (t) => {
  for (const argv of [...CLEAN, ...REJECTED]) {
    const fast = await capture(argv, false);
    const full = await capture(argv, true);
    t.deepEqual(fast, full, argv.join(' '));
  }
  const help = await capture(['--help'], false);
  t.regex(help.stdout, /^ {2}-h, --help +Show help/m);
  t.regex(help.stdout, /^ {2}mtg-eras diff <file> /m);
  const completion = await capture(['completion'], false);
  t.is(completion.code, 0);
  t.regex(completion.stdout, /mtg-eras --get-yargs-completions/);
  t.regex((await capture(['--get-yargs-completions', 'mtg-eras', 'diff', '--ru'], false)).stdout, /^--rulesets$/m);
  const usage = await capture(['run', MOGG, '--bogus'], false);
  t.is(usage.code, 2);
  t.is(usage.stderr, 'mtg-eras: Unknown argument: bogus\n');
});

test.serial('a mistyped option names the closest; completion writes a zsh script and completes ruleset ids', async (t) => {
  const typo = await capture(['diff', MOGG, '--rulset', 'all'], false);
  t.is(typo.code, 2);
  t.is(typo.stderr, 'mtg-eras: Unknown argument: rulset (--rulset: did you mean --rulesets?)\n');
  t.regex((await capture(['run', MOGG, '--stirct'], false)).stderr, /did you mean --strict\?/);
  const zsh = await capture(['completion', 'zsh'], false);
  t.is(zsh.code, 0);
  t.regex(zsh.stdout, /^#compdef mtg-eras$/m);
  t.notRegex((await capture(['completion', 'bash'], false)).stdout, /#compdef/);
  const tcsh = await capture(['completion', 'tcsh'], false);
  t.is(tcsh.code, 2);
  t.is(tcsh.stderr, 'mtg-eras: completion: name a shell: bash, zsh, fish (got "tcsh")\n');
  const ids = await capture(['--get-yargs-completions', 'mtg-eras', 'diff', MOGG, '--rulesets', 'm1'], false);
  t.is(ids.code, 0);
  t.is(ids.stdout, registry.ids.filter((id) => id.startsWith('m1')).map((id) => `${id}\n`).join(''));
  t.true(ids.stdout.startsWith('m10-2009\nm11-2010\n'));
  t.regex((await capture(['--get-yargs-completions', 'mtg-eras', 'compare', MOGG, '--from', ''], false)).stdout, /^revised-1994\n(.*\n)*foundations-2024\nlatest\nall\n$/);
});

test.serial('help texts: every description stands apart from its [type] tag', async (t) => {
  for (const c of [[], ['run'], ['diff'], ['check'], ['compare'], ['snapshot'], ['rulesets']]) {
    const h = await capture([...c, '--help'], false);
    t.is(h.code, 0);
    t.notRegex(h.stdout, /\S\[(string|boolean)\]/, c.join(' '));
  }
});

test.serial('-v and --version print the tool\'s own version, not the working folder\'s package.json', (t) => {
  const own = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
  const dir = mkdtempSync(join(tmpdir(), 'mtg-eras-version-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'other', version: '9.9.9' }));
  for (const flag of ['-v', '--version']) {
    for (const entry of ['bin/mtg-eras.js', 'dist/cli/main.js']) {
      const r = spawnSync(process.execPath, [resolve(entry), flag], { cwd: dir, encoding: 'utf8' });
      t.is(r.status, 0, `${entry} ${flag}`);
      t.is(r.stdout, `${own}\n`, `${entry} ${flag}`);
    }
  }
});
