import { sql, type UpdateObject } from 'kysely';
import { db, prepare, run, type Queryable } from '../../db/query';
import type { RowOf } from '../../db/rows';
import type { Database, RoomStatus } from '../../db/schema';
import { likenessKeys } from './name-likeness';

/**
 * The writes a change to a room makes to its seats, inside the transaction
 * that holds the room's lock (room-lock.ts). Only values travel as
 * parameters; the columns are the schema's (db/schema.ts).
 */
export type SeatFields = RowOf<
  'seats',
  | 'name'
  | 'token_hash'
  | 'is_host'
  | 'is_bot'
  | 'wants_rematch'
  | 'stand_in'
  | 'reclaimed'
  | 'clock_ms'
  | 'one_turn'
  | 'bot_level'
> & {
  /** Set to now (true) or cleared (false). */
  joined: boolean;
};

const NOW = sql<Date>`(now() AT TIME ZONE 'UTC')`;

/** The columns `fields` name, in the order given. */
function updates(fields: Partial<SeatFields>): UpdateObject<Database, 'seats'> {
  const set: UpdateObject<Database, 'seats'> = {};
  for (const [key, value] of Object.entries(fields) as [keyof SeatFields, unknown][]) {
    if (value === undefined) continue;
    switch (key) {
      case 'name':
        set.name = fields.name;
        // Written with the name, so that joining can compare names in PostgreSQL (room_join).
        set.name_keys = fields.name === null || fields.name === undefined ? [] : [...likenessKeys(fields.name)];
        break;
      case 'tokenHash':
        set.token_hash = fields.tokenHash;
        break;
      case 'isHost':
        set.is_host = fields.isHost;
        break;
      case 'isBot':
        set.is_bot = fields.isBot;
        break;
      case 'wantsRematch':
        set.wants_rematch = fields.wantsRematch;
        break;
      case 'standIn':
        set.stand_in = fields.standIn;
        break;
      case 'reclaimed':
        set.reclaimed = fields.reclaimed;
        break;
      case 'clockMs':
        set.clock_ms = fields.clockMs;
        break;
      case 'oneTurn':
        set.one_turn = fields.oneTurn;
        break;
      case 'botLevel':
        set.bot_level = fields.botLevel;
        break;
      case 'joined':
        set.joined_at = fields.joined ? NOW : null;
        break;
    }
  }
  return set;
}

/** Changes one seat. */
export async function setSeat(
  tx: Queryable,
  roomId: string,
  index: number,
  fields: Partial<SeatFields>,
): Promise<void> {
  await run(tx, db.updateTable('seats').set(updates(fields)).where('room_id', '=', roomId).where('index', '=', index));
}

/** Changes every seat of the room alike. */
export async function setEverySeat(tx: Queryable, roomId: string, fields: Partial<SeatFields>): Promise<void> {
  await run(tx, db.updateTable('seats').set(updates(fields)).where('room_id', '=', roomId));
}

/** A seat given up: nobody's token opens it, nobody's name is on it. */
export const EMPTY_SEAT: Partial<SeatFields> = {
  name: null,
  tokenHash: null,
  joined: false,
  isHost: false,
  isBot: false,
  botLevel: 'easy',
  wantsRematch: false,
};

/** What a match's start changes of its room besides the version: its status, and a forked room's start position spent. */
export interface RoomChange {
  status?: RoomStatus;
  clearStartFrom?: boolean;
}

/**
 * What a new match starts from: nobody's earlier answer, stand-in or spent
 * time carries over. Written into the statement's text, so that its four
 * forms are each one prepared statement.
 */
const FRESH_MATCH = sql`wants_rematch = false, clock_ms = NULL, stand_in = false, reclaimed = false, one_turn = false`;

/** The start's statement for what it changes of the room: named, so that each connection plans each of the four once. */
const freshSeats = (status: boolean, spent: boolean) =>
  prepare(
    `fresh-seats${status ? '-status' : ''}${spent ? '-spent' : ''}`,
    (roomId: string, newStatus: RoomStatus) => sql`
      WITH bumped AS (UPDATE rooms SET version = version + 1${status ? sql`, status = ${newStatus}` : sql``}${spent ? sql`, start_from = NULL` : sql``} WHERE id = ${roomId})
      UPDATE seats SET ${FRESH_MATCH} WHERE room_id = ${roomId}`,
  );

const FRESH_SEATS = [
  freshSeats(false, false),
  freshSeats(false, true),
  freshSeats(true, false),
  freshSeats(true, true),
];

/**
 * A new match's seats (FRESH_MATCH) and the room's version bumped (its status
 * set with it, when given), in one statement: a table's start writes little,
 * and each statement is a round trip to the database.
 */
export async function freshSeatsForMatch(tx: Queryable, roomId: string, room: RoomChange = {}): Promise<void> {
  const statement = FRESH_SEATS[(room.status === undefined ? 0 : 2) + (room.clearStartFrom ? 1 : 0)];
  await statement(tx, roomId, room.status ?? 'lobby');
}
