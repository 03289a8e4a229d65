// The one place hooks are called and rule numbers looked up, for one ruleset. Both resolve
// through the ruleset's tsyringe container, so an era sees its own registrations first and
// inherits the rest from its ancestors.
import type { DependencyContainer } from './di.js';
import type { HookName, Hooks } from './hooks.js';
import type { RuleKey } from './rule-keys.js';
import type { Citation, RulesetMeta } from './ruleset.js';

export const hookToken = (name: HookName) => `hook:${name}`;
export const ruleToken = (key: RuleKey) => `rule:${key}`;
export const META = 'meta';
export const RULES = 'rules';

export interface Cited { rule: string; unverified: boolean; derived: boolean; note?: string }

export class HookError extends Error {
  constructor(ruleset: string, hook: string, cause: unknown) {
    super(`ruleset ${ruleset}, hook ${hook}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'HookError';
  }
}

export class Rules {
  private hooks = new Map<HookName, unknown>();
  private cites = new Map<RuleKey, Cited>();

  constructor(readonly meta: RulesetMeta, private readonly container: DependencyContainer) {}

  call<K extends HookName>(name: K, ...args: Parameters<Hooks[K]>): ReturnType<Hooks[K]> {
    let fn = this.hooks.get(name) as ((...a: Parameters<Hooks[K]>) => ReturnType<Hooks[K]>) | undefined;
    if (!fn) {
      fn = this.container.resolve<(...a: Parameters<Hooks[K]>) => ReturnType<Hooks[K]>>(hookToken(name));
      this.hooks.set(name, fn);
    }
    try {
      return fn!(...args);
    } catch (e) {
      throw new HookError(this.meta.id, name, e);
    }
  }

  cite(key: RuleKey): Cited {
    let c = this.cites.get(key);
    if (!c) {
      const raw = this.container.resolve<Citation>(ruleToken(key));
      c = typeof raw === 'string'
        ? { rule: raw, unverified: false, derived: false }
        : { rule: raw.rule ?? `no rule in ${this.meta.document}`, unverified: !!raw.unverified, derived: !!raw.derived, note: raw.note };
      this.cites.set(key, c);
    }
    return c;
  }
}
