// The search every requirement solver runs (rulesets/models/requirements.ts), parameterized by the
// reading: which creatures a change to a declaration may move besides the one whose requirement it
// obeys, and whether a creature with no requirement may be taken out to make room under a limit on
// attackers. The engine judges restrictions and says the verdict (core/engine/requirements.ts).
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
// time linear in the board, and at most bounds.maxChecks restriction checks are made in all; past
// that the declaration stands and the log says the search stopped. A change found proves the
// declaration illegal (it obeys fewer requirements than some legal declaration). Small boards
// (bounds) are searched exhaustively instead, over every declaration the era lets the change make,
// so there the result is exact.
import type { AttackProblem, AttackVerdict, BlockProblem, BlockVerdict, CreatureView, RequirementSolver } from '../../core/api.js';

/** Which creatures a change may move besides the one whose requirement it obeys. */
export type Helpers = 'none' | 'required' | 'any';

const STANDS: AttackVerdict = Object.freeze({ kind: 'stands' });
const STOPPED = Object.freeze({ kind: 'stopped' }) as AttackVerdict & BlockVerdict;
const OBEYED: BlockVerdict = Object.freeze({ kind: 'obeyed' });

/** A requirement solver: the search below under one reading. */
export class RequirementSearch implements RequirementSolver {
  constructor(readonly name: string, private readonly helpers: Helpers, private readonly makesRoom: boolean) {}

  /** Attacking requirements (C.4.5; 500.2; 500.4; 508.1d): "attacks each combat if able". */
  attack(p: AttackProblem): AttackVerdict {
    const { helpers } = this;
    for (const c of p.required) {
      if (!p.check()) return STOPPED;
      if (!p.canAttack(c)) continue;
      // Attacking alone breaks "can't attack alone" (508.1c example): a second attacker may help.
      let helper: CreatureView | undefined;
      if (!p.declared.length && c.spec.statics['cant-attack-alone']) {
        if (helpers === 'none') continue;
        const free = p.pool.filter((h) => h !== c && (helpers === 'any' || p.mustAttack(h)));
        helper = [...free.filter((h) => p.mustAttack(h)), ...free].find((h) => p.check() && p.mayJoin(h));
        if (!helper) continue;
      }
      // A limit on the number of attackers (500.2 examples; 508.1d example): before 2003 the rest of
      // the declaration stands (C.4.5 "added"; 1999 500.2), so a full one could not obey it; from 2003
      // an attacker with no requirement of its own makes room (the change obeys one more).
      let instead: CreatureView | undefined;
      if (p.limit && p.declared.length + (helper ? 2 : 1) > p.limit.n) {
        if (!this.makesRoom || helper || p.declared.length + 1 - p.limit.n !== 1) continue;
        instead = p.declared.find((x) => !p.mustAttack(x) && !(p.declared.length === 1 && c.spec.statics['cant-attack-alone']));
        if (!instead) continue;
      }
      return { kind: 'illegal', creature: c, ...(helper ? { helper } : {}), ...(instead ? { instead } : {}) };
    }
    return STANDS;
  }

  /** Blocking requirements (C.6.6-C.6.7; 500.2; 500.4-500.5; 509.1c). */
  block(p: BlockProblem): BlockVerdict {
    try {
      return new BlockSearch(p, this.helpers).run();
    } catch (e) {
      if (e instanceof Found) return e.verdict;
      throw e;
    }
  }
}

/** A change found that obeys more requirements: unwinds the search. */
class Found {
  constructor(readonly verdict: BlockVerdict) {}
}

/** The attackers a creature is required to block: every Lure attacker, and those that provoked it or that a must-block action names. */
function mustBlock(c: CreatureView, attackers: readonly CreatureView[], lure: readonly CreatureView[]): CreatureView[] {
  return c.mustBlock.length ? [...lure, ...attackers.filter((a) => c.mustBlock.includes(a.id) && !lure.includes(a))] : [...lure];
}

/**
 * The requirements a creature obeys by blocking these attackers: one per attacker among them that it
 * must block (Lure, provoke, the must-block action), one for "blocks each combat".
 */
function obeyedBy(c: CreatureView, blocked: readonly CreatureView[], lure: readonly CreatureView[]): number {
  return blocked.filter((a) => lure.includes(a) || c.mustBlock.includes(a.id)).length + (c.spec.statics['blocks-each-combat'] && blocked.length ? 1 : 0);
}

