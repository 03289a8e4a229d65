import { structuredPatch } from 'diff';
import { neighbourDifferences, type Difference } from '../../core/compare.js';
import { outcomeRows, type Result } from '../../core/outcome.js';
import type { Registry } from '../../core/registry.js';
import { runScenario } from '../../core/run.js';
import { divergenceSide, eventLines } from '../format.js';
import { registryFor, type PluginOptions } from '../context.js';
import { json, out, UsageError, type Exit } from '../io.js';
import { load } from '../scenarios.js';

export async function diff(a: PluginOptions & { file: string; rulesets?: string; at?: string[]; strict?: boolean; json?: boolean }): Promise<Exit> {
  const reg = await registryFor(a);
  const ids = selectIds(reg, a.rulesets, a.at);
  const s = load(a.file, reg);
  const results = ids.map((id) => runScenario(reg, s, id, { strict: a.strict }));
  const differences = neighbourDifferences(results);
  if (a.json) {
    json({ scenario: { file: s.file, title: s.title }, results, differences });
  } else {
    out([`${s.title}  (${s.file})`, '', outcomeTable(results, process.stdout.columns || 80, reg.ids), renderDifferences(reg, results, differences)].join('\n'));
  }
  return differences.length ? 1 : 0;
}

export function selectIds(reg: Registry, rulesets: string | undefined, at: string[] | undefined): string[] {
  if (at?.length) return [...new Set(at.map((d) => reg.at(d)))].sort((x, y) => reg.ids.indexOf(x) - reg.ids.indexOf(y));
  const sel = reg.select(rulesets ?? 'all');
  if (typeof sel === 'string') throw new UsageError(`--rulesets: ${sel}`);
  return sel;
}

/** One column per run of neighbouring rulesets with identical outcomes; rows that differ are marked "*". */
export function outcomeTable(results: Result[], width: number, order: readonly string[]): string {
  const groups: { ids: string[]; rows: Map<string, string> }[] = [];
  for (const r of results) {
    const rows = new Map(outcomeRows(r));
    const last = groups[groups.length - 1];
    if (last && JSON.stringify([...last.rows]) === JSON.stringify([...rows])) last.ids.push(r.ruleset);
    else groups.push({ ids: [r.ruleset], rows });
  }
  // A range only where the group is a run of neighbouring rulesets; else a comma list.
  const label = (ids: string[]) => {
    if (ids.length === 1) return ids[0]!;
    const i = order.indexOf(ids[0]!);
    const contiguous = ids.every((id, k) => order[i + k] === id);
    return contiguous ? `${ids[0]}..${ids[ids.length - 1]}` : ids.join(',');
  };
  const keys = outcomeRows(results[0]!).map(([k]) => k);
  const keyW = Math.max(7, ...keys.map((k) => k.length));
  const render = (heads: string[]) => {
    const ws = groups.map((g, i) => Math.max(heads[i]!.length, ...keys.map((k) => g.rows.get(k)!.length)));
    const line = (mark: string, k: string, cells: string[]) => `${mark} ${k.padEnd(keyW)}  ${cells.map((c, i) => c.padEnd(ws[i]!)).join('  ')}`.trimEnd();
    const lines = [line(' ', '', heads)];
    for (const k of keys) {
      const vals = groups.map((g) => g.rows.get(k)!);
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
  const patch = structuredPatch(x.ruleset, y.ruleset, `${a.join('\n')}\n`, `${b.join('\n')}\n`, '', '', { context: 2 });
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
