// Rise of the Eldrazi: a Two-Headed Giant player's own life total is the team's (CR 2010-04-23): a dated amendment after worldwake-2010; the CR changed this combat rule on this day.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'eldrazi-2010',
    title: "Rise of the Eldrazi: a Two-Headed Giant player's life total is the team's",
    effective: '2010-04-23',
    document: 'CR 2010-04-23',
    sources: ['Comprehensive Rules 2010-04-23 (xremming/rulesraker: archive/txt/2010-04-23.txt), 806.10a'],
    changes: [
      { text: "In Two-Headed Giant, a cost or effect that asks for one player's life total uses the team's whole life total, no longer half of it rounded up (806.10a): dethrone compares the teams' totals.", rules: ['thg.player-life', 'trigger.dethrone'] },
    ],
    amendment: true,
  },
  parent: 'worldwake-2010',
  // The rule numbers live in docs/research/citations/eldrazi-2010.json (generated into ./citations.ts).
  rules: CITATIONS['eldrazi-2010'],
  capabilities: {
    // 806.10a: "If a cost or effect needs to know the value of an individual player's life total,
    // that cost or effect uses the team's life total instead" (before: "divided by two, rounded up").
    thgTeam: { playerLife: 'team', poison: 'each-player', rule: 'thg.player-life' },
  },
  hooks: {},
});
