// What a plugin's hooks may return and its citations may be, checked at the boundary: a bad value
// becomes an error naming the plugin and the hook, never "assigns NaN damage" in the log or an
// unattributed TypeError deep in the engine. The hooks' results are checked against the schemas
// that also declare their types (core/hooks.ts: HOOK_RESULTS); models and capabilities against
// theirs (core/models.ts). The built-in eras are checked by their tests instead, so their hot path
// pays nothing.
import { HOOK_RESULTS, type HookName } from './hooks.js';
import type { Schema } from './schema.js';
import { show } from './schema.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why this hook result is not one the engine can apply, or null. */
export const checkHookResult = (hook: HookName, v: unknown): string | null => (HOOK_RESULTS[hook] as Schema<unknown>).check(v);

/** Why this citation is not one a ruleset can give (a rule number, or { rule, unverified, derived, note }), or null. */
export function checkCitation(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() ? null : 'a rule number must not be empty';
  if (!isObject(v)) return `expected a rule number (string) or { rule, unverified?, derived?, note? }, got ${show(v)}`;
  if (v.rule !== null && typeof v.rule !== 'string') return `rule must be a rule number (string) or null, got ${show(v.rule)}`;
  for (const f of ['unverified', 'derived'] as const) if (v[f] !== undefined && typeof v[f] !== 'boolean') return `${f} must be true or false, got ${show(v[f])}`;
  if (v.note !== undefined && typeof v.note !== 'string') return `note must be a string, got ${show(v.note)}`;
  return null;
}
