// The playground in a real browser (headless Chromium via puppeteer-core): it loads from disk,
// shows the Mogg Fanatic scenario's three periods and the board of each distinct outcome, changes
// its outcome when the scenario is edited (the engine runs in a Web Worker), shows a bad edit as the
// CLI's one-line error at its line, marks each `expect` as holding or failing, completes keywords,
// card names and fields, keeps the scenario and the chosen eras in a shared URL, runs no script
// that a scenario's text could carry (its Content-Security-Policy), and looks like its reference
// screenshot (within a tolerance).
import test from 'ava';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'puppeteer-core';
import { brokenWords, CHROMIUM, injectScript, launch } from './browser.js';
import { renderScenario, reportOf } from '../cli/report/report.js';
import { createRegistry } from '../compose.js';
import { parseScenario } from '../core/scenario/load.js';

const PAGE = pathToFileURL('dist/playground/index.html').href;
const REFERENCE = 'test/fixtures/playground.png';
const browserTest = CHROMIUM ? test.serial : test.skip;

interface Playground { view: { state: { doc: { toString(): string; length: number } }; dispatch(t: unknown): void }; idle(): Promise<void> }
const text = (p: Page) => p.evaluate(() => (window as unknown as { mtgPlayground: Playground }).mtgPlayground.view.state.doc.toString());
/** Replaces the first match in the editor, as typing would (one editor transaction), and waits for the outcome. */
async function edit(p: Page, from: string, to: string): Promise<void> {
  await p.evaluate(async (a, b) => {
    const { view, idle } = (window as unknown as { mtgPlayground: Playground }).mtgPlayground;
    const at = view.state.doc.toString().indexOf(a);
    if (at < 0) throw new Error(`not in the editor: ${a}`);
    view.dispatch({ changes: { from: at, to: at + a.length, insert: b } });
    await idle();
  }, from, to);
}
const heads = (p: Page) => p.$$eval('table.outcome thead th', (ths) => ths.map((th) => th.textContent ?? ''));
const cells = (p: Page) => p.$$eval('table.outcome td', (tds) => tds.map((td) => td.textContent ?? ''));

test('the playground is built into one self-contained page whose policy allows only its own script', (t) => {
  const html = readFileSync('dist/playground/index.html', 'utf8');
  t.notRegex(html, /<script[^>]+src=|<link[^>]+href=/i);
  t.regex(html, /mtg-eras playground/);
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
  t.regex(policy, /default-src 'none'/);
  t.regex(policy, /script-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/, 'one script, by its hash: no unsafe-inline, no eval');
  t.regex(policy, /worker-src blob:/);
  t.is((html.match(/<script/g) ?? []).length, 1);
});

browserTest('the playground loads the Mogg Fanatic scenario, its three periods headed by years and its two boards', async (t) => {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(PAGE);
    await page.waitForSelector('table.outcome');
    t.deepEqual(errors, []);
    const h = await heads(page);
    t.is(h.length, 4);
    t.regex(h[2]!, /^1999–2009/, 'a period is headed by its years, then its eras');
    t.regex(await page.$eval('#status', (e) => e.textContent ?? ''), /^10 eras run in/);
    t.true((await cells(page)).includes('dead (2 dmg)'), 'with damage on the stack the Bears die');
    // The outcome is beside the editor and above the fold at 1280x900.
    const box = await page.$eval('table.outcome', (e) => { const r = e.getBoundingClientRect(); return { left: r.left, bottom: r.bottom }; });
    const editor = await page.$eval('#editor', (e) => e.getBoundingClientRect().right);
    t.true(box.left > editor, 'the table is right of the editor');
    t.true(box.bottom < 900, `the table ends at ${box.bottom}px`);
    // One board per distinct outcome: in the one where the Bears die it is greyed, with 2 damage on the block.
    const boards = await page.$$eval('figure.board', (fs) => fs.map((f) => ({
      caption: f.querySelector('figcaption')?.textContent ?? '',
      dead: [...f.querySelectorAll('g.card.dead title')].map((x) => x.textContent ?? ''),
      damage: [...f.querySelectorAll('g.dmg text')].map((x) => x.textContent ?? ''),
      arrows: { attack: f.querySelectorAll('path.attack').length, block: f.querySelectorAll('path.block').length },
      first: f.querySelectorAll('g.card.first').length,
    })));
    t.is(boards.length, 2);
    const dies = boards.find((b) => b.caption.startsWith('1999–2009'))!;
    t.truthy(dies);
    t.true(dies.dead.some((x) => x.startsWith('Grizzly Bears')));
    t.deepEqual(dies.arrows, { attack: 1, block: 1 });
    t.true(dies.damage.includes('2 dmg'), dies.damage.join());
    t.true(dies.first > 0, 'the first divergence is outlined');
    const lives = boards.find((b) => b !== dies)!;
    t.false(lives.dead.some((x) => x.startsWith('Grizzly Bears')));
    // The band chart runs every dated change, whatever eras are ticked: 1994, 1999, 2009 (the outcome of 1994 again).
    const bands = await page.$$eval('svg.bands rect.band', (rs) => rs.map((r) => r.getAttribute('class')));
    t.deepEqual(bands, ['band oc0', 'band oc1', 'band oc0']);
    t.deepEqual(await page.$$eval('ol.bandlist div.changed strong', (ss) => ss.map((x) => x.textContent)), ['1999-04-23', '2009-07-11']);
  } finally {
    await browser.close();
  }
});

