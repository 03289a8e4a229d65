// Issue 9: static abilities that change combat damage or other creatures. Damage by toughness
// (policy toughnessDamage: 310.2a of 2004-2007 read literally), "as though it weren't blocked"
// (the choice moves to the defending player with a banding blocker), lords and anthems (+N/+N,
// granted keywords) applied while their source is on the battlefield; and the bad input.
import test from 'ava';
import { checkCapability } from '../core/models.js';
import { mtg, registry, run, scenario } from './helpers.js';

const ERAS = registry.ids;
// 310.2a read literally from CR 2004-02-01 until the Lorwyn wording (CR 2007-10-01), the dated amendments between included.
const zeroPowerBarred = ['darksteel-2004', 'champions-2004', 'betrayers-2005', 'ninth-2005', 'dissension-2006', 'timespiral-2006', 'futuresight-2007'];

const doran = (extra = '') => scenario(`
scenario: doran
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  wall: { controller: alice, power: 0, toughness: 4, abilities: [{ assigns-toughness: true }] }
  bear: { controller: alice, power: 2, toughness: 3, abilities: [{ assigns-toughness: true }] }
combat: { attack: { wall: bob, bear: bob } }
${extra}`);

test('a creature that assigns damage by its toughness: a 0/4 assigns 4, except where 310.2a (2004-2007) bars 0 power', (t) => {
  for (const id of ERAS) {
    const r = run(doran(), id);
    const barred = zeroPowerBarred.includes(id);
    t.is(r.players.bob!.life, barred ? 17 : 13, id);
    // Power itself is unchanged.
    t.is(r.creatures.bear!.power, 2, id);
    const none = r.events.find((e) => e.type === 'no-damage' && e.source === 'wall');
    t.is(!!none, barred, id);
    if (none) t.is(none.rule, '310.2a', id);
  }
  const note = (id: string) => run(doran(), id).events.find((e) => e.type === 'note' && e.source === 'wall')!;
  t.is(note('m10-2009').rule, '510.1a');
  t.is(note('m10-2009').key, 'damage.zero-power');
  t.is(note('legions-2003').rule, '310.1a');
  t.is(note('revised-1994').rule, "D'Angelo K.12.3");
  t.true(note('revised-1994').derived);
  t.is(run(doran(), 'foundations-2024').events.find((e) => e.source === 'bear' && e.key === 'damage.toughness')!.rule, '510.1a');
});

test('a creature with power below 0 that assigns damage by its toughness: none where 310.2a bars 0 or less power, or (2009-05-01) power less than 0', (t) => {
  // 310.2a of 2009-05-01: "Creatures with power less than 0 assign 0 combat damage", read literally (UNVERIFIED).
  const negativeBarred = [...zeroPowerBarred, 'alarareborn-2009'];
  for (const id of ERAS) {
    const r = run(doran('actions:\n  - { at: declare-attackers, by: bob, do: pump, target: bear, power: -3, toughness: 0 }'), id);
    const zeroBarred = zeroPowerBarred.includes(id), barred = negativeBarred.includes(id);
    // The 0/4 wall assigns 4 unless 0 power is barred; the bear, now -1/3, assigns 3 unless negative power is.
    t.is(r.players.bob!.life, 20 - (zeroBarred ? 0 : 4) - (barred ? 0 : 3), id);
    const none = r.events.find((e) => e.type === 'no-damage' && e.source === 'bear');
    t.is(!!none, barred, id);
    if (id === 'alarareborn-2009') {
      t.is(none!.rule, '310.2a');
      t.is(none!.key, 'damage.zero-power');
      t.regex(none!.text, /power less than 0 assigns 0 combat damage/);
    }
  }
});

test('the toughnessDamage capability is checked at the plugin boundary', (t) => {
  t.is(checkCapability('toughnessDamage', { rule: 'damage.zero-power', needsPower: 'above-zero' }), null);
  t.truthy(checkCapability('toughnessDamage', { rule: 'damage.zero-power', needsPower: 'yes' }));
});

const thorn = (choices: string, blocker = '{ controller: bob, power: 2, toughness: 2 }', extra = '') => scenario(`
scenario: thorn
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  thorn: { controller: alice, power: 7, toughness: 7, keywords: [frenzy 2], abilities: [{ as-though-unblocked: true }] }
  b: ${blocker}
combat: { attack: { thorn: bob }, block: { b: thorn } }
choices: ${choices}
${extra}`);

