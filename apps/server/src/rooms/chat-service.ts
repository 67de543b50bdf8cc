import type { ChatLine } from '@sprawl/protocol';
import type { Pool } from 'pg';
import type { Db } from '../db/prisma';
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

/** The room's latest lines, newest first: only lines after this id, at most `count` (rooms/hello-read.ts reads them too). */
export const recentLinesQuery = (roomId: string, after: number, count: number) => sql<ChatLine>`
  SELECT id, seat, author, text, match_id AS "matchId", step, to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, hint
  FROM chat_messages WHERE room_id = ${roomId} AND id > ${after} ORDER BY id DESC LIMIT ${count}`;

const recentLines = prepare('chat-recent', recentLinesQuery);

type Row = {
  id: number;
  seat: number | null;
  author: string;
  text: string;
  matchId: string | null;
  step: number | null;
  hint: boolean;
  createdAt: Date;
};

function lineOf(row: Row): ChatLine {
  return {
    id: row.id,
    seat: row.seat,
    author: row.author,
    text: row.text,
    matchId: row.matchId,
    step: row.step,
    at: row.createdAt.toISOString(),
    hint: row.hint,
  };
}

/**
 * The room's chat: kept in PostgreSQL with the match and step it was said
 * at, so that a replay shows each line where it was said. Text only: the
 * protocol's schema has already refused control characters and capped the
 * length; every client shows the text as text.
 */
export class ChatService {
  private readonly perRoom = new KeyedRateLimiter(ROOM_RATE, ROOM_BURST);
  private readonly listeners = new Set<(roomId: string, line: ChatLine) => void>();

  constructor(
    private readonly db: Db,
    /** For the lines every hello reads (see recent). */
    private readonly pool: Pool,
  ) {}

  onLine(listener: (roomId: string, line: ChatLine) => void): void {
    this.listeners.add(listener);
  }

  /**
   * Stores and announces one line. `at` is the match running in the room and
   * its version at this moment, or null in the lobby.
   */
  async say(speaker: Speaker, text: string, at: { matchId: string; step: number } | null): Promise<ChatLine> {
    const room = await this.db.room.findUnique({
      where: { id: speaker.roomId },
      select: { spectatorChat: true, seats: { where: { index: speaker.seat ?? -1 }, select: { name: true } } },
    });
    if (!room) return refuse('no_room');
    if (speaker.seat === null && !room.spectatorChat) refuse('chat_muted');
    if (!this.perRoom.allow(speaker.roomId))
      refuse('chat_too_fast', 'This table is chatting faster than anyone can read; wait a moment.');
    // The name at the moment of speaking is kept with the line: a later rename does not rewrite what was said.
    const author =
      speaker.seat === null
        ? (speaker.spectatorName ?? 'A spectator')
        : (room.seats[0]?.name ?? `Seat ${speaker.seat + 1}`);
    const row = await this.db.chatMessage.create({
      data: {
        roomId: speaker.roomId,
        seat: speaker.seat,
        author,
        text,
        matchId: at?.matchId ?? null,
        step: at?.step ?? null,
      },
    });
    const line = lineOf(row);
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
    const named = await this.db.seat.findUnique({
      where: { roomId_index: { roomId, index: seat } },
      select: { name: true },
    });
    const row = await this.db.chatMessage.create({
      data: {
        roomId,
        seat,
        author: named?.name ?? `Seat ${seat + 1}`,
        text: 'asked for a hint',
        hint: true,
        matchId: at.matchId,
        step: at.step,
      },
    });
    const line = lineOf(row);
    for (const l of this.listeners) l(roomId, line);
    return line;
  }

  /** The room's latest lines, oldest first; with `after`, only lines newer than that id. */
  async recent(roomId: string, after = 0): Promise<ChatLine[]> {
    // Every hello reads these: straight through pg, as rooms/room-rows.ts explains. The time is written out by
    // PostgreSQL as the UTC instant it stores, the same text Prisma's Date gives, whatever this process's time zone.
    return (await recentLines(this.pool, roomId, after, CHAT_HISTORY_LINES)).reverse();
  }

  /** Every line said during a match, in order, for its replay. */
  async ofMatch(matchId: string): Promise<ChatLine[]> {
    const rows = await this.db.chatMessage.findMany({ where: { matchId }, orderBy: { id: 'asc' } });
    return rows.map(lineOf);
  }
}
