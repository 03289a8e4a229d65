// The oldest era: the Revised / Fourth / Fifth Edition rulebook rules, as D'Angelo's rulings
// summary states them (final Fifth Edition release, 04/21/99). It defines every hook; later
// eras override only what changed.
import { defineRuleset, has, protectedFrom, toughness, type ActionKind, type CreatureView, type DamageDivision, type Window } from '../core/api.js';

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
      'The attack is part of the main phase; after damage is assigned comes a damage prevention step in which only prevention, redirection, regeneration and mana sources may be used (T.10.1, T.10.3).',
      'A tapped blocker deals no combat damage (C.8.2).',
      'Walls cannot attack (K.26.1).',
      'A player below 1 life loses only at the end of a phase or at the beginning or end of the attack (G.22.3).',
      'Unused mana burns at the end of each phase and at the beginning and end of the attack (G.25.1).',
      'First strike is decided once, as damage dealing begins (C.8.1).',
      'Old trample (before Urza\'s Saga): damage is assigned to the blockers and unprevented damage beyond lethal is redirected to the defending player — UNVERIFIED arithmetic.',
      'Banding: the banding side divides the damage of the creatures it fights (A.11.13).',
    ],
  },
  parent: null,
  rules: {
    'combat.phase': "D'Angelo C.1.1",
    'combat.removed': "D'Angelo C.1.5",
    'combat.end': "D'Angelo C.9.1",
    'combat.priority': "D'Angelo C.5.1",
    'attack.declare': "D'Angelo C.4.4",
    'attack.taps': "D'Angelo C.4.3",
    'attack.vigilance': "D'Angelo C.4.3",
    'attack.tapped': "D'Angelo C.4.2",
    'attack.sick': "D'Angelo G.39.2",
    'attack.haste': { rule: null, note: "No haste keyword in the Fifth Edition rules (the summary's ability list A.1-A.27 has none)" },
    'attack.wall': "D'Angelo K.26.1",
    'attack.defender': { rule: null, note: "Defender does not exist before Champions of Kamigawa (CR 2004-10-01, 502.41)" },
    'attack.illegal': "D'Angelo C.4.4",
    'attack.band': "D'Angelo A.11.4",
    'attack.none': { rule: "D'Angelo C.4.Ruling.3", derived: true },
    'block.declare': "D'Angelo C.6.3",
    'block.tapped': "D'Angelo C.6.2",
    'block.one': "D'Angelo C.6.4",
    'block.flying': "D'Angelo A.20.2",
    'block.reach': { rule: null, note: "Reach is not a keyword before Future Sight (CR 2007-05-01, 502.70)" },
    'block.fear': "D'Angelo C.6.Ruling.1",
    'block.shadow': "D'Angelo A.26.2",
    'block.menace': { rule: null, note: "Menace does not exist in this era (introduced 2015)" },
    'block.protection': "D'Angelo A.24.2",
    'block.cant': "D'Angelo C.6.2",
    'block.illegal': "D'Angelo C.6.3",
    'block.band': "D'Angelo A.11.8",
    'block.stays-blocked': "D'Angelo C.6.10",
    'dao.order': { rule: null, note: "No damage assignment order before the M10 rules (CR 2009-07-11, 509.2)" },
    'dao.order-defender': { rule: null, note: "No damage assignment order before the M10 rules (CR 2009-07-11, 509.2)" },
    'damage.step': "D'Angelo C.8.1",
    'damage.first-strike': "D'Angelo C.8.1",
    'damage.double-strike': { rule: null, note: "Double strike does not exist before Legions (CR 2003-03-15, 502.28)" },
    'damage.double-strike-lost': { rule: null, note: "Double strike has no rule before 2003" },
    'damage.unblocked': "D'Angelo C.8.4",
    'damage.blocked': "D'Angelo C.8.5",
    'damage.blocker': "D'Angelo C.8.6",
    'damage.no-blockers': "D'Angelo C.6.10",
    'damage.zero-power': "D'Angelo K.12.3",
    'damage.all-assigned': "D'Angelo C.8.Ruling.4",
    'damage.order': { rule: null, note: "No damage assignment order and no lethal-before-next rule in this era" },
    'damage.lethal': "D'Angelo K.12.4",
    'damage.trample': { rule: "D'Angelo A.27 (Note)", unverified: true },
    'damage.trample-no-blockers': { rule: "D'Angelo A.27 (Note)", unverified: true },
    'damage.banding': "D'Angelo A.11.13",
    'damage.tapped-blocker': "D'Angelo C.8.2",
    'damage.stack': { rule: null, note: "No stack in the Fifth Edition rules" },
    'damage.resolve': { rule: null, note: "Concept belongs to damage-on-the-stack (CR 1999-04-23 rule 310.4)" },
    'damage.recipient-gone': "D'Angelo T.10.7",
    'damage.no-window': { rule: null, note: "Not applicable: combat damage is followed by a damage prevention step (T.10.1) in which only prevention, redirection, regeneration, mana sou" },
    'damage.prevention-step': "D'Angelo T.10.1",
    'damage.deal': "D'Angelo T.10.1",
    'damage.protection': "D'Angelo A.24.2",
    'damage.prevent': "D'Angelo G.12.3",
    'deathtouch.static': { rule: null, note: "Static deathtouch starts with CR 2009-07-11 (702.2)" },
    'deathtouch.triggered': { rule: null, note: "Deathtouch does not exist before Future Sight (CR 2007-05-01, 502.63, triggered)" },
    'deathtouch.lethal': { rule: null, note: "Deathtouch-as-lethal starts with CR 2010-07-16" },
    'deathtouch.free-division': { rule: null, note: "Deathtouch free division exists only in the M10 rules (CR 2009-07-11)" },
    'lifelink.static': { rule: null, note: "Static lifelink starts with CR 2009-07-11 (702.13)" },
    'lifelink.triggered': { rule: null, note: "Lifelink does not exist before Future Sight (CR 2007-05-01, 502.68, triggered)" },
    'lifegain.trigger': "D'Angelo T.10.Ruling.9",
    'indestructible': { rule: null, note: "Indestructible does not exist before Darksteel (2004)" },
    'sba.lethal-damage': "D'Angelo K.12.4",
    'sba.zero-toughness': "D'Angelo K.12.Ruling.1",
    'sba.deathtouch': { rule: null, note: "Deathtouch does not exist before Future Sight (CR 2007-05-01, 502.63, triggered)" },
    'sba.player-life': "D'Angelo G.22.3",
    'loss.deferred': "D'Angelo G.22.3",
    'trigger.per-point': "D'Angelo A.8.10",
    'trigger.resolve': "D'Angelo A.8.3",
    'regenerate': "D'Angelo G.32.3",
    'action.destroy': "D'Angelo G.14.1",
    'action.sacrifice': "D'Angelo G.35.1",
    'action.bounce': "D'Angelo Z.1.5",
    'action.exile': "D'Angelo G.33.1",
    'action.damage': "D'Angelo C.1.8",
    'action.pump': "D'Angelo A.2.5",
    'action.keyword': "D'Angelo A.1.12",
    'action.set-types': "D'Angelo K.13.7",
    'action.tap': "D'Angelo C.1.Ruling.1",
    'action.gain-control': "D'Angelo G.6.3",
    'action.life': "D'Angelo G.24.1",
    'action.add-mana': "D'Angelo G.26.1",
    'action.remove-from-combat': "D'Angelo C.1.4",
    'window.none': "D'Angelo C.7.Ruling.1",
    'window.restricted': "D'Angelo T.10.3",
    'window.after-damage': "D'Angelo C.7.Ruling.1",
    'mana.empty': "D'Angelo G.26.Ruling.1",
    'mana.burn': "D'Angelo G.25.1",
  },
  policies: {
    nullAttack: { skipsDeclareAttackers: true, rule: 'attack.none' },
    assignmentWindow: { kind: 'prevention-step', rule: 'damage.prevention-step' },
    damageAssignmentOrder: { exists: false, rule: 'damage.blocked' },
    trample: { mode: 'redirect', rule: 'damage.trample' },
    // Before the keywords (Future Sight, 2007) deathtouch and lifelink are their printed wording:
    // plain "whenever this deals damage" triggers (T.10.Ruling.9).
    deathtouch: { mode: 'triggered', freeDivision: false, rule: 'lifegain.trigger' },
    lifelink: { mode: 'triggered', rule: 'lifegain.trigger' },
    playerLoss: { when: 'end-of-attack', rule: 'loss.deferred' },
    // G.25.1: unused mana burns at the end of the attack (at its beginning the pools are empty).
    mana: { empties: 'end-of-combat', burns: true, rule: 'mana.burn' },
    // T.10.1: "damage successfully dealt" triggers (sub-step 4) come before destruction (sub-step 5);
    // A.8.10: they trigger once for each point of damage.
    triggerTiming: { when: 'before-destruction', perPoint: true, rule: 'trigger.per-point' },
  },
  hooks: {
    attackRestriction: (c) =>
      c.types.some((t) => t.toLowerCase() === 'wall') ? { rule: 'attack.wall', reason: 'is a Wall, and Walls cannot attack' }
      : has(c, 'defender') ? { rule: 'attack.defender', reason: 'has defender and cannot attack' }
      : null,
    windowAllows: (w, kind) =>
      !RESTRICTED.includes(w) || DP_STEP_KINDS.includes(kind) ? { allowed: true, rule: 'combat.priority' }
      : w.endsWith('-assigned') ? { allowed: false, rule: 'window.restricted', reason: 'only prevention, redirection, regeneration and mana sources may be used in the damage prevention step' }
      : { allowed: false, rule: 'window.after-damage', reason: 'from the start of damage dealing to the end of combat only prevention, regeneration and mana sources may be used' },
    tappedBlockerDeals: (c) => ({ deals: !c.tapped, rule: 'damage.tapped-blocker' }),
    // C.8.1, C.8.Ruling.1–2: who strikes first is decided once; gaining or losing it later changes
    // nothing. (Double strike, printed before its 2003 rule, deals in both steps.)
    secondStepDeals: (_c, s) => ({ deals: s.double || !s.first, rule: 'damage.first-strike' }),
    divider: (source, recipients, g) => {
      const attacking = source.attacking !== null;
      if (recipients.some((r) => has(r, 'banding'))) {
        return { player: attacking ? g.defending : g.active, banding: true, rule: 'damage.banding' };
      }
      return { player: source.controller, banding: false, rule: attacking ? 'damage.blocked' : 'damage.blocker' };
    },
    lethalDamage: (_source, r, others) => ({ amount: Math.max(0, toughness(r) - r.damage - others), rule: 'damage.lethal' }),
    bandingDivision: (source, recipients, amount, assigned) => ({ split: destroyFewest(source, recipients, amount, assigned), rule: 'damage.banding' }),
    trampleRedirect: (divisions) => ({ keep: oldTrampleKeeps(divisions), rule: 'damage.trample' }),
  },
});

/**
 * Spec §4's default for the banding player dividing an opposing creature's damage (A.11.13): all of
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
  const tramplers = divisions.filter((p) => p.source.attacking !== null && has(p.source, 'trample'));
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
