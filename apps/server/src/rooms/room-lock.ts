import { sql } from 'kysely';
import type { Pool, PoolClient, QueryResult } from 'pg';
import { inTransaction } from '../db/pg-transaction';
import { db, run, type Queryable, type Statement } from '../db/query';
import type { RowOf } from '../db/rows';
import type { RoomStatus } from '../db/schema';
import { refuse } from '../errors';
import { opensSeat, tokenMatches } from '../security/tokens';
import type { LatestMatch, RoomColumns } from './room-rows';

/**
 * Every change to a room's seats, host, start and rematch runs here: one
 * transaction that locks the room's row before it reads anything, reads the
 * room again under that lock, and decides from what it read. Two changes to
 * one room therefore happen one after the other, never interleaved, and all
 * take their locks in one order (the room, then its seats, then its matches),
 * so they cannot deadlock each other. What PostgreSQL still aborts (a
 * deadlock with some other writer, a serialization failure, a lock that was
 * not granted in time) is tried again a few times, then answered with a 409
 * and a sentence; it never becomes a 500.
 */

/** A seat as a change to the room sees it, under the room's lock (its token's hash null while nobody holds it). */
export interface LockedSeat extends RowOf<
  'seats',
  | 'index'
  | 'name'
  | 'token_hash'
  | 'is_bot'
  | 'is_host'
  | 'wants_rematch'
  | 'stand_in'
  | 'reclaimed'
  | 'clock_ms'
  | 'one_turn'
> {
  /** Hashes of the tokens of the further devices the seat was opened on. */
  deviceHashes: string[];
}

/** The room, its seats (in seat order) and its latest match, read under the room's lock. */
export interface LockedRoom extends RoomColumns {
  seats: LockedSeat[];
  latest: LatestMatch | null;
}

/** Where a room is: seating people, playing, or after a finished match (its status says 'playing' until someone leaves). */
export type RoomPhase = 'lobby' | 'playing' | 'finished';

export function phaseOf(room: Pick<LockedRoom, 'status' | 'latest'>): RoomPhase {
  if (room.status === 'lobby') return 'lobby';
  return room.latest?.status === 'running' ? 'playing' : 'finished';
}

/** People in seats (bots aside). */
export function people(room: LockedRoom): LockedSeat[] {
  return room.seats.filter((s) => s.tokenHash !== null && !s.isBot);
}

/** The seat the token opens, or the refusal a client understands. */
export function seatOfToken(room: LockedRoom, token: string | undefined): LockedSeat {
  if (!token) return refuse('no_token');
  return room.seats.find((s) => opensSeat(token, s)) ?? refuse('bad_token');
}

/**
 * The seat the token opens, when the token is the seat's own (the device
 * that took it), not a further device's: giving a seat up or managing its
 * devices is the owner's alone (`sentence` says what was refused).
 */
export function ownSeatOfToken(
  room: LockedRoom,
  token: string | undefined,
  sentence: string,
): LockedSeat & { tokenHash: string } {
  const seat = seatOfToken(room, token);
  if (seat.tokenHash === null || !token || !tokenMatches(token, seat.tokenHash)) refuse('not_seat_owner', sentence);
  return { ...seat, tokenHash: seat.tokenHash };
}

/** Why a further device may not give its seat up (it may forget the seat for itself). */
export const GIVE_UP_OWN_SEAT =
  'Only the device that took this seat can give it up. On this device you can forget the seat instead (Your seat on another device).';

/** The host's seat, if the token opens it; anyone else is refused. */
export function hostOfToken(room: LockedRoom, token: string | undefined): LockedSeat {
  const seat = seatOfToken(room, token);
  if (!seat.isHost) refuse('not_host');
  return seat;
}

/**
 * Why a further device may not manage the room or its seat: a device made
 * from a link plays the seat (moves, chat, start, rematch answers, its own
 * notifications), and a stolen one must not be able to change who sits
 * where, the invitation, the webhook or the seat's name.
 */
export const MANAGE_FROM_OWN_DEVICE =
  'Only the device that took this seat can change the room and the seat; on this device you can play it.';

