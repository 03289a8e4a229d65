// Combat damage assignment for one strike step: who divides each creature's damage, which
// divisions are legal in the era, and the default choices of docs/scenario-format.md where the chooser gave no
// (legal) division. Lethal damage counts what every *other* creature assigns to the same recipient
// in the step, and chosen divisions are checked once the whole step's assignment is known
// (502.9b/f 2003; 510.1c-e from 2011; D'Angelo A.27.Ruling.7).
import type { RuleKey } from '../rule-keys.js';
import { say } from '../events.js';
import type { RunContext } from './context.js';
import { attacksNothing, defendingOf } from './permanents.js';
import { has, isCreature, power, toughness, tramples, type CreatureState } from './state.js';
import { mapped } from './lists.js';

export interface Assignment {
  source: string;
  /** A creature id or a player id. */
  target: string;
  amount: number;
  /** Old trample: damage beyond this much is redirected to the defending player. */
  redirectExcessOver: number | undefined;
}

/** An assignment, every field from the start: one object shape for the code that deals it. */
export function assignment(source: string, target: string, amount: number, redirectExcessOver: number | undefined = undefined): Assignment {
  return { source, target, amount, redirectExcessOver };
}

/** One dealer's division problem: who may receive its damage and under which constraints. */
interface Plan {
  source: CreatureState;
  amount: number;
  /** In damage assignment order where the era has one, else file order. */
  recipients: CreatureState[];
  /** The player, planeswalker or battle the attacker attacks (trample's excess goes there). */
  player: string | null;
  playerAllowed: boolean;
  /** Trample over planeswalkers attacking a planeswalker: its controller, who may get what exceeds its loyalty (702.19c). */
  overflow: string | null;
  /** The era has a damage assignment order (509.2-509.3, 2009 to mid-2024). */
  dao: boolean;
  chooser: string;
  banding: boolean;
  dividerRule: RuleKey;
  freeForDeathtouch: boolean;
  wanted: Record<string, number> | undefined;
  /** Its chooser's division is used (legal so far). */
  chosen: boolean;
  /** Every field from the start, this one too: one object shape. */
  split: Map<string, number> | undefined;
}

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

/**
 * How much combat damage a creature assigns: its power (510.1a), or its toughness under an
 * "assigns combat damage equal to its toughness" effect, where the era may still require power
 * above 0 (the toughnessDamage capability). null, logged, when it assigns none.
 */
function damageAmount(ctx: RunContext, d: CreatureState): number | null {
  const name = d.spec.name;
  const p = power(d);
  if (!d.assignsToughness) {
    if (p > 0) return p;
    if (ctx.logging) ctx.log('no-damage', 'damage.zero-power', say`${name} has ${p} power and assigns no combat damage.`, { source: d.id });
    return null;
  }
  const t = toughness(d);
  const rule = ctx.rules.capability('toughnessDamage');
  // 310.2a of 2004-2007 ("0 or less power") and of 2009-05-01 ("power less than 0 assign 0"), read literally.
  if (rule.needsPower === 'above-zero' ? p <= 0 : rule.needsPower === 'zero-or-more' && p < 0) {
    ctx.log('no-damage', rule.rule, say`${name} would assign combat damage equal to its toughness (${t}), but it has ${p} power, and a creature with ${rule.needsPower === 'above-zero' ? '0 or less power assigns no' : 'power less than 0 assigns 0'} combat damage.`, { source: d.id });
    return null;
  }
  if (t <= 0) {
    ctx.log('no-damage', 'damage.zero-power', say`${name} assigns combat damage equal to its toughness, which is ${t}: it assigns no combat damage.`, { source: d.id });
    return null;
  }
  if (p <= 0) ctx.log('note', rule.rule, say`${name} has ${p} power but would assign ${t} damage, equal to its toughness, so it assigns combat damage.`, { source: d.id });
  else ctx.log('note', 'damage.toughness', say`${name} assigns combat damage equal to its toughness (${t}) rather than its power (${p}).`, { source: d.id });
  return t;
}

/**
 * "You may have it assign its combat damage as though it weren't blocked" (no rule names it in
 * any era: DERIVED): all of it to the player, all or nothing, and it stays blocked. Its controller
 * chooses (choices.<player>.unblocked), unless a banding blocker gives the division, and so the
 * choice, to the defending player (D'Angelo A.11.13; C.5.Ruling.3; 702.22j). Logs; true if used.
 */
