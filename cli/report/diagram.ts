// The picture of a combat: one SVG board per distinct outcome, drawn from a run's result and its
// event log. Defending players and planeswalkers along the top, blockers in the middle, attackers
// at the bottom; an arrow for each attack (attacker -> what it attacks) and each block (blocker ->
// the attacker it blocks), the damage dealt along it as a badge at the end that took it, the dead
// greyed, and the objects of the first divergence from the neighbouring eras outlined. Plain SVG
// markup with classes only (no style attribute, no script), so the report's Content-Security-Policy
// holds; every name is escaped.
import type { CombatEvent } from '../../core/events.js';
import type { Result } from '../../core/outcome.js';
import type { Scenario } from '../../core/scenario/scenario.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Past this many creatures in combat the board is not drawn (the table and the log still say it all). */
export const MAX_DRAWN = 40;

const CARD_W = 132, CARD_H = 78, GAP = 18, LANE = 22, DEF_H = 46, ROW_GAP = 66, MARGIN = 8;

interface Box { x: number; y: number; w: number; h: number }
const cx = (b: Box) => b.x + b.w / 2;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export interface DiagramOptions {
  /** Unique in the page: SVG marker ids are document-wide. */
  id: string;
  /** The heading of the board: the eras (years and ids) that share this outcome. */
  label: string;
  /** Signatures of the events where neighbouring eras first part (see report.ts). */
  divergent: ReadonlySet<string>;
  sig: (e: CombatEvent) => string;
}

