// The one place hooks are called, era models and capabilities read and rule numbers looked up, for
// one ruleset. Hooks resolve through the ruleset's tsyringe container, so an era sees its own
// registrations first and inherits the rest from its ancestors; its citations are a table that
// inherits the same way (see core/registry.ts); the models and capabilities in force are resolved
// once, as the registry builds the ruleset.
import type { DependencyContainer } from './di.js';
import type { HookName, Hooks } from './hooks.js';
import type { CapabilityName, Capabilities, ModelName, Models } from './models.js';
import type { RuleKey } from './rule-keys.js';
import type { Citation, RulesetMeta } from './ruleset.js';

export const hookToken = (name: HookName) => `hook:${name}`;
export const META = 'meta';
export const RULES = 'rules';

export interface Cited { rule: string; unverified: boolean; derived: boolean; note?: string }

export class HookError extends Error {
  constructor(ruleset: string, hook: string, definedBy: string, cause: unknown) {
    const where = definedBy === ruleset ? '' : ` (defined by ${definedBy})`;
    super(`ruleset ${ruleset}, hook ${hook}${where}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'HookError';
  }
}

/** A deep copy, frozen: what a hook receives under guardHooks, so a mutating hook throws. */
function frozenCopy<T>(x: T): T {
  const freeze = (v: unknown): void => {
    if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
    if (v instanceof Map) {
      // Freezing does not stop a Map's own methods from writing: shut them.
      const m = v as Map<unknown, unknown>;
      m.set = m.delete = m.clear = () => { throw new TypeError('read-only map'); };
      for (const [k, e] of m) { freeze(k); freeze(e); }
    } else for (const e of Object.values(v)) freeze(e);
    Object.freeze(v);
  };
  const copy = structuredClone(x);
  freeze(copy);
  return copy;
}

export interface RulesOptions {
  /** Hand hooks deep-frozen copies of their arguments (tests: a hook that mutates fails). */
  guardHooks?: boolean;
}

export class Rules {
  // A plain record, not a Map: every run calls dozens of hooks, and a hook cannot change once
  // resolved (the ruleset is built), so each is resolved once per ruleset.
  private hooks: Partial<Record<HookName, unknown>> = Object.create(null);
  private cites = new Map<RuleKey, Cited>();
  /**
   * While a run is watched (consulting): the hooks, models and capabilities it asked for. A run's
   * path depends on its ruleset only through them (citations name rules in the log, never decide),
   * so another ruleset that states each of them as this one does runs the same way (explore).
   */
  private consulted: Set<string> | null = null;
  /** The era models in force (frozen): while a run is watched, a view that notes each model read. */
  models: Readonly<Models>;

  constructor(
    readonly meta: RulesetMeta,
    private readonly container: DependencyContainer,
    /** The ruleset that defines each hook, model and capability (the nearest ancestor that states it). */
    private readonly definers: Readonly<Partial<Record<HookName | ModelName | CapabilityName, string>>>,
    private readonly inForce: Readonly<Models>,
    private readonly capabilities: Readonly<Capabilities>,
    /** The era's rule numbers: its own, over its parent's table (the prototype). */
    private readonly citations: Readonly<Partial<Record<RuleKey, Citation>>>,
    private readonly opts: RulesOptions = {},
  ) {
    this.models = inForce;
  }

  /**
   * Runs f noting the names of the hooks, models and capabilities it consults into `into`. Not
   * reentrant; the view of the models is made once per ruleset, and runs not watched read the
   * frozen models themselves.
   */
  consulting<T>(into: Set<string>, f: () => T): T {
    this.consulted = into;
    this.models = this.watchedModels ??= this.watchModels();
    try {
      return f();
    } finally {
      this.consulted = null;
      this.models = this.inForce;
    }
  }

  private watchedModels: Readonly<Models> | undefined;
  private watchModels(): Readonly<Models> {
    const view = {} as Models;
    for (const name of Object.keys(this.inForce) as ModelName[]) {
      Object.defineProperty(view, name, { enumerable: true, get: () => { this.consulted?.add(name); return this.inForce[name]; } });
    }
    return Object.freeze(view);
  }

  call<K extends HookName>(name: K, ...args: Parameters<Hooks[K]>): ReturnType<Hooks[K]> {
    if (this.consulted !== null) this.consulted.add(name);
    let fn = this.hooks[name] as ((...a: Parameters<Hooks[K]>) => ReturnType<Hooks[K]>) | undefined;
    if (!fn) this.hooks[name] = fn = this.container.resolve<(...a: Parameters<Hooks[K]>) => ReturnType<Hooks[K]>>(hookToken(name));
    try {
      return this.opts.guardHooks ? fn!(...(args.map(frozenCopy) as Parameters<Hooks[K]>)) : fn!(...args);
    } catch (e) {
      throw new HookError(this.meta.id, name, this.definedBy(name), e);
    }
  }

  /** A capability of the era's document: a plain value. */
  capability<K extends CapabilityName>(name: K): Capabilities[K] {
    if (this.consulted !== null) this.consulted.add(name);
    return this.capabilities[name];
  }

  /** The ruleset whose file states this hook, model or capability. */
  definedBy(name: HookName | ModelName | CapabilityName): string {
    return this.definers[name] ?? this.meta.id;
  }

  cite(key: RuleKey): Cited {
    let c = this.cites.get(key);
    if (!c) {
      const raw = this.citations[key]!;
      c = typeof raw === 'string'
        ? { rule: raw, unverified: false, derived: false }
        : { rule: raw.rule ?? `no rule in ${this.meta.document}`, unverified: !!raw.unverified, derived: !!raw.derived, note: raw.note };
      this.cites.set(key, c);
    }
    return c;
  }
}