function asThoughUnblocked(ctx: RunContext, d: CreatureState, recipients: CreatureState[], amount: number, target: string): boolean {
  const name = d.spec.name;
  const divider = recipients.length ? ctx.rules.call('divider', d, recipients, ctx.g) : null;
  const chooser = divider?.banding ? divider.player : d.controller;
  const named = (p: string) => ctx.s.choices[p]?.unblocked.includes(d.id) ?? false;
  const used = named(chooser);
  const other = [...ctx.g.players.keys()].find((p) => p !== chooser && named(p));
  if (chooser !== d.controller) {
    ctx.log('note', 'damage.as-though-unblocked-banding', say`A creature with banding blocks ${name}: ${chooser}, who divides its damage, decides whether it is assigned as though it weren't blocked${used ? ', and does so' : ', and does not'}.`, { source: d.id });
  }
  if (other) ctx.log('note', chooser === d.controller ? 'damage.as-though-unblocked' : 'damage.as-though-unblocked-banding', say`${other}'s choice to have ${name} assign its combat damage as though it weren't blocked is not used: the choice is ${chooser}'s.`, { source: d.id });
  if (!used) return false;
  ctx.log('assign', 'damage.as-though-unblocked', say`${name} is blocked, but ${chooser} has it assign its combat damage as though it weren't blocked: all ${amount} damage to ${ctx.name(target)}. It remains blocked.`, { source: d.id, target, amount });
  return true;
}

/** Works out whom a dealer's damage can go to; logs and returns the simple cases directly. */
function plan(ctx: RunContext, d: CreatureState, fixed: Assignment[]): Plan | null {
  const { rules, g } = ctx;
  const amount = damageAmount(ctx, d);
  const name = d.spec.name;
  if (amount === null) return null;
  const attacking = d.attacking !== null;
  // 510.1b: attacking a planeswalker or battle that has left the battlefield, it attacks nothing.
  const nothing = attacking && attacksNothing(ctx, d);
  // Trample over planeswalkers attacking a planeswalker (702.19c-e): what exceeds its loyalty may go
  // to its controller; if it has left, the damage may go to the defending player.
  const top = attacking && has(d, 'trample over planeswalkers') && g.permanents.get(d.attacking!)?.spec.type === 'planeswalker';
  const overflow = top && !nothing ? g.permanents.get(d.attacking!)!.controller : null;
  // Where its damage beyond the blockers' may go.
  const target = !attacking ? null : !nothing ? d.attacking : top ? defendingOf(ctx, d) : null;
  if (attacking && target === null && !d.blocked) {
    checkFixedDivision(ctx, d, amount, null);
    ctx.log('no-damage', 'damage.attacked-gone', say`${name} is attacking ${ctx.name(d.attacking!)}, which has left the battlefield: it is attacking nothing and assigns no combat damage.`, { source: d.id });
    return null;
  }
  if (attacking && !d.blocked && !overflow) {
    checkFixedDivision(ctx, d, amount, target);
    if (ctx.logging) {
      ctx.log('assign', nothing ? 'damage.trample-over-planeswalkers' : 'damage.unblocked', nothing
        ? say`${name} is unblocked and the planeswalker it attacks has left; with trample over planeswalkers it assigns all ${amount} damage to ${target!}.`
        : say`${name} is unblocked and assigns ${amount} damage to ${ctx.name(target!)}.`, { source: d.id, target: target!, amount });
    }
    fixed.push(assignment(d.id, target!, amount));
    return null;
  }
  const recipients = recipientsOf(ctx, d);
  if (attacking && d.blocked && target !== null && d.spec.asThoughUnblocked && asThoughUnblocked(ctx, d, recipients, amount, target)) {
    checkFixedDivision(ctx, d, amount, target);
    fixed.push(assignment(d.id, target, amount));
    return null;
  }
  if (!recipients.length && !overflow) {
    if (attacking && tramples(d) && target !== null) {
      checkFixedDivision(ctx, d, amount, target);
      ctx.log('assign', 'damage.trample-no-blockers', say`${name} is blocked but no creature blocks it any more; with trample it assigns all ${amount} damage to ${ctx.name(target)}.`, { source: d.id, target, amount });
      fixed.push(assignment(d.id, target, amount));
      return null;
    }
    checkFixedDivision(ctx, d, amount, null);
    ctx.log('no-damage', attacking ? 'damage.no-blockers' : 'damage.blocker', attacking
      ? say`${name} is blocked but no creature blocks it any more: it assigns no combat damage.`
      : say`${name} is no longer blocking any attacking creature: it assigns no combat damage.`, { source: d.id });
    return null;
  }
  const divider = rules.call('divider', d, recipients, g);
  const order = rules.models.assignment.order;
  const dao = order !== null;
  const freeForDeathtouch = order?.deathtouchFree != null && has(d, 'deathtouch');
  // Where lethal damage shapes the division (several recipients, or trample), say which rule counts it.
  const lethalRule = recipients.length ? rules.call('lethalDamage', d, recipients[0]!, 0).rule : 'damage.lethal';
  if (lethalRule !== 'damage.lethal' && (recipients.length > 1 || (attacking && tramples(d)))) {
    ctx.log('divide', lethalRule, lethalRule === 'deathtouch.lethal'
      ? say`${name} has deathtouch: any nonzero damage from it counts as lethal damage as its damage is divided.`
      : say`Lethal damage for ${name}'s recipients is counted by this era's own rule.`, { source: d.id });
  }
  if (divider.banding) {
    ctx.log('divide', divider.rule, say`${divider.player} divides ${name}'s combat damage (${divider.rule.startsWith('damage.bands-with-other') ? '"bands with other"' : 'banding'})${dao ? ', freely, ignoring the damage assignment order' : ''}.`, { source: d.id });
    const other = d.controller === divider.player ? undefined : wanted(ctx, d.controller, d);
    if (other) ctx.log('note', divider.rule, say`${d.controller}'s division of ${name}'s damage is not used: the choice is ${divider.player}'s.`, { source: d.id });
  } else if (freeForDeathtouch) {
    ctx.log('divide', order!.deathtouchFree!, say`${name} has deathtouch: its controller may divide its damage among creatures freely, ignoring the damage assignment order.`, { source: d.id });
  }
  return {
    source: d, amount,
    recipients: dao ? recipients : fileOrder(ctx, recipients),
    player: target,
    // Trample on a blocker does nothing; a banding chooser divides among creatures only.
    playerAllowed: target !== null && tramples(d) && !rules.models.assignment.redirectsTrample() && !divider.banding,
    overflow,
    dao,
    chooser: divider.player,
    banding: divider.banding,
    dividerRule: divider.rule,
    freeForDeathtouch,
    wanted: wanted(ctx, divider.player, d),
    chosen: false,
    split: undefined,
  };
}

