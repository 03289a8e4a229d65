// Requirements on attacking and blocking ("attacks / blocks each combat if able", Lure's "all
// creatures able to block it do so", "must be blocked if able", and the must-block action's "blocks
// that creature this combat if able", provoke's effect). A declaration that obeys every
// restriction is still illegal if a change to it would obey more requirements (D'Angelo C.4.5,
// C.6.6; 500.2; 500.4-500.5; 508.1d, 509.1c). Which creatures such a change may move besides the
// one whose requirement it obeys is the era's requirement solver (rulesets/models/requirements.ts):
//   none      each creature alone, against the rest of the declaration as proposed (500.2, 1999);
//   required  also creatures that obey a requirement of their own by it (C.6.6's "subset of the
//             creatures that were required"; 2003-2007 500.5: a requirement can't be combined with
//             a restriction to require another creature);
//   any       any creature: the maximum possible number of requirements (2007 500.4; 509.1c).
//
// The search is bounded, because finding the true maximum over a board of 1000 creatures is a
// hard combinatorial problem. A change moves ONE creature to obey one of its unobeyed requirements
// (every way that requirement allows: each attacker for "blocks each combat", replacing each
// attacker it blocks when it can block no more), then repairs the restrictions that move broke,
// greedily in file order: creatures that block nothing are added to an attacker that needs N or
// more blockers, or beside a lone blocker that can't block alone; where any creature may move, the
// other blockers of an attacker the moved creature left are taken off it. A change that needs two
// creatures with requirements moved from other blocks at once is not looked for. Each change costs
// time linear in the board, and at most SEARCH.maxChecks restriction checks are made in all; past that
// the declaration stands and the log says the search stopped. A change found proves the
// declaration illegal (it obeys fewer requirements than some legal declaration). Small boards
// (SEARCH) are searched exhaustively instead, over every declaration the era lets the change make,
// so there the result is exact.
import type { RunContext } from './context.js';
import { say } from '../events.js';
import { isCreature, type CreatureState } from './state.js';
import { attackFault, attackTargetFault, blockedFault, blockersNeeded, blockFault, combatLimit } from './restrictions.js';
import { attackCost, blockCost, hasAttackTaxes, hasBlockTaxes } from './costs.js';
import { costValue } from '../scenario/mana.js';
import { attackingSide, mayAttackPlayer } from './multiplayer.js';

/**
 * The search's bounds. Blocks of at most `exactBlockers` creatures against at most `exactAttackers`
 * attackers, with at most `exactDeclarations` declarations to weigh, are searched exhaustively
 * (exact); larger boards by the bounded local search, which makes at most `maxChecks` restriction
 * checks. Mutable only so tests can force the local search.
 */
export const SEARCH = { exactBlockers: 16, exactAttackers: 8, exactDeclarations: 4096, maxChecks: 20_000 };

type Helpers = 'none' | 'required' | 'any';

/**
 * "Attacks each combat if able": the ability, or goaded (701.38b; with two players the goading
 * player is the only one to attack, so goad is this requirement alone; with more, checkGoadTargets
 * weighs its second requirement).
 */
const mustAttack = (c: CreatureState) => c.spec.statics['attacks-each-combat'] === true || c.goaded;

