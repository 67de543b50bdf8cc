import type { PoolClient } from 'pg';

/**
 * The writes a change to a room makes to its seats, inside the transaction
 * that holds the room's lock (room-lock.ts). Column names are fixed here;
 * only values travel as parameters.
 */
export interface SeatFields {
  name: string | null;
  tokenHash: string | null;
  isHost: boolean;
  isBot: boolean;
  wantsRematch: boolean;
  standIn: boolean;
  reclaimed: boolean;
  clockMs: number | null;
  oneTurn: boolean;
  /** How well the seat's bot plays (BotLevel): set when the host seats one. */
  botLevel: string;
  /** Set to now (true) or cleared (false). */
  joined: boolean;
}

const COLUMNS: Record<keyof SeatFields, string> = {
  name: 'name',
  tokenHash: 'token_hash',
  isHost: 'is_host',
  isBot: 'is_bot',
  wantsRematch: 'wants_rematch',
  standIn: 'stand_in',
  reclaimed: 'reclaimed',
  clockMs: 'clock_ms',
  oneTurn: 'one_turn',
  botLevel: 'bot_level',
  joined: 'joined_at',
};

function assignments(fields: Partial<SeatFields>, values: unknown[]): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(fields) as [keyof SeatFields, unknown][]) {
    if (key === 'joined') {
      parts.push(value ? `joined_at = (now() AT TIME ZONE 'UTC')` : 'joined_at = NULL');
      continue;
    }
    values.push(value);
    parts.push(`${COLUMNS[key]} = $${values.length}`);
  }
  return parts.join(', ');
}

/** Changes one seat. */
export async function setSeat(
  tx: PoolClient,
  roomId: string,
  index: number,
  fields: Partial<SeatFields>,
): Promise<void> {
  const values: unknown[] = [roomId, index];
  await tx.query(`UPDATE seats SET ${assignments(fields, values)} WHERE room_id = $1 AND index = $2`, values);
}

/** Changes every seat of the room alike. */
export async function setEverySeat(tx: PoolClient, roomId: string, fields: Partial<SeatFields>): Promise<void> {
  const values: unknown[] = [roomId];
  await tx.query(`UPDATE seats SET ${assignments(fields, values)} WHERE room_id = $1`, values);
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

/** What a new match starts from: nobody's earlier answer, stand-in or spent time carries over. */
export const FRESH_MATCH: Partial<SeatFields> = {
  wantsRematch: false,
  clockMs: null,
  standIn: false,
  reclaimed: false,
  oneTurn: false,
};

/** What a match's start changes of its room besides the version: its status, and a forked room's start position spent. */
export interface RoomChange {
  status?: string;
  clearStartFrom?: boolean;
}

/**
 * A new match's seats (FRESH_MATCH) and the room's version bumped (its status
 * set with it, when given), in one statement: a table's start writes little,
 * and each statement is a round trip to the database.
 */
export async function freshSeatsForMatch(tx: PoolClient, roomId: string, room: RoomChange = {}): Promise<void> {
  const values: unknown[] = [roomId];
  const seatSet = assignments(FRESH_MATCH, values);
  const roomSet = ['version = version + 1'];
  if (room.status !== undefined) {
    values.push(room.status);
    roomSet.push(`status = $${values.length}`);
  }
  if (room.clearStartFrom) roomSet.push('start_from = NULL');
  // Named, so that each connection plans it once: its text is one of four, by what the start changes.
  await tx.query({
    name: `fresh-seats${room.status === undefined ? '' : '-status'}${room.clearStartFrom ? '-spent' : ''}`,
    text: `WITH bumped AS (UPDATE rooms SET ${roomSet.join(', ')} WHERE id = $1) UPDATE seats SET ${seatSet} WHERE room_id = $1`,
    values,
  });
}
