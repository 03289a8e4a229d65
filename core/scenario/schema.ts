// The scenario file format (docs/scenario-format.md), declared once: the loader
// validates with it and scripts/write-schema.ts turns it into docs/scenario.schema.json.
import * as v from 'valibot';
import { deferred } from './deferred.js';
import { dispatchByKey, dispatchByValue } from './dispatch.js';
import { ACTION_KINDS, ACTIVATED_EFFECTS, ACTIVATED_RECIPIENTS, AFFECTS, ATTACHED_TRIGGERS, COLORS, COUNTER_KINDS, DELAYED, EACH, EFFECTS, ENTERS_IF, GRAVEYARD_TYPES, OBJECTIVES, PER, PERMANENT_KEYWORDS, PERMANENT_TYPES, PT_COUNTS, RECIPIENTS, STATIC_ABILITIES, STATUSES, THEN_EFFECTS, TRIGGERS, VARIANTS, WINDOWS, ZONES, type StaticAbility } from './words.js';
// The lists the fields pick from are plain values in words.ts; the schema's importers find them here too.
export * from './words.js';

/**
 * Input limits (docs/trust-and-limits.md): far above any real combat, low enough that no file
 * under them takes more than a few seconds or a few hundred MB to run.
 */
export const LIMITS = {
  /** A number (power, toughness, life, an amount) lies in -maxNumber..maxNumber. */
  maxNumber: 100_000,
  idLength: 64,
  creatures: 1000,
  actions: 1000,
  /** Names, titles and other one-line strings; a description may be 100 times as long. */
  textLength: 1000,
  fileBytes: 8 * 1024 * 1024,
  /** Values in a file, counting every use of a YAML alias (an alias repeats a whole subtree). */
  values: 1_000_000,
} as const;

/**
 * Words JavaScript gives a meaning on objects: schema validators and plain objects drop or
 * misread them, so they are refused as ids and keys (core/scenario/load.ts) rather than lost.
 */
export const RESERVED_IDS = ['__proto__', 'constructor', 'prototype'] as const;

const ID_PATTERN = new RegExp(`^(?!(?:${RESERVED_IDS.join('|')})$)[a-z0-9-]{1,${LIMITS.idLength}}$`);
export const ID = v.pipe(v.string('expected an id (a string)'), v.regex(ID_PATTERN, `expected an id: 1 to ${LIMITS.idLength} lowercase letters, digits and "-" (not ${RESERVED_IDS.slice(1).join(' or ')})`));
const Int = v.pipe(v.number('expected an integer'), v.safeInteger('expected an integer'),
  v.minValue(-LIMITS.maxNumber, `expected an integer from -${LIMITS.maxNumber} to ${LIMITS.maxNumber}`),
  v.maxValue(LIMITS.maxNumber, `expected an integer from -${LIMITS.maxNumber} to ${LIMITS.maxNumber}`));
const Amount = v.pipe(Int, v.minValue(0, `expected a whole number from 0 to ${LIMITS.maxNumber}`));
const Line = (what: string) => v.pipe(v.string(`expected ${what}`), v.maxLength(LIMITS.textLength, `expected ${what} of at most ${LIMITS.textLength} characters`), v.regex(/^[^\n]*$/, `expected ${what} on one line`));

export const KEYWORDS = [
  'flying', 'reach', 'first strike', 'double strike', 'trample', 'trample over planeswalkers', 'banding', 'deathtouch',
  'lifelink', 'vigilance', 'defender', 'haste', 'menace', 'fear', 'shadow', 'indestructible',
  'horsemanship', 'intimidate', 'skulk', 'wither', 'infect', 'daunt', 'shroud', 'hexproof',
  'plainswalk', 'islandwalk', 'swampwalk', 'mountainwalk', 'forestwalk', 'legendary landwalk', 'nonbasic landwalk',
  // Triggered keywords (core/keywords.ts defines each as triggered abilities).
  'flanking', 'exalted', 'battle cry', 'melee', 'dethrone', 'training', 'mentor', 'persist', 'undying', 'provoke',
  // Enlist (702.154): an optional cost as it attacks (`choices.<player>.enlist`), and its trigger.
  'enlist',
  // Decayed (702.147): can't block; when it attacks, sacrifice it at end of combat.
  'decayed',
] as const;

/** Keywords written with a number ("rampage 2"): triggered keywords, and toxic (static). */
export const NUMBERED_KEYWORDS = ['rampage', 'bushido', 'afflict', 'frenzy', 'poisonous', 'toxic', 'renown', 'annihilator', 'bloodthirst'] as const;

/** The basic land types: what a player's `lands` may list, and what landwalk names. */
export const LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;
/**
 * A land written by its type line, for the landwalks that name a supertype ("Basic Snow Land —
 * Swamp", "Legendary Land", "Land — Urza's Mine"); a bare basic land type means a basic land of it.
 */
export const LAND_LINE = /^(?:(?:Basic|Legendary|Snow) )*(?:Artifact )?Land(?: [—-] [A-Z][A-Za-z']*(?: [A-Z][A-Za-z']*)*)?$/;

const Counters = v.strictObject({ '+1/+1': v.optional(v.pipe(v.number('expected a number of counters'), v.safeInteger('expected a whole number'), v.minValue(0, 'expected a whole number from 0'), v.maxValue(100_000, 'expected at most 100000'))), '-1/-1': v.optional(v.pipe(v.number('expected a number of counters'), v.safeInteger('expected a whole number'), v.minValue(0, 'expected a whole number from 0'), v.maxValue(100_000, 'expected at most 100000'))) }, `expected counters by kind: ${COUNTER_KINDS.map((k) => `"${k}"`).join(', ')}`);

/** The mana a player's untapped sources make (players.<id>.mana): one symbol per mana of a colour or colourless, numbers for colourless mana. */
export const MANA_SOURCES = /^(?:\{(?:\d{1,3}|[wubrgcWUBRGC])\})+$/;

/** A mana cost as printed: {1}{U}, {U}{B}, {0} (any case; hybrid {R/W} too). */
const MANA_COST = '(?:\\{(?:\\d{1,2}|[wubrgcxWUBRGCX](?:/[wubrgpWUBRGP])?)\\})+';

/** The mana a printed cost needs, counted as generic mana (the pools hold mana without colour): {1}{U} is 2. */
export function manaValue(cost: string): number {
  let n = 0;
  for (const m of cost.matchAll(/\{([^}]*)\}/g)) n += /^\d+$/.test(m[1]!) ? Number(m[1]) : /^x$/i.test(m[1]!) ? 0 : 1;
  return n;
}

/** A word matched in any case, written for a regular expression without flags (JSON Schema's). */
function anyCase(word: string): string {
  // A loop, not replace() with a callback per letter: the keyword pattern is built at every start.
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    out += c >= 'a' && c <= 'z' ? `[${c}${c.toUpperCase()}]` : c;
  }
  return out;
}

/**
 * What protection may name besides a colour (D'Angelo A.24.1: "usually the something is a color
 * ..., but it may be Artifacts or something else"; 702.16a): these, or a creature type in the
 * plural ("protection from Dragons").
 */
export const PROTECTION_QUALITIES = ['creatures', 'artifacts', 'multicolored', 'monocolored', 'everything'] as const;

/** The keywords in their canonical spelling (lower case), for the JSON Schema's enum. */
export const KEYWORD_NAMES = [...KEYWORDS, ...[...COLORS, ...PROTECTION_QUALITIES].map((c) => `protection from ${c}`)] as const;

/**
 * Keywords are written as printed, case-insensitively, with any spacing between words; protection
 * names a colour; "bands with other" names a quality as printed ("Wolves", "legendary creatures").
 * A regular expression (not a check function) so the JSON Schema carries it too. Built when first
 * needed (a file with a keyword, an error, the JSON Schema): spelling out each keyword in any case
 * is a tenth of building the schema.
 */
