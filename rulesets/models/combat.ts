// The three combat procedures of the game's history, each written once; an era picks one.
import type { CombatProcedure } from '../../core/api.js';

type CombatDecisions = Omit<CombatProcedure, 'hasAssignmentWindow' | 'tappedBlockerKeepsDamage' | 'noncombatPreventionStep' | 'triggersBeforeDestruction' | 'lossIsStateBased' | 'manaBurns' | 'doublesAssignment' | 'sourceShieldsNextTime'>;

/**
 * What the engine asks of a procedure, from its decisions (`this`), so the two cannot disagree: one
 * function each, shared by the three procedures, so that a call site in the engine sees one target
 * whatever the era (a closure per procedure made every era's first run throw away the optimised
 * code of the step that asked).
 */
const ASKED: Omit<CombatProcedure, keyof CombatDecisions> = {
  hasAssignmentWindow(this: CombatDecisions) { return this.assignmentWindow.window !== null; },
  tappedBlockerKeepsDamage(this: CombatDecisions) { return this.assignmentWindow.window?.tappedBlockerKeepsDamage === true; },
  noncombatPreventionStep(this: CombatDecisions) { return this.noncombatDamage.preventionStep; },
  triggersBeforeDestruction(this: CombatDecisions) { return this.damageTriggers.when === 'before-destruction'; },
  lossIsStateBased(this: CombatDecisions) { return this.playerLoss.stateBased; },
  manaBurns(this: CombatDecisions) { return this.mana.burns; },
  doublesAssignment(this: CombatDecisions) { return this.damageDoubling.when === 'assignment'; },
  sourceShieldsNextTime(this: CombatDecisions) { return this.sourcePrevention.mode === 'next-time'; },
};

/** A combat procedure from its cited decisions and what the engine asks of them (ASKED). */
const procedure = (d: CombatDecisions): CombatProcedure => ({ ...d, ...ASKED });

/**
 * The Revised to Fifth Edition rules (D'Angelo, section T.10): damage is assigned, then a damage
 * prevention step lets only prevention, redirection, regeneration and mana sources answer it before
 * it takes effect; a spell's damage gets its own such step (T.10.2); "damage successfully dealt"
 * triggers come before destruction (T.10.1, sub-steps 4 and 5); a player below 1 life loses at the
 * end of a phase or the beginning or end of the attack (G.22.3); unused mana burns as the attack
 * ends (G.25.1); doubling modifies the assignment (T.10.1 step 0) and a chosen-source prevention
 * answers all that source's damage in the one step (G.12.1-G.12.4).
 */
export const DAMAGE_PREVENTION_STEP: CombatProcedure = procedure({
  name: 'damage-prevention-step',
  // G.22.3: a player below 1 life loses at the beginning and end of the attack; G.25.1: mana burns as it ends.
  at: { beginningOfCombat: ['check-loss'], endOfStep: [], endOfCombat: ['empty-pools', 'check-loss'] },
  // T.10.1: damage is assigned, then the damage prevention step; T.10.Ruling.5: a blocker tapped there keeps its damage.
  assignmentWindow: {
    opens: { rule: 'damage.prevention-step', text: 'Damage prevention step: only prevention, redirection, regeneration and mana sources may be used before the damage takes effect.' },
    window: { resolves: null, tappedBlockerKeepsDamage: true },
  },
  noncombatDamage: { preventionStep: true, rule: 'damage.noncombat-prevention' },
  damageTriggers: { when: 'before-destruction', rule: 'damage.prevention-step' },
  playerLoss: { stateBased: false, rule: 'loss.deferred' },
  mana: { burns: true, rule: 'mana.burn' },
  damageDoubling: { when: 'assignment', rule: 'damage.replacement-order' },
  sourcePrevention: { mode: 'prevention-step', rule: 'prevent.source' },
});

/**
 * The first Comprehensive Rules (1999) to Magic 2010: the combat damage assignment goes on the stack
 * and players get priority before it resolves (310.2); a spell's damage is dealt as it resolves, so
 * prevention must already exist (419.4); state-based effects are checked before triggers go on the
 * stack (420.2, 410.3), and a player at 0 life loses then (420.5a); mana still burns as combat ends;
 * doubling replaces the damage as it is dealt (419.6a) and a chosen-source prevention is a shield
 * for the next time (419.7c).
 */
const ON_THE_STACK: CombatDecisions = {
  name: 'damage-on-the-stack',
  // 300.4: mana empties and burns only as the phase ends.
  at: { beginningOfCombat: [], endOfStep: [], endOfCombat: ['empty-pools'] },
  // 310.2: the assignment goes on the stack; players get priority; it resolves (310.3).
  assignmentWindow: {
    opens: { rule: 'damage.stack', text: 'The combat damage assignment goes on the stack as one object; players get priority before it resolves.' },
    window: { resolves: { rule: 'damage.resolve', text: 'The combat damage resolves: it is dealt as assigned, by the sources as they last existed.' }, tappedBlockerKeepsDamage: false },
  },
  noncombatDamage: { preventionStep: false, rule: 'damage.noncombat-prevention' },
  damageTriggers: { when: 'after-sba', rule: 'trigger.resolve' },
  playerLoss: { stateBased: true, rule: 'sba.player-life' },
  mana: { burns: true, rule: 'mana.burn' },
  damageDoubling: { when: 'dealt', rule: 'damage.replacement-order' },
  sourcePrevention: { mode: 'next-time', rule: 'prevent.source' },
};
export const DAMAGE_ON_THE_STACK: CombatProcedure = procedure(ON_THE_STACK);

/**
 * Magic 2010 on: combat damage is dealt as soon as it is assigned, no player getting priority in
 * between (510.2); mana pools empty at the end of every step and mana burn is gone (500.4).
 */
export const DAMAGE_DEALT_AT_ONCE: CombatProcedure = procedure({
  ...ON_THE_STACK,
  name: 'damage-dealt-at-once',
  at: { beginningOfCombat: [], endOfStep: ['empty-pools'], endOfCombat: ['empty-pools'] },
  assignmentWindow: {
    opens: { rule: 'damage.no-window', text: 'Combat damage is dealt as soon as it is assigned; no player gets priority in between.' },
    window: null,
  },
  mana: { burns: false, rule: 'mana.empty' },
});
