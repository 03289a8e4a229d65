#!/usr/bin/env python3
"""Builds cases.json and coverage.md from local mirrors of the outside suites.

Mirrors: checkouts of the outside repositories, in the folder named by MTG_ERAS_MIRRORS:
  $MTG_ERAS_MIRRORS/basvanopheusden+magic-combat/repo   pytest suite
  $MTG_ERAS_MIRRORS/phase-rs+phase/repo                 Rust combat tests
  $MTG_ERAS_MIRRORS/magefree+mage/repo                  XMage tests + card implementations
Forge cases are hand-catalogued in forge.json (files read one by one; the repo is too big to mirror).
CR Example paragraphs come from the archived Comprehensive Rules of each era (MTG_ERAS_RULESRAKER,
MTG_ERAS_MTG_CR below).

Features are tagged by regular expressions over each test's source (and, for XMage and Forge,
over the XMage implementation of every card the test names). Tagging is mechanical: see README.md
for its known limits.
"""
import json, re, subprocess, sys, os, collections

HERE = os.path.dirname(os.path.abspath(__file__))
# A folder holding one checkout per outside repository, as <owner>+<name>/repo.
MIR = os.environ.get('MTG_ERAS_MIRRORS', 'mirrors')
# The archived rules texts: the `archive/txt` folder of github.com/xremming/rulesraker
# (YYYY-MM-DD.txt) and the `Comprehensive Rules` folder of github.com/pit142857/mtg-cr (CR-YYYY-MM-DD.txt).
RR = os.environ.get('MTG_ERAS_RULESRAKER', 'rulesraker/archive/txt')
PIT = os.environ.get('MTG_ERAS_MTG_CR', 'mtg-cr/Comprehensive Rules')

# ---------------------------------------------------------------- feature vocabulary
# Features that today's format (docs/scenario-format.md) expresses.
TODAY = {
    'combat:basic', 'combat:multi-block', 'combat:first-strike', 'combat:double-strike',
    'kw:flying', 'kw:reach', 'kw:trample', 'kw:banding', 'kw:deathtouch', 'kw:lifelink',
    'kw:vigilance', 'kw:defender', 'kw:haste', 'kw:menace', 'kw:fear', 'kw:shadow',
    'kw:indestructible', 'kw:protection-color', 'ab:can-block-additional', 'ab:cant-block',
    'ab:damage-trigger-lifegain',
    'action:pump', 'action:destroy', 'action:damage', 'action:bounce', 'action:exile',
    'action:sacrifice', 'action:tap', 'action:untap', 'action:regenerate', 'action:prevent-shield',
    'action:grant-keyword', 'action:remove-from-combat', 'action:gain-control', 'action:life',
    'player:life', 'color',
}
# Informational: not a blocker (a card can be written out as numbers + abilities).
INFO = {'card-name'}

# The keyword library's keywords, each defined as vocabulary primitives (as in docs/scenario-format.md).
KEYWORD_AS = {
    'keyword:flanking': ['trigger:becomes-blocked-by', 'effect:pump', 'condition:lacks-keyword'],
    'keyword:rampage': ['trigger:becomes-blocked', 'effect:pump', 'amount:count'],
    'keyword:bushido': ['trigger:blocks', 'trigger:becomes-blocked', 'effect:pump'],
    'keyword:exalted': ['trigger:attacks', 'condition:attacks-alone', 'effect:pump'],
    'keyword:battle-cry': ['trigger:attacks', 'effect:pump', 'target:each-other-attacker'],
    'keyword:afflict': ['trigger:becomes-blocked', 'effect:lose-life'],
    'keyword:wither': ['replacement:damage-as-counters', 'counters:-1/-1'],
    'keyword:infect': ['replacement:damage-as-counters', 'counters:-1/-1', 'poison'],
    'keyword:toxic': ['trigger:combat-damage-to-player', 'poison'],
    'keyword:poisonous': ['trigger:combat-damage-to-player', 'poison'],
    'keyword:persist': ['trigger:dies', 'condition:no-counter', 'effect:return', 'counters:-1/-1'],
    'keyword:undying': ['trigger:dies', 'condition:no-counter', 'effect:return', 'counters:+1/+1'],
    'keyword:provoke': ['trigger:attacks', 'requirement:must-block', 'effect:untap'],
    'keyword:landwalk': ['static:cant-be-blocked', 'condition:defender-controls', 'perm:land'],
    'keyword:horsemanship': ['static:cant-be-blocked', 'condition:blocker-lacks-keyword'],
    'keyword:intimidate': ['static:cant-be-blocked', 'condition:blocker-shares-color'],
    'keyword:skulk': ['static:cant-be-blocked', 'condition:blocker-power'],
    'keyword:daunt': ['static:cant-be-blocked', 'condition:blocker-power'],
    'keyword:melee': ['trigger:attacks', 'effect:pump', 'amount:count'],
    'keyword:dethrone': ['trigger:attacks', 'condition:defender-most-life', 'counters:+1/+1'],
    'keyword:frenzy': ['trigger:attacks', 'condition:unblocked', 'effect:pump'],
    'keyword:training': ['trigger:attacks', 'condition:other-attacker-power', 'counters:+1/+1'],
    'keyword:mentor': ['trigger:attacks', 'condition:other-attacker-power', 'counters:+1/+1'],
    'keyword:battalion': ['trigger:attacks', 'condition:attackers-count'],
    'keyword:ninjutsu': ['zone:enters-attacking', 'activated:cost', 'effect:bounce'],
    'keyword:annihilator': ['trigger:attacks', 'effect:sacrifice'],
    'keyword:renown': ['trigger:combat-damage-to-player', 'condition:no-counter', 'counters:+1/+1'],
    'keyword:bloodthirst': ['zone:enters-with-counters', 'counters:+1/+1'],
    'keyword:exert': ['trigger:attacks', 'effect:tap'],
    'keyword:enlist': ['trigger:attacks', 'effect:pump', 'activated:cost'],
    'keyword:goad': ['requirement:attacks-each-combat'],
    'keyword:unblockable': ['static:cant-be-blocked'],
    'keyword:decayed': ['static:cant-block', 'trigger:attacks', 'effect:sacrifice'],
    'keyword:bands-with-other': ['static:banding'],
}

