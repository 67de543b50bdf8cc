import type { WireParams as Params } from '@sprawl/protocol';
import {
  applyPatch,
  PROTOCOL_VERSION,
  readServerMessage,
  type ChatLine,
  type ClientMessage,
  type RefusalCode,
  type RoomStatus,
  type ServerMessage,
  type WirePrompt,
} from '@sprawl/protocol';
import { LogLines } from './log-lines';
import { socketUrl } from './socket-url';

/** The subset of the WebSocket API the connection needs: the browser's WebSocket and `ws` both fit. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

/** A decision the table waits for: `text` in English; `key` and `params` are the same words for any language. */
export type Prompt = WirePrompt;

/** Everything a client knows about its table; replaced (never mutated) on each change. */
export interface TableState<V = unknown> {
  connected: boolean;
  role: 'seat' | 'spectator' | null;
  seat: number | null;
  room: RoomStatus | null;
  matchId: string | null;
  version: number;
  view: V | null;
  prompts: Prompt[];
  legal: unknown[];
  canUndo: boolean;
  /** Log lines of the current match received during this connection's lifetime, oldest first. */
  log: LogLines;
  /** The room's chat, oldest first (the latest lines only: see MAX_CHAT_KEPT). */
  chat: ChatLine[];
}

/** Chat lines a client keeps; older ones scroll away. */
const MAX_CHAT_KEPT = 200;

/**
 * New chat lines into the ones held, in the order they were said. With
 * several server processes a line may arrive twice or after a later one
 * (one said here, one fetched from another process), so lines are kept by id.
 */
