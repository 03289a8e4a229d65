// The scenario schema's fast accept path: the valibot schema (schema.ts) turned, part by part as
// files first need them, into plain functions that return a valid value's output, or REFUSED.
//
// valibot validates every value through a dataset object, and every union option it rejects
// through issue objects with paths; that is what a file with a problem needs, to say what and where,
// but a valid file pays for it too (about half of loading a small file). Here each kind of schema and
// action the format uses does what valibot's does on a valid value (same checks, in the same order,
// same output: objects built key by key in the schema's order, colours lower-cased), with nothing
// built for a refusal. A value refused here is validated again by valibot (core/scenario/load.ts),
// which reports the problem, or accepts what this path refuses: refusing more than valibot can only
// cost time, never change a result. A kind of schema not known here is run by valibot itself.
import { DISPATCH, type Dispatch } from './dispatch.js';

/** What an accept function returns for a value the schema refuses. */
export const REFUSED: unique symbol = Symbol('refused');
export type Accept = (value: unknown) => unknown;

/** The parts of a valibot schema or action read here. */
interface Node {
  kind: string;
  type: string;
  '~run': (dataset: { value: unknown }, config: object) => { value: unknown; typed?: boolean; issues?: unknown };
  [DISPATCH]?: Dispatch;
  pipe?: readonly Node[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  item?: Node;
  key?: Node | string;
  value?: Node;
  options?: readonly unknown[];
  literal?: unknown;
  requirement?: unknown;
  check?: (x: unknown) => boolean;
  getter?: (x: unknown) => Node;
  default?: unknown;
  fallback?: unknown;
}

const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish']);
const hasOwn = Object.prototype.hasOwnProperty;
/** valibot's full validation, for a schema not compiled here (its own result, not the fast path's). */
const FULL = { abortEarly: false };

const made = new WeakMap<object, Accept>();

/** The accept function of a schema (made once per schema object, its parts when first used). */
export function accept(schema: unknown): Accept {
  const s = schema as Node;
  let f = made.get(s);
  if (!f) made.set(s, (f = build(s)));
  return f;
}

/** The accept function of a part, made when the part first meets a value (deferred parts stay unbuilt). */
function later(s: Node): Accept {
  let f: Accept | undefined;
  return (x) => (f ??= accept(s))(x);
}

/** valibot's own run of a schema, as an accept function. */
function byValibot(s: Node): Accept {
  return (x) => {
    const d = s['~run']({ value: x }, FULL);
    return d.typed && !d.issues ? d.value : REFUSED;
  };
}

function build(s: Node): Accept {
  if (s.pipe) return pipe(s);
  if ((s.default !== undefined || s.fallback !== undefined) && OPTIONAL.has(s.type)) return byValibot(s);
  switch (s.type) {
    case 'string': return (x) => (typeof x === 'string' ? x : REFUSED);
    case 'number': return (x) => (typeof x === 'number' && !Number.isNaN(x) ? x : REFUSED);
    case 'boolean': return (x) => (typeof x === 'boolean' ? x : REFUSED);
    case 'literal': {
      const lit = s.literal;
      // SameValueZero, as valibot's literal.
      return lit === lit ? (x) => (x === lit ? x : REFUSED) : (x) => (x !== x ? x : REFUSED);
    }
    case 'picklist': {
      const options = new Set(s.options); // Set#has is SameValueZero, as Array#includes
      return (x) => (options.has(x) ? x : REFUSED);
    }
    case 'custom': {
      const check = s.check!;
      return (x) => (check(x) ? x : REFUSED);
    }
    case 'optional': {
      const node = s.wrapped!;
      let wrapped: Accept | undefined;
      return (x) => (x === undefined ? undefined : (wrapped ??= accept(node))(x));
    }
    case 'lazy': {
      // The getter mostly returns the same schema: its function is looked up again only when it changes.
      const getter = s.getter!;
      let last: Node | undefined, f: Accept | undefined;
      return (x) => {
        const g = getter(x);
        if (g !== last) { f = accept(g); last = g; }
        return f!(x);
      };
    }
    case 'array': {
      // The list itself when no item changed.
      const node = s.item!;
      let item: Accept | undefined;
      return (x) => {
        if (!Array.isArray(x)) return REFUSED;
        let out: unknown[] | undefined;
        for (let i = 0; i < x.length; i++) {
          const v = x[i];
          const y = (item ??= accept(node))(v);
          if (y === REFUSED) return REFUSED;
          if (!out && y !== v) out = x.slice(0, i);
          if (out) out.push(y);
        }
        return out ?? x;
      };
    }
    case 'record': return record(s);
    case 'strict_object': return strictObject(s);
    case 'union': return union(s);
    case 'variant': return variant(s);
    default: return byValibot(s);
  }
}

/** A pipe: its schema, then each action in turn on the value so far. */
function pipe(s: Node): Accept {
  const fused = primitive(s);
  if (fused) return fused;
  const steps: Accept[] = [];
  for (const item of s.pipe!) {
    if (item.kind === 'metadata') continue;
    if (item.kind === 'schema') { steps.push(later(item)); continue; }
    const step = action(item);
    if (!step) return byValibot(s);
    steps.push(step);
  }
  const run: Accept = (x) => {
    for (let i = 0; i < steps.length; i++) {
      x = steps[i]!(x);
      if (x === REFUSED) return REFUSED;
    }
    return x;
  };
  return ofString(s) ? memoised(run) : run;
}

/** The kinds of pipe item whose output depends on a string alone (no state, no function of the caller's). */
const PURE_ON_STRINGS = new Set(['string', 'picklist', 'literal', 'regex', 'min_length', 'max_length', 'to_lower_case', 'to_upper_case', 'trim']);

/** A pipe that starts with a string schema and whose every item is a function of the string alone (a colour: pattern, lower case, picklist). */
function ofString(s: Node): boolean {
  const [first, ...rest] = s.pipe!;
  return !first!.pipe && first!.type === 'string' && rest.every((a) => a.kind === 'metadata' || (!a.pipe && PURE_ON_STRINGS.has(a.type)
    && !(a.type === 'regex' && ((a.requirement as RegExp).global || (a.requirement as RegExp).sticky))));
}

/**
 * A pipe on strings run once per distinct string: a corpus writes the same few colours thousands
 * of times (a bounded map of the outputs, refusals included).
 */
function memoised(run: Accept): Accept {
  const outputs = new Map<string, unknown>();
  return (x) => {
    if (typeof x !== 'string') return run(x);
    let y = outputs.get(x);
    if (y === undefined) {
      y = run(x);
      if (outputs.size >= PASSED_MAX) outputs.clear();
      outputs.set(x, y);
    }
    return y;
  };
}

/** A pipe's items, a pipe that starts it (Amount: Int and a minimum) read as its own items. */
function flat(s: Node): readonly Node[] {
  const [first, ...rest] = s.pipe!;
  return first!.pipe ? [...flat(first!), ...rest] : s.pipe!;
}

/**
 * A number within bounds (an integer, a count) or a string of some length matching patterns (an id,
 * a line, a keyword): one test for the whole pipe, as all its checks pass or not in any order.
 */
function primitive(s: Node): Accept | undefined {
  const [first, ...rest] = flat(s);
  if (first!.pipe || (first!.type !== 'number' && first!.type !== 'string')) return undefined;
  let lo = -Infinity, hi = Infinity, integer = false;
  const patterns: RegExp[] = [];
  for (const a of rest) {
    const req = a.requirement;
    if (a.kind !== 'validation') return undefined;
    if (first!.type === 'number' && a.type === 'min_value' && typeof req === 'number') lo = Math.max(lo, req);
    else if (first!.type === 'number' && a.type === 'max_value' && typeof req === 'number') hi = Math.min(hi, req);
    else if (first!.type === 'number' && a.type === 'safe_integer') integer = true;
    else if (first!.type === 'string' && a.type === 'min_length' && typeof req === 'number') lo = Math.max(lo, req);
    else if (first!.type === 'string' && a.type === 'max_length' && typeof req === 'number') hi = Math.min(hi, req);
    else if (first!.type === 'string' && a.type === 'regex' && !(req as RegExp).global && !(req as RegExp).sticky) patterns.push(req as RegExp);
    else return undefined;
  }
  if (first!.type === 'number') return (x) => (typeof x === 'number' && x >= lo && x <= hi && (!integer || Number.isSafeInteger(x)) ? x : REFUSED);
  const [p, q] = patterns;
  if (!p) return (x) => (typeof x !== 'string' || x.length < lo || x.length > hi ? REFUSED : x);
  // A corpus writes the same few ids, keywords and colours thousands of times: the strings that
  // passed are kept (a bounded set), and each is tested against the patterns once.
  const passed = new Set<string>();
  return (x) => {
    if (typeof x !== 'string' || x.length < lo || x.length > hi) return REFUSED;
    if (passed.has(x)) return x;
    if (!p.test(x)) return REFUSED;
    if (q && (!q.test(x) || patterns.length > 2 && !patterns.every((r) => r.test(x)))) return REFUSED;
    if (passed.size >= PASSED_MAX) passed.clear();
    passed.add(x);
    return x;
  };
}

/** The most strings a pattern's set of passed strings keeps. */
const PASSED_MAX = 4096;

/** A validation or transformation action in a pipe (on a value its schema typed), or undefined if not known here. */
function action(a: Node): Accept | undefined {
  const req = a.requirement;
  switch (a.type) {
    case 'regex': {
      const re = req as RegExp;
      if (re.global || re.sticky) return undefined; // RegExp#test keeps state then
      return (x) => (re.test(x as string) ? x : REFUSED);
    }
    case 'min_length': { const n = req as number; return (x) => ((x as { length: number }).length < n ? REFUSED : x); }
    case 'max_length': { const n = req as number; return (x) => ((x as { length: number }).length > n ? REFUSED : x); }
    case 'min_value': return (x) => ((x as number) >= (req as number) ? x : REFUSED);
    case 'max_value': return (x) => ((x as number) <= (req as number) ? x : REFUSED);
    case 'safe_integer': return (x) => (Number.isSafeInteger(x) ? x : REFUSED);
    case 'check': { const check = req as (x: unknown) => boolean; return (x) => (check(x) ? x : REFUSED); }
    case 'to_lower_case': return (x) => (x as string).toLowerCase();
    default: return undefined;
  }
}

/**
 * A strict object: no key it does not name, every key it requires, each value accepted. Its output
 * is the value itself when its keys come in the schema's order and no value changed (valibot builds
 * an equal object, key by key in that order); else an object built so.
 */
function strictObject(s: Node): Accept {
  const entries = s.entries!;
  const keys = Object.keys(entries);
  // A default, a fallback, or a key every object has ("toString") would make valibot add a key: left to it.
  if (keys.some((k) => entries[k]!.fallback !== undefined || (OPTIONAL.has(entries[k]!.type) && entries[k]!.default !== undefined) || k in {})) return byValibot(s);
  const n = keys.length;
  const index = new Map(keys.map((k, i) => [k, i]));
  // An optional entry's schema is run on its own (one call less per value): its key is absent or
  // its value undefined, which the optional schema gives back as undefined.
  const unwrapped = keys.map((k) => entries[k]!.type === 'optional' && !entries[k]!.pipe);
  const nodes = keys.map((k, i) => (unwrapped[i] ? entries[k]!.wrapped! : entries[k]!));
  const fns: (Accept | undefined)[] = keys.map(() => undefined);
  const needed = keys.map((k) => !OPTIONAL.has(entries[k]!.type));
  const required = needed.filter(Boolean).length;
  return (x) => {
    // (valibot reads a list as a mapping of its indexes: left to it.)
    if (!x || typeof x !== 'object' || Array.isArray(x)) return REFUSED;
    const input = x as Record<string, unknown>;
    let last = -1, found = 0;
    let outs: unknown[] | undefined; // the outputs by entry, once one differs from its value or comes out of order
    for (const k in input) {
      const i = index.get(k);
      if (i === undefined) return REFUSED;
      const value = input[k];
      const y = value === undefined && unwrapped[i] ? undefined : (fns[i] ??= accept(nodes[i]!))(value);
      if (y === REFUSED) return REFUSED;
      if (!outs && (y !== value || i < last)) outs = sofar(input, k, index, n);
      if (outs) outs[i] = y;
      last = i;
      if (needed[i]) found++;
    }
    if (found !== required) return REFUSED;
    if (!outs) return input;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) if (keys[i]! in input) out[keys[i]!] = outs[i];
    return out;
  };
}

