// Static abilities that affect creatures: +N/+N (a lord, an anthem), granted keywords (Adriana's
// melee, Cavalry Master's flanking), "assigns combat damage equal to its toughness" (Doran). Their
// continuous effects are not locked in (418.4a; 611.3a today; D'Angelo A.4.1 before 1999): they
// apply while the source is on the battlefield, to whatever the ability names at that moment. The
// engine applies them again after everything that can change what they apply to: an action or a
// triggered ability's effect (control, types, keywords), and a zone change.
import { say, signed } from '../events.js';
import type { StaticEffect } from '../scenario/scenario.js';
import type { RunContext } from './context.js';
import { isCreature, power, toughness, type CreatureState, type PermanentState } from './state.js';

/** Whether s's static effect e applies to c (both on the battlefield; c a creature). s may be a non-creature permanent (an anthem). */
function appliesTo(s: CreatureState | PermanentState, e: StaticEffect, c: CreatureState, own: readonly string[]): boolean {
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
  // "with flanking": the creature's own keywords (printed or given by effects), not those static abilities grant.
  if (e.with !== undefined && !own.includes(e.with)) return false;
  return true;
}


/** The shared empty list: never written (a list that gets an entry is a new array). */
const NONE = Object.freeze([]) as never[];

const sameList = (a: readonly string[], b: readonly string[]): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * Applies every static ability that affects creatures, as the board stands now, and logs each
 * creature whose power, toughness, keywords or damage measure changed. Costs nothing when no
 * creature has such an ability.
 */
export function applyStatics(ctx: RunContext): void {
  const sources = ctx.staticSources;
  if (!sources.length) return;
  // This runs after every action and zone change: indexed loops (the specs' lists are frozen while
  // the scenario runs, state.ts), and the lists are made only when something applies.
  for (const c of ctx.all) {
    // A creature that left keeps its last known values (what a result reports of it).
    if (c.zone !== 'battlefield') continue;
    if (!isCreature(c)) {
      // No longer a creature: the effects on creatures stop, and there is nothing to say.
      c.staticPower = c.staticToughness = 0;
      c.assignsToughness = false;
      c.granted = [];
      continue;
    }
    // Its own keywords: the list less what static abilities granted (the list itself when they granted none: it is never written into).
    let own: readonly string[] = c.keywords;
    if (c.granted.length) {
      const rest = [...c.keywords];
      for (const k of c.granted) {
        const i = rest.indexOf(k);
        if (i >= 0) rest.splice(i, 1);
      }
      own = rest;
    }
    let p = 0, t = 0, byToughness = false;
    let grants: string[] = NONE, from: string[] = NONE;
    for (let j = 0; j < sources.length; j++) {
      const s = sources[j]!;
      if (s.zone !== 'battlefield') continue;
      const effects = s.spec.continuous;
      for (let i = 0; i < effects.length; i++) {
        const e = effects[i]!;
        if (!appliesTo(s, e, c, own)) continue;
        p += e.power;
        t += e.toughness;
        for (let h = 0; h < e.have.length; h++) if (!c.lost.includes(e.have[h]!)) (grants === NONE ? (grants = []) : grants).push(e.have[h]!);
        byToughness ||= e.assignsToughness;
        if (!from.includes(s.spec.name)) (from === NONE ? (from = []) : from).push(s.spec.name);
      }
    }
    if (p === c.staticPower && t === c.staticToughness && byToughness === c.assignsToughness && sameList(grants, c.granted)) continue;
    const ptChanged = p !== c.staticPower || t !== c.staticToughness;
    c.staticPower = p;
    c.staticToughness = t;
    c.assignsToughness = byToughness;
    c.keywords = [...own, ...grants];
    // A list of its own, not the frozen shared one: frozen arrays take slow paths (state.ts).
    c.granted = grants === NONE ? [] : grants;
    if (!ctx.logging) continue;
    const gives = [
      ...(p || t ? [`gets ${signed(p)}/${signed(t)}`] : []),
      ...(grants.length ? [`has ${grants.join(', ')}`] : []),
      ...(byToughness ? ['assigns combat damage equal to its toughness'] : []),
    ];
    const text = from.length
      ? say`Static abilities of ${from.join(', ')} apply to ${c.spec.name}: it ${gives.join(' and ')}; it is ${power(c)}/${toughness(c)}.`
      : say`No static ability applies to ${c.spec.name} any more: it is ${power(c)}/${toughness(c)}.`;
    ctx.log('note', ptChanged ? 'static.pt' : 'static.continuous', text, { target: c.id });
  }
}
