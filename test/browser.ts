// Headless Chromium for the browser tests: Debian's package (`apt-get install chromium`), driven
// by puppeteer-core, which never downloads a browser. CHROMIUM_PATH names another binary;
// CHROMIUM_PATH=none (or no browser installed) skips the browser tests, saying so loudly.
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const CHROMIUM = ((): string | null => {
  const env = process.env.CHROMIUM_PATH;
  if (env === 'none') return null;
  for (const p of [env, '/usr/bin/chromium', '/usr/bin/chromium-browser']) if (p && existsSync(p)) return p;
  return null;
})();

if (!CHROMIUM) {
  console.error('\n*** BROWSER TESTS SKIPPED: no Chromium found (install it with `apt-get install -y chromium`, or set CHROMIUM_PATH). ***\n');
}

export function launch(): Promise<Browser> {
  // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
  return puppeteer.launch({ executablePath: CHROMIUM!, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
}

/** Words (split at spaces, "," and "..") in table cells that the browser laid out on more than one line; runs in the page (page.evaluate). */
export function brokenWords(): string[] {
  const out: string[] = [];
  for (const cell of document.querySelectorAll('table th, table td')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const s = n.textContent ?? '';
      for (const m of s.matchAll(/[^\s,.]+(?:\.(?!\.)[^\s,.]+)*/g)) {
        const r = document.createRange();
        r.setStart(n, m.index!);
        r.setEnd(n, m.index! + m[0].length);
        const lines = new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
        if (lines.size > 1) out.push(m[0]);
      }
    }
  }
  return out;
}

/**
 * Markup and a script put into the page past any escaping: what ran (window.pwned) and which
 * directives of the page's Content-Security-Policy refused them.
 */
export function injectScript(page: Page): Promise<{ pwned: number | null; seen: string[] }> {
  return page.evaluate(async () => {
    const seen: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
    document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.pwned=3">');
    const s = document.createElement('script');
    s.textContent = 'window.pwned = 4';
    document.body.append(s);
    await new Promise((r) => setTimeout(r, 200));
    return { pwned: (window as unknown as { pwned?: number }).pwned ?? null, seen };
  });
}