def expand(feats):
    out = set()
    for f in feats:
        if f in KEYWORD_AS:
            out.update(KEYWORD_AS[f])
        else:
            out.add(f)
    return out

def missing(feats):
    return sorted(f for f in feats if f not in TODAY and f not in INFO)

# ---------------------------------------------------------------- tagging rules
# (regex over source text, feature). Applied to test bodies and XMage card implementations.
RULES = [
    # today's keywords
    (r'\bflying\b|FlyingAbility|Keyword::Flying', 'kw:flying'),
    (r'\breach\b|ReachAbility|Keyword::Reach', 'kw:reach'),
    (r'\btrample\b|TrampleAbility|Keyword::Trample', 'kw:trample'),
    (r'\bBanding\b|BandingAbility|Keyword::Banding', 'kw:banding'),
    (r'\bdeathtouch\b|DeathtouchAbility|Keyword::Deathtouch', 'kw:deathtouch'),
    (r'\blifelink\b|LifelinkAbility|Keyword::Lifelink', 'kw:lifelink'),
    (r'\bvigilance\b|VigilanceAbility|Keyword::Vigilance', 'kw:vigilance'),
    (r'\bdefender\s*=|DefenderAbility|Keyword::Defender', 'kw:defender'),
    (r'HasteAbility|Keyword::Haste', 'kw:haste'),
    (r'\bmenace\b|MenaceAbility|Keyword::Menace', 'kw:menace'),
    (r'\bfear\b|FearAbility|Keyword::Fear', 'kw:fear'),
    (r'\bshadow\b|ShadowAbility|Keyword::Shadow', 'kw:shadow'),
    (r'\bindestructible\b|IndestructibleAbility|Keyword::Indestructible', 'kw:indestructible'),
    (r'protection_colors|ProtectionAbility|Keyword::Protection', 'kw:protection-color'),
    (r'first_strike|FirstStrikeAbility|Keyword::FirstStrike', 'combat:first-strike'),
    (r'double_strike|DoubleStrikeAbility|Keyword::DoubleStrike', 'combat:double-strike'),
    (r'colors\s*=|ObjectColor|Color::', 'color'),
    # the keyword library's keywords
    (r'\bflanking\b|FlankingAbility|Keyword::Flanking', 'keyword:flanking'),
    (r'\brampage\b|RampageAbility|Keyword::Rampage', 'keyword:rampage'),
    (r'\bbushido\b|BushidoAbility|Keyword::Bushido', 'keyword:bushido'),
    (r'exalted|ExaltedAbility|Keyword::Exalted', 'keyword:exalted'),
    (r'battle_cry|BattleCryAbility|Keyword::BattleCry', 'keyword:battle-cry'),
    (r'\bafflict\b|AfflictAbility|Keyword::Afflict', 'keyword:afflict'),
    (r'\bwither\b|WitherAbility|Keyword::Wither', 'keyword:wither'),
    (r'\binfect\b|InfectAbility|Keyword::Infect', 'keyword:infect'),
    (r'\btoxic\b|ToxicAbility|Keyword::Toxic', 'keyword:toxic'),
    (r'PoisonousAbility|Keyword::Poisonous', 'keyword:poisonous'),
    (r'\bpersist\b|PersistAbility|Keyword::Persist', 'keyword:persist'),
    (r'\bundying\b|UndyingAbility|Keyword::Undying', 'keyword:undying'),
    (r'\bprovoke|ProvokeAbility|Keyword::Provoke', 'keyword:provoke'),
    (r'walk\b.*=|LandwalkAbility|[A-Z][a-z]+walkAbility|Keyword::Landwalk|Keyword::\w+walk', 'keyword:landwalk'),
    (r'\bhorsemanship\b|HorsemanshipAbility|Keyword::Horsemanship', 'keyword:horsemanship'),
    (r'\bintimidate\b|IntimidateAbility|Keyword::Intimidate', 'keyword:intimidate'),
    (r'\bskulk\b|SkulkAbility|Keyword::Skulk', 'keyword:skulk'),
    (r'\bdaunt\b', 'keyword:daunt'),
    (r'\bmelee\b|MeleeAbility|Keyword::Melee', 'keyword:melee'),
    (r'\bdethrone\b|DethroneAbility|Keyword::Dethrone', 'keyword:dethrone'),
    (r'\bfrenzy\b|FrenzyAbility|Keyword::Frenzy', 'keyword:frenzy'),
    (r'\btraining\b|TrainingAbility|Keyword::Training', 'keyword:training'),
    (r'\bmentor\b|MentorAbility|Keyword::Mentor', 'keyword:mentor'),
    (r'\bbattalion\b|BattalionAbility|Keyword::Battalion', 'keyword:battalion'),
    (r'NinjutsuAbility|Keyword::Ninjutsu', 'keyword:ninjutsu'),
    (r'AnnihilatorAbility|Keyword::Annihilator', 'keyword:annihilator'),
    (r'RenownAbility|Keyword::Renown', 'keyword:renown'),
    (r'BloodthirstAbility|Keyword::Bloodthirst', 'keyword:bloodthirst'),
    (r'ExertAbility|Keyword::Exert', 'keyword:exert'),
    (r'EnlistAbility|Keyword::Enlist', 'keyword:enlist'),
    (r'GoadTargetEffect|Keyword::Goad|\bgoad', 'keyword:goad'),
    (r'\bunblockable\b|CantBeBlockedSource(Ability|Effect)|Keyword::Unblockable|CantBeBlocked\b', 'keyword:unblockable'),
    (r'Keyword::Decayed|DecayedAbility', 'keyword:decayed'),
    # triggers
    (r'AttacksTriggeredAbility|AttacksWithCreaturesTriggeredAbility|AttacksCreatureYouControlTriggeredAbility|AttacksAllTriggeredAbility|TriggerMode::Attacks|Attacks\b.*trigger|attack_trigger', 'trigger:attacks'),
    (r'BlocksSourceTriggeredAbility|BlocksCreatureTriggeredAbility|BlocksOrBecomesBlocked|TriggerMode::Blocks', 'trigger:blocks'),
    (r'BecomesBlocked(Source|All|ByOneOrMore)?TriggeredAbility|BecomesBlocked|TriggerMode::AttackerBlocked', 'trigger:becomes-blocked'),
    (r'DealsCombatDamageToAPlayerTriggeredAbility|DealsCombatDamageToAPlayerOrBattle|DamagedPlayer|TriggerMode::DamageDone|combat_damage_to_player', 'trigger:combat-damage-to-player'),
    (r'DealsDamageToACreatureTriggeredAbility|DealsCombatDamageToACreatureTriggeredAbility|DealsDamageToAPlayerTriggeredAbility|DealsCombatDamageTriggeredAbility', 'trigger:deals-damage'),
    (r'DealtDamageToSourceTriggeredAbility|IsDealtDamage', 'trigger:dealt-damage'),
    (r'DiesSourceTriggeredAbility|DiesCreatureTriggeredAbility|DiesThisOrAnother|TriggerMode::ChangesZone.*Graveyard|dies_trigger', 'trigger:dies'),
    (r'BeginningOfCombatTriggeredAbility|BeginningOfCombat|Phase::BeginCombat', 'trigger:beginning-of-combat'),
    (r'EndOfCombatTriggeredAbility|AtTheEndOfCombat', 'trigger:end-of-combat'),
    (r'EntersBattlefieldTriggeredAbility|EntersBattlefieldAbility', 'trigger:enters'),
    # counters, poison, loyalty
    (r'P1P1|plus1|PlusOne|\+1/\+1 counter|CounterType::P1P1|add_counter', 'counters:+1/+1'),
    (r'M1M1|minus1|MinusOne|-1/-1 counter|CounterType::M1M1', 'counters:-1/-1'),
    (r'\bpoison\b|POISON|Poison', 'poison'),
    # permanents
    (r'PLANESWALKER|Planeswalker|planeswalker|LoyaltyAbility|loyalty', 'perm:planeswalker'),
    (r'CardType.BATTLE|Battle\b|battle\.rs|protector|SIEGE', 'perm:battle'),
    (r'CardType.LAND|Forest|Island|Swamp|Mountain|Plains|add_land', 'perm:land'),
    (r'CardType.ENCHANTMENT|Enchantment|SubType.AURA', 'perm:enchantment'),
    (r'CardType.ARTIFACT|artifact\s*=\s*True|EQUIPMENT|Equip', 'perm:artifact'),
    # statics
    (r'CantBeBlockedByCreatures|CantBeBlockedByMoreThan|CantBeBlockedExcept|CanBlockOnlyFlying|CantBeBlockedByAll|CantBlockAloneAbility|CantAttackAloneAbility|CanBlockOnly', 'static:block-restriction'),
    (r'CombatDamageByToughness|AssignsDamageEqualToToughness|by_toughness', 'static:damage-by-toughness'),
    (r'DamageAsThoughNotBlocked|AsThoughNotBlocked', 'static:assign-as-unblocked'),
    (r'BoostControlledEffect|BoostAllEffect|BoostEquippedEffect|BoostEnchantedEffect|SimpleStaticAbility\(new Boost', 'static:pt'),
    (r'GainAbilityControlledEffect|GainAbilityAllEffect|GainAbilityAttachedEffect', 'static:grant-keyword'),
    (r'CantAttack(Any|You)|CantAttackEffect|CantBlockAllEffect|CantBlockTargetEffect|CantBlockSourceEffect|CantAttackBlock', 'static:cant-attack-or-block'),
    # requirements
    (r'MustBeBlockedBy|MustBeBlockedByAll|MustBeBlockedByAtLeastOne|must_be_blocked|MustBlock', 'requirement:must-be-blocked'),
    (r'AttacksEachCombat|AttacksIfAble|attacks_each_combat', 'requirement:attacks-each-combat'),
    (r'BlocksIfAble|BlocksEachCombat', 'requirement:blocks-each-combat'),
    # prevention / replacement
    (r'PreventAllCombatDamage|PreventAllDamageByAll|Fog\b|PreventDamageByChosenSource|PreventDamageFromChosenSource|PreventAllDamageBy|PreventAllDamageTo|PreventDamageBy|PreventDamageTo|PreventCombatDamage', 'prevention:effect'),
    (r'DoubleDamage|DamageMultiplier|deals double that damage|twice that much damage', 'replacement:damage-modify'),
    (r'RedirectDamage|redirect', 'replacement:redirect'),
    (r'CantLoseGame|DontLose', 'replacement:dont-lose'),
    # effects (inside abilities)
    (r'BoostSourceEffect|BoostTargetEffect|Pump\b', 'effect:pump'),
    (r'DamageTargetEffect|DamagePlayersEffect|DamageAllEffect|DamageEverything|Damage\b.*Effect', 'effect:damage'),
    (r'DestroyTargetEffect|DestroySourceEffect|DestroyAllEffect', 'effect:destroy'),
    (r'LoseLifeTargetEffect|LoseLifeOpponentsEffect|GainLifeEffect|LoseLife|GainLife', 'effect:life'),
    (r'TapTargetEffect|TapAllEffect|UntapTargetEffect|UntapSourceEffect|UntapAll', 'effect:tap'),
    (r'SacrificeSourceEffect|SacrificeTargetEffect|SacrificeEffect|SacrificeAll', 'effect:sacrifice'),
    (r'ReturnToHand|ReturnSourceFromGraveyardToBattlefield|ReturnToBattlefield', 'effect:move'),
    (r'ExileReturnBattlefield|ExileTargetForSourceEffect.*Return|Flicker|blink', 'zone:blink'),
    (r'EnteredAttacking|PutOntoBattlefieldAttacking|tapped and attacking|CreateTokenEffect\(.*true, true|ATTACKING', 'zone:enters-attacking'),
    (r'CreateTokenEffect', 'effect:token'),
    (r'FightTargetsEffect|Fight', 'effect:fight'),
    # activated abilities and costs
    (r'TapSourceCost|\{T\}', 'cost:tap'),
    (r'SacrificeSourceCost|SacrificeTargetCost', 'cost:sacrifice'),
    (r'PayLifeCost', 'cost:life'),
    (r'SimpleActivatedAbility|ActivateAsSorcery|activateAbility\(', 'activated:ability'),
    (r'EquipAbility|Equip\b', 'activated:equip'),
    (r'CopyTarget|CopyEffect|Clone', 'other:copy'),
    (r'ControlTarget|GainControl|gain_control', 'action:gain-control'),
]

