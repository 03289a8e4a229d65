// Targeting for triggered abilities: the targets chosen as an ability triggers (choices.<player>.targets,
// mentor, provoke) and the recipients of its effect.
import { targetBar } from './targeting.js';
import { say } from '../events.js';
import { type CitedAbility } from '../abilities.js';
import { isCreature, power, type CreatureState } from './state.js';
import { defendingOf } from './permanents.js';
import type { Trigger } from './trigger.js';
import type { Triggers } from './triggers.js';
import { mapped } from './lists.js';

/**
 * A target its controller chose: named in the ability, else in the scenario's `choices.<player>.targets`.
 * Targets are chosen as the ability is put on the stack (603.3d, 601.2c): a chosen target that
 * is not legal then is a rejected choice, logged (or illegal-choice under --strict),
 * and the default is used instead.
 */
export function chosen(tr: Triggers, c: CreatureState, a: CitedAbility, legal: (id: string) => string | null): string | undefined {
  const { ctx } = tr;
  const given = ctx.s.choices[c.controller]?.targets[c.id];
  let id = a.ability.target ?? (typeof given === 'string' ? given : undefined);
  if (id === undefined && given !== undefined && typeof given !== 'string') {
    // A list: each trigger of this source takes the next target, in the order they trigger.
    const taken = (tr.targetsTaken ??= new Map());
    const k = taken.get(c.id) ?? 0;
    taken.set(c.id, k + 1);
    id = given[k];
  }
  if (id === undefined) return undefined;
  if (ctx.logging) ctx.decides(c.controller, say`the target of ${c.spec.name}'s ${a.keyword ?? 'triggered ability'}: ${ctx.name(id)}`);
  const x = ctx.creatureOrNone(id);
  const bar = x && isCreature(x) ? targetBar(x, c.controller, c) : null;
  const why = legal(id) ?? bar?.why ?? null;
  if (why === null) return id;
  const reason = `${c.controller}'s target for ${c.spec.name}'s ${a.keyword ?? 'triggered ability'}, ${ctx.name(id)}, is not a legal target (${why})`;
  const rule = bar && why === bar.why ? bar.rule : a.rule;
  if (ctx.opts.strict) ctx.fail('illegal-choice', rule, reason);
  ctx.log('choice-rejected', rule, say`${reason}; the default is used.`, { source: c.id, target: id });
  return undefined;
}

/** Mentor's target: the one chosen, else the first other attacking creature (file order) with less power. */
export function mentorTarget(tr: Triggers, c: CreatureState, a: CitedAbility): string | undefined {
  const eligible = (x: CreatureState) => x !== c && isCreature(x) && x.attacking !== null && power(x) < power(c);
  const targetable = (x: CreatureState) => eligible(x) && !targetBar(x, c.controller, c);
  const legal = (id: string) => {
    const x = tr.ctx.creatureOrNone(id);
    return x && eligible(x) ? null : 'it must be another attacking creature with less power';
  };
  return chosen(tr, c, a, legal) ?? tr.ctx.attackers().find(targetable)?.id;
}

/** Another target chosen for `to: chosen`: provoke's must be a creature the defending player controls; any other, on the battlefield if a creature. */
export function chosenTarget(tr: Triggers, c: CreatureState, a: CitedAbility): string | undefined {
  const { ctx } = tr;
  return chosen(tr, c, a, (id) => {
    const x = ctx.creatureOrNone(id);
    if (a.ability.do === 'provoke') return x && isCreature(x) && x.controller === defendingOf(ctx, c) ? null : 'it must be a creature the defending player controls';
    return !x || isCreature(x) ? null : 'it is not a creature on the battlefield';
  });
}

/** Whom the effect is for, as the ability resolves. */
export function recipients(tr: Triggers, t: Trigger): string[] {
  const { ctx } = tr;
  const src = ctx.creature(t.source);
  const a = t.ability!.ability;
  switch (a.to ?? 'self') {
    case 'self': return [src.id];
    case 'that': case 'lesser-power-attacker': return t.that ? [t.that] : [];
    case 'each-other-attacker': return mapped(ctx.attackers().filter((x) => x !== src), (x) => x.id);
    case 'defending-player': return [src.attacking !== null && ctx.g.players.has(src.attacking) ? src.attacking : defendingOf(ctx, src)];
    case 'controller': return [t.controller];
    case 'chosen': return t.that ? [t.that] : [];
    case 'each-creature-you-control': return mapped(ctx.all.filter((x) => isCreature(x) && x.controller === t.controller), (x) => x.id);
    case 'each-creature': return mapped(ctx.all.filter((x) => isCreature(x)), (x) => x.id);
    case 'each-other-creature': return mapped(ctx.all.filter((x) => x !== src && isCreature(x)), (x) => x.id);
    case 'each-opponent-creature': return mapped(ctx.all.filter((x) => isCreature(x) && x.controller !== t.controller), (x) => x.id);
  }
}
