// `mtg-eras report` writes one self-contained HTML page; a real browser (headless Chromium) opens
// it and finds what a reader would: the outcome groups headed by their years, the board of each
// distinct outcome, the cited rules opening to their quoted text, no accessibility violation that
// axe-core can find, no word broken on a phone, and a Content-Security-Policy under which no
// script runs whatever the scenario's text.
import test from 'ava';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brokenWords, CHROMIUM, injectScript, launch } from './browser.js';
import { reportOf, renderScenario } from '../cli/report/report.js';
import { timeline } from '../core/history/timeline.js';
import { loadScenario } from '../library.js';
import { mtg, registry } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'mtg-eras-report-'));
const browserTest = CHROMIUM ? test.serial : test.skip;

test.serial('report writes one self-contained file: no script, no link, no network', async (t) => {
  const file = join(dir, 'mogg.html');
  const r = await mtg('report', 'docs/scenarios/eras-s01-mogg-fanatic.yaml', '--out', file);
  t.is(r.code, 1, 'the exit codes of diff: the eras differ on this file');
  const html = readFileSync(file, 'utf8');
  // url(#...) names an SVG marker in the page itself.
  t.notRegex(html, /<script|<link|src=|url\((?!#)|@import/i);
  t.regex(html, /<html lang="en">/);
  t.regex(html, /<details class="rule"><summary>310\.2<\/summary>/, 'sixth-1999 cites 310.2 with its quote');
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
  t.regex(policy, /default-src 'none'/);
  t.regex(policy, /script-src 'none'/);
  t.regex(policy, /style-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
});

test.serial('a bad scenario in a folder: reported, nothing written, exit 2', async (t) => {
  const file = join(dir, 'bad.html');
  const { writeFileSync, mkdirSync, existsSync } = await import('node:fs');
  const folder = join(dir, 'corpus');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'bad.yaml'), 'scenario: bad\nplayers: {}\n');
  const r = await mtg('report', folder, '--out', file);
  t.is(r.code, 2);
  t.regex(r.stderr, /bad\.yaml:\d+:\d+:/);
  t.false(existsSync(file));
});

browserTest('the Mogg Fanatic report in Chromium: three outcome groups, the cited rules open to their text, axe finds no violation', async (t) => {
  const file = join(dir, 'mogg-browser.html');
  t.is((await mtg('report', 'docs/scenarios/eras-s01-mogg-fanatic.yaml', '--out', file)).code, 1);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    // axe-core is injected as a script, which the page's own policy refuses (the last test checks it does).
    await page.setBypassCSP(true);
    await page.goto(pathToFileURL(file).href);
    const heads = await page.$$eval('table.outcome thead th', (ths) => ths.map((th) => th.textContent));
    t.is(heads.length, 4, `a field column and three outcome groups: ${heads.join(' | ')}`);
    t.regex(heads[1] ?? '', /^1994–1999 /, 'headed by the years the rules were in force');
    t.regex(heads[3] ?? '', /^2009 on /);
    t.regex(heads.join(' '), /sixth-1999/);
    t.regex(heads.join(' '), /foundations-2024|mh3-2024/);
    const differing = await page.$$eval('table.outcome tr.differs th', (ths) => ths.map((th) => th.textContent));
    t.true(differing.some((x) => /bears/.test(x ?? '')), 'the bears row differs');
    // A rule number opens to its quote: click it as a reader would.
    const summary = await page.$('details.rule summary');
    t.truthy(summary);
    await summary!.click();
    const quote = await page.$eval('details.rule[open] blockquote', (q) => (q as HTMLElement).innerText);
    t.true(quote.length > 20, quote);
    t.true(await page.$eval('li.diverge', (li) => getComputedStyle(li).backgroundColor !== 'rgba(0, 0, 0, 0)'), 'the first divergence is highlighted');
    // The boards: two distinct outcomes; the Bears greyed where they die; the style applies (the policy lets the page's own through).
    t.is(await page.$$eval('figure.board svg.combat', (ss) => ss.length), 2);
    t.deepEqual(await page.$$eval('figure.board', (fs) => fs.map((f) => [...f.querySelectorAll('g.card.dead title')].some((x) => x.textContent!.startsWith('Grizzly Bears')))), [false, true]);
    t.is(await page.$eval('g.card.dead rect', (r) => getComputedStyle(r).fill), 'rgb(217, 217, 217)');
    const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => (await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }).axe.run()).violations.map((v) => v.id));
    t.deepEqual(violations, []);
    // Readable on a phone: nothing wider than the screen.
    await page.setViewport({ width: 375, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    t.true(overflow <= 1, `${overflow}px wider than a 375px screen`);
    t.deepEqual(await page.evaluate(brokenWords), [], 'no table cell breaks inside a word');
  } finally {
    await browser.close();
  }
});

