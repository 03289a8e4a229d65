// The combat phase: its five steps, the priority windows in them, combat damage, state-based
// actions and triggers. Era differences are asked of the ruleset's hooks (core/hooks.ts); this
// file applies their decisions and logs every event with the rule that governs it.
import { inject, injectable } from '../di.js';
import type { StrikeStep } from '../hooks.js';
import type { RuleKey } from '../rule-keys.js';
import { RULES, type Rules } from '../rules.js';
import type { Action, Scenario } from '../scenario/scenario.js';
import { WINDOWS, type Window, type Zone } from '../scenario/schema.js';
import { perform } from './actions.js';
import { assignStep, type Assignment } from './damage.js';
import {
  count, has, inCombat, isCreature, newGame, protectedFrom, toughness,
  type CombatEvent, type CreatureState, type Game, type PlayerState,
} from './state.js';

export interface RunOptions { strict?: boolean }

type WindowState = 'future' | 'passed' | 'never';

interface Trigger {
  controller: string;
  kind: 'lifegain' | 'deathtouch';
  source: string;
  target?: string;
  amount: number;
  rule: RuleKey;
}

/** Thrown to stop the combat: a player lost, or an illegal declaration or choice. Not an Error:
 * it is control flow, and capturing a stack trace for it is measurable in large corpora. */
class Stop {}

@injectable()
export class CombatEngine {
  constructor(@inject(RULES) private readonly rules: Rules) {}

  run(s: Scenario, opts: RunOptions = {}): Game {
    const c = new Combat(this.rules, s, opts);
    c.run();
    return c.g;
  }
}

/** One run of one scenario under one ruleset. */
export class Combat {
  readonly g: Game;
  private windows = new Map<Window, WindowState>(WINDOWS.map((w) => [w, 'future']));
  private pending: Action[];
  private triggers: Trigger[] = [];
  /** Combat damage triggers waiting on the stack under the actions of the *-dealt window. */
  private onStack: Trigger[] = [];
  /** The last combat damage step has assigned its damage. */
  private lastStepAssigned = false;
  /** Actions already logged as waiting for a later first choice. */
  private waited = new Set<Action>();
  /** Whether this combat has a first combat damage step, once combat damage begins. */
  private firstStep: boolean | null = null;

  /** Every creature's state, in file order (the order of the scenario's `creatures`). */
  private readonly all: CreatureState[];

  constructor(readonly rules: Rules, readonly s: Scenario, readonly opts: RunOptions) {
    this.g = newGame(s);
    this.pending = [...s.actions];
    this.all = s.creatures.map((c) => this.g.creatures.get(c.id)!);
  }

  // ---- event log -------------------------------------------------------------------------

  log(type: string, key: RuleKey, text: string, extra?: { source?: string; target?: string; amount?: number }): void {
    const cite = this.rules.cite(key);
    // Built field by field: this runs for every event of every run, and spreads cost here.
    const e = { window: this.g.window, type } as CombatEvent;
    if (extra) {
      if (extra.source !== undefined) e.source = extra.source;
      if (extra.target !== undefined) e.target = extra.target;
      if (extra.amount !== undefined) e.amount = extra.amount;
    }
    e.rule = cite.rule;
    e.text = cite.unverified ? `[UNVERIFIED] ${text}` : text;
    if (cite.unverified) e.unverified = true;
    if (cite.derived) e.derived = true;
    this.g.events.push(e);
  }

  name(id: string): string {
    return this.g.creatures.get(id)?.spec.name ?? id;
  }

  creature(id: string): CreatureState { return this.g.creatures.get(id)!; }
  player(id: string): PlayerState { return this.g.players.get(id)!; }

  fail(status: 'illegal-attack' | 'illegal-block' | 'illegal-choice', key: RuleKey, reason: string): never {
    this.g.status = status;
    this.g.reason = reason;
    this.g.statusRule = this.rules.cite(key).rule;
    this.log('status', key, `${status}: ${reason}`);
    if (status !== 'illegal-choice') {
      const which = status === 'illegal-attack' ? 'attack' : 'block';
      this.log('status', status === 'illegal-attack' ? 'attack.illegal' : 'block.illegal', `The ${which} declaration is illegal, so it is not made: the game goes back to before it, and this combat stops here.`);
    }
    throw new Stop();
  }

  // ---- the combat phase --------------------------------------------------------------------

  run(): void {
    try {
      this.beginningOfCombat();
      if (this.declareAttackers()) {
        this.declareBlockers();
        this.combatDamage();
      }
      this.endOfCombat();
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
    }
  }

  private beginningOfCombat(): void {
    this.g.window = 'beginning-of-combat';
    this.log('step', 'combat.phase', 'The combat phase begins.');
    if (this.rules.call('playerLoss').when === 'end-of-attack') this.deferredLossCheck('the beginning of the attack');
    this.sba();
    this.reach('beginning-of-combat');
    this.endStep();
  }

