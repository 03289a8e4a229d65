// `mtg-eras cards [query]`: the card catalogue (cards/catalogue.json), listed or searched. Every
// word of the query must occur in a card's name, type line, keywords, colours, first set or its
// year, or match a search term players know (`t:goblin pow>=3`, cli/card-query.ts); an exact
// name, or a query with one match, shows that card's whole entry (--list: the list).
import { catalogue, findCard, isCreatureCard, searchCards, similarCards, typeLine, whyNotUsable, type Card } from '../../core/scenario/cards.js';
import { isSearchSyntax, queryCards } from '../card-query.js';
import { json, out, type Exit } from '../io.js';

export async function cards(a: { query?: string[]; json?: boolean; list?: boolean }): Promise<Exit> {
  // The shell has removed the quotes of o:"first strike": one argument that is a key and words is
  // one phrase (unless the words hold search terms of their own: 't:goblin pow>=2').
  const phrase = (w: string) => w.replace(/^(-?[a-z]+(?:!=|<=|>=|:|=|<|>))(.*\s.*)$/is, (all, key: string, rest: string) => (w.includes('"') || isSearchSyntax(rest) ? all : `${key}"${rest}"`));
  const query = (a.query ?? []).map(phrase).join(' ').trim();
  const syntax = isSearchSyntax(query);
  const exact = query && !a.list && !syntax ? findCard(query) : undefined;
  const found = exact ? [exact] : syntax ? queryCards(catalogue(), query) : query ? searchCards(query) : [...catalogue()];
  if (a.json) {
    json({ query, cards: found.map((c) => ({ ...c, usable: whyNotUsable(c).length === 0 })) });
    return found.length ? 0 : 1;
  }
  if (!found.length) {
    const near = syntax ? [] : similarCards(query);
    out(`No card matches "${query}"${near.length ? `; did you mean ${near.map((n) => `"${n}"`).join(', ')}?` : '.'}`);
    return 1;
  }
  if (found.length === 1 && !a.list) {
    const more = exact ? searchCards(query).length - 1 : 0; // a name is never search syntax
    out(details(found[0]!) + (more > 0 ? `\n\n${more} more card${more > 1 ? 's' : ''} match "${query}": \`mtg-eras cards ${query} --list\`.` : ''));
    return 0;
  }
  const w = Math.min(34, Math.max(...found.map((c) => c.name.length)));
  const lines = found.map((c) => `${whyNotUsable(c).length ? ' ' : '*'} ${c.name.padEnd(w)}  ${summary(c)}`);
  lines.push('', `${found.length} of ${catalogue().length} cards${query ? ` match "${query}"` : ''}. * = usable in a scenario as \`card: <name>\`; \`mtg-eras cards <name>\` shows one card in full.`);
  out(lines.join('\n'));
  return 0;
}

const pt = (c: Card) => (c.power !== undefined ? ` ${c.power}/${c.toughness}` : c.loyalty !== undefined ? ` loyalty ${c.loyalty}` : c.defense !== undefined ? ` defense ${c.defense}` : '');

function summary(c: Card): string {
  const kw = [...c.keywords, ...c.unexpressed.filter((u) => u.kind === 'keyword').map((u) => u.text)];
  return `${c.manaCost ?? ''} ${typeLine(c)}${pt(c)}${kw.length ? `; ${kw.join(', ')}` : ''} (${c.firstPrinting.setCode} ${c.firstPrinting.date.slice(0, 4)})`.trim();
}

function details(c: Card): string {
  const lines = [
    `${c.name}  ${c.manaCost ?? '(no mana cost)'}`,
    `  ${typeLine(c)}${pt(c)}; ${c.colors.length ? c.colors.join(', ') : 'colourless'}`,
    `  first printed: ${c.firstPrinting.set} (${c.firstPrinting.setCode}), ${c.firstPrinting.date}${c.firstPrinting.dateNote ? ` (${c.firstPrinting.dateNote})` : ''}${c.firstPrinting.checked ? " (confirmed in Forge's edition list)" : ''}`,
  ];
  if (c.keywords.length) lines.push(`  keywords: ${c.keywords.join(', ')}`);
  for (const ab of c.abilities) lines.push(`  ability: ${JSON.stringify(ab).replace(/"/g, '').replace(/:/g, ': ')}`);
  for (const u of c.unexpressed) lines.push(`  not expressible yet (${u.kind}${u.inert ? ', only when used' : ''}): ${u.text}`);
  for (const n of c.eraNotes ?? []) lines.push(`  era note: ${n}`);
  const why = whyNotUsable(c);
  lines.push(why.length ? `  usable as \`card: ${c.name}\`: no: ${why.join('; ')}` : `  usable as \`card: ${c.name}\`: yes${c.unexpressed.length ? ' (what is not expressible acts only when used)' : ''}`);
  if (!why.length) lines.push(`  in a scenario${isCreatureCard(c) ? '' : ', under permanents'}: ${idFor(c.name)}: { controller: alice, card: ${/[:#{}[\],&*!|>'"%@`]/.test(c.name) ? JSON.stringify(c.name) : c.name} }`);
  lines.push(`  facts checked: ${c.checked === 'forge' ? "against Forge's card script" : 'not looked up (memory)'}`);
  return lines.join('\n');
}

/** A scenario id for a card: its first word or two, lower case (ids are [a-z0-9-]). */
function idFor(name: string): string {
  return name.normalize('NFD').toLowerCase().replace(/[^a-z0-9 ]/g, '').split(' ').filter(Boolean).slice(0, 2).join('-') || 'card';
}
