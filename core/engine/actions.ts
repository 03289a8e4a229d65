// Scripted actions (spec §5): what a player does in a window. The engine decides *when*
// (core/engine/schedule.ts, with the windowAllows hook); this file is *what* each action does.
import type { Action } from '../scenario/scenario.js';
import type { RuleKey } from '../rule-keys.js';
import { inRange } from './multiplayer.js';
import { say, signed } from '../events.js';
import { manaValue, normalizeKeyword, type CostSpec, type TriggeredAbilitySpec } from '../scenario/schema.js';
import type { RunContext } from './context.js';
import { genericShortfall, payGeneric } from './costs.js';
import type { Damage } from './deal.js';
import type { Triggers } from './triggers.js';
import type { StateBasedActions } from './sba.js';
import { addCounters, has, inCombat, isCreature, power, toughness, type CreatureState, type Delayed, type PermanentState, type PlayerState } from './state.js';
import { applyStatics, counterBarrier, poisonBarrier } from './statics.js';
import { namedSpell, spellQuality, targetBar } from './targeting.js';
import type { Zones } from './zones.js';
import { defendingOf, enteringAttacks } from './permanents.js';
import { becomeCopy, loseAllAbilities, refresh, turnFaceUp } from './copy.js';
import { becomeCreature, cap, CARD_TYPES } from './animation.js';
import { setOverEarlierChanges } from './pt-setting.js';
import { switchPowerToughness } from './pt-switch.js';
import { permanentTargetBar } from './permanent-targets.js';

/** What an action works with: the run, zone changes, and damage dealing. */
export interface ActionScope { ctx: RunContext; zones: Zones; damage: Damage; triggers: Triggers; sba: StateBasedActions }


/**
 * Who does an action and by which rule, when it is not a player's scripted action: a triggered
 * ability's effect is carried out as the action with the same meaning, cited by the ability's rule.
 */
export interface Performer { who: string; rule: RuleKey }

/** An ability's effect and its numbers (triggered and activated abilities share the vocabulary). */
export type EffectSpec = Pick<TriggeredAbilitySpec, 'power' | 'toughness' | 'kind' | 'amount' | 'tokens' | 'keyword'> & { do: TriggeredAbilitySpec['do'] | 'return-exiled' | 'animate'; types?: string[]; colors?: string[]; keywords?: string[] };

/** create-token's action: the first of the ability's tokens not yet created (each token is one object), or null when all are. */
export function tokenAction(ctx: RunContext, a: EffectSpec, attacking?: string): Action | null {
  const next = (a.tokens ?? []).find((id) => ctx.creature(id).zone === 'none');
  return next === undefined ? null : { at: [], index: -1, do: 'create-token', target: next, ...(attacking === undefined ? {} : { attacking }) };
}

const NO_WINDOWS = Object.freeze([]) as unknown as Action['at'];

/** The scripted action with the same meaning as an ability's effect, for recipient r (times: the ability's multiplier). */
export function effectAction(a: EffectSpec, r: string, source: string, times = 1): Action | null {
  // Literals, not a spread of shared fields: this runs for every resolving ability.
  const at = NO_WINDOWS, index = -1;
  const n = (x: number | undefined) => (x ?? 0) * times;
  switch (a.do) {
    case 'pump': return { at, index, do: 'pump', target: r, power: n(a.power), toughness: n(a.toughness) };
    case 'add-counters': return { at, index, do: 'add-counters', target: r, kind: a.kind!, amount: n(a.amount) };
    case 'damage': return { at, index, do: 'damage', source, target: r, amount: n(a.amount) };
    case 'gain-life': return { at, index, do: 'gain-life', player: r, amount: n(a.amount) };
    case 'lose-life': return { at, index, do: 'lose-life', player: r, amount: n(a.amount) };
    case 'poison': return { at, index, do: 'poison', player: r, amount: n(a.amount) };
    case 'destroy': return { at, index, do: 'destroy', target: r };
    case 'sacrifice': return { at, index, do: 'sacrifice', target: r };
    case 'bounce': return { at, index, do: 'bounce', target: r };
    case 'exile': return { at, index, do: 'exile', target: r };
    case 'tap': return { at, index, do: 'tap', target: r };
    case 'untap': return { at, index, do: 'untap', target: r };
    case 'regenerate': return { at, index, do: 'regenerate', target: r };
    case 'prevent': return { at, index, do: 'prevent', target: r, amount: n(a.amount) };
    case 'grant': return { at, index, do: 'grant', target: r, keyword: a.keyword! };
    // Mishra's Factory: "becomes a 2/2 Assembly-Worker artifact creature until end of turn".
    case 'animate': return { at, index, do: 'animate', target: r, power: a.power!, toughness: a.toughness!, ...(a.types ? { types: a.types } : {}), ...(a.colors ? { colors: a.colors } : {}), ...(a.keywords ? { keywords: a.keywords } : {}) } as Action;
    // "[This creature] fights [r]".
    case 'fight': return { at, index, do: 'fight', source, target: r };
    // create-token: tokenAction (it needs the state); return, provoke and the keywords' own effects: the triggers carry them out.
    case 'create-token': case 'return': case 'return-exiled': case 'provoke': case 'graveyard-to-hand': case 'renown': case 'sacrifice-permanents': case 'sacrifice-at-end-of-combat': return null;
  }
}

/**
 * Performs one scripted action (spec §5), or a triggered ability's effect, then applies the static
 * abilities again (what they apply to may have changed); the caller checks state-based actions afterwards.
 */
export function perform(scope: ActionScope, a: Action, as?: Performer): void {
  const { ctx } = scope;
  if ('each' in a && a.each !== undefined) {
    // A mass effect: each creature it names as the action is taken, one event each, state-based actions after all (608.2; 413.2 of 1999; D'Angelo A.4).
    const by = a.by ?? ctx.g.active;
    const all = ctx.all.filter((c) => isCreature(c) && (a.each === 'creatures' || (a.each === 'creatures-you-control') === (c.controller === by)));
    scope.zones.atOnce(() => { for (const c of all) act(scope, { ...a, each: undefined, target: c.id } as Action, as); });
  } else if ('power-of' in a && a['power-of'] !== undefined) {
    // "Equal to its power": its power as the action is taken, as it last existed if it has left (608.2h; 113.7a).
    const c = ctx.creature(a['power-of']);
    act(scope, { ...a, 'power-of': undefined, amount: Math.max(0, power(c)) } as Action, as);
  } else act(scope, a, as);
  applyStatics(ctx);
}

