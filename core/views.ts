// What a hook sees of the game: deeply read-only views that the engine's working state
// (core/engine/state.ts) satisfies. Engine bookkeeping (what a strike step recorded, pending
// deathtouch destruction) is not part of them; a hook that needs such a fact gets it as an argument.
import type { CreatureSpec, PermanentSpec } from './scenario/scenario.js';
import type { CounterKind, Window, Zone } from './scenario/words.js';

export interface CreatureView {
  readonly id: string;
  readonly spec: Readonly<CreatureSpec> & { readonly keywords: readonly string[]; readonly types: readonly string[]; readonly colors: readonly string[] };
  readonly owner: string;
  readonly controller: string;
  readonly basePower: number;
  readonly baseToughness: number;
  readonly powerMod: number;
  readonly toughnessMod: number;
  /** Power and toughness given by static abilities (a lord's +1/+1) while their sources are on the battlefield. */
  readonly staticPower: number;
  readonly staticToughness: number;
  /** It assigns combat damage equal to its toughness rather than its power (its own or another's static ability). */
  readonly assignsToughness: boolean;
  /** One entry per instance of a keyword. */
  readonly keywords: readonly string[];
  readonly types: readonly string[];
  /** Card types; a permanent without "Creature" has stopped being a creature. */
  readonly cardTypes: readonly string[];
  readonly colors: readonly string[];
  readonly canBlockAdditional: number;
  readonly cantBlock: boolean;
  readonly damageTriggerLifegain: boolean;
  readonly tapped: boolean;
  readonly sick: boolean;
  readonly damage: number;
  readonly zone: Zone;
  /** What this creature attacks (a player, planeswalker or battle id), while it is an attacking creature. */
  readonly attacking: string | null;
  /** An attacker that became blocked stays blocked (509.1h). */
  readonly blocked: boolean;
  /** Attacker: its blockers; blocker: the attackers it blocks (in damage assignment order if any). */
  readonly blockers: readonly string[];
  readonly blocking: readonly string[];
  readonly isBlocker: boolean;
  /** Attackers it must block this combat if able (provoke: 702.39a). */
  readonly mustBlock: readonly string[];
  /** The attacking band it belongs to (an index), if any. */
  readonly band: number | null;
  readonly regenShields: number;
  readonly preventShield: number;
  /** Counters on it by kind; +1/+1 and -1/-1 counters change power and toughness. */
  readonly counters: Readonly<Record<CounterKind, number>>;
  /** Designations (not abilities): renowned (702.112b), goaded (701.38b), exerted this combat (701.39a). A new object has none. */
  readonly renowned: boolean;
  readonly goaded: boolean;
  /** The players that goaded it, where named: it attacks a player other than each if able (701.38b). */
  readonly goadedBy: readonly string[];
  readonly exerted: boolean;
  /** Effects that switch its power and toughness, in timestamp order (core/engine/pt-switch.ts); mostly none. */
  readonly switches: readonly PTSwitch[];
}

/**
 * An effect that switches a creature's power and toughness ("switch target creature's power and
 * toughness until end of turn"). `last`: applied after every other power and toughness effect
 * (layer 7e / 7d today; 6e of 2007); otherwise in timestamp order: the until-end-of-turn changes
 * made before it (`powerMod`, `toughnessMod` then) are switched, later ones apply on top (418.5i of 2004).
 */
export interface PTSwitch { readonly last: boolean; readonly powerMod: number; readonly toughnessMod: number }

/** A non-creature permanent: a planeswalker, battle, land, artifact or enchantment. */
export interface PermanentView {
  readonly id: string;
  readonly spec: Readonly<PermanentSpec> & { readonly colors: readonly string[]; readonly landTypes: readonly string[] };
  readonly controller: string;
  /** Its card type ("Planeswalker", "Battle", ...), its subtypes (a land's basic land types) and colours: what protection looks at in a damage source. */
  readonly cardTypes: readonly string[];
  readonly types: readonly string[];
  readonly colors: readonly string[];
  readonly zone: Zone;
  /** Loyalty counters (planeswalkers) and defense counters (battles). */
  readonly loyalty: number;
  readonly defense: number;
  readonly preventShield: number;
  /** An Equipment or Aura: the creature it is attached to, or null (unattached). */
  readonly attachedTo: string | null;
}

