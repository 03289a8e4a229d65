// Records the loader builds in the schema's key order (the order its output has always had, which
// results and snapshots show): a field placed right after another.

/** A copy of record with key: value right after the field `after`. */
export function withFieldAfter<T extends object>(record: T, after: keyof T & string, key: string, value: unknown): T {
  const out: Record<string, unknown> = {};
  for (const k in record) {
    out[k] = record[k];
    if (k === after) out[key] = value;
  }
  return out as T;
}
