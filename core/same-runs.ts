// Runs the rulesets cannot tell apart, made once. A run depends on its ruleset only through the
// hooks, era models and capabilities it consults, and its result also through the rule numbers it
// cites (core/rules.ts: consulting). A model is consulted field by field: each decision or method
// the run reads of it (a method is called on the watched view, so what it reads of its own model
// is noted too). A hook is stated alike by the same function, or by another built-in one that
// answered every call of the run as the run's own did: a watched run asks each built-in function
// of a hook it calls the same question (core/rules.ts: HookVariants; built-in hooks are pure) and
// notes those that answered otherwise. Two rulesets that state each of those alike (a hook as
// just said; a model's field: the same method, or equal plain data; a capability: an equal value;
// a model read whole: the same model; a rule key cited with the same number and evidence labels)
// take the same path through the engine, decision by decision, and give the same result but for
// the ruleset it names. So a value is made under a ruleset only when no ruleset already asked
// states the same rules for it: amendments that change a rule this combat never asks about, and
// eras that agree on everything it does ask, share it. The engine asks a model or hook only where
// its answer is used (no creature fighting several, no attacking trampler: the damage assignment
// model is not asked), so a board that never reaches where two eras differ is shared by them.
// runScenario keeps its results so per scenario object (core/run.ts); explore, its declarations'.
import { CAPABILITY_NAMES, MODEL_FIELD_NAMES } from './models.js';
import type { Registry } from './registry.js';
import { RULE_KEYS, type RuleKey } from './rule-keys.js';
import { HOOK_NAMES } from './hooks.js';
import { CONSULTABLE, newWatch, variantBit, type Rules, type Watch } from './rules.js';

/**
 * The names some runs consulted (many runs consult the same): their bits, their places in
 * CONSULTABLE (`at`: those the registry's rulesets state in more than one way; `all`: every one,
 * for a ruleset registered later), and the class of how each ruleset states them (by its number: Statings.ruleset), -1
 * until asked. Equal classes: the names stated alike (their tokens, in order, are equal: `classes` holds each class's).
 */
interface Consulted { readonly words: Watch; readonly at: readonly number[]; readonly all: readonly number[]; readonly classOf: number[]; readonly classes: Int32Array[] }

/** A ruleset of the registry as the runs kept here read it: its number among those asked, its rules, and whether it comes from a plugin. */
interface Asked { readonly n: number; readonly id: string; readonly rules: Rules; readonly own: boolean }

/** Past this many lists of names interned, interning starts again (the values keep theirs): memory stays bounded. */
const MAX_INTERNED = 4096;
/** In a class's row: a hook whose function answered the run alike (AGREED); a ruleset registered after the base (LATE, first). */
const AGREED = -1, LATE = -2;
const IS_RULE_KEY: readonly boolean[] = CONSULTABLE.map((n) => n in RULE_KEYS);
const IS_CAPABILITY: readonly boolean[] = CONSULTABLE.map((n) => (CAPABILITY_NAMES as readonly string[]).includes(n));
const IS_MODEL_FIELD: readonly boolean[] = CONSULTABLE.map((n) => MODEL_FIELD_NAMES.includes(n));

/** Whether v is plain data (no function, no object but arrays and plain records): what its JSON text says whole. */
function plain(v: unknown): boolean {
  if (typeof v === 'function') return false;
  if (typeof v !== 'object' || v === null) return true;
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== Array.prototype) return false;
  for (const x of Object.values(v)) if (!plain(x)) return false;
  return true;
}

/**
 * Per registry, and per whether citations count: the lists of consulted names met so far, each
 * with the class of how each ruleset states it.
 */
class Statings {
  /** By a hash of their bits. */
  private readonly interned = new Map<number, Consulted[]>();
  private size = 0;
  /** The rulesets asked so far, by id, each numbered once (a run asks a ruleset for its rules, not by name each time). */
  private readonly asked = new Map<string, Asked>();
  /** Per ruleset (by number), a number for what it states for each name (equal numbers: the same function, model, value or citation). */
  private readonly tokens: Int32Array[] = [];
  /** Per ruleset (by number), where its function for each hook is among the built-in ones (Rules.variantOf), -2 until asked. */
  private readonly variants: Int8Array[] = [];
  private readonly numbered = new Map<unknown, number>();
  /** The tokens of the ruleset being classed, in the names' order (a scratch row). */
  private readonly key = new Int32Array(CONSULTABLE.length + 1);
  /** The built-in rulesets registered when the first run was kept: whether they all state a name alike is asked of them. */
  private readonly base: ReadonlySet<string>;
  /** Per name, 1 if every base ruleset states it alike (no class can tell them apart by it), 0 if not, -1 until asked. */
  private readonly uniform = new Int8Array(CONSULTABLE.length).fill(-1);
  constructor(private readonly reg: Registry, private readonly citations: boolean) {
    this.base = new Set(reg.ids.filter((id) => reg.plugin(id) === undefined));
  }

