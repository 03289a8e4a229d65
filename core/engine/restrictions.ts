// Restrictions on attacking and blocking, as pure checks (no log, no state change): the
// declarations' legality (legality.ts) and the search for a declaration obeying more requirements
// (requirements.ts) both ask them (D'Angelo C.4.2, C.6.2, A.17; 500-501; 508.1c, 509.1b).
import type { RunContext } from './context.js';
import { LAND_TYPES } from '../scenario/schema.js';
import type { RuleKey } from '../rule-keys.js';
import { has, isCreature, power, protectionAgainst, type CreatureState, type PermanentState } from './state.js';
import { defendingOf } from './permanents.js';
import { attackingSide, defendingTeammates } from './multiplayer.js';

const QUALITY_IS: Record<string, string> = { creatures: 'is a creature', artifacts: 'is an artifact', multicolored: 'is multicolored', monocolored: 'is monocolored', everything: 'is a creature' };
const COLOR_WORDS = { white: 1, blue: 1, black: 1, red: 1, green: 1 };

const isArtifact = (c: CreatureState) => c.types.concat(c.cardTypes).some((t) => t.toLowerCase() === 'artifact');

/** A restriction a declaration breaks: the rule concept and the reason, the creature named first. */
export interface Fault { key: RuleKey; reason: string }

/**
 * A creature's own restrictions on attacking (C.4.2; 508.1c), none of which depends on the other
 * attackers: control, tapped, summoning sickness, the era's Walls/defender, "can't attack".
 */
export function attackFault(ctx: RunContext, c: CreatureState): Fault | null {
  const n = c.spec.name;
  if (c.controller !== ctx.g.active && !attackingSide(ctx, c.controller)) return { key: 'attack.declare', reason: `${n} is not controlled by the active player` };
  if (c.tapped) return { key: 'attack.tapped', reason: `${n} is tapped` };
  if (c.sick && !has(c, 'haste')) return { key: 'attack.sick', reason: `${n} has not been controlled continuously since the turn began` };
  const r = ctx.rules.call('attackRestriction', asThoughNotAWall(ctx, c));
  if (r) return { key: r.rule, reason: `${n} ${r.reason}` };
  if (c.spec.statics['cant-attack']) return { key: 'attack.cant', reason: `${n} can't attack` };
  return null;
}

/**
 * A restriction on whom the creature attacks: "Creatures [of a colour] [without a keyword] can't
 * attack you" (Blazing Archon; Teferi's Moat) on an object the attacked player controls (C.4.2;
 * 508.1c); planeswalkers and battles are not "you". In Two-Headed Giant before the
 * shared team turns rules, it keeps the creature off that player's team (606.7b; 806.7c; 810.7c).
 */
export function attackTargetFault(ctx: RunContext, c: CreatureState, target: string): Fault | null {
  if (!ctx.facts.barsAttacks || !ctx.g.players.has(target)) return null;
  const team = ctx.rules.capability('multiplayerVariants').twoHeadedGiant === 'team' ? defendingTeammates(ctx, target) : [];
  for (const objects of [ctx.g.creatures.values(), ctx.g.permanents.values()]) {
    for (const o of objects) {
      if (o.zone !== 'battlefield' || !o.spec.cantAttackYou.length || (o.controller !== target && !team.includes(o.controller))) continue;
      const bar = o.spec.cantAttackYou.find((x) => (x.color === undefined || c.colors.includes(x.color)) && (x.without === undefined || !has(c, x.without.trim().toLowerCase())));
      if (!bar) continue;
      const what = `${bar.color ? `${bar.color} ` : ''}creatures${bar.without ? ` without ${bar.without}` : ''}`;
      if (o.controller === target) return { key: 'attack.cant', reason: `${o.spec.name} says ${what} can't attack ${target}, and ${c.spec.name} is one` };
      return { key: 'thg.attack', reason: `${o.spec.name} says ${what} can't attack ${o.controller}, and in Two-Headed Giant that keeps ${c.spec.name} from attacking ${o.controller}'s team, ${target} included` };
    }
  }
  return null;
}

