import type { Pace, YourTable, YourTablesReply } from '@sprawl/protocol';
import { sql } from 'kysely';
import { prepare, type Queryable } from '../../db/query';
import type { RowOf } from '../../db/rows';
import type { MatchStatus, RoomStatus } from '../../db/schema';
import { hashToken } from '../../security/tokens';

/** One seat asked about, with its room, its players and its room's latest match (null columns: no match yet). */
interface TableRow extends RowOf<'rooms', 'game' | 'name' | 'move_seconds' | 'bot_on_expiry' | 'learning'> {
  /** The asked token's position in the request. */
  token: number;
  roomId: string;
  seat: number;
  roomStatus: RoomStatus;
  players: { seat: number; name: string | null; isBot: boolean }[];
  matchId: string | null;
  matchStatus: MatchStatus | null;
  deciding: number[] | null;
  /** Times in ms since the epoch. */
  movedAt: number | null;
  dueAt: number | null;
  overdue: boolean;
}

/**
 * One statement for every seat asked about: the seats (or further devices)
 * whose token hashes were given, each with its room, players, latest match,
 * whom that match waits for and its earliest deadline.
 */
const tablesOf = prepare(
  'your-tables',
  (hashes: string[]) => sql<TableRow>`
  WITH asked AS (SELECT hash, i FROM unnest(${hashes}::text[]) WITH ORDINALITY AS a(hash, i)),
  held AS (
    SELECT a.i, s.room_id, s.index AS seat FROM asked a JOIN seats s ON s.token_hash = a.hash
    UNION ALL
    SELECT a.i, d.room_id, d.seat FROM asked a JOIN seat_devices d ON d.token_hash = a.hash
      JOIN seats ds ON ds.room_id = d.room_id AND ds.index = d.seat AND ds.token_hash = d.holder_hash
  )
  SELECT (h.i - 1)::int AS token, h.room_id AS "roomId", h.seat, r.game, r.name, r.status AS "roomStatus",
    r.move_seconds AS "moveSeconds", r.bot_on_expiry AS "botOnExpiry", r.learning,
    (SELECT json_agg(json_build_object('seat', s.index, 'name', s.name, 'isBot', s.is_bot) ORDER BY s.index) FROM seats s WHERE s.room_id = r.id) AS players,
    lm.id AS "matchId", lm.status AS "matchStatus", lm.deciding, (extract(epoch FROM lm.moved_at) * 1000)::float8 AS "movedAt",
    (SELECT (min(extract(epoch FROM d.due_at)) * 1000)::float8 FROM deadlines d WHERE d.match_id = lm.id) AS "dueAt",
    EXISTS (SELECT 1 FROM deadlines d WHERE d.match_id = lm.id AND d.overdue) AS overdue
  FROM held h JOIN rooms r ON r.id = h.room_id
  LEFT JOIN LATERAL (SELECT m.id, m.status, m.deciding, m.moved_at FROM match_now m WHERE m.room_id = r.id ORDER BY m.created_at DESC, m.id LIMIT 1) lm ON true`,
);

/**
 * "Your tables": every seat a browser holds, answered by one query whatever
 * their number (the request is bounded by the protocol). A token that opens
 * nothing (a seat left or freed, a device revoked, a token never valid) is
 * only reported by its position; the same seat asked twice is listed once.
 */
export async function yourTables(pool: Queryable, tokens: readonly string[]): Promise<YourTablesReply> {
  const rows = await tablesOf(pool, tokens.map(hashToken));
  const seen = new Set<string>();
  const answered = new Set<number>();
  const tables: YourTable[] = [];
  for (const row of rows.sort((a, b) => a.token - b.token)) {
    answered.add(row.token);
    const key = `${row.roomId}:${row.seat}`;
    if (seen.has(key)) continue;
    seen.add(key);
    tables.push(tableOf(row));
  }
  const unknown = tokens.map((_, i) => i).filter((i) => !answered.has(i));
  return { tables: tables.sort(byUrgency), unknown };
}

function tableOf(row: TableRow): YourTable {
  const status =
    row.roomStatus === 'lobby' || row.matchId === null
      ? 'lobby'
      : row.matchStatus === 'running'
        ? 'playing'
        : 'finished';
  const deciding = status === 'playing' ? (row.deciding ?? []) : [];
  const pace: Pace =
    row.moveSeconds === null
      ? { kind: 'live' }
      : { kind: 'days', moveHours: (row.moveSeconds / 3600) as 12 | 24 | 72, botOnExpiry: row.botOnExpiry };
  return {
    token: row.token,
    roomId: row.roomId,
    seat: row.seat,
    game: row.game,
    roomName: row.name,
    pace,
    learning: row.learning,
    status,
    players: row.players,
    deciding,
    yourTurn: deciding.includes(row.seat),
    dueAt: status === 'playing' && row.dueAt !== null ? new Date(row.dueAt).toISOString() : null,
    overdue: status === 'playing' && row.overdue,
    lastMoveAt: status !== 'lobby' && row.movedAt !== null ? new Date(row.movedAt).toISOString() : null,
    matchId: status === 'lobby' ? null : row.matchId,
  };
}

const RANK = { playing: 1, lobby: 2, finished: 3 } as const;

/** Waiting for you first (soonest deadline first), then running tables by their last move, then lobbies, then finished ones. */
function byUrgency(a: YourTable, b: YourTable): number {
  if (a.yourTurn !== b.yourTurn) return a.yourTurn ? -1 : 1;
  if (a.yourTurn) return (a.dueAt ?? '9').localeCompare(b.dueAt ?? '9');
  if (a.status !== b.status) return RANK[a.status] - RANK[b.status];
  return (b.lastMoveAt ?? '').localeCompare(a.lastMoveAt ?? '');
}
