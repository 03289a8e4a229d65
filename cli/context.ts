// The registry a command runs with: the built-in eras plus any plugins (--plugin, config file).
import { loadPlugins, pluginSpecs, registerPlugins } from '../core/plugins.js';
import type { Registry } from '../core/registry.js';
import { createRegistry } from '../compose.js';

export interface PluginOptions { plugin?: string[] }

export async function registryFor(a: PluginOptions): Promise<Registry> {
  const reg = createRegistry();
  const specs = pluginSpecs(a.plugin ?? []);
  if (specs.length) registerPlugins((d) => reg.register(d), await loadPlugins(specs));
  return reg;
}
