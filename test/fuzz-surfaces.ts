// The contract of the commands on hostile input, beyond one scenario file: explore, hunt, report,
// baselines (snapshot, check --baseline, -u), plugins and configs. Used by test/fuzz-surfaces.test.ts
// (a small count, a fixed seed) and by bench/fuzz.ts (`npm run fuzz`, as many as asked).
//
// Each case is a folder of files (scenarios, a baseline, a config, a plugin: some of them broken or
// hostile) and one command line, run in this process. The contract:
// - the exit code is 0, 1 or 2, and the command ends (within HANG_MS);
// - with exit 2, one error line on stderr per bad input (one in most cases; notes and warnings
//   aside), each starting "mtg-eras: "; never "internal error", never a stack trace;
// - nothing written on exit 2 (the output the command names is absent or unchanged), and no input
//   changed, ever (data lost).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { sink } from '../cli/io.js';
import { cli } from '../cli/main.js';
import { corpus, mutate } from './fuzz-contract.js';

export type SurfaceVerdict =
  | { kind: 'ok'; exit: 0 | 1 | 2 }
  | { kind: 'bad-exit' | 'multi-line' | 'no-line' | 'internal-error' | 'written' | 'data-lost' | 'hang' | 'slow'; detail: string };

export interface SurfaceCase {
  surface: 'explore' | 'hunt' | 'report' | 'baseline' | 'plugin' | 'config';
  files: Record<string, string>;
  argv: string[];
  /** The file the command writes, relative to the case folder (checked: nothing written on exit 2). */
  out?: string;
  /** Run with the case folder as the working folder (configs are found from it). */
  inside?: boolean;
}

/** A case that has not ended after this long is a hang (in-process: a promise that never settles). */
export const HANG_MS = 20_000;
/** Slower than this is reported (a file within the limits should not take it). */
export const SLOW_MS = 8_000;

const SMALL = ['docs/scenarios/eras-c2-simple-trade.yaml', 'docs/scenarios/eras-s01-mogg-fanatic.yaml', 'docs/scenarios/edge-double-strike-deathtouch-trample-indestructible.yaml'];
let files: { file: string; text: string }[] | undefined;
const corpusFiles = () => (files ??= corpus());
const small = () => SMALL.map((f) => ({ file: f, text: readFileSync(f, 'utf8') }));

const pick = <T>(xs: readonly T[], r: number) => xs[r % xs.length]!;

/** Values a hostile option takes. */
const ODD = ['0', '-1', '2.5', '1e999', 'NaN', 'abc', '', ' ', '99999999999', '\u001b[2J', '../x', '/dev/stdout', '/dev/null', 'all', 'latest'];

/** A scenario text: a corpus file, small or any, maybe mutated (a third of the time it stays valid). */
function scenarioText(r: number[], anyFile: boolean): { name: string; text: string } {
  const src = anyFile ? pick(corpusFiles(), r[0]!) : pick(small(), r[0]!);
  const steps = r[1]! % 3 === 0 ? [] : [[r[2]!, r[3]!, r[4]!]];
  const m = steps.length ? mutate(src, r[5]! % 4 === 0, steps) : { file: src.file, text: src.text };
  return { name: m.file.split('/').pop()!, text: m.text };
}

