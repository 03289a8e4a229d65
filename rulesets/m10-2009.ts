// Magic 2010 (CR 2009-07-11): combat damage no longer uses the stack, the damage assignment
// order with lethal-before-next, static deathtouch and lifelink, mana pools empty every step.
import { bandsWithOther, defineRuleset, has, hasQuality, type CreatureView } from '../core/api.js';

/** 702.19c/j: a [quality] creature with "bands with other [quality]" among these, with another [quality] creature: the quality. */
function qualityGroup(creatures: readonly CreatureView[]): string | undefined {
  for (const c of creatures) {
    const q = bandsWithOther(c).find((x) => hasQuality(c, x) && creatures.some((o) => o !== c && hasQuality(o, x)));
    if (q !== undefined) return q;
  }
  return undefined;
}
import { CITATIONS } from './citations.js';
import { ORDER_DEATHTOUCH_FREE } from './models/assignment.js';
import { DAMAGE_DEALT_AT_ONCE } from './models/combat.js';
import { SEVEN_SUBLAYERS } from './models/layers.js';
import { THE_STACK_STATIC_KEYWORDS } from './models/triggers.js';


export default defineRuleset({
  meta: {
    id: 'm10-2009',
    title: 'Magic 2010 rules: damage off the stack, damage assignment order',
    effective: '2009-07-11',
    document: 'CR 2009-07-11',
    sources: [
      'Comprehensive Rules 2009-07-11 (xremming/rulesraker: archive/txt/2009-07-11.txt)',
      'Aaron Forsythe and Mark Gottlieb, "Magic 2010 Rules Change", 2009-06-10',
    ],
    changes: [
      { text: 'Combat damage is dealt as soon as it is assigned: no player gets priority in between (510.2).', rules: ['damage.no-window', 'damage.stack', 'window.none', 'combat.priority'] },
      { text: 'The second combat damage step is for creatures that had neither first strike nor double strike as the first began, plus double strikers (510.5; 510.4 in later CRs).', rules: ['damage.first-strike', 'damage.double-strike', 'damage.double-strike-gained', 'damage.double-strike-lost'] },
      { text: 'Damage assignment order: announced in the declare blockers step; lethal damage to each creature before any to the next (509.2–509.3, 510.1c–d).', rules: ['dao.order', 'dao.order-defender', 'damage.order'] },
      { text: 'Banding is an exception: the banding side divides freely, ignoring the order (702.19j–k).', rules: ['damage.banding', 'damage.banding-blocker'] },
      { text: '"Bands with other [quality]" now groups creatures of the quality, not creatures with the same ability: the band and the division need a [quality] creature with it and other [quality] creatures (702.19c, 702.19j–k).', rules: ['attack.bands-with-other', 'damage.bands-with-other', 'damage.bands-with-other-blocker'] },
      { text: 'Deathtouch is static: any damage destroys (704.5h), and its source may divide damage among creatures freely, ignoring the order (702.2).', rules: ['deathtouch.static', 'deathtouch.free-division', 'sba.deathtouch'] },
      { text: 'Lifelink is static: life is gained as the damage is dealt; extra instances are redundant (702.13).', rules: ['lifelink.static', 'lifelink.triggered'] },
      { text: 'Mana pools empty at the end of every step and phase; mana burn is abolished (500.4), and with it the exception for a controlled turn (507.4; rule 710 has none).', rules: ['mana.empty', 'mana.burn', 'control.mana-burn'] },
      { text: 'Effects that set power and toughness (layer 7b) apply before those that modify them (7c), whatever their timestamps: a pump before "becomes 0/1" still applies; before, both applied in timestamp order in sublayer 6b and the later set wiped the pump (612.3b-c).', rules: ['animate.earlier-pumps'] },
      { text: '"Creatures that would assign 0 or less damage this way don\'t assign combat damage at all" (510.1a) again, as from CR 2007-10-01: a creature with power below 0 that assigns damage equal to its toughness assigns it (CR 2009-05-01 had "Creatures with power less than 0 assign 0 combat damage").', rules: ['damage.zero-power', 'damage.toughness'] },
    ],
  },
  parent: 'alarareborn-2009',
  // The rule numbers live in docs/research/citations/m10-2009.json (generated into ./citations.ts).
  rules: CITATIONS['m10-2009'],
  // Combat damage dealt at once (510.2), with the damage assignment order (509.2) that deathtouch
  // ignores (702.2); deathtouch and lifelink static (704.5h, 702.13); setting power and toughness
  // (layer 7b) before modifying it (7c), whatever the timestamps (612.3b-c).
  models: { combat: DAMAGE_DEALT_AT_ONCE, triggers: THE_STACK_STATIC_KEYWORDS, assignment: ORDER_DEATHTOUCH_FREE, layers: SEVEN_SUBLAYERS },
  capabilities: {
    // No mana burn (500.4), so no exception for a controlled turn: 507.4 is gone (710 has none).
    turnControl: { sparesManaBurn: false, rule: 'control.turn' },
    // 510.1a: "Creatures that would assign 0 or less damage this way don't assign combat damage at
    // all" again (as from CR 2007-10-01): a creature assigning by its toughness needs no power.
    toughnessDamage: { needsPower: 'none', rule: 'damage.zero-power' },
  },
  hooks: {
    // 702.19c: creatures with banding and up to one without (even one with "bands with other");
    // or [quality] creatures, one or more with "bands with other [quality]", and no others.
    bandAllowed: (members) => {
      const without = members.filter((m) => !has(m, 'banding'));
      if (without.length <= 1) return { allowed: true, rule: 'attack.band' };
      const q = members.flatMap((m) => bandsWithOther(m).filter((x) => hasQuality(m, x))).find((x) => members.every((m) => hasQuality(m, x)));
      if (q !== undefined) return { allowed: true, rule: 'attack.bands-with-other' };
      return { allowed: false, rule: members.some((m) => bandsWithOther(m).length) ? 'attack.bands-with-other' : 'attack.band',
        reason: `has ${without.length} creatures without banding (at most one, unless all have the quality of a member's "bands with other")` };
    },
    // 702.19j-k: a creature with banding among those it fights, or a [quality] creature with
    // "bands with other [quality]" and another [quality] creature, gives their controller the division.
    divider: (source, recipients, g) => {
      const attacking = source.attacking !== null;
      if (recipients.some((r) => has(r, 'banding'))) return { player: attacking ? g.defending : g.active, banding: true, rule: attacking ? 'damage.banding' : 'damage.banding-blocker' };
      if (qualityGroup(recipients) !== undefined) return { player: attacking ? g.defending : g.active, banding: true, rule: attacking ? 'damage.bands-with-other' : 'damage.bands-with-other-blocker' };
      return { player: source.controller, banding: false, rule: attacking ? 'damage.blocked' : 'damage.blocker' };
    },
    // 510.5 (510.4 in later CRs): the second step is for creatures that had neither first strike nor double strike as
    // the first step began, and creatures that have double strike now.
    secondStepDeals: (c, s) => {
      // Given double strike after striking first: its own rule (502.28d / 702.4d).
      if (has(c, 'double strike')) return { deals: true, rule: !s.double && s.first ? 'damage.double-strike-gained' : 'damage.double-strike' };
      return { deals: !s.first && !s.double, rule: s.double ? 'damage.double-strike-lost' : 'damage.first-strike' };
    },
  },
});