/**
 * The creature as the era's attack restriction sees it: "Walls may attack as though they weren't
 * Walls" (Rolling Stones) while such an object is on the battlefield, so "As long as this effect is
 * active, Walls are treated exactly like creatures that don't have the Wall creature type" (505.7
 * example of 2003); only the Wall type is hidden, defender and every other rule still apply.
 */
export function asThoughNotAWall(ctx: RunContext, c: CreatureState): CreatureState {
  if (!c.types.some((t) => t.toLowerCase() === 'wall')) return c;
  const by = wallsCanAttackSource(ctx);
  return by ? { ...c, types: c.types.filter((t) => t.toLowerCase() !== 'wall') } : c;
}

/** The name of an object on the battlefield saying "Walls may attack as though they weren't Walls", if any. */
export function wallsCanAttackSource(ctx: RunContext): string | undefined {
  for (let i = 0; i < ctx.all.length; i++) { const o = ctx.all[i]!; if (o.spec.wallsCanAttack && o.zone === 'battlefield') return o.spec.name; }
  for (const o of ctx.g.permanents.values()) if (o.spec.wallsCanAttack && o.zone === 'battlefield') return o.spec.name;
  return undefined;
}

/** A blocker's own restrictions with the attackers it would block: control, tapped, "can't block", how many, evasion. */
export function blockFault(ctx: RunContext, b: CreatureState, attackers: readonly CreatureState[]): Fault | null {
  const n = b.spec.name;
  if (b.controller === ctx.g.active || (ctx.s.multiplayer && attackingSide(ctx, b.controller))) return { key: 'block.declare', reason: `${n} is not controlled by the defending player` };
  // With more than two players, a creature blocks only creatures attacking its controller, a
  // planeswalker it controls or a battle it protects (602.4a of 2007; 802.4a). Never true with two.
  // In Two-Headed Giant, creatures of either defending player (606.7c; 806.7d; 810.7d; 805.10d).
  const other = attackerOfAnother(ctx, b, attackers);
  if (other) return { key: 'block.multiplayer', reason: `${n} is controlled by ${b.controller}, and ${other.spec.name} attacks ${ctx.name(other.attacking ?? defendingOf(ctx, other))}, not ${b.controller}` };
  if (b.tapped) return { key: 'block.tapped', reason: `${n} is tapped` };
  if (b.cantBlock) return { key: 'block.cant', reason: `${n} can't block` };
  // Decayed's static ability: "this creature can't block" (702.147a).
  if (has(b, 'decayed')) return { key: 'decayed', reason: `${n} has decayed and can't block` };
  if (attackers.length > 1 + b.canBlockAdditional) {
    return { key: 'block.one', reason: `${n} blocks ${attackers.length} attackers but can block only ${1 + b.canBlockAdditional}` };
  }
  for (const a of attackers) {
    const f = evasionFault(ctx, a, b);
    if (f) return f;
  }
  return null;
}

/** The first of the attackers that attacks neither b's controller nor (Two-Headed Giant) a teammate of theirs. */
function attackerOfAnother(ctx: RunContext, b: CreatureState, attackers: readonly CreatureState[]): CreatureState | undefined {
  // A loop, not find with a closure: this runs for every blocker of every run.
  for (let i = 0; i < attackers.length; i++) {
    const a = attackers[i]!, d = defendingOf(ctx, a);
    if (d !== b.controller && !(ctx.s.multiplayer && defendingTeammates(ctx, b.controller).includes(d))) return a;
  }
  return undefined;
}

/**
 * How many creatures an attacker needs blocking it, if blocked at all: two for menace (702.111b),
 * N for "can't be blocked except by N or more creatures" (500.5 example; 509.1c example).
 */
export function blockersNeeded(a: CreatureState): number {
  return Math.max(has(a, 'menace') ? 2 : 1, a.spec.statics['cant-be-blocked-except-by'] ?? 1);
}