/** Attacking requirements (C.4.5; 500.2; 500.4; 508.1d): "attacks each combat if able". */
export function checkAttackRequirements(ctx: RunContext, declared: readonly CreatureState[]): void {
  // The active team's creatures in Two-Headed Giant (606.7a; 810.7a; 805.10a).
  let pool = ctx.all.filter((c) => isCreature(c) && attackingSide(ctx, c.controller));
  // A requirement never obliges a player to pay a cost to attack (D'Angelo C.10.3; 508.1d of 2024):
  // a creature that can attack nothing for free is left out, as if it couldn't attack.
  if (hasAttackTaxes(ctx)) pool = withoutCosts(ctx, pool, declared, (c) => attackTaxed(ctx, c), 'attack', false);
  const required = pool.filter((c) => mustAttack(c) && !declared.includes(c));
  if (!required.length) return;
  const { helpers, makesRoom } = ctx.rules.models.requirements.moves;
  const limit = combatLimit(ctx, 'attack');
  let checks = 0;
  for (const c of required) {
    if (++checks > SEARCH.maxChecks) return stopped(ctx, 'attack.requirement');
    if (attackFault(ctx, c) || !canAttackSomething(ctx, c)) continue;
    // Attacking alone breaks "can't attack alone" (508.1c example): a second attacker may help.
    let helper: CreatureState | undefined;
    if (!declared.length && c.spec.statics['cant-attack-alone']) {
      if (helpers === 'none') continue;
      const free = pool.filter((h) => h !== c && (helpers === 'any' || mustAttack(h)));
      helper = [...free.filter(mustAttack), ...free].find((h) => ++checks <= SEARCH.maxChecks && !attackFault(ctx, h));
      if (!helper) continue;
    }
    // A limit on the number of attackers (500.2 examples; 508.1d example): before 2003 the rest of
    // the declaration stands (C.4.5 "added"; 1999 500.2), so a full one could not obey it; from 2003
    // an attacker with no requirement of its own makes room (the change obeys one more).
    let instead: CreatureState | undefined;
    if (limit && declared.length + (helper ? 2 : 1) > limit.n) {
      if (!makesRoom || helper || declared.length + 1 - limit.n !== 1) continue;
      instead = declared.find((x) => !mustAttack(x) && !(declared.length === 1 && c.spec.statics['cant-attack-alone']));
      if (!instead) continue;
    }
    const goad = c.goaded && !c.spec.statics['attacks-each-combat'];
    ctx.fail('illegal-attack', goad ? 'goad' : 'attack.requirement',
      `${c.spec.name} ${goad ? 'is goaded: it ' : ''}attacks each combat if able and could attack${helper ? ` (with ${helper.spec.name})` : ''}${instead ? ` instead of ${instead.spec.name}` : ''}: the declaration obeys fewer requirements than it could`);
  }
  ctx.log('attack', 'attack.requirement', say`${required.map((c) => c.spec.name).join(', ')} must attack if able but cannot, as this era's rule judges it (no change to the declaration obeys more requirements), so the attack stands.`);
}

/** Whether some opponent, planeswalker or battle may be attacked by the creature, as far as restrictions on whom it attacks go (Blazing Archon). */
function canAttackSomething(ctx: RunContext, c: CreatureState): boolean {
  for (const p of ctx.g.players.keys()) if (mayAttackPlayer(ctx, c.controller, p) && !attackTargetFault(ctx, c, p)) return true;
  for (const pe of ctx.g.permanents.values()) {
    if (pe.zone !== 'battlefield') continue;
    if (pe.spec.type === 'planeswalker' && mayAttackPlayer(ctx, c.controller, pe.controller) && ctx.rules.capability('planeswalkers').exists) return true;
    if (pe.spec.type === 'battle' && mayAttackPlayer(ctx, c.controller, pe.spec.protector!) && ctx.rules.capability('battles').exists) return true;
  }
  return false;
}

/**
 * Goad's second requirement (701.38b): each goad makes the creature attack "a player other than" the
 * goading player if able, so with goading players named (`goaded: <player>`) a goaded attacker must
 * attack a player obeying as many of them as any player it may attack (free of costs, 802.3a, and of
 * restrictions, and within reach under the multiplayer options: mayAttackPlayer) would: the change moves that creature alone, which every era's requirement solver
 * allows. A planeswalker or battle is not a player: attacking one obeys none. A creature in a band
 * moves only with its band (A.11; 702.22): not weighed.
 */
export function checkGoadTargets(ctx: RunContext, declared: readonly { attacker: string; player: string }[]): void {
  for (const { attacker, player } of declared) {
    const c = ctx.creature(attacker);
    if (!c.goadedBy.length || ctx.s.bands.some((b) => b.includes(attacker))) continue;
    const obeyed = (t: string) => (ctx.g.players.has(t) ? c.goadedBy.filter((g) => g !== t).length : 0);
    const have = obeyed(player);
    let better: string | undefined;
    for (const p of ctx.g.players.keys()) {
      if (!mayAttackPlayer(ctx, c.controller, p) || obeyed(p) <= have || attackTargetFault(ctx, c, p) || costValue(attackCost(ctx, c, p).cost)) continue;
      if (!better || obeyed(p) > obeyed(better)) better = p;
    }
    const by = [...new Set(c.goadedBy)].map((g) => ctx.name(g)).join(' and ');
    const other = (n: number) => (n === c.goadedBy.length ? 'a player other than the goading player' : `a player other than more of the goading players (${n} of ${c.goadedBy.length} goads)`);
    if (better) ctx.fail('illegal-attack', 'goad', `${c.spec.name} is goaded by ${by}: it attacks ${ctx.name(player)} but could attack ${ctx.name(better)}, ${other(obeyed(better))}, so the declaration obeys fewer requirements than it could`);
    ctx.log('attack', 'goad', say`${c.spec.name} is goaded by ${by}: it attacks ${ctx.name(player)}, ${have === c.goadedBy.length ? 'a player other than the goading player' : 'and no player it may attack is other than more of the goading players'}.`, { source: attacker });
  }
}

