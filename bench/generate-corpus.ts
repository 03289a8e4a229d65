// Generates a large corpus of varied, legal scenario files for scale tests and the benchmark:
// 1-6 attackers, 0-6 blockers, keywords, bands, scripted actions, planeswalkers and battles,
// static abilities. Deterministic for a seed.
//   node dist/bench/generate-corpus.js <count> <folder> [seed]   (after npm run build)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Actions start after blockers are declared, so every declaration stays legal.
const WINDOWS = ['declare-blockers', 'first-strike-damage-assigned',
  'first-strike-damage-dealt', 'combat-damage-assigned', 'combat-damage-dealt', 'end-of-combat'];
const ATTACK_KW = ['flying', 'first strike', 'double strike', 'trample', 'deathtouch', 'lifelink', 'vigilance', 'menace', 'fear', 'protection from red', 'indestructible'];
const BLOCK_KW = ['flying', 'reach', 'first strike', 'deathtouch', 'lifelink', 'indestructible', 'protection from green'];
const COLORS = ['white', 'blue', 'black', 'red', 'green'];
// Triggered keywords and abilities: on some creatures, so the engine's trigger paths are measured too.
const ATTACK_TRIGGERS = ['flanking', 'rampage 1', 'bushido 2', 'exalted', 'battle cry', 'afflict 1', 'persist', 'dethrone', 'training', 'frenzy 1'];
const BLOCK_TRIGGERS = ['bushido 1', 'undying', 'flanking'];