/** An attacker blocked by n declared blockers (creatures that become blocked through their band do not count, A.11.3). */
export function blockedFault(a: CreatureState, n: number): Fault | null {
  if (n === 0 || n >= blockersNeeded(a)) return null;
  const by = a.spec.statics['cant-be-blocked-except-by'] ?? 0;
  if (has(a, 'menace') && n === 1 && by <= 2) return { key: 'block.menace', reason: `${a.spec.name} has menace and is blocked by only one creature` };
  return { key: 'block.except-by', reason: `${a.spec.name} can't be blocked except by ${by} or more creatures and is blocked by ${n}` };
}

/** Whether b may block a, as far as a's evasion and b's own limits on what it blocks go (A.17; 509.1b). */
function evasionFault(ctx: RunContext, a: CreatureState, b: CreatureState): Fault | null {
  const an = a.spec.name, bn = b.spec.name;
  if (a.spec.statics['cant-be-blocked'] || a.staticUnblockable) return { key: 'block.unblockable', reason: `${an} can't be blocked` };
  // Tanglewalker: "creatures you control are unblockable as long as defending player controls an artifact land":
  // the defending player of this attacker, the player it attacks (308.1 example of 2007; 802.2a).
  if (ctx.tangles) {
    const t = unblockableBy(ctx, a);
    if (t) return { key: 'block.unblockable', reason: `${t.by} makes ${an} unblockable: ${defendingOf(ctx, a)}, the player it attacks, controls ${t.land}` };
  }
  // "Can be blocked only by Walls": evasion, cumulative with the others (501.2 example of 1999-2004; 509.1b).
  const type = a.spec.statics['blocked-only-by-type']?.find((t) => !b.types.some((x) => x.toLowerCase() === t.toLowerCase()));
  if (type) return { key: 'block.only-by-type', reason: `${an} can be blocked only by ${type} creatures and ${bn} is not one` };
  if (b.spec.statics['can-block-only-flying'] && !has(a, 'flying')) return { key: 'block.only-flying', reason: `${bn} can block only creatures with flying and ${an} does not have flying` };
  if (has(a, 'flying') && !has(b, 'flying') && !has(b, 'reach')) return { key: 'block.flying', reason: `${an} has flying and ${bn} has neither flying nor reach` };
  if (has(a, 'shadow') && !has(b, 'shadow')) return { key: 'block.shadow', reason: `${an} has shadow and ${bn} does not` };
  if (has(b, 'shadow') && !has(a, 'shadow')) return { key: 'block.shadow', reason: `${bn} has shadow and can block only creatures with shadow` };
  if (has(a, 'fear') && !b.colors.includes('black') && !isArtifact(b)) {
    return { key: 'block.fear', reason: `${an} has fear and ${bn} is neither black nor an artifact` };
  }
  // Horsemanship is one-way, unlike shadow: "A creature with horsemanship can block a creature with or without horsemanship" (702.28b, 2009).
  if (has(a, 'horsemanship') && !has(b, 'horsemanship')) return { key: 'block.horsemanship', reason: `${an} has horsemanship and ${bn} does not` };
  // Intimidate: only artifact creatures and/or creatures sharing a colour with it (702.11b, 2009); a colourless one shares none.
  if (has(a, 'intimidate') && !isArtifact(b) && !b.colors.some((c) => a.colors.includes(c))) {
    return { key: 'block.intimidate', reason: `${an} has intimidate and ${bn} is neither an artifact nor shares a colour with it` };
  }
  // Skulk: not by creatures with greater power (702.118b), compared as blockers are declared; a later change does not undo the block (506.4a).
  if (has(a, 'skulk') && power(b) > power(a)) return { key: 'block.skulk', reason: `${an} has skulk and ${bn} has greater power (${power(b)} > ${power(a)})` };
  // Landwalk: unblockable while the defending player controls a land of that type (D'Angelo A.22.2; 502.6b; 702.14c),
  // or with (legendary, snow) or without (nonbasic) a supertype (A.22.3; 502.6b-c of 2003; 702.12c of 2010; 702.14c).
  const walk = landwalk(ctx, a);
  if (walk) return { key: walk.key, reason: `${an} has ${walk.keyword} and ${walk.who} controls ${walk.land}${walk.key === 'thg.defending-player' ? ` (${walk.who} is on the defending team: "the defending player" means both defending players)` : ''}` };
  // "Can't be blocked by creatures with power 2 or less" (Daunt; the outside suites' name): an evasion
  // restriction judged as blockers are declared (D'Angelo A.17.1; 509.1b).
  if (has(a, 'daunt') && power(b) <= 2) return { key: 'block.daunt', reason: `${an} can't be blocked by creatures with power 2 or less and ${bn} has power ${power(b)}` };
  // Champion of Lambholt: powers compared as blockers are declared (509.1b; D'Angelo A.17.1).
  const champion = lesserPowerBar(ctx, a, b);
  if (champion) return { key: 'block.lesser-power', reason: `${champion.spec.name} says creatures with power less than its power (${power(champion)}) can't block creatures ${champion.controller} controls, and ${bn} has power ${power(b)}` };
  // Protection from a quality: not by creatures with that quality (A.24.2; 702.16f).
  const q = protectionAgainst(a, b);
  if (q) return { key: 'block.protection', reason: `${an} has protection from ${q} and ${bn} ${QUALITY_IS[q] ?? (q in COLOR_WORDS ? `is ${q}` : 'is one of them')}` };
  return null;
}

