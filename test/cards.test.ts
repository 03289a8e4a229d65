// The card catalogue: the shipped file is current with the research it is built from, every entry
// is well-formed, every creature card loads and runs under every era (or is refused with one clear
// line), and cards by name in scenarios and in `mtg-eras cards`.
import test from 'ava';
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { catalogueJson } from '../scripts/write-catalogue.js';
import { catalogue, findCard, isCreatureCard, similarCards, whyNotUsable } from '../core/scenario/cards.js';
import { COLORS, Creature, normalizeKeyword } from '../core/scenario/schema.js';
import { keywordAbilities } from '../core/abilities.js';
import { ALL, mtg, run, scenario } from './helpers.js';

test('cards/catalogue.json is current with docs/research/cards/cards.json (node dist/scripts/write-catalogue.js)', (t) => {
  t.is(readFileSync('cards/catalogue.json', 'utf8'), catalogueJson());
});

test('the catalogue has at least 300 cards, unique names, and every field in the format\'s vocabulary', (t) => {
  const cards = catalogue();
  t.true(cards.length >= 300, String(cards.length));
  t.is(new Set(cards.map((c) => c.name.toLowerCase())).size, cards.length);
  for (const c of cards) {
    t.true(c.colors.every((col) => (COLORS as readonly string[]).includes(col)), c.name);
    t.regex(c.firstPrinting.date, /^\d{4}-\d{2}-\d{2}$/, c.name);
    t.true(c.types.length > 0, c.name);
    for (const k of c.keywords) t.is(normalizeKeyword(k), k, `${c.name}: ${k}`);
    for (const u of c.unexpressed) t.truthy(u.text, c.name);
    if (isCreatureCard(c) && c.power !== undefined) {
      const parsed = v.safeParse(Creature, { controller: 'a', power: c.power, toughness: c.toughness, keywords: c.keywords, abilities: c.abilities });
      t.true(parsed.success, `${c.name}: ${parsed.issues?.[0]?.message}`);
    }
  }
});

const board = (attacker: string, blocker: string, extra = '') => `
scenario: cards
players: { alice: { life: 20 }, bob: { life: 20 } }
creatures:
  a: { controller: alice, card: "${attacker}"${extra} }
  b: { controller: bob, card: "${blocker}" }
combat:
  attack: { a: bob }
`;

test('every usable creature card loads and runs under every era, attacking and blocking; every other card is refused in one line', (t) => {
  let usable = 0;
  for (const c of catalogue()) {
    const why = whyNotUsable(c);
    const printed = c.power !== undefined;
    if (why.length === 0 && printed) {
      usable++;
      const s = scenario(board(c.name, c.name));
      const mine = s.creatures[0]!;
      t.is(mine.name, c.name);
      t.is(mine.card, c.name);
      t.is(mine.power, c.power!);
      t.is(mine.toughness, c.toughness!);
      t.deepEqual(mine.colors, c.colors);
      t.deepEqual(mine.keywords, c.keywords);
      // A triggered keyword (exalted, dethrone, afflict, ...) may add to what it deals or costs Bob.
      const times = c.keywords.includes('double strike') ? 2 : 1;
      // So may a static ability (a lord pumping its twin, Doran's damage by toughness).
      const triggered = c.keywords.some((k) => keywordAbilities(k).length > 0) || c.abilities.some((a) => 'affects' in a || 'assigns-toughness' in a);
      for (const id of ALL) {
        const r = run(s, id);
        if (triggered) {
          if (r.status === 'ok') t.true(r.players.bob!.life <= 20 - times * Math.max(0, c.power!) || c.keywords.includes('infect'), `${c.name} under ${id}`);
          continue;
        }
        // Attacking may be illegal (a Wall in the old eras, defender); otherwise it deals its power.
        // Infect deals its damage to a player as poison counters instead (702.90b).
        if (r.status === 'ok' && c.keywords.includes('infect')) t.is(r.players.bob!.poison, times * Math.max(0, c.power!), `${c.name} under ${id}`);
        else if (r.status === 'ok') t.is(r.players.bob!.life, 20 - times * Math.max(0, c.power!), `${c.name} under ${id}`);
        else t.is(r.status, 'illegal-attack', `${c.name} under ${id}`);
      }
      // Blocked by its twin (every evasion keyword the two share is satisfied): the two fight.
      const blocked = scenario(`${board(c.name, c.name)}  block: { b: a }\n`);
      const r = run(blocked, 'foundations-2024');
      if (r.status === 'ok') {
        // Only a trampler with more power than its twin's toughness hurts Bob; lifelink may gain.
        if (c.keywords.includes('trample') && c.power! > c.toughness!) t.true(r.players.bob!.life < 20, c.name);
        else if (!triggered) t.true(r.players.bob!.life >= 20, c.name);
        t.true(r.events.some((e) => e.type === 'block'), c.name);
      } else t.regex(r.status, /^illegal-(attack|block)$/, c.name);
    } else if (why.length) {
      const e = t.throws(() => scenario(board(c.name, 'Grizzly Bears')), undefined, c.name)!;
      t.regex(e.message, /^inline\.yaml:5:\d+: /);
      t.true(e.message.includes(c.name), e.message);
      t.false(e.message.includes('\n'));
    }
  }
  t.true(usable >= 80, String(usable));
});

