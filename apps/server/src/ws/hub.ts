import { diff, MAX_FRAME_BYTES, PROTOCOL_VERSION, clientMessageSchema, type ServerMessage } from '@sprawl/protocol';
import type { LogLine, Viewer } from '@sprawl/rules';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import { ServiceError } from '../errors';
import type { Change, MatchService } from '../matches/match-service';
import type { RoomService } from '../rooms/room-service';
import { RateLimiter } from '../security/rate-limit';

/** One open WebSocket and what its viewer last received. */
interface Connection {
  socket: WebSocket;
  roomId: string | null;
  seat: number | null;
  /** The view this connection holds, to diff the next one against. */
  view: unknown;
  version: number;
  matchId: string | null;
  limiter: RateLimiter;
}

/**
 * The WebSocket side: authenticates connections, routes moves to the match
 * service, and sends each viewer a patch from its own previous view to its
 * new one after every committed change. Only rules-built views leave here.
 */
export class Hub {
  private readonly rooms = new Map<string, Set<Connection>>();

  constructor(private readonly matches: MatchService, private readonly roomService: RoomService, private readonly log: Logger) {
    matches.onChange((change) => void this.broadcast(change));
    roomService.onChange((roomId) => void this.roomChanged(roomId));
  }

  accept(socket: WebSocket, address: string): void {
    const conn: Connection = { socket, roomId: null, seat: null, view: null, version: -1, matchId: null, limiter: new RateLimiter(20, 40) };
    this.log.info({ address }, 'connection opened');
    socket.on('message', (data, isBinary) => void this.onMessage(conn, data as Buffer, isBinary));
    socket.on('close', () => this.onClose(conn));
    socket.on('error', (err) => this.log.warn({ err }, 'socket error'));
  }

