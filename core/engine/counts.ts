// Characteristic-defining abilities that count ("Tarmogoyf's power is equal to the number of card
// types among cards in all graveyards and its toughness is equal to that number plus 1"; Nightmare's
// Swamps; Maro's cards in hand): the count is read again whenever the board changes, after every
// action, triggered ability and zone change, as the static abilities are (core/engine/statics.ts).
// The ability sets the creature's own power and toughness, before every other effect: layer 7a
// (613.4a; 612.3a / 613.3a of 2009-2010; 6a of 2007), characteristic-setting abilities first
// (418.5a of 2004), the printed value in the older texts (D'Angelo K.12.1, K.12.5; Glossary "Power").
// An animate action's "becomes N/N" has a later timestamp and sets it over the count (613.4b; D'Angelo K.12.Ruling.4).
import { say } from '../events.js';
import type { CharacteristicDefiningSpec } from '../scenario/schema.js';
import type { RunContext } from './context.js';
import { CARD_TYPES, cap } from './animation.js';
import { power, toughness, type CreatureState } from './state.js';

/** Whether a land entry ("Swamp", "Basic Snow Land — Swamp") or a permanent's types name this land type. */
const isLandOf = (types: readonly string[], type: string) => types.some((t) => t.toLowerCase() === type.toLowerCase() || t.toLowerCase().endsWith(` ${type.toLowerCase()}`));

/** A card's card types as it lies in a graveyard: its printed ones (a token is no card: it counts for nothing). */
function cardTypesOf(c: CreatureState): string[] {
  const types = c.card.types.filter((t) => CARD_TYPES.includes(t.toLowerCase())).map(cap);
  if (c.card.creature !== false && !types.includes('Creature')) types.push('Creature');
  return types;
}

/** The number the ability counts for c, as the board stands now. */
export function countFor(ctx: RunContext, c: CreatureState, d: CharacteristicDefiningSpec): number {
  const g = ctx.g;
  switch (d.count) {
    case 'card-types-in-graveyards': {
      const types = new Set<string>();
      for (const p of ctx.s.players) for (const t of p.graveyardTypes) types.add(t);
      for (const o of ctx.all) if (o.zone === 'graveyard' && o.spec.zone !== 'none') for (const t of cardTypesOf(o)) types.add(t);
      for (const o of g.permanents.values()) if (o.zone === 'graveyard') for (const t of o.cardTypes) types.add(t);
      return types.size;
    }
    case 'lands-you-control': {
      const type = d.land;
      let n = 0;
      for (const p of ctx.s.players) if (p.id === c.controller) for (const l of p.landList) if (type === undefined || isLandOf([l], type)) n++;
      for (const o of ctx.all) if (o.zone === 'battlefield' && o.controller === c.controller && o.card.types.some((t) => t.toLowerCase() === 'land') && (type === undefined || isLandOf(o.types, type))) n++;
      for (const o of g.permanents.values()) if (o.zone === 'battlefield' && o.controller === c.controller && o.spec.type === 'land' && (type === undefined || isLandOf(o.types, type))) n++;
      return n;
    }
    case 'cards-in-hand': {
      let n = 0;
      for (const p of ctx.s.players) if (p.id === c.controller) n += p.hand;
      for (const o of ctx.all) if (o.zone === 'hand' && o.owner === c.controller && o.spec.zone !== 'none') n++;
      return n;
    }
  }
}

/** Sets the power and toughness of every creature with a counting characteristic-defining ability; logs each change. */
export function applyCounts(ctx: RunContext): void {
  for (const c of ctx.all) {
    const d = c.spec.definesPT;
    // Off the battlefield its last known values stand (what a result reports of it); an animate action's set values win.
    if (!d || c.zone !== 'battlefield' || c.animatedPT) continue;
    const n = countFor(ctx, c, d);
    const p = d.power === undefined ? c.spec.power : n + d.power;
    const t = d.toughness === undefined ? c.spec.toughness : n + d.toughness;
    if (p === c.basePower && t === c.baseToughness) continue;
    c.basePower = p;
    c.baseToughness = t;
    ctx.sbaDue = true;
    if (ctx.logging) ctx.log('note', 'static.characteristic-defining', say`${c.spec.name}'s characteristic-defining ability counts ${n} (${d.count.replace(/-/g, ' ')}${d.land ? `: ${d.land}` : ''}): its power and toughness are ${p}/${t} before other effects (now ${power(c)}/${toughness(c)}).`, { target: c.id });
  }
}
