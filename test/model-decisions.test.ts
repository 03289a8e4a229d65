// The era models are behaviour the engine calls: core/engine (its actions included) compares none
// of their cited decisions, which stay data for the pages, the tests and the rules the events cite.
// The decisions are read from every ruleset's models, so one added later is covered too.
import test from 'ava';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { EVERY, registry } from './helpers.js';
import { MODEL_NAMES } from '../core/models.js';

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
