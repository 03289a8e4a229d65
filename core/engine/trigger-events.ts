// Collecting triggers from events: which abilities of which creatures trigger on an event the
// combat flow announces (attacks, blocks, becomes blocked, dies, enters, delayed times), with their
// conditions and range of influence.
import { say } from '../events.js';
import { type CitedAbility } from '../abilities.js';
import type { TriggerEvent } from '../scenario/schema.js';
import { has, isCreature, power, type AbilitiesByEvent, type CreatureState, type Delayed } from './state.js';
import { inRange, lifeOf } from './multiplayer.js';
import { ANY, DECAYED_SACRIFICE, NO_ABILITIES, describe, hasPrintedKeywords, indexAbilities, printedAbilities, title, trigger } from './trigger.js';
import type { Triggers } from './triggers.js';
import { chosenTarget, mentorTarget } from './trigger-targets.js';

/**
 * The abilities of a creature that trigger on this event: written ones, then its keywords'. Read
 * from an index kept for its current keywords (a list replaced whenever they change), so an
 * event looks only at the abilities that trigger on it.
 */
export function abilitiesOn(tr: Triggers, c: CreatureState, event: TriggerEvent): readonly CitedAbility[] {
  let ix = c.triggerIndex;
  if (ix === null || ix.keywords !== c.keywords) {
    const byEvent: AbilitiesByEvent = hasPrintedKeywords(c) ? printedAbilities(c.spec) : indexAbilities(c.spec, c.keywords);
    c.triggerIndex = ix = { keywords: c.keywords, byEvent };
  }
  return ix.byEvent?.get(event) ?? NO_ABILITIES;
}

/** Each ability of c on this event that meets its condition triggers (A.1.2; each instance triggers separately). */
export function fire(tr: Triggers, c: CreatureState, event: TriggerEvent, that?: string, meets: (a: CitedAbility) => boolean = ANY, times = 1, amount = 0): void {
  const { ctx } = tr;
  const abilities = abilitiesOn(tr, c, event);
  if (abilities.length && ctx.s.multiplayer && !reaches(tr, c.controller, c, that)) return;
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i]!;
    if (!meets(a)) continue;
    // "If it isn't renowned": an intervening "if", checked as it triggers and as it resolves (603.4).
    if (a.ability['if-not-renowned'] && c.renowned) continue;
    // "Whenever a green creature attacks", "blocked by a white creature": the condition is checked as
    // the event happens; a colour it gets later does not make it trigger (508.2a, 509.4f; 308.3, 309.3 of 2004).
    if (a.ability['that-color'] !== undefined && !thatHasColor(tr, that, a, c)) continue;
    // "Blocks or becomes blocked by a creature with power 1 or less" (Arrogant Bloodlord): its power as the event happens.
    if (a.ability['that-power-at-most'] !== undefined && !thatPowerAtMost(tr, that, a, c)) continue;
    const t = trigger(c.controller, 'ability', c.id, amount, times, a.rule, { ability: a });
    t.that = a.ability.to === 'lesser-power-attacker' ? mentorTarget(tr, c, a) : a.ability.to === 'chosen' ? chosenTarget(tr, c, a) : that;
    if (a.ability.to === 'lesser-power-attacker' && t.that === undefined) {
      ctx.log('trigger', a.rule, say`${title(tr, t)} has no legal target (no other attacking creature with less power) and does nothing.`, { source: c.id });
      continue;
    }
    if (a.ability.to === 'chosen' && t.that === undefined) {
      ctx.log('trigger', a.rule, say`${title(tr, t)} triggers, but ${c.controller} chose no target for it (\`choices.${c.controller}.targets.${c.id}\`): it does nothing.`, { source: c.id });
      continue;
    }
    tr.pending.push(t);
    if (!ctx.logging) continue;
    const of = that && event !== 'attacks-alone' && event !== 'deals-combat-damage-to-player' && event !== 'you-gain-life' ? ` (${ctx.name(that)})` : t.that && t.that !== that ? ` targeting ${ctx.name(t.that)}` : '';
    const n = times > 1 ? ` ${times} times, once per ${event === 'you-gain-life' ? 'gain of life' : 'point of damage'}` : '';
    // Triggering once per point of damage is the old rules' doing (A.8.10): cite that rule then.
    // The sentence's parts are rendered only if the event is read (outcome-only runs never do).
    const text = { toString: () => `${title(tr, t)} triggers${n}${of}: ${describe(tr, t)}` };
    ctx.log('trigger', times > 1 ? 'trigger.per-point' : a.rule, say`${text}.`, { source: c.id, target: t.that, ...(times > 1 ? { amount: times } : {}) });
  }
}

