import type { Effect } from '../../content/schema';
import type { Ctx } from '../../context';
import { say, who } from '../../context';
import type { EffectTask } from '../../state';
import { matching, resolvePlayers } from './selectors';
import { inOrderOf } from './order';
import type { UsMessage } from '../../messages';
import { amountWords } from '../../content/text';

type Amounts = { wealth?: number; prestige?: number };

/** "3 wealth and 2 prestige" (each `times` over), or null when it comes to nothing. */
const words = (a: Amounts, times = 1): UsMessage | null =>
  (a.wealth ?? 0) * times === 0 && (a.prestige ?? 0) * times === 0
    ? null
    : amountWords({ wealth: (a.wealth ?? 0) * times, prestige: (a.prestige ?? 0) * times });

/** How many of `buildings` each seat controls. */
function ownersOf(buildings: { owner: number | null }[], seats: number): number[] {
  const counts = new Array<number>(seats).fill(0);
  for (const b of buildings) if (b.owner !== null) counts[b.owner]++;
  return counts;
}

/** How many times each seat collects: once, or once per matching building. */
function multipliers(
  ctx: Ctx,
  task: EffectTask,
  effect: Extract<Effect, { op: 'gain' | 'lose' }>,
): Map<number, number> {
  const s = ctx.s;
  const out = new Map<number, number>();
  const seats = resolvePlayers(s, effect.who, task.actor);
  const per = effect.per;
  // Several players (or "controllers"): each counts the matching buildings they control.
  const perSeat = effect.who === 'controllers' || effect.who === 'everyone' || effect.who === 'opponents';
  const sameForAll =
    per !== undefined && (per.controller === undefined || per.controller === 'any' || per.controller === 'controlled');
  // When the filter does not depend on who looks, one pass over the city counts for every seat.
  const owned = perSeat && sameForAll ? ownersOf(matching(s, per, task.actor, task.scope), s.players.length) : null;
  for (const seat of seats) {
    if (!per) out.set(seat, 1);
    else if (owned) out.set(seat, owned[seat]);
    else
      out.set(
        seat,
        matching(s, per, perSeat ? seat : task.actor, task.scope).filter((b) => !perSeat || b.owner === seat).length,
      );
  }
  return out;
}

export function gain(ctx: Ctx, task: EffectTask, effect: Extract<Effect, { op: 'gain' }>): void {
  for (const [seat, times] of multipliers(ctx, task, effect)) {
    if (times === 0) continue;
    const p = ctx.s.players[seat];
    p.wealth += (effect.wealth ?? 0) * times;
    p.prestige += (effect.prestige ?? 0) * times;
    say(ctx, 'us.log.gained', { who: who(seat), amount: words(effect, times) ?? '' }, seat);
  }
}

/** A mandatory loss: whoever cannot pay it all pays what they have. */
export function loseMandatory(
  ctx: Ctx,
  seat: number,
  wealth: number,
  prestige: number,
): { wealth: number; prestige: number } {
  const p = ctx.s.players[seat];
  const paid = { wealth: Math.min(wealth, p.wealth), prestige: Math.min(prestige, p.prestige) };
  p.wealth -= paid.wealth;
  p.prestige -= paid.prestige;
  return paid;
}

export function lose(ctx: Ctx, task: EffectTask, effect: Extract<Effect, { op: 'lose' }>): void {
  for (const [seat, times] of multipliers(ctx, task, effect)) {
    if (times === 0) continue;
    const paid = loseMandatory(ctx, seat, (effect.wealth ?? 0) * times, (effect.prestige ?? 0) * times);
    const amount = words(paid);
    if (amount) say(ctx, 'us.log.lost', { who: who(seat), amount }, seat);
    else say(ctx, 'us.log.lostNothing', { who: who(seat) }, seat);
  }
}

/**
 * Each opponent owes the actor `amount` per matching building they control,
 * in wealth or prestige as they choose; the active player orders the decisions.
 */
export function payActorChoice(
  ctx: Ctx,
  task: EffectTask,
  effect: Extract<Effect, { op: 'payActorChoice' }>,
): EffectTask[] {
  const s = ctx.s;
  const unitsOf = (seat: number) => matching(s, effect.per, seat, task.scope).filter((b) => b.owner === seat).length;
  if (task.seat === undefined) {
    const owing = s.players.flatMap((_, seat) => (seat !== task.actor && unitsOf(seat) > 0 ? [seat] : []));
    return inOrderOf(ctx, owing, task);
  }
  s.pending = { kind: 'payChoice', seat: task.seat, to: task.actor, units: unitsOf(task.seat), amount: effect.amount };
  return [];
}

export function answerPayChoice(ctx: Ctx, seat: number, prestigeUnits: number): void {
  const p = ctx.s.pending;
  if (!p || p.kind !== 'payChoice') return;
  const paid = loseMandatory(ctx, seat, (p.units - prestigeUnits) * p.amount, prestigeUnits * p.amount);
  ctx.s.players[p.to].wealth += paid.wealth;
  ctx.s.players[p.to].prestige += paid.prestige;
  ctx.s.pending = null;
  const amount = words(paid);
  if (amount) say(ctx, 'us.log.paidTo', { who: who(seat), to: who(p.to), amount }, seat);
  else say(ctx, 'us.log.paidToNothing', { who: who(seat), to: who(p.to) }, seat);
}

export { words };
