// creatures: each creature's controller, card, power and toughness, abilities, copies and tokens.
import { findCard } from '../cards.js';
import type { Path } from '../locate.js';
import { normalizeKeyword } from '../schema.js';
import { cardFields, type CreatureData, NO_COUNTERS, NONE, orNone, overlay, permanentStaticsOf, staticEffect, staticsOf } from '../specs.js';
import { withFieldAfter } from '../records.js';
import type { CreatureSpec, PermanentStatics, StaticEffect } from '../scenario.js';
import type { StaticAbilities } from '../schema.js';
import type { Refs } from './refs.js';

/** A catalogue paraphrase of a trigger at the beginning of the end step. */
const END_STEP_TRIGGER = /^at the beginning of (the|each) end step/;

/** Whether a value holds `delayed: end-of-turn` (a delayed triggered ability at end of turn), at any depth. */
function mentionsEndOfTurn(x: unknown): boolean {
  if (Array.isArray(x)) return x.some(mentionsEndOfTurn);
  if (x === null || typeof x !== 'object') return false;
  for (const k in x) {
    const v = (x as Record<string, unknown>)[k];
    if ((k === 'delayed' && v === 'end-of-turn') || mentionsEndOfTurn(v)) return true;
  }
  return false;
}

/**
 * Whether abilities or actions create a delayed triggered ability at end of turn, so that the run
 * plays the end step. The schema allows `delayed` only in abilities (a triggered ability's, an
 * activated ability's `then`), so only abilities and actions are looked through.
 */
function playsEndStepOf(d: Refs['d'], text: string): boolean {
  // Only a text that spells the value (or writes an escape) can hold it: most files are not walked.
  if (!text.includes('end-of-turn') && !text.includes('\\')) return false;
  for (const id in d.creatures) if (mentionsEndOfTurn(d.creatures[id]!.abilities)) return true;
  for (const id in d.permanents) if (mentionsEndOfTurn(d.permanents[id]!.abilities)) return true;
  return mentionsEndOfTurn(d.actions);
}

export function checkCreatures(r: Refs): void {
  const { d } = r;
  const playsEndStep = playsEndStepOf(d, r.src.text);
  // A loop, not map: map's list is holey once its caller is optimised (core/engine/lists.ts).
  const ids = r.creatureIds;
  const creatures: CreatureSpec[] = [];
  for (let i = 0; i < ids.length; i++) creatures.push(creatureSpec(r, ids[i]!, playsEndStep));
  r.creatures = creatures.length ? creatures : NONE;
  creatureRefs(r);
}

