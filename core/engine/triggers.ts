// Triggered abilities: "whenever this deals damage" (lifelink and deathtouch while triggered,
// printed damage triggers), and the abilities of the scenario's vocabulary and the triggered
// keywords (attacks, blocks, becomes blocked, dies, ...). Created as their events happen, ordered
// and resolved by the era's trigger model (rulesets/models/triggers.ts: the Series or the stack),
// to which this queue offers its operations (TriggerQueue, core/models.ts). This file is the queue;
// trigger-events.ts, damage-triggers.ts, trigger-targets.ts and trigger-effects.ts the rest.
import { say } from '../events.js';
import type { RunContext } from './context.js';
import type { StateBasedActions } from './sba.js';
import { isCreature, type CreatureState, type Delayed, type PlayerState } from './state.js';
import type { Zones } from './zones.js';
import { targeted, type Effect, type Hurt, type Trigger } from './trigger.js';
import type { RuleKey } from '../rule-keys.js';
import type { TriggerModel, TriggerQueue } from '../models.js';
import { attackersDeclared, beginningOfCombat, blockersDeclared, collectDeaths, delayedAt, endOfCombat, fire } from './trigger-events.js';
import { afterDamage, destroyTriggers } from './damage-triggers.js';
import { attackCosts, resolveAbility, resolveDelayed } from './trigger-effects.js';

const NO_INDUCED: ReadonlySet<string> = new Set();

/**
 * The trigger queue: triggers waiting to be put on the stack (pending) and those held on it under
 * the actions of a window (onStack), resolved in the era's order. Its fields are shared with the
 * modules that fill it and carry triggers out (trigger-events.ts: collecting triggers from events;
 * damage-triggers.ts: damage-trigger semantics; trigger-targets.ts: targeting; trigger-effects.ts:
 * what a resolving trigger does), never used outside core/engine.
 */
export class Triggers implements TriggerQueue<Trigger> {
  pending: Trigger[] = [];
  /** Triggers waiting on the stack under the actions of the current window (combat damage, attack and block triggers). */
  onStack: Trigger[] = [];
  // Per run, so made only when used: the shared empty set, the list, the map.
  /** Blocks made only through a band ("blocker>attacker"): not "assigned to block" in the old rules (the model's countedBlockers). */
  induced: ReadonlySet<string> = NO_INDUCED;
  /** The players attacked this combat (melee), each once. */
  attacked: string[] = [];
  /** How many targets of each source's list in `choices.<player>.targets` its triggers have taken. */
  targetsTaken: Map<string, number> | null = null;
  /** The players in turn order (the scenario's order). */
  readonly players: readonly string[];

  constructor(readonly ctx: RunContext, readonly zones: Zones, readonly sba: StateBasedActions, readonly effect: Effect) {
    this.players = ctx.facts.players;
  }

  /**
   * A player gains n life, as replaced by "if you would gain life, you gain twice that much life
   * instead" (Boon Reflection: a replacement effect, 614.1a; 419.1 of 1999-2007; D'Angelo A.7.1;
   * 118.4c's example of 2009): each instance of its controller's doubles it once. Returns the life gained.
   */
  gain(p: PlayerState, n: number): number {
    const { ctx } = this;
    let k = 0;
    if (n > 0 && ctx.lifeDoublers) {
      for (const c of ctx.all) if (c.zone === 'battlefield' && c.controller === p.id) k += c.spec.doubleLifeGain;
      for (const x of ctx.g.permanents.values()) if (x.zone === 'battlefield' && x.controller === p.id) k += x.spec.doubleLifeGain;
    }
    const m = k ? Math.min(n * 2 ** Math.min(k, 16), 1_000_000_000) : n;
    if (k) ctx.log('note', 'life.replacement', say`${k === 1 ? 'A life gain replacement' : `${k} life gain replacements`} ("you gain twice that much life instead"): ${p.id} gains ${m} life instead of ${n}.`, { target: p.id, amount: m });
    p.life += m;
    ctx.sbaDue = true;
    return m;
  }

