// Writes docs/history/cr-diff.json: every change to the combat rules between consecutive archived
// Comprehensive Rules revisions, read from a local checkout of the archives named by
// MTG_ERAS_CR_ARCHIVE (rulesraker/archive/txt/YYYY-MM-DD.txt and
// "mtg-cr/Comprehensive Rules/CR-YYYY-MM-DD.txt"). Nothing is downloaded; without the variable the
// script says so and writes nothing. Then it writes docs/history/ledger.json: each change with the
// class a person gave it in docs/history/reviews.json (nothing is classed by pattern; a change no
// review covers is "unreviewed", and test/ledger.test.ts fails until one does). Rerunning the
// script keeps every review: they are keyed by the change's key (the newer revision's date and the
// rule's numbers), which the same archive always gives again.
//   MTG_ERAS_CR_ARCHIVE=/path/to/archive node dist/scripts/cr-ledger.js
// Without the variable, `node dist/scripts/cr-ledger.js --ledger` rewrites only the ledger from the
// stored diff and the reviews.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changeKey, decodeCr, diffCr, parseCr, statedDate, type CrRules } from '../core/history/cr-text.js';

export interface Revision { date: string; file: string; source: string }

/**
 * The archived revisions, oldest first. Both archives hold 2003-2022; a revision is read from
 * rulesraker where it has it, and a date within a week of one already listed is the same revision
 * filed under another day. The mtg-cr file of 1999-04-21 is D'Angelo's rulings summary, not a CR.
 */
