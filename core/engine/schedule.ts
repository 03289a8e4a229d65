// Scheduling the scenario's scripted actions into the priority windows: each action is
// taken in the first window of its `at` list that exists in the era, allows it, and is still to
// come; otherwise it is logged as not performed, with the rule that says why.
import type { RuleKey } from '../rule-keys.js';
import { say } from '../events.js';
import { activatedLists, type Action } from '../scenario/scenario.js';
import type { ActionKind, Window } from '../scenario/schema.js';
import type { Rules } from '../rules.js';
import { modelField } from '../models.js';
import type { RunContext } from './context.js';
import { has, inCombat, isCreature } from './state.js';

/** Every verdict has all four fields, so all share one shape (they are read at every window). */
type Verdict = { readonly exists: boolean; readonly allowed: boolean; readonly rule: RuleKey; readonly reason: string | undefined };
/** Per ruleset: the verdict by window and kind of action (a function of the rules alone). */
type Verdicts = Map<Window, Map<Action['do'], Verdict>>;
const verdicts = new WeakMap<Rules, Verdicts>();

/**
 * An action still to take, with its verdict for each window of its `at` list (index for index): the
 * list itself (a copy: the scenario's is frozen, and indexOf takes a slow path on a frozen array),
 * each window's bit, and whether the window exists and allows the action.
 */
interface Pending { readonly a: Action; readonly v: readonly Verdict[]; readonly at: readonly Window[]; readonly bit: readonly number[]; readonly usable: readonly boolean[] }

/** A scripted action as every ruleset plans it: its kind, and its `at` list (a copy, see Pending) with each window's bit. */
interface Planned { readonly a: Action; readonly kind: ActionKind; readonly at: readonly Window[]; readonly bit: readonly number[] }

/**
 * A scenario's scripted actions, planned on its first run that has any and kept with its facts
 * (scenario-facts.ts): the part every ruleset shares (the kinds are the scenario's, but for a face
 * down creature or a copy, whose abilities are each run's), and per ruleset's verdicts the list every
 * run of it starts from (a scenario is frozen while it runs).
 */
export interface Schedules { shared: readonly Planned[] | null; readonly byRules: Map<Verdicts, readonly Pending[]> }

/**
 * The kind of action a window is asked about: an activated ability is judged by its effect (the old
 * damage prevention step allows a prevention or regeneration ability whatever its cost: D'Angelo
 * T.10.3, T.10.Ruling.5; a sacrifice only where the ability is allowed, G.35.Ruling.1).
 */
function kindOf(ctx: RunContext, a: Action): ActionKind {
  if (a.do !== 'activate') return a.do;
  // An ability a copy effect or gain-abilities gives it later is judged by that ability's effect.
  const n = a.ability ?? 0;
  const ability = ctx.creature(a.source).spec.activated[n] ?? activatedLists(ctx.s.creatures, ctx.s.actions, a.source).map((l) => l[n]).find((x) => x !== undefined)!;
  // return-exiled puts a card onto the battlefield: judged as a token put onto it (any time a player has priority).
  return (ability.do === 'return-exiled' ? 'create-token' : ability.do) as ActionKind;
}

/** The scenario's scripted actions with their kinds, as this run sees them (packed lists: lists.ts). */
function plan(ctx: RunContext): Planned[] {
  const out: Planned[] = [];
  const { actions } = ctx.s;
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    const at: Window[] = [], bit: number[] = [];
    for (let j = 0; j < a.at.length; j++) { at.push(a.at[j]!); bit.push(bitOf(a.at[j]!)); }
    out.push({ a, kind: kindOf(ctx, a), at, bit });
  }
  return out;
}

const isFirstStrikeWindow = (w: Window) => w === 'first-strike-damage-assigned' || w === 'first-strike-damage-dealt';
/**
 * Each window's bit in the sets of windows passed and closed: two numbers per run, not a record. A
 * switch, not a Map: every run asks it a dozen times, and comparing a window with each name is
 * cheaper than hashing it.
 */