let keywordRegExp: RegExp | undefined;
export const keywordPattern = (): RegExp => (keywordRegExp ??= new RegExp(`^\\s*(?:${[...KEYWORDS, `protection from (?:${[...COLORS, ...PROTECTION_QUALITIES].join('|')})`]
  .map((k) => anyCase(k).replace(/ /g, '\\s+')).join('|')}|${anyCase('protection from').replace(/ /g, '\\s+')}\\s+[a-zA-Z-]+[sS]|${anyCase('bands with other').replace(/ /g, '\\s+')}\\s+\\S.*?|(?:${NUMBERED_KEYWORDS.map(anyCase).join('|')})\\s+[1-9]\\d{0,2}|${anyCase('snow')}\\s+(?:${LAND_TYPES.map((t) => anyCase(`${t.toLowerCase()}walk`)).join('|')})|${anyCase('ninjutsu')}\\s+${MANA_COST}|${anyCase('morph')}\\s+${MANA_COST})\\s*$`));

/** A colour, in any case (a regular expression, so the JSON Schema carries it). */
export const COLOR_PATTERN = new RegExp(`^(?:${COLORS.map(anyCase).join('|')})$`);

export const Keyword = deferred(() => v.pipe(
  v.string('expected a keyword'),
  v.regex(keywordPattern(), `expected a keyword (${KEYWORDS.join(', ')}, "protection from <color, ${PROTECTION_QUALITIES.join(', ')} or a creature type>", "bands with other <quality>" one of ${NUMBERED_KEYWORDS.join(', ')} with a number, e.g. "rampage 2", or "ninjutsu <mana cost>" / "morph <mana cost>", e.g. "ninjutsu {1}{U}")`),
));

const KEYWORD_SET: ReadonlySet<string> = new Set(KEYWORDS);
const NUMBERED_KEYWORD = new RegExp(`^(?:${NUMBERED_KEYWORDS.join('|')}) [1-9]\\d{0,2}$`);
const COSTED_KEYWORD = new RegExp(`^(?:ninjutsu|morph) ${MANA_COST}$`);

const NORMALIZED = new Map<string, string | undefined>();

export function normalizeKeyword(k: string): string | undefined {
  // A corpus writes the same few keywords thousands of times: each spelling is normalised once.
  let n = NORMALIZED.get(k);
  if (n === undefined && !NORMALIZED.has(k)) {
    if (NORMALIZED.size >= 10_000) NORMALIZED.clear();
    NORMALIZED.set(k, (n = normalize(k)));
  }
  return n;
}

function normalize(k: string): string | undefined {
  const s = k.trim().toLowerCase().replace(/\s+/g, ' ');
  if (KEYWORD_SET.has(s)) return s;
  const m = /^protection from (white|blue|black|red|green|creatures|artifacts|multicolored|monocolored|everything|[a-z-]+s)$/.exec(s);
  return m || /^bands with other \S/.test(s) || NUMBERED_KEYWORD.test(s) || /^snow (?:plains|island|swamp|mountain|forest)walk$/.test(s) || COSTED_KEYWORD.test(s) ? s : undefined;
}



/**
 * The effects on a player's life or poison counters: their recipient is a player. "You gain N life"
 * is how a life-gaining ability reads, so gain-life without `to` is its controller's (core/scenario/
 * checks/creatures.ts); a loss of life or a poison counter names whose (to:), there is no default.
 */
const PLAYER_EFFECTS = ['gain-life', 'lose-life', 'poison'] as const;
const PLAYER_RECIPIENTS = ['controller', 'defending-player', 'that', 'chosen'] as const;
const forPlayer = (a: { do: string; to?: string }) => !(PLAYER_EFFECTS as readonly string[]).includes(a.do)
  || (a.to === undefined ? a.do === 'gain-life' : (PLAYER_RECIPIENTS as readonly string[]).includes(a.to));
const forPlayerMessage = (i: { input: unknown }) => {
  const a = i.input as { do: string; to?: string };
  return `expected to: ${PLAYER_RECIPIENTS.join(', ')} for do: ${a.do} (whose ${a.do === 'poison' ? 'poison counters' : 'life'}: a player${a.do === 'gain-life' ? '; without to, the controller' : ''})`;
};
const Count = v.pipe(v.number('expected a number'), v.safeInteger('expected a whole number'), v.minValue(0, 'expected a whole number from 0'), v.maxValue(LIMITS.maxNumber, `expected at most ${LIMITS.maxNumber}`));
const needs: Record<(typeof EFFECTS)[number], string[]> = {
  pump: [], 'add-counters': ['kind', 'amount'], damage: ['amount'], 'gain-life': ['amount'], 'lose-life': ['amount'],
  poison: ['amount'], destroy: [], sacrifice: [], bounce: [], exile: [], tap: [], untap: [], return: [], provoke: [], regenerate: [], prevent: ['amount'],
  renown: ['amount'], 'sacrifice-permanents': ['amount'], grant: ['keyword'], 'sacrifice-at-end-of-combat': [],
  'create-token': ['tokens'], fight: [], 'graveyard-to-hand': [], 'doesnt-untap': [],
};

/** The triggers whose "that creature" is a creature (the attacker, the blocker, the one blocked, entering or exerted). */
const THAT_CREATURE = ['creature-attacks', 'becomes-blocked-by', 'blocks', 'attacks-alone', 'another-enters', 'you-exert'] as const;

/** The effects a triggered ability may leave to a delayed triggered ability (`delayed:`), for a creature: those of `then:` now (THEN_EFFECTS but return). */
const DELAYED_EFFECTS = ['pump', 'grant', 'destroy', 'sacrifice', 'bounce', 'exile', 'tap', 'untap'] as const;

