import type { GameTitle, Notice, NotifyParam } from '@sprawl/protocol';
import { sql } from 'kysely';
import { prepare, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';
import type { OutboxRow } from './outbox';

/** What a notification needs to know of its room, read when it is delivered (so that it says what is true then). */
export interface RoomContext {
  roomId: string;
  /** The name the host gave, or null (each language then says "the <game> table" its own way). */
  roomName: string | null;
  /** The game's id, and its names as its module gives them (each reader's language picks one). */
  game: string;
  gameTitle: GameTitle;
  /** Each seat's name, null for one nobody named (each language says "Seat 2" its own way). */
  names: (string | null)[];
  /** Seats played by a bot, for good or standing in. */
  bots: boolean[];
  matchRunning: boolean;
  deciding: number[];
  /** Across days: each seat's hours per move; null when live. */
  moveHours: number | null;
  /** Across days: a bot plays a turn whose time ran out at once. */
  botOnExpiry: boolean;
  /**
   * Whether the row's seat stopped deciding at some move after the row's
   * turn: then a seat deciding now decides a later turn, which has its own
   * row, and this one is stale.
   */
  decidedSince: boolean;
}

/** The room's row as a notification reads it, with its latest match's status and deciding seats (null when the row names no match). */
type ContextRow = RowOf<'rooms', 'id' | 'name' | 'game' | 'move_seconds' | 'bot_on_expiry'> & {
  [K in keyof RowOf<'match_now', 'status' | 'deciding'>]: RowOf<'match_now', 'status' | 'deciding'>[K] | null;
} & {
  /** Each seat's name, and whether a bot plays it, in seat order. */
  names: RowOf<'seats', 'name'>['name'][];
  bots: boolean[];
  decidedSince: boolean;
};

const context = prepare(
  'notify-context',
  (roomId: string, matchId: string | null, turn: number | null, seat: number | null) => sql<ContextRow>`
  SELECT r.id, r.name, r.game, m.status, m.deciding, r.move_seconds AS "moveSeconds", r.bot_on_expiry AS "botOnExpiry",
    array_agg(s.name ORDER BY s.index) AS names, array_agg(s.is_bot OR s.stand_in ORDER BY s.index) AS bots,
    EXISTS (SELECT 1 FROM actions x WHERE x.match_id = ${matchId} AND x.seq > ${turn}::int
      AND NOT (${seat}::int = ANY(x.deciding))) AS "decidedSince"
  FROM rooms r JOIN seats s ON s.room_id = r.id LEFT JOIN match_now m ON m.id = ${matchId}
  WHERE r.id = ${roomId}
  GROUP BY r.id, m.id, m.status, m.deciding`,
);

export async function readContext(
  pool: Queryable,
  row: OutboxRow,
  titleOf: (game: string) => GameTitle,
): Promise<RoomContext | null> {
  const turnRow = row.kind === 'turn';
  const r = (await context(pool, row.roomId, row.matchId, turnRow ? row.turn : null, turnRow ? row.seat : null))[0];
  if (!r) return null;
  return {
    roomId: r.id,
    roomName: r.name,
    game: r.game,
    gameTitle: titleOf(r.game),
    names: r.names,
    bots: r.bots,
    matchRunning: r.status === 'running',
    deciding: r.deciding ?? [],
    moveHours: r.moveSeconds === null ? null : r.moveSeconds / 3600,
    botOnExpiry: r.botOnExpiry,
    decidedSince: r.decidedSince,
  };
}

/**
 * Whether the row still says something true and useful: a turn only while
 * that seat still decides that very turn in the running match (a later turn
 * of the same seat has its own row) and is a person's (a bot
 * standing in needs no reminder); a spent deadline only while the match
 * runs. Room events (start, end, rematch) and confirmations always are.
 */
export function stillTrue(row: OutboxRow, ctx: RoomContext): boolean {
  if (row.kind === 'turn')
    return (
      ctx.matchRunning &&
      row.seat !== null &&
      ctx.deciding.includes(row.seat) &&
      !ctx.decidedSince &&
      !ctx.bots[row.seat]
    );
  if (row.kind === 'expired' || row.kind === 'moreTime') return ctx.matchRunning;
  return true;
}

/** The room as a notification names it: the name its host gave, or "the <game> table" in the reader's language. */
export function roomOf(roomName: string | null, gameTitle: GameTitle): NotifyParam {
  return roomName ?? { key: 'notify.tableOf', params: { game: gameTitle } };
}

/** A seat's name as its player wrote it, or "Seat n" in the reader's language. */
const seatName = (ctx: RoomContext, seat: number): NotifyParam =>
  ctx.names[seat] ?? { key: 'notify.seat', params: { n: seat + 1 } };

/**
 * The notification as data, worded later for each reader in their language
 * (protocol's notify-words.ts): the seat's own player ("your turn") on push
 * and email, the whole group on the webhook ("Ada's turn"). Names and the
 * room's name are all it carries: what every player and spectator of the
 * table sees anyway.
 */
export function compose(row: OutboxRow, ctx: RoomContext): Notice {
  const game = ctx.gameTitle;
  const room = roomOf(ctx.roomName, ctx.gameTitle);
  const path = `/room/${ctx.roomId}`;
  const who: NotifyParam = row.seat === null ? '' : seatName(ctx, row.seat);
  switch (row.kind) {
    case 'turn':
      // Across days the player is told how long they have, as the table would tell them.
      if (row.channel === 'webhook') return { kind: 'turnOf', params: { room, who }, path };
      return ctx.moveHours === null
        ? { kind: 'turn', params: { room, game }, path }
        : { kind: 'turnDays', params: { room, game, hours: ctx.moveHours }, path };
    case 'expired':
      // The late player hears it too, in the second person, with what happens next.
      if (row.seat !== null && row.toSeat === row.seat)
        return { kind: ctx.botOnExpiry ? 'expiredYouBot' : 'expiredYou', params: { room }, path };
      return { kind: 'expired', params: { room, who }, path };
    case 'moreTime':
      return { kind: 'moreTime', params: { room, hours: ctx.moveHours ?? 0 }, path };
    case 'start':
      return {
        kind: 'start',
        params: { room, game, names: { names: ctx.names.map((_, i) => seatName(ctx, i)) } },
        path,
      };
    case 'rematch':
    case 'end':
    case 'confirm':
      return { kind: row.kind, params: { room, game }, path };
  }
}
