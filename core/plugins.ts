// Outside ruleset plugins: ES modules whose default export is a ruleset definition (or a list of
// them), named by path or package on the command line (--plugin) or in mtg-eras.config.json (found
// by cli/config.ts: config discovery belongs to the command line). They register through the same
// registry as the built-in eras.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkCitation, checkHookResult } from './hook-results.js';
import { HOOK_NAMES, type HookName } from './hooks.js';
import { CAPABILITY_NAMES, MODEL_NAMES, checkCapability, type CapabilityName } from './models.js';
import { PLUGIN, type RulesetDefinition } from './ruleset.js';
import { readOnly } from './views.js';
import { pluginTimeoutMs } from './run.js';

export class PluginError extends Error {
  override name = 'PluginError';
  constructor(plugin: string, message: string) { super(`plugin ${plugin}: ${message}`); }
}

function resolveSpec(spec: string, base: string): string {
  let f: string;
  if (spec.startsWith('.') || isAbsolute(spec)) {
    f = resolve(base, spec);
    if (!existsSync(f)) throw new PluginError(spec, `no such file (${f})`);
  } else {
    try {
      f = createRequire(join(base, 'noop.js')).resolve(spec);
    } catch {
      throw new PluginError(spec, `no such file or package (looked from ${base})`);
    }
  }
  // Like scenarios and configs, only a regular file is read: /dev/zero or a FIFO would never end.
  let st;
  try { st = statSync(f); } catch (e) { throw new PluginError(spec, `cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`); }
  if (!st.isFile()) throw new PluginError(spec, `not a regular file (a folder, device, FIFO or socket): ${f}`);
  return pathToFileURL(f).href;
}

/**
 * A plugin's import, under the plugin time limit: a module whose top-level await never settles
 * would otherwise let the process end with nothing done and exit 0 (the event loop empties).
 */