/** The outputs of the keys before k (each its own value), by entry. */
function sofar(input: Record<string, unknown>, k: string, index: Map<string, number>, n: number): unknown[] {
  const outs: unknown[] = new Array(n);
  for (const j in input) {
    if (j === k) break;
    outs[index.get(j)!] = input[j];
  }
  return outs;
}

/** A record: each key and its value; the value itself when none changed. */
function record(s: Node): Accept {
  const keyNode = s.key as Node, valueNode = s.value!;
  let key: Accept | undefined, value: Accept | undefined;
  return (x) => {
    // (valibot reads a list as a mapping of its indexes, and skips the reserved words, which read.ts refuses first.)
    if (!x || typeof x !== 'object' || Array.isArray(x)) return REFUSED;
    const input = x as Record<string, unknown>;
    let out: Record<string, unknown> | undefined;
    for (const k in input) {
      if (!hasOwn.call(input, k) || k === '__proto__' || k === 'prototype' || k === 'constructor') return REFUSED;
      const kk = (key ??= accept(keyNode))(k);
      if (kk === REFUSED) return REFUSED;
      const v = input[k];
      const y = (value ??= accept(valueNode))(v);
      if (y === REFUSED) return REFUSED;
      if (!out && (kk !== k || y !== v)) {
        out = {};
        for (const j in input) { if (j === k) break; out[j] = input[j]; }
      }
      if (out) out[kk as string] = y;
    }
    return out ?? input;
  };
}

