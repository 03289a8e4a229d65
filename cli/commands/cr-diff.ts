// mtg-eras cr-diff OLD.txt NEW.txt: the combat rules that changed between two Comprehensive Rules
// texts (core/history/cr-text.ts, the diff behind docs/history/ledger.json), each with the corpus
// scenarios that cite its number and the rulesets whose citations name it: a new CR can be
// assessed the day it is published.
import { existsSync, readFileSync } from 'node:fs';
import { decodeCr, diffCr, parseCr } from '../../core/history/cr-text.js';
import type { Registry } from '../../core/registry.js';
import { registryFor, type PluginOptions } from '../context.js';
import { json, out, UsageError, type Exit } from '../io.js';
import { findScenarios } from '../scenarios.js';
import { RULE_KEYS, type RuleKey } from '../../core/rule-keys.js';

function readText(file: string): string {
  if (!existsSync(file)) throw new UsageError(`${file}: no such file (expected a Comprehensive Rules text)`);
  const text = decodeCr(readFileSync(file));
  if (!/^\d{3}\.\d+[a-z]?\.? /m.test(text)) throw new UsageError(`${file}:1:1: expected a Comprehensive Rules text (numbered rules such as "510.1a ...")`);
  return text;
}

/** Rulesets whose citations name this rule number. */
function citingRulesets(reg: Registry, rule: string): string[] {
  return reg.ids.filter((id) => (Object.keys(RULE_KEYS) as RuleKey[]).some((k) => reg.rulesFor(id).cite(k).rule === rule));
}

export async function crDiff(a: PluginOptions & { texts: string[]; scenarios?: string; json?: boolean }): Promise<Exit> {
  if (a.texts.length !== 2) throw new UsageError(`cr-diff: give two CR texts, the older and the newer (got ${a.texts.length})`);
  const [oldText, newText] = a.texts.map(readText) as [string, string];
  const reg = await registryFor(a);
  const d = diffCr(parseCr(oldText), parseCr(newText));
  // Scenario files that name a rule number in their text (sources, description).
  const corpus = findScenarios([a.scenarios ?? 'docs/scenarios']).files.map((f) => ({ file: f, text: readFileSync(f, 'utf8') }));
  const cites = (n: string | null) => (n ? corpus.filter((c) => new RegExp(`(^|[^\\d.])${n.replace('.', '\\.')}(?![\\da-z])`).test(c.text)).map((c) => c.file) : []);
  const rows = d.changes.map((c) => ({ ...c, scenarios: [...new Set([...cites(c.old), ...cites(c.new)])], rulesets: [...new Set([...(c.old ? citingRulesets(reg, c.old) : []), ...(c.new ? citingRulesets(reg, c.new) : [])])] }));
  if (a.json) {
    json({ moved: d.moved, changes: rows });
    return rows.length ? 1 : 0;
  }
  const lines: string[] = [];
  for (const r of rows) {
    const head = r.kind === 'added' ? `+ ${r.new}` : r.kind === 'removed' ? `- ${r.old}` : r.old === r.new ? `~ ${r.new}` : `~ ${r.old} -> ${r.new}`;
    lines.push(`${head}  (${r.part}${r.only ? `; only its ${r.only} changed` : ''})`);
    if (r.before) lines.push(`    was: ${r.before}`);
    if (r.after) lines.push(`    now: ${r.after}`);
    if (r.rulesets.length) lines.push(`    cited by rulesets: ${r.rulesets.join(', ')}`);
    if (r.scenarios.length) lines.push(`    cited by scenarios: ${r.scenarios.slice(0, 8).join(', ')}${r.scenarios.length > 8 ? ` and ${r.scenarios.length - 8} more` : ''}`);
  }
  lines.push(`${rows.length} changed combat ${rows.length === 1 ? 'rule' : 'rules'}; ${d.moved} moved unchanged.`);
  out(lines.join('\n'));
  return rows.length ? 1 : 0;
}
