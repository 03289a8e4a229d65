// What a ruleset plugin declares: meta, its parent era, the rule numbers that changed in its
// document, the era models it picks and the capabilities and hooks whose decisions changed.
// Everything else is inherited.
import type { Hooks } from './hooks.js';
import type { Capabilities, Models } from './models.js';
import type { RuleKey } from './rule-keys.js';

export interface RulesetMeta {
  id: string;
  title: string;
  /** YYYY-MM-DD: the day these rules took effect. */
  effective: string;
  /** The document whose numbering the citations use, e.g. "CR 1999-04-23". */
  document: string;
  sources: string[];
  /** What this era changed from its predecessor, one entry each. */
  changes: RulesetChange[];
  /**
   * A dated amendment inside an era: the day the CR changed a few combat rules between two eras.
   * `--at` and named selection reach it; in a scenario's `expect`, `all` and ranges cover the eras
   * only, so the corpus runs an amendment only where a scenario names it.
   */
  amendment?: boolean;
}

/**
 * One change from the parent era: a line for people, and the rule concepts it is about (what a
 * diff's first divergence cites when this change is why two eras' outcomes differ).
 */
export interface RulesetChange {
  text: string;
  rules: RuleKey[];
}

/**
 * A rule number in the era's own document; `null` when the era's document has no such rule.
 * `unverified`: the source is UNVERIFIED (events say so); `derived`: the number was worked out
 * from neighbouring documents or by applying the era's rules, not read in this exact text.
 */
export type Citation = string | { rule: string | null; unverified?: boolean; derived?: boolean; note?: string };

export interface RulesetDefinition {
  meta: RulesetMeta;
  /** The ruleset this one descends from; null only for the oldest. */
  parent: string | null;
  /** The citations that changed (its own keys); a built-in era's table inherits its parent's (rulesets/citations.ts). */
  rules: Partial<Record<RuleKey, Citation>>;
  /**
   * The era models that changed (core/models.ts): each a whole value from rulesets/models/, or its
   * name (a plugin may only pick a model some era already uses).
   */
  models?: { [K in keyof Models]?: Models[K] | string };
  /** The capabilities that changed: plain values, one reading of the era's document each. */
  capabilities?: Partial<Capabilities>;
  /** The era's hooks that changed (functions over read-only views). */
  hooks: Partial<Hooks>;
}

export const defineRuleset = (d: RulesetDefinition): RulesetDefinition => d;

/** Marks a plugin's meta with the plugin's name (a symbol: never in JSON output). */
export const PLUGIN = Symbol('mtg-eras plugin');

/** The plugin a ruleset comes from, if it is one. */
export const pluginOf = (meta: object): string | undefined => (meta as { [PLUGIN]?: string })[PLUGIN];