/** One change to the declared blocks being tried: the creatures it moves and what each then blocks. */
class Change {
  readonly moved = new Map<CreatureView, readonly CreatureView[]>();
  constructor(private readonly base: ReadonlyMap<CreatureView, readonly CreatureView[]>) {}
  blocks(c: CreatureView): readonly CreatureView[] { return this.moved.get(c) ?? this.base.get(c) ?? []; }
}

class BlockSearch {
  private readonly declared: ReadonlyMap<CreatureView, readonly CreatureView[]>;
  private readonly count = new Map<CreatureView, number>();
  private readonly attackers: readonly CreatureView[];
  private readonly lure: readonly CreatureView[];
  private readonly ifAble: readonly CreatureView[];
  private readonly pool: readonly CreatureView[];
  private checks = 0;

  constructor(private readonly p: BlockProblem, private readonly helpers: Helpers) {
    ({ declared: this.declared, attackers: this.attackers, lure: this.lure, ifAble: this.ifAble, pool: this.pool } = p);
    for (const as of this.declared.values()) for (const a of as) this.count.set(a, (this.count.get(a) ?? 0) + 1);
  }

  run(): BlockVerdict {
    let unobeyed = 0;
    for (const c of this.pool) unobeyed += mustBlock(c, this.attackers, this.lure).filter((a) => !(this.declared.get(c) ?? []).includes(a)).length
      + (c.spec.statics['blocks-each-combat'] && !this.declared.get(c)?.length ? 1 : 0);
    unobeyed += this.ifAble.filter((a) => !this.count.get(a)).length;
    if (!unobeyed) return OBEYED;
    if (!this.exhaustive()) {
      for (const c of this.pool) {
        const now = this.declared.get(c) ?? [];
        for (const a of mustBlock(c, this.attackers, this.lure)) if (!now.includes(a)) this.tryEach(c, [a]);
        if (c.spec.statics['blocks-each-combat'] && !now.length) this.tryEach(c, this.attackers);
      }
      for (const a of this.ifAble) if (!this.count.get(a)) for (const c of this.pool) this.tryEach(c, [a]);
      if (this.checks > this.p.bounds.maxChecks) return STOPPED;
    }
    return { kind: 'stands', unobeyed };
  }

