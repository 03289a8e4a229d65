// The ledger of the CR's combat changes (docs/history/ledger.json) and the stored diff it classifies
// (docs/history/cr-diff.json, written by scripts/cr-ledger.ts) are in step with each other, with the
// reviews they are built from (docs/history/reviews.json) and with the rulesets: every changed rule has
// one reviewed class; a modelled one names the ruleset of its day and a scenario whose outcome differs
// across that day; every ruleset that changes a policy or hook has one.
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { acrossDate } from '../core/history/timeline.js';
import { decodeCr, diffCr, parseCr } from '../core/history/cr-text.js';
import { loadScenario } from '../library.js';
import { buildLedger, CLASSES, readReviews } from '../scripts/cr-ledger.js';
import { registry } from './helpers.js';

interface Change { key: string; from: string; to: string; old: string | null; new: string | null }
interface Entry { key: string; class: string; why: string; ruleset?: string; scenario?: string }
const diff = JSON.parse(readFileSync('docs/history/cr-diff.json', 'utf8')) as { revisions: { date: string }[]; changes: Change[] };
const ledger = JSON.parse(readFileSync('docs/history/ledger.json', 'utf8')) as { counts: Record<string, number>; entries: Entry[] };

test('every changed combat rule of the stored diff has exactly one class, with a reason', (t) => {
  const keys = diff.changes.map((c) => c.key);
  t.is(new Set(keys).size, keys.length, 'a change listed twice');
  t.deepEqual(ledger.entries.map((e) => e.key), keys);
  for (const e of ledger.entries) {
    t.true((CLASSES as readonly string[]).includes(e.class), `${e.key}: ${e.class}`);
    t.true(e.why.length > 10, `${e.key}: no reason`);
  }
  const counts: Record<string, number> = {};
  for (const e of ledger.entries) counts[e.class] = (counts[e.class] ?? 0) + 1;
  for (const [k, n] of Object.entries(counts)) t.is(ledger.counts[k], n, k);
});

