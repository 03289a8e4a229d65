// Mirrodin: controlling another player's turn (Mindslaver) (CR 2003-10-01): a dated amendment after eighth-2003; the CR changed these combat rules on this day.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'mirrodin-2003',
    title: 'Mirrodin: controlling another player\'s turn (Mindslaver)',
    effective: '2003-10-01',
    document: 'CR 2003-10-01',
    sources: ['Comprehensive Rules 2003-10-01 (xremming/rulesraker: archive/txt/2003-10-01.txt)'],
    changes: [
      { text: 'Controlling another player\'s turn (Mindslaver; 507): the controller makes every choice the player makes, such as which of the player\'s creatures attack and how they assign combat damage (507.3); the creatures stay the player\'s (507.1c); the player loses no life to mana burn (507.4).', rules: ['control.turn', 'control.objects', 'control.mana-burn'] },
    ],
    amendment: true,
  },
  parent: 'eighth-2003',
  // The rule numbers live in docs/research/citations/mirrodin-2003.json (generated into ./citations.ts).
  rules: CITATIONS['mirrodin-2003'],
  capabilities: {
    // 507.4: "A player doesn't lose life due to mana burn while another player controls his or her turn."
    turnControl: { sparesManaBurn: true, rule: 'control.mana-burn' },
  },
  hooks: {},
});
