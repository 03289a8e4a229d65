// Comparing results: an outcome as flat fields, the fields two results differ in, the first
// events where their logs part, the differences between neighbouring rulesets, and batches of
// scenarios under two rulesets. Used by the CLI's diff, compare and baselines, and offered by the
// library API.
import { diffArrays } from 'diff';
import { eventData, eventLines, type CombatEvent } from './events.js';
import type { Result } from './outcome.js';
import type { Registry } from './registry.js';
import { runScenario } from './run.js';
import type { Scenario } from './scenario/scenario.js';

/** A result's outcome as flat fields (events left out), for compare and baselines. */
export type FlatOutcome = Record<string, string | number | boolean>;

export function flatOutcome(r: Result): FlatOutcome {
  const f: FlatOutcome = { status: r.status };
  for (const [p, v] of Object.entries(r.players)) {
    f[`life.${p}`] = v.life;
    f[`lost.${p}`] = v.lost;
  }
  for (const [id, c] of Object.entries(r.creatures)) {
    f[`zone.${id}`] = c.zone;
    f[`damage.${id}`] = c.damage;
    f[`tapped.${id}`] = c.tapped;
    f[`power.${id}`] = c.power;
    f[`toughness.${id}`] = c.toughness;
  }
  return f;
}

export interface FieldChange { field: string; from: unknown; to: unknown }

/** Fields whose values differ (a field missing on one side counts as differing). */
export function flatChanges(a: FlatOutcome, b: FlatOutcome): FieldChange[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((k) => a[k] !== b[k]).map((k) => ({ field: k, from: a[k] ?? null, to: b[k] ?? null }));
}

export interface Divergence { from: CombatEvent | null; to: CombatEvent | null }

export interface Difference {
  from: string;
  to: string;
  fields: FieldChange[];
  firstDivergence: Divergence;
}

/** Outcome fields that differ between two results (the same flat fields as compare and baselines). */
export function fieldDifferences(x: Result, y: Result): FieldChange[] {
  return flatChanges(flatOutcome(x), flatOutcome(y));
}

/**
 * The first events where the two logs part, compared without rule numbers (eras renumber) and
 * without step headings (whose window differs between eras with and without a window between
 * assigning and dealing damage), so it points at what happened differently.
 */
export function firstDivergence(x: Result, y: Result): Divergence {
  const ex = x.events.filter((e) => e.type !== 'step'), ey = y.events.filter((e) => e.type !== 'step');
  let i = 0, j = 0;
  for (const part of diffArrays(eventLines(ex), eventLines(ey))) {
    // Plain data, text rendered: the divergence may cross to another thread.
    if (part.added || part.removed) return { from: plain(ex[i]), to: plain(ey[j]) };
    i += part.count ?? part.value.length;
    j += part.count ?? part.value.length;
  }
  return { from: null, to: null };
}

const plain = (e: CombatEvent | undefined) => (e ? eventData(e) : null);

/** For each pair of neighbouring results whose outcomes differ: the fields and the first divergence. */
export function neighbourDifferences(results: readonly Result[]): Difference[] {
  const out: Difference[] = [];
  for (let k = 1; k < results.length; k++) {
    const x = results[k - 1]!, y = results[k]!;
    const fields = fieldDifferences(x, y);
    if (fields.length) out.push({ from: x.ruleset, to: y.ruleset, fields, firstDivergence: firstDivergence(x, y) });
  }
  return out;
}

/** One scenario under two rulesets: what changed and where the logs part, or null if the outcomes agree. */
export function compareRuns(reg: Registry, s: Scenario, from: string, to: string): { fields: FieldChange[]; firstDivergence: Divergence } | null {
  const a = runScenario(reg, s, from), b = runScenario(reg, s, to);
  const fields = fieldDifferences(a, b);
  return fields.length ? { fields, firstDivergence: firstDivergence(a, b) } : null;
}

/** A batch of scenarios under two rulesets: those whose outcome changed (the library's `compare`). */
export function compareBatch(reg: Registry, scenarios: readonly Scenario[], from: string, to: string): { scenario: Scenario; fields: FieldChange[]; firstDivergence: Divergence }[] {
  return scenarios.flatMap((scenario) => {
    const d = compareRuns(reg, scenario, from, to);
    return d ? [{ scenario, ...d }] : [];
  });
}