/** A creature of a's controller saying creatures with power less than its own can't block theirs, which b's power is. */
function lesserPowerBar(ctx: RunContext, a: CreatureState, b: CreatureState): CreatureState | undefined {
  // A loop, not find with a closure: this runs for every attacker and blocker checked.
  if (!ctx.lesserPowerBars) return undefined;
  for (let i = 0; i < ctx.all.length; i++) {
    const s = ctx.all[i]!;
    if (s.spec.statics['lesser-power-cant-block-yours'] && isCreature(s) && s.controller === a.controller && power(b) < power(s)) return s;
  }
  return undefined;
}

/** The object on the battlefield under a's controller making it unblockable against its defending player's lands, and the land. */
function unblockableBy(ctx: RunContext, a: CreatureState): { by: string; land: string } | undefined {
  let lands: string[] | undefined;
  for (const o of [...ctx.g.creatures.values(), ...ctx.g.permanents.values()]) {
    if (o.zone !== 'battlefield' || o.controller !== a.controller || !o.spec.unblockableIfDefenderControls.length) continue;
    for (const want of o.spec.unblockableIfDefenderControls) {
      const w = landWords(want);
      const land = (lands ??= playerLands(ctx, defendingOf(ctx, a))).find((line) => { const l = landWords(line); return w.every((x) => l.includes(x)); });
      if (land) return { by: o.spec.name, land: `a land (${land}) of type ${want}` };
    }
  }
  return undefined;
}

/** A land's type line as lower-case words (a bare basic land type is "Basic Land — <type>"). */
function landWords(line: string): string[] {
  const full = (LAND_TYPES as readonly string[]).includes(line) ? `Basic Land — ${line}` : line;
  return full.toLowerCase().split(/\s+/).filter((w) => w !== '—' && w !== '-');
}

/** A land as its supertypes and subtypes: a bare basic land type is a basic land of that type (`lands:`). */
function landTypes(line: string): { supertypes: string[]; subtypes: string[] } {
  if ((LAND_TYPES as readonly string[]).includes(line)) return { supertypes: ['basic'], subtypes: [line.toLowerCase()] };
  const [types, subtypes = ''] = line.split(/ [—-] /);
  return { supertypes: types!.toLowerCase().split(' ').filter((w) => w === 'basic' || w === 'legendary' || w === 'snow'), subtypes: subtypes.toLowerCase().split(' ').filter(Boolean) };
}

