// Writes docs/scenario.schema.json from the one schema in core/scenario/schema.ts, so editors
// can check a scenario as it is typed. `npm run schema`; test/schema.test.ts keeps it current.
//
// valibot's converter carries types, enums (windows, actions, statuses, zones), id, keyword and
// colour patterns and number limits. What it cannot see is added here: keywords and colours as
// enums (for completion; the pattern still accepts them as printed, in any case), the built-in ruleset
// ids an `expect` key may name, and the counts of players and creatures.
import { writeFileSync } from 'node:fs';
import { toJsonSchema } from '@valibot/to-json-schema';
import { createRegistry } from '../compose.js';
import { COLOR_PATTERN, COLORS, KEYWORD_NAMES, keywordPattern, LIMITS, ScenarioFile } from '../core/scenario/schema.js';

type Json = Record<string, unknown>;

/**
 * What each field means, with an example, for editors to show on hover and completion
 * (docs/scenario-format.md says the same at length). Keyed by where the field sits; test/schema.test.ts
 * checks that every field of these objects has one.
 */
export const DESCRIPTIONS: Record<string, Record<string, string>> = {
  '': {
    $schema: 'The JSON Schema this file names for its editor; ignored by mtg-eras.',
    scenario: 'A one-line title, shown at the top of every output. Example: "Mogg Fanatic blocks and is sacrificed after damage is assigned".',
    description: 'Free text: what the scenario shows and why it matters.',
    sources: 'Where the ruling comes from: rule numbers, rulings, articles. Example: ["CR 510.1c", "D\'Angelo C.1.Ruling.3"].',
    players: 'Player id -> player, two or more in turn order; the first is the active (attacking) player. Example: { alice: { life: 20 }, bob: { life: 20 } }.',
    creatures: 'Creature id -> creature. The order they are written in ("file order") is what the default choices follow. Example: { bears: { controller: alice, power: 2, toughness: 2 } }.',
    permanents: 'Non-creature permanents (planeswalkers, battles, lands, artifacts, enchantments): id -> permanent. Example: { jace: { controller: bob, type: planeswalker, loyalty: 3 } }.',
    multiplayer: 'Multiplayer options and variants: range of influence, Two-Headed Giant or Emperor teams. Example: { variant: two-headed-giant, teams: [[a1, a2], [b1, b2]] }.',
    combat: 'Who attacks what and who blocks whom. Example: { attack: { bears: bob }, block: { wall: bears } }.',
    choices: 'Player id -> what that player chooses when the rules let them: damage assignment order, damage division, targets. Example: { alice: { assign: { giant: { wall: 2, golem: 4 } } } }.',
    actions: 'What players do during the combat, in file order within a window. Example: [{ at: declare-blockers, by: alice, do: pump, target: bears, power: 3, toughness: 3 }].',
    expect: 'Ruleset selector (an id, latest, all, a range a..b or a comma list) -> the outcome `mtg-eras check` expects; only the fields given are checked. Example: { m10-2009..foundations-2024: { graveyard: [fanatic], damage: { bears: 1 } } }.',
  },
  player: {
    life: 'Life total as the combat begins. Example: 20.',
    poison: 'Poison counters as the combat begins. Example: 7.',
    lands: 'The lands the player controls, for landwalk: a basic land type or a land\'s type line. Example: [Swamp, "Legendary Land"].',
    mana: 'The mana the player\'s untapped sources can make during the combat, for costs to attack or block and activated abilities: a number of generic mana or symbols. Example: 3 or "{W}{W}{2}".',
    graveyard: 'The number of cards in the player\'s graveyard as the combat begins. Example: 4.',
    'dealt-damage-this-turn': 'The player was dealt damage earlier this turn (bloodthirst). Example: true.',
    'graveyard-types': 'The card types among the cards in the player\'s graveyard as the combat begins (Tarmogoyf). Example: [Land, Instant].',
    hand: 'The number of cards in the player\'s hand as the combat begins, besides the scenario\'s creatures there (Maro). Example: 3.',
    'controlled-by': 'Another player controls this player\'s turn (Mindslaver). Example: bob.',
  },
  creature: {
    controller: 'The player who controls it (required). Example: alice.',
    card: 'Take every field from the card catalogue (`mtg-eras cards`); fields given here override the card\'s. Example: Serra Angel.',
    power: 'Power, a whole number (may be 0 or negative); required unless `card` gives it. Example: 2.',
    toughness: 'Toughness, a whole number; required unless `card` gives it. Example: 2.',
    name: 'The name the log shows (default: the id). Example: Grizzly Bears.',
    types: 'Creature types (and card types for an artifact creature); Wall has a rules meaning before 2004. Example: [Human, Knight].',
    colors: 'Its colours (white, blue, black, red, green; any case); none: colourless. Example: [green].',
    keywords: 'Keyword abilities as printed, any case; write one twice for two instances. Example: [flying, "protection from red", rampage 2].',
    abilities: 'Other abilities, each an object: restrictions, triggered, activated and static abilities. Example: [{ cant-block: true }].',
    tapped: 'It is tapped as the combat begins (default false). Example: true.',
    sick: 'Summoning sick: not controlled continuously since the turn began, so it cannot attack without haste. Example: true.',
    damage: 'Damage already marked on it. Example: 1.',
    counters: '+1/+1 and -1/-1 counters on it as the combat begins. Example: { +1/+1: 2 }.',
    zone: 'Where it starts: battlefield (default), hand (a ninja) or none (a token not yet created). Example: hand.',
    renowned: 'It is renowned as the combat begins. Example: true.',
    goaded: 'It is goaded: true, or the goading player(s). Example: carissa.',
    'copy-of': 'It is a copy of that creature as the combat begins. Example: angel.',
    'face-down': 'A face-down creature (morph): a 2/2 with no name, types, colours or abilities until turned face up. Example: true.',
    creature: 'false: a permanent that is not a creature until an animate action makes it one (a manland). Example: false.',
  },
  combat: {
    attack: 'Attacking creature -> the player, planeswalker or battle it attacks. Example: { bears: bob }.',
    bands: 'Attacking bands (banding), each a list of two or more attackers. Example: [[knight, hero]].',
    block: 'Blocking creature -> the attacker it blocks, or a list of attackers. Example: { wall: bears, giant: [bears, elves] }.',
  },
  choice: {
    order: 'Damage assignment order (in the eras that have one): source -> the creatures it deals damage to, in order. Example: { giant: [wall, golem] }.',
    assign: 'How a source\'s combat damage is divided: source -> recipient -> amount (with trample, the player attacked may be a recipient). Example: { giant: { wall: 2, bob: 4 } }.',
    targets: 'Targets for triggered abilities: source -> target (or a list, one per trigger). Example: { grappler: bear }.',
    unblocked: 'Creatures with { as-though-unblocked: true } whose damage this player assigns as though they weren\'t blocked. Example: [rhino].',
    enlist: 'Enlist: attacker -> the creature this player taps for it. Example: { knight: squire }.',
    exert: 'The attackers this player exerts as they attack. Example: [tuskers].',
    sacrifice: 'What this player sacrifices first when made to sacrifice (annihilator), in order. Example: [token, bears].',
    'tax-life': 'How many Phyrexian symbols of this player\'s costs to attack or block are paid with life. Example: 1.',
    copy: 'A creature that enters as a copy -> the creature it copies. Example: { clone: angel }.',
  },
  outcome: {
    status: 'ok, illegal-attack, illegal-block or illegal-choice. Example: illegal-block.',
    life: 'Players\' life at the end (only the players given). Example: { bob: 14 }.',
    lost: 'Exactly the players who lost the game. Example: [bob].',
    graveyard: 'Exactly the creatures and permanents in a graveyard at the end. Example: [bears, fanatic].',
    battlefield: 'Exactly the creatures and permanents on the battlefield at the end. Example: [wall].',
    zones: 'Where these end: battlefield, graveyard, hand, exile, library (shuffled in by Lich\'s Mirror) or none. Example: { bears: exile }.',
    damage: 'Damage marked at the end of combat (for one that left: what it had as it left). Example: { bears: 1 }.',
    counters: 'Counters at the end (only the kinds given). Example: { bears: { +1/+1: 1 } }.',
    poison: 'Players\' poison counters at the end. Example: { bob: 3 }.',
    loyalty: 'Planeswalkers\' loyalty at the end. Example: { jace: 1 }.',
    defense: 'Battles\' defense at the end. Example: { siege: 2 }.',
    tapped: 'Exactly the tapped creatures at the end. Example: [bears].',
    'doesnt-untap': 'Exactly the creatures on the battlefield that won\'t untap during their controller\'s next untap step (exerted, or an effect such as Wall of Frost\'s says so). Example: [bears].',
    'best-block': 'The best block for the defending player (as explore finds it), written as combat.block. Example: { block: { wall: bears } }.',
    'best-attack': 'The best attack for the attacking player, written as combat.attack. Example: { attack: { bears: bob } }.',
  },
  action: {
    at: 'The window, or a list in order of preference: beginning-of-combat, declare-attackers, declare-blockers, first-strike-damage-assigned, first-strike-damage-dealt, combat-damage-assigned, combat-damage-dealt, end-of-combat. Example: [combat-damage-assigned, declare-blockers].',
    by: 'The player taking the action (default: the controller of its target). Example: bob.',
    do: 'The kind of action (docs/scenario-format.md, Actions). Example: sacrifice.',
    target: 'The creature, permanent or player acted on. Example: fanatic.',
    source: 'The creature or permanent the effect comes from. Example: fanatic.',
    amount: 'How much: damage, life, mana, counters. Example: 2.',
    power: 'Power added (pump) or set (animate). Example: 3.',
    toughness: 'Toughness added (pump) or set (animate). Example: 3.',
    keyword: 'The keyword granted or lost. Example: flying.',
    player: 'The player concerned (life, mana, control, poison). Example: alice.',
    each: 'Every creature of a group instead of one target. Example: creatures-your-opponents-control.',
    'shares-color': 'On prevent: the target creature and each other creature that shares a colour with it get the shield (radiance: Wojek Apothecary). Example: true.',
    targeted: 'It is a spell or ability that targets (shroud, hexproof and protection apply). Example: true.',
    spell: 'On a damage action: a name for the spell that deals it, which a prevent-from-source or prevent-from-color may choose as its source (with colors, the spell\'s). Example: bolt.',
  },
};

