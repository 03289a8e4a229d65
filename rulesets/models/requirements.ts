// The requirement solvers (attacking and blocking requirements: "attacks each combat if able",
// Lure), each written once; an era picks one. Each is the search of requirement-search.ts under
// one reading of which changes to a declaration count; the engine judges the restrictions.
import type { RequirementSolver } from '../../core/api.js';
import { RequirementSearch } from './requirement-search.js';

/**
 * D'Angelo C.4.5 / C.6.6: a declaration is illegal "if any subset of the creatures that were required
 * to [attack / block] but were left out could have been added"; C.6.Ruling.4: no need to maximize
 * blockers, so a creature with no requirement is never added to help, and none is taken out to make
 * room under a limit on attackers (DERIVED: the summary names no such limit).
 */
export const REQUIRED_ADDED: RequirementSolver = new RequirementSearch('required-added', 'required', false);

/**
 * 500.2 of 1999: each creature not declared is checked "for any attacking requirements that don't
 * conflict with the rest of the proposed attack": one creature at a time, the rest as proposed;
 * with "Only one creature may attack each turn" either creature may attack.
 */
export const ONE_AT_A_TIME: RequirementSolver = new RequirementSearch('one-at-a-time', 'none', false);

/**
 * 500.4-500.5 of 2003: requirements are counted, a requirement can't be combined with a restriction
 * to require another creature (both or neither may block); 500.2's example: the creature that
 * "attacks if able" is the only legal attacker, the other taken out to make room.
 */
export const COUNTED: RequirementSolver = new RequirementSearch('counted', 'required', true);

/**
 * 500.4 of 2007 on (509.1c today): the maximum possible number of requirements; any creature may be
 * moved to reach it.
 */
export const MAXIMUM: RequirementSolver = new RequirementSearch('maximum', 'any', true);
