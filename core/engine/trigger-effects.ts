// What a resolving triggered ability does: its effect carried out as the scripted action with the
// same meaning, the keyword effects (provoke, renown, enlist, exert, decayed) and their log lines.
import { targetBar } from './targeting.js';
import type { RuleKey } from '../rule-keys.js';
import { say } from '../events.js';
import { delay, effectAction, tokenAction } from './actions.js';
import { has, isCreature, power, type CreatureState, type Delayed } from './state.js';
import { defendingOf } from './permanents.js';
import { ENLIST_PUMP, targeted, trigger, title, type Trigger } from './trigger.js';
import type { Triggers } from './triggers.js';
import { countedBlockers, fire } from './trigger-events.js';
import { recipients } from './trigger-targets.js';


/** A delayed triggered ability resolves: for the object it refers to, whatever it now is, if it is still that object (603.7c; 406.2d of 2003-2007; D'Angelo E.4.9). */
export function resolveDelayed(tr: Triggers, t: Trigger): void {
  const { ctx } = tr;
  const d = t.delayed!;
  const c = ctx.creature(d.target);
  const who = `${ctx.name(d.source)}'s delayed triggered ability resolves:`;
  // Where the object is expected: in exile for "return that card", else on the battlefield.
  const zone = d.effect.do === 'return' ? 'exile' : 'battlefield';
  if (c.zone !== zone || c.incarnation !== d.incarnation) {
    const newObject = c.zone === zone;
    return void ctx.log('fizzle', newObject ? 'zone.new-object' : d.rule, say`${who} the ${c.spec.name} it refers to ${newObject ? `left ${zone === 'exile' ? 'exile' : 'the battlefield'}; the one there now is a new object` : `is no longer ${zone === 'exile' ? 'in exile' : 'on the battlefield'}`}, so it does nothing.`, { source: d.source, target: c.id });
  }
  // "Return that card to the battlefield under its owner's control [with N counters on it]": a new object (400.7).
  if (d.effect.do === 'return') return tr.zones.returnToBattlefield(c, d.effect.kind ? { [d.effect.kind]: d.effect.amount ?? 1 } : {}, d.rule);
  const act = effectAction(d.effect, c.id, d.source);
  if (act) tr.effect(act, { who, rule: d.rule });
}

