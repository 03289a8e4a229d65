// node scripts/screenshots.mjs (after `npm run build`): the pictures in docs/screenshots/, taken in
// headless Chromium (Debian's, via puppeteer-core): a report (a triple block whose eras part) and
// the playground (its opening scenario), each at 1280 px and at a 390 px phone width.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';

const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(exe)) { console.error(`no Chromium at ${exe}: apt-get install -y chromium`); process.exit(2); }
const report = join(mkdtempSync(join(tmpdir(), 'mtg-eras-shots-')), 'report.html');
execFileSync(process.execPath, ['bin/mtg-eras.js', 'report', 'docs/scenarios/article-m10-winnower-three-blockers.yaml', '--out', report]);
mkdirSync('docs/screenshots', { recursive: true });
const browser = await puppeteer.launch({ executablePath: exe, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const shots = [
  ['report-1280.png', pathToFileURL(report).href, 1280, 1500],
  ['report-390.png', pathToFileURL(report).href, 390, 2000],
  ['playground-1280.png', pathToFileURL('dist/playground/index.html').href, 1280, 900],
  ['playground-390.png', pathToFileURL('dist/playground/index.html').href, 390, 1800],
];
for (const [name, url, width, height] of shots) {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  await page.goto(url);
  await page.waitForSelector('table.outcome');
  // The playground's timing line varies from run to run.
  await page.evaluate(() => { const s = document.getElementById('status'); if (s) s.textContent = '10 eras run'; });
  await page.screenshot({ path: join('docs/screenshots', name) });
  await page.close();
  console.log(`docs/screenshots/${name}`);
}
await browser.close();
