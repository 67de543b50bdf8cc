import { sql } from 'kysely';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { MatchLeases } from '../../db/match-leases';
import { RECORD_AFTER_EXPIRY } from '../../db/notify-records';
import { prepare } from '../../db/query';
import type { RowOf } from '../../db/rows';

/** A deciding seat whose time for its move ran out, with its room and whether that room lets a bot play such a turn at once. */
export type Expiry = RowOf<'deadlines', 'match_id' | 'seat'> &
  RowOf<'matches', 'room_id'> &
  RowOf<'rooms', 'bot_on_expiry'>;

/** The lease that makes one process the watcher (a name no match id can have: ids are base64url). */
export const WATCHER_LEASE = '~deadlines';

/**
 * Marks overdue, in one statement, every deadline that has passed in a
 * running match, records who to tell, and returns them. The UPDATE takes each row's lock, so a
 * deadline fires once even if two processes ever ran this at the same time.
 */
const fire = prepare(
  'deadlines-fired',
  () => sql<Expiry>`
  WITH fired AS (
    UPDATE deadlines d SET overdue = true
    FROM matches m JOIN rooms r ON r.id = m.room_id
    WHERE m.id = d.match_id AND m.status = 'running' AND NOT d.overdue AND d.due_at <= (now() AT TIME ZONE 'UTC')
    RETURNING d.match_id AS "matchId", d.seat, m.room_id AS "roomId", r.bot_on_expiry AS "botOnExpiry", m.version
  ), told AS (
    -- The others hear of it, in the same transaction (notify/outbox.ts).
    ${sql.raw(RECORD_AFTER_EXPIRY)}
  )
  SELECT "matchId", seat, "roomId", "botOnExpiry" FROM fired`,
);

/**
 * Deadlines of rooms played across days live in the `deadlines` table,
 * written by the statement that accepts each move (matches/commit.ts), with
 * a partial index on the due time of those not yet overdue. One process, the
 * holder of the watcher lease, polls that index every few seconds; when it
 * dies, another takes the lease over. No timer per seat and nothing in
 * memory: a match whose deadline fires need not be loaded, and one that
 * waits for days costs a row. (A job queue such as pg-boss would add its own
 * tables, schema migrations and worker loop for what one indexed column and
 * one UPDATE do here.)
 */
export class DeadlineWatch {
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly listeners = new Set<(expiry: Expiry) => Promise<void> | void>();

  constructor(
    private readonly pool: Pool,
    private readonly leases: MatchLeases,
    private readonly log: Logger,
    private readonly pollMs: number,
  ) {}

  onExpiry(listener: (expiry: Expiry) => Promise<void> | void): void {
    this.listeners.add(listener);
  }

  start(): void {
    this.schedule();
  }

  /** One look at the deadlines, if this process is the watcher; returns the seats whose time ran out. */
  async poll(): Promise<Expiry[]> {
    const leader = await this.leases.claim([WATCHER_LEASE]);
    if (!leader.has(WATCHER_LEASE)) return [];
    const fired = await fire(this.pool);
    for (const expiry of fired) {
      this.log.info({ room: expiry.roomId, match: expiry.matchId, seat: expiry.seat }, 'time for a move ran out');
      for (const l of this.listeners) {
        try {
          await l(expiry);
        } catch (err) {
          this.log.error({ err, match: expiry.matchId, seat: expiry.seat }, 'acting on a spent deadline failed');
        }
      }
    }
    return fired;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.poll()
        .catch((err: unknown) => this.log.warn({ err }, 'looking at deadlines failed; looking again soon'))
        .finally(() => this.schedule());
    }, this.pollMs);
    this.timer.unref();
  }
}
