// The event log's vocabulary: every event a run records is one of these kinds, with its subjects
// (source, target: creature or player ids), its amount, the window it happened in, the rule
// concept it applies (`key`) and that concept's number in the era's document (`rule`). The text is
// the sentence a user reads, rendered from the values the event captured only when it is read;
// tools compare the structured fields.
import type { RuleKey } from './rule-keys.js';
import type { Window } from './scenario/words.js';

/** The closed set of event kinds (the JSON field `type`). */
export const EVENT_KINDS = [
  'step', 'attack', 'band', 'block', 'order', 'choice-rejected', 'status', 'timing', 'action',
  'action-skipped', 'no-damage', 'divide', 'assign', 'damage', 'fizzle', 'prevent', 'life',
  'trigger', 'regenerate', 'zone', 'removed-from-combat', 'sba', 'lose', 'game-over', 'mana',
  'burn', 'note',
  // Who makes a controlled player's choice (players.<id>.controlled-by).
  'control',
] as const;

export type EventKind = (typeof EVENT_KINDS)[number];

/** Who an event is about: a creature id or a player id each. */
export interface Subjects { source?: string; target?: string; amount?: number }

export interface CombatEvent extends Subjects {
  readonly window: Window;
  readonly type: EventKind;
  /** The rule concept the event applies; the same key in every era. */
  readonly key: RuleKey;
  /** The concept's rule number in the era's document. */
  readonly rule: string;
  /** The sentence a user reads (rendered when first read). */
  readonly text: string;
  /** The rule rests on an UNVERIFIED source (the text says so too). */
  readonly unverified?: boolean;
  /** The rule number was DERIVED, not read in the era's own text. */
  readonly derived?: boolean;
}

/** A sentence kept as its template and the values it was given at the time; joined when read. */
export class Sentence {
  constructor(private readonly strings: readonly string[], private readonly values: readonly unknown[]) {}

  toString(): string {
    let s = this.strings[0]!;
    for (let i = 0; i < this.values.length; i++) s += String(this.values[i]) + this.strings[i + 1]!;
    return s;
  }
}

/** A number with its sign, as power/toughness changes are written ("+1", "-2"). */
export const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** Tag for an event's sentence: say`${name} attacks ${player}.` captures the values, not the text. */
export const say = (strings: TemplateStringsArray, ...values: unknown[]): Sentence => new Sentence(strings, values);

/** An event as the engine records it: its text is rendered from its sentence only when read. */
export class LoggedEvent implements CombatEvent {
  declare source?: string;
  declare target?: string;
  declare amount?: number;
  declare unverified?: boolean;
  declare derived?: boolean;
  readonly #sentence: string | Sentence;
  #text: string | undefined;

  constructor(readonly window: Window, readonly type: EventKind, readonly key: RuleKey, readonly rule: string, sentence: string | Sentence) {
    this.#sentence = sentence;
  }

  get text(): string {
    if (this.#text === undefined) {
      const t = String(this.#sentence);
      this.#text = this.unverified ? `[UNVERIFIED] ${t}` : t;
    }
    return this.#text;
  }

  /** The event as plain data, text included (JSON output, worker threads). */
  toJSON(): CombatEvent {
    return eventData(this);
  }
}

/** An event as a plain object with its text rendered, fields in the order JSON output shows them. */
export function eventData(e: CombatEvent): CombatEvent {
  const o: { -readonly [K in keyof CombatEvent]: CombatEvent[K] } = { window: e.window, type: e.type } as CombatEvent;
  if (e.source !== undefined) o.source = e.source;
  if (e.target !== undefined) o.target = e.target;
  if (e.amount !== undefined) o.amount = e.amount;
  o.key = e.key;
  o.rule = e.rule;
  o.text = e.text;
  if (e.unverified) o.unverified = true;
  if (e.derived) o.derived = true;
  return o;
}

/** One line per event without its rule number: what a diff of two eras' logs compares. */
export function eventLines(events: readonly CombatEvent[]): string[] {
  return events.map((e) => `${e.window}: ${e.text}`);
}
