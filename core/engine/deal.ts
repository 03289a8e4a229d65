// Dealing damage, combat and noncombat: protection, prevention shields, marking damage and
// losing life, old trample's redirection, then the triggers the damage causes.
import type { RuleKey } from '../rule-keys.js';
import type { Window } from '../scenario/schema.js';
import { say } from '../events.js';
import type { Assignment } from './assignment.js';
import type { RunContext } from './context.js';
import type { StateBasedActions } from './sba.js';
import { damagePermanent, redirection, undamageable } from './permanents.js';
import { has, isCreature, protectedFrom, toughness, type CreatureState, type PermanentState, type PlayerState } from './state.js';
import type { Hurt, Triggers } from './triggers.js';

export class Damage {
  constructor(private readonly ctx: RunContext, private readonly triggers: Triggers, private readonly sba: StateBasedActions) {}

  /** Applies prevention shields to damage about to be dealt; returns what is left. */
  shield(t: CreatureState | PlayerState | PermanentState, amount: number, src?: CreatureState | PermanentState): number {
    if (t.preventShield <= 0 || amount <= 0) return amount;
    const prevented = Math.min(t.preventShield, amount);
    t.preventShield -= prevented;
    const name = 'spec' in t ? t.spec.name : t.id;
    this.ctx.log('prevent', 'damage.prevent', say`A prevention shield on ${name} prevents ${prevented} damage${src ? ` from ${src.spec.name}` : ''}.`, { source: src?.id, target: t.id, amount: prevented });
    return amount - prevented;
  }

  /**
   * Damage dealt to a creature: marked on it, or, from a source with wither or infect, put on it as
   * that many -1/-1 counters instead (702.77a wither, 702.90a infect; their printed text before
   * they were keywords). Returns how the log says it.
   */
  private toCreature(r: CreatureState, amount: number, src?: CreatureState): string {
    const counters = src && (has(src, 'infect') || has(src, 'wither'));
    if (!counters) {
      r.damage += amount;
      return `${r.damage} damage marked, toughness ${toughness(r)}`;
    }
    r.counters = { ...r.counters, '-1/-1': r.counters['-1/-1'] + amount };
    return `as ${amount} -1/-1 counter${amount === 1 ? '' : 's'} (${has(src, 'infect') ? 'infect' : 'wither'}), toughness ${toughness(r)}`;
  }

  /** Damage dealt to a player: life lost, or, from a source with infect, poison counters instead (702.90b). */
  private toPlayer(p: PlayerState, amount: number, src?: CreatureState): string {
    if (src && has(src, 'infect')) {
      p.poison += amount;
      return `as ${amount} poison counter${amount === 1 ? '' : 's'} (infect; poison ${p.poison})`;
    }
    p.life -= amount;
    return `life ${p.life}`;
  }

