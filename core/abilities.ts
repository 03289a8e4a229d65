// The triggered keywords as triggered abilities of the scenario's vocabulary (a keyword is a named
// set of abilities, not a case in the engine): the engine runs them as it runs abilities written
// in a scenario, citing the keyword's rule. core/keywords.ts documents them (docs/keywords.md).
import type { RuleKey } from './rule-keys.js';
import type { TriggeredAbility as TriggeredAbilitySpec } from './scenario/types.js';

/**
 * The triggered keywords as the triggered abilities they stand for (each keyword's rule: 702.25a
 * flanking, 702.23a rampage, ... in foundations-2024; the other eras' numbers are in their
 * citations). N is the keyword's number ("rampage 2"). The engine runs them as it runs abilities
 * written in a scenario, citing the keyword's rule instead of the general triggered-ability rule.
 */
export const TRIGGERED_KEYWORDS: Readonly<Record<string, { rule: RuleKey; abilities: (n: number) => TriggeredAbilitySpec[] }>> = {
  flanking: { rule: 'trigger.flanking', abilities: () => [{ trigger: 'becomes-blocked-by', 'unless-that-has': 'flanking', do: 'pump', to: 'that', power: -1, toughness: -1 }] },
  rampage: { rule: 'trigger.rampage', abilities: (n) => [{ trigger: 'becomes-blocked', do: 'pump', to: 'self', power: n, toughness: n, per: 'blocker-beyond-first' }] },
  bushido: { rule: 'trigger.bushido', abilities: (n) => [
    { trigger: 'blocks', do: 'pump', to: 'self', power: n, toughness: n },
    { trigger: 'becomes-blocked', do: 'pump', to: 'self', power: n, toughness: n },
  ] },
  afflict: { rule: 'trigger.afflict', abilities: (n) => [{ trigger: 'becomes-blocked', do: 'lose-life', to: 'defending-player', amount: n }] },
  frenzy: { rule: 'trigger.frenzy', abilities: (n) => [{ trigger: 'attacks-unblocked', do: 'pump', to: 'self', power: n, toughness: 0 }] },
  exalted: { rule: 'trigger.exalted', abilities: () => [{ trigger: 'attacks-alone', do: 'pump', to: 'that', power: 1, toughness: 1 }] },
  'battle cry': { rule: 'trigger.battle-cry', abilities: () => [{ trigger: 'attacks', do: 'pump', to: 'each-other-attacker', power: 1, toughness: 0 }] },
  melee: { rule: 'trigger.melee', abilities: () => [{ trigger: 'attacks', do: 'pump', to: 'self', power: 1, toughness: 1, per: 'opponent-attacked' }] },
  dethrone: { rule: 'trigger.dethrone', abilities: () => [{ trigger: 'attacks', 'defender-life-at-least-yours': true, do: 'add-counters', to: 'self', kind: '+1/+1', amount: 1 }] },
  training: { rule: 'trigger.training', abilities: () => [{ trigger: 'attacks', 'greater-power-attacker': true, do: 'add-counters', to: 'self', kind: '+1/+1', amount: 1 }] },
  mentor: { rule: 'trigger.mentor', abilities: () => [{ trigger: 'attacks', do: 'add-counters', to: 'lesser-power-attacker', kind: '+1/+1', amount: 1 }] },
  persist: { rule: 'trigger.persist', abilities: () => [{ trigger: 'dies', 'if-no-counter': '-1/-1', do: 'return', kind: '-1/-1', amount: 1 }] },
  undying: { rule: 'trigger.undying', abilities: () => [{ trigger: 'dies', 'if-no-counter': '+1/+1', do: 'return', kind: '+1/+1', amount: 1 }] },
  provoke: { rule: 'trigger.provoke', abilities: () => [{ trigger: 'attacks', do: 'provoke', to: 'chosen' }] },
  poisonous: { rule: 'trigger.poisonous', abilities: (n) => [{ trigger: 'deals-combat-damage-to-player', do: 'poison', to: 'that', amount: n }] },
  // 702.112a; the intervening "if" is checked as it triggers and resolves (603.4).
  renown: { rule: 'trigger.renown', abilities: (n) => [{ trigger: 'deals-combat-damage-to-player', 'if-not-renowned': true, do: 'renown', to: 'self', amount: n }] },
  // 702.86a.
  // 702.147a: the triggered half (its "can't block" is a restriction: core/engine/restrictions.ts).
  decayed: { rule: 'decayed', abilities: () => [{ trigger: 'attacks', do: 'sacrifice-at-end-of-combat', to: 'self' }] },
  annihilator: { rule: 'trigger.annihilator', abilities: (n) => [{ trigger: 'attacks', do: 'sacrifice-permanents', to: 'defending-player', amount: n }] },
};

/** A triggered ability with the rule it is cited by: its keyword's, or the general rule for written abilities. */
export interface CitedAbility { ability: TriggeredAbilitySpec; rule: RuleKey; keyword?: string }

const byKeyword = new Map<string, readonly CitedAbility[]>();

/** A keyword instance's triggered abilities ("rampage 2" -> rampage's, N = 2), or none; built once per keyword (the engine asks at every event). */
export function keywordAbilities(keyword: string): readonly CitedAbility[] {
  let out = byKeyword.get(keyword);
  if (!out) {
    const m = /^(.*?)(?: (\d+))?$/.exec(keyword)!;
    const def = TRIGGERED_KEYWORDS[m[1]!];
    out = def ? def.abilities(Number(m[2] ?? 1)).map((ability) => ({ ability, rule: def.rule, keyword })) : [];
    byKeyword.set(keyword, out);
  }
  return out;
}
