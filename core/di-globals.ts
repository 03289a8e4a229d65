// What tsyringe needs from the global object, and what it leaves there, kept off it: a library
// must not change its users' globals.
// - tsyringe asks for the Reflect metadata API (reflect-metadata's) when it is imported and when
//   its decorators run. An application (the CLI) loads reflect-metadata, which sets it on Reflect
//   for good. Otherwise this minimal one, kept in a private map, is lent for those moments only: set
//   here, just before tsyringe is evaluated (core/di.ts imports this module first), taken off by
//   `imported()` right after, and lent again around each decorator (`withMetadata`). The decorators
//   record only what their arguments say (`@inject(TOKEN)` names every constructor parameter's
//   token, so no design-time type is needed).
// - tsyringe's CommonJS build loads tslib's, which also sets its helpers (__decorate, __awaiter, ...)
//   as globals; tsyringe uses them from the module, so `imported()` removes the globals it added.
type Key = unknown;
const store = new WeakMap<object, Map<Key, unknown>>();
const API = {
  getOwnMetadata: (key: Key, target: object): unknown => store.get(target)?.get(key),
  getMetadata(key: Key, target: object): unknown {
    for (let o: object | null = target; o; o = Object.getPrototypeOf(o)) if (store.get(o)?.has(key)) return store.get(o)!.get(key);
    return undefined;
  },
  defineMetadata(key: Key, value: unknown, target: object): void {
    let m = store.get(target);
    if (!m) store.set(target, (m = new Map()));
    m.set(key, value);
  },
};
const NAMES = Object.keys(API) as (keyof typeof API)[];
const reflect = Reflect as unknown as Record<string, unknown>;

/** Whether the functions on Reflect are ours (so ours to take off). */
let lent = false;

/** Sets the minimal API on Reflect unless a polyfill (reflect-metadata) already gives it. */
function lend(): void {
  if (lent || typeof reflect.getMetadata === 'function') return;
  for (const n of NAMES) Object.defineProperty(reflect, n, { value: API[n], configurable: true, writable: true });
  lent = true;
}

/** Takes off what `lend` set, leaving Reflect as it was. */
function withdraw(): void {
  if (!lent) return;
  for (const n of NAMES) delete reflect[n];
  lent = false;
}

/** Runs `f` with the metadata API on Reflect (lent only for the call when no polyfill is loaded). */
export function withMetadata<T>(f: () => T): T {
  lend();
  try {
    return f();
  } finally {
    withdraw();
  }
}

const globalsBefore = new Set(Reflect.ownKeys(globalThis));
lend();

/** Called once tsyringe is evaluated: the lent API and the globals added since this module are removed. */
export function imported(): void {
  withdraw();
  for (const k of Reflect.ownKeys(globalThis)) if (!globalsBefore.has(k)) delete (globalThis as Record<PropertyKey, unknown>)[k];
}