function act(scope: ActionScope, a: Action, as?: Performer): void {
  const { ctx, zones, damage, triggers } = scope;
  const g = ctx.g;
  const byOf = (id: string) => g.creatures.get(id)?.controller ?? g.permanents.get(id)?.controller ?? id;
  // The acting player: given, else the one who gains control or life, else the target's controller.
  const by = a.by ?? (a.do === 'gain-control' ? a.player
    : a.do === 'fog' ? g.defending
    : a.do === 'activate' ? byOf(a.source)
    // Circle of Protection: its controller protects itself ("damage to you"), from an opposing source.
    : a.do === 'prevent-from-source' || a.do === 'prevent-from-color' ? (a.target !== undefined ? byOf(a.target) : a.source === undefined || byOf(a.source) === g.active ? g.defending : g.active)
    : 'target' in a && a.target !== undefined ? byOf(a.target) : 'player' in a && a.player !== undefined ? a.player : g.active);
  const who = as?.who ?? `${by}:`;
  // A scripted action of a player whose turn another controls is that controller's decision (507.3; 720.5).
  if (!as && ctx.logging) ctx.decides(by, say`action #${a.index + 1} (${a.do})`);
  const key = (k: RuleKey): RuleKey => as?.rule ?? k;
  // With a limited range of influence, a spell or ability does nothing to an object or player outside its controller's range (601.10; 801.10).
  if (ctx.s.multiplayer) {
    const out = ['target' in a ? a.target : undefined, 'player' in a ? a.player : undefined].find((id) => id !== undefined && !inRange(ctx, by, id));
    if (out !== undefined) return void ctx.log('action-skipped', 'range.effect', say`Action #${a.index + 1} (${a.do} ${ctx.name(out)}) does nothing: ${ctx.name(out)} is outside ${by}'s range of influence.`, { target: out });
  }
  if (a.do === 'activate') return activate(scope, a, who);
  if (a.do === 'become-copy' || a.do === 'turn-face-up' || a.do === 'gain-abilities') {
    const c = ctx.creature(a.target);
    if (c.zone !== 'battlefield') return void ctx.log('action-skipped', 'combat.removed', say`Action #${a.index + 1} (${a.do} ${c.spec.name}) is not performed: ${c.spec.name} is no longer on the battlefield.`, { target: c.id });
    if (a.do === 'become-copy') return becomeCopy(ctx, c, ctx.creature(a.source), who);
    if (a.do === 'turn-face-up') return turnFaceUp(ctx, c, who);
    // Quicksilver Elemental: all its activated abilities, until end of turn (the combat ends first); linked among themselves as on their source (607.5; 217.7d of 2007).
    const from = ctx.creature(a.source);
    c.gained = [...c.gained, [...from.spec.activated]];
    refresh(c);
    ctx.sbaDue = true;
    applyStatics(ctx);
    ctx.log('action', key('ability.linked'), say`${who} ${c.spec.name} gains all activated abilities of ${from.spec.name} until end of turn (${from.spec.activated.length}); those it gains together are linked to each other as they are on ${from.spec.name}.`, { source: from.id, target: c.id });
    return;
  }
  if (a.do === 'ninjutsu') return ninjutsu(ctx, zones, a, who);
  const spell = a.colors?.length ? a.do === 'damage' && a.spell !== undefined ? namedSpell(a.spell, a.colors) : spellQuality(a.colors, `a ${a.colors.join(' and ')} spell`) : undefined;
  if (a.targeted && 'target' in a && a.target !== undefined) {
    const c = g.creatures.get(a.target);
    const src = 'source' in a && a.source !== undefined ? g.creatures.get(a.source) ?? g.permanents.get(a.source) : spell;
    // A non-creature permanent's shroud or hexproof, its own or an Aura's (core/engine/permanent-targets.ts).
    const tp = c ? undefined : g.permanents.get(a.target);
    const bar = c && isCreature(c) ? targetBar(c, by, src) : tp && tp.zone === 'battlefield' ? permanentTargetBar(ctx, tp, by) : null;
    if (bar) {
      ctx.log('action-skipped', bar.rule, say`Action #${a.index + 1} (${a.do} ${ctx.name(a.target)}) does nothing: ${bar.why}, and a spell or ability whose only target is illegal does nothing.`, { target: a.target });
      return;
    }
  }
  const pe = 'target' in a && a.target !== undefined && a.do !== 'damage' && a.do !== 'prevent' ? g.permanents.get(a.target) : undefined;
  if (pe) return permanentAction(ctx, zones, pe, a, who, key);
  if ('target' in a && a.target !== undefined && g.creatures.has(a.target) && a.do !== 'damage' && a.do !== 'prevent' && a.do !== 'create-token') {
    const c = ctx.creature(a.target!);
    if (c.zone !== 'battlefield') {
      ctx.log('action-skipped', 'combat.removed', say`Action #${a.index + 1} (${a.do} ${c.spec.name}) is not performed: ${c.spec.name} is no longer on the battlefield.`, { target: c.id });
      return;
    }
  }
  switch (a.do) {
    case 'destroy': {
      const c = ctx.creature(a.target!);
      ctx.log('action', key('action.destroy'), say`${who} destroy ${c.spec.name}.`, { target: c.id });
      zones.destroy(c, 'action.destroy');
      return;
    }
    case 'sacrifice': {
      const c = ctx.creature(a.target!);
      ctx.log('action', key('action.sacrifice'), say`${who} sacrifice ${c.spec.name}.`, { target: c.id });
      zones.moveTo(c, 'graveyard', 'action.sacrifice');
      return;
    }
    case 'bounce': {
      const c = ctx.creature(a.target!);
      ctx.log('action', key('action.bounce'), say`${who} return ${c.spec.name} to its owner's hand.`, { target: c.id });
      zones.moveTo(c, 'hand', 'action.bounce');
      return;
    }
    case 'exile': {
      const c = ctx.creature(a.target!);
      ctx.log('action', key('action.exile'), say`${who} exile ${c.spec.name}.`, { target: c.id });
      zones.moveTo(c, 'exile', 'action.exile');
      return;
    }
    case 'damage': return damage.noncombat(a.source, a.target!, a.amount!, who, by, a['redirect-to'], spell);
    case 'pump': {
      const c = ctx.creature(a.target!);
      c.powerMod += a.power ?? 0;
      c.toughnessMod += a.toughness ?? 0;
      ctx.sbaDue = true;
      // On a creature whose power and toughness are switched, where the pump lands is the switch rule's
      // (418.5i; 613.4d): the event says so, with the power it leaves, so that eras that order them differently part here.
      if (ctx.logging) {
        if (c.switches.length) ctx.log('action', 'action.switch-pt', say`${who} ${c.spec.name} gets ${signed(a.power ?? 0)}/${signed(a.toughness ?? 0)} until end of turn (now ${power(c)}/${toughness(c)}, with its power and toughness switched).`, { target: c.id, amount: power(c) });
        else ctx.log('action', key('action.pump'), say`${who} ${c.spec.name} gets ${signed(a.power ?? 0)}/${signed(a.toughness ?? 0)} until end of turn (now ${power(c)}/${toughness(c)}).`, { target: c.id });
      }
      return;
    }
    case 'grant': case 'lose': {
      const c = ctx.creature(a.target!);
      const k = normalizeKeyword(a.keyword)!;
      ctx.sbaDue = true;
      if (a.do === 'grant') c.keywords = [...c.keywords, k];
      else {
        c.keywords = c.keywords.filter((x) => x !== k);
        // Its timestamp is later than any static ability's: a keyword they grant stays lost (613.7 / 418.5).
        c.lost = [...c.lost, k];
        c.granted = c.granted.filter((x) => x !== k);
      }
      ctx.log('action', key('action.keyword'), say`${who} ${c.spec.name} ${a.do === 'grant' ? 'gains' : 'loses'} ${k} until end of turn.`, { target: c.id });
      return;
    }
    case 'set-types': {
      const c = ctx.creature(a.target!);
      const cardTypes = a.types.filter((t) => CARD_TYPES.includes(t.toLowerCase()));
      if (cardTypes.length) c.cardTypes = cardTypes.map(cap);
      ctx.sbaDue = true;
      c.types = c.actionTypes = a.types.filter((t) => !CARD_TYPES.includes(t.toLowerCase()));
      ctx.log('action', key('action.set-types'), say`${who} ${c.spec.name} becomes ${[...(cardTypes.length ? c.cardTypes : []), ...c.types].join(' ') || 'typeless'}.`, { target: c.id });
      if (!c.cardTypes.includes('Creature')) zones.removeFromCombat(c, `${c.spec.name} is no longer a creature`);
      return;
    }
    case 'animate': {
      // "Becomes an N/N <types> creature until end of turn. It's still a land" (Mishra's Factory): its card
      // types and subtypes are added (layer 4), its colours replaced if given (layer 5), keywords gained (layer 6), its base
      // power and toughness set (layer 7b: counters and pumps apply after): 613.1d-f, 613.4b; 418.5a of 2004-2007; D'Angelo
      // K.5.1-K.5.6 (no colour or creature type unless the effect gives one). It may attack if its controller has controlled
      // it since the turn began, a creature or not (302.6; 212.3d/f of 2004-2007; D'Angelo G.39.3): `sick` says otherwise.
      const c = ctx.creature(a.target);
      const kws = (a.keywords ?? []).map((k) => normalizeKeyword(k)!);
      // A later timestamp than a lose-all-abilities before it: the keywords it has.
      // The until-end-of-turn changes before it: wiped or kept by the era's order (the ptSetting capability).
      setOverEarlierChanges(ctx, c);
      becomeCreature(c, { power: a.power, toughness: a.toughness, types: a.types ?? [], colors: a.colors, keywords: kws });
      c.animatedPT = { power: a.power, toughness: a.toughness };
      ctx.log('action', key('action.animate'), say`${who} ${c.spec.name} becomes a ${a.power}/${a.toughness} ${[...c.cardTypes, ...c.types].join(' ')}${kws.length ? ` with ${kws.join(', ')}` : ''} until end of turn (now ${power(c)}/${toughness(c)}).`, { target: c.id });
      return;
    }
    case 'switch-pt': return switchPowerToughness(ctx, ctx.creature(a.target!), who, as?.rule);
    case 'lose-all-abilities': {
      // "Loses all abilities until end of turn" (Turn to Frog): its printed and written abilities, those it gained
      // and, as a later timestamp, the keywords static abilities grant it (layer 6: 613.1f; 418.5a of 2004-2007; D'Angelo T.14.1, T.14.4).
      const c = ctx.creature(a.target);
      loseAllAbilities(ctx, c);
      ctx.log('action', key('action.lose-all-abilities'), say`${who} ${c.spec.name} loses all abilities until end of turn (now ${power(c)}/${toughness(c)}).`, { target: c.id });
      // Its static animation (Ambush Commander's): the era's layers decide whether what it animated stays animated.
      if (!c.faceDown && (c.copyOf ?? c.card).animates.length && ctx.logging) {
        const stops = ctx.rules.capability('lostAbilityAnimation').stops;
        ctx.log('note', 'animate.source-loses-abilities', say`${stops ? `The permanents ${c.spec.name}'s ability animated are no longer animated: that effect depends on the ability, which is gone` : `The permanents ${c.spec.name}'s ability animated stay animated: type-changing effects apply before abilities are removed`}.`, { target: c.id });
      }
      return;
    }
    case 'set-colors': {
      // A colour-changing effect (105.3; layer 5, 613.1e): its colours become these until end of turn.
      const c = ctx.creature(a.target!);
      c.colors = c.actionColors = [...a.to];
      ctx.log('action', key('action.set-colors'), say`${who} ${c.spec.name} becomes ${a.to.join(' and ') || 'colourless'} until end of turn.`, { target: c.id });
      return;
    }
    case 'share-keywords': {
      // 702.1c: a keyword with variants (landwalk, protection) is granted in each variant found.
      const mine = ctx.all.filter((c) => isCreature(c) && c.controller === by);
      const kinds = a.share.map((k) => (k === 'landwalk' || k === 'protection' ? k : normalizeKeyword(k)!));
      const matches = (kw: string) => kinds.some((k) => (k === 'landwalk' ? kw.endsWith('walk') : k === 'protection' ? kw.startsWith('protection from ') : kw === k));
      const found: string[] = [];
      for (const c of mine) for (const kw of c.keywords) if (matches(kw) && !found.includes(kw)) found.push(kw);
      ctx.log('action', key('keyword.share'), say`${who} the creatures ${by} controls gain until end of turn each of ${a.share.join(', ')} that one of them has: ${found.join(', ') || 'none'}.`);
      for (const c of mine) {
        const add = found.filter((kw) => !c.keywords.includes(kw));
        if (!add.length) continue;
        c.keywords = [...c.keywords, ...add];
        ctx.sbaDue = true;
        ctx.log('action', key('action.keyword'), say`${who} ${c.spec.name} gains ${add.join(', ')} until end of turn.`, { target: c.id });
      }
      return;
    }
    case 'tap': case 'untap': {
      const c = ctx.creature(a.target!);
      c.tapped = a.do === 'tap';
      ctx.log('action', key('action.tap'), say`${who} ${a.do} ${c.spec.name}${inCombat(c) ? '; it stays in combat' : ''}.`, { target: c.id });
      return;
    }
    case 'regenerate': {
      const c = ctx.creature(a.target!);
      c.regenShields++;
      ctx.log('action', key('regenerate'), say`${who} a regeneration shield is set up on ${c.spec.name}.`, { target: c.id });
      return;
    }
    case 'prevent': {
      const t: CreatureState | PlayerState | PermanentState = g.players.get(a.target) ?? g.permanents.get(a.target) ?? ctx.creature(a.target!);
      if ('spec' in t && t.zone !== 'battlefield') {
        ctx.log('action-skipped', 'combat.removed', say`Action #${a.index + 1} (prevent) is not performed: ${t.spec.name} is no longer on the battlefield.`, { target: t.id });
        return;
      }
      t.preventShield += a.amount;
      ctx.log('action', key('damage.prevent'), say`${who} the next ${a.amount} damage to ${'spec' in t ? t.spec.name : t.id} this turn is prevented.`, { target: t.id, amount: a.amount });
      return;
    }
    case 'fog': {
      g.fog = true;
      g.fogBy.push(by);
      ctx.log('action', key('prevent.fog'), say`${who} prevent all combat damage that would be dealt this turn (a fog effect).`);
      return;
    }
    case 'prevent-from-source': case 'prevent-from-color': {
      const target = a.target ?? by;
      // The chosen source: a creature or a non-creature permanent (a red enchantment).
      const src = a.source !== undefined ? g.creatures.get(a.source) ?? g.permanents.get(a.source) ?? spellSource(ctx, a.source) : a.do === 'prevent-from-color' ? defaultSource(ctx, a.color, target) : undefined;
      const tName = ctx.name(target);
      if (!src) {
        ctx.log('action-skipped', 'prevent.source', say`Action #${a.index + 1} (${a.do}) is not performed: there is no ${a.do === 'prevent-from-color' ? a.color : ''} source to choose.`, { target });
        return;
      }
      const policy = ctx.rules.models.combat.sourcePrevention;
      if (policy.mode === 'prevention-step') {
        // G.12.2: only if there is damage to prevent; G.12.4 / G.12.Ruling.3: then all of that source's damage in this step.
        if (!g.assigned.some((x) => x.source === src.id && x.target === target && x.amount > 0)) {
          ctx.log('action-skipped', 'prevent.needs-damage', say`Action #${a.index + 1} (${a.do} ${src.spec.name}) is not performed: ${src.spec.name} has no damage assigned to ${tName} to prevent.`, { source: src.id, target });
          return;
        }
        g.sourceShields.push({ source: src.id, target, action: a.index + 1, step: g.noncombatStep || g.window, used: false, ...(a.do === 'prevent-from-source' && a['gain-life'] ? { gainTo: by } : {}) });
        ctx.log('action', key(policy.rule), say`${who} all damage ${src.spec.name} would deal to ${tName} in this damage prevention step is prevented.`, { source: src.id, target });
        return;
      }
      g.sourceShields.push({ source: src.id, target, action: a.index + 1, used: false, ...(a.do === 'prevent-from-source' && a['gain-life'] ? { gainTo: by } : {}) });
      ctx.log('action', key(policy.rule), say`${who} the next time ${src.spec.name}${a.do === 'prevent-from-color' ? ` (${a.color}, the chosen source)` : ''} would deal damage to ${tName} this turn, that damage is prevented.`, { source: src.id, target });
      return;
    }
    case 'remove-from-combat': {
      const c = ctx.creature(a.target!);
      ctx.log('action', key('action.remove-from-combat'), say`${who} ${c.spec.name} is removed from combat.`, { target: c.id });
      zones.removeFromCombat(c, null);
      return;
    }
    case 'gain-control': {
      const c = ctx.creature(a.target!);
      if (c.controller === a.player) {
        ctx.log('action', key('action.gain-control'), say`${who} ${a.player} already controls ${c.spec.name}.`, { target: c.id });
        return;
      }
      c.controller = a.player;
      // Summoning sickness runs from the moment control changes (G.39.1 / 308.1 / 302.6).
      c.sick = true;
      ctx.log('action', key('action.gain-control'), say`${who} ${a.player} gains control of ${c.spec.name}; it has not been controlled continuously since the turn began.`, { target: c.id });
      zones.removeFromCombat(c, `${c.spec.name} changed controller`);
      // Act of Treason: "Untap that creature. It gains haste until end of turn."
      if (a.untap) c.tapped = false;
      if (a.haste && !c.keywords.includes('haste')) c.keywords = [...c.keywords, 'haste'];
      ctx.sbaDue = true;
      if (a.untap || a.haste) ctx.log('action', key('action.gain-control'), say`${who} ${[a.untap ? `${c.spec.name} untaps` : '', a.haste ? 'it gains haste until end of turn' : ''].filter(Boolean).join('; ')}.`, { target: c.id });
      return;
    }
    case 'gain-life': case 'lose-life': {
      const p = ctx.player(a.player);
      const n = a.do === 'gain-life' ? triggers.gain(p, a.amount!) : a.amount!;
      if (a.do === 'lose-life') p.life -= n;
      ctx.sbaDue = true;
      ctx.log('life', key('action.life'), say`${who} ${p.id} ${a.do === 'gain-life' ? 'gains' : 'loses'} ${n} life (life ${p.life}).`, { target: p.id, amount: n });
      // An action's life gain is a life gain event like a trigger's (119.9): "whenever you gain life" triggers.
      if (a.do === 'gain-life') triggers.lifeGained(p.id, n);
      return;
    }
    case 'add-counters': {
      const c = ctx.creature(a.target!);
      if (!isCreature(c)) {
        ctx.log('action-skipped', 'combat.removed', say`${who} no counters are put on ${c.spec.name}: it is no longer a creature on the battlefield.`, { target: c.id });
        return;
      }
      const barrier = counterBarrier(ctx, c, a.kind);
      if (barrier) {
        ctx.log('action-skipped', 'counters.cant', say`${who} no ${a.kind} counters are put on ${c.spec.name}: ${barrier} says creatures ${c.controller} controls can't have them put on them.`, { target: c.id });
        return;
      }
      c.counters = addCounters(c.counters, a.kind, a.amount);
      ctx.sbaDue = true;
      ctx.log('action', key('action.add-counters'), say`${who} ${a.amount} ${a.kind} counter${a.amount === 1 ? '' : 's'} on ${c.spec.name} (now ${power(c)}/${toughness(c)}).`, { target: c.id, amount: a.amount });
      return;
    }
    case 'poison': {
      const p = ctx.player(a.player);
      const barrier = poisonBarrier(ctx, p.id);
      if (barrier) {
        ctx.log('action-skipped', 'counters.cant', say`${who} ${p.id} gets no poison counters: ${barrier} says ${p.id} can't get poison counters.`, { target: p.id });
        return;
      }
      p.poison += a.amount;
      ctx.sbaDue = true;
      ctx.log('action', key('action.poison'), say`${who} ${p.id} gets ${a.amount} poison counter${a.amount === 1 ? '' : 's'} (poison ${p.poison}).`, { target: p.id, amount: a.amount });
      return;
    }
    case 'blink': {
      // Exiled and returned: a new object (400.7), in no combat, without damage, counters or effects.
      const c = ctx.creature(a.target!);
      ctx.log('action', key('action.exile'), say`${who} exile ${c.spec.name}, then return it to the battlefield.`, { target: c.id });
      zones.moveTo(c, 'exile', 'action.exile');
      zones.returnToBattlefield(c, {}, 'zone.new-object');
      return;
    }
    case 'must-block': {
      // A requirement, weighed with the others when blockers are declared (509.1c; 500.4; 500.2; D'Angelo C.6.6).
      const c = ctx.creature(a.target!);
      c.mustBlock = [...c.mustBlock, a.attacker];
      ctx.log('action', key('block.requirement'), say`${who} ${c.spec.name} blocks ${ctx.name(a.attacker)} this combat if able.`, { source: a.attacker, target: c.id });
      return;
    }
    case 'create-token': {
      const c = ctx.creature(a.target!);
      if (c.zone !== 'none') {
        ctx.log('action-skipped', 'action.create-token', say`${who} ${c.spec.name} (${c.id}) was already created: a token is created once.`, { target: c.id });
        return;
      }
      // 508.4a: created attacking a planeswalker or battle that has left, it may never be attacking.
      const attacking = a.attacking === undefined ? undefined : enteringAttacks(ctx, c.spec.name, a.attacking) ?? undefined;
      zones.createToken(c, { tapped: a.tapped === true || a.attacking !== undefined, attacking, blocking: a.blocking }, key('action.create-token'), who);
      return;
    }
    case 'fight': {
      const src = ctx.creature(a.source);
      const tgt = ctx.creature(a.target!);
      // 701.12b: if either is no longer a creature on the battlefield, neither deals damage.
      if (!isCreature(src) || !isCreature(tgt)) {
        ctx.log('action-skipped', key('action.fight'), say`${who} ${src.spec.name} does not fight ${tgt.spec.name}: ${!isCreature(src) ? src.spec.name : tgt.spec.name} is no longer a creature on the battlefield, so neither deals damage.`, { source: src.id, target: tgt.id });
        return;
      }
      const [ps, pt] = [Math.max(0, power(src)), Math.max(0, power(tgt))];
      ctx.log('action', key('action.fight'), say`${who} ${src.spec.name} fights ${tgt.spec.name}: each deals damage equal to its power to the other (${ps} and ${pt}), not combat damage.`, { source: src.id, target: tgt.id });
      // Dealt at once (701.12a): both amounts are read before either is dealt; state-based actions follow the action.
      damage.noncombat(src.id, tgt.id, ps, `${src.spec.name} fights:`, by);
      damage.noncombat(tgt.id, src.id, pt, `${tgt.spec.name} fights back:`, by);
      return;
    }
    case 'must-be-blocked': {
      // A blocking requirement until end of turn, weighed with the others as blockers are declared (509.1c; 500.2; D'Angelo C.6.6).
      const c = ctx.creature(a.target!);
      if (c.lured !== 'all') c.lured = a.all ? 'all' : 'if-able';
      ctx.log('action', key('block.requirement'), say`${who} ${a.all ? `all creatures able to block ${c.spec.name} this turn do so` : `${c.spec.name} must be blocked this turn if able`}.`, { target: c.id });
      return;
    }
    case 'goad': {
      // 701.38a: each creature goaded now; one entering later is not (a one-shot action, the Geode Rager ruling of 2020-09-25).
      const goaded = a.target !== undefined ? [ctx.creature(a.target)] : ctx.all.filter((c) => isCreature(c) && c.controller === a.player);
      for (const c of goaded) {
        if (!isCreature(c)) continue;
        c.goaded = true;
        c.goadedBy = [...c.goadedBy, a.by!];
      }
      const names = goaded.filter(isCreature).map((c) => c.spec.name).join(', ');
      ctx.log('action', key('goad'), say`${who} ${a.by} goads ${names || 'no creature'}${a.player ? ` (each creature ${a.player} controls)` : ''}: until ${a.by}'s next turn, attacks each combat if able and attacks a player other than ${a.by} if able.`, { target: a.target ?? a.player });
      return;
    }
    case 'add-mana': {
      const p = ctx.player(a.player);
      p.pool += a.amount;
      ctx.log('mana', key('action.add-mana'), say`${who} ${a.amount} colourless mana is added to ${p.id}'s mana pool (pool ${p.pool}).`, { target: p.id, amount: a.amount });
      return;
    }
  }
}

