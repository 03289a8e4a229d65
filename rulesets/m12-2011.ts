// Magic 2012: the damage assignment checked as a whole (CR 2011-07-15): a dated amendment after newphyrexia-2011 that changes citations only: the CR
// wrote down on this day what the rulesets before it already played, so no outcome differs.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'm12-2011',
    title: 'Magic 2012: the damage assignment checked as a whole',
    effective: '2011-07-15',
    document: 'CR 2011-07-15',
    sources: ['Comprehensive Rules 2011-07-15 (pit142857/mtg-cr: Comprehensive Rules/CR-2011-07-15.txt)'],
    changes: [
      { text: "The lethal-damage requirement of the damage assignment order applies \"when combat damage assignments are complete\" (510.1c): the assignment is checked as a whole; the engine checks the finished assignment under both wordings, so only the citation changes.", rules: ['damage.order'] },
    ],
    amendment: true,
  },
  parent: 'newphyrexia-2011',
  // The rule numbers live in docs/research/citations/m12-2011.json (generated into ./citations.ts):
  // the rules this day wrote down, and those it renumbered.
  rules: CITATIONS['m12-2011'],
  hooks: {},
});