  /**
   * Every declaration the era lets a change make, on a small board (bounds): each creature keeps
   * what it blocks or blocks anything else it may ('required': only what obeys a requirement on
   * it; 'none': one creature changes). False, and nothing done, on a larger board.
   */
  private exhaustive(): boolean {
    const { bounds } = this.p;
    if (this.pool.length > bounds.exactBlockers || this.attackers.length > bounds.exactAttackers) return false;
    const options: (readonly CreatureView[])[][] = [];
    let size = 1;
    for (const c of this.pool) {
      const now = this.declared.get(c) ?? [];
      const same = (o: readonly CreatureView[]) => o.length === now.length && o.every((a) => now.includes(a));
      const others = [[], ...subsets(this.attackers, 1 + c.canBlockAdditional)]
        .filter((o) => !same(o) && (!o.length || this.p.mayBlock(c, o)))
        .filter((o) => this.helpers !== 'required' || obeyedBy(c, o, this.lure) > 0 || o.some((a) => this.ifAble.includes(a)));
      options.push([now, ...others]);
      size *= 1 + others.length;
      if (size > bounds.exactDeclarations) return false;
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
  private tryEach(c: CreatureView, targets: readonly CreatureView[]): void {
    const now = this.declared.get(c) ?? [];
    for (const a of targets) {
      if (now.includes(a)) continue;
      const options = now.length < 1 + c.canBlockAdditional ? [[...now, a]] : now.map((_, i) => now.map((x, j) => (j === i ? a : x)));
      for (const blocked of options) {
        if (this.checks > this.p.bounds.maxChecks) return;
        const change = new Change(this.declared);
        change.moved.set(c, blocked);
        if (this.repair(change, c) && this.gain(change) > 0) this.refuse(change, c);
      }
    }
  }

  /** Repairs what moving c broke, with helpers as the era allows; false if the change cannot be made legal. */
  private repair(change: Change, c: CreatureView): boolean {
    if (!this.fits(c, change.blocks(c))) return false;
    const left = (this.declared.get(c) ?? []).filter((a) => !change.blocks(c).includes(a));
    for (const a of [...change.blocks(c), ...left]) {
      let n = this.blockersAfter(change, a);
      const needed = this.p.blockersNeeded(a);
      if (n === 0 || n >= needed) continue;
      for (const h of this.free(change, a)) {
        if (n >= needed) break;
        if (this.fits(h, [a])) { change.moved.set(h, [a]); n++; }
      }
      if (n < needed && this.helpers === 'any' && left.includes(a)) {
        // Its other blockers are taken off it (what they block besides stays).
        for (const [x, as] of this.declared) if (x !== c && as.includes(a)) change.moved.set(x, change.blocks(x).filter((y) => y !== a));
        n = 0;
      }
      if (n > 0 && n < needed) return false;
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
  private helper(change: Change, lone: CreatureView): readonly [CreatureView, CreatureView] | undefined {
    if (this.helpers === 'none') return undefined;
    const idle = this.pool.filter((h) => h !== lone && !change.blocks(h).length && !change.moved.has(h));
    const wants = (h: CreatureView, a: CreatureView) => obeyedBy(h, [a], this.lure) > 0;
    const ordered = this.helpers === 'required' ? idle.filter((h) => this.attackers.some((a) => wants(h, a))) : idle;
    for (const pass of this.helpers === 'any' ? [true, false] : [true]) {
      for (const h of ordered) {
        for (const a of this.attackers) {
          if (pass !== wants(h, a) || this.checks > this.p.bounds.maxChecks) continue;
          if (this.blockersAfter(change, a) + 1 >= this.p.blockersNeeded(a) && this.fits(h, [a])) return [h, a];
        }
      }
    }
    return undefined;
  }

  /** The declaration as changed obeys every restriction: each moved creature's own, each touched attacker's count, "can't block alone". */
  private valid(change: Change): boolean {
    for (const [x, as] of change.moved) {
      if (as.length && !this.fits(x, as)) return false;
      for (const a of [...as, ...(this.declared.get(x) ?? [])]) if (this.p.blockedWrongly(a, this.blockersAfter(change, a))) return false;
    }
    if (this.p.limit && this.blockerCount(change) > this.p.limit.n) return false;
    return !this.loneBlocker(change)?.spec.statics['cant-block-alone'];
  }

  /** How many creatures block after the change. */
  private blockerCount(change: Change): number {
    let n = this.declared.size;
    for (const [x, as] of change.moved) n += (as.length ? 1 : 0) - (this.declared.has(x) ? 1 : 0);
    return n;
  }

  /** Creatures that block nothing and may help block a, as the era allows: those obeying a requirement by it first. */
  private free(change: Change, a: CreatureView): CreatureView[] {
    if (this.helpers === 'none') return [];
    const idle = this.pool.filter((h) => !change.blocks(h).length && !change.moved.has(h));
    const own = idle.filter((h) => obeyedBy(h, [a], this.lure) > 0);
    return this.helpers === 'required' ? own : [...own, ...idle.filter((h) => !own.includes(h))];
  }

  private fits(c: CreatureView, blocked: readonly CreatureView[]): boolean {
    this.checks++;
    return blocked.length > 0 && this.p.mayBlock(c, blocked);
  }

  private blockersAfter(change: Change, a: CreatureView): number {
    let n = this.count.get(a) ?? 0;
    for (const [x, as] of change.moved) n += (as.includes(a) ? 1 : 0) - ((this.declared.get(x) ?? []).includes(a) ? 1 : 0);
    return n;
  }

  /** The only blocker after the change, if exactly one creature blocks. */
  private loneBlocker(change: Change): CreatureView | undefined {
    if (this.blockerCount(change) !== 1) return undefined;
    for (const [x, as] of change.moved) if (as.length) return x;
    return [...this.declared.keys()].find((x) => !change.moved.has(x));
  }

  /** How many more requirements the change obeys than the declaration. */
  private gain(change: Change): number {
    let d = 0;
    const touched = new Set<CreatureView>();
    for (const [x, as] of change.moved) {
      const before = this.declared.get(x) ?? [];
      d += obeyedBy(x, as, this.lure) - obeyedBy(x, before, this.lure);
      for (const a of [...as, ...before]) touched.add(a);
    }
    for (const a of touched) if (this.ifAble.includes(a)) d += (this.blockersAfter(change, a) > 0 ? 1 : 0) - ((this.count.get(a) ?? 0) > 0 ? 1 : 0);
    return d;
  }

  private refuse(change: Change, c: CreatureView): never {
    throw new Found({ kind: 'illegal', creature: c, moved: change.moved, gain: this.gain(change) });
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
