import os from 'node:os';
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import { reducedBudget, type SearchBudget } from '@sprawl/rules';
import type { Estimate } from '@sprawl/rules';
import type { EstimateTask, ThinkTask } from './think-worker';
import { thinkWorkerFile } from './worker-file';

export interface ThinkPoolOptions {
  /** Threads; by default one fewer than the cores (at least one), leaving one for the event loop. */
  threads?: number;
  /** Searches that may wait for a thread; by default 4 per thread. */
  maxQueue?: number;
  /** Where a failed search is told (the bot then plays its simple policy). */
  log?: Logger;
}

/**
 * Worker threads where search bots think, so that a hard bot thinking for a
 * second never delays another table's moves on the event loop. The queue is
 * bounded: once half full, searches get a quarter of their budget (a busy
 * server plays weaker bots rather than slower ones); once full, `think`
 * answers null at once and the caller plays the simple policy. Threads are
 * started on the first search, so a server whose bots are all easy starts none.
 */
export class ThinkPool {
  private pool: Piscina | null = null;
  private readonly threads: number;
  private readonly maxQueue: number;

  constructor(private readonly opts: ThinkPoolOptions = {}) {
    this.threads = opts.threads ?? Math.max(1, os.availableParallelism() - 1);
    this.maxQueue = opts.maxQueue ?? this.threads * 4;
  }

  /** The move a search picked, or null (the game cannot search here, the queue is full, or the thread failed). */
  async think(task: Omit<ThinkTask, 'budget'>, budget: SearchBudget): Promise<unknown> {
    const pool = this.started();
    if (pool.queueSize >= this.maxQueue) return null;
    const busy = pool.queueSize >= this.maxQueue / 2;
    const full: ThinkTask = { ...task, budget: busy ? reducedBudget(budget) : budget };
    try {
      return (await pool.run(full)) as unknown;
    } catch (err) {
      this.opts.log?.warn(
        { err, game: task.gameId, seat: task.seat },
        'a bot search failed; the simple bot plays instead',
      );
      return null;
    }
  }

  /**
   * Each seat's chances at one step of a review, in the same threads as the
   * bots. Reviews keep their own queue (review/review-queue.ts) and ask for
   * one step at a time, so a review adds at most one task to the bots' queue;
   * past this queue's bound it throws, and the review fails rather than wait.
   */
  async estimate(task: EstimateTask): Promise<(Estimate<unknown> | null)[]> {
    return (await this.started().run(task, { name: 'estimate' })) as (Estimate<unknown> | null)[];
  }

  private started(): Piscina {
    this.pool ??= new Piscina({
      filename: thinkWorkerFile(),
      maxThreads: this.threads,
      minThreads: 0,
      idleTimeout: 30_000,
      maxQueue: this.maxQueue,
    });
    return this.pool;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    if (pool) await pool.destroy();
  }
}