  private declareAttackers(): boolean {
    this.g.window = 'declare-attackers';
    const g = this.g;
    const declared = this.s.attacks.filter(({ attacker }) => {
      const c = this.creature(attacker);
      if (isCreature(c)) return true;
      this.log('attack', 'attack.declare', `${this.name(attacker)} is no longer a creature on the battlefield and is not declared as an attacker.`, { source: attacker });
      return false;
    });
    if (!declared.length) {
      const skip = this.rules.call('nullAttack');
      this.log('attack', skip.rule, skip.skipsDeclareAttackers
        ? 'No attackers are declared: the rest of the declare attackers step and the declare blockers and combat damage steps are skipped.'
        : 'No attackers are declared: the declare blockers and combat damage steps are skipped.');
      for (const w of AFTER_DECLARE_ATTACKERS) this.windows.set(w, 'never');
      if (skip.skipsDeclareAttackers) this.windows.set('declare-attackers', 'never');
      else {
        this.reach('declare-attackers');
        this.endStep();
      }
      return false;
    }
    for (const { attacker, player } of declared) {
      const c = this.creature(attacker);
      const n = c.spec.name;
      if (c.controller !== g.active) this.fail('illegal-attack', 'attack.declare', `${n} is not controlled by the active player`);
      if (player !== g.defending) this.fail('illegal-attack', 'attack.declare', `${n} cannot attack its own controller`);
      if (c.tapped) this.fail('illegal-attack', 'attack.tapped', `${n} is tapped`);
      if (c.sick) {
        if (!has(c, 'haste')) this.fail('illegal-attack', 'attack.sick', `${n} has not been controlled continuously since the turn began`);
        this.log('attack', 'attack.haste', `${n} has haste, so it may attack although it came under its controller's control this turn.`, { source: attacker });
      }
      const r = this.rules.call('attackRestriction', c);
      if (r) this.fail('illegal-attack', r.rule, `${n} ${r.reason}`);
    }
    const bands = this.s.bands;
    for (const band of bands) {
      const members = band.map((id) => this.creature(id));
      if (members.some((m) => !declared.some((d) => d.attacker === m.id))) {
        this.fail('illegal-attack', 'attack.band', `band ${band.join('+')} has a member that is not attacking`);
      }
      const targets = new Set(band.map((id) => declared.find((d) => d.attacker === id)!.player));
      if (targets.size > 1) this.fail('illegal-attack', 'attack.band', `band ${band.join('+')} attacks more than one player`);
      const without = members.filter((m) => !has(m, 'banding'));
      if (without.length > 1) {
        this.fail('illegal-attack', 'attack.band', `band ${band.join('+')} has ${without.length} creatures without banding (at most one)`);
      }
    }
    for (const { attacker, player } of declared) {
      const c = this.creature(attacker);
      c.attacking = player;
      if (has(c, 'vigilance')) {
        this.log('attack', 'attack.vigilance', `${c.spec.name} attacks ${player} and does not tap (vigilance).`, { source: attacker, target: player });
      } else {
        c.tapped = true;
        this.log('attack', 'attack.taps', `${c.spec.name} attacks ${player} and taps.`, { source: attacker, target: player });
      }
    }
    bands.forEach((band, i) => {
      for (const id of band) this.creature(id).band = i;
      this.log('band', 'attack.band', `${band.map((id) => this.name(id)).join(', ')} attack as a band.`);
    });
    this.sba();
    this.reach('declare-attackers');
    this.endStep();
    return true;
  }

