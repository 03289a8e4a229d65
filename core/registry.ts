// Builds one tsyringe child container per ruleset, each a child of its parent era's container,
// registering only what the era changed. Also resolves ruleset selectors (id, latest, a..b, lists, dates).
import { container as rootContainer, type DependencyContainer } from './di.js';
import { HOOK_NAMES, POLICY_NAMES, type HookName, type PolicyName } from './hooks.js';
import { RULE_KEYS, type RuleKey } from './rule-keys.js';
import { META, RULES, Rules, hookToken, policyToken, ruleToken, type RulesOptions } from './rules.js';
import type { RulesetChange, RulesetDefinition, RulesetMeta } from './ruleset.js';

/** A real calendar day written YYYY-MM-DD (Date.parse would roll 2024-02-30 over to March). */
function isDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

export class Registry {
  private containers = new Map<string, DependencyContainer>();
  private defs = new Map<string, RulesetDefinition>();
  private rules = new Map<string, Rules>();
  private definers = new Map<string, Map<HookName | PolicyName, string>>();
  /** Chronological (effective date, then registration order). */
  ids: string[] = [];

  constructor(definitions: readonly RulesetDefinition[] = [], private readonly opts: RulesOptions = {}) {
    for (const d of definitions) this.register(d);
  }

  register(def: RulesetDefinition): void {
    let d = def;
    const { id } = d.meta;
    if (!/^[a-z0-9][a-z0-9.-]*$/.test(id)) throw new RegistryError(`ruleset id "${id}" must be lowercase letters, digits, "." and "-"`);
    if (id === 'latest' || id === 'all' || id === 'eras') throw new RegistryError(`ruleset id "${id}" is reserved for selectors`);
    if (this.defs.has(id)) throw new RegistryError(`duplicate ruleset id "${id}"`);
    if (!isDate(d.meta.effective)) {
      throw new RegistryError(`ruleset "${id}": effective date "${d.meta.effective}" is not YYYY-MM-DD`);
    }
    const policies = d.policies ?? {};
    for (const h of Object.keys(d.hooks)) {
      if ((POLICY_NAMES as readonly string[]).includes(h)) throw new RegistryError(`ruleset "${id}": "${h}" is a policy, not a hook: give its value under policies`);
      if (!(HOOK_NAMES as readonly string[]).includes(h)) throw new RegistryError(`ruleset "${id}": unknown hook "${h}" (hooks: ${HOOK_NAMES.join(', ')})`);
      if (typeof (d.hooks as Record<string, unknown>)[h] !== 'function') throw new RegistryError(`ruleset "${id}": hook "${h}" is not a function`);
    }
    for (const [name, v] of Object.entries(policies)) {
      if (!(POLICY_NAMES as readonly string[]).includes(name)) throw new RegistryError(`ruleset "${id}": unknown policy "${name}" (policies: ${POLICY_NAMES.join(', ')})`);
      if (typeof v !== 'object' || v === null || typeof (v as { rule?: unknown }).rule !== 'string') throw new RegistryError(`ruleset "${id}": policy "${name}" must be an object with its rule key`);
    }
    for (const k of Object.keys(d.rules)) {
      if (!(k in RULE_KEYS)) throw new RegistryError(`ruleset "${id}": unknown rule key "${k}"`);
    }
    // A change given as a plain string (older plugins) names no rule concept.
    const changes = (d.meta.changes ?? []).map((c: RulesetChange | string) => (typeof c === 'string' ? { text: c, rules: [] } : c));
    for (const c of changes) {
      for (const k of c.rules) if (!(k in RULE_KEYS)) throw new RegistryError(`ruleset "${id}": change "${c.text}" names unknown rule key "${k}"`);
    }
    let parent: DependencyContainer;
    if (d.parent === null) {
      const missingHooks = [...HOOK_NAMES.filter((h) => !d.hooks[h]), ...POLICY_NAMES.filter((p) => !policies[p])];
      const missingRules = (Object.keys(RULE_KEYS) as RuleKey[]).filter((k) => d.rules[k] === undefined);
      if (missingHooks.length || missingRules.length) {
        throw new RegistryError(`ruleset "${id}" has no parent, so it must define every hook and rule; missing ${[...missingHooks, ...missingRules].join(', ')}`);
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
    for (const [name, v] of Object.entries(policies)) c.register(policyToken(name as PolicyName), { useValue: Object.freeze(v) });
    // Which era's file states each hook and policy, for errors and the architecture table.
    const definers = new Map(d.parent ? this.definers.get(d.parent) : []);
    for (const name of [...Object.keys(d.hooks), ...Object.keys(policies)]) definers.set(name as HookName, id);
    for (const [key, cite] of Object.entries(d.rules)) c.register(ruleToken(key as RuleKey), { useValue: cite });
    const rules = new Rules(d.meta, c, definers, this.opts);
    c.register(RULES, { useValue: rules });
    this.containers.set(id, c);
    this.defs.set(id, d);
    this.rules.set(id, rules);
    this.definers.set(id, definers);
    this.ids.push(id);
    this.ids.sort((a, b) => +(this.meta(a).effective > this.meta(b).effective) - +(this.meta(a).effective < this.meta(b).effective)); // code units: localeCompare loads ICU
  }

  has(id: string): boolean { return this.defs.has(id); }
  meta(id: string): RulesetMeta { return this.defs.get(id)!.meta; }
  definition(id: string): RulesetDefinition { return this.defs.get(id)!; }
  rulesFor(id: string): Rules { return this.rules.get(id)!; }
  container(id: string): DependencyContainer { return this.containers.get(id)!; }
  get latest(): string { return this.ids[this.ids.length - 1]!; }
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
   * Resolves "id", "latest", "all", "eras", "a..b" and comma lists; returns the ids or an error text.
   * `all` and ranges take every dated amendment too, unless `eras` is set (a scenario's `expect`:
   * the corpus runs an amendment only where a scenario names it).
   */
  select(selector: string, opts: { eras?: boolean } = {}): string[] | string {
    const out: string[] = [];
    const pool = opts.eras ? this.eras : this.ids;
    for (const part of selector.split(',').map((s) => s.trim())) {
      if (part === 'all') { out.push(...pool); continue; }
      if (part === 'eras') { out.push(...this.eras); continue; }
      const range = part.split('..').map((x) => x.trim());
      if (range.length === 2) {
        const [a, b] = range.map((x) => this.resolveOne(x!));
        if (!this.has(a!)) return a!;
        if (!this.has(b!)) return b!;
        const i = this.ids.indexOf(a!), j = this.ids.indexOf(b!);
        if (i > j) return `range "${part}" runs backwards (rulesets are chronological: ${this.ids.join(', ')})`;
        out.push(...this.ids.slice(i, j + 1).filter((id) => pool.includes(id) || id === a || id === b));
        continue;
      }
      const one = this.resolveOne(part);
      if (!this.has(one)) return one;
      out.push(one);
    }
    return [...new Set(out)];
  }

  private resolveOne(s: string): string {
    if (s === 'latest') return this.latest;
    if (this.has(s)) return s;
    return `unknown ruleset "${s}" (expected one of ${this.ids.join(', ')}, latest, all, eras, a range a..b, or a comma list)`;
  }
}
