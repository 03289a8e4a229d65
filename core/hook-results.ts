// What a plugin's hooks may return and what its policies may be, checked at the boundary
// (issue 14): a bad value becomes an error naming the plugin and the hook, never "assigns NaN
// damage" in the log or an unattributed TypeError deep in the engine. The built-in eras are
// checked by their tests instead, so their hot path pays nothing.
import type { HookName, PolicyName } from './hooks.js';
import { RULE_KEYS } from './rule-keys.js';

type Check = (v: unknown) => string | null;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined ? String(v) : JSON.stringify(v) ?? typeof v);

const amount = (v: unknown, what: string) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= Number.MAX_SAFE_INTEGER ? null : `${what} must be a whole number >= 0, got ${show(v)}`;

/** An object with a known rule key and the given fields, each checked. */
function decision(fields: Record<string, Check>): Check {
  return (v) => {
    if (!isObject(v)) return `expected an object { rule, ${Object.keys(fields).join(', ')} }, got ${show(v)}`;
    if (typeof v.rule !== 'string' || !(v.rule in RULE_KEYS)) return `rule must be a known rule key, got ${show(v.rule)}`;
    for (const [k, check] of Object.entries(fields)) {
      const e = check(v[k]);
      if (e) return `${k}: ${e}`;
    }
    return null;
  };
}

const bool: Check = (v) => (typeof v === 'boolean' ? null : `expected true or false, got ${show(v)}`);
const text: Check = (v) => (typeof v === 'string' ? null : `expected a string, got ${show(v)}`);
const optionalText: Check = (v) => (v === undefined ? null : text(v));
const oneOf = (...values: string[]): Check => (v) => (values.includes(v as string) ? null : `expected one of ${values.join(', ')}, got ${show(v)}`);
const count: Check = (v) => amount(v, 'it');
/** A Map of id -> damage. */
const split: Check = (v) => {
  if (!(v instanceof Map)) return `expected a Map of id -> damage, got ${show(v)}`;
  for (const [k, n] of v) {
    if (typeof k !== 'string') return `keys must be ids, got ${show(k)}`;
    const e = amount(n, `damage to ${k}`);
    if (e) return e;
  }
  return null;
};
const nestedSplit: Check = (v) => {
  if (!(v instanceof Map)) return `expected a Map of source id -> Map of recipient id -> damage, got ${show(v)}`;
  for (const [k, inner] of v) {
    const e = typeof k === 'string' ? split(inner) : `keys must be ids, got ${show(k)}`;
    if (e) return e;
  }
  return null;
};

const HOOK_RESULTS: Record<HookName, Check> = {
  attackRestriction: (v) => (v === null ? null : decision({ reason: text })(v)),
  windowAllows: decision({ allowed: bool, reason: optionalText }),
  bandAllowed: decision({ allowed: bool, reason: optionalText }),
  tappedBlockerDeals: decision({ deals: bool }),
  secondStepDeals: decision({ deals: bool }),
  divider: decision({ player: text, banding: bool }),
  lethalDamage: decision({ amount: count }),
  bandingDivision: decision({ split }),
  trampleRedirect: decision({ keep: nestedSplit }),
};

const POLICIES: Record<PolicyName, Check> = {
  nullAttack: decision({ skipsDeclareAttackers: bool }),
  assignmentWindow: decision({ kind: oneOf('none', 'stack', 'prevention-step') }),
  noncombatDamage: decision({ kind: oneOf('prevention-step', 'immediate') }),
  damageAssignmentOrder: decision({ exists: bool }),
  trample: decision({ mode: oneOf('assign', 'redirect') }),
  deathtouch: decision({ mode: oneOf('triggered', 'static'), freeDivision: bool }),
  lifelink: decision({ mode: oneOf('triggered', 'static') }),
  playerLoss: decision({ when: oneOf('sba', 'end-of-attack') }),
  mana: decision({ empties: oneOf('each-step', 'end-of-combat'), burns: bool }),
  triggerTiming: decision({ when: oneOf('before-destruction', 'after-sba'), perPoint: bool }),
  countersCancel: decision({ cancel: bool }),
  combatTriggers: decision({ resolve: oneOf('series', 'stack') }),
  bandInducedBlocks: decision({ count: bool }),
  damageDoubling: decision({ when: oneOf('assignment', 'dealt') }),
  sourcePrevention: decision({ mode: oneOf('prevention-step', 'next-time'), keptIfUnused: bool }),
  toughnessDamage: decision({ needsPower: bool }),
  requirements: decision({ helpers: oneOf('none', 'required', 'any'), makesRoom: bool }),
  planeswalkers: decision({ exists: bool }),
  battles: decision({ exists: bool }),
  planeswalkerRedirection: decision({ allowed: bool }),
  enterAttackingGone: decision({ attacking: bool }),
  faceDown: decision({ kind: oneOf('morph', 'hidden') }),
  lostAbilityAnimation: decision({ stops: bool }),
  ptSwitch: decision({ order: oneOf('timestamp', 'last') }),
  turnControl: decision({ sparesManaBurn: bool }),
  multiplayerVariants: decision({ exist: bool, twoHeadedGiant: oneOf('team', 'shared-team-turns') }),
};

/** Why this hook result is not one the engine can apply, or null. */
export const checkHookResult = (hook: HookName, v: unknown): string | null => HOOK_RESULTS[hook](v);

/** Why this policy value is not one the engine can apply, or null. */
export const checkPolicy = (policy: PolicyName, v: unknown): string | null => POLICIES[policy](v);

/** Why this citation is not one a ruleset can give (a rule number, or { rule, unverified, derived, note }), or null. */
export function checkCitation(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() ? null : 'a rule number must not be empty';
  if (!isObject(v)) return `expected a rule number (string) or { rule, unverified?, derived?, note? }, got ${show(v)}`;
  if (v.rule !== null && typeof v.rule !== 'string') return `rule must be a rule number (string) or null, got ${show(v.rule)}`;
  for (const f of ['unverified', 'derived'] as const) if (v[f] !== undefined && typeof v[f] !== 'boolean') return `${f} must be true or false, got ${show(v[f])}`;
  if (v.note !== undefined && typeof v.note !== 'string') return `note must be a string, got ${show(v.note)}`;
  return null;
}
