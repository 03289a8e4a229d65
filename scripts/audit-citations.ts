// Compares every quoted citation in docs/research/citations/<era>.json with the archived text of
// the document it names ("CR YYYY-MM-DD"), and writes the result to
// docs/research/citations/audit.json, so that a quote taken from the wrong revision (or the wrong
// rule) shows up. A dated amendment's inherited citations are read again in the CR of its own day,
// so that an amendment cannot carry a number the CR had moved by then. Rules are read by parseCr (core/history/cr-text.ts), the reader of the rules'
// history, so that both read every revision alike. The archive is a checkout holding
// rulesraker/archive/txt/YYYY-MM-DD.txt and "mtg-cr/Comprehensive Rules/CR-YYYY-MM-DD.txt"; its
// path comes from MTG_ERAS_CR_ARCHIVE:
//   npx tsc -p . && MTG_ERAS_CR_ARCHIVE=/path/to/cr-archive node dist/scripts/audit-citations.js
// test/citation-audit.test.ts checks, without the archive, that the stored result covers exactly
// the current quotes and that none is a mismatch; with it, that the stored result is current.
// A quote that is rightly not verbatim (a paraphrase, or text outside the archive) says why in its
// entry's `auditReason`; D'Angelo's Rulings Summary is not in the archive and is listed as such.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { decodeCr, parseCr, type CrRules } from '../core/history/cr-text.js';
import { join } from 'node:path';
import { AMENDMENTS, LINEAGE, researchFor } from './write-citations.js';

interface Research { rule: string | null; doc?: string; quote?: string; auditReason?: string }

/** One quoted citation and what the archive says of it. */
export interface AuditEntry {
  era: string;
  key: string;
  rule: string;
  doc: string;
  /**
   * A dated amendment's citation inherited from its parent, read in the amendment's own day
   * (`doc`): the number and words the amendment carries must still be the day's.
   */
  inherited?: true;
  /** The first 16 hex digits of sha256(rule, doc, quote): a changed quote needs a new audit. */
  quote: string;
  /**
   * found: every part of the quote (parts split at "...") is in the rule's text, in order;
   * mismatch: it is not (detail says where it is instead, if anywhere in the document);
   * excused: not found, and the entry's auditReason says why; not-archived: the document is not in the archive.
   */
  result: 'found' | 'mismatch' | 'excused' | 'not-archived';
  detail?: string;
}

export const AUDIT_FILE = 'docs/research/citations/audit.json';

export const quoteHash = (r: { rule: string; doc: string; quote: string }) =>
  createHash('sha256').update(`${r.rule}\n${r.doc}\n${r.quote}`).digest('hex').slice(0, 16);

/**
 * Quotes, dashes and spaces as plain ASCII, lower case: the archives differ in typography only
 * (some revisions keep Windows-1252's quotes and dashes as the control characters U+0091-U+0097).
 */