  private declareBlockers(): void {
    const g = this.g;
    g.window = 'declare-blockers';
    const blocks: { b: CreatureState; attackers: CreatureState[] }[] = [];
    for (const { blocker, attackers } of this.s.blocks) {
      const b = this.creature(blocker);
      if (!isCreature(b)) {
        this.log('block', 'block.declare', `${b.spec.name} is no longer a creature on the battlefield and cannot block.`, { source: blocker });
        continue;
      }
      const live = attackers.map((id) => this.creature(id)).filter((a) => {
        if (isCreature(a) && a.attacking !== null) return true;
        this.log('block', 'block.declare', `${a.spec.name} is no longer attacking, so ${b.spec.name} cannot block it.`, { source: blocker, target: a.id });
        return false;
      });
      if (live.length) blocks.push({ b, attackers: live });
    }
    for (const { b, attackers } of blocks) {
      const n = b.spec.name;
      if (b.controller !== g.defending) this.fail('illegal-block', 'block.declare', `${n} is not controlled by the defending player`);
      if (b.tapped) this.fail('illegal-block', 'block.tapped', `${n} is tapped`);
      if (b.cantBlock) this.fail('illegal-block', 'block.cant', `${n} can't block`);
      if (attackers.length > 1 + b.canBlockAdditional) {
        this.fail('illegal-block', 'block.one', `${n} blocks ${attackers.length} attackers but can block only ${1 + b.canBlockAdditional}`);
      }
      for (const a of attackers) this.checkEvasion(a, b);
    }
    // Menace restricts the declaration; creatures that become blocked through their band do not count (A.11.3).
    for (const a of this.attackers()) {
      if (!has(a, 'menace')) continue;
      const n = blocks.filter((blk) => blk.attackers.includes(a)).length;
      if (n === 1) this.fail('illegal-block', 'block.menace', `${a.spec.name} has menace and is blocked by only one creature`);
    }
    // Blocking one creature of a band blocks the whole band (C.4.11; 702.22h today).
    for (const blk of blocks) {
      const extra: CreatureState[] = [];
      for (const a of blk.attackers) {
        if (a.band === null) continue;
        for (const m of this.attackers()) {
          if (m.band === a.band && !blk.attackers.includes(m) && !extra.includes(m)) extra.push(m);
        }
      }
      for (const m of extra) {
        this.log('block', 'block.band', `${blk.b.spec.name} blocks ${m.spec.name} too: blocking one creature of a band blocks the whole band.`, { source: blk.b.id, target: m.id });
      }
      blk.attackers.push(...extra);
    }
    const order = (ids: string[]) => this.s.creatures.map((c) => c.id).filter((id) => ids.includes(id));
    for (const { b, attackers } of blocks) {
      b.isBlocker = true;
      b.blocking = order(attackers.map((a) => a.id));
      for (const a of attackers) {
        a.blocked = true;
        a.blockers = order([...a.blockers, b.id]);
      }
      this.log('block', 'block.declare', `${b.spec.name} blocks ${b.blocking.map((id) => this.name(id)).join(', ')}.`, { source: b.id, target: b.blocking[0] });
    }
    for (const a of this.attackers()) {
      if (!a.blocked) this.log('block', 'block.declare', `${a.spec.name} is unblocked.`, { source: a.id });
    }
    if (this.rules.call('damageAssignmentOrder').exists) this.announceOrders();
    this.sba();
    this.reach('declare-blockers');
    this.endStep();
  }

  private checkEvasion(a: CreatureState, b: CreatureState): void {
    const an = a.spec.name, bn = b.spec.name;
    if (has(a, 'flying') && !has(b, 'flying')) {
      if (!has(b, 'reach')) this.fail('illegal-block', 'block.flying', `${an} has flying and ${bn} has neither flying nor reach`);
      this.log('block', 'block.reach', `${bn} can block ${an} (flying) because it has reach.`, { source: b.id, target: a.id });
    }
    if (has(a, 'shadow') && !has(b, 'shadow')) this.fail('illegal-block', 'block.shadow', `${an} has shadow and ${bn} does not`);
    if (has(b, 'shadow') && !has(a, 'shadow')) this.fail('illegal-block', 'block.shadow', `${bn} has shadow and can block only creatures with shadow`);
    if (has(a, 'fear') && !b.colors.includes('black') && !b.types.concat(b.cardTypes).some((t) => t.toLowerCase() === 'artifact')) {
      this.fail('illegal-block', 'block.fear', `${an} has fear and ${bn} is neither black nor an artifact`);
    }
    const col = b.colors.find((c) => has(a, `protection from ${c}`));
    if (col) this.fail('illegal-block', 'block.protection', `${an} has protection from ${col} and ${bn} is ${col}`);
  }

  /** 509.2–509.3 (M10 to mid-2024): each player orders the creatures their creatures fight. */
  private announceOrders(): void {
    const g = this.g;
    for (const a of this.attackers()) {
      if (a.blockers.length > 1) a.blockers = this.chosenOrder(g.active, a, a.blockers);
    }
    for (const b of this.creaturesInFileOrder().filter((c) => c.isBlocker)) {
      if (b.blocking.length > 1) b.blocking = this.chosenOrder(g.defending, b, b.blocking);
    }
  }

  private chosenOrder(player: string, c: CreatureState, ids: string[]): string[] {
    const key: RuleKey = player === this.g.active ? 'dao.order' : 'dao.order-defender';
    const wanted = this.s.choices[player]?.order[c.id];
    let result = ids;
    if (wanted) {
      const ok = wanted.length === ids.length && ids.every((id) => wanted.includes(id));
      if (ok) result = [...wanted];
      else {
        const reason = `${player}'s order for ${c.spec.name} (${wanted.join(', ')}) is not an ordering of ${ids.join(', ')}`;
        if (this.opts.strict) this.fail('illegal-choice', key, reason);
        this.log('choice-rejected', key, `${reason}; the default order (file order) is used.`, { source: c.id });
      }
    }
    this.log('order', key, `${player} orders ${c.spec.name}'s damage assignment: ${result.map((id) => this.name(id)).join(', ')}.`, { source: c.id });
    return result;
  }

