// "Switch target creature's power and toughness until end of turn" (Twisted Image, Inside Out): an
// effect the era orders in timestamp order among the others (D'Angelo T.14.1 and K.12.Ruling.2;
// 418.5c of 1999, 418.5e of 2003, 418.5i of 2004) or applies after all of them (418.5i and layer 6e
// of 2007; 612.3e / 613.3e layer 7e; 613.4d layer 7d today): the layer model's ptSwitch. power() and
// toughness() (core/views.ts) read the switches.
import { say } from '../events.js';
import type { RuleKey } from '../rule-keys.js';
import type { RunContext } from './context.js';
import { power, toughness, type CreatureState } from './state.js';

/** Switches c's power and toughness until end of turn (the combat ends first) and logs it. */
export function switchPowerToughness(ctx: RunContext, c: CreatureState, who: string, rule: RuleKey | undefined): void {
  const last = ctx.rules.models.layers.switchesLast();
  c.switches = [...c.switches, { last, powerMod: c.powerMod, toughnessMod: c.toughnessMod }];
  ctx.sbaDue = true;
  if (ctx.logging) {
    ctx.log('action', rule ?? 'action.switch-pt', say`${who} ${c.spec.name}'s power and toughness are switched until end of turn (now ${power(c)}/${toughness(c)}; ${last
      ? 'applied after every other effect on its power and toughness, those that begin later included'
      : 'effects that begin later apply to the switched values'}).`, { target: c.id });
  }
}
