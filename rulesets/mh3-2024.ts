// The Comprehensive Rules of 2024-06-07 (Modern Horizons 3): the same combat system as Magic
// 2011, renumbered over the years; only the citations change.
import { defineRuleset } from '../core/ruleset.js';

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
      'No change to combat outcomes since Magic 2011; rules renumbered (trample 702.19, lifelink 702.15, banding 702.22).',
      'From 2010-02-01 a damage assignment order is announced for every blocked attacker; from 2011-07-15 the finished assignment is checked as a whole (510.1c–e).',
    ],
  },
  parent: 'm11-2010',
  rules: {
    'combat.priority': "117.3a",
    'attack.vigilance': "702.20b",
    'attack.band': "702.22c",
    'block.reach': "702.17b",
    'block.fear': "702.36b",
    'block.shadow': "702.28b",
    'block.menace': "702.111b",
    'block.protection': "702.16f",
    'block.band': "702.22h",
    'damage.trample': "702.19b",
    'damage.trample-no-blockers': "702.19d",
    'damage.banding': "702.22j",
    'damage.protection': "702.16e",
    'damage.redirect': { rule: "614.9", unverified: true },
    'deathtouch.static': "702.2b",
    'deathtouch.lethal': "702.2c",
    'lifelink.static': "702.15b",
    'indestructible': "702.12b",
    'regenerate': "701.15a",
    'action.destroy': "701.7a",
    'action.sacrifice': "701.17a",
    'action.bounce': { rule: "400.3", unverified: true },
    'action.exile': "701.11a",
    'action.damage': "120.2b",
    'action.pump': "613.4c",
    'action.life': "119.3",
  },
  hooks: {},
});
