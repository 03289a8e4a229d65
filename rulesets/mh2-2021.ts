// Modern Horizons 2: trample over planeswalkers enters the rules (CR 2021-06-09): a dated amendment after dominaria-2018 that changes citations only: the CR
// wrote down on this day what the rulesets before it already played, so no outcome differs.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'mh2-2021',
    title: 'Modern Horizons 2: trample over planeswalkers enters the rules',
    effective: '2021-06-09',
    document: 'CR 2021-06-09',
    sources: ['Comprehensive Rules 2021-06-09 (pit142857/mtg-cr: Comprehensive Rules/CR-2021-06-09.txt)'],
    changes: [
      { text: "Trample over planeswalkers is in the Comprehensive Rules (702.19c): the reminder text a creature given it played as before, so only the citation changes; no outcome differs.", rules: ['damage.trample-over-planeswalkers'] },
    ],
    amendment: true,
  },
  parent: 'dominaria-2018',
  // The rule numbers live in docs/research/citations/mh2-2021.json (generated into ./citations.ts):
  // the rules this day wrote down, and those it renumbered.
  rules: CITATIONS['mh2-2021'],
  hooks: {},
});