/**
 * "A [color] source of your choice", where the scenario names none: the creature of that colour,
 * not controlled by the protected player, that would deal the most damage to it: by the damage
 * assigned to it (with combat damage on the stack or in the damage prevention step), else by power
 * among the creatures in combat with it; ties and no such creature: file order.
 */
/**
 * A spell a damage action names (`spell`), chosen as the source of a prevention: the spell on the stack
 * the prevention answers (a source may be a spell: 609.7a; 419.8a of 1999-2007; D'Angelo G.12.3).
 */
function spellSource(ctx: RunContext, id: string): { id: string; spec: { name: string } } | undefined {
  for (const x of ctx.s.actions) if (x.do === 'damage' && x.spell === id) return namedSpell(id, x.colors ?? []);
  return undefined;
}

function defaultSource(ctx: RunContext, color: string, target: string): CreatureState | undefined {
  const g = ctx.g;
  const protectedPlayer = g.creatures.get(target)?.controller ?? target;
  const candidates = ctx.all.filter((c) => c.zone === 'battlefield' && c.colors.includes(color) && c.controller !== protectedPlayer);
  const fights = (c: CreatureState) => c.attacking === target || c.blocking.includes(target) || c.blockers.includes(target);
  const score = (c: CreatureState) => g.assigned.length
    ? g.assigned.reduce((n, x) => n + (x.source === c.id && x.target === target ? x.amount : 0), 0)
    : fights(c) ? Math.max(0, power(c)) : 0;
  let best: CreatureState | undefined;
  for (const c of candidates) if (!best || score(c) > score(best)) best = c;
  return best;
}