/** The engine's record of the creature id, its fields checked. */
function creatureSpec(r: Refs, id: string, playsEndStep: boolean): CreatureSpec {
  const given = r.d.creatures[id]!;
  // Each check's path is built only when it fails (a valid file needs none).
  if (!r.isPlayer(given.controller)) r.needPlayer(['creatures', id, 'controller'], given.controller);
  // The goading players (701.38b): players of the scenario.
  const goaded = given.goaded;
  if (typeof goaded === 'string') { if (!r.isPlayer(goaded)) r.needPlayer(['creatures', id, 'goaded'], goaded); }
  else if (Array.isArray(goaded)) for (let i = 0; i < goaded.length; i++) if (!r.isPlayer(goaded[i]!)) r.needPlayer(['creatures', id, 'goaded', i], goaded[i]!);
  // A named card supplies every field the scenario does not give (docs/cards.md).
  const card = given.card === undefined ? undefined : cardFields(given, (msg) => r.fail(['creatures', id, 'card'], msg));
  // A trigger at the end step does nothing in a run that ends with the combat, but acts where the
  // end step is played (a delayed triggered ability "at end of turn"): the card is refused then.
  if (given.card !== undefined && given.abilities === undefined && playsEndStep) {
    const u = findCard(given.card)!.unexpressed.find((x) => x.kind === 'triggered' && END_STEP_TRIGGER.test(x.text));
    if (u) r.fail(['creatures', id, 'card'], `${findCard(given.card)!.name} has a triggered ability "${u.text}", which the scenario format cannot express yet and which acts here, since the scenario plays the end step (a delayed triggered ability at end of turn); give the creature its own abilities to stand in for the card's`);
  }
  // The given fields themselves when no card adds to them and nothing is filled in below.
  const c = card === undefined && given.creature !== false ? given : overlay(card, given);
  // A permanent that is not a creature yet: its power and toughness are the animate action's.
  if (c.creature === false) { c.power ??= 0; c.toughness ??= 0; }
  for (const f of ['power', 'toughness'] as const) {
    if (c[f] === undefined) r.fail(['creatures', id], given.card === undefined ? `creatures.${id}: missing required field ${f} (or name a card)` : `creatures.${id}: ${given.card} has no printed ${f}: give one`, true);
  }
  const abilities = c.abilities ?? NONE;
  for (let i = 0; i < abilities.length; i++) {
    const x = abilities[i]!;
    if ('affects' in x && (x.affects === 'equipped-creature' || x.affects === 'enchanted-creature')) r.fail(['creatures', id, 'abilities', i, 'affects'], `affects: ${x.affects} belongs to an Equipment or Aura (a permanent with attached-to), not a creature`, true);
  }
  const f = abilities.length ? abilityFields(r, id, abilities) : NO_ABILITIES;
  const st = f.permanent;
  const kw = c.keywords;
  let keywords: string[] = NONE;
  if (kw !== undefined && kw.length) {
    keywords = [];
    for (let i = 0; i < kw.length; i++) keywords.push(normalizeKeyword(kw[i]!)!);
  }
  const counters = c.counters === undefined ? NO_COUNTERS as CreatureSpec['counters'] : { '+1/+1': c.counters['+1/+1'] ?? 0, '-1/-1': c.counters['-1/-1'] ?? 0 };
  // One object literal in one order (a literal is built at once; spreads add its fields one by one).
  const spec: CreatureSpec = {
    id,
    controller: c.controller,
    power: c.power!,
    toughness: c.toughness!,
    name: c.name ?? id,
    types: c.types === undefined ? NONE : orNone(c.types),
    colors: c.colors === undefined ? NONE : orNone(c.colors),
    keywords,
    canBlockAdditional: f.canBlockAdditional,
    cantBlock: f.cantBlock,
    damageTriggerLifegain: st.damageTriggerLifegain, doubleDamage: st.doubleDamage, controllerCantLose: st.controllerCantLose, doubleLifeGain: st.doubleLifeGain,
    unblockableIfDefenderControls: st.unblockableIfDefenderControls, lifeFloor: st.lifeFloor, exilesOpponentsCreatures: st.exilesOpponentsCreatures,
    attackTax: st.attackTax, blockTax: st.blockTax, maxAttackers: st.maxAttackers, maxBlockers: st.maxBlockers, wallsCanAttack: st.wallsCanAttack,
    preventDamageByCreatures: st.preventDamageByCreatures, cantAttackYou: st.cantAttackYou, controllerCantGetPoison: st.controllerCantGetPoison,
    entersDontTrigger: st.entersDontTrigger, noCountersOnYours: st.noCountersOnYours, animates: st.animates,
    triggered: f.triggered,
    activated: f.activated,
    zone: c.zone ?? 'battlefield',
    continuous: f.continuous,
    asThoughUnblocked: f.asThoughUnblocked,
    entersWith: f.entersWith,
    tapped: c.tapped ?? false,
    sick: c.sick ?? false,
    damage: c.damage ?? 0,
    counters,
    statics: f.statics,
    renowned: c.renowned ?? false,
    goaded: c.goaded !== undefined && c.goaded !== false,
    goadedBy: typeof c.goaded === 'string' ? [c.goaded] : Array.isArray(c.goaded) && c.goaded.length ? c.goaded.slice() : NONE,
    copyOf: c['copy-of'] ?? null,
    faceDown: c['face-down'] ?? false,
    entersAsCopy: f.entersAsCopy,
    definesPT: f.definesPT,
  };
  if (c.creature === false) spec.creature = false;
  // `card` after `name`, where the fields of a creature named by card have it.
  return given.card === undefined ? spec : withFieldAfter(spec, 'name', 'card', findCard(given.card)!.name);
}

type Abilities = NonNullable<CreatureData['abilities']>;
type AbilityFields = {
  canBlockAdditional: number; cantBlock: boolean; permanent: PermanentStatics; triggered: CreatureSpec['triggered']; activated: CreatureSpec['activated'];
  continuous: StaticEffect[]; asThoughUnblocked: boolean; entersWith: CreatureSpec['entersWith']; statics: StaticAbilities; entersAsCopy: boolean; definesPT: CreatureSpec['definesPT'];
};