export interface PlayerView {
  readonly id: string;
  readonly life: number;
  readonly lost: boolean;
  readonly pool: number;
  /** The mana its untapped mana sources can still make, by type (players.<id>.mana, less what paid costs). */
  readonly mana: Readonly<import('./scenario/mana.js').ManaSet>;
  readonly preventShield: number;
  readonly poison: number;
}

export interface GameView {
  readonly active: string;
  readonly defending: string;
  readonly window: Window;
  readonly players: ReadonlyMap<string, PlayerView>;
  readonly creatures: ReadonlyMap<string, CreatureView>;
  readonly permanents: ReadonlyMap<string, PermanentView>;
}

export const power = (c: CreatureView) => (c.switches.length ? switched(c, 0) : c.basePower + c.powerMod + c.staticPower + c.counters['+1/+1'] - c.counters['-1/-1']);
export const toughness = (c: CreatureView) => (c.switches.length ? switched(c, 1) : c.baseToughness + c.toughnessMod + c.staticToughness + c.counters['+1/+1'] - c.counters['-1/-1']);

/**
 * Power (0) or toughness (1) of a creature whose power and toughness effects switched them: the
 * values without the until-end-of-turn changes, then each switch in turn, with the changes made
 * before a timestamp-ordered switch switched by it (418.5i of 2004) and all of them before one
 * applied last (418.5i of 2007; 613.4d today: two switches cancel).
 */
function switched(c: CreatureView, which: 0 | 1): number {
  const counters = c.counters['+1/+1'] - c.counters['-1/-1'];
  let p = c.basePower + c.staticPower + counters, t = c.baseToughness + c.staticToughness + counters;
  let pm = 0, tm = 0;
  const late: PTSwitch[] = [];
  for (const s of c.switches) {
    if (s.last) { late.push(s); continue; }
    p += s.powerMod - pm; t += s.toughnessMod - tm;
    pm = s.powerMod; tm = s.toughnessMod;
    [p, t] = [t, p];
  }
  p += c.powerMod - pm; t += c.toughnessMod - tm;
  if (late.length % 2) [p, t] = [t, p];
  return which === 0 ? p : t;
}
export const has = (c: CreatureView, k: string) => c.keywords.includes(k);
/** Trample or its variant trample over planeswalkers, which assigns as trample does with one exception (702.19c). */
export const tramples = (c: CreatureView) => has(c, 'trample') || has(c, 'trample over planeswalkers');
export const count = (c: CreatureView, k: string) => {
  let n = 0;
  for (const x of c.keywords) if (x === k) n++;
  return n;
};
export const isCreature = (c: CreatureView) => c.zone === 'battlefield' && c.cardTypes.includes('Creature');
export const inCombat = (c: CreatureView) => isCreature(c) && (c.attacking !== null || c.isBlocker);

/**
 * Whether an object has a protection quality: a colour, "creatures", "artifacts", "multicolored",
 * "monocolored", "everything" (each object, 702.16j), or a creature type in the plural.
 */
/** What protection and "bands with other" look at in an object: a creature, or a non-creature permanent dealing damage. */
export type QualityView = Pick<CreatureView, 'cardTypes' | 'types' | 'colors'> & { readonly spec: { readonly name: string }; readonly copyOf?: { readonly name: string } | null; readonly faceDown?: boolean };

/** Its name for the rules: a copy's is the copied name (706.2; 503.2 of 2003), which the log writes with its own card's after it. */
const nameOf = (c: QualityView): string => (c.copyOf && !c.faceDown ? c.copyOf.name : c.spec.name);

export function hasProtectionQuality(source: QualityView, quality: string): boolean {
  switch (quality) {
    case 'white': case 'blue': case 'black': case 'red': case 'green': return source.colors.includes(quality);
    case 'creatures': return source.cardTypes.includes('Creature');
    case 'artifacts': return source.types.concat(source.cardTypes).some((t) => t.toLowerCase() === 'artifact');
    case 'multicolored': return source.colors.length > 1;
    case 'monocolored': return source.colors.length === 1;
    case 'everything': return true;
    default: return hasQuality(source, quality);
  }
}

