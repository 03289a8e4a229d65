// Whether the declarations are legal (508.1 / 509.1; D'Angelo C.4, C.6): an illegal one is not
// made, and the combat stops there (RunContext.fail).
import type { RunContext } from './context.js';
import { defenderOf, defendingOf } from './permanents.js';
import { say } from '../events.js';
import { checkAttackRequirements, checkBlockRequirements, checkGoadTargets } from './requirements.js';
import { attackFault, attackTargetFault, blockedFault, blockFault, combatLimit, wallsCanAttackSource } from './restrictions.js';
import { has, type CreatureState } from './state.js';
import { attackingSide, rangeOf, seatsApart, twoHeadedGiant, variants } from './multiplayer.js';
import { mapped } from './lists.js';

/** The attackers as declared (each still a creature), their restrictions, the bands, then the requirements. */
export function checkAttack(ctx: RunContext, declared: readonly { attacker: string; player: string }[]): void {
  for (let i = 0; i < declared.length; i++) checkAttacker(ctx, declared[i]!.attacker, declared[i]!.player);
  checkWholeAttack(ctx, declared);
  checkBands(ctx, declared);
  checkGoadTargets(ctx, declared);
  checkAttackRequirements(ctx, mapped(declared, (d) => ctx.creature(d.attacker)));
}

/** 508.1b-c (C.4): one attacker's own restrictions, and what it may attack. */
function checkAttacker(ctx: RunContext, attacker: string, player: string): void {
  const c = ctx.creature(attacker);
  const n = c.spec.name;
  if (!attackingSide(ctx, c.controller)) ctx.fail('illegal-attack', 'attack.declare', `${n} is not controlled by the active player`);
  const pe = ctx.g.permanents.get(player);
  const targetKey = pe?.spec.type === 'battle' ? 'attack.battle' : 'attack.planeswalker';
  if (pe && pe.zone !== 'battlefield') ctx.fail('illegal-attack', targetKey, `${n} cannot attack ${pe.spec.name}: it is no longer on the battlefield`);
  // A planeswalker the defending player controls, a battle the defending player protects (506.2, 508.1b).
  if (defenderOf(ctx, player) === ctx.g.active) {
    ctx.fail('illegal-attack', pe ? targetKey : 'attack.declare', pe ? `${n} cannot attack ${pe.spec.name}: ${pe.spec.type === 'battle' ? 'its protector' : 'its controller'} is not the defending player` : `${n} cannot attack its own controller`);
  }
  const f = attackFault(ctx, c) ?? attackTargetFault(ctx, c, player);
  if (f) ctx.fail('illegal-attack', f.key, f.reason);
  if (ctx.s.multiplayer) multiplayerAttack(ctx, c, defenderOf(ctx, player));
  // The era's Wall rule lifted by "Walls may attack as though they weren't Walls" (505.7 example of 2003).
  const walls = c.types.some((t) => t.toLowerCase() === 'wall') ? wallsCanAttackSource(ctx) : undefined;
  if (walls && ctx.rules.call('attackRestriction', c)?.rule === 'attack.wall') ctx.log('attack', 'attack.wall', say`${n} is a Wall, but ${walls} lets Walls attack as though they weren't Walls.`, { source: attacker });
  if (c.sick) ctx.log('attack', 'attack.haste', say`${n} has haste, so it may attack although it came under its controller's control this turn.`, { source: attacker });
}

/** 508.1c-d: the restrictions judged on the whole declaration. */
function checkWholeAttack(ctx: RunContext, declared: readonly { attacker: string; player: string }[]): void {
  // "Can't attack alone" is judged on the whole declaration (500.2 example; 508.1c example).
  if (declared.length === 1) {
    const c = ctx.creature(declared[0]!.attacker);
    if (c.spec.statics['cant-attack-alone']) ctx.fail('illegal-attack', 'attack.alone', `${c.spec.name} can't attack alone`);
  }
  // "No more than N creatures can attack each combat": judged on the whole declaration too (500.2 example; 508.1d example).
  const limit = combatLimit(ctx, 'attack');
  if (limit && declared.length > limit.n) ctx.fail('illegal-attack', 'attack.limit', `${declared.length} creatures attack, but ${limit.by} lets no more than ${limit.n} attack each combat`);
}

/** 508.1e (702.22c): each band attacks whole, one player, planeswalker or battle, as the era allows. */
function checkBands(ctx: RunContext, declared: readonly { attacker: string; player: string }[]): void {
  // Indexed: the scenario's list is frozen, and for-of takes a slow path on a frozen array (state.ts).
  for (let i = 0; i < ctx.s.bands.length; i++) {
    const band = ctx.s.bands[i]!;
    const members = mapped(band, (id) => ctx.creature(id));
    if (members.some((m) => !declared.some((d) => d.attacker === m.id))) {
      ctx.fail('illegal-attack', 'attack.band', `band ${band.join('+')} has a member that is not attacking`);
    }
    const targets = new Set(band.map((id) => declared.find((d) => d.attacker === id)!.player));
    if (targets.size > 1) ctx.fail('illegal-attack', 'attack.band', `band ${band.join('+')} attacks more than one player, planeswalker or battle`);
    const allowed = ctx.rules.call('bandAllowed', members);
    if (!allowed.allowed) ctx.fail('illegal-attack', allowed.rule, `band ${band.join('+')} ${allowed.reason}`);
  }
}

