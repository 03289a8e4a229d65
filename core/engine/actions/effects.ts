// The scripted action with the same meaning as an ability's effect: triggered and activated
// abilities share the actions' vocabulary, so their effects are carried out as those actions.
import type { Action } from '../../scenario/scenario.js';
import type { TriggeredAbilitySpec } from '../../scenario/schema.js';
import type { RunContext } from '../context.js';

/** An ability's effect and its numbers (triggered and activated abilities share the vocabulary). */
export type EffectSpec = Pick<TriggeredAbilitySpec, 'power' | 'toughness' | 'kind' | 'amount' | 'tokens' | 'keyword'> & { do: TriggeredAbilitySpec['do'] | 'return-exiled' | 'animate'; types?: string[]; colors?: string[]; keywords?: string[]; 'shares-color'?: true };

/** create-token's action: the first of the ability's tokens not yet created (each token is one object), or null when all are. */
export function tokenAction(ctx: RunContext, a: EffectSpec, attacking?: string): Action | null {
  const next = (a.tokens ?? []).find((id) => ctx.creature(id).zone === 'none');
  return next === undefined ? null : { at: [], index: -1, do: 'create-token', target: next, ...(attacking === undefined ? {} : { attacking }) };
}

const NO_WINDOWS = Object.freeze([]) as unknown as Action['at'];

/** The scripted action with the same meaning as an ability's effect, for recipient r (times: the ability's multiplier). */
export function effectAction(a: EffectSpec, r: string, source: string, times = 1): Action | null {
  // Literals, not a spread of shared fields: this runs for every resolving ability.
  const at = NO_WINDOWS, index = -1;
  const n = (x: number | undefined) => (x ?? 0) * times;
  switch (a.do) {
    case 'pump': return { at, index, do: 'pump', target: r, power: n(a.power), toughness: n(a.toughness) };
    case 'add-counters': return { at, index, do: 'add-counters', target: r, kind: a.kind!, amount: n(a.amount) };
    case 'damage': return { at, index, do: 'damage', source, target: r, amount: n(a.amount) };
    case 'gain-life': return { at, index, do: 'gain-life', player: r, amount: n(a.amount) };
    case 'lose-life': return { at, index, do: 'lose-life', player: r, amount: n(a.amount) };
    case 'poison': return { at, index, do: 'poison', player: r, amount: n(a.amount) };
    case 'destroy': return { at, index, do: 'destroy', target: r };
    case 'sacrifice': return { at, index, do: 'sacrifice', target: r };
    case 'bounce': return { at, index, do: 'bounce', target: r };
    case 'exile': return { at, index, do: 'exile', target: r };
    case 'tap': return { at, index, do: 'tap', target: r };
    case 'untap': return { at, index, do: 'untap', target: r };
    case 'doesnt-untap': return { at, index, do: 'doesnt-untap', target: r };
    case 'regenerate': return { at, index, do: 'regenerate', target: r };
    case 'prevent': return a['shares-color'] ? { at, index, do: 'prevent', target: r, amount: n(a.amount), 'shares-color': true } : { at, index, do: 'prevent', target: r, amount: n(a.amount) };
    case 'grant': return { at, index, do: 'grant', target: r, keyword: a.keyword! };
    // Mishra's Factory: "becomes a 2/2 Assembly-Worker artifact creature until end of turn".
    case 'animate': return { at, index, do: 'animate', target: r, power: a.power!, toughness: a.toughness!, ...(a.types ? { types: a.types } : {}), ...(a.colors ? { colors: a.colors } : {}), ...(a.keywords ? { keywords: a.keywords } : {}) } as Action;
    // "[This creature] fights [r]".
    case 'fight': return { at, index, do: 'fight', source, target: r };
    // create-token: tokenAction (it needs the state); return, provoke and the keywords' own effects: the triggers carry them out.
    case 'create-token': case 'return': case 'return-exiled': case 'provoke': case 'graveyard-to-hand': case 'renown': case 'sacrifice-permanents': case 'sacrifice-at-end-of-combat': return null;
  }
}
