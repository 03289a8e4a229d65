// Writes docs/history/cr-diff.json: every change to the combat rules between consecutive archived
// Comprehensive Rules revisions, read from a local checkout of the archives named by
// MTG_ERAS_CR_ARCHIVE (rulesraker/archive/txt/YYYY-MM-DD.txt and
// "mtg-cr/Comprehensive Rules/CR-YYYY-MM-DD.txt"). Nothing is downloaded; without the variable the
// script says so and writes nothing. docs/history/ledger.json classifies each change (by hand);
// test/ledger.test.ts keeps the two in step.
//   MTG_ERAS_CR_ARCHIVE=/path/to/archive node dist/scripts/cr-ledger.js
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

if (process.argv[1]?.endsWith('cr-ledger.js')) {
  const root = process.env.MTG_ERAS_CR_ARCHIVE;
  if (!root || !existsSync(root)) {
    process.stderr.write('cr-ledger: set MTG_ERAS_CR_ARCHIVE to a local checkout of the CR archives (nothing is downloaded)\n');
    process.exit(2);
  }
  const diff = ledgerDiff(root);
  writeFileSync('docs/history/cr-diff.json', JSON.stringify(diff, null, 1) + '\n');
  process.stdout.write(`${diff.revisions.length} revisions, ${diff.changes.length} changed combat rules -> docs/history/cr-diff.json\n`);
}
