// The card catalogue (cards/catalogue.json): cards by name for scenarios (`card: Mogg Fanatic`) and
// for `mtg-eras cards`. The file is read only when a scenario names a card or the catalogue is
// listed, so start-up does not pay for it. Entries are facts in the format's own vocabulary; what
// the format cannot express yet is listed per card in `unexpressed` (see docs/cards.md).
import { readFileSync } from 'node:fs';
import { packageFile } from '../package-file.js';
import leven from 'leven';
import { PERMANENT_TYPES, type PermanentType } from './schema.js';

/** A keyword or ability of the card that the scenario format cannot express yet. */
export interface Unexpressed {
  kind: 'keyword' | 'static' | 'triggered' | 'activated' | 'spell-effect';
  /** A paraphrase (never card text). */
  text: string;
  /**
   * It cannot act in the one combat phase a scenario plays unless a player uses it (an activated
   * ability, a spell's effect, a keyword that matters only while casting, a trigger at upkeep, at
   * the end step or on entering the battlefield): a creature without it plays the same combat.
   */
  inert: boolean;
}

export interface Card {
  name: string;
  /** `{1}{R}` style; null for lands. */
  manaCost: string | null;
  colors: string[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power?: number;
  toughness?: number;
  loyalty?: number;
  defense?: number;
  /** In the scenario format's spelling (core/scenario/schema.ts KEYWORDS, "protection from <colour>"). */
  keywords: string[];
  /** In the scenario format's ability vocabulary. */
  abilities: Record<string, unknown>[];
  unexpressed: Unexpressed[];
  /** `checked: "forge-edition-list"` where the set was confirmed in Forge's edition file. */
  firstPrinting: { set: string; setCode: string; date: string; dateNote?: string; checked?: 'forge-edition-list' };
  /** Where an era's wording or rules change how the card plays: paraphrased. */
  eraNotes?: string[];
  /** "forge": compared with Forge's card script; "memory": not looked up. */
  checked: 'forge' | 'memory';
}

/** The catalogue file, found from this module upward (dist/core/scenario/ or dist/bundle/). */
const catalogueFile = (): string => packageFile('cards', 'catalogue.json');

let cache: { cards: readonly Card[]; byKey: Map<string, Card> } | undefined;

/** Case, accents, punctuation spacing and "’" do not matter in a card name. */
export function cardKey(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[\u2019\u2018]/g, "'").toLowerCase().replace(/\s+/g, ' ').trim();
}

export function catalogue(): readonly Card[] {
  if (!cache) {
    const cards = JSON.parse(readFileSync(catalogueFile(), 'utf8')) as Card[];
    cache = { cards, byKey: new Map(cards.map((c) => [cardKey(c.name), c])) };
  }
  return cache.cards;
}

export function findCard(name: string): Card | undefined {
  catalogue();
  return cache!.byKey.get(cardKey(name));
}

/** Up to three names close to a mistyped one (edit distance, or the name starts with it). */
export function similarCards(name: string): string[] {
  const k = cardKey(name);
  const scored = catalogue().map((c) => {
    const ck = cardKey(c.name);
    const d = k.length >= 3 && (ck.startsWith(k) || ck.includes(k)) ? 0 : leven(k, ck);
    return { name: c.name, d };
  });
  const limit = Math.max(2, Math.floor(k.length / 3));
  return scored.filter((s) => s.d <= limit).sort((a, b) => a.d - b.d || a.name.localeCompare(b.name)).slice(0, 3).map((s) => s.name);
}

export const isCreatureCard = (c: Card) => c.types.includes('Creature');

/** What keeps a card from standing in a scenario as a creature (empty: it can). */
export function whyNotUsable(c: Card): string[] {
  if (!isCreatureCard(c) && !permanentTypeOf(c)) return [`it is ${article(c.types.join(' ').toLowerCase())}, neither a creature nor a permanent`];
  return actingUnexpressed(c).map((u) => `${u.kind === 'keyword' ? 'keyword' : `${u.kind} ability`} "${u.text}"`);
}

/** The kind of non-creature permanent a card is (`permanents:`), if it is one. */
export function permanentTypeOf(c: Card): PermanentType | undefined {
  return isCreatureCard(c) ? undefined : PERMANENT_TYPES.find((t) => c.types.some((x) => x.toLowerCase() === t));
}

/**
 * What the card has that the format cannot express and that would act in a combat by itself. For
 * a non-creature permanent an ability on entering the battlefield is not among them: a scenario's
 * permanent is already on the battlefield.
 */
export function actingUnexpressed(c: Card): Unexpressed[] {
  return c.unexpressed.filter((u) => !u.inert && (isCreatureCard(c) || !/^when(ever)? this \S+ enters/.test(u.text)));
}

/**
 * What a named card has that the format cannot express and that cannot act in the combat a scenario
 * plays (its `inert` entries), each with the reason: the log says so, never dropping it silently.
 */
export function notPlayed(name: string): { text: string; why: string }[] {
  const c = findCard(name);
  if (!c) return [];
  return c.unexpressed.filter((u) => u.inert).map((u) => ({
    text: u.text,
    why: u.kind === 'activated' || u.kind === 'keyword' ? 'it acts only when a player uses it, which the scenario format cannot express yet'
      : u.kind === 'spell-effect' ? 'it is the effect of a spell, not of a permanent'
      : /^at the beginning of (the|each) end step/.test(u.text) ? 'it triggers at the end step, after this combat'
      : /^at the beginning of your upkeep/.test(u.text) ? 'it triggers in the upkeep, before this combat'
      : /landfall/.test(u.text) ? 'no land enters the battlefield in this combat'
      : 'it grants an ability that acts only when a player uses it',
  }));
}

function article(s: string): string {
  return /^[aeiou]/.test(s) ? `an ${s}` : `a ${s}`;
}

/** Cards whose name, type line, keywords or set match every word of the query. */
export function searchCards(query: string): Card[] {
  const words = cardKey(query).split(' ').filter(Boolean);
  return catalogue().filter((c) => {
    const hay = cardKey([c.name, typeLine(c), ...c.keywords, ...c.unexpressed.map((u) => u.text), c.firstPrinting.set, c.firstPrinting.setCode, c.firstPrinting.date.slice(0, 4), ...c.colors].join(' | '));
    return words.every((w) => hay.includes(w));
  });
}

export function typeLine(c: Card): string {
  const left = [...c.supertypes, ...c.types].join(' ');
  return c.subtypes.length ? `${left} — ${c.subtypes.join(' ')}` : left;
}
