// Copy effects and face-down creatures: what a creature's characteristics are. A copy effect
// replaces its copiable values (name, power, toughness, types, colours, keywords, abilities) and
// nothing else: counters, damage, tapped and combat status, and the effects on it stay (706.2,
// 707.2 today; 503.2-503.4 of 2003-2007; D'Angelo E.4.2-E.4.4). A face-down creature is a 2/2 with
// no name, types, colours or abilities, whatever it copies (708.2 today; 707.2 of 2009; 503.3 of 2007).
import { say } from '../events.js';
import { NO_PERMANENT_STATICS, type CreatureSpec } from '../scenario/scenario.js';
import type { RunContext } from './context.js';
import { isCreature, type CreatureState } from './state.js';
import { applyStatics } from './statics.js';
import { genericShortfall, payGeneric } from './costs.js';
import { manaValue } from '../scenario/schema.js';
import { EMPTY } from './lists.js';

const NO_STATICS = Object.freeze({});

/** A face-down creature's characteristics: those morph lists (702.37a today; 702.34a of 2009; 502.26a of 2003), and no others. */
function faceDownOf(card: CreatureSpec): CreatureSpec {
  return {
    ...card, ...NO_PERMANENT_STATICS, name: `face-down creature (${card.id})`, power: 2, toughness: 2, types: [], colors: [], keywords: [],
    canBlockAdditional: 0, cantBlock: false, triggered: [], activated: [], entersWith: [], continuous: [], asThoughUnblocked: false,
    statics: NO_STATICS, entersAsCopy: false,
  };
}

/** Its characteristics with no abilities (lose-all-abilities): name, power, toughness, types and colours stay. */
function withoutAbilities(spec: CreatureSpec): CreatureSpec {
  return {
    ...spec, ...NO_PERMANENT_STATICS, keywords: [], canBlockAdditional: 0, cantBlock: false, triggered: [], activated: [], entersWith: [], continuous: [],
    asThoughUnblocked: false, statics: NO_STATICS, entersAsCopy: false,
  };
}

/**
 * What copying c gives now: the copiable values of its card, or of what it copies (a copy of a copy
 * copies what that copies: 706.2 / 503.3 of 2004; D'Angelo E.4.Ruling.4), or a face-down 2/2's
 * (the copiable values of a face-down permanent are those morph lists: 707.2; 503.3 example of 2007).
 */
export function copiableValues(c: CreatureState): CreatureSpec {
  return c.faceDown ? faceDownOf(c.card) : c.copyOf ?? c.card;
}

/** Its characteristics now: its card's object facts (id, controller, counters ...) with the copiable values it has, and its gained abilities. */
function characteristics(c: CreatureState): CreatureSpec {
  const card = c.card;
  const values = c.faceDown ? faceDownOf(card) : c.copyOf;
  // The copied name, with the card's own in the log's name for it (copies would otherwise be indistinguishable there).
  let spec = values === null ? card : {
    ...values, name: c.faceDown ? values.name : `${values.name} (${card.name})`, id: card.id, controller: card.controller, zone: card.zone, tapped: card.tapped, sick: card.sick, damage: card.damage,
    counters: card.counters, renowned: card.renowned, goaded: card.goaded, copyOf: card.copyOf, faceDown: card.faceDown,
  };
  if (c.gained.length) spec = { ...spec, activated: [...spec.activated, ...c.gained.flat()] };
  // Losing all abilities (layer 6) applies after a copy effect (layer 1) whatever their timestamps (613.1a, 613.1f; 418.5a of 2004-2007).
  return c.abilitiesLost ? withoutAbilities(spec) : spec;
}

/**
 * Sets c's characteristics after its copiable values or gained abilities changed. Keywords an
 * effect gave it stay (a copy effect applies first, in layer 1: 613.2a; 418.5e of 2003; D'Angelo
 * E.4.2); those static abilities grant are applied again by the caller (applyStatics).
 */
