// Writes cards/catalogue.json, the shipped card catalogue, from the research catalogue
// docs/research/cards/cards.json (facts checked against Forge's card scripts, see its README):
// the same facts, with keywords and abilities in the scenario format's vocabulary. What the format
// cannot express yet goes to `unexpressed` (a paraphrase, never card text), marked `inert` when it
// cannot act in the combat a scenario plays unless a player uses it. Re-run after editing the research file or the phrasebook:
//   npx tsc -p . && node dist/scripts/write-catalogue.js
// test/cards.test.ts fails while the shipped file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { COLORS, manaValue, normalizeKeyword } from '../core/scenario/schema.js';
import type { Card, Unexpressed } from '../core/scenario/cards.js';

interface ResearchAbility { kind: Unexpressed['kind']; trigger?: string; cost?: string; effect: string; duration?: string }
interface ResearchCard {
  name: string;
  manaCost: string | null;
  colors: string[];
  types: { supertypes: string[]; types: string[]; subtypes: string[] };
  power?: number; toughness?: number; loyalty?: number; defense?: number;
  keywords: string[];
  abilities: ResearchAbility[];
  firstPrinting: Card['firstPrinting'];
  eraNotes?: string[];
  checked: 'forge' | 'memory';
}

/**
 * The research paraphrases the format's ability vocabulary expresses (core/scenario/schema.ts,
 * Ability), keyed by "kind|trigger|effect".
 */
const PHRASEBOOK: Record<string, Record<string, unknown> | Record<string, unknown>[]> = {
  // Restrictions and requirements on attacking and blocking (core/engine/restrictions.ts, requirements.ts).
  'static||attacks each combat if able': { 'attacks-each-combat': true },
  "static||can't be blocked": { 'cant-be-blocked': true },
  "static||can't be blocked except by three or more creatures": { 'cant-be-blocked-except-by': 3 },
  "static||can't attack or block alone": [{ 'cant-attack-alone': true }, { 'cant-block-alone': true }],
  "static||can't block": { 'cant-block': true },
  'static||can block an additional creature each combat': { 'can-block-additional': 1 },
  'triggered|this creature deals damage|you gain that much life': { 'damage-trigger-lifegain': true },
  'static||if a source would deal damage to a permanent or player, it deals double that damage instead': { 'double-damage': true },
  "static||you can't lose the game and your opponents can't win the game": { 'controller-cant-lose': true },
  // Costs to attack (docs/scenario-format.md, "Costs to attack and block").
  "static||creatures can't attack you unless their controller pays {2} for each creature attacking you": { 'attack-tax': { 'per-creature': 2 } },
  // Static abilities (docs/scenario-format.md, "Static abilities").
  'static||each creature assigns combat damage equal to its toughness rather than its power': { 'assigns-toughness': true, affects: 'creatures' },
  "static||you may have this creature assign its combat damage as though it weren't blocked": { 'as-though-unblocked': true },
  'static||other creatures you control have melee': { affects: 'other-creatures-you-control', have: 'melee' },
  'static||other creatures you control with flanking have flanking': { affects: 'other-creatures-you-control', with: 'flanking', have: 'flanking' },
  'static||other Goblin creatures get +1/+1 and have mountainwalk': { affects: 'other-creatures', type: 'Goblin', power: 1, toughness: 1, have: 'mountainwalk' },
  'static||other Merfolk creatures get +1/+1 and have islandwalk': { affects: 'other-creatures', type: 'Merfolk', power: 1, toughness: 1, have: 'islandwalk' },
  'static||other Zombie creatures have swampwalk': { affects: 'other-creatures', type: 'Zombie', have: 'swampwalk' },
  'static||all Sliver creatures have frenzy 1': { affects: 'creatures', type: 'Sliver', have: 'frenzy 1' },
  'static||creatures you control get +1/+1': { affects: 'creatures-you-control', power: 1, toughness: 1 },
  'static||creatures you control have haste': { affects: 'creatures-you-control', have: 'haste' },
  'static||white creatures get +1/+1': { affects: 'creatures', color: 'white', power: 1, toughness: 1 },
  'static||black creatures get +1/+1': { affects: 'creatures', color: 'black', power: 1, toughness: 1 },
  // Equipment and Auras (the scenario attaches them: \`attached-to\`; "enchant creature" is what it may be attached to).
  'static||enchant creature': [],
  'static||equipped creature has deathtouch and lifelink': { affects: 'equipped-creature', have: ['deathtouch', 'lifelink'] },
  'static||equipped creature gets +2/+0': { affects: 'equipped-creature', power: 2 },
  'static||equipped creature gets +3/+0 and has trample and lifelink': { affects: 'equipped-creature', power: 3, have: ['trample', 'lifelink'] },
  'static||equipped creature gets +2/+2 and has protection from red and from blue': { affects: 'equipped-creature', power: 2, toughness: 2, have: ['protection from red', 'protection from blue'] },
  'static||enchanted creature has fear': { affects: 'enchanted-creature', have: 'fear' },
  'static||enchanted creature gets +2/+2': { affects: 'enchanted-creature', power: 2, toughness: 2 },
  'static||enchanted creature gets +1/+2': { affects: 'enchanted-creature', power: 1, toughness: 2 },
  'static||enchanted creature gets +2/+1': { affects: 'enchanted-creature', power: 2, toughness: 1 },
  'static||enchanted creature gets +2/+2 and has trample': { affects: 'enchanted-creature', power: 2, toughness: 2, have: 'trample' },
  'static||enchanted creature gets +2/+0 and has trample': { affects: 'enchanted-creature', power: 2, have: 'trample' },
  // "Whenever you gain life" (119.9); the card's "you may" is taken.
  'triggered|enchanted creature deals damage|you gain that much life': { 'damage-trigger-lifegain': true },
  'triggered|you gain life|you may put a +1/+1 counter on this creature': { trigger: 'you-gain-life', do: 'add-counters', to: 'self', kind: '+1/+1', amount: 1 },
  // "When this creature enters" (603.6a): it can enter during a combat, returned by persist or undying,
  // put onto the battlefield attacking by ninjutsu, blinked, or created as a token.
  'triggered|this creature enters|you gain 2 life': { trigger: 'enters', do: 'gain-life', to: 'controller', amount: 2 },
  'triggered|this creature enters|it deals damage equal to its power to any target': { trigger: 'enters', do: 'damage', amount: 1, per: 'power', to: 'chosen' },
  'triggered|this creature enters|target creature gets +2/+2 until end of turn': { trigger: 'enters', do: 'pump', power: 2, toughness: 2, to: 'chosen' },
};