  private combatDamage(): void {
    this.g.window = 'first-strike-damage-assigned';
    const fighters = this.creaturesInFileOrder().filter(inCombat);
    for (const c of fighters) c.strike = { first: has(c, 'first strike'), double: has(c, 'double strike') };
    const firstStep = (this.firstStep = fighters.some((c) => c.strike!.first || c.strike!.double));
    if (firstStep) {
      this.log('step', 'damage.first-strike', 'A creature in combat has first strike or double strike: there are two combat damage steps.');
      this.strikeStep('first');
      this.strikeStep('second');
    } else {
      this.windows.set('first-strike-damage-assigned', 'never');
      this.windows.set('first-strike-damage-dealt', 'never');
      this.strikeStep('only');
    }
  }

  private strikeStep(step: StrikeStep): void {
    const g = this.g;
    const [wa, wd]: [Window, Window] = step === 'first'
      ? ['first-strike-damage-assigned', 'first-strike-damage-dealt']
      : ['combat-damage-assigned', 'combat-damage-dealt'];
    const kind = this.rules.call('assignmentWindow');
    // Without a window between assigning and dealing, both happen in the *-dealt window (510.2).
    g.window = kind.kind === 'none' ? wd : wa;
    this.log('step', 'damage.step', step === 'first' ? 'First combat damage step (first strike and double strike).' : 'Combat damage step.');
    const dealers: CreatureState[] = [];
    for (const c of [...this.attackers(), ...this.creaturesInFileOrder().filter((b) => b.isBlocker && isCreature(b))]) {
      const d = this.dealsInStep(c, step);
      if (!d.deals) {
        if (step === 'second' && c.dealtInFirstStep) {
          this.log('no-damage', d.rule, `${c.spec.name} dealt damage in the first step and deals none in the second.`, { source: c.id });
        } else if (step === 'second' && c.strike && (c.strike.first || c.strike.double)) {
          this.log('no-damage', d.rule, `${c.spec.name} deals no damage in the second step.`, { source: c.id });
        }
        continue;
      }
      if (step === 'second' && c.dealtInFirstStep) {
        this.log('note', d.rule, `${c.spec.name} has double strike as the second combat damage step begins and deals damage again.`, { source: c.id });
      }
      if (c.isBlocker && c.tapped) {
        const t = this.rules.call('tappedBlockerDeals', c);
        if (!t.deals) {
          this.log('no-damage', t.rule, `${c.spec.name} is a tapped blocker and deals no combat damage.`, { source: c.id });
          continue;
        }
        this.log('note', t.rule, `${c.spec.name} is tapped but still deals combat damage as a blocker.`, { source: c.id });
      }
      dealers.push(c);
    }
    const assignments = assignStep(this, dealers);
    if (step !== 'first') this.lastStepAssigned = true;
    // What dealsInStep needs for the second step in 1999-2009 (502.2b, 310.5): who assigned damage in the first.
    if (step === 'first') for (const a of assignments) this.creature(a.source).dealtInFirstStep = true;
    if (kind.kind === 'none') {
      this.windows.set(wa, 'never');
      this.log('step', kind.rule, 'Combat damage is dealt as soon as it is assigned; no player gets priority in between.');
    } else {
      this.log('step', kind.rule, kind.kind === 'stack'
        ? 'The combat damage assignment goes on the stack as one object; players get priority before it resolves.'
        : 'Damage prevention step: only prevention, redirection, regeneration and mana sources may be used before the damage takes effect.');
      this.reach(wa);
      if (kind.kind === 'stack') this.log('step', 'damage.resolve', 'The combat damage resolves: it is dealt as assigned, by the sources as they last existed.');
    }
    this.deal(assignments, wd);
    this.reach(wd);
    this.resolveOnStack();
    this.endStep();
  }

  /** The first step is for first and double strikers (502.2 / 510.4); the second asks the era. */
  private dealsInStep(c: CreatureState, step: StrikeStep): { deals: boolean; rule: RuleKey } {
    if (step === 'only') return { deals: true, rule: 'damage.step' };
    if (step === 'first') return { deals: !!c.strike && (c.strike.first || c.strike.double), rule: 'damage.first-strike' };
    return this.rules.call('secondStepDeals', c);
  }

  /** Does the window exist in these rules, and may this kind of action be taken in it? */
  private windowVerdict(w: Window, kind: Action['do']): { exists: boolean; allowed: boolean; rule: RuleKey; reason?: string } {
    // A *-assigned window exists only where something lies between assigning and dealing damage.
    if (w.endsWith('-assigned') && this.rules.call('assignmentWindow').kind === 'none') return { exists: false, allowed: false, rule: 'window.none' };
    return { exists: true, ...this.rules.call('windowAllows', w, kind) };
  }

  /** Combat damage triggers left on the stack while the *-dealt window's actions were taken. */
  private resolveOnStack(): void {
    if (!this.onStack.length) return;
    this.triggers = this.onStack;
    this.onStack = [];
    this.resolveTriggers();
  }

