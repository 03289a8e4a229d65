// Triggered abilities: "whenever this deals damage" (lifelink and deathtouch while triggered,
// printed damage triggers), and the abilities of the scenario's vocabulary and the triggered
// keywords (attacks, blocks, becomes blocked, dies, ...). Created as their events happen, put on
// the stack APNAP, resolved in the era's order relative to state-based actions and to what
// players do in the step (the combatTriggers and triggerTiming policies).
import { targetBar } from './targeting.js';
import type { RuleKey } from '../rule-keys.js';
import { say, signed } from '../events.js';
import { keywordAbilities, type CitedAbility } from '../abilities.js';
import type { Action, CreatureSpec, Scenario } from '../scenario/scenario.js';
import type { TriggerEvent } from '../scenario/schema.js';
import { delay, effectAction, tokenAction, type Performer } from './actions.js';
import type { RunContext } from './context.js';
import type { StateBasedActions } from './sba.js';
import { count, has, isCreature, power, shapedAbility, type AbilitiesByEvent, type CreatureState, type Delayed, type PlayerState } from './state.js';
import type { Zones } from './zones.js';
import { defendingOf } from './permanents.js';
import { inRange } from './multiplayer.js';

interface Trigger {
  controller: string;
  kind: 'lifegain' | 'deathtouch' | 'ability' | 'delayed';
  /** kind 'delayed': the delayed triggered ability (an effect created it: 603.7). */
  delayed?: Delayed;
  /** kind 'ability': the ability, with the rule it is cited by. */
  ability?: CitedAbility;
  /** kind 'ability': the object of its event: "that creature" (a blocker, the lone attacker), "that player". */
  that?: string;
  source: string;
  target?: string;
  amount: number;
  /**
   * How many identical triggers this stands for. Before 1999 a damage trigger triggered once per
   * point of damage (D'Angelo A.8.10): those N triggers are kept as one counted batch, so a huge
   * power costs one entry, not N (issue 14). They resolve together, as the old damage prevention
   * step resolved them with no state-based check between (T.10.1 sub-steps 4 and 5).
   */
  times: number;
  rule: RuleKey;
  /** A deathtouch trigger: the object it will destroy (400.7: that creature, not a new object the same card became). */
  targetObject?: number;
}

/** Damage one source dealt to one creature (or, as combat damage, to a player). */
export interface Hurt { source: string; target: string; amount: number }

/** The damage each creature was dealt in one damage event, from its per-source parts. */
function dealtTo(hurt: readonly Hurt[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const h of hurt) m.set(h.target, (m.get(h.target) ?? 0) + h.amount);
  return m;
}

/** Carries out an ability's effect as the scripted action with the same meaning (core/engine/actions.ts). */
export type Effect = (a: Action, as: Performer) => void;

/** A creature's written triggered abilities and its keywords', by the event they trigger on. */
function indexAbilities(spec: CreatureSpec, keywords: readonly string[]): AbilitiesByEvent {
  let m: Map<TriggerEvent, CitedAbility[]> | null = null;
  const add = (a: CitedAbility): void => {
    const list = (m ??= new Map()).get(a.ability.trigger);
    if (list) list.push(a);
    else m.set(a.ability.trigger, [a]);
  };
  // Indexed: the scenario's lists are frozen while it runs (state.ts).
  // "Whenever you gain life" is cited by the rule that says what a life gain event is (119.9).
  for (let i = 0; i < spec.triggered.length; i++) { const ability = spec.triggered[i]!; add(cited(ability, ability.trigger === 'you-gain-life' ? 'trigger.life-gain' : 'trigger.ability', undefined)); }
  for (let i = 0; i < keywords.length; i++) for (const a of keywordAbilities(keywords[i]!)) add(keywordCited(a));
  return m;
}

/**
 * A triggered ability with its rule, in one shape: every field present (the keyword undefined for a
 * written ability), the ability itself a fixed-shape record (state.ts: shapedAbility), so the reads
 * of the abilities of a varied corpus stay monomorphic. A keyword's is made once (WeakMap).
 */
function cited(ability: CitedAbility['ability'], rule: RuleKey, keyword: string | undefined): CitedAbility {
  return { ability: shapedAbility(ability), rule, keyword };
}
const keywordCitedOf = new WeakMap<CitedAbility, CitedAbility>();
function keywordCited(a: CitedAbility): CitedAbility {
  let r = keywordCitedOf.get(a);
  if (!r) keywordCitedOf.set(a, (r = cited(a.ability, a.rule, a.keyword)));
  return r;
}

/** A trigger waiting to be put on the stack, every field present (one shape for every kind). */
function trigger(controller: string, kind: Trigger['kind'], source: string, amount: number, times: number, rule: RuleKey,
  more: { delayed?: Delayed; ability?: CitedAbility; that?: string; target?: string; targetObject?: number }): Trigger {
  return { controller, kind, delayed: more.delayed, ability: more.ability, that: more.that, source, target: more.target, amount, times, rule, targetObject: more.targetObject };
}

/** Per creature spec, the index for its printed keywords: built once per scenario, not once per run. */
const printedIndex = new WeakMap<CreatureSpec, AbilitiesByEvent>();

