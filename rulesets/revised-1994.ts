// The oldest era: the Revised / Fourth / Fifth Edition rulebook rules, as D'Angelo's rulings
// summary states them (final Fifth Edition release, 04/21/99). It defines every hook; later
// eras override only what changed.
import { bandsWithOther, defineRuleset, has, protectedFrom, toughness, tramples, type ActionKind, type CreatureView, type DamageDivision, type Window } from '../core/api.js';
import { CITATIONS } from './citations.js';
import { DAMAGE_PREVENTION_STEP } from './models/combat.js';
import { OLD_TRAMPLE } from './models/assignment.js';
import { TIMESTAMPS_AND_DEPENDENCY } from './models/layers.js';
import { REQUIRED_ADDED } from './models/requirements.js';
import { THE_SERIES } from './models/triggers.js';

/** C.7.Ruling.1: from the start of damage dealing to the end of combat, only prevention,
 * redirection, regeneration and mana sources (T.10.3, G.35.Ruling.1). */
const RESTRICTED: readonly Window[] = [
  'first-strike-damage-assigned', 'first-strike-damage-dealt', 'combat-damage-assigned', 'combat-damage-dealt', 'end-of-combat',
];
const DP_STEP_KINDS: readonly ActionKind[] = ['prevent', 'regenerate', 'add-mana'];