test('as though it weren\'t blocked: all the damage to the player, all or nothing, and it stays blocked', (t) => {
  for (const id of ERAS) {
    const used = run(thorn('{ alice: { unblocked: [thorn] } }'), id);
    // 7, not 9: frenzy ("attacks and isn't blocked") never triggered.
    t.is(used.players.bob!.life, 13, id);
    t.is(used.creatures.b!.zone, 'battlefield', id);
    t.false(used.events.some((e) => e.key === 'trigger.frenzy'), id);
    const declined = run(thorn('{}'), id);
    t.is(declined.players.bob!.life, 20, id);
    t.is(declined.creatures.b!.zone, 'graveyard', id);
  }
  const rule = (id: string) => run(thorn('{ alice: { unblocked: [thorn] } }'), id).events.find((e) => e.key === 'damage.as-though-unblocked')!;
  t.is(rule('revised-1994').rule, "D'Angelo C.8.4");
  t.is(rule('sixth-1999').rule, '310.1b');
  t.is(rule('champions-2004').rule, '310.2b');
  t.is(rule('foundations-2024').rule, '510.1b');
  // The number is read in each CR; only its application to the card is DERIVED (the citation's note).
  t.falsy(rule('foundations-2024').derived);
});

test('with a banding blocker the defending player decides whether it is assigned as though unblocked', (t) => {
  const hero = '{ controller: bob, power: 1, toughness: 1, keywords: [banding] }';
  for (const id of ERAS) {
    const attacker = run(thorn('{ alice: { unblocked: [thorn] } }', hero), id);
    t.is(attacker.players.bob!.life, 20, id);
    t.is(attacker.creatures.b!.zone, 'graveyard', id);
    t.true(attacker.events.some((e) => e.key === 'damage.as-though-unblocked-banding'), id);
    const defender = run(thorn('{ bob: { unblocked: [thorn] } }', hero), id);
    t.is(defender.players.bob!.life, 13, id);
    t.is(defender.creatures.b!.zone, 'battlefield', id);
  }
  t.is(run(thorn('{ alice: { unblocked: [thorn] } }', hero), 'sixth-1999').events.find((e) => e.key === 'damage.as-though-unblocked-banding')!.rule,
    "D'Angelo C.5.Ruling.3 (~2002 summary)");
  t.is(run(thorn('{ alice: { unblocked: [thorn] } }', hero), 'mh3-2024').events.find((e) => e.key === 'damage.as-though-unblocked-banding')!.rule, '702.22j');
  // Without banding the defending player's choice is not his to make.
  const wrong = run(thorn('{ bob: { unblocked: [thorn] } }'), 'foundations-2024');
  t.is(wrong.players.bob!.life, 20);
  t.true(wrong.events.some((e) => e.type === 'note' && e.text.includes("the choice is alice's")));
});

const lords = (extra = '') => scenario(`
scenario: lords
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  lord: { controller: alice, power: 2, toughness: 2, types: [Goblin], abilities: [{ affects: other-creatures, type: goblin, power: 1, toughness: 1, have: mountainwalk }] }
  gob: { controller: alice, power: 1, toughness: 1, types: [Goblin] }
  elf: { controller: alice, power: 1, toughness: 1, types: [Elf] }
  foe: { controller: bob, power: 2, toughness: 1, types: [Goblin] }
  anthem: { controller: bob, power: 1, toughness: 1, abilities: [{ affects: creatures-you-control, color: green, power: 0, toughness: 2 }] }
  tree: { controller: bob, power: 0, toughness: 1, colors: [green] }
combat: { attack: { gob: bob } }
${extra}`);