/** Puts the descriptions on the fields of the generated schema. */
function describe(schema: Json & { properties: Record<string, Json> }): void {
  const put = (props: Record<string, Json> | undefined, what: string) => {
    for (const [k, node] of Object.entries(props ?? {})) {
      const d = DESCRIPTIONS[what]![k];
      if (d) props![k] = { description: d, ...node };
    }
  };
  type Obj = { additionalProperties?: { properties?: Record<string, Json> }; properties?: Record<string, Json>; items?: { oneOf?: { properties?: Record<string, Json> }[] } };
  const p = schema.properties as Record<string, Obj>;
  put(p.players?.additionalProperties?.properties, 'player');
  put(p.creatures?.additionalProperties?.properties, 'creature');
  put(p.combat?.properties, 'combat');
  put(p.choices?.additionalProperties?.properties, 'choice');
  put(p.expect?.additionalProperties?.properties, 'outcome');
  for (const a of p.actions?.items?.oneOf ?? []) put(a.properties, 'action');
  put(schema.properties, '');
}

/** An `expect` key: a ruleset id, "latest", "all", a range a..b, or a comma list of these. */
export function selectorPattern(ids: readonly string[]): string {
  const id = `(?:${[...ids, 'latest'].map((i) => i.replace(/[.]/g, '\\.')).join('|')})`;
  const part = `(?:all|${id}(?:\\s*\\.\\.\\s*${id})?)`;
  return `^\\s*${part}(?:\\s*,\\s*${part})*\\s*$`;
}

