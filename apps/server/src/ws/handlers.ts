import {
  PROTOCOL_VERSION,
  type ChatLine,
  type ClientMessage,
  type RoomStatus,
  REFUSAL_SENTENCES,
} from '@sprawl/protocol';
import type { Logger } from 'pino';
import { ServiceError } from '../errors';
import { busyRefusal } from '../db/busy';
import type { MatchService } from '../matches/match-service';
import type { Rooms } from '../rooms/rooms';
import type { KeyedRateLimiter } from '../security/rate-limit';
import type { ChatRelay } from './chat-relay';
import { SEAT_GIVEN_UP, type Connection } from './connection';
import type { RoomChannels } from './room-channel';
import { stillHolds, type SeatHeld } from '../rooms/lobby/seat-lookup';

type Hello = Extract<ClientMessage, { type: 'hello' }>;
type Move = Extract<ClientMessage, { type: 'action' | 'undo' }>;

/**
 * What each type of client message does, once a frame has been read and
 * checked (ws/hub.ts, ws/frames.ts). A refusal thrown by a service is
 * answered here with its code; anything else is logged and answered with
 * `server_error`, so nothing a message holds escapes as an exception.
 */
export class MessageHandlers {
  constructor(
    private readonly matches: MatchService,
    private readonly rooms: Rooms,
    private readonly channels: RoomChannels,
    private readonly chat: ChatRelay,
    private readonly hellos: KeyedRateLimiter,
    private readonly spectatorsPerRoom: number,
    private readonly log: Logger,
  ) {}

  async handle(conn: Connection, msg: ClientMessage): Promise<void> {
    try {
      switch (msg.type) {
        case 'ping':
          return conn.send({ type: 'pong' });
        case 'hello':
          return await this.hello(conn, msg);
        case 'resync':
          if (conn.roomId === null)
            return conn.reject(null, 'not_authenticated', 'Say hello with your seat token or invite code first.');
          return await this.channels.sendFull(conn);
        case 'action':
        case 'undo':
          return await this.move(conn, msg);
        case 'chat':
          if (!isInRoom(conn))
            return conn.reject(null, 'not_authenticated', 'Say hello with your seat token or invite code first.');
          return await this.chat.say(conn, msg.text);
      }
    } catch (caught) {
      const clientSeq = 'clientSeq' in msg ? msg.clientSeq : null;
      const e = busyRefusal(caught) ?? caught;
      if (e instanceof ServiceError)
        return conn.reject(clientSeq, e.code, e.message, msg.type === 'action' || msg.type === 'undo', e.words);
      this.log.error({ conn: conn.id, room: conn.roomId, err: e }, 'message failed');
      conn.reject(clientSeq, 'server_error', REFUSAL_SENTENCES.server_error);
    }
  }

  private async move(conn: Connection, msg: Move): Promise<void> {
    if (conn.roomId === null)
      return conn.reject(msg.clientSeq, 'not_authenticated', 'Say hello with your seat token first.');
    if (conn.seat === null) return conn.reject(msg.clientSeq, 'spectator', REFUSAL_SENTENCES.spectator);
    // A connection being closed (its device revoked, its seat freed) may still have frames in flight: none is a move.
    if (!conn.open) return;
    if (conn.matchId === null) return conn.reject(msg.clientSeq, 'not_started', REFUSAL_SENTENCES.not_started);
    try {
      const { version } = await this.matches.submit(conn.matchId, {
        seat: conn.seat,
        kind: msg.type === 'undo' ? 'undo' : 'move',
        action: msg.type === 'action' ? msg.action : undefined,
        clientSeq: msg.clientSeq,
        version: msg.version,
        origin: conn.id,
      });
      this.channels.acknowledge(conn, msg.clientSeq, version);
    } catch (e) {
      // A move made on an old table (or sent again from an old tab): refuse it, then hand over the current table.
      if (e instanceof ServiceError && (e.code === 'stale_version' || e.code === 'duplicate')) {
        conn.reject(msg.clientSeq, e.code, e.message, true);
        return this.channels.sendFull(conn);
      }
      throw e;
    }
  }

