import { REFUSAL_SENTENCES } from '@sprawl/protocol';
import type { Socket } from 'node:net';
import type { ServerMessage } from '@sprawl/protocol';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import type { MatchService } from '../matches/match-service';
import type { ChatService } from '../rooms/chat-service';
import type { Change } from '../matches/change';
import type { ChangeOrigin, ChangeUrgency, Removal } from '../rooms/room-events';
import type { Rooms } from '../rooms/rooms';
import { stillHolds } from '../rooms/lobby/seat-lookup';
import { KeyedRateLimiter } from '../security/rate-limit';
import { ChatRelay } from './chat-relay';
import { Connection, SEAT_GIVEN_UP } from './connection';
import { parseFrame } from './frames';
import { MessageHandlers } from './handlers';
import { RoomChannels } from './room-channel';
import { TickCork } from './tick-cork';

/** How long a shutdown waits for clients to answer its close before it cuts them off. */
const CLOSE_WAIT_MS = 2000;

export interface HubOptions {
  /** Messages per second a connection may send on average, and in one burst. */
  ratePerSecond: number;
  rateBurst: number;
  /** Interval of the WebSocket-level ping that finds dead connections. */
  heartbeatMs: number;
  /** Open sockets one client address may hold at once. */
  socketsPerAddress: number;
  /** Hello attempts (seat tokens or invite codes tried) per client address: average per second, and burst. */
  helloRatePerSecond: number;
  helloBurst: number;
  /** Spectators one room may hold at once. */
  spectatorsPerRoom: number;
}

/**
 * The WebSocket side, put together: it opens and closes connections (each
 * one a Connection with its own state and limits), reads their frames and
 * hands each message to its handler (ws/handlers.ts); rooms' connections and
 * what reaches them are ws/room-channel.ts, chat ws/chat-relay.ts.
 */
export class Hub {
  private readonly all = new Set<Connection>();
  private nextId = 1;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly perAddress = new Map<string, number>();
  private readonly channels: RoomChannels;
  private readonly chat: ChatRelay;
  private readonly handlers: MessageHandlers;

  constructor(
    matches: MatchService,
    private readonly rooms: Rooms,
    chat: ChatService,
    private readonly log: Logger,
    private readonly opts: HubOptions,
  ) {
    this.channels = new RoomChannels(matches, rooms.status, log, (roomId, members) => this.catchUp(roomId, members));
    this.chat = new ChatRelay(chat, matches, this.channels);
    const hellos = new KeyedRateLimiter(opts.helloRatePerSecond, opts.helloBurst);
    this.handlers = new MessageHandlers(matches, rooms, this.channels, this.chat, hellos, opts.spectatorsPerRoom, log);
    this.heartbeat = setInterval(() => this.beat(), opts.heartbeatMs);
    this.heartbeat.unref();
  }

  accept(socket: WebSocket, address: string, tcp: Socket | null = null): void {
    const open = this.perAddress.get(address) ?? 0;
    if (open >= this.opts.socketsPerAddress) {
      this.log.warn({ address, open }, 'connection refused: too many from one address');
      socket.send(
        JSON.stringify({
          type: 'rejected',
          clientSeq: null,
          code: 'too_many_connections',
          message: REFUSAL_SENTENCES.too_many_connections,
        } satisfies ServerMessage),
      );
      socket.close(1008, 'too many connections');
      return;
    }
    this.perAddress.set(address, open + 1);
    const conn = new Connection(this.nextId++, socket, address, this.log, this.opts, tcp && new TickCork(tcp));
    this.all.add(conn);
    this.log.info({ conn: conn.id, address }, 'connection opened');
    socket.on('message', (data, isBinary) => this.onFrame(conn, data as Buffer, isBinary));
    socket.on('close', (code) => this.onClose(conn, code));
  }

  /**
   * Every frame ends here, and nothing a frame holds may escape as an
   * exception: whatever fails is logged with its connection and answered with
   * a refusal. The connection's rate limit comes before any parsing.
   */
  private onFrame(conn: Connection, data: Buffer, isBinary: boolean): void {
    if (!conn.admit()) return;
    const frame = parseFrame(data, isBinary);
    if (!frame.ok) {
      conn.refusals.note(frame.code);
      return conn.reject(frame.clientSeq, frame.code, frame.message, true);
    }
    this.handlers.handle(conn, frame.msg).catch((err: unknown) => {
      this.log.error({ conn: conn.id, room: conn.roomId, err }, 'message failed');
      conn.reject(null, 'server_error', REFUSAL_SENTENCES.server_error);
    });
  }

  /**
   * A committed move: its frames go to the room's connections here (app.ts wires it after the rooms' own
   * follow-up); the mover's patch carries its ack.
   */
  moved(change: Change): void {
    this.channels.broadcast(change);
  }

  /** Whether someone here is shown the match: it then stays in memory, so moves made on other processes keep reaching them (MatchService.follow). */
  shows(roomId: string, matchId: string): boolean {
    return this.channels.shows(roomId, matchId);
  }