async function importWithin(spec: string, url: string): Promise<{ default?: unknown }> {
  const ms = pluginTimeoutMs();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PluginError(spec, `its import did not finish within ${ms / 1000} s (a top-level await that never settles?); the limit is MTG_ERAS_PLUGIN_TIMEOUT seconds`)), ms);
  });
  try {
    return await Promise.race([import(url) as Promise<{ default?: unknown }>, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Imports and checks every plugin; a broken one is a PluginError naming it. */
export async function loadPlugins(specs: readonly { spec: string; base: string }[]): Promise<{ spec: string; definition: RulesetDefinition }[]> {
  const out: { spec: string; definition: RulesetDefinition }[] = [];
  const loaded = new Set<string>();
  for (const { spec, base } of specs) {
    const url = resolveSpec(spec, base);
    // The same module named twice (config file and --plugin) is loaded once.
    if (loaded.has(url)) continue;
    loaded.add(url);
    let mod: { default?: unknown };
    try {
      mod = await importWithin(spec, url);
    } catch (e) {
      if (e instanceof PluginError) throw e;
      const err = e as Error;
      throw new PluginError(spec, `cannot load: ${err.name === 'SyntaxError' ? 'syntax error: ' : ''}${err.message.split('\n')[0]}`);
    }
    const defs = Array.isArray(mod.default) ? mod.default : [mod.default];
    for (const d of defs) {
      try {
        out.push({ spec, definition: checkDefinition(spec, d) });
      } catch (e) {
        // A getter that throws, a proxy: whatever reading the definition raises names the plugin.
        throw e instanceof PluginError ? e : new PluginError(spec, e instanceof Error ? e.message : String(e));
      }
    }
  }
  return out;
}

function checkDefinition(spec: string, d: unknown): RulesetDefinition {
  const bad = (m: string): never => { throw new PluginError(spec, m); };
  if (!d || typeof d !== 'object') bad('the module must default-export a ruleset definition { meta, parent, rules, models, capabilities, hooks }');
  const def = d as Partial<RulesetDefinition>;
  const meta = def.meta as Partial<RulesetDefinition['meta']> | undefined;
  if (!meta || typeof meta !== 'object') bad('missing meta { id, title, effective, sources }');
  for (const f of ['id', 'title', 'effective'] as const) {
    if (typeof meta![f] !== 'string' || !meta![f]) bad(`meta.${f} must be a non-empty string`);
  }
  if (!Array.isArray(meta!.sources) || meta!.sources.some((s) => typeof s !== 'string')) bad('meta.sources must be a list of strings');
  const change = (c: unknown) => typeof c === 'string' || (typeof c === 'object' && c !== null && typeof (c as { text?: unknown }).text === 'string' && Array.isArray((c as { rules?: unknown }).rules));
  if (meta!.changes !== undefined && (!Array.isArray(meta!.changes) || !meta!.changes.every(change))) bad('meta.changes must be a list of { text, rules: [rule keys] } (or of strings)');
  if (typeof def.parent !== 'string') bad('parent must name the ruleset it descends from (a plugin cannot be a root era)');
  if (def.hooks !== undefined && (typeof def.hooks !== 'object' || def.hooks === null)) bad('hooks must be an object of hook functions');
  if (def.rules !== undefined && (typeof def.rules !== 'object' || def.rules === null)) bad('rules must be an object of citations');
  if ((def as { policies?: unknown }).policies !== undefined) bad(`"policies" are gone: pick era models under models (${MODEL_NAMES.join(', ')}) and give plain values under capabilities (see docs/writing-a-ruleset.md)`);
  if (def.models !== undefined && (typeof def.models !== 'object' || def.models === null)) bad(`models must be an object { ${MODEL_NAMES.join(', ')} } of era models (by name or value)`);
  if (def.capabilities !== undefined && (typeof def.capabilities !== 'object' || def.capabilities === null)) bad('capabilities must be an object of capability values');
  // Citations and capabilities are data: checked now, when the plugin loads, not when a run meets
  // them; the registry checks the models (a plugin picks one some era uses) as it registers the plugin.
  for (const [key, cite] of Object.entries(def.rules ?? {})) {
    const e = checkCitation(cite);
    if (e) bad(`rules["${key}"]: ${e}`);
  }
  for (const [name, v] of Object.entries(def.capabilities ?? {})) {
    if (!(CAPABILITY_NAMES as readonly string[]).includes(name)) continue; // the registry names unknown capabilities
    const e = checkCapability(name as CapabilityName, v);
    if (e) bad(`capability ${name}: ${e}`);
  }
  const hooks: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(def.hooks ?? {})) {
    hooks[name] = typeof fn === 'function' && (HOOK_NAMES as readonly string[]).includes(name) ? checked(spec, name as HookName, fn as (...a: unknown[]) => unknown) : fn;
  }
  return {
    meta: { document: '', changes: [], ...meta, [PLUGIN]: spec } as RulesetDefinition['meta'],
    parent: def.parent!,
    rules: def.rules ?? {},
    models: def.models ?? {},
    capabilities: def.capabilities ?? {},
    hooks,
  };
}

export class HookResultError extends Error {
  override name = 'HookResultError';
}

/**
 * A plugin's hook: it sees the game read-only (views.ts readOnly: a write throws, and is that
 * plugin's error), and its every result is copied into plain data (each property read once, so a
 * getter or a Map subclass cannot answer differently later) and checked before the engine applies it.
 */
function checked(spec: string, hook: HookName, fn: (...a: unknown[]) => unknown): (...a: unknown[]) => unknown {
  return (...args) => {
    let r: unknown;
    try {
      r = plain(fn(...args.map(readOnly)));
    } catch (e) {
      throw new HookResultError(`plugin ${spec} threw: ${errorText(e)}`);
    }
    const e = checkHookResult(hook, r);
    if (e) throw new HookResultError(`plugin ${spec} returned a bad result: ${e}`);
    return r;
  };
}

/** An error's message, whatever was thrown (a getter on a thrown object cannot throw again here). */
function errorText(e: unknown): string {
  try {
    return e instanceof Error ? String(e.message) : String(e);
  } catch {
    return 'an unreadable error';
  }
}

/**
 * A hook's result as plain data: objects and arrays copied property by property, Maps entry by entry
 * (through Map.prototype, not the object's own methods), to a bounded depth; a function, symbol or
 * anything deeper is kept as it is, for the check to refuse.
 */
function plain(v: unknown, depth = 0): unknown {
  if (typeof v !== 'object' || v === null || depth > 8) return v;
  if (v instanceof Map) {
    const out = new Map<unknown, unknown>();
    Map.prototype.forEach.call(v, (x: unknown, k: unknown) => out.set(k, plain(x, depth + 1)));
    return out;
  }
  if (Array.isArray(v)) return Array.from({ length: v.length }, (_, i) => plain(v[i], depth + 1));
  const out: Record<string, unknown> = {};
  // defineProperty: a key "__proto__" is a field, not the copy's prototype.
  for (const k of Object.keys(v)) Object.defineProperty(out, k, { value: plain((v as Record<string, unknown>)[k], depth + 1), enumerable: true, writable: true, configurable: true });
  return out;
}

/** Registers plugins in order; any error doing so names the plugin. */
export function registerPlugins(register: (d: RulesetDefinition) => void, plugins: { spec: string; definition: RulesetDefinition }[]): void {
  for (const { spec, definition } of plugins) {
    try {
      register(definition);
    } catch (e) {
      throw new PluginError(spec, e instanceof Error ? e.message : String(e));
    }
  }
}