const isRecord = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/** A union: the first option that accepts the value; first the one its keys name (core/scenario/dispatch.ts). */
function union(s: Node): Accept {
  const options = (s.options as Node[]).map(later);
  const dispatch = s[DISPATCH];
  const byKey = dispatch && 'byKey' in dispatch ? new Map([...dispatch.byKey].map(([k, o]) => [k, o ? later(o as Node) : undefined])) : undefined;
  return (x) => {
    if (byKey && isRecord(x)) {
      for (const k in x) {
        const o = byKey.get(k);
        if (!o) continue;
        const y = o(x);
        if (y !== REFUSED) return y;
        break;
      }
    }
    for (let i = 0; i < options.length; i++) {
      const y = options[i]!(x);
      if (y !== REFUSED) return y;
    }
    return REFUSED;
  };
}

/**
 * A variant of objects told apart by a literal: the option its value names (the first with it, as
 * dispatch.ts and valibot's variant pick). valibot may still accept a value that option refuses
 * (through a later option); this path leaves that to it.
 */
function variant(s: Node): Accept {
  const key = s.key as string;
  const byValue = new Map<unknown, Accept>();
  const dispatch = s[DISPATCH];
  // Known without reading the options (dispatch.ts), which leaves those built on first use unbuilt.
  if (dispatch && 'every' in dispatch && dispatch.every && dispatch.key === key) {
    for (const [literal, o] of dispatch.byValue) byValue.set(literal, later(o as Node));
  } else for (const o of s.options as Node[]) {
    const d = o.entries?.[key];
    if (o.type === 'variant' || !d || d.type !== 'literal' || d.literal !== d.literal) return byValibot(s);
    if (!byValue.has(d.literal)) byValue.set(d.literal, later(o));
  }
  return (x) => {
    if (!x || typeof x !== 'object' || !(key in x)) return REFUSED;
    const o = byValue.get((x as Record<string, unknown>)[key]);
    return o ? o(x) : REFUSED;
  };
}
