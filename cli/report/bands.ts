// The band chart: one scenario's outcome across every dated change to the combat rules, 1994 to
// today (core/history/timeline.ts), as coloured bands along a time axis. Where the colour changes, a
// rule changed: the boundary is numbered, and the list under the chart gives, for that number, the
// date, the ruleset, the rule of the first event that differs (opening to its quoted text, as every
// rule number of the report does) and what the change did to the outcome. Plain SVG with classes and
// percentages (no style attribute, no script), so the report's Content-Security-Policy holds and the
// strip stretches to any width; the list carries every word, so a phone reads it as it reads prose.
import type { TimelineBand } from '../../core/history/timeline.js';
import type { Registry } from '../../core/registry.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Colours that stay apart for the common colour-vision deficiencies (Okabe and Ito), one per distinct outcome. */
export const BAND_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#7F7F7F'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const day = (d: string) => Date.parse(`${d}T00:00:00Z`);
/** The axis ends a year after the newest dated change: the last band runs "to today" with room to be seen. */
const axisEnd = (last: string) => day(last) + 365 * 864e5;

/** Which distinct outcome each band has (a band that returns to an earlier outcome shares its letter and colour). */
function outcomeIndex(bands: readonly TimelineBand[]): number[] {
  const seen: string[] = [];
  return bands.map((b) => {
    const k = JSON.stringify(Object.entries(b.outcome).sort(([x], [y]) => x.localeCompare(y)));
    const i = seen.indexOf(k);
    return i >= 0 ? i : seen.push(k) - 1;
  });
}

export interface BandOptions {
  /** A rule number as the report shows it: opening to the quoted text of that ruleset's rule. */
  cite: (ruleset: string, key: string, rule: string) => string;
  /** The heading level of the section. */
  heading: string;
}

const show = (v: unknown) => (v === null || v === undefined ? '-' : typeof v === 'string' ? v : JSON.stringify(v));

