import { refuse } from '../../errors';
import { MANAGE_FROM_OWN_DEVICE } from '../room-lock';

/**
 * Who is asking, as the HTTP edge authenticated it (http/seat-auth.ts): the
 * seat a token opened in a room a moment ago. A change re-reads the seat
 * under the room's lock (rooms/room-lock.ts), since the token may have been
 * freed or the host role handed on meanwhile; that is what `token` is for.
 */
export interface SeatPrincipal {
  roomId: string;
  seat: number;
  isHost: boolean;
  /** The seat's name a moment ago (null for a seat nobody named). */
  name: string | null;
  /** Only for re-reading the seat under the room's lock; never logged or sent. */
  token: string;
  /** The token is the seat's own (the device that took it), not a further device's made from a link. */
  firstDevice: boolean;
}

/** A seat token brought to a room, not yet checked: the route checks it in the statement that does its work (http/seat-auth.ts). */
export type SeatBearer = Pick<SeatPrincipal, 'roomId' | 'token'>;

/**
 * Refuses anyone but the host asking from the seat's own device, for the
 * room's settings kept outside the room's lock (spectators, the webhook):
 * a further device plays the seat but does not manage the room.
 */
export function ownHost(who: SeatPrincipal): void {
  if (!who.isHost) refuse('not_host');
  if (!who.firstDevice) refuse('not_seat_owner', MANAGE_FROM_OWN_DEVICE);
}
