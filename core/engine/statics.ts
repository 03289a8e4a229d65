// Static abilities that affect creatures: +N/+N (a lord, an anthem), granted keywords (Adriana's
// melee, Cavalry Master's flanking), "assigns combat damage equal to its toughness" (Doran). Their
// continuous effects are not locked in (418.4a; 611.3a today; D'Angelo A.4.1 before 1999): they
// apply while the source is on the battlefield, to whatever the ability names at that moment. The
// engine applies them again after everything that can change what they apply to: an action or a
// triggered ability's effect (control, types, keywords), and a zone change.
import { say, signed } from '../events.js';
import { hasPermanentStatics, type StaticEffect } from '../scenario/scenario.js';
import type { CounterKind } from '../scenario/schema.js';
import type { RunContext } from './context.js';
import { isCreature, power, toughness, type CreatureState, type PermanentState } from './state.js';
import { applyStaticAnimations } from './animation.js';
import { applyCounts } from './counts.js';
import { EMPTY } from './lists.js';

/** Whether s's static effect e applies to c (both on the battlefield; c a creature). s may be a non-creature permanent (an anthem). */
function appliesTo(s: CreatureState | PermanentState, e: StaticEffect, c: CreatureState, own: readonly string[], withGranted: readonly string[] = own): boolean {
  const mine = c.controller === s.controller;
  const other = c !== s;
  switch (e.affects) {
    case 'self': if (other) return false; break;
    case 'creatures-you-control': if (!mine) return false; break;
    case 'other-creatures-you-control': if (!mine || !other) return false; break;
    case 'creatures': break;
    case 'other-creatures': if (!other) return false; break;
    case 'creatures-your-opponents-control': if (mine) return false; break;
    // An Equipment's or Aura's "equipped/enchanted creature gets ..." (301.5c, 303.4; D'Angelo A.7): the creature it is attached to.
    case 'equipped-creature': case 'enchanted-creature': if (!('attachedTo' in s) || s.attachedTo !== c.id) return false; break;
  }
  // "As long as [it] is renowned" (702.112b).
  if (e.ifRenowned && !('renowned' in s && s.renowned)) return false;
  if (e.type !== undefined && !c.types.some((t) => t.toLowerCase() === e.type)) return false;
  if (e.color !== undefined && !c.colors.includes(e.color)) return false;
  if (e.withoutAbilities && hasAbilities(c, withGranted)) return false;
  // "with flanking": the creature's own keywords (printed or given by effects), not those static abilities grant.
  if (e.with !== undefined && !own.includes(e.with)) return false;
  return true;
}

/**
 * Whether a creature has any ability (113.12: "an object with no abilities"), given its keywords
 * (those static abilities grant included): printed or written abilities of every kind. What other
 * objects' static abilities do to it ("enchanted creature can't be blocked", "is red") is not an
 * ability of its own (113.12 example).
 */
/** Whether a static abilities record names one: the engine's records have every kind, undefined where absent (state.ts: shaped). */
function hasStatic(x: CreatureState['spec']['statics']): boolean {
  for (const k in x) if (x[k as keyof typeof x] !== undefined) return true;
  return false;
}

export function hasAbilities(c: CreatureState, keywords: readonly string[]): boolean {
  const s = c.spec;
  return keywords.length > 0 || c.cantBlock || c.canBlockAdditional > 0 || c.damageTriggerLifegain || s.triggered.length > 0 || s.activated.length > 0
    || s.continuous.length > 0 || hasStatic(s.statics) || s.asThoughUnblocked || s.entersWith.length > 0 || hasPermanentStatics(s);
}

/** c's keywords without one instance of each keyword the static abilities granted it. */
function withoutGranted(c: CreatureState): string[] {
  const own = [...c.keywords];
  for (const k of c.granted) {
    const i = own.indexOf(k);
    if (i >= 0) own.splice(i, 1);
  }
  return own;
}

/** Adds to `grants` the keywords an effect gives (a frozen list, read by index) that a later effect has not removed. */
function grant(grants: string[], have: readonly string[], lost: readonly string[]): void {
  for (let i = 0; i < have.length; i++) if (!lost.includes(have[i]!)) grants.push(have[i]!);
}

/** Same entries in the same order. An indexed loop: `some`/`every` on a frozen list (a card's colours) take V8's slow path. */
function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Applies every static ability that affects creatures, as the board stands now, and logs each
 * creature whose power, toughness, keywords or damage measure changed. Costs nothing when no
 * creature has such an ability.
 */
