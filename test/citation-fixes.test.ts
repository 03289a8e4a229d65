// Rule numbers corrected against each era's archived text: each fix is a
// corpus scenario, and here the event that applies the rule cites the number that says so.
import test from 'ava';
import { join } from 'node:path';
import type { CombatEvent } from '../core/events.js';
import { loadScenario, RULE_KEYS, runScenario, type RuleKey } from '../index.js';
import { registry as reg } from './helpers.js';

const load = (f: string) => loadScenario(reg, join('docs/scenarios', f));
const events = (f: string, id: string) => runScenario(reg, load(f), id).events;
const find = (es: CombatEvent[], p: (e: CombatEvent) => boolean, what: string) => {
  const e = es.find(p);
  if (!e) throw new Error(`no ${what} event`);
  return e;
};

test('null attack: legions-2003 skips the rest of declare attackers (308.4 of 2003-03-15); champions-2004 finishes it (308.4 of 2004-10-01)', (t) => {
  const f = 'edge-null-attack-legions-vs-champions.yaml';
  for (const id of ['sixth-1999', 'legions-2003']) {
    const es = events(f, id);
    t.is(find(es, (e) => e.key === 'attack.none', 'null attack').rule, '308.4', id);
    t.true(es.some((e) => e.type === 'action-skipped'), id);
  }
  const champions = events(f, 'champions-2004');
  t.is(find(champions, (e) => e.key === 'attack.none', 'null attack').rule, '308.4');
  t.false(champions.some((e) => e.type === 'action-skipped'));
  t.is(runScenario(reg, load(f), 'champions-2004').creatures['bears']!.zone, 'graveyard');
});

test('a one-on-one fight cites D\'Angelo C.8.4 before the CR, not C.8.5 / C.8.6', (t) => {
  for (const id of ['revised-1994', 'urza-1998']) {
    const assigns = events('edge-one-on-one-fight-old-rules.yaml', id).filter((e) => e.type === 'assign');
    t.is(assigns.length, 2, id);
    for (const e of assigns) t.is(e.rule, "D'Angelo C.8.4", id);
  }
  // Several blockers still cite the splitting rule C.8.5.
  const split = events('spec-d11-deathtouch-trample-two-blockers-default.yaml', 'revised-1994').find((e) => e.type === 'assign' && e.source === 'dt');
  t.not(split?.rule, "D'Angelo C.8.4");
});

test('the End of combat step event cites the step\'s rule (C.9.1, 311.1, 511.1), the removal from combat its own', (t) => {
  const want: Record<string, [string, string]> = {
    'revised-1994': ["D'Angelo C.9.1", "D'Angelo C.9.1"], 'sixth-1999': ['311.1', '311.1'],
    'champions-2004': ['311.1', '311.2'], 'futuresight-2007': ['311.1', '311.2'],
    'm10-2009': ['511.1', '511.3'], 'foundations-2024': ['511.1', '511.3'],
  };
  for (const [id, [step, removal]] of Object.entries(want)) {
    const es = events('edge-end-of-combat-step-rule.yaml', id);
    t.is(find(es, (e) => e.text === 'End of combat step.', 'step').rule, step, id);
    t.is(find(es, (e) => /every creature is removed from combat/.test(e.text), 'removal').rule, removal, id);
  }
});

test('futuresight-2007: the lifelink trigger resolves under 413.2b (not the priority rule 408.1b)', (t) => {
  const es = events('edge-lifelink-trigger-resolves-futuresight.yaml', 'futuresight-2007');
  t.is(find(es, (e) => e.key === 'lifelink.triggered', 'trigger').rule, '502.68a');
  t.is(find(es, (e) => e.key === 'trigger.resolve', 'resolution').rule, '413.2b');
});

test('sixth-1999: returning a blocker to hand cites a numbered rule (217.3a, DERIVED), not the glossary', (t) => {
  const es = events('edge-bounce-blocker-damage-on-stack-sixth.yaml', 'sixth-1999');
  const bounce = find(es, (e) => e.type === 'action' && e.key === 'action.bounce', 'bounce');
  t.is(bounce.rule, '217.3a');
  t.true(bounce.derived);
  t.is(find(events('edge-bounce-blocker-damage-on-stack-sixth.yaml', 'legions-2003'), (e) => e.type === 'action' && e.key === 'action.bounce', 'bounce').rule, '217.1a');
});