export function refresh(c: CreatureState): void {
  // Its toughness and keywords change: the caller marks state-based actions due (RunContext.sbaDue).
  const before = c.spec, next = characteristics(c);
  const extra = [...c.keywords];
  for (const k of [...before.keywords, ...c.granted]) {
    const i = extra.indexOf(k);
    if (i >= 0) extra.splice(i, 1);
  }
  c.spec = next;
  // An animate action's base power and toughness (layer 7b) apply after a copy effect (layer 1): 613.1a, 613.4b.
  c.basePower = c.animatedPT?.power ?? next.power;
  c.baseToughness = c.animatedPT?.toughness ?? next.toughness;
  // A keyword an action took away stays lost, types an action set stay: ability and type effects
  // (layers 6 and 4) apply after the copy effect (layer 1) whatever their timestamps (613.1a, 613.1d,
  // 613.1f; 418.5a of 2004-2007).
  c.keywords = [...(c.lost.length ? next.keywords.filter((k) => !c.lost.includes(k)) : next.keywords), ...extra];
  c.granted = EMPTY;
  c.staticPower = c.staticToughness = 0;
  c.types = [...(c.actionTypes ?? next.types)];
  // A colour an action set (set-colors) stays: colour-changing effects (layer 5) apply after the copy
  // effect (layer 1) whatever their timestamps (613.1a, 613.1e; 418.5a of 2004-2007). applyStatics
  // says the same, but it does nothing when no static ability is on the battlefield.
  c.colors = [...(c.actionColors ?? next.colors)];
  c.canBlockAdditional = next.canBlockAdditional;
  c.cantBlock = next.cantBlock;
  c.damageTriggerLifegain = next.damageTriggerLifegain;
  c.triggerIndex = null;
}

/**
 * The scenario's face-down creatures and copies as the combat begins (copy-of; a copy of a copy in
 * any file order). `morph`: the faceDown capability's kind is morph (a 2/2); else a face-down creature
 * is only hidden and keeps its characteristics (D'Angelo E.5.3-E.5.5).
 */
export function initialCopies(all: readonly CreatureState[], byId: ReadonlyMap<string, CreatureState>, morph: boolean): void {
  const done = new Set<string>();
  const settle = (c: CreatureState, seen: Set<string>): void => {
    if (done.has(c.id)) return;
    done.add(c.id);
    c.faceDown = c.card.faceDown && morph;
    const of = c.card.copyOf !== null ? byId.get(c.card.copyOf) : undefined;
    // A loop of copies (a copies b, b copies a) copies the printed card where it closes.
    if (of && !seen.has(of.id)) settle(of, new Set([...seen, c.id]));
    if (of) c.copyOf = copiableValues(of);
    refresh(c);
  };
  for (const c of all) if (c.card.faceDown || c.card.copyOf !== null) settle(c, new Set());
}

/** `c` becomes a copy of `of` (706.2; 503.2-503.4 of 2003-2007; D'Angelo E.4.2): no "enters" or "leaves" event (503.4; E.4.7, E.4.9). */
export function becomeCopy(ctx: RunContext, c: CreatureState, of: CreatureState, who: string): void {
  c.copyOf = copiableValues(of);
  const was = c.spec.name;
  refresh(c);
  ctx.sbaDue = true;
  ctx.addStaticSource(c);
  applyStatics(ctx);
  if (c.faceDown) ctx.log('action', 'copy.face-down', say`${who} ${was} becomes a copy of ${of.spec.name}, but it is face down: it stays a 2/2 with no name, types, colours or abilities until it is turned face up.`, { source: of.id, target: c.id });
  else ctx.log('action', 'copy.values', say`${who} ${was} becomes a copy of ${of.spec.name}: ${c.spec.name}, ${c.basePower}/${c.baseToughness}${c.spec.keywords.length ? ` with ${c.spec.keywords.join(', ')}` : ''}; its counters, damage, status and the effects on it stay.`, { source: of.id, target: c.id });
}

/**
 * A face-down creature is turned face up by paying its morph cost, a special action (702.37e today;
 * 502.26d of 2003-2007): it has its card's characteristics, or those it copies (503.3 example of 2007).
 */
