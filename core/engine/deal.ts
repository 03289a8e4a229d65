// Dealing damage, combat and noncombat: protection, prevention shields, marking damage and
// losing life, old trample's redirection, then the triggers the damage causes.
import type { RuleKey } from '../rule-keys.js';
import type { Window } from '../scenario/schema.js';
import { say } from '../events.js';
import { assignment, type Assignment } from './assignment.js';
import type { RunContext } from './context.js';
import type { StateBasedActions } from './sba.js';
import { damagePermanent, redirection, undamageable } from './permanents.js';
import { inRange } from './multiplayer.js';
import { counterBarrier, poisonBarrier } from './statics.js';
import { addCounters, has, isCreature, protectedFrom, toughness, type CreatureState, type PermanentState, type PlayerState } from './state.js';
import type { Hurt } from './trigger.js';
import type { Triggers } from './triggers.js';
import type { QualityView } from '../views.js';
import type { NamedSpell } from './targeting.js';
import { unlifeOf } from './unlife.js';

const nameOf = (t: CreatureState | PlayerState | PermanentState): string => ('spec' in t ? t.spec.name : t.id);

/** The spell a damage action names (its `spell`), if any: a source a prevention may have chosen. */
const named = (spell: QualityView | undefined): NamedSpell | undefined => (spell && 'id' in spell ? spell as NamedSpell : undefined);

export class Damage {
  /**
   * `preventionStep`, the old rules: takes the scripted actions played in a spell or ability's damage
   * prevention step. Given here, not assigned afterwards: a function stored into a field after
   * construction, a new one every run, made V8 deoptimize the engine over and over (half its speed).
   */
  constructor(private readonly ctx: RunContext, private readonly triggers: Triggers, private readonly sba: StateBasedActions, private readonly preventionStep: (() => void) | null = null) {}
  private steps = 0;

  /** Applies prevention shields ("prevent the next N damage") to damage about to be dealt; returns what is left. */
  shield(t: CreatureState | PlayerState | PermanentState, amount: number, src?: CreatureState | PermanentState): number {
    if (t.preventShield <= 0 || amount <= 0) return amount;
    const prevented = Math.min(t.preventShield, amount);
    t.preventShield -= prevented;
    if (this.ctx.logging) this.ctx.log('prevent', 'damage.prevent', say`A prevention shield on ${nameOf(t)} prevents ${prevented} damage${src ? ` from ${src.spec.name}` : ''}.`, { source: src?.id, target: t.id, amount: prevented });
    return amount - prevented;
  }

