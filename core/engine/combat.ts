// The combat phase as CR 506–511 (and D'Angelo's section C before 1999) describe it: its five
// steps and, within combat damage, the strike steps. Era differences are asked of the ruleset's
// era models, capabilities and hooks (core/models.ts, core/hooks.ts); the concerns beside the flow each have their module:
// scheduling of scripted actions (schedule.ts), damage assignment (assignment.ts) and dealing
// (deal.ts), triggers (triggers.ts), zones (zones.ts), state-based actions (sba.ts), the log (log.ts).
import { inject, injectable } from '../di.js';
import { say, type EventKind, type Sentence, type Subjects } from '../events.js';
import type { FirstStepRecord, StrikeStep } from '../hooks.js';
import type { Duty } from '../models.js';
import type { RuleKey } from '../rule-keys.js';
import { RULES, type Rules } from '../rules.js';
import { notPlayed } from '../scenario/cards.js';
import type { Scenario } from '../scenario/scenario.js';
import { WINDOWS, type Window } from '../scenario/schema.js';
import { perform, resolveHeld, type ActionScope } from './actions.js';
import { checkAttack, checkBlocks } from './legality.js';
import { attackTargets, blockWholeBands, chosenAttacks, chosenBlocks, formBands, markBlocks, payAttackCosts, payBlockCosts, tapAttackers } from './declarations.js';
import { checkAttackRequirements } from './requirements.js';
import { assignStep } from './assignment.js';
import { RunContext, Stop, type RunOptions } from './context.js';
import { Damage } from './deal.js';
import { setUpMultiplayer } from './multiplayer.js';
import { StateBasedActions } from './sba.js';
import { applyStatics } from './statics.js';
import { Schedule } from './schedule.js';
import { has, inCombat, isCreature, type CreatureState, type Game } from './state.js';
import { Triggers } from './triggers.js';
import { Zones } from './zones.js';
import { emptyPools } from './mana.js';
import { EMPTY, mapped } from './lists.js';

export type { RunOptions } from './context.js';

@injectable()
export class CombatEngine {
  constructor(@inject(RULES) private readonly rules: Rules) {}

  run(s: Scenario, opts: RunOptions = {}): Game {
    const c = new Combat(new RunContext(this.rules, s, opts));
    c.run();
    return c.ctx.g;
  }
}

/** One run of one scenario under one ruleset. */
class Combat {
  private readonly rules: Rules;
  private readonly g: Game;
  private readonly s: Scenario;
  private readonly zones: Zones;
  private readonly sba: StateBasedActions;
  private readonly triggers: Triggers;
  private readonly damage: Damage;
  private readonly schedule: Schedule;

  constructor(readonly ctx: RunContext) {
    ({ rules: this.rules, g: this.g, s: this.s } = ctx);
    this.zones = new Zones(ctx);
    this.sba = new StateBasedActions(ctx, this.zones);
    // Triggered abilities carry out their effects as the actions with the same meaning.
    // Every field from the start (one object shape per run: filled in below, never added to).
    const scope: ActionScope = { ctx, zones: this.zones, damage: null!, triggers: null!, sba: this.sba };
    this.triggers = scope.triggers = new Triggers(ctx, this.zones, this.sba, (a, as) => perform(scope, a, as));
    this.damage = scope.damage = new Damage(ctx, this.triggers, this.sba, () => this.schedule.preventionStep());
    this.schedule = new Schedule(ctx, (a) => {
      perform(scope, a);
      this.triggers.settle();
    }, () => {
      resolveHeld(scope);
      this.triggers.settle();
    });
  }

  // Methods, not functions bound per run: a call through a bound function is not inlined, and an
  // outcome-only run makes a dozen calls to log that return at once.
  private log(type: EventKind, key: RuleKey, sentence: string | Sentence, subjects?: Subjects): void { this.ctx.log(type, key, sentence, subjects); }
  private name(id: string): string { return this.ctx.name(id); }

