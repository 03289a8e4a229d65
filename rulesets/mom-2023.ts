// March of the Machine: battles (CR 2023-04-14): a dated amendment after mh2-2021; the CR changed these combat rules on this day.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'mom-2023',
    title: 'March of the Machine: battles',
    effective: '2023-04-14',
    document: 'CR 2023-04-14',
    sources: ['Comprehensive Rules 2023-04-14 (xremming/rulesraker: archive/txt/2023-04-14.txt)'],
    changes: [
      { text: 'Battles: creatures may attack a battle the defending player protects (310.5, 310.8b); its protector may block them (310.8c); damage removes defense counters (310.6) and one with 0 defense is put into the graveyard (704.5v).', rules: ['attack.battle', 'block.battle-protector', 'damage.battle', 'sba.battle-defense', 'damage.recipients', 'attack.defending-player'] },
    ],
    amendment: true,
  },
  parent: 'mh2-2021',
  // The rule numbers live in docs/research/citations/mom-2023.json (generated into ./citations.ts).
  rules: CITATIONS['mom-2023'],
  capabilities: {
    // 310.5 "Battles can be attacked"; 310.6 defense counters; 704.5v 0 defense to the graveyard.
    battles: { exists: true, rule: 'attack.battle' },
  },
  hooks: {},
});
