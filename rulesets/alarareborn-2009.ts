// Alara Reborn: creatures with power less than 0 assign 0 combat damage (CR 2009-05-01): a dated amendment after lorwyn-2007; the CR changed this combat rule on this day.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'alarareborn-2009',
    title: 'Alara Reborn: creatures with power less than 0 assign 0 combat damage',
    effective: '2009-05-01',
    document: 'CR 2009-05-01',
    sources: ['Comprehensive Rules 2009-05-01 (xremming/rulesraker: archive/txt/2009-05-01.txt), 310.2a'],
    changes: [
      { text: '"Creatures with power less than 0 assign 0 combat damage" (310.2a) replaces "Creatures that would assign 0 or less damage this way don\'t assign combat damage at all": read literally, a creature with power below 0 assigns none even where it would assign damage equal to its toughness; one with 0 power still assigns its toughness (UNVERIFIED reading; until CR 2009-07-11).', rules: ['damage.zero-power', 'damage.toughness'] },
    ],
    amendment: true,
  },
  parent: 'lorwyn-2007',
  // The rule numbers live in docs/research/citations/alarareborn-2009.json (generated into ./citations.ts).
  rules: CITATIONS['alarareborn-2009'],
  capabilities: {
    // 310.2a: "Creatures with power less than 0 assign 0 combat damage", read literally, also stops a
    // creature with negative power that would assign damage equal to its toughness (UNVERIFIED reading).
    toughnessDamage: { needsPower: 'zero-or-more', rule: 'damage.zero-power' },
  },
  hooks: {},
});