export default defineRuleset({
  meta: {
    id: 'revised-1994',
    title: 'Revised / Fourth / Fifth Edition rulebook rules (old trample)',
    effective: '1994-04-01',
    document: "D'Angelo rulings summary (Fifth Edition rules, 04/21/99)",
    sources: [
      "D'Angelo, Rulings Summary, final release under the Fifth Edition rules, 04/21/99 (pit142857/mtg-cr: Comprehensive Rules/CR-1999-04-21.txt)",
      "Ben Bleiweiss, \"Damage on the Stack\", 2002-12-11 (Fifth vs Sixth Edition combat)",
    ],
    changes: [
      { text: 'The attack is part of the main phase; after damage is assigned comes a damage prevention step in which only prevention, redirection, regeneration and mana sources may be used (T.10.1, T.10.3).', rules: ['combat.phase', 'damage.prevention-step', 'window.restricted', 'window.after-damage'] },
      { text: 'A tapped blocker deals no combat damage (C.8.2).', rules: ['damage.tapped-blocker'] },
      { text: 'In the damage prevention step a blocker may tap to pay for a prevention ability; that does not undo the damage it already did (T.10.Ruling.5), but one tapped before its own damage step deals none there (C.8.2). Other activated abilities (a sacrifice to deal damage, ninjutsu) may not be used in that step (T.10.3, G.35.Ruling.1).', rules: ['cost.prevention-step', 'window.restricted', 'activate.ability'] },
      { text: 'Walls cannot attack (K.26.1).', rules: ['attack.wall'] },
      { text: 'A player below 1 life loses only at the end of a phase or at the beginning or end of the attack (G.22.3).', rules: ['loss.deferred'] },
      { text: 'Unused mana burns at the end of each phase and at the beginning and end of the attack (G.25.1).', rules: ['mana.empty', 'mana.burn'] },
      { text: 'First strike is decided once, as damage dealing begins (C.8.1).', rules: ['damage.first-strike'] },
      { text: 'Old trample (before Urza\'s Saga): damage is assigned to the blockers and unprevented damage beyond lethal is redirected to the defending player — UNVERIFIED arithmetic.', rules: ['damage.trample'] },
      { text: 'No planeswalkers or battles: a creature attacks only the defending player (C.4.6), so one declared attacking a planeswalker or battle attacks its controller or protector — DERIVED; damage is dealt only to creatures and players (G.11 Note).', rules: ['attack.defending-player', 'damage.recipients'] },
      { text: 'Banding: the banding side divides the damage of the creatures it fights (A.11.13).', rules: ['damage.banding', 'damage.banding-blocker'] },
      { text: 'Damage doubling (Furnace of Rath) applies to the assignment, before any prevention, and again to redirected damage (T.10.1 step 0, G.13.9).', rules: ['damage.replacement-order', 'damage.double', 'damage.double-redirect'] },
      { text: 'A spell or ability that deals damage is followed by its own damage prevention step, as combat damage is: prevention, redirection and regeneration answer it there, after it resolved (T.10.2, T.10.3).', rules: ['damage.noncombat-prevention'] },
      { text: 'Prevention from a chosen source (Circle of Protection) is played in the damage prevention step, only if that source has damage to prevent, and prevents all of it in that step (G.12.1-G.12.4, G.12.Ruling.3); a fog effect is played before damage dealing begins (E.6.1, C.7.Ruling.1).', rules: ['prevent.source', 'prevent.timing', 'prevent.needs-damage', 'prevent.fog-timing'] },
      { text: 'No rule for controlling another player\'s turn (first in CR 2003-10-01, 507, with Mindslaver): a scenario\'s controlled-by is read as that rule reads (the controller makes the player\'s choices; the player\'s creatures stay theirs), and the player still burns, the era\'s mana burn having no exception — DERIVED.', rules: ['control.turn', 'control.objects', 'control.mana-burn'] },
      { text: 'Requirements to attack or block: a declaration is illegal if some of the creatures required to attack or block that were left out could have been added (C.4.5, C.6.6); creatures without a requirement are not added to help (C.6.Ruling.4) — DERIVED application.', rules: ['attack.requirement', 'block.requirement'] },
    ],
  },
  parent: null,
  // The rule numbers live in docs/research/citations/revised-1994.json (generated into ./citations.ts).
  rules: CITATIONS['revised-1994'],
  // The damage prevention step (T.10) and the Series (C.4.1, C.6.1, T.9.1): rulesets/models/.
  models: { combat: DAMAGE_PREVENTION_STEP, triggers: THE_SERIES, requirements: REQUIRED_ADDED, assignment: OLD_TRAMPLE, layers: TIMESTAMPS_AND_DEPENDENCY },
  capabilities: {
    // Counters of the same value are interchangeable (G.9.3); nothing removes a +1/+1 and a -1/-1 in pairs.
    countersCancel: { cancel: false, rule: 'counters.cancel' },
    // C.4.1: with no attackers the rest of the declare attackers step is skipped too.
    nullAttack: { skipsDeclareAttackers: true, rule: 'attack.none' },
    // No rule bars a creature with 0 or less power from dealing damage measured by its toughness
    // (K.12.3 speaks of power only; 310.1a in 1999 and 2003 has no zero-power clause): DERIVED.
    toughnessDamage: { needsPower: 'none', rule: 'damage.toughness' },
    // G.12.1-G.12.4: the prevention applies in the one damage prevention step; no shield is left over.
    unusedShieldKept: { kept: false, rule: 'prevent.source' },
    // No planeswalkers or battles (first CR 2007-10-01 and 2023-04-14): C.4.6, "You declare an
    // opponent (not any of your opponent's creatures) to attack", so an attack declared on one is
    // an attack on the defending player (DERIVED), and they are dealt no damage (G.11 Note).
    planeswalkers: { exists: false, rule: 'attack.defending-player' },
    battles: { exists: false, rule: 'attack.defending-player' },
    planeswalkerRedirection: { allowed: false, rule: 'damage.redirect-planeswalker' },
    // A creature put onto the battlefield attacking a planeswalker or battle that has left is still an
    // attacking creature, attacking nothing (506.4, 510.1b): no rule says otherwise before 508.4a of
    // CR 2011-05-01 (DERIVED; before 2007 nothing can be attacked but players).
    enterAttackingGone: { attacking: true, rule: 'attack.put-onto-battlefield-gone' },
    // E.5.3-E.5.5: a face-down creature (Illusionary Mask, Camouflage) is only hidden: once it
    // matters, "the game gets to know the truth", and its own characteristics apply (no morph yet).
    faceDown: { kind: 'hidden', rule: 'copy.face-down' },
    // No rule for controlling another player's turn before CR 2003-10-01 (507, with Mindslaver):
    // a controlled-by is read as that rule reads, the controller making the player's choices, and
    // the era's mana burn (G.25.1) knows no exception, so the controlled player still burns (DERIVED).
    turnControl: { sparesManaBurn: false, rule: 'control.turn' },
    // No multiplayer options or variants (first in CR 2005-08-01; D'Angelo M.1.1: "There
    // are no official multi-player ... rules"): a scenario's range of influence or teams are not
    // applied, and the log says so (DERIVED). The 2HG mode is the first CR's, unused while none exist.
    multiplayerVariants: { exist: false, twoHeadedGiant: 'team', rule: 'multiplayer.variants' },
    // Two-Headed Giant as the first CR has it (also unused while none exists): one player's life
    // total, as an effect asks it, is half the team's, rounded up (606.9a of 2005); each player has
    // its own poison counters and loses with ten (420.5h of 2005).
    thgTeam: { playerLife: 'half-team', poison: 'each-player', rule: 'thg.player-life' },
  },
  hooks: {
    attackRestriction: (c) =>
      c.types.some((t) => t.toLowerCase() === 'wall') ? { rule: 'attack.wall', reason: 'is a Wall, and Walls cannot attack' }
      : has(c, 'defender') ? { rule: 'attack.defender', reason: 'has defender and cannot attack' }
      : null,
    windowAllows: (w, kind) =>
      // G.12.1: "Spells and abilities which prevent damage can only be played during a Damage
      // Prevention Step"; a chosen-source prevention (Circle of Protection) waits for it.
      kind === 'prevent-from-source' || kind === 'prevent-from-color'
        ? w.endsWith('-assigned') ? { allowed: true, rule: 'prevent.timing' }
        : { allowed: false, rule: 'prevent.timing', reason: 'spells and abilities which prevent damage can only be played during a damage prevention step' }
      // E.6.1, C.7.Ruling.1: a fog effect is played before damage dealing begins; whether it counts
      // as damage prevention in the damage prevention step is UNVERIFIED, so it is not allowed there.
      : kind === 'fog' && RESTRICTED.includes(w) ? { allowed: false, rule: 'prevent.fog-timing', reason: 'a fog effect is played before damage dealing begins' }
      : !RESTRICTED.includes(w) || DP_STEP_KINDS.includes(kind) ? { allowed: true, rule: 'combat.priority' }
      : w.endsWith('-assigned') ? { allowed: false, rule: 'window.restricted', reason: 'only prevention, redirection, regeneration and mana sources may be used in the damage prevention step' }
      : { allowed: false, rule: 'window.after-damage', reason: 'from the start of damage dealing to the end of combat only prevention, regeneration and mana sources may be used' },
    tappedBlockerDeals: (c) => ({ deals: !c.tapped, rule: 'damage.tapped-blocker' }),
    // C.8.1, C.8.Ruling.1–2: who strikes first is decided once; gaining or losing it later changes
    // nothing. (Double strike, printed before its 2003 rule, deals in both steps.)
    secondStepDeals: (_c, s) => ({ deals: s.double || !s.first, rule: 'damage.first-strike' }),
    // A.11.4: any number of creatures with banding and up to one without. A.12.2: creatures with
    // the same "bands with other" ability band together, and creatures with banding may join them.
    bandAllowed: (members) => {
      const without = members.filter((m) => !has(m, 'banding'));
      if (without.length <= 1) return { allowed: true, rule: 'attack.band' };
      const shared = members.flatMap(bandsWithOther).find((q) => members.every((m) => has(m, 'banding') || bandsWithOther(m).includes(q)));
      if (shared !== undefined) return { allowed: true, rule: 'attack.bands-with-other' };
      return { allowed: false, rule: without.some((m) => bandsWithOther(m).length) ? 'attack.bands-with-other' : 'attack.band',
        reason: `has ${without.length} creatures without banding (at most one, unless all share one "bands with other" ability)` };
    },
    divider: (source, recipients, g) => {
      const attacking = source.attacking !== null;
      if (recipients.some((r) => has(r, 'banding'))) {
        return { player: attacking ? g.defending : g.active, banding: true, rule: attacking ? 'damage.banding' : 'damage.banding-blocker' };
      }
      // A.12.5: two creatures with the same "bands with other" ability act as a banding creature.
      if (recipients.some((r, i) => bandsWithOther(r).some((q) => recipients.some((o, j) => j !== i && bandsWithOther(o).includes(q))))) {
        return { player: attacking ? g.defending : g.active, banding: true, rule: attacking ? 'damage.bands-with-other' : 'damage.bands-with-other-blocker' };
      }
      return { player: source.controller, banding: false, rule: attacking ? 'damage.blocked' : 'damage.blocker' };
    },
    lethalDamage: (_source, r, others) => ({ amount: Math.max(0, toughness(r) - r.damage - others), rule: 'damage.lethal' }),
    bandingDivision: (source, recipients, amount, assigned) => ({ split: destroyFewest(source, recipients, amount, assigned), rule: source.attacking !== null ? 'damage.banding' : 'damage.banding-blocker' }),
    trampleRedirect: (divisions) => ({ keep: oldTrampleKeeps(divisions), rule: 'damage.trample' }),
  },
});