type Activate = Extract<Action, { do: 'activate' }>;
type Ninjutsu = Extract<Action, { do: 'ninjutsu' }>;

/** A cost as printed: {T}, "sacrifice this", "pay N life", {N}. */
function costText(c: CostSpec): string {
  if (typeof c === 'object' && 'remove-counters' in c) return `remove ${c['remove-counters'].amount} ${c['remove-counters'].kind} counter${c['remove-counters'].amount === 1 ? '' : 's'} from it`;
  return c === 'tap' ? '{T}' : c === 'sacrifice' ? 'sacrifice this creature' : 'pay-life' in c ? `pay ${c['pay-life']} life` : `{${c.mana}}`;
}

/** The mana a list of costs asks of the pool. */
const manaOf = (costs: readonly CostSpec[]) => costs.reduce((n, c) => n + (typeof c === 'object' && 'mana' in c ? c.mana : 0), 0);

/** Why the costs cannot be paid now (602.2b / 403.? / D'Angelo G.39.2, G.7.Ruling.3), or null. */
function unpayable(ctx: RunContext, src: CreatureState, costs: readonly CostSpec[]): { key: RuleKey; why: string } | null {
  const p = ctx.player(src.controller);
  for (const c of costs) {
    if (c === 'tap' && src.tapped) return { key: 'cost.pay', why: `${src.spec.name} is already tapped` };
    // Summoning sickness applies to {T} abilities as to attacking (D'Angelo G.39.2; 302.6).
    if (c === 'tap' && src.sick && !has(src, 'haste')) return { key: 'cost.tap-sick', why: `${src.spec.name} has not been under ${src.controller}'s control continuously since the turn began, so it can't pay {T}` };
    if (typeof c === 'object' && 'pay-life' in c && c['pay-life'] > 0 && p.life < c['pay-life']) return { key: 'cost.pay', why: `${p.id} has ${p.life} life and can't pay ${c['pay-life']}` };
    // A cost can't be paid in part (602.2b; 601.2h): the counters must be there to remove.
    if (typeof c === 'object' && 'remove-counters' in c && src.counters[c['remove-counters'].kind] < c['remove-counters'].amount) return { key: 'cost.pay', why: `${src.spec.name} has ${src.counters[c['remove-counters'].kind]} ${c['remove-counters'].kind} counters, not the ${c['remove-counters'].amount} the cost removes` };
  }
  const mana = manaOf(costs);
  const short = genericShortfall(p, mana, `the ${mana} the cost needs`);
  return short ? { key: 'cost.pay', why: short } : null;
}