/** Blocking requirements (C.6.6-C.6.7; 500.2; 500.4-500.5; 509.1c). */
export function checkBlockRequirements(ctx: RunContext, blocks: readonly { b: CreatureState; attackers: readonly CreatureState[] }[]): void {
  const attackers = ctx.attackers();
  // Printed (Lure) or given by an action until end of turn (Bloodscent, Irresistible Prey: the must-be-blocked action).
  const lure = attackers.filter((a) => a.spec.statics['must-be-blocked'] || a.lured === 'all');
  const ifAble = attackers.filter((a) => (a.spec.statics['must-be-blocked-if-able'] || a.lured === 'if-able') && !lure.includes(a));
  let pool = ctx.all.filter((c) => isCreature(c) && c.controller !== ctx.g.active && c.attacking === null);
  // Nor to pay a cost to block (509.1c of 2024): a creature not declared as a blocker stays out of the search.
  if (hasBlockTaxes(ctx) && costValue(blockCost(ctx).cost)) pool = withoutCosts(ctx, pool, blocks.map((x) => x.b), () => true, 'block', lure.length + ifAble.length > 0);
  if (!lure.length && !ifAble.length && !pool.some((c) => c.spec.statics['blocks-each-combat'] || c.mustBlock.length)) return;
  new BlockSearch(ctx, blocks, attackers, lure, ifAble, pool).run();
}

/** The attackers a creature is required to block: every Lure attacker, and those that provoked it or that a must-block action names. */
function mustBlock(c: CreatureState, attackers: readonly CreatureState[], lure: readonly CreatureState[]): CreatureState[] {
  return c.mustBlock.length ? [...lure, ...attackers.filter((a) => c.mustBlock.includes(a.id) && !lure.includes(a))] : [...lure];
}

/**
 * The requirements a creature obeys by blocking these attackers: one per attacker among them that it
 * must block (Lure, provoke, the must-block action), one for "blocks each combat".
 */
function obeyedBy(c: CreatureState, blocked: readonly CreatureState[], lure: readonly CreatureState[]): number {
  return blocked.filter((a) => lure.includes(a) || c.mustBlock.includes(a.id)).length + (c.spec.statics['blocks-each-combat'] && blocked.length ? 1 : 0);
}

/** The creatures of the pool less those not declared whose attack or block would cost something (logged when a requirement asks for one: its own, or an attacker's Lure). */
function withoutCosts(ctx: RunContext, pool: CreatureState[], declared: readonly CreatureState[], taxed: (c: CreatureState) => boolean, kind: 'attack' | 'block', attackerRequires: boolean): CreatureState[] {
  const out = pool.filter((c) => declared.includes(c) || !taxed(c));
  const spared = pool.filter((c) => !out.includes(c) && (attackerRequires || c.spec.statics[kind === 'attack' ? 'attacks-each-combat' : 'blocks-each-combat'] || c.mustBlock.length));
  // 500.2 / 500.3 (2001-2008), 508.1d / 509.1c (from 2009): the attack and the block rule are cited apart.
  if (spared.length) ctx.log('note', kind === 'attack' ? 'cost.requirement' : 'block.cost-requirement', say`${spared.map((c) => c.spec.name).join(', ')} ${spared.length > 1 ? 'have' : 'has'} a requirement to ${kind} but can't ${kind} without a cost, which no requirement obliges ${spared[0]!.controller} to pay.`);
  return out;
}

