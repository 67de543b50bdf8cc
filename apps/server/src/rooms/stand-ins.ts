import type { RoomStatus } from '@sprawl/protocol';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { refuse } from '../errors';
import { bumpRoom, changeRoom, phaseOf } from './room-lock';
import { setSeat } from './seat-writes';
import { RECLAIM_MS, type TableKeeper } from './table-keeper';
import type { SeatPrincipal } from './seat-principal';

/** What stand-ins need of the room service. */
export interface RoomAccess {
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

  /**
   * Any other player lets a bot play a seat: live, an absent player's seat
   * after the grace period, until that player returns; across days, a seat
   * whose time for its move ran out, for that one turn.
   */
  async handToBot(who: SeatPrincipal, seat: number): Promise<RoomStatus> {
    const { roomId } = who;
    const { status, target } = await this.otherSeat(who, seat);
    if (target.standIn || target.isBot) refuse('already_bot', 'A bot already plays that seat.');
    if (status.pace.kind === 'days') {
      if (!target.overdue) refuse('not_overdue', 'A bot may play this seat once its time for the move has run out.');
      await this.standIn(roomId, status.matchId as string, seat, { oneTurn: true });
      return this.room.status(roomId);
    }
    if (target.connected) refuse('seat_connected', 'That player is connected.');
    if ((target.handOverIn ?? 0) > 0)
      refuse('grace_period', `Wait ${target.handOverIn} more seconds for the player to come back.`);
    await this.standIn(roomId, status.matchId as string, seat);
    return this.room.status(roomId);
  }

  /** Across days: any other player gives a seat whose time ran out another full time per move. */
  async giveMoreTime(who: SeatPrincipal, seat: number): Promise<RoomStatus> {
    const { roomId } = who;
    const { status, target } = await this.otherSeat(who, seat);
    if (status.pace.kind !== 'days') refuse('not_across_days', 'Only rooms played across days have a time per move.');
    if (!target.overdue) refuse('not_overdue', 'That player still has time for their move.');
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      if (room.latest?.id !== status.matchId || room.moveSeconds === null) return;
      await tx.query(
        `UPDATE deadlines SET overdue = false, due_at = (now() AT TIME ZONE 'UTC') + $3 * interval '1 second' WHERE match_id = $1 AND seat = $2`,
        [room.latest.id, seat, room.moveSeconds],
      );
      await bumpRoom(tx, roomId);
    });
    this.log.info({ room: roomId, match: status.matchId, seat }, 'more time given');
    this.room.changed(roomId);
    return this.room.status(roomId);
  }

  /** Across days, a room set so: a seat whose time ran out is played by a bot for that turn, nobody asked. */
  expired(roomId: string, matchId: string, seat: number): Promise<void> {
    return this.standIn(roomId, matchId, seat, { oneTurn: true });
  }

  /** The status of a running match and another player's seat in it, for the token of a player. */
  private async otherSeat(who: SeatPrincipal, seat: number) {
    const { roomId } = who;
    if (who.seat === seat) refuse('own_seat', 'That is your own seat: you are here to play it.');
    const status = await this.room.status(roomId);
    if (!status.matchId || status.status !== 'playing') refuse('not_playing', 'There is no match in progress.');
    const target = status.seats[seat];
    if (!target) return refuse('no_seat', 'There is no such seat.');
    return { status, target };
  }

  /** The token's player takes their seat back from the bot that stood in (after absence or a spent clock). */
  async takeBack(who: SeatPrincipal): Promise<RoomStatus> {
    const { roomId, seat } = who;
    if (!(await this.reclaim(roomId, seat, true))) refuse('not_stood_in', 'Nobody else is playing your seat.');
    return this.room.status(roomId);
  }

  /** A seat's clock ran out on the process that carries its match: a bot plays it until its player takes it back. */
  clockSpent(roomId: string, matchId: string, seat: number): void {
    this.log.info({ room: roomId, match: matchId, seat }, 'turn clock spent: a bot plays the seat');
    this.standIn(roomId, matchId, seat, { clockMs: 0 }).catch((err: unknown) =>
      this.log.error({ err, room: roomId, seat }, 'stand-in failed'),
    );
  }

  /** Writes the stand-in with the seat (any process may carry the match next), then has it carried. */
  async standIn(
    roomId: string,
    matchId: string,
    seat: number,
    how: { clockMs?: number; oneTurn?: boolean } = {},
  ): Promise<void> {
    const done = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      if (room.latest?.id !== matchId || phaseOf(room) !== 'playing') return false;
      await setSeat(tx, roomId, seat, {
        standIn: true,
        oneTurn: how.oneTurn ?? false,
        ...(how.clockMs === undefined ? {} : { clockMs: how.clockMs }),
      });
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
    // Every connection that opens asks this; only a seat a bot stands in for needs the room's lock.
    const standing = await this.pool.query<{ standIn: boolean }>(
      'SELECT stand_in AS "standIn" FROM seats WHERE room_id = $1 AND index = $2',
      [roomId, seat],
    );
    if (!standing.rows[0]?.standIn) return false;
    const matchId = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const held = room.seats[seat];
      if (!held?.standIn || phaseOf(room) !== 'playing' || !room.latest) return null;
      const match = room.latest.id;
      const spent = (this.keeper.carries(match) ? this.keeper.remainingMs(match, seat) : held.clockMs) === 0;
      const refill = spent && !held.reclaimed;
      await setSeat(
        tx,
        roomId,
        seat,
        refill
          ? { standIn: false, oneTurn: false, reclaimed: true, clockMs: RECLAIM_MS }
          : { standIn: false, oneTurn: false },
      );
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
