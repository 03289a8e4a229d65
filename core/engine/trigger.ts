// One triggered ability waiting or on the stack: its record, how it is made and cited, the APNAP order
// (603.3b; 101.4), and how it reads in the log. The queue that holds them is triggers.ts.
import type { RuleKey } from '../rule-keys.js';
import { keywordAbilities, type CitedAbility } from '../abilities.js';
import type { Action, CreatureSpec } from '../scenario/scenario.js';
import type { TriggerEvent } from '../scenario/schema.js';
import { type Performer } from './actions.js';
import { shapedAbility, type AbilitiesByEvent, type CreatureState, type Delayed } from './state.js';
import { signed } from '../events.js';
import type { Triggers } from './triggers.js';

export interface Trigger {
  controller: string;
  kind: 'lifegain' | 'deathtouch' | 'ability' | 'delayed';
  /** kind 'delayed': the delayed triggered ability (an effect created it: 603.7). */
  delayed?: Delayed;
  /** kind 'ability': the ability, with the rule it is cited by. */
  ability?: CitedAbility;
  /** kind 'ability': the object of its event: "that creature" (a blocker, the lone attacker), "that player". */
  that?: string;
  source: string;
  target?: string;
  amount: number;
  /**
   * How many identical triggers this stands for. Before 1999 a damage trigger triggered once per
   * point of damage (D'Angelo A.8.10): those N triggers are kept as one counted batch, so a huge
   * power costs one entry, not N (a bound on the work one file can cause). They resolve together, as the old damage prevention
   * step resolved them with no state-based check between (T.10.1 sub-steps 4 and 5).
   */
  times: number;
  rule: RuleKey;
  /** A deathtouch trigger: the object it will destroy (400.7: that creature, not a new object the same card became). */
  targetObject?: number;
}

/** Damage one source dealt to one creature (or, as combat damage, to a player). */
export interface Hurt { source: string; target: string; amount: number }

/** The damage each creature was dealt in one damage event, from its per-source parts. */
export function dealtTo(hurt: readonly Hurt[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const h of hurt) m.set(h.target, (m.get(h.target) ?? 0) + h.amount);
  return m;
}

/** Carries out an ability's effect as the scripted action with the same meaning (core/engine/actions.ts). */
export type Effect = (a: Action, as: Performer) => void;

/** A creature's written triggered abilities and its keywords', by the event they trigger on. */
export function indexAbilities(spec: CreatureSpec, keywords: readonly string[]): AbilitiesByEvent {
  let m: Map<TriggerEvent, CitedAbility[]> | null = null;
  const add = (a: CitedAbility): void => {
    const list = (m ??= new Map()).get(a.ability.trigger);
    if (list) list.push(a);
    else m.set(a.ability.trigger, [a]);
  };
  // Indexed: the scenario's lists are frozen while it runs (state.ts).
  // "Whenever you gain life" is cited by the rule that says what a life gain event is (119.9).
  for (let i = 0; i < spec.triggered.length; i++) { const ability = spec.triggered[i]!; add(cited(ability, ability.trigger === 'you-gain-life' ? 'trigger.life-gain' : 'trigger.ability', undefined)); }
  for (let i = 0; i < keywords.length; i++) for (const a of keywordAbilities(keywords[i]!)) add(keywordCited(a));
  return m;
}

/**
 * A triggered ability with its rule, in one shape: every field present (the keyword undefined for a
 * written ability), the ability itself a fixed-shape record (state.ts: shapedAbility), so the reads
 * of the abilities of a varied corpus stay monomorphic. A keyword's is made once (WeakMap).
 */
export function cited(ability: CitedAbility['ability'], rule: RuleKey, keyword: string | undefined): CitedAbility {
  return { ability: shapedAbility(ability), rule, keyword };
}
const keywordCitedOf = new WeakMap<CitedAbility, CitedAbility>();
export function keywordCited(a: CitedAbility): CitedAbility {
  let r = keywordCitedOf.get(a);
  if (!r) keywordCitedOf.set(a, (r = cited(a.ability, a.rule, a.keyword)));
  return r;
}

/** A trigger waiting to be put on the stack, every field present (one shape for every kind). */
export function trigger(controller: string, kind: Trigger['kind'], source: string, amount: number, times: number, rule: RuleKey,
  more: { delayed?: Delayed; ability?: CitedAbility; that?: string; target?: string; targetObject?: number }): Trigger {
  return { controller, kind, delayed: more.delayed, ability: more.ability, that: more.that, source, target: more.target, amount, times, rule, targetObject: more.targetObject };
}

