// The Comprehensive Rules of 2024-06-07 (Modern Horizons 3): the same combat system as Magic
// 2011, renumbered over the years, plus battles (2023-04-14) and without the redirection of
// noncombat damage to planeswalkers (removed 2018-04-27).
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
      'MTG Wiki "Declare blockers step", quoting CR 509 of 2024-06-07 (seed 001)',
    ],
    changes: [
      { text: 'No change to creature combat outcomes since Magic 2011 but 508.4a (below); rules renumbered (trample 702.19, lifelink 702.15, banding 702.22).', rules: [] },
      { text: 'Battles (since CR 2023-04-14): creatures may attack a battle the defending player protects (310.5, 310.8b); its protector may block them (310.8c); damage removes defense counters (310.6) and one with 0 defense is put into the graveyard (704.5v).', rules: ['attack.battle', 'block.battle-protector', 'damage.battle', 'sba.battle-defense', 'damage.recipients', 'attack.defending-player'] },
      { text: 'Noncombat damage to a player can no longer be redirected to a planeswalker (removed 2018-04-27; 306.7 says so).', rules: ['damage.redirect-planeswalker'] },
      { text: 'A creature put onto the battlefield attacking a planeswalker or battle that has left (ninjutsu, a token created attacking) is never an attacking creature (508.4a, from CR 2011-05-01); before, it attacked nothing.', rules: ['attack.put-onto-battlefield-gone'] },
      { text: 'Two-Headed Giant uses the shared team turns option\'s combat rules (810.7, from CR 2018-07-13): each attacker attacks one defending player (805.10b), "the defending player" of its abilities is that player (805.10e: forestwalk looks at that player\'s lands only), and a defending player\'s "can\'t attack you" no longer protects the teammate.', rules: ['thg.attack', 'thg.block', 'thg.defending-player'] },
      { text: 'From 2010-02-01 a damage assignment order is announced for every blocked attacker; from 2011-07-15 the finished assignment is checked as a whole (510.1c–e).', rules: ['dao.order', 'damage.order'] },
    ],
  },
  parent: 'm11-2010',
  // The rule numbers live in docs/research/citations/mh3-2024.json (generated into ./citations.ts).
  rules: CITATIONS['mh3-2024'],
  capabilities: {
    battles: { exists: true, rule: 'attack.battle' },
    planeswalkerRedirection: { allowed: false, rule: 'damage.redirect-planeswalker' },
    // 508.4a (from CR 2011-05-01): put onto the battlefield attacking a planeswalker or battle that is
    // no longer on the battlefield, a creature "is never considered an attacking creature".
    enterAttackingGone: { attacking: false, rule: 'attack.put-onto-battlefield-gone' },
    // 810.7: "The Two-Headed Giant variant uses the combat rules for the shared team turns
    // option (see rule 805.10). This is a change from previous rules" (from CR 2018-07-13).
    multiplayerVariants: { exist: true, twoHeadedGiant: 'shared-team-turns', rule: 'thg.attack' },
  },
  hooks: {},
});
