// The engine's working state, built from a Scenario and changed only by the engine.
import type { CreatureSpec, Scenario } from '../scenario/scenario.js';
import type { Status, Window, Zone } from '../scenario/schema.js';

export interface CreatureState {
  readonly id: string;
  readonly spec: CreatureSpec;
  readonly owner: string;
  controller: string;
  basePower: number;
  baseToughness: number;
  powerMod: number;
  toughnessMod: number;
  /** One entry per instance of a keyword. */
  keywords: string[];
  types: string[];
  /** Card types; a permanent without "Creature" has stopped being a creature. */
  cardTypes: string[];
  colors: string[];
  canBlockAdditional: number;
  cantBlock: boolean;
  damageTriggerLifegain: boolean;
  tapped: boolean;
  sick: boolean;
  damage: number;
  zone: Zone;
  /** Player this creature attacks, while it is an attacking creature. */
  attacking: string | null;
  /** An attacker that became blocked stays blocked (509.1h). */
  blocked: boolean;
  /** Attacker: its blockers; blocker: the attackers it blocks (in damage assignment order if any). */
  blockers: string[];
  blocking: string[];
  isBlocker: boolean;
  band: number | null;
  regenShields: number;
  preventShield: number;
  /** Dealt damage by a deathtouch source since state-based actions were last checked. */
  deathtouched: boolean;
  /** First/double strike as the first combat damage step began. */
  strike: { first: boolean; double: boolean } | null;
  dealtInFirstStep: boolean;
}

export interface PlayerState {
  readonly id: string;
  life: number;
  lost: boolean;
  pool: number;
  preventShield: number;
}

export interface CombatEvent {
  window: Window;
  type: string;
  source?: string;
  target?: string;
  amount?: number;
  rule: string;
  text: string;
  /** The rule rests on an UNVERIFIED source (the text says so too). */
  unverified?: boolean;
  /** The rule number was DERIVED, not read in the era's own text. */
  derived?: boolean;
}

export interface Game {
  readonly scenario: Scenario;
  readonly active: string;
  readonly defending: string;
  players: Map<string, PlayerState>;
  creatures: Map<string, CreatureState>;
  window: Window;
  status: Status;
  reason?: string;
  statusRule?: string;
  events: CombatEvent[];
}

export function newGame(s: Scenario): Game {
  const creatures = new Map<string, CreatureState>();
  for (const c of s.creatures) {
    creatures.set(c.id, {
      id: c.id, spec: c, owner: c.controller, controller: c.controller,
      basePower: c.power, baseToughness: c.toughness, powerMod: 0, toughnessMod: 0,
      keywords: [...c.keywords], types: [...c.types], cardTypes: ['Creature'], colors: [...c.colors],
      canBlockAdditional: c.canBlockAdditional, cantBlock: c.cantBlock, damageTriggerLifegain: c.damageTriggerLifegain,
      tapped: c.tapped, sick: c.sick, damage: c.damage, zone: 'battlefield',
      attacking: null, blocked: false, blockers: [], blocking: [], isBlocker: false, band: null,
      regenShields: 0, preventShield: 0, deathtouched: false, strike: null, dealtInFirstStep: false,
    });
  }
  const players = new Map(s.players.map((p) => [p.id, { id: p.id, life: p.life, lost: false, pool: 0, preventShield: 0 }]));
  return {
    scenario: s, active: s.players[0].id, defending: s.players[1].id, players, creatures,
    window: 'beginning-of-combat', status: 'ok', events: [],
  };
}

export const power = (c: CreatureState) => c.basePower + c.powerMod;
export const toughness = (c: CreatureState) => c.baseToughness + c.toughnessMod;
export const has = (c: CreatureState, k: string) => c.keywords.includes(k);
export const count = (c: CreatureState, k: string) => c.keywords.filter((x) => x === k).length;
export const isCreature = (c: CreatureState) => c.zone === 'battlefield' && c.cardTypes.includes('Creature');
export const inCombat = (c: CreatureState) => isCreature(c) && (c.attacking !== null || c.isBlocker);
export const protectedFrom = (c: CreatureState, source: CreatureState | undefined) =>
  !!source && source.colors.some((col) => has(c, `protection from ${col}`));
