import type { ChatLine, RoomStatus } from '@sprawl/protocol';
import { isBotLevel } from '@sprawl/rules';
import type { Pool } from 'pg';
import { refuse } from '../errors';
import type { Presence } from './devices/presence';
import { readHello, readSeatHello, type SeatHelloRead } from './hello-read';
import { KeptRoomRows } from './kept-room-rows';
import { NextRead } from './next-read';
import { lastSeenOf } from './devices/last-seen';
import { moreTimeLeft } from './table/more-time';
import { readRoom, type RoomRow, type SeatHolder } from './room-rows';
import type { RemoteSeat, SharedPresence } from './devices/shared-presence';
import type { TableKeeper } from './table/table-keeper';

/** A match's origin for the room status: a fork reference `<matchId>@<step>` (replays/fork.ts), 'import', or a fresh deal (null). */
function continuesOf(origin: string | null): RoomStatus['continues'] {
  if (origin === null) return null;
  if (origin === 'import') return { kind: 'import', fromMatch: null, step: null };
  const at = origin.lastIndexOf('@');
  return { kind: 'fork', fromMatch: origin.slice(0, at), step: Number(origin.slice(at + 1)) };
}

/** How long a seat's hello waits for the table's other hellos before its room is read (next-read.ts). */
const HELLO_GATHER_MS = 3;

/**
 * A room as its players and spectators see it: seats and names, who is
 * connected here or on another process, clocks and deadlines of the running
 * match, the spectators. Read on every hello and after every change.
 */
export class RoomStatusReader {
  /** Seats' hellos to one room that arrive together share its reads (next-read.ts). */
  private readonly seatHellos: NextRead<SeatHelloRead>;
  private readonly kept = new KeptRoomRows();

  constructor(
    /** For the one-statement room read (room-rows.ts). */
    private readonly pool: Pool,
    private readonly presence: Presence,
    /** Clocks of the matches this process carries are read from it, not from their last stored bank. */
    private readonly keeper: Pick<TableKeeper, 'carries' | 'remainingMs' | 'isRunning'>,
    /** Seconds an absent player's seat waits before others may hand it to a bot. */
    private readonly graceSeconds: number,
    /** With several server processes: who the others see at each room. */
    private readonly shared: SharedPresence | null,
  ) {
    this.seatHellos = new NextRead(
      (roomId) => this.keeping(roomId, () => readSeatHello(this.pool, roomId)),
      HELLO_GATHER_MS,
    );
  }

  async read(roomId: string): Promise<RoomStatus> {
    return this.statusOf((await this.keeping(roomId, async () => ({ room: await readRoom(this.pool, roomId) }))).room);
  }

  /** The status made from the room's kept row when nothing may have changed it since (kept-room-rows.ts), else read. */
  async current(roomId: string): Promise<RoomStatus> {
    const row = this.kept.row(roomId);
    return row ? this.statusOf(row) : this.read(roomId);
  }

  /** The room's row as last read, if nothing may have changed it since (kept-room-rows.ts); null otherwise. */
  keptRow(roomId: string): RoomRow | null {
    return this.kept.row(roomId);
  }

  /**
   * Called as a change made from the room's kept row begins (a start in one
   * statement: table/started-row.ts); the function it gives keeps the row
   * that change left, unless the room may have changed meanwhile, and says
   * whether it did: the room update after the change then reads nothing.
   */
  keepingAfter(roomId: string): (row: RoomRow) => boolean {
    return this.kept.changing(roomId);
  }

  /** The room's rows may change: the next status reads them (kept-room-rows.ts). */
  forget(roomId: string): void {
    this.kept.forget(roomId);
  }

  /** Nobody here is at the room any more: its row is not kept. */
  drop(roomId: string): void {
    this.kept.drop(roomId);
  }

  /** The status and the room's latest chat lines, in one round trip: what a hello needs (rooms/hello-read.ts). */
  async readWithChat(roomId: string): Promise<{ room: RoomStatus; chat: ChatLine[] }> {
    const { room, chat } = await this.keeping(roomId, () => readHello(this.pool, roomId));
    return { room: await this.statusOf(room), chat };
  }

  /** Runs a read of the room and keeps the row it found (kept-room-rows.ts). */
  private async keeping<R extends { room: RoomRow | null }>(roomId: string, read: () => Promise<R>): Promise<R> {
    const keep = this.kept.reading(roomId);
    const found = await read();
    keep(found.room);
    return found;
  }

