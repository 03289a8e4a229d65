// Leaving the battlefield and leaving combat: destruction (with indestructible and regeneration),
// zone changes, and removal from combat.
import type { RuleKey } from '../rule-keys.js';
import { say } from '../events.js';
import type { Zone } from '../scenario/schema.js';
import type { RunContext } from './context.js';
import { creatureState, has, inCombat, isCreature, type CreatureState, type PermanentState } from './state.js';
import { applyStatics } from './statics.js';
import type { CounterKind } from '../scenario/schema.js';

export class Zones {
  /** The last combat damage step has assigned its damage: "remains blocked" is no longer worth saying. */
  damageAssigned = false;
  /** Creatures put into a graveyard from the battlefield since the triggers last looked ("dies" triggers). */
  died: CreatureState[] = [];

  constructor(private readonly ctx: RunContext) {}

  destroy(c: CreatureState, key: RuleKey): void {
    const { ctx } = this;
    if (has(c, 'indestructible')) {
      if (ctx.logging) ctx.log('note', 'indestructible', say`${c.spec.name} is indestructible and is not destroyed.`, { target: c.id });
      return;
    }
    if (c.regenShields > 0) {
      c.regenShields--;
      c.tapped = true;
      c.damage = 0;
      c.deathtouched = false;
      if (ctx.logging) ctx.log('regenerate', 'regenerate', say`${c.spec.name} regenerates: it is tapped, all damage is removed from it, and it is removed from combat.`, { target: c.id });
      this.removeFromCombat(c, null, true);
      return;
    }
    this.moveTo(c, 'graveyard', key);
  }

  moveTo(c: CreatureState, zone: Zone, key: RuleKey): void {
    const wasInCombat = inCombat(c);
    this.removeFromCombat(c, null, true);
    if (zone === 'graveyard' && c.zone === 'battlefield') this.died.push(c);
    c.zone = zone;
    const where = zone === 'hand' ? "its owner's hand" : zone === 'exile' ? 'exile' : "its owner's graveyard";
    if (this.ctx.logging) this.ctx.log('zone', key, say`${c.spec.name} is put into ${where}${wasInCombat ? ' and leaves combat' : ''}.`, { target: c.id });
    // Its static abilities stop applying, and static abilities stop applying to it (418.4b; 611.3b).
    applyStatics(this.ctx);
  }

  /**
   * Persist, undying and blink: the card returns to the battlefield under its owner's control as a
   * new object (400.7; D'Angelo A.1.4 before 1999): untapped, no damage, no effects, in no combat,
   * with only the given counters.
   */
  returnToBattlefield(c: CreatureState, counters: Partial<Record<CounterKind, number>>, key: RuleKey): void {
    // A new object: not renowned (702.112b), not goaded (701.38b's designation is of the object).
    Object.assign(c, creatureState(c.spec), { tapped: false, sick: true, damage: 0, counters: { '+1/+1': 0, '-1/-1': 0, ...counters }, renowned: false, goaded: false });
    const with_ = Object.entries(counters).map(([k, n]) => `${n} ${k} counter${n === 1 ? '' : 's'}`).join(' and ');
    if (this.ctx.logging) this.ctx.log('zone', key, say`${c.spec.name} returns to the battlefield under its owner's control${with_ ? ` with ${with_} on it` : ''}, as a new object in no combat.`, { target: c.id });
    this.bloodthirst(c);
    applyStatics(this.ctx);
  }

  /**
   * Bloodthirst N (702.54a): "if an opponent was dealt damage this turn, this permanent enters with
   * N +1/+1 counters on it" (a replacement on entering: each instance adds its own). Only the damage
   * of this run is known ("this turn" before the combat is not in a scenario).
   */
  private bloodthirst(c: CreatureState): void {
    const n = c.keywords.reduce((sum, k) => sum + (k.startsWith('bloodthirst ') ? Number(k.slice(12)) : 0), 0);
    if (!n) return;
    const hurt = [...this.ctx.g.damagedPlayers].filter((p) => p !== c.controller);
    if (!hurt.length) {
      if (this.ctx.logging) this.ctx.log('note', 'bloodthirst', say`${c.spec.name}'s bloodthirst adds nothing: no opponent of ${c.controller} was dealt damage this turn.`, { target: c.id });
      return;
    }
    c.counters = { ...c.counters, '+1/+1': c.counters['+1/+1'] + n };
    if (this.ctx.logging) this.ctx.log('zone', 'bloodthirst', say`Bloodthirst: ${hurt.join(', ')} was dealt damage this turn, so ${c.spec.name} enters with ${n} more +1/+1 counter${n === 1 ? '' : 's'}.`, { target: c.id, amount: n });
  }

  /**
   * Ninjutsu: the card enters from its owner's hand tapped and attacking what the returned creature
   * attacked, unblocked (502.43c; 702.49c). It was never declared as an attacker, so no "attacks"
   * ability triggers for it (308.3 from 2006; 508.3a today): the caller does not ask the triggers.
   */
  enterAttacking(c: CreatureState, attacking: string, key: RuleKey): void {
    Object.assign(c, creatureState(c.spec), { tapped: true, sick: true, attacking, blocked: false, renowned: false, goaded: false });
    this.ctx.log('zone', key, say`${c.spec.name} is put onto the battlefield from its owner's hand tapped and attacking ${this.ctx.name(attacking)}, unblocked.`, { target: c.id });
    this.bloodthirst(c);
    applyStatics(this.ctx);
  }

  /** A non-creature permanent changes zone; creatures attacking it stay attacking, attacking nothing (506.4, 510.1b). */
  movePermanent(pe: PermanentState, zone: Zone, key: RuleKey): void {
    pe.zone = zone;
    const where = zone === 'hand' ? "its owner's hand" : zone === 'exile' ? 'exile' : "its owner's graveyard";
    if (this.ctx.logging) this.ctx.log('zone', key, say`${pe.spec.name} is put into ${where}.`, { target: pe.id });
    // An anthem that leaves stops applying (611.3b; 418.4b in 2003; D'Angelo A.1.4).
    applyStatics(this.ctx);
  }

  removeFromCombat(c: CreatureState, why: string | null, silent = false): void {
    if (c.attacking === null && !c.isBlocker) return;
    const { ctx } = this;
    if (c.attacking !== null) {
      for (const b of ctx.g.creatures.values()) if (b.blocking.includes(c.id)) b.blocking = b.blocking.filter((id) => id !== c.id);
      c.attacking = null;
    }
    if (c.isBlocker) {
      for (const id of c.blocking) {
        const a = ctx.creature(id);
        a.blockers = a.blockers.filter((b) => b !== c.id);
        // Worth saying only while the attacker has combat damage still to assign.
        if (!a.blockers.length && isCreature(a) && a.attacking !== null && !this.damageAssigned) {
          if (ctx.logging) ctx.log('note', 'block.stays-blocked', say`${a.spec.name} has no blocker left but remains blocked.`, { target: a.id });
        }
      }
      c.isBlocker = false;
      c.blocking = [];
    }
    if (!silent && why && ctx.logging) ctx.log('removed-from-combat', 'combat.removed', say`${why}, so it is removed from combat.`, { target: c.id });
  }
}
