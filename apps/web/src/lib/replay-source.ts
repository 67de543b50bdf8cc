/** Loads the view at one step (spectator, or omniscient with the face-down cards). */
export type ViewLoader<V> = (step: number, omniscient: boolean) => Promise<V>;

/**
 * The views of one match's steps, fetched on demand. Every step's view is
 * rebuilt by the server from a snapshot plus the log, so the cache keeps the
 * recent ones (stepping back and forth is common) and asks once for a step
 * several callers want at the same time. Old entries go first when full.
 */
export class ReplayViews<V = unknown> {
  private readonly done = new Map<string, V>();
  private readonly inflight = new Map<string, Promise<V>>();

  constructor(
    private readonly load: ViewLoader<V>,
    private readonly limit = 240,
  ) {}

  private key(step: number, omniscient: boolean): string {
    return `${omniscient ? 'o' : 's'}${step}`;
  }

  peek(step: number, omniscient: boolean): V | undefined {
    const k = this.key(step, omniscient);
    const v = this.done.get(k);
    if (v) {
      // Re-insert: a Map iterates in insertion order, so this marks it recently used.
      this.done.delete(k);
      this.done.set(k, v);
    }
    return v;
  }

  get(step: number, omniscient: boolean): Promise<V> {
    const cached = this.peek(step, omniscient);
    if (cached) return Promise.resolve(cached);
    const k = this.key(step, omniscient);
    const pending = this.inflight.get(k);
    if (pending) return pending;
    const p = this.load(step, omniscient)
      .then((view) => {
        this.done.set(k, view);
        while (this.done.size > this.limit) this.done.delete(this.done.keys().next().value as string);
        return view;
      })
      .finally(() => this.inflight.delete(k));
    this.inflight.set(k, p);
    return p;
  }

  /**
   * Fetches the given neighbouring steps in the background, a few at a time so
   * that they never crowd out the step being looked at. Failures are ignored:
   * the step is fetched again (and its error shown) when it is looked at.
   */
  prefetch(steps: number[], omniscient: boolean): void {
    const todo = steps.filter(
      (s) => !this.done.has(this.key(s, omniscient)) && !this.inflight.has(this.key(s, omniscient)),
    );
    if (this.inflight.size >= 4) return;
    for (const s of todo.slice(0, 4 - this.inflight.size)) this.get(s, omniscient).catch(() => undefined);
  }
}
