// Future Sight (CR 2007-05-01): deathtouch and lifelink become keywords, both triggered. Before
// this date they are their printed wording (revised-1994's policies); the triggers now cite the
// keywords' own rules.
import { defineRuleset } from '../core/api.js';

export default defineRuleset({
  meta: {
    id: 'futuresight-2007',
    title: 'Future Sight: deathtouch and lifelink as triggered keywords',
    effective: '2007-05-01',
    document: 'CR 2007-05-01',
    sources: ['Comprehensive Rules 2007-05-01 (xremming/rulesraker: archive/txt/2007-05-01.txt), 502.63 and 502.68'],
    changes: [
      'Deathtouch is a keyword: "Whenever this creature deals damage to a creature, destroy that creature"; each instance triggers (502.63a–b).',
      'Lifelink is a keyword: "Whenever this creature deals damage, you gain that much life"; each instance triggers (502.68a–b).',
    ],
  },
  parent: 'champions-2004',
  rules: {
    'combat.priority': "408.1c",
    'block.reach': "502.70b",
    'deathtouch.triggered': "502.63a",
    'lifelink.triggered': "502.68a",
    'lifegain.trigger': "408.1f",
    'regenerate': "501.5a",
    'action.destroy': "501.4a",
    'action.sacrifice': "501.6a",
    'action.life': "215.3",
    'window.restricted': "408.1d",
  },
  policies: {
    // 502.63a, 502.68a: the keywords' own rules replace the printed trigger wording.
    deathtouch: { mode: 'triggered', freeDivision: false, rule: 'deathtouch.triggered' },
    lifelink: { mode: 'triggered', rule: 'lifelink.triggered' },
  },
  hooks: {},
});
