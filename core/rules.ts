// The one place hooks are called, era models and capabilities read and rule numbers looked up, for
// one ruleset. Hooks come from the tsyringe containers: an era's own registrations from its own,
// the rest as its parent's rules give them (its nearest ancestor's); its citations are a table that
// inherits the same way (see core/registry.ts); the models and capabilities in force are resolved
// once, as the registry builds the ruleset.
import type { DependencyContainer } from './di.js';
import { HOOK_NAMES, type HookName, type Hooks } from './hooks.js';
import { CAPABILITY_NAMES, MODEL_FIELDS, MODEL_FIELD_NAMES, MODEL_NAMES, modelField, type CapabilityName, type Capabilities, type ModelName, type Models } from './models.js';
import { RULE_KEYS, type RuleKey } from './rule-keys.js';
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
  const copy = structuredClone(asData(x)) as T;
  freeze(copy);
  return copy;
}

/**
 * A class instance as plain data: its own fields and its class's getters' values (structuredClone
 * keeps own fields only, and a run's game gives `creatures` by a getter: core/engine/state.ts).
 */
function asData(x: unknown): unknown {
  if (typeof x !== 'object' || x === null) return x;
  const proto = Object.getPrototypeOf(x) as object | null;
  if (proto === null || proto === Object.prototype || Array.isArray(x) || x instanceof Map || x instanceof Set) return x;
  const data: Record<string, unknown> = { ...x };
  for (const [k, d] of Object.entries(Object.getOwnPropertyDescriptors(proto))) if (d.get) data[k] = (x as Record<string, unknown>)[k];
  return data;
}

/**
 * Every name a run can consult: the hooks, era models (whole, and each field or method of one:
 * `model:field`), capabilities and rule keys, in one list (no name is in two of them:
 * test/same-runs.test.ts). A watch has a bit for each, by its place here.
 */
export const CONSULTABLE: readonly string[] = [...HOOK_NAMES, ...MODEL_NAMES, ...MODEL_FIELD_NAMES, ...CAPABILITY_NAMES, ...Object.keys(RULE_KEYS)];
/** Each name's place in CONSULTABLE (a loop, not fromEntries of 1,300 pairs: this is built at every start). */
const AT: Readonly<Record<string, number>> = {};
for (let i = 0; i < CONSULTABLE.length; i++) (AT as Record<string, number>)[CONSULTABLE[i]!] = i;
/** How many of a hook's functions (the distinct ones of the built-in rulesets: HookVariants) a watched run compares. */
export const VARIANTS = 8;
/** The bit, after CONSULTABLE's, saying that hook h's variant j answered a call of the run otherwise than the run's own. */
export const variantBit = (h: number, j: number): number => CONSULTABLE.length + h * VARIANTS + j;
/**
 * What a watched run consulted: bit i (of word i >> 5) stands for CONSULTABLE[i]; after them, for
 * each hook, which of its variants answered some call otherwise (variantBit).
 */
export type Watch = Uint32Array;
export const newWatch = (): Watch => new Uint32Array((CONSULTABLE.length + HOOK_NAMES.length * VARIANTS + 31) >>> 5);
const HOOK_AT: Readonly<Record<string, number>> = Object.fromEntries(HOOK_NAMES.map((h, i) => [h, i]));

/**
 * The hooks of a registry's built-in rulesets, each hook's distinct functions in a list fixed at
 * its first use (the rulesets are registered before any run): what a watched run compares its own
 * hook's answers with. Built-in hooks are pure functions of what they are given (test/hooks.test.ts),
 * so asking another era's too changes nothing; a plugin's code is never run for another ruleset.
 */
