// One scenario's outcome across the whole timeline: every ruleset, eras and dated amendments,
// oldest first, with consecutive equal outcomes grouped into bands. A band changes where a rule
// changed: the date, the ruleset, and the first event that differs (with its rule).
import { firstDivergence, flatChanges, flatOutcome, sameOutcome, type FieldChange, type FlatOutcome } from '../compare.js';
import type { Registry } from '../registry.js';
import type { Result } from '../outcome.js';
import { runScenario } from '../run.js';
import type { Scenario } from '../scenario/scenario.js';

export interface TimelineBand {
  /** The first day of the band and the last (null: still in force). */
  from: string;
  to: string | null;
  rulesets: string[];
  outcome: FlatOutcome;
  /**
   * How the band differs from the one before: the fields, and the rule of the first event that
   * differs, as cited by `ruleset` (the band's first ruleset, or the one before it when the event
   * is one the new rules no longer have).
   */
  change?: { fields: FieldChange[]; rule: string; key: string; ruleset: string };
}

const dayBefore = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 864e5).toISOString().slice(0, 10);

/**
 * `run(id, log)` gives a ruleset's result, with its event log when `log` is set (the report passes
 * the runs it already has). Only the two rulesets either side of a band's start need their logs
 * (the first event that differs); the others run outcome-only, which gives the same outcome for
 * less.
 */
export function timeline(reg: Registry, s: Scenario, run: (id: string, log: boolean) => Result = (id, log) => runScenario(reg, s, id, { log })): TimelineBand[] {
  const bands: TimelineBand[] = [];
  let last: string | null = null, previous: Result | null = null;
  for (const id of reg.ids) {
    const r = run(id, false);
    const band = bands[bands.length - 1];
    // The same whole outcome as the ruleset before (often the same run): the band goes on, with no flat outcome made.
    const same = previous !== null && sameOutcome(previous, r);
    previous = r;
    if (band && same) { band.rulesets.push(id); last = id; continue; }
    const outcome = flatOutcome(r);
    const fields = band ? flatChanges(band.outcome, outcome) : [];
    if (band && !fields.length) { band.rulesets.push(id); last = id; continue; }
    const from = reg.meta(id).effective;
    if (band) band.to = dayBefore(from);
    const d = last ? firstDivergence(run(last, true), run(id, true)) : null;
    const ev = d?.to ?? d?.from;
    const cited = d?.to || !last ? id : last;
    bands.push({ from, to: null, rulesets: [id], outcome, ...(band ? { change: { fields, rule: ev?.rule ?? '', key: ev?.key ?? '', ruleset: cited } } : {}) });
    last = id;
  }
  return bands;
}

/** The scenario's outcome the day before a date and on it: what a change on that date did to it (null: nothing). */
export function acrossDate(reg: Registry, s: Scenario, date: string): { before: string; after: string; fields: FieldChange[] } | null {
  const before = reg.at(dayBefore(date)), after = reg.at(date);
  if (before === after) return null;
  const fields = flatChanges(flatOutcome(runScenario(reg, s, before, { log: false })), flatOutcome(runScenario(reg, s, after, { log: false })));
  return fields.length ? { before, after, fields } : null;
}