  /** 506.1 (C.1.1 before 1999): the five steps, in order; a player's loss or an illegal declaration ends it. */
  run(): void {
    try {
      this.beginningOfCombat();
      if (this.declareAttackers()) {
        this.declareBlockers();
        this.combatDamage();
      }
      this.endOfCombat();
      if (this.g.delayed.length && this.g.delayed.some((d) => d.when === 'end-of-turn')) this.endOfTurn();
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
    }
  }

  /** 507 (C.3): beginning of combat. */
  private beginningOfCombat(): void {
    this.g.window = 'beginning-of-combat';
    this.log('step', 'combat.phase', 'The combat phase begins.');
    // A named card's abilities that the format cannot express and that cannot act here (docs/cards.md): said, not dropped silently.
    if (this.ctx.logging) {
      for (const o of [...this.ctx.all, ...this.g.permanents.values()]) {
        if (o.spec.card === undefined) continue;
        for (const u of notPlayed(o.spec.card)) this.log('note', 'card.not-played', say`${o.spec.name} (${o.spec.card}): "${u.text}" is not played: ${u.why}.`, { source: o.id });
      }
    }
    const by = this.ctx.turnController;
    if (by !== null) {
      // 507.3 / 720.5: the controller makes the player's choices; 507.1c / 720.3: nothing else changes hands.
      const p = this.g.active;
      this.log('control', 'control.turn', say`${by} controls ${p}'s turn: ${by} makes every choice and decision ${p} is allowed or told to make (which of ${p}'s creatures attack and what they attack, their damage assignment, ${p}'s abilities and actions).`, { source: by, target: p });
      this.log('control', 'control.objects', say`Only control of the turn changes: ${p}'s creatures and permanents stay ${p}'s, and ${p} is still the active player.`, { source: by, target: p });
    }
    // Multiplayer options and variants: shared life totals; or the note that the era has none.
    if (this.ctx.s.multiplayer) setUpMultiplayer(this.ctx);
    // The static abilities of the permanents on the battlefield apply from the start (418.4; 611.3).
    applyStatics(this.ctx);
    this.walk(this.rules.models.combat.at.beginningOfCombat, 'the beginning of the attack');
    this.triggers.beginningOfCombat();
    this.priority('beginning-of-combat');
  }

  /** 508 (C.4): declare attackers, its turn-based action step by step (declarations.ts); false when none are declared (508.8). */
  private declareAttackers(): boolean {
    this.g.window = 'declare-attackers';
    const declared = chosenAttacks(this.ctx);
    if (!declared.length) {
      this.noAttackers();
      return false;
    }
    const targets = attackTargets(this.ctx, declared);
    // 508.1c-d: the restrictions and requirements (legality.ts, requirements.ts).
    checkAttack(this.ctx, targets);
    payAttackCosts(this.ctx, targets);
    tapAttackers(this.ctx, targets);
    formBands(this.ctx);
    const attackers = mapped(declared, ({ attacker }) => this.ctx.creature(attacker));
    // Optional costs to attack, paid as attackers are declared (508.1g): enlist, exert.
    this.triggers.attackCosts(attackers);
    // 508.1m (508.3 on what triggers): abilities that trigger on attackers being declared.
    this.triggers.attackersDeclared(attackers);
    this.priority('declare-attackers');
    return true;
  }

  /** 508.8: no attackers; the declaration must still obey the attacking requirements (C.10.Ruling.2; 508.1d). */
  private noAttackers(): void {
    checkAttackRequirements(this.ctx, []);
    const skip = this.rules.capability('nullAttack');
    this.log('attack', skip.rule, skip.skipsDeclareAttackers
      ? 'No attackers are declared: the rest of the declare attackers step and the declare blockers and combat damage steps are skipped.'
      : 'No attackers are declared: the declare blockers and combat damage steps are skipped.');
    for (const w of AFTER_DECLARE_ATTACKERS) this.schedule.close(w, skip.rule);
    if (skip.skipsDeclareAttackers) this.schedule.close('declare-attackers', skip.rule);
    else {
      this.schedule.reach('declare-attackers');
      this.endStep();
    }
  }

