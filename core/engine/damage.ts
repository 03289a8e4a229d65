// Combat damage assignment: who divides a creature's damage, which divisions are legal in the
// era, and the default policies of spec §4 when the chooser gave no (legal) division.
import type { RuleKey } from '../rule-keys.js';
import type { Combat } from './combat.js';
import { has, isCreature, power, protectedFrom, toughness, type CreatureState } from './state.js';

export interface Assignment {
  source: string;
  /** A creature id or a player id. */
  target: string;
  amount: number;
  /** Protection as the damage was assigned (eras that check protection then). */
  protectedAtAssignment: boolean;
  /** Old trample: damage beyond this much is redirected to the defending player. */
  redirectExcessOver?: number;
}

interface Context {
  source: CreatureState;
  amount: number;
  /** In damage assignment order where the era has one, else file order. */
  recipients: CreatureState[];
  player: string | null;
  playerAllowed: boolean;
  ordered: boolean;
  lethal: Map<string, number>;
  /** Damage other sources already assigned to each recipient in this step. */
  others: (id: string) => number;
}

/** Assigns one creature's combat damage for this step and logs it; `assigned` accumulates per recipient. */
export function assignDamage(cb: Combat, d: CreatureState, assigned: Map<string, number>): Assignment[] {
  const { rules, g } = cb;
  const amount = power(d);
  const name = d.spec.name;
  if (amount <= 0) {
    cb.log('no-damage', 'damage.zero-power', `${name} has ${amount} power and assigns no combat damage.`, { source: d.id });
    return [];
  }
  const attacking = d.attacking !== null;
  const trample = rules.call('trample');
  if (attacking && !d.blocked) {
    cb.log('assign', 'damage.unblocked', `${name} is unblocked and assigns ${amount} damage to ${d.attacking}.`, { source: d.id, target: d.attacking!, amount });
    return [{ source: d.id, target: d.attacking!, amount, protectedAtAssignment: false }];
  }
  const recipients = attacking
    ? d.blockers.map((id) => cb.creature(id)).filter((b) => isCreature(b) && b.isBlocker && b.blocking.includes(d.id))
    : d.blocking.map((id) => cb.creature(id)).filter((a) => isCreature(a) && a.attacking !== null);
  if (!recipients.length) {
    if (attacking && has(d, 'trample')) {
      cb.log('assign', 'damage.trample-no-blockers', `${name} is blocked but no creature blocks it any more; with trample it assigns all ${amount} damage to ${d.attacking}.`, { source: d.id, target: d.attacking!, amount });
      return [{ source: d.id, target: d.attacking!, amount, protectedAtAssignment: false }];
    }
    cb.log('no-damage', attacking ? 'damage.no-blockers' : 'damage.blocker', attacking
      ? `${name} is blocked but no creature blocks it any more: it assigns no combat damage.`
      : `${name} is no longer blocking any attacking creature: it assigns no combat damage.`, { source: d.id });
    return [];
  }

  const divider = rules.call('divider', d, recipients, g);
  const deathtouch = rules.call('deathtouch');
  const dao = rules.call('damageAssignmentOrder').exists;
  const freeForDeathtouch = dao && deathtouch.freeDivision && has(d, 'deathtouch');
  const lethal = new Map(recipients.map((r) => [r.id, rules.call('lethalDamage', d, r, assigned.get(r.id) ?? 0).amount]));
  const ctx: Context = {
    source: d, amount, lethal, others: (id) => assigned.get(id) ?? 0,
    recipients: dao ? recipients : fileOrder(cb, recipients),
    player: attacking ? d.attacking : null,
    // Trample on a blocker does nothing; a banding chooser divides among creatures only.
    playerAllowed: attacking && has(d, 'trample') && trample.mode === 'assign' && !divider.banding,
    ordered: dao && !divider.banding && !freeForDeathtouch,
  };
  if (divider.banding) {
    cb.log('divide', divider.rule, `${divider.player} divides ${name}'s combat damage (banding)${dao ? ', freely, ignoring the damage assignment order' : ''}.`, { source: d.id });
  } else if (freeForDeathtouch) {
    cb.log('divide', deathtouch.rule, `${name} has deathtouch: its controller may divide its damage among creatures freely, ignoring the damage assignment order.`, { source: d.id });
  }

  let split: Map<string, number> | undefined;
  const wanted = cb.s.choices[divider.player]?.assign[d.id];
  if (wanted) {
    const proposed = new Map(Object.entries(wanted));
    const bad = illegal(cb, ctx, proposed);
    if (!bad) split = proposed;
    else {
      const reason = `${divider.player}'s division of ${name}'s damage (${Object.entries(wanted).map(([k, v]) => `${k}: ${v}`).join(', ')}) is not legal: ${bad.reason}`;
      if (cb.opts.strict) cb.fail('illegal-choice', bad.rule, reason);
      cb.log('choice-rejected', bad.rule, `${reason}; the default division is used.`, { source: d.id });
    }
  }
  split ??= divider.player === d.controller ? killTheMost(cb, ctx) : fewestDestroyed(cb, ctx);

  const out: Assignment[] = [];
  const protectAt = rules.call('protectionTiming').at;
  for (const target of [...ctx.recipients.map((r) => r.id), ...(ctx.player ? [ctx.player] : [])]) {
    const n = split.get(target) ?? 0;
    if (n <= 0) continue;
    const toPlayer = target === ctx.player;
    const r = toPlayer ? undefined : cb.creature(target);
    if (r) assigned.set(r.id, (assigned.get(r.id) ?? 0) + n);
    const key: RuleKey = toPlayer ? 'damage.trample'
      : divider.banding ? divider.rule
      : !attacking ? 'damage.blocker'
      : ctx.ordered && recipients.length > 1 ? 'damage.order'
      : recipients.length > 1 ? 'damage.blocked'
      : has(d, 'trample') ? 'damage.trample' : 'damage.blocked';
    const tail = r && ctx.ordered && recipients.length > 1 ? ` (lethal: ${lethal.get(r.id)})` : '';
    cb.log('assign', key, `${name} assigns ${n} damage to ${r ? r.spec.name : target}${tail}.`, { source: d.id, target, amount: n });
    const a: Assignment = { source: d.id, target, amount: n, protectedAtAssignment: !!r && protectAt === 'assignment' && protectedFrom(r, d) };
    if (r && attacking && has(d, 'trample') && trample.mode === 'redirect') a.redirectExcessOver = lethal.get(r.id)!;
    out.push(a);
  }
  return out;
}

