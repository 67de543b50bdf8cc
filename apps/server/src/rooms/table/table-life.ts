import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { refuse, refuseCase } from '../../errors';
import type { Change } from '../../matches/change';
import type { Presence } from '../devices/presence';
import type { RoomEvents } from '../room-events';
import { changeRoom, GIVE_UP_OWN_SEAT, hostOfToken, ownSeatOfToken, phaseOf } from '../room-lock';
import type { Begun, MatchStarts, StartPosition, StartPositions } from './match-starts';
import type { SeatBearer, SeatPrincipal } from '../lobby/seat-principal';
import type { SharedPresence } from '../devices/shared-presence';
import type { StandIns } from './stand-ins';
import type { RoomStatusReader } from '../room-status';
import { SEATS_EMPTY } from './start-in-one';
import { startedRow } from './started-row';
import type { TableKeeper } from './table-keeper';
import { vacate } from '../lobby/vacate';
import { LastSeenWrites } from './last-seen-writes';
import { WaitingSeats } from './waiting-seats';

/**
 * A room's table from the start of its match: starting it (or a fork in
 * the same room), leaving (refused while the match runs), and the glue
 * between players' sockets, stand-ins and turn clocks: a player who comes
 * back takes their seat back from a stand-in, and every committed move lets
 * the keeper's clocks follow. The background work itself (bots, stand-ins,
 * clocks) is carried by the TableKeeper of whichever process holds the
 * match's lease.
 */
export class TableLife {
  private readonly waiting = new WaitingSeats();
  /** Presence writes on their way (shared presence, a reclaim), for a shutdown to wait for. */
  private readonly pending = new Set<Promise<unknown>>();
  /** Last-seen moments gathered per room (one write for a table's goodbyes). */
  private readonly lastSeen: LastSeenWrites;

  constructor(
    /** For the rooms' transactions. */
    private readonly pool: Pool,
    private readonly starts: MatchStarts,
    private readonly standIns: StandIns,
    private readonly keeper: TableKeeper,
    private readonly presence: Presence,
    private readonly events: RoomEvents,
    private readonly log: Logger,
    /** The rooms' rows as this process last read them, for a start in one statement. */
    private readonly rows: Pick<RoomStatusReader, 'keptRow' | 'keepingAfter'>,
    /** Forked rooms' starting positions (`<matchId>@<step>`, see replays/fork-positions.ts). */
    private readonly positions?: StartPositions,
    /** With several server processes: who the others see at each room. */
    private readonly shared: SharedPresence | null = null,
  ) {
    this.lastSeen = new LastSeenWrites(pool, log);
  }

  /**
   * The host starts once every seat is taken; bot seats are then played by
   * the server. In one statement that also checks the token (start-in-one.ts)
   * when this process has the room's row as last read and, for a forked room,
   * its position; otherwise, or when the room is not as read, the token is
   * checked as the edge checks it (`check`) and the start goes under the
   * room's lock.
   */
  start(who: SeatPrincipal): Promise<string>;
  start(who: SeatBearer, check: () => Promise<SeatPrincipal>): Promise<string>;
  async start(who: SeatBearer, check?: () => Promise<SeatPrincipal>): Promise<string> {
    // Without `check`, `who` is a seat already checked (the first overload).
    const checked = check ?? (() => Promise.resolve(who as SeatPrincipal));
    const begun = (await this.startInOne(who)) ?? (await this.startUnderLock(await checked()));
    await this.starts.started(who.roomId, begun);
    return begun.matchId;
  }

  private async startInOne({ roomId, token }: SeatBearer): Promise<Begun | null> {
    const row = this.rows.keptRow(roomId);
    if (!row) return null;
    const from = row.startFrom !== null && this.positions ? row.startFrom : null;
    const position = from === null ? undefined : this.positions?.known(from);
    if (from !== null && position?.forkedFrom !== from) return null;
    const keep = this.rows.keepingAfter(roomId);
    const begun = await this.starts.beginInOne(this.pool, row, token, position);
    if (!begun) return null;
    // The room as the start left it, when the start found it as read: its room update then reads nothing.
    const after = startedRow(row, begun.found);
    return { ...begun, keepRow: () => after !== null && keep(after) };
  }