def tag(text):
    return {f for rx, f in RULES if re.search(rx, text)}

def git_show(repo, path):
    return subprocess.run(['git', '-C', repo, 'show', 'HEAD:' + path], capture_output=True, text=True).stdout

def git_ls(repo, under):
    out = subprocess.run(['git', '-C', repo, 'ls-tree', '-r', '--name-only', 'HEAD', under], capture_output=True, text=True).stdout
    return [l for l in out.splitlines() if l]

def summary_from(name, doc):
    s = (doc or '').strip().split('\n')[0].strip().strip('"').strip()
    return s if s else re.sub(r'[_]+', ' ', name).strip()

# ---------------------------------------------------------------- magic-combat
def magic_combat():
    repo = f'{MIR}/basvanopheusden+magic-combat/repo'
    files = [f for f in git_ls(repo, 'tests') if re.match(r'tests/(abilities|combat)/test_.*\.py$', f)]
    cases = []
    for f in files:
        src = git_show(repo, f)
        # split into top-level test functions
        parts = re.split(r'\n(?=(?:@pytest[^\n]*\n)*def test_)', src)
        for p in parts:
            m = re.search(r'def (test_\w+)\(', p)
            if not m:
                continue
            name = m.group(1)
            doc = re.search(r'"""(.*?)"""', p, re.S)
            body = p
            feats = {'combat:basic'} | tag(body)
            if re.search(r'link_block\(\w+, \w+, \w+', body): feats.add('combat:multi-block')
            if re.search(r'life=|\.life\b', body): feats.add('player:life')
            if 'test_block_ai' in f or 'simple_block' in f or 'optimal' in f or 'snapshot' in f or 'k_parameter' in f or 'decide_optimal' in body or 'decide_simple' in body:
                feats.add('search:block-choice')   # best block/attack search, not the ability vocabulary
            if 'mana_cost' in body or 'value' in name: feats.add('other:scoring')
            # magic-combat's own "artifact" flag is a creature type (e.g. for daunt/protection)
            feats.discard('perm:land'); feats.discard('perm:enchantment'); feats.discard('effect:token')
            if 'artifact=True' in body: feats.add('color')
            feats.discard('perm:artifact')
            cases.append(dict(source=dict(kind='repo', repo='basvanopheusden/magic-combat', path=f, test=name),
                              summary=summary_from(name, doc.group(1) if doc else ''), features=sorted(feats)))
    return cases, len(cases), 'all test functions in tests/abilities and tests/combat (parametrized tests counted once)'

