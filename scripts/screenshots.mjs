// node scripts/screenshots.mjs (after `npm run build`): the pictures in docs/screenshots/, taken in
// headless Chromium (Debian's, via puppeteer-core): a report (a triple block whose eras part), the
// playground (its opening scenario), and a report's band chart (a ninjutsu board across every dated
// change), each at 1280 px and at a 390 px phone width.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';

const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(exe)) { console.error(`no Chromium at ${exe}: apt-get install -y chromium`); process.exit(2); }
const report = join(mkdtempSync(join(tmpdir(), 'mtg-eras-shots-')), 'report.html');
const bands = join(dirname(report), 'bands.html');
// Both reports differ between eras: exit 1.
const write = (file, out) => { try { execFileSync(process.execPath, ['bin/mtg-eras.js', 'report', file, '--out', out]); } catch (e) { if (e.status !== 1) throw e; } };
write('docs/scenarios/article-m10-winnower-three-blockers.yaml', report);
write('docs/scenarios/jmagic-ninjutsu-onto-gone-planeswalker-is-never-attacking.yaml', bands);
mkdirSync('docs/screenshots', { recursive: true });
const browser = await puppeteer.launch({ executablePath: exe, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const shots = [
  ['report-1280.png', pathToFileURL(report).href, 1280, 1500],
  ['report-390.png', pathToFileURL(report).href, 390, 2000],
  ['playground-1280.png', pathToFileURL('dist/playground/index.html').href, 1280, 900],
  ['playground-390.png', pathToFileURL('dist/playground/index.html').href, 390, 1800],
  // The band chart alone: from its heading to the end of its list.
  ['bands-1280.png', pathToFileURL(bands).href, 1280, 900, 'bands'],
  ['bands-390.png', pathToFileURL(bands).href, 390, 900, 'bands'],
];
for (const [name, url, width, height, part] of shots) {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  await page.goto(url);
  await page.waitForSelector('table.outcome');
  // The playground's timing line varies from run to run.
  await page.evaluate(() => { const s = document.getElementById('status'); if (s) s.textContent = '10 eras run'; });
  const clip = part === 'bands' ? await page.evaluate(() => {
    const head = [...document.querySelectorAll('h1, h2')].find((h) => h.textContent === "Across the rules' history");
    const top = head.getBoundingClientRect().top + window.scrollY - 8, list = document.querySelector('ol.bandlist').getBoundingClientRect();
    return { x: 0, y: top, width: document.documentElement.clientWidth, height: list.bottom + window.scrollY + 8 - top };
  }) : undefined;
  await page.screenshot({ path: join('docs/screenshots', name), ...(clip ? { clip } : {}) });
  await page.close();
  console.log(`docs/screenshots/${name}`);
}
await browser.close();
