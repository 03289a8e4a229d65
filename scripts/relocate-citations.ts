// For a dated amendment, finds the inherited citations whose rule has moved by its day: a rule key
// the amendment's research file does not list keeps its parent's number, which the CR may have
// renumbered since (a dated amendment of 2011 would otherwise cite the numbers of 2010). For each
// such key whose quoted words are in exactly one rule of the day's text (the parent's quote, or the
// next era's), it prints the research entry citing that rule. Failing that, a key whose quote was
// reworded by the day is relocated where exactly one rule of the day has, for every sentence of the
// quote, a sentence of nearly the same words (in order), at the parent's number or, nearly word for
// word, at another: the entry then quotes the day's sentences.
// A key whose words are found nowhere, or in more than one rule, is listed for reading by hand. With --write the entries are added to docs/research/citations/<id>.json
// (then write-citations and the citation audit run again). The archive is the checkout named by
// MTG_ERAS_CR_ARCHIVE:
//   npx tsc -p . && MTG_ERAS_CR_ARCHIVE=/path/to/cr-archive node dist/scripts/relocate-citations.js ID [NEXT-ERA] [--write]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeCr, parseCr } from '../core/history/cr-text.js';
import { contains, normalize } from './audit-citations.js';
import { LINEAGE, researchFor } from './write-citations.js';

interface Research { rule: string | null; doc?: string; quote?: string; status?: string; note?: string }

export function crText(archive: string, date: string): string | undefined {
  // The same file the citation audit reads (rulesraker's where both archives have the day).
  const file = [join(archive, 'rulesraker/archive/txt', `${date}.txt`), join(archive, 'mtg-cr/Comprehensive Rules', `CR-${date}.txt`)].find(existsSync);
  return file ? decodeCr(readFileSync(file)) : undefined;
}

/** A rule's sentences (a cross-reference in parentheses stays with the sentence before it). */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?]["\u201d')]*)\s+(?=[A-Z"\u201c(])/).filter((s) => s.trim());
}