function fileOrder(cb: Combat, cs: CreatureState[]): CreatureState[] {
  const ids = cs.map((c) => c.id);
  return cb.creaturesInFileOrder().filter((c) => ids.includes(c.id));
}

/** Why a proposed division is illegal in this era, or null. */
function illegal(cb: Combat, ctx: Context, split: Map<string, number>): { rule: RuleKey; reason: string } | null {
  const ids = ctx.recipients.map((r) => r.id);
  const attacking = ctx.source.attacking !== null;
  for (const [k, n] of split) {
    if (ids.includes(k)) continue;
    if (k === ctx.player) {
      if (ctx.playerAllowed || n === 0) continue;
      return { rule: 'damage.trample', reason: has(ctx.source, 'trample') ? `${k} may not be assigned damage here` : `without trample no damage may be assigned to ${k}` };
    }
    return { rule: attacking ? 'damage.blocked' : 'damage.blocker', reason: `${cb.name(k)} is not ${attacking ? 'blocking' : 'blocked by'} ${ctx.source.spec.name}` };
  }
  const total = [...split.values()].reduce((a, b) => a + b, 0);
  if (total !== ctx.amount) return { rule: 'damage.all-assigned', reason: `it assigns ${total} of ${ctx.amount} damage` };
  const got = (id: string) => split.get(id) ?? 0;
  if (ctx.player && got(ctx.player) > 0) {
    const short = ctx.recipients.find((r) => got(r.id) < ctx.lethal.get(r.id)!);
    if (short) return { rule: 'damage.trample', reason: `${short.spec.name} is not assigned lethal damage (${ctx.lethal.get(short.id)}) before damage is assigned to ${ctx.player}` };
  }
  if (ctx.ordered) {
    for (let i = 0; i < ctx.recipients.length; i++) {
      if (got(ctx.recipients[i]!.id) <= 0) continue;
      const short = ctx.recipients.slice(0, i).find((r) => got(r.id) < ctx.lethal.get(r.id)!);
      if (short) return { rule: 'damage.order', reason: `${short.spec.name} comes earlier in the damage assignment order and is not assigned lethal damage (${ctx.lethal.get(short.id)})` };
    }
  }
  return null;
}

/** Spec §4: the default division of your own creature's damage ("kill the most"). */
function killTheMost(cb: Combat, ctx: Context): Map<string, number> {
  const split = new Map<string, number>();
  const given = new Set<string>();
  let left = ctx.amount;
  const give = (r: CreatureState) => {
    const need = ctx.lethal.get(r.id)!;
    if (left >= need) {
      split.set(r.id, need);
      left -= need;
      given.add(r.id);
      return true;
    }
    return false;
  };
  if (ctx.ordered) {
    for (const r of ctx.recipients) {
      if (!give(r)) {
        split.set(r.id, left);
        left = 0;
        break;
      }
    }
  } else {
    // Cheapest to kill first; Array.prototype.sort is stable, so ties keep file order.
    const byCost = fileOrder(cb, ctx.recipients).sort((a, b) => ctx.lethal.get(a.id)! - ctx.lethal.get(b.id)!);
    for (const r of byCost) if (!give(r)) break;
  }
  if (left > 0) {
    const files = fileOrder(cb, ctx.recipients);
    const open = files.find((r) => !given.has(r.id));
    const to = open ? open.id : ctx.playerAllowed ? ctx.player! : files[files.length - 1]!.id;
    split.set(to, (split.get(to) ?? 0) + left);
  }
  return split;
}

/** Spec §4: the default division of an opposing creature's damage among your creatures (banding). */
function fewestDestroyed(cb: Combat, ctx: Context): Map<string, number> {
  const files = fileOrder(cb, ctx.recipients);
  const src = ctx.source;
  const survives = (r: CreatureState) =>
    has(r, 'indestructible') || protectedFrom(r, src)
    || (!has(src, 'deathtouch') && ctx.amount < toughness(r) - r.damage - ctx.others(r.id));
  const to = files.find(survives) ?? files[0]!;
  return new Map([[to.id, ctx.amount]]);
}