# ---------------------------------------------------------------- phase-rs
def phase():
    repo = f'{MIR}/phase-rs+phase/repo'
    files = ['crates/engine/src/game/combat.rs', 'crates/engine/src/game/combat_damage.rs',
             'crates/engine/src/game/engine_combat.rs', 'crates/engine/tests/integration/rules/combat.rs',
             'crates/engine/tests/integration/rules/keywords.rs', 'crates/engine/tests/integration/rules/battle.rs',
             'crates/engine/tests/integration/ureni_attack_trigger.rs']
    cases = []
    for f in files:
        src = git_show(repo, f)
        chunks = src.split('#[test]')
        for i, ch in enumerate(chunks[1:]):
            m = re.search(r'fn (\w+)\(', ch)
            if not m: continue
            name = m.group(1)
            prev = chunks[i].rstrip().split('\n')
            doc = ' '.join(l.strip()[3:].strip() for l in prev[-3:] if l.strip().startswith('///'))
            body = ch.split('\n    #[', 1)[0] if f.endswith('.rs') else ch
            feats = {'combat:basic'} | tag(body)
            if re.search(r'tax|Propaganda|Ghostly Prison|ward|Norn', body, re.I): feats.add('static:attack-tax')
            if re.search(r'get_valid_attack_targets|multiplayer|P2\b|P3\b', body): feats.add('other:multiplayer')
            if 'battle' in f: feats.add('perm:battle')
            feats.discard('perm:enchantment') if 'Ghostly' not in body else None
            cases.append(dict(source=dict(kind='repo', repo='phase-rs/phase', path=f, test=name),
                              summary=(doc or name.replace('_', ' '))[:200], features=sorted(feats)))
    return cases, len(cases), 'all #[test] functions in the seven combat test files'

