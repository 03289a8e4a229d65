// The trigger models, each written once; an era picks one.
import type { TriggerModel } from '../../core/api.js';

/**
 * The old rules: abilities triggered by declaring attackers or blockers are dealt with before the
 * Series of spells (C.4.1, C.6.1 step c) and no one can respond (T.9.1); "whenever this deals damage"
 * triggers once for each point (A.8.10); a creature blocking only through a band is not "assigned to
 * block" the others (A.19.Ruling.2, A.25.Ruling.1); deathtouch and lifelink are their printed
 * wording, plain damage triggers (T.10.Ruling.9).
 */
export const THE_SERIES: TriggerModel = {
  name: 'the-series',
  combatTriggers: { resolve: 'series', rule: 'trigger.combat' },
  perPoint: { perPoint: true, rule: 'trigger.per-point' },
  bandInducedBlocks: { count: false, rule: 'block.band-induced' },
  deathtouch: { mode: 'triggered', rule: 'lifegain.trigger' },
  lifelink: { mode: 'triggered', rule: 'lifegain.trigger' },
};

/**
 * The Comprehensive Rules of 1999: a triggered ability goes on the stack the next time a player
 * receives priority (404.2), so what players do in the step answers it; damage triggers once per
 * event; creatures blocking through a band count (DERIVED: no rule excludes them, 502.10e from 2001).
 * Deathtouch and lifelink are still their printed triggers.
 */
export const THE_STACK: TriggerModel = {
  name: 'the-stack',
  combatTriggers: { resolve: 'stack', rule: 'trigger.combat' },
  perPoint: { perPoint: false, rule: 'trigger.resolve' },
  bandInducedBlocks: { count: true, rule: 'block.band-induced' },
  deathtouch: { mode: 'triggered', rule: 'lifegain.trigger' },
  lifelink: { mode: 'triggered', rule: 'lifegain.trigger' },
};

/** Future Sight (CR 2007-05-01): the stack, with deathtouch and lifelink triggered keywords (502.63a, 502.68a). */
export const THE_STACK_TRIGGERED_KEYWORDS: TriggerModel = {
  ...THE_STACK,
  name: 'the-stack-triggered-keywords',
  deathtouch: { mode: 'triggered', rule: 'deathtouch.triggered' },
  lifelink: { mode: 'triggered', rule: 'lifelink.triggered' },
};

/** Magic 2010 on: the stack, with deathtouch (704.5h, 702.2) and lifelink (702.13) static. */
export const THE_STACK_STATIC_KEYWORDS: TriggerModel = {
  ...THE_STACK,
  name: 'the-stack-static-keywords',
  deathtouch: { mode: 'static', rule: 'deathtouch.static' },
  lifelink: { mode: 'static', rule: 'lifelink.static' },
};
