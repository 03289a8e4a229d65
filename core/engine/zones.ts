// Leaving the battlefield and leaving combat: destruction (with indestructible and regeneration),
// zone changes, and removal from combat.
import type { RuleKey } from '../rule-keys.js';
import { say } from '../events.js';
import type { Zone } from '../scenario/schema.js';
import type { RunContext } from './context.js';
import { creatureState, has, inCombat, isCreature, type CreatureState, type PermanentState } from './state.js';
import { applyStatics, counterBarrier } from './statics.js';
import { enterAsCopy } from './copy.js';
import { defenderOf } from './permanents.js';
import { leaveCombat } from './animation.js';
import type { CounterKind } from '../scenario/schema.js';

const NO_EXILERS: readonly (CreatureState | PermanentState)[] = [];

export class Zones {
  /** The last combat damage step has assigned its damage: "remains blocked" is no longer worth saying. */
  damageAssigned = false;
  /** Creatures put into a graveyard from the battlefield since the triggers last looked ("dies" triggers). */
  died: CreatureState[] = [];
  /** Creatures that entered the battlefield since the triggers last looked ("enters" triggers). */
  entered: CreatureState[] = [];

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
      ctx.sbaDue = true;
      if (ctx.logging) ctx.log('regenerate', 'regenerate', say`${c.spec.name} regenerates: it is tapped, all damage is removed from it, and it is removed from combat.`, { target: c.id });
      this.removeFromCombat(c, null, true);
      return;
    }
    this.moveTo(c, 'graveyard', key);
  }

  moveTo(c: CreatureState, to: Zone, key: RuleKey): void {
    const zone = to === 'graveyard' ? this.graveyardOrExile(c) : to;
    const wasInCombat = inCombat(c);
    this.removeFromCombat(c, null, true);
    if (zone === 'graveyard' && c.zone === 'battlefield') this.died.push(c);
    c.zone = zone;
    this.ctx.sbaDue = true;
    const where = zone === 'hand' ? "its owner's hand" : zone === 'exile' ? 'exile' : zone === 'library' ? "its owner's library" : "its owner's graveyard";
    if (this.ctx.logging) this.ctx.log('zone', key, say`${c.spec.name} is put into ${where}${wasInCombat ? ' and leaves combat' : ''}.`, { target: c.id });
    // Its static abilities stop applying, and static abilities stop applying to it (418.4b; 611.3b).
    applyStatics(this.ctx);
  }

  /**
   * The permanents with Anafenza's replacement effect on the battlefield now. Asked for every
   * creature put into a graveyard: loops, and no list made when there are none (nearly always).
   */
  private exilers(): readonly (CreatureState | PermanentState)[] {
    const { ctx } = this;
    if (!ctx.exilers) return NO_EXILERS;
    let out: (CreatureState | PermanentState)[] | null = null;
    for (const x of ctx.all) if (x.spec.exilesOpponentsCreatures && isCreature(x)) (out ??= []).push(x);
    for (const x of ctx.g.permanents.values()) if (x.spec.exilesOpponentsCreatures && x.zone === 'battlefield') (out ??= []).push(x);
    return out ?? NO_EXILERS;
  }

  /** A mass effect's zone changes happen at once (Wrath of God): replacement effects are those there as it begins (614.1a; 419.1 of 1999). */
  private together: readonly (CreatureState | PermanentState)[] | null = null;
  atOnce(f: () => void): void {
    this.together = this.exilers();
    try { f(); } finally { this.together = null; }
  }

  /**
   * Anafenza, the Foremost: a creature card (not a token: 216.2; 111.1) that would be put into an
   * opponent's graveyard is exiled instead, a replacement effect (614.1a; 419.1 of 1999-2007; D'Angelo
   * A.7.1): it never dies, so no "dies" ability (undying, persist) triggers.
   */
  private graveyardOrExile(c: CreatureState): Zone {
    const { ctx } = this;
    const owner = c.owner;
    const by = (this.together ?? this.exilers()).find((x) => x.controller !== owner);
    if (!by || c.spec.zone === 'none') return 'graveyard';
    if (ctx.logging) ctx.log('note', 'zone.exile-instead', say`${by.spec.name}: ${c.spec.name} would be put into ${owner}'s graveyard, an opponent's; it is exiled instead.`, { source: by.id, target: c.id });
    return 'exile';
  }

  /**
   * Persist, undying and blink: the card returns to the battlefield under its owner's control as a
   * new object (400.7; D'Angelo A.1.4 before 1999): untapped, no damage, no effects, in no combat,
   * with only the given counters.
   */
  returnToBattlefield(c: CreatureState, counters: Partial<Record<CounterKind, number>>, key: RuleKey, controller = c.owner): void {
    // A new object: not renowned (702.112b), not goaded (701.38b's designation is of the object).
    Object.assign(c, creatureState(c.card), { controller, tapped: false, sick: true, damage: 0, counters: { '+1/+1': 0, '-1/-1': 0 }, renowned: false, goaded: false, goadedBy: [], incarnation: c.incarnation + 1 });
    this.ctx.sbaDue = true;
    // Counters it is given as it enters are "put on" it (122.6): Melira's "can't have -1/-1 counters put on them" stops them.
    counters = { ...counters };
    for (const k of ['+1/+1', '-1/-1'] as const) {
      const barrier = counters[k] ? counterBarrier(this.ctx, c, k) : undefined;
      if (barrier) {
        this.ctx.log('note', 'counters.cant', say`${c.spec.name} would return with ${counters[k]} ${k} counter${counters[k] === 1 ? '' : 's'}, but ${barrier} says creatures ${c.controller} controls can't have them put on them.`, { target: c.id });
        delete counters[k];
      }
    }
    c.counters = { '+1/+1': counters['+1/+1'] ?? 0, '-1/-1': counters['-1/-1'] ?? 0 };
    this.ctx.sbaDue = true;
    this.entered.push(c);
    enterAsCopy(this.ctx, c);
    this.entersWith(c);
    if (this.ctx.logging) {
      const with_ = Object.entries(counters).map(([k, n]) => `${n} ${k} counter${n === 1 ? '' : 's'}`).join(' and ');
      this.ctx.log('zone', key, say`${c.spec.name} returns to the battlefield under ${controller === c.owner ? "its owner's" : `${controller}'s`} control${with_ ? ` with ${with_} on it` : ''}, as a new object in no combat.`, { target: c.id });
    }
    this.bloodthirst(c);
    applyStatics(this.ctx);
  }

  /**
   * Bloodthirst N (702.54a): "if an opponent was dealt damage this turn, this permanent enters with
   * N +1/+1 counters on it" (a replacement on entering: each instance adds its own). Damage dealt
   * before the combat is the player's `dealt-damage-this-turn` (g.damagedPlayers).
   */
  private bloodthirst(c: CreatureState): void {
    const n = c.keywords.reduce((sum, k) => sum + (k.startsWith('bloodthirst ') ? Number(k.slice(12)) : 0), 0);
    if (!n) return;
    const hurt = [...this.ctx.g.damagedPlayers].filter((p) => p !== c.controller);
    const barrier = hurt.length ? counterBarrier(this.ctx, c, '+1/+1') : undefined;
    if (barrier) return this.ctx.log('note', 'counters.cant', say`${c.spec.name} enters without its bloodthirst counters: ${barrier} says creatures ${c.controller} controls can't have +1/+1 counters put on them.`, { target: c.id });
    if (!hurt.length) {
      if (this.ctx.logging) this.ctx.log('note', 'bloodthirst', say`${c.spec.name}'s bloodthirst adds nothing: no opponent of ${c.controller} was dealt damage this turn.`, { target: c.id });
      return;
    }
    c.counters = { ...c.counters, '+1/+1': c.counters['+1/+1'] + n };
    this.ctx.sbaDue = true;
    if (this.ctx.logging) this.ctx.log('zone', 'bloodthirst', say`Bloodthirst: ${hurt.join(', ')} was dealt damage this turn, so ${c.spec.name} enters with ${n} more +1/+1 counter${n === 1 ? '' : 's'}.`, { target: c.id, amount: n });
  }

  /**
   * Ninjutsu: the card enters from its owner's hand tapped and attacking what the returned creature
   * attacked, unblocked (502.43c; 702.49c). It was never declared as an attacker, so no "attacks"
   * ability triggers for it (308.3 from 2006; 508.3a today): the caller does not ask the triggers.
   */
  enterAttacking(c: CreatureState, attacking: string | null, key: RuleKey): void {
    Object.assign(c, creatureState(c.card), { tapped: true, sick: true, attacking, blocked: false, renowned: false, goaded: false, goadedBy: [], incarnation: c.incarnation + 1 });
    this.ctx.sbaDue = true;
    this.entered.push(c);
    enterAsCopy(this.ctx, c);
    this.entersWith(c);
    this.ctx.log('zone', key, attacking === null
      ? say`${c.spec.name} is put onto the battlefield from its owner's hand tapped, not attacking.`
      : say`${c.spec.name} is put onto the battlefield from its owner's hand tapped and attacking ${this.ctx.name(attacking)}, unblocked.`, { target: c.id });
    this.bloodthirst(c);
    applyStatics(this.ctx);
  }

  /**
   * A token is created (216.1 of 1999-2007; 110.5 of 2009-2010; 111.1 today; D'Angelo K.25): onto the
   * battlefield under its controller, as the scenario describes it; tapped, or tapped and attacking
   * (508.4: put onto the battlefield attacking, it was never declared as an attacker, so no "attacks"
   * ability triggers for it).
   */
  createToken(c: CreatureState, how: { tapped: boolean; attacking?: string; blocking?: string }, key: RuleKey, who: string): void {
    const attacking = how.attacking ?? null;
    Object.assign(c, creatureState(c.card, 'battlefield'), { tapped: how.tapped || attacking !== null, sick: true, attacking, blocked: false, incarnation: c.incarnation + 1 });
    this.ctx.sbaDue = true;
    this.entered.push(c);
    enterAsCopy(this.ctx, c);
    this.entersWith(c);
    const state = attacking !== null ? ` tapped and attacking ${this.ctx.name(attacking)}` : how.tapped ? ' tapped' : '';
    this.ctx.log('zone', key, say`${who} a ${c.spec.power}/${c.spec.toughness} ${c.spec.name} token (${c.id}) is created under ${c.controller}'s control${state}.`, { target: c.id });
    if (attacking !== null) this.ctx.log('note', 'attack.put-onto-battlefield', say`${c.spec.name} was put onto the battlefield attacking, not declared as an attacker: no ability that triggers when a creature attacks triggers for it.`, { target: c.id });
    if (how.blocking !== undefined) this.enterBlocking(c, this.ctx.creature(how.blocking));
    applyStatics(this.ctx);
  }

  /**
   * A creature put onto the battlefield blocking `a` (Flash Foliage): blocking, but it never
   * "blocked" (309.3 of 2007; 309.5 of 2007-10-01; 509.7; 509.4 of 2024-11-08), and not subject
   * to the restrictions and requirements on declaring blockers (509.7b). If `a` is no longer
   * attacking, or attacks no one its controller defends, it is never a blocking creature (506.3c,
   * 509.7a). With a damage assignment order, the active player places it there, the others' order
   * unchanged: `choices.<active>.order.<attacker>`, else last (509.7).
   */
  private enterBlocking(c: CreatureState, a: CreatureState): void {
    const ctx = this.ctx;
    if (a.zone !== 'battlefield' || a.attacking === null || defenderOf(ctx, a.attacking) !== c.controller) {
      ctx.log('note', 'block.put-onto-battlefield', say`${c.spec.name} enters the battlefield but is never a blocking creature: ${a.spec.name} is not attacking ${c.controller} or what ${c.controller} defends.`, { target: c.id });
      return;
    }
    Object.assign(c, { blocking: [a.id], isBlocker: true });
    a.blocked = true;
    let ids = [...a.blockers, c.id];
    if (a.blockers.length && ctx.rules.models.assignment.order) {
      const wanted = ctx.s.choices[ctx.g.active]?.order[a.id];
      const keeps = wanted && wanted.length === ids.length && ids.every((id) => wanted.includes(id)) && wanted.filter((id) => id !== c.id).every((id, i) => id === a.blockers[i]);
      if (keeps) ids = [...wanted];
      else if (wanted) ctx.log('choice-rejected', 'block.put-onto-battlefield', say`${ctx.g.active}'s order for ${a.spec.name} (${wanted.join(', ')}) does not place ${c.spec.name} among the others in their order; it is placed last.`, { source: a.id });
      ctx.log('order', 'block.put-onto-battlefield', say`${ctx.g.active} places ${c.spec.name} in ${a.spec.name}'s damage assignment order: ${ids.map((id) => ctx.name(id)).join(', ')}.`, { source: a.id });
    }
    a.blockers = ids;
    ctx.log('block', 'block.put-onto-battlefield', say`${c.spec.name} is put onto the battlefield blocking ${a.spec.name}; it never "blocked", so no ability that triggers when a creature blocks triggers for it.`, { source: c.id, target: a.id });
  }

  /**
   * "Enters with N counters [if an opponent was dealt damage this turn]": part of the event that puts it
   * onto the battlefield, not a trigger (614.1c; 410.10e of 2003-2007; DERIVED before).
   */
  private entersWith(c: CreatureState): void {
    for (const e of c.spec.entersWith) {
      const { kind, amount } = e['enters-with-counters'];
      if (e.if === 'opponent-was-dealt-damage' && ![...this.ctx.g.damagedPlayers].some((p) => p !== c.controller)) {
        this.ctx.log('note', 'zone.enters-with-counters', say`${c.spec.name} enters without its ${amount} ${kind} counter${amount === 1 ? '' : 's'}: no opponent of ${c.controller} was dealt damage this turn.`, { target: c.id });
        continue;
      }
      const barrier = counterBarrier(this.ctx, c, kind);
      if (barrier) {
        this.ctx.log('note', 'counters.cant', say`${c.spec.name} enters without its ${amount} ${kind} counter${amount === 1 ? '' : 's'}: ${barrier} says creatures ${c.controller} controls can't have them put on them.`, { target: c.id });
        continue;
      }
      c.counters = { ...c.counters, [kind]: c.counters[kind] + amount };
      this.ctx.sbaDue = true;
      this.ctx.log('zone', 'zone.enters-with-counters', say`${c.spec.name} enters with ${amount} ${kind} counter${amount === 1 ? '' : 's'} on it${e.if ? ' (an opponent was dealt damage this turn)' : ''}.`, { target: c.id, amount });
    }
  }

  /** A non-creature permanent changes zone; creatures attacking it stay attacking, attacking nothing (506.4, 510.1b). */
  /** `said`: the caller's own log line already says where the permanent goes (a state-based action's). */
  movePermanent(pe: PermanentState, zone: Zone, key: RuleKey, said = false): void {
    pe.zone = zone;
    this.ctx.sbaDue = true;
    const where = zone === 'hand' ? "its owner's hand" : zone === 'exile' ? 'exile' : zone === 'library' ? "its owner's library" : "its owner's graveyard";
    if (this.ctx.logging && !said) this.ctx.log('zone', key, say`${pe.spec.name} is put into ${where}.`, { target: pe.id });
    // An anthem that leaves stops applying (611.3b; 418.4b in 2003; D'Angelo A.1.4).
    applyStatics(this.ctx);
  }

  removeFromCombat(c: CreatureState, why: string | null, silent = false): void {
    leaveCombat(this.ctx, c, why, silent, this.damageAssigned);
  }
}
