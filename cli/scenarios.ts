// Finding and loading scenario files for the commands.
//
// The folder walk cannot hang or count a file twice: files and folders are identified by their
// real path (a file reached through a symbolic link is listed once; a link back to a folder being
// walked is a cycle, reported and skipped); a dangling link or an unreadable folder is a bad entry
// reported in one line while the walk goes on; a FIFO, device or socket (which would block or
// never end when read) is skipped with a warning. Extensions are matched case-insensitively.
import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { Registry, Selection } from '../core/registry.js';
import { InputError, loadScenarioFile, type SelectRulesets } from '../core/scenario/load.js';
import type { Scenario } from '../core/scenario/scenario.js';
import { CONFIG_FILE } from './config.js';

export function load(file: string, reg: Registry): Scenario {
  return loadScenarioFile(file, selector(reg));
}

/**
 * How `expect` keys name rulesets: `all` and ranges cover the eras; a dated amendment runs where a
 * scenario names it. A corpus repeats a few keys (`all`, `eras`) thousands of times: each is
 * resolved once per registry.
 */
const selectors = new WeakMap<Registry, SelectRulesets>();
function selector(reg: Registry): SelectRulesets {
  let select = selectors.get(reg);
  if (!select) {
    const known = new Map<string, Selection>();
    let size = reg.ids.length;
    select = (sel) => {
      // A ruleset registered since (a plugin) changes what a key names.
      if (reg.ids.length !== size) { known.clear(); size = reg.ids.length; }
      let s = known.get(sel);
      if (!s) known.set(sel, (s = reg.select(sel, { eras: true })));
      return s.ok ? { ok: true, ids: [...s.ids] } : s;
    };
    selectors.set(reg, select);
  }
  return select;
}

/** A file or folder that could not be used: reported in one line, the rest of the corpus still runs. */
export interface BadFile { file: string; error: string }

export interface Corpus {
  files: string[];
  /** Bad entries met while walking (dangling links, unreadable folders, missing paths). */
  errors: BadFile[];
  /** Entries skipped for a reason that is not an error (special files, cycles). */
  warnings: string[];
}

const SCENARIO = /\.(ya?ml|json)$/i;

const code = (e: unknown) => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

/**
 * Scenario files under the given files and folders, folders walked recursively in sorted order,
 * each file once. Finding none at all (and nothing bad) is an error.
 */
export function findScenarios(paths: string[], opts: { exclude?: string[] } = {}): Corpus {
  // A baseline written into the corpus folder is not a scenario (named explicitly, it is an input).
  const excluded = new Set((opts.exclude ?? []).map((f) => { try { return realpathSync(f); } catch { return ''; } }));
  const files: string[] = [], errors: BadFile[] = [], warnings: string[] = [];
  const seenFiles = new Set<string>(), seenDirs = new Set<string>();
  const walk = (p: string, named: boolean, walking: Set<string>) => {
    let link: Stats;
    try { link = lstatSync(p); } catch (e) {
      errors.push({ file: p, error: `${p}: ${code(e) === 'ENOENT' ? 'no such file or folder' : `cannot read (${code(e)})`}` });
      return;
    }
    let st: Stats = link, real: string;
    try {
      if (link.isSymbolicLink()) st = statSync(p);
      real = realpathSync(p);
    } catch (e) {
      const target = (() => { try { return readlinkSync(p); } catch { return '?'; } })();
      const what = code(e) === 'ELOOP' ? 'a symbolic link loop' : `a dangling symbolic link (to ${target})`;
      if (named || SCENARIO.test(p) || code(e) === 'ELOOP') errors.push({ file: p, error: `${p}: ${what}` });
      return;
    }
    if (st.isDirectory()) {
      if (walking.has(real)) { warnings.push(`${p}: a symbolic link back to a folder being walked (a cycle), skipped`); return; }
      if (seenDirs.has(real)) return; // the same folder reached twice: its files are listed once
      seenDirs.add(real);
      let entries: Dirent[];
      try { entries = readdirSync(p, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)); } catch (e) {
        errors.push({ file: p, error: `${p}: cannot read the folder (${code(e)})` });
        return;
      }
      const inside = new Set(walking).add(real);
      for (const e of entries) {
        // Hidden entries, dependencies, and the config (which is not a scenario).
        if (e.name.startsWith('.') || e.name === 'node_modules' || e.name === CONFIG_FILE) continue;
        // A regular file (not a link) in a folder whose real path is known: its own real path, without
        // asking the file system twice more per file (a corpus of 10,000 files).
        if (e.isFile()) { if (SCENARIO.test(e.name)) add(join(p, e.name), join(real, e.name), false); continue; }
        walk(join(p, e.name), false, inside);
      }
      return;
    }
    if (!named && !SCENARIO.test(p)) return;
    if (!st.isFile()) { warnings.push(`${p}: not a regular file (a FIFO, device or socket), skipped`); return; }
    add(p, real, named);
  };
  const add = (p: string, real: string, named: boolean) => {
    if (seenFiles.has(real) || (!named && excluded.has(real))) return;
    seenFiles.add(real);
    files.push(p);
  };
  for (const p of paths) walk(p, true, new Set());
  if (!files.length && !errors.length) throw new InputError(`${paths.join(', ')}: no scenario files (.yaml, .yml, .json) found`);
  return { files, errors, warnings };
}

/** The files only, for a caller that treats any bad entry as fatal (the first one is thrown). */
export function scenarioFiles(paths: string[]): string[] {
  const c = findScenarios(paths, {});
  if (c.errors.length) throw new InputError(c.errors[0]!.error);
  return c.files;
}
