// Magic 2010 (CR 2009-07-11): combat damage no longer uses the stack, the damage assignment
// order with lethal-before-next, static deathtouch and lifelink, mana pools empty every step.
import { defineRuleset, has } from '../core/api.js';
import { CITATIONS } from './citations.js';


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
      { text: 'Combat damage is dealt as soon as it is assigned: no player gets priority in between (510.2).', rules: ['damage.no-window', 'damage.stack', 'window.none', 'combat.priority'] },
      { text: 'The second combat damage step is for creatures that had neither first strike nor double strike as the first began, plus double strikers (510.5; 510.4 in later CRs).', rules: ['damage.first-strike', 'damage.double-strike', 'damage.double-strike-lost'] },
      { text: 'Damage assignment order: announced in the declare blockers step; lethal damage to each creature before any to the next (509.2–509.3, 510.1c–d).', rules: ['dao.order', 'dao.order-defender', 'damage.order'] },
      { text: 'Banding is an exception: the banding side divides freely, ignoring the order (702.19j–k).', rules: ['damage.banding'] },
      { text: 'Deathtouch is static: any damage destroys (704.5h), and its source may divide damage among creatures freely, ignoring the order (702.2).', rules: ['deathtouch.static', 'deathtouch.free-division', 'sba.deathtouch'] },
      { text: 'Lifelink is static: life is gained as the damage is dealt; extra instances are redundant (702.13).', rules: ['lifelink.static', 'lifelink.triggered'] },
      { text: 'Mana pools empty at the end of every step and phase; mana burn is abolished (500.4).', rules: ['mana.empty', 'mana.burn'] },
    ],
  },
  parent: 'futuresight-2007',
  // The rule numbers live in docs/research/citations/m10-2009.json (generated into ./citations.ts).
  rules: CITATIONS['m10-2009'],
  policies: {
    assignmentWindow: { kind: 'none', rule: 'damage.no-window' },
    damageAssignmentOrder: { exists: true, rule: 'damage.order' },
    deathtouch: { mode: 'static', freeDivision: true, rule: 'deathtouch.free-division' },
    lifelink: { mode: 'static', rule: 'lifelink.static' },
    mana: { empties: 'each-step', burns: false, rule: 'mana.empty' },
  },
  hooks: {
    // 510.5 (510.4 in later CRs): the second step is for creatures that had neither first strike nor double strike as
    // the first step began, and creatures that have double strike now.
    secondStepDeals: (c, s) => {
      if (has(c, 'double strike')) return { deals: true, rule: 'damage.double-strike' };
      return { deals: !s.first && !s.double, rule: s.double ? 'damage.double-strike-lost' : 'damage.first-strike' };
    },
  },
});