/** The creatures d's damage may go to: the creatures still blocking it, or those it still blocks that still attack. */
function recipientsOf(ctx: RunContext, d: CreatureState): CreatureState[] {
  // Loops, not map and filter with closures: this runs for every blocked or blocking dealer.
  const out: CreatureState[] = [];
  if (d.attacking !== null) {
    for (let i = 0; i < d.blockers.length; i++) {
      const b = ctx.creature(d.blockers[i]!);
      if (isCreature(b) && b.isBlocker && b.blocking.includes(d.id)) out.push(b);
    }
  } else {
    for (let i = 0; i < d.blocking.length; i++) {
      const a = ctx.creature(d.blocking[i]!);
      if (isCreature(a) && a.attacking !== null) out.push(a);
    }
  }
  return out;
}

/** The division of d's damage the player chose (choices.<player>.assign), if any. */
function wanted(ctx: RunContext, player: string, d: CreatureState): Record<string, number> | undefined {
  return ctx.s.choices[player]?.assign[d.id];
}

/** A division given for damage that has only one place to go, `to` (or none), must say exactly that. */
function checkFixedDivision(ctx: RunContext, d: CreatureState, amount: number, to: string | null): void {
  const w = wanted(ctx, d.controller, d);
  if (!w) return;
  const name = d.spec.name;
  const nonzero = Object.entries(w).filter(([, n]) => n > 0);
  if (to ? nonzero.length === 1 && nonzero[0]![0] === to && nonzero[0]![1] === amount : !nonzero.length) return;
  const reason = `${d.controller}'s division of ${name}'s damage (${Object.entries(w).map(([k, v]) => `${k}: ${v}`).join(', ')}) is not legal: ${to ? `all ${amount} damage goes to ${to}` : `${name} has nothing to assign damage to`}`;
  const rule: RuleKey = to ? (d.blocked ? 'damage.trample-no-blockers' : 'damage.unblocked') : d.attacking !== null ? 'damage.no-blockers' : 'damage.blocker';
  if (ctx.opts.strict) ctx.fail('illegal-choice', rule, reason);
  ctx.log('choice-rejected', rule, say`${reason}; it is ignored.`, { source: d.id });
}

/** The source has a damage assignment order, which the default policy follows (the default division with an order); banding overrides it. */
const hasOrder = (p: Plan) => p.dao && !p.banding;
/** Lethal-before-next binds the division: the order, unless m10-2009 deathtouch frees it too. */
const ordered = (p: Plan) => hasOrder(p) && !p.freeForDeathtouch;

/** The creatures in file order: the list itself when it already is (nearly always), so never write to the result. */
function fileOrder(ctx: RunContext, cs: CreatureState[]): CreatureState[] {
  const at = ctx.position;
  for (let i = 1; i < cs.length; i++) {
    if (at.get(cs[i - 1]!.id)! > at.get(cs[i]!.id)!) return [...cs].sort((a, b) => at.get(a.id)! - at.get(b.id)!);
  }
  return cs;
}

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
  if (!ctx.rules.models.assignment.redirectsTrample()) return NO_KEEPS;
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
