// Builds one tsyringe child container per ruleset, each a child of its parent era's container,
// registering only what the era changed. Also resolves ruleset selectors (id, latest, a..b, lists, dates).
import { container as rootContainer, type DependencyContainer } from './di.js';
import { HOOK_NAMES, type HookName } from './hooks.js';
import { CAPABILITY_NAMES, MODEL_NAMES, MODEL_TITLES, checkCapability, checkModel, type CapabilityName, type Capabilities, type ModelName, type Models } from './models.js';
import { RULE_KEYS, type RuleKey } from './rule-keys.js';
import { HookVariants, META, RULES, Rules, hookToken, type RulesOptions } from './rules.js';
import { pluginOf, type Citation, type RulesetChange, type RulesetDefinition, type RulesetMeta } from './ruleset.js';

/**
 * A real calendar day written YYYY-MM-DD (Date.parse would roll 2024-02-30 over to March): months
 * 1-12, days up to the month's length, February 29 in Gregorian leap years. Counted, not parsed:
 * every registry checks 27 dates as it is built, at every start of the CLI.
 */
function isDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const year = Number(m[1]), month = Number(m[2]), day = Number(m[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** Freezes a model and everything in it (its lists and records; its methods are left as they are). */
function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    for (const x of Object.values(v)) deepFreeze(x);
    Object.freeze(v);
  }
  return v;
}

/**
 * A ruleset's rule numbers over its parent's table (the prototype). Each is defined, not assigned:
 * JavaScript refuses to assign a property that a frozen prototype holds.
 */
function over(parent: Readonly<Partial<Record<RuleKey, Citation>>> | null, own: Readonly<Partial<Record<RuleKey, Citation>>>): Partial<Record<RuleKey, Citation>> {
  const t = Object.create(parent) as Partial<Record<RuleKey, Citation>>;
  for (const k of Object.keys(own) as RuleKey[]) Object.defineProperty(t, k, { value: own[k], enumerable: true, writable: true, configurable: true });
  return t;
}

/** What a ruleset selector names: the ids, oldest first, or why it names none. */
export type Selection = { readonly ok: true; readonly ids: string[] } | { readonly ok: false; readonly error: string };
/** What the loader is given to read `expect` keys: a ruleset selector's ids, or why it names none. */
export type SelectRulesets = (selector: string) => Selection;

export class RegistryError extends Error {
  override name = 'RegistryError';
}

export class Registry {
  private containers = new Map<string, DependencyContainer>();
  private defs = new Map<string, RulesetDefinition>();
  private rules = new Map<string, Rules>();
  /**
   * Which era's file states each hook, model and capability: the names a ruleset states, on a table
   * whose prototype is its parent's (like the rule numbers), not a copy of every name per ruleset.
   */
  private definers = new Map<string, Readonly<Partial<Record<HookName | ModelName | CapabilityName, string>>>>();
  /**
   * Each ruleset's rule numbers: the ones it states, on a table whose prototype is its parent's, so
   * a lookup finds the era's own number or its nearest ancestor's, as the containers do for hooks.
   * Not tokens in the containers: 1,079 registrations, each resolved through up to 24 containers,
   * were a fifth of a `diff`'s start-up.
   */
  private citations = new Map<string, Readonly<Partial<Record<RuleKey, Citation>>>>();
  /** Each ruleset's models and capabilities in force. */
  private inForce = new Map<string, { models: Models; capabilities: Capabilities }>();
  /** Every model some registered era uses, by kind and name: what a plugin may pick. */
  /** The built-in rulesets' hooks, which watched runs compare their hooks' answers with (core/rules.ts). */
  private readonly variants = new HookVariants();
  private known: { [K in ModelName]: Map<string, Models[K]> } = { combat: new Map(), triggers: new Map(), requirements: new Map(), assignment: new Map(), layers: new Map() };
  /** Chronological (effective date, then registration order). */
  ids: string[] = [];

