// Scripted actions (spec §5): what a player does in a window. The engine decides *when*
// (core/engine/combat.ts, with the windowAllows hook); this file is *what* each action does.
import type { Action } from '../scenario/scenario.js';
import { normalizeKeyword } from '../scenario/schema.js';
import type { Combat } from './combat.js';
import { inCombat, isCreature, power, protectedFrom, toughness, type CreatureState, type PlayerState } from './state.js';

const CARD_TYPES = ['creature', 'artifact', 'enchantment', 'land', 'planeswalker'];
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1).toLowerCase();

/** Performs one scripted action (spec §5); the caller checks state-based actions afterwards. */
export function perform(cb: Combat, a: Action): void {
  const g = cb.g;
  const byOf = (id: string) => g.creatures.get(id)?.controller ?? id;
  // The acting player: given, else the one who gains control or life, else the target's controller.
  const by = a.by ?? (a.do === 'gain-control' ? a.player : 'target' in a ? byOf(a.target) : 'player' in a ? a.player : g.active);
  const who = `${by}:`;
  if ('target' in a && g.creatures.has(a.target) && a.do !== 'damage' && a.do !== 'prevent') {
    const c = cb.creature(a.target);
    if (c.zone !== 'battlefield') {
      cb.log('action-skipped', 'combat.removed', `Action #${a.index + 1} (${a.do} ${c.spec.name}) is not performed: ${c.spec.name} is no longer on the battlefield.`, { target: c.id });
      return;
    }
  }
  switch (a.do) {
    case 'destroy': {
      const c = cb.creature(a.target);
      cb.log('action', 'action.destroy', `${who} destroy ${c.spec.name}.`, { target: c.id });
      cb.destroy(c, 'action.destroy');
      return;
    }
    case 'sacrifice': {
      const c = cb.creature(a.target);
      cb.log('action', 'action.sacrifice', `${who} sacrifice ${c.spec.name}.`, { target: c.id });
      cb.moveTo(c, 'graveyard', 'action.sacrifice');
      return;
    }
    case 'bounce': {
      const c = cb.creature(a.target);
      cb.log('action', 'action.bounce', `${who} return ${c.spec.name} to its owner's hand.`, { target: c.id });
      cb.moveTo(c, 'hand', 'action.bounce');
      return;
    }
    case 'exile': {
      const c = cb.creature(a.target);
      cb.log('action', 'action.exile', `${who} exile ${c.spec.name}.`, { target: c.id });
      cb.moveTo(c, 'exile', 'action.exile');
      return;
    }
    case 'damage': return noncombatDamage(cb, a.source, a.target, a.amount, who);
    case 'pump': {
      const c = cb.creature(a.target);
      c.powerMod += a.power ?? 0;
      c.toughnessMod += a.toughness ?? 0;
      const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
      cb.log('action', 'action.pump', `${who} ${c.spec.name} gets ${sign(a.power ?? 0)}/${sign(a.toughness ?? 0)} until end of turn (now ${power(c)}/${toughness(c)}).`, { target: c.id });
      return;
    }
    case 'grant': case 'lose': {
      const c = cb.creature(a.target);
      const k = normalizeKeyword(a.keyword)!;
      if (a.do === 'grant') c.keywords.push(k);
      else c.keywords = c.keywords.filter((x) => x !== k);
      cb.log('action', 'action.keyword', `${who} ${c.spec.name} ${a.do === 'grant' ? 'gains' : 'loses'} ${k} until end of turn.`, { target: c.id });
      return;
    }
    case 'set-types': {
      const c = cb.creature(a.target);
      const cardTypes = a.types.filter((t) => CARD_TYPES.includes(t.toLowerCase()));
      if (cardTypes.length) c.cardTypes = cardTypes.map(cap);
      c.types = a.types.filter((t) => !CARD_TYPES.includes(t.toLowerCase()));
      cb.log('action', 'action.set-types', `${who} ${c.spec.name} becomes ${[...(cardTypes.length ? c.cardTypes : []), ...c.types].join(' ') || 'typeless'}.`, { target: c.id });
      if (!c.cardTypes.includes('Creature')) cb.removeFromCombat(c, `${c.spec.name} is no longer a creature`);
      return;
    }
    case 'tap': case 'untap': {
      const c = cb.creature(a.target);
      c.tapped = a.do === 'tap';
      cb.log('action', 'action.tap', `${who} ${a.do} ${c.spec.name}${inCombat(c) ? '; it stays in combat' : ''}.`, { target: c.id });
      return;
    }
    case 'regenerate': {
      const c = cb.creature(a.target);
      c.regenShields++;
      cb.log('action', 'regenerate', `${who} a regeneration shield is set up on ${c.spec.name}.`, { target: c.id });
      return;
    }
    case 'prevent': {
      const t: CreatureState | PlayerState = g.players.get(a.target) ?? cb.creature(a.target);
      if ('spec' in t && t.zone !== 'battlefield') {
        cb.log('action-skipped', 'combat.removed', `Action #${a.index + 1} (prevent) is not performed: ${t.spec.name} is no longer on the battlefield.`, { target: t.id });
        return;
      }
      t.preventShield += a.amount;
      cb.log('action', 'damage.prevent', `${who} the next ${a.amount} damage to ${'spec' in t ? t.spec.name : t.id} this turn is prevented.`, { target: t.id, amount: a.amount });
      return;
    }
    case 'remove-from-combat': {
      const c = cb.creature(a.target);
      cb.log('action', 'action.remove-from-combat', `${who} ${c.spec.name} is removed from combat.`, { target: c.id });
      cb.removeFromCombat(c, null);
      return;
    }
    case 'gain-control': {
      const c = cb.creature(a.target);
      if (c.controller === a.player) {
        cb.log('action', 'action.gain-control', `${who} ${a.player} already controls ${c.spec.name}.`, { target: c.id });
        return;
      }
      c.controller = a.player;
      // Summoning sickness runs from the moment control changes (G.39.1 / 308.1 / 302.6).
      c.sick = true;
      cb.log('action', 'action.gain-control', `${who} ${a.player} gains control of ${c.spec.name}; it has not been controlled continuously since the turn began.`, { target: c.id });
      cb.removeFromCombat(c, `${c.spec.name} changed controller`);
      return;
    }
    case 'gain-life': case 'lose-life': {
      const p = cb.player(a.player);
      p.life += a.do === 'gain-life' ? a.amount : -a.amount;
      cb.log('life', 'action.life', `${who} ${p.id} ${a.do === 'gain-life' ? 'gains' : 'loses'} ${a.amount} life (life ${p.life}).`, { target: p.id, amount: a.amount });
      return;
    }
    case 'add-mana': {
      const p = cb.player(a.player);
      p.pool += a.amount;
      cb.log('mana', 'action.add-mana', `${who} ${a.amount} colourless mana is added to ${p.id}'s mana pool (pool ${p.pool}).`, { target: p.id, amount: a.amount });
      return;
    }
  }
}

