/**
 * One read per key shared by the callers that ask for it together, each of
 * whom gets an answer read after it asked: a read already under way when a
 * caller comes may predate a change that caller must see (a seat taken just
 * before its hello), so that caller waits for the next read, which starts as
 * soon as the one under way is answered, and which every caller meanwhile
 * shares. A table's seats connect together: their hellos took one room read
 * each, and now take two or three between them (docs/benchmarks-history.md).
 */
export class NextRead<V> {
  /** Per key: the read under way, and the one queued behind it for the callers that came since. */
  private readonly reads = new Map<string, { current: Promise<V>; next: Promise<V> | null }>();

  constructor(private readonly read: (key: string) => Promise<V>) {}

  get(key: string): Promise<V> {
    const under = this.reads.get(key);
    if (!under) return this.start(key);
    under.next ??= under.current.then(
      () => this.start(key),
      () => this.start(key),
    );
    return under.next;
  }

  private start(key: string): Promise<V> {
    const current = this.read(key);
    const entry = { current, next: null };
    this.reads.set(key, entry);
    const done = () => {
      // A queued read has replaced this entry by now; only the last read leaves the key free.
      if (this.reads.get(key) === entry) this.reads.delete(key);
    };
    current.then(done, done);
    return current;
  }
}
