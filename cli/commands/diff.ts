import { structuredPatch } from 'diff';
import { flatChanges, moreEdits, neighbourDifferences, outcomeGroups, sameOutcome, type Difference } from '../../core/compare.js';
import { outcomeRows, type Result } from '../../core/outcome.js';
import type { Registry } from '../../core/registry.js';
import { runOrError } from '../../core/run.js';
import { divergenceSide, eventLines } from '../format.js';
import { registryFor, type PluginOptions } from '../context.js';
import { json, out, report, stdoutInfo, UsageError, type Exit } from '../io.js';
import { load } from '../scenarios.js';
import { timeline } from '../../core/history/timeline.js';
import { rulesetLabel } from '../baseline.js';

export async function diff(a: PluginOptions & { file: string; rulesets?: string; at?: string[]; strict?: boolean; json?: boolean }): Promise<Exit> {
  const reg = await registryFor(a);
  const ids = selectIds(reg, a.rulesets, a.at);
  const s = load(a.file, reg);
  const run = (id: string, log: boolean) => runOrError(reg, s, id, { strict: a.strict, log });
  const results = a.json ? ids.map((id) => run(id, true)) : logWhereShown(ids.map((id) => run(id, false)), (id) => run(id, true));
  // A ruleset whose plugin failed: its column says error, the others print, and the exit is 2.
  const failedRulesets = results.filter((r) => r.status === 'error');
  for (const r of failedRulesets) report(r.reason!);
  // Differences are between rulesets that ran: a failed one has no log to align.
  const differences = neighbourDifferences(results.filter((r) => r.status !== 'error'));
  if (a.json) {
    json({ scenario: { file: s.file, title: s.title }, results, differences });
  } else {
    out([`${s.title}  (${s.file})`, '', outcomeTable(results, stdoutInfo().columns || 80, reg.ids), renderDifferences(reg, results, differences)].join('\n'));
  }
  return failedRulesets.length ? 2 : differences.length ? 1 : 0;
}

/**
 * The text shows a ruleset's log only beside a neighbour whose outcome differs (the first
 * divergence and the log diff), so the runs are outcome-only (the same outcome, for less) and
 * those rulesets, the neighbours neighbourDifferences compares, run again with their logs.
 */
function logWhereShown(outcomes: Result[], logged: (id: string) => Result): Result[] {
  const ran = outcomes.filter((r) => r.status !== 'error');
  const shown = new Set<string>();
  for (let k = 1; k < ran.length; k++) if (!sameOutcome(ran[k - 1]!, ran[k]!)) shown.add(ran[k - 1]!.ruleset).add(ran[k]!.ruleset);
  return outcomes.map((r) => (shown.has(r.ruleset) ? logged(r.ruleset) : r));
}

/**
 * diff --timeline: the scenario under every ruleset, eras and dated amendments, 1994 to today, as
 * bands of equal outcome; each band after the first says the day it begins and the rule whose
 * change begins it (the first event that differs).
 */
export async function diffTimeline(a: PluginOptions & { file: string; json?: boolean }): Promise<Exit> {
  const reg = await registryFor(a);
  const s = load(a.file, reg);
  const bands = timeline(reg, s);
  if (a.json) {
    json({ scenario: { file: s.file, title: s.title }, bands });
    return 0;
  }
  const show = (v: unknown) => JSON.stringify(v);
  const lines = [`${s.title}  (${s.file})`, ''];
  for (const b of bands) {
    lines.push(`${b.from} .. ${b.to ?? 'today'}  ${rulesetLabel(b.rulesets, reg.ids)}`);
    if (b.change) lines.push(`  changed ${b.from} by ${b.rulesets[0]} (${reg.meta(b.rulesets[0]!).title}); the first event that differs cites ${b.change.rule || 'no rule'}${b.change.key ? ` [${b.change.key}]` : ''}`,
      ...b.change.fields.map((f) => `    ${f.field}: ${show(f.from)} -> ${show(f.to)}`));
  }
  lines.push('', `${bands.length} ${bands.length === 1 ? 'band' : 'bands'} over ${reg.ids.length} rulesets.`);
  out(lines.join('\n'));
  return 0;
}