/** mulberry32: a small seeded PRNG, so a corpus can be regenerated exactly. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function generateScenario(i: number, seed = 1): Json {
  const r = rng(seed * 100003 + i);
  const int = (lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const some = <T>(xs: readonly T[], max: number): T[] => [...new Set(Array.from({ length: int(0, max) }, () => pick(xs)))];
  const creatures: Json = {};
  const attack: Json = {};
  const nA = int(1, 6), nB = int(0, 6);
  const attackers: Json[] = [];
  for (let k = 0; k < nA; k++) {
    const id = `a${k}`;
    const kw = some(ATTACK_KW, 2);
    const c: Json = { controller: 'ap', power: int(0, 6), toughness: int(1, 6), colors: [pick(COLORS)] };
    if (r() < 0.15) kw.push('banding');
    if (r() < 0.15) kw.push(pick(ATTACK_TRIGGERS));
    if (kw.length) c.keywords = kw;
    if (r() < 0.1) c.counters = { '+1/+1': int(1, 2) };
    if (r() < 0.1) { c.sick = true; c.keywords = [...(c.keywords ?? []), 'haste']; }
    if (r() < 0.1) c.damage = int(0, c.toughness - 1);
    // Static restrictions (core/engine/restrictions.ts): now and then an attacker that can't be blocked.
    if (r() < 0.04) c.abilities = [{ 'cant-be-blocked': true }];
    creatures[id] = c;
    attack[id] = 'nap';
    attackers.push({ id, ...c, keywords: c.keywords ?? [] });
  }
  // At most one band, of banding creatures plus at most one without (A.11.3 / 702.22c).
  const banders = attackers.filter((a) => a.keywords.includes('banding')).map((a) => a.id);
  const others = attackers.filter((a) => !a.keywords.includes('banding')).map((a) => a.id);
  const bands: string[][] = [];
  if (banders.length && banders.length + Math.min(1, others.length) >= 2) bands.push([...banders, ...others.slice(0, 1)].slice(0, 4));
  // Blocking one band member blocks them all, so a menace creature in a band is left out of menace.
  for (const id of bands.flat()) {
    const c = creatures[id];
    if (c.keywords?.includes('menace')) c.keywords = c.keywords.filter((k: string) => k !== 'menace');
    attackers.find((a) => a.id === id)!.keywords = c.keywords ?? [];
  }
  const block: Json = {};
  for (let k = 0; k < nB; k++) {
    const id = `b${k}`;
    const kw = some(BLOCK_KW, 2);
    const c: Json = { controller: 'nap', power: int(0, 6), toughness: int(1, 6), colors: [pick(COLORS)] };
    if (r() < 0.1) kw.push('banding');
    if (r() < 0.1) kw.push(pick(BLOCK_TRIGGERS));
    if (kw.length) c.keywords = kw;
    if (r() < 0.15) c.abilities = [{ 'can-block-additional': 1 }];
    // A requirement (core/engine/requirements.ts): it blocks whenever it can, so the declaration obeys it.
    const blocksEach = r() < 0.08;
    if (blocksEach) c.abilities = [...(c.abilities ?? []), { 'blocks-each-combat': true }];
    if (r() < 0.05) c.abilities = [...(c.abilities ?? []), { trigger: 'dies', do: 'gain-life', to: 'controller', amount: 2 }];
    // Activated abilities: a blocker that taps to shield itself, used in some window.
    if (r() < 0.05) c.abilities = [...(c.abilities ?? []), { activated: { cost: ['tap'], do: 'prevent', amount: 1, to: 'self' } }];
    creatures[id] = c;
    if (!blocksEach && r() < 0.25) continue; // does not block
    const canBlock = (a: Json) => {
      if (a.abilities?.some((x: Json) => x['cant-be-blocked'])) return false;
      if (a.keywords.includes('flying') && !kw.includes('flying') && !kw.includes('reach')) return false;
      if (a.keywords.includes('fear') && !c.colors.includes('black')) return false;
      if (a.keywords.some((x: string) => x === `protection from ${c.colors[0]}`)) return false;
      return true;
    };
    const legal = attackers.filter(canBlock);
    if (!legal.length) continue;
    const first = pick(legal);
    const targets = [first.id];
    if (c.abilities?.some((a: Json) => 'can-block-additional' in a) && legal.length > 1 && r() < 0.5) targets.push(pick(legal.filter((a) => a.id !== first.id)).id);
    block[id] = targets.length === 1 ? targets[0] : targets;
  }
  // Menace: blocked by exactly one creature is illegal (702.111b); drop such lone blocks until none is left.
  const targetsOf = (t: string | string[]) => (Array.isArray(t) ? t : [t]);
  for (let changed = true; changed;) {
    changed = false;
    for (const a of attackers.filter((x) => x.keywords.includes('menace'))) {
      const mine = Object.entries(block).filter(([, t]) => targetsOf(t).includes(a.id));
      if (mine.length === 1) { delete block[mine[0]![0]]; changed = true; }
    }
  }
  const ids = Object.keys(creatures);
  const actions: Json[] = [];
  for (let k = int(0, 3); k > 0; k--) {
    const at = some(WINDOWS, 2);
    if (!at.length) at.push(pick(WINDOWS));
    const target = pick(ids);
    const kind = pick(['destroy', 'sacrifice', 'bounce', 'damage', 'pump', 'grant', 'tap', 'untap', 'regenerate', 'prevent', 'gain-life', 'add-mana', 'blink']);
    const a: Json = { at, do: kind };
    if (kind === 'damage') Object.assign(a, { target, amount: int(1, 4), ...(r() < 0.5 ? { source: pick(ids) } : {}) });
    else if (kind === 'pump') Object.assign(a, { target, power: int(-1, 3), toughness: int(0, 3) });
    else if (kind === 'grant') Object.assign(a, { target, keyword: pick(['first strike', 'double strike', 'trample', 'deathtouch', 'lifelink']) });
    else if (kind === 'prevent') Object.assign(a, { target, amount: int(1, 3) });
    else if (kind === 'gain-life' || kind === 'add-mana') Object.assign(a, { player: pick(['ap', 'nap']), amount: int(1, 4) });
    else a.target = target;
    actions.push(a);
  }
  for (const id of ids) {
    const n = (creatures[id].abilities ?? []).filter((x: Json) => 'activated' in x).length;
    if (n && r() < 0.5) actions.push({ at: [...new Set([...some(WINDOWS, 2), pick(WINDOWS)])], do: 'activate', source: id });
  }
  const nap = { life: int(5, 20) };
  // Drawn last, so the boards above stay as they were: a planeswalker and a battle that attackers
  // outside a band may attack, and actions at them.
  const permanents: Json = {};
  if (r() < 0.2) permanents.pw0 = { controller: 'nap', type: 'planeswalker', loyalty: int(1, 6) };
  if (r() < 0.1) permanents.bt0 = { controller: 'ap', type: 'battle', defense: int(1, 6) };
  const banded = new Set(bands.flat());
  for (const id of Object.keys(permanents)) {
    for (const a of attackers) if (!banded.has(a.id) && r() < 0.4) attack[a.id] = id;
    if (r() < 0.3) actions.push({ at: pick(WINDOWS), do: 'damage', target: id, amount: int(1, 3) });
  }
  // Prevention and replacement (drawn last, so the boards above stay as they were): a damage
  // doubler, a fog effect, a shield against one creature's damage.
  if (r() < 0.1) { const c = creatures[pick(ids)]; c.abilities = [...(c.abilities ?? []), { 'double-damage': true }]; }
  if (r() < 0.1) actions.push({ at: [pick(WINDOWS)], do: 'fog' });
  if (r() < 0.1) actions.push({ at: [pick(WINDOWS), pick(WINDOWS)], do: 'prevent-from-source', source: pick(ids) });
  // Keep "blocks each combat" only where the declaration obeys it: the creature blocks, and no action
  // before the blocks changes the board (the expectation is status ok).
  const early = actions.some((a) => [a.at].flat().some((w: string) => w === 'beginning-of-combat' || w === 'declare-attackers'));
  for (let k = 0; k < nB; k++) {
    const c = creatures[`b${k}`];
    if (!c.abilities?.some((x: Json) => x['blocks-each-combat']) || (!early && `b${k}` in block)) continue;
    c.abilities = c.abilities.filter((x: Json) => !x['blocks-each-combat']);
    if (!c.abilities.length) delete c.abilities;
  }
  // Static abilities, from a second stream so the boards above stay those of earlier
  // versions: damage by toughness, "as though it weren't blocked" (used or not), a lord, a granted
  // keyword that changes no block's legality.
  const r2 = rng(seed * 7919 + i + 1);
  const choices: Json = {};
  if (r2() < 0.15) {
    const a = attackers[Math.floor(r2() * attackers.length)]!;
    const options: Json[] = [
      { 'assigns-toughness': true }, { 'assigns-toughness': true, affects: 'creatures' }, { 'as-though-unblocked': true },
      { affects: 'other-creatures-you-control', power: 1, toughness: 1 }, { affects: 'creatures-you-control', have: 'first strike' },
    ];
    const ability = options[Math.floor(r2() * options.length)]!;
    creatures[a.id].abilities = [...(creatures[a.id].abilities ?? []), ability];
    if (ability['as-though-unblocked'] && r2() < 0.5) choices.ap = { unblocked: [a.id] };
  }
  return {
    scenario: `generated board ${i} (seed ${seed})`,
    sources: ['bench/generate-corpus.mjs'],
    players: { ap: { life: 20 }, nap },
    creatures,
    ...(Object.keys(permanents).length ? { permanents } : {}),
    combat: { attack, ...(bands.length ? { bands } : {}), block },
    ...(Object.keys(choices).length ? { choices } : {}),
    ...(actions.length ? { actions } : {}),
    expect: { all: { status: 'ok' } },
  };
}

export function writeCorpus(count: number, dir: string, seed = 1): void {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) {
    writeFileSync(join(dir, `gen-${String(i).padStart(5, '0')}.json`), `${JSON.stringify(generateScenario(i, seed))}\n`);
  }
}

if (process.argv[1]?.endsWith('generate-corpus.js')) {
  const [count = '10000', dir = 'bench/corpus', seed = '1'] = process.argv.slice(2);
  writeCorpus(Number(count), dir, Number(seed));
  console.log(`wrote ${count} scenarios to ${dir}`);
}
