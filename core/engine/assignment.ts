// Combat damage assignment for one strike step: who divides each creature's damage, which
// divisions are legal in the era, and the default choices of docs/scenario-format.md where the chooser gave no
// (legal) division. Lethal damage counts what every *other* creature assigns to the same recipient
// in the step, and chosen divisions are checked once the whole step's assignment is known
// (502.9b/f 2003; 510.1c-e from 2011; D'Angelo A.27.Ruling.7).
import type { RuleKey } from '../rule-keys.js';
import { say } from '../events.js';
import type { RunContext } from './context.js';
import { tramples, type CreatureState } from './state.js';
import { mapped } from './lists.js';
import { assignment, fileOrder, plan, type Assignment, type Plan } from './damage-plans.js';

export { assignment, type Assignment } from './damage-plans.js';

type Totals = Map<string, number>;

/** Assigns the combat damage of every dealer in a strike step, logging it; returns the assignments. */
export function assignStep(ctx: RunContext, dealers: CreatureState[]): Assignment[] {
  const fixed: Assignment[] = [];
  const plans: Plan[] = [];
  for (const d of dealers) {
    const p = plan(ctx, d, fixed);
    if (p) plans.push(p);
  }
  // Chosen divisions are fixed first; the others get defaults, non-tramplers before tramplers so
  // trampling damage is as large as it can be (502.9f; A.27.Ruling.7).
  for (const p of plans) {
    if (!p.wanted) continue;
    p.chosen = shapeOk(p, p.wanted);
    if (!p.chosen) reject(ctx, p, shapeProblem(ctx, p, p.wanted)!);
  }
  for (;;) {
    const totals: Totals = new Map();
    // Unblocked attackers' damage counts too, for a planeswalker's loyalty (702.19c).
    for (const a of fixed) totals.set(a.target, (totals.get(a.target) ?? 0) + a.amount);
    for (const p of plans) {
      p.split = p.chosen ? new Map(Object.entries(p.wanted!)) : undefined;
      if (p.split) add(totals, p.split);
    }
    for (const p of plans) if (!p.chosen && !tramples(p.source)) divideByDefault(ctx, p, totals);
    for (const p of plans) if (!p.chosen && tramples(p.source)) divideByDefault(ctx, p, totals);
    let bad: Plan | undefined, problem: ReturnType<typeof ruleProblem> = null;
    for (const p of plans) if (p.chosen && (problem = ruleProblem(ctx, p, p.split!, totals))) { bad = p; break; }
    if (!bad) break;
    bad.chosen = false;
    reject(ctx, bad, problem!);
  }
  const keep = trampleKeeps(ctx, plans);
  // In dealer order: each dealer has at most one fixed assignment or one plan, each list in dealer order.
  const out: Assignment[] = [];
  for (let i = 0, f = 0, q = 0; i < dealers.length; i++) {
    const d = dealers[i]!;
    if (f < fixed.length && fixed[f]!.source === d.id) out.push(fixed[f++]!);
    else if (q < plans.length && plans[q]!.source === d) record(ctx, plans[q++]!, keep.get(d.id), out);
  }
  return out;
}

/** The default division of a plan's damage: its controller's, or the banding player's. */
function divideByDefault(ctx: RunContext, p: Plan, totals: Totals): void {
  p.split = p.chooser === p.source.controller ? killTheMost(ctx, p, totals) : bandingDefault(ctx, p, totals);
  add(totals, p.split);
}

function add(totals: Totals, split: Map<string, number>): void {
  for (const [k, n] of split) totals.set(k, (totals.get(k) ?? 0) + n);
}

/**
 * What the planeswalker a trampler over planeswalkers attacks still needs before any damage may go
 * to its controller: its loyalty, less what every other source assigns to it in the step (702.19c).
 */
function loyaltyNeed(ctx: RunContext, p: Plan, totals: Totals): number {
  const pw = p.player!;
  const others = (totals.get(pw) ?? 0) - (p.split?.get(pw) ?? 0);
  return Math.max(0, ctx.g.permanents.get(pw)!.loyalty - others);
}

/** Lethal damage for r from p's source, given what every other source assigns to r in the step. */
function lethal(ctx: RunContext, p: Plan, r: CreatureState, totals: Totals): number {
  const others = (totals.get(r.id) ?? 0) - (p.split?.get(r.id) ?? 0);
  return ctx.rules.call('lethalDamage', p.source, r, others).amount;
}

/** The source has a damage assignment order, which the default policy follows (the default division with an order); banding overrides it. */
const hasOrder = (p: Plan) => p.dao && !p.banding;
/** Lethal-before-next binds the division: the order, unless m10-2009 deathtouch frees it too. */
const ordered = (p: Plan) => hasOrder(p) && !p.freeForDeathtouch;

