// explore's search up to interchangeable creatures (attackers and blockers of one kind) and without
// the blocker>attacker pairs the engine always refuses gives what the exhaustive search gives: on
// random small boards with twins, every outcome the exhaustive search reaches is reached, each
// declaration is explored once up to twins (blockKey), and the best is as good under every objective.
import test from 'ava';
import fc from 'fast-check';
import { blockKey, compare, explore, score, type Block } from '../core/explore/explore.js';
import { OBJECTIVES } from '../core/scenario/schema.js';
import { runScenario } from '../core/run.js';
import { fromObject, registry } from './helpers.js';

// Few templates, so that twins are common; keywords that make pairs illegal (flying, shadow) or
// need two blockers (menace), ones that change the outcome (first strike, deathtouch, trample), and
// blockers that can block an additional creature.
const template = fc.record({
  power: fc.integer({ min: 0, max: 3 }),
  toughness: fc.integer({ min: 1, max: 3 }),
  keywords: fc.subarray(['flying', 'reach', 'first strike', 'deathtouch', 'trample', 'menace', 'shadow'], { maxLength: 2 }),
  extra: fc.constantFrom(0, 0, 1),
});
const board = fc.record({
  attackers: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }),
  blockers: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }),
  templates: fc.array(template, { minLength: 3, maxLength: 3 }),
  life: fc.integer({ min: 1, max: 6 }),
});

/** Every declaration, one creature at a time: each blocker blocks nothing, one attacker, or (can block additional) two. */
function exhaustive(attackers: string[], blockers: { id: string; extra: number }[]): Block[] {
  let out: Block[] = [[]];
  for (const b of blockers) {
    const options = attackers.flatMap((a, i) => [[a], ...(b.extra ? attackers.slice(i + 1).map((x) => [a, x]) : [])]);
    out = out.flatMap((d) => [d, ...options.map((o) => [...d, { blocker: b.id, attackers: o }])]);
  }
  return out;
}

test('explore up to twins and refused pairs finds what the exhaustive search finds', (t) => {
  fc.assert(fc.property(board, ({ attackers, blockers, templates, life }) => {
    const creatures: Record<string, object> = {};
    const spec = ({ extra, ...t }: (typeof templates)[number]) => ({ ...t, ...(extra ? { abilities: [{ 'can-block-additional': extra }] } : {}) });
    attackers.forEach((k, i) => { creatures[`a${i}`] = { controller: 'alice', ...spec(templates[k]!) }; });
    blockers.forEach((k, i) => { creatures[`b${i}`] = { controller: 'bob', ...spec(templates[k]!) }; });
    const s = fromObject({
      scenario: 'twins', players: { alice: { life: 20 }, bob: { life } }, creatures,
      combat: { attack: Object.fromEntries(attackers.map((_, i) => [`a${i}`, 'bob'])) },
    });
    const ids = new Set(s.attacks.map((a) => a.attacker));
    const all = exhaustive([...ids], blockers.map((k, i) => ({ id: `b${i}`, extra: templates[k]!.extra })));
    for (const ruleset of ['revised-1994', 'foundations-2024']) {
      const x = explore(registry, s, [ruleset]);
      const r = x.results[0]!;
      const keys = r.lines.map((l) => blockKey(s, l.block));
      // Twin blockers that can block additional creatures are each a run of their own (explore.md): only they repeat a declaration.
      const extra = blockers.some((k) => templates[k]!.extra);
      if (!extra && new Set(keys).size !== keys.length) return false;
      const seen = new Map<string, string>();
      for (const block of all) {
        const run = runScenario(registry, { ...s, blocks: block, expect: [] }, ruleset, { log: false });
        if (run.status === 'ok') seen.set(blockKey(s, block), JSON.stringify(score(s, run, ids)));
      }
      // The same declarations up to twins are legal, with the same outcome.
      if (seen.size !== new Set(keys).size) return false;
      for (const l of r.lines) if (seen.get(blockKey(s, l.block)) !== JSON.stringify(l.score)) return false;
      for (const objective of OBJECTIVES) {
        const best = explore(registry, s, [ruleset], { objective }).results[0]!.best;
        const scores = [...seen.values()].map((v) => JSON.parse(v));
        const top = scores.reduce((m, v) => (compare(v, m, objective) > 0 ? v : m), scores[0]);
        if (!best || compare(best.score, top, objective) !== 0) return false;
      }
    }
    return true;
  }), { numRuns: 80, seed: 11 });
  t.pass();
});

test('70 attackers of five kinds against 8 blockers: the fliers no blocker can block are refused pairs, twins pruned', (t) => {
  const insects = Object.fromEntries(Array.from({ length: 66 }, (_, i) => [`i${i}`, { controller: 'alice', power: 1, toughness: 1, keywords: ['flying', 'deathtouch'] }]));
  const s = fromObject({
    scenario: 'swarm', players: { alice: { life: 20 }, bob: { life: 200 } },
    creatures: {
      ...insects, hoof: { controller: 'alice', power: 5, toughness: 5 },
      x: { controller: 'bob', power: 2, toughness: 2 }, y: { controller: 'bob', power: 2, toughness: 2 }, z: { controller: 'bob', power: 3, toughness: 3 },
    },
    combat: { attack: { ...Object.fromEntries(Object.keys(insects).map((id) => [id, 'bob'])), hoof: 'bob' } },
  });
  const x = explore(registry, s, ['foundations-2024']);
  // x, y (twins): both none, one on hoof, both on hoof; z: none or hoof.
  t.is(x.declarations, 6);
  t.is(x.refused, 68 ** 3 - 2 ** 3, 'every declaration with a ground creature on an Insect');
  t.is(x.pruned, 2, 'x on hoof and y on hoof are one, with z or not');
});
