// `mtg-eras report`: one self-contained HTML file (no script, no network, no font) to read and
// share a combat across eras: the outcome table, each group of eras' combat as a timeline side by
// side with the first divergences marked, and every rule number a disclosure (<details>) quoting
// that era's rule text from docs/research/citations. For several scenarios, an index first.
// No JavaScript at all: the quotes open with a click or keyboard, on a phone, and in print; the
// page's Content-Security-Policy allows no script whatever the scenario's text, and only its own
// style. Each distinct outcome is also drawn as a board (diagram.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { neighbourDifferences, outcomeGroups, rulesetLabel, sameOutcome, type Difference } from '../../core/compare.js';
import type { CombatEvent } from '../../core/events.js';
import { packageFile } from '../../core/package-file.js';
import { outcomeRows, type Result } from '../../core/outcome.js';
import type { Registry } from '../../core/registry.js';
import { runOrError } from '../../core/run.js';
import type { Scenario } from '../../core/scenario/scenario.js';
import { timeline, type TimelineBand } from '../../core/history/timeline.js';
import { bandChart, BANDS_CSS } from './bands.js';
import { combatDiagram, DIAGRAM_CSS } from './diagram.js';

interface Quote { rule: string | null; doc?: string; quote?: string; status?: string; note?: string }

type QuoteCache = Map<string, Record<string, Quote> | null>;
/** Parsed once per process (or page): the playground renders on every edit. */
const QUOTES: QuoteCache = new Map();

/**
 * The quote of a ruleset's rule: its own research file's, or, for a dated amendment (whose file
 * holds only what its day changed), the one it inherits from the rulesets before it.
 */
function quoteOf(reg: Registry, id: string, key: string, cache: QuoteCache): Quote | undefined {
  for (let at: string | null = id; at && reg.has(at); at = reg.meta(at).amendment ? reg.definition(at).parent : null) {
    const q = quotesOf(at, cache)?.[key];
    if (q) return q;
  }
  return undefined;
}

/** The research quotes of a built-in era (plugins have none: their numbers show without a quote). */
function quotesOf(id: string, cache: QuoteCache): Record<string, Quote> | null {
  if (!cache.has(id)) {
    try {
      cache.set(id, JSON.parse(readFileSync(packageFile('docs', 'research', 'citations', `${id}.json`), 'utf8')) as Record<string, Quote>);
    } catch {
      cache.set(id, null);
    }
  }
  return cache.get(id)!;
}