/**
 * With a limited range of influence, a triggered ability triggers only if its trigger
 * event happens entirely within its controller's range (601.7; 801.7): the creature the event is
 * about and the object or player it involves ("becomes blocked by a creature": that blocker).
 */
export function reaches(tr: Triggers, controller: string, c: CreatureState, that: string | undefined, source: string = c.id): boolean {
  const { ctx } = tr;
  const out = [c.id, ...(that !== undefined && that !== c.id ? [that] : [])].find((id) => !inRange(ctx, controller, id));
  if (out === undefined) return true;
  if (ctx.logging) ctx.log('note', 'range.trigger', say`${ctx.name(source)}'s triggered ability does not trigger: its event involves ${ctx.name(out)}, outside ${controller}'s range of influence.`, { source, target: out });
  return false;
}

/** Whether "that creature" has at most the ability's power as the event happens; when it has more, the log says so. */
export function thatPowerAtMost(tr: Triggers, that: string | undefined, a: CitedAbility, c: CreatureState): boolean {
  const { ctx } = tr;
  const x = that === undefined ? undefined : ctx.creatureOrNone(that);
  const most = a.ability['that-power-at-most']!;
  if (x && power(x) <= most) return true;
  if (x && ctx.logging) {
    const rule = a.ability.trigger === 'creature-attacks' ? 'trigger.attack-condition' : a.ability.trigger === 'becomes-blocked-by' || a.ability.trigger === 'blocks' ? 'trigger.block-condition' : a.rule;
    ctx.log('note', rule, say`${c.spec.name}'s triggered ability does not trigger for ${x.spec.name}: its power is ${power(x)}, more than ${most}, as the event happens.`, { source: c.id, target: x.id });
  }
  return false;
}

/** Whether "that creature" has the ability's colour as the event happens; when it has not, the log says so once. */
export function thatHasColor(tr: Triggers, that: string | undefined, a: CitedAbility, c: CreatureState): boolean {
  const { ctx } = tr;
  const x = that === undefined ? undefined : ctx.creatureOrNone(that);
  const color = a.ability['that-color']!;
  if (x && x.colors.includes(color)) return true;
  if (x && ctx.logging) {
    const rule = a.ability.trigger === 'creature-attacks' ? 'trigger.attack-condition' : a.ability.trigger === 'becomes-blocked-by' || a.ability.trigger === 'blocks' ? 'trigger.block-condition' : a.rule;
    ctx.log('note', rule, say`${c.spec.name}'s triggered ability does not trigger for ${x.spec.name}: it is ${x.colors.join(' and ') || 'colourless'}, not ${color}, as the event happens (a colour it gets later changes nothing).`, { source: c.id, target: x.id });
  }
  return false;
}

/**
 * The delayed triggered abilities waiting for this time trigger (603.7; 406.2 of 2003-2007): "at
 * end of combat" as the end of combat step begins (511.2), "at end of turn" as the end step
 * begins (513.1; 313.1 of 1999-2007). Whether any did.
 */
export function delayedAt(tr: Triggers, when: Delayed['when']): boolean {
  const g = tr.ctx.g;
  if (!g.delayed.length) return false;
  const now = g.delayed.filter((d) => d.when === when);
  if (!now.length) return false;
  g.delayed = g.delayed.filter((d) => d.when !== when);
  for (const d of now) {
    tr.pending.push(trigger(d.controller, 'delayed', d.source, 0, 1, d.rule, { delayed: d, target: d.target }));
    tr.ctx.log('trigger', when === 'end-of-turn' ? 'turn.end-step' : 'combat.end-step', say`${tr.ctx.name(d.source)}'s delayed triggered ability triggers ${when === 'end-of-turn' ? 'at end of turn' : 'at end of combat'}: ${d.effect.do} ${tr.ctx.name(d.target)}.`, { source: d.source, target: d.target });
  }
  return true;
}

