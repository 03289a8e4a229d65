// The search syntax of `mtg-eras cards`: the one card players type into card search sites
// (`t:goblin`, `pow>=3`, `kw:flying`, `o:"first strike"`, `c:r`, `-t:wall`), over the catalogue's
// fields. A plain word must occur in the name, type line, keywords, colours, set or year, as before.
// A key or a comparison it does not know is a UsageError that lists what it knows.
import { cardKey, typeLine, type Card } from '../core/scenario/cards.js';
import { UsageError } from './io.js';
import { closest } from './suggest.js';

type Op = ':' | '=' | '!=' | '<' | '<=' | '>' | '>=';
interface Term { negate: boolean; key?: string; op: Op; value: string }

/** Text keys: the value must occur in (`:`) or equal (`=`) the field. */
const TEXT: Record<string, (c: Card) => string[]> = {
  name: (c) => [c.name],
  type: (c) => [typeLine(c)],
  oracle: (c) => [...c.keywords, ...c.abilities.map((a) => JSON.stringify(a).replace(/[{}"[\]]/g, ' ').replace(/[:,]/g, ' ')), ...c.unexpressed.map((u) => u.text)],
  keyword: (c) => [...c.keywords, ...c.unexpressed.filter((u) => u.kind === 'keyword').map((u) => u.text)],
  set: (c) => [c.firstPrinting.setCode, c.firstPrinting.set],
};
/** Number keys, compared with : = != < <= > >=. */
const NUMBER: Record<string, (c: Card) => number | undefined> = {
  power: (c) => c.power,
  toughness: (c) => c.toughness,
  loyalty: (c) => c.loyalty,
  mv: (c) => manaValue(c.manaCost),
  year: (c) => Number(c.firstPrinting.date.slice(0, 4)),
};
const ALIASES: Record<string, string> = {
  n: 'name', t: 'type', o: 'oracle', text: 'oracle', kw: 'keyword', keywords: 'keyword', s: 'set', e: 'set', edition: 'set',
  pow: 'power', tou: 'toughness', loy: 'loyalty', cmc: 'mv', manavalue: 'mv', c: 'color', colour: 'color', colors: 'color', colours: 'color', ci: 'color',
};
const KEYS = [...Object.keys(TEXT), ...Object.keys(NUMBER), 'color'];
const COLOURS: Record<string, string> = { w: 'white', u: 'blue', b: 'black', r: 'red', g: 'green' };

/** True when the query uses the search syntax (a key, a comparison, a quoted phrase or a negation). */
export function isSearchSyntax(query: string): boolean {
  return /(^|\s)-?[a-z]+(:|!=|<=|>=|=|<|>)|"|(^|\s)-\S/i.test(query);
}

/** The mana value of a cost such as `{2}{R}{R}` (X counts 0, a hybrid symbol 1). */
function manaValue(cost: string | null): number {
  let mv = 0;
  for (const [, s] of (cost ?? '').matchAll(/\{([^}]*)\}/g)) mv += /^\d+$/.test(s!) ? Number(s) : /^[XYZ]$/i.test(s!) ? 0 : 1;
  return mv;
}

function parse(query: string): Term[] {
  const terms: Term[] = [];
  // -? key? op? value, the value a quoted phrase or a word.
  const re = /(-?)(?:([a-z]+)(!=|<=|>=|:|=|<|>))?(?:"([^"]*)"?|(\S+))/giy;
  let rest = query.trim();
  while (rest) {
    re.lastIndex = 0;
    const m = re.exec(rest);
    if (!m) throw new UsageError(`cards: cannot read the search at "${rest}"`);
    const [all, neg, rawKey, op, quoted, word] = m;
    const value = quoted ?? word!;
    if (rawKey) {
      const key = ALIASES[rawKey.toLowerCase()] ?? rawKey.toLowerCase();
      if (!KEYS.includes(key)) {
        const guess = rawKey.length >= 3 ? closest(rawKey.toLowerCase(), [...KEYS, ...Object.keys(ALIASES)]) : undefined;
        throw new UsageError(`cards: unknown search key "${rawKey}${op}"${guess ? ` (did you mean "${guess}${op}"?)` : ''}; known keys: t (type), o (text), kw (keyword), c (colour), s (set), n (name), pow, tou, loy, mv, year`);
      }
      if (key in NUMBER ? !/^\d+$/.test(value) : op !== ':' && op !== '=' && op !== '!=') {
        throw new UsageError(key in NUMBER ? `cards: ${rawKey}${op} needs a whole number, got "${value}"` : `cards: ${rawKey} takes ":" or "=", not "${op}"`);
      }
      terms.push({ negate: neg === '-', key, op: op as Op, value });
    } else {
      terms.push({ negate: neg === '-', op: ':', value });
    }
    rest = rest.slice(all.length).trim();
  }
  return terms;
}

function compare(n: number | undefined, op: Op, v: number): boolean {
  if (n === undefined) return false;
  switch (op) {
    case ':': case '=': return n === v;
    case '!=': return n !== v;
    case '<': return n < v;
    case '<=': return n <= v;
    case '>': return n > v;
    case '>=': return n >= v;
  }
}

function colourMatch(c: Card, op: Op, value: string): boolean {
  const v = value.toLowerCase();
  if (v === 'c' || v === 'colorless' || v === 'colourless') return c.colors.length === 0;
  const wanted = /^[wubrg]+$/.test(v) ? [...v].map((l) => COLOURS[l]!) : [v];
  if (!wanted.every((w) => Object.values(COLOURS).includes(w))) throw new UsageError(`cards: unknown colour "${value}" (w, u, b, r, g, c or a colour's name)`);
  // c:rg has red and green (and maybe more); c=rg exactly those.
  const has = wanted.every((w) => c.colors.includes(w));
  return op === '=' ? has && c.colors.length === wanted.length : op === '!=' ? !has : has;
}

function matches(c: Card, t: Term, plain: string): boolean {
  if (!t.key) return plain.includes(cardKey(t.value));
  if (t.key === 'color') return colourMatch(c, t.op, t.value);
  if (t.key in NUMBER) return compare(NUMBER[t.key]!(c), t.op, Number(t.value));
  const v = cardKey(t.value);
  const fields = TEXT[t.key]!(c).map(cardKey);
  const found = t.op === ':' ? fields.some((f) => f.includes(v)) : fields.some((f) => f === v);
  return t.op === '!=' ? !found : found;
}

/** The catalogue's cards that match every term of the query. */
export function queryCards(cards: readonly Card[], query: string): Card[] {
  const terms = parse(query);
  return cards.filter((c) => {
    const plain = cardKey([c.name, typeLine(c), ...c.keywords, ...c.unexpressed.map((u) => u.text), c.firstPrinting.set, c.firstPrinting.setCode, c.firstPrinting.date.slice(0, 4), ...c.colors].join(' | '));
    return terms.every((t) => matches(c, t, plain) !== t.negate);
  });
}
