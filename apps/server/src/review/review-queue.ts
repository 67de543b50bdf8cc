import { refuse } from '../errors';

/**
 * Reviews waiting for, and holding, a place: `atOnce` are computed at a time
 * (each asks the bots' threads for one step at a time, so live tables keep
 * the threads), `waiting` more may wait, and any past that are refused with
 * `review_busy` rather than queued for an hour.
 */
export class ReviewQueue {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly atOnce: number,
    private readonly waiting: number,
  ) {}

  /** Whether a new review would be refused now. */
  get full(): boolean {
    return this.running >= this.atOnce && this.queue.length >= this.waiting;
  }

  /** Runs `work` once a place is free. Refuses at once, before anything waits, when the queue is full. */
  enter<T>(work: () => Promise<T>): Promise<T> {
    if (this.full) refuse('review_busy');
    const start = async (): Promise<T> => {
      this.running++;
      try {
        return await work();
      } finally {
        this.running--;
        this.queue.shift()?.();
      }
    };
    if (this.running < this.atOnce) return start();
    return new Promise<void>((resolve) => this.queue.push(resolve)).then(start);
  }
}
