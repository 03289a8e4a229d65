// npm run bench:browser: the playground in headless Chromium (Debian's, via puppeteer-core):
// loading from disk until the outcome table shows; re-running a corpus scenario under all ten eras
// after an edit (the work a keystroke triggers: parse, runs, the band chart's 24 rulesets,
// `expect` checks and rendering, in the worker) and the round trip to the page, medians and
// maxima; and, with a board at the input limits (500 attackers against 500 blockers) in the
// editor, the longest the page's thread is busy while typing goes on (the engine runs in a worker,
// so typing never waits on it).
//   node bench/browser.mjs [--before <checkout>]      (after npm run build)
// With --before, the edits alternate between that checkout's built playground and this one, in one
// browser, so a shared machine's load falls on both alike (the times are wall time: a loaded
// machine multiplies them), and the ratio now / before is printed. BENCH_EDITS sets the measured
// edits per page (default 60, after 30 that warm the worker's JIT).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';

const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(exe)) { console.error(`no Chromium at ${exe}: apt-get install -y chromium`); process.exit(2); }
const url = pathToFileURL('dist/playground/index.html').href;
const argBefore = process.argv.indexOf('--before');
const beforeUrl = argBefore > 0 ? pathToFileURL(join(resolve(process.argv[argBefore + 1]), 'dist/playground/index.html')).href : undefined;
const EDITS = Number(process.env.BENCH_EDITS ?? 60), WARM = 30;
const browser = await puppeteer.launch({ executablePath: exe, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const stats = (xs) => { const s = [...xs].sort((a, b) => a - b); return `median ${median(s).toFixed(1)} ms, min ${s[0].toFixed(1)} ms, max ${s.at(-1).toFixed(1)} ms`; };
const loads = [];
for (let i = 0; i < 7; i++) {
  const page = await browser.newPage();
  const t0 = performance.now();
  await page.goto(url);
  await page.waitForSelector('table.outcome');
  loads.push(performance.now() - t0);
  await page.close();
}

// Edits: one page per build, each edit changing a life total (so every run is new), in turns.
const pages = [];
for (const u of [url, beforeUrl].filter(Boolean)) {
  const page = await browser.newPage();
  await page.goto(u);
  await page.waitForSelector('table.outcome');
  pages.push({ page, worker: [], roundTrips: [] });
}
const edit = (p, n) => p.page.evaluate(async (n) => {
  const { view, update } = window.mtgPlayground;
  const { ms, roundTrip } = await update(view.state.doc.toString().replace(/alice: \{ life: \d+ \}/, `alice: { life: ${20 + n} }`));
  return { ms, roundTrip };
}, n);
for (let k = 0; k < WARM + EDITS; k++) {
  for (const p of k % 2 ? [...pages].reverse() : pages) {
    const r = await edit(p, k % 50);
    // The first runs warm the worker's JIT, as the first keystrokes of a session do.
    if (k >= WARM) { p.worker.push(r.ms); p.roundTrips.push(r.roundTrip); }
  }
}
const [now, before] = pages;
for (const p of pages) await p.page.close();

// The largest board the limits allow, typed at: the longest task on the page's thread.
const big = ['scenario: the largest board', 'players:', '  alice: { life: 20 }', '  bob: { life: 20 }', 'creatures:'];
for (let i = 0; i < 500; i++) big.push(`  a${i}: { controller: alice, power: 100000, toughness: 5, keywords: [trample, first strike, lifelink] }`);
for (let i = 0; i < 500; i++) big.push(`  b${i}: { controller: bob, power: 1, toughness: 1, keywords: [deathtouch] }`);
big.push('combat:', '  attack: {' + Array.from({ length: 500 }, (_, i) => ` a${i}: bob`).join(',') + ' }', '  block: {' + Array.from({ length: 500 }, (_, i) => ` b${i}: a${i}`).join(',') + ' }');
const page = await browser.newPage();
await page.goto(url);
await page.waitForSelector('table.outcome');
const typing = await page.evaluate(async (text) => {
  const { view, update } = window.mtgPlayground;
  const first = performance.now();
  const done = update(text);
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  const longest = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) longest.push(e.duration); }).observe({ type: 'longtask' });
  // Type ten characters, one each 50 ms, while the board runs; measure how late each keystroke is handled.
  const late = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await new Promise((r) => setTimeout(r, 50));
    late.push(performance.now() - t - 50);
    view.dispatch({ changes: { from: view.state.doc.length, insert: '#' } });
  }
  const r = await Promise.race([done, new Promise((r) => setTimeout(() => r(null), 1))]);
  const last = await update(view.state.doc.toString());
  return { lateMax: Math.max(...late), longTaskMax: Math.max(0, ...longest), fullRun: last.ms, settled: performance.now() - first, dropped: r === null };
}, big.join('\n'));
await browser.close();
console.log(`playground, headless Chromium: load from disk ${stats(loads)} (target < 1000 ms)`);
console.log(`  an edit of a corpus scenario, all 10 eras: in the worker ${stats(now.worker)} (target < 5 ms); round trip to the page ${stats(now.roundTrips)}`);
if (before) console.log(`  the same edits in turns with ${process.argv[argBefore + 1]}'s playground: in the worker ${stats(before.worker)}; now / before ${(median(now.worker) / median(before.worker)).toFixed(2)} (in the worker), ${(median(now.roundTrips) / median(before.roundTrips)).toFixed(2)} (round trip)`);
console.log(`  typing on a 1,000-creature board: keystrokes late by at most ${typing.lateMax.toFixed(1)} ms, longest task on the page ${typing.longTaskMax.toFixed(1)} ms; the board's run in the worker ${typing.fullRun.toFixed(0)} ms`);