/** Hostile plugins: each a module source (its hooks, exports or import misbehave). */
const PLUGINS: ((id: string, r: number) => string)[] = [
  (id) => `export default { meta: { id: '${id}', title: 'ok', effective: '2025-01-01', sources: ['t'] }, parent: 'foundations-2024', hooks: {} };`,
  () => `throw new Error('broken at import');`,
  () => `await new Promise(() => {});\nexport default {};`,
  () => `export default null;`,
  (_, r) => `export default ${pick(['42', '"x"', '[]', '[null]', '() => 1', 'new Proxy({}, { get() { throw new Error("trap"); } })'], r)};`,
  (id, r) => `export default { meta: { id: ${pick([`'${id}'`, '7', 'null', "''", "'foundations-2024'", "'a\\u001b[2Jb'", "'__proto__'"], r)}, title: 't', effective: '2025-01-01', sources: ['t'] }, parent: 'foundations-2024' };`,
  (id, r) => `export default { meta: { id: '${id}', title: 't', effective: '2025-01-01', sources: ['t'] }, parent: ${pick(["'no-such-era'", '7', 'null', `'${id}'`], r)} };`,
  (id, r) => `export default { meta: { id: '${id}', title: 't', effective: '2025-01-01', sources: ['t'] }, parent: 'foundations-2024', rules: { 'damage.lethal': ${pick(['null', '7', '{ rule: 5 }', '{}', "'ok'"], r)} } };`,
  (id, r) => `export default { meta: { id: '${id}', title: 't', effective: '2025-01-01', sources: ['t'] }, parent: 'foundations-2024', policies: { trample: ${pick(["{ mode: 'sideways', rule: 'damage.trample' }", 'null', '1', '{}'], r)} } };`,
  (id, r) => hooks(id, `lethalDamage() { return ${pick(['{ amount: NaN, rule: "damage.lethal" }', '{ amount: -1, rule: "damage.lethal" }', '{ amount: 1e300, rule: "damage.lethal" }', '"x"', 'null', '{ amount: 1, rule: "nope" }', 'new Proxy({}, { ownKeys() { throw new Error("keys"); } })', '{ rule: "damage.lethal", get amount() { return Math.random() < 2 ? 1 : NaN; } }', 'JSON.parse(\'{"__proto__": {"amount": 1}, "rule": "damage.lethal"}\')'], r)}; }`),
  (id, r) => hooks(id, `lethalDamage(source, recipient) { ${pick(['recipient.damage = 50;', 'source.spec.power = 99;', 'delete recipient.zone;', 'recipient.keywords.push("flying");', 'Object.defineProperty(recipient, "damage", { value: 9 });'], r)} return { amount: 1, rule: 'damage.lethal' }; }`),
  (id, r) => hooks(id, `divider(source, recipients, g) { ${pick(['g.creatures.clear();', 'g.creatures.set("x", 1);', 'g.players.get(g.defending).life = 1;', 'recipients.sort();', ''], r)} return { player: source.controller, banding: false, rule: 'damage.assignment' }; }`),
  (id, r) => hooks(id, `windowAllows() { ${pick(['throw null;', 'throw { get message() { throw new Error("again"); } };', 'throw new Error("x\\n  at fake (stack)");', 'throw "\\u001b[2J";', 'for (;;) {}'], r)} }`),
  (id, r) => hooks(id, `bandingDivision() { return { split: ${pick(['new Map([["x", NaN]])', 'new (class extends Map { get() { return NaN; } })([["x", 1]])', '{}', 'new Map([[1, 1]])'], r)}, rule: 'banding.division' }; }`),
  () => `export default { meta: {`,
];

const hooks = (id: string, body: string) => `export default { meta: { id: '${id}', title: 't', effective: '2025-01-01', sources: ['t'] }, parent: 'foundations-2024', hooks: { ${body} } };`;

/** A config text naming the plugin (or not), maybe mutated. */
function configText(r: number[]): string {
  const base = pick([
    '{ "plugins": ["./p.mjs"] }', '{ "plugins": [] }', '{ "plugins": ["./p.mjs", "./p.mjs"] }', '{ "plugins": ["no-such-package"] }',
    '{ "plugins": ["./missing.mjs"] }', '{ "plugins": "./p.mjs" }', '{ "plugins": [null] }', '{ "plugin": [] }', 'null', '[]', '{ "plugins": ["/dev/zero"] }',
    '{ "plugins": ["./"] }', '{ "$schema": 1 }', '{ "plugins": ["./p.mjs"], "__proto__": {} }',
  ], r[0]!);
  if (r[1]! % 3) return base;
  const i = r[2]! % (base.length + 1);
  return base.slice(0, i) + pick(['"', ',', '}', '[', '\u0000', '\ufeff', '/* c */', ':', '1e999'], r[3]!) + base.slice(i);
}

/** A baseline text for the scenario a.yaml: right, or broken in one place. */
function baselineText(r: number[]): string {
  const good = { schemaVersion: 1, rulesets: ['foundations-2024'], scenarios: [{ file: 'a.yaml', outcomes: { 'foundations-2024': { 'life.alice': 20, 'life.bob': 18 } } }] };
  const broken: unknown[] = [
    good,
    { ...good, scenarios: [{ file: 'a.yaml', outcomes: [] }] },
    { ...good, scenarios: [{ file: 'a.yaml', outcomes: {} }] },
    { ...good, scenarios: [] },
    { ...good, scenarios: [{ file: 'a.yaml', outcomes: { 'no-such-era': { 'life.bob': 1 } } }] },
    { ...good, scenarios: [{ file: 'a.yaml', outcomes: { 'foundations-2024': {} } }] },
    { ...good, scenarios: [good.scenarios[0], good.scenarios[0]] },
    { ...good, schemaVersion: 2 },
    { ...good, scenarios: [{ file: '', outcomes: good.scenarios[0]!.outcomes }] },
    { ...good, scenarios: [{ file: 'gone.yaml', outcomes: good.scenarios[0]!.outcomes }] },
    { ...good, scenarios: [{ file: 'a.yaml', outcomes: { 'foundations-2024': { 'life.bob': null } } }] },
    null,
  ];
  const text = JSON.stringify(pick(broken, r[0]!), null, 1) ?? 'null';
  if (r[1]! % 4) return text;
  const i = r[2]! % (text.length + 1);
  return text.slice(0, i) + pick(['"', ',', '}', '{', '[', '__proto__', 'constructor', '\u001b', '\n'], r[3]!) + text.slice(i);
}

