// The registry's checks on the built-in eras. The CLI registers them without those checks
// (compose.ts: they were a third of building the registry at every start), so they are run here,
// and the registry built with them must be the one built without.
import test from 'ava';
import { BUILTIN_RULESETS, createRegistry } from '../compose.js';
import { HOOK_NAMES, type HookName } from '../core/hooks.js';
import { CAPABILITY_NAMES, MODEL_NAMES } from '../core/models.js';
import { Registry, RegistryError } from '../core/registry.js';
import { RULE_KEYS, type RuleKey } from '../core/rule-keys.js';
import type { RulesetDefinition } from '../core/ruleset.js';

test('every built-in era passes every check of the registry, which then states what the unchecked registry states', (t) => {
  const checked = new Registry(BUILTIN_RULESETS);
  const reg = createRegistry();
  t.deepEqual(checked.ids, reg.ids);
  t.is(checked.ids.length, BUILTIN_RULESETS.length);
  for (const id of reg.ids) {
    t.deepEqual(checked.meta(id), reg.meta(id), id);
    const a = checked.rulesFor(id), b = reg.rulesFor(id);
    for (const name of [...HOOK_NAMES, ...MODEL_NAMES, ...CAPABILITY_NAMES]) {
      t.is(a.definedBy(name as HookName), b.definedBy(name as HookName), `${id} ${name}`);
      t.is(a.stated(name as HookName), b.stated(name as HookName), `${id} ${name}`);
    }
    for (const key of Object.keys(RULE_KEYS) as RuleKey[]) t.deepEqual(a.cite(key), b.cite(key), `${id} ${key}`);
  }
});

test('a definition is checked unless the registry is told it was: an unknown rule key is refused, and a plugin is always checked', (t) => {
  const [root, ...rest] = BUILTIN_RULESETS;
  const broken: RulesetDefinition = { ...root!, rules: Object.assign(Object.create(null), root!.rules, { 'no.such-key': '1.1' }) };
  t.throws(() => new Registry([broken, ...rest]), { instanceOf: RegistryError, message: /unknown rule key "no\.such-key"/ });
  t.notThrows(() => new Registry([broken, ...rest], {}, [broken, ...rest]));
  const reg = createRegistry();
  const plugin: RulesetDefinition = { meta: { id: 'checked-plugin', title: 't', effective: '2025-01-01', document: '', sources: ['test'], changes: [] }, parent: 'foundations-2024', rules: { 'no.such-key': '1.1' } as never, hooks: {} };
  t.throws(() => reg.register(plugin), { instanceOf: RegistryError, message: /unknown rule key "no\.such-key"/ });
});