/** A triggered ability resolves: its effect, carried out as the scripted action with the same meaning. */
export function resolveAbility(tr: Triggers, t: Trigger): void {
  const { ctx } = tr;
  const src = ctx.creature(t.source);
  const { ability: a, rule } = t.ability!;
  const who = `${title(tr, t)} resolves:`;
  // A target that became illegal (hexproof or protection gained in response) makes it do nothing (608.2b).
  const target = targeted(t) && t.that !== undefined ? ctx.creatureOrNone(t.that) : undefined;
  const bar = target && isCreature(target) ? targetBar(target, src.controller, src) : null;
  if (bar) return void ctx.log('fizzle', bar.rule, say`${who} ${bar.why}: the target is illegal and the ability does nothing.`, { source: src.id, target: target!.id });
  if (a.do === 'provoke') return provoke(tr, t, who, rule);
  if (a.do === 'renown') return renown(tr, t, src, a.amount!, who, rule);
  if (a.do === 'sacrifice-permanents') {
    for (const r of recipients(tr, t)) sacrificePermanents(tr, r, a.amount! * t.times, who, rule);
    return;
  }
  if (t.ability!.keyword === 'enlist') return enlistPump(tr, t, src, who, rule);
  if (a.do === 'sacrifice-at-end-of-combat') {
    // A delayed triggered ability (603.7): it triggers at end of combat, for this object only.
    if (!isCreature(src)) return void ctx.log('fizzle', rule, say`${who} ${src.spec.name} is no longer on the battlefield; nothing will be sacrificed.`, { source: src.id });
    src.sacrificeAtEnd = true;
    return void ctx.log('action', rule, say`${who} ${src.spec.name} will be sacrificed at end of combat.`, { source: src.id });
  }
  if (a.delayed) {
    // "Destroy that creature at end of combat": the effect creates a delayed triggered ability for each recipient (603.7).
    for (const r of recipients(tr, t)) {
      const x = ctx.creatureOrNone(r);
      if (x && x.zone === 'battlefield') delay(ctx, a.delayed, { do: a.do as Delayed['effect']['do'], power: a.power, toughness: a.toughness, keyword: a.keyword }, x, src.id, t.controller, who);
    }
    return;
  }
  if (a.do === 'return') {
    if (src.zone !== 'graveyard') ctx.log('fizzle', rule, say`${who} ${src.spec.name} is no longer in its owner's graveyard; nothing returns.`, { source: src.id });
    else tr.zones.returnToBattlefield(src, { [a.kind!]: a.amount! }, rule);
    return;
  }
  // "Exile it" of a dies trigger (Underworld Cerberus): the card, from its owner's graveyard.
  if (a.do === 'exile' && t.ability!.ability.trigger === 'dies' && (a.to ?? 'self') === 'self') {
    if (src.zone !== 'graveyard') ctx.log('fizzle', rule, say`${who} ${src.spec.name} is no longer in its owner's graveyard; it is not exiled.`, { source: src.id });
    else {
      ctx.log('trigger', rule, say`${who} exile ${src.spec.name} from its owner's graveyard.`, { source: src.id });
      tr.zones.moveTo(src, 'exile', rule);
    }
    return;
  }
  // "Each player returns all creature cards from their graveyard to their hand" (a token is not a card: 216.2; 111.7-111.8).
  if (a.do === 'graveyard-to-hand') {
    const cards = ctx.all.filter((c) => c.zone === 'graveyard' && c.spec.zone !== 'none');
    ctx.log('trigger', rule, say`${who} each player returns all creature cards from their graveyard to their hand: ${cards.map((c) => c.spec.name).join(', ') || 'none'}.`, { source: src.id });
    for (const c of cards) tr.zones.moveTo(c, 'hand', rule);
    return;
  }
  if (a.do === 'create-token') {
    for (let i = 0; i < t.times; i++) {
      // "Create a token that's tapped and attacking" (508.4): it attacks what its source attacks (in a
      // two-player game the defending player or their planeswalker; a choice with several opponents).
      const action = tokenAction(ctx, a, a.attacking ? src.attacking ?? defendingOf(ctx, src) : undefined);
      if (action) tr.effect(action, { who, rule });
      else ctx.log('fizzle', rule, say`${who} every token it may create (${(a.tokens ?? []).join(', ')}) was already created; the scenario gives no more.`, { source: src.id });
    }
    return;
  }
  let times = t.times;
  // "That much": the damage the creature was dealt (1 for each of the old rules' per-point triggers).
  if (a.per === 'damage') times *= t.amount;
  if (a.per === 'blocker-beyond-first') times *= Math.max(0, countedBlockers(tr, src).length - 1);
  // Two players: the only opponent was attacked if any creature attacked a player (702.121a melee).
  if (a.per === 'opponent-attacked') times *= tr.attacked.filter((p) => p !== src.controller && ctx.g.players.has(p)).length;
  // "Equal to its power": its power as the ability resolves, or as it last existed on the battlefield (608.2h; 413.2f before 2009).
  if (a.per === 'power') {
    const n = Math.max(0, power(src));
    ctx.log('note', 'trigger.source-power', say`${who} ${src.spec.name}'s power is ${n}${src.zone === 'battlefield' ? '' : ', as it last existed on the battlefield'}.`, { source: src.id, amount: n });
    times *= n;
  }
  for (const r of recipients(tr, t)) {
    // "For each card in his or her graveyard": the recipient player's, counted as it resolves.
    if (a.per === 'card-in-graveyard') {
      const n = graveyardCards(tr, r);
      ctx.log('note', rule, say`${r} has ${n} card${n === 1 ? '' : 's'} in their graveyard.`, { target: r, amount: n });
      const action = effectAction(a, r, src.id, t.times * n);
      if (action) tr.effect(action, { who, rule });
      continue;
    }
    const creature = ctx.creatureOrNone(r);
    if (creature && !isCreature(creature)) {
      // One that stopped being a creature is still the object an untargeted effect refers to
      // (608.2k; 413.2h of 2007; 406.2c of 1999 for delayed abilities): Wall of Tears still returns
      // it. A target is now illegal (608.2b); one that left the battlefield is a new object (400.7).
      if (creature.zone !== 'battlefield' || targeted(t)) {
        ctx.log('fizzle', rule, say`${who} ${creature.spec.name} is no longer a creature on the battlefield, so nothing happens to it.`, { source: src.id, target: r });
        continue;
      }
      ctx.log('note', 'trigger.same-object', say`${who} ${creature.spec.name} is no longer a creature, but the ability still affects it.`, { source: src.id, target: r });
    }
    if (a.to === 'lesser-power-attacker' && creature && (creature.attacking === null || power(creature) >= power(src))) {
      ctx.log('fizzle', rule, say`${who} ${creature.spec.name} is no longer an attacking creature with less power than ${src.spec.name}: the target is illegal and the ability does nothing.`, { source: src.id, target: r });
      continue;
    }
    const action = effectAction(a, r, src.id, times);
    if (action) tr.effect(action, { who, rule });
  }
}

