// The library's task functions (docs/library.md): load, run, diff, check and compare scenarios,
// the same work as the CLI's commands, with typed results. Every function takes the registry
// first (createRegistry() for the built-in eras, plus plugins); ruleset names are selectors as on
// the command line ("latest", an id, "a..b", "a,b", "all"). Bad input throws InputError (a scenario
// file or text) or RegistryError (a ruleset selector); nothing else is thrown for bad input.
import { fieldDifferences, firstDivergence, neighbourDifferences, type Difference, type Divergence, type FieldChange } from './core/compare.js';
import { checkedStrictly, mismatches, type Result } from './core/outcome.js';
import { RegistryError, type Registry } from './core/registry.js';
import { runScenario as runOne } from './core/run.js';
import { InputError, loadScenarioFile, parseScenario } from './core/scenario/load.js';
import type { Scenario } from './core/scenario/scenario.js';
import { exploreAttacks, type AttackExploration } from './core/explore/attacks.js';
import { bestMismatches } from './core/explore/expect.js';
import { explore, OBJECTIVES, type Exploration, type Objective } from './core/explore/explore.js';
// The hunt (and fast-check with it) is imported when huntRulesets first runs, not with the library.
import type { Hunt, HuntOptions } from './core/explore/hunt.js';

export { InputError } from './core/scenario/load.js';
export { RegistryError } from './core/registry.js';
export type { Exploration, Objective } from './core/explore/explore.js';
export type { AttackExploration } from './core/explore/attacks.js';
export type { Hunt, HuntGroup, HuntOptions } from './core/explore/hunt.js';

/** A value that is not a loaded scenario (say, the raw YAML object) is bad input, said plainly. */
function checked(scenario: Scenario): Scenario {
  const s = scenario as Partial<Scenario> | null;
  if (!s || typeof s !== 'object' || !Array.isArray(s.creatures) || !Array.isArray(s.players) || !Array.isArray(s.expect)) {
    throw new InputError('expected a scenario from loadScenario (or parseScenario), got another value');
  }
  return scenario;
}

/** The rulesets a selector names, oldest first; a RegistryError says what is wrong with it. */
export function selectRulesets(registry: Registry, selector: string): string[] {
  if (typeof selector !== 'string') throw new RegistryError(`a ruleset selector must be a string, got ${typeof selector}`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(selector)) return [registry.at(selector)];
  const sel = registry.select(selector);
  if (!sel.ok) throw new RegistryError(sel.error);
  return sel.ids;
}

/**
 * Reads a scenario file (.yaml, .yml, .json), or `options.text` under that file name. Throws an
 * InputError whose message is one line, `file:line:col: what was expected`.
 */
export function loadScenario(registry: Registry, file: string, options: { text?: string } = {}): Scenario {
  const select = (sel: string) => registry.select(sel, { eras: true });
  return options.text === undefined ? loadScenarioFile(file, select) : parseScenario(file, options.text, select);
}

export interface RunOptions {
  /** An illegal choice stops the run with status illegal-choice instead of using the default. */
  strict?: boolean;
}

/** Runs a scenario under one ruleset: an id, "latest" (the default) or a date (the ruleset in force then). */
export function runScenario(registry: Registry, scenario: Scenario, ruleset = 'latest', options: RunOptions = {}): Result {
  // An id needs no selector parsing (the common case in loops).
  const ids = registry.has(ruleset) ? [ruleset] : selectRulesets(registry, ruleset);
  if (ids.length !== 1) throw new RegistryError(`runScenario runs one ruleset; "${ruleset}" names ${ids.length} (${ids.join(', ')}): use runScenarios`);
  return runOne(registry, checked(scenario), ids[0]!, options);
}

/** Runs a scenario under every ruleset a selector names ("all" by default), oldest first. */
export function runScenarios(registry: Registry, scenario: Scenario, rulesets = 'all', options: RunOptions = {}): Result[] {
  checked(scenario);
  return selectRulesets(registry, rulesets).map((id) => runOne(registry, scenario, id, options));
}

export interface DiffResult {
  scenario: { file: string; title: string };
  /** One result per ruleset, oldest first. */
  results: Result[];
  /** Each pair of neighbouring rulesets whose outcomes differ: the fields and the first divergence. */
  differences: Difference[];
  /** No two neighbouring rulesets differ (the CLI's exit code 0). */
  same: boolean;
}

