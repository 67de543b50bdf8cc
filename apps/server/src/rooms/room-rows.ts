import type { Pool, PoolClient } from 'pg';

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

/** What a room's status is built from (rooms/room-status.ts adds who is connected and the clocks). */
export interface RoomRow {
  id: string;
  inviteCode: string;
  game: string;
  seatCount: number;
  options: Record<string, unknown>;
  status: string;
  version: number;
  startFrom: string | null;
  spectatorChat: boolean;
  turnClockSeconds: number | null;
  /** What the players call the room; null for rooms made before rooms had names. */
  name: string | null;
  /** Across days: each deciding seat's time per move; null when live. */
  moveSeconds: number | null;
  botOnExpiry: boolean;
  seats: SeatRow[];
  /** The room's most recent match, if it ever had one (times in ms since the epoch). */
  latest: {
    id: string;
    status: string;
    imported: boolean;
    forkedFrom: string | null;
    startedAt: number;
    movedAt: number | null;
    /** Across days: each deciding seat's deadline. */
    deadlines: { seat: number; dueAt: number; overdue: boolean }[];
    /** Across days: the seats given more time, once per time (rooms/table/more-time.ts). */
    moreTime: number[];
  } | null;
  /** How many of its matches have finished. */
  finished: number;
}

export interface SeatRow {
  index: number;
  name: string | null;
  /** Whether a player holds the seat's token. */
  claimed: boolean;
  isBot: boolean;
  /** How well the seat's bot plays (a BotLevel). */
  botLevel: string;
  isHost: boolean;
  wantsRematch: boolean;
  /** A bot plays the seat while its player is away or out of time. */
  standIn: boolean;
  /** The seat's clock bank as kept after its last turn (null: full, or no clock). */
  clockMs: number | null;
  /** When its last connection closed, in ms since the epoch (rooms/devices/last-seen.ts); null: not recorded. */
  lastSeenAt: number | null;
}

/** $1: the room (rooms/hello-read.ts reads it too). */
export const ROOM_ROW = `
  SELECT r.id, r.invite_code AS "inviteCode", r.game, r.seat_count AS "seatCount", r.options, r.status, r.version,
    r.start_from AS "startFrom", r.spectator_chat AS "spectatorChat", r.turn_clock_seconds AS "turnClockSeconds",
    r.name, r.move_seconds AS "moveSeconds", r.bot_on_expiry AS "botOnExpiry",
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
  FROM rooms r WHERE r.id = $1`;

/** The room with its seats (in seat order) and its latest match, or null when there is no such room. */
export async function readRoom(pool: Pool, roomId: string): Promise<RoomRow | null> {
  const res = await pool.query<RoomRow>({ name: 'room-row', text: ROOM_ROW, values: [roomId] });
  return res.rows[0] ?? null;
}

/** A seat as tokens and joining see it: who holds it, under which name, and whether it hosts the room. */
export interface SeatHolder {
  index: number;
  name: string | null;
  /** The hash of the seat's token; null while nobody holds it. */
  tokenHash: string | null;
  isBot: boolean;
  isHost: boolean;
  /** Hashes of the tokens of the further devices the seat's current player opened it on (rooms/devices/devices.ts). */
  deviceHashes: string[];
}

/** Every seat of the room, in seat order; in a transaction (joining) or straight from the pool (checking a token). */
export async function readSeats(db: Pool | PoolClient, roomId: string): Promise<SeatHolder[]> {
  const res = await db.query<SeatHolder>({ name: 'seat-holders', text: SEAT_HOLDERS, values: [roomId] });
  return res.rows;
}

/** $1: the room (rooms/hello-read.ts reads it too). */
export const SEAT_HOLDERS = `
  SELECT s.index, s.name, s.token_hash AS "tokenHash", s.is_bot AS "isBot", s.is_host AS "isHost",
    ARRAY(SELECT d.token_hash FROM seat_devices d
      WHERE d.room_id = s.room_id AND d.seat = s.index AND d.holder_hash = s.token_hash) AS "deviceHashes"
  FROM seats s WHERE s.room_id = $1 ORDER BY s.index`;

/** Gives a free seat to a player, and bumps the room's version as every change to its seats does. */
export async function takeSeat(
  tx: PoolClient,
  roomId: string,
  index: number,
  name: string,
  tokenHash: string,
): Promise<void> {
  await tx.query({
    name: 'take-seat',
    text: `WITH bumped AS (UPDATE rooms SET version = version + 1 WHERE id = $1)
      UPDATE seats SET name = $3, token_hash = $4, joined_at = (now() AT TIME ZONE 'UTC') WHERE room_id = $1 AND index = $2`,
    values: [roomId, index, name, tokenHash],
  });
}

/** A new room as `insertRoom` writes it: the host in seat 0, the other seats free. */
export interface NewRoomRow {
  id: string;
  inviteCode: string;
  game: string;
  seatCount: number;
  options: unknown;
  startFrom: string | null;
  turnClockSeconds: number | null;
  /** Null when nobody named the room: clients word a default in their language. */
  name: string | null;
  moveSeconds: number | null;
  botOnExpiry: boolean;
  host: { name: string; tokenHash: string };
}

/** Writes a room and its seats in one statement (through Prisma this was five queries and the most CPU of a table's start). */
export async function insertRoom(pool: Pool, room: NewRoomRow): Promise<void> {
  await pool.query({
    name: 'insert-room',
    text: `WITH room AS (
        INSERT INTO rooms (id, invite_code, game, seat_count, options, start_from, turn_clock_seconds, name, move_seconds, bot_on_expiry, created_at)
        VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, (now() AT TIME ZONE 'UTC')))
      INSERT INTO seats (room_id, index, name, token_hash, is_host, joined_at)
      SELECT $1, i, CASE WHEN i = 0 THEN $11 END, CASE WHEN i = 0 THEN $12 END, i = 0, CASE WHEN i = 0 THEN (now() AT TIME ZONE 'UTC') END
      FROM generate_series(0, $4 - 1) AS i`,
    values: [
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
      room.host.name,
      room.host.tokenHash,
    ],
  });
}
