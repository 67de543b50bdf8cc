import type { Pool } from 'pg';
import { noMoveMetrics, type MoveMetrics } from '../metrics';
import { commitActions, type CommitArgs } from './commit';

interface Waiting {
  /** One match's moves, in order, each following the one before: written together or not at all. */
  moves: CommitArgs[];
  resolve: (written: boolean) => void;
  reject: (err: unknown) => void;
}

/**
 * SQLSTATEs that mean another writer of the same match got there first: a
 * unique violation on the log's (match_id, seq) key (it appended that
 * version first: commit.ts), or a deadlock (two writers of one match both
 * held its row for share and both went on to bring it up to date). Nothing
 * of this move was written, as surely as if its version check had failed;
 * its match is forgotten and read again (MatchService).
 */
const LOST_RACE = new Set(['23505', '40P01']);

function lostRace(err: unknown): boolean {
  return typeof err === 'object' && err !== null && LOST_RACE.has((err as { code?: unknown }).code as string);
}

/**
 * Group commit across matches. Every accepted move must be durable (a
 * synchronously committed transaction) before anyone hears of it, and under
 * load most of the cost of a commit is per statement, not per row: the round
 * trip, planning, the commit itself, its WAL flush. So moves that arrive while
 * earlier statements are running wait for a free slot and then go together,
 * as one statement and one transaction (commitActions); each still gets its
 * own answer. An idle server sends a move at once, so light load pays nothing.
 *
 * Two statements in flight already keep the database busy, yet at a
 * thousand moves a second each statement still carried one move: a move
 * rarely arrived while both slots were taken. So under load (a statement
 * went out less than `gatherMs` ago) a move waits until `gatherMs` after it,
 * and the next statement carries every move that arrived meanwhile: about
 * three instead of one at 500 matches for a 2 ms wait (bench:server), and
 * about five for 4 ms, which left the server about 10% less CPU per move
 * and PostgreSQL less to do on the cores they share, for a median about 1 ms
 * slower (the default, COMMIT_GATHER_MS). A move that arrives later than
 * that, or whose match is the only one playing, goes out at once.
 *
 * A batch holds at most one entry per match: a match's moves are serial
 * (SerialQueues), and the moves of one match that waited together come as
 * one chain (commitChain), written by the statement as a unit. If a statement fails, nothing of
 * it was written, and one bad move must not cost the others theirs: the batch
 * is split in halves and each half tried again, down to the single move that
 * fails, so only its own match hears of the failure (a move that lost the
 * race for its version to another writer is answered as not written). A database that is down
 * fails every half quickly, and every move then fails, as it must.
 */
export class GroupCommit {
  private queue: Waiting[] = [];
  private running = 0;
  /** When the last statement was sent (performance.now()) and whose moves it carried, and the timer that sends the next one once `gatherMs` have passed. */
  private lastSent = -Infinity;
  private lastMatches = new Set<string>();
  private gathering: NodeJS.Timeout | null = null;

  /**
   * `slots`: statements in flight at once. At 500 matches, 1, 2 and 3 slots gave
   * the same move latency (1 makes the fewest, largest statements; 2 keeps one
   * slow statement from holding everything up). Many slots are worse: forty
   * separate commits at once made each one slower than ten did.
   */
  constructor(
    private readonly pool: Pool,
    private readonly announceAs: string | null,
    private readonly slots = 2,
    private readonly maxBatch = 200,
    private readonly metrics: MoveMetrics = noMoveMetrics,
    private readonly gatherMs = 0,
  ) {}

  /** Resolves true once the action is committed, false when its version check failed (nothing was written). */
  commit(args: CommitArgs): Promise<boolean> {
    return this.commitChain([args]);
  }

  /**
   * One match's moves that follow each other, committed in one statement:
   * true once all are written, false when the first one's version check
   * failed (none was written).
   */
  commitChain(moves: CommitArgs[]): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ moves, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.gathering !== null) return;
    const since = performance.now() - this.lastSent;
    if (
      this.running < this.slots &&
      this.queue.length > 0 &&
      this.queue.length < this.maxBatch &&
      since < this.gatherMs &&
      this.othersPlaying()
    ) {
      // Busy: a statement for other matches went out a moment ago, so this one waits for the moves that follow within gatherMs.
      this.gathering = setTimeout(() => {
        this.gathering = null;
        this.pump();
      }, this.gatherMs - since);
      return;
    }
    while (this.running < this.slots && this.queue.length > 0) {
      const batch: Waiting[] = [];
      const later: Waiting[] = [];
      const matches = new Set<string>();
      for (const w of this.queue) {
        if (batch.length < this.maxBatch && !matches.has(w.moves[0].matchId)) {
          matches.add(w.moves[0].matchId);
          batch.push(w);
        } else {
          later.push(w);
        }
      }
      this.queue = later;
      this.running++;
      this.lastSent = performance.now();
      this.lastMatches = matches;
      // write() never rejects: a failed statement reaches each waiting move's own promise.
      void this.write(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  /**
   * Whether a waiting move belongs to a match the last statement did not
   * carry: then several matches are playing, and waiting lets more of their
   * moves join. A lone match playing fast would only ever wait for itself
   * (its moves are serial), so its moves go out at once.
   */
  private othersPlaying(): boolean {
    for (const w of this.queue) if (!this.lastMatches.has(w.moves[0].matchId)) return true;
    return false;
  }

  /** Writes a batch and answers each of its moves; a failing batch is split until the failure is isolated. */
  private async write(batch: Waiting[]): Promise<void> {
    try {
      const started = performance.now();
      const moves = batch.flatMap((w) => w.moves);
      const written = await commitActions(this.pool, moves, this.announceAs);
      this.metrics.committed(moves.length, (performance.now() - started) / 1000);
      for (const w of batch) w.resolve(written.has(w.moves[0].matchId));
    } catch (err) {
      if (batch.length === 1) return lostRace(err) ? batch[0].resolve(false) : batch[0].reject(err);
      const half = Math.ceil(batch.length / 2);
      await this.write(batch.slice(0, half));
      await this.write(batch.slice(half));
    }
  }
}