/** A triggered ability: when (trigger and conditions), what (do and its numbers), to whom (to). */
export const TriggeredAbility = deferred(() => v.pipe(v.strictObject({
  trigger: v.picklist(TRIGGERS, `expected a trigger: ${TRIGGERS.join(', ')}`),
  /** becomes-blocked-by: only for a blocker without this keyword (flanking). */
  'unless-that-has': v.optional(Keyword),
  /** attacks: only if at least N other creatures attack too (battalion: 2). */
  'other-attackers': v.optional(Count),
  /** attacks: only if another attacking creature has greater power (training). */
  'greater-power-attacker': v.optional(v.literal(true)),
  /** attacks: only if the player it attacks has at least as much life as its controller (dethrone). */
  'defender-life-at-least-yours': v.optional(v.literal(true)),
  /** dies: only if it had no counter of this kind on it (persist: -1/-1; undying: +1/+1). */
  'if-no-counter': v.optional(v.picklist(COUNTER_KINDS, `expected a counter kind: ${COUNTER_KINDS.join(', ')}`)),
  /** Only if this creature isn't renowned, as it triggers and as it resolves (renown: 702.112a, an intervening "if", 603.4). */
  'if-not-renowned': v.optional(v.literal(true)),
  /** Only if "that creature" (the attacker, the blocker) has this colour as the event happens ("whenever a green creature attacks", "blocked by a white creature"): 508.2a, 509.4f. */
  'that-color': v.optional(v.pipe(v.string('expected a colour'), v.regex(COLOR_PATTERN, `expected a colour: ${COLORS.join(', ')}`), v.toLowerCase(), v.picklist(COLORS, `expected a colour: ${COLORS.join(', ')}`))),
  /** Only if "that creature" has power N or less as the event happens ("blocks or becomes blocked by a creature with power 1 or less": Arrogant Bloodlord). */
  'that-power-at-most': v.optional(Count),
  do: v.picklist(EFFECTS, `expected an effect: ${EFFECTS.join(', ')}`),
  to: v.optional(v.picklist(RECIPIENTS, `expected a recipient: ${RECIPIENTS.join(', ')}`)),
  /** to: chosen (or lesser-power-attacker): the chosen target's id (or choose it in `choices.<player>.targets`). */
  target: v.optional(ID),
  power: v.optional(Int),
  toughness: v.optional(Int),
  kind: v.optional(v.picklist(COUNTER_KINDS, `expected a counter kind: ${COUNTER_KINDS.join(', ')}`)),
  amount: v.optional(Count),
  per: v.optional(v.picklist(PER, `expected one of ${PER.join(', ')}`)),
  /** do: grant: the keyword it gains until end of turn. */
  keyword: v.optional(Keyword),
  /** create-token: the tokens it may create (creatures given with zone: none), each at most once; each resolution creates the first not yet created. */
  tokens: v.optional(v.pipe(v.array(ID, 'expected a list of token ids'), v.minLength(1, 'expected at least one token id'))),
  /** create-token: "that's tapped and attacking" (508.4): the token attacks what this creature attacks. */
  attacking: v.optional(v.literal(true, 'expected attacking: true')),
  /** Its effect is done later by a delayed triggered ability it creates, to the same object only ("destroy that creature at end of combat": 603.7c; 406.2d of 2003-2007). */
  delayed: v.optional(v.picklist(DELAYED, `expected delayed: ${DELAYED.join(', ')}`)),
}), v.check((a) => needs[a.do].every((k) => k in a), (i) => `expected ${needs[(i.input as { do: (typeof EFFECTS)[number] }).do].join(' and ')} for do: ${(i.input as { do: string }).do}`),
v.check((a) => a.do !== 'return' || a.trigger === 'dies', 'expected trigger: dies for do: return'),
v.check((a) => forPlayer(a), forPlayerMessage),
v.check((a) => a.per !== 'card-in-graveyard' || a.to === 'defending-player' || a.to === 'controller', 'expected to: defending-player or controller with per: card-in-graveyard (a player\'s graveyard)'),
v.check((a) => a.attacking === undefined || a.do === 'create-token', 'expected do: create-token with attacking: true'),
v.check((a) => a.per !== 'damage' || a.trigger === 'dealt-damage' || a.trigger === 'dealt-combat-damage', 'expected trigger: dealt-damage or dealt-combat-damage with per: damage (the damage it was dealt)'),
v.check((a) => a.delayed === undefined || ((DELAYED_EFFECTS as readonly string[]).includes(a.do) && a.to !== 'defending-player' && a.to !== 'controller'), `expected delayed only with an effect on a creature: do: ${DELAYED_EFFECTS.join(', ')}`),
v.check((a) => a['that-power-at-most'] === undefined || (THAT_CREATURE as readonly string[]).includes(a.trigger), `expected that-power-at-most only with a trigger whose "that creature" is a creature: ${THAT_CREATURE.join(', ')}`),
v.check((a) => a['that-color'] === undefined || (THAT_CREATURE as readonly string[]).includes(a.trigger), `expected that-color only with a trigger whose "that creature" is a creature: ${THAT_CREATURE.join(', ')}`)));
const COST_ERROR = 'expected a cost: tap, sacrifice, { pay-life: N }, { mana: N } or { remove-counters: { kind, amount } }';
const Cost = deferred(() => dispatchByKey(v.union([
  v.picklist(['tap', 'sacrifice'] as const, COST_ERROR),
  v.strictObject({ 'pay-life': Count }, COST_ERROR),
  v.strictObject({ mana: Count }, COST_ERROR),
  // Marath, Will of the Wild: "{X}, Remove X +1/+1 counters from Marath" (X fixed by the scenario).
  v.strictObject({ 'remove-counters': v.strictObject({ kind: v.picklist(COUNTER_KINDS, `expected a counter kind: ${COUNTER_KINDS.join(', ')}`), amount: v.pipe(Count, v.minValue(1, 'expected at least 1 counter')) }) }, COST_ERROR),
], COST_ERROR)));

/** A further part of an activated ability's effect, for the same recipient: "... and gains trample until end of turn. Destroy it at end of turn." */
const ThenEffect = deferred(() => v.pipe(v.strictObject({
  do: v.picklist(THEN_EFFECTS, `expected an effect: ${THEN_EFFECTS.join(', ')}`),
  power: v.optional(Int),
  toughness: v.optional(Int),
  keyword: v.optional(Keyword),
  /** do: return: "with N counters of a kind on it" (Otherworldly Journey). */
  kind: v.optional(v.picklist(COUNTER_KINDS, `expected a counter kind: ${COUNTER_KINDS.join(', ')}`)),
  amount: v.optional(Count),
  /** Done by a delayed triggered ability at that time, to the same object only (603.7c; 406.2d of 2003-2007). */
  delayed: v.optional(v.picklist(DELAYED, `expected delayed: ${DELAYED.join(', ')}`)),
}), v.check((a) => a.do !== 'grant' || a.keyword !== undefined, 'expected keyword for do: grant'),
v.check((a) => a.do !== 'return' || a.delayed !== undefined, 'expected delayed: end-of-combat or end-of-turn for do: return (the exiled card returns later)')));

/** An activated ability: "cost: effect", used through the action `{ do: activate }` (the effects of triggered abilities). */
export const ActivatedAbility = deferred(() => v.pipe(v.strictObject({
  cost: v.pipe(v.array(Cost, 'expected a list of costs'), v.minLength(1, 'expected at least one cost')),
  do: v.picklist(ACTIVATED_EFFECTS, `expected an effect: ${ACTIVATED_EFFECTS.join(', ')}`),
  to: v.optional(v.picklist(ACTIVATED_RECIPIENTS, `expected a recipient: ${ACTIVATED_RECIPIENTS.join(', ')}`)),
  power: v.optional(Int),
  toughness: v.optional(Int),
  kind: v.optional(v.picklist(COUNTER_KINDS, `expected a counter kind: ${COUNTER_KINDS.join(', ')}`)),
  amount: v.optional(Count),
  tokens: v.optional(v.pipe(v.array(ID, 'expected a list of token ids'), v.minLength(1, 'expected at least one token id'))),
  /** Further effects of the ability, in order, for the same recipient (a delayed one: `delayed: end-of-turn`). */
  then: v.optional(v.array(ThenEffect, 'expected a list of effects')),
  /** to: chosen: "target creature blocking or blocked by [this creature]" (Sisters of Stone Death). */
  'target-in-combat-with-this': v.optional(v.literal(true)),
  /** do: prevent, to: chosen: "target creature and each other creature that shares a color with it" (Wojek Apothecary). */
  'shares-color': v.optional(v.literal(true, 'expected shares-color: true')),
  /** do: animate: the card types and subtypes it adds, the colours it sets, the keywords it gives. */
  types: v.optional(v.array(Line('a type'), 'expected a list of types')),
  colors: v.optional(v.array(v.lazy(() => Color), 'expected a list of colours')),
  keywords: v.optional(v.array(Keyword, 'expected a list of keywords')),
}), v.check((a) => (a.do === 'return-exiled' ? [] : a.do === 'animate' ? ['power', 'toughness'] : needs[a.do]).every((k) => k in a), (i) => `expected ${((i.input as { do: string }).do === 'animate' ? ['power', 'toughness'] : needs[(i.input as { do: (typeof EFFECTS)[number] }).do]).join(' and ')} for do: ${(i.input as { do: string }).do}`),
v.check((a) => (a.types === undefined && a.colors === undefined && a.keywords === undefined) || a.do === 'animate', 'expected types, colors and keywords only with do: animate'),
v.check((a) => a.do !== 'return-exiled' || a.to === 'chosen', 'expected to: chosen for do: return-exiled (the exiled card is its target)'),
v.check((a) => a['shares-color'] === undefined || (a.do === 'prevent' && a.to === 'chosen'), 'expected shares-color only with do: prevent and to: chosen (its target creature and each other creature that shares a color with it)'),
v.check((a) => forPlayer(a), forPlayerMessage)));

type StaticAbilitySchema<N extends StaticAbility> = N extends unknown ? v.StrictObjectSchema<{ [K in N]: v.LiteralSchema<true, string> }, undefined> : never;
const staticAbility = <N extends StaticAbility>(name: N) => v.strictObject({ [name]: v.literal(true, `expected true (${name}: true)`) }) as StaticAbilitySchema<N>;

