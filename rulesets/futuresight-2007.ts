// Future Sight (CR 2007-05-01): deathtouch and lifelink become keywords, both triggered. Before
// this date they are their printed wording (revised-1994's policies); the triggers now cite the
// keywords' own rules.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';
import { MAXIMUM } from './models/requirements.js';
import { THE_STACK_TRIGGERED_KEYWORDS } from './models/triggers.js';

export default defineRuleset({
  meta: {
    id: 'futuresight-2007',
    title: 'Future Sight: deathtouch and lifelink as triggered keywords',
    effective: '2007-05-01',
    document: 'CR 2007-05-01',
    sources: ['Comprehensive Rules 2007-05-01 (xremming/rulesraker: archive/txt/2007-05-01.txt), 502.63 and 502.68'],
    changes: [
      { text: 'Deathtouch is a keyword: "Whenever this creature deals damage to a creature, destroy that creature"; each instance triggers (502.63a–b).', rules: ['deathtouch.triggered'] },
      { text: 'Lifelink is a keyword: "Whenever this creature deals damage, you gain that much life"; each instance triggers (502.68a–b).', rules: ['lifelink.triggered'] },
      { text: '+1/+1 and -1/-1 counters on a permanent cancel in pairs as a state-based action (420.5n, from CR 2006-10-01).', rules: ['counters.cancel'] },
      { text: 'Ninjutsu (502.43, from CR 2005-02-01): an unblocked attacker returns to hand and the ninja enters from hand tapped and attacking the same player, unblocked; a creature put into play attacking triggers no "attacks" ability (308.3, from CR 2006-05-01). Before, the card plays as that first text (DERIVED).', rules: ['ninjutsu', 'attack.put-onto-battlefield'] },
      { text: 'Multiplayer options and variants (600-609, first in CR 2005-08-01): a limited range of influence limits attacks, effects, triggers and prevention (601.3, 601.10, 601.7, 601.14b); Two-Headed Giant teams share a life total and attack the other team as a group, either defending player blocking (606.7, 606.9); an emperor attacks only the opponents next to them (607.3c).', rules: ['multiplayer.variants', 'range.attack', 'range.effect', 'range.trigger', 'range.prevention', 'thg.attack', 'thg.block', 'thg.defending-player', 'thg.life', 'emperor.attack'] },
      { text: 'A declaration must obey the maximum possible number of requirements (500.4): a creature that "blocks if able" and one with no abilities must both block a creature that can\'t be blocked except by two or more.', rules: ['attack.requirement', 'block.requirement'] },
      { text: 'An effect that switches a creature\'s power and toughness applies after every other effect on them (418.5i; sublayer 6e of 418.5a), those that begin later included: a 1/3 given +0/+1, switched, then given +5/+0 is 4/6, not 9/1.', rules: ['action.switch-pt'] },
    ],
  },
  parent: 'champions-2004',
  // The rule numbers live in docs/research/citations/futuresight-2007.json (generated into ./citations.ts).
  rules: CITATIONS['futuresight-2007'],
  // 502.63a, 502.68a: deathtouch and lifelink are triggered keywords; 500.4: the maximum number of requirements.
  models: { triggers: THE_STACK_TRIGGERED_KEYWORDS, requirements: MAXIMUM },
  capabilities: {
    // 420.5n (CR 2006-10-01): N +1/+1 and N -1/-1 counters are removed, N the smaller count.
    countersCancel: { cancel: true, rule: 'counters.cancel' },
    // 600.2: "a series of options ... and a number of variant styles of multiplayer
    // play" (601 range of influence, 606 Two-Headed Giant: the team attacked as a group, 606.7a-c; 607 Emperor).
    multiplayerVariants: { exist: true, twoHeadedGiant: 'team', rule: 'multiplayer.variants' },
    // 418.5i: effects that switch power and toughness "are applied after all other effects that affect
    // power and toughness" (sublayer 6e, 418.5a); layer 7e from 2009, 7d today.
    ptSwitch: { order: 'last', rule: 'action.switch-pt' },
  },
  hooks: {},
});
