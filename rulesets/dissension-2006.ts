// Dissension: a creature put into play attacking never "attacks" (CR 2006-05-01): a dated amendment after ninth-2005 that changes citations only: the CR
// wrote down on this day what the rulesets before it already played, so no outcome differs.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'dissension-2006',
    title: 'Dissension: a creature put into play attacking never "attacks"',
    effective: '2006-05-01',
    document: 'CR 2006-05-01',
    sources: ['Comprehensive Rules 2006-05-01 (pit142857/mtg-cr: Comprehensive Rules/CR-2006-05-01.txt)'],
    changes: [
      { text: "A creature put into play attacking triggers no \"attacks\" ability, now in so many words (308.3); the rulesets before read the same from \"starts to attack\", so only the citation changes.", rules: ['attack.put-onto-battlefield'] },
    ],
    amendment: true,
  },
  parent: 'ninth-2005',
  // The rule numbers live in docs/research/citations/dissension-2006.json (generated into ./citations.ts):
  // the rules this day wrote down, and those it renumbered.
  rules: CITATIONS['dissension-2006'],
  hooks: {},
});