test('a card missing from the catalogue: one line with file:line:col and the closest names', (t) => {
  const e = t.throws(() => scenario(board('Mogg Fanatc', 'Grizzly Bears')))!;
  t.is(e.name, 'InputError');
  t.regex(e.message, /^inline\.yaml:5:\d+: unknown card "Mogg Fanatc" \(did you mean "Mogg Fanatic"\?\)/);
  t.deepEqual(similarCards('serra angle'), ['Serra Angel']);
  t.deepEqual(similarCards('qqqqqqqqqqqq'), []);
});

test('names match whatever the case, spacing and accents; fields given in the scenario override the card\'s', (t) => {
  t.is(findCard('  legions of LIM-DUL ')?.name, 'Legions of Lim-Dûl');
  const s = scenario(board('serra angel', 'grizzly bears', ', power: 7, keywords: [trample], name: Big Angel'));
  const a = s.creatures[0]!;
  t.is(a.power, 7);
  t.is(a.toughness, 4);
  t.is(a.name, 'Big Angel');
  t.deepEqual(a.keywords, ['trample']);
  t.deepEqual(a.colors, ['white']);
  t.is(run(s, 'foundations-2024').players.bob!.life, 13);
});

test('a keyword the format cannot express is refused unless the scenario gives the creature its own keywords', (t) => {
  // A creature card with something the format cannot express that acts by itself (not inert).
  const odd = catalogue().find((c) => isCreatureCard(c) && c.unexpressed.some((u) => !u.inert))!;
  const u = odd.unexpressed.find((x) => !x.inert)!;
  const e = t.throws(() => scenario(board(odd.name, 'Grizzly Bears')))!;
  t.true(e.message.includes(`${odd.name} has ${u.kind === 'keyword' ? 'the keyword' : `a ${u.kind} ability`} "${u.text}", which the scenario format cannot express yet`), e.message);
  const s = scenario(board(odd.name, 'Grizzly Bears', u.kind === 'keyword' ? ', keywords: []' : ', abilities: []'));
  t.is(s.creatures[0]!.toughness, odd.toughness!);
  // Shroud is expressible now: Wall of Denial loads as printed.
  t.deepEqual(scenario(board('Wall of Denial', 'Grizzly Bears')).creatures[0]!.keywords, ['defender', 'flying', 'shroud']);
  t.throws(() => scenario(board('Giant Growth', 'Grizzly Bears')), { message: /Giant Growth is not a creature card \(Instant\)/ });
  t.deepEqual(scenario(board('Lu Bu, Master-at-Arms', 'Ornithopter')).creatures.map((c) => c.types), [['Legendary', 'Human', 'Soldier', 'Warrior'], ['Artifact', 'Thopter']]);
});

test('a creature needs power and toughness unless a card gives them', (t) => {
  const e = t.throws(() => scenario(board('Grizzly Bears', 'Grizzly Bears').replace('card: "Grizzly Bears" }', 'power: 2 }')))!;
  t.regex(e.message, /^inline\.yaml:5:3: creatures\.a: missing required field toughness \(or name a card\)$/);
});

