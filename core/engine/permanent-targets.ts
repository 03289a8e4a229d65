// Shroud and hexproof on a non-creature permanent (a planeswalker's own, or an Aura's "enchanted
// permanent has hexproof"): a spell or ability can't target it (702.18a, 702.11b today; the keywords'
// rules of each era, as for creatures: core/engine/targeting.ts). An Aura's ability applies to the
// permanent it is attached to while both are on the battlefield (303.4b; 212.4h of 2004-2007; 214.8g
// of 1999-2003; D'Angelo K.14.6).
import { say } from '../events.js';
import type { RunContext } from './context.js';
import type { PermanentState } from './state.js';
import type { TargetBar } from './targeting.js';
import { mapped } from './lists.js';

/** pe's keywords now: its own, then those each Aura attached to it grants, with the Aura that grants each. */
export function permanentKeywords(ctx: RunContext, pe: PermanentState): { keyword: string; from: PermanentState | null }[] {
  const out = mapped(pe.spec.keywords, (keyword) => ({ keyword, from: null as PermanentState | null }));
  for (const a of ctx.g.permanents.values()) {
    if (a.zone !== 'battlefield' || a.attachedTo !== pe.id) continue;
    for (const keyword of a.spec.enchantedHas) out.push({ keyword, from: a });
  }
  return out;
}

/**
 * Why `by`'s spell or ability can't target the permanent pe, or null if it can. When an Aura gives the
 * keyword, the log first says so, citing the Aura's rule.
 */
export function permanentTargetBar(ctx: RunContext, pe: PermanentState, by: string): TargetBar | null {
  const kws = permanentKeywords(ctx, pe);
  const hit = kws.find((k) => k.keyword === 'shroud') ?? kws.find((k) => k.keyword === 'hexproof' && by !== pe.controller);
  if (!hit) return null;
  if (hit.from) ctx.log('note', 'static.enchanted-permanent', say`${hit.from.spec.name} is attached to ${pe.spec.name}: enchanted permanent has ${hit.keyword}.`, { source: hit.from.id, target: pe.id });
  return hit.keyword === 'shroud'
    ? { rule: 'target.shroud', why: `${pe.spec.name} has shroud: it can't be the target of spells or abilities` }
    : { rule: 'target.hexproof', why: `${pe.spec.name} has hexproof: it can't be the target of spells or abilities ${by}, an opponent of its controller, controls` };
}