/**
 * The fields of a creature's record that its abilities give: one pass over them, each list in the
 * abilities' order, built by push (packed) and the shared empty list where none.
 */
function abilityFields(r: Refs, id: string, abilities: Abilities): AbilityFields {
  let canBlockAdditional = 0, cantBlock = false, asThoughUnblocked = false, entersAsCopy = false, hasPT = false;
  let definesPT: CreatureSpec['definesPT'] = null;
  let triggered: CreatureSpec['triggered'] = NONE, activated: CreatureSpec['activated'] = NONE, continuous: StaticEffect[] = NONE, entersWith: CreatureSpec['entersWith'] = NONE;
  const permanent = permanentStaticsOf(abilities);
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i]!;
    if ('can-block-additional' in a) canBlockAdditional += a['can-block-additional'];
    if ('cant-block' in a) cantBlock = true;
    if ('trigger' in a) {
      const t = a.target;
      if (t !== undefined && !r.isCreature(t) && !r.isPlayer(t) && !r.isPermanent(t)) r.needAny(['creatures', id, 'abilities', abilities.indexOf(a), 'target'], t);
      (triggered === NONE ? (triggered = []) : triggered).push(youGain(a));
    }
    if ('activated' in a) (activated === NONE ? (activated = []) : activated).push(youGain(a.activated));
    if ('affects' in a || 'assigns-toughness' in a) (continuous === NONE ? (continuous = []) : continuous).push(staticEffect(a));
    if ('as-though-unblocked' in a) asThoughUnblocked = true;
    if ('enters-with-counters' in a) (entersWith === NONE ? (entersWith = []) : entersWith).push(a);
    if ('enters-as-copy' in a) entersAsCopy = true;
    if (!hasPT && 'characteristic-defining' in a) { hasPT = true; definesPT = a['characteristic-defining'] ?? null; }
  }
  return { canBlockAdditional, cantBlock, permanent, triggered, activated, continuous, asThoughUnblocked, entersWith, statics: staticsOf(abilities), entersAsCopy, definesPT };
}

/** A creature without abilities: what abilityFields gives for none (the shared empty lists and statics). */
const NO_ABILITIES: AbilityFields = {
  canBlockAdditional: 0, cantBlock: false, permanent: permanentStaticsOf([]), triggered: NONE, activated: NONE, continuous: NONE,
  asThoughUnblocked: false, entersWith: NONE, statics: staticsOf([]), entersAsCopy: false, definesPT: null,
};

/** What the creatures name: the creature each copies, the tokens their abilities create. */
function creatureRefs(r: Refs): void {
  const { d } = r;
  r.creatureById = new Map();
  for (const c of r.creatures) r.creatureById.set(c.id, c);
  for (const c of r.creatures) {
    if (c.copyOf === null) continue;
    r.needCreature(['creatures', c.id, 'copy-of'], c.copyOf);
    if (c.copyOf === c.id) r.fail(['creatures', c.id, 'copy-of'], `"${c.id}" can't be a copy of itself`);
  }
  for (const id in d.creatures) {
    const c = d.creatures[id]!;
    const abilities = c.abilities ?? NONE;
    for (let i = 0; i < abilities.length; i++) {
      const a = abilities[i]!;
      if ('tokens' in a && a.tokens) needTokens(r, ['creatures', id, 'abilities', i, 'tokens'], c.controller, a.tokens);
      if ('activated' in a && a.activated.tokens) needTokens(r, ['creatures', id, 'abilities', i, 'activated', 'tokens'], c.controller, a.activated.tokens);
    }
  }
}

/** The tokens a create-token effect names: creatures given with zone: none, controlled by the ability's controller (216.1; 111.2). */
function needTokens(r: Refs, path: Path, owner: string, ids: readonly string[]): void {
  ids.forEach((id, i) => {
    r.needCreature([...path, i], id);
    const t = r.creatureById.get(id)!;
    if (t.zone !== 'none') r.fail([...path, i], `"${id}" is not a token waiting to be created: give it zone: none`);
    if (t.controller !== owner) r.fail([...path, i], `token "${id}" is controlled by ${t.controller}, not ${owner}, who controls the ability that creates it`);
  });
}

/** "You gain N life": a gain-life effect without `to` is its controller's (docs/scenario-format.md). */
function youGain<A extends { do: string; to?: string }>(a: A): A {
  return a.do === 'gain-life' && a.to === undefined ? { ...a, to: 'controller' } : a;
}