/** A player's lands: the scenario's `lands:`, and land permanents on the battlefield under their control. */
function playerLands(ctx: RunContext, player: string): string[] {
  const { s, g } = ctx;
  // Indexed, and the frozen list spread, not searched: find is slow on a frozen array (state.ts).
  let lands: string[] = [];
  for (let i = 0; i < s.players.length; i++) if (s.players[i]!.id === player) lands = [...s.players[i]!.lands];
  for (const pe of g.permanents.values()) if (pe.zone === 'battlefield' && pe.controller === player && pe.spec.landLine) lands.push(pe.spec.landLine);
  return lands;
}

/** The landwalk that makes this attacker unblockable here and the land it walks, if any. */
function landwalk(ctx: RunContext, a: CreatureState): { keyword: string; land: string; who: string; key: 'block.landwalk' | 'block.landwalk-supertype' | 'thg.defending-player' } | undefined {
  // This runs for every attacker and blocker checked: nothing more unless the attacker has a landwalk.
  let any = false;
  for (let i = 0; i < a.keywords.length; i++) if (a.keywords[i]!.endsWith('walk')) any = true;
  if (!any) return undefined;
  const defender = defendingOf(ctx, a);
  const found = walks(ctx, a, defender);
  if (found || !ctx.s.multiplayer || ctx.rules.capability('multiplayerVariants').twoHeadedGiant !== 'team') return found;
  // Two-Headed Giant before the shared team turns rules: "the defending player" is both
  // defending players, yes if either's lands would say yes (606.7a, 606.7c example; 806.7b, 806.7d; 810.7b, 810.7d).
  for (const p of defendingTeammates(ctx, defender)) {
    const w = walks(ctx, a, p);
    if (w) return { ...w, key: 'thg.defending-player' };
  }
  return undefined;
}

function walks(ctx: RunContext, a: CreatureState, player: string): { keyword: string; land: string; who: string; key: 'block.landwalk' | 'block.landwalk-supertype' } | undefined {
  let lands: string[] | undefined;
  for (const keyword of a.keywords) {
    // This runs for every attacker and blocker checked: the cheap test first, the lands only when needed.
    if (!keyword.endsWith('walk')) continue;
    const m = /^(?:(snow|legendary|nonbasic) )?(plains|island|swamp|mountain|forest|land)walk$/.exec(keyword);
    if (!m) continue;
    const [, supertype, type] = m;
    const land = (lands ??= playerLands(ctx, player)).find((line) => {
      const t = landTypes(line);
      if (type !== 'land' && !t.subtypes.includes(type!)) return false;
      if (supertype === 'nonbasic') return !t.supertypes.includes('basic');
      return !supertype || t.supertypes.includes(supertype);
    });
    if (land) return { keyword, land: `a ${land}`, who: player, key: supertype ? 'block.landwalk-supertype' : 'block.landwalk' };
  }
  return undefined;
}

/**
 * The smallest "no more than N creatures can attack / block each combat" among the objects on the
 * battlefield, and the one imposing it (500.2 examples of 1999-2007; 508.1d example), or null.
 */
export function combatLimit(ctx: RunContext, kind: 'attack' | 'block'): { n: number; by: string } | null {
  let best: { n: number; by: string } | null = null;
  // Two loops, not one over a spread of both: no list built twice a run.
  for (let i = 0; i < ctx.all.length; i++) best = tighter(ctx.all[i]!, kind, best);
  for (const o of ctx.g.permanents.values()) best = tighter(o, kind, best);
  return best;
}

function tighter(o: CreatureState | PermanentState, kind: 'attack' | 'block', best: { n: number; by: string } | null): { n: number; by: string } | null {
  const n = kind === 'attack' ? o.spec.maxAttackers : o.spec.maxBlockers;
  return n !== null && o.zone === 'battlefield' && (!best || n < best.n) ? { n, by: o.spec.name } : best;
}
