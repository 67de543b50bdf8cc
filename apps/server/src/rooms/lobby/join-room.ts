import { sql } from 'kysely';
import type { Pool } from 'pg';
import { prepare } from '../../db/query';
import { refuse } from '../../errors';
import { KEY_SHAPE, LOCK_TIMEOUT_MS, retryingLocks } from '../room-lock';
import { likenessKeys } from './name-likeness';
import { refuseNameLike } from './seat-names';

/** Why a join is refused once the match has started. */
export const ALREADY_STARTED = 'This match has already started; you can watch it as a spectator.';

/** What room_join found (migration 20261207100000_room_join). */
type Joined =
  | { outcome: 'seated'; roomId: string; seat: number; inviteCode: string }
  | { outcome: 'no_room' | 'started' | 'full' | 'check' }
  | { outcome: 'name_taken'; taken: string };

const roomJoin = prepare(
  'room-join',
  (inviteCode: string, name: string, keys: string[], tokenHash: string, lockTimeoutMs: number) =>
    sql<{
      joined: Joined;
    }>`SELECT room_join(${inviteCode}, ${name}, ${keys}::text[], ${tokenHash}, ${lockTimeoutMs}) AS joined`,
);

/**
 * A join in one round trip: room_join locks the room by its invitation,
 * checks it as the room's lock has every change checked (still in the
 * lobby, no seat at the table with a name that looks like this one, a free
 * seat) and takes the first free seat, in one statement that commits on its
 * own. It was three round trips, as every change under the lock is
 * (room-lock.ts), and a table of five has four joins. Null when a name at
 * the table has no likeness keys to compare in PostgreSQL: the caller joins
 * under the lock and compares the names itself.
 */
export async function joinInOneStatement(
  pool: Pool,
  inviteCode: string,
  name: string,
  tokenHash: string,
): Promise<{ roomId: string; seat: number; inviteCode: string } | null> {
  if (!KEY_SHAPE.test(inviteCode)) return refuse('bad_invite');
  const keys = [...likenessKeys(name)];
  const [{ joined }] = await retryingLocks(() => roomJoin(pool, inviteCode, name, keys, tokenHash, LOCK_TIMEOUT_MS));
  switch (joined.outcome) {
    case 'seated':
      return { roomId: joined.roomId, seat: joined.seat, inviteCode: joined.inviteCode };
    case 'check':
      return null;
    case 'no_room':
      return refuse('bad_invite');
    case 'started':
      return refuse('already_started', ALREADY_STARTED);
    case 'full':
      return refuse('room_full');
    case 'name_taken':
      return refuseNameLike(name, joined.taken);
  }
}
