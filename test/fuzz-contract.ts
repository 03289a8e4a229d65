// The bad-input contract, checked on mutated corpus files: used by test/fuzz.test.ts (bounded in
// time, fast-check) and by bench/fuzz.ts (100,000 files, outside the test suite).
//
// For one file: loading it either succeeds, then every ruleset runs it without an exception, and
// no id of the file is silently dropped; or it fails with an InputError of one line that names
// file:line:col inside the file (and, where the mutation knows where the problem is, that place).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { CORE_SCHEMA, load as loadYaml } from 'js-yaml';
import { createRegistry, runScenario } from '../index.js';
import { InputError, parseScenario } from '../core/scenario/load.js';

export const registry = createRegistry();

export type Verdict =
  | { kind: 'ok' | 'bad-input' }
  | { kind: 'crash' | 'multi-line' | 'unlocated' | 'wrong-position' | 'dropped-id' | 'slow'; detail: string };

export interface Sample { file: string; text: string; expectAt?: { line: number } }

/** The corpus scenario files, as texts. */
export function corpus(dir = 'docs/scenarios'): { file: string; text: string }[] {
  return readdirSync(dir).filter((f) => /\.(ya?ml|json)$/i.test(f)).sort().map((f) => ({ file: join(dir, f), text: readFileSync(join(dir, f), 'utf8') }));
}

/** Checks the contract on one (mutated) file, in-process. */
export function verdict(sample: Sample, slowMs = 5000): Verdict {
  const { file, text } = sample;
  const started = performance.now();
  const slow = (): Verdict | undefined => {
    const ms = performance.now() - started;
    return ms > slowMs ? { kind: 'slow', detail: `${Math.round(ms)} ms` } : undefined;
  };
  let s;
  try {
    s = parseScenario(file, text, (sel) => registry.select(sel));
  } catch (e) {
    if (!(e instanceof InputError)) return { kind: 'crash', detail: `${(e as Error).name}: ${(e as Error).message}` };
    const msg = e.message;
    if (msg.includes('\n') || msg.includes('\r')) return { kind: 'multi-line', detail: msg };
    const m = new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+): \\S`).exec(msg);
    if (!m) return { kind: 'unlocated', detail: msg };
    const line = Number(m[1]), col = Number(m[2]);
    const lines = text.split('\n');
    if (line < 1 || line > lines.length || col < 1 || col > lines[line - 1]!.length + 1) return { kind: 'wrong-position', detail: `${msg} (outside the file)` };
    if (sample.expectAt && line !== sample.expectAt.line) return { kind: 'wrong-position', detail: `${msg} (expected line ${sample.expectAt.line})` };
    // A message about a key points at that key: the text there is the key, bare or quoted.
    const key = /^(?:unknown field "([^"\\]+)"|"([^"\\]+)" is a reserved word)/.exec(msg.slice(m[0].length - 1));
    const name = key?.[1] ?? key?.[2];
    if (name) {
      const at = lines[line - 1]!.slice(col - 1);
      // (A key folded over lines, a tag or anchor before it, an explicit "? key", an empty key read as null, a mapping used as a key: the key's own place.)
      const alike = [name.split(' ')[0]!, `"${name}`, `'${name}`, '[', '{', '!', '&', '?', ...(name === 'null' ? [':'] : [])];
      if (name !== '[object Object]' && !alike.some((k) => at.startsWith(k))) return { kind: 'wrong-position', detail: `${msg} (the text there is ${JSON.stringify(at.slice(0, 30))})` };
    }
    return slow() ?? { kind: 'bad-input' };
  }
  if (sample.expectAt) return { kind: 'wrong-position', detail: `loaded, but the mutation at line ${sample.expectAt.line} is invalid` };
  // Every id the file declares is in the scenario (none silently dropped).
  const raw = (/\.json$/i.test(file) ? JSON.parse(text) : loadYaml(text, { schema: CORE_SCHEMA })) as Record<string, Record<string, unknown>>;
  const declared = [...Object.keys(raw.players ?? {}), ...Object.keys(raw.creatures ?? {})].sort();
  const kept = [...s.players.map((p) => p.id), ...s.creatures.map((c) => c.id)].sort();
  if (JSON.stringify(declared) !== JSON.stringify(kept)) return { kind: 'dropped-id', detail: `declared ${declared.join(',')}; kept ${kept.join(',')}` };
  if (Object.keys(raw.expect ?? {}).length !== s.expect.length) return { kind: 'dropped-id', detail: 'an expect key was dropped' };
  for (const id of registry.ids) {
    try {
      runScenario(registry, s, id);
    } catch (e) {
      return { kind: 'crash', detail: `${id}: ${(e as Error).name}: ${(e as Error).message}` };
    }
  }
  return slow() ?? { kind: 'ok' };
}

// Pieces a mutation inserts: YAML syntax, reserved words, control characters, extreme numbers.
const TOKENS = [':', ': ', '-', '- ', '[', ']', '{', '}', ',', '"', "'", '\n', '  ', '\t', '#', '&a ', '*a', '!!str ', '? ',
  '---\n', '...\n', '~', 'null', '0x1F', '1e999', '-0', '99999999999', '100001', '-100001', '2.5', 'constructor', '__proto__',
  'prototype', '\u0000', '\u001b[2J', '\r', '\u202e', 'é', '\ufeff', 'trampel', 'flying', 'all', 'latest', 'a..b', '<<: *a'];

