// A run's result and the comparison of results with `expect` (docs/scenario-format.md).
import type { CombatEvent } from './events.js';
import type { Game } from './engine/state.js';
import { power, toughness } from './views.js';
import type { Scenario } from './scenario/scenario.js';
import type { Outcome as OutcomeSpec } from './scenario/types.js';
import type { CounterKind, Status, Zone } from './scenario/words.js';

export interface Result {
  ruleset: string;
  /** 'error': a plugin's hook failed for this ruleset (reason says how); the outcome fields are the scenario's start. */
  status: Status | 'error';
  reason?: string;
  rule?: string;
  /** With illegal-block: the blocker whose own restrictions with the attackers it blocks refuse the declaration, whatever the other blocks (509.1b), when that is the reason. */
  blocker?: string;
  players: Record<string, { life: number; lost: boolean; poison: number }>;
  creatures: Record<string, { zone: Zone; damage: number; tapped: boolean; power: number; toughness: number; counters: Record<CounterKind, number> }>;
  /** Non-creature permanents (only when the scenario has any): zone, loyalty (planeswalkers), defense (battles). */
  permanents?: Record<string, PermanentResult>;
  /** The creatures on the battlefield that won't untap during their controller's next untap step (only when there are any): exerted (701.39a), or an effect said so (502.3). */
  doesntUntap?: string[];
  /** Choices the scenario made that these rules do not allow: each was replaced by the default (or, with strict, stopped the run). */
  rejectedChoices: RejectedChoice[];
  events: CombatEvent[];
}

export interface PermanentResult { zone: Zone; loyalty?: number; defense?: number }

function permanentResult(type: string, zone: Zone, loyalty: number, defense: number): PermanentResult {
  return { zone, ...(type === 'planeswalker' ? { loyalty } : {}), ...(type === 'battle' ? { defense } : {}) };
}

/** A choice these rules refused: whose it was (the creature), the rule, and what was used instead. */
export interface RejectedChoice { source?: string; key: CombatEvent['key']; rule: string; text: string }

/**
 * Counters of neither kind, as most creatures end, and no rejected choices or events (most
 * outcome-only runs): frozen, shared by the results (a kept result is read-only: core/run.ts).
 */
export const NO_COUNTERS: Readonly<Record<CounterKind, number>> = Object.freeze({ '+1/+1': 0, '-1/-1': 0 });
export const NO_CHOICES: readonly RejectedChoice[] = Object.freeze([]);
export const NO_EVENTS: readonly CombatEvent[] = Object.freeze([]);

export function resultOf(ruleset: string, g: Game): Result {
  const players: Result['players'] = {};
  const ps = g.playerList;
  for (let i = 0; i < ps.length; i++) { const p = ps[i]!; players[p.id] = { life: p.life, lost: p.lost, poison: p.poison }; }
  const creatures: Result['creatures'] = {};
  const cs = g.creatureList;
  let stay: string[] | null = null;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!, n = c.counters;
    // Both kinds, in this order, as the loader and every engine change write them (a literal copies faster than a spread).
    const counters = n['+1/+1'] === 0 && n['-1/-1'] === 0 ? NO_COUNTERS : { '+1/+1': n['+1/+1'], '-1/-1': n['-1/-1'] };
    creatures[c.id] = { zone: c.zone, damage: c.damage, tapped: c.tapped, power: power(c), toughness: toughness(c), counters };
    // The creatures on the battlefield that won't untap during their controller's next untap step, in
    // the scenario's order: exerted ("you choose to have it not untap during your next untap step",
    // 701.39a), or kept from untapping by an effect (502.3).
    if (c.zone === 'battlefield' && (c.doesntUntap || c.exerted)) (stay ??= []).push(c.id);
  }
  let rejectedChoices = NO_CHOICES as RejectedChoice[];
  const events = g.events.length ? g.events : NO_EVENTS as CombatEvent[];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type !== 'choice-rejected') continue;
    if (rejectedChoices === NO_CHOICES) rejectedChoices = [];
    rejectedChoices.push(e.source !== undefined ? { source: e.source, key: e.key, rule: e.rule, text: e.text } : { key: e.key, rule: e.rule, text: e.text });
  }
  // Most runs: every field at once, in the order JSON output shows them (one shape for all of them).
  if (g.status === 'ok' && !g.permanents.size && stay === null) return { ruleset, status: g.status, players, creatures, rejectedChoices, events };
  // Else set one by one, not spread, as this ends every run.
  const r = { ruleset, status: g.status } as Result;
  if (g.status !== 'ok') { r.reason = g.reason; r.rule = g.statusRule; if (g.statusBlocker !== undefined) r.blocker = g.statusBlocker; }
  r.players = players;
  r.creatures = creatures;
  if (g.permanents.size) {
    const permanents: Record<string, PermanentResult> = {};
    for (const pe of g.permanents.values()) permanents[pe.id] = permanentResult(pe.spec.type, pe.zone, pe.loyalty, pe.defense);
    r.permanents = permanents;
  }
  if (stay !== null) r.doesntUntap = stay;
  r.rejectedChoices = rejectedChoices;
  r.events = events;
  return r;
}

