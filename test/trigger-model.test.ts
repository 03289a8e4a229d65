// The trigger model is behaviour the era picks (rulesets/models/triggers.ts): the engine calls its
// methods and reads none of its decisions; a value missing a method is refused where a model is checked.
import test from 'ava';
import { readFileSync, readdirSync } from 'node:fs';
import { checkModel } from '../core/models.js';
import { THE_SERIES, THE_STACK, THE_STACK_STATIC_KEYWORDS, THE_STACK_TRIGGERED_KEYWORDS } from '../rulesets/models/triggers.js';
import type { KeywordDamage } from '../core/api.js';

test('core/engine reads no decision of the trigger model, only calls its methods', (t) => {
  const decisions = /models\.triggers\.|\b(combatTriggers|bandInducedBlocks)\b|\bperPoint\.perPoint\b|\b(lifelink|deathtouch)\.mode\b/;
  for (const f of readdirSync('core/engine').filter((n) => n.endsWith('.ts'))) {
    const code = readFileSync(`core/engine/${f}`, 'utf8').split('\n').filter((l) => !/^\s*(\/\/|\*|\/\*\*)/.test(l));
    t.deepEqual(code.filter((l) => decisions.test(l)), [], f);
  }
});

test('each trigger model is checked with its methods: one without them is refused with the field named', (t) => {
  for (const m of [THE_SERIES, THE_STACK, THE_STACK_TRIGGERED_KEYWORDS, THE_STACK_STATIC_KEYWORDS]) t.is(checkModel('triggers', m), null, m.name);
  t.is(checkModel('triggers', { ...THE_STACK, step: 'stack' }), 'step: expected a function, got "stack"');
  const { combatTriggers: _, ...noDecision } = THE_SERIES;
  t.regex(checkModel('triggers', noDecision)!, /^combatTriggers: /);
});

test('per point in the Series (D\'Angelo A.8.10), per event on the stack; deathtouch and lifelink triggered or static', (t) => {
  t.deepEqual(THE_SERIES.perDamage(3), { times: 3, each: 1 });
  t.deepEqual(THE_STACK.perDamage(3), { times: 1, each: 3 });
  const seen: string[] = [];
  const k: KeywordDamage = { now: (r) => seen.push(`now ${r}`), trigger: (r) => seen.push(`trigger ${r}`), left: (r) => seen.push(`left ${r}`) };
  THE_STACK_TRIGGERED_KEYWORDS.keyword('lifelink', { onBattlefield: true }, k);
  THE_STACK_TRIGGERED_KEYWORDS.keyword('deathtouch', { onBattlefield: false }, k);
  THE_STACK_STATIC_KEYWORDS.keyword('deathtouch', { onBattlefield: false }, k);
  THE_SERIES.keyword('lifelink', { onBattlefield: true }, k);
  t.deepEqual(seen, ['trigger lifelink.triggered', 'left deathtouch.triggered', 'now deathtouch.static', 'trigger lifegain.trigger']);
  // A creature blocking only through a band does not count in the Series (A.19.Ruling.2, A.25.Ruling.1).
  const induced = new Set(['b2>a']);
  t.deepEqual(THE_SERIES.countedBlockers('a', ['b1', 'b2'], induced).counted, ['b1']);
  t.deepEqual(THE_STACK.countedBlockers('a', ['b1', 'b2'], induced).counted, ['b1', 'b2']);
});
