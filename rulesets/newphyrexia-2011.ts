// New Phyrexia: put onto the battlefield attacking what has left (CR 2011-05-01): a dated amendment after m11-2010; the CR changed these combat rules on this day.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'newphyrexia-2011',
    title: 'New Phyrexia: put onto the battlefield attacking what has left',
    effective: '2011-05-01',
    document: 'CR 2011-05-01',
    sources: ['Comprehensive Rules 2011-05-01 (xremming/rulesraker: archive/txt/2011-05-01.txt)'],
    changes: [
      { text: 'A creature put onto the battlefield attacking a planeswalker that has left (ninjutsu, a token created attacking) is never an attacking creature (508.4a); before, it attacked nothing.', rules: ['attack.put-onto-battlefield-gone'] },
    ],
    amendment: true,
  },
  parent: 'teampoison-2011',
  // The rule numbers live in docs/research/citations/newphyrexia-2011.json (generated into ./citations.ts).
  rules: CITATIONS['newphyrexia-2011'],
  capabilities: {
    // 508.4a: put onto the battlefield attacking a planeswalker that is no longer on the battlefield,
    // a creature "is never considered an attacking creature".
    enterAttackingGone: { attacking: false, rule: 'attack.put-onto-battlefield-gone' },
  },
  hooks: {},
});
