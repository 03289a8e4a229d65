// Time Spiral: +1/+1 and -1/-1 counters cancel (CR 2006-10-01): a dated amendment after dissension-2006; the CR changed these combat rules on this day.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'timespiral-2006',
    title: 'Time Spiral: +1/+1 and -1/-1 counters cancel',
    effective: '2006-10-01',
    document: 'CR 2006-10-01',
    sources: ['Comprehensive Rules 2006-10-01 (xremming/rulesraker: archive/txt/2006-10-01.txt)'],
    changes: [
      { text: '+1/+1 and -1/-1 counters on a permanent cancel in pairs as a state-based action (420.5n).', rules: ['counters.cancel'] },
    ],
    amendment: true,
  },
  parent: 'dissension-2006',
  // The rule numbers live in docs/research/citations/timespiral-2006.json (generated into ./citations.ts).
  rules: CITATIONS['timespiral-2006'],
  capabilities: {
    // 420.5n: N +1/+1 and N -1/-1 counters are removed, N the smaller count.
    countersCancel: { cancel: true, rule: 'counters.cancel' },
  },
  hooks: {},
});
