// The engine of one build (a dist folder: ./dist, or another build's copied beside its node_modules
// and cards), loaded for the before/after benches (warm.mjs, hashes.mjs): its registry, runner,
// corpus loader and generated boards.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function loadDist(dir = 'dist') {
  const dist = resolve(dir);
  const from = (p) => import(pathToFileURL(`${dist}/${p}`).href);
  const { createRegistry, runScenario } = await from('index.js');
  // Builds that keep a scenario's results for its other rulesets can forget them (a no-op before).
  const { forgetRuns = () => {} } = await from('core/run.js');
  const { load, scenarioFiles } = await from('cli/scenarios.js');
  const { parseScenario } = await from('core/scenario/load.js');
  const { generateScenario } = await from('bench/generate-corpus.js');
  const reg = createRegistry();
  const parse = (o) => parseScenario('bench.json', JSON.stringify(o), (sel) => reg.select(sel));
  return { dist, reg, runScenario, forgetRuns, load, scenarioFiles, parse, generateScenario };
}