test('double strike given between the steps cites 502.28d / 702.4d; kept double strike 502.28b / 702.4b', (t) => {
  for (const [id, rule] of [['legions-2003', '502.28d'], ['futuresight-2007', '502.28d'], ['m10-2009', '702.4d'], ['foundations-2024', '702.4d']] as const) {
    const es = events('mech-double-strike-gained-between-steps.yaml', id);
    t.is(find(es, (e) => e.key === 'damage.double-strike-gained', 'gained').rule, rule, id);
  }
  const kept = events('edge-double-strike-deathtouch-trample.yaml', 'legions-2003').find((e) => e.key.startsWith('damage.double-strike'));
  t.is(kept?.key, 'damage.double-strike');
});

test('an action not allowed in the damage prevention step is logged in that step\'s window', (t) => {
  for (const id of ['revised-1994', 'urza-1998']) {
    const skipped = find(events('edge-action-skipped-in-damage-prevention-step.yaml', id), (e) => e.type === 'action-skipped', 'skipped');
    t.is(skipped.window, 'combat-damage-assigned', id);
    t.is(skipped.rule, "D'Angelo T.10.3", id);
  }
});

test('the null attack cites each era\'s own 308.4 / 508.x: 508.6 in 2009 and 2010, 508.8 in 2024', (t) => {
  const f = 'edge-null-attack-legions-vs-champions.yaml';
  for (const [id, rule] of [['futuresight-2007', '308.4'], ['m10-2009', '508.6'], ['m11-2010', '508.6'], ['mh3-2024', '508.8'], ['foundations-2024', '508.8']] as const) {
    t.is(find(events(f, id), (e) => e.key === 'attack.none', 'null attack').rule, rule, id);
  }
});

test('the eras whose own text is archived cite no DERIVED or UNVERIFIED number where the text was read (m11, mh3, foundations)', (t) => {
  for (const id of ['m11-2010', 'mh3-2024', 'foundations-2024']) {
    const rules = reg.rulesFor(id);
    const flagged = Object.keys(RULE_KEYS).filter((k) => { const c = rules.cite(k as RuleKey); return c.derived || c.unverified; });
    t.deepEqual(flagged, [], id);
  }
});

test('"bands with other": a blocker of such a band has its damage divided under 702.19k / 702.22k, not j', (t) => {
  for (const [id, rule] of [['revised-1994', "D'Angelo A.12.5"], ['legions-2003', '502.11c'], ['m10-2009', '702.19k'], ['mh3-2024', '702.22k'], ['foundations-2024', '702.22k']] as const) {
    const divide = find(events('kw-bands-with-other-wolves-band.yaml', id), (e) => e.type === 'divide', 'divide');
    t.is(divide.key, 'damage.bands-with-other-blocker', id);
    t.is(divide.rule, rule, id);
  }
});

test('an action whose window a null attack skips cites the null-attack rule, not the priority rule', (t) => {
  const skipped = find(events('edge-null-attack-legions-vs-champions.yaml', 'legions-2003'), (e) => e.type === 'action-skipped', 'skipped');
  t.is(skipped.key, 'attack.none');
  t.is(skipped.rule, '308.4');
});

test('legions-2003 cites 500.4 for a block obeying fewer requirements than it could (500.5 is "can\'t be combined with a restriction")', (t) => {
  const es = events('jmagic-requirement-inescapable-brute-no-block-refused.yaml', 'legions-2003');
  t.is(find(es, (e) => e.key === 'block.requirement', 'block requirement').rule, '500.4');
  t.is(find(events('jmagic-requirement-inescapable-brute-no-block-refused.yaml', 'm10-2009'), (e) => e.key === 'block.requirement', 'block requirement').rule, '509.1c');
});

test('old trample\'s redirect names the rule that redirected damage is no longer combat damage from the citation table (D\'Angelo G.13.8, UNVERIFIED), not a literal', (t) => {
  const rules = reg.rulesFor('revised-1994');
  const cited = rules.cite('damage.redirected');
  t.is(cited.rule, "D'Angelo G.13.8");
  t.true(cited.unverified);
  const redirect = find(events('edge-old-trample-two-tramplers-one-blocker.yaml', 'revised-1994'), (e) => /is redirected to/.test(e.text), 'redirect');
  t.is(redirect.key, 'damage.trample');
  t.true(redirect.text.includes(`no longer combat damage (${cited.rule}, UNVERIFIED)`), redirect.text);
});