  /** Whether every base ruleset states name i alike. */
  private isUniform(i: number): boolean {
    let u = this.uniform[i]!;
    if (u < 0) {
      let first = -1;
      u = 1;
      for (const id of this.base) {
        const r = this.ruleset(id), t = this.tokens[r.n]!;
        let v = t[i]!;
        if (v < 0) t[i] = v = this.token(r.rules, i);
        if (first < 0) first = v;
        else if (v !== first) { u = 0; break; }
      }
      this.uniform[i] = u;
    }
    return u === 1;
  }

  /** The ruleset id as the runs kept here read it (Asked). */
  ruleset(id: string): Asked {
    let r = this.asked.get(id);
    if (r === undefined) {
      // Rules and plugins are fixed once a ruleset is registered (an id is registered once).
      r = { n: this.asked.size, id, rules: this.reg.rulesFor(id), own: this.reg.plugin(id) !== undefined };
      this.asked.set(id, r);
      this.tokens.push(new Int32Array(CONSULTABLE.length).fill(-1));
      this.variants.push(new Int8Array(HOOK_NAMES.length).fill(-2));
    }
    return r;
  }

  intern(w: Watch): Consulted {
    let h = 0;
    for (let i = 0; i < w.length; i++) h = (Math.imul(h, 31) + w[i]!) | 0;
    let list = this.interned.get(h);
    if (list) {
      for (let i = 0; i < list.length; i++) if (sameBits(list[i]!.words, w)) return list[i]!;
    } else {
      if (this.size >= MAX_INTERNED) { this.interned.clear(); this.size = 0; }
      this.interned.set(h, (list = []));
    }
    const at: number[] = [], all: number[] = [];
    // The set bits, word by word (a run consults a few dozen of the names).
    for (let word = 0; word << 5 < CONSULTABLE.length; word++) {
      for (let bits = w[word]!; bits !== 0; bits &= bits - 1) {
        const i = (word << 5) + 31 - Math.clz32(bits & -bits);
        if (i >= CONSULTABLE.length || (!this.citations && IS_RULE_KEY[i])) continue;
        all.push(i);
        if (!this.isUniform(i)) at.push(i);
      }
    }
    const c: Consulted = { words: w.slice(), at, all, classOf: [], classes: [] };
    list.push(c);
    this.size++;
    return c;
  }

  /** The class of how ruleset r states each of the names (equal classes: stated alike). */
  classOf(c: Consulted, r: Asked): number {
    const k = c.classOf[r.n];
    return k !== undefined && k >= 0 ? k : this.classify(c, r);
  }

  private classify(c: Consulted, r: Asked): number {
    const t = this.tokens[r.n]!, hooks = this.variants[r.n]!, w = c.words;
    // A base ruleset is told apart from the others only by the names they state in more than one
    // way; one registered later, by every name (its keys never equal a base ruleset's).
    const late = !this.base.has(r.id), names = late ? c.all : c.at, key = this.key;
    let n = 0;
    if (late) key[n++] = LATE;
    for (let i = 0; i < names.length; i++) {
      const at = names[i]!;
      // A hook (CONSULTABLE starts with them) whose function answered every call of the run as the
      // run's own did: stated alike, whatever the function.
      if (at < HOOK_NAMES.length) {
        let j = hooks[at]!;
        if (j === -2) hooks[at] = j = r.rules.variantOf(HOOK_NAMES[at]!);
        const bit = j >= 0 ? variantBit(at, j) : -1;
        if (bit >= 0 && !((w[bit >>> 5]! >>> (bit & 31)) & 1)) { key[n++] = AGREED; continue; }
      }
      let v = t[at]!;
      if (v < 0) t[at] = v = this.token(r.rules, at);
      key[n++] = v;
    }
    // A few classes per list (at most one per ruleset): compared in turn.
    let k = -1;
    for (let x = 0; x < c.classes.length && k < 0; x++) {
      const row = c.classes[x]!;
      if (row.length !== n) continue;
      let i = 0;
      while (i < n && row[i] === key[i]) i++;
      if (i === n) k = x;
    }
    if (k < 0) k = c.classes.push(key.slice(0, n)) - 1;
    // Filled up to r.n first, so the list stays packed (no holes) as rulesets are numbered in turn.
    while (c.classOf.length < r.n) c.classOf.push(-1);
    c.classOf[r.n] = k;
    return k;
  }