# ---------------------------------------------------------------- XMage
XM_TESTS = ['Mage.Tests/src/test/java/org/mage/test/combat/']
XM_KEYWORD_FILES = ['Afflict', 'Annihilator', 'Banding', 'BattleCry', 'Bloodthirst', 'Bushido', 'Deathtouch',
                    'Dethrone', 'Enlist', 'Exalted', 'Exert', 'Goad', 'Infect', 'Ninjutsu', 'Persist',
                    'Poisonous', 'Provoke', 'Renown', 'Undying']

def xmage():
    repo = f'{MIR}/magefree+mage/repo'
    files = []
    for d in XM_TESTS: files += git_ls(repo, d)
    files += [f'Mage.Tests/src/test/java/org/mage/test/cards/abilities/keywords/{k}Test.java' for k in XM_KEYWORD_FILES]
    cache = {}
    def card_src(name):
        if name in cache: return cache[name]
        cls = re.sub(r'[^A-Za-z0-9]', '', ''.join(w[:1].upper() + w[1:] for w in re.split(r"[\s\-,']+", name)))
        txt = git_show(repo, f'Mage.Sets/src/mage/cards/{cls[:1].lower()}/{cls}.java') if cls else ''
        txt = '\n'.join(l for l in txt.split('\n') if not l.strip().startswith(('//', '*', '/*', 'import', 'package')))
        cache[name] = txt
        return txt
    cases = []
    total = 0
    for f in files:
        src = git_show(repo, f)
        consts = dict(re.findall(r'String\s+(\w+)\s*=\s*"([^"]+)"', src))
        methods = re.split(r'\n\s*@Test', src)
        for mth in methods[1:]:
            m = re.search(r'void (\w+)\(', mth)
            if not m: continue
            total += 1
            name = m.group(1)
            body = mth.split('\n    }\n', 1)[0]
            cards = set(re.findall(r'add(?:Card|Target)\(\s*Zone\.\w+\s*,\s*player\w\s*,\s*"([^"]+)"', body))
            for c in re.findall(r'add(?:Card)\(\s*Zone\.\w+\s*,\s*player\w\s*,\s*(\w+)', body):
                if c in consts: cards.add(consts[c])
            for c in re.findall(r'castSpell\(\d+,\s*PhaseStep\.\w+,\s*player\w,\s*"([^"]+)"', body): cards.add(c)
            feats = {'combat:basic', 'card-name'}
            text = body
            for c in cards:
                cs = card_src(c)
                # drop the card's own class boilerplate lines that name unrelated types
                text += '\n' + cs
            feats |= tag(text)
            if re.search(r'castSpell\(', body):
                feats.add('spell')
            if re.search(r'block\(\d+,\s*player\w,\s*[^;]*\);[\s\S]*block\(\d+,\s*player\w', body): feats.add('combat:multi-block')
            if re.search(r'assertLife', body): feats.add('player:life')
            if re.search(r'playerC|playerD|FreeForAll|Multiplayer', src): feats.add('other:multiplayer')
            if re.search(r'attack\(\d+,\s*player\w,\s*[^,]+,\s*"[^"]+"\)', body) and 'Planeswalker' in f: feats.add('perm:planeswalker')
            # spells that are plain actions of today's format
            spell_feats = set()
            for c in cards:
                cs = card_src(c)
                if re.search(r'CardType\.(INSTANT|SORCERY)', cs):
                    t = tag(cs)
                    if t & {'effect:pump'}: spell_feats.add('action:pump')
                    if t & {'effect:destroy'}: spell_feats.add('action:destroy')
                    if t & {'effect:damage'}: spell_feats.add('action:damage')
                    if t & {'effect:move'}: spell_feats.add('action:bounce')
            if spell_feats and not (feats & {'trigger:attacks', 'trigger:becomes-blocked', 'trigger:blocks', 'trigger:dies', 'trigger:combat-damage-to-player'}):
                feats -= {'effect:pump', 'effect:destroy', 'effect:damage', 'effect:move', 'spell'}
                feats |= spell_feats
            if 'spell' in feats: feats.discard('spell'); feats.add('other:spell-effect')
            feats.discard('perm:land') if not re.search(r'walk', text, re.I) and not re.search(r'"(Forest|Island|Swamp|Mountain|Plains)"', body) else None
            cases.append(dict(source=dict(kind='repo', repo='magefree/mage', path=f, test=name),
                              summary=(name + ': ' + ', '.join(sorted(cards)))[:200], cards=sorted(cards), features=sorted(feats)))
    return cases, total, 'every @Test in Mage.Tests/.../test/combat/ and in the 19 combat-keyword test files of cards/abilities/keywords/ (of 139 keyword files)'

