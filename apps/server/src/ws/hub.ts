import { PROTOCOL_VERSION, type ChatLine, type ClientMessage, type RefusalCode, type ServerMessage } from '@sprawl/protocol';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import { refusalBody, ServiceError } from '../errors';
import type { Change, MatchService } from '../matches/match-service';
import { ChangeFrames, fullState, type Shown } from '../matches/presenter';
import type { ChatService } from '../rooms/chat-service';
import type { Removal, RoomService } from '../rooms/room-service';
import { KeyedRateLimiter, RateLimiter } from '../security/rate-limit';
import { parseFrame } from './frames';
import { InputRefusals } from './input-refusals';

/** One open WebSocket and what its viewer last received. */
interface Connection {
  id: number;
  socket: WebSocket;
  address: string;
  roomId: string | null;
  /** The seat, or null for a spectator (or before hello). */
  seat: number | null;
  matchId: string | null;
  /** What it was last shown (matches/presenter.ts), to patch from; null until its first full view. */
  shown: Shown | null;
  limiter: RateLimiter;
  /** Frames dropped by the limiter since the last one it let through, and when it last said so. */
  dropped: number;
  /** Drops this connection may still make before it is closed as a flood (see FLOOD_MULTIPLE). */
  floodBudget: RateLimiter;
  lastThrottleNotice: number;
  alive: boolean;
  /** The last of this connection's moves whose ack rode on a patch (so no separate ack is sent). */
  ackedInPatch: number | null;
  /** Frames waiting to be sent to a spectator in a later tick (see flushSpectators). */
  outbox: Buffer[];
  /** Chat lines this connection may still say (a person types a few lines a minute, not a stream). */
  chatLimiter: RateLimiter;
  /** A spectator's name in the room ("Spectator 3"); null for seats and before hello. */
  spectatorName: string | null;
  /** Frames refused as input, logged once per connection. */
  refusals: InputRefusals;
  /** The hash of the token it said hello with, when that token is a further device's (rooms/devices.ts), which can be revoked. */
  deviceHash: string | null;
}

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

/** A socket that has this much unsent data is not reading: it is dropped rather than buffered for without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Spectators served per tick; players' frames always go out first, in the tick of the move. */
const SPECTATORS_PER_TICK = 64;
/**
 * A connection may have frames dropped in a burst of this many times the
 * rate burst, refilled at the rate itself; once that is spent it is closed as
 * a flood. Counting drops in a row instead let a flood at ten times the rate
 * go on for ever, every frame the limiter let through starting the count
 * again, while the server still received and unmasked every dropped frame
 * (bench:attack, 16 KB frames from 32 sockets).
 */
const FLOOD_MULTIPLE = 5;
/** Chat lines per second one connection may say on average, and in one burst. */
const CHAT_RATE = 0.5;
const CHAT_BURST = 5;

/**
 * The WebSocket side: authenticates connections, routes moves to the match
 * service, and after every committed change sends each viewer the frame the
 * presenter (matches/presenter.ts) made for it. It knows sockets, limits and
 * rooms; what a viewer may see is decided by the rules and the presenter.
 */
export class Hub {
  private readonly rooms = new Map<string, Set<Connection>>();
  private readonly all = new Set<Connection>();
  private nextId = 1;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly perAddress = new Map<string, number>();
  private readonly hellos: KeyedRateLimiter;
  /** Spectators with frames in their outbox, served a few per tick. */
  private readonly waitingSpectators = new Set<Connection>();
  private spectatorFlush: NodeJS.Immediate | null = null;
  /** The newest chat line each room's connections here have been sent (lines said through other processes are fetched after it). */
  private readonly chatSeen = new Map<string, number>();
  /** Room updates being sent, and whether another change came meanwhile (see roomChangedSoon). */
  private readonly roomUpdates = new Map<string, { again: boolean; elsewhere: boolean }>();