/** What `mtg-eras diff` computes: the scenario under several rulesets and where neighbours differ. */
export function diffScenario(registry: Registry, scenario: Scenario, rulesets = 'all', options: RunOptions = {}): DiffResult {
  const results = runScenarios(registry, scenario, rulesets, options);
  const differences = neighbourDifferences(results);
  return { scenario: { file: scenario.file, title: scenario.title }, results, differences, same: differences.length === 0 };
}

export interface ExpectationFailure { ruleset: string; field: string; expected: unknown; actual: unknown }

export interface CheckResult {
  file: string;
  /** One per ruleset an `expect` key names. */
  runs: number;
  passed: number;
  failed: number;
  failures: ExpectationFailure[];
}

/** What `mtg-eras check` computes for one scenario: every expectation under every ruleset it names. */
export function checkScenario(registry: Registry, scenario: Scenario): CheckResult {
  checked(scenario);
  const out: CheckResult = { file: scenario.file, runs: 0, passed: 0, failed: 0, failures: [] };
  for (const e of scenario.expect) {
    for (const id of e.rulesets) {
      out.runs++;
      const found = [...mismatches(runOne(registry, scenario, id, { log: false, strict: checkedStrictly(e.outcome) }), e.outcome), ...bestMismatches(registry, scenario, id, e)];
      if (found.length) out.failed++;
      else out.passed++;
      for (const m of found) out.failures.push({ ruleset: id, ...m });
    }
  }
  return out;
}

export interface ScenarioChange { scenario: Scenario; fields: FieldChange[]; firstDivergence: Divergence }

/** What `mtg-eras compare` computes: the scenarios whose outcome differs between two rulesets. */
export function compareScenarios(registry: Registry, scenarios: readonly Scenario[], from: string, to: string): ScenarioChange[] {
  const one = (sel: string) => {
    const ids = selectRulesets(registry, sel);
    if (ids.length !== 1) throw new RegistryError(`compareScenarios compares two rulesets; "${sel}" names ${ids.length}`);
    return ids[0]!;
  };
  const a = one(from), b = one(to);
  return scenarios.flatMap((scenario) => {
    checked(scenario);
    const x = runOne(registry, scenario, a), y = runOne(registry, scenario, b);
    const fields = fieldDifferences(x, y);
    return fields.length ? [{ scenario, fields, firstDivergence: firstDivergence(x, y) }] : [];
  });
}

/**
 * What `mtg-eras explore --attacks` computes: every attack declaration of the active player, each
 * against the defender's best block, and the attacker's best attack (minimax) under each ruleset.
 */
export function exploreScenarioAttacks(registry: Registry, scenario: Scenario, rulesets = 'all', options: { objective?: Objective; divisions?: boolean } = {}): AttackExploration {
  checked(scenario);
  if (options.objective !== undefined && !OBJECTIVES.includes(options.objective)) throw new InputError(`unknown objective "${String(options.objective)}" (expected ${OBJECTIVES.join(', ')})`);
  try {
    return exploreAttacks(registry, scenario, selectRulesets(registry, rulesets), options);
  } catch (e) {
    if (e instanceof RangeError) throw new InputError(e.message);
    throw e;
  }
}

/**
 * What `mtg-eras explore` computes: every block declaration of the scenario (its own `block`
 * ignored) under each ruleset the selector names: legal declarations, outcome groups, the best
 * block for the defending player under the objective, and the blocks whose outcome differs.
 */
export function exploreScenario(registry: Registry, scenario: Scenario, rulesets = 'all', options: { objective?: Objective; divisions?: boolean } = {}): Exploration {
  checked(scenario);
  if (options.objective !== undefined && !OBJECTIVES.includes(options.objective)) throw new InputError(`unknown objective "${String(options.objective)}" (expected ${OBJECTIVES.join(', ')})`);
  return explore(registry, scenario, selectRulesets(registry, rulesets), options);
}

/**
 * What `mtg-eras hunt` computes: random boards whose outcome differs between two rulesets, each
 * shrunk to a minimal board and grouped by the first diverging rule (docs/explore.md). Async: the
 * hunter and its property-testing library are loaded on the first call.
 */
export async function huntRulesets(registry: Registry, from: string, to: string, options: HuntOptions = {}): Promise<Hunt> {
  const one = (sel: string) => {
    const ids = selectRulesets(registry, sel);
    if (ids.length !== 1) throw new RegistryError(`huntRulesets compares two rulesets; "${sel}" names ${ids.length}`);
    return ids[0]!;
  };
  const [a, b] = [one(from), one(to)];
  const { hunt } = await import('./core/explore/hunt.js');
  return hunt(registry, a, b, options);
}
