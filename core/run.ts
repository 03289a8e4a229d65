// Running a scenario under one ruleset of a registry. The registry's rulesets are given by the
// caller: the composition root (index.ts) adds the built-in eras.
import { Script, createContext } from 'node:vm';
import { CombatEngine, type RunOptions } from './engine/combat.js';
import { NO_CHOICES, NO_COUNTERS, NO_EVENTS, errorResult, resultOf, resultUnder, type Result } from './outcome.js';
import { RegistryError, type Registry } from './registry.js';
import { HookError, type Rules } from './rules.js';
import { SameRuns } from './same-runs.js';
import type { Scenario } from './scenario/scenario.js';

/**
 * A ruleset's engine is resolved when it first makes a run: most rulesets of a `diff` reuse another's
 * run (same-runs.ts) and never need one (a tsyringe construction each, at every start).
 */
type Entry = { engine: CombatEngine | undefined; rules: Rules; plugin: string | undefined; ruleset: string; registry: Registry };
const engineOf = (e: Entry): CombatEngine => (e.engine ??= e.registry.container(e.ruleset).resolve(CombatEngine));
const engines = new WeakMap<Registry, Map<string, Entry>>();

/** The last registry's entries: most callers run under one registry. */
let lastEntries: { registry: Registry; byId: Map<string, Entry> } | null = null;
/** The engine holds no per-run state, so one resolved instance per ruleset serves every run. */
function entryFor(registry: Registry, ruleset: string): Entry {
  let byId: Map<string, Entry> | undefined;
  if (lastEntries !== null && lastEntries.registry === registry) byId = lastEntries.byId;
  else {
    byId = engines.get(registry);
    if (!byId) engines.set(registry, (byId = new Map()));
    lastEntries = { registry, byId };
  }
  let entry = byId.get(ruleset);
  if (!entry) {
    if (!registry.has(ruleset)) throw new RegistryError(`unknown ruleset "${ruleset}" (expected one of ${registry.ids.join(', ')})`);
    byId.set(ruleset, (entry = { engine: undefined, rules: registry.rulesFor(ruleset), plugin: registry.plugin(ruleset), ruleset, registry }));
  }
  return entry;
}

export function runScenario(registry: Registry, s: Scenario, ruleset: string, opts: RunOptions = {}): Result {
  const entry = entryFor(registry, ruleset);
  const { plugin } = entry;
  if (plugin === undefined) {
    // Within a watched run (explore's declaration), that run's values are the ones shared.
    if (entry.rules.watching) { seal(s); return resultOf(ruleset, engineOf(entry).run(s, opts)); }
    // Each caller is given its own result object, over the read-only parts the rulesets share.
    const same = sameRuns(registry, s, opts);
    const kept = same.find(ruleset);
    if (kept !== undefined) return resultUnder(kept, ruleset);
    return resultUnder(same.make(ruleset, () => sealed(resultOf(ruleset, engineOf(entry).run(s, opts)))), ruleset);
  }
  seal(s);
  const engine = engineOf(entry);
  try {
    return resultOf(ruleset, watched(registry, ruleset, plugin, () => engine.run(s, opts)));
  } catch (e) {
    // A failure in a run with plugin code is the plugin's (named by the message), not an internal
    // error: run, explore and hunt report it as bad input, one line, exit 2.
    if (e instanceof HookError) e.name = 'PluginError';
    throw e;
  }
}

/** Whether any ruleset of the registry comes from a plugin (its hooks are not the built-in ones). */
const withPlugins = new WeakMap<Registry, boolean>();
function hasPlugins(registry: Registry): boolean {
  let p = withPlugins.get(registry);
  if (p === undefined) withPlugins.set(registry, (p = registry.ids.some((id) => registry.plugin(id) !== undefined)));
  return p;
}

/**
 * The runs of one scenario object for a caller that only reads their results and gives neither
 * them nor the scenario object to anyone (the corpus commands: a file's runs end with its task).
 * They are shared as runScenario shares them, but kept here, not with the scenario object, so
 * nothing needs freezing: no other caller can reach a result, and no built-in hook changes what it
 * is given (test/hooks.test.ts). With plugin rulesets in the registry each run is runScenario's,
 * scenario frozen and all.
 */