/**
 * The output a command may replace when it succeeds: never an input scenario (a.yaml, b.yaml), a
 * device or a link loop (each must be refused; any change to an input is data lost).
 */
const writable = (out: string): string | undefined => (['a.yaml', 'b.yaml', '/dev/stdout', 'loop', 'ro.html'].includes(out) ? undefined : out);

/** One case of a surface, from random numbers. */
export function surfaceCase(surface: SurfaceCase['surface'], r: number[]): SurfaceCase {
  const sc = scenarioText(r.slice(1), surface !== 'explore');
  switch (surface) {
    case 'explore': {
      const opts = [[], ['--attacks'], ['--divisions'], ['--objective', pick(['value', 'cautious', 'trade', 'nope'], r[7]!)], ['--max-runs', pick(['50', '100000', ...ODD], r[8]!)], ['--rulesets', pick(['all', 'sixth-1999', 'nope', 'm10-2009..foundations-2024'], r[9]!)], ['--json']];
      return { surface, files: { [sc.name]: sc.text }, argv: ['explore', sc.name, ...pick(opts, r[6]!), ...(r[10]! % 2 ? pick(opts, r[11]!) : [])] };
    }
    case 'hunt': {
      const out = pick(['out', 'a.yaml', 'missing/deep/out', '/dev/stdout', 'loop'], r[6]!);
      const flag = pick(['--size', '--seed', '--time', '--boards', '--from', '--to'], r[7]!);
      const argv = ['hunt', '--from', pick(['sixth-1999', 'revised-1994', 'nope'], r[8]!), '--to', pick(['m10-2009', 'foundations-2024', ''], r[9]!), '--boards', pick(['30', '1', '0'], r[10]!), '--seed', String(r[11]! % 100)];
      if (r[12]! % 2) argv.push(flag, pick(ODD, r[13]!));
      if (r[14]! % 2) argv.push('--out', out);
      return { surface, files: { 'a.yaml': sc.text }, argv, out: r[14]! % 2 ? writable(out) : undefined };
    }
    case 'report': {
      const out = pick(['r.html', 'a.yaml', 'sub/r.html', '/dev/stdout', 'loop', 'ro.html'], r[6]!);
      return { surface, files: { 'a.yaml': sc.text, 'b.yaml': readFileSync(SMALL[r[7]! % SMALL.length]!, 'utf8') }, argv: ['report', pick(['.', 'a.yaml', 'b.yaml'], r[8]!), '--out', out, ...(r[9]! % 3 ? [] : ['--rulesets', pick(['sixth-1999', 'nope', 'all'], r[10]!)])], out: writable(out) };
    }
    case 'baseline': {
      const files = { 'a.yaml': readFileSync(SMALL[0]!, 'utf8'), 'base.json': baselineText(r.slice(6)), 'b.yaml': sc.text };
      const mode = r[11]! % 4;
      if (mode === 0) return { surface, files, argv: ['check', '--baseline', 'base.json'] };
      if (mode === 1) return { surface, files, argv: ['check', '--baseline', 'base.json', '.', '-u'], out: 'base.json' };
      const target = pick(['base.json', 'a.yaml', 'new.json', 'b.yaml', 'loop'], r[12]!);
      if (mode === 2) return { surface, files, argv: ['snapshot', '.', '--out', target], out: writable(target) };
      return { surface, files, argv: ['check', '--baseline', 'base.json', 'a.yaml', 'b.yaml'] };
    }
    case 'plugin': {
      const id = `p${r[6]! % 1000}`;
      const src = pick(PLUGINS, r[7]!)(id, r[8]!);
      const cmd = pick([['diff', 'a.yaml'], ['run', 'a.yaml', '--ruleset', id], ['check', 'a.yaml'], ['rulesets'], ['explore', 'a.yaml', '--rulesets', `foundations-2024,${id}`], ['report', 'a.yaml', '--out', 'r.html'], ['snapshot', 'a.yaml', '--out', 's.json'], ['compare', 'a.yaml', '--from', 'foundations-2024', '--to', id]], r[9]!);
      const out = cmd.includes('--out') ? cmd[cmd.indexOf('--out') + 1] : undefined;
      return { surface, files: { 'p.mjs': src, 'a.yaml': readFileSync(SMALL[r[10]! % SMALL.length]!, 'utf8') }, argv: ['--plugin', './p.mjs', ...cmd], out, inside: true };
    }
    case 'config': {
      const files: Record<string, string> = { '.git': '', 'mtg-eras.config.json': configText(r.slice(6)), 'a.yaml': sc.text };
      if (r[10]! % 3) files['p.mjs'] = pick(PLUGINS, r[11]!)('cfg', r[12]!);
      return { surface, files, argv: pick([['check', '.'], ['diff', 'a.yaml'], ['rulesets'], ['snapshot', '.', '--out', 's.json']], r[13]!), out: r[13]! % 4 === 3 ? 's.json' : undefined, inside: true };
    }
  }
}