const isReference = (s: string) => /^\(see rule/i.test(normalize(s));
const words = (s: string) => new Set(normalize(s).replace(/[^a-z0-9+/-]/g, ' ').split(' ').filter(Boolean));
/** How alike two sentences' words are: 1 for the same words, 0 for none in common (Dice's coefficient). */
export function likeness(a: string, b: string): number {
  const wa = words(a), wb = words(b);
  let both = 0;
  for (const w of wa) if (wb.has(w)) both++;
  return (2 * both) / (wa.size + wb.size || 1);
}

/**
 * Sentences this alike say the same with the day's words (a cross-reference or a word or two
 * changed): tried at the stricter likeness first; a looser one is tried only where none matched.
 */
const REWORDED = [0.8, 0.7];
/** How alike a reworded quote must be to be found under another number. */
const MOVED = 0.9;

/**
 * The day's words for a reworded quote in one rule's text: for each sentence of the quote (a
 * cross-reference aside), the rule's first sentence after the previous match at least `alike`
 * alike; undefined if one has none. Adjacent sentences are joined, a gap is an ellipsis (a gap of
 * cross-references only is kept, so the words stay as they are in the rule).
 */
export function reworded(quote: string, text: string, alike = REWORDED[0]!): string | undefined {
  const day = sentences(text);
  const picked: number[] = [];
  for (const s of sentences(quote.replace(/\s*(?:\[\.\.\.\]|\.\.\.|\u2026)\s*/g, ' ')).filter((x) => !isReference(x))) {
    const from = (picked.at(-1) ?? -1) + 1;
    const i = day.findIndex((d, j) => j >= from && likeness(s, d) >= alike);
    if (i < 0) return undefined;
    picked.push(i);
  }
  if (!picked.length) return undefined;
  let out = day[picked[0]!]!;
  for (let k = 1; k < picked.length; k++) {
    const gap = day.slice(picked[k - 1]! + 1, picked[k]);
    out += gap.every(isReference) ? ` ${[...gap, day[picked[k]!]].join(' ')}` : ` ... ${day[picked[k]!]}`;
  }
  // A dash or quote some archived texts keep in a lost encoding (U+FFFD, or Windows-1252's as
  // U+0091-U+0097) is written as the character it was.
  const typography: Record<string, string> = { '\ufffd': '\u2014', '\u0097': '\u2014', '\u0096': '\u2013', '\u0091': '\u2018', '\u0092': '\u2019', '\u0093': '\u201c', '\u0094': '\u201d' };
  // A quote that stopped short says so again.
  if (/(?:\.\.\.|\u2026)\s*$/.test(quote) && !/\.\.\.$/.test(out)) out += ' ...';
  return out.replace(/[\ufffd\u0091-\u0097]/g, (c) => typography[c] ?? c);
}

/**
 * The moved citations of `id` (its research merged over its parent's) in the CR of its own day;
 * `next` is the era after it, whose quote is tried where the words changed since the parent's.
 */
export function relocate(archive: string, id: string, next: string, root = '.'): { entries: Record<string, Research>; unread: string[] } {
  const all = researchFor(root) as Record<string, Record<string, Research>>;
  const own = JSON.parse(readFileSync(`${root}/docs/research/citations/${id}.json`, 'utf8')) as Record<string, Research>;
  // The day: the CR its own entries were read in.
  const date = Object.values(own)[0]?.doc?.replace(/^CR /, '');
  if (!date) throw new Error(`${id}: its research file names no CR date`);
  const text = crText(archive, date);
  if (!text) throw new Error(`no CR of ${date} in ${archive}`);
  const rules = parseCr(text);
  const merged = all[id]!, later = all[next] ?? {};
  const entries: Record<string, Research> = {};
  const unread: string[] = [];
  for (const [key, r] of Object.entries(merged)) {
    // A glossary entry has no number to move.
    if (key in own || !r.rule || !r.quote || !/^CR /.test(r.doc ?? '') || /^glossary/i.test(r.rule)) continue;
    const at = rules.get(r.rule);
    if (at && contains(at, r.quote)) continue;
    const found = [r, later[key]].filter((c): c is Research & { quote: string } => !!c?.quote).map((c) => ({ c, where: [...rules].filter(([, t]) => contains(t, c.quote)).map(([n]) => n) })).find((x) => x.where.length === 1);
    if (found) {
      const n = found.where[0]!;
      entries[key] = {
        rule: n, doc: `CR ${date}`, quote: found.c.quote, status: found.c.status ?? 'CR-VERIFIED',
        note: `Read in the CR of ${date} at this number (the quoted words as here): ${n === r.rule ? 'reworded' : `renumbered from ${r.rule}`} since ${r.doc}, whose citation the rulesets before this one carry.`,
      };
      continue;
    }
    // Reworded: the one rule whose sentences say the parent's quote in nearly the same words.
    const old = r.quote;
    const matching = (level: number) => [...rules].map(([n, t]) => ({ n, quote: reworded(old, t, level) })).filter((x): x is { n: string; quote: string } => !!x.quote);
    // At its own number first; elsewhere only nearly word for word (the steps' rules mirror one
    // another: "declares attackers" is as alike to the blockers' rule as to its own reworded one).
    const here = rules.get(r.rule), inPlace = here && REWORDED.map((level) => reworded(old, here, level)).find(Boolean);
    const alike = inPlace ? [{ n: r.rule, quote: inPlace }] : matching(MOVED);
    if (alike.length !== 1) { unread.push(`${key} ${r.rule} (${r.doc})${alike.length ? `: alike in ${alike.map((x) => x.n).join(', ')}` : ''}`); continue; }
    const { n, quote } = alike[0]!;
    entries[key] = {
      rule: n, doc: `CR ${date}`, quote, status: r.status ?? 'CR-VERIFIED',
      note: `Read in the CR of ${date} at this number, in the words of that day: ${n === r.rule ? 'reworded' : `renumbered from ${r.rule} and reworded`} since ${r.doc}, whose citation the rulesets before this one carry.`,
    };
  }
  return { entries, unread };
}

if (process.argv[1]?.endsWith('relocate-citations.js')) {
  const archive = process.env['MTG_ERAS_CR_ARCHIVE'];
  const [id, nextArg] = process.argv.slice(2).filter((a) => a !== '--write');
  if (!archive || !id) {
    console.error('usage: MTG_ERAS_CR_ARCHIVE=DIR node dist/scripts/relocate-citations.js ID [NEXT-ERA]');
    process.exit(2);
  }
  const next = nextArg ?? LINEAGE.slice(LINEAGE.indexOf(id as never) + 1).find((x) => Object.keys(JSON.parse(readFileSync(`docs/research/citations/${x}.json`, 'utf8'))).length > 100) ?? '';
  const { entries, unread } = relocate(archive, id, next);
  // --write: added to the ruleset's research file (its own entries first, then these by key).
  if (process.argv.includes('--write')) {
    const file = `docs/research/citations/${id}.json`;
    const own = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Research>;
    writeFileSync(file, `${JSON.stringify({ ...own, ...entries }, null, 2)}\n`);
    console.log(`${file}: ${Object.keys(entries).length} citations moved by its day`);
  } else console.log(JSON.stringify(entries, null, 2));
  for (const u of unread) console.error(`not found in the day's text: ${u}`);
}
