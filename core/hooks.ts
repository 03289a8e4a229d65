// The decision points where the rules eras differ, declared once. A ruleset states an era's
// answers as policies (plain values) and hooks (functions of what they decide about); the engine
// asks them through Rules (core/rules.ts) and alone applies the decisions to the game state.
// Hooks see read-only views (core/views.ts), never the engine's working state.
import type { ActionKind, Window } from './scenario/schema.js';
import type { RuleKey } from './rule-keys.js';
import type { CreatureView, GameView } from './views.js';

/** Every decision names the rule concept that governs it; the ruleset maps it to a rule number. */
export interface Decision { rule: RuleKey }

export type StrikeStep = 'first' | 'second' | 'only';

/** What the first combat damage step recorded of a creature, for the second. */
export interface FirstStepRecord {
  /** First strike and double strike as the first step began. */
  first: boolean;
  double: boolean;
  /** It assigned combat damage in the first step. */
  dealt: boolean;
}

/** One creature's division of its combat damage in a strike step. */
export interface DamageDivision {
  readonly source: CreatureView;
  /** The creatures it may assign damage to. */
  readonly recipients: readonly CreatureView[];
  /** Recipient (creature or player id) -> damage assigned. */
  readonly split: ReadonlyMap<string, number>;
}

/** The era's answers that depend on nothing: plain values. */
export interface Policies {
  /** With no attackers declared, is the rest of the declare attackers step skipped too (or only the later steps)? */
  nullAttack: Decision & { skipsDeclareAttackers: boolean };
  /** What lies between assigning and dealing combat damage: nothing, the stack, or the old damage prevention step. */
  assignmentWindow: Decision & { kind: 'none' | 'stack' | 'prevention-step' };
  /**
   * Damage from a spell or ability: followed by a damage prevention step in which prevention can still
   * answer it (the old rules), or dealt at once, so prevention must already exist (1999 on).
   */
  noncombatDamage: Decision & { kind: 'prevention-step' | 'immediate' };
  /** Is there a damage assignment order, with lethal damage to each creature before the next? */
  damageAssignmentOrder: Decision & { exists: boolean };
  /** Trample: excess is assigned to the player (Urza's Saga onward) or redirected after prevention (old rule, hook trampleRedirect). */
  trample: Decision & { mode: 'assign' | 'redirect' };
  /** Deathtouch: triggered or static, whether its source may ignore the damage assignment order, and the rule its trigger cites. */
  deathtouch: Decision & { mode: 'triggered' | 'static'; freeDivision: boolean };
  /** Lifelink: triggered (each instance triggers) or static (gained as the damage is dealt). */
  lifelink: Decision & { mode: 'triggered' | 'static' };
  /** When a player at 0 or less life loses. */
  playerLoss: Decision & { when: 'sba' | 'end-of-attack' };
  /**
   * When mana pools empty (at the end of every step, or only as combat ends: the end of the attack
   * before 1999, of the combat phase after) and whether unused mana then burns.
   */
  mana: Decision & { empties: 'each-step' | 'end-of-combat'; burns: boolean };
  /**
   * "Whenever this deals damage" triggers: whether they resolve before destruction (the old damage
   * prevention step) or after state-based actions, and whether they trigger once per point of damage.
   */
  triggerTiming: Decision & { when: 'before-destruction' | 'after-sba'; perPoint: boolean };
  /** Do +1/+1 and -1/-1 counters on a permanent cancel in pairs (a state-based action from CR 2006-10-01), or stay side by side? */
  countersCancel: Decision & { cancel: boolean };
  /**
   * Abilities triggered by declaring attackers or blockers: resolved at once in a Series nobody
   * can answer (the old rules), or put on the stack, so that what players do in the step resolves first.
   */
  combatTriggers: Decision & { resolve: 'series' | 'stack' };
  /** Does a creature that blocks an attacker only because it blocked another member of its band count as blocking it, for triggers (rampage, flanking)? */
  bandInducedBlocks: Decision & { count: boolean };
  /**
   * Damage doubling (Furnace of Rath): applied as the damage is assigned, before any prevention
   * and again to redirected damage (the old damage prevention step), or as a replacement as the
   * damage is dealt, which the affected player orders after prevention.
   */
  damageDoubling: Decision & { when: 'assignment' | 'dealt' };
  /**
   * Prevention from a chosen source (Circle of Protection): all the damage the source deals to the
   * protected player or creature in the one damage prevention step it was played in, once there is
   * such damage ('prevention-step'), or a shield for the next time the source would deal damage to
   * it this turn ('next-time'); keptIfUnused: a shield whose damage something else prevented first stays.
   */
  sourcePrevention: Decision & { mode: 'prevention-step' | 'next-time'; keptIfUnused: boolean };
  /**
   * A creature that assigns combat damage equal to its toughness (Doran's effect): does it still
   * assign none while its power is 0 or less ("Creatures with 0 or less power don't assign combat
   * damage", CR 2004-10-01 to 2007-05-01, read literally), or only when the toughness is?
   */
  toughnessDamage: Decision & { needsPower: boolean };
  /**
   * Requirements on attacking and blocking ("attacks/blocks each combat if able", Lure): a
   * declaration that obeys every restriction is still illegal if a change to it would obey more
   * requirements. Which creatures such a change may move besides the one whose requirement it obeys:
   * none (each creature alone), only creatures that obey a requirement of their own by it, or any.
   * Its rule is the blocking one; attacking cites `attack.requirement`. `makesRoom`: whether such a
   * change may also take out a creature with no requirement of its own, to obey a limit on the
   * number of attackers ("no more than one creature can attack each turn": 2003 500.2 example).
   */
  requirements: Decision & { helpers: 'none' | 'required' | 'any'; makesRoom: boolean };
  /**
   * Does the era's document have planeswalkers (CR 2007-10-01 on): can they be attacked and dealt
   * damage, and is one with 0 loyalty put into the graveyard? Where not, `rule` names the era's
   * rule for what a creature attacks (the defending player), which an attack on one falls back to.
   */
  planeswalkers: Decision & { exists: boolean };
  /** Likewise for battles (CR 2023-04-14 on): attacked, dealt damage, put into the graveyard at 0 defense. */
  battles: Decision & { exists: boolean };
  /** May noncombat damage to a player from an opponent's source be dealt to that player's planeswalker instead (CR 2007-10-01 to 2018-04-26)? */
  planeswalkerRedirection: Decision & { allowed: boolean };
  /**
   * A creature put onto the battlefield attacking a planeswalker or battle that is no longer on the
   * battlefield as the effect resolves (ninjutsu's "the same ... planeswalker as the creature that was
   * returned", a token created attacking one): is it an attacking creature, attacking nothing (506.4,
   * 510.1b), or put onto the battlefield never an attacking creature (508.4a, CR 2011-05-01 on)?
   */
  enterAttackingGone: Decision & { attacking: boolean };
  /**
   * A face-down creature (`face-down: true`): morph's 2/2 with no name, types, colours or abilities,
   * also as what it copies and for what copies it (from the CR of 2002-10-07), or the old rules'
   * face-down creature (Illusionary Mask), which keeps its own characteristics, only hidden.
   */
  faceDown: Decision & { kind: 'morph' | 'hidden' };
  /**
   * Does a static animation (Ambush Commander's "Forests you control are 1/1 creatures") stop when its source
   * loses all abilities? Yes where effects are ordered by dependency across the board (D'Angelo T.14.2; 418.5b-c of 1999-2003:
   * the animation depends on the ability-removing effect); no from CR 2004-10-01, where type-changing effects apply in layer 4,
   * before abilities are removed (418.5a-c of 2004-2007; 613.1d, 613.1f, 613.6 today).
   */
  lostAbilityAnimation: Decision & { stops: boolean };
  /**
   * An effect that switches a creature's power and toughness: applied in timestamp order among the
   * other effects, so those that begin later apply to the switched values (D'Angelo T.14.1; 418.5c of
   * 1999, 418.5e of 2003, 418.5i of 2004), or after every other effect on power and toughness (418.5i,
   * 6e of 2007; layer 7e of 2009-2010; 7d today)?
   */
  ptSwitch: Decision & { order: 'timestamp' | 'last' };
  /**
   * A player's turn controlled by another player (Mindslaver): is that player spared mana burn
   * (507.4, CR 2003-10-01 to 2009-07-10; no mana burn after)? `rule`: the exception where there is
   * one (`control.mana-burn`), else the rule that the controller makes the player's choices.
   */
  turnControl: Decision & { sparesManaBurn: boolean };
  /**
   * Do the multiplayer options and variants exist in the era's document (range of
   * influence, Two-Headed Giant, Emperor: CR 2005-08-01 on), and which Two-Headed Giant combat
   * rules apply: the team attacked as a group, "the defending player" of an attacker's ability both
   * defending players ('team': 606.7 of 2007, 806.7, 810.7 of 2010), or the shared team turns
   * option's, each attacker attacking one defending player, its defending player ('shared-team-turns':
   * 810.7 and 805.10 of 2024). Without them a scenario's `multiplayer:` runs under the general rules.
   */
  multiplayerVariants: Decision & { exist: boolean; twoHeadedGiant: 'team' | 'shared-team-turns' };
}