/**
 * Static abilities that grant an activated ability ("other Zombie creatures have '{B}: regenerate
 * this creature'"): like activated abilities, they do nothing unless a player uses them.
 */
const INERT_STATIC = /have '\{[^}]*\}: /;


/**
 * The effects of activated abilities the vocabulary expresses (core/scenario/schema.ts,
 * ActivatedAbility), keyed by the research paraphrase; the cost is read by activatedCost.
 */
const ACTIVATED_EFFECTS: Record<string, Record<string, unknown>> = {
  'deals 1 damage to any target': { do: 'damage', amount: 1, to: 'chosen' },
  'deals 1 damage to itself': { do: 'damage', amount: 1, to: 'self' },
  'regenerate this creature': { do: 'regenerate', to: 'self' },
  'this creature gets +1/+1': { do: 'pump', power: 1, toughness: 1, to: 'self' },
  'this creature gets +1/+0': { do: 'pump', power: 1, toughness: 0, to: 'self' },
  'this creature gets +2/+0': { do: 'pump', power: 2, toughness: 0, to: 'self' },
  'this creature gets +2/+2': { do: 'pump', power: 2, toughness: 2, to: 'self' },
};

/**
 * A research cost ("{1}{R}, {T}", "sacrifice this creature", "pay 3 life") as the format's costs,
 * or undefined if a part is not one of them. Mana is counted as generic: the pools hold mana
 * without colour (docs/cards.md).
 */
function activatedCost(cost: string): unknown[] | undefined {
  const out: unknown[] = [];
  for (const part of cost.split(/,\s*/)) {
    if (part === '{T}') out.push('tap');
    else if (part === 'sacrifice this creature') out.push('sacrifice');
    else if (/^pay \d+ life$/.test(part)) out.push({ 'pay-life': Number(/\d+/.exec(part)![0]) });
    else if (/^(\{[^}T]+\})+$/.test(part)) out.push({ mana: manaValue(part) });
    else return undefined;
  }
  return out;
}

