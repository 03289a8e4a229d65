// What every engine module shares for one run: the rules, the scenario as given, the working
// state and the log. Modules take this narrow context and each other, never the combat flow.
import type { RuleKey } from '../rule-keys.js';
import { say, type Sentence } from '../events.js';
import type { Rules } from '../rules.js';
import type { Scenario } from '../scenario/scenario.js';
import { EventLog } from './log.js';
import { initialCopies } from './copy.js';
import { gainsLifeTrigger, notice, noticeCreature, scenarioFacts, type Presence, type ScenarioFacts } from './scenario-facts.js';
import { isCreature, newGame, type CreatureState, type PermanentState, type PlayerState } from './state.js';

export interface RunOptions {
  strict?: boolean;
  /**
   * false: the outcome only, no event log (check, snapshot, compare and explore run this way and
   * re-run with the log only what they print). Rejected choices are still recorded: they are part
   * of the outcome.
   */
  log?: boolean;
}

/** Thrown to stop the combat: a player lost, or an illegal declaration or choice. Not an Error:
 * it is control flow, and capturing a stack trace for it is measurable in large corpora. */
export class Stop {}
/** The one Stop thrown (it carries nothing). */
export const STOP = new Stop();

const NO_SOURCES: readonly (CreatureState | PermanentState)[] = [];
const NO_ANIMATES: readonly unknown[] = [];

export class RunContext extends EventLog implements Presence {
  /** Every creature's state, in file order (the order of the scenario's `creatures`). */
  readonly all: readonly CreatureState[];
  /** Every player's state, in turn order (the scenario's `players`): a list, for the loops run after every action. */
  readonly players: readonly PlayerState[];
  /** Each creature's place in file order, so lists are put in file order by sorting, not by rescanning the board. */
  readonly position: ReadonlyMap<string, number>;
  /** The creatures and other permanents with static abilities that affect creatures (core/engine/statics.ts); a copy effect may add one. */
  staticSources: readonly (CreatureState | PermanentState)[];
  /** The player who controls the active player's turn (players.<id>.controlled-by), or null. */
  readonly turnController: string | null;
  // "Does the scenario have X": each set in one place (scenario-facts.ts: notice), from every object as the combat
  // begins and from a creature whose characteristics a copy effect changes.
  /** Some object has "prevent all damage that would be dealt by creatures" (deal.ts looks only then). */
  hasStaticPrevention = false;
  /** Some object says "creatures you control are unblockable as long as ..." (Tanglewalker), or Worship's "damage that would reduce your life total to less than 1 ...". */
  tangles = false;
  floors = false;
  /**
   * Some object has Anafenza's "exiled instead" (zones.ts), or Champion of Lambholt's "creatures with
   * power less than its power can't block" (restrictions.ts): each is looked for among every object
   * only then (per creature put into a graveyard, per block checked: quadratic on big boards).
   */
  exilers = false;
  lesserPowerBars = false;
  /** Some object has a static animation (Ambush Commander): applyStaticAnimations looks only then, after every action. */
  animators = false;
  /** Some object has "if you would gain life, you gain twice that much life instead": a life gain looks for them only then. */
  lifeDoublers = false;
  /** Some creature has "whenever you gain life": a life gain event looks for them only then (999 lifelink sources made it quadratic). */
  lifeGainTriggers = false;
  /** Some creature's power or toughness is defined by a count (Tarmogoyf): applyCounts looks only then (core/engine/counts.ts). */
  countsPT = false;
  /**
   * Something state-based actions look at changed since they last found nothing to do: a player's
   * life or poison counters, a creature's damage, toughness, counters, keywords, card types or zone,
   * a permanent's loyalty, defense or zone. Set where the engine writes those (only the engine
   * changes the state); `StateBasedActions.check` does nothing while it is false. A check follows
   * every action, step and trigger, and about half of them (generated boards) came after nothing
   * it looks at had changed. True as a run begins: the scenario may give lethal damage.
   */
  sbaDue = true;
  /**
   * The one creature whose own power or toughness alone changed since state-based actions last
   * found nothing (a pump): while nothing else is due, a check looks at it alone, since no other
   * object's state changed (1,000 pumps on a board of 1,000 creatures checked a million creatures).
   */
  sbaOnly: CreatureState | null = null;
  /** Marks state-based actions due after a change to c's own power or toughness, and nothing else. */
  sbaDueFor(c: CreatureState): void {
    if (this.sbaDue || this.sbaOnly === c) return;
    if (this.sbaOnly === null) this.sbaOnly = c;
    else this.sbaDue = true;
  }
  /** The scenario, as a fixed-shape record (state.ts: shaped). */
  readonly s: Scenario;
  /** What the scenario has, worked out once for all its runs (scenario-facts.ts). */
  readonly facts: ScenarioFacts;
  constructor(rules: Rules, given: Scenario, readonly opts: RunOptions) {
    const facts = scenarioFacts(given);
    const s = facts.s;
    super(rules, newGame(s), opts.log !== false);
    this.facts = facts;
    this.s = s;
    this.turnController = s.players[0].controlledBy ?? null;
    const all = this.g.creatureList;
    // Indexed: map is slow on the scenario's frozen list (state.ts). Each creature starts with the
    // index of its triggered abilities made for the scenario (trigger-events.ts: abilitiesOn).
    for (let i = 0; i < all.length; i++) all[i]!.triggerIndex = facts.triggerIndexes[i]!;
    this.all = all;
    this.players = this.g.playerList;
    this.position = facts.position;
    if (!facts.copies) {
      // Nearly every scenario: what it has is the same in every run.
      const p = facts.presence;
      this.hasStaticPrevention = p.hasStaticPrevention; this.tangles = p.tangles; this.floors = p.floors; this.exilers = p.exilers;
      this.lesserPowerBars = p.lesserPowerBars; this.animators = p.animators; this.lifeDoublers = p.lifeDoublers;
      this.lifeGainTriggers = p.lifeGainTriggers; this.countsPT = p.countsPT;
      if (!facts.staticCreatures.length && !facts.staticPermanents.length) { this.staticSources = NO_SOURCES; return; }
      const sources: (CreatureState | PermanentState)[] = [];
      for (const i of facts.staticCreatures) sources.push(all[i]!);
      for (const id of facts.staticPermanents) sources.push(this.g.permanents.get(id)!);
      this.staticSources = sources;
      return;
    }
    // Face-down creatures and copies as the combat begins (copy-of): their characteristics first,
    // then what the scenario has, from them.
    initialCopies(all, this.g.creatures, rules.capability('faceDown').kind === 'morph');
    let sources: (CreatureState | PermanentState)[] | null = null;
    for (let i = 0; i < all.length; i++) {
      const c = all[i]!;
      if (c.spec.continuous.length) (sources ??= []).push(c);
      // A copy of one copies a scenario object: the scenario's own objects say whether any animates.
      noticeCreature(this, c.spec, c.card);
    }
    for (const p of this.g.permanents.values()) {
      if (p.spec.continuous.length) (sources ??= []).push(p);
      notice(this, p.spec, p.spec.animates);
    }
    this.staticSources = sources ?? NO_SOURCES;
  }

