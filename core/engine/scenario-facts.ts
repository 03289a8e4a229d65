// What a scenario has that every run of it reads, under every ruleset: worked out once per loaded
// scenario, not once per run (a diff or check runs each scenario under every ruleset). The scenario
// as given stays plain data, and each run's working state (state.ts) stays its own: these facts
// are read-only, and a scenario is frozen while it runs (core/run.ts), so they cannot go stale.
import type { CreatureSpec, PermanentSpec, PermanentStatics, Scenario } from '../scenario/scenario.js';
import type { StaticAbilities } from '../scenario/schema.js';
import { shaped, shapedCreatures, shapedPermanents, type CreatureState } from './state.js';
import { printedAbilities } from './trigger.js';
import { EMPTY, mapped } from './lists.js';
import type { Schedules } from './schedule.js';

/**
 * "Does the scenario have X": each flag lets the engine skip a search among every object where
 * nothing could match (RunContext says what each is for). Set only through notice and
 * noticeCreature, from each object's static abilities as the combat begins and from a creature
 * whose characteristics a copy effect changes.
 */
export interface Presence {
  hasStaticPrevention: boolean;
  tangles: boolean;
  floors: boolean;
  exilers: boolean;
  lesserPowerBars: boolean;
  animators: boolean;
  lifeDoublers: boolean;
  lifeGainTriggers: boolean;
  countsPT: boolean;
}

/** An object's static abilities, into the flags; `animates`: its own card's (a copy copies a scenario object, which already said). */
export function notice(p: Presence, spec: PermanentStatics & { statics?: StaticAbilities }, animates: readonly unknown[]): void {
  p.tangles ||= spec.unblockableIfDefenderControls.length > 0;
  p.floors ||= spec.lifeFloor;
  p.exilers ||= spec.exilesOpponentsCreatures;
  p.hasStaticPrevention ||= spec.preventDamageByCreatures;
  p.lesserPowerBars ||= spec.statics !== undefined && spec.statics['lesser-power-cant-block-yours'] !== undefined;
  p.animators ||= animates.length > 0;
  p.lifeDoublers ||= spec.doubleLifeGain > 0;
}

/** A creature with these characteristics (`spec`) and this card of its own: its abilities, into the flags. */
export function noticeCreature(p: Presence, spec: CreatureSpec, card: CreatureSpec): void {
  notice(p, spec, card.animates);
  p.lifeGainTriggers ||= gainsLifeTrigger(spec) || gainsLifeTrigger(card);
  p.countsPT ||= card.definesPT !== null;
}

/** Whether a creature's written abilities include "whenever you gain life" (no keyword has one). */
export function gainsLifeTrigger(spec: CreatureSpec): boolean {
  for (let i = 0; i < spec.triggered.length; i++) if (spec.triggered[i]!.trigger === 'you-gain-life') return true;
  return false;
}

export interface ScenarioFacts {
  /** The scenario, as a fixed-shape record (state.ts: shaped). */
  readonly s: Scenario;
  /** Each creature's place in file order. */
  readonly position: ReadonlyMap<string, number>;
  /** Face-down creatures or copies as the combat begins: their characteristics, and so the flags below, are each run's (the era decides what face down is). */
  readonly copies: boolean;
  /** Without copies: the flags as the combat begins, and which creatures (places in file order) and permanents (ids) have static abilities that affect creatures. */
  readonly presence: Readonly<Presence>;
  readonly staticCreatures: readonly number[];
  readonly staticPermanents: readonly string[];
  /** The players' ids, in turn order. */
  readonly players: readonly string[];
  /** The objects with costs to attack or to block (most scenarios have none). */
  readonly attackTaxSources: readonly string[];
  readonly blockTaxSources: readonly string[];
  /** Some object says "creatures can't attack you" (a copy takes another object's abilities, so this covers copies too). */
  readonly barsAttacks: boolean;
  /** Each creature's triggered abilities by event for its printed keywords, in file order: what every run's creature starts with. */
  readonly triggerIndexes: readonly NonNullable<CreatureState['triggerIndex']>[];
  /** The ids declared as attackers and as blockers. */
  readonly attackers: ReadonlySet<string>;
  readonly blockers: ReadonlySet<string>;
  /** The scripted actions as schedule.ts plans them, made by the first run that has actions (its own to fill in). */
  schedules: Schedules | null;
}

const NONE: readonly never[] = [];

/**
 * The creatures' part, by the given list of creatures: a scenario made from another with other
 * blocks or choices (explore tries every declaration that way) shares its creatures' list, and so
 * their shaped records (state.ts: shaped) and what is worked out from them.
 */