function bitOf(w: Window): number {
  switch (w) {
    case 'beginning-of-combat': return 1;
    case 'declare-attackers': return 2;
    case 'declare-blockers': return 4;
    case 'first-strike-damage-assigned': return 8;
    case 'first-strike-damage-dealt': return 16;
    case 'combat-damage-assigned': return 32;
    case 'combat-damage-dealt': return 64;
    case 'end-of-combat': return 128;
  }
}
const NONE: readonly Pending[] = Object.freeze([]);
/** What a verdict is decided by (decide): the combat procedure's windows and the windowAllows hook. */
const DECIDED_BY: readonly string[] = Object.freeze([modelField('combat', 'hasAssignmentWindow'), modelField('combat', 'assignmentWindow'), 'windowAllows']);

function without(xs: readonly Pending[], gone: ReadonlySet<Pending>): Pending[] {
  const out: Pending[] = [];
  for (let i = 0; i < xs.length; i++) if (!gone.has(xs[i]!)) out.push(xs[i]!);
  return out;
}

// The loops below are indexed: an action's `at` list is the scenario's, frozen while it runs, and
// on Node 20 for-of over frozen arrays (and any loop that has seen one) is about twice as slow.
export class Schedule {
  /** The windows passed and those that will not occur (bits: bitOf); the others are still to come. */
  private passed = 0;
  private closed = 0;
  /** The actions still to take; replaced, never written into (it starts as the list every run of the scenario shares). */
  private pending: readonly Pending[];
  /** Actions already logged as waiting for a later first choice (made when the first one is). */
  private waited: Set<Action> | null = null;
  /** The scripted action being taken, and the actions taken in its damage prevention step (old rules). */
  private current: Action | null = null;
  private inStep: Set<Pending> | null = null;
  /** Whether this combat has a first combat damage step, once combat damage begins. */
  firstStep: boolean | null = null;
  /**
   * Before then, whether one is expected (firstStrikeExpected), kept for one pass over the pending
   * actions: only an action taken can change it, so it is forgotten after each one and each pass.
   */
  private expected: boolean | null = null;
  private readonly verdicts: Verdicts;

  /** `act` performs an action and lets the game settle (triggers, state-based actions). */
  constructor(private readonly ctx: RunContext, private readonly act: (a: Action) => void, private readonly resolveHeld: () => void = () => {}) {
    let v = verdicts.get(ctx.rules);
    if (!v) verdicts.set(ctx.rules, (v = new Map()));
    this.verdicts = v;
    const { s, facts } = ctx;
    if (!s.actions.length) { this.pending = NONE; return; }
    // The verdicts are kept per ruleset, so a watched run asks no hook for those it reuses: it
    // notes what they were decided by (decide), as if it had asked (core/same-runs.ts).
    ctx.rules.note(DECIDED_BY);
    const plans = (facts.schedules ??= { shared: null, byRules: new Map() });
    let pending = plans.byRules.get(v);
    if (!pending) {
      // The kind of an action is the scenario's (an ability's effect is in its source's spec), but
      // a face-down creature's or a copy's, which are each run's (as the era makes them).
      const planned = facts.copies ? plan(ctx) : (plans.shared ??= plan(ctx));
      const list: Pending[] = [];
      for (let i = 0; i < planned.length; i++) {
        const { a, kind, at, bit } = planned[i]!;
        const vs: Verdict[] = [], usable: boolean[] = [];
        for (let j = 0; j < at.length; j++) { const x = this.verdict(at[j]!, kind); vs.push(x); usable.push(x.exists && x.allowed); }
        list.push({ a, v: vs, at, bit, usable });
      }
      plans.byRules.set(v, (pending = list));
    }
    this.pending = pending;
  }

  /** Why each closed window does not occur: the rule that skips it (a null attack, no first strike). */
  private closedBy: Map<Window, RuleKey> | null = null;

  /** The window will not occur in this combat, by this rule. */
  close(w: Window, rule: RuleKey): void {
    this.closed |= bitOf(w);
    // Said only in the log (whyNot): an outcome-only run keeps no reasons.
    if (this.ctx.logging) (this.closedBy ??= new Map()).set(w, rule);
  }

