// Two-Headed Giant teams share poison counters (CR 2011-04-01): a dated amendment after m11-2010; the CR changed this combat rule on this day.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';

export default defineRuleset({
  meta: {
    id: 'teampoison-2011',
    title: 'Two-Headed Giant teams share poison counters and lose with fifteen',
    effective: '2011-04-01',
    document: 'CR 2011-04-01',
    sources: ['Comprehensive Rules 2011-04-01 (xremming/rulesraker: archive/txt/2011-04-01.txt), 704.5u, 810.8d, 810.10'],
    changes: [
      { text: 'In Two-Headed Giant, poison counters a player gets are the team\'s, and a team with fifteen or more loses (704.5u, 810.8d, 810.10); before, each player had its own and lost with ten (704.5c).', rules: ['thg.poison', 'poison.loss'] },
    ],
    amendment: true,
  },
  parent: 'm11-2010',
  // The rule numbers live in docs/research/citations/teampoison-2011.json (generated into ./citations.ts).
  rules: CITATIONS['teampoison-2011'],
  capabilities: {
    // 704.5u: "In a Two-Headed Giant game, if a team has fifteen or more poison counters, that team
    // loses the game"; 810.10: "The poison counters are shared by the team."
    thgTeam: { playerLife: 'team', poison: 'team', rule: 'thg.poison' },
  },
  hooks: {},
});