function mergeChat(held: ChatLine[], incoming: ChatLine[]): ChatLine[] {
  const last = held.length ? held[held.length - 1].id : -1;
  if (incoming.every((l, i) => l.id > (i === 0 ? last : incoming[i - 1].id))) return [...held, ...incoming];
  const byId = new Map(held.map((l) => [l.id, l]));
  for (const l of incoming) byId.set(l.id, l);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A move or undo awaiting the server's answer, with what is needed to send it again under a new number. */
interface PendingMove {
  message: { type: 'action'; action: unknown } | { type: 'undo' };
  /** The table version the move was made on. */
  version: number;
  resolve: (v: number) => void;
  reject: (e: Rejection) => void;
  /** True once it has been sent again under a new number (it is never sent a third time). */
  renumbered: boolean;
}

/** Refusals the client makes itself, without the server's word. */
export type ClientRefusal = 'disconnected' | 'bad_server_message';

/**
 * A refused move or message: the server's stable code, its English sentence,
 * and, when the game's rules refused the move, their words (a catalogue key
 * and values) for a client that speaks another language.
 */
export class Rejection extends Error {
  constructor(
    readonly code: RefusalCode | ClientRefusal,
    message: string,
    readonly key?: string,
    readonly params?: Params,
  ) {
    super(message);
  }
}

export interface ConnectionOptions {
  /** The WebSocket's address (`ws://host/ws`); the room is added to it as `?room=<roomId>` (socket-url.ts). */
  url: string;
  roomId: string;
  token?: string;
  inviteCode?: string;
  socket: SocketFactory;
  /** Reconnect after a drop (default true), with this first delay in ms. */
  reconnect?: boolean;
  reconnectDelayMs?: number;
  /** Sees every frame and its parsed message (instrumentation: benchmarks, debugging). */
  onFrame?: (text: string, msg: ServerMessage) => void;
}

/**
 * A live connection to one room: keeps a local copy of the view by applying
 * the server's patches, notices missing versions and asks for a resync, sends
 * moves with sequence numbers and resolves each on its ack or rejection, and
 * reconnects with the seat token after a drop.
 */
export class MatchConnection<V = unknown> {
  state: TableState<V> = {
    connected: false,
    role: null,
    seat: null,
    room: null,
    matchId: null,
    version: -1,
    view: null,
    prompts: [],
    legal: [],
    canUndo: false,
    log: LogLines.empty,
    chat: [],
  };
  private socket: SocketLike | null = null;
  private seq = 0;
  private readonly pending = new Map<number, PendingMove>();
  /** A move refused only for its number ('duplicate'): sent again once the full view that follows shows nothing was played since. */
  private renumbering: { move: PendingMove; rejection: Rejection } | null = null;
  private readonly listeners = new Set<(s: TableState<V>) => void>();
  private readonly rejectionListeners = new Set<(r: Rejection) => void>();
  private closedByUser = false;
  private delay: number;
  /** Set between asking for a resync and receiving the full view: patches in between are ignored. */
  private resyncing = false;

  constructor(private readonly opts: ConnectionOptions) {
    this.delay = opts.reconnectDelayMs ?? 500;
    this.open();
  }

  onChange(listener: (s: TableState<V>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Rejections that belong to no pending move (malformed frames, rate limits...). */
  onRejection(listener: (r: Rejection) => void): () => void {
    this.rejectionListeners.add(listener);
    return () => this.rejectionListeners.delete(listener);
  }

  private update(patch: Partial<TableState<V>>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l(this.state);
  }

  private open(): void {
    const socket = this.opts.socket(socketUrl(this.opts.url, this.opts.roomId));
    this.socket = socket;
    socket.onopen = () => {
      this.delay = this.opts.reconnectDelayMs ?? 500;
      this.resyncing = false;
      this.raw({
        type: 'hello',
        v: PROTOCOL_VERSION,
        roomId: this.opts.roomId,
        token: this.opts.token,
        inviteCode: this.opts.inviteCode,
        lastVersion: this.state.version >= 0 ? this.state.version : undefined,
      });
    };
    socket.onmessage = (ev) => this.receive(String(ev.data));
    socket.onerror = () => undefined;
    socket.onclose = () => {
      this.update({ connected: false });
      const dropped = new Rejection('disconnected', 'The connection dropped before the server answered.');
      for (const [, p] of this.pending) p.reject(dropped);
      this.pending.clear();
      this.renumbering?.move.reject(dropped);
      this.renumbering = null;
      if (!this.closedByUser && this.opts.reconnect !== false) {
        setTimeout(() => !this.closedByUser && this.open(), this.delay);
        this.delay = Math.min(this.delay * 2, 10_000);
      }
    };
  }

  /** Sends any message as is (tests use it to send bad input). */
  raw(message: ClientMessage | Record<string, unknown> | string): void {
    if (this.socket && this.socket.readyState === 1)
      this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  private receive(text: string): void {
    const msg = readServerMessage(text);
    if (msg === null) {
      for (const l of this.rejectionListeners)
        l(
          new Rejection(
            'bad_server_message',
            'The server sent a message this client does not understand; try reloading.',
          ),
        );
      return;
    }
    this.opts.onFrame?.(text, msg);
    switch (msg.type) {
      case 'welcome':
        return this.update({ connected: true, role: msg.role, seat: msg.seat, room: msg.room });
      case 'room':
        // Back in the lobby after a match (someone declined the rematch): no table until the next match.
        if (msg.room.matchId === null && this.state.matchId !== null) {
          return this.update({
            room: msg.room,
            matchId: null,
            version: -1,
            view: null,
            prompts: [],
            legal: [],
            canUndo: false,
            log: LogLines.empty,
          });
        }
        return this.update({ room: msg.room });
      case 'state': {
        this.resyncing = false;
        // After a reload or on a second device, continue above every move number this seat already used.
        this.seq = Math.max(this.seq, msg.nextClientSeq);
        // A new match in the room (a rematch) starts a new log.
        const log = msg.matchId === this.state.matchId ? this.state.log : LogLines.empty;
        this.update({
          matchId: msg.matchId,
          version: msg.version,
          view: msg.view as V,
          prompts: msg.prompts,
          legal: msg.legal,
          canUndo: msg.canUndo,
          log: log.append(msg.log),
        });
        return this.renumber();
      }
      case 'chat': {
        const chat = msg.replace ? msg.lines : mergeChat(this.state.chat, msg.lines);
        return this.update({ chat: chat.slice(-MAX_CHAT_KEPT) });
      }
      case 'patch': {
        // The move this patch carries out is accepted, whatever happens to the patch itself.
        if (msg.ack !== undefined) this.settle(msg.ack, msg.version);
        // Another tab or device holding this seat may have made this move with the next numbers this one would use:
        // move numbers must rise with every step, or this tab's next move is refused as already played. (A step of
        // another seat spends a number for nothing; a number costs nothing and the server allows gaps.)
        else this.seq += Math.max(1, msg.version - msg.from);
        if (this.resyncing) return;
        // A gap (a lost or reordered frame, or a stale local copy): get the whole view again.
        if (msg.from !== this.state.version || this.state.view === null) return this.resync();
        let view: V;
        try {
          // The message was parsed from this frame's text and is used for nothing else: its values can move into the view.
          view = applyPatch(this.state.view, msg.patch, { adoptValues: true });
        } catch {
          return this.resync();
        }
        return this.update({
          version: msg.version,
          view,
          // Left out when this seat is told the same as in the previous message.
          prompts: msg.prompts ?? this.state.prompts,
          legal: msg.legal ?? this.state.legal,
          canUndo: msg.canUndo ?? this.state.canUndo,
          log: this.state.log.append(msg.log),
        });
      }
      case 'ack':
        return this.settle(msg.clientSeq, msg.version);
      case 'rejected': {
        const r = new Rejection(msg.code, msg.message, msg.key, msg.params);
        const p = msg.clientSeq !== null ? this.pending.get(msg.clientSeq) : undefined;
        if (p) {
          this.pending.delete(msg.clientSeq as number);
          // Refused for its number alone (another tab used it first): the full view follows, and says whether to send it again.
          if (msg.code === 'duplicate' && !p.renumbered && this.renumbering === null)
            this.renumbering = { move: p, rejection: r };
          else p.reject(r);
        } else {
          for (const l of this.rejectionListeners) l(r);
        }
        return;
      }
      case 'pong':
        return;
    }
  }

  /** Resolves the move with this number as accepted at `version`. */
  private settle(clientSeq: number, version: number): void {
    this.pending.get(clientSeq)?.resolve(version);
    this.pending.delete(clientSeq);
  }

  /** Asks for the full view again (after any version mismatch). */
  resync(): void {
    this.resyncing = true;
    this.raw({ type: 'resync' });
  }

  /**
   * After a 'duplicate' refusal and the full view that follows it: when the
   * game is still at the step the move was made on, nothing was played in
   * between, so the refusal was about the move's number only (another tab of
   * this seat had used it). The move goes again, once, with the fresh number
   * the view brought; the version check keeps it from ever being played twice.
   */
  private renumber(): void {
    const held = this.renumbering;
    if (!held) return;
    this.renumbering = null;
    if (held.move.version !== this.state.version) return held.move.reject(held.rejection);
    this.dispatch({ ...held.move, renumbered: true });
  }

  private dispatch(move: PendingMove): void {
    if (!this.socket || this.socket.readyState !== 1)
      return move.reject(new Rejection('disconnected', 'Not connected to the server.'));
    const clientSeq = this.seq++;
    this.pending.set(clientSeq, move);
    this.raw({ ...move.message, clientSeq, version: move.version });
  }

  private request(message: PendingMove['message']): Promise<number> {
    return new Promise((resolve, reject) => {
      this.dispatch({ message, version: this.state.version, resolve, reject, renumbered: false });
    });
  }

  /** Sends a move; resolves with the new version once the server has stored it. */
  send(action: unknown): Promise<number> {
    return this.request({ type: 'action', action });
  }

  undo(): Promise<number> {
    return this.request({ type: 'undo' });
  }

  /** Says a line in the room's chat; a refusal (too long, too fast, muted) reaches the rejection listeners. */
  say(text: string): void {
    this.raw({ type: 'chat', text });
  }

  close(): void {
    this.closedByUser = true;
    this.socket?.close();
  }

  /**
   * Drops the socket as a lost network would: unlike close(), the connection
   * then reconnects as after any drop (unless made with `reconnect: false`).
   * For tests of a client's behaviour across a drop.
   */
  drop(): void {
    this.socket?.close();
  }
}