  /** The window is reached: perform the actions whose first usable preference it is. */
  reach(w: Window): void {
    this.ctx.g.window = w;
    if (!this.pending.length) { this.markPassed(w); return; }
    // Repeat: an action can change which windows are still to come (e.g. remove the only first
    // strike), letting an earlier-listed action fall back to this window after all.
    // (An action taken is what can change that: a pass that takes none leaves the game as it was.)
    while (this.reachOnce(w) && this.anyPrefers(w));
    this.markPassed(w);
  }

  private anyPrefers(w: Window): boolean {
    const { pending } = this;
    this.expected = null;
    for (let i = 0; i < pending.length; i++) if (this.preferred(pending[i]!) === w) return true;
    return false;
  }

  /** Takes the actions whose first usable preference is this window; whether it took any. */
  private reachOnce(w: Window): boolean {
    const { ctx, pending } = this;
    let taken: Set<Pending> | null = null;
    // `pending` is replaced below, never written into, so the loop needs no copy of it.
    this.expected = null;
    for (let k = 0; k < pending.length; k++) {
      const p = pending[k]!, a = p.a;
      const target = this.preferred(p);
      if (target === null) continue;
      if (target !== w && !this.waited?.has(a) && this.usableHere(p, w)) {
        (this.waited ??= new Set()).add(a);
        if (ctx.logging) {
          const v = this.verdict(target, kindOf(ctx, a));
          ctx.log('timing', v.rule, say`Action #${a.index + 1} (${this.describe(a)}) waits for ${target}, its first choice, which these rules provide.`, this.targetOf(a));
        }
      }
      if (target === w && !this.inStep?.has(p)) {
        (taken ??= new Set()).add(p);
        if (ctx.logging && p.at[0] !== w) {
          const why = this.whyNot(a.at[0]!, a);
          ctx.log('timing', why.key, say`Action #${a.index + 1} (${this.describe(a)}) is taken in ${w}: ${why.text}.`, this.targetOf(a));
        }
        this.current = a;
        this.act(a);
        this.current = null;
        this.expected = null;
      }
    }
    if (this.inStep) {
      for (const p of this.inStep) (taken ??= new Set()).add(p);
      this.inStep = null;
    }
    // Abilities held on the stack (ninjutsu's held: true) resolve once the actions answering them are taken.
    if (ctx.g.held.length) this.resolveHeld();
    // Once per window, not once per action: a thousand actions must not cost a million steps.
    if (!taken) return false;
    this.pending = without(this.pending, taken);
    return true;
  }

  /**
   * The old rules' damage prevention step after the damage of the action being taken (T.10.2): the
   * actions listed after it for this window that such a step allows (prevention, redirection,
   * regeneration: T.10.3, judged as in the combat damage prevention step, the same procedure,
   * T.10.1), up to the first that it does not allow, are taken in it, before the damage is dealt.
   */
  preventionStep(): void {
    const { ctx, current, pending } = this;
    if (current === null) return;
    const w = ctx.g.window;
    for (let k = 0; k < pending.length; k++) {
      const p = pending[k]!, a = p.a;
      if (a.index <= current.index || !p.at.includes(w) || this.inStep?.has(p)) continue;
      if (!this.verdict('combat-damage-assigned', kindOf(ctx, a)).allowed) break;
      (this.inStep ??= new Set()).add(p);
      const outer = this.current;
      this.current = a;
      this.act(a);
      this.current = outer;
    }
  }

  markPassed(w: Window): void {
    // A closed window is not marked passed (whyNot tells the two apart).
    if (!(this.closed & bitOf(w))) this.passed |= bitOf(w);
    const { pending } = this;
    if (!pending.length) return;
    this.expected = null;
    let skipped: Set<Pending> | null = null;
    for (let k = 0; k < pending.length; k++) {
      const p = pending[k]!;
      // Not performed: logged once the last window it names that occurs here has come (the
      // damage prevention step, say), not at the start of combat when that is already certain.
      if (this.preferred(p) === null && !this.stillToCome(p)) {
        (skipped ??= new Set()).add(p);
        this.skip(p.a);
      }
    }
    if (skipped) this.pending = without(pending, skipped);
  }

  /** Does the action name this window, and does the window exist and allow it? */
  private usableHere({ at, usable }: Pending, w: Window): boolean {
    for (let i = 0; i < at.length; i++) if (at[i] === w) return usable[i]!;
    return false;
  }

