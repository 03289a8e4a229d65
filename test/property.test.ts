// Properties that must hold for every combat (fast-check generates the boards):
// - a combat with no era-sensitive feature has the same outcome under every ruleset;
// - the same input always gives the same output;
// - every creature ends in exactly one zone, and no player gains or loses life from nothing.
import test from 'ava';
import fc from 'fast-check';
import { ALL, fromObject, run } from './helpers.js';

// Era-neutral: vanilla creatures (evasion and first strike allowed), one blocker per attacker
// at most, no trample, banding, deathtouch, lifelink, Walls, tapped blockers, mana or actions,
// and life totals too high for a combat to end the game.
const KEYWORDS = ['flying', 'reach', 'first strike', 'vigilance', 'haste'] as const;

const neutralBoard = fc.record({
  attackers: fc.array(fc.record({
    power: fc.integer({ min: 0, max: 6 }), toughness: fc.integer({ min: 1, max: 6 }),
    keywords: fc.subarray([...KEYWORDS], { maxLength: 2 }),
  }), { minLength: 1, maxLength: 4 }),
  blockers: fc.array(fc.record({
    power: fc.integer({ min: 0, max: 6 }), toughness: fc.integer({ min: 1, max: 6 }),
    keywords: fc.subarray(['flying', 'reach', 'first strike'], { maxLength: 2 }),
    blocks: fc.nat(),
  }), { maxLength: 4 }),
}).map(({ attackers, blockers }) => {
  const creatures: Record<string, object> = {};
  const attack: Record<string, string> = {};
  const block: Record<string, string> = {};
  attackers.forEach((a, i) => { creatures[`a${i}`] = { controller: 'ap', ...a }; attack[`a${i}`] = 'nap'; });
  const taken = new Set<number>();
  blockers.forEach((b, i) => {
    const { blocks, ...rest } = b;
    creatures[`b${i}`] = { controller: 'nap', ...rest };
    const target = blocks % attackers.length;
    const legal = !attackers[target]!.keywords.includes('flying') || rest.keywords.includes('flying') || rest.keywords.includes('reach');
    if (legal && !taken.has(target)) { taken.add(target); block[`b${i}`] = `a${target}`; }
  });
  return { scenario: 'generated', players: { ap: { life: 40 }, nap: { life: 40 } }, creatures, combat: { attack, block } };
});

const outcome = (r: ReturnType<typeof run>) => ({ status: r.status, players: r.players, creatures: r.creatures });

test('a combat with no era-sensitive feature has the same outcome under every ruleset', (t) => {
  fc.assert(fc.property(neutralBoard, (board) => {
    const s = fromObject(board);
    const first = outcome(run(s, ALL[0]!));
    for (const id of ALL.slice(1)) t.deepEqual(outcome(run(s, id)), first, id);
  }), { numRuns: 150 });
  t.pass();
});

test('the same input always gives the same output, events included', (t) => {
  fc.assert(fc.property(neutralBoard, fc.constantFrom(...ALL), (board, id) => {
    t.deepEqual(run(fromObject(board), id), run(fromObject(board), id));
  }), { numRuns: 100 });
  t.pass();
});

test('creatures end in one zone; life changes only through damage events', (t) => {
  fc.assert(fc.property(neutralBoard, fc.constantFrom(...ALL), (board, id) => {
    const r = run(fromObject(board), id);
    for (const c of Object.values(r.creatures)) t.true(['battlefield', 'graveyard', 'hand', 'exile'].includes(c.zone));
    const toNap = r.events.filter((e) => e.type === 'damage' && e.target === 'nap').reduce((n, e) => n + e.amount!, 0);
    t.is(r.players.nap!.life, 40 - toNap, id);
    t.is(r.players.ap!.life, 40, id);
  }), { numRuns: 100 });
  t.pass();
});