/**
 * An activated ability: its controller pays every cost, then its effect is carried out as the
 * scripted action with the same meaning (as a triggered ability's is). A creature sacrificed to
 * pay is still the effect's source, as it last existed (last known information).
 */
function activate(scope: ActionScope, a: Activate, who: string): void {
  const { ctx, zones } = scope;
  const src = ctx.creature(a.source);
  const n = a.ability ?? 0;
  const ability = src.spec.activated[n]!;
  const title = `${src.spec.name}'s activated ability${src.spec.activated.length > 1 ? ` ${n}` : ''}`;
  // The ability as printed, for the log only: built when logging.
  const printed = (): string => {
    const numbers = ability.do === 'pump' ? ` ${signed(ability.power ?? 0)}/${signed(ability.toughness ?? 0)}` : ability.kind ? ` ${ability.amount} ${ability.kind}` : ability.amount !== undefined ? ` ${ability.amount}` : '';
    return `${[...ability.cost].map(costText).join(', ')}: ${ability.do}${numbers}`;
  };
  const skip = (key: RuleKey, why: string): void => {
    if (ctx.logging) ctx.log('action-skipped', key, say`Action #${a.index + 1} (activate ${title}, ${printed()}) is not performed: ${why}.`, { source: src.id });
  };
  if (src.zone !== 'battlefield') return skip('combat.removed', `${src.spec.name} is no longer on the battlefield`);
  // Targets are chosen as it is activated (602.2b, 601.2c): an illegal one means it can't be activated.
  const targetC = ability.to === 'chosen' && a.target !== undefined ? ctx.g.creatures.get(a.target) : undefined;
  const bar = targetC && isCreature(targetC) ? targetBar(targetC, src.controller, src) : null;
  if (bar) return skip(bar.rule, bar.why);
  // "Target creature blocking or blocked by [this creature]": this object, whatever its name (201.5 today; 202.2 of 1999-2007; D'Angelo E.4.10).
  if (ability['target-in-combat-with-this'] && !(targetC && isCreature(targetC) && (targetC.blocking.includes(src.id) || src.blockers.includes(targetC.id)))) {
    return skip('ability.target-combat', `${ctx.name(a.target!)} is not blocking or blocked by ${src.spec.name}`);
  }
  // The ability's link: printed (or copied) on the object, or gained with the others of one gain-abilities effect (607.2a, 607.5).
  const link = linkOf(src, n);
  if (ability.do === 'return-exiled' && !ctx.g.exiledWith.some((x) => x.card === a.target && x.object === src.id && x.incarnation === src.incarnation && x.link === link && ctx.creature(x.card).zone === 'exile')) {
    return skip('ability.linked', `${ctx.name(a.target!)} was not exiled with the ability of ${src.spec.name} linked to this one`);
  }
  const cannot = unpayable(ctx, src, ability.cost);
  if (cannot) return skip(cannot.key, cannot.why);
  if (ctx.logging) ctx.log('action', 'activate.ability', say`${who} activate ${title} (${printed()}).`, { source: src.id, target: a.target });
  const p = ctx.player(src.controller);
  for (const c of ability.cost) {
    if (c === 'tap') {
      src.tapped = true;
      // T.10.Ruling.5: tapping a blocker for a prevention ability in the damage prevention step is
      // legal and keeps the damage it already did; one tapped before its own step deals none (C.8.2).
      const g = ctx.g;
      const dpStep = src.isBlocker && ctx.rules.models.combat.assignmentWindow.kind === 'prevention-step' && g.window.endsWith('-assigned');
      const dealt = g.window === 'combat-damage-assigned' || src.dealtInFirstStep;
      if (dpStep) ctx.log('note', 'cost.prevention-step', say`${src.spec.name}, a blocker, taps to pay the cost in the damage prevention step${dealt ? '; that does not undo the combat damage it already did' : ''}.`, { source: src.id });
      else ctx.log('action', 'activate.ability', say`${src.spec.name} taps to pay the cost${inCombat(src) ? '; it stays in combat' : ''}.`, { source: src.id });
    } else if (c === 'sacrifice') {
      ctx.log('action', 'action.sacrifice', say`${src.controller} sacrifices ${src.spec.name} to pay the cost.`, { target: src.id });
      zones.moveTo(src, 'graveyard', 'action.sacrifice');
    } else if ('remove-counters' in c) {
      const { kind, amount } = c['remove-counters'];
      src.counters = addCounters(src.counters, kind, -amount);
      ctx.sbaDue = true;
      ctx.log('action', 'cost.pay', say`${p.id} removes ${amount} ${kind} counter${amount === 1 ? '' : 's'} from ${src.spec.name} to pay the cost (now ${power(src)}/${toughness(src)}).`, { target: src.id, amount });
    } else if ('pay-life' in c) {
      p.life -= c['pay-life'];
      ctx.sbaDue = true;
      ctx.log('life', 'cost.pay', say`${p.id} pays ${c['pay-life']} life (life ${p.life}).`, { target: p.id, amount: c['pay-life'] });
    } else payGeneric(ctx, p, c.mana);
  }
  // The ability is on the stack and its controller receives priority: state-based actions are
  // checked before it resolves (704.3; D'Angelo K.12.4's rule effects). A cost removing counters can
  // leave the creature at 0 toughness: it dies first, and the effect uses its last known information (608.2h).
  if (ability.cost.some((c) => typeof c === 'object' && 'remove-counters' in c)) scope.sba.check();
  const to = ability.to ?? 'self';
  const r = to === 'self' ? src.id : to === 'controller' ? src.controller : to === 'defending-player' ? defendingOf(ctx, src) : a.target!;
  const as = { who: `${title} resolves:`, rule: 'activate.ability' as RuleKey };
  if (ability.do === 'return-exiled') {
    const c = ctx.creature(r);
    ctx.log('action', 'ability.linked', say`${as.who} put ${c.spec.name}, exiled with the ability linked to this one, onto the battlefield under ${src.controller}'s control.`, { source: src.id, target: c.id });
    zones.returnToBattlefield(c, {}, 'zone.new-object', src.controller);
  } else {
    const wasOnBattlefield = ability.do === 'exile' && ctx.g.creatures.get(r)?.zone === 'battlefield';
    const act = ability.do === 'create-token' ? tokenAction(ctx, ability) : effectAction(ability, r, src.id);
    if (act) perform(scope, { ...act, index: a.index }, as);
    // Remembered for the abilities linked to this one ("exiled with [this]": 607.2a).
    if (wasOnBattlefield && ctx.creature(r).zone === 'exile') ctx.g.exiledWith.push({ card: r, object: src.id, incarnation: src.incarnation, link });
  }
  for (const t of ability.then ?? []) {
    const target = ctx.g.creatures.get(r);
    if (t.delayed !== undefined && target) {
      delay(ctx, t.delayed, t, target, src.id, src.controller, as.who);
      continue;
    }
    const then = effectAction(t, r, src.id);
    if (then) perform(scope, { ...then, index: a.index }, as);
  }
}

