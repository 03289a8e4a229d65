// The registry a command runs with: the built-in eras plus any plugins (--plugin, config file).
// The CLI is an application: it loads the Reflect metadata polyfill tsyringe asks for, first (the
// library alone lends tsyringe a private one and leaves the global as it was: core/metadata.ts).
import 'reflect-metadata';
import { loadPlugins, registerPlugins } from '../core/plugins.js';
import type { Registry } from '../core/registry.js';
import { createRegistry } from '../compose.js';
import { pluginSpecs, type PluginSpec } from './config.js';
import { report } from './io.js';

/** --plugin and --no-config (config: false). */
export interface PluginOptions { plugin?: string[]; config?: boolean }

/** The plugins each registry was built with: worker threads rebuild the same registry from them. */
const specsOf = new WeakMap<Registry, PluginSpec[]>();

export async function registryFor(a: PluginOptions): Promise<Registry> {
  const specs = pluginSpecs(a.plugin ?? [], { config: a.config, warn: (line) => report(line, 'note') });
  return registryFromSpecs(specs);
}

export async function registryFromSpecs(specs: PluginSpec[]): Promise<Registry> {
  // A bad MTG_ERAS_PLUGIN_TIMEOUT is reported before any plugin is imported or any run starts.
  if (specs.length) (await import('../core/run.js')).pluginTimeoutMs();
  const reg = createRegistry();
  if (specs.length) registerPlugins((d) => reg.register(d), await loadPlugins(specs));
  specsOf.set(reg, specs);
  return reg;
}

/** The plugin specifiers a registry was built from (none for a bare registry). */
export function pluginsOf(reg: Registry): PluginSpec[] {
  return specsOf.get(reg) ?? [];
}