  /** 509 (C.6): declare blockers step by step (declarations.ts), bands blocked whole, and (2009 to mid-2024) the damage assignment order. */
  private declareBlockers(): void {
    this.g.window = 'declare-blockers';
    const blocks = chosenBlocks(this.ctx);
    // 509.1b-c: the restrictions and requirements (legality.ts, requirements.ts).
    checkBlocks(this.ctx, blocks);
    payBlockCosts(this.ctx, blocks);
    const induced = blockWholeBands(this.ctx, blocks);
    markBlocks(this.ctx, blocks);
    // Only a creature that fights several has an order to announce: the model is asked only then.
    if (this.foughtBySeveral() && this.rules.models.assignment.order) this.announceOrders();
    // 509.1i (509.3 on what triggers): abilities that trigger on blockers being declared.
    this.triggers.blockersDeclared(induced);
    this.priority('declare-blockers');
  }

  /**
   * The rest of a step once its turn-based actions are done: its triggered abilities and what
   * players do. The old rules resolve the triggers at once, in a Series no one can answer (C.4.1,
   * C.6.1 step c; T.9.1); with the stack, the step's actions answer them and resolve first (603.3).
   */
  private priority(w: Window): void {
    this.triggers.step(() => this.schedule.reach(w));
    this.endStep();
  }

  /** Whether an attacker is blocked by more than one creature or a blocker blocks more than one. */
  private foughtBySeveral(): boolean {
    const all = this.ctx.all;
    for (let i = 0; i < all.length; i++) {
      const c = all[i]!;
      if (c.blockers.length > 1 || (c.isBlocker && c.blocking.length > 1)) return true;
    }
    return false;
  }

  /** 509.2–509.3 (M10 to mid-2024): each player orders the creatures their creatures fight. */
  private announceOrders(): void {
    const attackers = this.ctx.attackers();
    for (let i = 0; i < attackers.length; i++) {
      const a = attackers[i]!;
      if (a.blockers.length > 1) a.blockers = this.chosenOrder(this.g.active, a, a.blockers);
    }
    const all = this.ctx.all;
    for (let i = 0; i < all.length; i++) {
      const b = all[i]!;
      if (b.isBlocker && b.blocking.length > 1) b.blocking = this.chosenOrder(b.controller, b, b.blocking);
    }
  }

  private chosenOrder(player: string, c: CreatureState, ids: readonly string[]): string[] {
    const key: RuleKey = player === this.g.active ? 'dao.order' : 'dao.order-defender';
    const wanted = this.s.choices[player]?.order[c.id];
    let result = [...ids];
    if (wanted) {
      const ok = wanted.length === ids.length && ids.every((id) => wanted.includes(id));
      if (ok) result = [...wanted];
      else {
        const reason = `${player}'s order for ${c.spec.name} (${wanted.join(', ')}) is not an ordering of ${ids.join(', ')}`;
        if (this.ctx.opts.strict) this.ctx.fail('illegal-choice', key, reason);
        this.log('choice-rejected', key, say`${reason}; the default order (file order) is used.`, { source: c.id });
      }
    }
    if (this.ctx.logging) {
      this.log('order', key, say`${player} orders ${c.spec.name}'s damage assignment: ${result.map((id) => this.name(id)).join(', ')}.`, { source: c.id });
      this.ctx.decides(player, say`${c.spec.name}'s damage assignment order`);
    }
    return result;
  }