/**
 * An effect creates a delayed triggered ability (603.7; 406.2 of 2003-2007; D'Angelo E.4.9-E.4.10):
 * at `when` it does `effect` to this object only, whatever it becomes, and nothing to a new object
 * (603.7c; 406.2d of 2003-2007; 400.7). An activated ability's `then:`, a triggered ability's `delayed:`.
 */
export function delay(ctx: RunContext, when: Delayed['when'], effect: Delayed['effect'], target: CreatureState, source: string, controller: string, who: string): void {
  ctx.g.delayed.push({ when, effect, target: target.id, incarnation: target.incarnation, source, controller, rule: 'trigger.delayed' });
  ctx.log('action', 'trigger.delayed', say`${who} ${effect.do} ${target.spec.name} ${when === 'end-of-turn' ? 'at end of turn' : 'at end of combat'}: a delayed triggered ability, for this object only.`, { source, target: target.id });
}

/** Which of an object's abilities an activated ability is linked with: its printed (or copied) ones, or those one gain-abilities effect gave it (607.2a, 607.5). */
function linkOf(c: CreatureState, n: number): string {
  let end = c.spec.activated.length - c.gained.reduce((k, g) => k + g.length, 0);
  if (n < end) return 'printed';
  for (let k = 0; k < c.gained.length; k++) if (n < (end += c.gained[k]!.length)) return `gained-${k}`;
  return 'printed';
}