test('a lord: other creatures of its type on either side, while it is on the battlefield; filters by colour and controller', (t) => {
  for (const id of ERAS) {
    const r = run(lords(), id);
    t.deepEqual([r.creatures.lord!.power, r.creatures.gob!.power, r.creatures.elf!.power, r.creatures.foe!.power], [2, 2, 1, 3], id);
    t.is(r.creatures.tree!.toughness, 3, id);
    t.is(r.creatures.anthem!.toughness, 1, `${id}: not green`);
    t.is(r.players.bob!.life, 18, id);
  }
  // The lord leaves: the bonus and the keyword go at once, and a Goblin with 1 damage on it dies.
  const gone = run(lords('actions:\n  - { at: declare-blockers, do: damage, target: gob, amount: 1 }\n  - { at: declare-blockers, do: destroy, target: lord }'), 'foundations-2024');
  t.is(gone.creatures.gob!.zone, 'graveyard');
  t.is(gone.creatures.foe!.power, 2);
  t.is(gone.players.bob!.life, 20);
  const events = gone.events.filter((e) => e.key === 'static.pt');
  t.is(events.at(-1)!.rule, '613.4c');
  t.is(run(lords(), 'revised-1994').events.find((e) => e.key === 'static.pt')!.rule, "D'Angelo K.12.2");
});

test('granted keywords: a second flanking triggers twice; a later "lose" wins over the static grant', (t) => {
  const s = (extra = '') => scenario(`
scenario: grant
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  master: { controller: alice, power: 3, toughness: 3, keywords: [flanking], abilities: [{ affects: other-creatures-you-control, with: flanking, have: flanking }] }
  knight: { controller: alice, power: 2, toughness: 2, keywords: [flanking] }
  bear: { controller: bob, power: 3, toughness: 3 }
combat: { attack: { knight: bob }, block: { bear: knight } }
${extra}`);
  for (const id of ERAS) {
    const r = run(s(), id);
    t.is(r.events.filter((e) => e.key === 'trigger.flanking' && e.type === 'trigger').length, 2, id);
    t.is(r.creatures.bear!.zone, 'graveyard', id);
    const lost = run(s('actions:\n  - { at: beginning-of-combat, do: lose, target: knight, keyword: flanking }'), id);
    t.is(lost.creatures.bear!.zone, 'battlefield', id);
    t.is(lost.creatures.knight!.zone, 'graveyard', id);
  }
});

test('bad input: an unknown affects, a static ability that does nothing, an unblocked choice for a creature without the option', async (t) => {
  const base = (ability: string, choices = '') => `scenario: bad
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, power: 1, toughness: 1, abilities: [${ability}] }
combat: { attack: { a: bob } }
${choices}`;
  const fails = (text: string, where: RegExp, what: RegExp) => {
    const e = t.throws(() => scenario(text))!;
    t.regex(e.message, where);
    t.regex(e.message, what);
    t.false(e.message.includes('\n'));
  };
  fails(base('{ affects: goblins, power: 1 }'), /^inline\.yaml:4:\d+: /, /affects|ability/);
  fails(base('{ affects: creatures }'), /^inline\.yaml:4:\d+: /, /power, toughness or have|ability/);
  fails(base('{ assigns-toughness: yes }'), /^inline\.yaml:4:\d+: /, /abilities\.0\.assigns-toughness: expected true/);
  fails(base('{ cant-block: true }', 'choices: { alice: { unblocked: [a] } }'), /^inline\.yaml:6:\d+: /, /no \{ as-though-unblocked: true \} ability/);
  fails(base('{ as-though-unblocked: true }', 'choices: { alice: { unblocked: [zz] } }'), /^inline\.yaml:6:\d+: /, /unknown creature "zz"/);
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const f = join(mkdtempSync(join(tmpdir(), 'mtg-eras-static-')), 'bad.yaml');
  writeFileSync(f, base('{ affects: creatures, have: wings }'));
  const r = await mtg('check', f);
  t.is(r.code, 2);
  t.regex(r.stderr, /bad\.yaml:4:\d+: /);
});

test('Doran, Thorn Elemental and the lords are usable by name from the catalogue', (t) => {
  const s = scenario(`
scenario: cards
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  doran: { controller: alice, card: "Doran, the Siege Tower" }
  thorn: { controller: alice, card: Thorn Elemental }
  king: { controller: bob, card: Goblin King }
combat: { attack: { doran: bob, thorn: bob } }
`);
  t.deepEqual(s.creatures[0]!.continuous, [{ affects: 'creatures', power: 0, toughness: 0, have: [], assignsToughness: true }]);
  t.true(s.creatures[1]!.asThoughUnblocked);
  t.deepEqual(s.creatures[2]!.continuous[0]!.have, ['mountainwalk']);
  t.is(run(s, 'foundations-2024').players.bob!.life, 20 - 5 - 7);
  t.is(run(s, 'champions-2004').players.bob!.life, 20 - 7);
});
