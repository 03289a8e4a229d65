// Mana as the scenario gives it: the mana a player's untapped sources can make (players.<id>.mana),
// and costs to attack or block (attack-tax, block-tax). Plain data; the engine pays with it
// (core/engine/costs.ts).

/** The types of mana: the five colours and colourless. */
export const MANA_TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
export type ManaType = (typeof MANA_TYPES)[number];
export type ManaSet = Record<ManaType, number>;

/** A mana cost: generic mana, mana of one type ({W}, {C}), and Phyrexian symbols ({W/P}: that colour or 2 life). */
export interface ManaCost {
  generic: number;
  typed: ManaSet;
  phyrexian: ManaSet;
}

export const noMana = (): ManaSet => ({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
export const freeCost = (): ManaCost => ({ generic: 0, typed: noMana(), phyrexian: noMana() });

/** The symbols of "{W}{W}{2}"-style text (validated by the schema). */
function symbols(text: string): string[] {
  return [...text.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!.toUpperCase());
}

/** players.<id>.mana: a number is that much colourless mana; symbols give one mana each, numbers that much colourless. */
export function parseSources(x: number | string): ManaSet {
  const out = noMana();
  if (typeof x === 'number') { out.C = x; return out; }
  for (const s of symbols(x)) {
    if (/^\d+$/.test(s)) out.C += Number(s);
    else out[s as ManaType] += 1;
  }
  return out;
}

/** A cost per creature: a number is generic mana; "{1}{W}", "{W/P}" as printed. */
export function parseCost(x: number | string): ManaCost {
  const out = freeCost();
  if (typeof x === 'number') { out.generic = x; return out; }
  for (const s of symbols(x)) {
    if (/^\d+$/.test(s)) out.generic += Number(s);
    else if (s.endsWith('/P')) out.phyrexian[s[0] as ManaType] += 1;
    else out.typed[s as ManaType] += 1;
  }
  return out;
}

/** a + n × b. */
export function addCost(a: ManaCost, b: ManaCost, n = 1): ManaCost {
  const out = freeCost();
  out.generic = a.generic + n * b.generic;
  for (const t of MANA_TYPES) {
    out.typed[t] = a.typed[t] + n * b.typed[t];
    out.phyrexian[t] = a.phyrexian[t] + n * b.phyrexian[t];
  }
  return out;
}

export const sum = (m: ManaSet) => m.W + m.U + m.B + m.R + m.G + m.C;
export const costValue = (c: ManaCost) => c.generic + sum(c.typed) + sum(c.phyrexian);

/** A cost as printed: {4}{W}{W/P}; {0} when free. */
export function costText(c: ManaCost): string {
  let out = c.generic ? `{${c.generic}}` : '';
  for (const t of MANA_TYPES) out += `{${t}}`.repeat(c.typed[t]) + `{${t}/P}`.repeat(c.phyrexian[t]);
  return out || '{0}';
}

/** Mana as symbols: {W}{W}{C}; "no mana" when empty. */
export function manaText(m: ManaSet): string {
  return MANA_TYPES.map((t) => `{${t}}`.repeat(m[t])).join('') || 'no mana';
}