  /** Toxic N (702.164c): combat damage to a player also gives it the total toxic value in poison counters. */
  private toxic(src: CreatureState, p: PlayerState): void {
    const n = src.keywords.reduce((sum, k) => sum + (k.startsWith('toxic ') ? Number(k.slice(6)) : 0), 0);
    if (!n) return;
    p.poison += n;
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
    const gone = new Set<string>();
    for (const a of assignments) {
      const src = ctx.creature(a.source);
      if (src.zone !== 'battlefield' && !gone.has(src.id)) {
        gone.add(src.id);
        ctx.log('note', 'damage.resolve', say`${src.spec.name} has left the battlefield; its assigned damage is still dealt, using its last known information.`, { source: src.id });
      }
      if (g.players.has(a.target)) {
        const amount = this.shield(ctx.player(a.target), a.amount, src);
        if (amount <= 0) continue;
        const how = this.toPlayer(ctx.player(a.target), amount, src);
        totals.set(src.id, (totals.get(src.id) ?? 0) + amount);
        ctx.log('damage', this.dealtKey(src, true, 'damage.deal'), say`${src.spec.name} deals ${amount} combat damage to ${a.target} (${how}).`, { source: src.id, target: a.target, amount });
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
      if (protectedFrom(r, src)) {
        ctx.log('prevent', 'damage.protection', say`${r.spec.name} has protection: the ${a.amount} damage from ${src.spec.name} is prevented.`, { source: src.id, target: r.id, amount: a.amount });
        continue;
      }
      let amount = this.shield(r, a.amount, src);
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
      const amount = this.shield(p, x.amount, x.source);
      if (amount <= 0) continue;
      const how = this.toPlayer(p, amount, x.source);
      totals.set(x.source.id, (totals.get(x.source.id) ?? 0) + amount);
      ctx.log('damage', 'damage.trample', say`Old trample: ${amount} damage from ${x.source.spec.name} beyond what its blockers needed is redirected to ${p.id} (${how}); redirected damage is no longer combat damage (G.13.8).`, { source: x.source.id, target: p.id, amount });
    }
    this.triggers.afterDamage(totals, hurt, toPlayers);
    if (ctx.rules.policy('triggerTiming').when === 'before-destruction') {
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
    const amount = this.shield(pe, assigned, src);
    if (amount <= 0) return;
    const { key: dealt, how } = damagePermanent(pe, amount);
    totals.set(src.id, (totals.get(src.id) ?? 0) + amount);
    ctx.log('damage', key === 'damage.deal' ? dealt : key, say`${src.spec.name} deals ${amount} combat damage to ${pe.spec.name} (${how}).`, { source: src.id, target: pe.id, amount });
  }

  /**
   * Damage from a spell or ability: protection, prevention shields, deathtouch and lifelink apply.
   * The source may be a creature or a non-creature permanent (a planeswalker's ability, a red
   * enchantment): protection looks at its colours and card type; keywords are a creature's only.
   */
  noncombat(sourceId: string | undefined, target: string, amount: number, who: string, by: string, redirectTo?: string): void {
    const { ctx } = this;
    const source = sourceId ? ctx.g.creatures.get(sourceId) ?? ctx.g.permanents.get(sourceId) : undefined;
    // Keywords (infect, wither, lifelink, deathtouch) and damage triggers are a creature source's only.
    const src = sourceId ? ctx.g.creatures.get(sourceId) : undefined;
    const from = source ? ` from ${source.spec.name}${source.zone !== 'battlefield' ? ' (last known information)' : ''}` : '';
    const totals = new Map<string, number>();
    const hurt: Hurt[] = [];
    // 306.8 (m10) / 306.7 (m11): the damage's controller may deal it to the player's planeswalker instead.
    const redirected = redirectTo !== undefined && ctx.g.players.has(target) ? redirection(ctx, source?.controller ?? by, target, redirectTo, who) : null;
    const pe = redirected ?? ctx.g.permanents.get(target);
    if (pe) {
      const why = pe.zone !== 'battlefield' ? `${pe.spec.name} is no longer on the battlefield` : undamageable(ctx, pe);
      if (why) {
        ctx.log('action-skipped', pe.zone !== 'battlefield' ? 'combat.removed' : 'damage.recipients', say`${who} the ${amount} damage${from} to ${pe.spec.name} is not dealt: ${why}.`, { target: pe.id });
        return;
      }
      const n = this.shield(pe, amount, source);
      const { key, how } = damagePermanent(pe, n);
      ctx.log('damage', key, say`${who} ${n} damage${from} to ${pe.spec.name} (${how}).`, { source: source?.id, target: pe.id, amount: n });
      if (src && n > 0) totals.set(src.id, n);
    } else if (ctx.g.players.has(target)) {
      const p = ctx.player(target);
      const n = this.shield(p, amount, source);
      const how = this.toPlayer(p, n, src);
      ctx.log('damage', this.dealtKey(src, true, 'action.damage'), say`${who} ${n} damage${from} to ${p.id} (${how}).`, { source: source?.id, target, amount: n });
      if (src && n > 0) totals.set(src.id, n);
    } else {
      const r = ctx.creature(target);
      if (!isCreature(r)) {
        ctx.log('action-skipped', 'combat.removed', say`${who} the damage to ${r.spec.name} is not dealt: it is no longer a creature on the battlefield.`, { target });
        return;
      }
      if (protectedFrom(r, source)) {
        ctx.log('prevent', 'damage.protection', say`${r.spec.name} has protection: the ${amount} damage${from} is prevented.`, { source: source?.id, target, amount });
        return;
      }
      const n = this.shield(r, amount, source);
      const how = this.toCreature(r, n, src);
      ctx.log('damage', this.dealtKey(src, false, 'action.damage'), say`${who} ${n} damage${from} to ${r.spec.name} (${how}).`, { source: source?.id, target, amount: n });
      if (src && n > 0) {
        totals.set(src.id, n);
        hurt.push({ source: src.id, target, amount: n });
      }
    }
    this.triggers.afterDamage(totals, hurt);
  }
}
