// The Comprehensive Rules of 2024-06-07 (Modern Horizons 3): the same combat system as Magic
// 2011, renumbered over the years; its changes since (2011-05-01, 2018-04-27, 2023-04-14) are the
// dated amendments before it.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'mh3-2024',
    title: 'Comprehensive Rules of 2024-06-07 (Modern Horizons 3)',
    effective: '2024-06-07',
    document: 'CR 2024-06-07',
    sources: [
      'Comprehensive Rules 2024-06-07 (xremming/rulesraker: archive/txt/2024-06-07.txt)',
      'MTG Wiki "Declare blockers step", quoting CR 509 of 2024-06-07',
    ],
    changes: [
      { text: 'No change to combat outcomes since the CR of 2023-04-14; rules renumbered (trample 702.19, lifelink 702.15, banding 702.22).', rules: [] },
      { text: 'From 2010-02-01 a damage assignment order is announced for every blocked attacker; from 2011-07-15 the finished assignment is checked as a whole (510.1c–e).', rules: ['dao.order', 'damage.order'] },
    ],
  },
  parent: 'mom-2023',
  // The rule numbers live in docs/research/citations/mh3-2024.json (generated into ./citations.ts).
  rules: CITATIONS['mh3-2024'],
  hooks: {},
});
