// Parts of the scenario schema built the first time a value needs them. Building the whole schema
// is thousands of valibot objects and messages, made at every start of the CLI; most files use a
// fraction of it (no abilities, no non-creature permanents), so those parts are built only when a
// file has one. A deferred part stands in for the schema it builds: every read (by valibot as it
// validates, by the error messages, by the JSON Schema writer) is a read of the built schema, so
// validation, errors and docs/scenario.schema.json are what they were.

/** A schema built on first use, standing in for it (never as the first schema of a v.pipe, which copies its fields). */
export function deferred<S extends object>(build: () => S): S {
  let built: S | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as S, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(schema(), key);
      // The stand-in's own (empty) target holds none of them: a proxy may report such a property only as configurable.
      return d && { ...d, configurable: true };
    },
    set: (_, key, value) => Reflect.set(schema(), key, value),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
