// Costs to attack and to block (Propaganda, Ghostly Prison, Norn's Annex, Nils; War Cadence), and
// paying mana. The declaring player determines the total cost, which is then locked in, and pays it
// in full, or the declaration is illegal (D'Angelo C.4.1, C.10.3; 308.2-308.3 of 1999 and 2003;
// 308.2d-f of 2004; 508.1g-i / 508.1h-j; 509.1d-f). No era differs in what a declaration costs or
// whether it can be paid: the numbers differ, and the era's combat procedure decides whether mana added
// to the pool in an earlier step is still there.
//
// Mana: a player pays from the pool (mana `add-mana` put there, colourless) first, then from the
// mana its untapped sources can make (players.<id>.mana): mana abilities may be activated while
// paying (C.4.7; 308.2; 308.2e; 508.1h), and a source tapped then makes mana that is spent at once,
// so it never sits in the pool and never burns. A Phyrexian symbol is paid with one mana of its
// colour or 2 life (107.4f; the card's reminder text before 2011); by default with mana wherever the
// rest of the cost still can be paid, else with life; `choices.<player>.tax-life` says how many
// symbols are paid with life instead.
import { say } from '../events.js';
import type { RuleKey } from '../rule-keys.js';
import { MANA_TYPES, addCost, costText, costValue, freeCost, manaText, noMana, sum, type ManaCost, type ManaSet } from '../scenario/mana.js';
import type { RunContext } from './context.js';
import type { CreatureState, PermanentState, PlayerState } from './state.js';

/** What a payment takes: mana from the pool, mana from the player's sources by type, life. */
interface Payment { pool: number; sources: ManaSet; life: number }

/**
 * How the player pays the cost now, with `lifeSymbols` of its Phyrexian symbols paid with life
 * (undefined: as few as the mana allows), or why it can't be paid.
 */
function plan(p: PlayerState, cost: ManaCost, lifeSymbols?: number): Payment | string {
  const src = { ...p.mana };
  let pool = p.pool;
  const used: Payment = { pool: 0, sources: noMana(), life: 0 };
  const take = (t: (typeof MANA_TYPES)[number], n: number) => { src[t] -= n; used.sources[t] += n; };
  for (const t of MANA_TYPES) {
    let need = cost.typed[t];
    // The pool's mana is colourless: it pays {C} and generic mana.
    if (t === 'C') { const k = Math.min(pool, need); pool -= k; used.pool += k; need -= k; }
    if (src[t] < need) return `${costText(cost)} needs ${cost.typed[t]} {${t}} mana and ${p.id} ${has(p)}`;
    take(t, need);
  }
  const phyrexian = sum(cost.phyrexian);
  const left = pool + sum(src);
  if (left < cost.generic) return `${costText(cost)} needs ${cost.generic + sum(cost.typed)} mana and ${p.id} ${has(p)}`;
  const matching = MANA_TYPES.reduce((n, t) => n + Math.min(cost.phyrexian[t], src[t]), 0);
  const most = Math.min(matching, left - cost.generic);
  const byMana = lifeSymbols === undefined ? most : phyrexian - lifeSymbols;
  if (byMana < 0 || byMana > most) return `${lifeSymbols} of its ${phyrexian} Phyrexian symbols can't be paid with life and the rest with mana (at most ${most} with mana)`;
  used.life = 2 * (phyrexian - byMana);
  // 119.4 / 116.3: a player can pay life only up to its life total (0 always).
  if (used.life > 0 && p.life < used.life) return `${costText(cost)} needs ${used.life} life for its Phyrexian symbols (the mana pays ${byMana}) and ${p.id} has ${p.life}`;
  let n = byMana;
  for (const t of MANA_TYPES) { const k = Math.min(cost.phyrexian[t], src[t], n); take(t, k); n -= k; }
  let generic = cost.generic;
  const k = Math.min(pool, generic); used.pool += k; generic -= k;
  for (const t of ['C', 'W', 'U', 'B', 'R', 'G'] as const) { const k2 = Math.min(src[t], generic); take(t, k2); generic -= k2; }
  return used;
}

/** The mana a player has, for a reason why a cost can't be paid. */
const has = (p: PlayerState) => `can make only ${manaText(p.mana)}${p.pool ? ` beside ${p.pool} colourless mana in the pool` : ''}`;

/** Pays as planned, logging each part. */
function apply(ctx: RunContext, p: PlayerState, u: Payment, what: string, key: RuleKey, sourcesKey: RuleKey = 'cost.mana-abilities'): void {
  if (u.pool) {
    p.pool -= u.pool;
    ctx.log('mana', key, say`${p.id} pays ${u.pool} mana from the pool${what ? ` for ${what}` : ''} (pool ${p.pool}).`, { target: p.id, amount: u.pool });
  }
  if (sum(u.sources)) {
    const m = { ...p.mana };
    for (const t of MANA_TYPES) m[t] -= u.sources[t];
    p.mana = m;
    ctx.log('mana', sourcesKey, say`${p.id} taps mana sources for ${manaText(u.sources)} and pays it${what ? ` for ${what}` : ''} (sources left: ${manaText(p.mana)}).`, { target: p.id, amount: sum(u.sources) });
  }
  if (u.life) {
    p.life -= u.life;
    ctx.sbaDue = true;
    ctx.log('life', 'cost.phyrexian', say`${p.id} pays ${u.life} life for ${u.life / 2} Phyrexian mana symbol${u.life > 2 ? 's' : ''} of ${what} (life ${p.life}).`, { target: p.id, amount: u.life });
  }
}

