/**
 * Which matches are held in memory, in the order they were last used: the
 * least recently used first. A Map keeps insertion order, so using an entry
 * is delete-and-set (O(1)), and both the idle sweep and the cap take from
 * the front. The log in PostgreSQL is the truth; an entry dropped here is
 * rebuilt from snapshot + log on its next use (MatchStore.runtime), so
 * dropping is always safe as long as nothing is in hand for it: the caller's
 * `canDrop` says so (no queued move, no pending bot timer, no connection
 * here watching it).
 *
 * Why: a 500-move match held about 0.2 MB, and nothing ever left, so a server
 * that had carried 10,000 matches kept all of them (issue 29, item 6).
 */
export interface HeldMatchesOptions {
  /** A match unused for this long leaves memory at the next sweep. */
  idleMs: number;
  /** At most this many matches stay in memory; above it the least recently used leave first. */
  cap: number;
  /** Whether a match may leave memory now (nothing in hand for it). */
  canDrop: (matchId: string) => boolean;
  now?: () => number;
}

interface Entry<T> {
  /** Settles once the match is read; shared by every caller that asks meanwhile. */
  loading: Promise<T>;
  /** Set once loaded. */
  value: T | undefined;
  usedAt: number;
}

/**
 * How many matches in hand one trim passes over at most. Above the cap with
 * nearly every match in hand (a busy server, every table watched), a trim
 * that looked at them all cost every load a pass over the whole map: 2,000
 * matches in hand made the 100 tables started after them in bench:starts
 * spend 434 ms in it. Each pass moves what it looked at to the back, so the
 * next trim goes on where this one stopped.
 */
const TRIM_PASS_OVER = 32;

export class HeldMatches<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private loadedCount = 0;
  private readonly now: () => number;

  constructor(private readonly opts: HeldMatchesOptions) {
    this.now = opts.now ?? Date.now;
  }

  /** The match, loading it with `load` when it is not held; counts as a use. */
  use(matchId: string, load: () => Promise<T>): Promise<T> {
    const held = this.entries.get(matchId);
    if (held) {
      this.touch(matchId, held);
      return held.loading;
    }
    const entry: Entry<T> = { loading: load(), value: undefined, usedAt: this.now() };
    this.entries.set(matchId, entry);
    entry.loading.then(
      (value) => {
        // Dropped (or replaced) while it was being read: what was read is not kept.
        if (this.entries.get(matchId) !== entry) return;
        entry.value = value;
        this.loadedCount++;
        // Just read for a caller: the last to leave, not the first.
        this.touch(matchId, entry);
        this.trim();
      },
      () => {
        if (this.entries.get(matchId) === entry) this.entries.delete(matchId);
      },
    );
    return entry.loading;
  }

  /** Holds a match made here (nothing to read back). */
  put(matchId: string, value: T): void {
    this.drop(matchId);
    this.entries.set(matchId, { loading: Promise.resolve(value), value, usedAt: this.now() });
    this.loadedCount++;
    this.trim();
  }

  /** The match if it is loaded; not a use (fan-out and chat only peek). */
  peek(matchId: string): T | undefined {
    return this.entries.get(matchId)?.value;
  }

  /** Marks a held match used (a move made elsewhere was followed); returns whether it is held. */
  mark(matchId: string): boolean {
    const held = this.entries.get(matchId);
    if (held) this.touch(matchId, held);
    return held !== undefined;
  }

  drop(matchId: string): void {
    const held = this.entries.get(matchId);
    if (!held) return;
    this.entries.delete(matchId);
    if (held.value !== undefined) this.loadedCount--;
  }

  /** How many matches are loaded (not counting ones still being read). */
  get size(): number {
    return this.loadedCount;
  }

  /**
   * Drops every match unused for the idle time that may leave now; returns
   * their ids. Stops at the first recent entry, since the rest are newer. A
   * match that may not leave yet (in hand) counts as used and goes to the
   * back, so one pass costs the entries it drops or passes over, not the whole map.
   */
  sweep(): string[] {
    const cutoff = this.now() - this.opts.idleMs;
    const dropped: string[] = [];
    for (let left = this.entries.size; left > 0; left--) {
      const first = this.entries.entries().next();
      if (first.done) break;
      const [matchId, entry] = first.value;
      if (entry.usedAt > cutoff) break;
      if (entry.value !== undefined && this.opts.canDrop(matchId)) {
        this.drop(matchId);
        dropped.push(matchId);
      } else {
        this.touch(matchId, entry);
      }
    }
    return dropped;
  }

  /**
   * Above the cap, the least recently used leave first. A match in hand (or
   * still being read) is passed over, at most TRIM_PASS_OVER of them per call.
   */
  private trim(): void {
    let passed = 0;
    while (this.loadedCount > this.opts.cap && passed < Math.min(TRIM_PASS_OVER, this.entries.size)) {
      const first = this.entries.entries().next();
      if (first.done) break;
      const [matchId, entry] = first.value;
      if (entry.value !== undefined && this.opts.canDrop(matchId)) this.drop(matchId);
      else {
        this.touch(matchId, entry);
        passed++;
      }
    }
  }

  private touch(matchId: string, entry: Entry<T>): void {
    entry.usedAt = this.now();
    this.entries.delete(matchId);
    this.entries.set(matchId, entry);
  }
}