test('the band chart: one band per run of equal outcomes, 1994 to today, its boundaries numbered where a rule changed', (t) => {
  const s = loadScenario(registry, 'docs/scenarios/jmagic-ninjutsu-onto-gone-planeswalker-is-never-attacking.yaml');
  const r = reportOf(registry, s, registry.eras);
  const bands = timeline(registry, s);
  t.deepEqual(r.bands?.map((b) => b.from), bands.map((b) => b.from), 'the report reuses its runs for the same bands');
  const html = renderScenario(r, 0, false, registry);
  const chart = html.slice(html.indexOf("Across the rules' history"), html.indexOf('</ol>', html.indexOf('class="bandlist"')));
  t.is((chart.match(/<rect class="band /g) ?? []).length, bands.length);
  t.is((chart.match(/<text class="num"/g) ?? []).length, bands.length - 1, 'a number at each change');
  // Each change: its date, its ruleset and the rule of the first event that differs, as a disclosure quoting it.
  for (const b of bands.slice(1)) {
    t.regex(chart, new RegExp(`<strong>${b.from}</strong>, ${b.rulesets[0]}`));
    if (b.change!.rule) t.true(chart.includes(`<summary>${b.change!.rule}</summary>`) || chart.includes(`[${b.change!.rule}]`), b.change!.rule);
  }
  // A band that returns to an earlier outcome takes its colour.
  const colours = [...chart.matchAll(/<rect class="band (oc\d)"/g)].map((m) => m[1]);
  t.is(new Set(colours).size, new Set(bands.map((b) => JSON.stringify(b.outcome))).size);
  t.notRegex(chart, /style=|<script/, 'classes and attributes only: the policy holds');
});

test('a scenario with one outcome throughout draws no band chart', (t) => {
  const s = loadScenario(registry, 'docs/scenarios/eras-c2-simple-trade.yaml');
  t.notRegex(renderScenario(reportOf(registry, s, registry.eras), 0, false, registry), /Across the rules' history/);
});

browserTest('the band chart in Chromium: the colours show, a change\'s rule opens to its quote, nothing overflows 390 px', async (t) => {
  const file = join(dir, 'bands.html');
  t.is((await mtg('report', 'docs/scenarios/jmagic-ninjutsu-onto-gone-planeswalker-is-never-attacking.yaml', '--out', file)).code, 1);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(pathToFileURL(file).href);
    const rects = await page.$$eval('svg.bands rect.band', (rs) => rs.map((r) => { const b = r.getBoundingClientRect(); return { fill: getComputedStyle(r).fill, left: b.left, width: b.width }; }));
    t.true(rects.length >= 3, `${rects.length} bands`);
    t.true(rects.every((r) => r.fill !== 'rgb(0, 0, 0)' && r.width > 0), 'each band is drawn in its colour (the page\'s own style applies)');
    t.not(rects[0]!.fill, rects[1]!.fill, 'neighbouring bands differ in colour');
    for (let i = 1; i < rects.length; i++) t.true(rects[i]!.left >= rects[i - 1]!.left + rects[i - 1]!.width - 1, 'the bands follow one another in time');
    const summary = await page.$('ol.bandlist div.changed details.rule summary');
    t.truthy(summary, 'a change names its rule as a disclosure');
    await summary!.click();
    const quote = await page.$eval('ol.bandlist details.rule[open] blockquote', (q) => (q as HTMLElement).innerText);
    t.regex(quote, /CR \d{4}-\d{2}-\d{2}/, quote);
    await page.setViewport({ width: 390, height: 844 });
    t.true(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'nothing wider than a 390px screen');
    const strip = await page.$eval('svg.bands', (s) => s.getBoundingClientRect().width);
    t.true(strip > 300 && strip <= 390, `the strip fits the phone: ${strip}px`);
    const refused = await injectScript(page);
    t.is(refused.pwned, null);
  } finally {
    await browser.close();
  }
});

browserTest('a folder report opens with an index linking every scenario', async (t) => {
  const file = join(dir, 'index.html');
  const { mkdirSync, copyFileSync } = await import('node:fs');
  const folder = join(dir, 'two');
  mkdirSync(folder, { recursive: true });
  copyFileSync('docs/scenarios/eras-s01-mogg-fanatic.yaml', join(folder, 'a.yaml'));
  copyFileSync('docs/scenarios/eras-c2-simple-trade.yaml', join(folder, 'b.yaml'));
  t.is((await mtg('report', folder, '--out', file)).code, 1);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(file).href);
    const links = await page.$$eval('table.index a', (as) => as.map((a) => a.getAttribute('href')));
    t.deepEqual(links, ['#s0', '#s1']);
    const changes = await page.$$eval('table.index tbody tr td:last-child', (tds) => tds.map((td) => td.textContent));
    t.regex(changes[0] ?? '', /→/, 'the Mogg Fanatic changes between eras');
    t.is(changes[1], 'none', 'the simple trade does not');
  } finally {
    await browser.close();
  }
});

browserTest('no script runs from a scenario\'s text: the report\'s policy refuses inline script and handlers', async (t) => {
  const folder = join(dir, 'hostile');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(folder, { recursive: true });
  const yaml = readFileSync('docs/scenarios/eras-c2-simple-trade.yaml', 'utf8').replace(/^scenario: .*$/m, 'scenario: "<script>window.pwned=1</script><img src=x onerror=window.pwned=2>"');
  writeFileSync(join(folder, 'hostile.yaml'), yaml);
  const file = join(dir, 'hostile.html');
  t.is((await mtg('report', join(folder, 'hostile.yaml'), '--out', file)).code, 0);
  t.notRegex(readFileSync(file, 'utf8'), /<script>window/);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(file).href);
    t.regex(await page.$eval('h1', (h) => h.textContent ?? ''), /<script>window\.pwned=1<\/script>/, 'the title shows as text');
    // Even markup that reached the page unescaped would not run: the policy refuses it.
    const refused = await injectScript(page);
    t.is(refused.pwned, null);
    t.true(refused.seen.some((d) => d.startsWith('script-src')), refused.seen.join());
  } finally {
    await browser.close();
  }
});