/** Damage from a spell or ability: protection, prevention shields, deathtouch and lifelink apply. */
function noncombatDamage(cb: Combat, sourceId: string | undefined, target: string, amount: number, who: string): void {
  const src = sourceId ? cb.creature(sourceId) : undefined;
  const from = src ? ` from ${src.spec.name}${src.zone !== 'battlefield' ? ' (last known information)' : ''}` : '';
  const totals = new Map<string, number>();
  const hurt: { source: string; target: string; amount: number }[] = [];
  if (cb.g.players.has(target)) {
    const p = cb.player(target);
    const n = cb.shield(p, amount, src);
    p.life -= n;
    cb.log('damage', 'action.damage', `${who} ${n} damage${from} to ${p.id} (life ${p.life}).`, { source: src?.id, target, amount: n });
    if (src && n > 0) totals.set(src.id, n);
  } else {
    const r = cb.creature(target);
    if (!isCreature(r)) {
      cb.log('action-skipped', 'combat.removed', `${who} the damage to ${r.spec.name} is not dealt: it is no longer a creature on the battlefield.`, { target });
      return;
    }
    if (protectedFrom(r, src)) {
      cb.log('prevent', 'damage.protection', `${r.spec.name} has protection: the ${amount} damage${from} is prevented.`, { source: src?.id, target, amount });
      return;
    }
    const n = cb.shield(r, amount, src);
    r.damage += n;
    cb.log('damage', 'action.damage', `${who} ${n} damage${from} to ${r.spec.name} (${r.damage} damage marked, toughness ${toughness(r)}).`, { source: src?.id, target, amount: n });
    if (src && n > 0) {
      totals.set(src.id, n);
      hurt.push({ source: src.id, target, amount: n });
    }
  }
  cb.afterDamage(totals, hurt);
}
