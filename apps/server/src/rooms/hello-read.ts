import type { ChatLine } from '@sprawl/protocol';
import { sql } from 'kysely';
import { prepare, type Queryable } from '../db/query';
import { CHAT_HISTORY_LINES, recentLinesQuery } from './chat-service';
import { roomRowQuery, seatHoldersQuery, type RoomRow, type SeatHolder } from './room-rows';

/**
 * What a connection's hello reads: the room and its recent chat, in one
 * statement, and for a seat's hello the seats' token hashes as well, which
 * say whose seat the token opens. They were three round trips on every
 * hello, and a table of four starts with four hellos; on two shared cores
 * each round trip costs the server a write and a wake-up (docs/benchmarks-history.md,
 * issue 36).
 */
const helloParts = (roomId: string, after: number, count: number) => sql`
  SELECT (SELECT row_to_json(r) FROM (${roomRowQuery(roomId)}) r) AS room,
    COALESCE((SELECT json_agg(c ORDER BY c.id) FROM (${recentLinesQuery(roomId, after, count)}) c), '[]'::json) AS chat`;

const helloRead = prepare(
  'hello-read',
  (roomId: string, after: number, count: number) => sql<HelloRead>`${helloParts(roomId, after, count)}`,
);

const seatHelloRead = prepare(
  'seat-hello-read',
  (roomId: string, after: number, count: number) => sql<SeatHelloRead>`${helloParts(roomId, after, count)},
    COALESCE((SELECT json_agg(h ORDER BY h.index) FROM (${seatHoldersQuery(roomId)}) h), '[]'::json) AS holders`,
);

export interface HelloRead {
  /** Null when there is no such room. */
  room: RoomRow | null;
  /** The latest chat lines, oldest first. */
  chat: ChatLine[];
}

/** What a seat's hello reads: the room, its chat and its seats as tokens see them. */
export interface SeatHelloRead extends HelloRead {
  holders: SeatHolder[];
}

/** The room (null when there is none) and its latest chat lines, oldest first. */
export async function readHello(pool: Queryable, roomId: string): Promise<HelloRead> {
  return (await helloRead(pool, roomId, 0, CHAT_HISTORY_LINES))[0];
}

/** The same and the room's seats, in seat order, as a seat's token is checked against them (rooms/lobby/seat-lookup.ts). */
export async function readSeatHello(pool: Queryable, roomId: string): Promise<SeatHelloRead> {
  return (await seatHelloRead(pool, roomId, 0, CHAT_HISTORY_LINES))[0];
}
