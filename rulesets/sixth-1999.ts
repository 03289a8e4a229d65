// The first Comprehensive Rules (Classic Sixth Edition, 1999-04-23): combat becomes its own
// phase, combat damage uses the stack, state-based effects replace the old end-of-phase checks.
import { defineRuleset } from '../core/api.js';
import { CITATIONS } from './citations.js';
import { DAMAGE_ON_THE_STACK } from './models/combat.js';
import { ONE_AT_A_TIME } from './models/requirements.js';
import { THE_STACK } from './models/triggers.js';

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
      { text: 'Combat damage is assigned, put on the stack as one object, and players get priority before it is dealt; the damage prevention step and its limits on what may be played are gone (310.1–310.2).', rules: ['damage.stack', 'damage.prevention-step', 'window.restricted', 'window.after-damage', 'combat.priority'] },
      { text: 'Damage is dealt as assigned even if its source left play or changed power; damage assigned to a creature that left play is not dealt (310.3–310.4).', rules: ['damage.resolve', 'damage.recipient-gone'] },
      { text: 'Tapped blockers deal combat damage (the old rule is gone).', rules: ['damage.tapped-blocker'] },
      { text: 'With the damage prevention step gone, so is its rule for tapping a blocker to pay for a prevention ability (T.10.Ruling.5): activated abilities of any kind may be used after damage is assigned, and a blocker tapped for one still deals its damage.', rules: ['cost.prevention-step', 'window.restricted'] },
      { text: 'The second combat damage step is for the creatures that assigned no damage in the first (502.2b).', rules: ['damage.first-strike'] },
      { text: 'A player with 0 or less life loses as a state-based effect, at once (420.5a).', rules: ['sba.player-life', 'loss.deferred'] },
      { text: 'Mana empties and burns only at the end of a phase, so mana survives from step to step of combat (300.4).', rules: ['mana.empty', 'mana.burn'] },
      { text: 'Damage from a spell or ability is dealt as it resolves, with no damage prevention step after it: prevention must exist before the damage (419.4), so a Healing Salve or Circle of Protection is played in answer to the spell, not after it.', rules: ['damage.noncombat-prevention'] },
      { text: 'Damage doubling replaces the damage as it would be dealt, and the affected player orders it with prevention (419.6a, 419.8a); a chosen-source prevention is a shield for the next time that source would deal damage this turn, playable at any time (419.7c, 419.3).', rules: ['damage.replacement-order', 'damage.double', 'damage.double-redirect', 'prevent.source', 'prevent.timing', 'prevent.needs-damage', 'prevent.fog-timing', 'prevent.source-unused'] },
      { text: 'Triggered abilities (lifelink, damage triggers) go on the stack after state-based effects are checked; a damage trigger triggers once per damage event, no longer once per point of damage (D\'Angelo A.8.10); so a regeneration shield played in response still answers a trigger that destroys (a deathtouch trigger), which in the damage prevention step resolved before regeneration (419.6b).', rules: ['trigger.resolve', 'lifegain.trigger', 'trigger.per-point', 'regenerate'] },
      { text: 'Abilities triggered by declaring attackers or blockers (flanking, rampage) go on the stack, so spells cast in the step answer them and resolve first; abilities of both players that trigger at once go on the stack the active player\'s first, so the other player\'s resolve first (410.3); a creature blocking through a band counts as blocking each of its members (404.2; DERIVED for bands).', rules: ['trigger.combat', 'trigger.order', 'block.band-induced'] },
      { text: 'Requirements to attack or block are checked one creature at a time against the rest of the proposed declaration (500.2) — DERIVED application.', rules: ['attack.requirement', 'block.requirement'] },
    ],
  },
  parent: 'urza-1998',
  // The rule numbers live in docs/research/citations/sixth-1999.json (generated into ./citations.ts).
  rules: CITATIONS['sixth-1999'],
  // Damage on the stack (310.2), triggers on the stack (404.2, 420.2), requirements one creature at a time (500.2).
  models: { combat: DAMAGE_ON_THE_STACK, triggers: THE_STACK, requirements: ONE_AT_A_TIME },
  hooks: {
    // 502.2b-c: the second step is for creatures that did not assign combat damage in the first;
    // gaining or losing first strike between the steps is ignored. (Double strike, printed before
    // its 2003 rule, deals in both steps as it was when the first began.)
    secondStepDeals: (_c, s) => ({ deals: s.double || !s.dealt, rule: 'damage.first-strike' }),
    // 310.2: after combat damage is assigned, players get priority with any spell or ability.
    windowAllows: (w) => ({ allowed: true, rule: w.endsWith('-assigned') ? 'damage.stack' : 'combat.priority' }),
    tappedBlockerDeals: () => ({ deals: true, rule: 'damage.tapped-blocker' }),
  },
});
