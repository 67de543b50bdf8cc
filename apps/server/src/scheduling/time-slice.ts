/**
 * Long work on the event loop (replaying a whole match) done in slices: the
 * caller asks `pause()` between steps, and it gives way to everything else
 * waiting (other matches' moves, sockets, timers) once the current slice has
 * run `budgetMs`. Counting steps instead would block for as long as the
 * slowest steps take; the clock bounds the stall whatever a step costs.
 */
export class TimeSlice {
  private sliceStart = performance.now();

  constructor(private readonly budgetMs = 10) {}

  /** Resolves at once inside the budget; otherwise after every other waiting callback has run. */
  async pause(): Promise<void> {
    if (performance.now() - this.sliceStart < this.budgetMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.sliceStart = performance.now();
  }
}
