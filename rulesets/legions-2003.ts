// Legions (CR 2003-03-15): double strike; damage still uses the stack.
import { defineRuleset, has } from '../core/api.js';
import { CITATIONS } from './citations.js';
import { COUNTED } from './models/requirements.js';

export default defineRuleset({
  meta: {
    id: 'legions-2003',
    title: 'Legions: double strike',
    effective: '2003-03-15',
    document: 'CR 2003-03-15',
    sources: [
      'Comprehensive Rules 2003-03-15 (xremming/rulesraker: archive/txt/2003-03-15.txt), 502.28',
      "D'Angelo, Rulings Summary C.5.9 (~2003) with the Legions FAQ of 2003-01-23",
    ],
    changes: [
      { text: 'Double strike: the creature deals damage in both combat damage steps (502.28a–b).', rules: ['damage.double-strike'] },
      { text: 'A creature that gains double strike after first-strike damage deals damage in the second step; one that loses it deals none there (502.28c–d; Legions FAQ 2003-01-23).', rules: ['damage.double-strike', 'damage.double-strike-gained', 'damage.double-strike-lost'] },
      { text: 'The second step is for creatures that assigned no combat damage in the first, plus double strikers (310.5).', rules: ['damage.first-strike', 'damage.double-strike'] },
      { text: 'A chosen-source prevention shield that prevents no damage (something else prevented it first) is not used up (419.7c).', rules: ['prevent.source-unused', 'prevent.source'] },
      { text: 'Requirements are counted: a declaration must not leave out a requirement whose obeying would increase the number obeyed, but a requirement cannot be combined with a restriction to require another creature (500.4–500.5): "both or neither" may block.', rules: ['attack.requirement', 'block.requirement'] },
      { text: 'Morph: a face-down creature is a 2/2 with no name, types, colours or abilities, also as a copy, until it is turned face up (502.26a, 502.26d); before, a face-down creature was only hidden.', rules: ['copy.face-down'] },
    ],
  },
  parent: 'sixth-1999',
  // The rule numbers live in docs/research/citations/legions-2003.json (generated into ./citations.ts).
  rules: CITATIONS['legions-2003'],
  // 500.4-500.5: requirements counted; 500.2's example: a creature without a requirement makes room.
  models: { requirements: COUNTED },
  capabilities: {
    // 419.7c (2003): "If for any reason the shield prevents no damage, the shield isn't used up."
    unusedShieldKept: { kept: true, rule: 'prevent.source' },
    // 502.26a (morph, first in the CR of 2002-10-07): a face-down creature is "a 2/2 face-down
    // creature, with no text, no name, no subtypes"; 502.26e (2004): those are its copiable values.
    faceDown: { kind: 'morph', rule: 'copy.face-down' },
  },
  hooks: {
    // 310.5 (2003-10-01 wording; 502.2b, 502.28c-d): the second step is for creatures that assigned
    // no combat damage in the first, plus creatures that have double strike as it begins.
    secondStepDeals: (c, s) => {
      // Given double strike after striking first: its own rule (502.28d / 702.4d).
      if (has(c, 'double strike')) return { deals: true, rule: !s.double && s.dealt ? 'damage.double-strike-gained' : 'damage.double-strike' };
      return { deals: !s.dealt, rule: s.double ? 'damage.double-strike-lost' : 'damage.first-strike' };
    },
  },
});
