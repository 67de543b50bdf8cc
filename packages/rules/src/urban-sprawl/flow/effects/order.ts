import type { Ctx } from '../../context';
import type { EffectTask } from '../../state';

/**
 * Several players must decide in turn: with two or more, the active player
 * chooses the order (the rulebook's "active player is in control").
 */
export function inOrderOf(ctx: Ctx, seats: number[], task: EffectTask): EffectTask[] {
  if (seats.length === 0) return [];
  if (seats.length === 1) return [{ ...task, seat: seats[0] }];
  ctx.s.pending = { kind: 'chooseOrder', seat: ctx.s.turn.active, seats, resume: task };
  return [];
}

/** The tasks that ask each seat in the chosen order. */
export function orderedTasks(task: EffectTask, order: number[]): EffectTask[] {
  return order.map((seat) => ({ ...task, seat }));
}
