// Worldwake: a damage assignment order for every blocked attacker (CR 2010-02-01): a dated amendment after m10-2009 that changes citations only: the CR
// wrote down on this day what the rulesets before it already played, so no outcome differs.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'worldwake-2010',
    title: 'Worldwake: a damage assignment order for every blocked attacker',
    effective: '2010-02-01',
    document: 'CR 2010-02-01',
    sources: ['Comprehensive Rules 2010-02-01 (pit142857/mtg-cr: Comprehensive Rules/CR-2010-02-01.txt)'],
    changes: [
      { text: "Every blocked attacker gets a damage assignment order, even with one blocker (509.2); an order of one creature constrains nothing, so only the citation changes.", rules: ['dao.order'] },
    ],
    amendment: true,
  },
  parent: 'm10-2009',
  // The rule numbers live in docs/research/citations/worldwake-2010.json (generated into ./citations.ts):
  // the rules this day wrote down, and those it renumbered.
  rules: CITATIONS['worldwake-2010'],
  hooks: {},
});
