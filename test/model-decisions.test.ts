// The era models are behaviour the engine calls: core/engine (its actions included) compares none
// of their cited decisions, which stay data for the pages, the tests and the rules the events cite.
// The decisions are read from every ruleset's models, so one added later is covered too.
import test from 'ava';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { EVERY, registry } from './helpers.js';
import { MODEL_NAMES, checkModel } from '../core/models.js';

/** The decisions of a model value: each field holding a cited decision (or a record of them), and its non-rule fields' string values. */
function decisions(model: object): { fields: Set<string>; keys: Set<string>; values: Set<string> } {
  const fields = new Set<string>(), keys = new Set<string>(), values = new Set<string>();
  const walk = (field: string, v: unknown): void => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return;
    fields.add(field);
    for (const [k, x] of Object.entries(v)) {
      if (k === 'rule' || k === 'text') continue;
      if (typeof x === 'string') { keys.add(k); values.add(x); } else if (typeof x === 'boolean') keys.add(k);
      else walk(k, x);
    }
  };
  for (const [k, v] of Object.entries(model)) if (typeof v !== 'function') walk(k, v);
  return { fields, keys, values };
}

function engineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? engineFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

test('core/engine compares no decision of an era model, only calls its methods', (t) => {
  const fields = new Set<string>(), keys = new Set<string>(), values = new Set<string>();
  for (const id of EVERY) {
    for (const name of MODEL_NAMES) {
      const d = decisions(registry.rulesFor(id).models[name]);
      d.fields.forEach((f) => fields.add(f)); d.keys.forEach((k) => keys.add(k)); d.values.forEach((v) => values.add(v));
    }
  }
  t.true(values.has('next-time') && keys.has('stops') && fields.has('ptSwitch'), 'the decisions are found');
  const alt = (s: Set<string>) => [...s].map((x) => x.replace(/[^\w-]/g, '')).join('|');
  const read = new RegExp(`models\\.(${MODEL_NAMES.join('|')})\\.(${alt(fields)})(\\.|\\?\\.)(${alt(keys)}|window)\\b`);
  const compared = new RegExp(`[!=]==\\s*'(${alt(values)})'|'(${alt(values)})'\\s*[!=]==|\\bwindow\\s*[!=]==\\s*null`);
  const files = engineFiles('core/engine');
  t.true(files.some((f) => f.includes('actions')), 'core/engine/actions is scanned');
  for (const f of files) {
    const code = readFileSync(f, 'utf8').split('\n').filter((l) => !/^\s*(\/\/|\*|\/\*\*)/.test(l));
    t.deepEqual(code.filter((l) => read.test(l) || compared.test(l)), [], f);
  }
  // The scan finds what it looks for.
  t.true(read.test("ctx.rules.models.layers.ptSwitch.order === 'last'") && compared.test("mode === 'next-time'") && read.test('models.combat.assignmentWindow.window?.tappedBlockerKeepsDamage'));
});

test('each combat, assignment and layer model is checked with its methods: one without them is refused with the field named', (t) => {
  for (const id of EVERY) for (const name of ['combat', 'assignment', 'layers'] as const) t.is(checkModel(name, registry.rulesFor(id).models[name]), null, `${id} ${name}`);
  const layers = registry.rulesFor('m10-2009').models.layers;
  t.is(checkModel('layers', { ...layers, switchesLast: 'last' }), 'switchesLast: expected a function, got "last"');
  const { redirectsTrample: _, ...noMethod } = registry.rulesFor('revised-1994').models.assignment;
  t.is(checkModel('assignment', noMethod), 'redirectsTrample: expected a function, got undefined');
  const { sourcePrevention: __, ...noDecision } = registry.rulesFor('sixth-1999').models.combat;
  t.regex(checkModel('combat', noDecision)!, /^sourcePrevention: /);
});

test('the methods answer as the eras\' rules say: the switch last from 2007 (418.5i), setting before modifying from 2009 (612.3b-c), old trample and the damage prevention step before 1999 (T.10)', (t) => {
  const from = (id: string, era: string) => EVERY.indexOf(id) >= EVERY.indexOf(era);
  for (const id of EVERY) {
    const { combat, assignment, layers } = registry.rulesFor(id).models;
    t.is(layers.switchesLast(), from(id, 'futuresight-2007'), id);
    t.is(layers.settingWipesEarlier(), !from(id, 'm10-2009'), id);
    t.is(layers.animationStopsWithAbilities(), !from(id, 'champions-2004'), id);
    t.is(assignment.redirectsTrample(), id === 'revised-1994', id);
    t.is(combat.triggersBeforeDestruction(), !from(id, 'sixth-1999'), id);
    t.is(combat.noncombatPreventionStep(), !from(id, 'sixth-1999'), id);
    t.is(combat.tappedBlockerKeepsDamage(), !from(id, 'sixth-1999'), id);
    t.is(combat.sourceShieldsNextTime(), from(id, 'sixth-1999'), id);
    t.is(combat.doublesAssignment(), !from(id, 'sixth-1999'), id);
    t.is(combat.lossIsStateBased(), from(id, 'sixth-1999'), id);
    t.is(combat.hasAssignmentWindow(), !from(id, 'm10-2009'), id);
    t.is(combat.manaBurns(), !from(id, 'm10-2009'), id);
  }
});
