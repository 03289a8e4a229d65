// Scripted actions (spec §5): what a player does in a window. The engine decides *when*
// (core/engine/schedule.ts, with the windowAllows hook); this file is *what* each action does.
import type { Action } from '../scenario/scenario.js';
import type { RuleKey } from '../rule-keys.js';
import { say } from '../events.js';
import { normalizeKeyword } from '../scenario/schema.js';
import type { RunContext } from './context.js';
import type { Damage } from './deal.js';
import { inCombat, isCreature, power, toughness, type CreatureState, type PermanentState, type PlayerState } from './state.js';
import { applyStatics } from './statics.js';
import type { Zones } from './zones.js';

/** What an action works with: the run, zone changes, and damage dealing. */
export interface ActionScope { ctx: RunContext; zones: Zones; damage: Damage }

const CARD_TYPES = ['creature', 'artifact', 'enchantment', 'land', 'planeswalker'];
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1).toLowerCase();

/**
 * Who does an action and by which rule, when it is not a player's scripted action: a triggered
 * ability's effect is carried out as the action with the same meaning, cited by the ability's rule.
 */
export interface Performer { who: string; rule: RuleKey }

/**
 * Performs one scripted action (spec §5), or a triggered ability's effect, then applies the static
 * abilities again (what they apply to may have changed); the caller checks state-based actions afterwards.
 */
export function perform(scope: ActionScope, a: Action, as?: Performer): void {
  act(scope, a, as);
  applyStatics(scope.ctx);
}

