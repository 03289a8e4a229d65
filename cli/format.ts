// Human-readable renderings of results: the cited event log and the outcome line.
import type { CombatEvent } from '../core/events.js';
import type { Divergence } from '../core/compare.js';
import type { Result } from '../core/outcome.js';
import type { Registry } from '../core/registry.js';
import type { RulesetMeta } from '../core/ruleset.js';

/** The event log grouped by window, each event followed by its rule. */
export function eventLog(events: CombatEvent[]): string {
  const lines: string[] = [];
  let window = '';
  for (const e of events) {
    if (e.window !== window) {
      window = e.window;
      lines.push(window);
    }
    lines.push(`  ${e.text}  [${e.rule}]`);
  }
  return lines.join('\n');
}

export { eventLines } from '../core/events.js';

export function outcomeLine(r: Result): string {
  const players = Object.entries(r.players).map(([id, p]) => `${id} ${p.life}${p.lost ? ' (lost)' : ''}`);
  const creatures = Object.entries(r.creatures).map(([id, c]) =>
    `${id} ${c.zone === 'battlefield' ? `${c.power}/${c.toughness}${c.damage ? ` ${c.damage} dmg` : ''}${c.tapped ? ' tapped' : ''}` : c.zone}`);
  const status = r.status === 'ok' ? 'ok' : `${r.status} (${r.reason}) [${r.rule}]`;
  const permanents = Object.entries(r.permanents ?? {}).map(([id, p]) =>
    `${id} ${p.zone === 'battlefield' ? (p.loyalty !== undefined ? `loyalty ${p.loyalty}` : p.defense !== undefined ? `defense ${p.defense}` : 'battlefield') : p.zone}`);
  return `status ${status}; life: ${players.join(', ')}; ${[...creatures, ...permanents].join(', ')}`;
}

export function rulesetHeading(m: RulesetMeta): string {
  return `${m.id}: ${m.title} (rules cited from ${m.document})`;
}

/**
 * One era's side of a first divergence: its event with the rule it applies in its own document's
 * numbering, or, when it has nothing there, what that era's document says on the other side's rule.
 */
export function divergenceSide(reg: Registry, id: string, d: Divergence, side: 'from' | 'to'): string {
  const e = d[side], other = d[side === 'from' ? 'to' : 'from'];
  const doc = reg.meta(id).document;
  // "no rule in <document>" names the document already.
  const cite = (rule: string) => (rule.endsWith(doc) ? rule : `${rule}, ${doc}`);
  if (e) return `[${e.window}] ${e.text} [${cite(e.rule)}]`;
  if (!other) return '(no further events)';
  return `nothing in its place (${other.key}: ${cite(reg.rulesFor(id).cite(other.key).rule)})`;
}
