// Outside ruleset plugins: ES modules whose default export is a ruleset definition (or a list of
// them), named by path or package on the command line (--plugin) or in mtg-eras.config.json (found
// by cli/config.ts: config discovery belongs to the command line). They register through the same
// registry as the built-in eras.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkCitation, checkHookResult } from './hook-results.js';
import { HOOK_NAMES, type HookName } from './hooks.js';
import { CAPABILITY_NAMES, MODEL_NAMES, checkCapability, type CapabilityName } from './models.js';
import { PLUGIN, type RulesetDefinition } from './ruleset.js';

export class PluginError extends Error {
  override name = 'PluginError';
  constructor(plugin: string, message: string) { super(`plugin ${plugin}: ${message}`); }
}

function resolveSpec(spec: string, base: string): string {
  if (spec.startsWith('.') || isAbsolute(spec)) {
    const f = resolve(base, spec);
    if (!existsSync(f)) throw new PluginError(spec, `no such file (${f})`);
    return pathToFileURL(f).href;
  }
  try {
    return pathToFileURL(createRequire(join(base, 'noop.js')).resolve(spec)).href;
  } catch {
    throw new PluginError(spec, `no such file or package (looked from ${base})`);
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
      mod = await import(url);
    } catch (e) {
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
  if (def.models !== undefined && (typeof def.models !== 'object' || def.models === null)) bad('models must be an object { combat, triggers, requirements, assignment } of era models (by name or value)');
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

/** A plugin's hook whose every result is checked before the engine applies it. */
function checked(spec: string, hook: HookName, fn: (...a: unknown[]) => unknown): (...a: unknown[]) => unknown {
  return (...args) => {
    let r: unknown;
    try {
      r = fn(...args);
    } catch (e) {
      throw new HookResultError(`plugin ${spec} threw: ${e instanceof Error ? e.message : String(e)}`);
    }
    const e = checkHookResult(hook, r);
    if (e) throw new HookResultError(`plugin ${spec} returned a bad result: ${e}`);
    return r;
  };
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