export function turnFaceUp(ctx: RunContext, c: CreatureState, who: string): void {
  const policy = ctx.rules.capability('faceDown');
  // The old face-down creature is only hidden (D'Angelo E.5.3-E.5.5): turned up, nothing about it changes.
  if (policy.kind === 'hidden') return void ctx.log('note', policy.rule, say`${who} ${c.spec.name} is turned face up; a face-down creature of these rules was only hidden and already had its own characteristics: nothing changes.`, { target: c.id });
  if (!c.faceDown) return void ctx.log('action-skipped', 'copy.face-down', say`${who} ${c.spec.name} is not face down.`, { target: c.id });
  // The morph cost is that of the characteristics it would have face up: those it copies, if it is a copy (707.3 / 503.3 example).
  const values = c.copyOf ?? c.card;
  const morph = values.keywords.find((k) => k.startsWith('morph '));
  if (morph === undefined) return void ctx.log('action-skipped', 'copy.face-down', say`${who} ${c.spec.name} is not turned face up: face up it would be ${values.name}, which has no morph cost to pay (as the copy rules' example of Wandering Ones says).`, { target: c.id });
  const cost = manaValue(morph.slice('morph '.length));
  const p = ctx.player(c.controller);
  const short = genericShortfall(p, cost, `the ${cost} its morph cost (${morph.slice(6)}) needs`);
  if (short) return void ctx.log('action-skipped', 'cost.pay', say`${who} ${c.spec.name} is not turned face up: ${short}.`, { target: c.id });
  if (cost) payGeneric(ctx, p, cost);
  const was = c.spec.name;
  c.faceDown = false;
  refresh(c);
  ctx.sbaDue = true;
  ctx.addStaticSource(c);
  applyStatics(ctx);
  ctx.log('action', 'copy.face-down', say`${who} ${was} is turned face up: it is ${c.spec.name}, ${c.basePower}/${c.baseToughness}${c.spec.keywords.length ? ` with ${c.spec.keywords.join(', ')}` : ''}${c.copyOf ? ' (the copy effect still applies)' : ''}.`, { target: c.id });
}

/**
 * "You may have it enter as a copy of a creature on the battlefield" (Clone, Clever Impersonator):
 * the choice `choices.<controller>.copy.<id>`, made as it enters, among the creatures on the
 * battlefield then (706.6 / 707.5 today, a replacement; 503.5 of 2004-2007); else it enters as itself.
 */
export function enterAsCopy(ctx: RunContext, c: CreatureState): void {
  if (!c.card.entersAsCopy) return;
  const want = ctx.s.choices[c.controller]?.copy?.[c.id];
  const of = want !== undefined ? ctx.creatureOrNone(want) : undefined;
  if (!of || of === c || !isCreature(of)) {
    ctx.log('note', 'copy.values', say`${c.spec.name} enters as itself: ${want === undefined ? `${c.controller} chose nothing for it to copy` : `${ctx.name(want)}, the creature ${c.controller} chose, is not on the battlefield as it enters`}.`, { target: c.id });
    return;
  }
  c.copyOf = copiableValues(of);
  refresh(c);
  ctx.sbaDue = true;
  ctx.addStaticSource(c);
  ctx.log('zone', 'copy.values', say`${c.card.name} enters as a copy of ${of.spec.name}: ${c.basePower}/${c.baseToughness}${c.spec.keywords.length ? ` with ${c.spec.keywords.join(', ')}` : ''}.`, { source: of.id, target: c.id });
}

/**
 * c loses all abilities until end of turn (Turn to Frog, Ovinize): those of its card or
 * copiable values, those it gained (activated abilities, keywords an effect gave), and, its timestamp
 * being later, the keywords static abilities grant it (applyStatics reads abilitiesLost); an ability an
 * effect gives it afterwards it has. Layer 6: 613.1f; 418.5a of 2004-2007; D'Angelo T.14.1 (the newer
 * effect wins) and T.14.4 (its own abilities are the oldest effect on it). The 1999-2003 CRs order by
 * dependency, then timestamps (418.5c): the same here, no effect depending on another.
 */
export function loseAllAbilities(ctx: RunContext, c: CreatureState): void {
  c.abilitiesLost = true;
  c.gained = [];
  refresh(c);
  c.keywords = EMPTY;
  c.lost = EMPTY;
  applyStatics(ctx);
}