/** The board of one result as an SVG figure, or a one-line note when there is no combat to draw. */
export function combatDiagram(s: Scenario, r: Result, o: DiagramOptions): string {
  const attacks = r.events.filter((e) => e.type === 'attack' && e.source !== undefined && e.target !== undefined).map((e) => ({ attacker: e.source!, target: e.target! }));
  // A run that stopped before the attack (an illegal declaration, a failed plugin) draws the declared one.
  const declared = attacks.length ? attacks : s.attacks.map((a) => ({ attacker: a.attacker, target: a.player }));
  const seen = new Set<string>();
  const atk = declared.filter((a) => !seen.has(a.attacker) && seen.add(a.attacker));
  const blockEvents = r.events.filter((e) => e.type === 'block' && e.source !== undefined && e.target !== undefined);
  const blocks = blockEvents.length || r.status === 'ok' ? blockEvents.map((e) => ({ blocker: e.source!, attacker: e.target! })) : s.blocks.flatMap((b) => b.attackers.map((a) => ({ blocker: b.blocker, attacker: a })));
  const head = `<figure class="board"><figcaption>${o.label}</figcaption>`;
  if (!atk.length) return `${head}<p class="note">No creature attacks.</p></figure>`;
  const blockersOf = new Map<string, string[]>(atk.map((a) => [a.attacker, []]));
  const placed = new Set<string>();
  for (const b of blocks) {
    if (placed.has(b.blocker) || !blockersOf.has(b.attacker)) continue;
    placed.add(b.blocker);
    blockersOf.get(b.attacker)!.push(b.blocker);
  }
  if (atk.length + placed.size > MAX_DRAWN) return `${head}<p class="note">${atk.length + placed.size} creatures in combat: too many to draw; the table and the log above say what happened.</p></figure>`;

  // Columns: one per attacker, as wide as its blockers; a lane on the left carries a blocked attacker's arrow.
  const hasBlockers = placed.size > 0;
  const yDef = MARGIN, yBlock = yDef + DEF_H + ROW_GAP, yAtk = (hasBlockers ? yBlock + CARD_H : yDef + DEF_H) + ROW_GAP;
  const boxes = new Map<string, Box>();
  const columnX = new Map<string, number>();
  const x0 = (attacker: string) => columnX.get(attacker)!;
  let x = MARGIN;
  for (const a of atk) {
    columnX.set(a.attacker, x);
    const bs = blockersOf.get(a.attacker)!;
    // The attacker under the middle of its blockers.
    const span = Math.max(1, bs.length) * (CARD_W + GAP) - GAP;
    boxes.set(a.attacker, { x: x + LANE + (span - CARD_W) / 2, y: yAtk, w: CARD_W, h: CARD_H });
    bs.forEach((b, j) => boxes.set(b, { x: x + LANE + j * (CARD_W + GAP), y: yBlock, w: CARD_W, h: CARD_H }));
    x += LANE + Math.max(1, bs.length) * (CARD_W + GAP);
  }
  // Defenders above the middle of their attackers, left to right, never overlapping.
  const defenders = [...new Set(atk.map((a) => a.target))];
  let right = MARGIN;
  for (const d of defenders) {
    const cols = atk.filter((a) => a.target === d).map((a) => cx(boxes.get(a.attacker)!));
    const want = cols.reduce((p, q) => p + q, 0) / cols.length - CARD_W / 2;
    const at = Math.max(right, want);
    boxes.set(d, { x: at, y: yDef, w: CARD_W, h: DEF_H });
    right = at + CARD_W + GAP;
  }
  const width = Math.max(x, right) + MARGIN, height = yAtk + CARD_H + MARGIN;

  // Damage dealt from one object to another over the whole run, and the objects of the first divergence.
  const dealt = new Map<string, number>();
  for (const e of r.events) if (e.type === 'damage' && e.source !== undefined && e.target !== undefined && e.amount) dealt.set(`${e.source}>${e.target}`, (dealt.get(`${e.source}>${e.target}`) ?? 0) + e.amount);
  const firsts = r.events.filter((e) => o.divergent.has(o.sig(e)));
  const marked = new Set(firsts.flatMap((e) => [e.source, e.target]).filter((id): id is string => id !== undefined));

  const svg: string[] = [];
  const arrow = `${o.id}-a`, blockArrow = `${o.id}-b`;
  svg.push(`<defs><marker id="${arrow}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" class="head-attack"/></marker>`,
    `<marker id="${blockArrow}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" class="head-block"/></marker></defs>`);
  const badges: string[] = [];
  const badge = (px: number, py: number, n: number | undefined, what: string) => {
    if (!n) return;
    const t = `${n} dmg`;
    const w = 10 + t.length * 7.2;
    badges.push(`<g class="dmg"><title>${esc(what)}</title><rect x="${(px - w / 2).toFixed(1)}" y="${(py - 10).toFixed(1)}" width="${w.toFixed(1)}" height="20" rx="10"/><text x="${px.toFixed(1)}" y="${(py + 4.5).toFixed(1)}" text-anchor="middle">${t}</text></g>`);
  };
  const nameOf = (id: string) => s.creatures.find((c) => c.id === id)?.name ?? s.permanents.find((p) => p.id === id)?.name ?? id;
  const along = (x1: number, y1: number, x2: number, y2: number, f: number): [number, number] => [x1 + (x2 - x1) * f, y1 + (y2 - y1) * f];

  for (const a of atk) {
    const from = boxes.get(a.attacker)!, to = boxes.get(a.target)!;
    const blocked = blockersOf.get(a.attacker)!.length > 0;
    const tx = cx(to), ty = to.y + to.h;
    let path: string, bx: number, by: number;
    if (blocked) {
      // Up the lane left of its blockers, then to what it attacks.
      const lx = x0(a.attacker) + LANE / 2, top = yDef + DEF_H + ROW_GAP / 2;
      path = `M${from.x},${from.y + 14} H${lx} V${top} L${tx},${ty + 2}`;
      [bx, by] = along(lx, top, tx, ty, 0.6);
    } else {
      path = `M${cx(from)},${from.y} L${tx},${ty + 2}`;
      [bx, by] = along(cx(from), from.y, tx, ty, 0.7);
    }
    svg.push(`<path class="attack" d="${path}" marker-end="url(#${arrow})"><title>${esc(`${nameOf(a.attacker)} attacks ${nameOf(a.target)}`)}</title></path>`);
    badge(bx, by, dealt.get(`${a.attacker}>${a.target}`), `${nameOf(a.attacker)} deals ${dealt.get(`${a.attacker}>${a.target}`)} damage to ${nameOf(a.target)}`);
  }
  for (const b of blocks) {
    const from = boxes.get(b.blocker), to = boxes.get(b.attacker);
    if (!from || !to) continue;
    // Spread along the attacker's top edge, one point per blocker, in the blockers' order.
    const mine = blocks.filter((x) => x.attacker === b.attacker), j = mine.indexOf(b);
    const x1 = cx(from), y1 = from.y + from.h, x2 = to.x + ((j + 1) * to.w) / (mine.length + 1), y2 = to.y;
    svg.push(`<path class="block" d="M${x1},${y1} L${x2},${y2 - 2}" marker-end="url(#${blockArrow})"><title>${esc(`${nameOf(b.blocker)} blocks ${nameOf(b.attacker)}`)}</title></path>`);
    // Each badge sits near the one that took the damage.
    const toBlocker = dealt.get(`${b.attacker}>${b.blocker}`), toAttacker = dealt.get(`${b.blocker}>${b.attacker}`);
    badge(...along(x1, y1, x2, y2, 0.22), toBlocker, `${nameOf(b.attacker)} deals ${toBlocker} damage to ${nameOf(b.blocker)}`);
    badge(...along(x1, y1, x2, y2, 0.66), toAttacker, `${nameOf(b.blocker)} deals ${toAttacker} damage to ${nameOf(b.attacker)}`);
  }
  for (const [id, box] of boxes) svg.push(card(s, r, id, box, marked.has(id)));
  svg.push(...badges);

  const title = `${esc(o.label.replace(/<[^>]*>/g, ''))}: ${atk.map((a) => esc(`${nameOf(a.attacker)} attacks ${nameOf(a.target)}`)).join('; ')}`;
  const notes = firsts.map((e) => `<li><span class="mark">First divergence:</span> ${esc(e.text)}</li>`);
  return `${head}<svg class="combat" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}">${svg.join('')}</svg>`
    + `<p class="legend"><span class="key-attack">attacks</span> <span class="key-block">blocks</span> <span class="key-dmg">damage dealt</span> <span class="key-dead">dead</span></p>`
    + (notes.length ? `<ul class="firsts">${notes.join('')}</ul>` : '') + '</figure>';
}

