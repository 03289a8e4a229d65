// Lists with one array shape, for the lists the engine reads in its hot paths.
//
// V8 (Node 20) gives an array a hidden class by its elements kind: Array.prototype.map returns a
// packed array while its caller is interpreted and a holey one once the caller is optimised, and a
// frozen packed array differs from a frozen holey one. Code optimised while it saw one kind is thrown
// away when the other arrives and compiled again (a function that inlines much, like a step of
// combat, costs tens of milliseconds to compile): a list built here, by push, is always packed.

/**
 * The empty list the state's lists of ids start from and return to (blockers, blocking, granted
 * keywords...), shared: those lists are replaced, never written into. Made with the elements kind of
 * a list of strings (an empty literal has the kind of a list of small integers, another shape), and
 * not frozen (includes and for-of take a slow path on a frozen array).
 */
export const EMPTY: readonly never[] = ['' as never].slice(1);

/**
 * xs.map(f), always packed (see above), and always of one elements kind: started from a copy of
 * EMPTY, not from a literal, whose kind V8 learns only after the first calls.
 */
export function mapped<T, U>(xs: readonly T[], f: (x: T, i: number) => U): U[] {
  const out = EMPTY.slice() as U[];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i]!, i));
  return out;
}

/** A packed, frozen copy of a list (the scenario's lists are frozen while it runs: core/run.ts). */
export function packed<T>(xs: readonly T[]): readonly T[] {
  const out: T[] = [];
  for (let i = 0; i < xs.length; i++) out.push(xs[i]!);
  return Object.freeze(out);
}
