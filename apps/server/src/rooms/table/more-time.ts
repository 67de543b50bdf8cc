import { sql } from 'kysely';
import { prepare, type Queryable } from '../../db/query';

/**
 * How often the others may give one seat more time in one match, across
 * days. Without a limit a scripted friend had more time accepted 40 of 40
 * times (issue 48), and the bot hand-over stayed refused as `not_overdue`
 * each time, so one player could stall a match until it was abandoned.
 * Twice a match still covers a player who is ill or travelling; after that
 * only the bot's one turn is offered, and the seat stays theirs.
 */
// The refusal past it, no_more_time, says "twice" (packages/protocol/src/refusal-sentences.ts): change both together.
export const MORE_TIME_PER_SEAT = 2;

/** How many more times a seat may still be given more time, after being given it `given` times. */
export function moreTimeLeft(given: number): number {
  return Math.max(0, MORE_TIME_PER_SEAT - given);
}

/** A seat's time for its move as a change to the room sees it, under the room's lock. */
export interface SeatTime {
  /** Its time ran out and nothing has ended that yet (a move, more time). */
  overdue: boolean;
  /** Times the seat was given more time in this match. */
  given: number;
}

/**
 * Reads, in a change holding the room's lock (room-lock.ts), whether a seat
 * is overdue and how often it was given more time. The match's row is locked
 * as well, after the room's, in the order every change takes them: a move
 * updates that row before it touches the deadlines (matches/commit.ts), so
 * no move can end or replace this overdue before the change commits. The
 * watcher only ever marks deadlines overdue, never the reverse.
 */
export async function seatTime(tx: Queryable, matchId: string, seat: number): Promise<SeatTime> {
  return (await seatTimeRead(tx, matchId, seat))[0] ?? { overdue: false, given: 0 };
}

const seatTimeRead = prepare(
  'seat-time',
  (matchId: string, seat: number) => sql<SeatTime>`
    SELECT COALESCE(d.overdue, false) AS overdue, cardinality(array_positions(m.more_time, ${seat}::int)) AS given
    FROM matches m LEFT JOIN deadlines d ON d.match_id = m.id AND d.seat = ${seat}
    WHERE m.id = ${matchId} FOR NO KEY UPDATE OF m`,
);

/** Ends the seat's overdue with a new full time per move, counts it against the seat's limit and tells the late player; in the change that checked both. */
export async function grantMoreTime(tx: Queryable, matchId: string, seat: number, moveSeconds: number): Promise<void> {
  await moreTimeGranted(tx, matchId, seat, moveSeconds);
}

const moreTimeGranted = prepare(
  'more-time-granted',
  (matchId: string, seat: number, moveSeconds: number) => sql`
    WITH granted AS (
      UPDATE deadlines SET overdue = false, due_at = (now() AT TIME ZONE 'UTC') + ${moveSeconds} * interval '1 second'
      WHERE match_id = ${matchId} AND seat = ${seat}::int
    ), told AS (
      -- The late player hears of it on their own push and email (seat_channels: db/notify-records.ts), with how long they now have (notify/outbox.ts).
      INSERT INTO notify_outbox (room_id, match_id, kind, channel, seat, to_seat, turn)
      SELECT m.room_id, m.id, 'moreTime', c.channel, ${seat}::int, ${seat}::int, m.version
      FROM matches m CROSS JOIN LATERAL seat_channels(m.room_id, ${seat}::int, false) AS c(channel)
      WHERE m.id = ${matchId})
    UPDATE matches SET more_time = more_time || ${seat}::int WHERE id = ${matchId}`,
);
