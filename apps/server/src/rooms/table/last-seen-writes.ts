import { sql } from 'kysely';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { prepare } from '../../db/query';

/**
 * How long a seat's goodbye waits for the others of its room: a table's
 * sockets close together when its match ends, and share one write.
 */
const GATHER_MS = 10;

/**
 * The seats of one room whose last connection closed, written as one. The
 * room's row is share-locked first, the order every change to a room takes
 * its locks in (the room, then its seats): locking seats alone, in whatever
 * order a scan met them, deadlocked once with a rematch writing the same
 * seats under the room's lock (an outside try), and PostgreSQL then held the
 * rematch a second before giving this write up.
 */
const recordLastSeen = prepare(
  'record-last-seen-seats',
  (roomId: string, seats: number[]) =>
    sql`WITH room AS (SELECT id FROM rooms WHERE id = ${roomId} FOR SHARE)
    UPDATE seats SET last_seen_at = (now() AT TIME ZONE 'UTC')
    WHERE room_id = (SELECT id FROM room) AND index = ANY(${seats}::int[])`,
);

/**
 * Writes when each seat was last seen (rooms/devices/last-seen.ts says why
 * it is kept): a table of five closing its sockets made five updates, one
 * statement of PostgreSQL's each (issue 52's table starts). Until the write
 * lands, this process's memory (Presence) knows the moment already.
 */
export class LastSeenWrites {
  private readonly waiting = new Map<string, Set<number>>();
  private readonly writing = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly log: Logger,
  ) {}

  /** The seat's last connection closed now. */
  closed(roomId: string, seat: number): void {
    const seats = this.waiting.get(roomId) ?? new Set<number>();
    seats.add(seat);
    this.waiting.set(roomId, seats);
    this.timer ??= setTimeout(() => this.flush(), GATHER_MS);
  }

  /** Writes what waits at once and resolves once every write has landed (or failed): before the pool closes. */
  async settled(): Promise<void> {
    this.flush();
    await Promise.all(this.writing);
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const [roomId, seats] of this.waiting) {
      const write = this.write(roomId, [...seats]).finally(() => this.writing.delete(write));
      this.writing.add(write);
    }
    this.waiting.clear();
  }

  private async write(roomId: string, seats: number[]): Promise<void> {
    try {
      await recordLastSeen(this.pool, roomId, seats);
    } catch (err) {
      this.log.warn({ err, room: roomId, seats }, 'could not record when seats were last seen');
    }
  }
}