/** The one ruleset an option names (--from, --to): a usage error for an unknown one or for several. */
export function selectOne(reg: Registry, opt: string, selector: string): string {
  const sel = reg.select(selector);
  if (!sel.ok) throw new UsageError(`--${opt}: ${sel.error}`);
  if (sel.ids.length !== 1) throw new UsageError(`--${opt}: "${selector}" names ${sel.ids.length} rulesets; give one`);
  return sel.ids[0]!;
}

export function selectIds(reg: Registry, rulesets: string | undefined, at: string[] | undefined): string[] {
  if (at?.length) return [...new Set(at.map((d) => reg.at(d)))].sort((x, y) => reg.ids.indexOf(x) - reg.ids.indexOf(y));
  const sel = reg.select(rulesets ?? 'all');
  if (!sel.ok) throw new UsageError(`--rulesets: ${sel.error}`);
  return sel.ids;
}

/**
 * One column per set of rulesets whose whole outcome (wholeOutcome: every flat field
 * and the rejected choices) is equal, so the columns part exactly where diff's differences and exit
 * code say outcomes differ. A field that differs between columns but is not in a row's usual text
 * (damage on a dead creature, power/toughness, tapped) is added to that row; rows that differ are
 * marked "*".
 */
export function outcomeTable(results: Result[], width: number, order: readonly string[]): string {
  const groups = outcomeGroups(results);
  const detail = new Set(groups.flatMap((g, i) => groups.slice(i + 1).flatMap((h) => flatChanges(g.whole, h.whole).map((c) => c.field))));
  const rowsOf = groups.map((g) => new Map(outcomeRows(g.result, detail)));
  // Runs of neighbouring rulesets as ranges a..b, joined by commas.
  const label = (ids: string[]) => {
    const runs: string[][] = [];
    for (const id of [...ids].sort((x, y) => order.indexOf(x) - order.indexOf(y))) {
      const run = runs[runs.length - 1];
      if (run && order.indexOf(run[run.length - 1]!) + 1 === order.indexOf(id)) run.push(id);
      else runs.push([id]);
    }
    return runs.map((r) => (r.length === 1 ? r[0]! : `${r[0]}..${r[r.length - 1]}`)).join(',');
  };
  const keys = [...rowsOf[0]!.keys()];
  const keyW = Math.max(7, ...keys.map((k) => k.length));
  const render = (heads: string[]) => {
    const ws = groups.map((_, i) => Math.max(heads[i]!.length, ...keys.map((k) => rowsOf[i]!.get(k)!.length)));
    const line = (mark: string, k: string, cells: string[]) => `${mark} ${k.padEnd(keyW)}  ${cells.map((c, i) => c.padEnd(ws[i]!)).join('  ')}`.trimEnd();
    const lines = [line(' ', '', heads)];
    for (const k of keys) {
      const vals = rowsOf.map((rows) => rows.get(k)!);
      lines.push(line(new Set(vals).size > 1 ? '*' : ' ', k, vals));
    }
    return lines;
  };
  let lines = render(groups.map((g) => label(g.ids)));
  if (Math.max(...lines.map((l) => l.length)) > width) {
    const letters = groups.map((_, i) => `[${String.fromCharCode(65 + i)}]`);
    lines = [...render(letters), '', ...groups.map((g, i) => `  ${letters[i]} ${label(g.ids)}`)];
  }
  const note = groups.length === 1 ? `Every ruleset gives the same outcome (${label(groups[0]!.ids)}).` : `${groups.length} distinct outcomes; rows marked * differ.`;
  return [...lines, '', note].join('\n');
}

