// State-based actions (or, before 1999, the destruction sub-step of the damage prevention step),
// and the old rules' loss check at the beginning and end of the attack (G.22.3).
import type { RunContext } from './context.js';
import { say } from '../events.js';
import { Stop } from './context.js';
import { has, isCreature, toughness, type CreatureState, type PermanentState, type PlayerState } from './state.js';
import { permanentsToBury } from './permanents.js';
import { applyStatics } from './statics.js';
import { poisonLimit, teamOf, twoHeadedGiant } from './multiplayer.js';
import { unlifeOf } from './unlife.js';
import { mirrorOf, replaceLoss } from './lichs-mirror.js';
import type { Zones } from './zones.js';

/** The shared empty list: never written (a list that gets an entry is a new array). */
const NONE = Object.freeze([]) as never[];

export class StateBasedActions {
  constructor(private readonly ctx: RunContext, private readonly zones: Zones) {}

  /** What was last logged of each player spared by "you can't lose the game", so it is said once per state. */
  private spared: Map<string, string> | null = null;

  /**
   * "You can't lose the game" (Platinum Angel): the card's text overrides the rule that makes the
   * player lose (the golden rule, 103.1 / 101.1; m10 on also 101.2, "can't" wins) while its
   * controller controls it on the battlefield. Returns whether the player is spared, logging it.
   */
  private spare(p: PlayerState, why: string): boolean {
    // Two-Headed Giant: "If an effect would prevent a player from losing the game, that player's team can't lose the game" (606.8b of 2007; 806.8b; 810.8a).
    const team = this.team(p);
    const angel = this.ctx.all.find((c) => c.zone === 'battlefield' && team.includes(c.controller) && c.spec.controllerCantLose)
      ?? [...this.ctx.g.permanents.values()].find((x) => x.zone === 'battlefield' && team.includes(x.controller) && x.spec.controllerCantLose);
    if (!angel) return false;
    const state = `${why}:${angel.id}`;
    const spared = (this.spared ??= new Map());
    if (spared.get(p.id) !== state) {
      spared.set(p.id, state);
      if (angel.controller === p.id) this.ctx.log('note', 'loss.cant-lose', say`${p.id} ${why} but does not lose the game: ${angel.spec.name} says ${p.id} can't lose the game.`, { source: angel.id, target: p.id });
      else this.ctx.log('note', 'thg.loss', say`${p.id} ${why} but does not lose the game: ${angel.spec.name} says ${angel.controller} can't lose the game, so their team can't.`, { source: angel.id, target: p.id });
    }
    return true;
  }

  /** Phyrexian Unlife: "You don't lose the game for having 0 or less life" (core/engine/unlife.ts); logged once per life total. */
  private unlife(p: PlayerState): boolean {
    const u = unlifeOf(this.ctx, p.id);
    if (!u) return false;
    const spared = (this.spared ??= new Map());
    const state = `unlife:${p.life}`;
    if (spared.get(p.id) !== state) {
      spared.set(p.id, state);
      this.ctx.log('note', 'loss.unlife', say`${p.id} has ${p.life} life but does not lose the game: ${u.spec.name} says ${p.id} doesn't lose for having 0 or less life.`, { source: u.id, target: p.id });
    }
    return true;
  }

  /** The players who win and lose together: in Two-Headed Giant a team (606.8b of 2007; 806.8b; 810.8a), else the player alone. */
  private team(p: PlayerState): readonly string[] {
    return twoHeadedGiant(this.ctx) ? teamOf(this.ctx, p.id)! : [p.id];
  }

  /** A player loses the game; in Two-Headed Giant the whole team does ("If either player on a team loses the game, the team loses the game"). */
  private lose(p: PlayerState): void {
    p.lost = true;
    const team = this.team(p);
    if (team.length < 2) return;
    for (const id of team) {
      const mate = this.ctx.player(id);
      if (mate.lost) continue;
      mate.lost = true;
      this.ctx.log('lose', 'thg.loss', say`${id} loses the game with their teammate ${p.id}: players win and lose only as a team.`, { target: id });
    }
  }