/** The host's seat, when the token is the seat's own (not a further device's): managing the room needs both. */
export function ownHostOfToken(room: LockedRoom, token: string | undefined): LockedSeat {
  hostOfToken(room, token);
  return ownSeatOfToken(room, token, MANAGE_FROM_OWN_DEVICE);
}

/** How a change finds its room: by id, or by an invitation code (joining). */
export type RoomKey = { id: string } | { inviteCode: string };

/** What an id or invitation code can be (base64url, security/tokens.ts): anything else opens no room and is never sent. */
export const KEY_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
/** SQLSTATEs worth another try: deadlock_detected, serialization_failure, lock_not_available (our lock_timeout). */
const RETRYABLE = new Set(['40P01', '40001', '55P03']);
const ATTEMPTS = 4;
/** A change waits at most this long for another change's lock; beyond that it is a crowd, not a queue. */
export const LOCK_TIMEOUT_MS = 3000;

function retryable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && RETRYABLE.has((err as { code?: unknown }).code as string);
}

/**
 * Runs `work` on the room locked for this transaction. A room that does not
 * exist (or an invitation that opens none) is refused as the key's kind says.
 */
export async function changeRoom<T>(
  pool: Pool,
  key: RoomKey,
  work: (tx: PoolClient, room: LockedRoom) => Promise<T>,
): Promise<T> {
  const byInvite = 'inviteCode' in key;
  const keyText = byInvite ? key.inviteCode : key.id;
  const missing = () => (byInvite ? refuse('bad_invite') : refuse('no_room'));
  // The key goes into the statement's text (below), so only a key of the shape ids have may get there.
  if (!KEY_SHAPE.test(keyText)) return missing();
  return retryingLocks(() =>
    inTransaction(pool, async (tx) => work(tx, (await begunWith(tx, lockRoom(key)))[0]?.room ?? missing()), {
      begun: true,
    }),
  );
}

/**
 * Runs `change` (a transaction that takes the room's lock) again when
 * PostgreSQL aborted it for a reason worth another try, a few times, then
 * refuses with room_busy.
 */
export async function retryingLocks<T>(change: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await change();
    } catch (err) {
      if (!retryable(err)) throw err;
      if (attempt >= ATTEMPTS) refuse('room_busy');
    }
    // A short, jittered pause lets the other change finish first.
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
  }
}

/** The room locked and read (room_locked, in the migration 20261128120000_room_locked; its seats' devices since 20261130090000_seat_owner). */
const lockRoom = (key: RoomKey) => sql<{ room: LockedRoom | null }>`
  SELECT room_locked(${sql.lit('id' in key ? key.id : null)}, ${sql.lit('inviteCode' in key ? key.inviteCode : null)}, ${sql.lit(LOCK_TIMEOUT_MS)}) AS room`;

/**
 * BEGIN and the statement sent together: one round trip instead of two (the
 * lock took five before room_locked). Two statements in one message are only
 * possible without parameters, so the statement's values are written in as
 * literals (the key, escaped by Kysely, is of a checked shape).
 */
async function begunWith<R>(tx: PoolClient, statement: Statement<R>): Promise<R[]> {
  const compiled = statement.compile(db);
  if (compiled.parameters.length > 0) throw new Error('a statement sent with BEGIN cannot have parameters');
  // A message of two statements answers with one result per statement; the rows are the second's.
  const results = (await tx.query(`BEGIN; ${compiled.sql}`)) as unknown as QueryResult<R & object>[];
  return results[1].rows;
}

/** Bumps the room's version, as every change to it does, so that clients holding an older status know it. */
export async function bumpRoom(
  tx: Queryable,
  roomId: string,
  set: Partial<{ status: RoomStatus; startFrom: null }> = {},
): Promise<void> {
  await run(
    tx,
    db
      .updateTable('rooms')
      .set((eb) => ({
        version: eb('version', '+', 1),
        ...(set.status === undefined ? {} : { status: set.status }),
        ...('startFrom' in set ? { start_from: null } : {}),
      }))
      .where('id', '=', roomId),
  );
}