const shapeOk = (p: Plan, wanted: Record<string, number>) => shapeProblemOf(p, wanted, (id) => id) === null;
const shapeProblem = (ctx: RunContext, p: Plan, wanted: Record<string, number>) => shapeProblemOf(p, wanted, (id) => ctx.name(id));

/** Problems a division has on its own: recipients that cannot receive damage, a wrong total. */
function shapeProblemOf(p: Plan, wanted: Record<string, number>, name: (id: string) => string): { rule: RuleKey; reason: string } | null {
  const ids = mapped(p.recipients, (r) => r.id);
  const attacking = p.source.attacking !== null;
  for (const [k, n] of Object.entries(wanted)) {
    if (ids.includes(k)) continue;
    if (k === p.player || (p.overflow !== null && k === p.overflow)) {
      if (p.playerAllowed || n === 0) continue;
      if (p.banding) return { rule: p.dividerRule, reason: `the banding player divides ${p.source.spec.name}'s damage among the creatures only` };
      if (tramples(p.source)) return { rule: 'damage.trample', reason: `${k} may not be assigned damage here` };
      return { rule: 'damage.blocked', reason: `without trample a blocked creature assigns its damage only to the creatures blocking it, not to ${k}` };
    }
    return { rule: attacking ? 'damage.blocked' : 'damage.blocker', reason: `${name(k)} is not ${attacking ? 'blocking' : 'blocked by'} ${p.source.spec.name}` };
  }
  const total = Object.values(wanted).reduce((a, b) => a + b, 0);
  if (total !== p.amount) return { rule: 'damage.all-assigned', reason: `it assigns ${total} of ${p.amount} damage` };
  return null;
}

/** Problems a division has once the whole step is known: trample and lethal-before-next. */
function ruleProblem(ctx: RunContext, p: Plan, split: Map<string, number>, totals: Totals): { rule: RuleKey; reason: string } | null {
  const got = (id: string) => split.get(id) ?? 0;
  const need = (r: CreatureState) => lethal(ctx, p, r, totals);
  for (const to of [p.player, p.overflow]) {
    if (!to || got(to) <= 0) continue;
    const short = p.recipients.find((r) => got(r.id) < need(r));
    if (short) return { rule: 'damage.trample', reason: `${short.spec.name} is not assigned lethal damage (${need(short)}) before damage is assigned to ${ctx.name(to)}` };
  }
  if (p.overflow && got(p.overflow) > 0 && got(p.player!) < loyaltyNeed(ctx, p, totals)) {
    return { rule: 'damage.trample-over-planeswalkers', reason: `${ctx.name(p.player!)} is not assigned damage equal to its loyalty (${loyaltyNeed(ctx, p, totals)}) before damage is assigned to ${p.overflow}` };
  }
  if (ordered(p)) {
    for (let i = 0; i < p.recipients.length; i++) {
      if (got(p.recipients[i]!.id) <= 0) continue;
      const short = p.recipients.slice(0, i).find((r) => got(r.id) < need(r));
      if (short) return { rule: 'damage.order', reason: `${short.spec.name} comes earlier in the damage assignment order and is not assigned lethal damage (${need(short)})` };
    }
  }
  return null;
}

function reject(ctx: RunContext, p: Plan, bad: { rule: RuleKey; reason: string }): void {
  const wanted = Object.entries(p.wanted!).map(([k, v]) => `${k}: ${v}`).join(', ');
  const reason = `${p.chooser}'s division of ${p.source.spec.name}'s damage (${wanted}) is not legal: ${bad.reason}`;
  if (ctx.opts.strict) ctx.fail('illegal-choice', bad.rule, reason);
  ctx.log('choice-rejected', bad.rule, say`${reason}; the default division is used.`, { source: p.source.id });
}

