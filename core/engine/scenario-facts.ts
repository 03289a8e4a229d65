// What a scenario has that every run of it reads, under every ruleset: worked out once per loaded
// scenario, not once per run (a diff or check runs each scenario under every ruleset). The scenario
// as given stays plain data, and each run's working state (state.ts) stays its own: these facts
// are read-only, and a scenario is frozen while it runs (core/run.ts), so they cannot go stale.
import type { CreatureSpec, PermanentStatics, Scenario } from '../scenario/scenario.js';
import type { StaticAbilities } from '../scenario/schema.js';
import { shaped, type CreatureState } from './state.js';
import { printedAbilities } from './trigger.js';
import { mapped } from './lists.js';

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
}

const NONE: readonly never[] = [];

/**
 * The creatures' part, by the shaped list of creatures: a scenario made from another with other
 * blocks or choices (explore tries every declaration that way) shares its creatures' list (state.ts: shaped).
 */
interface Board { position: ReadonlyMap<string, number>; copies: boolean; presence: Presence; staticCreatures: readonly number[]; triggerIndexes: NonNullable<CreatureState['triggerIndex']>[] }
const boardOf = new WeakMap<readonly CreatureSpec[], Board>();
function board(creatures: readonly CreatureSpec[]): Board {
  let b = boardOf.get(creatures);
  if (b) return b;
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
  boardOf.set(creatures, (b = { position, copies, presence, staticCreatures: staticCreatures.length ? staticCreatures : NONE, triggerIndexes }));
  return b;
}

const factsOf = new WeakMap<Scenario, ScenarioFacts>();
export function scenarioFacts(given: Scenario): ScenarioFacts {
  let f = factsOf.get(given);
  if (f) return f;
  const s = shaped(given);
  const b = board(s.creatures);
  const presence = { ...b.presence };
  const staticPermanents: string[] = [];
  for (let i = 0; i < s.permanents.length; i++) {
    const p = s.permanents[i]!;
    if (p.continuous.length) staticPermanents.push(p.id);
    notice(presence, p, p.animates);
  }
  const all = [...s.creatures, ...s.permanents];
  f = {
    s, position: b.position, copies: b.copies, presence, staticCreatures: b.staticCreatures, triggerIndexes: b.triggerIndexes, staticPermanents: staticPermanents.length ? staticPermanents : NONE,
    // mapped, not map: packed lists, one array shape for every scenario's (lists.ts).
    players: mapped(s.players, (p) => p.id),
    attackTaxSources: mapped(all.filter((o) => o.attackTax.length), (o) => o.id), blockTaxSources: mapped(all.filter((o) => o.blockTax.length), (o) => o.id),
    barsAttacks: all.some((o) => o.cantAttackYou.length > 0),
    attackers: new Set(s.attacks.map((x) => x.attacker)), blockers: new Set(s.blocks.map((x) => x.blocker)),
  };
  factsOf.set(given, f);
  return f;
}
