// Shroud and hexproof on non-creature permanents (a planeswalker's own, or an Aura's "enchanted
// permanent has"): 702.11b, 702.18a; the Aura's rule 303.4b (212.4h of 2003-07-01 to 2007, 214.8g of 1999 to 2003-03-15, D'Angelo K.14.6).
import test from 'ava';
import { ALL, run, rulesCited, scenario } from './helpers.js';

const ENCHANTED: Record<string, string> = {
  'revised-1994': "D'Angelo K.14.6", 'urza-1998': "D'Angelo K.14.6", 'sixth-1999': '214.8g', 'legions-2003': '214.8g', 'eighth-2003': '212.4h',
  'mirrodin-2003': '212.4h', 'champions-2004': '212.4h', 'betrayers-2005': '212.4h', 'ninth-2005': '212.4h', 'dissension-2006': '212.4h',
  'timespiral-2006': '212.4h', 'futuresight-2007': '212.4h', 'lorwyn-2007': '212.4h', 'm10-2009': '303.4d', 'worldwake-2010': '303.4b',
  'm11-2010': '303.4b', 'newphyrexia-2011': '303.4b', 'm12-2011': '303.4b', 'dominaria-2018': '303.4b', 'mh2-2021': '303.4b',
  'mom-2023': '303.4b', 'mh3-2024': '303.4b', 'foundations-2024': '303.4b',
};

const board = (walker: string, ward: string, by: string) => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bears: { controller: alice, power: 2, toughness: 2 }
permanents:
  walker: { controller: bob, type: planeswalker, loyalty: 3${walker} }
${ward}
combat: { attack: { bears: walker } }
actions:
  - { at: declare-attackers, by: ${by}, do: bounce, target: walker, targeted: true }
`);

test('shroud stops every player\'s targeted spell; hexproof only the opponents\'', (t) => {
  for (const id of ALL) {
    t.is(run(board(', keywords: [shroud]', '', 'bob'), id).permanents!.walker!.zone, 'battlefield', id);
    t.is(run(board(', keywords: [shroud]', '', 'alice'), id).permanents!.walker!.zone, 'battlefield', id);
    t.is(run(board(', keywords: [hexproof]', '', 'alice'), id).permanents!.walker!.zone, 'battlefield', id);
    t.is(run(board(', keywords: [hexproof]', '', 'bob'), id).permanents!.walker!.zone, 'hand', id);
  }
});

test('an Aura\'s "enchanted permanent has hexproof" is cited by each era\'s rule for what an Aura enchants', (t) => {
  const ward = '  ward: { controller: bob, type: enchantment, attached-to: walker, abilities: [{ enchanted-permanent-has: [hexproof] }] }';
  for (const id of ALL) {
    const r = run(board('', ward, 'alice'), id);
    t.is(r.permanents!.walker!.zone, 'battlefield', id);
    t.true(rulesCited(r).includes(ENCHANTED[id]!), `${id} cites ${ENCHANTED[id]}`);
  }
});

test('the Aura goes to the graveyard when the planeswalker it enchants does (0 loyalty: m10-2009 on)', (t) => {
  const s = scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  bears: { controller: alice, power: 3, toughness: 3 }
permanents:
  walker: { controller: bob, type: planeswalker, loyalty: 3 }
  ward: { controller: bob, type: enchantment, attached-to: walker, abilities: [{ enchanted-permanent-has: [shroud] }] }
combat: { attack: { bears: walker } }
`);
  for (const id of ['m10-2009', 'foundations-2024']) {
    const r = run(s, id);
    t.is(r.permanents!.walker!.zone, 'graveyard', id);
    t.is(r.permanents!.ward!.zone, 'graveyard', id);
  }
});

test('a misplaced enchanted-permanent-has or a permanent keyword other than shroud and hexproof is refused (one line)', (t) => {
  const bad = (perms: string) => () => scenario(`
scenario: t
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures: { bears: { controller: alice, power: 2, toughness: 2 } }
permanents:
  walker: { controller: bob, type: planeswalker, loyalty: 3 }
${perms}
combat: { attack: {} }
`);
  t.throws(bad('  ward: { controller: bob, type: enchantment, abilities: [{ enchanted-permanent-has: [hexproof] }] }'), { message: /belongs to an Aura/ });
  t.throws(bad('  ward: { controller: bob, type: artifact, attached-to: walker, abilities: [{ enchanted-permanent-has: [hexproof] }] }'), { message: /belongs to an Aura/ });
  t.throws(bad('  ward: { controller: bob, type: enchantment, attached-to: bears, abilities: [{ enchanted-permanent-has: [hexproof] }] }'), { message: /not another of the permanents/ });
  t.throws(bad('  rock: { controller: bob, type: artifact, keywords: [flying] }'), { message: /expected a keyword a permanent may have/ });
});