function renderDifferences(reg: Registry, results: Result[], diffs: Difference[]): string {
  const lines: string[] = [];
  for (const d of diffs) {
    const x = results.find((r) => r.ruleset === d.from)!, y = results.find((r) => r.ruleset === d.to)!;
    lines.push('', `${d.from} -> ${d.to}: ${d.fields.map((f) => `${f.field} ${f.from} -> ${f.to}`).join('; ')}`);
    lines.push('  first diverging event:', `    ${d.from}: ${divergenceSide(reg, d.from, d.firstDivergence, 'from')}`, `    ${d.to}: ${divergenceSide(reg, d.to, d.firstDivergence, 'to')}`);
    for (const l of eventPatch(x, y)) lines.push(`  ${l}`); // not push(...): a log can outgrow the argument limit
  }
  return lines.join('\n');
}

/**
 * A unified diff of two event logs. Lines are compared without their rule numbers (eras
 * renumber the rules, which is not a change of behaviour) and printed with them.
 */
export function eventPatch(x: Result, y: Result): string[] {
  const a = eventLines(x.events), b = eventLines(y.events);
  // The minimal diff costs time in proportion to the log's length times the number of edits: two
  // long logs that differ throughout (999 blockers, each line changed) took seconds. Past
  // MAX_EDITS the logs are shown as one block of changes after their common start and before
  // their common end, which costs time in proportion to their length.
  // Counting first: logs that surely take more than MAX_EDITS edits are not handed to the diff
  // (whose lines are these lines as long as none holds a line break).
  const { head, tail } = common(a, b);
  const small = a.length + b.length - 2 * (head + tail) <= MAX_MIDDLE
    && !(!a.some((l) => l.includes('\n')) && !b.some((l) => l.includes('\n')) && moreEdits(a, b, head, tail, MAX_EDITS));
  const patch = (small && structuredPatch(x.ruleset, y.ruleset, `${a.join('\n')}\n`, `${b.join('\n')}\n`, '', '', { context: 2, maxEditLength: MAX_EDITS })) || blockPatch(a, b);
  const out = [`--- ${x.ruleset}`, `+++ ${y.ruleset}`];
  for (const h of patch.hunks) {
    out.push(`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`);
    let i = h.oldStart - 1, j = h.newStart - 1;
    for (const l of h.lines) {
      if (l.startsWith('-')) out.push(`${l}  [${x.events[i++]!.rule}]`);
      else if (l.startsWith('+')) out.push(`${l}  [${y.events[j++]!.rule}]`);
      else if (l.startsWith(' ')) {
        const rx = x.events[i++]!.rule, ry = y.events[j++]!.rule;
        out.push(`${l}  [${rx === ry ? rx : `${rx} | ${ry}`}]`);
      }
    }
  }
  return out;
}

/** Past this many line edits, or this many lines between the common start and end, eventPatch shows the logs' differing middle as one block. */
const MAX_EDITS = 500;
const MAX_MIDDLE = 2000;

function common(a: readonly string[], b: readonly string[]): { head: number; tail: number } {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { head, tail };
}

/** One hunk: the lines between the common start and the common end, removed then added (context 2). */
function blockPatch(a: readonly string[], b: readonly string[]): { hunks: { oldStart: number; oldLines: number; newStart: number; newLines: number; lines: string[] }[] } {
  const { head, tail } = common(a, b);
  const before = Math.min(2, head), after = Math.min(2, tail);
  const from = head - before;
  const lines = [
    ...a.slice(from, head).map((l) => ` ${l}`),
    ...a.slice(head, a.length - tail).map((l) => `-${l}`),
    ...b.slice(head, b.length - tail).map((l) => `+${l}`),
    ...a.slice(a.length - tail, a.length - tail + after).map((l) => ` ${l}`),
  ];
  const oldLines = a.length - tail + after - from, newLines = b.length - tail + after - from;
  return { hunks: [{ oldStart: oldLines ? from + 1 : from, oldLines, newStart: newLines ? from + 1 : from, newLines, lines }] };
}