/**
 * A result as ruleset's: a new top-level object, in resultOf's field order, over the same parts
 * (a result one ruleset's run made, given to another that states alike every rule it consulted:
 * core/same-runs.ts). Written out, not spread: spreading a frozen object is several times slower.
 */
export function resultUnder(x: Result, ruleset: string): Result {
  if (x.status === 'ok' && !('permanents' in x) && !('doesntUntap' in x)) {
    return { ruleset, status: x.status, players: x.players, creatures: x.creatures, rejectedChoices: x.rejectedChoices, events: x.events };
  }
  const r = { ruleset, status: x.status } as Result;
  if ('reason' in x) { r.reason = x.reason; r.rule = x.rule; if ('blocker' in x) r.blocker = x.blocker; }
  r.players = x.players;
  r.creatures = x.creatures;
  if ('permanents' in x) r.permanents = x.permanents;
  if ('doesntUntap' in x) r.doesntUntap = x.doesntUntap;
  r.rejectedChoices = x.rejectedChoices;
  r.events = x.events;
  return r;
}

/** The result of a ruleset whose plugin failed: the scenario as it started, with the reason. */
export function errorResult(ruleset: string, s: Scenario, reason: string): Result {
  const players: Result['players'] = {};
  for (const p of s.players) players[p.id] = { life: p.life, lost: false, poison: p.poison };
  const creatures: Result['creatures'] = {};
  for (const c of s.creatures) creatures[c.id] = { zone: c.zone, damage: c.damage, tapped: c.tapped, power: c.power, toughness: c.toughness, counters: { ...c.counters } };
  const permanents: Record<string, PermanentResult> = {};
  for (const p of s.permanents) permanents[p.id] = permanentResult(p.type, 'battlefield', p.loyalty, p.defense);
  return { ruleset, status: 'error', reason, players, creatures, ...(s.permanents.length ? { permanents } : {}), rejectedChoices: [], events: [] };
}

export interface Mismatch { field: string; expected: unknown; actual: unknown }

const sorted = (xs: string[]) => [...xs].sort();
const same = (a: string[], b: string[]) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/**
 * Whether an expectation is checked on a strict run: `status: illegal-choice` is the status a strict
 * run stops with (a rejected choice otherwise only logs and uses the default), so it is checked so.
 */
export const checkedStrictly = (o: OutcomeSpec): boolean => o.status === 'illegal-choice';