  private deal(assignments: Assignment[], wd: Window): void {
    const g = this.g;
    g.window = wd;
    const totals = new Map<string, number>();
    const hurt: { source: string; target: string; amount: number }[] = [];
    const redirects: { source: CreatureState; player: string; amount: number }[] = [];
    const gone = new Set<string>();
    for (const a of assignments) {
      const src = this.creature(a.source);
      if (src.zone !== 'battlefield' && !gone.has(src.id)) {
        gone.add(src.id);
        this.log('note', 'damage.resolve', `${src.spec.name} has left the battlefield; its assigned damage is still dealt, using its last known information.`, { source: src.id });
      }
      if (g.players.has(a.target)) {
        const amount = this.shield(this.player(a.target), a.amount, src);
        if (amount <= 0) continue;
        this.player(a.target).life -= amount;
        totals.set(src.id, (totals.get(src.id) ?? 0) + amount);
        this.log('damage', 'damage.deal', `${src.spec.name} deals ${amount} combat damage to ${a.target} (life ${this.player(a.target).life}).`, { source: src.id, target: a.target, amount });
        continue;
      }
      const r = this.creature(a.target);
      if (!isCreature(r)) {
        this.log('fizzle', 'damage.recipient-gone', `${r.spec.name} is no longer a creature on the battlefield: the ${a.amount} damage assigned to it is not dealt.`, { source: src.id, target: r.id, amount: a.amount });
        continue;
      }
      if (protectedFrom(r, src)) {
        this.log('prevent', 'damage.protection', `${r.spec.name} has protection: the ${a.amount} damage from ${src.spec.name} is prevented.`, { source: src.id, target: r.id, amount: a.amount });
        continue;
      }
      let amount = this.shield(r, a.amount, src);
      if (a.redirectExcessOver !== undefined && amount > a.redirectExcessOver) {
        const excess = amount - a.redirectExcessOver;
        amount -= excess;
        redirects.push({ source: src, player: src.attacking ?? g.defending, amount: excess });
      }
      if (amount <= 0) continue;
      r.damage += amount;
      totals.set(src.id, (totals.get(src.id) ?? 0) + amount);
      hurt.push({ source: src.id, target: r.id, amount });
      this.log('damage', 'damage.deal', `${src.spec.name} deals ${amount} combat damage to ${r.spec.name} (${r.damage} damage marked, toughness ${toughness(r)}).`, { source: src.id, target: r.id, amount });
    }
    for (const x of redirects) {
      const p = this.player(x.player);
      const amount = this.shield(p, x.amount, x.source);
      if (amount <= 0) continue;
      p.life -= amount;
      totals.set(x.source.id, (totals.get(x.source.id) ?? 0) + amount);
      this.log('damage', 'damage.trample', `Old trample: ${amount} damage from ${x.source.spec.name} beyond what its blockers needed is redirected to ${p.id} (life ${p.life}); redirected damage is no longer combat damage (G.13.8).`, { source: x.source.id, target: p.id, amount });
    }
    this.afterDamage(totals, hurt);
    if (this.rules.call('triggerTiming').when === 'before-destruction') {
      this.settle();
    } else {
      // The triggers go on the stack and players get priority: actions in the *-dealt window
      // answer them (a regeneration in response to a deathtouch trigger, say); they resolve after.
      this.sba();
      this.onStack.push(...this.triggers);
      this.triggers = [];
    }
  }

  /** After damage: triggers and state-based actions (or destruction), in the era's order. */
  private settle(): void {
    if (this.rules.call('triggerTiming').when === 'before-destruction') {
      this.resolveTriggers(false);
      this.sba();
    } else {
      this.sba();
      this.resolveTriggers();
    }
  }

  /** Applies prevention shields to damage about to be dealt; returns what is left. */
  shield(t: CreatureState | PlayerState, amount: number, src?: CreatureState): number {
    if (t.preventShield <= 0 || amount <= 0) return amount;
    const prevented = Math.min(t.preventShield, amount);
    t.preventShield -= prevented;
    const name = 'spec' in t ? t.spec.name : t.id;
    this.log('prevent', 'damage.prevent', `A prevention shield on ${name} prevents ${prevented} damage${src ? ` from ${src.spec.name}` : ''}.`, { source: src?.id, target: t.id, amount: prevented });
    return amount - prevented;
  }