/**
 * The first quality of c's protection that the source has, if any. Damage with no source creature
 * (a spell's) has no known quality; only protection from everything, from each object, stops it.
 */
export function protectionAgainst(c: CreatureView, source: QualityView | undefined): string | undefined {
  // A loop by index over the keywords, no lists: asked for every damage event and every block checked.
  for (let i = 0; i < c.keywords.length; i++) {
    const k = c.keywords[i]!;
    if (!k.startsWith('protection from ')) continue;
    const q = k.slice('protection from '.length);
    if (source ? hasProtectionQuality(source, q) : q === 'everything') return q;
  }
  return undefined;
}

export const protectedFrom = (c: CreatureView, source: QualityView | undefined) => protectionAgainst(c, source) !== undefined;

/** The qualities of a creature's "bands with other <quality>" abilities (lower case, as written). */
export const bandsWithOther = (c: CreatureView): string[] =>
  c.keywords.filter((k) => k.startsWith('bands with other ')).map((k) => k.slice('bands with other '.length));

/**
 * Whether a creature has a "bands with other" quality: "legendary creatures" (the Legendary
 * supertype among its types), "creatures named <name>", or a creature type written in the plural as
 * printed ("Wolves", "Dinosaurs"), matched against the creature's types in either number.
 */
export function hasQuality(c: QualityView, quality: string): boolean {
  const q = quality.toLowerCase();
  const types = c.types.map((t) => t.toLowerCase());
  if (q === 'legendary creatures') return types.includes('legendary');
  if (q.startsWith('creatures named ')) return nameOf(c).toLowerCase() === q.slice('creatures named '.length);
  return types.some((t) => [t, `${t}s`, `${t}es`, t.replace(/f$/, 'ves'), t.replace(/y$/, 'ies')].includes(q));
}

const readOnlyOf = new WeakMap<object, object>();
const refuse = (): never => { throw new TypeError('a hook sees the game read-only: it cannot change it'); };

/**
 * A read-only view of a value, for a plugin's hook: reading goes through to the engine's state (no
 * copy, so a hook asked once per creature stays cheap); writing, defining or deleting a property,
 * or a Map's set/delete/clear, throws. Nested objects are wrapped as they are read, each once, so
 * the same creature is the same object to the hook.
 */
export function readOnly<T>(x: T): T {
  // A frozen value (the scenario, sealed deeply by runScenario) is read-only already; a proxy of
  // it could not even hand out wrapped properties (a proxy must report a frozen property as it is).
  if (typeof x !== 'object' || x === null || (Object.isFrozen(x) && !(x instanceof Map))) return x;
  const known = readOnlyOf.get(x);
  if (known) return known as T;
  const target = x as object;
  const view = target instanceof Map
    ? new Proxy(target, {
      get(m: Map<unknown, unknown>, key) {
        switch (key) {
          case 'get': return (k: unknown) => readOnly(m.get(k));
          case 'has': return (k: unknown) => m.has(k);
          case 'size': return m.size;
          case 'set': case 'delete': case 'clear': return refuse;
          case 'forEach': return (f: (v: unknown, k: unknown, map: unknown) => void, self?: unknown) => m.forEach((v, k) => f.call(self, readOnly(v), k, view));
          case 'keys': return () => m.keys();
          case 'values': return function* () { for (const v of m.values()) yield readOnly(v); };
          case 'entries': case Symbol.iterator: return function* () { for (const [k, v] of m) yield [k, readOnly(v)]; };
          default: return readOnly(Reflect.get(m, key, m));
        }
      },
      set: refuse, defineProperty: refuse, deleteProperty: refuse, setPrototypeOf: refuse, preventExtensions: refuse,
    })
    : new Proxy(target, {
      get: (o, key) => readOnly(Reflect.get(o, key)),
      getOwnPropertyDescriptor(o, key) {
        const d = Reflect.getOwnPropertyDescriptor(o, key);
        if (d && 'value' in d && (d.configurable || d.writable)) d.value = readOnly(d.value);
        return d;
      },
      set: refuse, defineProperty: refuse, deleteProperty: refuse, setPrototypeOf: refuse, preventExtensions: refuse,
    });
  readOnlyOf.set(target, view);
  return view as T;
}
