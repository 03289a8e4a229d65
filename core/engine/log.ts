// The event log of one run: each event is typed data with its rule concept and the era's number
// for it (core/events.ts); its sentence is rendered only when read.
import { LoggedEvent, type EventKind, type Sentence, type Subjects } from '../events.js';
import type { RuleKey } from '../rule-keys.js';
import type { Rules } from '../rules.js';
import type { Game } from './state.js';

export class EventLog {
  /** `logging` false: an outcome-only run; callers may skip building a sentence no one will keep. */
  constructor(readonly rules: Rules, readonly g: Game, readonly logging = true) {}

  /** Records an event; its sentence (say`...`) is rendered only if someone reads the text. */
  log(type: EventKind, key: RuleKey, sentence: string | Sentence, subjects?: Subjects): void {
    // Outcome-only runs keep just the events the outcome is made of (rejected choices).
    if (!this.logging && type !== 'choice-rejected') return;
    const cite = this.rules.cite(key);
    const e = new LoggedEvent(this.g.window, type, key, cite.rule, sentence);
    // Set only when given: this runs for every event of every run, and spreads cost here.
    if (subjects) {
      if (subjects.source !== undefined) e.source = subjects.source;
      if (subjects.target !== undefined) e.target = subjects.target;
      if (subjects.amount !== undefined) e.amount = subjects.amount;
    }
    if (cite.unverified) e.unverified = true;
    if (cite.derived) e.derived = true;
    this.g.events.push(e);
  }
}
