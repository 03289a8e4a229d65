// A worker thread of runBatch: rebuilds the registry (with the same plugins) and runs its files.
import { parentPort, workerData } from 'node:worker_threads';
import type { PluginSpec } from './config.js';
import { registryFromSpecs } from './context.js';
import { runTask, type FileResult, type Task } from './tasks.js';

const { files, task, plugins } = workerData as { files: string[]; task: Task; plugins: PluginSpec[] };

try {
  const reg = await registryFromSpecs(plugins);
  const results: FileResult[] = [];
  let pending = 0;
  for (const f of files) {
    results.push(runTask(reg, f, task));
    if (++pending === 50) { parentPort!.postMessage({ progress: pending }); pending = 0; }
  }
  if (pending) parentPort!.postMessage({ progress: pending });
  parentPort!.postMessage({ results });
} catch (e) {
  parentPort!.postMessage({ error: (e as Error).message });
}
