// The README's sample output, produced by the tool: every block between
//   <!-- sample: ARGS [(first N lines)] -->  and  <!-- /sample -->
// holds the output of `mtg-eras ARGS` as a user sees it when piped (80 columns, no colour), cut to
// N lines (then "...") when given. `npm run readme` rewrites the blocks; `--check` (run by
// test/readme.test.ts) exits 1 naming every block that no longer matches what the tool prints.
// A .md argument names another file (the test checks that a stale copy fails).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const FILE = process.argv.slice(2).find((a) => a.endsWith('.md')) ?? 'README.md';
const BLOCK = /(<!-- sample: (.+?)(?: \(first (\d+) lines\))? -->\n)```text\n([\s\S]*?)```\n(<!-- \/sample -->)/g;

function sample(args, lines) {
  const env = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  const r = spawnSync(process.execPath, ['bin/mtg-eras.js', ...args.split(' ')], { encoding: 'utf8', env });
  if (r.status !== 0 && r.status !== 1) throw new Error(`mtg-eras ${args}: exit ${r.status}: ${r.stderr}`);
  const out = r.stdout.replace(/\n$/, '').split('\n');
  return `${(lines && out.length > Number(lines) ? [...out.slice(0, Number(lines)), '...'] : out).join('\n')}\n`;
}

const text = readFileSync(FILE, 'utf8');
const stale = [];
let blocks = 0;
const updated = text.replace(BLOCK, (_, open, args, lines, shown, close) => {
  blocks++;
  const now = sample(args, lines);
  if (now !== shown) stale.push(args);
  return `${open}\`\`\`text\n${now}\`\`\`\n${close}`;
});
if (!blocks) {
  console.error(`${FILE}: no <!-- sample: ... --> blocks found`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  for (const s of stale) console.error(`${FILE}: the sample of "mtg-eras ${s}" no longer matches the tool's output; run npm run readme`);
  process.exit(stale.length ? 1 : 0);
}
writeFileSync(FILE, updated);
console.log(`${FILE}: ${blocks} sample(s), ${stale.length} updated`);