  /** Deathtouch, lifelink and damage triggers for the damage just dealt. */
  afterDamage(totals: Map<string, number>, hurt: { source: string; target: string; amount: number }[]): void {
    const lifelink = this.rules.call('lifelink');
    const deathtouch = this.rules.call('deathtouch');
    // A triggered ability triggers only while its permanent is on the battlefield: a source that
    // left before its damage on the stack was dealt triggers nothing (Forsythe 2009; 402.8 / 410.10d
    // of 2004). Static abilities apply through last known information.
    const triggers = (src: CreatureState) => src.zone === 'battlefield';
    const perPoint = this.rules.call('triggerTiming').perPoint;
    // Before the keywords existed (2007) their printed wording is a plain damage trigger: cite that.
    const printed = (key: RuleKey): RuleKey => (this.rules.cite(key).rule.startsWith('no rule') ? 'lifegain.trigger' : key);
    for (const h of hurt) {
      const src = this.creature(h.source);
      if (!has(src, 'deathtouch')) continue;
      if (deathtouch.mode === 'static') this.creature(h.target).deathtouched = true;
      // Old rules (A.8.10): one destroy trigger per point of damage; regeneration saves from one each.
      else if (triggers(src)) for (let i = 0; i < count(src, 'deathtouch') * (perPoint ? h.amount : 1); i++) {
        this.triggers.push({ controller: src.controller, kind: 'deathtouch', source: src.id, target: h.target, amount: h.amount, rule: printed(deathtouch.rule) });
      }
    }
    for (const [id, total] of totals) {
      const src = this.creature(id);
      if (has(src, 'lifelink')) {
        if (lifelink.mode === 'static') {
          const p = this.player(src.controller);
          p.life += total;
          this.log('life', lifelink.rule, `Lifelink: ${p.id} gains ${total} life as ${src.spec.name}'s damage is dealt (life ${p.life}); further instances are redundant.`, { source: id, target: p.id, amount: total });
        } else if (triggers(src)) {
          for (let i = 0; i < count(src, 'lifelink'); i++) this.lifegainTriggers(src, total, printed(lifelink.rule), perPoint);
        }
      }
      if (src.damageTriggerLifegain && triggers(src)) this.lifegainTriggers(src, total, 'lifegain.trigger', perPoint);
    }
    for (const t of this.triggers) {
      const what = t.kind === 'lifegain' ? `${t.controller} gains ${t.amount} life` : `destroy ${this.name(t.target!)}`;
      this.log('trigger', t.rule, `${this.name(t.source)}'s ability triggers: ${what}.`, { source: t.source, target: t.target });
    }
  }

  /** One life-gain trigger for the damage, or (old rules, A.8.10) one per point of it. */
  private lifegainTriggers(src: CreatureState, total: number, rule: RuleKey, perPoint: boolean): void {
    const n = perPoint ? total : 1;
    for (let i = 0; i < n; i++) {
      this.triggers.push({ controller: src.controller, kind: 'lifegain', source: src.id, amount: perPoint ? 1 : total, rule });
    }
  }

  /**
   * APNAP: the active player's triggers go on the stack first, so the other player's resolve first.
   * With the stack, state-based actions are checked after each resolution; in the old damage
   * prevention step every trigger resolves before destruction (T.10.1 sub-steps 4 and 5).
   */
  private resolveTriggers(sbaBetween = true): void {
    while (this.triggers.length) {
      const all = this.triggers;
      this.triggers = [];
      const ordered = [...all.filter((t) => t.controller !== this.g.active), ...all.filter((t) => t.controller === this.g.active)];
      for (const t of ordered) {
        if (t.kind === 'lifegain') {
          const p = this.player(t.controller);
          p.life += t.amount;
          this.log('life', 'trigger.resolve', `${this.name(t.source)}'s trigger resolves: ${p.id} gains ${t.amount} life (life ${p.life}).`, { source: t.source, target: p.id, amount: t.amount });
        } else {
          const c = this.creature(t.target!);
          if (!isCreature(c)) {
            this.log('trigger', 'trigger.resolve', `${this.name(t.source)}'s deathtouch trigger does nothing: ${c.spec.name} has already left the battlefield.`, { source: t.source, target: c.id });
          } else {
            this.log('trigger', t.rule, `${this.name(t.source)}'s deathtouch trigger resolves: destroy ${c.spec.name}.`, { source: t.source, target: c.id });
            this.destroy(c, 'action.destroy');
          }
        }
        if (sbaBetween) this.sba();
      }
    }
  }

  private endOfCombat(): void {
    const g = this.g;
    g.window = 'end-of-combat';
    this.log('step', 'combat.end', 'End of combat step.');
    this.reach('end-of-combat');
    for (const c of g.creatures.values()) {
      c.attacking = null; c.isBlocker = false; c.blocking = []; c.blockers = [];
    }
    this.log('step', 'combat.end', 'The combat phase ends; every creature is removed from combat.');
    this.emptyPools();
    if (this.rules.call('playerLoss').when === 'end-of-attack') this.deferredLossCheck('the end of the attack');
    this.sba();
    this.markPassed('end-of-combat');
  }

  private endStep(): void {
    if (this.rules.call('mana').empties === 'each-step') this.emptyPools();
  }

  /** Unused mana leaves the pools, burning its owner where the era says so. */
  private emptyPools(): void {
    const mana = this.rules.call('mana');
    for (const p of this.g.players.values()) {
      if (p.pool <= 0) continue;
      const n = p.pool;
      p.pool = 0;
      if (mana.burns) {
        p.life -= n;
        this.log('burn', mana.rule, `Mana burn: ${p.id}'s ${n} unused mana empties from the pool and ${p.id} loses ${n} life (life ${p.life}).`, { target: p.id, amount: n });
      } else {
        this.log('mana', mana.rule, `${p.id}'s mana pool empties (${n} unused mana, no mana burn).`, { target: p.id, amount: n });
      }
    }
  }

