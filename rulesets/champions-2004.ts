// Champions of Kamigawa (CR 2004-10-01): defender replaces the Wall type's rules meaning.
import { defineRuleset, has } from '../core/api.js';
import { CITATIONS } from './citations.js';
import { LAYERS } from './models/layers.js';

export default defineRuleset({
  meta: {
    id: 'champions-2004',
    title: 'Champions of Kamigawa: defender; Wall loses its rules meaning',
    effective: '2004-10-01',
    document: 'CR 2004-10-01',
    sources: [
      'Comprehensive Rules 2004-10-01 (pit142857/mtg-cr: Comprehensive Rules/CR-2004-10-01.txt), 308.4, 502.41 and glossary "Wall"',
      'Comprehensive Rules 2003-10-01 (xremming/rulesraker: archive/txt/2003-10-01.txt), 308.4',
    ],
    changes: [
      { text: 'Defender: a creature with defender can\'t attack (502.41).', rules: ['attack.defender'] },
      { text: 'Wall is a creature type with no rules meaning; a Wall without defender may attack (glossary).', rules: ['attack.wall'] },
      { text: 'A static animation (Ambush Commander\'s Forests) goes on when its source loses all abilities: type-changing effects apply in layer 4, before abilities are removed, and dependency counts only within a layer (418.5a-c).', rules: ['animate.source-loses-abilities'] },
    ],
  },
  parent: 'darksteel-2004',
  // The rule numbers live in docs/research/citations/champions-2004.json (generated into ./citations.ts).
  rules: CITATIONS['champions-2004'],
  // 418.5a-c: layers; a static animation goes on when its source loses all abilities.
  models: { layers: LAYERS },
  hooks: {
    attackRestriction: (c) => (has(c, 'defender') ? { rule: 'attack.defender', reason: 'has defender and cannot attack' } : null),
  },
});
