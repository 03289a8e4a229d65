// Evasion and protection against a reference written from the rules' own sentences (CR
// 2024-11-08, 702.9b flying, 702.17b reach, 702.28b shadow, 702.36b fear, 702.31b horsemanship,
// 702.13b intimidate, 702.118b skulk, 702.111b menace, 702.16f protection): for random pairs of an
// attacker and one blocker, the block is illegal exactly when the reference says so, in every era
// (each keyword plays as its printed text before it was in the rules).
import test from 'ava';
import fc from 'fast-check';
import { ALL, fromObject, run } from './helpers.js';

const EVASION = ['flying', 'shadow', 'fear', 'horsemanship', 'intimidate', 'skulk', 'menace'] as const;
const BLOCKING = ['flying', 'reach', 'shadow', 'horsemanship'] as const;
const COLORS = ['white', 'blue', 'black', 'red', 'green'] as const;
const QUALITIES = [...COLORS, 'creatures', 'artifacts', 'multicolored', 'monocolored', 'everything', 'dragons'] as const;

const side = <K extends string>(keywords: readonly K[]) => fc.record({
  power: fc.integer({ min: 0, max: 5 }),
  colors: fc.subarray([...COLORS], { maxLength: 2 }),
  types: fc.subarray(['Artifact', 'Dragon'], { maxLength: 2 }),
  keywords: fc.subarray([...keywords], { maxLength: 3 }),
});

const pair = fc.record({
  a: side(EVASION),
  protection: fc.subarray([...QUALITIES], { maxLength: 2 }),
  b: side(BLOCKING),
});

type Side = { power: number; colors: string[]; types: string[]; keywords: string[] };

/** Whether the source has a protection quality (702.16a, 702.16j). */
function hasQuality(s: Side, q: string): boolean {
  if ((COLORS as readonly string[]).includes(q)) return s.colors.includes(q);
  if (q === 'creatures' || q === 'everything') return true;
  if (q === 'artifacts') return s.types.includes('Artifact');
  if (q === 'multicolored') return s.colors.length > 1;
  if (q === 'monocolored') return s.colors.length === 1;
  return q === 'dragons' && s.types.includes('Dragon');
}

/** The reference: may b block a, alone? */
function mayBlock(a: Side, protection: readonly string[], b: Side): boolean {
  const has = (s: Side, k: string) => s.keywords.includes(k);
  const artifact = b.types.includes('Artifact');
  if (has(a, 'flying') && !has(b, 'flying') && !has(b, 'reach')) return false;
  if (has(a, 'shadow') !== has(b, 'shadow')) return false;
  if (has(a, 'fear') && !artifact && !b.colors.includes('black')) return false;
  if (has(a, 'horsemanship') && !has(b, 'horsemanship')) return false;
  if (has(a, 'intimidate') && !artifact && !b.colors.some((c) => a.colors.includes(c))) return false;
  if (has(a, 'skulk') && b.power > a.power) return false;
  if (has(a, 'menace')) return false;
  return !protection.some((q) => hasQuality(b, q));
}

test('a single block is illegal exactly when the evasion and protection rules say so, in every era', (t) => {
  fc.assert(fc.property(pair, ({ a, protection, b }) => {
    const s = fromObject({
      scenario: 'evasion', players: { ap: { life: 20 }, nap: { life: 20 } },
      creatures: {
        a: { controller: 'ap', power: a.power, toughness: 9, colors: a.colors, types: a.types, keywords: [...a.keywords, ...protection.map((q) => `protection from ${q}`)] },
        b: { controller: 'nap', power: b.power, toughness: 9, colors: b.colors, types: b.types, keywords: b.keywords },
      },
      combat: { attack: { a: 'nap' }, block: { b: 'a' } },
    });
    const expected = mayBlock(a, protection, b) ? 'ok' : 'illegal-block';
    for (const id of ALL) t.is(run(s, id).status, expected, `${id}: ${JSON.stringify({ a, protection, b })}`);
  }), { numRuns: 300 });
  t.pass();
});