  /**
   * What the rules state for name i, numbered: a hook or model by identity (the function or model
   * object), a model's field by identity if a method, by value if plain data, a capability by value,
   * a rule key by its number and evidence labels (what a result and its log show of it).
   */
  private token(rules: Rules, i: number): number {
    const n = CONSULTABLE[i]!;
    let v: unknown;
    if (IS_RULE_KEY[i]) {
      const cited = rules.cite(n as RuleKey);
      v = `rule\u0000${cited.rule}\u0000${+cited.unverified}${+cited.derived}`;
    } else {
      v = rules.stated(n);
      // A capability is a plain value: equal values state it alike. So is a model's field of plain
      // data (a method, or data holding anything else, is stated alike only by the same one).
      if (IS_CAPABILITY[i]) v = `capability\u0000${n}\u0000${JSON.stringify(v)}`;
      else if (IS_MODEL_FIELD[i] && plain(v)) v = `field\u0000${n}\u0000${JSON.stringify(v)}`;
    }
    let k = this.numbered.get(v);
    if (k === undefined) this.numbered.set(v, (k = this.numbered.size));
    return k;
  }
}

const same = <T>(v: T): T => v;
const statingsOf = new WeakMap<Registry, [Statings, Statings]>();

export interface SameRunsOptions {
  /** Names the caller reads outside the runs (their answers shape what is run). */
  also?: readonly string[];
  /** false: the value holds no rule number (an outcome, a score), so the numbers cited do not count. */
  citations?: boolean;
}

function sameBits(a: Watch, b: Watch): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Watches to reuse: a run's bits are interned as a copy, so its watch can serve the next run. */
const spare: Watch[] = [];
/** No `also` names (most callers). */
const NO_ALSO: Watch = newWatch();

/** One item's values (a scenario's results, a declaration's exploration), kept by how their rulesets state the rules their runs consulted. */
export class SameRuns<T> {
  /** The lists of names the item's runs consulted, and for each, the values by the class of how their rulesets state those names. */
  private readonly consulted: Consulted[] = [];
  private readonly values: (T | undefined)[][] = [];
  private readonly statings: Statings;
  /** The `also` names, as a watch's bits. */
  private readonly also: Watch;

  constructor(reg: Registry, opts?: SameRunsOptions) {
    let both = statingsOf.get(reg);
    if (!both) statingsOf.set(reg, (both = [new Statings(reg, false), new Statings(reg, true)]));
    this.statings = both[opts?.citations === false ? 0 : 1];
    if (!opts?.also?.length) { this.also = NO_ALSO; return; }
    this.also = newWatch();
    for (const n of opts.also) { const i = CONSULTABLE.indexOf(n); this.also[i >>> 5]! |= 1 << (i & 31); }
  }

  /**
   * The value under ruleset id, as `give` makes it for id from a kept value (its default: the
   * value itself): a value kept from runs that consulted only rules id states alike, else run(),
   * watched, and kept. run() must depend on the ruleset only through its runs (and the `also`
   * names). Within a watched run of the same ruleset (explore's declaration, whose runs go
   * through runScenario), the outer watch shares: run() is called as it is, what it consults is
   * noted there, and its value is not kept here.
   */
  get(id: string, run: () => T, give: (value: T, id: string) => T = same): T {
    const r = this.statings.ruleset(id);
    if (r.own || r.rules.watching) return run();
    const v = this.kept(r);
    return give(v !== undefined ? v : this.made(r, run), id);
  }

  /**
   * get in two halves, for a caller that makes its run only when needed (no function made per
   * call): the value kept for ruleset id, if any (none under a ruleset from a plugin or within a
   * watched run); else make gives run()'s, watched and kept as get keeps it.
   */
  find(id: string): T | undefined {
    const r = this.statings.ruleset(id);
    return r.own || r.rules.watching ? undefined : this.kept(r);
  }

  make(id: string, run: () => T): T {
    const r = this.statings.ruleset(id);
    return r.own || r.rules.watching ? run() : this.made(r, run);
  }

  private kept(r: Asked): T | undefined {
    const { consulted, values, statings } = this;
    for (let i = 0; i < consulted.length; i++) {
      const v = values[i]![statings.classOf(consulted[i]!, r)];
      if (v !== undefined) return v;
    }
    return undefined;
  }

  private made(r: Asked, run: () => T): T {
    const { consulted, values, statings } = this;
    const w = spare.pop() ?? newWatch();
    try {
      const value = r.rules.consulting(w, run);
      if (this.also !== NO_ALSO) for (let i = 0; i < w.length; i++) w[i]! |= this.also[i]!;
      const c = statings.intern(w);
      let at = consulted.indexOf(c);
      if (at < 0) { at = consulted.push(c) - 1; values.push([]); }
      const byClass = values[at]!, k = statings.classOf(c, r);
      while (byClass.length < k) byClass.push(undefined);
      byClass[k] = value;
      return value;
    } finally {
      w.fill(0);
      spare.push(w);
    }
  }
}
