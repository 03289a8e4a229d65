// A small schema language: each shape the plugin boundary accepts (an era model, a capability, a
// hook's result) is declared once as a schema, and both its TypeScript type (Infer) and its check
// (a one-line reason, or null) come from that one declaration.
import { RULE_KEYS, type RuleKey } from './rule-keys.js';

export interface Schema<T> {
  /** Why the value does not fit, or null. */
  readonly check: (v: unknown) => string | null;
  /** Never set: carries the type for Infer. */
  readonly type?: T;
}
export type Infer<S> = S extends Schema<infer T> ? T : never;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const show = (v: unknown): string => (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined ? String(v) : JSON.stringify(v) ?? typeof v);

export const bool: Schema<boolean> = { check: (v) => (typeof v === 'boolean' ? null : `expected true or false, got ${show(v)}`) };
export const text: Schema<string> = { check: (v) => (typeof v === 'string' ? null : `expected a string, got ${show(v)}`) };
export const ruleKey: Schema<RuleKey> = { check: (v) => (typeof v === 'string' && v in RULE_KEYS ? null : `expected a known rule key, got ${show(v)}`) };

/** A whole number >= 0 (damage, life, a count). */
export const amount: Schema<number> = {
  check: (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= Number.MAX_SAFE_INTEGER ? null : `expected a whole number >= 0, got ${show(v)}`),
};

export function oneOf<const V extends readonly string[]>(...values: V): Schema<V[number]> {
  return { check: (v) => (values.includes(v as string) ? null : `expected one of ${values.join(', ')}, got ${show(v)}`) };
}

export function optional<T>(s: Schema<T>): Schema<T | undefined> {
  return { check: (v) => (v === undefined ? null : s.check(v)) };
}

export function nullable<T>(s: Schema<T>): Schema<T | null> {
  return { check: (v) => (v === null ? null : s.check(v)) };
}

type Fields = Record<string, Schema<unknown>>;
type Optional<F extends Fields> = { [K in keyof F]: undefined extends Infer<F[K]> ? K : never }[keyof F];
export type RecordOf<F extends Fields> =
  { readonly [K in Exclude<keyof F, Optional<F>>]: Infer<F[K]> } & { readonly [K in Optional<F>]?: Infer<F[K]> };

/** An object with these fields, each checked (in order: the first fault is the one reported). */
export function record<F extends Fields>(fields: F): Schema<RecordOf<F>> {
  const names = Object.keys(fields);
  return {
    check: (v) => {
      if (!isObject(v)) return `expected an object { ${names.join(', ')} }, got ${show(v)}`;
      for (const k of names) {
        const e = fields[k]!.check(v[k]);
        if (e) return `${k}: ${e}`;
      }
      return null;
    },
  };
}

/** A decision: the rule concept that governs it, and its fields. */
export function decision<F extends Fields>(fields: F): Schema<RecordOf<F & { rule: Schema<RuleKey> }>> {
  const r = record({ ...fields, rule: ruleKey });
  return {
    check: (v) => {
      // The rule first: a value with no rule is most likely not a decision at all.
      if (isObject(v) && !(typeof v.rule === 'string' && v.rule in RULE_KEYS)) return `rule must be a known rule key, got ${show(v.rule)}`;
      return r.check(v);
    },
  };
}

/** A Map of keys to values, each checked. */
export function mapOf<V>(what: string, value: Schema<V>): Schema<ReadonlyMap<string, V>> {
  return {
    check: (v) => {
      if (!(v instanceof Map)) return `expected a Map of ${what}, got ${show(v)}`;
      for (const [k, x] of v) {
        if (typeof k !== 'string') return `keys must be ids, got ${show(k)}`;
        const e = value.check(x);
        if (e) return `${k}: ${e}`;
      }
      return null;
    },
  };
}

/** A list, each member checked. */
export function listOf<T>(member: Schema<T>): Schema<readonly T[]> {
  return {
    check: (v) => {
      if (!Array.isArray(v)) return `expected a list, got ${show(v)}`;
      for (let i = 0; i < v.length; i++) {
        const e = member.check(v[i]);
        if (e) return `[${i}]: ${e}`;
      }
      return null;
    },
  };
}

/** A function of this type (a model's method): only its being a function can be checked. */
export function method<F extends (...args: never[]) => unknown>(): Schema<F> {
  return { check: (v) => (typeof v === 'function' ? null : `expected a function, got ${show(v)}`) };
}