  /** 510 (C.8, T.10): one combat damage step, or two when a creature in combat has first or double strike. */
  private combatDamage(): void {
    this.g.window = 'first-strike-damage-assigned';
    // Each creature in combat notes its first and double strike as the step begins (one of four shared records).
    const all = this.ctx.all;
    let firstStep = false;
    for (let i = 0; i < all.length; i++) {
      const c = all[i]!;
      if (!inCombat(c)) continue;
      const first = has(c, 'first strike'), double = has(c, 'double strike');
      c.strike = STRIKES[(first ? 1 : 0) + (double ? 2 : 0)]!;
      if (first || double) firstStep = true;
    }
    this.schedule.firstStep = firstStep;
    if (firstStep) {
      this.log('step', 'damage.first-strike', 'A creature in combat has first strike or double strike: there are two combat damage steps.');
      this.strikeStep('first');
      this.strikeStep('second');
    } else {
      this.schedule.close('first-strike-damage-assigned', 'damage.first-strike');
      this.schedule.close('first-strike-damage-dealt', 'damage.first-strike');
      this.strikeStep('only');
    }
  }

  /** One combat damage step: who deals, assignment, the window before dealing (if any), dealing, triggers. */
  private strikeStep(step: StrikeStep): void {
    const g = this.g;
    const [wa, wd]: [Window, Window] = step === 'first'
      ? ['first-strike-damage-assigned', 'first-strike-damage-dealt']
      : ['combat-damage-assigned', 'combat-damage-dealt'];
    const { opens, window } = this.rules.models.combat.assignmentWindow;
    const hasWindow = this.rules.models.combat.hasAssignmentWindow();
    // Without a window between assigning and dealing, both happen in the *-dealt window (510.2).
    g.window = hasWindow ? wa : wd;
    this.log('step', 'damage.step', step === 'first' ? 'First combat damage step (first strike and double strike).' : 'Combat damage step.');
    const dealers = this.dealers(step);
    const assignments = assignStep(this.ctx, dealers);
    if (step !== 'first') this.zones.damageAssigned = true;
    // What dealsInStep needs for the second step in 1999-2009 (502.2b, 310.5): who assigned damage in the first.
    if (step === 'first') for (const a of assignments) this.ctx.creature(a.source).dealtInFirstStep = true;
    // The era's combat procedure: the window between assigning and dealing, as it says it.
    if (!hasWindow) {
      this.schedule.close(wa, opens.rule);
      this.log('step', opens.rule, opens.text);
    } else {
      this.log('step', opens.rule, opens.text);
      g.assigned = assignments;
      this.schedule.reach(wa);
      g.assigned = EMPTY;
      const resolves = window?.resolves;
      if (resolves) this.log('step', resolves.rule, resolves.text);
    }
    this.damage.combat(assignments, wd);
    this.schedule.reach(wd);
    this.triggers.resolveHeld();
    this.endStep();
  }

  /** 510.1a: the creatures that deal combat damage in this step, the attackers then the blockers, each in file order. */
  private dealers(step: StrikeStep): CreatureState[] {
    const dealers: CreatureState[] = [];
    const candidates = this.ctx.attackers();
    for (const b of this.ctx.all) if (b.isBlocker && isCreature(b)) candidates.push(b);
    for (let i = 0; i < candidates.length; i++) {
      const c = candidates[i]!;
      if (this.deals(c, step)) dealers.push(c);
    }
    return dealers;
  }

  /** Whether c deals combat damage in this step: its strike (502.2 / 510.4) and, for a tapped blocker, the era. Logs why not. */
  private deals(c: CreatureState, step: StrikeStep): boolean {
    const d = this.dealsInStep(c, step);
    if (!d.deals) {
      if (step === 'second' && c.dealtInFirstStep) {
        if (this.ctx.logging) this.log('no-damage', d.rule, say`${c.spec.name} dealt damage in the first step and deals none in the second.`, { source: c.id });
      } else if (step === 'second' && c.strike && (c.strike.first || c.strike.double)) {
        if (this.ctx.logging) this.log('no-damage', d.rule, say`${c.spec.name} deals no damage in the second step.`, { source: c.id });
      }
      return false;
    }
    if (step === 'second' && c.dealtInFirstStep) {
      if (this.ctx.logging) this.log('note', d.rule, say`${c.spec.name} has double strike as the second combat damage step begins and deals damage again.`, { source: c.id });
    }
    if (c.isBlocker && c.tapped) {
      const t = this.rules.call('tappedBlockerDeals', c);
      if (!t.deals) {
        if (this.ctx.logging) this.log('no-damage', t.rule, say`${c.spec.name} is a tapped blocker and deals no combat damage.`, { source: c.id });
        return false;
      }
      if (this.ctx.logging) this.log('note', t.rule, say`${c.spec.name} is tapped but still deals combat damage as a blocker.`, { source: c.id });
    }
    return true;
  }

