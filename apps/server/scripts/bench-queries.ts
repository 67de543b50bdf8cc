/**
 * `npm run bench:queries`: what one table's life asks of PostgreSQL, statement
 * by statement. It runs the server in this process on a throwaway embedded
 * PostgreSQL (durable, as `npm start` runs it) and plays tables the way
 * `bench:server`'s levels do: a fork of a finished match at a random step
 * into a new room, the other seats joining, every seat connecting, the start,
 * the moves one at a time, and every socket closing. It prints, per table,
 * how many times each statement ran and its round trip (p50, from the query
 * being handed to `pg` to its answer), and the move's round trip from send to
 * acknowledgement. Statement counts are what table starts cost the database
 * and the server; they are exact, unlike CPU figures on a shared machine.
 * It then prints PostgreSQL's own time per move and per table (its start and
 * its sockets closing, the moves left out): the time its statements spent
 * executing and planning (pg_stat_statements) and the CPU of its processes
 * (the postmaster and its backends, /proc), each charged to the part of the
 * table's life that was going on.
 *
 * Options (environment): BENCH_TABLES=30  BENCH_GAME=hush-auction  BENCH_SEATS (default: the game's most)
 * BENCH_MOVE_GAP_MS=20 (a pause before each move, so that each commits alone)
 * BENCH_FORK=1 (0: each table is a new room whose match starts from the deal, as people open them)
 */