/** 511.2 (C.9 before 1999): "at end of combat" delayed abilities (decayed's sacrifice) trigger as the end of combat step begins. */
export function endOfCombat(tr: Triggers): boolean {
  let any = delayedAt(tr, 'end-of-combat');
  for (const c of tr.ctx.all) {
    if (!c.sacrificeAtEnd || c.zone !== 'battlefield') continue;
    c.sacrificeAtEnd = false;
    tr.pending.push(trigger(c.controller, 'ability', c.id, 0, 1, 'decayed', { ability: DECAYED_SACRIFICE }));
    tr.ctx.log('trigger', 'decayed', say`${c.spec.name}'s delayed decayed ability triggers at end of combat: sacrifice it.`, { source: c.id });
    any = true;
  }
  return any;
}

/** 507: "at the beginning of combat on your turn". */
export function beginningOfCombat(tr: Triggers): void {
  for (const c of tr.ctx.all) if (isCreature(c) && c.controller === tr.ctx.g.active) fire(tr, c, 'beginning-of-combat');
}

/** 508 (C.4.1 step c): "whenever this attacks" and "whenever a creature you control attacks alone". */
export function attackersDeclared(tr: Triggers, declared: readonly CreatureState[]): void {
  const { ctx } = tr;
  for (const a of declared) if (a.attacking !== null && !tr.attacked.includes(a.attacking)) tr.attacked.push(a.attacking);
  for (const a of declared) {
    fire(tr, a, 'attacks', undefined, ({ ability: x }) =>
      (x['other-attackers'] === undefined || declared.length - 1 >= x['other-attackers'])
      && (!x['greater-power-attacker'] || declared.some((o) => o !== a && power(o) > power(a)))
      // Dethrone looks at the player attacked: a creature attacking a planeswalker or battle attacks no player (702.105a);
      // each player's life as an effect asks it (in Two-Headed Giant: 606.9a of 2005, 806.10a, 810.9a).
      && (!x['defender-life-at-least-yours'] || (a.attacking !== null && ctx.g.players.has(a.attacking) && lifeOf(ctx, a.attacking) >= lifeOf(ctx, a.controller))));
  }
  // "Whenever a [green] creature attacks": any creature declared as an attacker (508.2a: only as it is declared).
  for (const c of ctx.all) {
    if (!isCreature(c) || !abilitiesOn(tr, c, 'creature-attacks').length) continue;
    for (const a of declared) fire(tr, c, 'creature-attacks', a.id);
  }
  // "Attacks alone": the only creature declared as an attacker (506.5; 306.5 in 2008).
  if (declared.length === 1) for (const c of ctx.all) if (isCreature(c) && c.controller === declared[0]!.controller) fire(tr, c, 'attacks-alone', declared[0]!.id);
}

/**
 * 509 (C.6.1 step c): "blocks", "becomes blocked", "becomes blocked by a creature" (once per
 * blocker), "attacks and isn't blocked". `induced`: blocks made only through a band, "blocker>attacker".
 */
export function blockersDeclared(tr: Triggers, induced: ReadonlySet<string>): void {
  const { ctx } = tr;
  tr.induced = induced;
  for (const b of ctx.all) if (isCreature(b) && b.isBlocker) fire(tr, b, 'blocks', b.blocking[0]);
  for (const a of ctx.attackers()) {
    if (!a.blocked) { fire(tr, a, 'attacks-unblocked'); continue; }
    fire(tr, a, 'becomes-blocked');
    if (ctx.g.permanents.size) fireEnchanted(tr, a, 'becomes-blocked');
    sayUncounted(tr, a);
    if (ctx.g.permanents.size) for (const id of countedBlockers(tr, a)) fireEnchanted(tr, a, 'becomes-blocked-by', id);
    if (!abilitiesOn(tr, a, 'becomes-blocked-by').length) continue;
    for (const id of countedBlockers(tr, a)) {
      const b = ctx.creature(id);
      fire(tr, a, 'becomes-blocked-by', id, ({ ability: x }) => x['unless-that-has'] === undefined || !has(b, x['unless-that-has'].trim().toLowerCase().replace(/\s+/g, ' ')));
    }
  }
}

/**
 * The triggered abilities of the Auras on a creature that trigger on its event
 * ("whenever enchanted creature becomes blocked [by a creature], you gain N life"): their
 * controller's, which may not be the creature's (601.7; 801.7 example). A life gain trigger.
 */