/**
 * Whether every target the creature could attack (the defending player, and the planeswalkers and
 * battles the era has) costs something. A creature with a requirement that may attack a planeswalker
 * or battle for free is logged: that target is why the requirement still binds.
 */
function attackTaxed(ctx: RunContext, c: CreatureState): boolean {
  // Every opponent may be attacked (the defending player; with more players each one, 802.2).
  for (const p of ctx.g.players.keys()) if (mayAttackPlayer(ctx, c.controller, p) && !costValue(attackCost(ctx, c, p).cost)) return false;
  for (const pe of ctx.g.permanents.values()) {
    if (pe.zone !== 'battlefield') continue;
    const pw = pe.spec.type === 'planeswalker' && mayAttackPlayer(ctx, c.controller, pe.controller) && ctx.rules.capability('planeswalkers').exists;
    const battle = pe.spec.type === 'battle' && mayAttackPlayer(ctx, c.controller, pe.spec.protector!) && ctx.rules.capability('battles').exists;
    if ((pw || battle) && !costValue(attackCost(ctx, c, pe.id).cost)) {
      if (mustAttack(c)) ctx.log('note', pw ? 'attack.planeswalker' : 'attack.battle', say`${c.spec.name} could attack ${pe.spec.name} at no cost: the cost to attack is for attacks on ${pw ? pe.controller : pe.spec.protector!} only.`, { source: c.id, target: pe.id });
      return false;
    }
  }
  return true;
}

function stopped(ctx: RunContext, key: 'attack.requirement' | 'block.requirement'): void {
  ctx.log('note', key, say`The search for a declaration obeying more requirements stopped after ${SEARCH.maxChecks} checks (a bound on its time); the declaration stands.`);
}

/** One change to the declared blocks being tried: the creatures it moves and what each then blocks. */
class Change {
  readonly moved = new Map<CreatureState, readonly CreatureState[]>();
  constructor(private readonly base: ReadonlyMap<CreatureState, readonly CreatureState[]>) {}
  blocks(c: CreatureState): readonly CreatureState[] { return this.moved.get(c) ?? this.base.get(c) ?? []; }
}

class BlockSearch {
  private readonly declared = new Map<CreatureState, readonly CreatureState[]>();
  private readonly count = new Map<CreatureState, number>();
  private readonly helpers: Helpers;
  /** "No more than N creatures can block each combat": a change making more block is not legal. */
  private readonly limit: { n: number } | null;
  private checks = 0;

  constructor(private readonly ctx: RunContext, blocks: readonly { b: CreatureState; attackers: readonly CreatureState[] }[],
    private readonly attackers: readonly CreatureState[], private readonly lure: readonly CreatureState[],
    private readonly ifAble: readonly CreatureState[], private readonly pool: readonly CreatureState[]) {
    for (const { b, attackers: as } of blocks) {
      this.declared.set(b, as);
      for (const a of as) this.count.set(a, (this.count.get(a) ?? 0) + 1);
    }
    this.helpers = ctx.rules.models.requirements.moves.helpers;
    this.limit = combatLimit(ctx, 'block');
  }

  run(): void {
    let unobeyed = 0;
    for (const c of this.pool) unobeyed += mustBlock(c, this.attackers, this.lure).filter((a) => !(this.declared.get(c) ?? []).includes(a)).length
      + (c.spec.statics['blocks-each-combat'] && !this.declared.get(c)?.length ? 1 : 0);
    unobeyed += this.ifAble.filter((a) => !this.count.get(a)).length;
    if (!unobeyed) return;
    if (!this.exhaustive()) {
      for (const c of this.pool) {
        const now = this.declared.get(c) ?? [];
        for (const a of mustBlock(c, this.attackers, this.lure)) if (!now.includes(a)) this.tryEach(c, [a]);
        if (c.spec.statics['blocks-each-combat'] && !now.length) this.tryEach(c, this.attackers);
      }
      for (const a of this.ifAble) if (!this.count.get(a)) for (const c of this.pool) this.tryEach(c, [a]);
      if (this.checks > SEARCH.maxChecks) return stopped(this.ctx, 'block.requirement');
    }
    this.ctx.log('block', 'block.requirement', say`${unobeyed} blocking requirement(s) not obeyed, but no change to the declaration that this era's rule considers obeys more, so the blocks stand.`);
  }

