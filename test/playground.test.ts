// Issue 12: the playground in a real browser (headless Chromium via puppeteer-core): it loads from
// disk, shows the Mogg Fanatic scenario's three periods, changes its outcome when the scenario is
// edited, shows a bad edit as the CLI's one-line error at its line, round-trips a shared URL, and
// looks like its reference screenshot (within a tolerance).
import test from 'ava';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'puppeteer-core';
import { CHROMIUM, launch } from './browser.js';

const PAGE = pathToFileURL('dist/playground/index.html').href;
const REFERENCE = 'test/fixtures/playground.png';
const browserTest = CHROMIUM ? test.serial : test.skip;

const text = (p: Page) => p.evaluate(() => (window as unknown as { mtgPlayground: { view: { state: { doc: { toString(): string } } } } }).mtgPlayground.view.state.doc.toString());
/** Replaces the first match in the editor, as typing would (one editor transaction). */
async function edit(p: Page, from: string, to: string): Promise<void> {
  await p.evaluate((a, b) => {
    const { view } = (window as unknown as { mtgPlayground: { view: { state: { doc: { toString(): string } }; dispatch(t: unknown): void } } }).mtgPlayground;
    const at = view.state.doc.toString().indexOf(a);
    if (at < 0) throw new Error(`not in the editor: ${a}`);
    view.dispatch({ changes: { from: at, to: at + a.length, insert: b } });
  }, from, to);
}
const heads = (p: Page) => p.$$eval('table.outcome thead th', (ths) => ths.map((th) => th.textContent ?? ''));
const cells = (p: Page) => p.$$eval('table.outcome td', (tds) => tds.map((td) => td.textContent ?? ''));

test('the playground is built into one self-contained page', (t) => {
  const html = readFileSync('dist/playground/index.html', 'utf8');
  t.notRegex(html, /<script[^>]+src=|<link[^>]+href=/i);
  t.regex(html, /mtg-eras playground/);
});

browserTest('the playground loads the Mogg Fanatic scenario and shows its three periods', async (t) => {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(PAGE);
    await page.waitForSelector('table.outcome');
    t.deepEqual(errors, []);
    t.is((await heads(page)).length, 4);
    t.regex(await page.$eval('#status', (e) => e.textContent ?? ''), /^10 eras run in/);
    t.true((await cells(page)).includes('dead (2 dmg)'), 'with damage on the stack the Bears die');
  } finally {
    await browser.close();
  }
});

browserTest('an edit changes the outcome; a bad edit is the CLI\'s one-line error at its line; the URL round-trips', async (t) => {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(PAGE);
    await page.waitForSelector('table.outcome');
    // Tougher Bears survive the 1 + 1 of the damage-on-the-stack eras.
    await edit(page, 'bears: { controller: alice, power: 2, toughness: 2,', 'bears: { controller: alice, power: 2, toughness: 3,');
    t.false((await cells(page)).some((c) => c.startsWith('dead (')), 'no Bears die now');
    const edited = await text(page);
    // A typo: the CLI's message, located, and a lint mark on that line.
    await edit(page, 'scenario: ', 'scenari0: ');
    const status = await page.$eval('#status', (e) => e.textContent ?? '');
    t.regex(status, /^mtg-eras: scenario\.yaml:\d+:\d+: /);
    await page.waitForSelector('.cm-lintRange-error, .cm-lint-marker-error', { timeout: 3000 });
    t.pass();
    await edit(page, 'scenari0: ', 'scenario: ');
    t.is(await text(page), edited);
    // Shared as a URL: a new page opened at it shows the same scenario.
    const url = page.url();
    t.regex(url, /#.{20,}/);
    const other = await browser.newPage();
    await other.goto(url);
    await other.waitForSelector('table.outcome');
    t.is(await text(other), edited);
  } finally {
    await browser.close();
  }
});

browserTest('the playground looks like its reference screenshot (at most 3% of pixels differ)', async (t) => {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1200, height: 900 });
    await page.goto(PAGE);
    await page.waitForSelector('table.outcome');
    await page.$eval('#status', (e) => { e.textContent = ''; }); // its timing varies
    const shot = PNG.sync.read(Buffer.from(await page.screenshot({ type: 'png' })));
    // UPDATE_SCREENSHOT=1 rewrites the reference after a deliberate change of the page.
    if (process.env.UPDATE_SCREENSHOT) writeFileSync(REFERENCE, PNG.sync.write(shot));
    if (!existsSync(REFERENCE)) return t.fail(`no ${REFERENCE}: run with UPDATE_SCREENSHOT=1`);
    const ref = PNG.sync.read(readFileSync(REFERENCE));
    t.is(shot.width, ref.width);
    t.is(shot.height, ref.height);
    const differ = pixelmatch(shot.data, ref.data, null, ref.width, ref.height, { threshold: 0.1 });
    t.true(differ / (ref.width * ref.height) <= 0.03, `${differ} pixels differ`);
  } finally {
    await browser.close();
  }
});