/** Per creature spec, the index for its printed keywords: built once per scenario, not once per run. */
const printedIndex = new WeakMap<CreatureSpec, AbilitiesByEvent>();
export function printedAbilities(spec: CreatureSpec): AbilitiesByEvent {
  let byEvent = printedIndex.get(spec);
  if (byEvent === undefined) printedIndex.set(spec, (byEvent = indexAbilities(spec, spec.keywords)));
  return byEvent;
}

export function hasPrintedKeywords(c: CreatureState): boolean {
  const a = c.keywords, b = c.spec.keywords;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export const NO_ABILITIES: readonly CitedAbility[] = Object.freeze([]);
/** Decayed's delayed "sacrifice it at end of combat" and enlist's pump, as the abilities the engine runs (made once). */
export const DECAYED_SACRIFICE = cited({ trigger: 'attacks', do: 'sacrifice', to: 'self' }, 'decayed', 'decayed');
export const ENLIST_PUMP = cited({ trigger: 'attacks', do: 'pump', to: 'self' }, 'enlist', 'enlist');
export const ANY = (): boolean => true;

/** A triggered ability with a target chosen as it triggered. */
export const targeted = (t: Trigger) => t.kind === 'ability' && (t.ability!.ability.to === 'lesser-power-attacker' || t.ability!.ability.to === 'chosen');

export function title(tr: Triggers, t: Trigger): string {
  return `${tr.ctx.name(t.source)}'s ${t.ability?.keyword ?? 'triggered ability'}`;
}

export function describe(tr: Triggers, t: Trigger): string {
  const when = t.ability!.ability.delayed;
  return when ? `${effectText(tr, t)} ${when === 'end-of-turn' ? 'at end of turn' : 'at end of combat'}` : effectText(tr, t);
}

export function effectText(tr: Triggers, t: Trigger): string {
  const a = t.ability!.ability;
  const to = { self: tr.ctx.name(t.source), that: t.that ? tr.ctx.name(t.that) : 'it', 'each-other-attacker': 'each other attacking creature', 'lesser-power-attacker': t.that ? tr.ctx.name(t.that) : 'it', 'defending-player': 'the defending player', controller: t.controller, chosen: t.that ? tr.ctx.name(t.that) : 'it', 'each-creature': 'each creature', 'each-other-creature': 'each other creature', 'each-opponent-creature': `each creature ${t.controller}'s opponent controls` , 'each-creature-you-control': `each creature ${t.controller} controls` }[a.to ?? 'self'];
  const per = a.per === 'blocker-beyond-first' ? ' for each creature blocking it beyond the first' : a.per === 'opponent-attacked' ? ' for each opponent attacked' : a.per === 'card-in-graveyard' ? ' for each card in their graveyard' : a.per === 'damage' ? ' for each point of damage it was dealt' : a.per === 'power' ? ' for each point of its power' : '';
  switch (a.do) {
    case 'pump': return `${to} gets ${signed(a.power ?? 0)}/${signed(a.toughness ?? 0)} until end of turn${per}`;
    case 'add-counters': return `${a.amount} ${a.kind} counter${a.amount === 1 ? '' : 's'} on ${to}`;
    case 'damage': return `${a.amount} damage to ${to}`;
    case 'gain-life': case 'lose-life': return `${to} ${a.do === 'gain-life' ? 'gains' : 'loses'} ${a.amount} life${per}`;
    case 'poison': return `${to} gets ${a.amount} poison counter${a.amount === 1 ? '' : 's'}`;
    case 'return': return `return it to the battlefield with ${a.amount} ${a.kind} counter${a.amount === 1 ? '' : 's'}`;
    case 'provoke': return `${to} blocks ${tr.ctx.name(t.source)} this combat if able; untap ${to}`;
    case 'prevent': return `prevent the next ${a.amount} damage to ${to} this turn`;
    case 'renown': return `if ${to} isn't renowned, ${a.amount} +1/+1 counter${a.amount === 1 ? '' : 's'} on it and it becomes renowned`;
    case 'sacrifice-permanents': return `${to} sacrifices ${a.amount} permanent${a.amount === 1 ? '' : 's'}`;
    case 'grant': return `${to} gains ${a.keyword} until end of turn`;
    case 'sacrifice-at-end-of-combat': return `sacrifice ${to} at end of combat`;
    case 'doesnt-untap': return `${to} doesn't untap during its controller's next untap step`;
    case 'create-token': return `create ${(a.tokens ?? []).map((id) => tr.ctx.name(id)).filter((n, i, all) => all.indexOf(n) === i).join(' or ')} token`;
    case 'fight': return `${tr.ctx.name(t.source)} fights ${to}`;
    case 'graveyard-to-hand': return 'each player returns all creature cards from their graveyard to their hand';
    default: return `${a.do} ${to}`;
  }
}