export class HookVariants {
  private readonly rules: Rules[] = [];
  private readonly lists: Partial<Record<HookName, readonly unknown[]>> = {};
  private readonly procedures: Partial<Record<HookName, readonly ReadonlySet<unknown>[]>> = {};
  add(r: Rules): void { this.rules.push(r); }
  /** Hook h's functions, in a fixed order (at most VARIANTS). */
  of(h: HookName): readonly unknown[] {
    let l = this.lists[h];
    if (l === undefined) {
      const fns: unknown[] = [], procs: Set<unknown>[] = [];
      for (const r of this.rules) {
        const f = r.stated(h);
        let j = fns.indexOf(f);
        if (j < 0 && fns.length < VARIANTS) { j = fns.push(f) - 1; procs.push(new Set()); }
        if (j >= 0) procs[j]!.add(r.stated('combat'));
      }
      this.lists[h] = l = fns;
      this.procedures[h] = procs;
    }
    return l;
  }
  /**
   * Per function of hook h (of's order), the combat procedures of the rulesets that state it. Every
   * run reads its procedure's steps (`combat:at`), so a run is never shared with a ruleset of
   * another procedure: its functions need not be asked.
   */
  proceduresOf(h: HookName): readonly ReadonlySet<unknown>[] {
    this.of(h);
    return this.procedures[h]!;
  }
}

