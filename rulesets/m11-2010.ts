// Magic 2011 (CR 2010-07-16): deathtouch damage counts as lethal for assignment; the deathtouch
// exception to the damage assignment order is gone.
import { defineRuleset, has, toughness } from '../core/api.js';
import { CITATIONS } from './citations.js';
import { DAMAGE_ASSIGNMENT_ORDER } from './models/assignment.js';

export default defineRuleset({
  meta: {
    id: 'm11-2010',
    title: 'Magic 2011: deathtouch damage counts as lethal',
    effective: '2010-07-16',
    document: 'CR 2010-07-16',
    sources: [
      'Comprehensive Rules 2010-07-16 (xremming/rulesraker: archive/txt/2010-07-16.txt), 702.2',
      'Mark Gottlieb, "July 2010 Update Bulletin", 2010-07-14',
    ],
    changes: [
      { text: 'Any nonzero combat damage from a deathtouch source counts as lethal damage for assignment, including for trample (702.2b).', rules: ['deathtouch.lethal'] },
      { text: 'Deathtouch damage now follows the damage assignment order (the free-division exception is gone).', rules: ['deathtouch.free-division', 'damage.order'] },
    ],
  },
  parent: 'eldrazi-2010',
  // The rule numbers live in docs/research/citations/m11-2010.json (generated into ./citations.ts).
  rules: CITATIONS['m11-2010'],
  // 702.2 (2010): deathtouch damage counts as lethal (hook lethalDamage), so the order binds deathtouch too.
  models: { assignment: DAMAGE_ASSIGNMENT_ORDER },
  hooks: {
    lethalDamage: (source, r, others) => {
      const needed = Math.max(0, toughness(r) - r.damage - others);
      return has(source, 'deathtouch')
        ? { amount: Math.min(needed, 1), rule: 'deathtouch.lethal' }
        : { amount: needed, rule: 'damage.lethal' };
    },
  },
});