export function scenarioJsonSchema(): object {
  const schema = toJsonSchema(ScenarioFile, { errorMode: 'ignore' }) as Json;
  // Case-insensitive words: the canonical names for completion, the pattern for what is accepted.
  const words = new Map<string, Json>([
    [keywordPattern().source, { anyOf: [{ enum: [...KEYWORD_NAMES] }, { type: 'string', pattern: keywordPattern().source }] }],
    [COLOR_PATTERN.source, { anyOf: [{ enum: [...COLORS] }, { type: 'string', pattern: COLOR_PATTERN.source }] }],
  ]);
  const withKeywords = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(withKeywords);
    if (!node || typeof node !== 'object') return node;
    const word = words.get((node as Json).pattern as string);
    if (word) return word;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withKeywords(v)]));
  };
  const out = withKeywords(schema) as Json & { properties: Record<string, Json> };
  const p = out.properties;
  p.players = { ...p.players, minProperties: 2 };
  p.creatures = { ...p.creatures, maxProperties: LIMITS.creatures };
  // A creature names a card or gives power and toughness (the loader checks it after the schema).
  const creature = (p.creatures as { additionalProperties?: Json }).additionalProperties;
  if (creature) creature.anyOf = [{ required: ['card'] }, { required: ['power', 'toughness'] }, { required: ['creature'] }];
  // A permanent names a card or gives its type.
  p.permanents = { ...p.permanents, maxProperties: LIMITS.creatures };
  const permanent = (p.permanents as { additionalProperties?: Json }).additionalProperties;
  if (permanent) permanent.anyOf = [{ required: ['card'] }, { required: ['type'] }];
  p.expect = { ...p.expect, propertyNames: { type: 'string', pattern: selectorPattern(createRegistry().ids) } };
  describe(out);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'mtg-eras scenario (docs/scenario-format.md)',
    ...out,
  };
}

if (process.argv[1]?.endsWith('write-schema.js')) {
  writeFileSync('docs/scenario.schema.json', `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
  console.log('wrote docs/scenario.schema.json');
}
