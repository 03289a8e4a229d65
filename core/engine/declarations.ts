// The turn-based actions of declaring attackers (508.1, C.4 before 1999) and blockers (509.1, C.6),
// step by step as the rules list them: combat.ts runs them in order, one function per step, named
// for its rule. (Split for reading; V8 inlines the small steps back into their caller, so the
// optimising compiler's work is about what it was: docs/performance.md.)
import { say } from '../events.js';
import type { Scenario } from '../scenario/scenario.js';
import type { RunContext } from './context.js';
import { attackCost, blockCost, hasAttackTaxes, hasBlockTaxes, payDeclaration } from './costs.js';
import { attackTarget } from './permanents.js';
import { has, isCreature, type CreatureState } from './state.js';
import { mapped } from './lists.js';

export type Attack = Scenario['attacks'][number];
export type Block = { b: CreatureState; attackers: CreatureState[] };

/** 508.1a: the attacks the scenario declares, of creatures still on the battlefield (the others are said and dropped). */
export function chosenAttacks(ctx: RunContext): Attack[] {
  // Loops, not filter or forEach, over the scenario's lists: frozen arrays take a slow path in those (state.ts).
  const declared: Attack[] = [];
  const attacks = ctx.s.attacks;
  for (let i = 0; i < attacks.length; i++) {
    const d = attacks[i]!;
    if (isCreature(ctx.creature(d.attacker))) declared.push(d);
    else ctx.log('attack', 'attack.declare', say`${ctx.name(d.attacker)} is no longer a creature on the battlefield and is not declared as an attacker.`, { source: d.attacker });
  }
  if (ctx.logging) ctx.decides(ctx.g.active, declared.length ? say`which creatures attack and what each attacks: ${declared.map((d) => `${ctx.name(d.attacker)} attacks ${ctx.name(d.player)}`).join(', ')}` : 'no attackers');
  return declared;
}

/** 508.1b: what each attacker attacks; a planeswalker or battle only where the era has the card type (permanents.ts). */
export function attackTargets(ctx: RunContext, declared: readonly Attack[]): { attacker: string; player: string }[] {
  // Lists built with mapped, not map: always packed (lists.ts).
  return mapped(declared, (d) => ({ attacker: d.attacker, player: attackTarget(ctx, d.attacker, d.player) }));
}

/**
 * 508.1g-j (D'Angelo C.4.1, C.10.3; 308.2): the costs to attack, determined and paid, or the
 * declaration is illegal and rewound; paid before the attackers tap, which a rewind would undo anyway.
 */
export function payAttackCosts(ctx: RunContext, targets: readonly { attacker: string; player: string }[]): void {
  if (!hasAttackTaxes(ctx)) return;
  payDeclaration(ctx, 'attack', ctx.g.active, mapped(targets, ({ attacker, player }) => ({ id: attacker, ...attackCost(ctx, ctx.creature(attacker), player) })));
}

/** 508.1f and 508.1k: the attackers tap, unless they have vigilance (702.20b), and attack. */
export function tapAttackers(ctx: RunContext, targets: readonly { attacker: string; player: string }[]): void {
  for (let i = 0; i < targets.length; i++) {
    const { attacker, player } = targets[i]!;
    const c = ctx.creature(attacker);
    c.attacking = player;
    if (has(c, 'vigilance')) {
      if (ctx.logging) ctx.log('attack', 'attack.vigilance', say`${c.spec.name} attacks ${ctx.name(player)} and does not tap (vigilance).`, { source: attacker, target: player });
    } else {
      c.tapped = true;
      if (ctx.logging) ctx.log('attack', 'attack.taps', say`${c.spec.name} attacks ${ctx.name(player)} and taps.`, { source: attacker, target: player });
    }
  }
}

/** 508.1e (702.22c): the bands the scenario announces. */
export function formBands(ctx: RunContext): void {
  const bands = ctx.s.bands;
  for (let i = 0; i < bands.length; i++) {
    const band = bands[i]!;
    for (let k = 0; k < band.length; k++) ctx.creature(band[k]!).band = i;
    if (ctx.logging) ctx.log('band', 'attack.band', say`${[...band].map((id) => ctx.name(id)).join(', ')} attack as a band.`);
  }
}