/** Every field given in the expectation must match; fields not given are not checked. */
export function mismatches(r: Result, o: OutcomeSpec): Mismatch[] {
  const out: Mismatch[] = [];
  // Creatures and permanents share the zones an expectation lists.
  const objects: Record<string, { zone: Zone }> = { ...r.creatures, ...r.permanents };
  const inZone = (z: Zone) => Object.keys(objects).filter((id) => objects[id]!.zone === z);
  if (o.status !== undefined && o.status !== r.status) out.push({ field: 'status', expected: o.status, actual: r.status });
  for (const [p, life] of Object.entries(o.life ?? {})) {
    if (r.players[p]!.life !== life) out.push({ field: `life.${p}`, expected: life, actual: r.players[p]!.life });
  }
  if (o.lost !== undefined) {
    const lost = Object.keys(r.players).filter((p) => r.players[p]!.lost);
    if (!same(o.lost, lost)) out.push({ field: 'lost', expected: sorted(o.lost), actual: sorted(lost) });
  }
  for (const f of ['graveyard', 'battlefield'] as const) {
    const want = o[f];
    if (want !== undefined && !same(want, inZone(f))) out.push({ field: f, expected: sorted(want), actual: sorted(inZone(f)) });
  }
  for (const [id, z] of Object.entries(o.zones ?? {})) {
    if (objects[id]!.zone !== z) out.push({ field: `zones.${id}`, expected: z, actual: objects[id]!.zone });
  }
  for (const f of ['loyalty', 'defense'] as const) {
    for (const [id, n] of Object.entries(o[f] ?? {})) {
      const actual = r.permanents?.[id]?.[f];
      if (actual !== n) out.push({ field: `${f}.${id}`, expected: n, actual });
    }
  }
  for (const [id, d] of Object.entries(o.damage ?? {})) {
    if (r.creatures[id]!.damage !== d) out.push({ field: `damage.${id}`, expected: d, actual: r.creatures[id]!.damage });
  }
  for (const [id, want] of Object.entries(o.counters ?? {})) {
    for (const [kind, n] of Object.entries(want) as [CounterKind, number | undefined][]) {
      if (n !== undefined && r.creatures[id]!.counters[kind] !== n) out.push({ field: `counters.${id}.${kind}`, expected: n, actual: r.creatures[id]!.counters[kind] });
    }
  }
  for (const [p, n] of Object.entries(o.poison ?? {})) {
    if (r.players[p]!.poison !== n) out.push({ field: `poison.${p}`, expected: n, actual: r.players[p]!.poison });
  }
  if (o.tapped !== undefined) {
    // Tapped is a state of permanents on the battlefield: a creature that left is in no tapped set.
    const tapped = Object.keys(r.creatures).filter((id) => r.creatures[id]!.tapped && r.creatures[id]!.zone === 'battlefield');
    if (!same(o.tapped, tapped)) out.push({ field: 'tapped', expected: sorted(o.tapped), actual: sorted(tapped) });
  }
  const stay = o['doesnt-untap'];
  if (stay !== undefined && !same(stay, r.doesntUntap ?? [])) out.push({ field: 'doesnt-untap', expected: sorted(stay), actual: sorted(r.doesntUntap ?? []) });
  return out;
}

/** The status a diff table shows: a rejected choice is part of the outcome, not only a line in the log. */
export function statusText(r: Result): string {
  const n = r.rejectedChoices.length;
  return n === 0 ? r.status : n === 1 ? `${r.status}, choice rejected` : `${r.status}, ${n} choices rejected`;
}

/**
 * The rows a diff table shows, one per player and creature, as label -> value. A creature's row is
 * its zone ("alive", "3 dmg", "dead"); `detail` names the fields the table must also show because
 * they differ between its columns (damage on a dead creature, power and toughness, tapped), so no
 * two columns with different outcomes print the same.
 */
export function outcomeRows(r: Result, detail: ReadonlySet<string> = new Set()): [string, string][] {
  const rows: [string, string][] = [['status', statusText(r)]];
  // A failed ruleset has no outcome to show, only its rows.
  if (r.status === 'error') return [...rows, ...Object.keys(r.players).map((p): [string, string] => [`${p} life`, '-']), ...[...Object.keys(r.creatures), ...Object.keys(r.permanents ?? {})].map((id): [string, string] => [id, '-'])];
  for (const [p, v] of Object.entries(r.players)) rows.push([`${p} life`, `${v.life}${v.poison ? `, ${v.poison} poison` : ''}${v.lost ? ' (lost)' : ''}`]);
  for (const [id, c] of Object.entries(r.creatures)) {
    const onField = c.zone === 'battlefield';
    const extra: string[] = [];
    if (!onField && detail.has(`damage.${id}`)) extra.push(`${c.damage} dmg`);
    if (detail.has(`power.${id}`) || detail.has(`toughness.${id}`)) extra.push(`${c.power}/${c.toughness}`);
    if (detail.has(`tapped.${id}`)) extra.push(c.tapped ? 'tapped' : 'untapped');
    if (r.doesntUntap?.includes(id)) extra.push("doesn't untap next");
    for (const k of ['+1/+1', '-1/-1'] as const) if (c.counters[k] && (onField || detail.has(`counters.${k}.${id}`))) extra.push(`${k} x${c.counters[k]}`);
    const base = onField ? (c.damage ? `${c.damage} dmg` : 'alive') : c.zone === 'graveyard' ? 'dead' : c.zone;
    rows.push([id, extra.length ? `${base} (${extra.join(', ')})` : base]);
  }
  for (const [id, p] of Object.entries(r.permanents ?? {})) {
    const base = p.zone === 'battlefield' ? 'alive' : p.zone === 'graveyard' ? 'dead' : p.zone;
    const counters = p.loyalty !== undefined ? `loyalty ${p.loyalty}` : p.defense !== undefined ? `defense ${p.defense}` : '';
    rows.push([id, counters ? `${base} (${counters})` : base]);
  }
  return rows;
}
