import { reportBadFiles, runBatch } from '../batch.js';
import { registryFor, type PluginOptions } from '../context.js';
import { json, out, type Exit } from '../io.js';
import { selectOne } from './diff.js';
import { findScenarios } from '../scenarios.js';
import type { Change } from '../tasks.js';
import { divergenceSide } from '../format.js';
import type { Registry } from '../../core/registry.js';

/** Every scenario whose outcome differs between two rulesets, with its first diverging events. */
export async function compareCommand(a: PluginOptions & { paths: string[]; from: string; to: string; json?: boolean; markdown?: boolean }): Promise<Exit> {
  const reg = await registryFor(a);
  const from = selectOne(reg, 'from', a.from), to = selectOne(reg, 'to', a.to);
  const corpus = findScenarios(a.paths);
  const files = corpus.files;
  const results = await runBatch(reg, files, { kind: 'compare', from, to });
  // Bad files are reported one line each; the good ones are still compared (exit 2 at the end).
  const errors = reportBadFiles(corpus, results);
  const changed = results.map((r) => r.change).filter((c): c is Change => !!c);
  const byField: Record<string, number> = {};
  for (const c of changed) for (const kind of new Set(c.fields.map((f) => f.field.split('.')[0]!))) byField[kind] = (byField[kind] ?? 0) + 1;
  const summary = { scenarios: files.length - errors.filter((e) => files.includes(e.file)).length, changed: changed.length, byField, bad: errors.length };
  if (a.json) json({ from, to, changed, summary, errors: errors.map((e) => ({ file: e.file, message: e.error })) });
  else out(a.markdown ? markdown(reg, from, to, changed, summary) : text(reg, from, to, changed, summary));
  return errors.length ? 2 : changed.length ? 1 : 0;
}

type Summary = { scenarios: number; changed: number; byField: Record<string, number>; bad: number };

const fmt = (v: unknown) => (v === null ? '-' : String(v));
const summaryLine = (s: Summary) =>
  `${s.scenarios} scenarios, ${s.changed} changed${s.changed ? ` (by field: ${Object.entries(s.byField).map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}${s.bad ? `; ${s.bad} bad ${s.bad === 1 ? 'file' : 'files'} (see above)` : ''}`;

function text(reg: Registry, from: string, to: string, changed: Change[], s: Summary): string {
  const lines: string[] = [`${from} -> ${to}`, ''];
  for (const c of changed) {
    lines.push(`${c.file}: ${c.scenario}`);
    for (const f of c.fields) lines.push(`  ${f.field}: ${fmt(f.from)} -> ${fmt(f.to)}`);
    lines.push(`  first diverging event:`, `    ${from}: ${divergenceSide(reg, from, c.firstDivergence, 'from')}`, `    ${to}: ${divergenceSide(reg, to, c.firstDivergence, 'to')}`, '');
  }
  lines.push(summaryLine(s));
  return lines.join('\n');
}

function markdown(reg: Registry, from: string, to: string, changed: Change[], s: Summary): string {
  const cell = (x: string) => x.replace(/\|/g, '\\|');
  const lines = [`## Outcomes changed from \`${from}\` to \`${to}\``, '', summaryLine(s), ''];
  if (!changed.length) return lines.join('\n');
  lines.push('| scenario | changes | first diverging event |', '|---|---|---|');
  for (const c of changed) {
    const changes = c.fields.map((f) => `${f.field}: ${fmt(f.from)} → ${fmt(f.to)}`).join('<br>');
    const events = `${from}: ${divergenceSide(reg, from, c.firstDivergence, 'from')}<br>${to}: ${divergenceSide(reg, to, c.firstDivergence, 'to')}`;
    lines.push(`| \`${c.file}\`<br>${cell(c.scenario)} | ${cell(changes)} | ${cell(events)} |`);
  }
  return lines.join('\n');
}
