// The trigger models, each written once; an era picks one. Two ways of dealing with triggered
// abilities: the old rules' Series (the active player first, rule effects checked between
// resolutions, damage triggers once per point and before destruction) and the stack (APNAP, an
// ability triggered while others wait goes on the stack above them).
import type { DamageSource, KeywordDamage, QueuedTrigger, RuleKey, TriggerModel, TriggerQueue } from '../../core/api.js';

/**
 * The order in the old rules' Series (D'Angelo T.9.1): each player in turn, the active player first
 * ("1. The active player plays any number of the appropriate spells or abilities ... 2. The other
 * player plays ..."), with more players in turn order from the active player (DERIVED); each
 * player's targeted ones before their others.
 */
function seriesOrder<T extends QueuedTrigger>(q: TriggerQueue<T>, all: readonly T[]): T[] {
  const out: T[] = [];
  const players = q.players;
  const from = Math.max(0, players.indexOf(q.active));
  for (let i = 0; i < players.length; i++) {
    const p = players[(from + i) % players.length]!;
    for (const first of [true, false]) for (const t of all) if (t.controller === p && q.first(t) === first) out.push(t);
  }
  return out;
}

/**
 * The order triggers resolve in from the stack: the nonactive player's first (APNAP: the active
 * player's go on the stack first; 410.3 of 1999-2007; 603.3b), and each player's targeted ones
 * before their others.
 */
function apnap<T extends QueuedTrigger>(q: TriggerQueue<T>, all: readonly T[]): T[] {
  const out: T[] = [];
  const players = q.players;
  if (players.length > 2) {
    // More players: put on the stack in turn order, so the last player's resolve first (101.4; D'Angelo M.1.6).
    for (let i = players.length - 1; i >= 0; i--) {
      const p = players[i]!;
      for (const first of [true, false]) for (const t of all) if (t.controller === p && q.first(t) === first) out.push(t);
    }
    return out;
  }
  for (const theirs of [true, false]) {
    for (const first of [true, false]) {
      for (const t of all) if ((t.controller !== q.active) === theirs && q.first(t) === first) out.push(t);
    }
  }
  return out;
}

const once = (n: number) => ({ times: 1, each: n });
const perPoint = (n: number) => ({ times: n, each: 1 });

/** Deathtouch and lifelink as printed triggers or triggered keywords: each instance triggers while its source is on the battlefield. */
function triggered(rule: RuleKey) {
  return (source: DamageSource, k: KeywordDamage): void => (source.onBattlefield ? k.trigger(rule) : k.left(rule));
}

/**
 * A trigger model with every field in one order, from one literal: the engine reads every era's
 * model at the same call sites, and models built apart (a literal, a spread of another) had hidden
 * classes of their own, so an era's first run threw away the optimised code that read another's.
 */
const model = (m: TriggerModel): TriggerModel => ({
  name: m.name, combatTriggers: m.combatTriggers, perPoint: m.perPoint, bandInducedBlocks: m.bandInducedBlocks, deathtouch: m.deathtouch,
  lifelink: m.lifelink, order: m.order, resolve: m.resolve, settle: m.settle, step: m.step, perDamage: m.perDamage, keyword: m.keyword,
  countedBlockers: m.countedBlockers,
});

/**
 * The old rules: abilities triggered by declaring attackers or blockers are dealt with before the
 * Series of spells (C.4.1, C.6.1 step c) and no one can respond (T.9.1), the active player's first;
 * rule effects are checked between resolutions (T.13.2), except in sub-step 4 of a damage
 * prevention step, whose triggers all resolve before destruction (T.10.1, T.10.Ruling.14);
 * "whenever this deals damage" triggers once for each point (A.8.10); a creature blocking only
 * through a band is not "assigned to block" the others (A.19.Ruling.2, A.25.Ruling.1); deathtouch
 * and lifelink are their printed wording, plain damage triggers (T.10.Ruling.9).
 */
