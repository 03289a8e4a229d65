// Ninth Edition: the multiplayer options and variants (CR 2005-08-01): a dated amendment after betrayers-2005; the CR changed these combat rules on this day.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'ninth-2005',
    title: 'Ninth Edition: the multiplayer options and variants',
    effective: '2005-08-01',
    document: 'CR 2005-08-01',
    sources: ['Comprehensive Rules 2005-08-01 (xremming/rulesraker: archive/txt/2005-08-01.txt)'],
    changes: [
      { text: 'Multiplayer options and variants (600-609): a limited range of influence limits attacks, effects, triggers and prevention (601.3, 601.10, 601.7, 601.14b); Two-Headed Giant teams share a life total and attack the other team as a group, either defending player blocking (606.7, 606.9); an emperor attacks only the opponents next to them (607.3c).', rules: ['multiplayer.variants', 'range.attack', 'range.effect', 'range.trigger', 'range.prevention', 'thg.attack', 'thg.block', 'thg.defending-player', 'thg.life', 'emperor.attack'] },
    ],
    amendment: true,
  },
  parent: 'betrayers-2005',
  // The rule numbers live in docs/research/citations/ninth-2005.json (generated into ./citations.ts).
  rules: CITATIONS['ninth-2005'],
  capabilities: {
    // 600.2: "a series of options ... and a number of variant styles of multiplayer play"
    // (601 range of influence, 606 Two-Headed Giant: the team attacked as a group, 606.7a-c; 607 Emperor).
    multiplayerVariants: { exist: true, twoHeadedGiant: 'team', rule: 'multiplayer.variants' },
  },
  hooks: {},
});
