// Lorwyn: planeswalkers (CR 2007-10-01): a dated amendment after futuresight-2007; the CR changed these combat rules on this day.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'lorwyn-2007',
    title: 'Lorwyn: planeswalkers',
    effective: '2007-10-01',
    document: 'CR 2007-10-01',
    sources: ['Comprehensive Rules 2007-10-01 (xremming/rulesraker: archive/txt/2007-10-01.txt)'],
    changes: [
      { text: 'Planeswalkers: creatures may attack a planeswalker the defending player controls (212.9e, 308.2a); damage to one removes loyalty counters (212.9d) and one with 0 loyalty is put into the graveyard (420.5p); an unblocked creature attacking one that has left assigns no damage (306.4c).', rules: ['attack.planeswalker', 'damage.planeswalker', 'sba.planeswalker-loyalty', 'damage.attacked-gone', 'damage.recipients', 'attack.defending-player'] },
      { text: 'Noncombat damage to a player from an opponent\'s source may be dealt to a planeswalker that player controls instead (212.9g).', rules: ['damage.redirect-planeswalker'] },
      { text: 'Creatures that "would assign 0 or less damage this way" assign none (310.2a; before: "Creatures with 0 or less power"): a 0/4 that assigns damage equal to its toughness assigns 4 (DERIVED).', rules: ['damage.zero-power', 'damage.toughness'] },
    ],
    amendment: true,
  },
  parent: 'futuresight-2007',
  // The rule numbers live in docs/research/citations/lorwyn-2007.json (generated into ./citations.ts).
  rules: CITATIONS['lorwyn-2007'],
  capabilities: {
    // 212.9e "Planeswalkers can be attacked"; 212.9d loyalty; 420.5p 0 loyalty to the graveyard.
    planeswalkers: { exists: true, rule: 'attack.planeswalker' },
    // 212.9g: the opponent "may have that source deal that damage to a planeswalker the first player controls instead".
    planeswalkerRedirection: { allowed: true, rule: 'damage.redirect-planeswalker' },
    // 310.2a: "Creatures that would assign 0 or less damage this way don't assign combat damage at all" (DERIVED reading).
    toughnessDamage: { needsPower: 'none', rule: 'damage.zero-power' },
  },
  hooks: {},
});