export const THE_SERIES: TriggerModel = model({
  name: 'the-series',
  combatTriggers: { resolve: 'series', rule: 'trigger.combat' },
  perPoint: { perPoint: true, rule: 'trigger.per-point' },
  bandInducedBlocks: { count: false, rule: 'block.band-induced' },
  deathtouch: { mode: 'triggered', rule: 'lifegain.trigger' },
  lifelink: { mode: 'triggered', rule: 'lifegain.trigger' },
  order(q, batch) {
    const order = seriesOrder(q, batch);
    if (q.logging && order.some((t) => t.controller !== order[0]!.controller)) {
      const who = order.map((t) => t.controller).filter((p, i, ps) => ps.indexOf(p) === i);
      q.note('note', 'trigger.order', `The triggered abilities are dealt with in a Series, each player in turn, the active player first: ${who.join("'s, then ")}'s.`);
    }
    return order;
  },
  resolve(q, checks) {
    for (let all = q.take(); all.length; all = q.take()) {
      const order = all.length > 1 ? this.order(q, all) : all;
      for (let i = 0; i < order.length; i++) {
        q.run(order[i]!);
        // Rule effects are checked at all times (D'Angelo T.13.2): a creature whose toughness
        // reaches 0 dies before the next ability resolves (K.12.Ruling.7).
        if (checks && q.check() && i < order.length - 1) {
          q.note('note', 'trigger.rule-effects', 'Rule effects are checked at all times while the Series resolves: they apply at once, before its next triggered ability.');
        }
      }
    }
  },
  settle(q, series) {
    // The old damage prevention step: triggers (sub-step 4), destruction (5), then what
    // destruction triggered (6, T.10.1), until nothing more happens; a step's Series checks rule
    // effects between its resolutions too.
    do {
      this.resolve(q, series);
      q.check();
    } while (q.waiting);
  },
  step(q, act) {
    if (q.waiting) q.note('note', this.combatTriggers.rule, 'The triggered abilities resolve at once, one after another; no player can respond to them.');
    this.settle(q, true);
    act();
  },
  perDamage: perPoint,
  keyword(which, source, k) { triggered(this[which].rule)(source, k); },
  countedBlockers(attacker, blockers, induced) {
    return { counted: blockers.filter((b) => !induced.has(`${b}>${attacker}`)), rule: this.bandInducedBlocks.rule };
  },
});

/**
 * The Comprehensive Rules of 1999: a triggered ability goes on the stack the next time a player
 * receives priority (404.2), so what players do in the step answers it; the active player's go on
 * it first (410.3); one that triggers while others wait goes on it above them and resolves first;
 * damage triggers once per event; creatures blocking through a band count (DERIVED: no rule
 * excludes them, 502.10e from 2001). Deathtouch and lifelink are still their printed triggers.
 */
export const THE_STACK: TriggerModel = model({
  name: 'the-stack',
  combatTriggers: { resolve: 'stack', rule: 'trigger.combat' },
  perPoint: { perPoint: false, rule: 'trigger.resolve' },
  bandInducedBlocks: { count: true, rule: 'block.band-induced' },
  deathtouch: { mode: 'triggered', rule: 'lifegain.trigger' },
  lifelink: { mode: 'triggered', rule: 'lifegain.trigger' },
  order: (q, batch) => apnap(q, batch),
  resolve(q) {
    for (let all = q.take(); all.length; all = q.take()) {
      const order = all.length > 1 ? this.order(q, all) : all;
      for (let i = 0; i < order.length; i++) {
        q.run(order[i]!);
        // State-based actions are checked whenever a player would receive priority (420.3 of 1999; 704.3).
        q.check();
        // What triggered as this one resolved (a creature dying, a life gain) goes on the stack the
        // next time a player would receive priority, above those still waiting, and resolves first
        // (404.2 of 1999-2007; 603.3).
        if (i < order.length - 1 && q.waiting) {
          const waiting = order.length - 1 - i;
          const n = q.waiting;
          q.note('note', 'trigger.stack-top', `${n === 1 ? 'The ability that just triggered goes' : `The ${n} abilities that just triggered go`} on the stack above the ${waiting === 1 ? 'triggered ability' : `${waiting} triggered abilities`} still waiting, and ${n === 1 ? 'resolves' : 'resolve'} first.`);
          this.resolve(q, true);
        }
      }
    }
  },
  settle(q) {
    q.check();
    this.resolve(q, true);
  },
  step(q, act) {
    if (q.waiting) q.note('timing', this.combatTriggers.rule, 'The triggered abilities go on the stack; what players do in this step is done in answer to them, before they resolve.');
    q.check();
    q.hold();
    act();
    q.resolveHeld();
  },
  perDamage: once,
  keyword(which, source, k) { triggered(this[which].rule)(source, k); },
  countedBlockers(_attacker, blockers) { return { counted: blockers, rule: this.bandInducedBlocks.rule }; },
});

/** Future Sight (CR 2007-05-01): the stack, with deathtouch and lifelink triggered keywords (502.63a, 502.68a). */
export const THE_STACK_TRIGGERED_KEYWORDS: TriggerModel = model({
  ...THE_STACK,
  name: 'the-stack-triggered-keywords',
  deathtouch: { mode: 'triggered', rule: 'deathtouch.triggered' },
  lifelink: { mode: 'triggered', rule: 'lifelink.triggered' },
});

/** Magic 2010 on: the stack, with deathtouch (704.5h, 702.2) and lifelink (702.13) static: applied as the damage is dealt. */
export const THE_STACK_STATIC_KEYWORDS: TriggerModel = model({
  ...THE_STACK,
  name: 'the-stack-static-keywords',
  deathtouch: { mode: 'static', rule: 'deathtouch.static' },
  lifelink: { mode: 'static', rule: 'lifelink.static' },
  keyword(which, _source, k) { k.now(this[which].rule); },
});
