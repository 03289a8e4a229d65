// Reading a Comprehensive Rules text and listing what changed in the rules that govern combat
// between two revisions: the diff behind docs/history/ledger.json and `mtg-eras cr-diff`.
// Pure functions over the texts; nothing here reads files or knows the archive's layout.

/** One numbered rule of a CR text: "510.1c" -> its text (examples included), headings too. */
export type CrRules = Map<string, string>;

const RULE_START = /^(\d{3})\.(?: ?(\d+)([a-z]?)\.?)?\s*([A-Z"'(\u201C].*)$/;

/**
 * The numbered rules of a CR text. A rule runs from its number to the next rule's (the 1999-2001
 * texts wrap their lines; examples follow their rule); the glossary ends the rules. Headings in
 * the table of contents are read again where the body gives them.
 */
export function parseCr(text: string): CrRules {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let end = lines.length;
  for (let i = lines.length - 1; i >= 0; i--) if (/^\s*glossary\s*$/i.test(lines[i]!)) { end = i; break; }
  const rules: CrRules = new Map();
  let current: string | null = null;
  let body: string[] = [];
  const flush = () => { if (current) rules.set(current, body.join(' ').replace(/\s+/g, ' ').trim()); };
  for (let i = 0; i < end; i++) {
    const line = lines[i]!;
    const m = RULE_START.exec(line.trim());
    // A rule number starts a line, indented or not: 1999-04-23 indents its subrules, and a few rules
    // of 1999-11-01 and 2009 begin with a space (509.1c of 2009-07-11); "702. 37a" (a typo of 2009) is 702.37a.
    if (m) {
      flush();
      current = m[2] ? `${m[1]}.${m[2]}${m[3]}` : m[1]!;
      body = [m[4]!];
    } else if (current && line.trim() && !/^[-=_*\s]+$/.test(line)) {
      body.push(line.trim());
    }
  }
  flush();
  return rules;
}

/** Text as compared: typography, trademarks and spacing are not rules. */
export function normalise(s: string): string {
  return s.replace(/[\u2018\u2019\u201B`]/g, "'").replace(/[\u201C\u201D]/g, '"').replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...').replace(/[\u2122\u00AE]|\(tm\)|\(r\)/gi, '').replace(/\s+/g, ' ').trim();
}

/** Letters and digits only: a change that touches neither (quotes lost or mangled by an archive's encoding) is no change. */
const skeleton = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Without cross-references, for telling a renumbering from a change. */
const unreferenced = (s: string) => normalise(s).replace(/\b\d{3}(\.\d+[a-z]?)?\b/g, '#');
/** Without its examples. */
const withoutExamples = (s: string) => normalise(s).split(/\bExample: /)[0]!.trim();

/** The CR's numbering: before Magic 2010 (combat 306-311, keywords 502) or after (506-511, 702). */
export function numbering(rules: CrRules): 'pre-2009' | 'post-2009' {
  return /combat phase/i.test(rules.get('306') ?? '') ? 'pre-2009' : 'post-2009';
}

/**
 * The keyword abilities that touch combat: attacking, blocking, combat damage, or what damage does.
 * Matched on the keyword's heading (702.19 "Trample"; 502.9 before 2009).
 */
export const COMBAT_KEYWORDS = [
  'flying', 'reach', 'shadow', 'fear', 'horsemanship', 'intimidate', 'skulk', 'landwalk', 'menace', 'protection',
  'first strike', 'double strike', 'trample', 'deathtouch', 'lifelink', 'banding', 'bands with other', 'vigilance',
  'haste', 'defender', 'wither', 'infect', 'toxic', 'flanking', 'rampage', 'bushido', 'provoke', 'ninjutsu', 'exalted',
  'annihilator', 'battle cry', 'myriad', 'melee', 'afflict', 'dethrone', 'mentor', 'training', 'enlist', 'frenzy',
  'poisonous', 'indestructible', 'persist', 'undying', 'totem armor', 'umbra armor', 'absorb', 'unleash', 'decayed',
  'renown', 'ingest', 'cipher', 'phasing', 'morph', 'megamorph', 'disguise', 'mobilize', 'saddle', 'evade', 'sneak',
  'firebending', 'backup', 'fortify', 'equip', 'crew', 'changeling',
] as const;

const SECTION_TITLES: RegExp[] = [
  /^combat phase/i, /^beginning of combat/i, /^declare attackers/i, /^declare blockers/i, /^combat damage/i,
  /^end of combat/i, /^legal attacks and blocks/i, /^evasion abilities/i, /^controlling another player/i, /^damage$/i, /^planeswalkers?$/i, /^battles?$/i, /^state-based (effects|actions)/i,
  /^replacement effects/i, /^prevention effects/i, /^replacement and prevention effects/i,
  /^interaction of replacement and\/or prevention effects/i,
];
const LAYER_TITLES = /^(continuous effects|interaction of continuous effects)/i;
const MULTIPLAYER_TITLES = /(range of influence|attack multiple players|attack left|shared team turns|free-for-all|two-headed giant|emperor|grand melee|team vs|teams variant|multiplayer)/i;
const COMBAT_WORDS = /\b(attack\w*|block\w*|combat|damage)\b/i;
const PT_WORDS = /\b(power|toughness|layer 7|7[a-e]|sublayer)\b/i;

/** Where a rule sits, by the titles of its headings. */
function headings(rules: CrRules, n: string) {
  const top = n.slice(0, 3);
  const sec = /^\d{3}\.\d+/.exec(n)?.[0];
  return { top, topTitle: rules.get(top) ?? '', sec, secTitle: sec ? rules.get(sec) ?? '' : '' };
}

/** The part of the combat rules a rule belongs to, or null when it does not govern combat. */
export function combatPart(rules: CrRules, n: string): string | null {
  const { top, topTitle, secTitle } = headings(rules, n);
  const old = numbering(rules) === 'pre-2009';
  const text = rules.get(n) ?? '';
  if (SECTION_TITLES.some((r) => r.test(topTitle))) return topTitle;
  if (old && /^planeswalkers?$/i.test(secTitle)) return secTitle;
  if ((old ? top === '502' : top === '702') && secTitle) {
    const t = secTitle.toLowerCase();
    if (COMBAT_KEYWORDS.some((k) => t === k || t.startsWith(`${k} `) || t.endsWith(`${k}`))) return `${secTitle} (keyword)`;
    return null;
  }
  if (LAYER_TITLES.test(topTitle)) return PT_WORDS.test(text) ? `${topTitle} (power and toughness)` : null;
  const multiplayer = old ? top >= '600' && top <= '699' : top >= '800' && top <= '899';
  if (multiplayer && (MULTIPLAYER_TITLES.test(topTitle) || MULTIPLAYER_TITLES.test(secTitle))) {
    return COMBAT_WORDS.test(text) || n === top ? `${topTitle} (multiplayer)` : null;
  }
  return null;
}

export type ChangeKind = 'changed' | 'added' | 'removed';

export interface RuleChange {
  /** The rule's number in the older text (null: added) and in the newer (null: removed). */
  old: string | null;
  new: string | null;
  kind: ChangeKind;
  /** Where it sits in the combat rules (a heading's title). */
  part: string;
  before: string | null;
  after: string | null;
  /** What the texts alone tell: only examples, only cross-references, or only typography differ. */
  only?: 'examples' | 'references';
}

export interface CrDiff {
  changes: RuleChange[];
  /** Combat rules that moved to a new number with their text unchanged (not listed one by one). */
  moved: number;
}

const words = (s: string) => new Set(unreferenced(s).toLowerCase().match(/[a-z']+/g) ?? []);
function similarity(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const w of a) if (b.has(w)) both++;
  return both / (a.size + b.size - both || 1);
}

/**
 * Every combat rule that changed between two CR texts: same number and different text, or moved
 * to another number with its text changed (matched by their words), or added, or removed.
 */
export function diffCr(oldRules: CrRules, newRules: CrRules): CrDiff {
  const inOld = [...oldRules.keys()].filter((n) => combatPart(oldRules, n));
  const inNew = [...newRules.keys()].filter((n) => combatPart(newRules, n));
  const changes: RuleChange[] = [];
  const goneOld = new Set<string>(), goneNew = new Set<string>();
  const same = (a: string, b: string) => skeleton(a) === skeleton(b);
  const renumber = numbering(oldRules) !== numbering(newRules);
  // Same number: the same rule unless the document was renumbered or the texts share little.
  for (const n of inOld) {
    const a = oldRules.get(n)!, b = newRules.get(n);
    if (b === undefined) continue;
    if (same(a, b)) { goneOld.add(n); goneNew.add(n); continue; }
    // A keyword's subrule under another keyword's heading has moved, whatever its number.
    const sameSection = skeleton(headings(oldRules, n).secTitle) === skeleton(headings(newRules, n).secTitle);
    if (!renumber && sameSection && similarity(words(a), words(b)) >= 0.3) {
      changes.push(change(n, n, a, b, combatPart(newRules, n) ?? combatPart(oldRules, n)!));
      goneOld.add(n); goneNew.add(n);
    }
  }
  // Moved unchanged (cross-references aside): counted, not listed.
  let moved = 0;
  const byText = new Map<string, string[]>();
  for (const n of inNew) if (!goneNew.has(n)) {
    const k = unreferenced(newRules.get(n)!);
    byText.set(k, [...(byText.get(k) ?? []), n]);
  }
  for (const n of inOld) if (!goneOld.has(n)) {
    const k = unreferenced(oldRules.get(n)!);
    const to = byText.get(k)?.find((m) => !goneNew.has(m));
    if (to) { goneOld.add(n); goneNew.add(to); moved++; }
  }
  // Moved and changed: the closest remaining text, best pairs first.
  const restOld = inOld.filter((n) => !goneOld.has(n)), restNew = inNew.filter((n) => !goneNew.has(n));
  const wOld = new Map(restOld.map((n) => [n, words(oldRules.get(n)!)])), wNew = new Map(restNew.map((n) => [n, words(newRules.get(n)!)]));
  const pairs: [number, string, string][] = [];
  for (const a of restOld) for (const b of restNew) {
    const s = similarity(wOld.get(a)!, wNew.get(b)!);
    if (s >= 0.5) pairs.push([s, a, b]);
  }
  pairs.sort((x, y) => y[0] - x[0] || x[1].localeCompare(y[1], 'en', { numeric: true }));
  for (const [, a, b] of pairs) {
    if (goneOld.has(a) || goneNew.has(b)) continue;
    goneOld.add(a); goneNew.add(b);
    changes.push(change(a, b, oldRules.get(a)!, newRules.get(b)!, combatPart(newRules, b)!));
  }
  for (const n of restOld) if (!goneOld.has(n)) changes.push({ old: n, new: null, kind: 'removed', part: combatPart(oldRules, n)!, before: normalise(oldRules.get(n)!), after: null });
  for (const n of restNew) if (!goneNew.has(n)) changes.push({ old: null, new: n, kind: 'added', part: combatPart(newRules, n)!, before: null, after: normalise(newRules.get(n)!) });
  const num = (c: RuleChange) => c.new ?? c.old!;
  changes.sort((x, y) => num(x).localeCompare(num(y), 'en', { numeric: true }));
  return { changes, moved };
}

function change(o: string, n: string, a: string, b: string, part: string): RuleChange {
  const c: RuleChange = { old: o, new: n, kind: 'changed', part, before: normalise(a), after: normalise(b) };
  if (withoutExamples(a) === withoutExamples(b)) c.only = 'examples';
  else if (unreferenced(a) === unreferenced(b)) c.only = 'references';
  return c;
}

/** A change's key in the ledger: the newer revision's date and the rule's numbers. */
export const changeKey = (to: string, c: Pick<RuleChange, 'old' | 'new'>) => `${to} ${c.old ?? '-'}>${c.new ?? '-'}`;

/**
 * A CR file's text, whatever its encoding: the archives hold UTF-8, UTF-16 (either byte order,
 * with a byte-order mark) and Windows-1252 files.
 */
export function decodeCr(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The date a CR text says it is current or effective as of (YYYY-MM-DD), if it says one. */
export function statedDate(text: string): string | null {
  const m = /(?:current|effective) as of (\w+) (\d{1,2}), (\d{4})/i.exec(text.slice(0, 3000));
  const month = m ? MONTHS.indexOf(m[1]!.toLowerCase()) : -1;
  return m && month >= 0 ? `${m[3]}-${String(month + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}` : null;
}