  /**
   * A life gain event (119.9; 118.8 in 2010): each "whenever you gain life" of that player's
   * creatures triggers once per event. Gaining 0 life is no event (119.9). `times`: that many
   * events at once (the old rules' per-point lifegain triggers, D'Angelo A.8.10).
   */
  lifeGained(player: string, amount: number, times = 1, source?: string): void {
    if (amount <= 0 || times <= 0 || !this.ctx.lifeGainTriggers) return;
    const before = this.pending.length;
    for (const c of this.ctx.all) if (isCreature(c) && c.controller === player) fire(this, c, 'you-gain-life', player, undefined, times);
    // Said where it matters: a damage source's gain is an event of its own, whatever else gains life at once (702.15e).
    if (source !== undefined && this.pending.length > before) this.ctx.log('note', 'lifelink.separate', say`${this.ctx.name(source)}'s life gain is a life gain event of its own.`, { source, target: player });
  }
  /**
   * The delayed triggered abilities waiting for this time trigger (603.7; 406.2 of 2003-2007): "at
   * end of combat" as the end of combat step begins (511.2), "at end of turn" as the end step
   * begins (513.1; 313.1 of 1999-2007). Whether any did.
   */
  delayedAt(when: Delayed['when']): boolean { return delayedAt(this, when); }
  /** 511.2 (C.9 before 1999): "at end of combat" delayed abilities (decayed's sacrifice) trigger as the end of combat step begins. */
  endOfCombat(): boolean { return endOfCombat(this); }
  /** 507: "at the beginning of combat on your turn". */
  beginningOfCombat(): void { beginningOfCombat(this); }
  /** 508 (C.4.1 step c): "whenever this attacks" and "whenever a creature you control attacks alone". */
  attackersDeclared(declared: readonly CreatureState[]): void { attackersDeclared(this, declared); }
  /**
   * 509 (C.6.1 step c): "blocks", "becomes blocked", "becomes blocked by a creature" (once per
   * blocker), "attacks and isn't blocked". `induced`: blocks made only through a band, "blocker>attacker".
   */
  blockersDeclared(induced: ReadonlySet<string>): void { blockersDeclared(this, induced); }
  /**
   * Deathtouch, lifelink and damage triggers for the damage just dealt (totals: per source; toPlayers:
   * combat damage to players; combat: whether it is combat damage; dealt: damage per creature dealt it, for a spell's).
   */
  afterDamage(totals: Map<string, number>, hurt: readonly Hurt[], toPlayers: readonly Hurt[] = [], combat = false, dealt?: ReadonlyMap<string, number>): void { afterDamage(this, totals, hurt, toPlayers, combat, dealt); }

  /** The era's trigger model (rulesets/models/triggers.ts): it orders and resolves what waits here. */
  get model(): TriggerModel { return this.ctx.rules.models.triggers; }

  /**
   * After damage or an action: triggers and state-based actions (or destruction), in the era's order.
   * `series`: a step's triggered abilities (C.4.1, C.6.1 step c, C.9.1), whose rule effects the old
   * Series checks between resolutions (T.13.2), unlike sub-step 4 of a damage prevention step.
   */
  settle(series = false): void { this.model.settle(this, series); }

  /** A step's triggered abilities once its turn-based actions are done, and what players do in it (`act`), in the era's way. */
  step(act: () => void): void { this.model.step(this, act); }

  /** Combat damage triggers go on the stack, under what players do in the *-dealt window. */
  hold(): void {
    collectDeaths(this);
    this.onStack.push(...this.pending);
    this.pending = [];
  }

  /** The triggers held on the stack resolve, once the *-dealt window's actions have. */
  resolveHeld(): void {
    if (!this.onStack.length) return;
    this.pending = this.onStack;
    this.onStack = [];
    this.resolve();
  }

  /** What waits resolves, in the era's order; `checks`: state-based actions (rule effects) checked between resolutions. */
  resolve(checks = true): void { this.model.resolve(this, checks); }

  // The queue as the trigger model sees it (TriggerQueue).
  get active(): string { return this.ctx.g.active; }
  get logging(): boolean { return this.ctx.logging; }
  take(): Trigger[] {
    collectDeaths(this);
    const all = this.pending;
    this.pending = [];
    return all;
  }
  /** How many triggers wait to be put on the stack. */
  get waiting(): number {
    collectDeaths(this);
    return this.pending.length;
  }
  first(t: Trigger): boolean { return targeted(t); }
  check(): boolean { return this.sba.check(); }
  note(type: 'note' | 'timing', rule: RuleKey, text: string): void { this.ctx.log(type, rule, text); }

  /** One trigger resolves. */
  run(t: Trigger): void {
    const { ctx } = this;
    if (t.kind === 'ability') resolveAbility(this, t);
    else if (t.kind === 'delayed') resolveDelayed(this, t);
    else if (t.kind === 'lifegain') {
      const p = ctx.player(t.controller);
      // Each of the batch's triggers is its own gain, replaced one by one (all alike: one computed, times over).
      const each = this.gain(p, t.amount);
      if (t.times > 1) p.life += each * (t.times - 1);
      ctx.sbaDue = true;
      if (t.times === 1) ctx.log('life', 'trigger.resolve', say`${ctx.name(t.source)}'s trigger resolves: ${p.id} gains ${each} life (life ${p.life}).`, { source: t.source, target: p.id, amount: each });
      else ctx.log('life', 'trigger.resolve', say`${ctx.name(t.source)}'s ${t.times} triggers resolve: ${p.id} gains ${each} life ${t.times} times (life ${p.life}).`, { source: t.source, target: p.id, amount: each * t.times });
      // Each resolving trigger is its own life gain event (lifelink.separate).
      this.lifeGained(p.id, each, t.times, t.source);
    } else {
      destroyTriggers(this, t);
    }
  }
  /**
   * Optional costs as attackers are declared (508.1g): enlist (702.154a) taps a creature that is
   * not attacking and could attack (untapped, haste or no summoning sickness) and triggers "when
   * you do"; exert (701.39a) marks the attacker and triggers its "when you exert it" abilities.
   * An illegal enlist choice is rejected (a rejected choice: logged, or illegal-choice under --strict).
   */
  attackCosts(declared: readonly CreatureState[]): void { attackCosts(this, declared); }
}