/**
 * The static abilities any permanent may have (a creature's, or a non-creature permanent's
 * `abilities:`): Furnace of Rath's "If a source would deal damage to a permanent or player, it
 * deals double that damage instead", and Platinum Angel's "You can't lose the game".
 */
/** A mana cost to attack or block: generic, coloured ({W}, {C}) and Phyrexian ({W/P}) symbols (two-colour hybrids are not taken). */
export const TAX_COST = /^(?:\{(?:\d{1,2}|[wubrgcWUBRGC]|[wubrgWUBRG]\/[pP])\})+$/;
const TaxCost = deferred(() => v.union([Count, v.pipe(v.string(), v.regex(TAX_COST, 'expected a cost per creature: a number of generic mana, or a mana cost such as "{2}", "{1}{W}" or "{W/P}"'))],
  'expected a cost per creature: a number of generic mana, or a mana cost such as "{2}", "{1}{W}" or "{W/P}"'));
/**
 * A cost to attack the permanent's controller (Propaganda, Ghostly Prison, Windborn Muse: "creatures
 * can't attack you unless their controller pays {2} for each creature ... attacking you"): per
 * attacking creature, and/or N per counter on it (Nils); `planeswalkers: true` taxes attacks on the
 * controller's planeswalkers too (Norn's Annex).
 */
const AttackTax = deferred(() => v.pipe(v.strictObject({
  'per-creature': v.optional(TaxCost),
  'per-counter': v.optional(Count),
  planeswalkers: v.optional(v.literal(true, 'expected planeswalkers: true')),
}, 'expected an attack tax { per-creature: N or "{cost}", per-counter: N, planeswalkers: true }'),
v.check((t) => t['per-creature'] !== undefined || t['per-counter'] !== undefined, 'expected per-creature or per-counter in an attack tax')));
/** A cost to block (War Cadence: "creatures can't block unless their controller pays {X} for each blocking creature"): every blocker, either side. */
const BlockTax = deferred(() => v.strictObject({ 'per-creature': TaxCost }, 'expected a block tax { per-creature: N or "{cost}" }'));
export type AttackTaxSpec = v.InferOutput<typeof AttackTax>;

/** The static abilities of any permanent (built with the first creature or permanent ability a file has). */
const permanentAbilities = () => [
  v.strictObject({ 'double-damage': v.literal(true) }),
  v.strictObject({ 'controller-cant-lose': v.literal(true) }),
  v.strictObject({ 'attack-tax': AttackTax }),
  v.strictObject({ 'block-tax': BlockTax }),
  // Anafenza, the Foremost: "If a creature card would be put into an opponent's graveyard from anywhere, exile it instead."
  v.strictObject({ 'opponents-creatures-exiled-instead': v.literal(true) }),
  // "No more than N creatures can attack / block each combat" (500.2 examples; 508.1d example): restrictions on the whole declaration.
  v.strictObject({ 'max-attackers': v.pipe(Int, v.minValue(1, 'expected a whole number of creatures from 1')) }),
  v.strictObject({ 'max-blockers': v.pipe(Int, v.minValue(1, 'expected a whole number of creatures from 1')) }),
  // Rolling Stones: "Walls may attack as though they weren't Walls" (505.7 example of 2003).
  v.strictObject({ 'walls-can-attack': v.literal(true) }),
  // "Prevent all damage that would be dealt by creatures" (601.14b / 801.15b / 801.13b example).
  v.strictObject({ 'prevent-damage-by-creatures': v.literal(true) }),
  // "Creatures can't attack you": `{}` (Blazing Archon, a restriction on attacking its controller: 508.1c), or only
  // creatures of a colour and/or without a keyword (Teferi's Moat: "Creatures of the chosen color without flying can't attack you",
  // 606.7b / 806.7c / 810.7c example).
  v.strictObject({ 'cant-attack-you': v.strictObject({ color: v.optional(v.lazy(() => Color)), without: v.optional(Keyword) }) }),
  // Boon Reflection: "If you would gain life, you gain twice that much life instead" (a replacement effect: 118.4c / 120.4d example).
  v.strictObject({ 'double-life-gain': v.literal(true) }),
  // Worship: "If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead" (118.4c / 120.4d example).
  v.strictObject({ 'damage-cant-reduce-life-below-1': v.literal(true) }),
  // Tanglewalker: "Creatures you control are unblockable as long as defending player controls an artifact land" (308.1 example of 2007).
  v.strictObject({ 'yours-unblockable-if-defender-controls': v.pipe(v.string('expected a land type line'), v.regex(LAND_LINE, 'expected a land type line, e.g. "Artifact Land", "Legendary Land" or "Land — Urza\'s Mine"')) }),
  // Melira, Sylvok Outcast: "You can't get poison counters." and "Creatures you control can't have -1/-1 counters put on them."
  v.strictObject({ 'controller-cant-get-poison': v.literal(true) }),
  // Torpor Orb: "Creatures entering the battlefield don't cause abilities to trigger."
  v.strictObject({ 'creatures-entering-dont-trigger': v.literal(true) }),
  v.strictObject({ 'creatures-you-control-cant-have-counters': v.picklist(COUNTER_KINDS, `expected a counter kind: ${COUNTER_KINDS.join(', ')}`) }),
  // "<type>s you control are P/T <types> creatures that are still lands" (Ambush Commander's Forests; `all: true`: every
  // player's, Living Lands, Kormus Bell): a static type-changing effect on the `creature: false` entries of that type (613.1d, 613.4b).
  v.strictObject({ animates: v.strictObject({ type: Line('a type'), power: Int, toughness: Int, types: v.optional(v.array(Line('a type'), 'expected a list of types')),
    colors: v.optional(v.array(v.lazy(() => Color), 'expected a list of colours')), keywords: v.optional(v.array(Keyword, 'expected a list of keywords')),
    all: v.optional(v.literal(true, 'expected all: true (every player\'s permanents of that type)')) }) }),
] as const;
let PERMANENT_ABILITIES: ReturnType<typeof permanentAbilities> | undefined;
/** A colour, written in any case, as its lower-case name. */
const Color = v.pipe(v.string('expected a colour'), v.regex(COLOR_PATTERN, `expected a colour: ${COLORS.join(', ')}`), v.toLowerCase(), v.picklist(COLORS, `expected a colour: ${COLORS.join(', ')}`));

/**
 * The affected creatures, narrowed by a creature type ("other Goblin creatures"), a colour, or a
 * keyword they have. Made with the first static ability a file has (v.optional reads what it wraps,
 * which would build the keyword pattern at every start).
 */
let STATIC_SCOPE: ReturnType<typeof staticScopeOf> | undefined;
const staticScope = () => (STATIC_SCOPE ??= staticScopeOf());
const staticScopeOf = () => ({
  type: v.optional(Line('a creature type')),
  color: v.optional(Color),
  with: v.optional(Keyword),
  /** "Creatures with no abilities" (Muraganda Petroglyphs, 113.12 example): counting the keywords other static abilities grant them. */
  'without-abilities': v.optional(v.literal(true, 'expected without-abilities: true')),
});
const AffectsField = v.picklist(AFFECTS, `expected affects: ${AFFECTS.join(', ')}`);

/** A static ability that changes power and toughness or grants keywords (a lord, an anthem, Adriana's melee). */
export const ContinuousAbility = deferred(() => v.pipe(v.strictObject({
  affects: AffectsField,
  ...staticScope(),
  power: v.optional(Int),
  toughness: v.optional(Int),
  have: v.optional(v.union([Keyword, v.pipe(v.array(Keyword), v.minLength(1, 'expected at least one keyword'))], 'expected a keyword or a list of keywords')),
  /** "As long as this creature is renowned" (Honored Hierarch, Goblin Glory Chaser). */
  'if-renowned': v.optional(v.literal(true)),
  /** "[Enchanted] creature is red": a colour-changing effect (105.3; layer 5), while the source stays. */
  'become-colors': v.optional(v.array(Color, 'expected a list of colours')),
  /** "[Enchanted] creature can't be blocked": an effect of this ability, not an ability the creature gains (113.12 example). */
  'cant-be-blocked': v.optional(v.literal(true, 'expected cant-be-blocked: true')),
}), v.check((a) => a.power !== undefined || a.toughness !== undefined || a.have !== undefined || a['become-colors'] !== undefined || a['cant-be-blocked'] !== undefined, 'expected power, toughness, have, become-colors or cant-be-blocked in a static ability')));

