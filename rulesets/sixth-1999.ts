// The first Comprehensive Rules (Classic Sixth Edition, 1999-04-23): combat becomes its own
// phase, combat damage uses the stack, state-based effects replace the old end-of-phase checks.
import { defineRuleset } from '../core/ruleset.js';

export default defineRuleset({
  meta: {
    id: 'sixth-1999',
    title: 'First Comprehensive Rules (Sixth Edition): combat damage uses the stack',
    effective: '1999-04-23',
    document: 'CR 1999-04-23',
    sources: [
      'Comprehensive Rules 1999-04-23 (pit142857/mtg-cr: Comprehensive Rules/CR-1999-04-23.txt)',
      "D'Angelo, Rulings Summary, section C (~2002), for banding (C.5.10), which the 1999 CR left to an appendix",
      'Ben Bleiweiss, "Damage on the Stack", 2002-12-11',
    ],
    changes: [
      'Combat damage is assigned, put on the stack as one object, and players get priority before it is dealt (310.1–310.2).',
      'Damage is dealt as assigned even if its source left play or changed power; damage assigned to a creature that left play is not dealt (310.3–310.4).',
      'Tapped blockers deal combat damage (the old rule is gone).',
      'A player with 0 or less life loses as a state-based effect, at once (420.5a).',
      'Mana empties and burns only at the end of a phase, so mana survives from step to step of combat (300.4).',
      'Protection prevents combat damage as it is dealt (502.7b).',
    ],
  },
  parent: 'urza-1998',
  rules: {},
  hooks: {
    assignmentWindow: () => ({ kind: 'stack', rule: 'damage.stack' }),
    windowAllows: () => ({ exists: true, allowed: true, rule: 'combat.priority' }),
    tappedBlockerDeals: () => ({ deals: true, rule: 'damage.tapped-blocker' }),
    playerLoss: () => ({ when: 'sba', rule: 'sba.player-life' }),
    mana: () => ({ emptiesEachStep: false, burn: 'end-of-phase', rule: 'mana.burn' }),
    protectionTiming: () => ({ at: 'dealing', rule: 'damage.protection' }),
  },
});