/** A creature, planeswalker or player as a card: its name, power/toughness or life, and its fate. */
function card(s: Scenario, r: Result, id: string, b: Box, first: boolean): string {
  const c = s.creatures.find((x) => x.id === id);
  const out = r.creatures[id], perm = r.permanents?.[id], player = r.players[id];
  let name: string, lines: string[], dead: boolean;
  if (c && out) {
    dead = out.zone !== 'battlefield';
    name = c.name;
    const fate = dead ? (out.zone === 'graveyard' ? 'dead' : out.zone) : out.damage ? `${out.damage} dmg` : 'alive';
    lines = [`${out.power}/${out.toughness} · ${fate}`, c.keywords.length ? [...new Set(c.keywords)].join(', ') : c.controller];
  } else if (player) {
    dead = player.lost;
    name = id;
    lines = [`${player.life} life${player.poison ? `, ${player.poison} poison` : ''}${player.lost ? ' · lost' : ''}`];
  } else {
    const p = s.permanents.find((x) => x.id === id);
    dead = perm ? perm.zone !== 'battlefield' : false;
    name = p?.name ?? id;
    lines = [perm?.loyalty !== undefined ? `loyalty ${perm.loyalty}${dead ? ' · gone' : ''}` : perm?.defense !== undefined ? `defense ${perm.defense}${dead ? ' · gone' : ''}` : (p?.type ?? '')];
  }
  const cls = `card${dead ? ' dead' : ''}${first ? ' first' : ''}${player ? ' player' : ''}`;
  const text = [`<text x="${b.x + 8}" y="${b.y + 19}" class="name">${esc(clip(name, 15))}</text>`,
    ...lines.map((l, i) => `<text x="${b.x + 8}" y="${b.y + 38 + i * 18}" class="${i === 0 ? 'stat' : 'kw'}">${esc(clip(l, i === 0 ? 19 : 21))}</text>`)];
  return `<g class="${cls}"><title>${esc(`${name} (${id})${dead ? ': dead' : ''}`)}</title><rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="7"/>${text.join('')}${dead ? `<line x1="${b.x + 6}" y1="${b.y + b.h - 6}" x2="${b.x + b.w - 6}" y2="${b.y + 6}" class="cross"/>` : ''}</g>`;
}

/** The diagram's style, part of the report's. */
export const DIAGRAM_CSS = `.boards { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(20rem, 100%), 1fr)); gap: 1rem; }
figure.board { margin: 0; border: 1px solid #8a8a8a; border-radius: 4px; padding: 0.5rem; }
figure.board figcaption { font-weight: 600; margin-bottom: 0.3rem; }
svg.combat { max-width: 100%; height: auto; display: block; }
svg.combat text { font: 13px system-ui, -apple-system, "Segoe UI", sans-serif; fill: #1a1a1a; }
svg.combat text.name { font-weight: 700; font-size: 12.5px; }
svg.combat text.kw { font-size: 11px; fill: #4a4a4a; }
.card rect { fill: #f7f3e8; stroke: #5a4a2a; stroke-width: 1.5; }
.card.player rect { fill: #e8eef6; stroke: #24486b; }
.card.dead rect { fill: #d9d9d9; stroke: #8a8a8a; stroke-dasharray: 4 3; }
.card.dead text { fill: #6a6a6a; }
.card .cross { stroke: #8a8a8a; stroke-width: 1.5; }
.card.first rect { stroke: #c25e00; stroke-width: 4; }
path.attack { fill: none; stroke: #24486b; stroke-width: 2.5; }
path.block { fill: none; stroke: #9a4d00; stroke-width: 2.5; stroke-dasharray: 7 4; }
.head-attack { fill: #24486b; } .head-block { fill: #9a4d00; }
.dmg rect { fill: #9b1c1c; } svg.combat .dmg text { fill: #fff; font-weight: 700; font-size: 12px; }
.legend { font-size: 0.8rem; color: #4a4a4a; margin: 0.3rem 0 0; }
.legend span { margin-right: 0.8rem; white-space: nowrap; }
.key-attack::before { content: "━ "; color: #24486b; } .key-block::before { content: "╍ "; color: #9a4d00; }
.key-dmg::before { content: "● "; color: #9b1c1c; } .key-dead::before { content: "▨ "; color: #8a8a8a; }
ul.firsts { margin: 0.3rem 0 0; padding-left: 1.2rem; font-size: 0.9rem; }
`;
