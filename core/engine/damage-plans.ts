// Whom each dealer's combat damage can go to (510.1a-d): the simple cases (unblocked, no one left
// to receive it) logged and assigned at once, the others a plan whose division assignment.ts makes.
// One function per case of the rule.
import type { RuleKey } from '../rule-keys.js';
import { say } from '../events.js';
import type { RunContext } from './context.js';
import { attacksNothing, defendingOf } from './permanents.js';
import { has, isCreature, power, toughness, tramples, type CreatureState } from './state.js';

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
export interface Plan {
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

/** Works out whom a dealer's damage can go to (510.1a-d); logs and returns the simple cases directly. */
export function plan(ctx: RunContext, d: CreatureState, fixed: Assignment[]): Plan | null {
  const { g } = ctx;
  const amount = damageAmount(ctx, d);
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
  if (attacking && !d.blocked && (target === null || !overflow)) {
    unblocked(ctx, d, amount, target, nothing, fixed);
    return null;
  }
  const recipients = recipientsOf(ctx, d);
  if (attacking && d.blocked && target !== null && d.spec.asThoughUnblocked && asThoughUnblocked(ctx, d, recipients, amount, target)) {
    checkFixedDivision(ctx, d, amount, target);
    fixed.push(assignment(d.id, target, amount));
    return null;
  }
  if (!recipients.length && !overflow) {
    noRecipients(ctx, d, amount, target, fixed);
    return null;
  }
  return dividedPlan(ctx, d, amount, recipients, target, overflow);
}

/** 510.1b: an unblocked creature assigns all its damage to what it attacks; none if that has left (target null). */
function unblocked(ctx: RunContext, d: CreatureState, amount: number, target: string | null, nothing: boolean, fixed: Assignment[]): void {
  const name = d.spec.name;
  checkFixedDivision(ctx, d, amount, target);
  if (target === null) {
    ctx.log('no-damage', 'damage.attacked-gone', say`${name} is attacking ${ctx.name(d.attacking!)}, which has left the battlefield: it is attacking nothing and assigns no combat damage.`, { source: d.id });
    return;
  }
  if (ctx.logging) {
    ctx.log('assign', nothing ? 'damage.trample-over-planeswalkers' : 'damage.unblocked', nothing
      ? say`${name} is unblocked and the planeswalker it attacks has left; with trample over planeswalkers it assigns all ${amount} damage to ${target}.`
      : say`${name} is unblocked and assigns ${amount} damage to ${ctx.name(target)}.`, { source: d.id, target, amount });
  }
  fixed.push(assignment(d.id, target, amount));
}

/** 510.1c-d: a blocked creature no creature blocks any more (all of it to the player with trample, else none), a blocker whose attackers have all left. */
function noRecipients(ctx: RunContext, d: CreatureState, amount: number, target: string | null, fixed: Assignment[]): void {
  const name = d.spec.name;
  const attacking = d.attacking !== null;
  if (attacking && tramples(d) && target !== null) {
    checkFixedDivision(ctx, d, amount, target);
    ctx.log('assign', 'damage.trample-no-blockers', say`${name} is blocked but no creature blocks it any more; with trample it assigns all ${amount} damage to ${ctx.name(target)}.`, { source: d.id, target, amount });
    fixed.push(assignment(d.id, target, amount));
    return;
  }
  checkFixedDivision(ctx, d, amount, null);
  ctx.log('no-damage', attacking ? 'damage.no-blockers' : 'damage.blocker', attacking
    ? say`${name} is blocked but no creature blocks it any more: it assigns no combat damage.`
    : say`${name} is no longer blocking any attacking creature: it assigns no combat damage.`, { source: d.id });
}

/** 510.1c-d: a blocked or blocking creature's damage to divide among its recipients (and, trampling, the player): who divides it and by which rule. */
function dividedPlan(ctx: RunContext, d: CreatureState, amount: number, recipients: CreatureState[], target: string | null, overflow: string | null): Plan {
  const { rules, g } = ctx;
  const name = d.spec.name;
  const attacking = d.attacking !== null;
  const divider = rules.call('divider', d, recipients, g);
  // The damage assignment order shapes a division among several creatures, and is named where
  // banding or deathtouch frees a division from it; one creature's damage goes to it either way,
  // so only then is the model asked.
  const order = recipients.length > 1 || divider.banding || has(d, 'deathtouch') ? rules.models.assignment.order : null;
  const dao = order !== null;
  const freeForDeathtouch = order?.deathtouchFree != null && has(d, 'deathtouch');
  // Where lethal damage shapes the division (several recipients, or trample), say which rule counts it.
  const lethalShapes = recipients.length > 1 || (attacking && tramples(d));
  const lethalRule = lethalShapes && recipients.length ? rules.call('lethalDamage', d, recipients[0]!, 0).rule : 'damage.lethal';
  if (lethalRule !== 'damage.lethal') {
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

/** The creatures in file order: the list itself when it already is (nearly always), so never write to the result. */
export function fileOrder(ctx: RunContext, cs: CreatureState[]): CreatureState[] {
  const at = ctx.position;
  for (let i = 1; i < cs.length; i++) {
    if (at.get(cs[i - 1]!.id)! > at.get(cs[i]!.id)!) return [...cs].sort((a, b) => at.get(a.id)! - at.get(b.id)!);
  }
  return cs;
}