  /** The first step is for first and double strikers (502.2 / 510.4); the second asks the era. */
  private dealsInStep(c: CreatureState, step: StrikeStep): { deals: boolean; rule: RuleKey } {
    if (step === 'only') return DEALS;
    if (step === 'first') return c.strike && (c.strike.first || c.strike.double) ? DEALS_FIRST : NOT_FIRST;
    const first: FirstStepRecord = { first: !!c.strike?.first, double: !!c.strike?.double, dealt: c.dealtInFirstStep };
    return this.rules.call('secondStepDeals', c, first);
  }

  /** 511 (C.9): end of combat; creatures leave combat as the phase ends. */
  private endOfCombat(): void {
    const g = this.g;
    g.window = 'end-of-combat';
    this.log('step', 'combat.end-step', 'End of combat step.');
    // "At end of combat" abilities trigger as the step begins, before anyone acts in it (511.2).
    if (this.triggers.endOfCombat()) this.triggers.settle(true);
    this.schedule.reach('end-of-combat');
    const all = this.ctx.all;
    for (let i = 0; i < all.length; i++) {
      const c = all[i]!;
      c.attacking = null; c.isBlocker = false; c.blocking = EMPTY; c.blockers = EMPTY;
    }
    this.log('step', 'combat.end', 'The combat phase ends; every creature is removed from combat.');
    this.walk(this.rules.models.combat.at.endOfCombat, 'the end of the attack');
    this.triggers.settle();
    this.schedule.markPassed('end-of-combat');
  }

  /**
   * The end step, reached only when a delayed "at end of turn" ability waits for it: those abilities
   * trigger as it begins (513.1 of 2009; 313.1 of 1999-2007; D'Angelo: the end phase). The scenario
   * stops there, before the cleanup step: "until end of turn" effects and damage still apply.
   */
  private endOfTurn(): void {
    this.log('step', 'turn.end-step', 'The end step begins: the delayed "at end of turn" abilities trigger.');
    if (this.triggers.delayedAt('end-of-turn')) this.triggers.settle(true);
  }

  private endStep(): void {
    this.walk(this.rules.models.combat.at.endOfStep, 'the end of the step');
  }

  /** What the era's combat procedure does at this point of combat (`when` names it in the log). */
  private walk(duties: readonly Duty[], when: string): void {
    for (let i = 0; i < duties.length; i++) {
      if (duties[i] === 'empty-pools') emptyPools(this.ctx);
      else this.sba.deferredLossCheck(when);
    }
  }
}

/** A creature's first and double strike as the first combat damage step began, by (first ? 1 : 0) + (double ? 2 : 0): shared, never written into. */
const STRIKES: readonly NonNullable<CreatureState['strike']>[] = [
  Object.freeze({ first: false, double: false }), Object.freeze({ first: true, double: false }),
  Object.freeze({ first: false, double: true }), Object.freeze({ first: true, double: true }),
];
const DEALS = Object.freeze({ deals: true, rule: 'damage.step' as RuleKey });
const DEALS_FIRST = Object.freeze({ deals: true, rule: 'damage.first-strike' as RuleKey });
const NOT_FIRST = Object.freeze({ deals: false, rule: 'damage.first-strike' as RuleKey });

/** The windows of the declare blockers and combat damage steps, skipped with no attackers (508.8). */
const AFTER_DECLARE_ATTACKERS: readonly Window[] = WINDOWS.filter((w) => w !== 'beginning-of-combat' && w !== 'declare-attackers' && w !== 'end-of-combat');