  /**
   * `checked`: definitions known to pass the checks below (the built-in eras, which
   * test/registry.test.ts registers with every check), registered without them: at every start of
   * the CLI they were a third of building the registry. What registering derives from a definition
   * (its models frozen and known, its changes, its tables) is made for these as for any other.
   */
  constructor(definitions: readonly RulesetDefinition[] = [], private readonly opts: RulesOptions = {}, checked: readonly RulesetDefinition[] = []) {
    const known = new Set(checked);
    for (const d of definitions) this.add(d, known.has(d));
  }

  register(def: RulesetDefinition): void {
    this.add(def, false);
  }

  /** Refuses an id a ruleset may not have. */
  private checkId(id: string): void {
    if (!/^[a-z0-9][a-z0-9.-]*$/.test(id)) throw new RegistryError(`ruleset id "${id}" must be lowercase letters, digits, "." and "-"`);
    if (id === 'latest' || id === 'all' || id === 'eras') throw new RegistryError(`ruleset id "${id}" is reserved for selectors`);
  }

  /** Refuses a definition whose date or hooks are not what a ruleset may state (its models: pickModels). */
  private checkHooks(d: RulesetDefinition): void {
    const { id } = d.meta;
    if (!isDate(d.meta.effective)) {
      throw new RegistryError(`ruleset "${id}": effective date "${d.meta.effective}" is not YYYY-MM-DD`);
    }
    if ((d as { policies?: unknown }).policies !== undefined) {
      throw new RegistryError(`ruleset "${id}": "policies" are gone: pick era models under models (${MODEL_NAMES.join(', ')}) and give plain values under capabilities (${CAPABILITY_NAMES.join(', ')})`);
    }
    for (const h of Object.keys(d.hooks)) {
      if ((CAPABILITY_NAMES as readonly string[]).includes(h)) throw new RegistryError(`ruleset "${id}": "${h}" is a capability, not a hook: give its value under capabilities`);
      if (!(HOOK_NAMES as readonly string[]).includes(h)) throw new RegistryError(`ruleset "${id}": unknown hook "${h}" (hooks: ${HOOK_NAMES.join(', ')})`);
      if (typeof (d.hooks as Record<string, unknown>)[h] !== 'function') throw new RegistryError(`ruleset "${id}": hook "${h}" is not a function`);
    }
  }

  /** Refuses a definition whose capabilities or rule keys are not what a ruleset may state. */
  private checkRest(d: RulesetDefinition): void {
    const { id } = d.meta;
    for (const [name, v] of Object.entries(d.capabilities ?? {})) {
      if (!(CAPABILITY_NAMES as readonly string[]).includes(name)) throw new RegistryError(`ruleset "${id}": unknown capability "${name}" (capabilities: ${CAPABILITY_NAMES.join(', ')})`);
      const e = checkCapability(name as CapabilityName, v);
      if (e) throw new RegistryError(`ruleset "${id}": capability ${name}: ${e}`);
    }
    const keys = Object.keys(d.rules);
    for (let i = 0; i < keys.length; i++) {
      if (!(keys[i]! in RULE_KEYS)) throw new RegistryError(`ruleset "${id}": unknown rule key "${keys[i]}"`);
    }
    for (const c of d.meta.changes ?? []) {
      if (typeof c === 'string') continue;
      for (const k of c.rules) if (!(k in RULE_KEYS)) throw new RegistryError(`ruleset "${id}": change "${c.text}" names unknown rule key "${k}"`);
    }
  }

