/**
 * One read per key shared by the callers that ask for it together, each of
 * whom gets an answer read after it asked: a read already under way when a
 * caller comes may predate a change that caller must see (a seat taken just
 * before its hello), so that caller waits for the next read, which starts as
 * soon as the one under way is answered, and which every caller meanwhile
 * shares. A first read waits `gatherMs` for the callers that come with it:
 * a table's seats connect together, but their hellos arrive a few ms apart,
 * each after its own handshake. Their hellos took one room read each, then
 * three or four between them, and two now (docs/benchmarks-history.md).
 */
export class NextRead<V> {
  /** Per key: the read gathering or under way, and the one queued behind it for the callers that came since it began. */
  private readonly reads = new Map<string, { current: Promise<V>; begun: boolean; next: Promise<V> | null }>();

  constructor(
    private readonly read: (key: string) => Promise<V>,
    private readonly gatherMs = 0,
  ) {}

  get(key: string): Promise<V> {
    const under = this.reads.get(key);
    if (!under) return this.start(key, this.gatherMs);
    // Still gathering: its read begins after this caller asked.
    if (!under.begun) return under.current;
    under.next ??= under.current.then(
      () => this.start(key, 0),
      () => this.start(key, 0),
    );
    return under.next;
  }

  private start(key: string, gatherMs: number): Promise<V> {
    const entry: { current: Promise<V>; begun: boolean; next: Promise<V> | null } = {
      current: Promise.resolve(undefined as V),
      begun: gatherMs === 0,
      next: null,
    };
    entry.current =
      gatherMs === 0
        ? this.read(key)
        : new Promise((resolve) => setTimeout(resolve, gatherMs)).then(() => {
            entry.begun = true;
            return this.read(key);
          });
    this.reads.set(key, entry);
    const done = () => {
      // A queued read has replaced this entry by now; only the last read leaves the key free.
      if (this.reads.get(key) === entry) this.reads.delete(key);
    };
    entry.current.then(done, done);
    return entry.current;
  }
}
