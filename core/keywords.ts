// The keyword library: every keyword and ability the scenario format knows, with the rule concepts
// the engine cites for it and the policy through which its rules changed between eras. The rule
// numbers themselves live in each era's citations (rulesets/citations.ts); docs/keywords.md is
// generated from this table and those citations (scripts/write-keywords.ts), and
// test/keywords.test.ts checks that every keyword of the schema is here and cited by the engine.
import type { HookName, PolicyName } from './hooks.js';
import type { RuleKey } from './rule-keys.js';

export interface KeywordEntry {
  /** As written in a scenario (`keywords:`), or the ability's field (`abilities:`). */
  name: string;
  kind: 'evasion' | 'blocking' | 'attacking' | 'damage' | 'protection' | 'ability' | 'triggered';
  /** The rule concepts the engine cites for it; the first is the rule that defines it. */
  rules: RuleKey[];
  /** The policy that holds its era differences, if its rules changed. */
  policy?: PolicyName;
  /** The hooks that decide its era differences, if any. */
  hooks?: HookName[];
  /** What it does, in a few words (a paraphrase of the rule). */
  summary: string;
}

export const KEYWORD_LIBRARY: readonly KeywordEntry[] = [
  { name: 'flying', kind: 'evasion', rules: ['block.flying'], summary: 'can be blocked only by creatures with flying or reach' },
  { name: 'reach', kind: 'blocking', rules: ['block.reach'], summary: 'can block creatures with flying' },
  { name: 'shadow', kind: 'evasion', rules: ['block.shadow'], summary: 'can block and be blocked only by creatures with shadow' },
  { name: 'fear', kind: 'evasion', rules: ['block.fear'], summary: 'can be blocked only by artifact and/or black creatures' },
  { name: 'horsemanship', kind: 'evasion', rules: ['block.horsemanship'], summary: 'can be blocked only by creatures with horsemanship (which may block any creature)' },
  { name: 'intimidate', kind: 'evasion', rules: ['block.intimidate'], summary: 'can be blocked only by artifact creatures and/or creatures that share a colour with it' },
  { name: 'skulk', kind: 'evasion', rules: ['block.skulk'], summary: 'cannot be blocked by creatures with greater power (as blockers are declared)' },
  { name: 'plainswalk', kind: 'evasion', rules: ['block.landwalk'], summary: 'cannot be blocked while the defending player controls a Plains (the player\'s `lands:`)' },
  { name: 'islandwalk', kind: 'evasion', rules: ['block.landwalk'], summary: 'cannot be blocked while the defending player controls a Island (the player\'s `lands:`)' },
  { name: 'swampwalk', kind: 'evasion', rules: ['block.landwalk'], summary: 'cannot be blocked while the defending player controls a Swamp (the player\'s `lands:`)' },
  { name: 'mountainwalk', kind: 'evasion', rules: ['block.landwalk'], summary: 'cannot be blocked while the defending player controls a Mountain (the player\'s `lands:`)' },
  { name: 'forestwalk', kind: 'evasion', rules: ['block.landwalk'], summary: 'cannot be blocked while the defending player controls a Forest (the player\'s `lands:`)' },
  { name: 'legendary landwalk', kind: 'evasion', rules: ['block.landwalk-supertype', 'block.landwalk'], summary: 'cannot be blocked while the defending player controls a legendary land (`lands: ["Legendary Land"]`)' },
  { name: 'nonbasic landwalk', kind: 'evasion', rules: ['block.landwalk-supertype', 'block.landwalk'], summary: 'cannot be blocked while the defending player controls a nonbasic land (a land whose type line lacks Basic: `lands: ["Land — Urza\'s Mine"]`)' },
  { name: 'snow <basic land type>walk', kind: 'evasion', rules: ['block.landwalk-supertype', 'block.landwalk'], summary: 'as printed: `snow swampwalk`; cannot be blocked while the defending player controls a snow land of that type (`lands: ["Basic Snow Land — Swamp"]`)' },
  { name: 'daunt', kind: 'evasion', rules: ['block.daunt'], summary: 'cannot be blocked by creatures with power 2 or less (not a printed keyword: the outside suites\' name for the ability)' },
  { name: 'menace', kind: 'evasion', rules: ['block.menace'], summary: 'cannot be blocked except by two or more creatures' },
  { name: 'protection from <quality>', kind: 'protection', rules: ['block.protection', 'damage.protection', 'target.protection'], summary: 'cannot be blocked by creatures with the quality (a colour, creatures, artifacts, multicolored, monocolored, everything, or a creature type); damage from sources with it is prevented; spells and abilities with it cannot target it (`targeted: true`)' },
  { name: 'shroud', kind: 'protection', rules: ['target.shroud'], summary: 'cannot be the target of spells or abilities (a scripted action with `targeted: true`, a triggered or activated ability\'s chosen target)' },
  { name: 'hexproof', kind: 'protection', rules: ['target.hexproof'], summary: 'cannot be the target of spells or abilities its controller\'s opponents control (an action\'s `by`, an ability\'s controller)' },
  { name: 'first strike', kind: 'damage', rules: ['damage.first-strike'], hooks: ['secondStepDeals'], summary: 'deals combat damage in a first combat damage step' },
  { name: 'double strike', kind: 'damage', rules: ['damage.double-strike', 'damage.double-strike-gained', 'damage.double-strike-lost'], hooks: ['secondStepDeals'], summary: 'deals combat damage in both combat damage steps' },
  { name: 'trample over planeswalkers', kind: 'damage', rules: ['damage.trample-over-planeswalkers', 'damage.trample', 'damage.trample-no-blockers'], policy: 'trample', hooks: ['trampleRedirect'], summary: 'trample; attacking a planeswalker, damage beyond its loyalty may go to its controller' },
  { name: 'trample', kind: 'damage', rules: ['damage.trample', 'damage.trample-no-blockers'], policy: 'trample', hooks: ['trampleRedirect'], summary: 'damage beyond lethal to its blockers goes to the player, planeswalker or battle it attacks' },
  { name: 'deathtouch', kind: 'damage', rules: ['deathtouch.static', 'deathtouch.triggered', 'deathtouch.lethal', 'sba.deathtouch'], policy: 'deathtouch', summary: 'a creature dealt damage by it is destroyed' },
  { name: 'lifelink', kind: 'damage', rules: ['lifelink.static', 'lifelink.triggered'], policy: 'lifelink', summary: 'its controller gains life equal to the damage it deals' },
  { name: 'banding', kind: 'attacking', rules: ['attack.band', 'block.band', 'damage.banding', 'damage.banding-blocker'], hooks: ['bandAllowed', 'divider', 'bandingDivision'], summary: 'attacks in a band; the banding side divides the damage of the creatures its band fights' },
  { name: 'bands with other <quality>', kind: 'attacking', rules: ['attack.bands-with-other', 'damage.bands-with-other', 'damage.bands-with-other-blocker'], hooks: ['bandAllowed', 'divider'], summary: 'a special form of banding: bands with creatures of a quality (before 2009: with creatures that have the same ability, or banding); two of them in a fight give their side the division' },
  { name: 'vigilance', kind: 'attacking', rules: ['attack.vigilance'], summary: 'attacking does not cause it to tap' },
  { name: 'haste', kind: 'attacking', rules: ['attack.haste'], summary: 'can attack although it came under its controller\'s control this turn' },
  { name: 'defender', kind: 'attacking', rules: ['attack.defender'], hooks: ['attackRestriction'], summary: 'cannot attack' },
  { name: 'wither', kind: 'damage', rules: ['damage.wither', 'counters.cancel'], policy: 'countersCancel', summary: 'damage it deals to a creature is not marked: that many -1/-1 counters are put on the creature instead' },
  { name: 'infect', kind: 'damage', rules: ['damage.infect', 'damage.infect-creature', 'poison.loss', 'counters.cancel'], policy: 'countersCancel', summary: 'damage it deals to a creature becomes -1/-1 counters, and to a player poison counters instead of life loss; ten poison counters lose the game' },
  { name: 'toxic <N>', kind: 'damage', rules: ['damage.toxic', 'poison.loss'], summary: 'combat damage it deals to a player also gives that player N poison counters (the total of its toxic values)' },
  { name: 'flanking', kind: 'triggered', rules: ['trigger.flanking', 'trigger.combat', 'block.band-induced'], policy: 'combatTriggers', summary: 'whenever it becomes blocked by a creature without flanking, that creature gets -1/-1 until end of turn' },
  { name: 'rampage <N>', kind: 'triggered', rules: ['trigger.rampage', 'trigger.combat', 'block.band-induced'], policy: 'combatTriggers', summary: 'whenever it becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first' },
  { name: 'bushido <N>', kind: 'triggered', rules: ['trigger.bushido', 'trigger.combat'], policy: 'combatTriggers', summary: 'whenever it blocks or becomes blocked, it gets +N/+N until end of turn' },
  { name: 'afflict <N>', kind: 'triggered', rules: ['trigger.afflict', 'trigger.combat'], policy: 'combatTriggers', summary: 'whenever it becomes blocked, the defending player loses N life' },
  { name: 'frenzy <N>', kind: 'triggered', rules: ['trigger.frenzy', 'trigger.combat'], policy: 'combatTriggers', summary: 'whenever it attacks and is not blocked, it gets +N/+0 until end of turn' },
  { name: 'exalted', kind: 'triggered', rules: ['trigger.exalted', 'trigger.combat'], policy: 'combatTriggers', summary: 'whenever a creature its controller controls attacks alone, that creature gets +1/+1 until end of turn (each instance triggers)' },
  { name: 'battle cry', kind: 'triggered', rules: ['trigger.battle-cry', 'trigger.combat'], policy: 'combatTriggers', summary: 'whenever it attacks, each other attacking creature gets +1/+0 until end of turn' },
  { name: 'melee', kind: 'triggered', rules: ['trigger.melee', 'trigger.combat'], policy: 'combatTriggers', summary: 'whenever it attacks, it gets +1/+1 until end of turn for each opponent attacked with a creature this combat' },
  { name: 'dethrone', kind: 'triggered', rules: ['trigger.dethrone', 'trigger.combat'], policy: 'combatTriggers', summary: 'whenever it attacks the player with the most life or tied for most life, put a +1/+1 counter on it' },
  { name: 'training', kind: 'triggered', rules: ['trigger.training', 'trigger.combat'], policy: 'combatTriggers', summary: 'whenever it and at least one other creature with greater power attack, put a +1/+1 counter on it' },
  { name: 'mentor', kind: 'triggered', rules: ['trigger.mentor', 'trigger.combat'], policy: 'combatTriggers', summary: 'whenever it attacks, put a +1/+1 counter on target attacking creature with lesser power (the first in file order, unless an ability names the target)' },
  { name: 'battalion', kind: 'triggered', rules: ['trigger.ability'], summary: 'an ability word, not a keyword (no rules meaning of its own: 207.2c): "whenever this and at least two other creatures attack, ..." is written as a triggered ability `{ trigger: attacks, other-attackers: 2, ... }`' },
  { name: 'persist', kind: 'triggered', rules: ['trigger.persist', 'counters.cancel'], policy: 'countersCancel', summary: 'when it dies, if it had no -1/-1 counters on it, it returns to the battlefield with a -1/-1 counter on it' },
  { name: 'undying', kind: 'triggered', rules: ['trigger.undying', 'counters.cancel'], policy: 'countersCancel', summary: 'when it dies, if it had no +1/+1 counters on it, it returns to the battlefield with a +1/+1 counter on it' },
  { name: 'provoke', kind: 'triggered', rules: ['trigger.provoke', 'block.requirement'], policy: 'requirements', summary: 'whenever it attacks, target creature the defending player controls untaps and blocks it this combat if able (the target chosen in `choices.<player>.targets`)' },
  { name: 'poisonous <N>', kind: 'triggered', rules: ['trigger.poisonous', 'poison.loss', 'trigger.per-point'], policy: 'triggerTiming', summary: 'whenever it deals combat damage to a player, that player gets N poison counters' },
  { name: 'morph <cost>', kind: 'ability', rules: ['copy.face-down', 'copy.values'], summary: 'on a face-down creature (`face-down: true`: a 2/2 with no name, types, colours or abilities), the cost `do: turn-face-up` pays (generic mana from the pool) to turn it face up; if it is a copy, the morph cost is that of what it copies, and a copy of a creature without morph can\'t be turned face up (707.3 example; 503.3 of 2007)' },
  { name: 'ninjutsu <cost>', kind: 'attacking', rules: ['ninjutsu', 'attack.put-onto-battlefield'], policy: 'assignmentWindow', hooks: ['windowAllows'], summary: 'from its owner\'s hand (`zone: hand`): pay the cost (`ninjutsu {1}{U}`, from the mana pool) and return an unblocked attacker to hand to put it onto the battlefield tapped and attacking the same player, unblocked (`do: ninjutsu`); it never "attacked", so attack triggers do not fire for it; when it may be used follows the era\'s windows (not in the old damage prevention step; with damage on the stack, after damage is assigned)' },
  { name: 'indestructible', kind: 'damage', rules: ['indestructible'], summary: 'lethal damage and destroy effects do not destroy it' },
  { name: 'can-block-additional: N', kind: 'ability', rules: ['block.one'], summary: 'can block N additional attackers' },
  { name: 'cant-block', kind: 'ability', rules: ['block.cant'], summary: 'cannot block' },
  { name: 'affects: <creatures> (static ability)', kind: 'ability', rules: ['static.pt', 'static.continuous'], summary: 'a lord or anthem: the creatures it names (other creatures you control, every Goblin, ...) get +N/+N and have the keywords in `have` while its creature is on the battlefield' },
  { name: 'assigns-toughness', kind: 'ability', rules: ['damage.toughness', 'damage.zero-power'], policy: 'toughnessDamage', summary: 'assigns combat damage equal to its toughness rather than its power (Doran: each creature); in 2004-2007 a creature with 0 or less power still assigns none' },
  { name: 'as-though-unblocked', kind: 'ability', rules: ['damage.as-though-unblocked', 'damage.as-though-unblocked-banding'], hooks: ['divider'], summary: 'when blocked, its controller may have it assign all its combat damage to the player, as though it weren\'t blocked; with a banding blocker the defending player decides' },
  { name: 'cant-be-blocked', kind: 'ability', rules: ['block.unblockable'], summary: 'cannot be blocked ("unblockable")' },
  { name: 'cant-be-blocked-except-by: N', kind: 'ability', rules: ['block.except-by', 'block.requirement'], policy: 'requirements', summary: 'cannot be blocked except by N or more creatures; with a creature that "blocks if able", both or neither may block before 2007 and only both after' },
  { name: 'blocked-only-by-type: <type>', kind: 'ability', rules: ['block.only-by-type'], summary: 'can be blocked only by creatures of that type (only by Walls): evasion, cumulative with flying and the others' },
  { name: 'can-block-only-flying', kind: 'ability', rules: ['block.only-flying'], summary: 'can block only creatures with flying' },
  { name: 'cant-attack', kind: 'ability', rules: ['attack.cant'], summary: 'cannot attack' },
  { name: 'cant-attack-alone', kind: 'ability', rules: ['attack.alone', 'attack.requirement'], policy: 'requirements', summary: 'cannot attack unless another creature attacks' },
  { name: 'cant-block-alone', kind: 'ability', rules: ['block.alone', 'block.requirement'], policy: 'requirements', summary: 'cannot block unless another creature blocks' },
  { name: 'must-be-blocked', kind: 'ability', rules: ['block.requirement'], policy: 'requirements', summary: 'all creatures able to block it do so (Lure): a requirement on each creature of the defending player' },
  { name: 'must-be-blocked-if-able', kind: 'ability', rules: ['block.requirement'], policy: 'requirements', summary: 'must be blocked by at least one creature if able (a requirement)' },
  { name: 'lesser-power-cant-block-yours', kind: 'ability', rules: ['block.lesser-power'], summary: '"creatures with power less than this creature\'s power can\'t block creatures you control" (Champion of Lambholt): a restriction on blocking, the powers compared as blockers are declared' },
  { name: 'max-attackers: N', kind: 'ability', rules: ['attack.limit', 'attack.requirement'], policy: 'requirements', summary: '"no more than N creatures can attack each combat" (Dueling Grounds): a restriction on the whole declaration; from 2003 a creature with no requirement is taken out to make room for one that attacks if able' },
  { name: 'max-blockers: N', kind: 'ability', rules: ['block.limit', 'block.requirement'], policy: 'requirements', summary: '"no more than N creatures can block each combat" (Dueling Grounds): a restriction on the whole declaration' },
  { name: 'walls-can-attack', kind: 'ability', rules: ['attack.wall'], hooks: ['attackRestriction'], summary: '"Walls may attack as though they weren\'t Walls" (Rolling Stones): the era\'s attack restriction sees Walls without the Wall type; defender and the other rules still apply' },
  { name: 'attacks-each-combat', kind: 'ability', rules: ['attack.requirement'], policy: 'requirements', summary: 'attacks each combat if able (a requirement)' },
  { name: 'blocks-each-combat', kind: 'ability', rules: ['block.requirement'], policy: 'requirements', summary: 'blocks each combat if able (a requirement)' },
  { name: 'activated: { cost, do }', kind: 'ability', rules: ['activate.ability', 'cost.pay', 'cost.tap-sick', 'cost.prevention-step', 'action.sacrifice'], hooks: ['windowAllows', 'tappedBlockerDeals'], summary: 'an activated ability "cost: effect" (costs: tap, sacrifice, pay-life, mana; effects as for triggered abilities), used through `do: activate`; the era\'s windows judge it by its effect, so the old damage prevention step allows a blocker to tap for a prevention ability (T.10.Ruling.5), and a blocker tapped before its damage step deals no damage there (C.8.2)' },
  { name: 'damage-trigger-lifegain', kind: 'ability', rules: ['lifegain.trigger', 'trigger.per-point'], policy: 'triggerTiming', summary: '"whenever this deals damage, you gain that much life" (a printed triggered ability)' },
  { name: 'double-damage', kind: 'ability', rules: ['damage.double', 'damage.replacement-order', 'damage.double-redirect'], policy: 'damageDoubling', summary: '"if a source would deal damage to a permanent or player, it deals double that damage instead" (Furnace of Rath): doubles the assignment before any prevention in the old rules, else replaces the damage as dealt, after prevention' },
  // Issue 10's keywords and designations (helper xkw).
  { name: 'renown <N>', kind: 'triggered', rules: ['trigger.renown', 'renown.designation', 'trigger.per-point'], policy: 'triggerTiming', summary: 'when it deals combat damage to a player, if it isn\'t renowned, N +1/+1 counters on it and it becomes renowned (`renowned: true` as the combat begins; a blinked creature is a new object, not renowned; `if-renowned: true` on a static ability: "as long as it is renowned")' },
  { name: 'annihilator <N>', kind: 'triggered', rules: ['trigger.annihilator', 'trigger.combat', 'action.sacrifice'], policy: 'combatTriggers', summary: 'whenever it attacks, the defending player sacrifices N permanents (chosen in `choices.<player>.sacrifice`, else non-creature permanents, then creatures, in file order)' },
  { name: 'bloodthirst <N>', kind: 'ability', rules: ['bloodthirst', 'zone.new-object'], summary: 'if an opponent was dealt damage this turn (in this combat, or `dealt-damage-this-turn: true` on the player), it enters the battlefield with N +1/+1 counters: a creature returned (persist, undying, blink) or put onto the battlefield attacking (ninjutsu) during the combat' },
  { name: 'decayed', kind: 'triggered', rules: ['decayed', 'block.cant', 'trigger.combat'], policy: 'combatTriggers', summary: 'can\'t block; when it attacks, it is sacrificed at end of combat (a delayed triggered ability, as the end of combat step begins)' },
  { name: 'enlist', kind: 'attacking', rules: ['enlist', 'cost.tap-sick'], summary: 'as it attacks, its controller may tap an untapped, non-attacking creature they control that has haste or no summoning sickness (`choices.<player>.enlist: { attacker: creature }`); when they do, it gets +X/+0 until end of turn, X that creature\'s power' },
  { name: 'exert', kind: 'ability', rules: ['exert'], summary: '"you may exert it as it attacks; when you do, ...": a triggered ability `{ trigger: exerted, ... }`, exerted by `choices.<player>.exert: [id]`; an exerted creature won\'t untap during its controller\'s next untap step' },
  { name: 'goaded', kind: 'attacking', rules: ['goad', 'attack.requirement'], policy: 'requirements', summary: 'a designation (`goaded: true`): attacks each combat if able, and a player other than the goading player if able (two players: the requirement to attack alone)' },
  { name: 'affects: equipped-creature / enchanted-creature', kind: 'ability', rules: ['static.continuous', 'sba.aura', 'sba.equipment'], summary: 'an Equipment (artifact) or Aura (enchantment) with `attached-to: <creature>`: its static ability applies to that creature; when the creature leaves the battlefield or stops being a creature, an Aura goes to the graveyard and an Equipment stays, unattached' },
  { name: 'trigger: you-gain-life', kind: 'triggered', rules: ['trigger.life-gain', 'lifelink.separate'], policy: 'lifelink', summary: '"whenever you gain life" (Ajani\'s Pridemate): triggers once per life gain event; each lifelink source (or lifegain trigger, or gain-life effect) is its own event' },
  { name: 'opponents-creatures-exiled-instead', kind: 'ability', rules: ['zone.exile-instead'], summary: '"if a creature card would be put into an opponent\'s graveyard from anywhere, exile it instead" (Anafenza, the Foremost): a replacement effect, so the card never dies' },
  { name: 'controller-cant-lose', kind: 'ability', rules: ['loss.cant-lose', 'sba.player-life', 'loss.deferred', 'poison.loss'], policy: 'playerLoss', summary: '"you can\'t lose the game" (Platinum Angel): its controller does not lose for life or poison while it is on the battlefield' },
];

