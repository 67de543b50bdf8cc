import type { Pool } from 'pg';
import type { OutboxRow } from './outbox';

/** What a notification needs to know of its room, read when it is delivered (so that it says what is true then). */
export interface RoomContext {
  roomId: string;
  roomName: string;
  gameTitle: string;
  /** Each seat's name ("Seat 2" for one nobody named). */
  names: string[];
  /** Seats played by a bot, for good or standing in. */
  bots: boolean[];
  matchRunning: boolean;
  deciding: number[];
}

/** The words of one notification: the same for every channel, and nothing a spectator could not see. */
export interface Message {
  title: string;
  body: string;
  /** The table, on this server (a room's address; never a seat token or an invitation). */
  path: string;
}

const CONTEXT = `
  SELECT r.id, r.name, r.game, m.status, m.deciding,
    array_agg(s.name ORDER BY s.index) AS names, array_agg(s.is_bot OR s.stand_in ORDER BY s.index) AS bots
  FROM rooms r JOIN seats s ON s.room_id = r.id LEFT JOIN matches m ON m.id = $2
  WHERE r.id = $1
  GROUP BY r.id, m.id`;

export async function readContext(pool: Pool, row: OutboxRow, titleOf: (game: string) => string): Promise<RoomContext | null> {
  const res = await pool.query<{ id: string; name: string | null; game: string; status: string | null; deciding: number[] | null; names: (string | null)[]; bots: boolean[] }>(
    CONTEXT, [row.roomId, row.matchId],
  );
  const r = res.rows[0];
  if (!r) return null;
  const gameTitle = titleOf(r.game);
  return {
    roomId: r.id,
    roomName: r.name ?? `${gameTitle} table`,
    gameTitle,
    names: r.names.map((n, i) => n ?? `Seat ${i + 1}`),
    bots: r.bots,
    matchRunning: r.status === 'running',
    deciding: r.deciding ?? [],
  };
}

/**
 * Whether the row still says something true and useful: a turn only while
 * that seat still decides in the running match and is a person's (a bot
 * standing in needs no reminder); a spent deadline only while the match
 * runs. Room events (start, end, rematch) and confirmations always are.
 */
export function stillTrue(row: OutboxRow, ctx: RoomContext): boolean {
  if (row.kind === 'turn') return ctx.matchRunning && row.seat !== null && ctx.deciding.includes(row.seat) && !ctx.bots[row.seat];
  if (row.kind === 'expired') return ctx.matchRunning;
  return true;
}

/**
 * The message, worded for its reader: the seat's own player ("your turn")
 * on push and email, the whole group on the webhook ("Ada's turn"). Names
 * and the room's name are all it carries: what every player and spectator
 * of the table sees anyway.
 */
export function compose(row: OutboxRow, ctx: RoomContext): Message {
  const room = `'${ctx.roomName}'`;
  const path = `/room/${ctx.roomId}`;
  const who = row.seat === null ? '' : ctx.names[row.seat] ?? `Seat ${row.seat + 1}`;
  const personal = row.channel !== 'webhook';
  switch (row.kind) {
    case 'turn':
      return personal
        ? { title: `Your turn in ${room}`, body: `It is your turn in ${room} (${ctx.gameTitle}).`, path }
        : { title: `${who}'s turn`, body: `It is ${who}'s turn in ${room}.`, path };
    case 'expired':
      return {
        title: `${who}'s time ran out`,
        body: `${who}'s time for a move ran out in ${room}. Any other player may give more time or let a bot play that turn.`,
        path,
      };
    case 'start':
      return { title: `A match began in ${room}`, body: `A match of ${ctx.gameTitle} began in ${room}: ${ctx.names.join(', ')}.`, path };
    case 'rematch':
      return { title: `Rematch in ${room}`, body: `Everyone accepted the rematch: a new match of ${ctx.gameTitle} began in ${room}.`, path };
    case 'end':
      return { title: `The match in ${room} ended`, body: `The match of ${ctx.gameTitle} in ${room} has ended.`, path };
    case 'confirm':
      return { title: `Confirm your address for ${room}`, body: `Someone, hopefully you, asked to be told by email when it is their turn in ${room} (${ctx.gameTitle}).`, path };
  }
}
