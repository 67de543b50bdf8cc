import { sql } from 'kysely';
import crypto from 'node:crypto';
import { Client, type Notification, type Pool } from 'pg';
import type { Logger } from 'pino';
import { prepare } from './query';

/** Channels: a committed move (`<server> <matchId> <version>`: the SQL function move_announced), a changed room (`<server> <roomId>`). */
export const MOVES_CHANNEL = 'sprawl_moves';
const ROOMS_CHANNEL = 'sprawl_rooms';

const RECONNECT_MS = 1000;

const roomAnnounced = prepare(
  'room-announced',
  (channel: string, payload: string) => sql`SELECT pg_notify(${channel}, ${payload})`,
);

/**
 * Several server processes may share one database, each with its own
 * WebSocket clients. Fan-out tells each process what the others changed,
 * through PostgreSQL's LISTEN/NOTIFY: the statement that accepts moves
 * notifies MOVES_CHANNEL in its own transaction (so the news leaves only
 * with the COMMIT), and room changes are announced on ROOMS_CHANNEL. Each
 * process listens on one connection of its own and hands what others
 * announced to its listeners; its own announcements come back and are
 * dropped here. A lost listening connection is reopened; what was missed
 * meanwhile is caught up on the next move (the match reads the log from its
 * version on) or the next reload.
 */
export class Fanout {
  private client: Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly moveListeners = new Set<(matchId: string, version: number) => void>();
  private readonly roomListeners = new Set<(roomId: string) => void>();
  /** Tags what this server announces, so that it skips its own announcements when they come back. */
  readonly serverId = crypto.randomBytes(6).toString('base64url');

  constructor(
    private readonly databaseUrl: string,
    private readonly pool: Pool,
    private readonly log: Logger,
  ) {}

  onMove(listener: (matchId: string, version: number) => void): void {
    this.moveListeners.add(listener);
  }

  onRoom(listener: (roomId: string) => void): void {
    this.roomListeners.add(listener);
  }

  async start(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    client.on('notification', (n) => this.heard(n));
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.log.warn({ err }, 'fan-out connection lost; reopening it');
      this.client = null;
      void client.end().catch(() => undefined);
      this.reconnectLater();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${MOVES_CHANNEL}; LISTEN ${ROOMS_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      // Closed while connecting: nobody would end this connection later.
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  /** Announces a room change to the other processes (best effort: a failure is logged, the change itself stands). */
  announceRoom(roomId: string): void {
    if (this.closed) return;
    roomAnnounced(this.pool, ROOMS_CHANNEL, `${this.serverId} ${roomId}`).catch((err: unknown) => {
      this.log.warn({ err, room: roomId }, 'could not announce a room change');
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private heard(n: Notification): void {
    const parts = (n.payload ?? '').split(' ');
    if (parts[0] === this.serverId) return;
    if (n.channel === MOVES_CHANNEL && parts.length === 3) {
      const version = Number(parts[2]);
      if (Number.isInteger(version)) for (const l of this.moveListeners) l(parts[1], version);
    } else if (n.channel === ROOMS_CHANNEL && parts.length === 2) {
      for (const l of this.roomListeners) l(parts[1]);
    }
  }

  private reconnectLater(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.start().catch((err: unknown) => {
        this.log.warn({ err }, 'fan-out connection could not be reopened; trying again');
        this.reconnectLater();
      });
    }, RECONNECT_MS);
  }
}