  /**
   * What is dealt of damage about to be dealt, after the replacement and prevention effects that
   * apply to it, in the era's order (the combat procedure's damageDoubling): doubling first where it applies to the
   * assignment (T.10.1 step 0, and again to redirected damage, G.13.9); else the affected player
   * applies the prevention effects first and doubles what is left (DERIVED from 419.8a/616.1:
   * that order never leaves more damage). Prevention: protection, fog (combat damage only),
   * source shields (Circle of Protection), then "prevent the next N" shields.
   */
  private modify(t: CreatureState | PlayerState | PermanentState, amount: number, src: CreatureState | PermanentState | undefined, combat: boolean, redirected = false, spell?: NamedSpell): number {
    const { ctx } = this;
    if (amount <= 0) return amount;
    const doublers = this.doublers();
    // The era's order of doubling and prevention, asked only where something doubles.
    const atAssignment = doublers ? ctx.rules.models.combat.doublesAssignment() : null;
    if (atAssignment === true) amount = this.double(amount, doublers, src, t, redirected ? 'damage.double-redirect' : 'damage.double');
    if ('basePower' in t && protectedFrom(t, src)) return this.prevented('damage.protection', t, amount, src);
    if (combat && ctx.g.fog && this.fogApplies(t, src)) return this.prevented('prevent.fog', t, amount, src);
    // "Prevent all damage that would be dealt by creatures": a static prevention effect (419.2; 615.1).
    if (src && ctx.hasStaticPrevention && 'basePower' in src && isCreature(src)) {
      const by = this.staticPreventer(src, t);
      if (by) {
        if (ctx.logging) ctx.log('prevent', 'prevent.static', say`${by.spec.name} prevents the ${amount} damage ${src.spec.name} would deal to ${nameOf(t)} (all damage that would be dealt by creatures).`, { source: src.id, target: t.id, amount });
        this.sourceShieldUnused(t, src);
        return 0;
      }
    }
    // A shield may have chosen a spell as its source (spell: on the damage action): Circle of Protection: Red and a red instant.
    const cop = src ? this.sourceShield(t, src) : spell && this.sourceShield(t, spell);
    if (cop) {
      const src = (this.ctx.creatureOrNone(cop.source) ?? this.ctx.g.permanents.get(cop.source) ?? spell)!;
      const p5 = cop.step !== undefined;
      if (!p5) cop.used = true;
      if (ctx.logging) {
        ctx.log('prevent', 'prevent.source', p5
          ? say`Action #${cop.action}'s prevention from ${src.spec.name} prevents the ${amount} damage it would deal to ${nameOf(t)} in this damage prevention step.`
          : say`Action #${cop.action}'s shield prevents the ${amount} damage ${src.spec.name} would deal to ${nameOf(t)}; the shield is used up.`, { source: src.id, target: t.id, amount });
      }
      // Awe Strike: "You gain life equal to the damage prevented this way", as the prevention is applied:
      // part of the damage event (118.4c's example of 2009), before the damage is dealt (DERIVED before 2009).
      if (cop.gainTo !== undefined) {
        const p = ctx.player(cop.gainTo);
        const n = this.triggers.gain(p, amount);
        ctx.log('life', 'damage.life-floor', say`${p.id} gains ${n} life, equal to the damage prevented (life ${p.life}).`, { source: src.id, target: p.id, amount: n });
        this.triggers.lifeGained(p.id, n);
      }
      return 0;
    }
    const before = amount;
    amount = this.shield(t, amount, src);
    if (atAssignment === false && amount > 0) {
      if (amount < before) ctx.log('note', 'damage.replacement-order', say`${'spec' in t ? `${t.spec.name}'s controller` : t.id} applies the prevention before the doubling, the order that leaves the least damage.`, { target: t.id });
      amount = this.double(amount, doublers, src, t, 'damage.double');
    }
    return amount;
  }

  /**
   * Whether a fog effect prevents this damage: with a limited range of influence only if
   * both its source and its recipient are within the range of a fog's controller (601.14b; 801.15b;
   * 801.13b: "neither the source nor the would-be recipient of the damage is specified").
   */
  private fogApplies(t: CreatureState | PlayerState | PermanentState, src: CreatureState | PermanentState | undefined): boolean {
    const { ctx } = this;
    if (!ctx.s.multiplayer) return true;
    if (ctx.g.fogBy.some((p) => inRange(ctx, p, t.id) && (!src || inRange(ctx, p, src.id)))) return true;
    if (ctx.logging) ctx.log('note', 'range.prevention', say`The fog effect of ${ctx.g.fogBy.join(' and ')} does not prevent the damage${src ? ` from ${src.spec.name}` : ''} to ${nameOf(t)}: ${src && !ctx.g.fogBy.some((p) => inRange(ctx, p, src.id)) ? `${src.spec.name} is` : `${nameOf(t)} is`} outside ${ctx.g.fogBy.join(' and ')}'s range of influence, and a fog prevents damage only if both source and recipient are within it.`, { source: src?.id, target: t.id });
    return false;
  }

  /** The object on the battlefield whose "prevent all damage that would be dealt by creatures" applies to this creature's damage: with a limited range of influence, only to creatures within its controller's range (601.14b; 801.15b; 801.13b). */
  private staticPreventer(src: CreatureState, t: CreatureState | PlayerState | PermanentState): CreatureState | PermanentState | undefined {
    const { ctx } = this;
    for (const o of [...ctx.g.creatures.values(), ...ctx.g.permanents.values()]) {
      if (o.zone !== 'battlefield' || !o.spec.preventDamageByCreatures) continue;
      if (inRange(ctx, o.controller, src.id)) return o;
      if (ctx.logging) ctx.log('note', 'range.prevention', say`${o.spec.name} does not prevent the damage ${src.spec.name} would deal to ${nameOf(t)}: ${src.spec.name} is outside ${o.controller}'s range of influence (an effect that prevents damage dealt by a source affects only sources within it).`, { source: src.id, target: t.id });
    }
    return undefined;
  }

  /** All of the damage is prevented: by protection, or (combat damage) by a fog effect. */
  private prevented(key: 'damage.protection' | 'prevent.fog', t: CreatureState | PlayerState | PermanentState, amount: number, src: CreatureState | PermanentState | undefined): 0 {
    if (this.ctx.logging) {
      const from = src ? ` from ${src.spec.name}` : '';
      this.ctx.log('prevent', key, key === 'damage.protection'
        ? say`${nameOf(t)} has protection: the ${amount} damage${from} is prevented.`
        : say`A fog effect prevents the ${amount} combat damage${from} to ${nameOf(t)}.`, { source: src?.id, target: t.id, amount });
    }
    this.sourceShieldUnused(t, src);
    return 0;
  }

  /**
   * Worship: "If you control a creature, damage that would reduce your life total to less than 1
   * reduces it to 1 instead" (a replacement effect: 614.1a; 419.1 of 1999-2007; D'Angelo
   * T.10.Ruling.13). Applied to the damage event as a whole, with the life gained in it: the
   * player, having lost \`lost\` life to its damage, is put back up to 1 at most (never above what
   * the damage took). Whether the player controls a creature is checked as the damage is dealt,
   * before state-based actions destroy any (T.10.Ruling.13: "at the same time your last creature is being destroyed").
   */
  private lifeFloor(p: PlayerState, lost: number): void {
    const { ctx } = this;
    if (p.life >= 1 || lost <= 0) return;
    const mine = (o: { zone: string; controller: string }) => o.zone === 'battlefield' && o.controller === p.id;
    const by = ctx.all.find((c) => mine(c) && c.spec.lifeFloor) ?? [...ctx.g.permanents.values()].find((x) => mine(x) && x.spec.lifeFloor);
    if (!by || !ctx.all.some((c) => mine(c) && isCreature(c))) return;
    const to = Math.min(1, p.life + lost);
    if (to <= p.life) return;
    ctx.log('life', 'damage.life-floor', say`${by.spec.name}: ${p.id} controls a creature, so the damage that would reduce their life total to ${p.life} reduces it to ${to} instead.`, { source: by.id, target: p.id, amount: to });
    p.life = to;
    ctx.sbaDue = true;
  }

  /** Combat damage is dealt simultaneously: the doublers are counted once for the whole step. */
  private stepDoublers: number | null = null;

  /** The instances of damage doubling on the battlefield (Furnace of Rath's "If a source would deal damage ..."). */
  private doublers(): number {
    return this.stepDoublers ?? this.countDoublers();
  }

  private countDoublers(): number {
    let n = 0;
    for (const c of this.ctx.all) if (c.zone === 'battlefield') n += c.spec.doubleDamage;
    for (const p of this.ctx.g.permanents.values()) if (p.zone === 'battlefield') n += p.spec.doubleDamage;
    return n;
  }

  /** Each doubling applies once to the event (419.6a / 614.5: two of them make 1 damage 4). */
  private double(amount: number, n: number, src: CreatureState | PermanentState | undefined, t: CreatureState | PlayerState | PermanentState, key: 'damage.double' | 'damage.double-redirect'): number {
    const to = amount * 2 ** Math.min(n, 16);
    const doubled = Math.min(to, 1_000_000_000);
    if (this.ctx.logging) this.ctx.log('note', key, say`${n === 1 ? 'Damage doubling' : `${n} damage doublings`}: the ${amount} damage${src ? ` from ${src.spec.name}` : ''} to ${'spec' in t ? t.spec.name : t.id} becomes ${doubled}${key === 'damage.double-redirect' ? ' (redirected damage is assigned again)' : ''}.`, { source: src?.id, target: t.id, amount: doubled });
    return doubled;
  }

  /** The chosen-source shield that applies to this damage: for its damage prevention step (old rules), else the first unused. */
  private sourceShield(t: CreatureState | PlayerState | PermanentState, src: { readonly id: string }) {
    const g = this.ctx.g;
    // Nearly every damage event finds no shields: no closure made for them.
    if (!g.sourceShields.length) return undefined;
    return g.sourceShields.find((s) => s.source === src.id && s.target === t.id && !s.used
      && (s.step === undefined || (typeof s.step === 'number' ? s.step === g.noncombatStep : s.step.replace('-assigned', '-dealt') === g.window)));
  }

  /**
   * Something else prevented all of this damage first: a "next time" shield from the chosen source
   * is used up all the same where the era keeps no unused shield (capability unusedShieldKept).
   */
  private sourceShieldUnused(t: CreatureState | PlayerState | PermanentState, src: CreatureState | PermanentState | undefined): void {
    const s = src && this.ctx.rules.models.combat.sourceShieldsNextTime() && this.sourceShield(t, src);
    if (!s) return;
    const kept = this.ctx.rules.capability('unusedShieldKept').kept;
    if (!kept) s.used = true;
    this.ctx.log('note', 'prevent.source-unused', kept
      ? say`Action #${s.action}'s shield against ${src!.spec.name} prevented nothing and is not used up.`
      : say`Action #${s.action}'s shield against ${src!.spec.name} is used up by this damage event although something else prevented the damage.`, { source: src!.id, target: t.id });
  }

  /**
   * Damage dealt to a creature: marked on it, or, from a source with wither or infect, put on it as
   * that many -1/-1 counters instead (702.77a wither, 702.90a infect; their printed text before
   * they were keywords). Returns how the log says it (nothing when not logging).
   */
  private toCreature(r: CreatureState, amount: number, src?: CreatureState): string {
    const counters = src && (has(src, 'infect') || has(src, 'wither'));
    if (!counters) {
      r.damage += amount;
      this.ctx.sbaDue = true;
      return this.ctx.logging ? `${r.damage} damage marked, toughness ${toughness(r)}` : '';
    }
    const barrier = counterBarrier(this.ctx, r, '-1/-1');
    if (barrier) return this.ctx.logging ? `as no -1/-1 counters: ${barrier} says creatures ${r.controller} controls can't have them put on them (${has(src, 'infect') ? 'infect' : 'wither'}; the damage is still dealt)` : '';
    r.counters = addCounters(r.counters, '-1/-1', amount);
    this.ctx.sbaDue = true;
    if (!this.ctx.logging) return '';
    return `as ${amount} -1/-1 counter${amount === 1 ? '' : 's'} (${has(src, 'infect') ? 'infect' : 'wither'}), toughness ${toughness(r)}`;
  }

  /** Damage dealt to a player: life lost, or, from a source with infect, poison counters instead (702.90b). Returns how the log says it. */
  private toPlayer(p: PlayerState, amount: number, src?: CreatureState): string {
    // A new set, not written into: a run's game starts with the shared empty one (state.ts: newGame).
    const g = this.ctx.g;
    if (amount > 0 && !g.damagedPlayers.has(p.id)) g.damagedPlayers = (g.damagedPlayers.size ? new Set(g.damagedPlayers) : new Set<string>()).add(p.id);
    // Phyrexian Unlife: at 0 or less life, damage is dealt as though its source had infect (core/engine/unlife.ts).
    const unlife = p.life <= 0 && amount > 0 ? unlifeOf(this.ctx, p.id) : undefined;
    if (unlife) this.ctx.log('note', 'loss.unlife', say`${p.id} has ${p.life} life and controls ${unlife.spec.name}: the damage is dealt as though its source had infect.`, { source: unlife.id, target: p.id });
    if ((src && has(src, 'infect')) || unlife) {
      const barrier = poisonBarrier(this.ctx, p.id);
      if (barrier) return this.ctx.logging ? `as no poison counters: ${barrier} says ${p.id} can't get poison counters (infect: no life is lost; the damage is still dealt)` : '';
      p.poison += amount;
      this.ctx.sbaDue = true;
      return !this.ctx.logging ? '' : `as ${amount} poison counter${amount === 1 ? '' : 's'} (infect; poison ${p.poison})`;
    }
    p.life -= amount;
    this.ctx.sbaDue = true;
    return this.ctx.logging ? `life ${p.life}` : '';
  }

  /** Toxic N (702.164c): combat damage to a player also gives it the total toxic value in poison counters. */
  private toxic(src: CreatureState, p: PlayerState): void {
    const n = src.keywords.reduce((sum, k) => sum + (k.startsWith('toxic ') ? Number(k.slice(6)) : 0), 0);
    if (!n) return;
    const barrier = poisonBarrier(this.ctx, p.id);
    if (barrier) return this.ctx.log('note', 'counters.cant', say`${src.spec.name} has toxic ${n}, but ${barrier} says ${p.id} can't get poison counters.`, { source: src.id, target: p.id });
    p.poison += n;
    this.ctx.sbaDue = true;
    this.ctx.log('damage', 'damage.toxic', say`${src.spec.name} has toxic ${n}: ${p.id} also gets ${n} poison counter${n === 1 ? '' : 's'} (poison ${p.poison}).`, { source: src.id, target: p.id, amount: n });
  }

  /** The rule a damage event cites: the replacement, where wither or infect changed what the damage does. */
  private dealtKey(src: CreatureState | undefined, toPlayer: boolean, plain: 'damage.deal' | 'action.damage'): RuleKey {
    if (src && has(src, 'infect')) return toPlayer ? 'damage.infect' : 'damage.infect-creature';
    if (src && !toPlayer && has(src, 'wither')) return 'damage.wither';
    return plain;
  }

  /** Deals a strike step's assigned combat damage in the *-dealt window. */
  combat(assignments: readonly Assignment[], wd: Window): void {
    const { ctx } = this;
    const g = ctx.g;
    g.window = wd;
    const totals = new Map<string, number>();
    const hurt: Hurt[] = [];
    const toPlayers: Hurt[] = [];
    const redirects: { source: CreatureState; player: string; amount: number }[] = [];
    // Made only when needed: a dealer gone, a life floor (Worship) on the battlefield.
    let gone: Set<string> | null = null;
    const lostNow = this.ctx.floors ? new Map<string, number>() : null;
    this.stepDoublers = this.countDoublers();
    for (const a of assignments) {
      const src = ctx.creature(a.source);
      if (src.zone !== 'battlefield' && !gone?.has(src.id)) {
        (gone ??= new Set()).add(src.id);
        ctx.log('note', 'damage.resolve', say`${src.spec.name} has left the battlefield; its assigned damage is still dealt, using its last known information.`, { source: src.id });
      }
      if (g.players.has(a.target)) {
        const amount = this.modify(ctx.player(a.target), a.amount, src, true);
        if (amount <= 0) continue;
        const how = this.toPlayer(ctx.player(a.target), amount, src);
        if (lostNow && !has(src, 'infect')) lostNow.set(a.target, (lostNow.get(a.target) ?? 0) + amount);
        totals.set(src.id, (totals.get(src.id) ?? 0) + amount);
        if (ctx.logging) ctx.log('damage', this.dealtKey(src, true, 'damage.deal'), say`${src.spec.name} deals ${amount} combat damage to ${a.target} (${how}).`, { source: src.id, target: a.target, amount });
        toPlayers.push({ source: src.id, target: a.target, amount });
        this.toxic(src, ctx.player(a.target));
        continue;
      }
      const pe = g.permanents.get(a.target);
      if (pe) {
        this.combatToPermanent(src, pe, a.amount, totals, 'damage.deal');
        continue;
      }
      const r = ctx.creature(a.target);
      if (!isCreature(r)) {
        ctx.log('fizzle', 'damage.recipient-gone', say`${r.spec.name} is no longer a creature on the battlefield: the ${a.amount} damage assigned to it is not dealt.`, { source: src.id, target: r.id, amount: a.amount });
        continue;
      }
      let amount = this.modify(r, a.amount, src, true);
      let excess = 0;
      if (a.redirectExcessOver !== undefined && amount > a.redirectExcessOver) {
        excess = amount - a.redirectExcessOver;
        amount -= excess;
        redirects.push({ source: src, player: src.attacking ?? g.defending, amount: excess });
      }
      if (amount <= 0) continue;
      const how = this.toCreature(r, amount, src);
      totals.set(src.id, (totals.get(src.id) ?? 0) + amount);
      hurt.push({ source: src.id, target: r.id, amount });
      // Old trample decided how much of the assigned damage this blocker keeps: cite it, not plain dealing.
      if (!ctx.logging) continue;
      if (excess) ctx.log('damage', 'damage.trample', say`${src.spec.name} deals ${amount} combat damage to ${r.spec.name} (${how}); old trample redirects the other ${excess}.`, { source: src.id, target: r.id, amount });
      else ctx.log('damage', this.dealtKey(src, false, 'damage.deal'), say`${src.spec.name} deals ${amount} combat damage to ${r.spec.name} (${how}).`, { source: src.id, target: r.id, amount });
    }
    for (const x of redirects) {
      const pe = g.permanents.get(x.player);
      if (pe) {
        this.combatToPermanent(x.source, pe, x.amount, totals, 'damage.trample');
        continue;
      }
      const p = ctx.player(x.player);
      // Redirected damage is no longer combat damage (G.13.8): no fog; doubled again where the era doubles assignments (G.13.9).
      const amount = this.modify(p, x.amount, x.source, false, true);
      if (amount <= 0) continue;
      const how = this.toPlayer(p, amount, x.source);
      if (lostNow && !has(x.source, 'infect')) lostNow.set(p.id, (lostNow.get(p.id) ?? 0) + amount);
      totals.set(x.source.id, (totals.get(x.source.id) ?? 0) + amount);
      // The rule's number comes from the citation table, with its evidence label.
      const cited = ctx.rules.cite('damage.redirected');
      ctx.log('damage', 'damage.trample', say`Old trample: ${amount} damage from ${x.source.spec.name} beyond what its blockers needed is redirected to ${p.id} (${how}); redirected damage is no longer combat damage (${cited.rule}${cited.unverified ? ', UNVERIFIED' : ''}).`, { source: x.source.id, target: p.id, amount });
    }
    this.stepDoublers = null;
    this.triggers.afterDamage(totals, hurt, toPlayers, true);
    // Worship sees the damage event as a whole, with the life gained in it (118.4c's example of 2009).
    if (lostNow?.size) for (const [id, lost] of lostNow) this.lifeFloor(ctx.player(id), lost);
    if (ctx.rules.models.combat.triggersBeforeDestruction()) {
      this.triggers.settle();
    } else {
      // The triggers go on the stack and players get priority: actions in the *-dealt window
      // answer them (a regeneration in response to a deathtouch trigger, say); they resolve after.
      this.sba.check();
      this.triggers.hold();
    }
  }

  /**
   * Combat damage to a planeswalker or battle (510.1b; 306.8, 310.6): loyalty or defense counters
   * removed. Damage to one that has left the battlefield is not dealt. `key`: the rule the damage
   * cites where it is not plain dealing (old trample's redirection).
   */
  private combatToPermanent(src: CreatureState, pe: PermanentState, assigned: number, totals: Map<string, number>, key: 'damage.deal' | 'damage.trample'): void {
    const { ctx } = this;
    if (pe.zone !== 'battlefield') {
      ctx.log('fizzle', 'damage.recipient-gone', say`${pe.spec.name} is no longer on the battlefield: the ${assigned} damage assigned to it is not dealt.`, { source: src.id, target: pe.id, amount: assigned });
      return;
    }
    // Fog and doubling apply to combat damage to a planeswalker or battle as to any (a redirected trample excess is no longer combat damage).
    const amount = this.modify(pe, assigned, src, key === 'damage.deal', key === 'damage.trample');
    if (amount <= 0) return;
    const { key: dealt, how } = damagePermanent(ctx, pe, amount);
    totals.set(src.id, (totals.get(src.id) ?? 0) + amount);
    ctx.log('damage', key === 'damage.deal' ? dealt : key, say`${src.spec.name} deals ${amount} combat damage to ${pe.spec.name} (${how}).`, { source: src.id, target: pe.id, amount });
  }

  /**
   * Damage from a spell or ability: protection, prevention shields, deathtouch and lifelink apply.
   * The source may be a creature or a non-creature permanent (a planeswalker's ability, a red
   * enchantment): protection looks at its colours and card type; keywords are a creature's only.
   */
  noncombat(sourceId: string | undefined, target: string, amount: number, who: string, by: string, redirectTo?: string, spell?: QualityView): void {
    const { ctx } = this;
    const g = ctx.g;
    // T.10.2: before 1999 a spell or ability's damage is assigned, then a damage prevention step
    // follows in which prevention, redirection and regeneration answer it (T.10.3); damage made
    // during that step joins it (T.10.9). From 1999 it is dealt at once (419.4).
    const policy = ctx.rules.models.combat.noncombatDamage;
    if (ctx.rules.models.combat.noncombatPreventionStep() && g.noncombatStep === 0 && this.preventionStep) {
      const step = (this.steps += 1);
      const entry = assignment(sourceId ?? (spell && 'id' in spell ? spell.id as string : ''), target, amount);
      g.assigned = [...g.assigned, entry];
      g.noncombatStep = step;
      ctx.log('note', policy.rule, say`${who} ${amount} damage${sourceId ? ` from ${ctx.name(sourceId)}` : ''} to ${ctx.name(target)} is assigned; a damage prevention step follows before it is dealt.`, { source: sourceId, target, amount });
      try {
        this.preventionStep();
        this.noncombat(sourceId, target, amount, who, by, redirectTo, spell);
      } finally {
        g.assigned = g.assigned.filter((x) => x !== entry);
        g.noncombatStep = 0;
      }
      return;
    }
    const source = sourceId ? ctx.creatureOrNone(sourceId) ?? ctx.g.permanents.get(sourceId) : undefined;
    // Keywords (infect, wither, lifelink, deathtouch) and damage triggers are a creature source's only.
    const src = sourceId ? ctx.creatureOrNone(sourceId) : undefined;
    const from = source ? ` from ${source.spec.name}${source.zone !== 'battlefield' ? ' (last known information)' : ''}` : '';
    const totals = new Map<string, number>();
    const hurt: Hurt[] = [];
    let dealt: ReadonlyMap<string, number> | undefined;
    // 306.8 (m10) / 306.7 (m11): the damage's controller may deal it to the player's planeswalker instead.
    const redirected = redirectTo !== undefined && ctx.g.players.has(target) ? redirection(ctx, source?.controller ?? by, target, redirectTo, who) : null;
    const pe = redirected ?? ctx.g.permanents.get(target);
    if (pe) {
      const why = pe.zone !== 'battlefield' ? `${pe.spec.name} is no longer on the battlefield` : undamageable(ctx, pe);
      if (why) {
        ctx.log('action-skipped', pe.zone !== 'battlefield' ? 'combat.removed' : 'damage.recipients', say`${who} the ${amount} damage${from} to ${pe.spec.name} is not dealt: ${why}.`, { target: pe.id });
        return;
      }
      const n = this.modify(pe, amount, source, false, false, named(spell));
      const { key, how } = damagePermanent(ctx, pe, n);
      ctx.log('damage', key, say`${who} ${n} damage${from} to ${pe.spec.name} (${how}).`, { source: source?.id, target: pe.id, amount: n });
      if (src && n > 0) totals.set(src.id, n);
    } else if (ctx.g.players.has(target)) {
      const p = ctx.player(target);
      const n = this.modify(p, amount, source, false, false, named(spell));
      const how = this.toPlayer(p, n, src);
      ctx.log('damage', this.dealtKey(src, true, 'action.damage'), say`${who} ${n} damage${from} to ${p.id} (${how}).`, { source: source?.id, target, amount: n });
      if (n > 0 && !(src && has(src, 'infect')) && this.ctx.floors) this.lifeFloor(p, n);
      if (src && n > 0) totals.set(src.id, n);
    } else {
      const r = ctx.creature(target);
      if (!isCreature(r)) {
        ctx.log('action-skipped', 'combat.removed', say`${who} the damage to ${r.spec.name} is not dealt: it is no longer a creature on the battlefield.`, { target });
        return;
      }
      // A spell known only by its colours (`colors:`) is a source too: protection looks at them.
      if (protectedFrom(r, source ?? spell)) {
        ctx.log('prevent', 'damage.protection', say`${r.spec.name} has protection: the ${amount} damage${source ? from : spell ? ` from ${spell.spec.name}` : ''} is prevented.`, { source: source?.id, target, amount });
        return;
      }
      const n = this.modify(r, amount, source, false, false, named(spell));
      const how = this.toCreature(r, n, src);
      ctx.log('damage', this.dealtKey(src, false, 'action.damage'), say`${who} ${n} damage${from} to ${r.spec.name} (${how}).`, { source: source?.id, target, amount: n });
      if (src && n > 0) {
        totals.set(src.id, n);
        hurt.push({ source: src.id, target, amount: n });
      }
      // A spell's damage too makes "whenever this creature is dealt damage" trigger (a creature's is in hurt).
      if (!src && n > 0) dealt = new Map([[target, n]]);
    }
    this.triggers.afterDamage(totals, hurt, [], false, dealt);
  }
}
