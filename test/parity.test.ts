// Keeps every ruleset's plugin file, doc page, citation research (and the citations generated
// from it) and the architecture hook table in step (ESLint's checkRuleFiles idea).
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { HOOK_NAMES } from '../core/hooks.js';
import { CAPABILITY_NAMES, MODEL_NAMES } from '../core/models.js';
import { RULE_KEYS, type RuleKey } from '../core/rule-keys.js';
import { citationsModule, researchFor } from '../scripts/write-citations.js';
import { EVERY as ALL, registry } from './helpers.js';

test('every built-in ruleset has a doc page that names it and its effective date', (t) => {
  for (const id of ALL) {
    const page = `docs/rulesets/${id}.md`;
    t.true(existsSync(page), `${page} is missing`);
    if (!existsSync(page)) continue;
    const text = readFileSync(page, 'utf8');
    t.true(text.includes(id), page);
    t.true(text.includes(registry.meta(id).effective), `${page} lacks ${registry.meta(id).effective}`);
  }
});

const NAMES: readonly string[] = [...HOOK_NAMES, ...MODEL_NAMES, ...CAPABILITY_NAMES];
/** What a ruleset's file states beyond its citations: models, capabilities and hooks. */
const statedValues = (id: string) => [...Object.keys(registry.definition(id).models ?? {}), ...Object.keys(registry.definition(id).capabilities ?? {})];
const stated = (id: string) => [...Object.keys(registry.definition(id).hooks), ...statedValues(id)];

test('each ruleset doc page names the hooks, models and capabilities its file defines and none that does not exist', (t) => {
  for (const id of ALL) {
    const page = `docs/rulesets/${id}.md`;
    if (!existsSync(page)) continue;
    const text = readFileSync(page, 'utf8');
    for (const hook of stated(id)) t.true(text.includes(`\`${hook}\``), `${page} does not name \`${hook}\``);
    for (const m of text.matchAll(/`([a-z][A-Za-z]+)`/g)) {
      if (/^[a-z]+[A-Z]/.test(m[1]!)) t.true(NAMES.includes(m[1]!) || !m[1]!.match(/^(attack|assign|window|tapped|deals|damage|divider|lethal|trample|deathtouch|lifelink|player|mana|protection|trigger|null|banding)/), `${page} names \`${m[1]}\`, which is not a hook, model or capability`);
    }
  }
});

test('each ruleset cites what its research file found in that era\'s document', (t) => {
  const all = researchFor();
  for (const id of ALL) {
    // A dated amendment's file holds only what its day changed: merged over its parent's.
    const research = all[id]!;
    const rules = registry.rulesFor(id);
    for (const key of Object.keys(RULE_KEYS) as RuleKey[]) {
      const r = research[key]!;
      const c = rules.cite(key);
      if (r.rule === null) t.true(c.rule.startsWith('no rule in'), `${id} ${key}: ${c.rule}`);
      else t.is(c.rule, r.rule, `${id} ${key}`);
      t.is(c.unverified, r.status === 'UNVERIFIED', `${id} ${key} unverified flag`);
      if (r.rule !== null) t.is(c.derived, r.status === 'DERIVED', `${id} ${key} derived flag`);
    }
  }
});

test('rulesets/citations.ts is generated from the research files and current (node dist/scripts/write-citations.js)', (t) => {
  t.is(readFileSync('rulesets/citations.ts', 'utf8'), citationsModule());
});

test('the hook, model and capability tables in docs/architecture/era-models.md list, for each, exactly the rulesets that define it', (t) => {
  const doc = readFileSync('docs/architecture/era-models.md', 'utf8');
  for (const hook of NAMES) {
    const row = doc.split('\n').find((l) => l.startsWith(`| \`${hook}\` |`));
    t.truthy(row, `no row for ${hook}`);
    const listed = row!.split('|').at(-2)!.split(',').map((s) => s.trim());
    const defining = ALL.filter((id) => stated(id).includes(hook));
    t.deepEqual(listed, defining, hook);
  }
});

test('the ruleset lineage is chronological and each era descends from the one before it', (t) => {
  ALL.forEach((id, i) => {
    t.is(registry.definition(id).parent, i === 0 ? null : ALL[i - 1]!, id);
  });
});

test('docs/rulesets/README.md lists, for each ruleset, exactly the models, capabilities and hooks its file defines', (t) => {
  const rows = readFileSync('docs/rulesets/README.md', 'utf8').split('\n');
  for (const id of ALL) {
    const row = rows.find((l) => l.startsWith(`| \`${id}\` |`));
    t.truthy(row, `no row for ${id}`);
    const cells = row!.split(' | ');
    const listed = [...cells.at(-2)!.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]!).sort();
    t.deepEqual(listed, stated(id).sort(), id);
  }
});

test('a ruleset page that sums up its models and capabilities says so once, naming exactly those its file states', (t) => {
  for (const id of ALL) {
    const page = `docs/rulesets/${id}.md`;
    if (!existsSync(page)) continue;
    const lines = readFileSync(page, 'utf8').split('\n').filter((l) => l.startsWith('Models and capabilities this ruleset states:'));
    t.true(lines.length <= 1, `${page}: ${lines.length} summary lines`);
    if (!lines.length) continue;
    const [values, hooks = ''] = lines[0]!.split(/Hooks? it defines:/);
    const names = (s: string) => [...s.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]!).sort();
    t.deepEqual(names(values!), statedValues(id).sort(), `${page} models and capabilities`);
    t.deepEqual(names(hooks), Object.keys(registry.definition(id).hooks).sort(), `${page} hooks`);
  }
});