function act({ ctx, zones, damage }: ActionScope, a: Action, as?: Performer): void {
  const g = ctx.g;
  const byOf = (id: string) => g.creatures.get(id)?.controller ?? g.permanents.get(id)?.controller ?? id;
  // The acting player: given, else the one who gains control or life, else the target's controller.
  const by = a.by ?? (a.do === 'gain-control' ? a.player : 'target' in a ? byOf(a.target) : 'player' in a ? a.player : g.active);
  const who = as?.who ?? `${by}:`;
  const key = (k: RuleKey): RuleKey => as?.rule ?? k;
  const pe = 'target' in a && a.do !== 'damage' && a.do !== 'prevent' ? g.permanents.get(a.target) : undefined;
  if (pe) return permanentAction(ctx, zones, pe, a, who, key);
  if ('target' in a && g.creatures.has(a.target) && a.do !== 'damage' && a.do !== 'prevent') {
    const c = ctx.creature(a.target);
    if (c.zone !== 'battlefield') {
      ctx.log('action-skipped', 'combat.removed', say`Action #${a.index + 1} (${a.do} ${c.spec.name}) is not performed: ${c.spec.name} is no longer on the battlefield.`, { target: c.id });
      return;
    }
  }
  switch (a.do) {
    case 'destroy': {
      const c = ctx.creature(a.target);
      ctx.log('action', key('action.destroy'), say`${who} destroy ${c.spec.name}.`, { target: c.id });
      zones.destroy(c, 'action.destroy');
      return;
    }
    case 'sacrifice': {
      const c = ctx.creature(a.target);
      ctx.log('action', key('action.sacrifice'), say`${who} sacrifice ${c.spec.name}.`, { target: c.id });
      zones.moveTo(c, 'graveyard', 'action.sacrifice');
      return;
    }
    case 'bounce': {
      const c = ctx.creature(a.target);
      ctx.log('action', key('action.bounce'), say`${who} return ${c.spec.name} to its owner's hand.`, { target: c.id });
      zones.moveTo(c, 'hand', 'action.bounce');
      return;
    }
    case 'exile': {
      const c = ctx.creature(a.target);
      ctx.log('action', key('action.exile'), say`${who} exile ${c.spec.name}.`, { target: c.id });
      zones.moveTo(c, 'exile', 'action.exile');
      return;
    }
    case 'damage': return damage.noncombat(a.source, a.target, a.amount, who, by, a['redirect-to']);
    case 'pump': {
      const c = ctx.creature(a.target);
      c.powerMod += a.power ?? 0;
      c.toughnessMod += a.toughness ?? 0;
      const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
      ctx.log('action', key('action.pump'), say`${who} ${c.spec.name} gets ${sign(a.power ?? 0)}/${sign(a.toughness ?? 0)} until end of turn (now ${power(c)}/${toughness(c)}).`, { target: c.id });
      return;
    }
    case 'grant': case 'lose': {
      const c = ctx.creature(a.target);
      const k = normalizeKeyword(a.keyword)!;
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
      const c = ctx.creature(a.target);
      const cardTypes = a.types.filter((t) => CARD_TYPES.includes(t.toLowerCase()));
      if (cardTypes.length) c.cardTypes = cardTypes.map(cap);
      c.types = a.types.filter((t) => !CARD_TYPES.includes(t.toLowerCase()));
      ctx.log('action', key('action.set-types'), say`${who} ${c.spec.name} becomes ${[...(cardTypes.length ? c.cardTypes : []), ...c.types].join(' ') || 'typeless'}.`, { target: c.id });
      if (!c.cardTypes.includes('Creature')) zones.removeFromCombat(c, `${c.spec.name} is no longer a creature`);
      return;
    }
    case 'tap': case 'untap': {
      const c = ctx.creature(a.target);
      c.tapped = a.do === 'tap';
      ctx.log('action', key('action.tap'), say`${who} ${a.do} ${c.spec.name}${inCombat(c) ? '; it stays in combat' : ''}.`, { target: c.id });
      return;
    }
    case 'regenerate': {
      const c = ctx.creature(a.target);
      c.regenShields++;
      ctx.log('action', key('regenerate'), say`${who} a regeneration shield is set up on ${c.spec.name}.`, { target: c.id });
      return;
    }
    case 'prevent': {
      const t: CreatureState | PlayerState | PermanentState = g.players.get(a.target) ?? g.permanents.get(a.target) ?? ctx.creature(a.target);
      if ('spec' in t && t.zone !== 'battlefield') {
        ctx.log('action-skipped', 'combat.removed', say`Action #${a.index + 1} (prevent) is not performed: ${t.spec.name} is no longer on the battlefield.`, { target: t.id });
        return;
      }
      t.preventShield += a.amount;
      ctx.log('action', key('damage.prevent'), say`${who} the next ${a.amount} damage to ${'spec' in t ? t.spec.name : t.id} this turn is prevented.`, { target: t.id, amount: a.amount });
      return;
    }
    case 'remove-from-combat': {
      const c = ctx.creature(a.target);
      ctx.log('action', key('action.remove-from-combat'), say`${who} ${c.spec.name} is removed from combat.`, { target: c.id });
      zones.removeFromCombat(c, null);
      return;
    }
    case 'gain-control': {
      const c = ctx.creature(a.target);
      if (c.controller === a.player) {
        ctx.log('action', key('action.gain-control'), say`${who} ${a.player} already controls ${c.spec.name}.`, { target: c.id });
        return;
      }
      c.controller = a.player;
      // Summoning sickness runs from the moment control changes (G.39.1 / 308.1 / 302.6).
      c.sick = true;
      ctx.log('action', key('action.gain-control'), say`${who} ${a.player} gains control of ${c.spec.name}; it has not been controlled continuously since the turn began.`, { target: c.id });
      zones.removeFromCombat(c, `${c.spec.name} changed controller`);
      return;
    }
    case 'gain-life': case 'lose-life': {
      const p = ctx.player(a.player);
      p.life += a.do === 'gain-life' ? a.amount : -a.amount;
      ctx.log('life', key('action.life'), say`${who} ${p.id} ${a.do === 'gain-life' ? 'gains' : 'loses'} ${a.amount} life (life ${p.life}).`, { target: p.id, amount: a.amount });
      return;
    }
    case 'add-counters': {
      const c = ctx.creature(a.target);
      if (!isCreature(c)) {
        ctx.log('action-skipped', 'combat.removed', say`${who} no counters are put on ${c.spec.name}: it is no longer a creature on the battlefield.`, { target: c.id });
        return;
      }
      c.counters = { ...c.counters, [a.kind]: c.counters[a.kind] + a.amount };
      ctx.log('action', key('action.add-counters'), say`${who} ${a.amount} ${a.kind} counter${a.amount === 1 ? '' : 's'} on ${c.spec.name} (now ${power(c)}/${toughness(c)}).`, { target: c.id, amount: a.amount });
      return;
    }
    case 'poison': {
      const p = ctx.player(a.player);
      p.poison += a.amount;
      ctx.log('action', key('action.poison'), say`${who} ${p.id} gets ${a.amount} poison counter${a.amount === 1 ? '' : 's'} (poison ${p.poison}).`, { target: p.id, amount: a.amount });
      return;
    }
    case 'must-block': {
      // A requirement, weighed with the others when blockers are declared (509.1c; 500.4; 500.2; D'Angelo C.6.6).
      const c = ctx.creature(a.target);
      c.mustBlock = [...c.mustBlock, a.attacker];
      ctx.log('action', key('block.requirement'), say`${who} ${c.spec.name} blocks ${ctx.name(a.attacker)} this combat if able.`, { source: a.attacker, target: c.id });
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
