import { sql } from 'kysely';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { prepare } from './query';

/**
 * Who carries a running match's background work (its bots, stand-ins and
 * turn clock): the process that holds the match's lease. Any process accepts
 * a person's move; only the lease holder plays bots and runs clocks, so a
 * match never has two bots answering for one seat.
 */
export interface MatchLeases {
  /** Tries to take the leases of `matchIds`; returns those this process now holds (already held ones included). */
  claim(matchIds: readonly string[]): Promise<Set<string>>;
  /** Gives a lease back (the match ended, or has no background work left). */
  release(matchId: string): Promise<void>;
  holds(matchId: string): boolean;
  /** Called when every lease was lost at once (the leasing connection dropped). */
  onLost(listener: () => void): void;
  /** Whether other processes may hold leases too (they are then looked for again from time to time). */
  readonly shared: boolean;
  close(): Promise<void>;
}

/** One process alone on its database: every lease is its own. */
export class SoleLeases implements MatchLeases {
  readonly shared = false;
  private readonly held = new Set<string>();

  async claim(matchIds: readonly string[]): Promise<Set<string>> {
    for (const id of matchIds) this.held.add(id);
    return new Set(matchIds);
  }

  async release(matchId: string): Promise<void> {
    this.held.delete(matchId);
  }

  holds(matchId: string): boolean {
    return this.held.has(matchId);
  }

  onLost(): void {}

  async close(): Promise<void> {}
}

/** Advisory lock keys are two int4s: this one marks ours, the match id's hash the other. */
const LEASE_SPACE = 0x53505257;

const leasesTaken = prepare(
  'leases-taken',
  (matchIds: string[], space: number) => sql<{ id: string }>`
    SELECT id FROM unnest(${matchIds}::text[]) AS id WHERE pg_try_advisory_lock(${space}, hashtext(id))`,
);

const leaseGivenBack = prepare(
  'lease-given-back',
  (space: number, matchId: string) => sql`SELECT pg_advisory_unlock(${space}, hashtext(${matchId}))`,
);
const RECONNECT_MS = 1000;

/**
 * Leases as PostgreSQL session advisory locks, held on one connection of
 * this process's own. When the process dies, however it dies, PostgreSQL
 * ends its session and every lock it held is free at once for another
 * process to take; no expiry to wait out, no clock to trust. Two ids with
 * one hash share a lock, which only means that one process carries both.
 * If the connection drops while the process lives, its leases are gone too:
 * it stops every match's background work (onLost) and claims again once
 * reconnected, so that a match never has two carriers.
 */
export class AdvisoryLeases implements MatchLeases {
  readonly shared = true;
  private client: Client | null = null;
  private readonly held = new Set<string>();
  private readonly lostListeners = new Set<() => void>();
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'sprawl-leases' });
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.log.warn(
        { err, leases: this.held.size },
        'lease connection lost: this process stops carrying its matches until it reconnects',
      );
      this.client = null;
      this.held.clear();
      void client.end().catch(() => undefined);
      for (const l of this.lostListeners) l();
      this.reconnectLater();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  async claim(matchIds: readonly string[]): Promise<Set<string>> {
    const client = this.client;
    const wanted = matchIds.filter((id) => !this.held.has(id));
    if (client && wanted.length > 0) {
      const taken = await leasesTaken(client, wanted, LEASE_SPACE);
      // Taken on a connection that has since been lost: those locks died with it.
      if (this.client === client) for (const row of taken) this.held.add(row.id);
    }
    return new Set(matchIds.filter((id) => this.held.has(id)));
  }

  async release(matchId: string): Promise<void> {
    if (!this.held.delete(matchId)) return;
    if (!this.client) return;
    await leaseGivenBack(this.client, LEASE_SPACE, matchId).catch((err: unknown) => {
      this.log.warn({ err, match: matchId }, 'could not give a lease back (it ends with the connection)');
    });
  }

  holds(matchId: string): boolean {
    return this.held.has(matchId);
  }

  onLost(listener: () => void): void {
    this.lostListeners.add(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.held.clear();
    await client?.end().catch(() => undefined);
  }

  private reconnectLater(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.start().catch((err: unknown) => {
        this.log.warn({ err }, 'lease connection could not be reopened; trying again');
        this.reconnectLater();
      });
    }, RECONNECT_MS);
  }
}
