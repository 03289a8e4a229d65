// The rule concepts the engine cites. Each ruleset maps every key to a rule number in its own
// era's document (CR number, or "D'Angelo X.n" before the first CR). A child ruleset restates
// only the keys whose number or wording changed in its era.

export const RULE_KEYS = {
  // Structure of the combat phase
  'combat.phase': 'the combat phase and its steps',
  'combat.removed': 'a creature is removed from combat (leaves play, changes control, regenerates, stops being a creature)',
  'combat.end': 'end of combat step; creatures stop being attacking/blocking at the end of the phase',
  'combat.priority': 'players get priority in a step (spells and abilities may be played)',

  // Declare attackers
  'attack.declare': 'declaring attackers',
  'attack.taps': 'attacking causes the creature to tap',
  'attack.vigilance': 'vigilance / "attacking does not cause this creature to tap"',
  'attack.tapped': 'tapped creatures cannot attack',
  'attack.sick': 'a creature not controlled continuously since the turn began cannot attack (summoning sickness)',
  'attack.haste': 'haste lets a creature attack without continuous control',
  'attack.wall': 'creatures of type Wall cannot attack',
  'attack.defender': 'a creature with defender cannot attack',
  'attack.illegal': 'an illegal attack declaration is not allowed (the game rewinds)',
  'attack.band': 'forming an attacking band (banding)',
  'attack.bands-with-other': 'forming an attacking band with "bands with other <quality>"',
  'attack.none': 'no creature is declared as an attacker: which steps are skipped',

  // Declare blockers
  'block.declare': 'declaring blockers',
  'block.tapped': 'only untapped creatures can block',
  'block.one': 'each blocker blocks one attacker (unless it can block additional creatures)',
  'block.flying': 'flying: can be blocked only by creatures with flying (or reach)',
  'block.reach': 'reach: can block creatures with flying',
  'block.fear': 'fear: can be blocked only by artifact and/or black creatures',
  'block.shadow': 'shadow: can block or be blocked only by creatures with shadow',
  'block.menace': 'menace: cannot be blocked except by two or more creatures',
  'block.horsemanship': 'horsemanship: can be blocked only by creatures with horsemanship',
  'block.intimidate': 'intimidate: can be blocked only by artifact creatures and/or creatures that share a colour with it',
  'block.skulk': 'skulk: cannot be blocked by creatures with greater power',
  'block.protection': 'protection: cannot be blocked by creatures of the stated quality',
  'block.cant': '"can\'t block" restrictions',
  'block.illegal': 'an illegal block declaration is not allowed (the game rewinds)',
  'block.band': 'blocking one creature of a band blocks the whole band',
  'block.stays-blocked': 'a blocked creature stays blocked even if its blockers leave combat',
  'dao.order': 'damage assignment order: the active player orders each blocked attacker\'s blockers',
  'dao.order-defender': 'damage assignment order: the defending player orders each blocker\'s attackers',

  // Combat damage
  'damage.step': 'the combat damage step: combat damage is assigned and dealt',
  'damage.first-strike': 'first strike creates a first combat damage step',
  'damage.double-strike': 'double strike deals damage in both combat damage steps',
  'damage.double-strike-lost': 'a creature that loses double strike during the first combat damage step deals no damage in the second',
  'damage.unblocked': 'an unblocked attacker assigns its damage to the player it attacks',
  'damage.blocked': 'a blocked creature divides its damage among the creatures blocking it',
  'damage.blocker': 'a blocker divides its damage among the creatures it blocks',
  'damage.no-blockers': 'a blocked creature with no creatures blocking it assigns no combat damage',
  'damage.zero-power': 'a creature with 0 or less power assigns no combat damage',
  'damage.all-assigned': 'all of a creature\'s combat damage must be assigned',
  'damage.order': 'lethal damage to each creature earlier in the damage assignment order before any to the next',
  'damage.lethal': 'what counts as lethal damage when assigning (toughness minus damage marked and already assigned)',
  'damage.trample': 'trample: excess damage beyond lethal to every blocker may go to the player',
  'damage.trample-no-blockers': 'a blocked trampler with no blockers assigns all its damage to the player',
  'damage.banding': 'banding: the banding creature\'s controller divides the damage of the creatures it fights',
  'damage.bands-with-other': '"bands with other": who divides the damage of a creature fighting creatures with it',
  'damage.tapped-blocker': 'whether a tapped blocking creature deals combat damage',
  'damage.stack': 'assigned combat damage goes on the stack as one object; players get priority',
  'damage.resolve': 'combat damage is dealt as assigned even if the source left play or changed power',
  'damage.recipient-gone': 'damage assigned to a creature that has left play is not dealt',
  'damage.no-window': 'combat damage is dealt immediately after it is assigned (no priority in between)',
  'damage.prevention-step': 'the damage prevention step between assigning and dealing damage',
  'damage.deal': 'combat damage is dealt simultaneously; damage to a creature is marked, to a player is life loss',
  'damage.protection': 'protection prevents damage from sources of the stated quality',
  'damage.prevent': 'prevention shields ("prevent the next N damage")',

  // Keywords whose rules changed
  'deathtouch.static': 'deathtouch (static): any damage from the source destroys the creature',
  'deathtouch.triggered': 'deathtouch (triggered): whenever this deals damage to a creature, destroy that creature',
  'deathtouch.lethal': 'any nonzero deathtouch damage counts as lethal for assignment',
  'deathtouch.free-division': 'deathtouch source may divide its damage freely, ignoring the damage assignment order',
  'lifelink.static': 'lifelink (static): damage dealt by the source also causes its controller to gain that much life',
  'lifelink.triggered': 'lifelink (triggered): whenever this deals damage, you gain that much life',
  'lifegain.trigger': 'a printed "whenever this deals damage" triggered ability (life gain; deathtouch and lifelink before they were keywords)',
  'indestructible': 'indestructible permanents are not destroyed by lethal damage or destroy effects',

  // State-based actions and triggers
  'sba.lethal-damage': 'a creature with lethal damage is destroyed',
  'sba.zero-toughness': 'a creature with 0 or less toughness is put into its owner\'s graveyard',
  'sba.deathtouch': 'a creature dealt damage by a deathtouch source is destroyed',
  'sba.player-life': 'a player with 0 or less life loses the game',
  'loss.deferred': 'a player with less than 1 life loses only at the end of a phase or of the attack',
  'trigger.per-point': '"whenever this deals damage" triggers once per point of damage (old rules) rather than once per damage event',
  'trigger.resolve': 'triggered abilities are put on the stack after state-based actions and resolve',
  'regenerate': 'regeneration shield: the next time the creature would be destroyed, instead tap it, remove all damage, remove it from combat',

  // Scripted actions (what the player does in a window)
  'action.destroy': 'destroy',
  'action.sacrifice': 'sacrifice',
  'action.bounce': 'return to owner\'s hand',
  'action.exile': 'exile (remove from the game)',
  'action.damage': 'damage dealt by a spell or ability (noncombat damage)',
  'action.pump': 'until-end-of-turn power/toughness change',
  'action.keyword': 'gaining or losing an ability until end of turn',
  'action.set-types': 'changing creature types / card types',
  'action.tap': 'tapping or untapping a creature does not remove it from combat',
  'action.gain-control': 'gaining control of a creature',
  'action.life': 'gaining or losing life',
  'action.add-mana': 'adding mana to a player\'s mana pool',
  'action.remove-from-combat': 'an effect removes a creature from combat',
  'window.none': 'the window named by an action does not exist in this era',
  'window.restricted': 'only some kinds of action may be taken in this window (the damage prevention step)',
  'window.after-damage': 'from the start of damage dealing to the end of combat, only prevention, regeneration and mana sources',

  // Mana
  'mana.empty': 'mana pools empty (at the end of each step / phase)',
  'mana.burn': 'mana burn: unused mana causes its owner to lose life',
} as const;

export type RuleKey = keyof typeof RULE_KEYS;