  private add(def: RulesetDefinition, checked: boolean): void {
    let d = def;
    const { id } = d.meta;
    if (!checked) this.checkId(id);
    if (this.defs.has(id)) throw new RegistryError(`duplicate ruleset id "${id}"`);
    if (!checked) this.checkHooks(d);
    const models = this.pickModels(id, d, checked);
    if (!checked) this.checkRest(d);
    const capabilities = d.capabilities ?? {};
    // A change given as a plain string (older plugins) names no rule concept.
    const changes = (d.meta.changes ?? []).map((c: RulesetChange | string) => (typeof c === 'string' ? { text: c, rules: [] } : c));
    let parent: DependencyContainer;
    if (d.parent === null) {
      const missingHooks = checked ? [] : [...HOOK_NAMES.filter((h) => !d.hooks[h]), ...MODEL_NAMES.filter((m) => !models[m]), ...CAPABILITY_NAMES.filter((p) => !(capabilities as Partial<Capabilities>)[p])];
      const missingRules = checked ? [] : (Object.keys(RULE_KEYS) as RuleKey[]).filter((k) => d.rules[k] === undefined);
      if (missingHooks.length || missingRules.length) {
        throw new RegistryError(`ruleset "${id}" has no parent, so it must define every hook, model, capability and rule; missing ${[...missingHooks, ...missingRules].join(', ')}`);
      }
      parent = rootContainer;
    } else {
      const p = this.containers.get(d.parent);
      if (!p) throw new RegistryError(`ruleset "${id}": unknown parent ruleset "${d.parent}" (known: ${this.ids.join(', ')})`);
      // Ranges and neighbour diffs follow dates, which must follow the lineage.
      if (d.meta.effective < this.meta(d.parent).effective) {
        throw new RegistryError(`ruleset "${id}": effective ${d.meta.effective} is before its parent ${d.parent} (${this.meta(d.parent).effective})`);
      }
      parent = p;
    }
    // A plugin that names no document cites in its parent's numbering.
    const meta = { ...d.meta, changes, document: d.meta.document || !d.parent ? d.meta.document : this.defs.get(d.parent!)!.meta.document };
    d = { ...d, meta };
    const c = parent.createChildContainer();
    c.register(META, { useValue: d.meta });
    for (const [name, fn] of Object.entries(d.hooks)) c.register(hookToken(name as HookName), { useValue: fn });
    // Which era's file states each hook, model and capability, for errors and the architecture table.
    const definers = Object.create(d.parent ? this.definers.get(d.parent)! : null) as Partial<Record<HookName | ModelName | CapabilityName, string>>;
    for (const name of [...Object.keys(d.hooks), ...Object.keys(models), ...Object.keys(capabilities)]) definers[name as HookName] = id;
    // The built-in eras' tables already inherit from their parent's and are frozen
    // (rulesets/citations.ts): taken as they are; any other is laid over the parent's.
    const above = d.parent ? this.citations.get(d.parent)! : null;
    const citations = Object.isFrozen(d.rules) && Object.getPrototypeOf(d.rules) === above ? d.rules : over(above, d.rules);
    const up = d.parent ? this.inForce.get(d.parent)! : undefined;
    const force = {
      models: Object.freeze({ ...up?.models, ...models }) as Models,
      capabilities: Object.freeze({ ...up?.capabilities, ...capabilities }) as Capabilities,
    };
    for (const v of Object.values(force.capabilities)) Object.freeze(v);
    const rules = new Rules(d.meta, c, definers, force.models, force.capabilities, citations, this.opts, d.parent ? this.rules.get(d.parent) : undefined, this.variants);
    if (pluginOf(d.meta) === undefined) this.variants.add(rules);
    this.inForce.set(id, force);
    c.register(RULES, { useValue: rules });
    this.containers.set(id, c);
    this.defs.set(id, d);
    this.rules.set(id, rules);
    this.definers.set(id, definers);
    this.citations.set(id, citations);
    // Chronological, and in registration order on the same day: after the last id not later than
    // this one (dates compared by code unit: localeCompare loads ICU).
    let at = this.ids.length;
    while (at > 0 && this.meta(this.ids[at - 1]!).effective > d.meta.effective) at--;
    this.ids.splice(at, 0, id);
  }