  // ---- windows and scripted actions --------------------------------------------------------

  /** The window is reached: perform the actions whose first usable preference it is. */
  private reach(w: Window): void {
    this.g.window = w;
    // Repeat: an action can change which windows are still to come (e.g. remove the only first
    // strike), letting an earlier-listed action fall back to this window after all.
    do this.reachOnce(w);
    while (this.pending.some((a) => this.preferred(a) === w));
    this.markPassed(w);
  }

  private reachOnce(w: Window): void {
    for (const a of [...this.pending]) {
      const target = this.preferred(a);
      if (target !== null && target !== w && a.at.includes(w) && this.usable(w, a) && !this.waited.has(a)) {
        this.waited.add(a);
        const v = this.windowVerdict(target, a.do);
        this.log('timing', v.rule, `Action #${a.index + 1} (${this.describe(a)}) waits for ${target}, its first choice, which these rules provide.`, this.targetOf(a));
      }
      if (target === w) {
        this.pending = this.pending.filter((x) => x !== a);
        const earlier = a.at.slice(0, a.at.indexOf(w));
        if (earlier.length) {
          const why = this.whyNot(earlier[0]!, a);
          this.log('timing', why.key, `Action #${a.index + 1} (${this.describe(a)}) is taken in ${w}: ${why.text}.`, this.targetOf(a));
        }
        perform(this, a);
        this.settle();
      }
    }
  }

  private markPassed(w: Window): void {
    if (this.windows.get(w) === 'future') this.windows.set(w, 'passed');
    for (const a of [...this.pending]) {
      if (this.preferred(a) === null) {
        this.pending = this.pending.filter((x) => x !== a);
        this.skip(a);
      }
    }
  }

  /** The first window in the action's `at` list that exists, allows it, and is still to come. */
  private preferred(a: Action): Window | null {
    for (const w of a.at) {
      const v = this.windowVerdict(w, a.do);
      if (!v.exists || !v.allowed) continue;
      if (this.windows.get(w) === 'future' && !(FIRST_STRIKE_WINDOWS.includes(w) && !this.firstStrikeExpected())) return w;
    }
    return null;
  }

  /**
   * Before combat damage, whether a first combat damage step is coming: as things stand, does a
   * creature in combat have first strike or double strike (510.5 of 2009 / 502.2)? An action whose first
   * choice is a first-strike window falls back to its next choice when none will come.
   */
  private firstStrikeExpected(): boolean {
    if (this.firstStep !== null) return this.firstStep;
    const strikes = (c: CreatureState) => has(c, 'first strike') || has(c, 'double strike');
    // The creatures that will fight: those in combat, and before blocks those the scenario
    // declares as attackers and blockers.
    const declared = this.g.window === 'declare-blockers' ? [] : [
      ...(this.g.window === 'beginning-of-combat' ? this.s.attacks.map((x) => x.attacker) : []),
      ...this.s.blocks.map((b) => b.blocker),
    ];
    return this.all.some((c) => isCreature(c) && strikes(c) && (inCombat(c) || declared.includes(c.id)));
  }

  private usable(w: Window, a: Action): boolean {
    const v = this.windowVerdict(w, a.do);
    return v.exists && v.allowed;
  }

  /** Why an action cannot be taken in a window it names. */
  private whyNot(w: Window, a: Action): { key: RuleKey; text: string } {
    const v = this.windowVerdict(w, a.do);
    if (!v.exists) return { key: v.rule, text: `there is no ${w} window in these rules` };
    if (!v.allowed) return { key: v.rule, text: `${a.do} may not be done in ${w}${v.reason ? ` (${v.reason})` : ''}` };
    return { key: 'combat.priority', text: this.windows.get(w) === 'passed' ? `${w} has already passed` : `${w} does not occur in this combat` };
  }

  private describe(a: Action): string {
    return `${a.do}${'target' in a ? ` ${this.name(a.target)}` : ''}`;
  }

  private targetOf(a: Action): { target?: string } {
    return 'target' in a ? { target: a.target } : {};
  }

  private skip(a: Action): void {
    const why = a.at.map((w) => this.whyNot(w, a));
    this.log('action-skipped', why[0]!.key, `Action #${a.index + 1} (${this.describe(a)}) is not performed: ${why.map((x) => x.text).join('; ')}.`, this.targetOf(a));
  }

  // ---- zones, destruction, state-based actions ------------------------------------------------

