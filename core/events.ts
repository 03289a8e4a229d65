// The event log's vocabulary: every event a run records is one of these kinds, with its subjects
// (source, target: creature or player ids), its amount, the window it happened in, the rule
// concept it applies (`key`) and that concept's number in the era's document (`rule`). The text is
// the sentence a user reads; tools compare the structured fields.
import type { RuleKey } from './rule-keys.js';
import type { Window } from './scenario/schema.js';

/** The closed set of event kinds (the JSON field `type`). */
export const EVENT_KINDS = [
  'step', 'attack', 'band', 'block', 'order', 'choice-rejected', 'status', 'timing', 'action',
  'action-skipped', 'no-damage', 'divide', 'assign', 'damage', 'fizzle', 'prevent', 'life',
  'trigger', 'regenerate', 'zone', 'removed-from-combat', 'sba', 'lose', 'game-over', 'mana',
  'burn', 'note',
] as const;

export type EventKind = (typeof EVENT_KINDS)[number];

/** Who an event is about: a creature id or a player id each. */
export interface Subjects { source?: string; target?: string; amount?: number }

export interface CombatEvent extends Subjects {
  window: Window;
  type: EventKind;
  /** The rule concept the event applies; the same key in every era. */
  key: RuleKey;
  /** The concept's rule number in the era's document. */
  rule: string;
  text: string;
  /** The rule rests on an UNVERIFIED source (the text says so too). */
  unverified?: boolean;
  /** The rule number was DERIVED, not read in the era's own text. */
  derived?: boolean;
}

/** One line per event without its rule number: what a diff of two eras' logs compares. */
export function eventLines(events: readonly CombatEvent[]): string[] {
  return events.map((e) => `${e.window}: ${e.text}`);
}