/** A mutation of a text: a function of the text and some random choices. */
type Mutation = { name: string; apply: (text: string, r: number[]) => Sample | string };

const pick = <T>(xs: readonly T[], r: number) => xs[r % xs.length]!;
const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

const MUTATIONS: Mutation[] = [
  { name: 'delete a range', apply: (t, [a = 0, b = 0]) => { const i = a % (t.length + 1); return t.slice(0, i) + t.slice(i + (b % 12) + 1); } },
  { name: 'insert a token', apply: (t, [a = 0, b = 0]) => { const i = a % (t.length + 1); return t.slice(0, i) + pick(TOKENS, b) + t.slice(i); } },
  { name: 'replace a number', apply: (t, [a = 0, b = 0]) => {
    const nums = [...t.matchAll(/-?\d+/g)];
    if (!nums.length) return t;
    const m = pick(nums, a);
    return t.slice(0, m.index) + pick(['0', '-1', '100000', '100001', '-100001', '9007199254740993', '1.5', '1e3', '"3"', 'null', '[]', '{}'], b) + t.slice(m.index! + m[0].length);
  } },
  { name: 'duplicate a line', apply: (t, [a = 0]) => { const ls = t.split('\n'); const i = a % ls.length; ls.splice(i, 0, ls[i]!); return ls.join('\n'); } },
  { name: 'swap two lines', apply: (t, [a = 0, b = 0]) => { const ls = t.split('\n'); const i = a % ls.length, j = b % ls.length; [ls[i], ls[j]] = [ls[j]!, ls[i]!]; return ls.join('\n'); } },
  { name: 'truncate', apply: (t, [a = 0]) => t.slice(0, a % (t.length + 1)) },
  { name: 'reindent a line', apply: (t, [a = 0, b = 0]) => { const ls = t.split('\n'); const i = a % ls.length; ls[i] = ' '.repeat(b % 7) + ls[i]!.trimStart(); return ls.join('\n'); } },
  { name: 'rename an id', apply: (t, [a = 0, b = 0]) => {
    const ids = [...t.matchAll(/^ {2}([a-z0-9-]+):/gm)];
    if (!ids.length) return t;
    const m = pick(ids, a);
    return t.slice(0, m.index! + 2) + pick(['constructor', 'prototype', '__proto__', 'x', 'Bad Id', 'é', `${m[1]}-2`, 'a'.repeat(65)], b) + t.slice(m.index! + 2 + m[1]!.length);
  } },
  // Targeted: the mutation knows the line where the error must be reported.
  { name: 'unknown top-level field', apply: (t, [a = 0]) => {
    const ls = t.replace(/\n+$/, '').split('\n');
    const key = `${pick(['zzz', 'scenari', 'creature', 'expects', 'x\u001b'], a)}: 1`;
    return { file: '', text: `${ls.join('\n')}\n${key}\n`, expectAt: { line: ls.length + 1 } };
  } },
  { name: 'misspelt keyword', apply: (t, [a = 0]) => {
    const m = pick([...t.matchAll(/keywords: \[([a-z ]+)/g)], a);
    if (!m) return t;
    const i = m.index! + 'keywords: ['.length;
    return { file: '', text: `${t.slice(0, i)}trampel, ${t.slice(i)}`, expectAt: { line: lineOf(t, i) } };
  } },
];

/** A mutated corpus file: a base file, one to three mutations, maybe converted to JSON first. */
export function mutatedFile(files: readonly { file: string; text: string }[]): fc.Arbitrary<Sample> {
  return fc.record({
    base: fc.nat(files.length - 1),
    json: fc.boolean(),
    steps: fc.array(fc.record({ m: fc.nat(MUTATIONS.length - 1), r: fc.array(fc.nat(), { minLength: 2, maxLength: 2 }) }), { minLength: 1, maxLength: 3 }),
  }).map(({ base, json, steps }) => mutate(files[base]!, json, steps.map((s) => [s.m, ...s.r])));
}

/** Applies mutations [index, random, random][] to a file (also the 100,000-file run's generator). */
export function mutate(src: { file: string; text: string }, json: boolean, steps: number[][]): Sample {
  let text = src.text;
  let file = src.file;
  if (json && !/\.json$/i.test(file)) {
    text = JSON.stringify(loadYaml(text, { schema: CORE_SCHEMA }), null, 2);
    file = file.replace(/\.ya?ml$/i, '.json');
  }
  let expectAt: Sample['expectAt'];
  steps.forEach(([m = 0, ...r]) => {
    const mutation = MUTATIONS[m % MUTATIONS.length]!;
    // A targeted mutation must be the only one (and on YAML), or its expected line means nothing.
    if (/^(unknown|misspelt)/.test(mutation.name) && (steps.length > 1 || /\.json$/i.test(file))) return;
    const out = mutation.apply(text, r);
    if (typeof out === 'string') text = out;
    else { text = out.text; expectAt = out.expectAt; }
  });
  return { file, text, expectAt };
}