  constructor(
    private readonly matches: MatchService,
    private readonly roomService: RoomService,
    private readonly chat: ChatService,
    private readonly log: Logger,
    private readonly opts: HubOptions,
  ) {
    this.hellos = new KeyedRateLimiter(opts.helloRatePerSecond, opts.helloBurst);
    matches.onChange((change) => this.broadcast(change));
    // A match someone here is shown stays in memory, so moves made on other processes keep reaching them (MatchService.follow).
    matches.holdWhile((matchId, roomId) => this.shows(roomId, matchId));
    roomService.onChange((roomId, where) => this.roomChangedSoon(roomId, where));
    roomService.onRemoval((roomId, who) => this.remove(roomId, who));
    chat.onLine((roomId, line) => this.sendChat(roomId, [line]));
    this.heartbeat = setInterval(() => this.beat(), opts.heartbeatMs);
    this.heartbeat.unref();
  }

  accept(socket: WebSocket, address: string): void {
    const open = this.perAddress.get(address) ?? 0;
    if (open >= this.opts.socketsPerAddress) {
      this.log.warn({ address, open }, 'connection refused: too many from one address');
      socket.send(JSON.stringify({ type: 'rejected', clientSeq: null, code: 'too_many_connections', message: 'Too many connections from your address; close some tabs and try again.' } satisfies ServerMessage));
      socket.close(1008, 'too many connections');
      return;
    }
    this.perAddress.set(address, open + 1);
    const id = this.nextId++;
    const conn: Connection = {
      id, socket, address, roomId: null, seat: null, matchId: null, shown: null,
      limiter: new RateLimiter(this.opts.ratePerSecond, this.opts.rateBurst), dropped: 0, lastThrottleNotice: 0,
      floodBudget: new RateLimiter(this.opts.ratePerSecond, this.opts.rateBurst * FLOOD_MULTIPLE),
      alive: true, ackedInPatch: null, outbox: [],
      chatLimiter: new RateLimiter(CHAT_RATE, CHAT_BURST), spectatorName: null, deviceHash: null,
      refusals: new InputRefusals(this.log, id, address),
    };
    this.all.add(conn);
    this.log.info({ conn: conn.id, address }, 'connection opened');
    socket.on('message', (data, isBinary) => this.onFrame(conn, data as Buffer, isBinary));
    socket.on('pong', () => (conn.alive = true));
    socket.on('close', (code) => this.onClose(conn, code));
    socket.on('error', (err) => conn.refusals.socketError(err));
  }