/** "Assigns combat damage equal to its toughness rather than its power": this creature, or those it affects (Doran: creatures). */
export const AssignsToughness = deferred(() => v.strictObject({ 'assigns-toughness': v.literal(true), affects: v.optional(AffectsField), ...staticScope() }));

/**
 * "Its power [and toughness] are each equal to the number of ...": a characteristic-defining ability
 * (604.3, layer 7a; 418.5a of 2004-2007; D'Angelo K.12.5): `power` / `toughness` is that number plus
 * N (Tarmogoyf: power 0, toughness 1, "that number plus 1"); one left out keeps the printed value (Nightmare's toughness 5).
 */
export const CharacteristicDefining = deferred(() => v.strictObject({
  'characteristic-defining': v.pipe(v.strictObject({
    count: v.picklist(PT_COUNTS, `expected a count: ${PT_COUNTS.join(', ')}`),
    /** lands-you-control: only lands of this type ("Swamps"). */
    land: v.optional(Line('a land type')),
    power: v.optional(Int),
    toughness: v.optional(Int),
  }), v.check((d) => d.power !== undefined || d.toughness !== undefined, 'expected power and/or toughness (the number added to the count)'),
  v.check((d) => d.land === undefined || d.count === 'lands-you-control', 'expected land only with count: lands-you-control')),
}));

/**
 * "This creature enters with N counters of a kind [if ...]": a replacement effect on how it enters
 * (614.1c; 410.10e of 2003-2007), for a token created, a ninja, a card returned by persist, undying or blink.
 */
export const EntersWithCounters = deferred(() => v.strictObject({
  'enters-with-counters': v.strictObject({ kind: v.picklist(COUNTER_KINDS, `expected a counter kind: ${COUNTER_KINDS.join(', ')}`), amount: Count }),
  if: v.optional(v.picklist(ENTERS_IF, `expected a condition: ${ENTERS_IF.join(', ')}`)),
}));

const Ability = deferred(() => dispatchByKey(v.union([
  v.strictObject({ 'can-block-additional': v.pipe(Int, v.minValue(1)) }),
  v.strictObject({ 'cant-block': v.literal(true) }),
  v.strictObject({ 'damage-trigger-lifegain': v.literal(true) }),
  ...(PERMANENT_ABILITIES ??= permanentAbilities()),
  ...STATIC_ABILITIES.map(staticAbility),
  // "Can be blocked only by <type> creatures" (only by Walls): an evasion restriction, cumulative (501.2 example).
  v.strictObject({ 'blocked-only-by-type': Line('a creature type') }),
  // "Can't be blocked except by N or more creatures" (N = 2 is menace's restriction).
  v.strictObject({ 'cant-be-blocked-except-by': v.pipe(Int, v.minValue(2, 'expected a whole number of creatures from 2')) }),
  TriggeredAbility,
  v.strictObject({ activated: ActivatedAbility }),
  ContinuousAbility,
  AssignsToughness,
  v.strictObject({ 'as-though-unblocked': v.literal(true) }),
  EntersWithCounters,
  // Clone, Clever Impersonator: "you may have this creature enter as a copy of a creature on the battlefield" (choices.<player>.copy names it).
  v.strictObject({ 'enters-as-copy': v.literal(true) }),
  CharacteristicDefining,
], `expected an ability: { enters-as-copy: true }, { characteristic-defining: { count, power?, toughness? } }, { can-block-additional: N }, { cant-block: true }, { damage-trigger-lifegain: true }, { double-damage: true }, { controller-cant-lose: true }, { opponents-creatures-exiled-instead: true }, { attack-tax: { per-creature: N } }, { block-tax: { per-creature: N } }, { max-attackers: N }, { max-blockers: N }, { walls-can-attack: true }, { double-life-gain: true }, { damage-cant-reduce-life-below-1: true }, { yours-unblockable-if-defender-controls: <land> }, { cant-attack-you: { color?, without? } }, { controller-cant-get-poison: true }, { creatures-you-control-cant-have-counters: <kind> }, { creatures-entering-dont-trigger: true }, { animates: { type, power, toughness } }, ${STATIC_ABILITIES.map((a) => `{ ${a}: true }`).join(', ')}, { cant-be-blocked-except-by: N }, { blocked-only-by-type: <type> }, { affects: ..., power/toughness/have }, { assigns-toughness: true }, { as-though-unblocked: true }, { enters-with-counters: { kind, amount }, if? }, a triggered ability { trigger: ..., do: ... } or an activated ability { activated: { cost: [...], do: ... } }`)));

const Colors = v.array(Color, 'expected a list of colours');

/** A creature; with `card` (a name in cards/catalogue.json) every other field but controller is optional and overrides the card's. */
export const Creature = v.strictObject({
  controller: ID,
  card: v.optional(Line('a one-line card name')),
  power: v.optional(Int),
  toughness: v.optional(Int),
  name: v.optional(Line('a one-line name')),
  types: v.optional(v.array(Line('a type'), 'expected a list of types')),
  colors: v.optional(Colors),
  keywords: v.optional(v.array(Keyword, 'expected a list of keywords')),
  abilities: v.optional(v.array(Ability, 'expected a list of abilities')),
  tapped: v.optional(v.boolean()),
  sick: v.optional(v.boolean()),
  damage: v.optional(Amount),
  /** Counters on it as the combat begins. */
  counters: v.optional(Counters),
  /**
   * Where it starts: on the battlefield (default), in its owner's hand (a ninja, for `do: ninjutsu`), or
   * none: a token not yet created, which a create-token effect or action puts onto the battlefield.
   */
  zone: v.optional(v.picklist(['battlefield', 'hand', 'none'] as const, 'expected a zone: battlefield, hand or none')),
  /** It is renowned as the combat begins (702.112b: a designation, lost when it leaves the battlefield). */
  renowned: v.optional(v.boolean()),
  /**
   * It is goaded (701.38b): it attacks each combat if able, and a player other than the goading player
   * if able. `true`: by an opponent not named (two players: only the requirement to attack); a player id
   * or a list of them: the goading player(s) (each goad is its own pair of requirements).
   */
  goaded: v.optional(v.union([v.boolean(), ID, v.pipe(v.array(ID), v.minLength(1, 'expected at least one goading player'))], 'expected true, false, or the goading player (an id or a list of ids)')),
  /** It is a copy of that creature as the combat begins (it entered as one, or became one): its copiable values are that creature's (706.2; 707.2). */
  'copy-of': v.optional(ID),
  /** A face-down creature (morph): a 2/2 with no name, types, colours or abilities; its other fields are its card, seen once it is turned face up (do: turn-face-up). */
  'face-down': v.optional(v.boolean()),
  /**
   * `false`: a permanent that is not a creature as the combat begins (a land or artifact its `types` name: Mishra's
   * Factory, a manland): `do: animate` makes it one. Its power and toughness count only once it is one (default 0).
   */
  creature: v.optional(v.literal(false, 'expected creature: false (a permanent that is not a creature until animated)')),
});



const PermanentKeyword = v.picklist(PERMANENT_KEYWORDS, `expected a keyword a permanent may have: ${PERMANENT_KEYWORDS.join(', ')}`);

/**
 * A non-creature permanent: a planeswalker (loyalty) or battle (defense, protector) that
 * creatures may attack and damage may be dealt to, or a land, artifact or enchantment. With `card`
 * (a name in cards/catalogue.json) type, name, colours, loyalty and defense come from the card.
 */