browserTest('an edit changes the outcome and the expect marks; a bad edit is the CLI\'s one-line error at its line; the URL keeps the eras', async (t) => {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(PAGE);
    await page.waitForSelector('table.outcome');
    t.regex(await page.$eval('#expectations summary', (e) => e.textContent ?? ''), /^expect: 3 of 3 hold$/);
    // Tougher Bears survive the 1 + 1 of the damage-on-the-stack eras: that era's expectation now fails, at its line.
    await edit(page, 'bears: { controller: alice, power: 2, toughness: 2,', 'bears: { controller: alice, power: 2, toughness: 3,');
    t.false((await cells(page)).some((c) => c.startsWith('dead (')), 'no Bears die now');
    // The bands follow the edit: the Bears take 2 damage with damage on the stack, 1 otherwise, and never die.
    const changes = await page.$eval('ol.bandlist', (e) => e.textContent ?? '');
    t.regex(changes, /damage\.bears 1 → 2/);
    t.notRegex(changes, /zone\.bears/);
    t.regex(await page.$eval('#expectations summary', (e) => e.textContent ?? ''), /2 of 3 hold, 1 fail/);
    const failing = await page.$eval('#expectations li.fails', (e) => e.textContent ?? '');
    const line = (await text(page)).split('\n').findIndex((l) => l.includes('sixth-1999..futuresight-2007:')) + 1;
    t.regex(failing, new RegExp(`line ${line}, sixth-1999\\.\\.futuresight-2007: sixth-1999: graveyard expected`));
    // In the editor: a warning at the failing entry's line, the others marked as holding.
    await page.waitForFunction(() => (window as unknown as { mtgPlayground: { marks(): { severity: string }[] } }).mtgPlayground.marks().some((m) => m.severity === 'warning'), { timeout: 3000 });
    const marks = await page.evaluate(() => (window as unknown as { mtgPlayground: { marks(): { line: number; severity: string }[] } }).mtgPlayground.marks());
    t.deepEqual(marks.filter((m) => m.severity === 'warning').map((m) => m.line), [line]);
    t.is(marks.filter((m) => m.severity === 'info').length, 2);
    const edited = await text(page);
    // A typo: the CLI's message, located, and a lint mark on that line.
    await edit(page, 'scenario: ', 'scenari0: ');
    t.regex(await page.$eval('#status', (e) => e.textContent ?? ''), /^mtg-eras: scenario\.yaml:\d+:\d+: /);
    await page.waitForSelector('.cm-lintRange-error, .cm-lint-marker-error', { timeout: 3000 });
    await edit(page, 'scenari0: ', 'scenario: ');
    t.is(await text(page), edited);
    // Two eras chosen: the shared URL opens with the same scenario and the same two eras.
    await page.$$eval('#eras input', (boxes) => boxes.forEach((b) => { (b as HTMLInputElement).checked = ['urza-1998', 'sixth-1999'].includes((b as HTMLInputElement).value); }));
    await page.$eval('#eras', (f) => f.dispatchEvent(new Event('change')));
    await page.evaluate(() => (window as unknown as { mtgPlayground: Playground }).mtgPlayground.idle());
    t.is((await heads(page)).length, 3);
    const url = page.url();
    t.regex(url, /#s=.{20,}&e=urza-1998,sixth-1999$/);
    const other = await browser.newPage();
    await other.goto(url);
    await other.waitForSelector('table.outcome');
    t.is(await text(other), edited);
    t.deepEqual(await other.$$eval('#eras input:checked', (bs) => bs.map((b) => (b as HTMLInputElement).value)), ['urza-1998', 'sixth-1999']);
    t.is((await heads(other)).length, 3);
  } finally {
    await browser.close();
  }
});

