// Future Sight (CR 2007-05-01): deathtouch and lifelink become keywords, both triggered. Before
// this date they are their printed wording (revised-1994's policies); the triggers now cite the
// keywords' own rules.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';
import { LAYERS_SWITCH_LAST } from './models/layers.js';
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
      { text: 'Ninjutsu (502.43, from CR 2005-02-01): an unblocked attacker returns to hand and the ninja enters from hand tapped and attacking the same player, unblocked; a creature put into play attacking triggers no "attacks" ability (308.3, from CR 2006-05-01). Before, the card plays as that first text (DERIVED).', rules: ['ninjutsu', 'attack.put-onto-battlefield'] },
      { text: 'A declaration must obey the maximum possible number of requirements (500.4): a creature that "blocks if able" and one with no abilities must both block a creature that can\'t be blocked except by two or more.', rules: ['attack.requirement', 'block.requirement'] },
      { text: 'An effect that switches a creature\'s power and toughness applies after every other effect on them (418.5i; sublayer 6e of 418.5a), those that begin later included: a 1/3 given +0/+1, switched, then given +5/+0 is 4/6, not 9/1.', rules: ['action.switch-pt'] },
    ],
  },
  parent: 'timespiral-2006',
  // The rule numbers live in docs/research/citations/futuresight-2007.json (generated into ./citations.ts).
  rules: CITATIONS['futuresight-2007'],
  // 502.63a, 502.68a: deathtouch and lifelink are triggered keywords; 500.4: the maximum number of requirements;
  // 418.5i: a power and toughness switch applies after every other effect.
  models: { triggers: THE_STACK_TRIGGERED_KEYWORDS, requirements: MAXIMUM, layers: LAYERS_SWITCH_LAST },
  hooks: {},
});