# ---------------------------------------------------------------- Forge (hand catalogue)
def forge():
    data = json.load(open(os.path.join(HERE, 'forge.json')))
    return data['cases'], data['total'], data['sampling']

# ---------------------------------------------------------------- CR examples
ERA_DOCS = [
    ('sixth-1999', f'{PIT}/CR-1999-04-23.txt'),
    ('legions-2003', f'{RR}/2003-03-15.txt'),
    ('champions-2004', f'{PIT}/CR-2004-10-01.txt'),
    ('futuresight-2007', f'{RR}/2007-05-01.txt'),
    ('m10-2009', f'{RR}/2009-07-11.txt'),
    ('m11-2010', f'{RR}/2010-07-16.txt'),
    ('mh3-2024', f'{RR}/2024-06-07.txt'),
    ('foundations-2024', f'{RR}/2024-11-08.txt'),
]
COMBAT_WORDS = r'\b(attack|attacks|attacking|attacked|block|blocks|blocking|blocked|blocker|combat damage|trample|first strike|double strike|flanking|rampage|bushido|banding|bands)\b'

def read_text(p):
    raw = open(p, 'rb').read()
    for enc in ('utf-8-sig', 'utf-16', 'latin-1'):
        try:
            t = raw.decode(enc)
            if 'Example' in t: return t
        except UnicodeDecodeError:
            pass
    return raw.decode('latin-1')

def cr_examples():
    """Every Example paragraph, in the eight CR era documents, that describes a combat; deduplicated
    by text (the first, oldest document that has it is cited, later ones listed)."""
    seen = {}
    total = 0
    for era, p in ERA_DOCS:
        raw_lines = read_text(p).replace('\r', '').split('\n')
        # join hard-wrapped continuation lines (the 1999 text wraps at 80 columns)
        lines = []
        for ln in raw_lines:
            ln = ln.strip()
            if not ln:
                lines.append(''); continue
            if lines and lines[-1] and not re.match(r'(\d{3}\.\d+[a-z]?\.? |examples?:)', ln, re.I):
                lines[-1] += ' ' + ln
            else:
                lines.append(ln)
        rule = None
        for ln in lines:
            m = re.match(r'^(\d{3}\.\d+[a-z]?)\.? ', ln)
            if m: rule = m.group(1)
            if re.match(r'Examples?:', ln, re.I) and rule and re.search(COMBAT_WORDS, ln, re.I):
                total += 1
                ex = re.sub(r'^Examples?:\s*', '', ln, flags=re.I)
                key = re.sub(r'\W+', ' ', ex.lower()).strip()[:160]
                if key in seen:
                    seen[key]['source'].setdefault('also', []).append(f'{era} {rule}')
                    continue
                feats = {'combat:basic'} | tag(ex) | cr_tag(ex)
                feats -= {'color'}
                if re.search(r'\b(red|green|blue|black|white)\b', ex, re.I): feats.add('color')
                seen[key] = dict(source=dict(kind='cr', document=os.path.basename(p), ruleset=era, rule=rule, paragraph='Example'),
                                 summary=ex[:240], features=sorted(feats))
    cases = list(seen.values())
    return cases, len(cases), f'every Example paragraph mentioning attack/block/combat damage/combat keywords in the eight CR era documents (1999-04-23 ... 2024-11-08), {total} paragraphs, deduplicated by text'