test.serial('mtg-eras cards: lists, searches (every word), shows one card in full, and --json', async (t) => {
  const all = await mtg('cards');
  t.is(all.code, 0);
  t.regex(all.stdout, new RegExp(`${catalogue().length} of ${catalogue().length} cards`));
  const rampage = await mtg('cards', 'rampage');
  const names = catalogue().filter((c) => c.keywords.some((k) => k.startsWith('rampage'))).map((c) => c.name);
  t.true(names.length >= 3);
  for (const n of names) t.true(rampage.stdout.includes(n), n);
  const one = await mtg('cards', 'mogg', 'fanatic');
  t.regex(one.stdout, /^Mogg Fanatic {2}\{R\}/);
  t.regex(one.stdout, /usable as `card: Mogg Fanatic`: yes/);
  // A creature card with an ability the format cannot express is listed as not usable as it is.
  const odd = catalogue().find((c) => isCreatureCard(c) && c.unexpressed.some((u) => !u.inert))!;
  const j = await mtg('cards', odd.name, '--json');
  const doc = JSON.parse(j.stdout) as { cards: { name: string; usable: boolean }[] };
  t.true(doc.cards.some((c) => c.name === odd.name && !c.usable), odd.name);
  // The line it suggests loads as it is, commas in names included.
  for (const name of ['Mogg Fanatic', 'Lu Bu, Master-at-Arms']) {
    const line = /in a scenario: (.*)$/m.exec((await mtg('cards', name)).stdout)![1]!;
    const s = scenario(`scenario: x\nplayers: { alice: { life: 20 }, bob: { life: 20 } }\ncreatures:\n  ${line}\ncombat:\n  attack: {}\n`);
    t.is(s.creatures[0]!.name, name);
  }
  const fear = await mtg('cards', 'fear');
  t.regex(fear.stdout, /^Fear {2}\{B\}\{B\}/);
  const fearCards = catalogue().filter((c) => c.name !== 'Fear' && c.keywords.includes('fear')).map((c) => c.name);
  t.true(fearCards.length > 0);
  t.regex(fear.stdout, /more cards? match "fear": `mtg-eras cards fear --list`/);
  const listed = await mtg('cards', 'fear', '--list');
  for (const n of [...fearCards, 'Fear']) t.true(listed.stdout.includes(n), n);
  const none = await mtg('cards', 'serr', 'angle');
  t.is(none.code, 1);
  t.regex(none.stdout, /did you mean "Serra Angel"\?/);
});

test.serial('mtg-eras cards: the search syntax players know (t:, o:, kw:, c:, s:, pow>=, -pow>=), and one line for what it does not know', async (t) => {
  /** The names a search lists, as the JSON output gives them. */
  const names = async (...q: string[]) => (JSON.parse((await mtg('cards', ...q, '--json')).stdout) as { cards: { name: string }[] }).cards.map((c) => c.name).sort();
  const by = (f: (c: ReturnType<typeof catalogue>[number]) => boolean) => catalogue().filter(f).map((c) => c.name).sort();
  const goblins = by((c) => c.subtypes.includes('Goblin'));
  t.true(goblins.length >= 5);
  t.deepEqual(await names('t:goblin'), goblins);
  t.deepEqual(await names('t:goblin', 'pow>=2'), by((c) => c.subtypes.includes('Goblin') && (c.power ?? -1) >= 2));
  const small = by((c) => c.subtypes.includes('Goblin') && !((c.power ?? -1) >= 2));
  t.true(small.length > 0);
  t.deepEqual(await names('t:goblin -pow>=2'), small);
  const flyers = by((c) => c.keywords.includes('flying'));
  t.deepEqual(await names('kw:flying'), flyers);
  // The shell removes the quotes of o:"first strike": one argument, one phrase.
  const firstStrike = await names('o:first strike');
  t.deepEqual(await names('o:"first strike"'), firstStrike);
  for (const n of by((c) => c.keywords.includes('first strike'))) t.true(firstStrike.includes(n), n);
  t.deepEqual(await names('c:r', 'tou<2'), by((c) => c.colors.includes('red') && c.toughness !== undefined && c.toughness < 2));
  t.deepEqual(await names('c=c', 'mv=0'), by((c) => !c.colors.length && !/\{[^0}]/.test(c.manaCost ?? '')));
  t.deepEqual(await names('s:lea'), by((c) => c.firstPrinting.setCode === 'LEA'));
  t.deepEqual(await names('year<1995', 't:wall'), by((c) => c.subtypes.includes('Wall') && c.firstPrinting.date < '1995'));
  for (const [q, message] of [
    ['typ:wall', /^mtg-eras: cards: unknown search key "typ:" \(did you mean "type:"\?\); known keys: t \(type\), o \(text\)/],
    ['x:wall', /^mtg-eras: cards: unknown search key "x:"; known keys/],
    ['pow>=big', /^mtg-eras: cards: pow>= needs a whole number, got "big"$/],
    ['t>goblin', /^mtg-eras: cards: t takes ":" or "=", not ">"$/],
    ['c:purple', /^mtg-eras: cards: unknown colour "purple"/],
  ] as const) {
    const r = await mtg('cards', q);
    t.is(r.code, 2, q);
    t.is(r.stdout, '', q);
    t.regex(r.stderr.trimEnd(), message, q);
  }
});