/** The era's answers that depend on the creatures and the moment: functions over read-only views. */
export interface Hooks {
  /** Who may attack: an era-specific restriction on this creature (Walls, defender), or null. */
  attackRestriction(c: CreatureView): (Decision & { reason: string }) | null;
  /**
   * May this kind of action be taken in this window? (Whether a *-assigned window exists at all follows from assignmentWindow.)
   * An activated ability (`activate`) is asked about by its effect's kind: the old damage prevention step allows a
   * prevention or regeneration ability whatever its cost (D'Angelo T.10.3, T.10.Ruling.5).
   */
  windowAllows(window: Window, kind: ActionKind): Decision & { allowed: boolean; reason?: string };
  /** May these attacking creatures form a band (banding, "bands with other")? */
  bandAllowed(members: readonly CreatureView[]): Decision & { allowed: boolean; reason?: string };
  /** Does a blocking creature that is tapped deal combat damage? */
  tappedBlockerDeals(c: CreatureView): Decision & { deals: boolean };
  /**
   * With two combat damage steps, does this creature deal damage in the second? (The first is
   * always for the creatures with first strike or double strike as it began.)
   */
  secondStepDeals(c: CreatureView, first: FirstStepRecord): Decision & { deals: boolean };
  /** Who divides this source's combat damage among these creatures (banding moves the choice). */
  divider(source: CreatureView, recipients: readonly CreatureView[], g: GameView): Decision & { player: string; banding: boolean };
  /** Lethal damage for assignment: what this recipient still needs from this source. */
  lethalDamage(source: CreatureView, recipient: CreatureView, assignedByOthers: number): Decision & { amount: number };
  /**
   * The banding player's default division of an opposing creature's damage among their creatures
   * (asked only where no legal division was given). `assigned`: what other sources assign to each.
   */
  bandingDivision(source: CreatureView, recipients: readonly CreatureView[], amount: number, assigned: ReadonlyMap<string, number>):
    Decision & { split: ReadonlyMap<string, number> };
  /**
   * Old trample (asked where the trample policy is 'redirect'): for each trampler's division, how
   * much of its damage each blocker keeps (source id -> recipient id -> damage); the rest is
   * redirected to the player it attacks.
   */
  trampleRedirect(divisions: readonly DamageDivision[]): Decision & { keep: ReadonlyMap<string, ReadonlyMap<string, number>> };
}

export type HookName = keyof Hooks;
export type PolicyName = keyof Policies;

/** The hook names, for validating plugins and for the architecture table. */
export const HOOK_NAMES = [
  'attackRestriction', 'bandAllowed', 'windowAllows', 'tappedBlockerDeals', 'secondStepDeals', 'divider', 'lethalDamage',
  'bandingDivision', 'trampleRedirect',
] as const satisfies readonly HookName[];

/** The policy names, likewise. */
export const POLICY_NAMES = [
  'nullAttack', 'assignmentWindow', 'noncombatDamage', 'damageAssignmentOrder', 'trample', 'deathtouch', 'lifelink',
  'playerLoss', 'mana', 'triggerTiming', 'countersCancel', 'combatTriggers', 'bandInducedBlocks', 'requirements',
  'planeswalkers', 'battles', 'planeswalkerRedirection', 'enterAttackingGone', 'damageDoubling', 'sourcePrevention', 'toughnessDamage',
  'turnControl', 'multiplayerVariants', 'faceDown', 'lostAbilityAnimation', 'ptSwitch',
] as const satisfies readonly PolicyName[];
