import type { PoolClient } from 'pg';
import { refuse } from '../../errors';
import { forgetDevices } from '../devices/devices';
import { bumpRoom, people, phaseOf, type LockedRoom } from '../room-lock';
import type { SeatRemoval } from '../room-events';
import { EMPTY_SEAT, setEverySeat, setSeat } from './seat-writes';

/**
 * The seat's player leaves, under the room's lock: in the lobby, or after a
 * finished match (leaving then declines the rematch and brings the room back
 * to the lobby, the others keeping their seats); never during a match. The
 * host's mark goes to the next player; with nobody left (after a match), to
 * the first free seat, so that whoever sits there next hosts the room.
 * Shared by leaving (table-life.ts) and declining a rematch (rematch.ts),
 * which close the leaving player's connections with what this returns.
 */
export async function vacate(tx: PoolClient, room: LockedRoom, seat: number): Promise<SeatRemoval | null> {
  const phase = phaseOf(room);
  if (phase === 'playing')
    refuse('already_started', 'You cannot leave a match in progress; a bot can play your seat if you close the tab.');
  const leaving = room.seats[seat];
  const others = people(room).filter((s) => s.index !== seat);
  if (leaving.isHost && others.length === 0 && phase === 'lobby') refuse('host_alone');
  await setSeat(tx, room.id, seat, EMPTY_SEAT);
  await forgetDevices(tx, room.id, seat);
  if (leaving.isHost) {
    const heir = others[0] ?? room.seats.find((s) => s.index === seat || (s.tokenHash === null && !s.isBot));
    if (heir) await setSeat(tx, room.id, heir.index, { isHost: true });
  }
  // After a match, whoever stays goes back to the lobby to fill the free seat; nobody's earlier answer binds them.
  if (phase === 'finished') {
    await setEverySeat(tx, room.id, { wantsRematch: false });
    await bumpRoom(tx, room.id, { status: 'lobby', startFrom: null });
  } else {
    await bumpRoom(tx, room.id);
  }
  return leaving.tokenHash === null ? null : { seat, holderHash: leaving.tokenHash, why: 'left' };
}
