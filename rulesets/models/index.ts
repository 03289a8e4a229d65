// Every era model, for plugins that pick one by value (they may also give its name).
export { DAMAGE_PREVENTION_STEP, DAMAGE_ON_THE_STACK, DAMAGE_DEALT_AT_ONCE } from './combat.js';
export { THE_SERIES, THE_STACK, THE_STACK_TRIGGERED_KEYWORDS, THE_STACK_STATIC_KEYWORDS } from './triggers.js';
export { REQUIRED_ADDED, ONE_AT_A_TIME, COUNTED, MAXIMUM } from './requirements.js';
export { TIMESTAMPS_AND_DEPENDENCY, LAYERS, LAYERS_SWITCH_LAST } from './layers.js';
export { OLD_TRAMPLE, FREE_DIVISION, ORDER_DEATHTOUCH_FREE, DAMAGE_ASSIGNMENT_ORDER } from './assignment.js';