  destroy(c: CreatureState, key: RuleKey): void {
    if (has(c, 'indestructible')) {
      this.log('note', 'indestructible', `${c.spec.name} is indestructible and is not destroyed.`, { target: c.id });
      return;
    }
    if (c.regenShields > 0) {
      c.regenShields--;
      c.tapped = true;
      c.damage = 0;
      c.deathtouched = false;
      this.log('regenerate', 'regenerate', `${c.spec.name} regenerates: it is tapped, all damage is removed from it, and it is removed from combat.`, { target: c.id });
      this.removeFromCombat(c, null, true);
      return;
    }
    this.moveTo(c, 'graveyard', key);
  }

  moveTo(c: CreatureState, zone: Zone, key: RuleKey): void {
    const wasInCombat = inCombat(c);
    this.removeFromCombat(c, null, true);
    c.zone = zone;
    const where = zone === 'hand' ? "its owner's hand" : zone === 'exile' ? 'exile' : "its owner's graveyard";
    this.log('zone', key, `${c.spec.name} is put into ${where}${wasInCombat ? ' and leaves combat' : ''}.`, { target: c.id });
  }

  removeFromCombat(c: CreatureState, why: string | null, silent = false): void {
    if (c.attacking === null && !c.isBlocker) return;
    const g = this.g;
    if (c.attacking !== null) {
      for (const b of g.creatures.values()) b.blocking = b.blocking.filter((id) => id !== c.id);
      c.attacking = null;
    }
    if (c.isBlocker) {
      for (const id of c.blocking) {
        const a = this.creature(id);
        a.blockers = a.blockers.filter((b) => b !== c.id);
        // Worth saying only while the attacker has combat damage still to assign.
        if (!a.blockers.length && isCreature(a) && a.attacking !== null && !this.lastStepAssigned) {
          this.log('note', 'block.stays-blocked', `${a.spec.name} has no blocker left but remains blocked.`, { target: a.id });
        }
      }
      c.isBlocker = false;
      c.blocking = [];
    }
    if (!silent && why) this.log('removed-from-combat', 'combat.removed', `${why}, so it is removed from combat.`, { target: c.id });
  }

  /** State-based actions (or, before 1999, the destruction sub-step): repeated until none apply. */
  sba(): void {
    const g = this.g;
    for (;;) {
      const loss = this.rules.call('playerLoss');
      const losers: PlayerState[] = [];
      if (loss.when === 'sba') for (const p of g.players.values()) if (!p.lost && p.life <= 0) losers.push(p);
      const zero: CreatureState[] = [], lethal: CreatureState[] = [], touched: CreatureState[] = [];
      for (const c of this.all) {
        if (!isCreature(c)) { c.deathtouched = false; continue; }
        const t = toughness(c);
        if (t <= 0) zero.push(c);
        else if (!has(c, 'indestructible')) {
          if (c.damage >= t) lethal.push(c);
          else if (c.deathtouched) touched.push(c);
        }
        c.deathtouched = false;
      }
      if (!losers.length && !zero.length && !lethal.length && !touched.length) break;
      for (const p of losers) {
        p.lost = true;
        this.log('lose', loss.rule, `${p.id} has ${p.life} life and loses the game.`, { target: p.id });
      }
      for (const c of zero) this.moveTo(c, 'graveyard', 'sba.zero-toughness');
      for (const c of lethal) {
        this.log('sba', 'sba.lethal-damage', `${c.spec.name} has lethal damage (${c.damage} on toughness ${toughness(c)}) and is destroyed.`, { target: c.id });
        this.destroy(c, 'sba.lethal-damage');
      }
      for (const c of touched) {
        this.log('sba', 'sba.deathtouch', `${c.spec.name} was dealt damage by a source with deathtouch and is destroyed.`, { target: c.id });
        this.destroy(c, 'sba.deathtouch');
      }
      if (losers.length) {
        this.log('game-over', loss.rule, 'The game is over; the rest of the combat does not happen.');
        throw new Stop();
      }
    }
  }

  private deferredLossCheck(when: string): void {
    const losers = [...this.g.players.values()].filter((p) => !p.lost && p.life <= 0);
    for (const p of losers) {
      p.lost = true;
      this.log('lose', 'loss.deferred', `At ${when}, ${p.id} has ${p.life} life and loses the game.`, { target: p.id });
    }
    if (losers.length) {
      this.log('game-over', 'loss.deferred', 'The game is over.');
      throw new Stop();
    }
  }

  // ---- queries ---------------------------------------------------------------------------------

  creaturesInFileOrder(): CreatureState[] {
    return this.all;
  }

  attackers(): CreatureState[] {
    return this.creaturesInFileOrder().filter((c) => isCreature(c) && c.attacking !== null);
  }
}

/** The windows of the declare blockers and combat damage steps, skipped with no attackers (508.8). */
const AFTER_DECLARE_ATTACKERS: readonly Window[] = WINDOWS.filter((w) => w !== 'beginning-of-combat' && w !== 'declare-attackers' && w !== 'end-of-combat');
const FIRST_STRIKE_WINDOWS: readonly Window[] = ['first-strike-damage-assigned', 'first-strike-damage-dealt'];
