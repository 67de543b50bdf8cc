import { sql } from 'kysely';
import type { Pool } from 'pg';
import { prepare } from '../../db/query';
import { refuse } from '../../errors';
import { newMatchWrites, type NewMatch } from '../../matches/new-match';
import { hashToken } from '../../security/tokens';
import { KEY_SHAPE, LOCK_TIMEOUT_MS, retryingLocks } from '../room-lock';
import type { RoomColumns, RoomRow } from '../room-rows';

/** Why a start is refused while a seat is free. */
export const SEATS_EMPTY = 'Every seat must be taken (or given to a bot) before the start.';

/** What room_start found (migration 20261209100000_room_start_token_first): started, with the room's version before it. */
type Started =
  | { outcome: 'started'; background: boolean; version: number }
  | { outcome: 'no_room' | 'bad_token' | 'not_host' | 'already_started' | 'seats_empty' | 'check' };

const roomStarted = prepare(
  'room-start',
  (
    roomId: string,
    tokenHash: string,
    lockTimeoutMs: number,
    gameId: string,
    seatCount: number,
    roomOptions: string,
    startFrom: string | null,
    moveSeconds: number | null,
    id: string,
    rulesVersion: string,
    seed: string,
    options: string,
    forkedFrom: string | null,
    deciding: number[],
    state: string,
    event: 'start',
  ) => sql<{ started: Started; latest: NonNullable<RoomRow['latest']> | null }>`
    WITH go AS (
      SELECT room_start(${roomId}, ${tokenHash}, ${lockTimeoutMs}, ${gameId}, ${seatCount}, ${roomOptions}::jsonb, ${startFrom}, ${moveSeconds}) AS started),
    ${newMatchWrites(
      { id, roomId, gameId, rulesVersion, seed, options, seatCount, forkedFrom, deciding, moveSeconds, state },
      event,
      {
        players: sql`(SELECT started->'players' FROM go)::jsonb`,
        bots: sql<number[]>`ARRAY(SELECT json_array_elements_text(started->'bots')::int FROM go)`,
        write: sql<boolean>`(SELECT started->>'outcome' = 'started' FROM go)`,
      },
    )}
    SELECT started, (
      SELECT json_build_object('id', m.id, 'status', m.status, 'imported', m.imported, 'forkedFrom', m.forked_from,
        'startedAt', extract(epoch FROM m.created_at) * 1000, 'movedAt', extract(epoch FROM m.moved_at) * 1000, 'moreTime', m.more_time,
        'deadlines', COALESCE((SELECT json_agg(json_build_object('seat', d.seat, 'dueAt', extract(epoch FROM d.due_at) * 1000, 'overdue', d.overdue))
          FROM d), '[]'::json))
      FROM m) AS latest
    FROM go`,
);

/**
 * A start in one round trip: room_start locks the room, checks the start as
 * the room's lock has every change checked (the token opens the host's seat,
 * the room is in its lobby, every seat is taken) and sets the room and its
 * seats going, and the same statement writes the match, built beforehand
 * from `room` as last read. It was four round trips (BEGIN with the lock,
 * the seats' write, the match's write, COMMIT). Null when the room is not
 * as `room` says (its fork spent, say): the caller starts under the lock.
 * Started, it says whether the server has work in the background (bots, a clock),
 * the room's version it found, and the new match as the room's row shows it
 * (as room-rows.ts reads `latest`, from the rows just written).
 */
export async function startInOneStatement(
  pool: Pool,
  room: RoomColumns,
  token: string,
  match: NewMatch,
): Promise<{ background: boolean; version: number; latest: NonNullable<RoomRow['latest']> } | null> {
  if (!KEY_SHAPE.test(room.id)) return refuse('no_room');
  const [{ started, latest }] = await retryingLocks(() =>
    roomStarted(
      pool,
      room.id,
      hashToken(token),
      LOCK_TIMEOUT_MS,
      room.game,
      room.seatCount,
      JSON.stringify(room.options),
      room.startFrom,
      room.moveSeconds,
      match.id,
      match.rulesVersion,
      match.seed,
      match.options,
      match.forkedFrom,
      match.deciding,
      match.state,
      'start',
    ),
  );
  switch (started.outcome) {
    case 'started':
      if (latest === null) throw new Error('room_start started a match that its statement did not write');
      return { background: started.background, version: started.version, latest };
    case 'check':
      return null;
    case 'seats_empty':
      return refuse('seats_empty', SEATS_EMPTY);
    default:
      return refuse(started.outcome);
  }
}
