import type { Ctx } from '../context';
import type { Task } from '../state';
import { acquireVocation, scoreVocation } from './vocations';
import { assignContractor, election } from './elections';
import { runEffectTask } from './effects';
import {
  flipContractTop,
  flipPlanningTop,
  nextTurn,
  refillContracts,
  refillPlanning,
  slideContracts,
  slidePlanning,
} from './end-of-turn';
import { finalScoring } from './final-scoring';
import { payout } from './payout';
import { revealed } from './reveal';

/** Runs one task; returns the tasks it spawns, which run before anything queued after it. */
function step(ctx: Ctx, task: Task): Task[] | void {
  switch (task.t) {
    case 'slidePlanning':
      return slidePlanning(ctx);
    case 'refillPlanning':
      return refillPlanning(ctx);
    case 'flipPlanningTop':
      return flipPlanningTop(ctx);
    case 'slideContracts':
      return slideContracts(ctx);
    case 'refillContracts':
      return refillContracts(ctx);
    case 'flipContractTop':
      return flipContractTop(ctx, task.deck);
    case 'nextTurn':
      return nextTurn(ctx);
    case 'revealed':
      return revealed(ctx, task.card);
    case 'do':
      return runEffectTask(ctx, task);
    case 'election':
      return election(ctx, task.office);
    case 'contractor':
      return assignContractor(ctx);
    case 'payout':
      return payout(ctx, task.kind, task.value);
    case 'acquireVocation':
      return acquireVocation(ctx, task.vocation, task.value);
    case 'scoreVocation':
      return scoreVocation(ctx, task.vocation, task.value);
    case 'finalScoring':
      return finalScoring(ctx);
  }
}

/**
 * The engine is a queue of steps that stops whenever a decision is owed
 * (state.pending) and resumes when the owing seat answers.
 */
export function run(ctx: Ctx): void {
  const s = ctx.s;
  while (s.pending === null && s.tasks.length > 0 && s.phase !== 'over') {
    const task = s.tasks.shift() as Task;
    const spawned = step(ctx, task);
    if (spawned && spawned.length > 0) s.tasks.unshift(...spawned);
  }
}

export function schedule(ctx: Ctx, tasks: Task[]): void {
  ctx.s.tasks.unshift(...tasks);
}
