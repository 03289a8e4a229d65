// The scenario file format (spec/scenario-format.md §1, §3–§6), declared once: the loader
// validates with it and scripts/write-schema.ts turns it into docs/scenario.schema.json.
import { z } from 'zod';

export const ID = z.string().regex(/^[a-z0-9-]+$/, 'an id of lowercase letters, digits and "-"');

export const COLORS = ['white', 'blue', 'black', 'red', 'green'] as const;
export const KEYWORDS = [
  'flying', 'reach', 'first strike', 'double strike', 'trample', 'banding', 'deathtouch',
  'lifelink', 'vigilance', 'defender', 'haste', 'menace', 'fear', 'shadow', 'indestructible',
] as const;

/** Keywords are written as printed, case-insensitively; protection names a colour. */
export const Keyword = z.string().refine(
  (k) => normalizeKeyword(k) !== undefined,
  { message: `a keyword (${KEYWORDS.join(', ')}, or "protection from <color>")` },
);

export function normalizeKeyword(k: string): string | undefined {
  const s = k.trim().toLowerCase().replace(/\s+/g, ' ');
  if ((KEYWORDS as readonly string[]).includes(s)) return s;
  const m = /^protection from (white|blue|black|red|green)$/.exec(s);
  return m ? s : undefined;
}

export const WINDOWS = [
  'beginning-of-combat', 'declare-attackers', 'declare-blockers',
  'first-strike-damage-assigned', 'first-strike-damage-dealt',
  'combat-damage-assigned', 'combat-damage-dealt', 'end-of-combat',
] as const;
export type Window = (typeof WINDOWS)[number];

const Ability = z.union([
  z.strictObject({ 'can-block-additional': z.number().int().min(1) }),
  z.strictObject({ 'cant-block': z.literal(true) }),
  z.strictObject({ 'damage-trigger-lifegain': z.literal(true) }),
]);

const Creature = z.strictObject({
  controller: ID,
  power: z.number().int(),
  toughness: z.number().int(),
  name: z.string().optional(),
  types: z.array(z.string()).optional(),
  colors: z.array(z.enum(COLORS)).optional(),
  keywords: z.array(Keyword).optional(),
  abilities: z.array(Ability).optional(),
  tapped: z.boolean().optional(),
  sick: z.boolean().optional(),
  damage: z.number().int().min(0).optional(),
});

const At = z.union([z.enum(WINDOWS), z.array(z.enum(WINDOWS)).min(1)]);
const base = { at: At, by: ID.optional() };
const Amount = z.number().int().min(0);

export const ACTION_KINDS = [
  'destroy', 'sacrifice', 'bounce', 'exile', 'damage', 'pump', 'grant', 'lose', 'set-types',
  'tap', 'untap', 'regenerate', 'prevent', 'remove-from-combat', 'gain-control', 'gain-life',
  'lose-life', 'add-mana',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

const simple = <D extends string>(d: D) => z.strictObject({ ...base, do: z.literal(d), target: ID });

const Action = z.discriminatedUnion('do', [
  simple('destroy'), simple('sacrifice'), simple('bounce'), simple('exile'),
  simple('tap'), simple('untap'), simple('regenerate'), simple('remove-from-combat'),
  z.strictObject({ ...base, do: z.literal('damage'), source: ID.optional(), target: ID, amount: Amount }),
  z.strictObject({ ...base, do: z.literal('pump'), target: ID, power: z.number().int().optional(), toughness: z.number().int().optional() }),
  z.strictObject({ ...base, do: z.literal('grant'), target: ID, keyword: Keyword }),
  z.strictObject({ ...base, do: z.literal('lose'), target: ID, keyword: Keyword }),
  z.strictObject({ ...base, do: z.literal('set-types'), target: ID, types: z.array(z.string()) }),
  z.strictObject({ ...base, do: z.literal('prevent'), target: ID, amount: Amount }),
  z.strictObject({ ...base, do: z.literal('gain-control'), target: ID, player: ID }),
  z.strictObject({ ...base, do: z.literal('gain-life'), player: ID, amount: Amount }),
  z.strictObject({ ...base, do: z.literal('lose-life'), player: ID, amount: Amount }),
  z.strictObject({ ...base, do: z.literal('add-mana'), player: ID, amount: Amount }),
]);

export const STATUSES = ['ok', 'illegal-attack', 'illegal-block', 'illegal-choice'] as const;
export const ZONES = ['battlefield', 'graveyard', 'hand', 'exile'] as const;

const Outcome = z.strictObject({
  status: z.enum(STATUSES).optional(),
  life: z.record(ID, z.number().int()).optional(),
  lost: z.array(ID).optional(),
  graveyard: z.array(ID).optional(),
  battlefield: z.array(ID).optional(),
  zones: z.record(ID, z.enum(ZONES)).optional(),
  damage: z.record(ID, z.number().int().min(0)).optional(),
});

export const ScenarioFile = z.strictObject({
  scenario: z.string().min(1).refine((s) => !s.includes('\n'), { message: 'a one-line title' }),
  description: z.string().optional(),
  sources: z.array(z.string()).optional(),
  players: z.record(ID, z.strictObject({ life: z.number().int() })),
  creatures: z.record(ID, Creature),
  combat: z.strictObject({
    attack: z.record(ID, ID),
    bands: z.array(z.array(ID).min(2)).optional(),
    block: z.record(ID, z.union([ID, z.array(ID).min(1)])).optional(),
  }),
  choices: z.record(ID, z.strictObject({
    order: z.record(ID, z.array(ID)).optional(),
    assign: z.record(ID, z.record(ID, Amount)).optional(),
  })).optional(),
  actions: z.array(Action).optional(),
  expect: z.record(z.string(), Outcome).optional(),
});

export type ScenarioFileData = z.infer<typeof ScenarioFile>;
export type ActionSpec = z.infer<typeof Action>;
export type OutcomeSpec = z.infer<typeof Outcome>;
export type Zone = (typeof ZONES)[number];
export type Status = (typeof STATUSES)[number];