interface Board { creatures: readonly CreatureSpec[]; position: ReadonlyMap<string, number>; copies: boolean; presence: Presence; staticCreatures: readonly number[]; triggerIndexes: NonNullable<CreatureState['triggerIndex']>[] }
const boardOf = new WeakMap<readonly CreatureSpec[], Board>();
function board(given: readonly CreatureSpec[]): Board {
  let b = boardOf.get(given);
  if (b) return b;
  const creatures = shapedCreatures(given);
  const presence: Presence = { hasStaticPrevention: false, tangles: false, floors: false, exilers: false, lesserPowerBars: false, animators: false, lifeDoublers: false, lifeGainTriggers: false, countsPT: false };
  const position = new Map<string, number>();
  const staticCreatures: number[] = [];
  const triggerIndexes: NonNullable<CreatureState['triggerIndex']>[] = [];
  let copies = false;
  for (let i = 0; i < creatures.length; i++) {
    const c = creatures[i]!;
    position.set(c.id, i);
    copies ||= c.faceDown || c.copyOf !== null;
    noticeCreature(presence, c, c);
    if (c.continuous.length) staticCreatures.push(i);
    triggerIndexes.push({ keywords: c.keywords, byEvent: printedAbilities(c) });
  }
  boardOf.set(given, (b = { creatures, position, copies, presence, staticCreatures: staticCreatures.length ? staticCreatures : NONE, triggerIndexes }));
  return b;
}

/** The permanents' shaped records, by the given list (shared as the creatures' are: see board); most scenarios have none. */
const permanentsOf = new WeakMap<readonly PermanentSpec[], readonly PermanentSpec[]>();
function permanentsFor(given: readonly PermanentSpec[]): readonly PermanentSpec[] {
  if (!given.length) return shapedPermanents(given);
  let p = permanentsOf.get(given);
  if (!p) permanentsOf.set(given, (p = shapedPermanents(given)));
  return p;
}

/** The ids of the objects that have an entry in a list (a cost, a restriction): most have none. */
function withEntries(creatures: readonly CreatureSpec[], permanents: readonly PermanentSpec[], list: (o: PermanentStatics) => readonly unknown[]): readonly string[] {
  let out: string[] | null = null;
  for (let i = 0; i < creatures.length; i++) if (list(creatures[i]!).length) (out ??= EMPTY.slice()).push(creatures[i]!.id);
  for (let i = 0; i < permanents.length; i++) if (list(permanents[i]!).length) (out ??= EMPTY.slice()).push(permanents[i]!.id);
  return out ?? NO_IDS;
}
const NO_IDS: readonly string[] = EMPTY;
const attackTaxes = (o: PermanentStatics) => o.attackTax;
const blockTaxes = (o: PermanentStatics) => o.blockTax;
const attackBars = (o: PermanentStatics) => o.cantAttackYou;

/** The scenario's facts, worked out on its first run: one entry per scenario object. */
const factsOf = new WeakMap<Scenario, ScenarioFacts>();
export function scenarioFacts(given: Scenario): ScenarioFacts {
  let f = factsOf.get(given);
  if (f) return f;
  const b = board(given.creatures);
  const s = shaped(given, b.creatures, permanentsFor(given.permanents));
  let presence: Presence = b.presence;
  let staticPermanents: string[] | null = null;
  if (s.permanents.length) {
    presence = { ...b.presence };
    for (let i = 0; i < s.permanents.length; i++) {
      const p = s.permanents[i]!;
      if (p.continuous.length) (staticPermanents ??= []).push(p.id);
      notice(presence, p, p.animates);
    }
  }
  const attackers = new Set<string>(), blockers = new Set<string>();
  for (let i = 0; i < s.attacks.length; i++) attackers.add(s.attacks[i]!.attacker);
  for (let i = 0; i < s.blocks.length; i++) blockers.add(s.blocks[i]!.blocker);
  const taxes = withEntries(s.creatures, s.permanents, attackTaxes);
  f = {
    s, position: b.position, copies: b.copies, presence, staticCreatures: b.staticCreatures, triggerIndexes: b.triggerIndexes, staticPermanents: staticPermanents ?? NONE,
    // mapped, not map: packed lists, one array shape for every scenario's (lists.ts).
    players: mapped(s.players, (p) => p.id),
    attackTaxSources: taxes, blockTaxSources: withEntries(s.creatures, s.permanents, blockTaxes),
    barsAttacks: withEntries(s.creatures, s.permanents, attackBars).length > 0,
    attackers, blockers, schedules: null,
  };
  factsOf.set(given, f);
  return f;
}
