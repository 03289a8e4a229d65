// Finding and loading scenario files for the commands.
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Registry } from '../core/registry.js';
import { InputError, loadScenarioFile } from '../core/scenario/load.js';
import type { Scenario } from '../core/scenario/scenario.js';

export function load(file: string, reg: Registry): Scenario {
  return loadScenarioFile(file, (sel) => reg.select(sel));
}

/**
 * Scenario files under the given files and folders, folders walked recursively, in sorted order;
 * a file named twice (or inside a folder also named) is listed once. None at all is a usage error.
 */
export function scenarioFiles(paths: string[]): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (p: string, named: boolean) => {
    let st;
    try { st = statSync(p); } catch { throw new InputError(`${p}: no such file or folder`); }
    if (st.isDirectory()) {
      for (const e of readdirSync(p).sort()) {
        if (e.startsWith('.') || e === 'node_modules') continue;
        walk(join(p, e), false);
      }
    } else if (named || /\.(ya?ml|json)$/i.test(p)) {
      const key = resolve(p);
      if (!seen.has(key)) { seen.add(key); found.push(p); }
    }
  };
  for (const p of paths) walk(p, true);
  if (!found.length) throw new InputError(`${paths.join(', ')}: no scenario files (.yaml, .yml, .json) found`);
  return found;
}