/**
 * Provoke (702.39a): the target, a creature the defending player controls, untaps and must block
 * the provoking creature this combat if able: a requirement each era's rule counts (the
 * requirement solver, core/engine/requirements.ts).
 */
export function provoke(tr: Triggers, t: Trigger, who: string, rule: RuleKey): void {
  const { ctx } = tr;
  const target = t.that === undefined ? undefined : ctx.creatureOrNone(t.that);
  if (!target || !isCreature(target) || target.controller !== defendingOf(ctx, ctx.creature(t.source))) {
    ctx.log('fizzle', rule, say`${who} ${t.that ? ctx.name(t.that) : 'its target'} is not a creature the defending player controls: the target is illegal and the ability does nothing.`, { source: t.source, target: t.that });
    return;
  }
  target.tapped = false;
  target.mustBlock = [...target.mustBlock, t.source];
  ctx.log('action', rule, say`${who} ${target.spec.name} untaps and must block ${ctx.name(t.source)} this combat if able.`, { source: t.source, target: target.id });
}

/**
 * Renown N (702.112a): if the creature isn't renowned as this resolves (the intervening "if",
 * 603.4), N +1/+1 counters on it and it becomes renowned, until it leaves the battlefield
 * (702.112b). A second instance, or the old rules' per-point triggers, then do nothing (702.112c).
 */
export function renown(tr: Triggers, t: Trigger, src: CreatureState, n: number, who: string, rule: RuleKey): void {
  const { ctx } = tr;
  if (!isCreature(src)) {
    ctx.log('fizzle', rule, say`${who} ${src.spec.name} is no longer a creature on the battlefield; nothing happens.`, { source: src.id });
    return;
  }
  if (src.renowned) {
    ctx.log('fizzle', 'renown.designation', say`${who} ${src.spec.name} is already renowned, so the ability does nothing (its "if" is checked again as it resolves).`, { source: src.id });
    return;
  }
  tr.effect({ at: [], index: -1, do: 'add-counters', target: src.id, kind: '+1/+1', amount: n }, { who, rule });
  src.renowned = true;
  ctx.log('action', 'renown.designation', say`${src.spec.name} becomes renowned.`, { target: src.id });
  if (t.times > 1) ctx.log('fizzle', 'renown.designation', say`${ctx.name(t.source)}'s other ${t.times - 1} renown triggers do nothing: it is renowned.`, { source: src.id });
}

/**
 * "Defending player sacrifices N permanents" (annihilator, 702.86a): that player's choice, in
 * \`choices.<player>.sacrifice\` order; beyond it, by default, the non-creature permanents first,
 * then the creatures, each in file order (a default, not a rule).
 */
export function sacrificePermanents(tr: Triggers, player: string, n: number, who: string, rule: RuleKey): void {
  const { ctx } = tr;
  const g = ctx.g;
  const mine = (id: string) => {
    const c = ctx.creatureOrNone(id);
    if (c) return c.zone === 'battlefield' && c.controller === player;
    const pe = g.permanents.get(id);
    return pe !== undefined && pe.zone === 'battlefield' && pe.controller === player;
  };
  const chosen: string[] = [];
  for (const id of ctx.s.choices[player]?.sacrifice ?? []) {
    if (chosen.length >= n) break;
    if (chosen.includes(id)) continue;
    if (mine(id)) { chosen.push(id); continue; }
    const reason = `${player} chose to sacrifice ${ctx.name(id)}, which is not a permanent ${player} controls on the battlefield`;
    if (ctx.opts.strict) ctx.fail('illegal-choice', rule, reason);
    ctx.log('choice-rejected', rule, say`${reason}; the default is used.`, { target: id });
  }
  const rest = [...[...g.permanents.values()].map((p) => p.id), ...ctx.all.map((c) => c.id)];
  for (const id of rest) if (chosen.length < n && !chosen.includes(id) && mine(id)) chosen.push(id);
  if (chosen.length < n) ctx.log('note', rule, say`${player} controls only ${chosen.length} permanent${chosen.length === 1 ? '' : 's'} and sacrifices ${chosen.length === 1 ? 'it' : 'them all'}.`, { target: player });
  for (const id of chosen) tr.effect({ at: [], index: -1, do: 'sacrifice', target: id, by: player }, { who, rule });
}