export class OwnRuns {
  private readonly kept: SameRuns<Result>[] = [];
  private readonly plugins: boolean;
  constructor(private readonly registry: Registry, private readonly s: Scenario) {
    this.plugins = hasPlugins(registry);
  }

  /** The result under ruleset, as runScenario gives it. */
  run(ruleset: string, opts: RunOptions = {}): Result {
    const { registry, s } = this;
    const entry = entryFor(registry, ruleset);
    if (this.plugins || entry.rules.watching) return runScenario(registry, s, ruleset, opts);
    const same = (this.kept[optionKey(opts)] ??= new SameRuns<Result>(registry));
    const kept = same.find(ruleset);
    if (kept !== undefined) return ownUnder(kept, ruleset);
    return same.make(ruleset, () => resultOf(ruleset, engineOf(entry).run(s, opts)));
  }

  /** Like runOrError: a ruleset whose hook fails is given an error result. */
  runOrError(ruleset: string, opts: RunOptions = {}): Result {
    return orError(ruleset, this.s, () => this.run(ruleset, opts));
  }
}

/** A kept result as ruleset's: itself, for the ruleset it was made under. */
const ownUnder = (r: Result, ruleset: string): Result => (r.ruleset === ruleset ? r : resultUnder(r, ruleset));

/**
 * The runs of one scenario object under one registry, by the options that change a run: the
 * rulesets of a diff, check or snapshot that state alike every rule a run consults share its
 * result (core/same-runs.ts). Kept with the scenario object, so they go when it goes.
 */
const runsOf = new WeakMap<Registry, WeakMap<Scenario, SameRuns<Result>[]>>();
/** Each option that changes a run, and its bit in the key of the runs kept: a new option must be given one. */
const OPTION_BITS: { readonly [K in keyof Required<RunOptions>]: (o: RunOptions) => number } = {
  log: (o) => (o.log === false ? 0 : 1),
  strict: (o) => (o.strict ? 2 : 0),
};
/**
 * The scenario object and registry of the last runScenario call, and their runs: a diff, check or
 * bench asks for one scenario's rulesets in turn, so most calls find them here, not in the tables.
 */
let last: { registry: Registry; s: Scenario; kept: SameRuns<Result>[] } | null = null;
function sameRuns(registry: Registry, s: Scenario, opts: RunOptions): SameRuns<Result> {
  let kept: SameRuns<Result>[];
  if (last !== null && last.s === s && last.registry === registry) kept = last.kept;
  else {
    // Every ruleset of a diff reads the same scenario: frozen, so no hook can change it for the others.
    seal(s);
    let byScenario = runsOf.get(registry);
    if (!byScenario) runsOf.set(registry, (byScenario = new WeakMap()));
    let k = byScenario.get(s);
    if (!k) byScenario.set(s, (k = []));
    last = { registry, s, kept: (kept = k) };
  }
  return (kept[optionKey(opts)] ??= new SameRuns<Result>(registry));
}
const optionKey = (opts: RunOptions) => OPTION_BITS.log(opts) | OPTION_BITS.strict(opts);

/**
 * Forgets the results kept for a scenario object, so its next runs are made again (a bench that
 * runs the same scenarios over and over measures runs, not what it kept from its last pass).
 */
export function forgetRuns(registry: Registry, s: Scenario): void {
  runsOf.get(registry)?.delete(s);
  if (last !== null && last.s === s && last.registry === registry) last = null;
}

/**
 * A result kept for other rulesets is read-only below its top level, so no caller can change
 * another's (test/same-runs.test.ts checks that nothing else in one is left writable); its top
 * level is each caller's own (resultUnder). Field by field, not walked: a logged run has hundreds
 * of events.
 */
function sealed(r: Result): Result {
  for (const p in r.players) Object.freeze(r.players[p]);
  for (const id in r.creatures) { const c = r.creatures[id]!; if (c.counters !== NO_COUNTERS) Object.freeze(c.counters); Object.freeze(c); }
  if (r.permanents) { for (const id in r.permanents) Object.freeze(r.permanents[id]); Object.freeze(r.permanents); }
  if (r.doesntUntap) Object.freeze(r.doesntUntap);
  // The shared empty lists (outcome.ts) are frozen already.
  const { rejectedChoices: rc, events: ev } = r;
  if (rc !== NO_CHOICES) { for (let i = 0; i < rc.length; i++) Object.freeze(rc[i]); Object.freeze(rc); }
  if (ev !== NO_EVENTS) { for (let i = 0; i < ev.length; i++) Object.freeze(ev[i]); Object.freeze(ev); }
  Object.freeze(r.players); Object.freeze(r.creatures);
  return r;
}

