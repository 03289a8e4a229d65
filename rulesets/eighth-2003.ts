// Eighth Edition: with no attackers the declare attackers step is finished (CR 2003-07-01): a dated amendment after legions-2003; the CR changed these combat rules on this day.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'eighth-2003',
    title: 'Eighth Edition: with no attackers the declare attackers step is finished',
    effective: '2003-07-01',
    document: 'CR 2003-07-01',
    sources: ['Comprehensive Rules 2003-07-01 (xremming/rulesraker: archive/txt/2003-07-01.txt)'],
    changes: [
      { text: 'With no attackers, the declare attackers step is finished (players get priority in it); only the declare blockers and combat damage steps are skipped (308.4).', rules: ['attack.none', 'combat.priority'] },
    ],
    amendment: true,
  },
  parent: 'legions-2003',
  // The rule numbers live in docs/research/citations/eighth-2003.json (generated into ./citations.ts).
  rules: CITATIONS['eighth-2003'],
  capabilities: {
    // 308.4: "If no creatures are declared as attackers, finish the declare attackers step, but skip
    // the declare blockers and combat damage steps" (until CR 2003-03-15: "proceeds directly to the end of combat step").
    nullAttack: { skipsDeclareAttackers: false, rule: 'attack.none' },
  },
  hooks: {},
});