  /**
   * What a seat's hello needs, in one round trip: the seats its token is
   * checked against, the room's latest chat lines, and the status, made
   * once the token has opened a seat.
   */
  async readForSeat(
    roomId: string,
  ): Promise<{ holders: SeatHolder[]; chat: ChatLine[]; status: () => Promise<RoomStatus> }> {
    const { holders, room, chat } = await this.seatHellos.get(roomId);
    return { holders, chat, status: () => this.statusOf(room) };
  }

  private async statusOf(room: RoomRow | null): Promise<RoomStatus> {
    if (!room) return refuse('no_room');
    const roomId = room.id;
    // A room back in the lobby after a match shows no match: the next one is being seated.
    const match = room.status === 'lobby' ? undefined : (room.latest ?? undefined);
    const running = match?.status === 'running';
    const remote = running && this.shared ? await this.shared.remote(roomId) : new Map<number, RemoteSeat>();
    const now = Date.now();
    const clockFull = room.turnClockSeconds === null ? null : room.turnClockSeconds * 1000;
    return {
      id: room.id,
      inviteCode: room.inviteCode,
      game: room.game as RoomStatus['game'],
      options: room.options,
      seatCount: room.seatCount,
      status: match?.status === 'finished' ? 'finished' : (room.status as RoomStatus['status']),
      seats: room.seats.map((s) => {
        const elsewhere = remote.get(s.index);
        const connected = s.isBot || this.presence.connected(roomId, s.index) || (elsewhere?.connected ?? false);
        // Across days, being away is the normal state: only a deadline lets others hand a seat over.
        const away = running && room.moveSeconds === null && !connected && !s.standIn && s.claimed;
        // Away since the last socket closed on any process, and never since before the match began.
        const leftAt = Math.max(this.presence.leftAt(roomId, s.index), elsewhere?.leftAt ?? 0, match?.startedAt ?? 0);
        const carried = match !== undefined && this.keeper.carries(match.id);
        const clockMs =
          !match || clockFull === null || s.isBot
            ? null
            : carried
              ? this.keeper.remainingMs(match.id, s.index, now)
              : Math.min(clockFull, s.clockMs ?? clockFull);
        const deadline = running ? match.deadlines.find((d) => d.seat === s.index) : undefined;
        return {
          index: s.index,
          name: s.name,
          taken: s.claimed || s.isBot,
          isBot: s.isBot || (running && s.standIn),
          ...(s.isBot && isBotLevel(s.botLevel) && { botLevel: s.botLevel }),
          isHost: s.isHost,
          connected,
          handOverIn: away ? Math.max(0, Math.ceil(this.graceSeconds - (now - leftAt) / 1000)) : null,
          standIn: running && s.standIn,
          clock: clockMs === null ? null : Math.round(clockMs / 100) / 10,
          clockRunning: match !== undefined && carried ? this.keeper.isRunning(match.id, s.index) : false,
          rematch: s.wantsRematch,
          dueAt: deadline ? new Date(deadline.dueAt).toISOString() : null,
          overdue: deadline?.overdue ?? false,
          lastSeenAt:
            connected || s.isBot || !s.claimed
              ? null
              : lastSeenOf(s.lastSeenAt, elsewhere?.leftAt, this.presence.closedAt(roomId, s.index)),
          moreTimeLeft:
            room.moveSeconds === null
              ? null
              : moreTimeLeft(running ? match.moreTime.filter((given) => given === s.index).length : 0),
        };
      }),
      matchId: match?.id ?? null,
      version: room.version,
      continues: continuesOf(match ? (match.imported ? 'import' : match.forkedFrom) : room.startFrom),
      spectatorChat: room.spectatorChat,
      turnClockSeconds: room.turnClockSeconds,
      spectators: this.presence.spectators(roomId),
      matchesPlayed: room.finished,
      name: room.name,
      pace:
        room.moveSeconds === null
          ? { kind: 'live' }
          : { kind: 'days', moveHours: (room.moveSeconds / 3600) as 12 | 24 | 72, botOnExpiry: room.botOnExpiry },
      learning: room.learning,
      lastMoveAt: match?.movedAt ? new Date(match.movedAt).toISOString() : null,
    };
  }
}