/** The scenario format's default division of your own creature's damage ("kill the most"). */
function killTheMost(ctx: RunContext, p: Plan, totals: Totals): Map<string, number> {
  const split = new Map<string, number>();
  // All of it to the one creature it fights, whatever that creature's lethal damage (asked only
  // where the damage may go elsewhere too).
  if (p.recipients.length === 1 && !p.playerAllowed) return split.set(p.recipients[0]!.id, p.amount);
  let left = p.amount;
  if (hasOrder(p)) {
    for (const r of p.recipients) {
      const need = lethal(ctx, p, r, totals);
      if (left < need) {
        split.set(r.id, left);
        left = 0;
        break;
      }
      split.set(r.id, need);
      left -= need;
    }
  } else {
    // Cheapest to kill first; Array.prototype.sort is stable, so ties keep file order.
    const files = fileOrder(ctx, p.recipients);
    const cost = mapped(files, (r) => lethal(ctx, p, r, totals));
    const byCost = mapped(files, (_, i) => i).sort((a, b) => cost[a]! - cost[b]!);
    for (const i of byCost) {
      if (left < cost[i]!) break;
      split.set(files[i]!.id, cost[i]!);
      left -= cost[i]!;
    }
  }
  if (left > 0) {
    const files = fileOrder(ctx, p.recipients);
    // Once damage is left over, each creature given damage was given lethal damage.
    const open = files.find((r) => !split.has(r.id));
    if (!open && p.overflow && p.playerAllowed) {
      // Trample over planeswalkers: the planeswalker's loyalty first, the rest to its controller (702.19c).
      const toPlaneswalker = Math.min(left, loyaltyNeed(ctx, p, totals));
      if (toPlaneswalker > 0) split.set(p.player!, toPlaneswalker);
      left -= toPlaneswalker;
      if (left > 0) split.set(p.overflow, left);
      return split;
    }
    const to = open ? open.id : p.playerAllowed ? p.player! : files[files.length - 1]!.id;
    split.set(to, (split.get(to) ?? 0) + left);
  }
  return split;
}

/** The banding player's default division of an opposing creature's damage: the era's hook. */
function bandingDefault(ctx: RunContext, p: Plan, totals: Totals): Map<string, number> {
  return new Map(ctx.rules.call('bandingDivision', p.source, fileOrder(ctx, p.recipients), p.amount, totals).split);
}

const NO_KEEPS: ReadonlyMap<string, ReadonlyMap<string, number>> = new Map();

/** Old trample, where the era redirects (its hook): what each trampler's damage to a blocker is kept for. */
function trampleKeeps(ctx: RunContext, plans: Plan[]): ReadonlyMap<string, ReadonlyMap<string, number>> {
  // Old trample redirects only an attacking trampler's damage: without one the model is not asked.
  if (!plans.some((p) => p.source.attacking !== null && tramples(p.source)) || !ctx.rules.models.assignment.redirectsTrample()) return NO_KEEPS;
  return ctx.rules.call('trampleRedirect', mapped(plans, (p) => ({ source: p.source, recipients: p.recipients, split: p.split! }))).keep;
}

/** Logs a plan's final division and adds it to `out` as assignments: the creatures, then the player, then the overflow. */
function record(ctx: RunContext, p: Plan, keep: ReadonlyMap<string, number> | undefined, out: Assignment[]): void {
  for (let i = 0; i < p.recipients.length; i++) recordTo(ctx, p, p.recipients[i]!, p.recipients[i]!.id, keep, out);
  if (p.player) recordTo(ctx, p, undefined, p.player, keep, out);
  if (p.overflow) recordTo(ctx, p, undefined, p.overflow, keep, out);
  // A division with a choice in it (two or more places for the damage): its chooser's, or their
  // turn's controller's (logged after the division, so that an era's own rule diverges first).
  if (ctx.logging && p.recipients.length + (p.player && p.playerAllowed ? 1 : 0) + (p.overflow ? 1 : 0) > 1) ctx.decides(p.chooser, say`how ${p.source.spec.name} divides its combat damage`);
}

/** One target's share of a plan's division (r: the target, if it is a creature). */
function recordTo(ctx: RunContext, p: Plan, r: CreatureState | undefined, target: string, keep: ReadonlyMap<string, number> | undefined, out: Assignment[]): void {
  const n = p.split!.get(target) ?? 0;
  if (n <= 0) return;
  const d = p.source;
  if (ctx.logging) {
    const attacking = d.attacking !== null;
    const several = p.recipients.length > 1;
    const key: RuleKey = target === p.overflow ? 'damage.trample-over-planeswalkers'
      : !r ? (p.recipients.length ? 'damage.trample' : d.blocked ? 'damage.trample-no-blockers' : 'damage.unblocked')
      : p.banding ? p.dividerRule
      : !attacking ? (several ? 'damage.blocker' : 'damage.blocker-one')
      : ordered(p) && several ? 'damage.order'
      : several ? 'damage.blocked'
      // One on one (C.8.4 before the CR; the CR's 310.1c-d / 510.1c-d cover both).
      : tramples(d) ? 'damage.trample' : 'damage.blocked-one';
    ctx.log('assign', key, say`${d.spec.name} assigns ${n} damage to ${ctx.name(target)}.`, { source: d.id, target, amount: n });
  }
  out.push(assignment(d.id, target, n, r && keep ? keep.get(r.id) ?? 0 : undefined));
}
