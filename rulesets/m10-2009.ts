// Magic 2010 (CR 2009-07-11): combat damage no longer uses the stack, the damage assignment
// order with lethal-before-next, static deathtouch and lifelink, mana pools empty every step.
import { defineRuleset } from '../core/ruleset.js';
import type { Window } from '../core/scenario/schema.js';

const ASSIGNED: readonly Window[] = ['first-strike-damage-assigned', 'combat-damage-assigned'];

export default defineRuleset({
  meta: {
    id: 'm10-2009',
    title: 'Magic 2010 rules: damage off the stack, damage assignment order',
    effective: '2009-07-11',
    document: 'CR 2009-07-11',
    sources: [
      'Comprehensive Rules 2009-07-11 (xremming/rulesraker: archive/txt/2009-07-11.txt)',
      'Aaron Forsythe and Mark Gottlieb, "Magic 2010 Rules Change", 2009-06-10',
    ],
    changes: [
      'Combat damage is dealt as soon as it is assigned: no player gets priority in between (510.2).',
      'Damage assignment order: announced in the declare blockers step; lethal damage to each creature before any to the next (509.2–509.3, 510.1c–d).',
      'Banding is an exception: the banding side divides freely, ignoring the order (702.19j–k).',
      'Deathtouch is static: any damage destroys (704.5h), and its source may divide damage among creatures freely, ignoring the order (702.2).',
      'Lifelink is static: life is gained as the damage is dealt; extra instances are redundant (702.13).',
      'Mana pools empty at the end of every step and phase; mana burn is abolished (500.4).',
    ],
  },
  parent: 'futuresight-2007',
  rules: {},
  hooks: {
    assignmentWindow: () => ({ kind: 'none', rule: 'damage.no-window' }),
    windowAllows: (w) => (ASSIGNED.includes(w)
      ? { exists: false, allowed: false, rule: 'window.none' }
      : { exists: true, allowed: true, rule: 'combat.priority' }),
    damageAssignmentOrder: () => ({ exists: true, rule: 'damage.order' }),
    deathtouch: () => ({ mode: 'static', freeDivision: true, rule: 'deathtouch.free-division' }),
    lifelink: () => ({ mode: 'static', rule: 'lifelink.static' }),
    mana: () => ({ emptiesEachStep: true, burn: 'none', rule: 'mana.empty' }),
  },
});
