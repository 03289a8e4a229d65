// Champions of Kamigawa (CR 2004-10-01): defender replaces the Wall type's rules meaning; with no
// attackers the declare attackers step is finished (308.4, worded so from CR 2003-10-01).
import { defineRuleset, has } from '../core/api.js';
import { CITATIONS } from './citations.js';

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
      { text: '"Creatures with 0 or less power don\'t assign combat damage" (310.2a), read literally, stops a creature with 0 or less power that would assign damage equal to its toughness (DERIVED).', rules: ['damage.zero-power', 'damage.toughness'] },
      { text: 'Controlling another player\'s turn (Mindslaver; 507, from CR 2003-10-01): the controller makes every choice the player makes, such as which of the player\'s creatures attack and how they assign combat damage (507.3); the creatures stay the player\'s (507.1c); the player loses no life to mana burn (507.4).', rules: ['control.turn', 'control.objects', 'control.mana-burn'] },
      { text: 'A static animation (Ambush Commander\'s Forests) goes on when its source loses all abilities: type-changing effects apply in layer 4, before abilities are removed, and dependency counts only within a layer (418.5a-c).', rules: ['animate.source-loses-abilities'] },
      { text: 'With no attackers, the declare attackers step is finished (players get priority in it); only the declare blockers and combat damage steps are skipped (308.4; so worded from CR 2003-10-01).', rules: ['attack.none', 'combat.priority'] },
    ],
  },
  parent: 'legions-2003',
  // The rule numbers live in docs/research/citations/champions-2004.json (generated into ./citations.ts).
  rules: CITATIONS['champions-2004'],
  capabilities: {
    // 308.4 (from CR 2003-10-01): with no attackers, finish the declare attackers step.
    nullAttack: { skipsDeclareAttackers: false, rule: 'attack.none' },
    // 310.2a: "Creatures with 0 or less power don't assign combat damage", read literally, also
    // stops a creature that would assign damage equal to its toughness (DERIVED; until CR 2007-10-01).
    toughnessDamage: { needsPower: true, rule: 'damage.zero-power' },
    // 507.4 (from CR 2003-10-01, with Mindslaver): no mana burn while another player controls the turn.
    turnControl: { sparesManaBurn: true, rule: 'control.mana-burn' },
    // 418.5a-c: a type-changing effect applies in layer 4, before abilities are removed (layer 5), and dependency
    // counts only within one layer: a static animation goes on when its source loses all abilities.
    lostAbilityAnimation: { stops: false, rule: 'animate.source-loses-abilities' },
  },
  hooks: {
    attackRestriction: (c) => (has(c, 'defender') ? { rule: 'attack.defender', reason: 'has defender and cannot attack' } : null),
  },
});
