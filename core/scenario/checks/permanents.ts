// permanents: each non-creature permanent's type, counters, protector, attachment and abilities,
// built with what a named card gives.
import { findCard } from '../cards.js';
import type { Path } from '../locate.js';
import type { PermanentType } from '../schema.js';
import { landLineOf, landTypesOf, NONE, orNone, overlay, permanentCardFields, permanentStaticsOf, staticEffect, type PermanentData } from '../specs.js';
import type { Refs } from './refs.js';
import type { PermanentSpec, StaticEffect } from '../scenario.js';
import { withFieldAfter } from '../records.js';

/** The statics of a permanent without abilities (its lists the shared empty one). */
const NO_STATICS = permanentStaticsOf([]);

/** xs.map(f) by push (packed: core/engine/lists.ts); the shared empty list for none. */
function mapped<T, U>(xs: readonly T[], f: (x: T) => U): U[] {
  if (!xs.length) return NONE;
  const out: U[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i]!));
  return out;
}

/** The distinct items in order; the shared empty list for none. */
function unique<T>(xs: readonly T[] | undefined): T[] {
  if (xs === undefined || !xs.length) return NONE;
  const out: T[] = [];
  for (const x of xs) if (!out.includes(x)) out.push(x);
  return out;
}

export function checkPermanents(r: Refs): void {
  const { d } = r;
  r.permanents = mapped(r.permanentIds, (id) => {
    const given = d.permanents![id]!;
    const at = (f: string): Path => ['permanents', id, f];
    r.needPlayer(at('controller'), given.controller);
    const card = given.card === undefined ? undefined : permanentCardFields(given.card, (msg) => r.fail(at('card'), msg));
    const p = overlay(card, given) as PermanentData;
    if (p.type === undefined) r.fail(['permanents', id], `permanents.${id}: missing required field type (or name a card)`, true);
    const type = p.type as PermanentType;
    // Loyalty belongs to planeswalkers, defense and a protector to battles (306.5b, 310.4b).
    if (type !== 'planeswalker' && given.loyalty !== undefined) r.fail(at('loyalty'), `only a planeswalker has loyalty; ${id} is a ${type}`, true);
    if (type !== 'battle' && given.defense !== undefined) r.fail(at('defense'), `only a battle has defense; ${id} is a ${type}`, true);
    if (type !== 'battle' && given.protector !== undefined) r.fail(at('protector'), `only a battle has a protector; ${id} is a ${type}`, true);
    if (type === 'planeswalker' && p.loyalty === undefined) r.fail(['permanents', id], `permanents.${id}: a planeswalker needs loyalty`, true);
    if (type === 'battle' && p.defense === undefined) r.fail(['permanents', id], `permanents.${id}: a battle needs defense`, true);
    if (given.protector !== undefined) r.needPlayer(at('protector'), given.protector);
    // An Equipment is an artifact, an Aura an enchantment, attached to a creature (301.5, 303.4; D'Angelo A.7, A.33).
    const onPermanent = (p.abilities ?? []).some((x) => 'enchanted-permanent-has' in x);
    if (onPermanent && (type !== 'enchantment' || given['attached-to'] === undefined)) r.fail(['permanents', id], `permanents.${id}: enchanted-permanent-has belongs to an Aura (an enchantment) with attached-to naming a permanent`, true);
    if (given['attached-to'] !== undefined) {
      // An Aura that gives a non-creature permanent an ability is attached to one of the scenario's permanents (303.4b).
      if (onPermanent) { if (!r.d.permanents?.[given['attached-to']] || given['attached-to'] === id) r.fail(at('attached-to'), `"${given['attached-to']}" is not another of the permanents: an Aura with enchanted-permanent-has is attached to a permanent`, true); }
      else r.needCreature(at('attached-to'), given['attached-to']);
      if (type !== 'artifact' && type !== 'enchantment') r.fail(at('attached-to'), `only an Equipment (artifact) or an Aura (enchantment) is attached to a creature; ${id} is a ${type}`, true);
    }
    (p.abilities ?? []).forEach((x, i) => {
      if ('trigger' in x && (type !== 'enchantment' || given['attached-to'] === undefined)) r.fail(['permanents', id, 'abilities', i], `an Aura's triggered ability belongs to an enchantment with attached-to; ${id} is ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}${given['attached-to'] === undefined ? ' attached to nothing' : ''}`, true);
      // Two-Headed Giant's team loss (810.8a) with a replacement of one player's loss is not modelled.
      if ('lichs-mirror' in x && r.d.multiplayer?.variant === 'two-headed-giant') r.fail(['permanents', id, 'abilities', i], 'Lich\'s Mirror (lichs-mirror) in a Two-Headed Giant game is not modelled (a team loses together: 810.8a)', true);
      if ('damage-trigger-lifegain' in x && type !== 'artifact' && type !== 'enchantment') r.fail(['permanents', id, 'abilities', i], `{ damage-trigger-lifegain: true } on a permanent belongs to an Aura or Equipment (an enchantment or artifact with attached-to); ${id} is ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`, true);
      if (!('affects' in x) || (x.affects !== 'equipped-creature' && x.affects !== 'enchanted-creature')) return;
      const want = x.affects === 'equipped-creature' ? 'artifact' : 'enchantment';
      // Unattached (no attached-to), it applies to nothing (an Equipment may be; an Aura on the battlefield is not for long).
      if (type !== want) r.fail(['permanents', id, 'abilities', i, 'affects'], `affects: ${x.affects} belongs to ${want === 'artifact' ? 'an artifact (an Equipment)' : 'an enchantment (an Aura)'}; ${id} is ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`, true);
    });
    const abilities = p.abilities ?? NONE;
    const st = abilities.length ? permanentStaticsOf(abilities) : NO_STATICS;
    let enchantedHas: string[] = NONE, continuous: StaticEffect[] = NONE, enchantedTriggers: PermanentSpec['enchantedTriggers'] = NONE;
    let unlife = false, lichsMirror = false;
    for (let i = 0; i < abilities.length; i++) {
      const a = abilities[i]!;
      if ('enchanted-permanent-has' in a) for (const k of a['enchanted-permanent-has']) (enchantedHas === NONE ? (enchantedHas = []) : enchantedHas).push(k);
      if ('unlife' in a) unlife = true;
      if ('lichs-mirror' in a) lichsMirror = true;
      // An anthem's `affects` is creatures (it has no "self": a non-creature permanent is not one).
      if ('affects' in a) (continuous === NONE ? (continuous = []) : continuous).push(staticEffect(a));
      if ('trigger' in a) (enchantedTriggers === NONE ? (enchantedTriggers = []) : enchantedTriggers).push({ trigger: a.trigger, amount: a.amount });
    }
    // One literal in the order of the fields (the statics' as permanentStaticsOf gives them), `card` after `name` when named.
    const spec: PermanentSpec = {
      id, controller: p.controller, type, name: p.name ?? id,
      colors: p.colors === undefined ? NONE : orNone(p.colors),
      keywords: unique(p.keywords),
      enchantedHas, unlife, lichsMirror,
      loyalty: type === 'planeswalker' ? p.loyalty! : 0,
      defense: type === 'battle' ? p.defense! : 0,
      protector: type === 'battle' ? p.protector ?? r.opponent(p.controller) : null,
      damageTriggerLifegain: st.damageTriggerLifegain, doubleDamage: st.doubleDamage, controllerCantLose: st.controllerCantLose, doubleLifeGain: st.doubleLifeGain,
      unblockableIfDefenderControls: st.unblockableIfDefenderControls, lifeFloor: st.lifeFloor, exilesOpponentsCreatures: st.exilesOpponentsCreatures,
      attackTax: st.attackTax, blockTax: st.blockTax, maxAttackers: st.maxAttackers, maxBlockers: st.maxBlockers, wallsCanAttack: st.wallsCanAttack,
      preventDamageByCreatures: st.preventDamageByCreatures, cantAttackYou: st.cantAttackYou, controllerCantGetPoison: st.controllerCantGetPoison,
      entersDontTrigger: st.entersDontTrigger, noCountersOnYours: st.noCountersOnYours, animates: st.animates,
      continuous,
      attachedTo: p['attached-to'] ?? null,
      enchantedTriggers,
      landTypes: orNone(landTypesOf(given.card, type)),
      landLine: landLineOf(given.card, type),
    };
    return given.card === undefined ? spec : withFieldAfter(spec, 'name', 'card', findCard(given.card)!.name);
  });
  r.permanentById = new Map(r.permanents.map((p) => [p.id, p]));
}