  /** Checks state-based actions, repeated until none apply; stops the combat when a player loses. Whether any applied. */
  check(): boolean {
    const { ctx, zones } = this;
    // Nothing it looks at changed since a check found nothing to do: it would find nothing again.
    // After a change to one creature alone, every other object would be found as before: it alone
    // is looked at, and only if it calls for an action does the whole check (704.3) run.
    if (!ctx.sbaDue) {
      const only = ctx.sbaOnly;
      if (only === null) return false;
      ctx.sbaOnly = null;
      if (!this.calledFor(only)) return false;
    }
    ctx.sbaOnly = null;
    // Runs after every action and step: the lists are made only when something applies.
    let spared = false, acted = false;
    const loss = ctx.rules.models.combat.playerLoss, stateBased = ctx.rules.models.combat.lossIsStateBased();
    for (;;) {
      let losers: PlayerState[] = NONE, poisoned: PlayerState[] = NONE;
      // Players whose loss Lich's Mirror replaces, with why they would lose (core/engine/lichs-mirror.ts).
      let replaced: [PlayerState, string][] = NONE;
      const players = ctx.players;
      if (stateBased) {
        for (let i = 0; i < players.length; i++) {
          const p = players[i]!;
          if (p.lost || p.life > 0) continue;
          if (this.unlife(p) || this.spare(p, `has ${p.life} life`)) spared = true;
          else if (ctx.g.permanents.size && mirrorOf(ctx, p.id)) (replaced === NONE ? (replaced = []) : replaced).push([p, `has ${p.life} life`]);
          else (losers === NONE ? (losers = []) : losers).push(p);
        }
      }
      // Ten poison counters lose the game: "at any time" in the old rules (E.11.2), a state-based
      // action in the CR (420.5h; 704.5c), so in every era it is checked here, not deferred as life was;
      // a Two-Headed Giant team sharing its counters loses with fifteen (704.5u of CR 2011-04-01 on).
      const poisonAt = ctx.s.multiplayer ? poisonLimit(ctx) : 10;
      for (let i = 0; i < players.length; i++) {
        const p = players[i]!;
        if (p.lost || p.poison < poisonAt || losers.includes(p)) continue;
        if (this.spare(p, `has ${p.poison} poison counters`)) spared = true;
        // One replacement replaces every state-based action that would make the player lose (704.7).
        else if (replaced.some(([x]) => x === p)) continue;
        else if (ctx.g.permanents.size && mirrorOf(ctx, p.id)) (replaced === NONE ? (replaced = []) : replaced).push([p, `has ${p.poison} poison counters`]);
        else (poisoned === NONE ? (poisoned = []) : poisoned).push(p);
      }
      let pairs: CreatureState[] = NONE, zero: CreatureState[] = NONE, lethal: CreatureState[] = NONE, touched: CreatureState[] = NONE;
      const all = ctx.all;
      for (let i = 0; i < all.length; i++) {
        const c = all[i]!;
        if (!isCreature(c)) { c.deathtouched = false; continue; }
        // The era is asked only about a creature with both kinds of counters: a run asks the rules
        // only what decides it, so rulesets that differ in nothing else share it (core/same-runs.ts).
        if (c.counters['+1/+1'] > 0 && c.counters['-1/-1'] > 0 && ctx.rules.capability('countersCancel').cancel) (pairs === NONE ? (pairs = []) : pairs).push(c);
        const t = toughness(c);
        if (t <= 0) (zero === NONE ? (zero = []) : zero).push(c);
        else if ((c.damage >= t || c.deathtouched) && !has(c, 'indestructible')) {
          if (c.damage >= t) (lethal === NONE ? (lethal = []) : lethal).push(c);
          else (touched === NONE ? (touched = []) : touched).push(c);
        }
        c.deathtouched = false;
      }
      const bury = ctx.g.permanents.size ? permanentsToBury(ctx) : NONE;
      const detached = ctx.g.permanents.size ? this.detached() : NONE;
      if (!losers.length && !poisoned.length && !replaced.length && !zero.length && !lethal.length && !touched.length && !pairs.length && !bury.length && !detached.length) {
        // A player spared by "can't lose the game" loses once its source leaves or changes control,
        // which the mark does not follow: checked again next time.
        ctx.sbaDue = spared;
        return acted;
      }
      acted = true;
      // Indexed loops: most of these lists are the frozen NONE, and on Node 20 for-of over a frozen
      // array takes a slow path (an iterator and a result object per step).
      for (let i = 0; i < losers.length; i++) {
        const p = losers[i]!;
        if (p.lost) continue;
        if (ctx.logging) ctx.log('lose', loss.rule, say`${p.id} has ${p.life} life and loses the game.`, { target: p.id });
        this.lose(p);
      }
      for (let i = 0; i < poisoned.length; i++) {
        const p = poisoned[i]!;
        if (p.lost) continue;
        if (ctx.logging) {
          if (poisonAt === 10) ctx.log('lose', 'poison.loss', say`${p.id} has ${p.poison} poison counters and loses the game.`, { target: p.id });
          else ctx.log('lose', 'thg.poison', say`${p.id}'s team has ${p.poison} poison counters (${poisonAt} or more) and loses the game.`, { target: p.id });
        }
        this.lose(p);
      }
      for (let i = 0; i < pairs.length; i++) {
        const c = pairs[i]!;
        // State-based actions happen at once (420.3 of 1999; 704.3): a creature leaving in this check
        // leaves with its counters, as its last known information is from before it (704.8 and its
        // Example: undying does not return Young Wolf). One that stays (regenerated) cancels next pass.
        if (zero.includes(c) || lethal.includes(c) || touched.includes(c)) continue;
        const n = Math.min(c.counters['+1/+1'], c.counters['-1/-1']);
        c.counters = { '+1/+1': c.counters['+1/+1'] - n, '-1/-1': c.counters['-1/-1'] - n };
        if (ctx.logging) ctx.log('sba', ctx.rules.capability('countersCancel').rule, say`${c.spec.name} has both +1/+1 and -1/-1 counters: ${n} of each ${n === 1 ? 'is' : 'are'} removed.`, { target: c.id, amount: n });
      }
      for (let i = 0; i < zero.length; i++) zones.moveTo(zero[i]!, 'graveyard', 'sba.zero-toughness');
      for (let i = 0; i < lethal.length; i++) {
        const c = lethal[i]!;
        if (ctx.logging) ctx.log('sba', 'sba.lethal-damage', say`${c.spec.name} has lethal damage (${c.damage} on toughness ${toughness(c)}) and is destroyed.`, { target: c.id });
        zones.destroy(c, 'sba.lethal-damage');
      }
      // 704.5i, 704.5v: 0 loyalty, 0 defense.
      for (let i = 0; i < bury.length; i++) {
        const { pe, key } = bury[i]!;
        ctx.log('sba', key, say`${pe.spec.name} has ${pe.spec.type === 'planeswalker' ? '0 loyalty' : '0 defense'} and is put into its owner's graveyard.`, { target: pe.id });
        zones.movePermanent(pe, 'graveyard', key, true);
      }
      // An Aura whose creature is gone (or no longer a creature) goes to the graveyard (704.5m; 420.5d
      // 1999-2007; D'Angelo K.14.4: it buries itself); an Equipment becomes unattached and stays (704.5n; 420.5k 2004-2007).
      for (let i = 0; i < detached.length; i++) {
        const pe = detached[i]!;
        const what = ctx.name(pe.attachedTo!);
        if (pe.spec.type === 'enchantment') {
          ctx.log('sba', 'sba.aura', say`${pe.spec.name}, an Aura, is attached to ${what}, which is no longer ${ctx.g.permanents.has(pe.attachedTo!) ? 'a permanent' : 'a creature'} on the battlefield: it is put into its owner's graveyard.`, { target: pe.id, source: pe.attachedTo! });
          pe.attachedTo = null;
          zones.movePermanent(pe, 'graveyard', 'sba.aura', true);
        } else {
          pe.attachedTo = null;
          ctx.log('sba', 'sba.equipment', say`${pe.spec.name}, an Equipment, was attached to ${what}, which is no longer a creature on the battlefield: it becomes unattached and stays on the battlefield.`, { target: pe.id });
          applyStatics(ctx);
        }
      }
      for (let i = 0; i < touched.length; i++) {
        const c = touched[i]!;
        if (ctx.logging) ctx.log('sba', 'sba.deathtouch', say`${c.spec.name} was dealt damage by a source with deathtouch and is destroyed.`, { target: c.id });
        zones.destroy(c, 'sba.deathtouch');
      }
      // The replaced losses, after this check's other actions (they are simultaneous: whatever of the
      // player's dies now is in the graveyard the Mirror shuffles away too).
      for (let i = 0; i < replaced.length; i++) { const p = replaced[i]![0]; replaceLoss(ctx, zones, p, mirrorOf(ctx, p.id)!, replaced[i]![1]); }
      if (losers.length || poisoned.length) {
        ctx.log('game-over', losers.length ? loss.rule : 'poison.loss', 'The game is over; the rest of the combat does not happen.');
        throw new Stop();
      }
    }
  }

