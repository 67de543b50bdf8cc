import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the match layer reports as moves go through it (matches/match-service.ts, matches/group-commit.ts). */
export interface MoveMetrics {
  accepted(secondsToBroadcast: number): void;
  refused(code: string): void;
  committed(batchSize: number, seconds: number): void;
}

/** Does nothing: for servers and tests without metrics. */
export const noMoveMetrics: MoveMetrics = {
  accepted: () => undefined,
  refused: () => undefined,
  committed: () => undefined,
};

/** What is read only when /metrics is scraped, so that counting costs nothing between scrapes. */
export interface MetricSources {
  sockets: () => Record<string, number>;
  liveMatches: () => number;
  pool: Pool;
}

/**
 * The server's Prometheus metrics, in a registry of its own (so several
 * servers in one process, as in the tests, do not share counters): moves
 * accepted and refused by code, commit latency and batch size, the time from
 * a move's arrival to its broadcast, sockets by role, live matches, the
 * PostgreSQL pool, and Node's own (event-loop delay, garbage collection, heap).
 */
export class Metrics implements MoveMetrics {
  readonly registry = new Registry();
  private readonly acceptedMoves: Counter;
  private readonly refusedMoves: Counter<'code'>;
  private readonly toBroadcast: Histogram;
  private readonly commitSeconds: Histogram;
  private readonly batchSize: Histogram;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'sprawl_' });
    this.acceptedMoves = new Counter({
      name: 'sprawl_moves_accepted_total',
      help: 'Moves and undos committed.',
      registers,
    });
    this.refusedMoves = new Counter({
      name: 'sprawl_moves_refused_total',
      help: 'Moves and undos refused, by error code.',
      labelNames: ['code'],
      registers,
    });
    this.toBroadcast = new Histogram({
      name: 'sprawl_move_to_broadcast_seconds',
      help: 'From taking a move out of its match queue to its patches being sent.',
      registers,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    });
    this.commitSeconds = new Histogram({
      name: 'sprawl_commit_seconds',
      help: 'Time of one commit statement (a batch of moves of different matches).',
      registers,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
    });
    this.batchSize = new Histogram({
      name: 'sprawl_commit_batch_size',
      help: 'Moves written by one commit statement.',
      registers,
      buckets: [1, 2, 4, 8, 16, 32, 64],
    });
    new Gauge({
      name: 'sprawl_sockets',
      help: 'Open WebSockets by role.',
      labelNames: ['role'],
      registers,
      collect() {
        for (const [role, n] of Object.entries(sources.sockets())) this.set({ role }, n);
      },
    });
    new Gauge({
      name: 'sprawl_live_matches',
      help: 'Matches held in memory.',
      registers,
      collect() {
        this.set(sources.liveMatches());
      },
    });
    new Gauge({
      name: 'sprawl_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, sources.pool.totalCount);
        this.set({ state: 'idle' }, sources.pool.idleCount);
        this.set({ state: 'waiting' }, sources.pool.waitingCount);
      },
    });
  }

  accepted(secondsToBroadcast: number): void {
    this.acceptedMoves.inc();
    this.toBroadcast.observe(secondsToBroadcast);
  }

  refused(code: string): void {
    this.refusedMoves.inc({ code });
  }

  committed(batchSize: number, seconds: number): void {
    this.batchSize.observe(batchSize);
    this.commitSeconds.observe(seconds);
  }
}
