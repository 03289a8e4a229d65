// The event log of one run: each event is typed data with its rule concept and the era's number
// for it (core/events.ts).
import type { CombatEvent, EventKind, Subjects } from '../events.js';
import type { RuleKey } from '../rule-keys.js';
import type { Rules } from '../rules.js';
import type { Game } from './state.js';

export class EventLog {
  constructor(readonly rules: Rules, readonly g: Game) {}

  log(type: EventKind, key: RuleKey, text: string, subjects?: Subjects): void {
    const cite = this.rules.cite(key);
    // Built field by field: this runs for every event of every run, and spreads cost here.
    const e = { window: this.g.window, type } as CombatEvent;
    if (subjects) {
      if (subjects.source !== undefined) e.source = subjects.source;
      if (subjects.target !== undefined) e.target = subjects.target;
      if (subjects.amount !== undefined) e.amount = subjects.amount;
    }
    e.key = key;
    e.rule = cite.rule;
    e.text = cite.unverified ? `[UNVERIFIED] ${text}` : text;
    if (cite.unverified) e.unverified = true;
    if (cite.derived) e.derived = true;
    this.g.events.push(e);
  }
}