/** Generic mana for an activated ability or ninjutsu: the pool first, then the player's sources. Why not (`need`: "the 2 the cost needs"), or null. */
export function genericShortfall(p: PlayerState, n: number, need: string): string | null {
  if (p.pool + sum(p.mana) >= n) return null;
  return `${p.id}'s mana pool holds ${p.pool} mana${sum(p.mana) ? ` and its sources can make ${sum(p.mana)} more` : ''}, not ${need}`;
}

export function payGeneric(ctx: RunContext, p: PlayerState, n: number): void {
  const cost = freeCost();
  cost.generic = n;
  const u = plan(p, cost);
  if (typeof u !== 'string') apply(ctx, p, u, '', 'cost.pay', 'cost.pay');
}

function object(ctx: RunContext, id: string): CreatureState | PermanentState {
  return ctx.creatureOrNone(id) ?? ctx.g.permanents.get(id)!;
}

/** The cost to attack `target` (a player, or a planeswalker in an era that has them) with `c`, and the objects imposing it. */
export function attackCost(ctx: RunContext, c: CreatureState, target: string): { cost: ManaCost; by: string[] } {
  let cost = freeCost();
  const by: string[] = [];
  const pw = ctx.g.permanents.get(target);
  const player = pw ? pw.controller : target;
  for (const id of ctx.facts.attackTaxSources) {
    const o = object(ctx, id);
    if (o.zone !== 'battlefield' || o.controller !== player) continue;
    for (const t of o.spec.attackTax) {
      if (pw && (pw.spec.type !== 'planeswalker' || !t.planeswalkers)) continue;
      const counters = t.perCounter * (c.counters['+1/+1'] + c.counters['-1/-1']);
      if (!costValue(t.cost) && !counters) continue;
      cost = addCost(cost, t.cost);
      cost.generic += counters;
      if (!by.includes(o.spec.name)) by.push(o.spec.name);
    }
  }
  return { cost, by };
}

/** The cost for each creature to block: every block tax on the battlefield (War Cadence taxes every blocker, either side's). */
export function blockCost(ctx: RunContext): { cost: ManaCost; by: string[] } {
  let cost = freeCost();
  const by: string[] = [];
  for (const id of ctx.facts.blockTaxSources) {
    const o = object(ctx, id);
    if (o.zone !== 'battlefield') continue;
    for (const t of o.spec.blockTax) cost = addCost(cost, t);
    if (!by.includes(o.spec.name)) by.push(o.spec.name);
  }
  return { cost, by };
}

export const hasAttackTaxes = (ctx: RunContext) => ctx.facts.attackTaxSources.length > 0;
export const hasBlockTaxes = (ctx: RunContext) => ctx.facts.blockTaxSources.length > 0;

/**
 * The total cost of a declaration, determined once and locked in, then paid by `player` in full; a
 * declaration whose total can't be paid is illegal (the game goes back to before it).
 */
export function payDeclaration(ctx: RunContext, kind: 'attack' | 'block', player: string, parts: readonly { id: string; cost: ManaCost; by: string[] }[]): void {
  const key: RuleKey = kind === 'attack' ? 'attack.cost' : 'block.cost';
  let total = freeCost();
  for (const x of parts) total = addCost(total, x.cost);
  if (!costValue(total)) return;
  const p = ctx.player(player);
  const what = `the cost to ${kind}, ${costText(total)}`;
  if (ctx.logging) {
    const each = parts.filter((x) => costValue(x.cost)).map((x) => `${costText(x.cost)} for ${ctx.name(x.id)} (${x.by.join(', ')})`).join(', ');
    ctx.log('note', key, say`The total cost to ${kind} is ${costText(total)}: ${each}; ${player} must pay it in full.`, { target: player, amount: costValue(total) });
  }
  const chosen = ctx.s.choices[player]?.taxLife;
  if (ctx.logging) ctx.decides(player, say`how ${what} is paid (with ${player}'s own mana and life only)`);
  let u = plan(p, total);
  if (typeof u === 'string') ctx.fail(kind === 'attack' ? 'illegal-attack' : 'illegal-block', key, `${player} can't pay the cost to ${kind}: ${u}`);
  if (chosen !== undefined) {
    const c = plan(p, total, chosen);
    if (typeof c === 'string') {
      const reason = `${player}'s choice to pay ${chosen} Phyrexian symbol${chosen === 1 ? '' : 's'} of ${what} with life is not possible: ${c}`;
      if (ctx.opts.strict) ctx.fail('illegal-choice', 'cost.phyrexian', reason);
      ctx.log('choice-rejected', 'cost.phyrexian', say`${reason}; the default is used.`, { target: player });
    } else u = c;
  }
  apply(ctx, p, u, what, key, kind === 'attack' ? 'cost.mana-abilities' : 'block.mana-abilities');
}