export const Permanent = deferred(() => v.strictObject({
  controller: ID,
  /** Its own shroud or hexproof (a planeswalker's): spells and abilities can't target it (702.18a, 702.11b). */
  keywords: v.optional(v.array(PermanentKeyword, 'expected a list of keywords')),
  type: v.optional(v.picklist(PERMANENT_TYPES, `expected a permanent type: ${PERMANENT_TYPES.join(', ')}`)),
  card: v.optional(Line('a one-line card name')),
  name: v.optional(Line('a one-line name')),
  colors: v.optional(Colors),
  /** A planeswalker's loyalty counters as the combat begins. */
  loyalty: v.optional(Amount),
  /** A battle's defense counters as the combat begins. */
  defense: v.optional(Amount),
  /** A battle's protector (default: its controller's opponent, as for a Siege, 310.8a). */
  protector: v.optional(ID),
  /** An Equipment (artifact) or Aura (enchantment): the creature it is attached to; its `affects: equipped-creature / enchanted-creature` abilities apply to that creature. */
  'attached-to': v.optional(ID),
  /** Its static abilities: { double-damage: true } (Furnace of Rath), { controller-cant-lose: true }, an anthem { affects: ..., power, toughness, have } (Crusade). */
  abilities: v.optional(v.array(dispatchByKey(v.union([...(PERMANENT_ABILITIES ??= permanentAbilities()), ContinuousAbility,
    // An Aura's or Equipment's "whenever enchanted/equipped creature deals damage, you gain that much life" (Spirit Link, Armadillo Cloak).
    v.strictObject({ 'damage-trigger-lifegain': v.literal(true) }),
    // Phyrexian Unlife: "You don't lose the game for having 0 or less life. As long as you have 0 or less life, all damage is dealt to you as though its source had infect."
    v.strictObject({ unlife: v.literal(true, 'expected unlife: true') }),
    // Lich's Mirror: "If you would lose the game, instead shuffle your hand, your graveyard, and all permanents you own into your library, then draw seven cards and your life total becomes 20."
    v.strictObject({ 'lichs-mirror': v.literal(true, 'expected lichs-mirror: true') }),
    // An Aura on a non-creature permanent (attached-to names a permanent): "enchanted permanent has hexproof / shroud" (303.4b; 212.4h of 2004-2007; 214.8g of 1999-2003; D'Angelo K.14.6).
    v.strictObject({ 'enchanted-permanent-has': v.pipe(v.array(PermanentKeyword, 'expected a list of keywords'), v.minLength(1, 'expected at least one keyword')) }),
    // An Aura's "whenever enchanted creature becomes blocked [by a creature], you gain N life" (601.7 / 801.7 example).
    v.strictObject({ trigger: v.picklist(ATTACHED_TRIGGERS, `expected an Aura's trigger: ${ATTACHED_TRIGGERS.join(', ')}`), do: v.literal('gain-life', 'expected do: gain-life (an Aura\'s trigger)'), amount: Count, to: v.optional(v.literal('controller', 'expected to: controller')) })],
  'expected an ability of a non-creature permanent: { double-damage: true }, { enchanted-permanent-has: [hexproof] } (an Aura on a permanent), { unlife: true } (Phyrexian Unlife), { lichs-mirror: true } (Lich\'s Mirror), { controller-cant-lose: true }, { damage-trigger-lifegain: true } (an Aura or Equipment), { trigger: becomes-blocked, do: gain-life, amount: N } (an Aura), { opponents-creatures-exiled-instead: true }, { attack-tax: { per-creature: N } }, { block-tax: { per-creature: N } }, { max-attackers: N }, { max-blockers: N }, { walls-can-attack: true }, { prevent-damage-by-creatures: true }, { cant-attack-you: { color?, without? } }, { double-life-gain: true }, { damage-cant-reduce-life-below-1: true }, { yours-unblockable-if-defender-controls: <land> }, { controller-cant-get-poison: true }, { creatures-you-control-cant-have-counters: <kind> }, { creatures-entering-dont-trigger: true }, { animates: { type, power, toughness } } or a static ability { affects: ..., power/toughness/have }')), 'expected a list of abilities')),
}));

const WindowName = v.picklist(WINDOWS, `expected a window: ${WINDOWS.join(', ')}`);
const base = {
  at: v.union([WindowName, v.pipe(v.array(WindowName), v.minLength(1, 'expected at least one window'))], 'expected a window or a list of windows'), by: v.optional(ID),
  /** The action is a spell or ability that targets its `target`: shroud, hexproof and protection can make that target illegal (then it does nothing). */
  targeted: v.optional(v.boolean('expected true or false')),
  /** The colours of the spell (or of the ability's source) when no `source` names it: protection looks at them. */
  colors: v.optional(Colors),
};
const EachField = v.optional(v.picklist(EACH, `expected each: ${EACH.join(', ')}`));
/** The `do` of each kind of action's schema, known before the schema is built. */
const KINDS = new Map<object, string>();
/**
 * An action of one kind: `base`, its `do`, then its own fields. Built when a file first has an
 * action of this kind (deferred.ts): the forty kinds were half of building the schema at start-up,
 * and the variant finds a kind by its `do` (dispatch.ts) without building the others.
 */
function kind<const D extends string, E extends v.ObjectEntries>(d: D, fields: () => E) {
  const s = deferred(() => v.strictObject({ ...base, do: v.literal(d), ...fields() }));
  KINDS.set(s, d);
  return s;
}
/** `target`, or `each` for a mass effect: exactly one (load.ts checks). */
const simple = <D extends string>(d: D) => kind(d, () => ({ target: v.optional(ID), each: EachField }));


