// Urza's Saga (October 1998) redefined trample; everything else is the Fifth Edition rulebook.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';
import { FREE_DIVISION } from './models/assignment.js';

export default defineRuleset({
  meta: {
    id: 'urza-1998',
    title: "Fifth Edition rules with the Urza's Saga trample rule",
    effective: '1998-10-01',
    document: "D'Angelo rulings summary (Fifth Edition rules, 04/21/99)",
    sources: [
      "D'Angelo, Rulings Summary, 04/21/99, A.27 and its rulings (trample \"significantly redefined with the release of Urza's Saga at the beginning of October 1998\")",
    ],
    changes: [
      { text: 'Trample: the player dividing the damage may assign damage to the defending player only once every blocker has lethal damage; lethal counts damage already marked and ignores prevention and protection (A.27.2, A.27.Ruling.2–8).', rules: ['damage.trample'] },
      { text: 'A blocked trampler with no blockers left assigns all its damage to the player, now stated by A.27.Ruling.6 (the engine assumes the same before, UNVERIFIED).', rules: ['damage.trample-no-blockers'] },
    ],
  },
  parent: 'revised-1994',
  // The rule numbers live in docs/research/citations/urza-1998.json (generated into ./citations.ts).
  rules: CITATIONS['urza-1998'],
  // A.27 (redefined with Urza's Saga): trample's excess is assigned to the player.
  models: { assignment: FREE_DIVISION },
  hooks: {},
});
