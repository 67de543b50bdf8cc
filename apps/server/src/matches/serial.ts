/**
 * One queue per key: a job starts only after every earlier job of the same
 * key has settled. Matches use it so that moves of one match are checked and
 * committed strictly one after another, while different matches run side by side.
 */
export class SerialQueues {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, job: () => Promise<T>): Promise<T> {
    const prev = this.tails.get(key) ?? Promise.resolve();
    const next = prev.then(job, job);
    const tail = next.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // Forget idle queues so the map does not grow with every match ever played.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }

  /** Whether a job of `key` is queued or running (a match with work in hand must stay in memory). */
  busy(key: string): boolean {
    return this.tails.has(key);
  }

  async drain(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