  private async startUnderLock(who: SeatPrincipal): Promise<Begun> {
    const { roomId, token } = who;
    // A forked room's first match starts from the forked position (checked again now: the rules may have changed).
    // It is never read inside the room's transaction: that would hold one pooled connection while waiting for
    // another, and a crowd of starts could then take every connection and wait for ever (bench:server). A position
    // this process checked when the fork was made is known at once; any other makes the start give its lock back,
    // read the position, and try once more.
    let position: StartPosition | undefined;
    for (let attempt = 1; ; attempt++) {
      const outcome = await changeRoom(
        this.pool,
        { id: roomId },
        async (tx, room): Promise<{ begun: Begun } | { read: string }> => {
          hostOfToken(room, token);
          if (phaseOf(room) !== 'lobby') refuse('already_started');
          if (room.seats.some((s) => s.tokenHash === null && !s.isBot)) refuse('seats_empty', SEATS_EMPTY);
          const from = room.startFrom !== null && this.positions ? room.startFrom : null;
          if (from !== null && position?.forkedFrom !== from) position = this.positions?.known(from);
          if (from !== null && position?.forkedFrom !== from) return { read: from };
          return {
            begun: await this.starts.begin(
              tx,
              room,
              { status: 'playing', clearStartFrom: true },
              from === null ? undefined : position,
            ),
          };
        },
      );
      if ('begun' in outcome) return outcome.begun;
      if (attempt > 1 || !this.positions)
        refuse('room_busy', 'The room changed at the same moment; nothing was changed. Try again.');
      position = await this.positions.read(outcome.read);
    }
  }

  /**
   * The host starts a match in this room from a finished match's position
   * (replays/fork.ts), with the room's seats as they are, under the room's
   * lock like any start: two forks at once cannot both start a match.
   */
  async forkHere(who: SeatPrincipal, start: StartPosition): Promise<string> {
    const { roomId, token } = who;
    const begun = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      hostOfToken(room, token);
      // An imported room keeps its players' names but not their seats: nobody could move for them.
      if (room.seats.some((s) => s.tokenHash === null && !s.isBot)) {
        refuse(
          'seats_empty',
          'Some seats of this room have no player (it was imported from a file); fork into a new room instead.',
        );
      }
      if (phaseOf(room) === 'playing') refuseCase('match_running', 'refusal.match_running.room');
      return this.starts.begin(tx, room, { status: 'playing' }, start);
    });
    await this.starts.started(roomId, begun);
    return begun.matchId;
  }

  /**
   * Gives up the principal's seat: in the lobby, or after a finished match
   * (which declines the rematch and brings the room back to the lobby, the
   * others keeping their seats). A host who leaves hands the role on.
   */
  async leave(who: SeatPrincipal): Promise<void> {
    const { roomId, token } = who;
    const left = await changeRoom(this.pool, { id: roomId }, async (tx, room) =>
      vacate(tx, room, ownSeatOfToken(room, token, GIVE_UP_OWN_SEAT).index),
    );
    this.log.info({ room: roomId, seat: left?.seat }, 'seat left');
    if (left) this.events.removed(roomId, left);
    this.events.changed(roomId);
  }

  /** A connection for `seat` opened or closed here: a player back takes their seat from a stand-in. */
  setPresence(roomId: string, seat: number, delta: 1 | -1, mayBeStoodIn = true): void {
    const open = this.presence.count(roomId, seat, delta);
    // Other processes read this seat's presence from the database: it is written before they are told.
    const recorded = this.shared ? this.shared.record(roomId, seat, open) : Promise.resolve();
    if (open === 0) this.lastSeen.closed(roomId, seat);
    this.follow(
      recorded
        .catch((err: unknown) => this.log.warn({ err, room: roomId, seat }, "could not share a seat's presence"))
        .then(() => (open > 0 && mayBeStoodIn ? this.standIns.reclaim(roomId, seat, false) : false))
        .catch((err: unknown) => this.log.error({ err, room: roomId, seat }, 'reclaim failed'))
        .finally(() => this.events.changed(roomId, 'here', 'gathered')),
    );
  }

  /**
   * Resolves once the database writes of the presence changes made so far
   * have ended, the gathered last-seen moments written at once: a shutdown
   * closes the sockets, then waits here, then ends the pool (app.ts), so no
   * seat's last-seen moment is lost to the order.
   */
  async settled(): Promise<void> {
    do {
      await Promise.allSettled([...this.pending]);
      await this.lastSeen.settled();
    } while (this.pending.size > 0);
  }

  private follow(work: Promise<unknown>): void {
    this.pending.add(work);
    const done = () => void this.pending.delete(work);
    work.then(done, done);
  }

  /**
   * Runs synchronously after every committed move, made here or followed from elsewhere: a finished match is
   * announced, the keeper's clocks follow, and across days a move that hands the turn on shows the new deadlines.
   */
  afterMove(change: Change): void {
    this.keeper.afterMove(change);
    const rt = change.runtime;
    const turned = this.waiting.changed(rt);
    if (rt.game.outcome(rt.state) !== null || this.keeper.hasClock(change.matchId)) this.events.changed(change.roomId);
    else if (turned) this.events.turned(change.roomId);
  }
}
