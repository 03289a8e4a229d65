// Faster validation of the schema's unions of objects, with the same results: valibot's union tries
// each of its options in turn (an ability has about fifty), and its variant tests the discriminator
// of each option in turn (an action has about forty), building an issue for every option that does
// not match. These look first at the one option the value's keys (or its `do`) name; only a value
// that option refuses goes through the whole union, so errors are reported exactly as before.
// An option is found by a key only it requires: options whose required keys are disjoint match
// disjoint values (each is a strict object), so the option found is the one the union would pick.
import type * as v from 'valibot';

type Dataset = { value: unknown; typed?: boolean; issues?: unknown };
type Run = (dataset: Dataset, config: v.Config<v.BaseIssue<unknown>>) => Dataset;
interface Schema { [DISPATCH]?: Dispatch; type: string; '~run': Run; entries?: Record<string, Schema>; pipe?: readonly Schema[]; options?: readonly Schema[]; key?: string; literal?: unknown }

const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish']);

/**
 * How each union or variant made faster here finds its option first (read by core/scenario/accept.ts,
 * which does the same). A variant's `every`: each of its options is an object told apart by a literal
 * of the key (none a pipe or a variant), so the option a value names is the one byValue gives.
 */
export type Dispatch = { byKey: ReadonlyMap<string, unknown> } | { key: string; byValue: ReadonlyMap<unknown, unknown>; every: boolean };
export const DISPATCH: unique symbol = Symbol('dispatch');

/** The entries of an object option: a strict object, or a pipe that starts with one. */
function entriesOf(o: Schema): Record<string, Schema> | undefined {
  return o.entries ?? o.pipe?.[0]?.entries;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && !Array.isArray(x);
}

/** A union whose object options are found by a key only they require. */
export function dispatchByKey<S>(union: S): S {
  const u = union as unknown as Schema;
  const byKey = new Map<string, Schema | null>();
  for (const o of u.options!) {
    const entries = entriesOf(o);
    if (!entries) continue;
    for (const k of Object.keys(entries)) if (!OPTIONAL.has(entries[k]!.type)) byKey.set(k, byKey.has(k) ? null : o);
  }
  u[DISPATCH] = { byKey };
  const all = u['~run'];
  u['~run'] = function run(dataset, config) {
    const input = dataset.value;
    if (isRecord(input)) {
      for (const k in input) {
        const o = byKey.get(k);
        if (!o) continue;
        const found = o['~run']({ value: input }, config);
        if (found.typed && !found.issues) return found;
        break;
      }
    }
    return all.call(u, dataset, config);
  };
  return union;
}

/**
 * A variant whose option is found by the value of its discriminator. `literals`: the discriminator
 * of options built on first use (core/scenario/deferred.ts), each a strict object, so finding an
 * option builds none.
 */
export function dispatchByValue<S>(variant: S, literals?: ReadonlyMap<object, unknown>): S {
  const u = variant as unknown as Schema;
  const key = u.key!;
  const byValue = new Map<unknown, Schema>();
  let every = true;
  for (const o of u.options!) {
    if (literals?.has(o)) {
      const literal = literals.get(o);
      if (!byValue.has(literal)) byValue.set(literal, o);
      continue;
    }
    const d = entriesOf(o)?.[key];
    if (d?.type === 'literal' && !byValue.has(d.literal)) byValue.set(d.literal, o);
    if (o.type === 'variant' || !o.entries || d?.type !== 'literal' || d.literal !== d.literal) every = false;
  }
  u[DISPATCH] = { key, byValue, every };
  const all = u['~run'];
  u['~run'] = function run(dataset, config) {
    const input = dataset.value;
    if (isRecord(input)) {
      const o = byValue.get(input[key]);
      if (o) {
        const found = o['~run']({ value: input }, config);
        if (found.typed && !found.issues) return found;
      }
    }
    return all.call(u, dataset, config);
  };
  return variant;
}
