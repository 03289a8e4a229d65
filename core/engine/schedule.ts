// Scheduling the scenario's scripted actions (spec §5) into the priority windows: each action is
// taken in the first window of its `at` list that exists in the era, allows it, and is still to
// come; otherwise it is logged as not performed, with the rule that says why.
import type { RuleKey } from '../rule-keys.js';
import { say } from '../events.js';
import type { Action } from '../scenario/scenario.js';
import { WINDOWS, type ActionKind, type Window } from '../scenario/schema.js';
import type { Rules } from '../rules.js';
import type { RunContext } from './context.js';
import { has, inCombat, isCreature, type CreatureState } from './state.js';

type WindowState = 'future' | 'passed' | 'never';
type Verdict = { exists: boolean; allowed: boolean; rule: RuleKey; reason?: string };
const verdicts = new WeakMap<Rules, Map<Window, Map<Action['do'], Verdict>>>();

/**
 * The kind of action a window is asked about: an activated ability is judged by its effect (the old
 * damage prevention step allows a prevention or regeneration ability whatever its cost: D'Angelo
 * T.10.3, T.10.Ruling.5; a sacrifice only where the ability is allowed, G.35.Ruling.1).
 */
function kindOf(ctx: RunContext, a: Action): ActionKind {
  return a.do === 'activate' ? ctx.creature(a.source).spec.activated[a.ability ?? 0]!.do as ActionKind : a.do;
}

const FIRST_STRIKE_WINDOWS: readonly Window[] = ['first-strike-damage-assigned', 'first-strike-damage-dealt'];

export class Schedule {
  private windows = new Map<Window, WindowState>(WINDOWS.map((w) => [w, 'future']));
  private pending: Action[];
  /** Actions already logged as waiting for a later first choice. */
  private waited = new Set<Action>();
  /** Whether this combat has a first combat damage step, once combat damage begins. */
  firstStep: boolean | null = null;

  /** `act` performs an action and lets the game settle (triggers, state-based actions). */
  constructor(private readonly ctx: RunContext, private readonly act: (a: Action) => void) {
    this.pending = [...ctx.s.actions];
  }

  /** Why each closed window does not occur: the rule that skips it (a null attack, no first strike). */
  private closedBy = new Map<Window, RuleKey>();

  /** The window will not occur in this combat, by this rule. */
  close(w: Window, rule: RuleKey): void {
    this.windows.set(w, 'never');
    this.closedBy.set(w, rule);
  }

  /** The window is reached: perform the actions whose first usable preference it is. */
  reach(w: Window): void {
    this.ctx.g.window = w;
    if (!this.pending.length) { this.markPassed(w); return; }
    // Repeat: an action can change which windows are still to come (e.g. remove the only first
    // strike), letting an earlier-listed action fall back to this window after all.
    do this.reachOnce(w);
    while (this.pending.some((a) => this.preferred(a) === w));
    this.markPassed(w);
  }

  private reachOnce(w: Window): void {
    const { ctx } = this;
    const taken = new Set<Action>();
    for (const a of [...this.pending]) {
      const target = this.preferred(a);
      if (target !== null && target !== w && a.at.includes(w) && this.usable(w, a) && !this.waited.has(a)) {
        this.waited.add(a);
        const v = this.verdict(target, kindOf(this.ctx, a));
        ctx.log('timing', v.rule, say`Action #${a.index + 1} (${this.describe(a)}) waits for ${target}, its first choice, which these rules provide.`, this.targetOf(a));
      }
      if (target === w) {
        taken.add(a);
        const earlier = a.at.slice(0, a.at.indexOf(w));
        if (earlier.length) {
          const why = this.whyNot(earlier[0]!, a);
          ctx.log('timing', why.key, say`Action #${a.index + 1} (${this.describe(a)}) is taken in ${w}: ${why.text}.`, this.targetOf(a));
        }
        this.act(a);
      }
    }
    // Once per window, not once per action: a thousand actions must not cost a million steps.
    if (taken.size) this.pending = this.pending.filter((x) => !taken.has(x));
  }

