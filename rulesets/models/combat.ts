// The three combat procedures of the game's history, each written once; an era picks one.
import type { CombatProcedure } from '../../core/api.js';

/**
 * The Revised to Fifth Edition rules (D'Angelo, section T.10): damage is assigned, then a damage
 * prevention step lets only prevention, redirection, regeneration and mana sources answer it before
 * it takes effect; a spell's damage gets its own such step (T.10.2); "damage successfully dealt"
 * triggers come before destruction (T.10.1, sub-steps 4 and 5); a player below 1 life loses at the
 * end of a phase or the beginning or end of the attack (G.22.3); unused mana burns as the attack
 * ends (G.25.1); doubling modifies the assignment (T.10.1 step 0) and a chosen-source prevention
 * answers all that source's damage in the one step (G.12.1-G.12.4).
 */
export const DAMAGE_PREVENTION_STEP: CombatProcedure = {
  name: 'damage-prevention-step',
  assignmentWindow: { kind: 'prevention-step', rule: 'damage.prevention-step' },
  noncombatDamage: { kind: 'prevention-step', rule: 'damage.noncombat-prevention' },
  damageTriggers: { when: 'before-destruction', rule: 'damage.prevention-step' },
  playerLoss: { when: 'end-of-attack', rule: 'loss.deferred' },
  mana: { empties: 'end-of-combat', burns: true, rule: 'mana.burn' },
  damageDoubling: { when: 'assignment', rule: 'damage.replacement-order' },
  sourcePrevention: { mode: 'prevention-step', rule: 'prevent.source' },
};

/**
 * The first Comprehensive Rules (1999) to Magic 2010: the combat damage assignment goes on the stack
 * and players get priority before it resolves (310.2); a spell's damage is dealt as it resolves, so
 * prevention must already exist (419.4); state-based effects are checked before triggers go on the
 * stack (420.2, 410.3), and a player at 0 life loses then (420.5a); mana still burns as combat ends;
 * doubling replaces the damage as it is dealt (419.6a) and a chosen-source prevention is a shield
 * for the next time (419.7c).
 */
export const DAMAGE_ON_THE_STACK: CombatProcedure = {
  name: 'damage-on-the-stack',
  assignmentWindow: { kind: 'stack', rule: 'damage.stack' },
  noncombatDamage: { kind: 'immediate', rule: 'damage.noncombat-prevention' },
  damageTriggers: { when: 'after-sba', rule: 'trigger.resolve' },
  playerLoss: { when: 'sba', rule: 'sba.player-life' },
  mana: { empties: 'end-of-combat', burns: true, rule: 'mana.burn' },
  damageDoubling: { when: 'dealt', rule: 'damage.replacement-order' },
  sourcePrevention: { mode: 'next-time', rule: 'prevent.source' },
};

/**
 * Magic 2010 on: combat damage is dealt as soon as it is assigned, no player getting priority in
 * between (510.2); mana pools empty at the end of every step and mana burn is gone (500.4).
 */
export const DAMAGE_DEALT_AT_ONCE: CombatProcedure = {
  ...DAMAGE_ON_THE_STACK,
  name: 'damage-dealt-at-once',
  assignmentWindow: { kind: 'none', rule: 'damage.no-window' },
  mana: { empties: 'each-step', burns: false, rule: 'mana.empty' },
};