/**
 * Ninjutsu (502.43a from 2005; 702.49a today): pay the cost, return an unblocked attacker its
 * controller controls to its owner's hand, and put the ninja from hand onto the battlefield tapped
 * and attacking the same player, unblocked. When the era allows it is the windowAllows hook's
 * answer for 'ninjutsu' (the old damage prevention step allows no such ability).
 */
function ninjutsu(ctx: RunContext, zones: Zones, a: Ninjutsu, who: string): void {
  const ninja = ctx.creature(a.target);
  const back = ctx.creature(a.return);
  const skip = (key: RuleKey, why: string) => ctx.log('action-skipped', key, say`Action #${a.index + 1} (ninjutsu ${ninja.spec.name}, returning ${back.spec.name}) is not performed: ${why}.`, { target: ninja.id });
  if (ninja.zone !== 'hand') return skip('ninjutsu', `${ninja.spec.name} is no longer in its owner's hand`);
  // An attacker becomes blocked or unblocked as blockers are declared (509.1h; D'Angelo G.44.1).
  if (ctx.g.window === 'beginning-of-combat' || ctx.g.window === 'declare-attackers') return skip('ninjutsu', 'no attacking creature is unblocked before blockers are declared');
  if (!isCreature(back) || back.attacking === null || back.blocked) return skip('ninjutsu', `${back.spec.name} is not an unblocked attacking creature`);
  if (back.controller !== ninja.controller) return skip('ninjutsu', `${ninja.controller} does not control ${back.spec.name}`);
  const cost = manaValue(ninja.keywords.find((k) => k.startsWith('ninjutsu '))!.slice('ninjutsu '.length));
  const p = ctx.player(ninja.controller);
  const short = genericShortfall(p, cost, `the ${cost} ninjutsu costs`);
  if (short) return skip('cost.pay', short);
  const attacking = back.attacking;
  ctx.log('action', 'ninjutsu', say`${who} ninjutsu: ${p.id} reveals ${ninja.spec.name} and returns ${back.spec.name}, an unblocked attacker, to its owner's hand.`, { source: ninja.id, target: back.id });
  if (cost) payGeneric(ctx, p, cost);
  zones.moveTo(back, 'hand', 'ninjutsu');
  if (a.held) {
    // The costs are paid; the ability waits on the stack under the actions taken in answer to it (405.5; 608.1).
    ctx.g.held.push({ ninja: ninja.id, attacking: attacking!, action: a.index + 1 });
    ctx.log('note', 'ninjutsu', say`${ninja.spec.name}'s ninjutsu ability (action #${a.index + 1}) is on the stack; the actions after it in this window are taken in answer to it, and it resolves after them.`, { source: ninja.id });
    return;
  }
  enterFromHand(ctx, zones, ninja, attacking!);
}

