import type { RoomStatus } from '@sprawl/protocol';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { refuse } from '../errors';
import { bumpRoom, changeRoom, phaseOf } from './room-lock';
import { setSeat } from './seat-writes';
import { RECLAIM_MS, type TableKeeper } from './table-keeper';

/** What stand-ins need of the room service. */
export interface RoomAccess {
  seatOf(roomId: string, token: string | undefined): Promise<number>;
  status(roomId: string): Promise<RoomStatus>;
  changed(roomId: string): void;
}

/**
 * Bots that play a person's seat for a while: after the grace period, when
 * any other player hands an absent player's seat over, or when the seat's
 * turn clock runs out. The stand-in is written with the seat, under the
 * room's lock, so whichever process carries the match (table-keeper.ts)
 * plays it; it ends when the player comes back or takes the seat back.
 */
export class StandIns {
  constructor(
    private readonly pool: Pool,
    private readonly keeper: TableKeeper,
    private readonly log: Logger,
    private readonly room: RoomAccess,
  ) {}

  /** After the grace period any player may let a bot play an absent player's seat until that player returns. */
  async handToBot(roomId: string, token: string | undefined, seat: number): Promise<RoomStatus> {
    const me = await this.room.seatOf(roomId, token);
    if (me === seat) refuse('own_seat', 'That is your own seat: you are here to play it.', 409);
    const status = await this.room.status(roomId);
    if (!status.matchId || status.status !== 'playing') refuse('not_playing', 'There is no match in progress.', 409);
    const target = status.seats[seat];
    if (!target) return refuse('no_seat', 'There is no such seat.', 404);
    if (target.standIn || target.isBot) refuse('already_bot', 'A bot already plays that seat.', 409);
    if (target.connected) refuse('seat_connected', 'That player is connected.', 409);
    if ((target.handOverIn ?? 0) > 0) refuse('grace_period', `Wait ${target.handOverIn} more seconds for the player to come back.`, 409);
    await this.standIn(roomId, status.matchId as string, seat);
    return this.room.status(roomId);
  }

  /** The token's player takes their seat back from the bot that stood in (after absence or a spent clock). */
  async takeBack(roomId: string, token: string | undefined): Promise<RoomStatus> {
    const seat = await this.room.seatOf(roomId, token);
    if (!(await this.reclaim(roomId, seat, true))) refuse('not_stood_in', 'Nobody else is playing your seat.', 409);
    return this.room.status(roomId);
  }

  /** A seat's clock ran out on the process that carries its match: a bot plays it until its player takes it back. */
  clockSpent(roomId: string, matchId: string, seat: number): void {
    this.log.info({ room: roomId, match: matchId, seat }, 'turn clock spent: a bot plays the seat');
    this.standIn(roomId, matchId, seat, 0).catch((err: unknown) => this.log.error({ err, room: roomId, seat }, 'stand-in failed'));
  }

  /** Writes the stand-in with the seat (any process may carry the match next), then has it carried. */
  async standIn(roomId: string, matchId: string, seat: number, clockMs?: number): Promise<void> {
    const done = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      if (room.latest?.id !== matchId || phaseOf(room) !== 'playing') return false;
      await setSeat(tx, roomId, seat, clockMs === undefined ? { standIn: true } : { standIn: true, clockMs });
      await bumpRoom(tx, roomId);
      return true;
    });
    if (!done) return;
    await this.keeper.adopt(matchId);
    this.room.changed(roomId);
  }

  /**
   * Ends a stand-in for `seat`. Taking a seat back never adds time to its
   * clock, except once per match when its bank is spent: then the player
   * gets RECLAIM_MS to make a move. Returns whether a bot stood in.
   */
  async reclaim(roomId: string, seat: number, explicit: boolean): Promise<boolean> {
    const matchId = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const held = room.seats[seat];
      if (!held?.standIn || phaseOf(room) !== 'playing' || !room.latest) return null;
      const match = room.latest.id;
      const spent = (this.keeper.carries(match) ? this.keeper.remainingMs(match, seat) : held.clockMs) === 0;
      const refill = spent && !held.reclaimed;
      await setSeat(tx, roomId, seat, refill ? { standIn: false, reclaimed: true, clockMs: RECLAIM_MS } : { standIn: false });
      await bumpRoom(tx, roomId);
      if (refill && this.keeper.carries(match)) this.keeper.topUp(match, seat, RECLAIM_MS);
      return match;
    });
    if (matchId === null) return false;
    this.log.info({ room: roomId, match: matchId, seat, explicit }, 'seat taken back from its stand-in');
    await this.keeper.adopt(matchId);
    this.room.changed(roomId);
    return true;
  }
}
