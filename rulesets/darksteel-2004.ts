// Darksteel (CR 2004-02-01): "Creatures with 0 or less power don't assign combat damage" (310.2a): a dated amendment after mirrodin-2003.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'darksteel-2004',
    title: 'Darksteel: creatures with 0 or less power assign no combat damage',
    effective: '2004-02-01',
    document: 'CR 2004-02-01',
    sources: ['Comprehensive Rules 2004-02-01 (xremming/rulesraker: archive/txt/2004-02-01.txt), 310.2a'],
    changes: [
      { text: '"Creatures with 0 or less power don\'t assign combat damage" (310.2a), read literally, stops a creature with 0 or less power that would assign damage equal to its toughness (DERIVED).', rules: ['damage.zero-power', 'damage.toughness'] },
    ],
    amendment: true,
  },
  parent: 'mirrodin-2003',
  // The rule numbers live in docs/research/citations/darksteel-2004.json (generated into ./citations.ts).
  rules: CITATIONS['darksteel-2004'],
  capabilities: {
    // 310.2a: "Creatures with 0 or less power don't assign combat damage", read literally, also
    // stops a creature that would assign damage equal to its toughness (DERIVED; until CR 2007-10-01).
    toughnessDamage: { needsPower: 'above-zero', rule: 'damage.zero-power' },
  },
  hooks: {},
});