test('every change is classed by a review, none left open or classed by a pattern, and the ledger is what the reviews give', (t) => {
  const reviews = readReviews();
  const keys = new Set(diff.changes.map((c) => c.key));
  // A review of a change the diff no longer has is stale: the archive or the diff changed under it.
  for (const k of Object.keys(reviews)) t.true(keys.has(k), `${k}: reviewed, but not a change of cr-diff.json`);
  const unreviewed = ledger.entries.filter((e) => !Object.hasOwn(reviews, e.key) || e.class === 'unreviewed');
  t.deepEqual(unreviewed.map((e) => e.key), [], 'changes with no review');
  // The reasons the first ledger gave by text pattern, before each change was read.
  const PATTERN = [/^open:/i, /not yet reviewed/i, /^reworded \(.*\): the same requirement/, /^only the rule's example changed$/,
    /^only cross-references to other rules changed$/, /^a section heading, which states no rule$/, /is not among the keywords a scenario can give a creature$/,
    /^the same rule in the CR's newer terms/, /^a state-based action about something no combat outcome here depends on/];
  for (const e of ledger.entries) t.false(PATTERN.some((p) => p.test(e.why)), `${e.key}: "${e.why}" is a pattern, not a review`);
  for (const e of ledger.entries.filter((x) => x.class === 'open question')) {
    t.regex(e.why, /--at \d{4}-\d{2}-\d{2}/, `${e.key}: an open question names the day a board would show it (--at DATE)`);
  }
  t.deepEqual(buildLedger(diff as unknown as Parameters<typeof buildLedger>[0], reviews), ledger as unknown as ReturnType<typeof buildLedger>,
    'docs/history/ledger.json is stale: node dist/scripts/cr-ledger.js --ledger');
});

test('a modelled change names the ruleset in force from its day and a scenario whose outcome differs across that day', (t) => {
  const byKey = new Map(diff.changes.map((c) => [c.key, c]));
  const seen = new Map<string, boolean>();
  for (const e of ledger.entries.filter((x) => x.class === 'modelled')) {
    const date = byKey.get(e.key)!.to;
    t.true(registry.at(date) === e.ruleset, `${e.key}: ${e.ruleset} is not the ruleset in force on ${date}`);
    t.true(existsSync(e.scenario!), `${e.key}: ${e.scenario} is missing`);
    const k = `${e.scenario} ${date}`;
    if (!seen.has(k)) seen.set(k, acrossDate(registry, loadScenario(registry, e.scenario!), date) !== null);
    t.true(seen.get(k), `${e.key}: ${e.scenario} has the same outcome the day before ${date} and on it`);
  }
});

test('every ruleset that changes a model, capability or hook on an archived revision\'s day has a modelled entry', (t) => {
  const first = diff.revisions[0]!.date;
  const modelled = new Set(ledger.entries.filter((e) => e.class === 'modelled').map((e) => e.ruleset));
  for (const id of registry.ids) {
    const d = registry.definition(id);
    if (!d.parent || d.meta.effective <= first) continue;
    if (!Object.keys(d.hooks).length && !Object.keys(d.models ?? {}).length && !Object.keys(d.capabilities ?? {}).length) continue;
    t.true(modelled.has(id), `${id} changes the rules but no ledger entry is modelled by it`);
  }
});

test('the diff finds a changed, an added and a moved rule between two texts', (t) => {
  const a = parseCr('506. Combat Phase\n\n506.1. The combat phase has five steps.\n\n510. Combat Damage Step\n\n510.1a Each creature assigns combat damage equal to its power.\n');
  const b = parseCr('\uFEFF506. Combat Phase\n\n506.1. The combat phase has five steps, in order.\n\n510. Combat Damage Step\n\n510.1a Each creature assigns combat damage equal to its power.\n510.1b An unblocked creature assigns its damage to the player it attacks.\n');
  const d = diffCr(a, b);
  t.deepEqual(d.changes.map((c) => [c.old, c.new, c.kind]), [['506.1', '506.1', 'changed'], [null, '510.1b', 'added']]);
  t.is(decodeCr(new Uint8Array([0xfe, 0xff, 0, 0x41])), 'A');
});

test('a rule number starts a rule whether or not its line is indented (1999-04-23 indents its subrules; 509.1c of 2009-07-11 begins with a space)', (t) => {
  const r = parseCr('310.1. First the active player announces how each attacking creature will deal\nits damage.\n\n  310.1a Each attacking creature and each blocking creature will deal combat\n  damage equal to its power.\n\n 509.1c The defending player checks each creature.\n');
  t.deepEqual([...r.keys()], ['310.1', '310.1a', '509.1c']);
  t.is(r.get('310.1'), 'First the active player announces how each attacking creature will deal its damage.');
  t.is(r.get('310.1a'), 'Each attacking creature and each blocking creature will deal combat damage equal to its power.');
});

// Re-reading the archive is possible only where a local checkout is named; nothing is downloaded.
const archive = process.env.MTG_ERAS_CR_ARCHIVE;
(archive && existsSync(archive) ? test : test.skip)('the stored diff is what scripts/cr-ledger.ts finds in the archive named by MTG_ERAS_CR_ARCHIVE', async (t) => {
  const { ledgerDiff } = await import('../scripts/cr-ledger.js');
  t.deepEqual(ledgerDiff(archive!).changes.map((c) => c.key), diff.changes.map((c) => c.key));
});

test('docs/history/README.md gives the ledger\'s counts and lists every open question', (t) => {
  const page = readFileSync('docs/history/README.md', 'utf8').replace(/\s+/g, ' ');
  const n = (k: string) => (ledger.counts[k] ?? 0).toLocaleString('en-US');
  t.true(page.includes(`${n('total')} changed combat rules over ${diff.revisions.length} revisions: ${n('modelled')} modelled, ${n('wording only')} wording only, ${n('out of scope')} out of scope, ${n('open question')} open questions.`),
    'the Counts paragraph differs from ledger.json');
  for (const e of ledger.entries.filter((x) => x.class === 'open question')) {
    const [date, nums] = e.key.split(' ');
    const rule = nums!.split('>').find((x) => x !== '-')!;
    t.true(page.includes(date!) && page.includes(rule), `${e.key}: not listed among the open questions`);
  }
});