function hasPrintedKeywords(c: CreatureState): boolean {
  const a = c.keywords, b = c.spec.keywords;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const NO_ABILITIES: readonly CitedAbility[] = Object.freeze([]);
/** Decayed's delayed "sacrifice it at end of combat" and enlist's pump, as the abilities the engine runs (made once). */
const DECAYED_SACRIFICE = cited({ trigger: 'attacks', do: 'sacrifice', to: 'self' }, 'decayed', 'decayed');
const ENLIST_PUMP = cited({ trigger: 'attacks', do: 'pump', to: 'self' }, 'enlist', 'enlist');
const ANY = (): boolean => true;

/** A triggered ability with a target chosen as it triggered. */
const targeted = (t: Trigger) => t.kind === 'ability' && (t.ability!.ability.to === 'lesser-power-attacker' || t.ability!.ability.to === 'chosen');

/**
 * The order triggers resolve in: the nonactive player's first (APNAP: the active player's go on the
 * stack first), and each player's targeted ones before their others.
 */
function apnap(all: readonly Trigger[], active: string, players: Scenario['players']): Trigger[] {
  const out: Trigger[] = [];
  if (players.length > 2) {
    // More players: put on the stack in turn order, so the last player's resolve first (101.4; D'Angelo M.1.6).
    for (let i = players.length - 1; i >= 0; i--) {
      const p = players[i]!.id;
      for (const first of [true, false]) for (const t of all) if (t.controller === p && targeted(t) === first) out.push(t);
    }
    return out;
  }
  for (const theirs of [true, false]) {
    for (const first of [true, false]) {
      for (const t of all) if ((t.controller !== active) === theirs && targeted(t) === first) out.push(t);
    }
  }
  return out;
}

export class Triggers {
  private pending: Trigger[] = [];
  /** Triggers waiting on the stack under the actions of the current window (combat damage, attack and block triggers). */
  private onStack: Trigger[] = [];
  /** Blocks made only through a band ("blocker>attacker"): not "assigned to block" in the old rules (bandInducedBlocks). */
  private induced: ReadonlySet<string> = new Set<string>();
  /** The players attacked this combat (melee). */
  private attacked = new Set<string>();
  /** How many targets of each source's list in `choices.<player>.targets` its triggers have taken. */
  private targetsTaken = new Map<string, number>();

  constructor(private readonly ctx: RunContext, private readonly zones: Zones, private readonly sba: StateBasedActions, private readonly effect: Effect) {}

  /**
   * A player gains n life, as replaced by "if you would gain life, you gain twice that much life
   * instead" (Boon Reflection: a replacement effect, 614.1a; 419.1 of 1999-2007; D'Angelo A.7.1;
   * 118.4c's example of 2009): each instance of its controller's doubles it once. Returns the life gained.
   */
  gain(p: PlayerState, n: number): number {
    const { ctx } = this;
    let k = 0;
    if (n > 0) {
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
    if (amount <= 0 || times <= 0) return;
    const before = this.pending.length;
    for (const c of this.ctx.all) if (isCreature(c) && c.controller === player) this.fire(c, 'you-gain-life', player, undefined, times);
    // Said where it matters: a damage source's gain is an event of its own, whatever else gains life at once (702.15e).
    if (source !== undefined && this.pending.length > before) this.ctx.log('note', 'lifelink.separate', say`${this.ctx.name(source)}'s life gain is a life gain event of its own.`, { source, target: player });
  }

  /**
   * The abilities of a creature that trigger on this event: written ones, then its keywords'. Read
   * from an index kept for its current keywords (a list replaced whenever they change), so an
   * event looks only at the abilities that trigger on it.
   */
  private abilities(c: CreatureState, event: TriggerEvent): readonly CitedAbility[] {
    let ix = c.triggerIndex;
    if (ix === null || ix.keywords !== c.keywords) {
      let byEvent: AbilitiesByEvent | undefined;
      if (hasPrintedKeywords(c)) {
        byEvent = printedIndex.get(c.spec);
        if (byEvent === undefined) printedIndex.set(c.spec, (byEvent = indexAbilities(c.spec, c.keywords)));
      } else byEvent = indexAbilities(c.spec, c.keywords);
      c.triggerIndex = ix = { keywords: c.keywords, byEvent };
    }
    return ix.byEvent?.get(event) ?? NO_ABILITIES;
  }

  /** Each ability of c on this event that meets its condition triggers (A.1.2; each instance triggers separately). */
  private fire(c: CreatureState, event: TriggerEvent, that?: string, meets: (a: CitedAbility) => boolean = ANY, times = 1, amount = 0): void {
    const { ctx } = this;
    const abilities = this.abilities(c, event);
    if (abilities.length && ctx.s.multiplayer && !this.inRange(c.controller, c, that)) return;
    for (let i = 0; i < abilities.length; i++) {
      const a = abilities[i]!;
      if (!meets(a)) continue;
      // "If it isn't renowned": an intervening "if", checked as it triggers and as it resolves (603.4).
      if (a.ability['if-not-renowned'] && c.renowned) continue;
      // "Whenever a green creature attacks", "blocked by a white creature": the condition is checked as
      // the event happens; a colour it gets later does not make it trigger (508.2a, 509.4f; 308.3, 309.3 of 2004).
      if (a.ability['that-color'] !== undefined && !this.thatHasColor(that, a, c)) continue;
      // "Blocks or becomes blocked by a creature with power 1 or less" (Arrogant Bloodlord): its power as the event happens.
      if (a.ability['that-power-at-most'] !== undefined && !this.thatPowerAtMost(that, a, c)) continue;
      const t = trigger(c.controller, 'ability', c.id, amount, times, a.rule, { ability: a });
      t.that = a.ability.to === 'lesser-power-attacker' ? this.mentorTarget(c, a) : a.ability.to === 'chosen' ? this.chosenTarget(c, a) : that;
      if (a.ability.to === 'lesser-power-attacker' && t.that === undefined) {
        ctx.log('trigger', a.rule, say`${this.title(t)} has no legal target (no other attacking creature with less power) and does nothing.`, { source: c.id });
        continue;
      }
      if (a.ability.to === 'chosen' && t.that === undefined) {
        ctx.log('trigger', a.rule, say`${this.title(t)} triggers, but ${c.controller} chose no target for it (\`choices.${c.controller}.targets.${c.id}\`): it does nothing.`, { source: c.id });
        continue;
      }
      this.pending.push(t);
      if (!ctx.logging) continue;
      const of = that && event !== 'attacks-alone' && event !== 'deals-combat-damage-to-player' && event !== 'you-gain-life' ? ` (${ctx.name(that)})` : t.that && t.that !== that ? ` targeting ${ctx.name(t.that)}` : '';
      const n = times > 1 ? ` ${times} times, once per ${event === 'you-gain-life' ? 'gain of life' : 'point of damage'}` : '';
      // Triggering once per point of damage is the old rules' doing (A.8.10): cite that rule then.
      // The sentence's parts are rendered only if the event is read (outcome-only runs never do).
      const text = { toString: () => `${this.title(t)} triggers${n}${of}: ${this.describe(t)}` };
      ctx.log('trigger', times > 1 ? 'trigger.per-point' : a.rule, say`${text}.`, { source: c.id, target: t.that, ...(times > 1 ? { amount: times } : {}) });
    }
  }

  /**
   * With a limited range of influence, a triggered ability triggers only if its trigger
   * event happens entirely within its controller's range (601.7; 801.7): the creature the event is
   * about and the object or player it involves ("becomes blocked by a creature": that blocker).
   */
  private inRange(controller: string, c: CreatureState, that: string | undefined, source: string = c.id): boolean {
    const { ctx } = this;
    const out = [c.id, ...(that !== undefined && that !== c.id ? [that] : [])].find((id) => !inRange(ctx, controller, id));
    if (out === undefined) return true;
    if (ctx.logging) ctx.log('note', 'range.trigger', say`${ctx.name(source)}'s triggered ability does not trigger: its event involves ${ctx.name(out)}, outside ${controller}'s range of influence.`, { source, target: out });
    return false;
  }

  /** Whether "that creature" has at most the ability's power as the event happens; when it has more, the log says so. */
  private thatPowerAtMost(that: string | undefined, a: CitedAbility, c: CreatureState): boolean {
    const { ctx } = this;
    const x = that === undefined ? undefined : ctx.g.creatures.get(that);
    const most = a.ability['that-power-at-most']!;
    if (x && power(x) <= most) return true;
    if (x && ctx.logging) {
      const rule = a.ability.trigger === 'creature-attacks' ? 'trigger.attack-condition' : a.ability.trigger === 'becomes-blocked-by' || a.ability.trigger === 'blocks' ? 'trigger.block-condition' : a.rule;
      ctx.log('note', rule, say`${c.spec.name}'s triggered ability does not trigger for ${x.spec.name}: its power is ${power(x)}, more than ${most}, as the event happens.`, { source: c.id, target: x.id });
    }
    return false;
  }

  /** Whether "that creature" has the ability's colour as the event happens; when it has not, the log says so once. */
  private thatHasColor(that: string | undefined, a: CitedAbility, c: CreatureState): boolean {
    const { ctx } = this;
    const x = that === undefined ? undefined : ctx.g.creatures.get(that);
    const color = a.ability['that-color']!;
    if (x && x.colors.includes(color)) return true;
    if (x && ctx.logging) {
      const rule = a.ability.trigger === 'creature-attacks' ? 'trigger.attack-condition' : a.ability.trigger === 'becomes-blocked-by' || a.ability.trigger === 'blocks' ? 'trigger.block-condition' : a.rule;
      ctx.log('note', rule, say`${c.spec.name}'s triggered ability does not trigger for ${x.spec.name}: it is ${x.colors.join(' and ') || 'colourless'}, not ${color}, as the event happens (a colour it gets later changes nothing).`, { source: c.id, target: x.id });
    }
    return false;
  }

  /**
   * A target its controller chose: named in the ability, else in the scenario's `choices.<player>.targets`.
   * Targets are chosen as the ability is put on the stack (603.3d, 601.2c): a chosen target that
   * is not legal then is a rejected choice (spec §4), logged (or illegal-choice under --strict),
   * and the default is used instead.
   */
  private chosen(c: CreatureState, a: CitedAbility, legal: (id: string) => string | null): string | undefined {
    const { ctx } = this;
    const given = ctx.s.choices[c.controller]?.targets[c.id];
    let id = a.ability.target ?? (typeof given === 'string' ? given : undefined);
    if (id === undefined && given !== undefined && typeof given !== 'string') {
      // A list: each trigger of this source takes the next target, in the order they trigger.
      const k = this.targetsTaken.get(c.id) ?? 0;
      this.targetsTaken.set(c.id, k + 1);
      id = given[k];
    }
    if (id === undefined) return undefined;
    if (ctx.logging) ctx.decides(c.controller, say`the target of ${c.spec.name}'s ${a.keyword ?? 'triggered ability'}: ${ctx.name(id)}`);
    const x = ctx.g.creatures.get(id);
    const bar = x && isCreature(x) ? targetBar(x, c.controller, c) : null;
    const why = legal(id) ?? bar?.why ?? null;
    if (why === null) return id;
    const reason = `${c.controller}'s target for ${c.spec.name}'s ${a.keyword ?? 'triggered ability'}, ${ctx.name(id)}, is not a legal target (${why})`;
    const rule = bar && why === bar.why ? bar.rule : a.rule;
    if (ctx.opts.strict) ctx.fail('illegal-choice', rule, reason);
    ctx.log('choice-rejected', rule, say`${reason}; the default is used.`, { source: c.id, target: id });
    return undefined;
  }

  /** Mentor's target: the one chosen, else the first other attacking creature (file order) with less power. */
  private mentorTarget(c: CreatureState, a: CitedAbility): string | undefined {
    const eligible = (x: CreatureState) => x !== c && isCreature(x) && x.attacking !== null && power(x) < power(c);
    const targetable = (x: CreatureState) => eligible(x) && !targetBar(x, c.controller, c);
    const legal = (id: string) => {
      const x = this.ctx.g.creatures.get(id);
      return x && eligible(x) ? null : 'it must be another attacking creature with less power';
    };
    return this.chosen(c, a, legal) ?? this.ctx.attackers().find(targetable)?.id;
  }

  /** Another target chosen for `to: chosen`: provoke's must be a creature the defending player controls; any other, on the battlefield if a creature. */
  private chosenTarget(c: CreatureState, a: CitedAbility): string | undefined {
    const { ctx } = this;
    return this.chosen(c, a, (id) => {
      const x = ctx.g.creatures.get(id);
      if (a.ability.do === 'provoke') return x && isCreature(x) && x.controller === defendingOf(ctx, c) ? null : 'it must be a creature the defending player controls';
      return !x || isCreature(x) ? null : 'it is not a creature on the battlefield';
    });
  }

  private title(t: Trigger): string {
    return `${this.ctx.name(t.source)}'s ${t.ability?.keyword ?? 'triggered ability'}`;
  }

  private describe(t: Trigger): string {
    const when = t.ability!.ability.delayed;
    return when ? `${this.effectText(t)} ${when === 'end-of-turn' ? 'at end of turn' : 'at end of combat'}` : this.effectText(t);
  }

  private effectText(t: Trigger): string {
    const a = t.ability!.ability;
    const to = { self: this.ctx.name(t.source), that: t.that ? this.ctx.name(t.that) : 'it', 'each-other-attacker': 'each other attacking creature', 'lesser-power-attacker': t.that ? this.ctx.name(t.that) : 'it', 'defending-player': 'the defending player', controller: t.controller, chosen: t.that ? this.ctx.name(t.that) : 'it', 'each-creature': 'each creature', 'each-other-creature': 'each other creature', 'each-opponent-creature': `each creature ${t.controller}'s opponent controls` , 'each-creature-you-control': `each creature ${t.controller} controls` }[a.to ?? 'self'];
    const per = a.per === 'blocker-beyond-first' ? ' for each creature blocking it beyond the first' : a.per === 'opponent-attacked' ? ' for each opponent attacked' : a.per === 'card-in-graveyard' ? ' for each card in their graveyard' : a.per === 'damage' ? ' for each point of damage it was dealt' : a.per === 'power' ? ' for each point of its power' : '';
    switch (a.do) {
      case 'pump': return `${to} gets ${signed(a.power ?? 0)}/${signed(a.toughness ?? 0)} until end of turn${per}`;
      case 'add-counters': return `${a.amount} ${a.kind} counter${a.amount === 1 ? '' : 's'} on ${to}`;
      case 'damage': return `${a.amount} damage to ${to}`;
      case 'gain-life': case 'lose-life': return `${to} ${a.do === 'gain-life' ? 'gains' : 'loses'} ${a.amount} life${per}`;
      case 'poison': return `${to} gets ${a.amount} poison counter${a.amount === 1 ? '' : 's'}`;
      case 'return': return `return it to the battlefield with ${a.amount} ${a.kind} counter${a.amount === 1 ? '' : 's'}`;
      case 'provoke': return `${to} blocks ${this.ctx.name(t.source)} this combat if able; untap ${to}`;
      case 'prevent': return `prevent the next ${a.amount} damage to ${to} this turn`;
      case 'renown': return `if ${to} isn't renowned, ${a.amount} +1/+1 counter${a.amount === 1 ? '' : 's'} on it and it becomes renowned`;
      case 'sacrifice-permanents': return `${to} sacrifices ${a.amount} permanent${a.amount === 1 ? '' : 's'}`;
      case 'grant': return `${to} gains ${a.keyword} until end of turn`;
      case 'sacrifice-at-end-of-combat': return `sacrifice ${to} at end of combat`;
      case 'create-token': return `create ${(a.tokens ?? []).map((id) => this.ctx.name(id)).filter((n, i, all) => all.indexOf(n) === i).join(' or ')} token`;
      case 'fight': return `${this.ctx.name(t.source)} fights ${to}`;
      case 'graveyard-to-hand': return 'each player returns all creature cards from their graveyard to their hand';
      default: return `${a.do} ${to}`;
    }
  }

  /**
   * The delayed triggered abilities waiting for this time trigger (603.7; 406.2 of 2003-2007): "at
   * end of combat" as the end of combat step begins (511.2), "at end of turn" as the end step
   * begins (513.1; 313.1 of 1999-2007). Whether any did.
   */
  delayedAt(when: Delayed['when']): boolean {
    const g = this.ctx.g;
    if (!g.delayed.length) return false;
    const now = g.delayed.filter((d) => d.when === when);
    if (!now.length) return false;
    g.delayed = g.delayed.filter((d) => d.when !== when);
    for (const d of now) {
      this.pending.push(trigger(d.controller, 'delayed', d.source, 0, 1, d.rule, { delayed: d, target: d.target }));
      this.ctx.log('trigger', when === 'end-of-turn' ? 'turn.end-step' : 'combat.end-step', say`${this.ctx.name(d.source)}'s delayed triggered ability triggers ${when === 'end-of-turn' ? 'at end of turn' : 'at end of combat'}: ${d.effect.do} ${this.ctx.name(d.target)}.`, { source: d.source, target: d.target });
    }
    return true;
  }

  /** A delayed triggered ability resolves: for the object it refers to, whatever it now is, if it is still that object (603.7c; 406.2d of 2003-2007; D'Angelo E.4.9). */
  private resolveDelayed(t: Trigger): void {
    const { ctx } = this;
    const d = t.delayed!;
    const c = ctx.creature(d.target);
    const who = `${ctx.name(d.source)}'s delayed triggered ability resolves:`;
    // Where the object is expected: in exile for "return that card", else on the battlefield.
    const zone = d.effect.do === 'return' ? 'exile' : 'battlefield';
    if (c.zone !== zone || c.incarnation !== d.incarnation) {
      const newObject = c.zone === zone;
      return void ctx.log('fizzle', newObject ? 'zone.new-object' : d.rule, say`${who} the ${c.spec.name} it refers to ${newObject ? `left ${zone === 'exile' ? 'exile' : 'the battlefield'}; the one there now is a new object` : `is no longer ${zone === 'exile' ? 'in exile' : 'on the battlefield'}`}, so it does nothing.`, { source: d.source, target: c.id });
    }
    // "Return that card to the battlefield under its owner's control [with N counters on it]": a new object (400.7).
    if (d.effect.do === 'return') return this.zones.returnToBattlefield(c, d.effect.kind ? { [d.effect.kind]: d.effect.amount ?? 1 } : {}, d.rule);
    const act = effectAction(d.effect, c.id, d.source);
    if (act) this.effect(act, { who, rule: d.rule });
  }

  /** 511.2 (C.9 before 1999): "at end of combat" delayed abilities (decayed's sacrifice) trigger as the end of combat step begins. */
  endOfCombat(): boolean {
    let any = this.delayedAt('end-of-combat');
    for (const c of this.ctx.all) {
      if (!c.sacrificeAtEnd || c.zone !== 'battlefield') continue;
      c.sacrificeAtEnd = false;
      this.pending.push(trigger(c.controller, 'ability', c.id, 0, 1, 'decayed', { ability: DECAYED_SACRIFICE }));
      this.ctx.log('trigger', 'decayed', say`${c.spec.name}'s delayed decayed ability triggers at end of combat: sacrifice it.`, { source: c.id });
      any = true;
    }
    return any;
  }

  /** 507: "at the beginning of combat on your turn". */
  beginningOfCombat(): void {
    for (const c of this.ctx.all) if (isCreature(c) && c.controller === this.ctx.g.active) this.fire(c, 'beginning-of-combat');
  }

  /** 508 (C.4.1 step c): "whenever this attacks" and "whenever a creature you control attacks alone". */
  attackersDeclared(declared: readonly CreatureState[]): void {
    const { ctx } = this;
    for (const a of declared) if (a.attacking !== null) this.attacked.add(a.attacking);
    for (const a of declared) {
      this.fire(a, 'attacks', undefined, ({ ability: x }) =>
        (x['other-attackers'] === undefined || declared.length - 1 >= x['other-attackers'])
        && (!x['greater-power-attacker'] || declared.some((o) => o !== a && power(o) > power(a)))
        // Dethrone looks at the player attacked: a creature attacking a planeswalker or battle attacks no player (702.105a).
        && (!x['defender-life-at-least-yours'] || (a.attacking !== null && ctx.g.players.has(a.attacking) && ctx.player(a.attacking).life >= ctx.player(a.controller).life)));
    }
    // "Whenever a [green] creature attacks": any creature declared as an attacker (508.2a: only as it is declared).
    for (const c of ctx.all) {
      if (!isCreature(c) || !this.abilities(c, 'creature-attacks').length) continue;
      for (const a of declared) this.fire(c, 'creature-attacks', a.id);
    }
    // "Attacks alone": the only creature declared as an attacker (506.5; 306.5 in 2008).
    if (declared.length === 1) for (const c of ctx.all) if (isCreature(c) && c.controller === declared[0]!.controller) this.fire(c, 'attacks-alone', declared[0]!.id);
  }

  /**
   * 509 (C.6.1 step c): "blocks", "becomes blocked", "becomes blocked by a creature" (once per
   * blocker), "attacks and isn't blocked". `induced`: blocks made only through a band, "blocker>attacker".
   */
  blockersDeclared(induced: ReadonlySet<string>): void {
    const { ctx } = this;
    this.induced = induced;
    for (const b of ctx.all) if (isCreature(b) && b.isBlocker) this.fire(b, 'blocks', b.blocking[0]);
    for (const a of ctx.attackers()) {
      if (!a.blocked) { this.fire(a, 'attacks-unblocked'); continue; }
      this.fire(a, 'becomes-blocked');
      if (ctx.g.permanents.size) this.fireEnchanted(a, 'becomes-blocked');
      this.sayUncounted(a);
      if (ctx.g.permanents.size) for (const id of this.countedBlockers(a)) this.fireEnchanted(a, 'becomes-blocked-by', id);
      if (!this.abilities(a, 'becomes-blocked-by').length) continue;
      for (const id of this.countedBlockers(a)) {
        const b = ctx.creature(id);
        this.fire(a, 'becomes-blocked-by', id, ({ ability: x }) => x['unless-that-has'] === undefined || !has(b, x['unless-that-has'].trim().toLowerCase().replace(/\s+/g, ' ')));
      }
    }
  }

  /**
   * The triggered abilities of the Auras on a creature that trigger on its event
   * ("whenever enchanted creature becomes blocked [by a creature], you gain N life"): their
   * controller's, which may not be the creature's (601.7; 801.7 example). A life gain trigger.
   */
  private fireEnchanted(c: CreatureState, event: 'becomes-blocked' | 'becomes-blocked-by', that?: string): void {
    const { ctx } = this;
    for (const pe of ctx.g.permanents.values()) {
      if (pe.zone !== 'battlefield' || pe.attachedTo !== c.id) continue;
      for (const x of pe.spec.enchantedTriggers) {
        if (x.trigger !== event || (ctx.s.multiplayer && !this.inRange(pe.controller, c, that, pe.id))) continue;
        this.pending.push(trigger(pe.controller, 'lifegain', pe.id, x.amount, 1, 'trigger.ability', {}));
        ctx.log('trigger', 'trigger.ability', say`${pe.spec.name}'s triggered ability triggers (${c.spec.name} becomes blocked${that ? ` by ${ctx.name(that)}` : ''}): ${pe.controller} gains ${x.amount} life.`, { source: pe.id, target: c.id });
      }
    }
  }

  /** Old rules: say which blockers an attacker's block triggers ignore, because they block it only through its band. */
  private sayUncounted(a: CreatureState): void {
    const { ctx } = this;
    const rule = ctx.rules.policy('bandInducedBlocks');
    if (rule.count) return;
    const cares = this.abilities(a, 'becomes-blocked-by').length > 0 || this.abilities(a, 'becomes-blocked').some((x) => x.ability.per === 'blocker-beyond-first');
    if (!cares) return;
    for (const b of a.blockers) {
      if (this.induced.has(`${b}>${a.id}`)) ctx.log('note', rule.rule, say`${ctx.name(b)} blocks ${a.spec.name} only through its band: it is not assigned to block it, so it does not count for ${a.spec.name}'s triggered abilities.`, { source: b, target: a.id });
    }
  }

  /** An attacker's blockers that count for its triggers: in the old rules not those blocking it only through its band. */
  private countedBlockers(a: CreatureState): readonly string[] {
    if (this.ctx.rules.policy('bandInducedBlocks').count) return a.blockers;
    return a.blockers.filter((b) => !this.induced.has(`${b}>${a.id}`));
  }

  /** "Dies" triggers of the creatures put into a graveyard from the battlefield since the last look. */
  private collectDeaths(): void {
    const died = this.zones.died;
    if (died.length) {
      this.zones.died = [];
      for (const c of died) this.fire(c, 'dies', undefined, ({ ability: x }) => x['if-no-counter'] === undefined || c.counters[x['if-no-counter']] === 0);
    }
    this.collectEntries();
  }

  /**
   * "When this enters" and "whenever another creature you control enters" (603.6a; "comes into play"
   * before 2009) for the creatures that entered since the last look: created tokens, cards returned by
   * persist, undying or blink, ninjas.
   */
  private collectEntries(): void {
    const entered = this.zones.entered;
    if (!entered.length) return;
    this.zones.entered = [];
    // Torpor Orb: creatures entering cause no abilities to trigger (the card overrides 603.6a: 101.1; 103.1 before 2009).
    const orb = [...this.ctx.g.creatures.values(), ...this.ctx.g.permanents.values()].find((o) => o.zone === 'battlefield' && o.spec.entersDontTrigger);
    // It entered: its own "when this enters" triggers even if it has left since (603.6a, 603.10: not a leaves-the-battlefield look-back).
    for (const c of entered) {
      if (orb) {
        const mine = this.abilities(c, 'enters').length > 0;
        const others = this.ctx.all.some((o) => o !== c && isCreature(o) && o.controller === c.controller && this.abilities(o, 'another-enters').length > 0);
        if (mine || others) this.ctx.log('trigger', 'trigger.enters-suppressed', say`${c.spec.name} enters, but ${orb.spec.name} says creatures entering the battlefield don't cause abilities to trigger.`, { source: orb.id, target: c.id });
        continue;
      }
      this.fire(c, 'enters');
      for (const o of this.ctx.all) if (o !== c && isCreature(o) && o.controller === c.controller) this.fire(o, 'another-enters', c.id);
    }
  }

  /** A triggered deathtouch or lifelink of a source that left the battlefield before its damage was dealt: it does not trigger (said once per source and keyword). */
  private leftUntriggered(src: CreatureState, keyword: 'deathtouch' | 'lifelink', rule: RuleKey): void {
    if (this.ctx.logging) this.ctx.log('note', rule, say`${src.spec.name}'s ${keyword} is a triggered ability here, and ${src.spec.name} has left the battlefield: it does not trigger (only leaves-the-battlefield abilities look back).`, { source: src.id });
  }

  /**
   * Deathtouch, lifelink and damage triggers for the damage just dealt (totals: per source; toPlayers:
   * combat damage to players; combat: whether it is combat damage; dealt: damage per creature dealt it, for a spell's).
   */
  afterDamage(totals: Map<string, number>, hurt: readonly Hurt[], toPlayers: readonly Hurt[] = [], combat = false, dealt?: ReadonlyMap<string, number>): void {
    const { ctx } = this;
    const lifelink = ctx.rules.policy('lifelink');
    const deathtouch = ctx.rules.policy('deathtouch');
    // A triggered ability triggers only while its permanent is on the battlefield: a source that
    // left before its damage on the stack was dealt triggers nothing (Forsythe 2009; 402.8 / 410.10d
    // of 2004). Static abilities apply through last known information.
    const triggers = (src: CreatureState) => src.zone === 'battlefield';
    const perPoint = ctx.rules.policy('triggerTiming').perPoint;
    for (const h of hurt) {
      const src = ctx.creature(h.source);
      if (!has(src, 'deathtouch')) continue;
      if (deathtouch.mode === 'static') ctx.creature(h.target).deathtouched = ctx.sbaDue = true;
      // Old rules (A.8.10): one destroy trigger per point of damage; regeneration saves from one each.
      else if (!triggers(src)) this.leftUntriggered(src, 'deathtouch', deathtouch.rule);
      else for (let i = 0; i < count(src, 'deathtouch'); i++) {
        this.pending.push(trigger(src.controller, 'deathtouch', src.id, h.amount, perPoint ? h.amount : 1, deathtouch.rule, { target: h.target, targetObject: ctx.creature(h.target).incarnation }));
      }
    }
    for (const [id, total] of totals) {
      const src = ctx.creature(id);
      if (has(src, 'lifelink')) {
        if (lifelink.mode === 'static') {
          const p = ctx.player(src.controller);
          const gained = this.gain(p, total);
          ctx.log('life', lifelink.rule, say`Lifelink: ${p.id} gains ${gained} life as ${src.spec.name}'s damage is dealt (life ${p.life}); further instances are redundant.`, { source: id, target: p.id, amount: gained });
          // Each source with lifelink causes its own life gain event (702.15e; 118.8's example in 2010).
          this.lifeGained(p.id, gained, 1, id);
        } else if (triggers(src)) {
          for (let i = 0; i < count(src, 'lifelink'); i++) this.lifegain(src, total, lifelink.rule, perPoint);
        } else this.leftUntriggered(src, 'lifelink', lifelink.rule);
      }
      if (src.damageTriggerLifegain && triggers(src)) this.lifegain(src, total, 'lifegain.trigger', perPoint);
      // An Aura's or Equipment's "whenever enchanted creature deals damage, you gain that much life": its
      // controller's trigger, while the Aura is on the battlefield (Spirit Link; D'Angelo A.8.10 per point).
      if (ctx.g.permanents.size) for (const pe of ctx.g.permanents.values()) {
        if (pe.zone !== 'battlefield' || pe.attachedTo !== id || !pe.spec.damageTriggerLifegain || (perPoint && total === 0)) continue;
        this.pending.push(trigger(pe.controller, 'lifegain', pe.id, perPoint ? 1 : total, perPoint ? total : 1, 'lifegain.trigger', {}));
      }
    }
    const logged = this.pending.length;
    if (dealt !== undefined || hurt.length) this.dealtDamage(dealt ?? dealtTo(hurt), combat, perPoint);
    for (const h of toPlayers) {
      const src = ctx.creature(h.source);
      if (triggers(src)) this.fire(src, 'deals-combat-damage-to-player', h.target, undefined, perPoint ? h.amount : 1);
    }
    // "Whenever this deals combat damage to a creature": once per creature dealt damage in the step
    // (603.2; 410.2 of 1999-2007), once per point of it before 1999 (A.8.10), like the player's.
    if (combat) for (const h of hurt) {
      const src = ctx.creature(h.source);
      if (triggers(src)) this.fire(src, 'deals-combat-damage-to-creature', h.target, undefined, perPoint ? h.amount : 1);
    }
    if (ctx.logging) for (const t of this.pending.slice(0, logged)) {
      if (t.kind === 'ability' || t.kind === 'delayed') continue; // logged as it triggered
      const what = t.kind === 'lifegain' ? `${t.controller} gains ${t.amount} life` : `destroy ${ctx.name(t.target!)}`;
      if (t.times === 1) ctx.log('trigger', t.rule, say`${ctx.name(t.source)}'s ability triggers: ${what}.`, { source: t.source, target: t.target });
      else ctx.log('trigger', t.rule, say`${ctx.name(t.source)}'s ability triggers ${t.times} times, once per point of damage: ${what}, ${t.times} times.`, { source: t.source, target: t.target, amount: t.times });
    }
  }

  /**
   * "Whenever this creature is dealt [combat] damage": once per damage event for the total it was
   * dealt, however many sources dealt it (603.2c; 510.2: a step's combat damage is dealt at once),
   * while it is on the battlefield (lethal damage kills it only as state-based actions are checked).
   * Before 1999 once per point of damage (D'Angelo A.8.10), each for 1 ("that much": `per: damage`).
   */
  private dealtDamage(dealt: ReadonlyMap<string, number>, combat: boolean, perPoint: boolean): void {
    for (const [id, n] of dealt) {
      const c = this.ctx.creature(id);
      if (n <= 0 || c.zone !== 'battlefield') continue;
      this.fire(c, 'dealt-damage', undefined, ANY, perPoint ? n : 1, perPoint ? 1 : n);
      if (combat) this.fire(c, 'dealt-combat-damage', undefined, ANY, perPoint ? n : 1, perPoint ? 1 : n);
    }
  }

  /** One life-gain trigger for the damage, or (old rules, A.8.10) one per point of it. */
  private lifegain(src: CreatureState, total: number, rule: RuleKey, perPoint: boolean): void {
    if (perPoint && total === 0) return;
    this.pending.push(trigger(src.controller, 'lifegain', src.id, perPoint ? 1 : total, perPoint ? total : 1, rule, {}));
  }

  /** After damage or an action: triggers and state-based actions (or destruction), in the era's order. */
  settle(): void {
    if (this.ctx.rules.policy('triggerTiming').when === 'before-destruction') {
      // The old damage prevention step: triggers (sub-step 4), destruction (5), then what
      // destruction triggered (6, T.10.1), until nothing more happens.
      do {
        this.resolve(false);
        this.sba.check();
        this.collectDeaths();
      } while (this.pending.length);
    } else {
      this.sba.check();
      this.resolve();
    }
  }

  /** Combat damage triggers go on the stack, under what players do in the *-dealt window. */
  hold(): void {
    this.collectDeaths();
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

  /**
   * A batch of deathtouch triggers resolving one after another: each destroys the creature or uses
   * up a regeneration shield; once it has left (or is indestructible and has no shield left), the
   * rest are summed up in one event instead of one each.
   */
  private destroyTriggers(t: Trigger): void {
    const { ctx } = this;
    const c = ctx.creature(t.target!);
    if (t.targetObject !== undefined && c.incarnation !== t.targetObject) {
      ctx.log('trigger', 'zone.new-object', say`${ctx.name(t.source)}'s deathtouch trigger does nothing: the ${c.spec.name} it would destroy left the battlefield, and the one there now is a new object.`, { source: t.source, target: c.id });
      return;
    }
    let left = t.times;
    while (left > 0 && isCreature(c)) {
      const last = c.regenShields === 0 || has(c, 'indestructible');
      ctx.log('trigger', t.rule, say`${ctx.name(t.source)}'s deathtouch trigger resolves: destroy ${c.spec.name}.`, { source: t.source, target: c.id });
      this.zones.destroy(c, 'action.destroy');
      left--;
      if (last) break; // destroyed, or indestructible: the others change nothing more
    }
    if (left === 0) return;
    const rest = left === 1 ? 'deathtouch trigger does' : `other ${left} deathtouch triggers do`;
    if (!isCreature(c)) ctx.log('trigger', 'trigger.resolve', say`${ctx.name(t.source)}'s ${rest} nothing: ${c.spec.name} has already left the battlefield.`, { source: t.source, target: c.id });
    else ctx.log('note', 'indestructible', say`${ctx.name(t.source)}'s ${rest} nothing: ${c.spec.name} is indestructible.`, { source: t.source, target: c.id });
  }

  /**
   * APNAP: the active player's triggers go on the stack first, so the other player's resolve first.
   * With the stack, state-based actions are checked after each resolution; in the old damage
   * prevention step every trigger resolves before destruction (T.10.1 sub-steps 4 and 5).
   */
  private resolve(sbaBetween = true): void {
    const { ctx } = this;
    while ((this.collectDeaths(), this.pending.length)) {
      const all = this.pending;
      this.pending = [];
      // Each player orders their own triggers (603.3b): by default a targeted one (mentor, provoke)
      // resolves before the rest, so that no pump of their own makes its target illegal first.
      for (const t of all.length > 1 ? apnap(all, ctx.g.active, ctx.s.players) : all) {
        if (t.kind === 'ability') this.resolveAbility(t);
        else if (t.kind === 'delayed') this.resolveDelayed(t);
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
          this.destroyTriggers(t);
        }
        if (sbaBetween) this.sba.check();
      }
    }
  }

  /** Whether any trigger waits to be put on the stack. */
  get waiting(): boolean {
    this.collectDeaths();
    return this.pending.length > 0;
  }

  /** A triggered ability resolves: its effect, carried out as the scripted action with the same meaning. */
  private resolveAbility(t: Trigger): void {
    const { ctx } = this;
    const src = ctx.creature(t.source);
    const { ability: a, rule } = t.ability!;
    const who = `${this.title(t)} resolves:`;
    // A target that became illegal (hexproof or protection gained in response) makes it do nothing (608.2b).
    const target = targeted(t) && t.that !== undefined ? ctx.g.creatures.get(t.that) : undefined;
    const bar = target && isCreature(target) ? targetBar(target, src.controller, src) : null;
    if (bar) return void ctx.log('fizzle', bar.rule, say`${who} ${bar.why}: the target is illegal and the ability does nothing.`, { source: src.id, target: target!.id });
    if (a.do === 'provoke') return this.provoke(t, who, rule);
    if (a.do === 'renown') return this.renown(t, src, a.amount!, who, rule);
    if (a.do === 'sacrifice-permanents') {
      for (const r of this.recipients(t)) this.sacrificePermanents(r, a.amount! * t.times, who, rule);
      return;
    }
    if (t.ability!.keyword === 'enlist') return this.enlistPump(t, src, who, rule);
    if (a.do === 'sacrifice-at-end-of-combat') {
      // A delayed triggered ability (603.7): it triggers at end of combat, for this object only.
      if (!isCreature(src)) return void ctx.log('fizzle', rule, say`${who} ${src.spec.name} is no longer on the battlefield; nothing will be sacrificed.`, { source: src.id });
      src.sacrificeAtEnd = true;
      return void ctx.log('action', rule, say`${who} ${src.spec.name} will be sacrificed at end of combat.`, { source: src.id });
    }
    if (a.delayed) {
      // "Destroy that creature at end of combat": the effect creates a delayed triggered ability for each recipient (603.7).
      for (const r of this.recipients(t)) {
        const x = ctx.g.creatures.get(r);
        if (x && x.zone === 'battlefield') delay(ctx, a.delayed, { do: a.do as Delayed['effect']['do'], power: a.power, toughness: a.toughness, keyword: a.keyword }, x, src.id, t.controller, who);
      }
      return;
    }
    if (a.do === 'return') {
      if (src.zone !== 'graveyard') ctx.log('fizzle', rule, say`${who} ${src.spec.name} is no longer in its owner's graveyard; nothing returns.`, { source: src.id });
      else this.zones.returnToBattlefield(src, { [a.kind!]: a.amount! }, rule);
      return;
    }
    // "Exile it" of a dies trigger (Underworld Cerberus): the card, from its owner's graveyard.
    if (a.do === 'exile' && t.ability!.ability.trigger === 'dies' && (a.to ?? 'self') === 'self') {
      if (src.zone !== 'graveyard') ctx.log('fizzle', rule, say`${who} ${src.spec.name} is no longer in its owner's graveyard; it is not exiled.`, { source: src.id });
      else {
        ctx.log('trigger', rule, say`${who} exile ${src.spec.name} from its owner's graveyard.`, { source: src.id });
        this.zones.moveTo(src, 'exile', rule);
      }
      return;
    }
    // "Each player returns all creature cards from their graveyard to their hand" (a token is not a card: 216.2; 111.7-111.8).
    if (a.do === 'graveyard-to-hand') {
      const cards = ctx.all.filter((c) => c.zone === 'graveyard' && c.spec.zone !== 'none');
      ctx.log('trigger', rule, say`${who} each player returns all creature cards from their graveyard to their hand: ${cards.map((c) => c.spec.name).join(', ') || 'none'}.`, { source: src.id });
      for (const c of cards) this.zones.moveTo(c, 'hand', rule);
      return;
    }
    if (a.do === 'create-token') {
      for (let i = 0; i < t.times; i++) {
        // "Create a token that's tapped and attacking" (508.4): it attacks what its source attacks (in a
        // two-player game the defending player or their planeswalker; a choice with several opponents).
        const action = tokenAction(ctx, a, a.attacking ? src.attacking ?? defendingOf(ctx, src) : undefined);
        if (action) this.effect(action, { who, rule });
        else ctx.log('fizzle', rule, say`${who} every token it may create (${(a.tokens ?? []).join(', ')}) was already created; the scenario gives no more.`, { source: src.id });
      }
      return;
    }
    let times = t.times;
    // "That much": the damage the creature was dealt (1 for each of the old rules' per-point triggers).
    if (a.per === 'damage') times *= t.amount;
    if (a.per === 'blocker-beyond-first') times *= Math.max(0, this.countedBlockers(src).length - 1);
    // Two players: the only opponent was attacked if any creature attacked a player (702.121a melee).
    if (a.per === 'opponent-attacked') times *= [...this.attacked].filter((p) => p !== src.controller && ctx.g.players.has(p)).length;
    // "Equal to its power": its power as the ability resolves, or as it last existed on the battlefield (608.2h; 413.2f before 2009).
    if (a.per === 'power') {
      const n = Math.max(0, power(src));
      ctx.log('note', 'trigger.source-power', say`${who} ${src.spec.name}'s power is ${n}${src.zone === 'battlefield' ? '' : ', as it last existed on the battlefield'}.`, { source: src.id, amount: n });
      times *= n;
    }
    for (const r of this.recipients(t)) {
      // "For each card in his or her graveyard": the recipient player's, counted as it resolves.
      if (a.per === 'card-in-graveyard') {
        const n = this.graveyardCards(r);
        ctx.log('note', rule, say`${r} has ${n} card${n === 1 ? '' : 's'} in their graveyard.`, { target: r, amount: n });
        const action = effectAction(a, r, src.id, t.times * n);
        if (action) this.effect(action, { who, rule });
        continue;
      }
      const creature = ctx.g.creatures.get(r);
      if (creature && !isCreature(creature)) {
        // One that stopped being a creature is still the object an untargeted effect refers to
        // (608.2k; 413.2h of 2007; 406.2c of 1999 for delayed abilities): Wall of Tears still returns
        // it. A target is now illegal (608.2b); one that left the battlefield is a new object (400.7).
        if (creature.zone !== 'battlefield' || targeted(t)) {
          ctx.log('fizzle', rule, say`${who} ${creature.spec.name} is no longer a creature on the battlefield, so nothing happens to it.`, { source: src.id, target: r });
          continue;
        }
        ctx.log('note', 'trigger.same-object', say`${who} ${creature.spec.name} is no longer a creature, but the ability still affects it.`, { source: src.id, target: r });
      }
      if (a.to === 'lesser-power-attacker' && creature && (creature.attacking === null || power(creature) >= power(src))) {
        ctx.log('fizzle', rule, say`${who} ${creature.spec.name} is no longer an attacking creature with less power than ${src.spec.name}: the target is illegal and the ability does nothing.`, { source: src.id, target: r });
        continue;
      }
      const action = effectAction(a, r, src.id, times);
      if (action) this.effect(action, { who, rule });
    }
  }

  /**
   * Provoke (702.39a): the target, a creature the defending player controls, untaps and must block
   * the provoking creature this combat if able: a requirement each era's rule counts (the
   * requirements policy, core/engine/requirements.ts).
   */
  private provoke(t: Trigger, who: string, rule: RuleKey): void {
    const { ctx } = this;
    const target = t.that === undefined ? undefined : ctx.g.creatures.get(t.that);
    if (!target || !isCreature(target) || target.controller !== defendingOf(ctx, ctx.creature(t.source))) {
      ctx.log('fizzle', rule, say`${who} ${t.that ? ctx.name(t.that) : 'its target'} is not a creature the defending player controls: the target is illegal and the ability does nothing.`, { source: t.source, target: t.that });
      return;
    }
    target.tapped = false;
    target.mustBlock = [...target.mustBlock, t.source];
    ctx.log('action', rule, say`${who} ${target.spec.name} untaps and must block ${ctx.name(t.source)} this combat if able.`, { source: t.source, target: target.id });
  }

  /**
   * Renown N (702.112a): if the creature isn't renowned as this resolves (the intervening "if",
   * 603.4), N +1/+1 counters on it and it becomes renowned, until it leaves the battlefield
   * (702.112b). A second instance, or the old rules' per-point triggers, then do nothing (702.112c).
   */
  private renown(t: Trigger, src: CreatureState, n: number, who: string, rule: RuleKey): void {
    const { ctx } = this;
    if (!isCreature(src)) {
      ctx.log('fizzle', rule, say`${who} ${src.spec.name} is no longer a creature on the battlefield; nothing happens.`, { source: src.id });
      return;
    }
    if (src.renowned) {
      ctx.log('fizzle', 'renown.designation', say`${who} ${src.spec.name} is already renowned, so the ability does nothing (its "if" is checked again as it resolves).`, { source: src.id });
      return;
    }
    this.effect({ at: [], index: -1, do: 'add-counters', target: src.id, kind: '+1/+1', amount: n }, { who, rule });
    src.renowned = true;
    ctx.log('action', 'renown.designation', say`${src.spec.name} becomes renowned.`, { target: src.id });
    if (t.times > 1) ctx.log('fizzle', 'renown.designation', say`${ctx.name(t.source)}'s other ${t.times - 1} renown triggers do nothing: it is renowned.`, { source: src.id });
  }

  /**
   * "Defending player sacrifices N permanents" (annihilator, 702.86a): that player's choice, in
   * \`choices.<player>.sacrifice\` order; beyond it, by default, the non-creature permanents first,
   * then the creatures, each in file order (a default, not a rule).
   */
  private sacrificePermanents(player: string, n: number, who: string, rule: RuleKey): void {
    const { ctx } = this;
    const g = ctx.g;
    const mine = (id: string) => {
      const c = g.creatures.get(id);
      if (c) return c.zone === 'battlefield' && c.controller === player;
      const pe = g.permanents.get(id);
      return pe !== undefined && pe.zone === 'battlefield' && pe.controller === player;
    };
    const chosen: string[] = [];
    for (const id of ctx.s.choices[player]?.sacrifice ?? []) {
      if (chosen.length >= n) break;
      if (chosen.includes(id)) continue;
      if (mine(id)) { chosen.push(id); continue; }
      const reason = `${player} chose to sacrifice ${ctx.name(id)}, which is not a permanent ${player} controls on the battlefield`;
      if (ctx.opts.strict) ctx.fail('illegal-choice', rule, reason);
      ctx.log('choice-rejected', rule, say`${reason}; the default is used.`, { target: id });
    }
    const rest = [...[...g.permanents.values()].map((p) => p.id), ...ctx.all.map((c) => c.id)];
    for (const id of rest) if (chosen.length < n && !chosen.includes(id) && mine(id)) chosen.push(id);
    if (chosen.length < n) ctx.log('note', rule, say`${player} controls only ${chosen.length} permanent${chosen.length === 1 ? '' : 's'} and sacrifices ${chosen.length === 1 ? 'it' : 'them all'}.`, { target: player });
    for (const id of chosen) this.effect({ at: [], index: -1, do: 'sacrifice', target: id, by: player }, { who, rule });
  }

  /**
   * Optional costs as attackers are declared (508.1g): enlist (702.154a) taps a creature that is
   * not attacking and could attack (untapped, haste or no summoning sickness) and triggers "when
   * you do"; exert (701.39a) marks the attacker and triggers its "when you exert it" abilities.
   * An illegal enlist choice is rejected (spec §4: logged, or illegal-choice under --strict).
   */
  attackCosts(declared: readonly CreatureState[]): void {
    const { ctx } = this;
    const player = ctx.g.active;
    const mine = ctx.s.choices[player];
    if (ctx.logging && (mine?.enlist || mine?.exert)) ctx.decides(player, 'which attackers enlist or are exerted as they attack');
    for (const [id, helperId] of Object.entries(mine?.enlist ?? {})) {
      const a = ctx.creature(id);
      const h = ctx.creature(helperId);
      if (!declared.includes(a) || !has(a, 'enlist')) {
        const reason = `${player} chose to enlist for ${a.spec.name}, which is not an attacking creature of ${player}'s with enlist`;
        if (ctx.opts.strict) ctx.fail('illegal-choice', 'enlist', reason);
        ctx.log('choice-rejected', 'enlist', say`${reason}; nothing is tapped.`, { source: a.id });
        continue;
      }
      const why = !isCreature(h) ? 'it is not a creature on the battlefield'
        : h.controller !== player ? `${player} does not control it`
        : h.attacking !== null ? 'it is attacking'
        : h.tapped ? 'it is tapped'
        : h.sick && !has(h, 'haste') ? `it has not been under ${player}'s control continuously since the turn began and has no haste`
        : null;
      if (why) {
        const reason = `${player}'s enlist choice for ${a.spec.name}, ${h.spec.name}, cannot be tapped for it (${why})`;
        if (ctx.opts.strict) ctx.fail('illegal-choice', 'enlist', reason);
        ctx.log('choice-rejected', 'enlist', say`${reason}; ${a.spec.name} attacks without enlisting.`, { source: a.id, target: h.id });
        continue;
      }
      h.tapped = true;
      ctx.log('action', 'enlist', say`${a.spec.name} enlists ${h.spec.name}: ${player} taps ${h.spec.name} as ${a.spec.name} attacks.`, { source: a.id, target: h.id });
      const t = trigger(player, 'ability', a.id, 0, 1, 'enlist', { ability: ENLIST_PUMP, that: h.id });
      this.pending.push(t);
      ctx.log('trigger', 'enlist', say`${a.spec.name}'s enlist triggers: it gets +X/+0 until end of turn, X ${h.spec.name}'s power.`, { source: a.id, target: h.id });
    }
    for (const id of mine?.exert ?? []) {
      const c = ctx.creature(id);
      if (!declared.includes(c)) {
        const reason = `${player} chose to exert ${c.spec.name}, which is not one of ${player}'s attacking creatures`;
        if (ctx.opts.strict) ctx.fail('illegal-choice', 'exert', reason);
        ctx.log('choice-rejected', 'exert', say`${reason}; it is not exerted.`, { target: c.id });
        continue;
      }
      c.exerted = true;
      ctx.log('action', 'exert', say`${player} exerts ${c.spec.name} as it attacks: it won't untap during ${player}'s next untap step.`, { target: c.id });
      this.fire(c, 'exerted');
      for (const x of ctx.all) if (isCreature(x) && x.controller === player) this.fire(x, 'you-exert', c.id);
    }
  }

  /** Enlist's "when you do" (702.154a): +X/+0, X the tapped creature's power as this resolves (its last known power if it has left). */
  private enlistPump(t: Trigger, src: CreatureState, who: string, rule: RuleKey): void {
    const { ctx } = this;
    if (!isCreature(src)) {
      ctx.log('fizzle', rule, say`${who} ${src.spec.name} is no longer a creature on the battlefield; nothing happens.`, { source: src.id });
      return;
    }
    const x = power(ctx.creature(t.that!));
    this.effect({ at: [], index: -1, do: 'pump', target: src.id, power: x, toughness: 0 }, { who, rule });
  }

  /**
   * The cards in a player's graveyard: those given as the combat began (\`players.<id>.graveyard\`) and
   * the player's cards put there since; a token is not a card (111.7-111.8; 216.2 of 1999).
   */
  private graveyardCards(player: string): number {
    const { ctx } = this;
    let n = ctx.s.players.find((p) => p.id === player)?.graveyard ?? 0;
    for (const c of ctx.all) if (c.zone === 'graveyard' && c.owner === player && c.spec.zone !== 'none') n++;
    for (const p of ctx.g.permanents.values()) if (p.zone === 'graveyard' && p.controller === player) n++;
    return n;
  }

  /** Whom the effect is for, as the ability resolves. */
  private recipients(t: Trigger): string[] {
    const { ctx } = this;
    const src = ctx.creature(t.source);
    const a = t.ability!.ability;
    switch (a.to ?? 'self') {
      case 'self': return [src.id];
      case 'that': case 'lesser-power-attacker': return t.that ? [t.that] : [];
      case 'each-other-attacker': return ctx.attackers().filter((x) => x !== src).map((x) => x.id);
      case 'defending-player': return [src.attacking !== null && ctx.g.players.has(src.attacking) ? src.attacking : defendingOf(ctx, src)];
      case 'controller': return [t.controller];
      case 'chosen': return t.that ? [t.that] : [];
      case 'each-creature-you-control': return ctx.all.filter((x) => isCreature(x) && x.controller === t.controller).map((x) => x.id);
      case 'each-creature': return ctx.all.filter((x) => isCreature(x)).map((x) => x.id);
      case 'each-other-creature': return ctx.all.filter((x) => x !== src && isCreature(x)).map((x) => x.id);
      case 'each-opponent-creature': return ctx.all.filter((x) => isCreature(x) && x.controller !== t.controller).map((x) => x.id);
    }
  }
}
