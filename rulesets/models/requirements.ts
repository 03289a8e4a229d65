// The requirement solvers (attacking and blocking requirements: "attacks each combat if able",
// Lure), each written once; an era picks one. core/engine/requirements.ts searches the changes a
// solver allows.
import type { RequirementSolver } from '../../core/api.js';

/**
 * D'Angelo C.4.5 / C.6.6: a declaration is illegal "if any subset of the creatures that were required
 * to [attack / block] but were left out could have been added"; C.6.Ruling.4: no need to maximize
 * blockers, so a creature with no requirement is never added to help, and none is taken out to make
 * room under a limit on attackers (DERIVED: the summary names no such limit).
 */
export const REQUIRED_ADDED: RequirementSolver = {
  name: 'required-added',
  moves: { helpers: 'required', makesRoom: false, rule: 'block.requirement' },
};

/**
 * 500.2 of 1999: each creature not declared is checked "for any attacking requirements that don't
 * conflict with the rest of the proposed attack": one creature at a time, the rest as proposed;
 * with "Only one creature may attack each turn" either creature may attack.
 */
export const ONE_AT_A_TIME: RequirementSolver = {
  name: 'one-at-a-time',
  moves: { helpers: 'none', makesRoom: false, rule: 'block.requirement' },
};

/**
 * 500.4-500.5 of 2003: requirements are counted, a requirement can't be combined with a restriction
 * to require another creature (both or neither may block); 500.2's example: the creature that
 * "attacks if able" is the only legal attacker, the other taken out to make room.
 */
export const COUNTED: RequirementSolver = {
  name: 'counted',
  moves: { helpers: 'required', makesRoom: true, rule: 'block.requirement' },
};

/**
 * 500.4 of 2007 on (509.1c today): the maximum possible number of requirements; any creature may be
 * moved to reach it.
 */
export const MAXIMUM: RequirementSolver = {
  name: 'maximum',
  moves: { helpers: 'any', makesRoom: true, rule: 'block.requirement' },
};
