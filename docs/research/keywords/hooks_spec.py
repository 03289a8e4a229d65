"""Hand-written part of rules-for-new-hooks.json: which sentences to find per era, and what they mean.

Each item is searched for in every era document (rule_re restricts the rule numbers looked at;
`dangelo` items only in CR-1999-04-21.txt, `cr` items only in the CR documents). An item found is
VERIFIED (DERIVED for revised-1994, whose document is the 1999 Fifth-Edition summary).
"""
NUM = r'\d{3}\.\d+[a-z]?$'
D = r'[A-Z]\.\d+\.(Ruling\.)?\d+$'

HOOKS = [
    dict(id='counter-cancellation', first=r'has both a \+1/\+1 counter and a -1/-1 counter', title='+1/+1 and -1/-1 counters cancel (state-based action)',
         items=[
             dict(what='cancel rule', cr=r'has both a \+1/\+1 counter and a -1/-1 counter', rule_re=NUM),
             dict(what='state-based action list entry', cr=r'has both a \+1/\+1 counter and a -1/-1 counter', rule_re=r'(420\.5|704\.5)[a-z]$'),
             dict(what='pre-CR: counters of equal value interchangeable (no cancelling)', dangelo=r'interchangeable with other counters', rule_re=D),
         ],
         differences=[
             {'eras': 'revised-1994..champions-2004', 'text': 'No cancel rule: both kinds of counter stay; P/T effects add. Persist/undying are not re-armed by the opposite counter.', 'label': 'DERIVED (absence VERIFIED by search of each document)'},
             {'eras': 'futuresight-2007', 'text': 'Cancel as a state-based action (420.5n; first CR 2006-10-01, absent 2006-07-15).', 'label': 'VERIFIED'},
             {'eras': 'm10-2009..foundations-2024', 'text': 'Cancel as a state-based action (704.5r in m10/m11; 704.5q in mh3/fdn; also 120.2 / 121.2 / 122.3).', 'label': 'VERIFIED'}]),
    dict(id='poison-ten-loses', first=r'ten or more poison counters', title='A player with ten or more poison counters loses',
         items=[
             dict(what='rule', cr=r'ten or more poison counters', rule_re=r'(102|104)\.\d+[a-z]?$'),
             dict(what='state-based action', cr=r'ten or more poison counters', rule_re=r'(420\.5|704\.5)[a-z]$'),
             dict(what='pre-CR rule effect', dangelo=r'10 \(or more\) such counters', rule_re=D),
         ],
         differences=[
             {'eras': 'revised-1994,urza-1998', 'text': 'Loss is immediate, a rule effect at any time (E.11.2), unlike 0 life which waits for the end of a phase or attack (G.22.3).', 'label': 'VERIFIED'},
             {'eras': 'sixth-1999', 'text': 'The 1999-04-23 CR has no poison rule (searched). Apply the 2001-07-23 SBA (102.8, 420.5h).', 'label': 'DERIVED'},
             {'eras': 'legions-2003..foundations-2024', 'text': 'State-based action: loses the next time a player would receive priority.', 'label': 'VERIFIED'}]),
    dict(id='poison-sources', first=r'"Poisonous N" means', title='Poison counters from poisonous, infect, toxic',
         items=[
             dict(what='poisonous', cr=r'"Poisonous N" means', rule_re=NUM),
             dict(what='infect (player)', cr=r'Damage dealt to a player by a source with infect', rule_re=NUM),
             dict(what='infect in the damage rules', cr=r'infect', rule_re=r'(120|119|118)\.3[a-z]$'),
             dict(what='toxic', cr=r'total toxic value', rule_re=NUM),
             dict(what='poison counters defined', cr=r'poison counters? .{0,40}(has|have|gets?)|poison counter is', rule_re=r'(122|121|120)\.1[a-z]$'),
         ],
         differences=[
             {'eras': 'revised-1994..m11-2010', 'text': 'Keywords absent: apply printed text (see keywords.json poisonous / infect / toxic).', 'label': 'DERIVED'}]),
    dict(id='planeswalker-loyalty-damage', first=r'Planeswalkers can be attacked', title='Planeswalkers: attackable; damage removes loyalty; 0 loyalty SBA',
         items=[
             dict(what='can be attacked', cr=r'Planeswalkers can be attacked', rule_re=NUM),
             dict(what='damage removes loyalty', cr=r'Damage dealt to a planeswalker causes that many loyalty', rule_re=NUM),
             dict(what='damage removes loyalty (planeswalker section)', cr=r'Damage dealt to a planeswalker (results in|causes) that many loyalty', rule_re=r'306\.\d+$'),
             dict(what='unblocked attacker damages the planeswalker it attacks', cr=r'attacking a planeswalker.{0,60}(assigns?|deals?).{0,40}(combat damage|to the planeswalker)', rule_re=r'510\.1[a-z]$'),
             dict(what='0 loyalty', cr=r'planeswalker with 0 loyalty', rule_re=r'(704\.5|120\.1|121\.1|122\.1)[a-z]$'),
             dict(what='0 loyalty state-based action', cr=r'planeswalker has loyalty 0|planeswalker.{0,30}loyalty is 0', rule_re=r'704\.5[a-z]$'),
             dict(what='0 loyalty (planeswalker section)', cr=r'planeswalker.{0,30}loyalty is 0', rule_re=r'306\.\d+$'),
         ],
         differences=[
             {'eras': 'revised-1994..futuresight-2007', 'text': 'No planeswalker card type (first CR 2007-10-01). Recommendation: reject planeswalker scenarios, or run as printed text with a log note (the tool does the latter).', 'label': 'VERIFIED (absence) / recommendation'}]),
    dict(id='planeswalker-redirection', first=r'may have that source deal that damage to a planeswalker', title='Redirection of noncombat damage from a player to a planeswalker (removed 2018-04-27)',
         items=[
             dict(what='redirection rule', cr=r'may have that source deal that damage to a planeswalker', rule_re=NUM),
             dict(what='removal note', cr=r'Previously, planeswalkers were subject to a redirection', rule_re=NUM),
         ],
         differences=[
             {'eras': 'm10-2009,m11-2010', 'text': "Noncombat damage from an opponent's source to a player may be dealt to that player's planeswalker instead (m10 306.8, m11 306.7). Combat damage is never redirected.", 'label': 'VERIFIED'},
             {'eras': 'mh3-2024,foundations-2024', 'text': 'Rule removed (CR 2018-04-27; 2018-01-19 still has it); 306.7 explains that damage must now target the planeswalker.', 'label': 'VERIFIED'}]),
    dict(id='battles', first=r'Battles can be attacked', title='Battles: attackable, defense counters, protector',
         items=[
             dict(what='can be attacked', cr=r'Battles can be attacked', rule_re=NUM),
             dict(what='damage removes defense', cr=r'defense counters being removed', rule_re=NUM),
             dict(what='protector', cr=r'designated as its protector', rule_re=NUM),
             dict(what='protector may block', cr=r"protector may block", rule_re=NUM),
             dict(what='0 defense SBA', cr=r'battle has defense 0', rule_re=r'704\.5[a-z]$'),
         ],
         differences=[
             {'eras': 'revised-1994..m11-2010', 'text': 'No battle card type (first CR 2023-04-14). Reject, or printed text with a log note.', 'label': 'VERIFIED (absence)'}]),
    dict(id='blocking-requirements', first=r'increase the number of requirements|maximum possible number of requirements', title='Blocking requirements maximised (Lure, provoke, "blocks each combat if able")',
         items=[
             dict(what="P5 'subset' test", dangelo=r'any subset of the creatures that were required to block', rule_re=D),
             dict(what='P5 block as many as possible', dangelo=r'must choose to block as many as possible', rule_re=D),
             dict(what='P5 not required to maximize', dangelo=r'not required to maximize', rule_re=r'C\.6\.Ruling\.\d+$'),
             dict(what='P5 must attack or block', dangelo=r'must attack|must block', rule_re=r'C\.10\.\d+$'),
             dict(what='6e99 requirements that do not conflict (attackers)', cr=r"requirements? that (don't|do not) conflict", rule_re=r'500\.2$', eras=['sixth-1999']),
             dict(what='6e99 the same for blockers', cr=r"Similar restrictions apply to declaring blockers", rule_re=r'500\.2$', eras=['sixth-1999']),
             dict(what='2003-2007 maximum requirements without violating restrictions', cr=r'increase the number of requirements|maximum possible number of requirements|requirement conflicts', rule_re=r'500\.[3-5]$'),
             *[dict(what=f'2003-2007 rule {n}', cr=r'.', rule_re=rf'500\.{n[-1]}$', eras=['legions-2003', 'champions-2004', 'futuresight-2007']) for n in ('500.3', '500.4', '500.5')],
             dict(what='2003-2007 two-or-more example', cr=r'two or more creatures', rule_re=r'500\.[3-5]$', eras=['legions-2003', 'champions-2004', 'futuresight-2007']),
             dict(what='m10+ 509.1c', cr=r'maximum possible number of requirements', rule_re=r'509\.1c$'),
             dict(what='m10+ 508.1d attackers', cr=r'maximum possible number of requirements', rule_re=r'508\.1d$'),
         ],
         differences=[
             {'eras': 'revised-1994,urza-1998', 'text': "Illegal if a left-out required creature could have been added (C.6.6); not required to maximize the number of blockers (C.6.Ruling.4).", 'label': 'VERIFIED'},
             {'eras': 'sixth-1999', 'text': '500.2: each requirement that does not conflict with the proposed declaration must be obeyed; no counting rule.', 'label': 'VERIFIED'},
             {'eras': 'legions-2003..futuresight-2007', 'text': 'Counting rule (500.3-500.5 / 500.4); the two-or-more + blocks-if-able example flips on 2007-05-01 (see keywords.json menace).', 'label': 'VERIFIED'},
             {'eras': 'm10-2009..foundations-2024', 'text': '509.1c: the declaration must obey the maximum possible number of requirements without disobeying restrictions.', 'label': 'VERIFIED'}]),
    dict(id='old-damage-prevention-step-triggers', title='Triggered abilities in the old damage prevention step',
         items=[
             dict(what='damage prevention step chart', dangelo=r'Damage Prevention Step can be charted', rule_re=D),
             dict(what='triggers on damage dealt', dangelo=r'trigger on damage being successfully', rule_re=D),
             dict(what='replacement before assignment triggers', dangelo=r'Continuous replacement abilities', rule_re=D),
             dict(what='only prevention/redirection spells in the main part', dangelo=r'Only spells and abilities which prevent or redirect', rule_re=D),
         ],
         differences=[
             {'eras': 'revised-1994,urza-1998', 'text': "Triggers on damage 'assigned' resolve in sub-step 1, on damage 'successfully dealt' in sub-step 4, before lethal-damage destruction in 5b; 'becomes blocked' triggers resolve earlier at step 4c (never in this step).", 'label': 'VERIFIED'},
             {'eras': 'sixth-1999..foundations-2024', 'text': 'No damage prevention step; triggers use the stack (combat damage on the stack to fut07; dealt at once from m10).', 'label': 'VERIFIED (CR 1999-04-23 310.2; docs/history.md)'}]),
    dict(id='old-damage-prevention-step-costs', title='Activated abilities with costs ({T}) in the old damage prevention step',
         items=[
             dict(what='tapping a blocker to prevent', dangelo=r'Tapping a blocking creature at this time', rule_re=D),
             dict(what='blockers deal damage only if untapped', dangelo=r'Blocking creatures only deal damage if they are untapped', rule_re=D),
         ],
         differences=[
             {'eras': 'revised-1994,urza-1998', 'text': "A blocker may tap for a prevention ability in the damage prevention step and its damage already assigned stands (T.10.Ruling.5). Per C.8.2 a blocker tapped BEFORE its damage-dealing step deals no damage; so a blocker tapped in the first-strike damage prevention step deals no regular damage later (DERIVED). NOTE: T.10.Ruling.5 says tapping in that step 'will not undo the damage the blocker already did' - it does not make the blocker deal no damage in the same step.", 'label': 'VERIFIED (rules) / DERIVED (first-strike case)'},
             {'eras': 'sixth-1999..foundations-2024', 'text': 'No damage prevention step; a tapped blocker still deals combat damage (6e99 on; CR 1999-04-23 306.2; Bleiweiss, Damage on the Stack, 2002).', 'label': 'VERIFIED (CR 1999-04-23 306.2)'}]),
    dict(id='fog', first=r'Prevent all combat damage that would be dealt this turn', title='Fog: prevent all combat damage',
         items=[
             dict(what='P5 fog effect', dangelo=r'A fog effect is an effect', rule_re=D),
             dict(what='prevention effects (general)', cr=r'Some continuous effects are prevention effects|prevention effects? (are|is)', rule_re=r'(419|61[4-6])\.\d+[a-z]?$'),
             dict(what='example text', cr=r'Prevent all combat damage that would be dealt this turn', rule_re=NUM),
         ],
         differences=[
             {'eras': 'revised-1994,urza-1998', 'text': 'Fog played before damage (up to step 5, C.7.Ruling.1); whether it can be played in the damage prevention step is UNVERIFIED.', 'label': 'VERIFIED / UNVERIFIED'},
             {'eras': 'sixth-1999..futuresight-2007', 'text': 'Also castable with combat damage on the stack.', 'label': 'DERIVED'}]),
    dict(id='prevention-from-chosen-source', first=r'chosen when the effect is created', title='Circle of Protection: prevent damage from a chosen source',
         items=[
             dict(what='P5 restriction to a single source', dangelo=r'restricts your choice, such as to just damage from a single source', rule_re=D),
             dict(what='P5 one use prevents all from that source', dangelo=r'single use of a Circle of Protection', rule_re=D),
             dict(what='source chosen when', cr=r'(source|it) is chosen when the (spell or ability resolves|effect is created)|chosen when the effect is created', rule_re=NUM),
             dict(what='source that left play / assigned damage', cr=r'no longer in play|no longer on the battlefield', rule_re=r'(419\.8|609\.7|608\.7)[a-z]?$'),
         ],
         differences=[
             {'eras': 'revised-1994,urza-1998', 'text': 'Played in the damage prevention step after assignment; one use prevents all damage from the source in that step.', 'label': 'VERIFIED'},
             {'eras': 'sixth-1999', 'text': '419.7c: source chosen on resolution, so it can be activated with combat damage on the stack, after assignment is known (the timing is DERIVED).', 'label': 'VERIFIED / DERIVED'},
             {'eras': 'legions-2003', 'text': '419.7c: still chosen when the spell or ability resolves; "chosen when the effect is created" first appears in the 2003-07-01 CR (checked against 2003-03-15).', 'label': 'VERIFIED'},
             {'eras': 'champions-2004..foundations-2024', 'text': 'Chosen when the effect is created; m10+ the shield exists before damage (no stack), so the source is chosen before assignment.', 'label': 'VERIFIED / DERIVED'}]),
    dict(id='damage-doubling-order', title='Damage doubling; order of replacement and prevention effects',
         items=[
             dict(what='P5 replacement applied at assignment, before prevention', dangelo=r'apply replacement effects \(such as Furnace of Rath\)', rule_re=D),
             dict(what='P5 redirection counts as assigning', dangelo=r'Redirecting damage counts as preventing', rule_re=D),
             dict(what='affected player/controller chooses order', cr=r'(affected player|affected object|affected permanent).{0,80}(choose|chooses|order)|chooses? (one|which) (to apply|of them)|chooses the order to apply', rule_re=r'(419\.[6-9]|61[3-6]\.1)[a-z]?$'),
             dict(what='doubling example', cr=r'twice that much damage|deals double|double', rule_re=r'(419\.6|61[3-4]\.5)[a-z]?$'),
         ],
         differences=[
             {'eras': 'revised-1994,urza-1998', 'text': 'Doubling applies before any prevention, with no choice (T.10.1 step 0; T.10.Ruling.11); redirected damage is doubled again (G.13.9).', 'label': 'VERIFIED'},
             {'eras': 'sixth-1999..foundations-2024', 'text': 'The affected player (or controller of the affected object) orders replacement and prevention effects.', 'label': 'VERIFIED'}]),
    dict(id='cant-lose', title='"You don\'t lose the game" (Platinum Angel) and losing at 0 life',
         items=[
             dict(what='P5 0 life loses at end of phase/attack', dangelo=r'less than 1 life at the end of any phase', rule_re=D),
             dict(what='0 life SBA', cr=r'0 or less life|0 life or less', rule_re=NUM),
             dict(what='0 life in the state-based action list', cr=r'0 or less life|0 life or less', rule_re=r'(420\.5|704\.5)[a-z]$'),
             dict(what="effect that says a player can't lose", cr=r"can't lose the game|would prevent a player from losing", rule_re=NUM),
         ],
         differences=[
             {'eras': 'all', 'text': "The prohibition is card text; the CR mentions it only in team rules (m10 806.8b, m11-fdn 810.8a). The SBA simply doesn't make that player lose while the effect applies. DERIVED", 'label': 'DERIVED'}]),
    dict(id='enters-attacking', first=r"(won't|will not) trigger if a creature is put (into play|onto the battlefield) attacking", title='"Put onto the battlefield attacking" never "attacked"',
         items=[
             dict(what="never 'attacked'", cr=r'they never "attacked', rule_re=NUM),
             dict(what='rule', cr=r'put (onto the battlefield|into play) attacking', rule_re=r'(308|508)\.\d+[a-z]?$'),
             dict(what="attack triggers don't fire", cr=r"(won't|will not) trigger if a creature is put (onto the battlefield|into play) attacking", rule_re=NUM),
         ],
         differences=[
             {'eras': 'revised-1994..champions-2004', 'text': 'No CR rule (first 2006-05-01 308.3); treat as never declared as an attacker.', 'label': 'DERIVED'}]),
    dict(id='blink-new-object', title='Blink: a permanent that leaves and returns is a new object, removed from combat',
         items=[
             dict(what='new object', cr=r'treated as a new (object|card)|becomes a new object|brand-new permanent', rule_re=r'(217\.\d+|400\.7)[a-z]?$'),
             dict(what='removed from combat', cr=r'is removed from combat if', rule_re=NUM),
             dict(what='P5 removed from game', dangelo=r'removed from the game', rule_re=r'G\.33\.\d+$'),
         ],
         differences=[
             {'eras': 'all', 'text': 'The returned permanent is not attacking or blocking, has no damage and no counters (unless returned with some).', 'label': 'DERIVED'}]),
]
