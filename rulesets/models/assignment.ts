// The combat damage assignment models, each written once; an era picks one.
import type { AssignmentModel } from '../../core/api.js';

type AssignmentDecisions = Omit<AssignmentModel, 'redirectsTrample'>;

/**
 * What the engine asks of a model, from its decisions (`this`), one function shared by every
 * model: a run that asks it reads the decision it rests on, so eras whose models agree there share
 * the run (core/same-runs.ts).
 */
const ASKED: Omit<AssignmentModel, keyof AssignmentDecisions> = {
  redirectsTrample(this: AssignmentDecisions) { return this.trample.mode === 'redirect'; },
};

/** An assignment model from its cited decisions: what the engine asks follows from them. */
const assignmentModel = (d: AssignmentDecisions): AssignmentModel => ({ ...d, ...ASKED });

/**
 * Before Urza's Saga: damage is assigned to the blockers and unprevented damage beyond lethal is
 * redirected to the defending player (old trample, hook trampleRedirect); no assignment order.
 */
export const OLD_TRAMPLE: AssignmentModel = assignmentModel({
  name: 'old-trample',
  trample: { mode: 'redirect', rule: 'damage.trample' },
  order: null,
});

/**
 * Urza's Saga to Magic 2010, and again from Foundations (CR 2024-11-08): the attacker divides its
 * damage among its blockers as its controller chooses, trample's excess assigned to the player.
 */
export const FREE_DIVISION: AssignmentModel = assignmentModel({
  name: 'free-division',
  trample: { mode: 'assign', rule: 'damage.trample' },
  order: null,
});

/**
 * Magic 2010: the damage assignment order, lethal damage to each creature before the next (509.2,
 * 510.1c-d); deathtouch lets its source divide freely, ignoring the order (702.2 of 2009).
 */
export const ORDER_DEATHTOUCH_FREE: AssignmentModel = assignmentModel({
  name: 'order-deathtouch-free',
  trample: { mode: 'assign', rule: 'damage.trample' },
  order: { rule: 'damage.order', deathtouchFree: 'deathtouch.free-division' },
});

/** Magic 2011 to mid-2024: the damage assignment order, with no deathtouch exception (deathtouch damage counts as lethal instead). */
export const DAMAGE_ASSIGNMENT_ORDER: AssignmentModel = assignmentModel({
  name: 'damage-assignment-order',
  trample: { mode: 'assign', rule: 'damage.trample' },
  order: { rule: 'damage.order', deathtouchFree: null },
});