  /** A room changed (here or elsewhere): its connections get one coalesced update. */
  roomChanged(roomId: string, where: ChangeOrigin, urgency: ChangeUrgency, rowKept = false): void {
    this.channels.changedSoon(roomId, where, urgency, rowKept);
  }

  /**
   * A seat was freed or given up, or the host asked a spectator to leave:
   * their connections here are told and closed. A seat's connections are
   * those its leaving player opened (by the holder's token hash), so that
   * nobody who sits down next is closed, and nobody who left keeps a socket
   * that would act for them.
   */
  removed(roomId: string, who: Removal): void {
    this.channels.sending(roomId);
    for (const conn of this.channels.members(roomId)) {
      if ('spectator' in who) {
        if (conn.id !== who.spectator) continue;
        this.rooms.removals.remove(roomId, conn.address);
        conn.reject(null, 'removed', REFUSAL_SENTENCES.removed);
        conn.socket.close(1008, 'removed by the host');
      } else if (conn.seat === who.seat && conn.holderHash === who.holderHash) {
        if (who.why === 'freed')
          conn.seatLost(
            'removed',
            'The host freed your seat in this room. Open the invitation again if you want to rejoin.',
          );
        else conn.seatLost('seat_lost', SEAT_GIVEN_UP);
      }
    }
  }

  /** Devices of a seat were revoked here: their sockets are told and closed at once. */
  revoked(roomId: string, tokenHashes: readonly string[]): void {
    for (const conn of this.channels.members(roomId))
      if (conn.deviceHash !== null && tokenHashes.includes(conn.deviceHash)) conn.revoke();
  }

  /**
   * Before a room update a change through another process caused: its chat
   * lines, and the seats it took from their connections here (left, freed,
   * or a device revoked), read once for the whole room.
   */
  private async catchUp(roomId: string, members: ReadonlySet<Connection>): Promise<void> {
    await this.chat.catchUp(roomId);
    const seated = [...members].filter((c) => c.seat !== null && c.holderHash !== null);
    if (seated.length === 0) return;
    const seats = await this.rooms.seats.holders(roomId);
    for (const conn of seated) {
      const held = { seat: conn.seat as number, holderHash: conn.holderHash as string, deviceHash: conn.deviceHash };
      if (stillHolds(held, seats)) continue;
      if (stillHolds({ ...held, deviceHash: null }, seats)) conn.revoke();
      else conn.seatLost('seat_lost', SEAT_GIVEN_UP);
    }
  }

  private onClose(conn: Connection, code: number): void {
    this.all.delete(conn);
    const open = (this.perAddress.get(conn.address) ?? 1) - 1;
    if (open > 0) this.perAddress.set(conn.address, open);
    else this.perAddress.delete(conn.address);
    this.log.info(
      {
        conn: conn.id,
        room: conn.roomId,
        seat: conn.seat,
        match: conn.matchId,
        version: conn.shown?.version ?? null,
        code,
        ...(conn.refusals.count > 0 && { refusedInput: conn.refusals.count }),
      },
      'connection closed',
    );
    if (this.channels.leave(conn) && conn.roomId !== null) this.chat.forget(conn.roomId);
    if (conn.roomId === null) return;
    // Dropping is not leaving: the seat stays, the others see it as disconnected.
    if (conn.seat !== null) this.rooms.table.setPresence(conn.roomId, conn.seat, -1);
    else {
      this.rooms.presence.removeSpectator(conn.roomId, conn.id);
      this.rooms.events.changed(conn.roomId, 'here', 'gathered');
    }
  }

  private beat(): void {
    for (const conn of this.all) conn.beat();
  }

  connectionCount(): number {
    return this.all.size;
  }

  /** Open sockets by role: seats, spectators, and those that have not said hello yet. */
  socketsByRole(): Record<'seat' | 'spectator' | 'unauthenticated', number> {
    const count = { seat: 0, spectator: 0, unauthenticated: 0 };
    for (const conn of this.all) count[conn.role]++;
    return count;
  }

  /**
   * Closes every socket with 1012 and resolves once each one's close has run
   * (it records when its seat was last seen, with the database still open:
   * app.ts awaits this before the pool ends). A client that does not answer
   * the close within `waitMs` is cut off, so a shutdown cannot hang on one.
   */
  async closeAll(waitMs = CLOSE_WAIT_MS): Promise<void> {
    clearInterval(this.heartbeat);
    this.channels.close();
    const closed = [...this.all].map(
      (conn) =>
        new Promise<void>((resolve) => {
          // Registered after the hub's own close listener (accept), so it resolves once that one has run.
          conn.socket.once('close', () => resolve());
          conn.socket.close(1012, 'server restarting');
        }),
    );
    const cut = setTimeout(() => {
      for (const conn of this.all) conn.socket.terminate();
    }, waitMs);
    await Promise.all(closed);
    clearTimeout(cut);
  }
}