/** Printed static abilities the format has a keyword for (the outside suites' names). */
const KEYWORD_PHRASES: Record<string, string> = {
  "can't be blocked by creatures with power 2 or less": 'daunt',
};

/** Keywords that matter only while a card is cast or in hand: on the battlefield they do nothing. */
const INERT_KEYWORD = /^flash$/;

/**
 * Triggers that cannot fire in the combat a scenario plays: the upkeep lies before it, and no land
 * enters the battlefield in it. A creature can enter during it (persist, undying, ninjutsu, a
 * blink, a token), so "when this creature enters" is not among them; an end-step trigger acts only
 * where the end step is played (the scenario loader refuses the card then).
 */
const INERT_TRIGGER = /^(beginning of (your upkeep|the end step|each end step)|landfall:)/;

/** A research ability as one line of paraphrase. */
function phrase(a: ResearchAbility): string {
  const head = a.trigger ? `${a.trigger.startsWith('beginning') ? 'at the' : 'whenever'} ${a.trigger}, ` : a.cost ? `${a.cost}: ` : '';
  return `${head}${a.effect}${a.duration ? ` (${a.duration})` : ''}`;
}

export function catalogueFrom(research: readonly ResearchCard[]): Card[] {
  return research.map((r) => {
    const keywords: string[] = [];
    const abilities: Record<string, unknown>[] = [];
    const unexpressed: Unexpressed[] = [];
    for (const k of r.keywords) {
      const n = normalizeKeyword(k);
      if (n) keywords.push(n);
      else unexpressed.push({ kind: 'keyword', text: k, inert: INERT_KEYWORD.test(k) });
    }
    for (const a of r.abilities) {
      // A pump lasts until end of turn (the effect `pump` says so); other durations are not expressed.
      const lasts = !a.duration || (a.duration === 'until end of turn' && ACTIVATED_EFFECTS[a.effect]?.do === 'pump');
      const effect = a.kind === 'activated' && lasts ? ACTIVATED_EFFECTS[a.effect] : undefined;
      const cost = effect && a.cost ? activatedCost(a.cost) : undefined;
      if (effect && cost) { abilities.push({ activated: { cost, ...effect } }); continue; }
      const known = PHRASEBOOK[`${a.kind}|${a.trigger ?? ''}|${a.effect}`];
      const keyword = a.kind === 'static' && !a.cost && !a.duration ? KEYWORD_PHRASES[a.effect] : undefined;
      if (keyword) keywords.push(keyword);
      else if (known && !a.cost && !a.duration) abilities.push(...[known].flat());
      else unexpressed.push({ kind: a.kind, text: phrase(a), inert: a.kind === 'activated' || a.kind === 'spell-effect' || INERT_TRIGGER.test(a.trigger ?? '') || (a.kind === 'static' && INERT_STATIC.test(a.effect)) });
    }
    for (const c of r.colors) if (!(COLORS as readonly string[]).includes(c)) throw new Error(`${r.name}: unknown colour ${c}`);
    const card: Card = {
      name: r.name,
      manaCost: r.manaCost,
      colors: r.colors,
      supertypes: r.types.supertypes,
      types: r.types.types,
      subtypes: r.types.subtypes,
      ...(r.power !== undefined ? { power: r.power, toughness: r.toughness } : {}),
      ...(r.loyalty !== undefined ? { loyalty: r.loyalty } : {}),
      ...(r.defense !== undefined ? { defense: r.defense } : {}),
      keywords,
      abilities,
      unexpressed,
      firstPrinting: r.firstPrinting,
      ...(r.eraNotes ? { eraNotes: r.eraNotes } : {}),
      checked: r.checked,
    };
    return card;
  });
}

/** One card per line: the file diffs card by card. */
export function catalogueJson(root = '.'): string {
  const research = JSON.parse(readFileSync(`${root}/docs/research/cards/cards.json`, 'utf8')) as ResearchCard[];
  const cards = catalogueFrom(research);
  return `[\n${cards.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`;
}

if (process.argv[1]?.endsWith('write-catalogue.js')) {
  writeFileSync('cards/catalogue.json', catalogueJson());
  console.log('wrote cards/catalogue.json');
}