  /**
   * Every declaration the era lets a change make, on a small board (SEARCH): each creature keeps
   * what it blocks or blocks anything else it may ('required': only what obeys a requirement on
   * it; 'none': one creature changes). False, and nothing done, on a larger board.
   */
  private exhaustive(): boolean {
    if (this.pool.length > SEARCH.exactBlockers || this.attackers.length > SEARCH.exactAttackers) return false;
    const options: (readonly CreatureState[])[][] = [];
    let size = 1;
    for (const c of this.pool) {
      const now = this.declared.get(c) ?? [];
      const same = (o: readonly CreatureState[]) => o.length === now.length && o.every((a) => now.includes(a));
      const others = [[], ...subsets(this.attackers, 1 + c.canBlockAdditional)]
        .filter((o) => !same(o) && (!o.length || !blockFault(this.ctx, c, o)))
        .filter((o) => this.helpers !== 'required' || obeyedBy(c, o, this.lure) > 0 || o.some((a) => this.ifAble.includes(a)));
      options.push([now, ...others]);
      size *= 1 + others.length;
      if (size > SEARCH.exactDeclarations) return false;
    }
    const change = new Change(this.declared);
    const walk = (i: number): void => {
      if (i === this.pool.length) {
        if (change.moved.size && this.valid(change) && this.gain(change) > 0) this.refuse(change, [...change.moved.keys()][0]!);
        return;
      }
      const c = this.pool[i]!;
      walk(i + 1);
      if (this.helpers === 'none' && change.moved.size) return;
      for (const o of options[i]!.slice(1)) {
        change.moved.set(c, o);
        walk(i + 1);
        change.moved.delete(c);
      }
    };
    walk(0);
    return true;
  }

  /** Tries c blocking each of these attackers (added to what it blocks, or in place of one of them); refuses the declaration if one obeys more. */
  private tryEach(c: CreatureState, targets: readonly CreatureState[]): void {
    const now = this.declared.get(c) ?? [];
    for (const a of targets) {
      if (now.includes(a)) continue;
      const options = now.length < 1 + c.canBlockAdditional ? [[...now, a]] : now.map((_, i) => now.map((x, j) => (j === i ? a : x)));
      for (const blocked of options) {
        if (this.checks > SEARCH.maxChecks) return;
        const change = new Change(this.declared);
        change.moved.set(c, blocked);
        if (this.repair(change, c) && this.gain(change) > 0) this.refuse(change, c);
      }
    }
  }

  /** Repairs what moving c broke, with helpers as the era allows; false if the change cannot be made legal. */
  private repair(change: Change, c: CreatureState): boolean {
    if (!this.fits(c, change.blocks(c))) return false;
    const left = (this.declared.get(c) ?? []).filter((a) => !change.blocks(c).includes(a));
    for (const a of [...change.blocks(c), ...left]) {
      let n = this.blockersAfter(change, a);
      if (n === 0 || n >= blockersNeeded(a)) continue;
      for (const h of this.free(change, a)) {
        if (n >= blockersNeeded(a)) break;
        if (this.fits(h, [a])) { change.moved.set(h, [a]); n++; }
      }
      if (n < blockersNeeded(a) && this.helpers === 'any' && left.includes(a)) {
        // Its other blockers are taken off it (what they block besides stays).
        for (const [x, as] of this.declared) if (x !== c && as.includes(a)) change.moved.set(x, change.blocks(x).filter((y) => y !== a));
        n = 0;
      }
      if (n > 0 && n < blockersNeeded(a)) return false;
    }
    const lone = this.loneBlocker(change);
    if (lone?.spec.statics['cant-block-alone']) {
      const helper = this.helper(change, lone);
      if (!helper) return false;
      change.moved.set(helper[0], [helper[1]]);
    }
    return this.valid(change);
  }