  /**
   * A creature whose characteristics a copy effect or turning it face up changed (core/engine/copy.ts):
   * the static abilities it has now count like those it had as the combat began (a face-down Worship
   * turned face up: its ability applies from then on, 708.8 today; 707.8 of 2009-2010; 504.5 of 2004-2007).
   */
  addStaticSource(c: CreatureState): void {
    const spec = c.spec;
    if (spec.continuous.length && !this.staticSources.includes(c)) this.staticSources = [...this.staticSources, c];
    // Animations: the scenario's own objects already said whether any animates (a copy copies one of them).
    notice(this, spec, NO_ANIMATES);
    this.lifeGainTriggers ||= gainsLifeTrigger(spec);
  }

  name(id: string): string {
    return this.creatureOrNone(id)?.spec.name ?? this.g.permanents.get(id)?.spec.name ?? id;
  }

  /**
   * Logs who makes a choice of `player`'s where another player controls that player's turn: the
   * controller (507.3 from CR 2003-10-01; 720.5 today; DERIVED before). `what` completes "makes
   * <player>'s choice of ...".
   */
  decides(player: string, what: Sentence | string): void {
    if (this.turnController === null || !this.logging || player !== this.g.active) return;
    this.log('control', 'control.turn', say`${this.turnController} makes ${player}'s choice of ${what}.`, { source: this.turnController, target: player });
  }

  /** The creature with this id: by its place in file order, the list being the game's (no map of ids per run: state.ts, Game.creatures). */
  creature(id: string): CreatureState { return this.all[this.position.get(id)!]!; }
  /** The creature with this id, or undefined for another object or a player. */
  creatureOrNone(id: string): CreatureState | undefined {
    const i = this.position.get(id);
    return i === undefined ? undefined : this.all[i];
  }
  player(id: string): PlayerState { return this.g.players.get(id)!; }

  /** The attacking creatures, in file order. */
  attackers(): CreatureState[] {
    // A loop, not filter with a closure: this runs several times a run.
    const out: CreatureState[] = [];
    for (let i = 0; i < this.all.length; i++) { const c = this.all[i]!; if (c.attacking !== null && isCreature(c)) out.push(c); }
    return out;
  }

  fail(status: 'illegal-attack' | 'illegal-block' | 'illegal-choice', key: RuleKey, reason: string): never {
    this.g.status = status;
    this.g.reason = reason;
    this.g.statusRule = this.rules.cite(key).rule;
    // The sentences only for a logged run (an outcome-only run keeps no status event).
    if (!this.logging) throw STOP;
    this.log('status', key, say`${status}: ${reason}`);
    if (status !== 'illegal-choice') {
      const which = status === 'illegal-attack' ? 'attack' : 'block';
      this.log('status', status === 'illegal-attack' ? 'attack.illegal' : 'block.illegal', say`The ${which} declaration is illegal, so it is not made: the game goes back to before it, and this combat stops here.`);
    }
    throw STOP;
  }
}
