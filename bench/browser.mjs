// npm run bench:browser: the playground in headless Chromium (Debian's, via puppeteer-core):
// loading from disk until the outcome table shows, and re-running the scenario under all ten eras
// after an edit (the work a keystroke triggers), medians and maxima.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';

const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(exe)) { console.error(`no Chromium at ${exe}: apt-get install -y chromium`); process.exit(2); }
const url = pathToFileURL('dist/playground/index.html').href;
const browser = await puppeteer.launch({ executablePath: exe, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const stats = (xs) => { const s = [...xs].sort((a, b) => a - b); return `median ${s[Math.floor(s.length / 2)].toFixed(1)} ms, max ${s.at(-1).toFixed(1)} ms`; };
const loads = [], reruns = [];
for (let i = 0; i < 7; i++) {
  const page = await browser.newPage();
  const t0 = performance.now();
  await page.goto(url);
  await page.waitForSelector('table.outcome');
  loads.push(performance.now() - t0);
  if (i === 0) {
    for (let k = 0; k < 30; k++) {
      reruns.push(await page.evaluate((n) => {
        const { view, update } = window.mtgPlayground;
        return update(view.state.doc.toString().replace(/alice: \{ life: \d+ \}/, `alice: { life: ${20 + n} }`));
      }, k));
    }
  }
  await page.close();
}
await browser.close();
console.log(`playground, headless Chromium: load from disk ${stats(loads)} (target < 1000 ms); re-run under all 10 eras after an edit ${stats(reruns)} (target < 50 ms)`);
