// The commands' contract on hostile input beyond one scenario file (test/fuzz-surfaces.ts):
// explore, hunt, report, baselines, plugins and configs, a small fixed-seed sample of what
// `npm run fuzz` runs at scale. Every case: exit 0, 1 or 2; with 2, one error line; no internal
// error, no stack, no hang; nothing written on exit 2 and no input changed.
import test from 'ava';
import fc from 'fast-check';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCase, SURFACES, surfaceCases } from './fuzz-surfaces.js';

test.serial('hostile explore, hunt, report, baseline, plugin and config cases keep the contract (fixed seed)', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'mtg-eras-fuzz-surfaces-'));
  // A hook that never returns ends at the plugin time limit: short here.
  process.env.MTG_ERAS_PLUGIN_TIMEOUT = '0.2';
  const seen = new Map<string, Set<number>>();
  try {
    const cases = fc.sample(surfaceCases(), { numRuns: 90, seed: 26 });
    for (const [i, c] of cases.entries()) {
      const v = await runCase(c, join(root, String(i)));
      if (v.kind !== 'ok') t.fail(`${v.kind}: ${v.detail}`);
      else (seen.get(c.surface) ?? seen.set(c.surface, new Set()).get(c.surface)!).add(v.exit);
    }
  } finally {
    delete process.env.MTG_ERAS_PLUGIN_TIMEOUT;
  }
  // Every surface was exercised, with both refusals (2) and successes (0 or 1) among them.
  t.deepEqual([...seen.keys()].sort(), [...SURFACES].sort());
  const exits = new Set([...seen.values()].flatMap((s) => [...s]));
  t.true(exits.has(2) && (exits.has(0) || exits.has(1)), [...exits].join(','));
});
