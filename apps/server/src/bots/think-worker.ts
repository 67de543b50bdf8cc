import { estimateChances, findGame, searchMove, type Estimate, type SearchBudget } from '@sprawl/rules';
import { lowerThisThread } from './thread-priority';

// Once per thread, as it loads: people's moves come before any bot's thinking.
lowerThisThread();

/** For tests: this thread's nice value. */
export { threadNiceness } from './thread-priority';

/** What a bot thread is asked: one seat's view, never the true state (the seat cannot see it, so neither can its bot). */
export interface ThinkTask {
  gameId: string;
  view: unknown;
  seat: number;
  seed: string;
  budget: SearchBudget;
}

/**
 * Runs in a worker thread of the think pool (think-pool.ts): one search, the
 * move it picked, or null when the game cannot search this position.
 */
export default function think(task: ThinkTask): unknown {
  const game = findGame(task.gameId);
  if (!game) return null;
  return searchMove(game, task.view, task.seat, task.seed, task.budget);
}

/** What a review asks of a bot thread for one step: each seat's own view, by seat, never the true state. */
export interface EstimateTask {
  gameId: string;
  views: unknown[];
  seed: string;
  budget: SearchBudget;
  /** Only these seats are estimated (a hint: the asking seat alone); the others answer null. All when absent. */
  seats?: number[];
}

/**
 * Each seat's chances from its own view (search/estimate.ts), for a match
 * review (review/); null for a seat whose position the game cannot sample.
 */
export function estimate(task: EstimateTask): (Estimate<unknown> | null)[] {
  const game = findGame(task.gameId);
  if (!game) return task.views.map(() => null);
  return task.views.map((view, seat) =>
    task.seats && !task.seats.includes(seat)
      ? null
      : estimateChances(game, view, seat, `${task.seed}:${seat}`, task.budget),
  );
}
