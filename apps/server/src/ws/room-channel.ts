import type { Logger } from 'pino';
import type { Change } from '../matches/change';
import type { MatchService } from '../matches/match-service';
import { ChangeFrames, fullState } from '../matches/presenter';
import type { ChangeOrigin, ChangeUrgency } from '../rooms/room-events';
import type { RoomStatusReader } from '../rooms/room-status';
import type { Connection } from './connection';

/** Spectators served per tick; players' frames always go out first, in the tick of the move. */
const SPECTATORS_PER_TICK = 64;

/**
 * How long a room update waits for other changes to the same room before its
 * status is read: long enough for a table's hellos or goodbyes, which arrive
 * together, to share one read; short enough that nobody sees a seat's
 * presence change late.
 */
const ROOM_UPDATE_GATHER_MS = 10;

/** A room update on its way: gathering changes (while `timer` runs), then being read and sent. */
interface RoomUpdate {
  /**
   * Changes came while the update was being read and sent: one more follows,
   * at once if any of them could not wait, else after gathering like them.
   */
  again: ChangeUrgency | null;
  /** A change among those gathered came from another process (its update does more first: beforeElsewhereUpdate). */
  elsewhere: boolean;
  /**
   * A change among those gathered may have changed the room's rows: anything
   * but a seat's or a spectator's coming and going here, which only this
   * process's memory holds and which a hello reads after it has joined.
   */
  rows: boolean;
  timer: NodeJS.Timeout | null;
}

/** A hello's read on its way, before its connection has joined the room's channel (RoomChannels.watch). */
export interface HelloWatch {
  /** A room update or chat line went to the room meanwhile: the hello must read again once it has joined. */
  missed: boolean;
  /** The connection has joined (or given up): what the room is sent from now on reaches it, or does not concern it. */
  stop(): void;
}

/**
 * The connections of each room on this process and what reaches them: every
 * committed change as the frame the presenter (matches/presenter.ts) made for
 * each viewer, spectators' frames through an outbox served a few per tick,
 * and room updates coalesced per room.
 */
export class RoomChannels {
  private readonly rooms = new Map<string, Set<Connection>>();
  /** Spectators with frames in their outbox, served a few per tick. */
  private readonly waitingSpectators = new Set<Connection>();
  private spectatorFlush: NodeJS.Immediate | null = null;
  /** Room updates gathering changes or being sent, and whether another change came meanwhile (see changedSoon). */
  private readonly roomUpdates = new Map<string, RoomUpdate>();
  /** Hellos reading their room before joining it (see watch); empty while no hello is on its way. */
  private readonly watches = new Map<string, Set<HelloWatch>>();

  constructor(
    private readonly matches: MatchService,
    private readonly statuses: RoomStatusReader,
    private readonly log: Logger,
    /** Work a change made through another process needs before its room update (chat lines, revoked devices). */
    private readonly beforeElsewhereUpdate: (roomId: string, members: ReadonlySet<Connection>) => Promise<void>,
  ) {}

  members(roomId: string): ReadonlySet<Connection> {
    return this.rooms.get(roomId) ?? new Set();
  }

  /**
   * A seat's hello reads its room (status, chat, seats) before its
   * connection joins the room's channel, in one round trip
   * (rooms/hello-read.ts). A room update or chat line sent to the room
   * between that read and the join would never reach the connection: the
   * watch, started before the read, says whether one was, and the hello then
   * reads again after joining. Nothing is sent to a connection that has not
   * joined.
   */
  watch(roomId: string): HelloWatch {
    const set = this.watches.get(roomId) ?? new Set<HelloWatch>();
    this.watches.set(roomId, set);
    const watch: HelloWatch = {
      missed: false,
      stop: () => {
        set.delete(watch);
        if (set.size === 0 && this.watches.get(roomId) === set) this.watches.delete(roomId);
      },
    };
    set.add(watch);
    return watch;
  }

  /** A frame for every connection in the room here (chat lines); hellos on their way are told they missed it. */
  sendToRoom(roomId: string, frame: string): void {
    this.sending(roomId);
    for (const conn of this.members(roomId)) conn.send(frame);
  }

  /** Something is being sent to the room, or its seats changed: hellos that have read it but not joined yet must read again. */
  sending(roomId: string): void {
    this.statuses.forget(roomId);
    this.tellWatches(roomId);
  }

