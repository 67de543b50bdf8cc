import { sql } from 'kysely';
import { prepare, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';

/**
 * A stored match as replays, exports and forks read it: its row, with the
 * version, deciding seats and last move its log has reached (the view
 * match_now: a running match's row stays behind its moves, matches/commit.ts).
 */
export type StoredMatch = RowOf<
  'matches',
  | 'id'
  | 'room_id'
  | 'game'
  | 'rules_version'
  | 'seed'
  | 'options'
  | 'seat_count'
  | 'status'
  | 'result'
  | 'forked_from'
  | 'imported'
  | 'created_at'
  | 'finished_at'
  | 'players'
  | 'move_seconds'
  | 'more_time'
> &
  RowOf<'match_now', 'version' | 'deciding' | 'moved_at'>;

/**
 * The columns of StoredMatch. Times are stored as UTC without a zone (Prisma's
 * DateTime); read AT TIME ZONE 'UTC', `pg` makes them the same Date whatever
 * this process's time zone.
 */
export const MATCH = sql`m.id, m.room_id AS "roomId", m.game, m.rules_version AS "rulesVersion", m.seed, m.options,
  m.seat_count AS "seatCount", m.status, m.result, m.forked_from AS "forkedFrom", m.imported,
  m.created_at AT TIME ZONE 'UTC' AS "createdAt", m.finished_at AT TIME ZONE 'UTC' AS "finishedAt", m.players,
  m.move_seconds AS "moveSeconds", m.more_time AS "moreTime", n.version, n.deciding, n.moved_at AT TIME ZONE 'UTC' AS "movedAt"`;

const matchInRoom = prepare(
  'stored-match-in-room',
  (roomId: string, matchId: string) => sql<StoredMatch>`
    SELECT ${MATCH} FROM matches m JOIN match_now n ON n.id = m.id WHERE m.id = ${matchId} AND m.room_id = ${roomId}`,
);

const matchById = prepare(
  'stored-match',
  (matchId: string) =>
    sql<StoredMatch>`SELECT ${MATCH} FROM matches m JOIN match_now n ON n.id = m.id WHERE m.id = ${matchId}`,
);

const roomMatches = prepare(
  'stored-matches-of-room',
  (roomId: string) => sql<StoredMatch>`
    SELECT ${MATCH} FROM matches m JOIN match_now n ON n.id = m.id WHERE m.room_id = ${roomId} ORDER BY m.created_at DESC`,
);

/** The match, if it belongs to the room. */
export async function readMatchInRoom(pool: Queryable, roomId: string, matchId: string): Promise<StoredMatch | null> {
  return (await matchInRoom(pool, roomId, matchId))[0] ?? null;
}

/** The match, wherever it was played. */
export async function readMatch(pool: Queryable, matchId: string): Promise<StoredMatch | null> {
  return (await matchById(pool, matchId))[0] ?? null;
}

/** The room's matches, the latest first. */
export async function readRoomMatches(pool: Queryable, roomId: string): Promise<StoredMatch[]> {
  return roomMatches(pool, roomId);
}