  /** Does a window the action names, one these rules have, still lie ahead? */
  private stillToCome({ v, bit }: Pending): boolean {
    const gone = this.passed | this.closed;
    for (let i = 0; i < bit.length; i++) if (v[i]!.exists && (gone & bit[i]!) === 0) return true;
    return false;
  }

  /** The first window in the action's `at` list that exists, allows it, and is still to come. */
  private preferred({ at, bit, usable }: Pending): Window | null {
    const gone = this.passed | this.closed;
    for (let i = 0; i < at.length; i++) {
      if (!usable[i] || (gone & bit[i]!) !== 0) continue;
      const w = at[i]!;
      if (!(isFirstStrikeWindow(w) && !this.firstStrikeExpected())) return w;
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
    return (this.expected ??= this.fightersWithFirstStrike());
  }

  private fightersWithFirstStrike(): boolean {
    const { ctx } = this;
    // The creatures that will fight: those in combat, and before blocks those the scenario
    // declares as attackers and blockers.
    const w = ctx.g.window;
    const named = w === 'declare-blockers' ? null : ctx.facts;
    const attacks = w === 'beginning-of-combat';
    for (const c of ctx.all) {
      if (!isCreature(c) || !(has(c, 'first strike') || has(c, 'double strike'))) continue;
      if (inCombat(c) || (named !== null && ((attacks && named.attackers.has(c.id)) || named.blockers.has(c.id)))) return true;
    }
    return false;
  }

  /** Does the window exist in these rules, and may this kind of action be taken in it? */
  private verdict(w: Window, kind: Action['do']): Verdict {
    // A function of the rules, the window and the kind only: asked once per ruleset.
    const byRules = this.verdicts;
    let byWindow = byRules.get(w);
    if (!byWindow) byRules.set(w, (byWindow = new Map()));
    let v = byWindow.get(kind);
    if (!v) byWindow.set(kind, (v = this.decide(w, kind)));
    return v;
  }

  private decide(w: Window, kind: Action['do']): Verdict {
    const { rules } = this.ctx;
    // A *-assigned window exists only where something lies between assigning and dealing damage.
    if (w.endsWith('-assigned') && !rules.models.combat.hasAssignmentWindow()) return { exists: false, allowed: false, rule: 'window.none', reason: undefined };
    const { allowed, rule, reason } = rules.call('windowAllows', w, kind);
    return { exists: true, allowed, rule, reason };
  }

  /** Why an action cannot be taken in a window it names. */
  private whyNot(w: Window, a: Action): { key: RuleKey; text: string } {
    const v = this.verdict(w, kindOf(this.ctx, a));
    if (!v.exists) return { key: v.rule, text: `there is no ${w} window in these rules` };
    if (!v.allowed) return { key: v.rule, text: `${a.do === 'activate' ? `an ability with the effect ${kindOf(this.ctx, a)}` : a.do} may not be done in ${w}${v.reason ? ` (${v.reason})` : ''}` };
    const bit = bitOf(w);
    if (this.passed & bit && !(this.closed & bit)) return { key: 'combat.priority', text: `${w} has already passed` };
    // Cite the rule that skipped the step, not the priority rule.
    return { key: this.closedBy?.get(w) ?? 'combat.priority', text: `${w} does not occur in this combat` };
  }

  private describe(a: Action): string {
    if (a.do === 'activate') return `activate ${this.ctx.name(a.source)}'s ability${a.target !== undefined ? ` on ${this.ctx.name(a.target)}` : ''}`;
    return `${a.do}${'target' in a && a.target !== undefined ? ` ${this.ctx.name(a.target)}` : ''}`;
  }

  private targetOf(a: Action): { target?: string } {
    return 'target' in a && a.target !== undefined ? { target: a.target } : {};
  }

  private skip(a: Action): void {
    if (!this.ctx.logging) return;
    const why = a.at.map((w) => this.whyNot(w, a));
    this.ctx.log('action-skipped', why[0]!.key, say`Action #${a.index + 1} (${this.describe(a)}) is not performed: ${why.map((x) => x.text).join('; ')}.`, this.targetOf(a));
  }
}
