// The layer models: how continuous effects set power, toughness and types in the era, each written
// once; an era picks one.
import type { LayerModel } from '../../core/api.js';

type LayerDecisions = Omit<LayerModel, 'switchesLast' | 'settingWipesEarlier' | 'animationStopsWithAbilities'>;

/**
 * What the engine asks of a model, from its decisions (`this`), one function each shared by every
 * model: a run that asks one reads the decision it rests on, so eras whose models agree there
 * share the run (core/same-runs.ts).
 */
const ASKED: Omit<LayerModel, keyof LayerDecisions> = {
  switchesLast(this: LayerDecisions) { return this.ptSwitch.order === 'last'; },
  settingWipesEarlier(this: LayerDecisions) { return this.ptSetting.order === 'timestamp'; },
  animationStopsWithAbilities(this: LayerDecisions) { return this.lostAbilityAnimation.stops; },
};

/** A layer model from its cited decisions: what the engine asks follows from them, so the two cannot disagree. */
const layerModel = (d: LayerDecisions): LayerModel => ({ ...d, ...ASKED });

const LAYERS_DECISIONS: LayerDecisions = {
  name: 'layers',
  ptSwitch: { order: 'timestamp', rule: 'action.switch-pt' },
  lostAbilityAnimation: { stops: false, rule: 'animate.source-loses-abilities' },
  // One layer 6 in timestamp order (418.5a of 2004; sublayer 6b from 2005-10-01): a later set wipes earlier pumps.
  ptSetting: { order: 'timestamp', rule: 'animate.earlier-pumps' },
};
const LAYERS_SWITCH_LAST_DECISIONS: LayerDecisions = {
  ...LAYERS_DECISIONS,
  name: 'layers-switch-last',
  ptSwitch: { order: 'last', rule: 'action.switch-pt' },
};

/**
 * The old rules and the first Comprehensive Rules: effects apply in the order they entered play,
 * after counters (T.14.1, K.12.Ruling.2), so a power and toughness switch applies to what came
 * before it and later effects to its result (DERIVED: no switching rule of its own; 418.5i of 2004
 * says so in words); an effect that depends on a characteristic waits for what changes it (T.14.2),
 * so a static animation whose source loses all abilities stops (DERIVED: no ruling on the case).
 */
export const TIMESTAMPS_AND_DEPENDENCY: LayerModel = layerModel({
  name: 'timestamps-and-dependency',
  ptSwitch: { order: 'timestamp', rule: 'action.switch-pt' },
  lostAbilityAnimation: { stops: true, rule: 'animate.source-loses-abilities' },
  // T.14.1 and K.12.Ruling.2: effects on power and toughness apply in the order they entered play,
  // so "becomes 0/1" after a pump overrides it (DERIVED: no ruling on the pair; 418.5c-d of 1999 and
  // sublayer 6b of 2005-2009 say the same).
  ptSetting: { order: 'timestamp', rule: 'animate.earlier-pumps' },
});

/**
 * Champions of Kamigawa (CR 2004-10-01): layers (418.5a-c): a type-changing effect applies in layer
 * 4, before abilities are removed, and dependency counts only within one layer, so a static
 * animation goes on when its source loses all abilities; a switch still applies in timestamp order.
 */
export const LAYERS: LayerModel = layerModel(LAYERS_DECISIONS);

/**
 * Future Sight (CR 2007-05-01) on: effects that switch power and toughness "are applied after all
 * other effects that affect power and toughness" (418.5i; sublayer 6e, 418.5a; layer 7e from 2009,
 * 7d today).
 */
export const LAYERS_SWITCH_LAST: LayerModel = layerModel(LAYERS_SWITCH_LAST_DECISIONS);

/**
 * Magic 2010 (CR 2009-07-11) on: layer 7's sublayers: effects that set power and toughness (7b)
 * apply before those that modify them (7c), whatever their timestamps, so a pump before
 * "becomes 0/1" still applies (612.3b-c; 613.3b-c, 613.4b-c later).
 */
export const SEVEN_SUBLAYERS: LayerModel = layerModel({
  ...LAYERS_SWITCH_LAST_DECISIONS,
  name: 'seven-sublayers',
  ptSetting: { order: 'set-first', rule: 'animate.earlier-pumps' },
});
