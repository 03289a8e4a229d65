// Foundations (CR 2024-11-08): the damage assignment order is removed.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';
import { FREE_DIVISION } from './models/assignment.js';

export default defineRuleset({
  meta: {
    id: 'foundations-2024',
    title: 'Foundations: damage assignment order removed',
    effective: '2024-11-08',
    document: 'CR 2024-11-08',
    sources: [
      'Comprehensive Rules 2024-11-08 (xremming/rulesraker: archive/txt/2024-11-08.txt), 509 and 510.1c–d',
      'Foundations Update Bulletin (magic.wizards.com, 2024)',
    ],
    changes: [
      { text: 'No damage assignment order: a creature blocked by several creatures divides its damage among them as its controller chooses (510.1c–d).', rules: ['dao.order', 'dao.order-defender', 'damage.order', 'damage.blocked', 'damage.blocker'] },
      { text: 'Trample still needs lethal damage on every blocker before any goes to the player (702.19b).', rules: ['damage.trample'] },
      { text: 'Banding now changes only who divides (702.22j–k).', rules: ['damage.banding', 'damage.banding-blocker'] },
    ],
  },
  parent: 'mh3-2024',
  // The rule numbers live in docs/research/citations/foundations-2024.json (generated into ./citations.ts).
  rules: CITATIONS['foundations-2024'],
  // 510.1c-d (2024-11-08): no damage assignment order; the attacker divides freely, as from 1998 to 2009.
  models: { assignment: FREE_DIVISION },
  hooks: {},
});