export const SURFACES = ['explore', 'hunt', 'report', 'baseline', 'plugin', 'config'] as const;

/** Cases of every surface in turn. */
export const surfaceCases = (): fc.Arbitrary<SurfaceCase> =>
  fc.tuple(fc.nat(SURFACES.length - 1), fc.array(fc.nat(), { minLength: 16, maxLength: 16 })).map(([s, r]) => surfaceCase(SURFACES[s]!, r));

const digest = (f: string) => createHash('sha1').update(readFileSync(f)).digest('hex');

/** Every regular file under dir (relative path -> digest). */
function snapshotOf(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string, rel: string) => {
    for (const e of readdirSync(d)) {
      const p = join(d, e);
      let st;
      try { st = statSync(p); } catch { continue; }
      if (st.isDirectory()) walk(p, `${rel}${e}/`);
      else if (st.isFile()) out.set(`${rel}${e}`, digest(p));
    }
  };
  walk(dir, '');
  return out;
}

/** Writes the case into dir (a new folder) and runs it in this process; the verdict of the contract. */
export async function runCase(c: SurfaceCase, dir: string): Promise<SurfaceVerdict> {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(c.files)) writeFileSync(join(dir, name), text);
  if (c.argv.includes('ro.html')) writeFileSync(join(dir, 'ro.html'), 'read-only', { mode: 0o444 });
  if (c.argv.includes('loop')) { symlinkSync('loop2', join(dir, 'loop')); symlinkSync('loop', join(dir, 'loop2')); }
  const before = snapshotOf(dir);
  let stdout = '', stderr = '';
  const saved = { ...sink };
  sink.stdout = (s) => { stdout += s; };
  sink.stderr = (s) => { stderr += s; };
  const cwd = process.cwd();
  const started = performance.now();
  let code: number | 'hang';
  // Case files are named relative to the case folder: the command runs there.
  process.chdir(dir);
  try {
    let timer: NodeJS.Timeout | undefined;
    code = await Promise.race([cli(c.inside ? c.argv : ['--no-config', ...c.argv]), new Promise<'hang'>((res) => { timer = setTimeout(() => res('hang'), HANG_MS); })]);
    clearTimeout(timer);
  } finally {
    process.chdir(cwd);
    Object.assign(sink, saved);
  }
  const ms = performance.now() - started;
  const what = `${c.surface}: ${c.argv.join(' ')}`;
  if (code === 'hang') return { kind: 'hang', detail: what };
  if (![0, 1, 2].includes(code)) return { kind: 'bad-exit', detail: `${what}: exit ${code}` };
  if (/internal error|^\s+at /m.test(stderr)) return { kind: 'internal-error', detail: `${what}: ${stderr.trim().slice(0, 300)}` };
  const errors = stderr.split('\n').filter((l) => l && !/^mtg-eras: (note|warning): /.test(l));
  if (code === 2 && errors.length === 0) return { kind: 'no-line', detail: `${what}: exit 2 with nothing on stderr` };
  // One line per bad input: a corpus of several files may have several (each its own line).
  if (errors.some((l) => !l.startsWith('mtg-eras: ')) || (code === 2 && errors.length > Object.keys(c.files).length)) return { kind: 'multi-line', detail: `${what}: ${errors.slice(0, 3).join(' | ')}` };
  const after = snapshotOf(dir);
  for (const [f, d] of before) {
    if (f === c.out && code !== 2) continue;
    if (after.get(f) !== d) return { kind: code === 2 && f === c.out ? 'written' : 'data-lost', detail: `${what}: ${f} changed (exit ${code})` };
  }
  if (code === 2 && c.out && !before.has(c.out) && after.has(c.out)) return { kind: 'written', detail: `${what}: ${c.out} written on exit 2` };
  if (ms > SLOW_MS) return { kind: 'slow', detail: `${what}: ${Math.round(ms)} ms` };
  return { kind: 'ok', exit: code as 0 | 1 | 2 };
}
