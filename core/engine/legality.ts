// Whether the declarations are legal (508.1 / 509.1; D'Angelo C.4, C.6): an illegal one is not
// made, and the combat stops there (RunContext.fail).
import type { RunContext } from './context.js';
import { defenderOf } from './permanents.js';
import { say } from '../events.js';
import { has, power, protectionAgainst, type CreatureState } from './state.js';

const QUALITY_IS: Record<string, string> = { creatures: 'is a creature', artifacts: 'is an artifact', multicolored: 'is multicolored', monocolored: 'is monocolored', everything: 'is a creature' };
const COLOR_WORDS = { white: 1, blue: 1, black: 1, red: 1, green: 1 };

const isArtifact = (c: CreatureState) => c.types.concat(c.cardTypes).some((t) => t.toLowerCase() === 'artifact');

/** The attackers as declared (each still a creature), their restrictions, and the bands. */
export function checkAttack(ctx: RunContext, declared: readonly { attacker: string; player: string }[]): void {
  for (const { attacker, player } of declared) {
    const c = ctx.creature(attacker);
    const n = c.spec.name;
    if (c.controller !== ctx.g.active) ctx.fail('illegal-attack', 'attack.declare', `${n} is not controlled by the active player`);
    const pe = ctx.g.permanents.get(player);
    const targetKey = pe?.spec.type === 'battle' ? 'attack.battle' : 'attack.planeswalker';
    if (pe && pe.zone !== 'battlefield') ctx.fail('illegal-attack', targetKey, `${n} cannot attack ${pe.spec.name}: it is no longer on the battlefield`);
    // A planeswalker the defending player controls, a battle the defending player protects (506.2, 508.1b).
    if (defenderOf(ctx, player) !== ctx.g.defending) {
      ctx.fail('illegal-attack', pe ? targetKey : 'attack.declare', pe ? `${n} cannot attack ${pe.spec.name}: ${pe.spec.type === 'battle' ? 'its protector' : 'its controller'} is not the defending player` : `${n} cannot attack its own controller`);
    }
    if (c.tapped) ctx.fail('illegal-attack', 'attack.tapped', `${n} is tapped`);
    if (c.sick) {
      if (!has(c, 'haste')) ctx.fail('illegal-attack', 'attack.sick', `${n} has not been controlled continuously since the turn began`);
      ctx.log('attack', 'attack.haste', say`${n} has haste, so it may attack although it came under its controller's control this turn.`, { source: attacker });
    }
    const r = ctx.rules.call('attackRestriction', c);
    if (r) ctx.fail('illegal-attack', r.rule, `${n} ${r.reason}`);
  }
  for (const band of ctx.s.bands) {
    const members = band.map((id) => ctx.creature(id));
    if (members.some((m) => !declared.some((d) => d.attacker === m.id))) {
      ctx.fail('illegal-attack', 'attack.band', `band ${band.join('+')} has a member that is not attacking`);
    }
    const targets = new Set(band.map((id) => declared.find((d) => d.attacker === id)!.player));
    if (targets.size > 1) ctx.fail('illegal-attack', 'attack.band', `band ${band.join('+')} attacks more than one player, planeswalker or battle`);
    const allowed = ctx.rules.call('bandAllowed', members);
    if (!allowed.allowed) ctx.fail('illegal-attack', allowed.rule, `band ${band.join('+')} ${allowed.reason}`);
  }
}

/** The blocks as declared: each blocker's own restrictions, evasion, and menace. */
export function checkBlocks(ctx: RunContext, blocks: readonly { b: CreatureState; attackers: readonly CreatureState[] }[]): void {
  for (const { b, attackers } of blocks) {
    const n = b.spec.name;
    if (b.controller !== ctx.g.defending) ctx.fail('illegal-block', 'block.declare', `${n} is not controlled by the defending player`);
    if (b.tapped) ctx.fail('illegal-block', 'block.tapped', `${n} is tapped`);
    if (b.cantBlock) ctx.fail('illegal-block', 'block.cant', `${n} can't block`);
    if (attackers.length > 1 + b.canBlockAdditional) {
      ctx.fail('illegal-block', 'block.one', `${n} blocks ${attackers.length} attackers but can block only ${1 + b.canBlockAdditional}`);
    }
    for (const a of attackers) {
      checkEvasion(ctx, a, b);
      // 310.8c: a battle's protector may block creatures attacking it (in two-player games the defending player).
      const battle = a.attacking === null ? undefined : ctx.g.permanents.get(a.attacking);
      if (battle?.spec.type === 'battle') {
        if (battle.spec.protector !== b.controller) ctx.fail('illegal-block', 'block.battle-protector', `${n} is not controlled by ${battle.spec.name}'s protector`);
        ctx.log('block', 'block.battle-protector', say`${n} may block ${a.spec.name}, which attacks ${battle.spec.name}: ${b.controller} is its protector.`, { source: b.id, target: a.id });
      }
    }
  }
  // Menace restricts the declaration; creatures that become blocked through their band do not count (A.11.3).
  for (const a of ctx.attackers()) {
    if (!has(a, 'menace')) continue;
    const n = blocks.filter((blk) => blk.attackers.includes(a)).length;
    if (n === 1) ctx.fail('illegal-block', 'block.menace', `${a.spec.name} has menace and is blocked by only one creature`);
  }
}

