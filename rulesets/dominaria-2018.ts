// Dominaria: no planeswalker redirection; Two-Headed Giant attacks one player at a time (CR 2018-04-27): a dated amendment after m12-2011; the CR changed these combat rules on this day.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'dominaria-2018',
    title: 'Dominaria: no planeswalker redirection; Two-Headed Giant attacks one player at a time',
    effective: '2018-04-27',
    document: 'CR 2018-04-27',
    sources: ['Comprehensive Rules 2018-04-27 (pit142857/mtg-cr: Comprehensive Rules/CR-2018-04-27.txt)'],
    changes: [
      { text: 'Noncombat damage to a player can no longer be redirected to a planeswalker (306.7 says the rule has been removed).', rules: ['damage.redirect-planeswalker'] },
      { text: 'Two-Headed Giant uses the shared team turns option\'s combat rules (810.7): each attacker attacks one defending player (805.10b), "the defending player" of its abilities is that player (805.10e: forestwalk looks at that player\'s lands only), and a defending player\'s "can\'t attack you" no longer protects the teammate.', rules: ['thg.attack', 'thg.block', 'thg.defending-player'] },
    ],
    amendment: true,
  },
  parent: 'm12-2011',
  // The rule numbers live in docs/research/citations/dominaria-2018.json (generated into ./citations.ts).
  rules: CITATIONS['dominaria-2018'],
  capabilities: {
    // 306.7: "Previously, planeswalkers were subject to a redirection effect ... This rule has been removed".
    planeswalkerRedirection: { allowed: false, rule: 'damage.redirect-planeswalker' },
    // 810.7: "The Two-Headed Giant variant uses the combat rules for the shared team turns option (see
    // rule 805.10). This is a change from previous rules."
    multiplayerVariants: { exist: true, twoHeadedGiant: 'shared-team-turns', rule: 'thg.attack' },
  },
  hooks: {},
});
