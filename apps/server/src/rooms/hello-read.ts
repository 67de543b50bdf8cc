import type { ChatLine } from '@sprawl/protocol';
import type { Pool } from 'pg';
import { CHAT_HISTORY_LINES, RECENT_LINES } from './chat-service';
import { ROOM_ROW, type RoomRow } from './room-rows';

/**
 * What a connection's hello reads once it has joined its room's channel:
 * the room and its recent chat, in one statement. They were two round
 * trips on every hello, and a table of four starts with four hellos; on two
 * shared cores each round trip costs the server a write and a wake-up
 * (docs/benchmarks.md, issue 36). Both parts take `$1` as the room, the
 * chat part `$2` (after this line id: all) and `$3` (how many).
 */
const HELLO_READ = `
  SELECT (SELECT row_to_json(r) FROM (${ROOM_ROW}) r) AS room,
    COALESCE((SELECT json_agg(c ORDER BY c.id) FROM (${RECENT_LINES}) c), '[]'::json) AS chat`;

/** The room (null when there is none) and its latest chat lines, oldest first. */
export async function readHello(pool: Pool, roomId: string): Promise<{ room: RoomRow | null; chat: ChatLine[] }> {
  const res = await pool.query<{ room: RoomRow | null; chat: ChatLine[] }>({
    name: 'hello-read',
    text: HELLO_READ,
    values: [roomId, 0, CHAT_HISTORY_LINES],
  });
  return res.rows[0];
}