/** 509.1a: the blocks the scenario declares, of creatures still on the battlefield, of attackers still attacking (the others are said and dropped). */
export function chosenBlocks(ctx: RunContext): Block[] {
  const blocks: Block[] = [];
  const declared = ctx.s.blocks;
  for (let i = 0; i < declared.length; i++) {
    const { blocker, attackers } = declared[i]!;
    const b = ctx.creature(blocker);
    if (!isCreature(b)) {
      ctx.log('block', 'block.declare', say`${b.spec.name} is no longer a creature on the battlefield and cannot block.`, { source: blocker });
      continue;
    }
    const live: CreatureState[] = [];
    for (let k = 0; k < attackers.length; k++) {
      const a = ctx.creature(attackers[k]!);
      if (isCreature(a) && a.attacking !== null) live.push(a);
      else ctx.log('block', 'block.declare', say`${a.spec.name} is no longer attacking, so ${b.spec.name} cannot block it.`, { source: blocker, target: a.id });
    }
    if (live.length) blocks.push({ b, attackers: live });
  }
  return blocks;
}

/** 509.1d-f: each blocking creature's cost to block, paid in full by its controller; several defending players pay for their own in APNAP order (802.4). */
export function payBlockCosts(ctx: RunContext, blocks: readonly Block[]): void {
  if (!hasBlockTaxes(ctx) || !blocks.length) return;
  const g = ctx.g;
  const each = blockCost(ctx);
  const payers = g.players.size === 2 ? [g.defending] : [...g.players.keys()].filter((p) => blocks.some(({ b }) => b.controller === p));
  for (const p of payers) payDeclaration(ctx, 'block', p, mapped(blocks.filter(({ b }) => payers.length === 1 || b.controller === p), ({ b }) => ({ id: b.id, ...each })));
}

/** The creatures blocked through their band: none where the scenario has no bands (nearly every run). */
const NO_BANDS: ReadonlySet<string> = new Set();

/**
 * Blocking one creature of a band blocks the whole band (C.4.11; 702.22h today); bands are the
 * scenario's. Returns the blocks so induced, as "blocker>attacker".
 */
export function blockWholeBands(ctx: RunContext, blocks: readonly Block[]): ReadonlySet<string> {
  if (!ctx.s.bands.length) return NO_BANDS;
  const induced = new Set<string>();
  for (const blk of blocks) {
    const extra: CreatureState[] = [];
    for (const a of blk.attackers) {
      if (a.band === null) continue;
      for (const m of ctx.attackers()) {
        if (m.band === a.band && !blk.attackers.includes(m) && !extra.includes(m)) extra.push(m);
      }
    }
    for (const m of extra) {
      induced.add(`${blk.b.id}>${m.id}`);
      if (ctx.logging) ctx.log('block', 'block.band', say`${blk.b.spec.name} blocks ${m.spec.name} too: blocking one creature of a band blocks the whole band.`, { source: blk.b.id, target: m.id });
    }
    blk.attackers.push(...extra);
  }
  return induced;
}

/** 509.1g-h: the chosen creatures become blocking creatures, the attackers they block blocked creatures; the others are unblocked. */
export function markBlocks(ctx: RunContext, blocks: readonly Block[]): void {
  const blockersOf = new Map<CreatureState, string[]>();
  for (let i = 0; i < blocks.length; i++) {
    const { b, attackers } = blocks[i]!;
    b.isBlocker = true;
    b.blocking = fileOrder(mapped(attackers, (a) => a.id), ctx.position);
    for (let k = 0; k < attackers.length; k++) {
      const a = attackers[k]!;
      a.blocked = true;
      const ids = blockersOf.get(a) ?? blockersOf.set(a, [...a.blockers]).get(a)!;
      ids.push(b.id);
    }
    if (ctx.logging) ctx.log('block', 'block.declare', say`${b.spec.name} blocks ${b.blocking.map((id) => ctx.name(id)).join(', ')}.`, { source: b.id, target: b.blocking[0] });
  }
  for (const [a, ids] of blockersOf) a.blockers = fileOrder(ids, ctx.position);
  if (ctx.logging) {
    for (const a of ctx.attackers()) {
      if (!a.blocked) ctx.log('block', 'block.declare', say`${a.spec.name} is unblocked.`, { source: a.id });
    }
  }
}

/**
 * The ids without repeats, in file order. Lists of creatures are kept in file order by sorting on
 * position: linear in the blocks, where re-filtering the whole board for every block grew with the
 * cube of a large board. Short lists (nearly all) are sorted in place, without the Set and the
 * sort's work array.
 */
function fileOrder(ids: string[], position: ReadonlyMap<string, number>): string[] {
  if (ids.length < 2) return ids;
  if (ids.length > 8) return [...new Set(ids)].sort((x, y) => position.get(x)! - position.get(y)!);
  const out: string[] = [];
  for (const id of ids) {
    if (out.includes(id)) continue;
    const p = position.get(id)!;
    let i = out.length;
    out.push(id);
    for (; i > 0 && position.get(out[i - 1]!)! > p; i--) out[i] = out[i - 1]!;
    out[i] = id;
  }
  return out;
}
