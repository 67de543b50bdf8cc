import { REFUSAL_SENTENCES } from '@sprawl/protocol';
import type { RefusalCode, ServerMessage } from '@sprawl/protocol';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import { refusalBody, ServiceError } from '../errors';
import type { Shown } from '../matches/presenter';
import { RateLimiter } from '../security/rate-limit';
import { InputRefusals } from './input-refusals';
import type { TickCork } from './tick-cork';

/** A socket that has this much unsent data is not reading: it is dropped rather than buffered for without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
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

/** What a connection hears when the seat it opened is no longer its player's (given up here or elsewhere, or freed elsewhere). */
export const SEAT_GIVEN_UP = REFUSAL_SENTENCES.seat_lost;

export interface ConnectionLimits {
  /** Messages per second a connection may send on average, and in one burst. */
  ratePerSecond: number;
  rateBurst: number;
}

/**
 * One open WebSocket: what it is (its room, seat and match once it said
 * hello), what its viewer was last shown, and its own limits. It sends and
 * refuses; it decides nothing about rooms or matches (ws/hub.ts and the
 * handlers in ws/handlers.ts do).
 */
export class Connection {
  roomId: string | null = null;
  /** The seat, or null for a spectator (or before hello). */
  seat: number | null = null;
  matchId: string | null = null;
  /** What it was last shown (matches/presenter.ts), to patch from; null until its first full view. */
  shown: Shown | null = null;
  /** A spectator's name in the room ("Spectator 3"); null for seats and before hello. */
  spectatorName: string | null = null;
  /** The hash of the token it said hello with, when that token is a further device's (rooms/devices/devices.ts), which can be revoked. */
  deviceHash: string | null = null;
  /** The hash of the seat token of the player it opened the seat for: once the seat has another holder, it holds nothing. */
  holderHash: string | null = null;
  /** Frames waiting to be sent to a spectator in a later tick (ws/room-channel.ts). */
  outbox: Buffer[] = [];
  /** Moves of this connection whose ack already went out in their patch (RoomChannels.acknowledge). */
  readonly ackedInPatch = new Set<number>();
  /** Frames refused as input, logged once per connection. */
  readonly refusals: InputRefusals;

  private alive = true;
  private readonly limiter: RateLimiter;
  /** Drops this connection may still make before it is closed as a flood (see FLOOD_MULTIPLE). */
  private readonly floodBudget: RateLimiter;
  /** Frames dropped by the limiter since the last one it let through, and when it last said so. */
  private dropped = 0;
  /** Closed for a flood: the frames still arriving are dropped without a word (each logged a warning of its own). */
  private flooded = false;
  private lastThrottleNotice = 0;
  /** Chat lines this connection may still say (a person types a few lines a minute, not a stream). */
  private readonly chatLimiter = new RateLimiter(CHAT_RATE, CHAT_BURST);

  constructor(
    readonly id: number,
    readonly socket: WebSocket,
    readonly address: string,
    private readonly log: Logger,
    limits: ConnectionLimits,
    /** Gathers the frames of one tick into one write (null where there is no TCP socket to cork). */
    private readonly cork: TickCork | null = null,
  ) {
    this.limiter = new RateLimiter(limits.ratePerSecond, limits.rateBurst);
    this.floodBudget = new RateLimiter(limits.ratePerSecond, limits.rateBurst * FLOOD_MULTIPLE);
    this.refusals = new InputRefusals(log, id, address);
    socket.on('pong', () => (this.alive = true));
    socket.on('error', (err) => this.refusals.socketError(err));
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  get role(): 'seat' | 'spectator' | 'unauthenticated' {
    return this.roomId === null ? 'unauthenticated' : this.seat === null ? 'spectator' : 'seat';
  }

  /** A message, its JSON text, or that text already encoded (a frame shared by several connections). */
  send(message: ServerMessage | string | Buffer): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn(
        { conn: this.id, buffered: this.socket.bufferedAmount },
        'connection dropped: it does not read what it is sent',
      );
      this.socket.terminate();
      return;
    }
    this.cork?.hold();
    if (Buffer.isBuffer(message)) this.socket.send(message, { binary: false });
    else this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Refuses a message (`logged` when the refusal was logged already, as a refused move is by the match service). */
  reject(
    clientSeq: number | null,
    code: RefusalCode,
    message: string,
    logged = false,
    words?: ServiceError['words'],
  ): void {
    if (!logged) {
      this.log.info(
        {
          conn: this.id,
          room: this.roomId,
          match: this.matchId,
          seat: this.seat,
          version: this.shown?.version ?? null,
          clientSeq,
          code,
        },
        'message rejected',
      );
    }
    this.send({ type: 'rejected', clientSeq, ...refusalBody(new ServiceError(code, message, words)) });
  }

  /** It no longer holds its seat (its player left it, or someone else holds it now): it is told and closed. */
  seatLost(code: 'removed' | 'seat_lost', sentence: string): void {
    this.holderHash = null;
    this.reject(null, code, sentence);
    this.socket.close(1008, 'seat lost');
  }

  /** Its device was revoked: it is told and closed (it makes no move once closing: MessageHandlers.move). */
  revoke(): void {
    this.deviceHash = null;
    this.reject(null, 'revoked', REFUSAL_SENTENCES.revoked);
    this.socket.close(1008, 'device revoked');
  }

  /**
   * Whether a frame that just arrived may be read. The rate limit comes
   * before any parsing, so a flood costs the server a counter per frame: a
   * frame over the rate is dropped unread, the sender hears so at most once
   * a second, and a flood that goes on is disconnected.
   */
  admit(): boolean {
    if (this.limiter.allow()) {
      this.dropped = 0;
      return true;
    }
    this.dropped++;
    if (this.flooded) return false;
    if (!this.floodBudget.allow()) {
      this.flooded = true;
      this.log.warn(
        { conn: this.id, address: this.address, dropped: this.dropped },
        'connection closed: message flood',
      );
      this.socket.close(1008, 'too many messages');
      return false;
    }
    const now = Date.now();
    if (now - this.lastThrottleNotice < 1000) return false;
    this.lastThrottleNotice = now;
    this.reject(null, 'rate_limited', REFUSAL_SENTENCES.rate_limited);
    return false;
  }

  /** Whether it may say one more line of chat now. */
  mayChat(): boolean {
    return this.chatLimiter.allow();
  }

  /** One heartbeat: a connection that did not answer the last ping is terminated (a dead network looks like silence). */
  beat(): void {
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }
}
