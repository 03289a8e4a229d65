// Every action kind's module, registered in one table: the engine names no action kind outside it.
import type { Action } from '../../scenario/scenario.js';
import { ACTIVATE } from './activate.js';
import { PUMP, KEYWORD, SET_TYPES, ANIMATE, SWITCH_PT, LOSE_ALL_ABILITIES, SET_COLORS, SHARE_KEYWORDS, ADD_COUNTERS } from './characteristics.js';
import { TAP, DOESNT_UNTAP, REMOVE_FROM_COMBAT, GAIN_CONTROL, MUST_BLOCK, MUST_BE_BLOCKED, GOAD } from './combat.js';
import { COPY } from './copy.js';
import { DAMAGE, FIGHT } from './damage.js';
import { NINJUTSU } from './ninjutsu.js';
import { LIFE, POISON, ADD_MANA } from './players.js';
import { REGENERATE, PREVENT, FOG, PREVENT_FROM_SOURCE } from './prevention.js';
import type { ActionRule } from './rule.js';
import { CREATE_TOKEN } from './tokens.js';
import { DESTROY, SACRIFICE, BOUNCE, EXILE, BLINK } from './zone-moves.js';

const ALL = [
  DESTROY, SACRIFICE, BOUNCE, EXILE, BLINK,
  DAMAGE, FIGHT,
  REGENERATE, PREVENT, FOG, PREVENT_FROM_SOURCE,
  PUMP, KEYWORD, SET_TYPES, ANIMATE, SWITCH_PT, LOSE_ALL_ABILITIES, SET_COLORS, SHARE_KEYWORDS, ADD_COUNTERS,
  TAP, DOESNT_UNTAP, REMOVE_FROM_COMBAT, GAIN_CONTROL, MUST_BLOCK, MUST_BE_BLOCKED, GOAD,
  LIFE, POISON, ADD_MANA,
  CREATE_TOKEN, ACTIVATE, NINJUTSU, COPY,
] as const;

// Every kind of the scenario format has its module: a kind left out fails to compile here.
type Covered = (typeof ALL)[number]['meta']['kinds'][number];
const everyKind: [Exclude<Action['do'], Covered>] extends [never] ? true : Exclude<Action['do'], Covered> = true;
void everyKind;

/** The module for each action kind. */
export const ACTIONS: { readonly [K in Action['do']]: ActionRule<K> } = (() => {
  const table: Partial<Record<Action['do'], ActionRule>> = {};
  for (const r of ALL as readonly ActionRule[]) {
    for (const k of r.meta.kinds) {
      if (table[k]) throw new Error(`action kind "${k}" has two modules`);
      table[k] = r;
    }
  }
  return table as { readonly [K in Action['do']]: ActionRule<K> };
})();
