import { sql } from 'kysely';
import type { Logger } from 'pino';
import { prepare, type Queryable } from '../../db/query';
import type { RowOf } from '../../db/rows';
import { SerialQueues } from '../../matches/serial';

/** What the other server processes say of one seat. */
export interface RemoteSeat {
  /** Some live process holds a socket for the seat. */
  connected: boolean;
  /** When the seat's last socket on another process closed (or that process stopped answering), in ms since the epoch. */
  leftAt: number | null;
}

/** A process that stops saying it is alive for this long is taken for dead, its sockets with it. */
const ALIVE_FOR_MS = 15_000;
const BEAT_MS = 5_000;
/** Rows of processes dead for longer than this are deleted (their last departures no longer matter). */
const FORGET_AFTER_MS = 24 * 3600_000;

/** What another process said of a seat, its times in ms since the epoch, and whether that process is alive. */
type RemoteRow = RowOf<'seat_presence', 'seat' | 'connections'> & {
  changedAt: number;
  aliveUntil: number;
  alive: boolean;
};

const remoteSeats = prepare(
  'remote-seats',
  (roomId: string, serverId: string) => sql<RemoteRow>`
  SELECT p.seat, p.connections, (extract(epoch FROM p.changed_at) * 1000)::float8 AS "changedAt",
    (extract(epoch FROM s.alive_until) * 1000)::float8 AS "aliveUntil", s.alive_until > (now() AT TIME ZONE 'UTC') AS alive
  FROM seat_presence p JOIN servers s ON s.id = p.server_id
  WHERE p.room_id = ${roomId} AND p.server_id <> ${serverId}`,
);

const recorded = prepare(
  'seat-presence-record',
  (serverId: string, roomId: string, seat: number, connections: number) => sql`
    INSERT INTO seat_presence (server_id, room_id, seat, connections, changed_at) VALUES (${serverId}, ${roomId}, ${seat}, ${connections}, now() AT TIME ZONE 'UTC')
    ON CONFLICT (server_id, room_id, seat) DO UPDATE SET connections = EXCLUDED.connections, changed_at = EXCLUDED.changed_at`,
);

const allClosed = prepare(
  'seat-presence-closed',
  (serverId: string) => sql`
    UPDATE seat_presence SET connections = 0, changed_at = now() AT TIME ZONE 'UTC' WHERE server_id = ${serverId} AND connections > 0`,
);

const aliveFor = prepare(
  'server-alive',
  (serverId: string, forMs: number) => sql`
    INSERT INTO servers (id, alive_until) VALUES (${serverId}, (now() AT TIME ZONE 'UTC') + ${forMs} * interval '1 millisecond')
    ON CONFLICT (id) DO UPDATE SET alive_until = EXCLUDED.alive_until`,
);

const deadForgotten = prepare(
  'servers-forget-dead',
  (afterMs: number) => sql`
    DELETE FROM servers WHERE alive_until < (now() AT TIME ZONE 'UTC') - ${afterMs} * interval '1 millisecond'`,
);

/**
 * With several server processes (FANOUT), a player is present if any of
 * them holds a socket for their seat. Each process writes how many sockets
 * it holds per seat to `seat_presence` and keeps its `servers` row alive;
 * the room's status reads the other processes' rows. A process that dies
 * stops beating: its seats count as left when its row expired, so a
 * co-player can hand them to a bot only after the grace period from then.
 */
export class SharedPresence {
  private beat: NodeJS.Timeout | null = null;
  /** Writes for one seat go out in the order they happened. */
  private readonly writes = new SerialQueues();

  constructor(
    private readonly pool: Queryable,
    readonly serverId: string,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    await this.alive();
    this.beat = setInterval(
      () => void this.alive().catch((err: unknown) => this.log.warn({ err }, 'could not say this process is alive')),
      BEAT_MS,
    );
    this.beat.unref();
  }

  /** This process now holds `connections` sockets for the seat. */
  record(roomId: string, seat: number, connections: number): Promise<void> {
    return this.writes.run(`${roomId}:${seat}`, async () => {
      await recorded(this.pool, this.serverId, roomId, seat, connections);
    });
  }

  /** The room's seats as the other processes see them. */
  async remote(roomId: string): Promise<Map<number, RemoteSeat>> {
    const seats = new Map<number, RemoteSeat>();
    for (const row of await remoteSeats(this.pool, roomId, this.serverId)) {
      const seat = seats.get(row.seat) ?? { connected: false, leftAt: null };
      if (row.alive && row.connections > 0) seat.connected = true;
      else {
        // Sockets of a dead process closed, at the latest, when it stopped beating.
        const left = row.alive || row.connections === 0 ? row.changedAt : row.aliveUntil;
        seat.leftAt = Math.max(seat.leftAt ?? 0, left);
      }
      seats.set(row.seat, seat);
    }
    return seats;
  }

  async close(): Promise<void> {
    if (this.beat) clearInterval(this.beat);
    await this.writes.drain();
    // Sockets closed with the process: the seats it held are left from now.
    await allClosed(this.pool, this.serverId).catch((err: unknown) =>
      this.log.warn({ err }, 'could not record the sockets closed at shutdown'),
    );
  }

  private async alive(): Promise<void> {
    await aliveFor(this.pool, this.serverId, ALIVE_FOR_MS);
    await deadForgotten(this.pool, FORGET_AFTER_MS);
  }
}