  /** Hellos that have read the room but not joined yet read it again. */
  private tellWatches(roomId: string): void {
    const watching = this.watches.get(roomId);
    if (watching) for (const watch of watching) watch.missed = true;
  }

  join(roomId: string, conn: Connection): void {
    const set = this.rooms.get(roomId) ?? new Set<Connection>();
    set.add(conn);
    this.rooms.set(roomId, set);
  }

  /** Takes a closed connection out; true when it was the room's last one here. */
  leave(conn: Connection): boolean {
    this.waitingSpectators.delete(conn);
    if (conn.roomId === null) return false;
    const set = this.rooms.get(conn.roomId);
    set?.delete(conn);
    if (set?.size !== 0) return false;
    this.rooms.delete(conn.roomId);
    this.statuses.drop(conn.roomId);
    return true;
  }

  spectators(roomId: string): number {
    let n = 0;
    for (const c of this.members(roomId)) if (c.seat === null) n++;
    return n;
  }

  /** Whether someone here is shown this match (so it stays in memory: MatchService.holdWhile). */
  shows(roomId: string, matchId: string): boolean {
    for (const conn of this.members(roomId)) if (conn.matchId === matchId) return true;
    return false;
  }

  /** The connection's whole current table (or the room, before a match): on hello, on resync, after a refused stale move. */
  async sendFull(conn: Connection): Promise<void> {
    if (conn.matchId === null) {
      if (conn.roomId) conn.send({ type: 'room', room: await this.statuses.read(conn.roomId) });
      return;
    }
    const rt = await this.matches.runtime(conn.matchId);
    // From here on everything is synchronous, so the view and the version belong together.
    const { message, shown } = fullState(rt, conn.seat);
    conn.shown = shown;
    // Patches still waiting for this spectator lead up to the table it is about to get whole.
    conn.outbox = [];
    this.waitingSpectators.delete(conn);
    conn.send(message);
  }

  /**
   * Runs synchronously right after a commit, while the runtime is at exactly
   * `change.version`. The mover's patch carries its ack; `acknowledge` then
   * knows that no separate ack needs to follow.
   */
  broadcast(change: Change): void {
    // A move changes what the room's row says of its match (its last move, its deadlines).
    this.statuses.forget(change.roomId);
    const conns = this.rooms.get(change.roomId);
    if (!conns) return;
    const frames = new ChangeFrames(change);
    for (const conn of conns) {
      if (conn.matchId !== change.matchId || conn.shown === null) continue;
      try {
        // The patch that carries out this connection's own move doubles as its ack.
        const ack = change.origin?.connection === conn.id ? change.origin.clientSeq : undefined;
        const { frame, shown } = frames.frameFor(conn.seat, conn.shown, ack);
        if (conn.seat === null) this.queueForSpectator(conn, frame);
        else conn.send(frame);
        if (ack !== undefined) conn.ackedInPatch.add(ack);
        conn.shown = shown;
      } catch (err) {
        this.log.error({ err, conn: conn.id, match: change.matchId }, 'broadcast failed');
      }
    }
  }

  /**
   * A move of `conn` was committed at `version`: it is acknowledged, by its
   * patch when broadcast carried it there (one frame fewer per move),
   * otherwise by an ack of its own.
   */
  acknowledge(conn: Connection, clientSeq: number, version: number): void {
    if (!conn.ackedInPatch.delete(clientSeq)) conn.send({ type: 'ack', clientSeq, version });
  }

  /**
   * Spectators get their patches in later ticks, a few at a time, so that a
   * room with thousands of them never holds up the players' frames or another
   * match's moves: the event loop reads and answers moves between batches.
   */
  private queueForSpectator(conn: Connection, frame: Buffer): void {
    conn.outbox.push(frame);
    this.waitingSpectators.add(conn);
    this.spectatorFlush ??= setImmediate(() => this.flushSpectators());
  }

  private flushSpectators(): void {
    this.spectatorFlush = null;
    let served = 0;
    for (const conn of this.waitingSpectators) {
      if (served++ >= SPECTATORS_PER_TICK) break;
      this.waitingSpectators.delete(conn);
      for (const frame of conn.outbox) conn.send(frame);
      conn.outbox = [];
    }
    if (this.waitingSpectators.size > 0) this.spectatorFlush = setImmediate(() => this.flushSpectators());
  }