browserTest('an edit replaces only the parts of the outcome it changed, and the page is what the whole HTML would make', async (t) => {
  const reg = createRegistry();
  /** The outcome as one page of HTML, made in Node as the worker makes it for the ten eras. */
  const whole = (yaml: string) => renderScenario(reportOf(reg, parseScenario('scenario.yaml', yaml, (sel) => reg.select(sel, { eras: true })), reg.eras), 0, false, reg, undefined, { compact: true, maxEvents: 80, maxRows: 60 });
  /** Whether the page's outcome is the DOM the whole HTML parses into. */
  const same = (p: Page, html: string) => p.evaluate((h) => { const d = document.createElement('div'); d.innerHTML = h; return d.innerHTML === document.getElementById('output')!.innerHTML; }, html);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(PAGE);
    await page.waitForSelector('table.outcome');
    t.true(await same(page, whole(await text(page))));
    // A quote opened in the timelines; a new life total changes the outcome table, not the timelines.
    await page.$eval('.timelines details.rule', (d) => { (d as HTMLDetailsElement).open = true; (d.closest('.timelines') as unknown as { kept: boolean }).kept = true; });
    await edit(page, 'alice: { life: 20 }', 'alice: { life: 27 }');
    t.true((await cells(page)).includes('27'), 'the table shows the new life total');
    t.true(await page.$eval('.timelines', (e) => (e as unknown as { kept?: boolean }).kept === true && !!e.querySelector('details.rule[open]')), 'the timelines are the same nodes, the quote still open');
    await page.$eval('.timelines details.rule', (d) => { (d as HTMLDetailsElement).open = false; });
    t.true(await same(page, whole(await text(page))));
    // Edits that change the outcome, the boards and the timelines; then one outcome throughout (no band chart, no divergence).
    await edit(page, 'power: 2, toughness: 2,', 'power: 2, toughness: 3,');
    t.true(await same(page, whole(await text(page))));
    await edit(page, '  - at: [combat-damage-assigned, declare-blockers]\n    by: bob\n    do: sacrifice', '  - at: [declare-blockers]\n    by: bob\n    do: sacrifice');
    t.true(await same(page, whole(await text(page))));
    t.is(await page.$$eval('ul.divergences', (u) => u.length), 0);
  } finally {
    await browser.close();
  }
});

browserTest('the editor completes keywords, card names and fields', async (t) => {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(PAGE);
    await page.waitForSelector('table.outcome');
    /** Puts the cursor at the end of a new line and asks for completions, as Ctrl-Space does. */
    const offered = async (line: string) => {
      await page.evaluate((l) => {
        const { view } = (window as unknown as { mtgPlayground: Playground }).mtgPlayground;
        const end = view.state.doc.length;
        view.dispatch({ changes: { from: end, insert: `\n${l}` }, selection: { anchor: end + 1 + l.length } });
      }, line);
      await page.focus('.cm-content');
      await page.keyboard.down('Control');
      await page.keyboard.press('Space');
      await page.keyboard.up('Control');
      await page.waitForSelector('.cm-tooltip-autocomplete li', { timeout: 3000 });
      const labels = await page.$$eval('.cm-tooltip-autocomplete li .cm-completionLabel', (ls) => ls.map((l) => l.textContent ?? ''));
      await page.keyboard.press('Escape');
      return labels;
    };
    t.true((await offered('  x: { controller: bob, keywords: [fly')).includes('flying'));
    t.true((await offered('  y: { controller: bob, card: Mogg F')).includes('Mogg Fanatic'));
    t.true((await offered('  z: { controller: bob, tough')).includes('toughness'));
  } finally {
    await browser.close();
  }
});

browserTest('no script from a scenario\'s text runs: the page\'s policy refuses inline script and handlers', async (t) => {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(PAGE);
    await page.waitForSelector('table.outcome');
    await edit(page, 'scenario: Mogg Fanatic', 'scenario: <img src=x onerror="window.pwned=1"><script>window.pwned=2</script> Mogg Fanatic');
    // Even markup that got into the page unescaped could not run: the policy refuses it.
    const refused = await injectScript(page);
    t.is(refused.pwned, null);
    t.true(refused.seen.some((d) => d.startsWith('script-src')), refused.seen.join());
  } finally {
    await browser.close();
  }
});

browserTest('at 390px nothing is wider than the screen and no table cell breaks inside a word', async (t) => {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(PAGE);
    await page.waitForSelector('table.outcome');
    t.true(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1));
    t.deepEqual(await page.evaluate(brokenWords), []);
  } finally {
    await browser.close();
  }
});

browserTest('the playground looks like its reference screenshot (at most 3% of pixels differ)', async (t) => {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
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
