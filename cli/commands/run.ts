import { bestMismatches } from '../../core/explore/expect.js';
import type { Registry } from '../../core/registry.js';
import { runScenario } from '../../core/run.js';
import type { Scenario } from '../../core/scenario/scenario.js';
import { eventLog, outcomeLine, rulesetHeading } from '../format.js';
import { registryFor, type PluginOptions } from '../context.js';
import { json, out, UsageError, type Exit } from '../io.js';
import { load } from '../scenarios.js';

export async function run(a: PluginOptions & { file: string; ruleset?: string; at?: string; strict?: boolean; json?: boolean }): Promise<Exit> {
  const reg = await registryFor(a);
  let id = reg.latest;
  if (a.at !== undefined) id = reg.at(a.at);
  else if (a.ruleset !== undefined) {
    const sel = reg.select(a.ruleset);
    if (!sel.ok) throw new UsageError(`--ruleset: ${sel.error}`);
    if (sel.ids.length !== 1) throw new UsageError(`--ruleset: "${a.ruleset}" names ${sel.ids.length} rulesets; run takes one (use diff for several)`);
    id = sel.ids[0]!;
  }
  const s = load(a.file, reg);
  const r = runScenario(reg, s, id, { strict: a.strict });
  if (a.json) {
    json(r);
    return 0;
  }
  out([`${s.title}  (${s.file})`, rulesetHeading(reg.meta(id)), '', eventLog(r.events), '', `Outcome: ${outcomeLine(r)}`, ...bestLines(reg, s, id)].join('\n'));
  return 0;
}

/** The file's best-block and best-attack expectations for this ruleset, verified by explore (docs/scenario-format.md). */
function bestLines(reg: Registry, s: Scenario, id: string): string[] {
  const es = s.expect.filter((e) => e.rulesets.includes(id) && (e.bestBlock || e.bestAttack));
  if (!es.length) return [];
  const L = [''];
  for (const e of es) {
    const found = bestMismatches(reg, s, id, e);
    for (const [field, b] of [['best-block', e.bestBlock], ['best-attack', e.bestAttack]] as const) {
      if (!b) continue;
      const m = found.find((x) => x.field === field);
      L.push(m ? `${field} (${e.selector}): expected ${m.expected}; ${m.actual}` : `${field} (${e.selector}): holds (objective ${b.objective}${b.unique ? ', unique' : ''})`);
    }
  }
  return L;
}