/**
 * The scenario format's default for the banding player dividing an opposing creature's damage (A.11.13): all of
 * it to the first creature, in file order, that survives it: one not destroyed (indestructible, a
 * regeneration shield, protection) or to which the damage that gets through past prevention
 * shields is neither lethal nor deathtouch; else the first creature.
 */
function destroyFewest(src: CreatureView, recipients: readonly CreatureView[], amount: number, assigned: ReadonlyMap<string, number>): Map<string, number> {
  const survives = (r: CreatureView) => {
    if (has(r, 'indestructible') || r.regenShields > 0 || protectedFrom(r, src)) return true;
    const through = Math.max(0, amount - r.preventShield);
    if (through === 0) return true;
    return !has(src, 'deathtouch') && through < toughness(r) - r.damage - (assigned.get(r.id) ?? 0);
  };
  const to = recipients.find(survives) ?? recipients[0]!;
  return new Map([[to.id, amount]]);
}

/**
 * Old trample (A.27 Note, UNVERIFIED arithmetic): what each trampler's damage to a blocker is kept
 * for. A blocker needs toughness minus damage marked minus the damage of non-tramplers; that need
 * is shared out among the tramplers in order, and the rest of their damage is redirected.
 */
function oldTrampleKeeps(divisions: readonly DamageDivision[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  const tramplers = divisions.filter((p) => p.source.attacking !== null && tramples(p.source));
  const need = new Map<string, number>();
  for (const p of divisions) for (const r of p.recipients) {
    if (!need.has(r.id)) need.set(r.id, toughness(r) - r.damage);
    if (!tramplers.includes(p)) need.set(r.id, need.get(r.id)! - (p.split.get(r.id) ?? 0));
  }
  for (const p of tramplers) {
    const keep = new Map<string, number>();
    for (const r of p.recipients) {
      const n = Math.max(0, Math.min(p.split.get(r.id) ?? 0, need.get(r.id)!));
      keep.set(r.id, n);
      need.set(r.id, need.get(r.id)! - n);
    }
    out.set(p.source.id, keep);
  }
  return out;
}
