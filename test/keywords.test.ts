// The keyword library (core/keywords.ts) and its generated page docs/keywords.md: the page is
// current, every keyword of the schema has an entry, and every rule concept an entry names is
// one the engine cites.
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keywordsPage } from '../scripts/write-keywords.js';
import { KEYWORD_LIBRARY } from '../core/keywords.js';
import { KEYWORDS, STATIC_ABILITIES } from '../core/scenario/schema.js';
import { registry } from './helpers.js';

test('docs/keywords.md is generated from the keyword library and the citations, and current (npm run keywords)', (t) => {
  t.is(readFileSync('docs/keywords.md', 'utf8'), keywordsPage());
});

test('every keyword of the scenario schema is in the keyword library, once', (t) => {
  const names = KEYWORD_LIBRARY.map((k) => k.name);
  t.is(new Set(names).size, names.length);
  for (const k of KEYWORDS) t.true(names.includes(k), k);
  t.true(names.includes('protection from <quality>'));
});

test('every static restriction and requirement of the scenario schema is in the keyword library', (t) => {
  const names = KEYWORD_LIBRARY.map((k) => k.name);
  for (const a of [...STATIC_ABILITIES, 'cant-be-blocked-except-by: N']) t.true(names.includes(a), a);
});

/** The compiled engine and rulesets (not the generated citations table). */
function engineSource(): string {
  const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : []));
  return [...files('dist/core'), ...files('dist/rulesets')].filter((f) => !f.endsWith('citations.js') && !f.endsWith('rule-keys.js') && !f.endsWith('keywords.js'))
    .map((f) => readFileSync(f, 'utf8')).join('\n');
}

test('every ability of the scenario schema that is not a triggered ability is in the library', (t) => {
  const names = KEYWORD_LIBRARY.filter((k) => k.kind === 'ability').map((k) => k.name.replace(/: N$/, ''));
  for (const a of ['can-block-additional', 'cant-block', 'damage-trigger-lifegain', 'double-damage', 'controller-cant-lose']) t.true(names.includes(a), a);
});

test('every rule concept in the library is cited by the engine or a ruleset', (t) => {
  const src = engineSource();
  for (const k of KEYWORD_LIBRARY) for (const r of k.rules) t.true(src.includes(`'${r}'`), `${k.name}: ${r}`);
});

test('the page lists, for each keyword, the rule number every era cites', (t) => {
  const page = readFileSync('docs/keywords.md', 'utf8');
  const row = page.split('\n').find((l) => l.startsWith('| [horsemanship]'))!;
  const cells = row.split(' | ').slice(2).map((c) => c.replace(/ \|$/, ''));
  t.deepEqual(cells, registry.eras.map((id) => {
    const c = registry.rulesFor(id).cite('block.horsemanship');
    return c.rule.startsWith('no rule') ? '—' : c.rule;
  }));
  t.deepEqual(cells.slice(0, 3), ['—', '—', '—']);
  t.is(cells[3], '502.17b');
});

test('"bands with other" qualities: plural creature types, legendary creatures, creatures named N', async (t) => {
  const { hasQuality, bandsWithOther } = await import('../core/views.js');
  const c = (name: string, types: string[], keywords: string[] = []) => ({ spec: { name }, types, keywords }) as unknown as Parameters<typeof bandsWithOther>[0];
  t.true(hasQuality(c('Wolf', ['Wolf']), 'wolves'));
  t.true(hasQuality(c('Dwarf', ['Dwarf']), 'dwarves'));
  t.true(hasQuality(c('Dino', ['Dinosaur']), 'dinosaurs'));
  t.false(hasQuality(c('Bear', ['Bear']), 'wolves'));
  t.true(hasQuality(c('Lord', ['Legendary', 'Human']), 'legendary creatures'));
  t.false(hasQuality(c('Human', ['Human']), 'legendary creatures'));
  t.true(hasQuality(c('Wolves of the Hunt', ['Wolf']), 'creatures named wolves of the hunt'));
  t.deepEqual(bandsWithOther(c('x', [], ['flying', 'bands with other wolves'])), ['wolves']);
});

test('the page lists the researched keywords the format cannot express yet, and none it can', (t) => {
  const page = readFileSync('docs/keywords.md', 'utf8');
  const pending = page.slice(page.indexOf('## Not expressible yet'));
  for (const k of ['Myriad']) t.regex(pending, new RegExp(`^\\| ${k} \\|`, 'm'), k);
  for (const k of ['Ninjutsu', 'Nonbasic landwalk', 'Provoke', 'Flanking', 'Rampage', 'Bushido', 'Exalted', 'Persist', 'Undying', 'Battle cry', 'Poisonous', 'Protection', 'Horsemanship', 'Skulk', 'Bands with other', 'Flying', 'Infect', 'Wither', 'Toxic', 'Forestwalk', 'Swampwalk', 'Annihilator', 'Renown', 'Enlist', 'Exert', 'Decayed']) t.notRegex(pending, new RegExp(`^\\| ${k} \\|`, 'm'), k);
});
