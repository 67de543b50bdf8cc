import type { RoomStatus } from '@sprawl/protocol';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { refuse } from '../../errors';
import type { MatchStarts } from './match-starts';
import type { RoomEvents, SeatRemoval } from '../room-events';
import { bumpRoom, changeRoom, GIVE_UP_OWN_SEAT, ownSeatOfToken, people, phaseOf, seatOfToken } from '../room-lock';
import type { RoomStatusReader } from '../room-status';
import type { SeatPrincipal } from '../lobby/seat-principal';
import { setSeat } from '../lobby/seat-writes';
import { vacate } from '../lobby/vacate';

/**
 * After a finished match: every player answers the offer of a rematch with
 * the same seats; the last yes starts it, a no is leaving the seat.
 */
export class Rematch {
  constructor(
    /** For the rooms' transactions. */
    private readonly pool: Pool,
    private readonly starts: MatchStarts,
    private readonly rooms: RoomStatusReader,
    private readonly events: RoomEvents,
    private readonly log: Logger,
  ) {}

  /**
   * A player accepts the rematch (or declines it, which is leaving). Once
   * every player has accepted, a new match starts at once, in the same
   * transaction, with the same seats and a fresh shuffle: nobody needs a new
   * link, and a leave racing the last answer either comes first (no
   * rematch) or finds the new match running (no leave).
   */
  async answer(who: SeatPrincipal, accept: boolean): Promise<RoomStatus> {
    const { roomId, token } = who;
    let left: SeatRemoval | null = null;
    const begun = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const seat = accept ? seatOfToken(room, token) : ownSeatOfToken(room, token, GIVE_UP_OWN_SEAT);
      if (phaseOf(room) !== 'finished') refuse('no_rematch');
      if (!accept) {
        left = await vacate(tx, room, seat.index);
        return null;
      }
      const all = people(room).every((s) => s.index === seat.index || s.wantsRematch);
      if (!all) {
        await bumpRoom(tx, roomId);
        await setSeat(tx, roomId, seat.index, { wantsRematch: true });
        return null;
      }
      this.log.info({ room: roomId }, 'rematch agreed');
      return this.starts.begin(tx, room, {}, undefined, 'rematch');
    });
    if (left) this.events.removed(roomId, left);
    if (begun) await this.starts.started(roomId, begun);
    else this.events.changed(roomId);
    return this.rooms.read(roomId);
  }
}