  /**
   * Room updates are coalesced per room. A change that may wait (a seat's or
   * a spectator's coming and going) first waits ROOM_UPDATE_GATHER_MS for
   * the changes that come with it, and they are read as one; any other
   * change goes out at once, with whatever was gathering. While an update is
   * being read and sent, further changes only ask for one more, which
   * gathers in its turn when they all could wait (a table's hellos spread
   * over more than the gathering time). A crowd of spectators arriving
   * costs a few status reads instead of one each.
   */
  changedSoon(roomId: string, where: ChangeOrigin, urgency: ChangeUrgency = 'now', rowKept = false): void {
    const rows = urgency === 'now' || where === 'elsewhere';
    this.queue(roomId, where, urgency, rows, rows && rowKept);
  }

  /**
   * `rowKept`: the change left the room's kept row as the room now is
   * (RoomEvents.changed), so it is not forgotten; any other change to the
   * rows forgets it, and the update then reads the room.
   */
  private queue(roomId: string, where: ChangeOrigin, urgency: ChangeUrgency, rows: boolean, rowKept = false): void {
    if (rows && !rowKept) this.statuses.forget(roomId);
    const pending = this.roomUpdates.get(roomId);
    if (pending) {
      pending.elsewhere ||= where === 'elsewhere';
      pending.rows ||= rows;
      if (pending.timer === null) pending.again = pending.again === 'now' ? 'now' : urgency;
      else if (urgency === 'now') {
        clearTimeout(pending.timer);
        this.send(roomId, pending);
      }
      return;
    }
    const run: RoomUpdate = { again: null, elsewhere: where === 'elsewhere', rows, timer: null };
    this.roomUpdates.set(roomId, run);
    if (urgency === 'now') this.send(roomId, run);
    else run.timer = setTimeout(() => this.send(roomId, run), ROOM_UPDATE_GATHER_MS);
  }

  /** Reads and sends the update `run` gathered; a change that came meanwhile is sent after it. */
  private send(roomId: string, run: RoomUpdate): void {
    run.timer = null;
    const origin = run.elsewhere ? 'elsewhere' : 'here';
    const rows = run.rows;
    run.elsewhere = false;
    run.rows = false;
    void this.changed(roomId, origin, rows)
      .catch((err: unknown) => this.log.error({ err, room: roomId }, 'room update failed'))
      .finally(() => {
        this.roomUpdates.delete(roomId);
        if (run.again) this.queue(roomId, run.elsewhere ? 'elsewhere' : 'here', run.again, run.rows);
      });
  }

  /**
   * `rows`: the room's rows may have changed, so a hello that read them
   * before joining reads again (watch). Comings and goings alone need not:
   * the hello makes its status from this process's presence after joining.
   */
  private async changed(roomId: string, where: ChangeOrigin, rows: boolean): Promise<void> {
    if (rows) this.tellWatches(roomId);
    const conns = this.rooms.get(roomId);
    if (!conns || conns.size === 0) return;
    if (where === 'elsewhere') await this.beforeElsewhereUpdate(roomId, conns);
    // The row last read when nothing may have changed it since (rooms/kept-room-rows.ts): comings and goings alone
    // change no row, and a change that did forgot it when it was queued, unless it left it as the room now is.
    const room = await this.statuses.current(roomId);
    for (const conn of conns) {
      conn.send({ type: 'room', room });
      // Back in the lobby after a match: nothing to patch until the next one starts.
      if (room.matchId === null && conn.matchId !== null) {
        conn.matchId = null;
        conn.shown = null;
      }
      // The match just started: everyone in the room gets its first full view.
      if (room.matchId && conn.matchId !== room.matchId) {
        conn.matchId = room.matchId;
        await this.sendFull(conn).catch((err: unknown) => this.log.error({ err, conn: conn.id }, 'first view failed'));
      }
    }
  }

  close(): void {
    if (this.spectatorFlush) clearImmediate(this.spectatorFlush);
    for (const run of this.roomUpdates.values()) if (run.timer) clearTimeout(run.timer);
  }
}
