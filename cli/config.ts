// The project's config file, mtg-eras.config.json: { "plugins": ["./rules/next.mjs", "a-package"] }.
// A config runs code (every plugin it names is imported), so it is trusted the way ESLint or
// Prettier configs are, and no further: it is looked for from the working folder up to the project
// root only (the first folder with package.json or .git; with no project root above, none), never
// in a home or temporary folder; `--no-config` or MTG_ERAS_NO_CONFIG=1
// skips it; every plugin it loads is named on stderr. docs/trust-and-limits.md says all this.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { lineCol, parseJson } from '../core/scenario/json-error.js';
import { visible } from '../core/visible.js';

export const CONFIG_FILE = 'mtg-eras.config.json';
export const NO_CONFIG_ENV = 'MTG_ERAS_NO_CONFIG';

/** A bad config file: one located line, exit 2 (bad input, as a bad scenario is). */
export class ConfigError extends Error {
  override name = 'InputError';
  constructor(where: string, message: string) { super(`${where}: ${message}`); }
}

/** True when the environment turns config discovery off (any value but "", "0" or "false"). */
export function configDisabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = env[NO_CONFIG_ENV];
  return v !== undefined && !['', '0', 'false'].includes(v.toLowerCase());
}

/** The folder a project's root is recognised by, from dir upwards; undefined when there is none. */
export function projectRoot(dir: string): string | undefined {
  for (let d = resolve(dir); ; d = dirname(d)) {
    if (existsSync(join(d, 'package.json')) || existsSync(join(d, '.git'))) return d;
    if (dirname(d) === d) return undefined;
  }
}

/** Folders whose config is never read, whatever is in them: the home and temporary folders, the root. */
function sharedFolders(): Set<string> {
  const real = (d: string) => { try { return realpathSync(d); } catch { return resolve(d); } };
  // node:os only here, where a config file was found: loading it is half a millisecond of every start.
  const { homedir, tmpdir } = createRequire(import.meta.url)('node:os') as typeof import('node:os');
  return new Set([homedir(), tmpdir(), '/tmp', '/var/tmp', '/dev/shm', '/'].map(real));
}

/**
 * The nearest config from dir up to the project root (inclusive), if any. Outside a project (no
 * package.json or .git at or above dir) no config is read; nor is one in a home or temporary folder.
 */
export function findConfig(dir = process.cwd()): string | undefined {
  const start = resolve(dir);
  const root = projectRoot(start);
  if (root === undefined) return undefined;
  // The shared folders and this folder's real path are looked up only where a config is (most
  // runs find none: a dozen system calls fewer at start-up).
  let shared: Set<string> | undefined;
  for (let d = start; ; d = dirname(d)) {
    const f = join(d, CONFIG_FILE);
    if (existsSync(f)) {
      let here = d;
      try { here = realpathSync(d); } catch { /* a folder removed meanwhile: its own name */ }
      if (!(shared ??= sharedFolders()).has(here)) return f;
    }
    if (d === root || dirname(d) === d) return undefined;
  }
}

/** The plugins a config names, validated; errors are one line with file:line:col. */
export function readConfig(file: string): string[] {
  let text: string;
  try {
    // A FIFO or device named like the config would block the command: only a regular file is read.
    if (!statSync(file).isFile()) throw new ConfigError(file, 'not a regular file');
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof ConfigError) throw e;
    throw new ConfigError(file, `cannot read the config (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const parsed = parseJson(text);
  if ('reason' in parsed) throw new ConfigError(`${file}:${parsed.at}`, `invalid JSON: ${parsed.reason}`);
  const doc = parsed.doc;
  const shape = 'expected { "plugins": ["path or package", ...] }';
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) throw new ConfigError(`${file}:1:1`, shape);
  for (const key of Object.keys(doc)) {
    if (key !== 'plugins' && key !== '$schema') throw new ConfigError(`${file}:${at(text, JSON.stringify(key))}`, `unknown field "${visible(key)}" (${shape})`);
  }
  const plugins = (doc as { plugins?: unknown }).plugins;
  if (plugins === undefined) return [];
  if (!Array.isArray(plugins) || plugins.some((p) => typeof p !== 'string' || !p)) {
    throw new ConfigError(`${file}:${at(text, '"plugins"')}`, shape);
  }
  return plugins as string[];
}

/** line:col of the first occurrence of a token (a key) in the text, else 1:1. */
function at(text: string, token: string): string {
  const i = text.indexOf(token);
  const { line, col } = lineCol(text, Math.max(0, i));
  return `${line}:${col}`;
}

export interface PluginSpec { spec: string; base: string }

/**
 * The plugins to load: the config's (resolved from its folder) unless skipped, then the command
 * line's (from the working folder). Each plugin a config adds is named on stderr, once.
 */
export function pluginSpecs(cli: readonly string[], opts: { config?: boolean; cwd?: string; warn?: (line: string) => void } = {}): PluginSpec[] {
  const cwd = opts.cwd ?? process.cwd();
  const out: PluginSpec[] = [];
  const config = opts.config === false || configDisabled() ? undefined : findConfig(cwd);
  if (config) {
    const plugins = readConfig(config);
    const shown = relative(cwd, config) || config;
    for (const p of plugins) {
      opts.warn?.(`loading plugin ${visible(p)} named by ${visible(shown)} (it runs as code; --no-config or ${NO_CONFIG_ENV}=1 skips the config)`);
      out.push({ spec: p, base: dirname(config) });
    }
  }
  for (const p of cli) out.push({ spec: p, base: cwd });
  return out;
}
