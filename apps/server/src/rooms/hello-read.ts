import type { ChatLine } from '@sprawl/protocol';
import type { Pool } from 'pg';
import { CHAT_HISTORY_LINES, RECENT_LINES } from './chat-service';
import { ROOM_ROW, SEAT_HOLDERS, type RoomRow, type SeatHolder } from './room-rows';

/**
 * What a connection's hello reads: the room and its recent chat, in one
 * statement, and for a seat's hello the seats' token hashes as well, which
 * say whose seat the token opens. They were three round trips on every
 * hello, and a table of four starts with four hellos; on two shared cores
 * each round trip costs the server a write and a wake-up (docs/benchmarks-history.md,
 * issue 36). The parts take `$1` as the room, the chat part `$2` (after
 * this line id: all) and `$3` (how many).
 */
const HELLO_READ = `
  SELECT (SELECT row_to_json(r) FROM (${ROOM_ROW}) r) AS room,
    COALESCE((SELECT json_agg(c ORDER BY c.id) FROM (${RECENT_LINES}) c), '[]'::json) AS chat`;

const SEAT_HELLO_READ = `${HELLO_READ},
    COALESCE((SELECT json_agg(h ORDER BY h.index) FROM (${SEAT_HOLDERS}) h), '[]'::json) AS holders`;

export interface HelloRead {
  /** Null when there is no such room. */
  room: RoomRow | null;
  /** The latest chat lines, oldest first. */
  chat: ChatLine[];
}

/** The room (null when there is none) and its latest chat lines, oldest first. */
export async function readHello(pool: Pool, roomId: string): Promise<HelloRead> {
  const res = await pool.query<HelloRead>({
    name: 'hello-read',
    text: HELLO_READ,
    values: [roomId, 0, CHAT_HISTORY_LINES],
  });
  return res.rows[0];
}

/** The same and the room's seats, in seat order, as a seat's token is checked against them (rooms/lobby/seat-lookup.ts). */
export async function readSeatHello(pool: Pool, roomId: string): Promise<HelloRead & { holders: SeatHolder[] }> {
  const res = await pool.query<HelloRead & { holders: SeatHolder[] }>({
    name: 'seat-hello-read',
    text: SEAT_HELLO_READ,
    values: [roomId, 0, CHAT_HISTORY_LINES],
  });
  return res.rows[0];
}
