// Shared test helpers: build scenarios from inline YAML and run them under a ruleset.
import type { ExecutionContext } from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { sink } from '../cli/io.js';
import { cli } from '../cli/main.js';
import { CombatEngine } from '../core/engine/combat.js';
import { createRegistry, runScenario } from '../index.js';
import { parseScenario } from '../core/scenario/load.js';
import type { Scenario } from '../core/scenario/scenario.js';
import type { Result } from '../core/outcome.js';

export const registry = createRegistry();

/** The eras (the tables of era-by-era expectations are keyed by them); EVERY adds the dated amendments between them. */
export const ALL = registry.eras;
export const EVERY = registry.ids;

export function scenario(text: string, file = 'inline.yaml'): Scenario {
  return parseScenario(file, text, (sel) => registry.select(sel, { eras: true }));
}

export function fromObject(o: object): Scenario {
  return scenario(stringify(o));
}

export function run(s: Scenario | string, ruleset: string, strict = false): Result {
  return runScenario(registry, typeof s === 'string' ? scenario(s) : s, ruleset, { strict });
}

export const zoneOf = (r: Result, id: string) => r.creatures[id]!.zone;
export const dead = (r: Result) => Object.keys(r.creatures).filter((id) => r.creatures[id]!.zone === 'graveyard').sort();
export const rulesCited = (r: Result, type?: string) => r.events.filter((e) => !type || e.type === type).map((e) => e.rule);

/** Runs the CLI in-process with its output captured. Use from serial tests: the sink is shared. */
export async function mtg(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '', stderr = '';
  const saved = { ...sink };
  sink.stdout = (s) => { stdout += s; };
  sink.stderr = (s) => { stderr += s; };
  try {
    return { code: await cli(argv), stdout, stderr };
  } finally {
    Object.assign(sink, saved);
  }
}

/**
 * Bad input through the CLI: each case's file (made from its body by `text`) is one line on stderr
 * naming file:line:col that matches the case's pattern, exit 2, nothing on stdout.
 */
export async function badFiles(t: ExecutionContext, cases: readonly (readonly [string, string, RegExp])[], text: (body: string) => string, file = 'x.yaml'): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-eras-bad-'));
  for (const [name, body, expected] of cases) {
    const path = join(dir, file);
    writeFileSync(path, text(body));
    const r = await mtg('run', path);
    t.is(r.code, 2, name);
    t.is(r.stdout, '', name);
    const line = r.stderr.trim().replace(/^mtg-eras: /, '').replace(`${dir}/`, '');
    t.false(line.includes('\n'), name);
    t.regex(line, expected, `${name}: ${line}`);
  }
}

/** Engine runs made by f (the runs that sharing between rulesets saves are not made). */
export function counted<T>(f: () => T): { value: T; runs: number } {
  const run = CombatEngine.prototype.run;
  let runs = 0;
  CombatEngine.prototype.run = function (this: CombatEngine, ...a: Parameters<typeof run>) { runs++; return run.apply(this, a); };
  try {
    return { value: f(), runs };
  } finally {
    CombatEngine.prototype.run = run;
  }
}
