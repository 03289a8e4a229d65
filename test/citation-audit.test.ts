// Every quoted citation is compared with the archived text of its era's document
// (scripts/audit-citations.ts). The comparison needs the archive checkout (MTG_ERAS_CR_ARCHIVE);
// its stored result, docs/research/citations/audit.json, is checked everywhere: it must cover
// exactly the current quotes, and none may be a mismatch.
import test from 'ava';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LINEAGE } from '../scripts/write-citations.js';
import { audit, AUDIT_FILE, auditJson, contains, quoteHash, quotedCitations, type AuditEntry } from '../scripts/audit-citations.js';
import { reworded } from '../scripts/relocate-citations.js';

const stored = JSON.parse(readFileSync(AUDIT_FILE, 'utf8')) as AuditEntry[];
const archive = process.env['MTG_ERAS_CR_ARCHIVE'];

test(`${AUDIT_FILE} covers every quoted citation as it is now (re-run scripts/audit-citations.ts after editing a quote)`, (t) => {
  const now = quotedCitations();
  t.is(stored.length, now.length);
  const byKey = new Map(stored.map((e) => [`${e.era} ${e.key}`, e]));
  for (const { era, key, r } of now) {
    const e = byKey.get(`${era} ${key}`);
    t.truthy(e, `${era} ${key} has not been audited`);
    t.is(e?.quote, quoteHash(r), `${era} ${key}: its rule, document or quote changed since the audit`);
  }
});

test(`${AUDIT_FILE} has no mismatch, and every quote from a Comprehensive Rules document was read in the archive`, (t) => {
  for (const e of stored) {
    t.not(e.result, 'mismatch', `${e.era} ${e.key} (${e.rule}, ${e.doc}): ${e.detail}`);
    if (e.result === 'not-archived') t.notRegex(e.doc, /^CR \d{4}-\d{2}-\d{2}$/, `${e.era} ${e.key}: ${e.doc} is in the archive`);
    if (e.result === 'excused') t.truthy(e.detail, `${e.era} ${e.key}: an excused quote says why`);
  }
  t.true(stored.filter((e) => e.result === 'found').length > 1000);
});

test('a quote matches its rule only word for word (typography aside), its parts in order', (t) => {
  const rule = 'If no creatures are currently blocking it, it will deal no combat damage.';
  t.true(contains(rule, 'If no creatures are currently blocking it, it will deal no combat damage.'));
  t.true(contains(rule, 'If no creatures are currently blocking it ... no combat damage.'));
  t.true(contains('a creature\u2019s \u201cdamage\u201d', 'a creature\'s "damage"'));
  t.false(contains(rule, 'no combat damage ... If no creatures'));
  t.false(contains(rule, 'If no creatures are blocking it, it will deal no combat damage.'));
});

test('a dated amendment\'s inherited citation is audited in the amendment\'s own day, so an inherited number the CR has moved must be cited anew', (t) => {
  // eighth-2003 (CR 2003-07-01) cites 311.1 anew for combat.end; without that entry it would
  // inherit legions-2003's quote of CR 2003-03-15, whose words 2003-07-01 changed.
  const root = mkdtempSync(join(tmpdir(), 'mtg-eras-inherited-'));
  mkdirSync(join(root, 'docs/research/citations'), { recursive: true });
  for (const era of LINEAGE) copyFileSync(`docs/research/citations/${era}.json`, join(root, `docs/research/citations/${era}.json`));
  const file = join(root, 'docs/research/citations/eighth-2003.json');
  const eighth = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  delete eighth['combat.end'];
  writeFileSync(file, JSON.stringify(eighth));
  const inherited = quotedCitations(root).find((c) => c.era === 'eighth-2003' && c.key === 'combat.end');
  t.truthy(inherited?.inherited);
  t.is(inherited?.r.doc, 'CR 2003-07-01');
  t.is(inherited?.r.rule, '311.1');
  // The stored audit has no such entry: the coverage test above would fail until it is audited.
  t.false(stored.some((e) => e.era === 'eighth-2003' && e.key === 'combat.end' && e.quote === quoteHash(inherited!.r)));
  if (archive) {
    const found = audit(archive, root).find((e) => e.era === 'eighth-2003' && e.key === 'combat.end');
    t.is(found?.result, 'mismatch');
  }
  rmSync(root, { recursive: true });
});

