import type { ChatLine } from '@sprawl/protocol';
import type { Pool } from 'pg';
import { refuse } from '../errors';
import { KeyedRateLimiter } from '../security/rate-limit';
import { sql } from 'kysely';
import { prepare } from '../db/query';

/** Who is speaking: a seat, or a spectator known by the name the room gave them. */
export interface Speaker {
  roomId: string;
  seat: number | null;
  spectatorName: string | null;
}

/** Lines a newcomer receives: enough to follow the conversation, bounded whatever the room's history. */
export const CHAT_HISTORY_LINES = 100;

/** Lines per second one room may take, and in one burst: beyond it the table could not read them anyway. */
const ROOM_RATE = 2;
const ROOM_BURST = 10;

/**
 * A stored line as the protocol sends it. The time is written out by
 * PostgreSQL as the UTC instant it stores (ISO 8601, milliseconds), whatever
 * this process's time zone.
 */
const LINE = sql`id, seat, author, text, match_id AS "matchId", step, to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, hint`;

/** The room's latest lines, newest first: only lines after this id, at most `count` (rooms/hello-read.ts reads them too). */
export const recentLinesQuery = (roomId: string, after: number, count: number) => sql<ChatLine>`
  SELECT ${LINE} FROM chat_messages WHERE room_id = ${roomId} AND id > ${after} ORDER BY id DESC LIMIT ${count}`;

const recentLines = prepare('chat-recent', recentLinesQuery);

/** Whether spectators may chat in the room, and the name of the speaking seat (null: none or nameless); no row: no room. */
const speakerRead = prepare(
  'chat-speaker',
  (roomId: string, seat: number) => sql<{ spectatorChat: boolean; seatName: string | null }>`
    SELECT r.spectator_chat AS "spectatorChat", (SELECT s.name FROM seats s WHERE s.room_id = r.id AND s.index = ${seat}) AS "seatName"
    FROM rooms r WHERE r.id = ${roomId}`,
);

const lineWritten = prepare(
  'chat-line',
  (roomId: string, seat: number | null, author: string, text: string, matchId: string | null, step: number | null) =>
    sql<ChatLine>`
    INSERT INTO chat_messages (room_id, seat, author, text, match_id, step, created_at)
    VALUES (${roomId}, ${seat}, ${author}, ${text}, ${matchId}, ${step}, (now() AT TIME ZONE 'UTC'))
    RETURNING ${LINE}`,
);

/** A hint's line, under the asking seat's name at this moment (its number when it has none). */
const hintWritten = prepare(
  'chat-hint',
  (roomId: string, seat: number, unnamed: string, text: string, matchId: string, step: number) => sql<ChatLine>`
    INSERT INTO chat_messages (room_id, seat, author, text, hint, match_id, step, created_at)
    VALUES (${roomId}, ${seat}, COALESCE((SELECT s.name FROM seats s WHERE s.room_id = ${roomId} AND s.index = ${seat}), ${unnamed}),
      ${text}, true, ${matchId}, ${step}, (now() AT TIME ZONE 'UTC'))
    RETURNING ${LINE}`,
);

const matchLines = prepare(
  'chat-of-match',
  (matchId: string) => sql<ChatLine>`SELECT ${LINE} FROM chat_messages WHERE match_id = ${matchId} ORDER BY id`,
);

/**
 * The room's chat: kept in PostgreSQL with the match and step it was said
 * at, so that a replay shows each line where it was said. Text only: the
 * protocol's schema has already refused control characters and capped the
 * length; every client shows the text as text.
 */
export class ChatService {
  private readonly perRoom = new KeyedRateLimiter(ROOM_RATE, ROOM_BURST);
  private readonly listeners = new Set<(roomId: string, line: ChatLine) => void>();

  constructor(private readonly pool: Pool) {}

  onLine(listener: (roomId: string, line: ChatLine) => void): void {
    this.listeners.add(listener);
  }

  /**
   * Stores and announces one line. `at` is the match running in the room and
   * its version at this moment, or null in the lobby.
   */
  async say(speaker: Speaker, text: string, at: { matchId: string; step: number } | null): Promise<ChatLine> {
    const [room] = await speakerRead(this.pool, speaker.roomId, speaker.seat ?? -1);
    if (!room) return refuse('no_room');
    if (speaker.seat === null && !room.spectatorChat) refuse('chat_muted');
    if (!this.perRoom.allow(speaker.roomId))
      refuse('chat_too_fast', 'This table is chatting faster than anyone can read; wait a moment.');
    // The name at the moment of speaking is kept with the line: a later rename does not rewrite what was said.
    const author =
      speaker.seat === null ? (speaker.spectatorName ?? 'A spectator') : (room.seatName ?? `Seat ${speaker.seat + 1}`);
    const [line] = await lineWritten(
      this.pool,
      speaker.roomId,
      speaker.seat,
      author,
      text,
      at?.matchId ?? null,
      at?.step ?? null,
    );
    for (const l of this.listeners) l(speaker.roomId, line);
    return line;
  }

  /**
   * Writes, for everyone at the table, that a seat asked the bot for a hint
   * (a learning table, review/hint-service.ts): a line of the chat of its own
   * kind, so that it reaches every connection and process as said lines do,
   * is kept with the match for its replay, and stays out of the game's state.
   * Not limited like chat: the hint route has its own limit.
   */
  async hint(roomId: string, seat: number, at: { matchId: string; step: number }): Promise<ChatLine> {
    const [line] = await hintWritten(
      this.pool,
      roomId,
      seat,
      `Seat ${seat + 1}`,
      'asked for a hint',
      at.matchId,
      at.step,
    );
    for (const l of this.listeners) l(roomId, line);
    return line;
  }

  /** The room's latest lines, oldest first; with `after`, only lines newer than that id. */
  async recent(roomId: string, after = 0): Promise<ChatLine[]> {
    // Every hello reads these: as a prepared statement, as rooms/room-rows.ts explains.
    return (await recentLines(this.pool, roomId, after, CHAT_HISTORY_LINES)).reverse();
  }

  /** Every line said during a match, in order, for its replay. */
  async ofMatch(matchId: string): Promise<ChatLine[]> {
    return matchLines(this.pool, matchId);
  }
}