export function normalize(s: string): string {
  return s.replace(/[\u2018\u2019\u02bc\u0091\u0092]/g, "'").replace(/[\u201c\u201d\u0093\u0094]/g, '"').replace(/[\u2013\u2014\u2212\ufffd\u0096\u0097]/g, '-')
    .replace(/--/g, '-').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The quoted research entries, era by era (only those naming an archived kind of document: "CR YYYY-MM-DD"). */
type Quoted = Research & { rule: string; doc: string; quote: string };

/**
 * Every quoted citation of every research file; and for a dated amendment, each quoted citation it
 * inherits from a Comprehensive Rules text, to be read again in the amendment's own day (the
 * document its own entries name): an inherited number the CR has moved by then is a mismatch.
 */
export function quotedCitations(root = '.'): { era: string; key: string; r: Quoted; inherited?: true }[] {
  const out: ReturnType<typeof quotedCitations> = [];
  const merged = researchFor(root);
  for (const era of LINEAGE) {
    const research = JSON.parse(readFileSync(`${root}/docs/research/citations/${era}.json`, 'utf8')) as Record<string, Research>;
    for (const [key, r] of Object.entries(research)) {
      if (r.quote && r.rule && r.doc) out.push({ era, key, r: r as Quoted });
    }
    if (!AMENDMENTS.has(era)) continue;
    const day = Object.values(research).find((r) => /^CR \d/.test(r.doc ?? ''))?.doc;
    if (!day) throw new Error(`docs/research/citations/${era}.json names no CR date`);
    for (const [key, r] of Object.entries(merged[era]! as Record<string, Research>)) {
      if (!(key in research) && r.quote && r.rule && /^CR \d/.test(r.doc ?? '')) out.push({ era, key, r: { ...r, doc: day } as Quoted, inherited: true });
    }
  }
  return out;
}

/** An archived document: each numbered rule's text (as the history's reader reads it), and the glossary's paragraphs. */
interface Doc { rules: CrRules; glossary: string[] }

/**
 * A document read from the archive, or undefined if it is not there. The rules are read by
 * `parseCr` (core/history/cr-text.ts), the reader behind the rules' history: a rule runs from its
 * number to the next one's, examples included. The glossary, which `parseCr` leaves out, is read
 * here: its paragraphs, separated by blank lines, after its last heading.
 */
function readDoc(archive: string, date: string): Doc | undefined {
  const file = [join(archive, 'rulesraker/archive/txt', `${date}.txt`), join(archive, 'mtg-cr/Comprehensive Rules', `CR-${date}.txt`)].find(existsSync);
  if (!file) return undefined;
  // The archives mix encodings and line endings (some revisions end lines with CR alone): decodeCr reads them all.
  const text = decodeCr(readFileSync(file));
  const lines = text.split(/\r\n|\r|\n/);
  // The glossary's heading (between rules of dashes in 1999).
  const glossaryAt = lines.map((l) => normalize(l).replace(/^-+ | -+$/g, '')).lastIndexOf('glossary');
  // A glossary entry is a paragraph; one whose first line is indented continues the entry before (1999).
  const glossary: string[] = [];
  let open = false;
  for (const raw of glossaryAt < 0 ? [] : lines.slice(glossaryAt + 1)) {
    const line = raw.trim();
    if (!line) open = false;
    else if (open || (/^\s/.test(raw) && glossary.length)) { glossary[glossary.length - 1] += ` ${line}`; open = true; }
    else { glossary.push(line); open = true; }
  }
  return { rules: parseCr(text), glossary };
}

/** A rule's text, or a glossary entry's ("Glossary: Term"). */
function ruleText(doc: Doc, rule: string): string | undefined {
  const term = /^glossary:\s*(.+)$/i.exec(rule)?.[1];
  return term ? doc.glossary.find((p) => normalize(p).startsWith(normalize(term))) : doc.rules.get(rule);
}

/** Whether every part of the quote (split at an ellipsis) occurs in the text, in order. */
export function contains(text: string, quote: string): boolean {
  const hay = normalize(text);
  let from = 0;
  for (const part of normalize(quote).split(/\s*(?:\[\.\.\.\]|\.\.\.|\u2026)\s*/).filter(Boolean)) {
    const i = hay.indexOf(part, from);
    if (i < 0) return false;
    from = i + part.length;
  }
  return true;
}

/** Audits every quoted citation against the archive checkout at `archive`. */
export function audit(archive: string, root = '.'): AuditEntry[] {
  const docs = new Map<string, Doc | undefined>();
  return quotedCitations(root).map(({ era, key, r, inherited }) => {
    const base = { era, key, rule: r.rule, doc: r.doc, ...(inherited ? { inherited } : {}), quote: quoteHash(r) };
    const date = /^CR (\d{4}-\d{2}-\d{2})$/.exec(r.doc)?.[1];
    if (date && !docs.has(date)) docs.set(date, readDoc(archive, date));
    const paras = date ? docs.get(date) : undefined;
    if (!paras) return { ...base, result: 'not-archived' as const };
    const text = ruleText(paras, r.rule);
    if (text && contains(text, r.quote)) return { ...base, result: 'found' as const };
    const elsewhere = [...paras.rules].find(([, t]) => contains(t, r.quote))?.[0] ?? (paras.glossary.some((p) => contains(p, r.quote)) ? 'the glossary' : undefined);
    const detail = text ? `not in ${r.rule} of ${date}` : `no ${r.rule} in ${date}`;
    const where = elsewhere ? `; found in ${elsewhere}` : '; not in the document';
    if (r.auditReason) return { ...base, result: 'excused' as const, detail: r.auditReason };
    return { ...base, result: 'mismatch' as const, detail: detail + where };
  });
}

export function auditJson(entries: AuditEntry[]): string {
  return `[\n${entries.map((e) => JSON.stringify(e)).join(',\n')}\n]\n`;
}

if (process.argv[1]?.endsWith('audit-citations.js')) {
  const archive = process.env['MTG_ERAS_CR_ARCHIVE'];
  if (!archive) {
    console.error('MTG_ERAS_CR_ARCHIVE is not set: give the path of the archive checkout');
    process.exit(2);
  }
  const entries = audit(archive);
  writeFileSync(AUDIT_FILE, auditJson(entries));
  const count = (r: AuditEntry['result']) => entries.filter((e) => e.result === r).length;
  console.log(`wrote ${AUDIT_FILE}: ${count('found')} found, ${count('excused')} excused, ${count('not-archived')} not archived, ${count('mismatch')} mismatches`);
  for (const e of entries.filter((x) => x.result === 'mismatch')) console.log(`  ${e.era} ${e.key} ${e.rule}: ${e.detail}`);
}