import pino from 'pino';
import { Client } from 'pg';
import { MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { findGame, randomMove, seedRng } from '@sprawl/rules';
import { buildServer } from '../src/app';
import { readConfig } from '../src/config';
import { LIFTED_LIMITS, prepareBench, printStatementStats } from './bench-database';
import { pct, wholeNumber } from './bench-figures';
import { processWith, treeCpuSeconds } from './proc-cpu';

const TABLES = wholeNumber('BENCH_TABLES', 30, 1);
const GAME = findGame(process.env.BENCH_GAME ?? 'hush-auction');
if (!GAME) throw new Error(`BENCH_GAME: no game ${process.env.BENCH_GAME}`);
const SEATS = wholeNumber('BENCH_SEATS', GAME.maxSeats, GAME.minSeats);
const MOVE_GAP_MS = wholeNumber('BENCH_MOVE_GAP_MS', 20, 0);
const FORK = process.env.BENCH_FORK !== '0';

/** Round trips of each statement, by a name that leaves out the values written into its text. */
const roundTrips = new Map<string, number[]>();

/** A statement's name: a prepared statement's own, or the start of its text with literals blanked. */
function statementName(query: unknown): string {
  if (typeof query === 'string')
    return query
      .replace(/'[^']*'/g, '?')
      .replace(/\s+/g, ' ')
      .slice(0, 60);
  const q = query as { name?: string; text?: string };
  return q.name ? `[${q.name}]` : (q.text ?? '').replace(/\s+/g, ' ').slice(0, 60);
}

/** Times every query of every pg client in this process, both the callback form (Pool.query) and the promise form. */
function timeQueries(): void {
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  (Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: Client,
    ...args: unknown[]
  ) {
    const name = statementName(args[0]);
    const started = performance.now();
    const done = () => {
      const list = roundTrips.get(name) ?? [];
      list.push(performance.now() - started);
      roundTrips.set(name, list);
    };
    const callback = args[args.length - 1];
    if (typeof callback === 'function')
      args[args.length - 1] = (...answer: unknown[]) => {
        done();
        return (callback as (...a: unknown[]) => unknown)(...answer);
      };
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(done, () => undefined);
    return result;
  };
}

/** Marks the meter's own queries, which are left out of the statements printed. */
const METER = '/* bench meter */';

/** PostgreSQL's use so far: its statements' time (ms) and its processes' CPU (s). */
interface PgUse {
  statementMs: number;
  cpu: number;
}

/**
 * Charges PostgreSQL's use to the part of a table's life going on since the
 * last charge: `table` (opening, joining, connecting, starting; the sockets
 * closing) or `moves`.
 */
class PgMeter {
  readonly used = { table: { statementMs: 0, cpu: 0 }, moves: { statementMs: 0, cpu: 0 } };
  private last: PgUse = { statementMs: 0, cpu: 0 };
  constructor(
    private readonly client: Client,
    private readonly postmaster: number,
  ) {}

  private async now(): Promise<PgUse> {
    const res = await this.client.query<{ ms: number }>(
      // The mark inside the statement: PostgreSQL keeps a statement's text from its first word, leading comments left out.
      `SELECT ${METER} COALESCE(sum(total_exec_time + total_plan_time), 0)::float8 AS ms FROM pg_stat_statements WHERE query NOT LIKE '%bench meter%'`,
    );
    return { statementMs: res.rows[0].ms, cpu: treeCpuSeconds(this.postmaster) ?? 0 };
  }

  async charge(to: 'table' | 'moves' | null): Promise<void> {
    const now = await this.now();
    if (to !== null) {
      this.used[to].statementMs += now.statementMs - this.last.statementMs;
      this.used[to].cpu += now.cpu - this.last.cpu;
    }
    this.last = now;
  }

  reset(): void {
    this.used.table = { statementMs: 0, cpu: 0 };
    this.used.moves = { statementMs: 0, cpu: 0 };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Source {
  roomId: string;
  matchId: string;
  token: string;
  length: number;
}

/** One table from opening its room to its sockets closing; returns the finished match and the moves' round trips. */
async function playTable(
  api: RoomsApi,
  wsUrl: string,
  n: number,
  source: Source | null,
  meter: PgMeter,
): Promise<{ source: Source; moveMs: number[] }> {
  await meter.charge(null);
  const host =
    source === null
      ? await api.createRoom({ game: GAME!.id, seats: SEATS, name: 'Runner 1' })
      : await api
          .fork(source.roomId, source.matchId, source.token, {
            step: Math.floor(Math.random() * source.length),
            seats: 'new',
          })
          .then((f) => ({ roomId: f.roomId, inviteCode: f.inviteCode, token: f.token as string }));
  const tokens = [host.token];
  for (let i = 1; i < SEATS; i++)
    tokens.push((await api.join({ inviteCode: host.inviteCode, name: `Runner ${i + 1}` })).token);
  const seats = tokens.map(
    (token) => new MatchConnection({ url: wsUrl, roomId: host.roomId, token, socket: nodeSocket, reconnect: false }),
  );
  await Promise.all(seats.map((c) => new Promise<void>((resolve) => c.onChange((s) => s.connected && resolve()))));
  await api.start(host.roomId, host.token);
  const rng = seedRng(`bench-queries:${n}`);
  const moveMs: number[] = [];
  // Every game's final view has a `final` (bench-bots.ts reads it the same way).
  const over = () => (seats[0].state.view as { final?: unknown } | null)?.final;
  await sleep(50);
  await meter.charge('table');
  while (!over()) {
    const mover = seats.find((c) => c.state.legal.length > 0);
    if (!mover) {
      await sleep(1);
      continue;
    }
    await sleep(MOVE_GAP_MS);
    const sent = performance.now();
    await mover.send(randomMove(rng, mover.state.legal as { type: string }[]));
    moveMs.push(performance.now() - sent);
  }
  await meter.charge('moves');
  const { matchId, version } = seats[0].state;
  for (const c of seats) c.close();
  await sleep(100);
  await meter.charge('table');
  return { source: { roomId: host.roomId, matchId: matchId as string, token: host.token, length: version }, moveMs };
}

async function main(): Promise<void> {
  // The server runs in this process, from source: only the database is prepared.
  const db = await prepareBench('bench-queries', { fromSource: true, statementStats: true });
  const config = { ...readConfig(LIFTED_LIMITS), webDir: '/nonexistent', port: 0, host: '127.0.0.1' };
  const meterClient = new Client({ connectionString: db.databaseUrl });
  await meterClient.connect();
  await meterClient.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const postmaster = processWith(db.dataDir);
  if (postmaster === null) throw new Error(`no PostgreSQL process names ${db.dataDir}`);
  const meter = new PgMeter(meterClient, postmaster);
  timeQueries();
  const server = await buildServer(config, db.databaseUrl, pino({ level: 'silent' }));
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.app.server.address() as { port: number }).port;
    const api = new RoomsApi(`http://127.0.0.1:${port}`);
    const wsUrl = `ws://127.0.0.1:${port}/ws`;
    // The first table plays a whole match from its start: the one the others fork (or a warm-up). It is not counted.
    const { source } = await playTable(api, wsUrl, 0, null, meter);
    roundTrips.clear();
    meter.reset();
    const moveMs: number[] = [];
    for (let n = 1; n <= TABLES; n++) {
      const table = await playTable(api, wsUrl, n, FORK ? source : null, meter);
      moveMs.push(...table.moveMs);
    }
    console.log(
      `Benchmark: one table's statements, ${GAME!.title}, ${SEATS} seats; ${TABLES} tables, ${FORK ? 'each forked from a finished match at a random step' : 'each a new room playing from the deal'}, its moves ${MOVE_GAP_MS} ms apart`,
    );
    console.log(`move: send to acknowledgement p50 ${pct(moveMs, 50).toFixed(2)} ms over ${moveMs.length} moves`);
    const rows = [...roundTrips]
      .filter(([name]) => !name.includes('bench meter'))
      .sort((a, b) => b[1].length - a[1].length);
    let total = 0;
    for (const [name, list] of rows) {
      total += list.length;
      console.log(
        `${(list.length / TABLES).toFixed(2).padStart(7)} per table  p50 ${pct(list, 50).toFixed(3).padStart(7)} ms  ${name}`,
      );
    }
    console.log(`${(total / TABLES).toFixed(2).padStart(7)} statements per table in all (moves' commits included)`);
    const { table, moves } = meter.used;
    const per = (use: PgUse, n: number) =>
      `statements ${((1000 * use.statementMs) / n).toFixed(0)} µs, CPU ${((1e6 * use.cpu) / n).toFixed(0)} µs`;
    console.log(`PostgreSQL per move:  ${per(moves, moveMs.length)}  (${moveMs.length} moves)`);
    console.log(`PostgreSQL per table: ${per(table, TABLES)}  (start and close, moves left out)`);
    // Where its statements' time went, warm-up table included.
    await printStatementStats(db.databaseUrl, 12);
  } finally {
    await meterClient.end();
    await server.app.close();
    await db.stop();
  }
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