/**
 * Optional costs as attackers are declared (508.1g): enlist (702.154a) taps a creature that is
 * not attacking and could attack (untapped, haste or no summoning sickness) and triggers "when
 * you do"; exert (701.39a) marks the attacker and triggers its "when you exert it" abilities.
 * An illegal enlist choice is rejected (a rejected choice: logged, or illegal-choice under --strict).
 */
export function attackCosts(tr: Triggers, declared: readonly CreatureState[]): void {
  const { ctx } = tr;
  const player = ctx.g.active;
  const mine = ctx.s.choices[player];
  if (ctx.logging && (mine?.enlist || mine?.exert)) ctx.decides(player, 'which attackers enlist or are exerted as they attack');
  for (const [id, helperId] of Object.entries(mine?.enlist ?? {})) {
    const a = ctx.creature(id);
    const h = ctx.creature(helperId);
    if (!declared.includes(a) || !has(a, 'enlist')) {
      const reason = `${player} chose to enlist for ${a.spec.name}, which is not an attacking creature of ${player}'s with enlist`;
      if (ctx.opts.strict) ctx.fail('illegal-choice', 'enlist', reason);
      ctx.log('choice-rejected', 'enlist', say`${reason}; nothing is tapped.`, { source: a.id });
      continue;
    }
    const why = !isCreature(h) ? 'it is not a creature on the battlefield'
      : h.controller !== player ? `${player} does not control it`
      : h.attacking !== null ? 'it is attacking'
      : h.tapped ? 'it is tapped'
      : h.sick && !has(h, 'haste') ? `it has not been under ${player}'s control continuously since the turn began and has no haste`
      : null;
    if (why) {
      const reason = `${player}'s enlist choice for ${a.spec.name}, ${h.spec.name}, cannot be tapped for it (${why})`;
      if (ctx.opts.strict) ctx.fail('illegal-choice', 'enlist', reason);
      ctx.log('choice-rejected', 'enlist', say`${reason}; ${a.spec.name} attacks without enlisting.`, { source: a.id, target: h.id });
      continue;
    }
    h.tapped = true;
    ctx.log('action', 'enlist', say`${a.spec.name} enlists ${h.spec.name}: ${player} taps ${h.spec.name} as ${a.spec.name} attacks.`, { source: a.id, target: h.id });
    const t = trigger(player, 'ability', a.id, 0, 1, 'enlist', { ability: ENLIST_PUMP, that: h.id });
    tr.pending.push(t);
    ctx.log('trigger', 'enlist', say`${a.spec.name}'s enlist triggers: it gets +X/+0 until end of turn, X ${h.spec.name}'s power.`, { source: a.id, target: h.id });
  }
  for (const id of mine?.exert ?? []) {
    const c = ctx.creature(id);
    if (!declared.includes(c)) {
      const reason = `${player} chose to exert ${c.spec.name}, which is not one of ${player}'s attacking creatures`;
      if (ctx.opts.strict) ctx.fail('illegal-choice', 'exert', reason);
      ctx.log('choice-rejected', 'exert', say`${reason}; it is not exerted.`, { target: c.id });
      continue;
    }
    c.exerted = true;
    ctx.log('action', 'exert', say`${player} exerts ${c.spec.name} as it attacks: it won't untap during ${player}'s next untap step.`, { target: c.id });
    fire(tr, c, 'exerted');
    for (const x of ctx.all) if (isCreature(x) && x.controller === player) fire(tr, x, 'you-exert', c.id);
  }
}

/** Enlist's "when you do" (702.154a): +X/+0, X the tapped creature's power as this resolves (its last known power if it has left). */
export function enlistPump(tr: Triggers, t: Trigger, src: CreatureState, who: string, rule: RuleKey): void {
  const { ctx } = tr;
  if (!isCreature(src)) {
    ctx.log('fizzle', rule, say`${who} ${src.spec.name} is no longer a creature on the battlefield; nothing happens.`, { source: src.id });
    return;
  }
  const x = power(ctx.creature(t.that!));
  tr.effect({ at: [], index: -1, do: 'pump', target: src.id, power: x, toughness: 0 }, { who, rule });
}

/**
 * The cards in a player's graveyard: those given as the combat began (\`players.<id>.graveyard\`) and
 * the player's cards put there since; a token is not a card (111.7-111.8; 216.2 of 1999).
 */
export function graveyardCards(tr: Triggers, player: string): number {
  const { ctx } = tr;
  let n = ctx.s.players.find((p) => p.id === player)?.graveyard ?? 0;
  for (const c of ctx.all) if (c.zone === 'graveyard' && c.owner === player && c.spec.zone !== 'none') n++;
  for (const p of ctx.g.permanents.values()) if (p.zone === 'graveyard' && p.controller === player) n++;
  return n;
}