def cr_tag(t):
    f = set()
    low = t.lower()
    pairs = [
        (r'whenever .* attacks', 'trigger:attacks'), (r'whenever .* blocks', 'trigger:blocks'),
        (r'becomes blocked', 'trigger:becomes-blocked'), (r'deals combat damage to a player', 'trigger:combat-damage-to-player'),
        (r'\bdies\b', 'trigger:dies'), (r'beginning of combat', 'trigger:beginning-of-combat'),
        (r'can.t be blocked except', 'static:block-restriction'), (r'can block only', 'static:block-restriction'),
        (r'can.t attack|can.t block', 'static:cant-attack-or-block'), (r'attacks each combat if able|attacks each turn if able', 'requirement:attacks-each-combat'),
        (r'must be blocked|able to block .* do so', 'requirement:must-be-blocked'),
        (r'attacks if able|attack if able', 'requirement:attacks-each-combat'),
        (r'blocks if able|block if able|blocks each combat if able|blocks each turn if able', 'requirement:blocks-each-combat'),
        (r'whenever you gain life|whenever .* is dealt damage|whenever a creature deals damage', 'trigger:other-event'),
        (r'tapped and attacking|onto the battlefield attacking', 'zone:enters-attacking'),
        (r'prevent', 'prevention:effect'), (r'\+1/\+1 counter', 'counters:+1/+1'), (r'-1/-1 counter', 'counters:-1/-1'),
        (r'poison', 'poison'), (r'planeswalker', 'perm:planeswalker'), (r'\bbattle\b', 'perm:battle'),
        (r'gets \+\d+/\+\d+|gets -\d+/-\d+', 'effect:pump'), (r'\{t\}', 'cost:tap'),
        (r'\bmulti|two opponents|each opponent|another player|three players', 'other:multiplayer'),
        (r'as though it weren.t blocked', 'static:assign-as-unblocked'), (r'toughness rather than', 'static:damage-by-toughness'),
        (r'equip|aura|enchanted creature', 'perm:enchantment'), (r'gets \+\d+/\+\d+ for each', 'static:pt'),
        (r'costs? .* to attack|pay .* for each', 'static:attack-tax'), (r'\bmana\b', 'other:mana'),
    ]
    for rx, ft in pairs:
        if re.search(rx, low): f.add(ft)
    return f

# ---------------------------------------------------------------- main
def main():
    sources = {
        'magic-combat': magic_combat(), 'xmage': xmage(), 'forge': forge(), 'phase': phase(), 'cr-examples': cr_examples(),
    }
    allcases = []
    meta = {}
    for s, (cases, total, how) in sources.items():
        for i, c in enumerate(cases):
            c['id'] = f'{s}-{i+1:03d}'
            c['suite'] = s
            miss = missing(c['features'])
            c['missing_today'] = miss
            c['expressible_today'] = not miss
        meta[s] = dict(cases_catalogued=len(cases), cases_in_source=total, sampling=how)
        allcases += cases
    out = dict(schema='outside-cases/1', generated_by='build.py', feature_vocabulary=dict(
        today=sorted(TODAY), informational=sorted(INFO), keywords_as_primitives=KEYWORD_AS), sources=meta,
        cases=[{k: c[k] for k in ['id', 'suite', 'source', 'summary', 'features', 'expressible_today', 'missing_today'] } | ({'cards': c['cards']} if 'cards' in c else {}) for c in allcases])
    json.dump(out, open(os.path.join(HERE, 'cases.json'), 'w'), indent=1)
    coverage(allcases, meta)

def greedy(cases, expand_kw):
    """Greedy unlock order: repeatedly add the feature that makes the most cases fully expressible
    (ties, or none: the feature missing from the most cases)."""
    need = []
    for c in cases:
        fs = expand(c['features']) if expand_kw else set(c['features'])
        need.append(set(missing(fs)))
    have = set()
    n = len(cases)
    steps = [('(today)', sum(1 for m in need if not m))]
    while True:
        open_ = [m - have for m in need if m - have]
        if not open_: break
        cnt_unlock = collections.Counter()
        cnt_any = collections.Counter()
        for m in open_:
            for f in m: cnt_any[f] += 1
            if len(m) == 1: cnt_unlock[next(iter(m))] += 1
        # consider pairs cheaply: best feature by (unlocks, appearances)
        best = max(cnt_any, key=lambda f: (cnt_unlock.get(f, 0), cnt_any[f], f))
        have.add(best)
        steps.append((best, sum(1 for m in need if not (m - have))))
    return steps, n

