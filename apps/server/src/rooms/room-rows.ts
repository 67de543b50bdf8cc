import { sql } from 'kysely';
import { prepare, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';
import type { MatchStatus } from '../db/schema';
import { likenessKeys } from './lobby/name-likeness';

/**
 * The two reads a room makes most: its status (on every connection's hello
 * and after every change to the room, for everyone in it) and its seats
 * (for the token on every hello and every host-only request). They go to `pg`
 * directly, as named prepared statements, like the statement that accepts
 * moves (matches/commit.ts): through Prisma each query cost about 200 µs of
 * the server's CPU against about 50 µs here, and the status took three
 * queries. With joining (below) and a new match kept in memory, setting up
 * a table from a fork went from 26 to about 16 ms of CPU (docs/benchmarks-history.md).
 */

/** The room's own columns that both its status (RoomRow) and a change under its lock (rooms/room-lock.ts) read. */
export type RoomColumns = RowOf<
  'rooms',
  | 'id'
  | 'invite_code'
  | 'game'
  | 'seat_count'
  | 'status'
  | 'start_from'
  | 'turn_clock_seconds'
  | 'move_seconds'
  | 'bot_on_expiry'
> & {
  /** The game's options, as its options schema parsed them. */
  options: Record<string, unknown>;
};

/** What a room's status is built from (rooms/room-status.ts adds who is connected and the clocks). */
export interface RoomRow extends RoomColumns, RowOf<'rooms', 'version' | 'spectator_chat' | 'name' | 'learning'> {
  seats: SeatRow[];
  /** The room's most recent match, if it ever had one (times in ms since the epoch). */
  latest:
    | (RowOf<'matches', 'id' | 'status' | 'imported' | 'forked_from' | 'more_time'> & {
        startedAt: number;
        movedAt: number | null;
        /** Across days: each deciding seat's deadline. */
        deadlines: { seat: number; dueAt: number; overdue: boolean }[];
      })
    | null;
  /** How many of its matches have finished. */
  finished: number;
}

export interface SeatRow extends RowOf<
  'seats',
  'index' | 'name' | 'is_bot' | 'bot_level' | 'is_host' | 'wants_rematch' | 'stand_in' | 'clock_ms'
> {
  /** Whether a player holds the seat's token. */
  claimed: boolean;
  /** When its last connection closed, in ms since the epoch (rooms/devices/last-seen.ts); null: not recorded. */
  lastSeenAt: number | null;
}

/** The room's latest match as a change under the lock sees it. */
export type LatestMatch = { id: string; status: MatchStatus };

/** The room's row (rooms/hello-read.ts reads it too). */
export const roomRowQuery = (roomId: string) => sql<RoomRow>`
  SELECT r.id, r.invite_code AS "inviteCode", r.game, r.seat_count AS "seatCount", r.options, r.status, r.version,
    r.start_from AS "startFrom", r.spectator_chat AS "spectatorChat", r.turn_clock_seconds AS "turnClockSeconds",
    r.name, r.move_seconds AS "moveSeconds", r.bot_on_expiry AS "botOnExpiry", r.learning,
    COALESCE((
      SELECT json_agg(json_build_object(
        'index', s.index, 'name', s.name, 'claimed', s.token_hash IS NOT NULL,
        'isBot', s.is_bot, 'botLevel', s.bot_level, 'isHost', s.is_host, 'wantsRematch', s.wants_rematch, 'standIn', s.stand_in, 'clockMs', s.clock_ms,
        'lastSeenAt', extract(epoch FROM s.last_seen_at) * 1000) ORDER BY s.index)
      FROM seats s WHERE s.room_id = r.id), '[]'::json) AS seats,
    (SELECT json_build_object('id', m.id, 'status', m.status, 'imported', m.imported, 'forkedFrom', m.forked_from,
        'startedAt', extract(epoch FROM m.created_at) * 1000, 'movedAt', extract(epoch FROM m.moved_at) * 1000, 'moreTime', m.more_time,
        'deadlines', COALESCE((SELECT json_agg(json_build_object('seat', d.seat, 'dueAt', extract(epoch FROM d.due_at) * 1000, 'overdue', d.overdue))
          FROM deadlines d WHERE d.match_id = m.id), '[]'::json))
      FROM match_now m WHERE m.room_id = r.id ORDER BY m.created_at DESC, m.id LIMIT 1) AS latest,
    (SELECT count(*)::int FROM matches m WHERE m.room_id = r.id AND m.status = 'finished') AS finished
  FROM rooms r WHERE r.id = ${roomId}`;

const roomRow = prepare('room-row', roomRowQuery);

/** The room with its seats (in seat order) and its latest match, or null when there is no such room. */
export async function readRoom(pool: Queryable, roomId: string): Promise<RoomRow | null> {
  return (await roomRow(pool, roomId))[0] ?? null;
}

/** A seat as tokens and joining see it: who holds it (the hash of its token), under which name, and whether it hosts the room. */
export interface SeatHolder extends RowOf<'seats', 'index' | 'name' | 'token_hash' | 'is_bot' | 'is_host'> {
  /** Hashes of the tokens of the further devices the seat's current player opened it on (rooms/devices/devices.ts). */
  deviceHashes: string[];
}

/** Every seat of the room, in seat order; in a transaction (joining) or straight from the pool (checking a token). */
export async function readSeats(db: Queryable, roomId: string): Promise<SeatHolder[]> {
  return seatHolders(db, roomId);
}

/** The room's seats (rooms/hello-read.ts reads them too). */
export const seatHoldersQuery = (roomId: string) => sql<SeatHolder>`
  SELECT s.index, s.name, s.token_hash AS "tokenHash", s.is_bot AS "isBot", s.is_host AS "isHost",
    ARRAY(SELECT d.token_hash FROM seat_devices d
      WHERE d.room_id = s.room_id AND d.seat = s.index AND d.holder_hash = s.token_hash) AS "deviceHashes"
  FROM seats s WHERE s.room_id = ${roomId} ORDER BY s.index`;

const seatHolders = prepare('seat-holders', seatHoldersQuery);

/** Gives a free seat to a player, and bumps the room's version as every change to its seats does. */
export async function takeSeat(
  tx: Queryable,
  roomId: string,
  index: number,
  name: string,
  tokenHash: string,
): Promise<void> {
  await seatTaken(tx, roomId, index, name, [...likenessKeys(name)], tokenHash);
}

const seatTaken = prepare(
  'take-seat',
  (roomId: string, index: number, name: string, nameKeys: string[], tokenHash: string) => sql`
    WITH bumped AS (UPDATE rooms SET version = version + 1 WHERE id = ${roomId})
    UPDATE seats SET name = ${name}, name_keys = ${nameKeys}, token_hash = ${tokenHash}, joined_at = (now() AT TIME ZONE 'UTC')
    WHERE room_id = ${roomId} AND index = ${index}`,
);

/** A new room as `insertRoom` writes it: the host in seat 0, the other seats free; no name: clients word a default in their language. */
export interface NewRoomRow extends Omit<RoomColumns, 'status' | 'options'>, RowOf<'rooms', 'name' | 'learning'> {
  options: unknown;
  host: { name: string; tokenHash: string };
}

/** Writes a room and its seats in one statement (through Prisma this was five queries and the most CPU of a table's start). */
export async function insertRoom(pool: Queryable, room: NewRoomRow): Promise<void> {
  await roomInserted(
    pool,
    room.id,
    room.inviteCode,
    room.game,
    room.seatCount,
    JSON.stringify(room.options),
    room.startFrom,
    room.turnClockSeconds,
    room.name,
    room.moveSeconds,
    room.botOnExpiry,
    room.learning,
    room.host.name,
    [...likenessKeys(room.host.name)],
    room.host.tokenHash,
  );
}

const roomInserted = prepare(
  'insert-room',
  (
    id: string,
    inviteCode: string,
    game: string,
    seatCount: number,
    options: string,
    startFrom: string | null,
    turnClockSeconds: number | null,
    name: string | null,
    moveSeconds: number | null,
    botOnExpiry: boolean,
    learning: boolean,
    hostName: string,
    hostNameKeys: string[],
    hostTokenHash: string,
  ) => sql`
    WITH room AS (
      INSERT INTO rooms (id, invite_code, game, seat_count, options, start_from, turn_clock_seconds, name, move_seconds, bot_on_expiry, learning, created_at)
      VALUES (${id}, ${inviteCode}, ${game}, ${seatCount}, ${options}::jsonb, ${startFrom}, ${turnClockSeconds}, ${name}, ${moveSeconds}, ${botOnExpiry}, ${learning}, (now() AT TIME ZONE 'UTC')))
    INSERT INTO seats (room_id, index, name, name_keys, token_hash, is_host, joined_at)
    SELECT ${id}, i, CASE WHEN i = 0 THEN ${hostName} END, CASE WHEN i = 0 THEN ${hostNameKeys}::text[] ELSE '{}' END,
      CASE WHEN i = 0 THEN ${hostTokenHash} END, i = 0,
      CASE WHEN i = 0 THEN (now() AT TIME ZONE 'UTC') END
    FROM generate_series(0, ${seatCount} - 1) AS i`,
);