const SPECIAL = /[&<>"']/;
const esc = (s: string) => (SPECIAL.test(s) ? s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`) : s);

export interface ScenarioReport {
  scenario: Scenario;
  results: Result[];
  differences: Difference[];
  /** The outcome under every dated change, 1994 to today (the band chart); absent if a ruleset failed. */
  bands?: TimelineBand[];
}

export function reportOf(reg: Registry, s: Scenario, ids: readonly string[]): ScenarioReport {
  // Outcomes first: every ruleset outcome-only (the band chart reads them all), then the logs only
  // of the runs the report shows or compares (logs below); the others keep their outcome-only run.
  const logged = new Map<string, Result>();
  const bare = new Map<string, Result>();
  const run = (id: string, log: boolean): Result => {
    const have = logged.get(id) ?? (log ? undefined : bare.get(id));
    if (have) return have;
    const r = runOrError(reg, s, id, { log });
    (log ? logged : bare).set(id, r);
    return r;
  };
  const outcomes = ids.map((id) => run(id, false));
  const results = logs(outcomes).map((log, i) => (log ? run(ids[i]!, true) : outcomes[i]!));
  const differences = neighbourDifferences(results.filter((r) => r.status !== 'error'));
  // The band chart: the others outcome-only, logged only where a band begins (timeline).
  const all = reg.ids.map((id) => run(id, false));
  const bands = all.some((r) => r.status === 'error') ? undefined : timeline(reg, s, run);
  return { scenario: s, results, differences, ...(bands ? { bands } : {}) };
}

/**
 * Which of a report's runs need their event log: the first of each period (its timeline and its
 * board are drawn from it) and both sides of each change between neighbours (where the eras part:
 * the first event that differs), neighbours being the runs without error, as neighbourDifferences
 * reads them.
 */
function logs(outcomes: readonly Result[]): boolean[] {
  const log = outcomes.map((r, i) => i === 0 || !sameOutcome(outcomes[i - 1]!, r));
  let previous = -1;
  outcomes.forEach((r, i) => {
    if (r.status === 'error') return;
    if (previous >= 0 && !sameOutcome(outcomes[previous]!, r)) log[previous] = log[i] = true;
    previous = i;
  });
  return log;
}

/** The whole page: an index when there are several scenarios, then each scenario. */
export function renderReport(reports: readonly ScenarioReport[], reg: Registry): string {
  const cache = QUOTES;
  const many = reports.length > 1;
  const body: string[] = [];
  if (many) {
    body.push('<h1>mtg-eras report</h1>', `<p>${reports.length} scenarios under ${esc(rulesetLabel(reports[0]!.results.map((r) => r.ruleset), reg.ids))}.</p>`,
      '<div class="scroll" role="region" aria-label="Index of scenarios" tabindex="0"><table class="index"><caption>Scenarios and the eras where their outcome changes</caption><thead><tr><th scope="col">Scenario</th><th scope="col">File</th><th scope="col">Outcome changes between</th></tr></thead><tbody>');
    reports.forEach((r, i) => {
      const changes = r.differences.map((d) => `${d.from} → ${d.to}`).join('; ') || 'none';
      body.push(`<tr><td><a href="#s${i}">${esc(r.scenario.title)}</a></td><td>${esc(r.scenario.file)}</td><td>${esc(changes)}</td></tr>`);
    });
    body.push('</tbody></table></div>');
  }
  reports.forEach((r, i) => body.push(renderScenario(r, i, many, reg, cache)));
  return page(many ? 'mtg-eras report' : reports[0]!.scenario.title, body.join('\n'));
}

/**
 * The years an era's rules were in force, for headings: "1999–2009" (until the next era), "2009 on"
 * for the latest; several runs of eras are joined with commas.
 */
export function eraYears(ids: readonly string[], order: readonly string[], year: (id: string) => string): string {
  const idx = [...ids].map((id) => order.indexOf(id)).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const i of idx) {
    const last = runs.at(-1);
    if (last && i === last.at(-1)! + 1) last.push(i);
    else runs.push([i]);
  }
  return runs.map((r) => {
    const from = year(order[r[0]!]!), next = order[r.at(-1)! + 1];
    if (next === undefined) return `${from} on`;
    const to = year(next);
    return to === from ? from : `${from}–${to}`;
  }).join(', ');
}

/** A heading for a group of eras: the years, then the ids (breakable between ids, never inside one). */
export function eraHeading(ids: string[], reg: Registry): string {
  // A group of eras alone is read against the eras (a period runs to the next era), else against every dated point.
  const order = ids.every((id) => !reg.meta(id).amendment) ? reg.eras : reg.ids;
  const years = eraYears(ids, order, (id) => reg.meta(id).effective.slice(0, 4));
  // Each id kept whole (no break at its hyphen), a break allowed after ".." and ",".
  const label = rulesetLabel(ids, order).split(/(\.\.|,)/).map((x, i) => (i % 2 ? `${x}<wbr>` : `<span class="id">${esc(x)}</span>`)).join('');
  return `<span class="years">${esc(years)}</span> <span class="ids">${label}</span>`;
}

export interface RenderOptions {
  /** The playground: no title or description (the editor shows them), the board right after the table. */
  compact?: boolean;
  /** At most this many rows in the outcome table (those that differ first). */
  maxRows?: number;
  /** At most this many events per timeline (the rest is counted): a huge board stays a light page. */
  maxEvents?: number;
}

export function renderScenario(r: ScenarioReport, n: number, many: boolean, reg: Registry, cache: QuoteCache = QUOTES, opts: RenderOptions = {}): string {
  return renderParts(r, n, many, reg, cache, opts).join('\n');
}

/**
 * renderScenario's page in parts, joined by newlines: the section's opening tag, then each part of
 * the section (the title, the outcome table, the band chart, the boards, where the eras part, the
 * timelines, the last closing the section) whole elements each, so the playground replaces only
 * the parts an edit changed.
 */
export function renderParts(r: ScenarioReport, n: number, many: boolean, reg: Registry, cache: QuoteCache = QUOTES, opts: RenderOptions = {}): string[] {
  const s = r.scenario;
  const sub = many || !!opts.compact;
  const h = sub ? 'h2' : 'h1', h2 = sub ? 'h3' : 'h2', h3 = sub ? 'h4' : 'h3';
  // Periods: runs of neighbouring eras with the same whole outcome, as a historian reads them
  // ("1994-98, then 1999-2007, then 2009 on"), even where a later period returns to an earlier outcome.
  // Each result's outcome is flattened once (outcomeGroups), then periods follow the distinct outcomes.
  const outcomes = outcomeGroups(r.results);
  const outcomeOf = new Map(outcomes.flatMap((g) => g.ids.map((id) => [id, g] as const)));
  const groups: ReturnType<typeof outcomeGroups> = [];
  let previous: (typeof outcomes)[number] | undefined;
  for (const res of r.results) {
    const o = outcomeOf.get(res.ruleset)!;
    if (o === previous) groups.at(-1)!.ids.push(res.ruleset);
    else groups.push({ ids: [res.ruleset], result: res, whole: o.whole });
    previous = o;
  }
  const distinct = outcomes.length;
  // A period's heading shows in the table, over its board and over its timeline, and the same
  // periods come back edit after edit in the playground: made once per registry.
  const heading = (ids: string[]) => made(HEADINGS, reg, ids.join(','), () => eraHeading(ids, reg));
  const detail = new Set(groups.flatMap((g, i) => groups.slice(i + 1).flatMap((o) => Object.keys(g.whole).filter((k) => g.whole[k] !== o.whole[k]))));
  const rows = groups.map((g) => new Map(outcomeRows(g.result, detail)));
  const keys = [...rows[0]!.keys()];
  // The events where neighbouring eras first part: marked in both timelines.
  const sig = (e: CombatEvent) => `${e.window}|${e.key}|${e.text}`;
  const divergent = new Set(r.differences.flatMap((d) => [d.firstDivergence.from, d.firstDivergence.to].filter((e): e is CombatEvent => !!e).map(sig)));
  const out = [`<section id="s${n}" aria-labelledby="t${n}">`, `<${h} id="t${n}"${opts.compact ? ' class="visually-hidden"' : ''}>${esc(s.title)}</${h}>`];
  // Where each part begins in out.
  const cuts = [0, 1];
  const cut = () => { if (cuts[cuts.length - 1] !== out.length) cuts.push(out.length); };
  if (!opts.compact) {
    out.push(`<p class="file">${esc(s.file)}</p>`);
    if (s.description) out.push(`<p>${esc(s.description.trim())}</p>`);
    if (s.sources.length) out.push(`<p class="sources">Sources: ${s.sources.map(esc).join('; ')}</p>`);
  }
  cut();
  out.push(`<${h2}>Outcome</${h2}>`,
    `<div class="scroll" role="region" aria-label="Outcome table" tabindex="0"><table class="outcome"><caption>${groups.length === 1 ? 'Every ruleset gives the same outcome' : `${groups.length} periods, ${distinct} distinct outcome${distinct === 1 ? '' : 's'}; rows that differ are marked`}</caption>`,
    `<thead><tr><th scope="col">Field</th>${groups.map((g) => `<th scope="col">${heading(g.ids)}</th>`).join('')}</tr></thead><tbody>`);
  // With maxRows, the rows that differ come first in what is kept; the rest are counted.
  const table = keys.map((k) => { const vals = rows.map((m) => m.get(k)!); return { k, vals, differs: new Set(vals).size > 1 }; });
  const maxRows = opts.maxRows ?? Infinity;
  const kept = new Set(table.length <= maxRows ? table : [...table.filter((t) => t.differs), ...table.filter((t) => !t.differs)].slice(0, maxRows));
  for (const t of table) {
    if (!kept.has(t)) continue;
    const { k, vals, differs } = t;
    out.push(`<tr${differs ? ' class="differs"' : ''}><th scope="row">${esc(k)}${differs ? ' <span class="mark">(differs)</span>' : ''}</th>${vals.map((v) => `<td>${esc(v)}</td>`).join('')}</tr>`);
  }
  out.push('</tbody></table></div>');
  if (table.length > maxRows) out.push(`<p class="note">${table.length - maxRows} more rows not shown (\`mtg-eras diff\` shows them all).</p>`);
  cut();
  if (r.bands) out.push(bandChart(r.bands, reg, { heading: h2, cite: (id, key, rule) => cite(id, { key: key as CombatEvent['key'], rule }, reg, cache) }));
  // The board of each distinct outcome (not of each period: a period that returns to an earlier outcome shares its board).
  const boards = outcomes.filter((g) => g.result.status !== 'error');
  cut();
  if (boards.length) {
    out.push(`<${h2}>The board${boards.length > 1 ? `, outcome by outcome` : ''}</${h2}>`, '<div class="boards">');
    boards.forEach((g, i) => out.push(combatDiagram(s, g.result, { id: `d${n}-${i}`, label: heading(g.ids), divergent, sig })));
    out.push('</div>');
  }
  cut();
  if (r.differences.length) {
    out.push(`<${h2}>Where the eras part</${h2}>`, '<ul class="divergences">');
    for (const d of r.differences) {
      const side = (id: string, e: CombatEvent | null) => (e ? `${esc(id)}: ${esc(e.text)} ${cite(id, e, reg, cache)}` : `${esc(id)}: nothing in its place`);
      out.push(`<li><strong>${esc(d.from)} → ${esc(d.to)}</strong> (${esc(d.fields.map((f) => f.field).join(', '))})<ul><li>${side(d.from, d.firstDivergence.from)}</li><li>${side(d.to, d.firstDivergence.to)}</li></ul></li>`);
    }
    out.push('</ul>');
  }
  cut();
  out.push(`<${h2}>The combat, era by era</${h2}>`, '<div class="timelines">');
  for (const g of groups) {
    const id = g.result.ruleset;
    out.push(`<div class="timeline"><${h3}>${heading(g.ids)}</${h3}>`);
    if (g.result.status === 'error') { out.push(`<p>${esc(g.result.reason ?? 'error')}</p></div>`); continue; }
    out.push(`<p class="era">${esc(reg.meta(id).document)} (events of ${esc(id)})</p><ul>`);
    let window = '';
    const max = opts.maxEvents ?? Infinity;
    for (const e of g.result.events.slice(0, max)) {
      if (e.window !== window) { window = e.window; out.push(`<li class="window">${esc(window)}</li>`); }
      const k = sig(e), first = divergent.has(k);
      // An event's line is the same in every run that logs it alike: made once (by era, rule, event and mark).
      out.push(made(LINES, cache, `${first ? '!' : ''}${id}\n${e.rule}\n${k}`, () => `<li${first ? ' class="diverge"' : ''}>${first ? '<span class="mark">First divergence: </span>' : ''}${esc(e.text)} ${cite(id, e, reg, cache)}</li>`));
    }
    if (g.result.events.length > max) out.push(`<li class="window">${g.result.events.length - max} more events (\`mtg-eras run\` shows them all)</li>`);
    out.push('</ul></div>');
  }
  out.push('</div></section>');
  return cuts.map((c, i) => out.slice(c, cuts[i + 1] ?? out.length).join('\n'));
}

/** A rule number that opens to the era's quoted rule text. */
function cite(id: string, e: Pick<CombatEvent, 'key' | 'rule'>, reg: Registry, cache: QuoteCache): string {
  // The same rule is cited by many events and many edits: its markup is made once (by era, concept and number).
  return made(CITED, cache, `${id}\n${e.key}\n${e.rule}`, () => citation(id, e, reg, cache));
}
/** Markup made once and kept, per quote cache or registry: citations, timeline lines, period headings. */
const CITED = new WeakMap<object, Map<string, string>>(), LINES = new WeakMap<object, Map<string, string>>(), HEADINGS = new WeakMap<object, Map<string, string>>();
/** Past this many strings kept in one table, it starts again (a long playground session stays bounded). */
const MAX_MADE = 20_000;
function made(tables: WeakMap<object, Map<string, string>>, owner: object, k: string, make: () => string): string {
  let t = tables.get(owner);
  if (!t) tables.set(owner, (t = new Map()));
  let html = t.get(k);
  if (html === undefined) {
    if (t.size >= MAX_MADE) t.clear();
    t.set(k, (html = make()));
  }
  return html;
}

function citation(id: string, e: Pick<CombatEvent, 'key' | 'rule'>, reg: Registry, cache: QuoteCache): string {
  const q = quoteOf(reg, id, e.key, cache);
  const doc = reg.meta(id).document;
  if (!q?.quote) return `<span class="rule">[${esc(e.rule)}]</span>`;
  return `<details class="rule"><summary>${esc(e.rule)}</summary><blockquote><p>${esc(q.quote)}</p><footer>${esc(q.rule ?? e.rule)}, ${esc(q.doc ?? doc)}${q.status ? ` (${esc(q.status)})` : ''}</footer></blockquote></details>`;
}

/** The page's style (the playground uses it too). */
export const REPORT_CSS = `body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1a1a1a; background: #fff; margin: 0 auto; padding: 1rem; max-width: 80rem; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.3rem; margin-top: 2rem; } h3, h4 { font-size: 1.05rem; margin: 0.3rem 0; }
.file, .era, .sources { color: #4a4a4a; font-size: 0.9rem; }
table { border-collapse: collapse; margin: 0.5rem 0; }
caption { text-align: left; font-weight: 600; padding: 0.3rem 0; }
th, td { border: 1px solid #8a8a8a; padding: 0.25rem 0.6rem; text-align: left; vertical-align: top; }
thead th { background: #eef0f3; }
tr.differs { background: #fff4cc; }
.mark { font-weight: 600; color: #7a3e00; }
.scroll { overflow-x: auto; max-width: 100%; }
main { overflow-wrap: anywhere; }
main th, main td { overflow-wrap: normal; hyphens: none; }
span.id { white-space: nowrap; }
thead th .years { display: block; font-size: 1.05rem; white-space: nowrap; }
thead th .ids, .timeline h3 .ids, .timeline h4 .ids, figcaption .ids { font-weight: 400; font-size: 0.8rem; color: #3a3a3a; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.timelines { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(22rem, 100%), 1fr)); gap: 1rem; }
.timeline { border: 1px solid #8a8a8a; border-radius: 4px; padding: 0.5rem 0.8rem; }
.timeline ul { padding-left: 1.2rem; margin: 0; }
.timeline li { margin: 0.2rem 0; }
.timeline li.window { list-style: none; margin-left: -1.2rem; margin-top: 0.6rem; font-weight: 600; color: #24486b; }
li.diverge { background: #fff4cc; outline: 2px solid #7a3e00; }
details.rule { display: inline; }
details.rule summary { display: inline; cursor: pointer; color: #0b4f9c; text-decoration: underline; }
details.rule summary::marker, details.rule summary::-webkit-details-marker { content: ""; display: none; }
details.rule blockquote { margin: 0.3rem 0 0.3rem 1rem; padding: 0.3rem 0.6rem; border-left: 3px solid #0b4f9c; background: #f3f6fa; }
details.rule footer { font-size: 0.85rem; color: #4a4a4a; }
@media (max-width: 40rem) { .timelines { grid-template-columns: 1fr; } table { font-size: 0.85rem; } }
${DIAGRAM_CSS}${BANDS_CSS}@media print { .timelines { display: block; } .timeline { break-inside: avoid; margin-bottom: 1rem; } }
`;

/** The report's policy: no script at all, no network, only the page's own style (by its hash). */
export function reportPolicy(style: string): string {
  const hash = createHash('sha256').update(style).digest('base64');
  return `default-src 'none'; script-src 'none'; style-src 'sha256-${hash}'; img-src data:; base-uri 'none'; form-action 'none'`;
}

function page(title: string, body: string): string {
  const style = `\n${REPORT_CSS}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${reportPolicy(style)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