  /** A creature blocking nothing that may block beside a lone blocker, and what it blocks (the pool scanned once). */
  private helper(change: Change, lone: CreatureState): readonly [CreatureState, CreatureState] | undefined {
    if (this.helpers === 'none') return undefined;
    const idle = this.pool.filter((h) => h !== lone && !change.blocks(h).length && !change.moved.has(h));
    const wants = (h: CreatureState, a: CreatureState) => obeyedBy(h, [a], this.lure) > 0;
    const ordered = this.helpers === 'required' ? idle.filter((h) => this.attackers.some((a) => wants(h, a))) : idle;
    for (const pass of this.helpers === 'any' ? [true, false] : [true]) {
      for (const h of ordered) {
        for (const a of this.attackers) {
          if (pass !== wants(h, a) || this.checks > SEARCH.maxChecks) continue;
          if (this.blockersAfter(change, a) + 1 >= blockersNeeded(a) && this.fits(h, [a])) return [h, a];
        }
      }
    }
    return undefined;
  }

  /** The declaration as changed obeys every restriction: each moved creature's own, each touched attacker's count, "can't block alone". */
  private valid(change: Change): boolean {
    for (const [x, as] of change.moved) {
      if (as.length && !this.fits(x, as)) return false;
      for (const a of [...as, ...(this.declared.get(x) ?? [])]) if (blockedFault(a, this.blockersAfter(change, a))) return false;
    }
    if (this.limit && this.blockerCount(change) > this.limit.n) return false;
    return !this.loneBlocker(change)?.spec.statics['cant-block-alone'];
  }

  /** How many creatures block after the change. */
  private blockerCount(change: Change): number {
    let n = this.declared.size;
    for (const [x, as] of change.moved) n += (as.length ? 1 : 0) - (this.declared.has(x) ? 1 : 0);
    return n;
  }

  /** Creatures that block nothing and may help block a, as the era allows: those obeying a requirement by it first. */
  private free(change: Change, a: CreatureState): CreatureState[] {
    if (this.helpers === 'none') return [];
    const idle = this.pool.filter((h) => !change.blocks(h).length && !change.moved.has(h));
    const own = idle.filter((h) => obeyedBy(h, [a], this.lure) > 0);
    return this.helpers === 'required' ? own : [...own, ...idle.filter((h) => !own.includes(h))];
  }

  private fits(c: CreatureState, blocked: readonly CreatureState[]): boolean {
    this.checks++;
    return blocked.length > 0 && !blockFault(this.ctx, c, blocked);
  }

  private blockersAfter(change: Change, a: CreatureState): number {
    let n = this.count.get(a) ?? 0;
    for (const [x, as] of change.moved) n += (as.includes(a) ? 1 : 0) - ((this.declared.get(x) ?? []).includes(a) ? 1 : 0);
    return n;
  }

  /** The only blocker after the change, if exactly one creature blocks. */
  private loneBlocker(change: Change): CreatureState | undefined {
    if (this.blockerCount(change) !== 1) return undefined;
    for (const [x, as] of change.moved) if (as.length) return x;
    return [...this.declared.keys()].find((x) => !change.moved.has(x));
  }

  /** How many more requirements the change obeys than the declaration. */
  private gain(change: Change): number {
    let d = 0;
    const touched = new Set<CreatureState>();
    for (const [x, as] of change.moved) {
      const before = this.declared.get(x) ?? [];
      d += obeyedBy(x, as, this.lure) - obeyedBy(x, before, this.lure);
      for (const a of [...as, ...before]) touched.add(a);
    }
    for (const a of touched) if (this.ifAble.includes(a)) d += (this.blockersAfter(change, a) > 0 ? 1 : 0) - ((this.count.get(a) ?? 0) > 0 ? 1 : 0);
    return d;
  }

  private refuse(change: Change, c: CreatureState): never {
    const name = (x: CreatureState) => x.spec.name;
    const others = [...change.moved].filter(([x]) => x !== c)
      .map(([x, as]) => (as.length ? `${name(x)} blocking ${as.map(name).join(' and ')}` : `${name(x)} not blocking`));
    this.ctx.fail('illegal-block', 'block.requirement',
      `${name(c)} could block ${change.blocks(c).map(name).join(' and ')}${others.length ? ` (with ${others.join(', ')})` : ''}, obeying ${this.gain(change)} more requirement(s): the declaration obeys fewer requirements than it could`);
  }
}

/** Non-empty subsets of xs with at most k members. */
function subsets<T>(xs: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const go = (start: number, cur: T[]) => {
    if (cur.length) out.push(cur);
    if (cur.length === k) return;
    for (let i = start; i < xs.length; i++) go(i + 1, [...cur, xs[i]!]);
  };
  go(0, []);
  return out;
}