/**
 * The held ninjutsu abilities resolve, last in first out (405.5; 608.1): each puts its card onto the
 * battlefield tapped and attacking only if the card is still in its owner's hand (702.49a "put this
 * card onto the battlefield from your hand"); otherwise it does nothing.
 */
export function resolveHeld(scope: ActionScope): void {
  const { ctx, zones } = scope;
  for (let h = ctx.g.held.pop(); h; h = ctx.g.held.pop()) {
    const ninja = ctx.creature(h.ninja);
    if (ninja.zone !== 'hand') {
      ctx.log('action-skipped', 'ninjutsu', say`${ninja.spec.name}'s ninjutsu ability (action #${h.action}) resolves but does nothing: ${ninja.spec.name} is no longer in its owner's hand.`, { source: ninja.id });
      continue;
    }
    ctx.log('action', 'ninjutsu', say`${ninja.spec.name}'s ninjutsu ability (action #${h.action}) resolves.`, { source: ninja.id });
    enterFromHand(ctx, zones, ninja, h.attacking);
  }
}

/** The ninja enters tapped and attacking what the returned creature attacked (702.49c), never declared as an attacker. */
function enterFromHand(ctx: RunContext, zones: Zones, ninja: CreatureState, attacking: string): void {
  const attacks = enteringAttacks(ctx, ninja.spec.name, attacking);
  zones.enterAttacking(ninja, attacks, attacks === null ? 'attack.put-onto-battlefield-gone' : 'ninjutsu');
  if (attacks !== null) ctx.log('note', 'attack.put-onto-battlefield', say`${ninja.spec.name} was put onto the battlefield attacking, not declared as an attacker: no ability that triggers when a creature attacks triggers for it.`, { target: ninja.id });
}

/** Destroy, sacrifice, bounce or exile a non-creature permanent (the loader allows no other action on one). */
function permanentAction(ctx: RunContext, zones: Zones, pe: PermanentState, a: Action, who: string, key: (k: RuleKey) => RuleKey): void {
  const name = pe.spec.name;
  if (pe.zone !== 'battlefield') {
    ctx.log('action-skipped', 'combat.removed', say`Action #${a.index + 1} (${a.do} ${name}) is not performed: ${name} is no longer on the battlefield.`, { target: pe.id });
    return;
  }
  const [zone, rule, text] = a.do === 'destroy' ? ['graveyard', 'action.destroy', `destroy ${name}`] as const
    : a.do === 'sacrifice' ? ['graveyard', 'action.sacrifice', `sacrifice ${name}`] as const
    : a.do === 'bounce' ? ['hand', 'action.bounce', `return ${name} to its owner's hand`] as const
    : ['exile', 'action.exile', `exile ${name}`] as const;
  ctx.log('action', key(rule), say`${who} ${text}.`, { target: pe.id });
  zones.movePermanent(pe, zone, rule);
}