/** The blocks as declared: each blocker's own restrictions and evasion, the restrictions on the whole declaration, then the requirements. */
export function checkBlocks(ctx: RunContext, blocks: readonly { b: CreatureState; attackers: readonly CreatureState[] }[]): void {
  const blockers = new Map<CreatureState, number>();
  for (let i = 0; i < blocks.length; i++) checkBlocker(ctx, blocks[i]!.b, blocks[i]!.attackers, blockers);
  checkWholeBlock(ctx, blocks, blockers);
  checkBlockRequirements(ctx, blocks);
}

/** 509.1b (C.6): one blocker's own restrictions and the evasion of what it blocks; counts the blockers of each attacker. */
function checkBlocker(ctx: RunContext, b: CreatureState, attackers: readonly CreatureState[], blockers: Map<CreatureState, number>): void {
  const f = blockFault(ctx, b, attackers);
  // This blocker with these attackers is refused whatever the others do (explore prunes on it).
  if (f) { ctx.g.statusBlocker = b.id; ctx.fail('illegal-block', f.key, f.reason); }
  for (const a of attackers) {
    blockers.set(a, (blockers.get(a) ?? 0) + 1);
    if (ctx.logging && has(a, 'flying') && !has(b, 'flying')) ctx.log('block', 'block.reach', say`${b.spec.name} can block ${a.spec.name} (flying) because it has reach.`, { source: b.id, target: a.id });
  }
  // Two-Headed Giant: a defending player's creature blocks an attacker of the teammate (606.7c; 806.7d; 810.7d; 805.10d).
  if (ctx.logging && ctx.s.multiplayer) for (const a of attackers) if (defendingOf(ctx, a) !== b.controller) ctx.log('block', 'thg.block', say`${b.spec.name} blocks ${a.spec.name}, which attacks ${b.controller}'s teammate ${defendingOf(ctx, a)}: the defending team blocks as one.`, { source: b.id, target: a.id });
  for (const a of attackers) {
    // 310.8c: a battle's protector may block creatures attacking it (in two-player games the defending player).
    const battle = a.attacking === null ? undefined : ctx.g.permanents.get(a.attacking);
    if (battle?.spec.type === 'battle') {
      if (battle.spec.protector !== b.controller) ctx.fail('illegal-block', 'block.battle-protector', `${b.spec.name} is not controlled by ${battle.spec.name}'s protector`);
      ctx.log('block', 'block.battle-protector', say`${b.spec.name} may block ${a.spec.name}, which attacks ${battle.spec.name}: ${b.controller} is its protector.`, { source: b.id, target: a.id });
    }
  }
}

/** 509.1b: the restrictions judged on the whole declaration (how many may block each attacker, alone, at most N). */
function checkWholeBlock(ctx: RunContext, blocks: readonly { b: CreatureState; attackers: readonly CreatureState[] }[], blockers: ReadonlyMap<CreatureState, number>): void {
  for (const a of ctx.attackers()) {
    const f = blockedFault(a, blockers.get(a) ?? 0);
    if (f) ctx.fail('illegal-block', f.key, f.reason);
  }
  // "Can't block alone" is judged on the whole declaration (509.1b; 500.1).
  if (blocks.length === 1 && blocks[0]!.b.spec.statics['cant-block-alone']) ctx.fail('illegal-block', 'block.alone', `${blocks[0]!.b.spec.name} can't block alone`);
  const limit = combatLimit(ctx, 'block');
  if (limit && blocks.length > limit.n) ctx.fail('illegal-block', 'block.limit', `${blocks.length} creatures block, but ${limit.by} lets no more than ${limit.n} block each combat`);
}

/**
 * An attack on a player (or what they control) that a multiplayer option or variant
 * forbids: outside the range of influence (601.3; 801.3), not next to the attacker in Emperor
 * (607.3c; 807.3c; 809.3c). "Can't attack you" and its Two-Headed Giant team reading: attackTargetFault.
 */
function multiplayerAttack(ctx: RunContext, c: CreatureState, defender: string): void {
  const n = c.spec.name;
  const r = rangeOf(ctx, c.controller);
  if (r !== null && seatsApart(ctx, c.controller, defender) > r) {
    ctx.fail('illegal-attack', 'range.attack', `${n} cannot attack ${defender}: ${defender} is ${seatsApart(ctx, c.controller, defender)} seats from ${c.controller}, outside ${c.controller}'s range of influence (${r})`);
  }
  if (variants(ctx)?.variant === 'emperor' && seatsApart(ctx, c.controller, defender) !== 1) {
    ctx.fail('illegal-attack', 'emperor.attack', `${n} cannot attack ${defender}: in an Emperor game a player attacks only an opponent seated next to them`);
  }
  if (twoHeadedGiant(ctx) && ctx.logging && c.controller !== ctx.g.active) ctx.log('attack', 'thg.attack', say`${n}'s controller, ${c.controller}, is on the active team: it attacks with the team.`, { source: c.id });
}