  /**
   * The models a ruleset states, each checked: a built-in era's value against its schema (and it
   * becomes one a plugin may pick); a plugin's must be one some era already uses, given by value
   * or by name, so no plugin can put together a procedure no era ever had.
   */
  private pickModels(id: string, d: RulesetDefinition, checked: boolean): Partial<Models> {
    const out: Partial<Record<ModelName, unknown>> = {};
    const plugin = pluginOf(d.meta) !== undefined;
    for (const [name, v] of Object.entries(d.models ?? {})) {
      if (!(MODEL_NAMES as readonly string[]).includes(name)) throw new RegistryError(`ruleset "${id}": unknown model "${name}" (models: ${MODEL_NAMES.join(', ')})`);
      const kind = name as ModelName;
      const known = this.known[kind] as Map<string, unknown>;
      const list = () => [...known.keys()].join(', ');
      const named = typeof v === 'string' ? known.get(v) : typeof v === 'object' && v !== null ? known.get((v as { name?: string }).name ?? '') : undefined;
      if (named !== undefined && (typeof v === 'string' || named === v || !plugin)) {
        if (typeof v !== 'string' && named !== v) throw new RegistryError(`ruleset "${id}": models.${kind}: another ${MODEL_TITLES[kind]} is already called "${(v as { name: string }).name}"`);
        out[kind] = named;
        continue;
      }
      if (plugin || typeof v === 'string') throw new RegistryError(`ruleset "${id}": models.${kind} must be one of the ${MODEL_TITLES[kind]}s ${list()} (by name or value), got ${typeof v === 'string' ? `"${v}"` : 'another value'}`);
      const e = checked ? null : checkModel(kind, v);
      if (e) throw new RegistryError(`ruleset "${id}": models.${kind}: ${e}`);
      known.set((v as { name: string }).name, deepFreeze(v));
      out[kind] = v;
    }
    return out as Partial<Models>;
  }

  has(id: string): boolean { return this.defs.has(id); }
  meta(id: string): RulesetMeta { return this.defs.get(id)!.meta; }
  definition(id: string): RulesetDefinition { return this.defs.get(id)!; }
  rulesFor(id: string): Rules { return this.rules.get(id)!; }
  container(id: string): DependencyContainer { return this.containers.get(id)!; }
  get latest(): string { return this.ids[this.ids.length - 1]!; }

  /** The plugin the ruleset or one of its ancestors comes from, if any (the built-in eras are trusted). */
  plugin(id: string): string | undefined {
    for (let at: string | null = id; at !== null; at = this.definition(at).parent) {
      const p = pluginOf(this.meta(at));
      if (p !== undefined) return p;
    }
    return undefined;
  }
  /** The eras, without the dated amendments between them. */
  get eras(): string[] { return this.ids.filter((id) => !this.meta(id).amendment); }

  /** The ruleset in force on a date (YYYY-MM-DD). */
  at(date: string): string {
    if (!isDate(date)) throw new RegistryError(`--at: expected a date YYYY-MM-DD, got "${date}"`);
    const inForce = this.ids.filter((id) => this.meta(id).effective <= date);
    if (!inForce.length) throw new RegistryError(`--at ${date}: no ruleset in force before ${this.meta(this.ids[0]!).effective} (${this.ids[0]})`);
    return inForce[inForce.length - 1]!;
  }

  /**
   * Resolves "id", "latest", "all", "eras", "a..b" and comma lists: the ids, or why the selector names none.
   * `all` and ranges take every dated amendment too, unless `eras` is set (a scenario's `expect`:
   * the corpus runs an amendment only where a scenario names it).
   */
  select(selector: string, opts: { eras?: boolean } = {}): Selection {
    const out: string[] = [];
    const pool = opts.eras ? this.eras : this.ids;
    for (const part of selector.split(',').map((s) => s.trim())) {
      if (part === 'all') { out.push(...pool); continue; }
      if (part === 'eras') { out.push(...this.eras); continue; }
      const range = part.split('..').map((x) => x.trim());
      if (range.length === 2) {
        const [a, b] = range.map((x) => this.resolveOne(x!));
        if (!this.has(a!)) return { ok: false, error: a! };
        if (!this.has(b!)) return { ok: false, error: b! };
        const i = this.ids.indexOf(a!), j = this.ids.indexOf(b!);
        if (i > j) return { ok: false, error: `range "${part}" runs backwards (rulesets are chronological: ${this.ids.join(', ')})` };
        out.push(...this.ids.slice(i, j + 1).filter((id) => pool.includes(id) || id === a || id === b));
        continue;
      }
      const one = this.resolveOne(part);
      if (!this.has(one)) return { ok: false, error: one };
      out.push(one);
    }
    return { ok: true, ids: [...new Set(out)] };
  }

  private resolveOne(s: string): string {
    if (s === 'latest') return this.latest;
    if (this.has(s)) return s;
    return `unknown ruleset "${s}" (expected one of ${this.ids.join(', ')}, latest, all, eras, a range a..b, or a comma list)`;
  }
}