  /** A message, its JSON text, or that text already encoded (a frame shared by several connections). */
  private send(conn: Connection, message: ServerMessage | string | Buffer): void {
    if (conn.socket.readyState !== conn.socket.OPEN) return;
    if (conn.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn({ conn: conn.id, buffered: conn.socket.bufferedAmount }, 'connection dropped: it does not read what it is sent');
      conn.socket.terminate();
      return;
    }
    if (Buffer.isBuffer(message)) conn.socket.send(message, { binary: false });
    else conn.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  private reject(conn: Connection, clientSeq: number | null, code: RefusalCode, message: string, logged = false, words?: ServiceError['words']): void {
    if (!logged) {
      this.log.info({ conn: conn.id, room: conn.roomId, match: conn.matchId, seat: conn.seat, version: conn.shown?.version ?? null, clientSeq, code }, 'message rejected');
    }
    this.send(conn, { type: 'rejected', clientSeq, ...refusalBody(new ServiceError(code, message, words)) });
  }

  /**
   * Every frame ends here, and nothing a frame holds may escape as an
   * exception: whatever fails is logged with its connection and answered with
   * a refusal. The rate limit comes before any parsing, so a flood costs the
   * server a counter per frame, and a flood that goes on is disconnected.
   */
  private onFrame(conn: Connection, data: Buffer, isBinary: boolean): void {
    if (!conn.limiter.allow()) return this.throttle(conn);
    conn.dropped = 0;
    this.onMessage(conn, data, isBinary).catch((err: unknown) => {
      this.log.error({ conn: conn.id, room: conn.roomId, err }, 'message failed');
      this.reject(conn, null, 'server_error', 'Something went wrong on the server; nothing was changed.');
    });
  }

  /** A frame over the rate: dropped unread; the sender hears so at most once a second. */
  private throttle(conn: Connection): void {
    conn.dropped++;
    if (!conn.floodBudget.allow()) {
      this.log.warn({ conn: conn.id, address: conn.address, dropped: conn.dropped }, 'connection closed: message flood');
      conn.socket.close(1008, 'too many messages');
      return;
    }
    const now = Date.now();
    if (now - conn.lastThrottleNotice < 1000) return;
    conn.lastThrottleNotice = now;
    this.reject(conn, null, 'rate_limited', 'Too many messages at once; slow down and try again in a moment.');
  }

  private async onMessage(conn: Connection, data: Buffer, isBinary: boolean): Promise<void> {
    const frame = parseFrame(data, isBinary);
    if (!frame.ok) {
      conn.refusals.note(frame.code);
      return this.reject(conn, frame.clientSeq, frame.code, frame.message, true);
    }
    const msg = frame.msg;
    try {
      switch (msg.type) {
        case 'ping': return this.send(conn, { type: 'pong' });
        case 'hello': return await this.hello(conn, msg);
        case 'resync':
          if (conn.roomId === null) return this.reject(conn, null, 'not_authenticated', 'Say hello with your seat token or invite code first.');
          return await this.sendFull(conn);
        case 'action':
        case 'undo': return await this.move(conn, msg);
        case 'chat': return await this.say(conn, msg.text);
      }
    } catch (e) {
      const clientSeq = 'clientSeq' in msg ? msg.clientSeq : null;
      if (e instanceof ServiceError) return this.reject(conn, clientSeq, e.code, e.message, msg.type === 'action' || msg.type === 'undo', e.words);
      this.log.error({ conn: conn.id, room: conn.roomId, err: e }, 'message failed');
      this.reject(conn, clientSeq, 'server_error', 'Something went wrong on the server; nothing was changed.');
    }
  }

  private async move(conn: Connection, msg: Extract<ClientMessage, { type: 'action' | 'undo' }>): Promise<void> {
    if (conn.roomId === null) return this.reject(conn, msg.clientSeq, 'not_authenticated', 'Say hello with your seat token first.');
    if (conn.seat === null) return this.reject(conn, msg.clientSeq, 'spectator', 'Spectators cannot make moves.');
    if (conn.matchId === null) return this.reject(conn, msg.clientSeq, 'not_started', 'The match has not started yet.');
    try {
      const version = await this.matches.submit(conn.matchId, {
        seat: conn.seat, kind: msg.type === 'undo' ? 'undo' : 'move', action: msg.type === 'action' ? msg.action : undefined,
        clientSeq: msg.clientSeq, version: msg.version, origin: conn.id,
      });
      // Usually the patch for this move already carried the ack: one frame fewer per move.
      if (conn.ackedInPatch !== msg.clientSeq) this.send(conn, { type: 'ack', clientSeq: msg.clientSeq, version });
    } catch (e) {
      // A move made on an old table (or sent again from an old tab): refuse it, then hand over the current table.
      if (e instanceof ServiceError && (e.code === 'stale_version' || e.code === 'duplicate')) {
        this.reject(conn, msg.clientSeq, e.code, e.message, true);
        return this.sendFull(conn);
      }
      throw e;
    }
  }

  private async say(conn: Connection, text: string): Promise<void> {
    if (conn.roomId === null) return this.reject(conn, null, 'not_authenticated', 'Say hello with your seat token or invite code first.');
    if (!conn.chatLimiter.allow()) return this.reject(conn, null, 'chat_too_fast', 'You are chatting faster than the table can read; wait a few seconds.');
    // Read from the match's row when it is not in memory (a finished one is not kept), without loading it.
    const step = conn.matchId === null ? undefined : await this.matches.version(conn.matchId);
    await this.chat.say(
      { roomId: conn.roomId, seat: conn.seat, spectatorName: conn.spectatorName },
      text,
      conn.matchId !== null && step !== undefined ? { matchId: conn.matchId, step } : null,
    );
  }

  /** Chat lines to every connection in the room here (`replace` for a newcomer's history). */
  private sendChat(roomId: string, lines: ChatLine[], to?: Connection): void {
    if (lines.length === 0) return;
    this.chatSeen.set(roomId, Math.max(this.chatSeen.get(roomId) ?? 0, lines[lines.length - 1].id));
    const frame = JSON.stringify({ type: 'chat', lines, replace: to !== undefined } satisfies ServerMessage);
    if (to) return this.send(to, frame);
    for (const conn of this.rooms.get(roomId) ?? []) this.send(conn, frame);
  }

  /** The host asked a seat (in the lobby) or a spectator to leave: their connections here are told and closed. */
  private remove(roomId: string, who: Removal): void {
    for (const conn of this.rooms.get(roomId) ?? []) {
      if ('seat' in who ? conn.seat !== who.seat : conn.id !== who.spectator) continue;
      if ('spectator' in who) this.roomService.removals.remove(roomId, conn.address);
      this.reject(conn, null, 'removed', 'seat' in who
        ? 'The host freed your seat in this room. Open the invitation again if you want to rejoin.'
        : 'The host asked you to stop watching this room.');
      conn.socket.close(1008, 'removed by the host');
    }
  }

  /** Devices of a seat were revoked here: their sockets are told and closed at once. */
  revoked(roomId: string, tokenHashes: readonly string[]): void {
    for (const conn of this.rooms.get(roomId) ?? []) if (conn.deviceHash !== null && tokenHashes.includes(conn.deviceHash)) this.revoke(conn);
  }

  private revoke(conn: Connection): void {
    conn.deviceHash = null;
    this.reject(conn, null, 'revoked', 'This device no longer holds the seat: it was revoked from another of the player\'s devices.');
    conn.socket.close(1008, 'device revoked');
  }

  private async hello(conn: Connection, msg: Extract<ClientMessage, { type: 'hello' }>): Promise<void> {
    if (conn.roomId !== null) return this.reject(conn, null, 'already_authenticated', 'This connection has already said hello.');
    if (!msg.token && !msg.inviteCode) return this.reject(conn, null, 'no_token', 'Say hello with your seat token, or with the invite code to watch.');
    // Tokens and invite codes are long random secrets; the limit keeps anyone from even starting to guess.
    if (!this.hellos.allow(conn.address)) return this.reject(conn, null, 'rate_limited', 'Too many attempts to join from your address; wait a minute and try again.');
    let seat: number | null = null;
    // No seat and no match is ever created here: a connection only opens what already exists.
    if (msg.token) {
      const held = await this.roomService.holderOf(msg.roomId, msg.token);
      seat = held.seat;
      conn.deviceHash = held.deviceHash;
    }
    else await this.roomService.checkInvite(msg.roomId, msg.inviteCode, conn.address);
    if (conn.socket.readyState !== conn.socket.OPEN) return;
    const set = this.rooms.get(msg.roomId) ?? new Set<Connection>();
    if (seat === null && this.spectatorsIn(set) >= this.opts.spectatorsPerRoom) {
      return this.reject(conn, null, 'room_crowded', 'This room has as many spectators as it can take; try again later.');
    }
    conn.roomId = msg.roomId;
    conn.seat = seat;
    set.add(conn);
    this.rooms.set(msg.roomId, set);
    if (seat === null) conn.spectatorName = this.roomService.presence.addSpectator(msg.roomId, conn.id);
    const room = await this.roomService.status(msg.roomId);
    this.log.info({ conn: conn.id, room: msg.roomId, seat, lastVersion: msg.lastVersion ?? null }, 'connection authenticated');
    this.send(conn, { type: 'welcome', v: PROTOCOL_VERSION, role: seat === null ? 'spectator' : 'seat', seat, room });
    this.sendChat(msg.roomId, await this.chat.recent(msg.roomId), conn);
    if (room.matchId) {
      conn.matchId = room.matchId;
      // A returning client gets its whole current view: simpler and as small as a long catch-up patch.
      await this.sendFull(conn);
    }
    if (seat !== null) this.roomService.setPresence(msg.roomId, seat, 1);
    else this.roomService.changed(msg.roomId);
  }

  private shows(roomId: string, matchId: string): boolean {
    for (const conn of this.rooms.get(roomId) ?? []) if (conn.matchId === matchId) return true;
    return false;
  }

  private spectatorsIn(set: Set<Connection>): number {
    let n = 0;
    for (const c of set) if (c.seat === null) n++;
    return n;
  }

  private async sendFull(conn: Connection): Promise<void> {
    if (conn.matchId === null) {
      if (conn.roomId) this.send(conn, { type: 'room', room: await this.roomService.status(conn.roomId) });
      return;
    }
    const rt = await this.matches.runtime(conn.matchId);
    // From here on everything is synchronous, so the view and the version belong together.
    const { message, shown } = fullState(rt, conn.seat);
    conn.shown = shown;
    // Patches still waiting for this spectator lead up to the table it is about to get whole.
    conn.outbox = [];
    this.waitingSpectators.delete(conn);
    this.send(conn, message);
  }

  /** Runs synchronously right after a commit, while the runtime is at exactly `change.version`. */
  private broadcast(change: Change): void {
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
        else this.send(conn, frame);
        if (ack !== undefined) conn.ackedInPatch = ack;
        conn.shown = shown;
      } catch (err) {
        this.log.error({ err, conn: conn.id, match: change.matchId }, 'broadcast failed');
      }
    }
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
      for (const frame of conn.outbox) this.send(conn, frame);
      conn.outbox = [];
    }
    if (this.waitingSpectators.size > 0) this.spectatorFlush = setImmediate(() => this.flushSpectators());
  }

  /**
   * Room updates are coalesced per room: while one is being read and sent,
   * further changes only ask for one more, so a crowd of spectators arriving
   * costs a few status reads instead of one each.
   */
  private roomChangedSoon(roomId: string, where: 'here' | 'elsewhere'): void {
    const pending = this.roomUpdates.get(roomId);
    if (pending) {
      pending.again = true;
      pending.elsewhere ||= where === 'elsewhere';
      return;
    }
    const run = { again: false, elsewhere: false };
    this.roomUpdates.set(roomId, run);
    void this.roomChanged(roomId, where)
      .catch((err: unknown) => this.log.error({ err, room: roomId }, 'room update failed'))
      .finally(() => {
        this.roomUpdates.delete(roomId);
        if (run.again) this.roomChangedSoon(roomId, run.elsewhere ? 'elsewhere' : 'here');
      });
  }

  private async roomChanged(roomId: string, where: 'here' | 'elsewhere'): Promise<void> {
    const conns = this.rooms.get(roomId);
    if (!conns || conns.size === 0) return;
    // Another process may have stored chat for this room: its lines arrive with the room's announcement.
    if (where === 'elsewhere') {
      this.sendChat(roomId, await this.chat.recent(roomId, this.chatSeen.get(roomId) ?? 0));
      // A device may have been revoked through another process: its sockets here close too.
      for (const conn of conns) {
        if (conn.deviceHash !== null && !(await this.roomService.devices.stillHeld(conn.deviceHash))) this.revoke(conn);
      }
    }
    const room = await this.roomService.status(roomId);
    for (const conn of conns) {
      this.send(conn, { type: 'room', room });
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

  private onClose(conn: Connection, code: number): void {
    this.all.delete(conn);
    this.waitingSpectators.delete(conn);
    const open = (this.perAddress.get(conn.address) ?? 1) - 1;
    if (open > 0) this.perAddress.set(conn.address, open);
    else this.perAddress.delete(conn.address);
    this.log.info({ conn: conn.id, room: conn.roomId, seat: conn.seat, match: conn.matchId, version: conn.shown?.version ?? null, code, ...(conn.refusals.count > 0 && { refusedInput: conn.refusals.count }) }, 'connection closed');
    if (conn.roomId === null) return;
    const set = this.rooms.get(conn.roomId);
    set?.delete(conn);
    if (set?.size === 0) {
      this.rooms.delete(conn.roomId);
      this.chatSeen.delete(conn.roomId);
    }
    // Dropping is not leaving: the seat stays, the others see it as disconnected.
    if (conn.seat !== null) this.roomService.setPresence(conn.roomId, conn.seat, -1);
    else {
      this.roomService.presence.removeSpectator(conn.roomId, conn.id);
      this.roomService.changed(conn.roomId);
    }
  }

  /** Terminates connections that did not answer the last ping (a dead network looks like silence). */
  private beat(): void {
    for (const conn of this.all) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }

  connectionCount(): number {
    return this.all.size;
  }

  /** Open sockets by role: seats, spectators, and those that have not said hello yet. */
  socketsByRole(): Record<'seat' | 'spectator' | 'unauthenticated', number> {
    const count = { seat: 0, spectator: 0, unauthenticated: 0 };
    for (const conn of this.all) count[conn.roomId === null ? 'unauthenticated' : conn.seat === null ? 'spectator' : 'seat']++;
    return count;
  }

  closeAll(): void {
    clearInterval(this.heartbeat);
    if (this.spectatorFlush) clearImmediate(this.spectatorFlush);
    for (const conn of this.all) conn.socket.close(1012, 'server restarting');
  }
}