test('an ability "when this creature enters" is never inert: the catalogue gives it where the vocabulary expresses it, else the card is refused', (t) => {
  // A creature can enter during a combat (persist, undying, ninjutsu, a blink): 603.6a.
  for (const c of catalogue()) {
    for (const u of c.unexpressed) if (/^whenever this creature enters/.test(u.text)) t.false(u.inert, `${c.name}: ${u.text}`);
  }
  t.deepEqual(findCard('Kitchen Finks')!.abilities, [{ trigger: 'enters', do: 'gain-life', to: 'controller', amount: 2 }]);
  t.deepEqual(findCard('Murderous Redcap')!.abilities, [{ trigger: 'enters', do: 'damage', amount: 1, per: 'power', to: 'chosen' }]);
  t.throws(() => scenario(board('Wall of Omens', 'Grizzly Bears')), { message: /^inline\.yaml:5:\d+: Wall of Omens has a triggered ability "whenever this creature enters, draw a card", which the scenario format cannot express yet/ });
  // Replacing the card's abilities makes it usable.
  t.notThrows(() => scenario(board('Wall of Omens', 'Grizzly Bears', ', abilities: []')));
});

test('a trigger at the end step is refused only where the scenario plays the end step (a delayed triggered ability at end of turn)', (t) => {
  t.is(run(scenario(board('Ball Lightning', 'Grizzly Bears')), 'foundations-2024').players.bob!.life, 14);
  const delayed = board('Ball Lightning', 'Grizzly Bears') + 'actions: []\n';
  const withEndStep = delayed.replace('b: { controller: bob, card: "Grizzly Bears" }', 'b: { controller: bob, card: "Grizzly Bears" }\n  c: { controller: bob, power: 1, toughness: 1, abilities: [{ trigger: blocks, do: destroy, to: that, delayed: end-of-turn }] }');
  t.throws(() => scenario(withEndStep), { message: /^inline\.yaml:5:\d+: Ball Lightning has a triggered ability "at the beginning of the end step, sacrifice this creature", .* since the scenario plays the end step/ });
  t.notThrows(() => scenario(withEndStep.replace('card: "Ball Lightning"', 'card: "Ball Lightning", abilities: []')));
});

test('a named card\'s abilities that cannot act in the combat are said in the log, never dropped silently', (t) => {
  const r = run(scenario(board('Force of Nature', 'Goblin Balloon Brigade')), 'foundations-2024');
  const notes = r.events.filter((e) => e.key === 'card.not-played');
  t.deepEqual(notes.map((e) => e.source), ['a', 'b']);
  t.regex(notes[0]!.text, /Force of Nature \(Force of Nature\): "at the beginning of your upkeep, .*" is not played: it triggers in the upkeep, before this combat/);
  t.regex(notes[1]!.text, /Goblin Balloon Brigade \(Goblin Balloon Brigade\): "\{R\}: .*" is not played: it acts only when a player uses it/);
  // A card with nothing left out says nothing; the outcome-only run logs nothing at all.
  t.false(run(scenario(board('Grizzly Bears', 'Grizzly Bears')), 'foundations-2024').events.some((e) => e.key === 'card.not-played'));
});
