import { PROTOCOL_VERSION, type ClientMessage } from '@sprawl/protocol';
import type { Logger } from 'pino';
import { ServiceError } from '../errors';
import type { MatchService } from '../matches/match-service';
import type { Rooms } from '../rooms/rooms';
import type { KeyedRateLimiter } from '../security/rate-limit';
import type { ChatRelay } from './chat-relay';
import type { Connection } from './connection';
import type { RoomChannels } from './room-channel';

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
    } catch (e) {
      const clientSeq = 'clientSeq' in msg ? msg.clientSeq : null;
      if (e instanceof ServiceError)
        return conn.reject(clientSeq, e.code, e.message, msg.type === 'action' || msg.type === 'undo', e.words);
      this.log.error({ conn: conn.id, room: conn.roomId, err: e }, 'message failed');
      conn.reject(clientSeq, 'server_error', 'Something went wrong on the server; nothing was changed.');
    }
  }

  private async move(conn: Connection, msg: Move): Promise<void> {
    if (conn.roomId === null)
      return conn.reject(msg.clientSeq, 'not_authenticated', 'Say hello with your seat token first.');
    if (conn.seat === null) return conn.reject(msg.clientSeq, 'spectator', 'Spectators cannot make moves.');
    if (conn.matchId === null) return conn.reject(msg.clientSeq, 'not_started', 'The match has not started yet.');
    try {
      const accepted = await this.matches.submit(conn.matchId, {
        seat: conn.seat,
        kind: msg.type === 'undo' ? 'undo' : 'move',
        action: msg.type === 'action' ? msg.action : undefined,
        clientSeq: msg.clientSeq,
        version: msg.version,
        origin: conn.id,
      });
      // Usually the patch for this move already carried the ack (RoomChannels.broadcast): one frame fewer per move.
      if (!accepted.acknowledged) conn.send({ type: 'ack', clientSeq: msg.clientSeq, version: accepted.version });
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
    let seat: number | null = null;
    // No seat and no match is ever created here: a connection only opens what already exists.
    if (msg.token) {
      const held = await this.rooms.seats.holderOf(msg.roomId, msg.token);
      seat = held.seat;
      conn.deviceHash = held.deviceHash;
    } else await this.rooms.seats.checkInvite(msg.roomId, msg.inviteCode, conn.address);
    if (!conn.open) return;
    if (seat === null && this.channels.spectators(msg.roomId) >= this.spectatorsPerRoom) {
      return conn.reject(null, 'room_crowded', 'This room has as many spectators as it can take; try again later.');
    }
    conn.roomId = msg.roomId;
    conn.seat = seat;
    this.channels.join(msg.roomId, conn);
    if (seat === null) conn.spectatorName = this.rooms.presence.addSpectator(msg.roomId, conn.id);
    const { room, chat } = await this.rooms.status.readWithChat(msg.roomId);
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
}

function isInRoom(conn: Connection): conn is Connection & { roomId: string } {
  return conn.roomId !== null;
}