export function fireEnchanted(tr: Triggers, c: CreatureState, event: 'becomes-blocked' | 'becomes-blocked-by', that?: string): void {
  const { ctx } = tr;
  for (const pe of ctx.g.permanents.values()) {
    if (pe.zone !== 'battlefield' || pe.attachedTo !== c.id) continue;
    for (const x of pe.spec.enchantedTriggers) {
      if (x.trigger !== event || (ctx.s.multiplayer && !reaches(tr, pe.controller, c, that, pe.id))) continue;
      tr.pending.push(trigger(pe.controller, 'lifegain', pe.id, x.amount, 1, 'trigger.ability', {}));
      ctx.log('trigger', 'trigger.ability', say`${pe.spec.name}'s triggered ability triggers (${c.spec.name} becomes blocked${that ? ` by ${ctx.name(that)}` : ''}): ${pe.controller} gains ${x.amount} life.`, { source: pe.id, target: c.id });
    }
  }
}

/** Old rules: say which blockers an attacker's block triggers ignore, because they block it only through its band. */
export function sayUncounted(tr: Triggers, a: CreatureState): void {
  const { ctx } = tr;
  const { counted, rule } = tr.model.countedBlockers(a.id, a.blockers, tr.induced);
  if (counted.length === a.blockers.length) return;
  const cares = abilitiesOn(tr, a, 'becomes-blocked-by').length > 0 || abilitiesOn(tr, a, 'becomes-blocked').some((x) => x.ability.per === 'blocker-beyond-first');
  if (!cares) return;
  for (const b of a.blockers) {
    if (!counted.includes(b)) ctx.log('note', rule, say`${ctx.name(b)} blocks ${a.spec.name} only through its band: it is not assigned to block it, so it does not count for ${a.spec.name}'s triggered abilities.`, { source: b, target: a.id });
  }
}

/** An attacker's blockers that count for its triggers: in the old rules not those blocking it only through its band. */
export function countedBlockers(tr: Triggers, a: CreatureState): readonly string[] {
  return tr.model.countedBlockers(a.id, a.blockers, tr.induced).counted;
}

/** "Dies" triggers of the creatures put into a graveyard from the battlefield since the last look. */
export function collectDeaths(tr: Triggers): void {
  const died = tr.zones.died;
  if (died.length) {
    tr.zones.died = [];
    for (const c of died) fire(tr, c, 'dies', undefined, ({ ability: x }) => x['if-no-counter'] === undefined || c.counters[x['if-no-counter']] === 0);
  }
  collectEntries(tr);
}

/** The object on the battlefield saying creatures entering don't cause abilities to trigger, if any (loops: no list made per entry). */
function torporOrb(tr: Triggers): { readonly id: string; readonly spec: { readonly name: string } } | undefined {
  const all = tr.ctx.all;
  for (let i = 0; i < all.length; i++) { const o = all[i]!; if (o.zone === 'battlefield' && o.spec.entersDontTrigger) return o; }
  for (const o of tr.ctx.g.permanents.values()) if (o.zone === 'battlefield' && o.spec.entersDontTrigger) return o;
  return undefined;
}

/**
 * "When this enters" and "whenever another creature you control enters" (603.6a; "comes into play"
 * before 2009) for the creatures that entered since the last look: created tokens, cards returned by
 * persist, undying or blink, ninjas.
 */
export function collectEntries(tr: Triggers): void {
  const entered = tr.zones.entered;
  if (!entered.length) return;
  tr.zones.entered = [];
  // Torpor Orb: creatures entering cause no abilities to trigger (the card overrides 603.6a: 101.1; 103.1 before 2009).
  const orb = torporOrb(tr);
  // It entered: its own "when this enters" triggers even if it has left since (603.6a, 603.10: not a leaves-the-battlefield look-back).
  for (const c of entered) {
    if (orb) {
      const mine = abilitiesOn(tr, c, 'enters').length > 0;
      const others = tr.ctx.all.some((o) => o !== c && isCreature(o) && o.controller === c.controller && abilitiesOn(tr, o, 'another-enters').length > 0);
      if (mine || others) tr.ctx.log('trigger', 'trigger.enters-suppressed', say`${c.spec.name} enters, but ${orb.spec.name} says creatures entering the battlefield don't cause abilities to trigger.`, { source: orb.id, target: c.id });
      continue;
    }
    fire(tr, c, 'enters');
    for (const o of tr.ctx.all) if (o !== c && isCreature(o) && o.controller === c.controller) fire(tr, o, 'another-enters', c.id);
  }
}
