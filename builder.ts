// A scenario written in code: `scenario(registry, { scenario: '...', players: {...}, ... })` takes the
// fields of a scenario file as a typed object and checks them exactly as the loader checks a file
// (the object is read as the JSON file it would be), so a mistake is the same one-line InputError.
// The types are plain and small on purpose: they describe the fields for an editor's completion and
// type-checking; the loader's schema stays the one authority on what is valid.
import type { Registry } from './core/registry.js';
import { parseScenario } from './core/scenario/load.js';
import type { Scenario } from './core/scenario/scenario.js';

type Id = string;
type ById<T> = Record<Id, T>;

export interface PlayerData {
  life: number;
  poison?: number;
  lands?: string[];
  mana?: number | string;
  graveyard?: number;
  'dealt-damage-this-turn'?: true;
  'controlled-by'?: Id;
}

export interface CreatureData {
  controller: Id;
  card?: string;
  power?: number;
  toughness?: number;
  name?: string;
  types?: string[];
  colors?: string[];
  keywords?: string[];
  abilities?: object[];
  tapped?: boolean;
  sick?: boolean;
  damage?: number;
  counters?: { '+1/+1'?: number; '-1/-1'?: number };
  zone?: 'battlefield' | 'hand' | 'none';
  renowned?: boolean;
  goaded?: boolean | Id | Id[];
  'copy-of'?: Id;
  'face-down'?: boolean;
  creature?: false;
}

export interface ChoiceData {
  order?: ById<Id[]>;
  assign?: ById<ById<number>>;
  targets?: ById<Id | Id[]>;
  unblocked?: Id[];
  enlist?: ById<Id>;
  exert?: Id[];
  sacrifice?: Id[];
  'tax-life'?: number;
  copy?: ById<Id>;
}

/** An action: its window(s), its kind and the fields that kind takes (docs/scenario-format.md, Actions). */
export interface ActionData {
  at: string | string[];
  do: string;
  by?: Id;
  target?: Id;
  [field: string]: unknown;
}

export interface OutcomeData {
  status?: 'ok' | 'illegal-attack' | 'illegal-block' | 'illegal-choice';
  life?: ById<number>;
  lost?: Id[];
  graveyard?: Id[];
  battlefield?: Id[];
  zones?: ById<'battlefield' | 'graveyard' | 'hand' | 'exile' | 'none'>;
  damage?: ById<number>;
  counters?: ById<{ '+1/+1'?: number; '-1/-1'?: number }>;
  poison?: ById<number>;
  loyalty?: ById<number>;
  defense?: ById<number>;
  tapped?: Id[];
  'best-block'?: { block: ById<Id | Id[]>; objective?: string; unique?: boolean; divisions?: boolean };
  'best-attack'?: { attack: ById<Id>; objective?: string; unique?: boolean; divisions?: boolean };
}

/** The fields of a scenario file (docs/scenario-format.md). */
export interface ScenarioData {
  scenario: string;
  description?: string;
  sources?: string[];
  players: ById<PlayerData>;
  creatures: ById<CreatureData>;
  permanents?: ById<{ controller: Id; [field: string]: unknown }>;
  multiplayer?: { 'range-of-influence'?: number; variant?: 'two-headed-giant' | 'emperor'; teams?: Id[][] };
  combat: { attack: ById<Id>; bands?: Id[][]; block?: ById<Id | Id[]> };
  choices?: ById<ChoiceData>;
  actions?: ActionData[];
  /** Ruleset selector (an id, "latest", "all", "a..b", "a,b") -> the expected outcome. */
  expect?: Record<string, OutcomeData>;
}

/**
 * A scenario from an object, checked as a file is: a mistake throws an InputError naming the place in
 * the object written as JSON (`name.json:line:col`, two-space indent) and what was expected.
 */
export function scenario(registry: Registry, data: ScenarioData, name = 'scenario'): Scenario {
  const file = /\.json$/i.test(name) ? name : `${name}.json`;
  return parseScenario(file, JSON.stringify(data, null, 2) ?? 'null', (sel) => registry.select(sel));
}
