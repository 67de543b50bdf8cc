import { REFUSAL_SENTENCES } from '@sprawl/protocol';
import type { RoomStatus } from '@sprawl/protocol';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import { db, prepare } from '../../db/query';
import { refuse } from '../../errors';
import { grantMoreTime, moreTimeLeft, seatTime } from './more-time';
import { bumpRoom, changeRoom, phaseOf, type LockedSeat } from '../room-lock';
import { setSeat } from '../lobby/seat-writes';
import { RECLAIM_MS, type TableKeeper } from './table-keeper';
import type { SeatPrincipal } from '../lobby/seat-principal';

/** Why a player's hand-over is refused once the room is locked: a bot got there first, or the overdue ended. */
const STOPS = {
  bot: { code: 'already_bot', message: REFUSAL_SENTENCES.already_bot },
  notOverdue: { code: 'not_overdue', message: 'A bot may play this seat once its time for the move has run out.' },
} as const;

const standingIn = prepare('seat-standing-in', (roomId: string, seat: number) =>
  db.selectFrom('seats').select('stand_in as standIn').where('room_id', '=', roomId).where('index', '=', seat),
);

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
    if (target.standIn || target.isBot) refuse('already_bot');
    const matchId = status.matchId as string;
    if (status.pace.kind === 'days') {
      await this.standIn(roomId, matchId, seat, { oneTurn: true, asked: true });
      return this.room.status(roomId);
    }
    if (target.connected) refuse('seat_connected');
    if ((target.handOverIn ?? 0) > 0)
      refuse('grace_period', `Wait ${target.handOverIn} more seconds for the player to come back.`);
    await this.standIn(roomId, matchId, seat, { asked: true });
    return this.room.status(roomId);
  }

  /**
   * Across days: any other player gives a seat whose time ran out another
   * full time per move, once per overdue and MORE_TIME_PER_SEAT times per
   * seat and match (more-time.ts). Whether it is still overdue, still a
   * person's and still has more time left is decided under the room's lock:
   * of a hand-over and more time racing for one overdue, exactly one wins.
   */
  async giveMoreTime(who: SeatPrincipal, seat: number): Promise<RoomStatus> {
    const { roomId } = who;
    const { status } = await this.otherSeat(who, seat);
    if (status.pace.kind !== 'days') refuse('not_across_days');
    const matchId = status.matchId as string;
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      if (room.latest?.id !== matchId || phaseOf(room) !== 'playing' || room.moveSeconds === null)
        refuse('not_playing');
      const held = room.seats[seat];
      if (held?.standIn || held?.isBot) refuse(STOPS.bot.code, STOPS.bot.message);
      const time = await seatTime(tx, matchId, seat);
      if (!time.overdue) refuse('not_overdue');
      if (moreTimeLeft(time.given) === 0) refuse('no_more_time');
      await grantMoreTime(tx, matchId, seat, room.moveSeconds);
      await bumpRoom(tx, roomId);
    });
    this.log.info({ room: roomId, match: matchId, seat }, 'more time given');
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
    if (!status.matchId || status.status !== 'playing') refuse('not_playing');
    const target = status.seats[seat];
    if (!target) return refuse('no_seat');
    return { status, target };
  }

  /** The token's player takes their seat back from the bot that stood in (after absence or a spent clock). */
  async takeBack(who: SeatPrincipal): Promise<RoomStatus> {
    const { roomId, seat } = who;
    if (!(await this.reclaim(roomId, seat, true))) refuse('not_stood_in');
    return this.room.status(roomId);
  }

  /** A seat's clock ran out on the process that carries its match: a bot plays it until its player takes it back. */
  clockSpent(roomId: string, matchId: string, seat: number): void {
    this.log.info({ room: roomId, match: matchId, seat }, 'turn clock spent: a bot plays the seat');
    this.standIn(roomId, matchId, seat, { clockMs: 0 }).catch((err: unknown) =>
      this.log.error({ err, room: roomId, seat }, 'stand-in failed'),
    );
  }

  /**
   * Writes the stand-in with the seat (any process may carry the match next),
   * then has it carried. For one turn across days, only while the seat is
   * still overdue: more time given, or the seat's own move, ends that. When
   * a player `asked`, what stops it is refused; otherwise nothing happens.
   */
  private async standIn(
    roomId: string,
    matchId: string,
    seat: number,
    how: { clockMs?: number; oneTurn?: boolean; asked?: boolean } = {},
  ): Promise<void> {
    const done = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      if (room.latest?.id !== matchId || phaseOf(room) !== 'playing') return false;
      const stop = await this.stopOf(tx, room.seats[seat], matchId, seat, how);
      if (stop) return how.asked ? refuse(stop.code, stop.message) : false;
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

  /** What keeps a bot from standing in, read under the room's lock. */
  private async stopOf(
    tx: PoolClient,
    held: LockedSeat | undefined,
    matchId: string,
    seat: number,
    how: { oneTurn?: boolean; asked?: boolean },
  ): Promise<(typeof STOPS)[keyof typeof STOPS] | null> {
    // A bot already there is news only to a player who asked; a spent turn clock still writes its empty bank.
    if (how.asked && (held?.standIn || held?.isBot)) return STOPS.bot;
    if (how.oneTurn && !(await seatTime(tx, matchId, seat)).overdue) return STOPS.notOverdue;
    return null;
  }

  /**
   * Ends a stand-in for `seat`. Taking a seat back never adds time to its
   * clock, except once per match when its bank is spent: then the player
   * gets RECLAIM_MS to make a move. Returns whether a bot stood in.
   */
  async reclaim(roomId: string, seat: number, explicit: boolean): Promise<boolean> {
    // Every connection that opens asks this; only a seat a bot stands in for needs the room's lock.
    const [standing] = await standingIn(this.pool, roomId, seat);
    if (!standing?.standIn) return false;
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