  private async hello(conn: Connection, msg: Hello): Promise<void> {
    if (conn.roomId !== null)
      return conn.reject(null, 'already_authenticated', 'This connection has already said hello.');
    if (!msg.token && !msg.inviteCode)
      return conn.reject(null, 'no_token', 'Say hello with your seat token, or with the invite code to watch.');
    // Tokens and invite codes are long random secrets; the limit keeps anyone from even starting to guess.
    if (!this.hellos.allow(conn.address))
      return conn.reject(
        null,
        'rate_limited',
        'Too many attempts to join from your address; wait a minute and try again.',
      );
    // No seat and no match is ever created here: a connection only opens what already exists.
    const opened = msg.token
      ? await this.openSeat(conn, msg.roomId, msg.token)
      : await this.openToSpectator(conn, msg.roomId, msg.inviteCode);
    if (opened === null) return;
    const { seat, room, chat } = opened;
    this.log.info(
      { conn: conn.id, room: msg.roomId, seat, lastVersion: msg.lastVersion ?? null },
      'connection authenticated',
    );
    conn.send({ type: 'welcome', v: PROTOCOL_VERSION, role: seat === null ? 'spectator' : 'seat', seat, room });
    this.chat.history(msg.roomId, conn, chat);
    if (room.matchId) {
      conn.matchId = room.matchId;
      // A returning client gets its whole current view: simpler and as small as a long catch-up patch.
      await this.channels.sendFull(conn);
    }
    if (seat !== null)
      this.rooms.table.setPresence(
        msg.roomId,
        seat,
        1,
        room.status === 'playing' || room.seats[seat]?.standIn !== false,
      );
    else this.rooms.events.changed(msg.roomId, 'here', 'gathered');
  }

  /**
   * A seat's hello: the token is checked against the seats read with the
   * room and its chat, in one round trip (rooms/hello-read.ts), then the
   * connection joins the room's channel. Had the room been sent anything in
   * between, it is read again (RoomChannels.watch). Null when the
   * connection closed meanwhile, or its device was revoked.
   */
  private async openSeat(conn: Connection, roomId: string, token: string): Promise<Opened | null> {
    const watch = this.channels.watch(roomId);
    try {
      const read = await this.rooms.status.readForSeat(roomId);
      const held = await this.rooms.seats.holderAmong(roomId, token, read.holders);
      if (!conn.open) return null;
      conn.roomId = roomId;
      conn.deviceHash = held.deviceHash;
      conn.holderHash = held.holderHash;
      this.channels.join(roomId, conn);
      watch.stop();
      if (!(await this.stillHeld(conn, held, watch.missed))) return null;
      conn.seat = held.seat;
      if (watch.missed) return { seat: held.seat, ...(await this.rooms.status.readWithChat(roomId)) };
      return { seat: held.seat, room: await read.status(), chat: read.chat };
    } finally {
      watch.stop();
    }
  }

  /**
   * The seat, checked once more after the connection joined the room, when
   * something may have taken it meanwhile: a revoke of a further device
   * (always checked), or any change the room was sent between the hello's
   * read and the join (a leave, the host freeing the seat, on this process
   * or another). Such a change found no connection here to close, and would
   * otherwise leave a socket acting for whoever holds the seat next. A
   * change after this read finds the connection joined. Until then the
   * connection holds no seat, so it can make no move.
   */
  private async stillHeld(conn: Connection, held: SeatHeld, missed: boolean): Promise<boolean> {
    if (held.deviceHash === null && !missed) return conn.open;
    const holds = stillHolds(held, await this.rooms.seats.holders(conn.roomId as string));
    if (!conn.open) return false;
    if (holds) return true;
    if (held.deviceHash !== null) conn.revoke();
    else conn.seatLost('seat_lost', SEAT_GIVEN_UP);
    return false;
  }

  /** A spectator's hello with the room's invitation: it joins the room's channel, then reads the room and its chat. */
  private async openToSpectator(
    conn: Connection,
    roomId: string,
    inviteCode: string | undefined,
  ): Promise<Opened | null> {
    await this.rooms.seats.checkInvite(roomId, inviteCode, conn.address);
    if (!conn.open) return null;
    if (this.channels.spectators(roomId) >= this.spectatorsPerRoom) {
      conn.reject(null, 'room_crowded', REFUSAL_SENTENCES.room_crowded);
      return null;
    }
    conn.roomId = roomId;
    conn.seat = null;
    this.channels.join(roomId, conn);
    conn.spectatorName = this.rooms.presence.addSpectator(roomId, conn.id);
    return { seat: null, ...(await this.rooms.status.readWithChat(roomId)) };
  }
}

/** What a hello opened: the seat (null for a spectator), the room's status and its latest chat lines. */
interface Opened {
  seat: number | null;
  room: RoomStatus;
  chat: ChatLine[];
}

function isInRoom(conn: Connection): conn is Connection & { roomId: string } {
  return conn.roomId !== null;
}