export function applyStatics(ctx: RunContext): void {
  // What is a creature first (layer 4), then what applies to creatures.
  applyStaticAnimations(ctx);
  // Power and toughness a characteristic-defining ability counts (layer 7a: before the bonuses below).
  if (ctx.countsPT) applyCounts(ctx);
  if (!ctx.staticSources.length) return;
  const sources = ctx.staticSources.filter((s) => s.zone === 'battlefield');
  // The sources named in the log: collected only when logging.
  const logging = ctx.logging;
  for (const c of ctx.all) {
    // A creature that left keeps its last known values (what a result reports of it).
    if (c.zone !== 'battlefield') continue;
    if (!isCreature(c)) {
      // No longer a creature: the effects on creatures stop, and there is nothing to say.
      c.staticPower = c.staticToughness = 0;
      ctx.sbaDue = true;
      c.assignsToughness = false;
      c.granted = EMPTY;
      c.staticUnblockable = false;
      continue;
    }
    // Its own keywords: without what the static abilities granted at their last application. Only read
    // below, so without grants it is the list itself, not a copy (this runs for every creature after every action).
    const own = c.granted.length ? withoutGranted(c) : c.keywords;
    let p = 0, t = 0, byToughness = false, unblockable = false, none = false;
    let colors: readonly string[] | null = null;
    const grants: string[] = [];
    const from: string[] = [];
    // Layers: colour (5) and abilities (6) before power and toughness (7c; 613.1; 418.5a of 2004-2007),
    // so "creatures with no abilities" sees the keywords the others grant. The effects' lists are the
    // scenario's, frozen: read by index (for-of on a frozen list is about twice as slow, schedule.ts).
    for (const s of sources) {
      const effects = s.spec.continuous;
      for (let j = 0; j < effects.length; j++) {
        const e = effects[j]!;
        if (e.becomeColors === undefined || !appliesTo(s, e, c, own)) continue;
        colors = e.becomeColors;
        if (logging && !from.includes(s.spec.name)) from.push(s.spec.name);
      }
    }
    const newColors = c.actionColors ?? colors ?? c.spec.colors;
    const colorsChanged = !sameList(newColors, c.colors);
    if (colorsChanged) c.colors = [...newColors];
    for (const s of sources) {
      const effects = s.spec.continuous;
      for (let j = 0; j < effects.length; j++) {
        const e = effects[j]!;
        // A creature that lost all abilities after the static abilities began to apply: none granted (613.1f; 418.5a).
        if (!e.have.length || e.withoutAbilities || c.abilitiesLost || !appliesTo(s, e, c, own)) continue;
        grant(grants, e.have, c.lost);
        if (logging && !from.includes(s.spec.name)) from.push(s.spec.name);
      }
    }
    const all = grants.length ? [...own, ...grants] : own;
    for (const s of sources) {
      const effects = s.spec.continuous;
      for (let j = 0; j < effects.length; j++) {
        const e = effects[j]!;
        if (!appliesTo(s, e, c, own, all)) continue;
        if (e.withoutAbilities) {
          none = true;
          if (!c.abilitiesLost) grant(grants, e.have, c.lost);
        }
        p += e.power;
        t += e.toughness;
        byToughness ||= e.assignsToughness;
        unblockable ||= e.cantBeBlocked === true;
        if (logging && !from.includes(s.spec.name)) from.push(s.spec.name);
      }
    }
    const same = p === c.staticPower && t === c.staticToughness && byToughness === c.assignsToughness && unblockable === c.staticUnblockable
      && sameList(grants, c.granted);
    if (colorsChanged && ctx.logging) ctx.log('note', 'action.set-colors', say`${c.spec.name} is ${c.colors.join(' and ') || 'colourless'} now.`, { target: c.id });
    if (same) continue;
    ctx.sbaDue = true;
    c.staticUnblockable = unblockable;
    const ptChanged = p !== c.staticPower || t !== c.staticToughness;
    c.staticPower = p;
    c.staticToughness = t;
    c.assignsToughness = byToughness;
    c.keywords = [...own, ...grants];
    c.granted = grants;
    if (!ctx.logging) continue;
    const gives = [
      ...(p || t ? [`gets ${signed(p)}/${signed(t)}`] : []),
      ...(grants.length ? [`has ${grants.join(', ')}`] : []),
      ...(byToughness ? ['assigns combat damage equal to its toughness'] : []),
      ...(unblockable ? ["can't be blocked"] : []),
    ];
    const text = from.length
      ? say`Static abilities of ${from.join(', ')} apply to ${c.spec.name}: it ${gives.join(' and ')}; it is ${power(c)}/${toughness(c)}.`
      : say`No static ability applies to ${c.spec.name} any more: it is ${power(c)}/${toughness(c)}.`;
    // "Creatures with no abilities get +2/+2" cites what an ability is (113.12: a quality an effect states is not one).
    ctx.log('note', none ? 'static.no-abilities' : ptChanged ? 'static.pt' : 'static.continuous', text, { target: c.id });
  }
}

/**
 * The object saying "creatures you control can't have <kind> counters put on them" (Melira, Sylvok
 * Outcast) that covers c, if any: a "can't" effect wins over whatever would put them (101.2; the card
 * overrides the rules before 2009, 103.1), counters it would enter with included (122.6).
 */
export function counterBarrier(ctx: RunContext, c: CreatureState, kind: CounterKind): string | undefined {
  for (let i = 0; i < ctx.all.length; i++) { const o = ctx.all[i]!; if (o.zone === 'battlefield' && o.controller === c.controller && o.spec.noCountersOnYours.includes(kind)) return o.spec.name; }
  for (const o of ctx.g.permanents.values()) if (o.zone === 'battlefield' && o.controller === c.controller && o.spec.noCountersOnYours.includes(kind)) return o.spec.name;
  return undefined;
}

/** The object saying "you can't get poison counters" (Melira) for this player, if any (101.2; 103.1 before 2009). */
export function poisonBarrier(ctx: RunContext, player: string): string | undefined {
  for (let i = 0; i < ctx.all.length; i++) { const o = ctx.all[i]!; if (o.zone === 'battlefield' && o.controller === player && o.spec.controllerCantGetPoison) return o.spec.name; }
  for (const o of ctx.g.permanents.values()) if (o.zone === 'battlefield' && o.controller === player && o.spec.controllerCantGetPoison) return o.spec.name;
  return undefined;
}