/** The chart and its list, or '' when every dated change gives the same outcome (the outcome table says so). */
export function bandChart(bands: readonly TimelineBand[], reg: Registry, o: BandOptions): string {
  if (bands.length < 2) return '';
  const idx = outcomeIndex(bands);
  const start = day(bands[0]!.from), end = axisEnd(reg.meta(reg.latest).effective);
  const pct = (t: number) => Math.round(((t - start) / (end - start)) * 10000) / 100;
  const x = (d: string) => pct(day(d));
  const H = 34, TOP = 20;
  const svg: string[] = [];
  // The bands.
  bands.forEach((b, i) => {
    const x0 = x(b.from), x1 = i + 1 < bands.length ? x(bands[i + 1]!.from) : 100;
    svg.push(`<rect class="band oc${idx[i]! % BAND_COLOURS.length}" x="${x0}%" y="${TOP}" width="${Math.max(0.2, x1 - x0)}%" height="${H}"><title>${esc(`${LETTERS[idx[i]!] ?? '?'}: ${b.from} to ${b.to ?? 'today'}`)}</title></rect>`);
    if (x1 - x0 >= 5) svg.push(`<text class="letter" x="${Math.round((x0 + x1) * 50) / 100}%" y="${TOP + H / 2 + 5}" text-anchor="middle">${LETTERS[idx[i]!] ?? '?'}</text>`);
  });
  // The boundaries where a rule changed, numbered above the strip; numbers close together take turns on two rows.
  let lastX = -100, row = 0;
  bands.forEach((b, i) => {
    if (!i) return;
    const bx = x(b.from);
    row = bx - lastX < 3 ? 1 - row : 0;
    lastX = bx;
    svg.push(`<line class="change" x1="${bx}%" x2="${bx}%" y1="${row ? 6 : TOP - 8}" y2="${TOP + H}"/>`,
      `<text class="num" x="${bx}%" y="${row ? 4 : TOP - 10}" dx="3">${i}</text>`);
  });
  // Years along the axis, every five.
  const y0 = new Date(start).getUTCFullYear(), y1 = new Date(end).getUTCFullYear();
  for (let y = Math.ceil(y0 / 5) * 5; y <= y1; y += 5) {
    const tx = pct(Date.UTC(y, 0, 1));
    if (tx < 2 || tx > 97) continue;
    svg.push(`<line class="tick" x1="${tx}%" x2="${tx}%" y1="${TOP + H}" y2="${TOP + H + 4}"/>`, `<text class="year" x="${tx}%" y="${TOP + H + 17}" text-anchor="middle">${y}</text>`);
  }
  const summary = bands.map((b, i) => `${LETTERS[idx[i]!] ?? '?'} from ${b.from}`).join(', ');
  const out = [`<${o.heading}>Across the rules' history</${o.heading}>`,
    `<p class="note">The outcome under every dated change to the combat rules, ${esc(bands[0]!.from.slice(0, 4))} to today: one colour per outcome; where the colour changes, a rule changed (numbered below).</p>`,
    `<figure class="bandchart"><svg class="bands" width="100%" height="${TOP + H + 22}" role="img" aria-label="${esc(`The outcome across the rules' history: ${summary}`)}">${svg.join('')}</svg></figure>`,
    '<ol class="bandlist">'];
  bands.forEach((b, i) => {
    const letter = LETTERS[idx[i]!] ?? '?';
    const swatch = `<span class="swatch oc${idx[i]! % BAND_COLOURS.length}" aria-hidden="true"></span>`;
    const ids = b.rulesets.length > 1 ? `${b.rulesets[0]} .. ${b.rulesets.at(-1)}` : b.rulesets[0]!;
    const period = `${swatch}<strong>Outcome ${letter}</strong>, ${esc(b.from)} to ${b.to ? esc(b.to) : 'today'} <span class="ids">(${esc(ids)})</span>`;
    if (!b.change) { out.push(`<li class="band">${period}</li>`); return; }
    const c = b.change;
    const by = b.rulesets[0]!;
    // The rule last: its quote opens below the line.
    const rule = c.rule ? ` The first event that differs cites${c.ruleset !== by ? ` (in ${esc(c.ruleset)}: the new rules have no such event)` : ''} ${o.cite(c.ruleset, c.key, c.rule)}` : ' The first event that differs cites no rule.';
    const shown = c.fields.slice(0, 4).map((f) => `<code>${esc(f.field)}</code> ${esc(show(f.from))} → ${esc(show(f.to))}`);
    if (c.fields.length > 4) shown.push(`${c.fields.length - 4} more`);
    out.push(`<li class="band"><div class="changed"><span class="num">${i}</span> <strong>${esc(b.from)}</strong>, ${esc(by)} (${esc(reg.meta(by).title)}): ${shown.join('; ')}.${rule}</div>${period}</li>`);
  });
  out.push('</ol>');
  return out.join('\n');
}

export const BANDS_CSS = `figure.bandchart { margin: 0.5rem 0 0; }
svg.bands { display: block; overflow: visible; }
svg.bands text { font: 12px system-ui, -apple-system, "Segoe UI", sans-serif; fill: #1a1a1a; }
svg.bands text.letter { font-weight: 700; font-size: 14px; fill: #fff; stroke: #1a1a1a; stroke-width: 3px; paint-order: stroke; }
svg.bands text.num { font-weight: 700; }
svg.bands line.change { stroke: #1a1a1a; stroke-width: 2; }
svg.bands line.tick { stroke: #4a4a4a; }
${BAND_COLOURS.map((c, i) => `.oc${i} { fill: ${c}; background: ${c}; }`).join(' ')}
ol.bandlist { list-style: none; padding: 0; margin: 0.4rem 0; }
ol.bandlist li.band { margin: 0.3rem 0; }
ol.bandlist div.changed { margin: 0.5rem 0 0.2rem; }
ol.bandlist .num { display: inline-block; min-width: 1.3em; text-align: center; font-weight: 700; border: 1px solid #1a1a1a; border-radius: 50%; font-size: 0.8rem; }
.swatch { display: inline-block; width: 1.6em; height: 0.9em; vertical-align: -0.05em; margin-right: 0.4rem; border: 1px solid #1a1a1a; }
ol.bandlist .ids { font-size: 0.85rem; color: #3a3a3a; }
`;
