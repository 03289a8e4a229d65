// Runs the rulesets cannot tell apart. A run depends on its ruleset only through the hooks, era
// models and capabilities it consults (core/rules.ts: consulting); two rulesets that state each of
// those alike (the same defining ruleset: the same function, model or value) take the same path
// through the engine, decision by decision, and give the same outcome. So explore runs a
// declaration under a ruleset only when no ruleset already explored states the same rules for it:
// amendments that change a rule this combat never asks about, and eras that agree on everything
// it does ask, share their runs.
import type { Registry } from '../registry.js';
import { pluginIn } from '../run.js';

/** The names some runs consulted (many runs consult the same), and how each ruleset states them. */
interface Consulted { names: readonly string[]; statedBy: Map<string, string> }

export class SameRuns<T> {
  /** Per item: per list of names consulted, the values kept by how their rulesets state those names. */
  private readonly kept: Map<Consulted, Map<string, T>>[] = [];
  private readonly interned = new Map<string, Consulted>();
  /** Rulesets from plugins run on their own: their code runs under a time limit and may fail. */
  private readonly own: ReadonlySet<string>;

  /** `also`: names the caller reads outside the runs (their answers shape what is run). */
  constructor(private readonly reg: Registry, rulesets: readonly string[], private readonly also: readonly string[] = []) {
    this.own = new Set(rulesets.filter((id) => pluginIn(reg, id) !== undefined));
  }

  /**
   * The value of item i (a declaration) under ruleset id: a kept value whose runs consulted only
   * rules that id states alike, else run(), watched, and kept. run() must depend on the ruleset
   * only through its runs (and the `also` names).
   */
  get(i: number, id: string, run: () => T): T {
    const kept = (this.kept[i] ??= new Map());
    if (this.own.has(id)) return run();
    for (const [c, byStating] of kept) {
      const v = byStating.get(this.stating(c, id));
      if (v !== undefined) return v;
    }
    const names = new Set<string>(this.also);
    const value = this.reg.rulesFor(id).consulting(names, run);
    const c = this.intern(names);
    let byStating = kept.get(c);
    if (!byStating) kept.set(c, (byStating = new Map()));
    byStating.set(this.stating(c, id), value);
    return value;
  }

  private intern(names: Set<string>): Consulted {
    const list = [...names].sort();
    const key = list.join(',');
    let c = this.interned.get(key);
    if (!c) this.interned.set(key, (c = { names: list, statedBy: new Map() }));
    return c;
  }

  /** Which ruleset states each of the names for ruleset id (the nearest that defines it), as one string. */
  private stating(c: Consulted, id: string): string {
    let k = c.statedBy.get(id);
    if (k === undefined) {
      const rules = this.reg.rulesFor(id);
      k = c.names.map((n) => rules.definedBy(n as Parameters<typeof rules.definedBy>[0])).join(',');
      c.statedBy.set(id, k);
    }
    return k;
  }
}
