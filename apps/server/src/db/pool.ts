import { Pool } from 'pg';
import type { Logger } from 'pino';

/** How many connections, and how long a query waits for one before it fails (so that a dead or swamped database refuses instead of holding requests). */
export interface PoolSize {
  connections: number;
  waitMs: number;
}

/** node-postgres's defaults for the size, and five seconds of waiting. */
const DEFAULT_SIZE: PoolSize = { connections: 10, waitMs: 5000 };

/**
 * Each connection plans a named statement once and runs that plan for every
 * later call. Left to itself PostgreSQL kept planning the larger ones on
 * every call (a plan made for the values at hand looked cheaper than the
 * general one): a new match's insert spent 0.28 ms planning for 0.11 ms of
 * work, and at 200 matches planning took a fifth of the database's time in
 * statements; this halves it (docs/benchmarks-history.md). Every named statement
 * here reads or writes rows by their keys, for which the general plan is
 * the plan. Set per session, not as a startup option, which a pooler such as
 * PgBouncer may refuse.
 */
const SESSION_SETTINGS = 'SET plan_cache_mode = force_generic_plan';

/**
 * The server's one pool of PostgreSQL connections. Every statement the server
 * runs goes through it (db/query.ts, each prepared once by name), the one that
 * accepts moves included (matches/commit.ts); Prisma's client, made only for
 * tests and scripts (app.ts `db`), runs on it too. (Giving the move statement
 * connections of its own made no difference that the benchmark could see.)
 *
 * When PostgreSQL goes away, its idle connections fail outside any query;
 * `pg` reports that as an 'error' event, which would end the process if
 * nobody listened. The pool drops those connections and makes new ones once
 * the database is back, so logging is all there is to do.
 */
export function createPool(databaseUrl: string, log?: Logger, size: PoolSize = DEFAULT_SIZE): Pool {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: size.connections,
    connectionTimeoutMillis: size.waitMs,
    // Runs before the connection serves its first query; a database that refuses the setting still serves, planning as before.
    onConnect: async (client) => {
      try {
        await client.query(SESSION_SETTINGS);
      } catch (err) {
        log?.warn({ err: (err as Error).message }, 'a session setting was refused');
      }
    },
  });
  // Once the pool is ending, its connections are closing anyway: `end` resolves before their sockets are closed, and an
  // embedded PostgreSQL stopped right after it ends what is left ("terminating connection"), which is no loss.
  pool.on('error', (err) => {
    if (!pool.ending) log?.warn({ err: err.message }, 'an idle database connection was lost');
  });
  return pool;
}