/** Whether two hook answers are alike: equal plain values, arrays, records and maps, compared through. */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const proto = Object.getPrototypeOf(a) as unknown;
  if (Object.getPrototypeOf(b) !== proto) return false;
  if (proto === Array.prototype) {
    const x = a as unknown[], y = b as unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameAnswer(x[i], y[i])) return false;
    return true;
  }
  if (proto === Map.prototype) {
    const x = a as Map<unknown, unknown>, y = b as Map<unknown, unknown>;
    if (x.size !== y.size) return false;
    for (const [k, v] of x) if (!y.has(k) || !sameAnswer(v, y.get(k))) return false;
    return true;
  }
  if (proto !== Object.prototype) return false;
  // Same keys, same values.
  let n = 0;
  for (const k in a) {
    n++;
    if (!sameAnswer((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  for (const k in b) {
    if (!(k in a)) return false;
    n--;
  }
  return n === 0;
}
/** The names a watch holds, in CONSULTABLE's order. */
export const watchedNames = (w: Watch): string[] => CONSULTABLE.filter((_, i) => (w[i >>> 5]! >>> (i & 31)) & 1);

/** A citation with its bit in a watch. */
interface CitedAt extends Cited { readonly at: number }

export interface RulesOptions {
  /** Hand hooks deep-frozen copies of their arguments (tests: a hook that mutates fails). */
  guardHooks?: boolean;
}

/**
 * The era models as a watched run reads them: each model a view (WatchedModel) that notes each of
 * its fields and methods the run reads. One class for every ruleset, plain fields, so the engine's
 * reads of `rules.models.x` in watched runs see one hidden class whatever the era (a view with its
 * own getters had one per ruleset, and each era's first watched run threw away the optimised code
 * that had read another's).
 */
class WatchedModels implements Record<ModelName, unknown> {
  constructor(readonly combat: unknown, readonly triggers: unknown, readonly requirements: unknown, readonly assignment: unknown, readonly layers: unknown) {}
}

const RULES_OF = Symbol('rules');
const VALUES = Symbol('values');
const MODEL_OF = Symbol('model');
/**
 * One era model as a watched run reads it: each field or method read notes `model:field` (its
 * value or function is what two rulesets must state alike). A method is called on the view, so
 * what it reads of its own model (`this.x`) is noted too; what its closure holds is the function's
 * own. A property the model has beyond its interface (a class's own state) notes the whole model.
 * One class per kind of model, its getters on the prototype, reading the (frozen) model's values
 * copied in its fields' order.
 */
class WatchedModel {
  readonly [RULES_OF]: Rules;
  readonly [VALUES]: readonly unknown[];
  readonly [MODEL_OF]: Readonly<Record<string, unknown>>;
  constructor(rules: Rules, model: object, values: readonly unknown[]) {
    this[RULES_OF] = rules;
    this[VALUES] = values;
    this[MODEL_OF] = model as Record<string, unknown>;
  }
}
const WATCHED_MODEL: { readonly [K in ModelName]: new (rules: Rules, model: object, values: readonly unknown[]) => WatchedModel } = Object.fromEntries(MODEL_NAMES.map((m) => {
  const View = class extends WatchedModel {};
  MODEL_FIELDS[m].forEach((f, k) => {
    const at = AT[modelField(m, f)]!;
    Object.defineProperty(View.prototype, f, { enumerable: true, get(this: WatchedModel) { this[RULES_OF].noteAt(at); return this[VALUES][k]; } });
  });
  return [m, View];
})) as never;

/** Every property a model has (its own and its class's), but Object's. */
function propertiesOf(o: object): string[] {
  const names = new Set<string>();
  for (let p: object | null = o; p !== null && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) {
    for (const n of Object.getOwnPropertyNames(p)) if (n !== 'constructor') names.add(n);
  }
  return [...names];
}

export class Rules {
  // A plain record, not a Map: every run calls dozens of hooks, and a hook cannot change once
  // resolved (the ruleset is built), so each is resolved once per ruleset.
  private hooks: Partial<Record<HookName, unknown>> = Object.create(null);
  private cites = new Map<RuleKey, CitedAt>();
  /**
   * While a run is watched (consulting): the hooks, models and capabilities it asked for, and the
   * rule keys it cited. A run's path depends on its ruleset only through the first three (citations
   * name rules in the result and the log, never decide), and its result also through the numbers
   * it cites, so another ruleset that states each of them as this one does gives the same result
   * (core/same-runs.ts). Bits, not a set of names: every hook call and citation notes one.
   */
  private consulted: Watch | null = null;
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
    /** The parent ruleset's rules (none for a ruleset without a parent). */
    private readonly parent?: Rules,
    /** The registry's built-in hooks, which a watched run compares its hooks' answers with (none: not compared). */
    private readonly variants?: HookVariants,
  ) {
    this.models = inForce;
  }

  /**
   * A hook's function, resolved once per ruleset: from its own container where this ruleset
   * registers it, else as its parent's rules give it (memoised there too). The same registration
   * the container chain finds, the nearest ancestor's; asked up the line once, instead of every
   * ruleset walking every container above it (up to 26) for every hook a shared run consulted.
   */
  private hook(name: HookName): unknown {
    let fn = this.hooks[name];
    if (fn === undefined) {
      this.hooks[name] = fn = this.parent && this.definers[name] !== this.meta.id
        ? this.parent.hook(name)
        : this.container.resolve(hookToken(name));
    }
    return fn;
  }

  /**
   * Runs f noting the hooks, models and capabilities it consults, and the rule keys it cites, into
   * `into`. Within another watch, what f consults is noted in that one too. The view of the models
   * is made once per ruleset; runs not watched read the frozen models themselves.
   */
  consulting<T>(into: Watch, f: () => T): T {
    const outer = this.consulted;
    this.consulted = into;
    this.models = this.watchedModels ??= this.watchModels();
    try {
      return f();
    } finally {
      this.consulted = outer;
      if (outer === null) this.models = this.inForce;
      else for (let i = 0; i < into.length; i++) outer[i]! |= into[i]!;
    }
  }

  /** Whether a run under these rules is being watched (consulting). */
  get watching(): boolean {
    return this.consulted !== null;
  }

  /**
   * Notes names as consulted by the watched run, if any: what a value kept from an earlier run was
   * decided by. A hook noted so was not asked here, so no other function of it is known to answer
   * alike: each is noted as answering otherwise (the run is shared only where the function is the same).
   */
  note(names: readonly string[]): void {
    if (this.consulted === null) return;
    for (let i = 0; i < names.length; i++) {
      this.mark(AT[names[i]!]!);
      const h = HOOK_AT[names[i]!];
      if (h !== undefined) for (let j = 0; j < VARIANTS; j++) this.mark(variantBit(h, j));
    }
  }

  private mark(i: number): void {
    this.consulted![i >>> 5]! |= 1 << (i & 31);
  }

  private watchedModels: Readonly<Models> | undefined;
  private watchModels(): Readonly<Models> {
    const v = (name: ModelName) => this.watchedModel(name);
    return Object.freeze(new WatchedModels(v('combat'), v('triggers'), v('requirements'), v('assignment'), v('layers'))) as unknown as Models;
  }

  /** A model's view for watched runs (WatchedModel). */
  private watchedModel(name: ModelName): WatchedModel {
    const model = this.inForce[name] as unknown as Readonly<Record<string, unknown>>;
    const declared = MODEL_FIELDS[name];
    const v = new WATCHED_MODEL[name](this, model, declared.map((f) => model[f]));
    const at = AT[name]!;
    for (const p of propertiesOf(model)) {
      if (!declared.includes(p)) Object.defineProperty(v, p, { enumerable: true, get(this: WatchedModel) { return this[RULES_OF].readWatched(this[MODEL_OF], p, at); } });
    }
    return Object.freeze(v);
  }

  /** Notes name i (its place in CONSULTABLE) as consulted by the watched run, if any. */
  noteAt(i: number): void {
    if (this.consulted !== null) this.mark(i);
  }

  /** A model's property beyond its interface read by a watched run (WatchedModel): noted, then given. */
  readWatched(model: Readonly<Record<string, unknown>>, field: string, at: number): unknown {
    if (this.consulted !== null) this.mark(at);
    return model[field];
  }

  call<K extends HookName>(name: K, ...args: Parameters<Hooks[K]>): ReturnType<Hooks[K]> {
    const fn = this.hook(name) as (...a: Parameters<Hooks[K]>) => ReturnType<Hooks[K]>;
    const given = this.opts.guardHooks ? (args.map(frozenCopy) as Parameters<Hooks[K]>) : args;
    if (this.consulted !== null) this.mark(AT[name]!);
    let answer: ReturnType<Hooks[K]>;
    try {
      answer = fn(...given);
    } catch (e) {
      throw new HookError(this.meta.id, name, this.definedBy(name), e);
    }
    if (this.consulted !== null && this.variants !== undefined) this.compare(name, fn, answer, given);
    return answer;
  }

  /**
   * The other built-in functions of hook `name`, asked what this call asked: each that answers
   * otherwise (or fails) is noted, once, so the run is shared only with rulesets whose function
   * answered every call of it alike (core/same-runs.ts).
   */
  private compare(name: HookName, fn: unknown, answer: unknown, args: readonly unknown[]): void {
    const fns = this.variants!.of(name), procs = this.variants!.proceduresOf(name), w = this.consulted!, h = HOOK_AT[name]!;
    for (let j = 0; j < fns.length; j++) {
      const other = fns[j] as (...a: unknown[]) => unknown;
      const bit = variantBit(h, j);
      if (other === fn || (w[bit >>> 5]! >>> (bit & 31)) & 1) continue;
      // Stated only by rulesets of another combat procedure: noted as answering otherwise, unasked.
      if (!procs[j]!.has(this.inForce.combat)) { this.mark(bit); continue; }
      let alike: boolean;
      try {
        alike = sameAnswer(answer, other(...args));
      } catch {
        alike = false;
      }
      if (!alike) this.mark(bit);
    }
  }

  /** A capability of the era's document: a plain value. */
  capability<K extends CapabilityName>(name: K): Capabilities[K] {
    if (this.consulted !== null) this.mark(AT[name]!);
    return this.capabilities[name];
  }

  /** What these rules state for a hook, model, model field (`model:field`) or capability (the function, model or value), noted by no watch. */
  stated(name: HookName | ModelName | CapabilityName | string): unknown {
    const colon = name.indexOf(':');
    if (colon >= 0) return (this.inForce[name.slice(0, colon) as ModelName] as unknown as Record<string, unknown>)[name.slice(colon + 1)];
    if ((MODEL_NAMES as readonly string[]).includes(name)) return this.inForce[name as ModelName];
    if ((CAPABILITY_NAMES as readonly string[]).includes(name)) return this.capabilities[name as CapabilityName];
    return this.hook(name as HookName);
  }

  /** Where this ruleset's function for hook `name` is among the registry's built-in ones (HookVariants: the bits a watch has for it), or -1. */
  variantOf(name: HookName): number {
    return this.variants === undefined ? -1 : this.variants.of(name).indexOf(this.hook(name));
  }

  /** The ruleset whose file states this hook, model or capability. */
  definedBy(name: HookName | ModelName | CapabilityName): string {
    return this.definers[name] ?? this.meta.id;
  }

  cite(key: RuleKey): Cited {
    let c = this.cites.get(key);
    if (!c) {
      const raw = this.citations[key]!;
      const at = AT[key]!;
      c = typeof raw === 'string'
        ? { rule: raw, unverified: false, derived: false, at }
        : { rule: raw.rule ?? `no rule in ${this.meta.document}`, unverified: !!raw.unverified, derived: !!raw.derived, note: raw.note, at };
      this.cites.set(key, c);
    }
    if (this.consulted !== null) this.mark(c.at);
    return c;
  }
}