export function revisions(root: string): Revision[] {
  const rr = join(root, 'rulesraker/archive/txt'), mc = join(root, 'mtg-cr/Comprehensive Rules');
  const out: Revision[] = [];
  if (existsSync(rr)) for (const f of readdirSync(rr)) {
    const m = /^(\d{4}-\d{2}-\d{2})\.txt$/.exec(f);
    if (m) out.push({ date: m[1]!, file: join(rr, f), source: `rulesraker/archive/txt/${f}` });
  }
  const days = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 864e5;
  if (existsSync(mc)) for (const f of readdirSync(mc)) {
    const m = /^CR-(\d{4}-\d{2}-\d{2})\.txt$/.exec(f);
    if (!m || m[1] === '1999-04-21') continue;
    if (out.some((r) => r.source.startsWith('rulesraker') && days(r.date, m[1]!) <= 7)) continue;
    out.push({ date: m[1]!, file: join(mc, f), source: `mtg-cr/Comprehensive Rules/${f}` });
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** A file that states an older date than its name is an older revision filed again (2006-06-01 holds 2004-06-01's text). */
function misfiled(r: Revision, text: string): string | null {
  const said = statedDate(text);
  return said && Date.parse(r.date) - Date.parse(said) > 31 * 864e5 ? said : null;
}

export interface StoredChange {
  key: string;
  from: string;
  to: string;
  old: string | null;
  new: string | null;
  kind: string;
  part: string;
  only?: string;
  before: string | null;
  after: string | null;
}

export interface StoredDiff {
  revisions: { date: string; source: string }[];
  /** Files left out: they hold an older revision than their name says. */
  skipped: { source: string; states: string }[];
  /** Per pair: how many combat rules moved unchanged (renumbered). */
  moved: Record<string, number>;
  changes: StoredChange[];
}

export function ledgerDiff(root: string): StoredDiff {
  const all = revisions(root);
  const parsed = new Map<string, CrRules>();
  const read = (r: Revision) => parsed.get(r.date)!;
  const skipped: StoredDiff['skipped'] = [];
  const revs = all.filter((r) => {
    const text = decodeCr(readFileSync(r.file));
    const said = misfiled(r, text);
    if (said) { skipped.push({ source: r.source, states: said }); return false; }
    parsed.set(r.date, parseCr(text));
    return true;
  });
  const changes: StoredChange[] = [];
  const moved: Record<string, number> = {};
  let kept: Revision | null = null;
  for (const r of revs) {
    if (kept) {
      const d = diffCr(read(kept), read(r));
      // A revision whose combat rules equal the last one's differs only elsewhere.
      if (!d.changes.length && !d.moved) { kept = r; continue; }
      moved[`${kept.date}..${r.date}`] = d.moved;
      for (const c of d.changes) {
        changes.push({ key: changeKey(r.date, c), from: kept.date, to: r.date, old: c.old, new: c.new, kind: c.kind, part: c.part,
          ...(c.only ? { only: c.only } : {}), before: c.before, after: c.after });
      }
    }
    kept = r;
  }
  return { revisions: revs.map((r) => ({ date: r.date, source: r.source })), skipped, moved, changes };
}

/** The classes a review may give; "unreviewed" is the ledger's mark for a change no review covers. */
export const CLASSES = ['modelled', 'wording only', 'out of scope', 'open question'] as const;
export type LedgerClass = (typeof CLASSES)[number] | 'unreviewed';

/**
 * One reviewed decision, keyed in docs/history/reviews.json by the change's key: modelled (the ruleset that changes on that
 * day and a corpus scenario whose outcome differs across it), wording only (why no outcome can
 * differ), out of scope (why), or open question (a change that alters a combat outcome the engine
 * does not model: what it would change and the board that would show it).
 */
export interface Review {
  class: (typeof CLASSES)[number];
  why: string;
  ruleset?: string;
  scenario?: string;
}

export interface LedgerEntry { key: string; class: LedgerClass; why: string; ruleset?: string; scenario?: string }

export interface Ledger { about: string; counts: Record<string, number>; entries: LedgerEntry[] }

/** The ledger: every change of the diff, in its order, with the class its review gives. */
export function buildLedger(diff: Pick<StoredDiff, 'changes'>, reviews: Record<string, Review>): Ledger {
  const entries: LedgerEntry[] = diff.changes.map((c) => {
    const r = Object.hasOwn(reviews, c.key) ? reviews[c.key] : undefined;
    if (!r) return { key: c.key, class: 'unreviewed', why: 'not yet reviewed' };
    return { key: c.key, class: r.class, why: r.why, ...(r.ruleset ? { ruleset: r.ruleset } : {}), ...(r.scenario ? { scenario: r.scenario } : {}) };
  });
  const counts: Record<string, number> = {};
  for (const e of entries) counts[e.class] = (counts[e.class] ?? 0) + 1;
  counts.total = entries.length;
  // The history page's figure of open questions: the changes that may alter an outcome the engine does not model.
  counts.open = counts['open question'] ?? 0;
  return {
    about: 'Every changed combat rule of docs/history/cr-diff.json, with the class its review in docs/history/reviews.json gives: '
      + 'modelled (the ruleset that changes on that day and a scenario whose outcome differs across it), wording only (why no outcome can differ), '
      + 'out of scope (why), or open question (an outcome the engine does not model would differ: what, and the board that would show it). '
      + 'Written by scripts/cr-ledger.ts; do not edit: edit the reviews.',
    counts,
    entries,
  };
}

export const readReviews = (root = '.'): Record<string, Review> =>
  (JSON.parse(readFileSync(join(root, 'docs/history/reviews.json'), 'utf8')) as { reviews: Record<string, Review> }).reviews;

if (process.argv[1]?.endsWith('cr-ledger.js')) {
  const root = process.env.MTG_ERAS_CR_ARCHIVE;
  let diff: StoredDiff;
  if (process.argv.includes('--ledger')) diff = JSON.parse(readFileSync('docs/history/cr-diff.json', 'utf8')) as StoredDiff;
  else {
    if (!root || !existsSync(root)) {
      process.stderr.write('cr-ledger: set MTG_ERAS_CR_ARCHIVE to a local checkout of the CR archives (nothing is downloaded), or pass --ledger to rewrite the ledger from the stored diff\n');
      process.exit(2);
    }
    diff = ledgerDiff(root);
    writeFileSync('docs/history/cr-diff.json', JSON.stringify(diff, null, 1) + '\n');
    process.stdout.write(`${diff.revisions.length} revisions, ${diff.changes.length} changed combat rules -> docs/history/cr-diff.json\n`);
  }
  const ledger = buildLedger(diff, readReviews());
  writeFileSync('docs/history/ledger.json', JSON.stringify(ledger, null, 1) + '\n');
  const c = ledger.counts;
  process.stdout.write(`${c.total} entries: ${CLASSES.map((k) => `${c[k] ?? 0} ${k}`).join(', ')}, ${c.unreviewed ?? 0} unreviewed -> docs/history/ledger.json\n`);
}
