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
}