const Action = dispatchByValue(v.variant('do', [
  simple('destroy'), simple('sacrifice'), simple('bounce'), simple('exile'),
  simple('tap'), simple('untap'), simple('regenerate'), simple('remove-from-combat'), simple('doesnt-untap'),
  /** `redirect-to`: the planeswalker its noncombat damage to a player is redirected to, in the eras with that rule (m10 306.8, m11 306.7). */
  /** `amount`, or `power-of`: damage equal to that creature's power as the action is taken (Fall of the Hammer); `each` for a mass effect. */
  /** `spell`: a name for the spell that deals it (a red instant), which a prevent-from-source or prevent-from-color may choose as its source (with `colors`, the spell's). */
  kind('damage', () => ({ source: v.optional(ID), target: v.optional(ID), each: EachField, amount: v.optional(Amount), 'power-of': v.optional(ID), 'redirect-to': v.optional(ID), spell: v.optional(ID) })),
  kind('pump', () => ({ target: v.optional(ID), each: EachField, power: v.optional(Int), toughness: v.optional(Int) })),
  kind('grant', () => ({ target: v.optional(ID), each: EachField, keyword: Keyword })),
  kind('lose', () => ({ target: v.optional(ID), each: EachField, keyword: Keyword })),
  kind('set-types', () => ({ target: ID, types: v.array(Line('a type'), 'expected a list of types') })),
  /** `shares-color: true`: "target creature and each other creature that shares a color with it" (radiance: Wojek Apothecary). */
  kind('prevent', () => ({ target: ID, amount: Amount, 'shares-color': v.optional(v.literal(true, 'expected shares-color: true')) })),
  /** Act of Treason: `untap: true` untaps it, `haste: true` gives it haste until end of turn. */
  kind('gain-control', () => ({ target: ID, player: ID, untap: v.optional(v.literal(true)), haste: v.optional(v.literal(true)) })),
  /** `amount`, or `power-of`: life equal to that creature's power (Dazzling Reflection, Swords to Plowshares). */
  kind('gain-life', () => ({ player: ID, amount: v.optional(Amount), 'power-of': v.optional(ID) })),
  kind('lose-life', () => ({ player: ID, amount: v.optional(Amount), 'power-of': v.optional(ID) })),
  kind('add-mana', () => ({ player: ID, amount: Amount })),
  kind('add-counters', () => ({ target: v.optional(ID), each: EachField, kind: v.picklist(COUNTER_KINDS, `expected a counter kind: ${COUNTER_KINDS.join(', ')}`), amount: Amount })),
  kind('poison', () => ({ player: ID, amount: Amount })),
  /** "Prevent all combat damage that would be dealt this turn." */
  kind('fog', () => ({})),
  /** "The next time [source] would deal damage to [target] this turn, prevent that damage"; target: the acting player unless given. */
  /** `gain-life: true`: "you gain life equal to the damage prevented this way" (Awe Strike), the acting player. */
  kind('prevent-from-source', () => ({ source: ID, target: v.optional(ID), 'gain-life': v.optional(v.literal(true, 'expected gain-life: true')) })),
  /** Circle of Protection: "the next time a [color] source of your choice would deal damage to you this turn, prevent that damage"; source: the choice (else the default choice). */
  kind('prevent-from-color', () => ({ color: v.pipe(v.string('expected a colour'), v.regex(COLOR_PATTERN, `expected a colour: ${COLORS.join(', ')}`), v.toLowerCase(), v.picklist(COLORS, `expected a colour: ${COLORS.join(', ')}`)), source: v.optional(ID), target: v.optional(ID) })),
  // "Target creature blocks this creature this combat if able" (provoke's requirement).
  kind('must-block', () => ({ target: ID, attacker: ID })),
  /**
   * "Target creature must be blocked this turn if able" (Irresistible Prey; Neyith's "must be blocked this combat if able"), or with
   * `all: true` "all creatures able to block target creature this turn do so" (Bloodscent): Lure's requirements, until end of turn.
   */
  /** Creates the token `target` (a creature given with zone: none), under its controller: tapped, or tapped and attacking `attacking` (508.4: it never attacked), or blocking the attacker `blocking` (509.7: it never blocked). */
  kind('create-token', () => ({ target: ID, tapped: v.optional(v.literal(true)), attacking: v.optional(ID), blocking: v.optional(ID) })),
  /** `source` fights `target`: each deals damage equal to its power to the other (701.12), not combat damage. */
  kind('fight', () => ({ source: ID, target: ID })),
  kind('must-be-blocked', () => ({ target: ID, all: v.optional(v.literal(true, 'expected all: true (all creatures able to block it do so)')) })),
  /** Activates `source`'s activated ability number `ability` (0 is its first), paying its costs; `target` for `to: chosen`. */
  kind('activate', () => ({ source: ID, ability: v.optional(Count), target: v.optional(ID) })),
  /** Ninjutsu: returns the unblocked attacker `return` to its owner's hand and puts the ninja `target` from hand onto the battlefield tapped and attacking. */
  /**
   * `held: true`: its ability stays on the stack while the actions listed after it for the same window
   * are taken, in answer to it, and resolves after them (last in, first out); its costs, the returned
   * attacker among them, are paid at once (602.2, 702.49a).
   */
  kind('ninjutsu', () => ({ target: ID, return: ID, held: v.optional(v.literal(true, 'expected held: true')) })),
  simple('blink'),
  /** "Target creature becomes <colours> until end of turn" (a colour-changing effect, 105.3): `to` is its new colours ([] colourless). */
  kind('set-colors', () => ({ target: v.optional(ID), each: EachField, to: Colors })),
  /**
   * Concerted Effort's resolution: "creatures you control gain flying until end of turn if a creature you control has flying.
   * The same is true for ...": each keyword of `share` found among the acting player's creatures, every variant of landwalk and protection (702.1c).
   */
  kind('share-keywords', () => ({ share: v.pipe(v.array(v.union([Keyword, v.picklist(['landwalk', 'protection'] as const)], 'expected a keyword, landwalk or protection'), 'expected a list of keywords'), v.minLength(1, 'expected at least one keyword')) })),
  /**
   * Goad (701.38a): the acting player `by` goads the creature `target`, or each creature `player`
   * controls as the action is taken (Geode Rager: "goad each creature target player controls").
   */
  kind('goad', () => ({ target: v.optional(ID), player: v.optional(ID) })),
  /** `target` becomes a copy of `source`: its copiable values (name, power, toughness, types, colours, keywords, abilities), not its counters, damage or status (706.2; 503.2 of 2003-2007). */
  kind('become-copy', () => ({ target: ID, source: ID })),
  /** A face-down creature is turned face up: it has its card's characteristics (or those it copies) again (702.37e today; 502.26d of 2003-2007). */
  kind('turn-face-up', () => ({ target: ID })),
  /** Quicksilver Elemental: `target` gains all activated abilities of `source` until end of turn (those it gains together are linked as on `source`: 607.5). */
  kind('gain-abilities', () => ({ target: ID, source: ID })),
  /**
   * `target` (a permanent given in `creatures:`, often with `creature: false`) becomes a creature with base power and
   * toughness `power`/`toughness` (layer 7b: counters and pumps apply on top), the card types and subtypes of `types` added ("it's
   * still a land"), the colours `colors` (replacing its own) and the keywords `keywords`, until end of turn (613.1d-f, 613.4b; 418.5a
   * of 2004-2007; D'Angelo K.5).
   */
  kind('animate', () => ({ target: ID, power: Int, toughness: Int,
    types: v.optional(v.array(Line('a type'), 'expected a list of types')), colors: v.optional(Colors), keywords: v.optional(v.array(Keyword, 'expected a list of keywords')) })),
  /** `target` loses all abilities until end of turn (layer 6: 613.1f; 418.5a of 2004-2007; D'Angelo T.14): printed, written and granted. */
  kind('lose-all-abilities', () => ({ target: ID })),
  /** "Switch target creature's power and toughness until end of turn": in timestamp order before 2007 (418.5i of 2004), after every other effect since (613.4d; 418.5i of 2007). */
  simple('switch-pt'),
], `expected an action: do is one of ${ACTION_KINDS.join(', ')}`), KINDS);


const BestOptions = {
  objective: v.optional(v.picklist(OBJECTIVES, `expected an objective: ${OBJECTIVES.join(', ')}`)),
  /** The written declaration must be the only best one (by default it passes when it ties with others). */
  unique: v.optional(v.boolean('expected true or false')),
  /** Also try every damage division a player chooses (explore --divisions). */
  divisions: v.optional(v.boolean('expected true or false')),
};
const BlockMap = v.record(ID, v.union([ID, v.pipe(v.array(ID), v.minLength(1))], 'expected an attacker id or a list of attacker ids'));

export const Outcome = v.strictObject({
  status: v.optional(v.picklist(STATUSES, `expected a status: ${STATUSES.join(', ')}`)),
  life: v.optional(v.record(ID, Int)),
  lost: v.optional(v.array(ID, 'expected a list of player ids')),
  graveyard: v.optional(v.array(ID, 'expected a list of creature and permanent ids')),
  battlefield: v.optional(v.array(ID, 'expected a list of creature and permanent ids')),
  zones: v.optional(v.record(ID, v.picklist(ZONES, `expected a zone: ${ZONES.join(', ')}`))),
  damage: v.optional(v.record(ID, Amount)),
  /** Counters on creatures at the end (only the kinds given are checked; a kind not given is not checked). */
  counters: v.optional(v.record(ID, Counters)),
  poison: v.optional(v.record(ID, Amount)),
  /** Loyalty of planeswalkers at the end. */
  loyalty: v.optional(v.record(ID, Amount)),
  /** Defense of battles at the end. */
  defense: v.optional(v.record(ID, Amount)),
  /** The exact set of tapped creatures at the end. */
  tapped: v.optional(v.array(ID, 'expected a list of creature ids')),
  /** The exact set of creatures on the battlefield that won't untap during their controller's next untap step (exerted, or an effect says so). */
  'doesnt-untap': v.optional(v.array(ID, 'expected a list of creature ids')),
  /** The best block for the defending player under the objective (explore), written as combat.block ({} is no blocks). */
  'best-block': v.optional(v.strictObject({ ...BestOptions, block: BlockMap })),
  /** The best attack for the attacking player (explore --attacks: minimax over the defender's best blocks), written as combat.attack ({} is no attack). */
  'best-attack': v.optional(v.strictObject({ ...BestOptions, attack: v.record(ID, ID) })),
});


