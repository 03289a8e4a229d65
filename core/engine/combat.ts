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
import { attackCost, blockCost, hasAttackTaxes, hasBlockTaxes, payDeclaration } from './costs.js';
import { checkAttackRequirements } from './requirements.js';
import { assignStep } from './assignment.js';
import { RunContext, Stop, type RunOptions } from './context.js';
import { Damage } from './deal.js';
import { attackTarget } from './permanents.js';
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
      if (this.g.delayed.some((d) => d.when === 'end-of-turn')) this.endOfTurn();
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
      for (const o of [...this.g.creatures.values(), ...this.g.permanents.values()]) {
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

  /** 508 (C.4): declare attackers; false when none are declared (508.8). */
  private declareAttackers(): boolean {
    this.g.window = 'declare-attackers';
    // Loops, not filter or forEach, over the scenario's lists: frozen arrays take a slow path in those (state.ts).
    const declared: Scenario['attacks'][number][] = [];
    for (let i = 0; i < this.s.attacks.length; i++) {
      const d = this.s.attacks[i]!;
      if (isCreature(this.ctx.creature(d.attacker))) declared.push(d);
      else this.log('attack', 'attack.declare', say`${this.name(d.attacker)} is no longer a creature on the battlefield and is not declared as an attacker.`, { source: d.attacker });
    }
    if (this.ctx.logging) this.ctx.decides(this.g.active, declared.length ? say`which creatures attack and what each attacks: ${declared.map((d) => `${this.name(d.attacker)} attacks ${this.name(d.player)}`).join(', ')}` : 'no attackers');
    if (!declared.length) {
      // No attackers is a declaration too: it must obey the attacking requirements (C.10.Ruling.2; 508.1d).
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
      return false;
    }
    // A planeswalker or battle is attacked only where the era has the card type (permanents.ts).
    // Lists built with mapped, not map, here and below: always packed (lists.ts).
    const targets = mapped(declared, (d) => ({ attacker: d.attacker, player: attackTarget(this.ctx, d.attacker, d.player) }));
    checkAttack(this.ctx, targets);
    // Costs to attack (D'Angelo C.4.1, C.10.3; 308.2; 508.1h-j today): determined and paid, or the declaration is
    // illegal and rewound; paid before the attackers tap, which a rewind would undo anyway.
    if (hasAttackTaxes(this.ctx)) {
      payDeclaration(this.ctx, 'attack', this.g.active, mapped(targets, ({ attacker, player }) => ({ id: attacker, ...attackCost(this.ctx, this.ctx.creature(attacker), player) })));
    }
    for (const { attacker, player } of targets) {
      const c = this.ctx.creature(attacker);
      c.attacking = player;
      if (has(c, 'vigilance')) {
        if (this.ctx.logging) this.log('attack', 'attack.vigilance', say`${c.spec.name} attacks ${this.name(player)} and does not tap (vigilance).`, { source: attacker, target: player });
      } else {
        c.tapped = true;
        if (this.ctx.logging) this.log('attack', 'attack.taps', say`${c.spec.name} attacks ${this.name(player)} and taps.`, { source: attacker, target: player });
      }
    }
    for (let i = 0; i < this.s.bands.length; i++) {
      const band = this.s.bands[i]!;
      for (let k = 0; k < band.length; k++) this.ctx.creature(band[k]!).band = i;
      if (this.ctx.logging) this.log('band', 'attack.band', say`${[...band].map((id) => this.name(id)).join(', ')} attack as a band.`);
    }
    const attackers = mapped(declared, ({ attacker }) => this.ctx.creature(attacker));
    // Optional costs to attack, paid as attackers are declared (508.1g): enlist, exert.
    this.triggers.attackCosts(attackers);
    this.triggers.attackersDeclared(attackers);
    this.priority('declare-attackers');
    return true;
  }

  /** 509 (C.6): declare blockers, bands blocked whole, and (2009 to mid-2024) the damage assignment order. */
  private declareBlockers(): void {
    const g = this.g;
    g.window = 'declare-blockers';
    const blocks: { b: CreatureState; attackers: CreatureState[] }[] = [];
    for (let i = 0; i < this.s.blocks.length; i++) {
      const { blocker, attackers } = this.s.blocks[i]!;
      const b = this.ctx.creature(blocker);
      if (!isCreature(b)) {
        this.log('block', 'block.declare', say`${b.spec.name} is no longer a creature on the battlefield and cannot block.`, { source: blocker });
        continue;
      }
      const live: CreatureState[] = [];
      for (let k = 0; k < attackers.length; k++) {
        const a = this.ctx.creature(attackers[k]!);
        if (isCreature(a) && a.attacking !== null) live.push(a);
        else this.log('block', 'block.declare', say`${a.spec.name} is no longer attacking, so ${b.spec.name} cannot block it.`, { source: blocker, target: a.id });
      }
      if (live.length) blocks.push({ b, attackers: live });
    }
    checkBlocks(this.ctx, blocks);
    // Costs to block (509.1d-f): each blocking creature's, paid by the defending player in full.
    if (hasBlockTaxes(this.ctx) && blocks.length) {
      const each = blockCost(this.ctx);
      // Each defending player pays for their own blockers, in APNAP order (802.4).
      const payers = g.players.size === 2 ? [g.defending] : [...g.players.keys()].filter((p) => blocks.some(({ b }) => b.controller === p));
      for (const p of payers) payDeclaration(this.ctx, 'block', p, mapped(blocks.filter(({ b }) => payers.length === 1 || b.controller === p), ({ b }) => ({ id: b.id, ...each })));
    }
    // Blocking one creature of a band blocks the whole band (C.4.11; 702.22h today). Bands are the scenario's.
    const induced = this.s.bands.length ? new Set<string>() : NO_BANDS;
    if (this.s.bands.length) for (const blk of blocks) {
      const extra: CreatureState[] = [];
      for (const a of blk.attackers) {
        if (a.band === null) continue;
        for (const m of this.ctx.attackers()) {
          if (m.band === a.band && !blk.attackers.includes(m) && !extra.includes(m)) extra.push(m);
        }
      }
      for (const m of extra) {
        (induced as Set<string>).add(`${blk.b.id}>${m.id}`);
        if (this.ctx.logging) this.log('block', 'block.band', say`${blk.b.spec.name} blocks ${m.spec.name} too: blocking one creature of a band blocks the whole band.`, { source: blk.b.id, target: m.id });
      }
      blk.attackers.push(...extra);
    }
    const blockersOf = new Map<(typeof blocks)[number]['attackers'][number], string[]>();
    for (const { b, attackers } of blocks) {
      b.isBlocker = true;
      b.blocking = fileOrder(mapped(attackers, (a) => a.id), this.ctx.position);
      for (const a of attackers) {
        a.blocked = true;
        const ids = blockersOf.get(a) ?? blockersOf.set(a, [...a.blockers]).get(a)!;
        ids.push(b.id);
      }
      if (this.ctx.logging) this.log('block', 'block.declare', say`${b.spec.name} blocks ${b.blocking.map((id) => this.name(id)).join(', ')}.`, { source: b.id, target: b.blocking[0] });
    }
    for (const [a, ids] of blockersOf) a.blockers = fileOrder(ids, this.ctx.position);
    if (this.ctx.logging) {
      for (const a of this.ctx.attackers()) {
        if (!a.blocked) this.log('block', 'block.declare', say`${a.spec.name} is unblocked.`, { source: a.id });
      }
    }
    if (this.rules.models.assignment.order) this.announceOrders();
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

  /** 509.2–509.3 (M10 to mid-2024): each player orders the creatures their creatures fight. */
  private announceOrders(): void {
    const g = this.g;
    for (const a of this.ctx.attackers()) {
      if (a.blockers.length > 1) a.blockers = this.chosenOrder(g.active, a, a.blockers);
    }
    for (const b of this.ctx.all.filter((c) => c.isBlocker)) {
      if (b.blocking.length > 1) b.blocking = this.chosenOrder(b.controller, b, b.blocking);
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
    const fighters = this.ctx.all.filter(inCombat);
    for (const c of fighters) c.strike = { first: has(c, 'first strike'), double: has(c, 'double strike') };
    const firstStep = (this.schedule.firstStep = fighters.some((c) => c.strike!.first || c.strike!.double));
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
    const dealers: CreatureState[] = [];
    // The attackers, then the blockers, each in file order.
    const candidates = this.ctx.attackers();
    for (const b of this.ctx.all) if (b.isBlocker && isCreature(b)) candidates.push(b);
    for (const c of candidates) {
      const d = this.dealsInStep(c, step);
      if (!d.deals) {
        if (step === 'second' && c.dealtInFirstStep) {
          if (this.ctx.logging) this.log('no-damage', d.rule, say`${c.spec.name} dealt damage in the first step and deals none in the second.`, { source: c.id });
        } else if (step === 'second' && c.strike && (c.strike.first || c.strike.double)) {
          if (this.ctx.logging) this.log('no-damage', d.rule, say`${c.spec.name} deals no damage in the second step.`, { source: c.id });
        }
        continue;
      }
      if (step === 'second' && c.dealtInFirstStep) {
        if (this.ctx.logging) this.log('note', d.rule, say`${c.spec.name} has double strike as the second combat damage step begins and deals damage again.`, { source: c.id });
      }
      if (c.isBlocker && c.tapped) {
        const t = this.rules.call('tappedBlockerDeals', c);
        if (!t.deals) {
          if (this.ctx.logging) this.log('no-damage', t.rule, say`${c.spec.name} is a tapped blocker and deals no combat damage.`, { source: c.id });
          continue;
        }
        if (this.ctx.logging) this.log('note', t.rule, say`${c.spec.name} is tapped but still deals combat damage as a blocker.`, { source: c.id });
      }
      dealers.push(c);
    }
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
      g.assigned = [];
      const resolves = window?.resolves;
      if (resolves) this.log('step', resolves.rule, resolves.text);
    }
    this.damage.combat(assignments, wd);
    this.schedule.reach(wd);
    this.triggers.resolveHeld();
    this.endStep();
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
    for (const c of g.creatures.values()) {
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

/**
 * The ids without repeats, in file order. Lists of creatures are kept in file order by sorting on
 * position: linear in the blocks, where re-filtering the whole board for every block grew with the
 * cube of a large board. Short lists (nearly all) are sorted in place, without the Set and the
 * sort's work array.
 */
function fileOrder(ids: string[], position: ReadonlyMap<string, number>): string[] {
  if (ids.length < 2) return ids;
  if (ids.length > 8) return [...new Set(ids)].sort((x, y) => position.get(x)! - position.get(y)!);
  const out: string[] = [];
  for (const id of ids) {
    if (out.includes(id)) continue;
    const p = position.get(id)!;
    let i = out.length;
    out.push(id);
    for (; i > 0 && position.get(out[i - 1]!)! > p; i--) out[i] = out[i - 1]!;
    out[i] = id;
  }
  return out;
}

/** The creatures blocked through their band: none where the scenario has no bands (nearly every run). */
const NO_BANDS: ReadonlySet<string> = new Set();

const DEALS = Object.freeze({ deals: true, rule: 'damage.step' as RuleKey });
const DEALS_FIRST = Object.freeze({ deals: true, rule: 'damage.first-strike' as RuleKey });
const NOT_FIRST = Object.freeze({ deals: false, rule: 'damage.first-strike' as RuleKey });

/** The windows of the declare blockers and combat damage steps, skipped with no attackers (508.8). */
const AFTER_DECLARE_ATTACKERS: readonly Window[] = WINDOWS.filter((w) => w !== 'beginning-of-combat' && w !== 'declare-attackers' && w !== 'end-of-combat');