/**
 * Like runScenario, but a ruleset whose hook fails (throws, returns a bad result, or runs past the
 * time limit) gives that ruleset an error result instead of stopping every other ruleset's run.
 */
export function runOrError(registry: Registry, s: Scenario, ruleset: string, opts: RunOptions = {}): Result {
  return orError(ruleset, s, () => runScenario(registry, s, ruleset, opts));
}

function orError(ruleset: string, s: Scenario, run: () => Result): Result {
  try {
    return run();
  } catch (e) {
    if (e instanceof HookError) return errorResult(ruleset, s, e.message);
    throw e;
  }
}

const sealedScenarios = new WeakSet<object>();
function seal(s: Scenario): void {
  if (sealedScenarios.has(s)) return;
  freeze(s);
  sealedScenarios.add(s);
}

/** Freezes an object and everything it holds (no array of values made per object: a scenario holds hundreds). */
function freeze(v: object): void {
  if (Object.isFrozen(v)) return;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) { const e: unknown = v[i]; if (typeof e === 'object' && e !== null) freeze(e); }
  } else {
    for (const k in v) { const e: unknown = (v as Record<string, unknown>)[k]; if (typeof e === 'object' && e !== null) freeze(e); }
  }
  Object.freeze(v);
}

/** The most seconds MTG_ERAS_PLUGIN_TIMEOUT may say (an hour). */
export const MAX_PLUGIN_TIMEOUT_S = 3600;

/**
 * The time limit of a plugin's import and of a run with plugin code in it, in ms: MTG_ERAS_PLUGIN_TIMEOUT
 * seconds (default 10). A value that is not a number of seconds in range is an error, not the default.
 */
export function pluginTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MTG_ERAS_PLUGIN_TIMEOUT;
  if (raw === undefined || raw.trim() === '') return 10_000;
  const s = Number(raw);
  if (!/^\s*[0-9.e+]+\s*$/i.test(raw) || !Number.isFinite(s) || s < 0.001 || s > MAX_PLUGIN_TIMEOUT_S) {
    throw new PluginTimeoutError(`MTG_ERAS_PLUGIN_TIMEOUT: expected a number of seconds from 0.001 to ${MAX_PLUGIN_TIMEOUT_S}, got "${raw.replace(/[^\x20-\x7e]/g, '?').slice(0, 40)}"`);
  }
  return Math.max(1, Math.round(s * 1000));
}

/** A bad MTG_ERAS_PLUGIN_TIMEOUT: a usage error (one line, exit 2). */
export class PluginTimeoutError extends Error {
  override name = 'UsageError';
}

/**
 * A run with plugin code in it runs under a time limit (MTG_ERAS_PLUGIN_TIMEOUT seconds, default
 * 10): a hook that never returns ends as that ruleset's error, not a hang. JavaScript cannot stop a
 * running function from outside; node:vm's timeout can (it interrupts the whole synchronous run).
 */
let watchdog: { script: Script; sandbox: { run: () => unknown } } | undefined;

function watched<T>(registry: Registry, ruleset: string, plugin: string, run: () => T): T {
  // Made on first use: a new context costs start-up time, and only runs with plugin code need it.
  watchdog ??= { script: new Script('run()'), sandbox: createContext({ run: (): unknown => undefined }) as { run: () => unknown } };
  const { script, sandbox } = watchdog;
  sandbox.run = run;
  try {
    return script.runInContext(sandbox, { timeout: pluginTimeoutMs() }) as T;
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new HookError(ruleset, 'run', ruleset, new Error(`plugin ${plugin}: the run did not finish within ${pluginTimeoutMs() / 1000} s (a hook that never returns?); the limit is MTG_ERAS_PLUGIN_TIMEOUT seconds`));
    }
    throw e;
  } finally {
    sandbox.run = () => undefined;
  }
}
