import type { Ctx } from '../../context';
import type { Building, EffectTask } from '../../state';

export const WAITING = Symbol('waiting for a decision');

/**
 * Singles out one building: the one already chosen when the effect resumes,
 * the only candidate, or (when several qualify) a decision asked of `chooser`.
 * Returns null when nothing qualifies: that part of the effect is skipped.
 */
export function pickBuilding(
  ctx: Ctx,
  task: EffectTask,
  candidates: Building[],
  chooser: number,
): Building | null | typeof WAITING {
  if (task.building !== undefined) return candidates.find((b) => b.id === task.building) ?? null;
  if (candidates.length === 0) return null;
  if (candidates.length === 1) return candidates[0];
  ctx.s.pending = { kind: 'chooseBuilding', seat: chooser, candidates: candidates.map((b) => b.id), resume: task };
  return WAITING;
}

/** Same for a lot: asks `chooser` unless the effect resumes with one. */
export function pickLot(ctx: Ctx, task: EffectTask, lots: number[], chooser: number): number | null | typeof WAITING {
  if (task.lot !== undefined) return lots.includes(task.lot) ? task.lot : null;
  if (lots.length === 0) return null;
  if (lots.length === 1) return lots[0];
  ctx.s.pending = { kind: 'chooseLot', seat: chooser, lots, resume: task };
  return WAITING;
}