  markPassed(w: Window): void {
    if (this.windows.get(w) === 'future') this.windows.set(w, 'passed');
    if (!this.pending.length) return;
    const skipped = new Set<Action>();
    for (const a of this.pending) {
      // Not performed: logged once the last window it names that occurs here has come (the
      // damage prevention step, say), not at the start of combat when that is already certain.
      if (this.preferred(a) === null && !a.at.some((x) => this.windows.get(x) === 'future' && this.verdict(x, kindOf(this.ctx, a)).exists)) {
        skipped.add(a);
        this.skip(a);
      }
    }
    if (skipped.size) this.pending = this.pending.filter((x) => !skipped.has(x));
  }

  /** The first window in the action's `at` list that exists, allows it, and is still to come. */
  private preferred(a: Action): Window | null {
    for (const w of a.at) {
      const v = this.verdict(w, kindOf(this.ctx, a));
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
    const { ctx } = this;
    const strikes = (c: CreatureState) => has(c, 'first strike') || has(c, 'double strike');
    // The creatures that will fight: those in combat, and before blocks those the scenario
    // declares as attackers and blockers.
    const declared = ctx.g.window === 'declare-blockers' ? [] : [
      ...(ctx.g.window === 'beginning-of-combat' ? ctx.s.attacks.map((x) => x.attacker) : []),
      ...ctx.s.blocks.map((b) => b.blocker),
    ];
    const named = new Set(declared);
    return ctx.all.some((c) => isCreature(c) && strikes(c) && (inCombat(c) || named.has(c.id)));
  }

  private usable(w: Window, a: Action): boolean {
    const v = this.verdict(w, kindOf(this.ctx, a));
    return v.exists && v.allowed;
  }

  /** Does the window exist in these rules, and may this kind of action be taken in it? */
  private verdict(w: Window, kind: Action['do']): Verdict {
    // A function of the rules, the window and the kind only: asked once per ruleset.
    let byRules = verdicts.get(this.ctx.rules);
    if (!byRules) verdicts.set(this.ctx.rules, (byRules = new Map()));
    let byWindow = byRules.get(w);
    if (!byWindow) byRules.set(w, (byWindow = new Map()));
    let v = byWindow.get(kind);
    if (!v) byWindow.set(kind, (v = this.decide(w, kind)));
    return v;
  }

  private decide(w: Window, kind: Action['do']): Verdict {
    const { rules } = this.ctx;
    // A *-assigned window exists only where something lies between assigning and dealing damage.
    if (w.endsWith('-assigned') && rules.policy('assignmentWindow').kind === 'none') return { exists: false, allowed: false, rule: 'window.none' };
    return { exists: true, ...rules.call('windowAllows', w, kind) };
  }

  /** Why an action cannot be taken in a window it names. */
  private whyNot(w: Window, a: Action): { key: RuleKey; text: string } {
    const v = this.verdict(w, kindOf(this.ctx, a));
    if (!v.exists) return { key: v.rule, text: `there is no ${w} window in these rules` };
    if (!v.allowed) return { key: v.rule, text: `${a.do === 'activate' ? `an ability with the effect ${kindOf(this.ctx, a)}` : a.do} may not be done in ${w}${v.reason ? ` (${v.reason})` : ''}` };
    if (this.windows.get(w) === 'passed') return { key: 'combat.priority', text: `${w} has already passed` };
    // Cite the rule that skipped the step, not the priority rule.
    return { key: this.closedBy.get(w) ?? 'combat.priority', text: `${w} does not occur in this combat` };
  }

  private describe(a: Action): string {
    if (a.do === 'activate') return `activate ${this.ctx.name(a.source)}'s ability${a.target !== undefined ? ` on ${this.ctx.name(a.target)}` : ''}`;
    return `${a.do}${'target' in a && a.target !== undefined ? ` ${this.ctx.name(a.target)}` : ''}`;
  }

  private targetOf(a: Action): { target?: string } {
    return 'target' in a && a.target !== undefined ? { target: a.target } : {};
  }

  private skip(a: Action): void {
    const why = a.at.map((w) => this.whyNot(w, a));
    this.ctx.log('action-skipped', why[0]!.key, say`Action #${a.index + 1} (${this.describe(a)}) is not performed: ${why.map((x) => x.text).join('; ')}.`, this.targetOf(a));
  }
}
