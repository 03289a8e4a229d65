// Magic 2011 (CR 2010-07-16): deathtouch damage counts as lethal for assignment; the deathtouch
// exception to the damage assignment order is gone.
import { defineRuleset, has, toughness } from '../core/api.js';

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
      'Any nonzero combat damage from a deathtouch source counts as lethal damage for assignment, including for trample (702.2b).',
      'Deathtouch damage now follows the damage assignment order (the free-division exception is gone).',
    ],
  },
  parent: 'm10-2009',
  rules: {
    'combat.priority': "116.3a",
    'damage.double-strike-lost': { rule: "702.4c", derived: true },
    'damage.prevent': { rule: "615.7", derived: true },
    'deathtouch.lethal': "702.2b",
    'deathtouch.free-division': { rule: null, note: "Removed in this document: 702.2b now makes deathtouch damage count as lethal instead of letting it ignore the damage assignment order (M11 c" },
    'lifelink.static': "702.13b",
    'action.bounce': { rule: "400.3", derived: true },
    'action.damage': "119.2b",
    'action.pump': "613.3c",
    'action.keyword': "613.1f",
    'action.set-types': "613.1d",
    'action.gain-control': "613.1b",
    'action.life': "118.3",
  },
  policies: {
    deathtouch: { mode: 'static', freeDivision: false, rule: 'deathtouch.static' },
  },
  hooks: {
    lethalDamage: (source, r, others) => {
      const needed = Math.max(0, toughness(r) - r.damage - others);
      return has(source, 'deathtouch')
        ? { amount: Math.min(needed, 1), rule: 'deathtouch.lethal' }
        : { amount: needed, rule: 'damage.lethal' };
    },
  },
});