  private send(conn: Connection, message: ServerMessage): void {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message));
  }

  private reject(conn: Connection, clientSeq: number | null, code: string, message: string): void {
    this.send(conn, { type: 'rejected', clientSeq, code, message });
  }

  private async onMessage(conn: Connection, data: Buffer, isBinary: boolean): Promise<void> {
    if (!conn.limiter.allow()) return this.reject(conn, null, 'rate_limited', 'Too many messages; slow down.');
    if (isBinary || data.length > MAX_FRAME_BYTES) return this.reject(conn, null, 'frame_too_large', `Messages must be JSON text of at most ${MAX_FRAME_BYTES} bytes.`);
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString('utf8'));
    } catch {
      return this.reject(conn, null, 'malformed_json', 'That message is not valid JSON.');
    }
    const parsed = clientMessageSchema.safeParse(raw);
    if (!parsed.success) {
      const type = (raw as { type?: unknown })?.type;
      const known = ['hello', 'action', 'undo', 'resync', 'ping'].includes(String(type));
      const issue = parsed.error.issues[0];
      const clientSeq = typeof (raw as { clientSeq?: unknown })?.clientSeq === 'number' ? (raw as { clientSeq: number }).clientSeq : null;
      return known
        ? this.reject(conn, clientSeq, 'bad_message', `That ${String(type)} message is malformed (${issue.path.join('.') || 'message'}: ${issue.message}).`)
        : this.reject(conn, null, 'unknown_type', `Unknown message type "${String(type)}".`);
    }
    const msg = parsed.data;
    try {
      switch (msg.type) {
        case 'ping': return this.send(conn, { type: 'pong' });
        case 'hello': return await this.hello(conn, msg);
        case 'resync': return await this.sendFull(conn);
        case 'action':
        case 'undo': {
          if (conn.roomId === null) return this.reject(conn, msg.clientSeq, 'not_authenticated', 'Say hello with your seat token first.');
          if (conn.seat === null) return this.reject(conn, msg.clientSeq, 'spectator', 'Spectators cannot make moves.');
          if (conn.matchId === null) return this.reject(conn, msg.clientSeq, 'not_started', 'The match has not started yet.');
          const version = await this.matches.submit(conn.matchId, {
            seat: conn.seat, kind: msg.type === 'undo' ? 'undo' : 'move', action: msg.type === 'action' ? msg.action : undefined,
            clientSeq: msg.clientSeq, version: msg.version,
          });
          return this.send(conn, { type: 'ack', clientSeq: msg.clientSeq, version });
        }
      }
    } catch (e) {
      const clientSeq = 'clientSeq' in msg ? msg.clientSeq : null;
      if (e instanceof ServiceError) {
        this.reject(conn, clientSeq, e.code, e.message);
        if (e.code === 'stale_version') await this.sendFull(conn).catch(() => undefined);
        return;
      }
      this.log.error({ err: e }, 'message failed');
      this.reject(conn, clientSeq, 'server_error', 'Something went wrong on the server; your move was not recorded.');
    }
  }

  private async hello(conn: Connection, msg: Extract<ReturnType<typeof clientMessageSchema.parse>, { type: 'hello' }>): Promise<void> {
    if (conn.roomId !== null) return this.reject(conn, null, 'already_authenticated', 'This connection has already said hello.');
    let seat: number | null = null;
    if (msg.token) seat = await this.roomService.seatOf(msg.roomId, msg.token);
    else await this.roomService.checkInvite(msg.roomId, msg.inviteCode);
    conn.roomId = msg.roomId;
    conn.seat = seat;
    const set = this.rooms.get(msg.roomId) ?? new Set<Connection>();
    set.add(conn);
    this.rooms.set(msg.roomId, set);
    if (seat !== null) this.roomService.setPresence(msg.roomId, seat, 1);
    const room = await this.roomService.status(msg.roomId);
    this.log.info({ room: msg.roomId, seat }, 'connection authenticated');
    this.send(conn, { type: 'welcome', v: PROTOCOL_VERSION, role: seat === null ? 'spectator' : 'seat', seat, room });
    if (room.matchId) {
      conn.matchId = room.matchId;
      await this.sendFull(conn);
    }
  }

  private viewer(conn: Connection): Viewer {
    return conn.seat === null ? { kind: 'spectator' } : { kind: 'seat', seat: conn.seat };
  }

  /** What every state message carries besides the view, built for this connection. */
  private async extras(conn: Connection, log: LogLine[]) {
    const rt = await this.matches.runtime(conn.matchId as string);
    const game = rt.game;
    return {
      rt,
      fields: {
        matchId: rt.id,
        version: rt.version,
        // Each seat gets only the decisions it owes; who owes what is public in the view's `pending`.
        prompts: conn.seat === null ? [] : game.prompts(rt.state).filter((p) => p.seat === conn.seat),
        legal: conn.seat === null ? [] : game.legalActions(rt.state, conn.seat),
        canUndo: conn.seat === null ? false : await this.matches.canUndo(rt.id, conn.seat),
        log,
      },
    };
  }

  private async sendFull(conn: Connection, log: LogLine[] = []): Promise<void> {
    if (conn.matchId === null) {
      if (conn.roomId) this.send(conn, { type: 'room', room: await this.roomService.status(conn.roomId) });
      return;
    }
    const { rt, fields } = await this.extras(conn, log);
    const view = rt.game.view(rt.state, this.viewer(conn));
    conn.view = view;
    conn.version = rt.version;
    this.send(conn, { type: 'state', ...fields, view });
  }

  private async broadcast(change: Change): Promise<void> {
    for (const conn of this.rooms.get(change.roomId) ?? []) {
      if (conn.matchId !== change.matchId) continue;
      try {
        const { rt, fields } = await this.extras(conn, change.log);
        const view = rt.game.view(rt.state, this.viewer(conn));
        const patch = diff(conn.view, view);
        this.send(conn, { type: 'patch', ...fields, from: conn.version, patch });
        conn.view = view;
        conn.version = rt.version;
      } catch (err) {
        this.log.error({ err, match: change.matchId }, 'broadcast failed');
      }
    }
  }

  private async roomChanged(roomId: string): Promise<void> {
    const conns = this.rooms.get(roomId);
    if (!conns || conns.size === 0) return;
    const room = await this.roomService.status(roomId);
    for (const conn of conns) {
      this.send(conn, { type: 'room', room });
      // The match just started: everyone in the room gets its first full view.
      if (room.matchId && conn.matchId !== room.matchId) {
        conn.matchId = room.matchId;
        await this.sendFull(conn).catch((err: unknown) => this.log.error({ err }, 'first view failed'));
      }
    }
  }

  private onClose(conn: Connection): void {
    this.log.info({ room: conn.roomId, seat: conn.seat }, 'connection closed');
    if (conn.roomId === null) return;
    this.rooms.get(conn.roomId)?.delete(conn);
    if (conn.seat !== null) this.roomService.setPresence(conn.roomId, conn.seat, -1);
  }

  closeAll(): void {
    for (const set of this.rooms.values()) for (const conn of set) conn.socket.close(1001, 'server shutting down');
  }
}