function checkEvasion(ctx: RunContext, a: CreatureState, b: CreatureState): void {
  const an = a.spec.name, bn = b.spec.name;
  if (has(a, 'flying') && !has(b, 'flying')) {
    if (!has(b, 'reach')) ctx.fail('illegal-block', 'block.flying', `${an} has flying and ${bn} has neither flying nor reach`);
    ctx.log('block', 'block.reach', say`${bn} can block ${an} (flying) because it has reach.`, { source: b.id, target: a.id });
  }
  if (has(a, 'shadow') && !has(b, 'shadow')) ctx.fail('illegal-block', 'block.shadow', `${an} has shadow and ${bn} does not`);
  if (has(b, 'shadow') && !has(a, 'shadow')) ctx.fail('illegal-block', 'block.shadow', `${bn} has shadow and can block only creatures with shadow`);
  if (has(a, 'fear') && !b.colors.includes('black') && !isArtifact(b)) {
    ctx.fail('illegal-block', 'block.fear', `${an} has fear and ${bn} is neither black nor an artifact`);
  }
  // Horsemanship is one-way, unlike shadow: "A creature with horsemanship can block a creature with or without horsemanship" (702.28b, 2009).
  if (has(a, 'horsemanship') && !has(b, 'horsemanship')) ctx.fail('illegal-block', 'block.horsemanship', `${an} has horsemanship and ${bn} does not`);
  // Intimidate: only artifact creatures and/or creatures sharing a colour with it (702.11b, 2009); a colourless one shares none.
  if (has(a, 'intimidate') && !isArtifact(b) && !b.colors.some((c) => a.colors.includes(c))) {
    ctx.fail('illegal-block', 'block.intimidate', `${an} has intimidate and ${bn} is neither an artifact nor shares a colour with it`);
  }
  // Skulk: not by creatures with greater power (702.118b), compared as blockers are declared; a later change does not undo the block (506.4a).
  if (has(a, 'skulk') && power(b) > power(a)) ctx.fail('illegal-block', 'block.skulk', `${an} has skulk and ${bn} has greater power (${power(b)} > ${power(a)})`);
  // Landwalk: unblockable while the defending player controls a land of that type (D'Angelo A.22.2; 502.6b; 702.14c).
  const walk = landwalk(ctx, a);
  if (walk) ctx.fail('illegal-block', 'block.landwalk', `${an} has ${walk.toLowerCase()}walk and ${ctx.g.defending} controls a ${walk}`);
  // "Can't be blocked by creatures with power 2 or less" (Daunt; the outside suites' name): an evasion
  // restriction judged as blockers are declared (D'Angelo A.17.1; 509.1b).
  if (has(a, 'daunt') && power(b) <= 2) ctx.fail('illegal-block', 'block.daunt', `${an} can't be blocked by creatures with power 2 or less and ${bn} has power ${power(b)}`);
  // Protection from a quality: not by creatures with that quality (A.24.2; 702.16f).
  const q = protectionAgainst(a, b);
  if (q) ctx.fail('illegal-block', 'block.protection', `${an} has protection from ${q} and ${bn} ${QUALITY_IS[q] ?? (q in COLOR_WORDS ? `is ${q}` : 'is one of them')}`);
}

/** The land type whose landwalk makes this attacker unblockable here, if any. */
function landwalk(ctx: RunContext, a: CreatureState): string | undefined {
  const lands = [...ctx.s.players.find((p) => p.id === ctx.g.defending)!.lands];
  // Land permanents (a card's basic land types) count while on the battlefield under the defending player's control.
  for (const pe of ctx.g.permanents.values()) if (pe.zone === 'battlefield' && pe.controller === ctx.g.defending) lands.push(...pe.spec.landTypes);
  return lands.find((t) => has(a, `${t.toLowerCase()}walk`));
}