export const ScenarioFile = v.strictObject({
  /** The JSON Schema a JSON file names for its editor; ignored. */
  $schema: v.optional(v.string()),
  scenario: v.pipe(Line('a one-line title'), v.minLength(1, 'expected a one-line title')),
  description: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.textLength * 100, `expected a description of at most ${LIMITS.textLength * 100} characters`))),
  sources: v.optional(v.array(Line('a source'), 'expected a list of sources')),
  players: v.record(ID, v.strictObject({
    life: Int,
    /** The player was dealt damage earlier this turn (bloodthirst's condition: "if an opponent was dealt damage this turn"). */
    'dealt-damage-this-turn': v.optional(v.literal(true)),
    poison: v.optional(Amount),
    /** The number of cards in the player's graveyard as the combat begins (Guiltfeeder's "for each card in his or her graveyard"); cards put there during the combat are counted too. */
    graveyard: v.optional(Count),
    /** The card types among the cards in the player's graveyard as the combat begins (Tarmogoyf); those of creature and permanent cards put there during the combat are added. */
    'graveyard-types': v.optional(v.array(v.picklist(GRAVEYARD_TYPES, `expected a card type: ${GRAVEYARD_TYPES.join(', ')}`), 'expected a list of card types')),
    /** The number of cards in the player's hand as the combat begins, besides creatures listed with zone: hand (Maro); cards returned there during the combat are added. */
    hand: v.optional(Count),
    /** The basic land types among the lands the player controls (for landwalk). */
    lands: v.optional(v.array(v.pipe(v.string('expected a land'), v.check((x) => (LAND_TYPES as readonly string[]).includes(x) || LAND_LINE.test(x),
      `expected a basic land type (${LAND_TYPES.join(', ')}) or a land's type line ("Basic Snow Land — Swamp", "Legendary Land")`)), 'expected a list of lands')),
 
    /** The mana the player's untapped mana sources can make during the combat: N generic (colourless) mana, or symbols "{W}{W}{2}". */
    /**
     * The player whose turn another player controls (Mindslaver; 507 from CR 2003-10-01, 720 today): that player
     * makes every choice this player makes or is told to make (only the active player, first listed, has a turn to control).
     */
    'controlled-by': v.optional(ID),
    mana: v.optional(v.union([Count, v.pipe(v.string(), v.regex(MANA_SOURCES, 'expected mana: a number, or mana symbols such as "{W}{W}{2}" ({W}, {U}, {B}, {R}, {G}, {C} or a number)'))], 'expected mana: a number, or mana symbols such as "{W}{W}{2}" ({W}, {U}, {B}, {R}, {G}, {C} or a number)')),
  })),
  creatures: v.pipe(v.record(ID, Creature), v.check((o) => Object.keys(o).length <= LIMITS.creatures, `expected at most ${LIMITS.creatures} creatures`)),
  /** Non-creature permanents; their ids share one namespace with the players and creatures. */
  permanents: v.optional(v.pipe(v.record(ID, Permanent), v.check((o) => Object.keys(o).length <= LIMITS.creatures, `expected at most ${LIMITS.creatures} permanents`))),
  /**
   * Multiplayer options and variants (docs/scenario-format.md, "Range of influence, teams"):
   * every player's range of influence (601/801), or a variant with its teams, seated as `players` lists them.
   */
  multiplayer: v.optional(v.strictObject({
    'range-of-influence': v.optional(v.pipe(Int, v.minValue(1, 'expected a range of influence from 1 (seats)'))),
    variant: v.optional(v.picklist(VARIANTS, `expected a variant: ${VARIANTS.join(', ')}`)),
    /** The teams, each a list of player ids in seat order (Emperor: general, emperor, general). */
    teams: v.optional(v.array(v.pipe(v.array(ID, 'expected a team: a list of player ids'), v.minLength(2, 'expected a team of two or more players')), 'expected a list of teams')),
  })),
  combat: v.strictObject({
    /** Attacker -> the player, planeswalker or battle it attacks. */
    attack: v.pipe(v.custom<Record<string, string>>((o) => !Array.isArray(o), 'expected a map of attacking creature to what it attacks, e.g. { bears: bob }, not a list'), v.record(ID, ID, 'expected a map of attacking creature to what it attacks, e.g. { bears: bob }')),
    bands: v.optional(v.array(v.pipe(v.array(ID, 'expected a band: a list of creature ids'), v.minLength(2, 'expected a band of two or more creatures')), 'expected a list of bands')),
    block: v.optional(v.pipe(v.custom<Record<string, string | string[]>>((o) => !Array.isArray(o), 'expected a map of blocking creature to the attacker(s) it blocks, e.g. { wall: bears }, not a list'), v.record(ID, v.union([ID, v.pipe(v.array(ID), v.minLength(1))], 'expected an attacker id or a list of attacker ids'), 'expected a map of blocking creature to the attacker(s) it blocks, e.g. { wall: bears }'))),
  }),
  choices: v.optional(v.record(ID, v.strictObject({
    order: v.optional(v.record(ID, v.array(ID, 'expected a list of creature ids'))),
    assign: v.optional(v.record(ID, v.record(ID, Amount))),
    /** The targets this player chooses for the triggered abilities of these creatures (source id -> target id): provoke, mentor. */
    /** A list: the targets of its successive triggers, in the order they trigger (Murderous Redcap entering twice). */
    targets: v.optional(v.record(ID, v.union([ID, v.pipe(v.array(ID), v.minLength(1, 'expected at least one target'))], 'expected a target id or a list of them'))),
    /** Creatures with { as-though-unblocked: true } whose damage this player assigns as though they weren't blocked. */
    unblocked: v.optional(v.array(ID, 'expected a list of creature ids')),
    /** Enlist (702.154a): attacker -> the untapped, non-attacking creature this player taps for it as it attacks. */
    enlist: v.optional(v.record(ID, ID)),
    /** Exert (701.39a): the attackers this player exerts as they attack (each needs a "when you exert" ability: trigger: exerted or you-exert). */
    exert: v.optional(v.array(ID, 'expected a list of creature ids')),
    /** What this player sacrifices when made to sacrifice permanents (annihilator), in order of preference. */
    sacrifice: v.optional(v.array(ID, 'expected a list of creature and permanent ids')),
    /** How many Phyrexian symbols ({W/P}) of this player's costs to attack or block are paid with 2 life each (default: as few as the mana allows). */
    'tax-life': v.optional(Count),
    /** "Enter as a copy" (enters-as-copy): creature -> the creature it copies as it enters, if that one is on the battlefield then (else it enters as itself). */
    copy: v.optional(v.record(ID, ID)),
  }))),
  actions: v.optional(v.pipe(v.array(Action, 'expected a list of actions'), v.maxLength(LIMITS.actions, `expected at most ${LIMITS.actions} actions`))),
  expect: v.optional(v.record(v.string(), Outcome)),
});

export type ScenarioFileData = v.InferOutput<typeof ScenarioFile>;
export type PermanentData = v.InferOutput<typeof Permanent>;
// The parsed abilities', actions' and outcomes' types, written out in types.ts (the package's
// declarations name them without this file); test/public-types.test.ts proves them equal to the
// output of the schemas above.
export type {
  Action as ActionSpec, ActivatedAbility as ActivatedAbilitySpec, AssignsToughness as AssignsToughnessSpec, CharacteristicDefining as CharacteristicDefiningSpec,
  ContinuousAbility as ContinuousAbilitySpec, Cost as CostSpec, EntersWithCounters as EntersWithCountersSpec, Outcome as OutcomeSpec, StaticAbilities,
  ThenEffect as ThenEffectSpec, TriggeredAbility as TriggeredAbilitySpec,
} from './types.js';
