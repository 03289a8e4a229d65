// Betrayers of Kamigawa: ninjutsu enters the rules (CR 2005-02-01): a dated amendment after champions-2004 that changes citations only: the CR
// wrote down on this day what the rulesets before it already played, so no outcome differs.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'betrayers-2005',
    title: 'Betrayers of Kamigawa: ninjutsu enters the rules',
    effective: '2005-02-01',
    document: 'CR 2005-02-01',
    sources: ['Comprehensive Rules 2005-02-01 (pit142857/mtg-cr: Comprehensive Rules/CR-2005-02-01.txt)'],
    changes: [
      { text: "Ninjutsu is in the Comprehensive Rules (502.43a\u2013c): the text a card given it played as before, so only the citation changes; no outcome differs.", rules: ['ninjutsu'] },
    ],
    amendment: true,
  },
  parent: 'champions-2004',
  // The rule numbers live in docs/research/citations/betrayers-2005.json (generated into ./citations.ts):
  // the rules this day wrote down, and those it renumbered.
  rules: CITATIONS['betrayers-2005'],
  hooks: {},
});