  /** Whether a state-based action applies to c (the creature conditions of the check below). */
  private calledFor(c: CreatureState): boolean {
    if (!isCreature(c)) return false;
    if (c.counters['+1/+1'] > 0 && c.counters['-1/-1'] > 0 && this.ctx.rules.capability('countersCancel').cancel) return true;
    const t = toughness(c);
    return t <= 0 || ((c.damage >= t || c.deathtouched) && !has(c, 'indestructible'));
  }

  /** Equipment and Auras attached to what is no longer a creature on the battlefield. */
  private detached(): PermanentState[] {
    let out: PermanentState[] = NONE;
    for (const pe of this.ctx.g.permanents.values()) {
      if (pe.zone !== 'battlefield' || pe.attachedTo === null) continue;
      // An Aura on a non-creature permanent (enchanted-permanent-has) needs it on the battlefield (303.4c; 212.4f of 2004-2007).
      const on = this.ctx.creatureOrNone(pe.attachedTo);
      if (on ? !isCreature(on) : this.ctx.g.permanents.get(pe.attachedTo)?.zone !== 'battlefield') (out === NONE ? (out = []) : out).push(pe);
    }
    return out;
  }

  /** Before 1999 a player at 0 or less life loses only at set moments (G.22.3). */
  deferredLossCheck(when: string): void {
    const { ctx } = this;
    let losers = [...ctx.g.players.values()].filter((p) => !p.lost && p.life <= 0 && !this.unlife(p) && !this.spare(p, `has ${p.life} life at ${when}`));
    // Lich's Mirror replaces the loss (core/engine/lichs-mirror.ts).
    const replaced = ctx.g.permanents.size ? losers.filter((p) => mirrorOf(ctx, p.id)) : NONE;
    if (replaced.length) {
      for (const p of replaced) replaceLoss(ctx, this.zones, p, mirrorOf(ctx, p.id)!, `has ${p.life} life at ${when}`);
      losers = losers.filter((p) => !replaced.includes(p));
    }
    for (const p of losers) {
      p.lost = true;
      ctx.log('lose', 'loss.deferred', say`At ${when}, ${p.id} has ${p.life} life and loses the game.`, { target: p.id });
    }
    if (losers.length) {
      ctx.log('game-over', 'loss.deferred', 'The game is over.');
      throw new Stop();
    }
  }
}
