// The package's written-out types (core/scenario/types.ts) against the schema they describe, and
// the package's declarations against the validation library's types.
//
// The agreement is checked by the compiler: each `agree<A, B>(true)` below compiles only while A
// and B are assignable both ways and have the same fields at every depth (a field added to the
// schema and not to types.ts, or the reverse, breaks the test build).
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type * as v from 'valibot';
import type * as schema from '../core/scenario/schema.js';
import type * as types from '../core/scenario/types.js';
import { InputError, scenario, type ScenarioData } from '../index.js';
import { registry } from './helpers.js';

/** Every field, optional or not, as a required one, at every depth: a field only one side has makes the two differ. */
type Fields<T> = T extends readonly (infer E)[] ? Fields<E>[] : T extends object ? { [K in keyof T]-?: Fields<T[K]> } : T;
type Assignable<A, B> = [A] extends [B] ? true : false;
/** A and B are assignable both ways, and so are their fields taken as required ones. */
type Agree<A, B> = [Assignable<A, B>, Assignable<B, A>, Assignable<Fields<A>, Fields<B>>, Assignable<Fields<B>, Fields<A>>] extends [true, true, true, true] ? true : false;
const agree = <A, B>(ok: Agree<A, B>) => ok;

type Parsed = v.InferOutput<typeof schema.ScenarioFile>;

test('the written-out scenario types agree with the schema both ways (checked by the compiler)', (t) => {
  const checks = [
    // The scenario as written: a file's fields, the object `scenario(registry, {...})` takes.
    agree<types.ScenarioData, v.InferInput<typeof schema.ScenarioFile>>(true),
    agree<types.CreatureAbilityData, NonNullable<v.InferInput<typeof schema.Creature>['abilities']>[number]>(true),
    agree<types.PermanentAbilityData, NonNullable<v.InferInput<typeof schema.Permanent>['abilities']>[number]>(true),
    // The parts the loader hands on as parsed: what the package's declarations name.
    agree<types.TriggeredAbility, v.InferOutput<typeof schema.TriggeredAbility>>(true),
    agree<types.ActivatedAbility, v.InferOutput<typeof schema.ActivatedAbility>>(true),
    agree<types.Cost, v.InferOutput<typeof schema.ActivatedAbility>['cost'][number]>(true),
    agree<types.ThenEffect, NonNullable<v.InferOutput<typeof schema.ActivatedAbility>['then']>[number]>(true),
    agree<types.ContinuousAbility, v.InferOutput<typeof schema.ContinuousAbility>>(true),
    agree<types.AssignsToughness, v.InferOutput<typeof schema.AssignsToughness>>(true),
    agree<types.CharacteristicDefining, v.InferOutput<typeof schema.CharacteristicDefining>['characteristic-defining']>(true),
    agree<types.EntersWithCounters, v.InferOutput<typeof schema.EntersWithCounters>>(true),
    agree<types.Action, NonNullable<Parsed['actions']>[number]>(true),
    agree<types.Outcome, v.InferOutput<typeof schema.Outcome>>(true),
  ];
  t.deepEqual(checks, checks.map(() => true));
});

test('a scenario written in code is typed down to its windows and actions, and checked as a file is', (t) => {
  const base: ScenarioData = {
    scenario: 'Giant Growth on the blocked bears',
    players: { alice: { life: 20 }, bob: { life: 20 } },
    creatures: { bears: { controller: 'alice', power: 2, toughness: 2 }, wall: { controller: 'bob', power: 0, toughness: 3 } },
    combat: { attack: { bears: 'bob' }, block: { wall: 'bears' } },
    actions: [{ at: 'declare-blockers', do: 'pump', target: 'bears', power: 3, toughness: 3 }],
    expect: { all: { graveyard: ['wall'] } },
  };
  t.is(scenario(registry, base).actions.length, 1);
  // The types refuse what the loader refuses: a misspelt window, an unknown action, a field an action does not take.
  // @ts-expect-error a window that does not exist
  t.throws(() => scenario(registry, { ...base, actions: [{ at: 'declare-blocker', do: 'pump', target: 'bears', power: 3 }] }), { instanceOf: InputError, message: /expected a window/ });
  // @ts-expect-error an action kind that does not exist
  t.throws(() => scenario(registry, { ...base, actions: [{ at: 'declare-blockers', do: 'giant-growth', target: 'bears' }] }), { instanceOf: InputError, message: /expected an action/ });
  // @ts-expect-error fog takes no target
  t.throws(() => scenario(registry, { ...base, actions: [{ at: 'declare-blockers', do: 'fog', target: 'bears' }] }), { instanceOf: InputError });
});

// What a user's type-check pays for (test/package.test.ts measures it): the declarations the
// package entry reaches name the written-out types, never the schema or the validation library.
test("the package entry's declarations reach neither the schema nor valibot", (t) => {
  const seen = new Set<string>();
  const imports = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const specs = [...text.matchAll(/(?:from |import\()'([^']+)'/g)].map((m) => m[1]!);
    imports.set(file, specs);
    for (const s of specs.filter((x) => x.startsWith('.'))) {
      const target = resolve(dirname(file), s.replace(/\.js$/, '.d.ts'));
      if (existsSync(target)) visit(target);
    }
  };
  const entry = resolve('dist/index.d.ts');
  visit(entry);
  const files = [...seen].map((f) => relative('dist', f));
  t.true(files.includes('core/scenario/types.d.ts'), 'the written-out types are reached');
  t.true(files.length > 20, `${files.length} declaration files`);
  t.false(files.includes(join('core', 'scenario', 'schema.d.ts')), 'the schema is not reached');
  t.deepEqual([...imports].filter(([, specs]) => specs.includes('valibot')).map(([f]) => relative('dist', f)), [], 'no declaration imports valibot');
});