def coverage(cases, meta):
    L = ['# Coverage of the outside combat suites by feature', '',
         'Generated by `build.py` from `cases.json`; do not edit by hand. A case is *expressible* when every',
         'feature it needs is in today\'s format (`today` in cases.json) or has been added. Order: greedy — at each',
         'step the feature that completes the most remaining cases (ties: the one most cases still need).',
         'Keywords of the keyword library are expanded into the primitives that define them (as in docs/scenario-format.md), so',
         'the list is the *vocabulary* a suite needs, not the keyword list.', '']
    suites = ['magic-combat', 'xmage', 'forge', 'phase', 'cr-examples']
    L.append('| suite | in source | catalogued | expressible today |')
    L.append('|---|---|---|---|')
    for s in suites:
        cs = [c for c in cases if c['suite'] == s]
        ok = sum(1 for c in cs if c['expressible_today'])
        L.append(f"| {s} | {meta[s]['cases_in_source']} | {len(cs)} | {ok} ({100*ok/len(cs):.0f}%) |")
    ok = sum(1 for c in cases if c['expressible_today'])
    L.append(f"| **all** | {sum(meta[s]['cases_in_source'] for s in suites)} | {len(cases)} | {ok} ({100*ok/len(cases):.0f}%) |")
    L.append('')
    # how often each missing feature occurs (before expansion)
    L.append('## Missing features by number of cases (as tagged, keywords not expanded)')
    L.append('')
    cnt = collections.Counter(f for c in cases for f in c['missing_today'])
    L.append('| feature | cases | ' + ' | '.join(suites) + ' |')
    L.append('|---|---|' + '---|' * len(suites))
    for f, k in cnt.most_common():
        per = [sum(1 for c in cases if c['suite'] == s and f in c['missing_today']) for s in suites]
        L.append(f'| `{f}` | {k} | ' + ' | '.join(str(p) for p in per) + ' |')
    L.append('')
    reach90 = {}
    for s in suites + ['all']:
        cs = cases if s == 'all' else [c for c in cases if c['suite'] == s]
        steps, n = greedy(cs, True)
        L.append(f'## {s}: unlock order ({n} cases)')
        L.append('')
        L.append('| step | feature added | expressible | share |')
        L.append('|---|---|---|---|')
        hit = None
        for i, (f, k) in enumerate(steps):
            mark = ''
            if hit is None and k >= 0.9 * n:
                hit = i; mark = ' **← 90%**'
            L.append(f'| {i} | `{f}` | {k} | {100*k/n:.0f}%{mark} |')
        reach90[s] = [f for f, _ in steps[1:(hit or len(steps)-1) + 1]]
        L.append('')
    L.append('## Features needed for 90% of each suite (union = the minimum vocabulary)')
    L.append('')
    union = set()
    for s in suites:
        L.append(f'- **{s}** ({len(reach90[s])}): ' + ', '.join(f'`{f}`' for f in reach90[s]))
        union |= set(reach90[s])
    L.append('')
    L.append(f'Union over the five suites: {len(union)} features: ' + ', '.join(f'`{f}`' for f in sorted(union)))
    L.append('')
    open(os.path.join(HERE, 'coverage.md'), 'w').write('\n'.join(L) + '\n')
    print('\n'.join(L[:20]))
    for s in suites: print(s, len(reach90[s]), reach90[s])
    print('union', len(union), sorted(union))

if __name__ == '__main__':
    main()  # cases.json, coverage.md; grouped_md() below appends the group table

# ---------------------------------------------------------------- grouped shares (by vocabulary group)
GROUPS = [
    ('counters, poison, damage as counters', lambda f: f.startswith('counters:') or f in ('poison', 'replacement:damage-as-counters')),
    ('triggers, conditions, effects', lambda f: f.split(':')[0] in ('trigger', 'effect', 'condition', 'amount', 'target') or f == 'requirement:must-block'),
    ('statics, requirements', lambda f: f.startswith('static:') or f.startswith('requirement:')),
    ('permanents, activated abilities and costs, prevention and replacement, zones', lambda f: f.split(':')[0] in ('perm', 'activated', 'cost', 'prevention', 'replacement', 'zone') or f == 'other:spell-effect'),
]
def grouped():
    d = json.load(open(os.path.join(HERE, 'cases.json')))
    suites = ['magic-combat', 'xmage', 'forge', 'phase', 'cr-examples']
    rows = []
    for s in suites + ['all']:
        cs = [c for c in d['cases'] if s == 'all' or c['suite'] == s]
        need = [set(missing(expand(c['features']))) for c in cs]
        shares = [sum(1 for m in need if not m)]
        ok = lambda f: False
        preds = []
        for _, p in GROUPS:
            preds.append(p)
            shares.append(sum(1 for m in need if all(any(q(f) for q in preds) for f in m)))
        left = collections.Counter(f for m in need for f in m if not any(q(f) for q in preds))
        board = sum(1 for m in need if all(any(q(f) for q in preds) or f.startswith('search:') or f == 'other:scoring' for f in m))
        rows.append((s, len(cs), shares + [board], left.most_common(4)))
    return rows

def grouped_md():
    L = ['## Shares by vocabulary group (cumulative)', '',
         '| suite | today | + ' + ' | + '.join(g for g, _ in GROUPS) + ' | board only (AI-choice and scoring cases counted as expressible) | left after all groups |',
         '|---|---|' + '---|' * len(GROUPS) + '---|---|']
    for s, n, sh, left in grouped():
        L.append(f'| {s} ({n}) | ' + ' | '.join(f'{100*x/n:.0f}%' for x in sh) + ' | ' + ', '.join(f'`{f}` {k}' for f, k in left) + ' |')
    with open(os.path.join(HERE, 'coverage.md'), 'a') as fh:
        fh.write('\n'.join(L) + '\n')
    print('\n'.join(L))

if __name__ == '__main__':
    grouped_md()
