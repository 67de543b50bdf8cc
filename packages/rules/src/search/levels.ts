import type { SearchBudget } from './ismcts';

/**
 * How well a bot plays, chosen per bot seat in the lobby. `easy` is the
 * game's simple policy (GameModule.botAction, or random); `normal` and
 * `hard` search (ismcts.ts) with the budgets below.
 */
export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export type SearchLevel = Exclude<BotLevel, 'easy'>;

/**
 * Iterations decide the move (so a seed gives one move); the milliseconds
 * only cap a search on a loaded machine. Sized with `npm run bench:bots`
 * (docs/benchmarks-history.md): hard stays under 1 s per decision at p99 on one core
 * in the slowest game. Normal searches 200: at 100 it won 53% of 200 two-seat
 * Urbania games against the greedy baseline (issue 53 asks 55%), at 200 64%
 * of 150 (Wilson 56-71%), p99 99 ms a decision on a loaded machine.
 */
export const LEVEL_BUDGETS: Record<SearchLevel, SearchBudget> = {
  normal: { iterations: 200, ms: 250 },
  hard: { iterations: 500, ms: 900 },
};

/**
 * What a busy server gives a search instead (bots/pool.ts): a quarter of the
 * iterations and the time, so a full queue drains fast instead of growing.
 */
export function reducedBudget(budget: SearchBudget): SearchBudget {
  return { iterations: Math.max(8, Math.floor(budget.iterations / 4)), ms: Math.max(20, Math.floor(budget.ms / 4)) };
}

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}