test('every inherited citation of a dated amendment is audited', (t) => {
  t.true(stored.filter((e) => e.inherited).length > 1000);
  t.false(stored.some((e) => e.inherited && e.result === 'mismatch'));
});

if (!archive) console.warn(`citation-audit: MTG_ERAS_CR_ARCHIVE is not set; the quotes are not re-read from the archive (only ${AUDIT_FILE} is checked)`);

(archive ? test : test.skip)(`${AUDIT_FILE} is what the archive says now (MTG_ERAS_CR_ARCHIVE)`, (t) => {
  t.is(readFileSync(AUDIT_FILE, 'utf8'), auditJson(audit(archive!)));
});

(archive ? test : test.skip)('the audit finds a quote taken from another revision (509.3 of 2010 quoted for the document of 2009)', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'mtg-eras-audit-'));
  mkdirSync(join(root, 'docs/research/citations'), { recursive: true });
  for (const era of LINEAGE) copyFileSync(`docs/research/citations/${era}.json`, join(root, `docs/research/citations/${era}.json`));
  const file = join(root, 'docs/research/citations/m10-2009.json');
  const m10 = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { quote: string }>;
  const m11 = JSON.parse(readFileSync('docs/research/citations/m11-2010.json', 'utf8')) as Record<string, { quote: string }>;
  m10['dao.order-defender']!.quote = m11['dao.order-defender']!.quote;
  writeFileSync(file, JSON.stringify(m10));
  const found = audit(archive!, root).filter((e) => e.result === 'mismatch');
  t.deepEqual(found.map((e) => `${e.era} ${e.key}`), ['m10-2009 dao.order-defender']);
  t.regex(found[0]!.detail!, /not in 509\.3 of 2009-07-11/);
  rmSync(root, { recursive: true });
});

test('relocation of a reworded quote takes the day\'s sentences that say it, and no rule that only mirrors it', (t) => {
  const quote = 'All "at end of combat" abilities trigger and go on the stack. (See rule 404, "Triggered Abilities.") Then the active player receives priority to play spells and abilities.';
  const day = 'All "at end of combat" abilities trigger and go on the stack. (See rule 410, "Handling Triggered Abilities.") Then the active player receives priority and players may play spells and abilities.';
  t.is(reworded(quote, day), day);
  t.true(contains(day, reworded(quote, day)!));
  // The other step's rule: its first sentence is not the quote's.
  t.is(reworded(quote, 'As the end of turn step begins, all abilities that trigger "at end of turn" go on the stack. Then the active player gets priority and players may play spells and abilities.'), undefined);
  // A sentence between the matches becomes an ellipsis; a quote that stopped short still does.
  t.is(reworded('A creature can\'t attack unless it has been under its controller\'s control since the start of his or her most recent turn. Ignore this rule for creatures with haste.', 'A creature can\'t attack unless it has been under its controller\'s control since the start of his or her most recent turn. This rule is informally called the "summoning sickness" rule. Ignore this rule for creatures with haste (see rule 502.5).'),
    'A creature can\'t attack unless it has been under its controller\'s control since the start of his or her most recent turn. ... Ignore this rule for creatures with haste (see rule 502.5).');
  t.regex(reworded('Combat damage resolves as an object on the stack. When it resolves, it\'s dealt as originally assigned. ...', 'Combat damage resolves as an object on the stack. When it resolves, it\'s all dealt at once, as originally assigned. After it resolves, the active player gets priority.')!, / \.\.\.$/);
});
