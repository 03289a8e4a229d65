// Targets: what a spell or ability can't target. Shroud (futuresight-2007 502.36a, today 702.18a),
// hexproof (702.11b, mh3-2024 on; the printed "can't be the target of spells or abilities your
// opponents control" before), protection's "can't be targeted" (D'Angelo A.24.2, 1999 502.7b, today
// 702.16b). A spell or ability whose only target is illegal does nothing (D'Angelo G.19.1 "fizzle",
// 1999 413.2a, today 608.2b): the engine skips the action and cites the rule that made the target illegal.
import type { RuleKey } from '../rule-keys.js';
import { has, protectionAgainst, type QualityView } from '../views.js';
import type { CreatureState } from './state.js';

export interface TargetBar { rule: RuleKey; why: string }

/**
 * Why `by`'s spell or ability from `source` can't target creature `c`, or null if it can. `source`
 * is the creature or permanent whose ability it is, or the spell's colours (`colors:` on the action).
 */
export function targetBar(c: CreatureState, by: string, source: QualityView | undefined): TargetBar | null {
  if (has(c, 'shroud')) return { rule: 'target.shroud', why: `${c.spec.name} has shroud: it can't be the target of spells or abilities` };
  if (has(c, 'hexproof') && by !== c.controller) return { rule: 'target.hexproof', why: `${c.spec.name} has hexproof: it can't be the target of spells or abilities ${by}, an opponent of its controller, controls` };
  const q = source ? protectionAgainst(c, source) : undefined;
  if (q) return { rule: 'target.protection', why: `${c.spec.name} has protection from ${q}: it can't be the target of ${source!.spec.name}` };
  return null;
}

/** The quality of a spell known only by its colours (an action's `colors:`): no card type, no creature type. */
export const spellQuality = (colors: readonly string[], name: string): QualityView => ({ cardTypes: [], types: [], colors, spec: { name } });

/** A spell the scenario names (a damage action's `spell`): a source a prevention may choose (Circle of Protection: Red choosing a red instant). */
export type NamedSpell = QualityView & { readonly id: string };
export const namedSpell = (id: string, colors: readonly string[]): NamedSpell => ({ id, cardTypes: [], types: [], colors, spec: { name: `the ${colors.join(' and ')} spell ${id}` } });
