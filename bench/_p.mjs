import { createRegistry, runScenario } from '../dist/core/run.js';
import { load, scenarioFiles } from '../dist/cli/scenarios.js';
const reg = createRegistry();
const files = scenarioFiles(['/tmp/gen']);
let t = performance.now();
const ss = files.map((f) => load(f, reg));
console.log('load', ((performance.now() - t) / files.length).toFixed(3), 'ms/file');
t = performance.now();
let n = 0;
for (const s of ss) for (const id of reg.ids) { runScenario(reg, s, id); n++; }
console.log('run', (n / ((performance.now() - t) / 1000)).toFixed(0), 'runs/s');
