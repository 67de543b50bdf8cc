import type { Queryable } from '../db/query';
import type { AnyGame, GameState } from '../matches/games';
import { newRuntime } from '../matches/runtime';
import { replayStored } from '../matches/step';
import { readAllSegmentRows, readSegmentRows, type PositionRows, type SegmentRows } from './position-rows';

/** A stored position of a finished match and the log rows after it: every step from `from` to `from + rows.length`. */
interface Segment {
  matchId: string;
  from: number;
  state: GameState;
  rows: PositionRows['after'];
}

const keyOf = (s: Segment) => `${s.matchId}@${s.from}`;

/**
 * The stretches of finished matches that seeks read lately, each a stored
 * position and the rows to the next one, kept in memory (at most `capacity`
 * of them, least recently used first out): a viewer stepping through a
 * match reads the database once per stretch, about every 8 steps, instead
 * of once per step. A finished match's log and snapshots never change, so a
 * stretch read once stays true. Parsed states share nothing with each other,
 * so the count is bounded across all matches, not per match.
 */
export class SeekSegments {
  /** Insertion order is use order. */
  private readonly lru = new Map<string, Segment>();
  private readonly byMatch = new Map<string, Segment[]>();

  constructor(private readonly capacity: number) {}

  /** The state after `step` of a finished match whose log ends at `end`, or null if it has no stored position before it. */
  async stateAt(on: Queryable, game: AnyGame, matchId: string, step: number, end: number): Promise<GameState | null> {
    const segment = this.find(matchId, step) ?? (await this.read(on, matchId, step, end));
    if (!segment) return null;
    if (segment.from === step) return segment.state;
    const rt = newRuntime(matchId, '', game, segment.state, segment.from);
    replayStored(rt, segment.rows.slice(0, step - segment.from), true);
    return rt.state;
  }

  private find(matchId: string, step: number): Segment | undefined {
    const found = this.byMatch.get(matchId)?.find((s) => s.from <= step && step <= s.from + s.rows.length);
    if (found) {
      this.lru.delete(keyOf(found));
      this.lru.set(keyOf(found), found);
    }
    return found;
  }

  /**
   * Reads a finished match's stretches ahead of its seeks, in one statement
   * (a viewer who opened the step list seeks next): at most a quarter of
   * what is kept, from the start, so that one long match does not push out
   * every other.
   */
  async warm(on: Queryable, matchId: string, end: number): Promise<void> {
    for (const read of await readAllSegmentRows(on, matchId, end, Math.max(1, this.capacity >> 2))) {
      const segment = this.segmentOf(matchId, read);
      if (segment) this.remember(segment);
    }
  }

  private async read(on: Queryable, matchId: string, step: number, end: number): Promise<Segment | null> {
    const read = await readSegmentRows(on, matchId, step, end);
    const segment = read && this.segmentOf(matchId, read);
    if (!segment || step > segment.from + segment.rows.length) return null;
    this.remember(segment);
    return segment;
  }

  /** A stretch as read, or null if its rows do not follow its position without a gap (it would not hold every step). */
  private segmentOf(matchId: string, read: SegmentRows): Segment | null {
    const segment: Segment = { matchId, from: read.version, state: read.state, rows: read.after };
    return segment.rows.some((r, i) => r.seq !== segment.from + i + 1) ? null : segment;
  }

  private remember(segment: Segment): void {
    const key = keyOf(segment);
    if (this.lru.has(key)) return;
    this.lru.set(key, segment);
    const list = this.byMatch.get(segment.matchId) ?? [];
    list.push(segment);
    this.byMatch.set(segment.matchId, list);
    while (this.lru.size > this.capacity) {
      const oldest = this.lru.values().next().value as Segment;
      this.lru.delete(keyOf(oldest));
      const left = (this.byMatch.get(oldest.matchId) ?? []).filter((s) => s !== oldest);
      if (left.length > 0) this.byMatch.set(oldest.matchId, left);
      else this.byMatch.delete(oldest.matchId);
    }
  }
}
