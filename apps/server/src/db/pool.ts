import { Pool } from 'pg';
import type { Logger } from 'pino';

/** How long a query waits for a connection before it fails, so that a dead database refuses moves instead of holding them. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * The server's one pool of PostgreSQL connections. Prisma runs on it (db/prisma.ts)
 * and so does the statement that accepts moves (matches/commit.ts), which goes to
 * `pg` directly: it runs for every move, and Prisma's raw-query path costs more CPU
 * than the statement itself and cannot keep it prepared. (Giving that statement
 * connections of its own made no difference that the benchmark could see.)
 *
 * When PostgreSQL goes away, its idle connections fail outside any query;
 * `pg` reports that as an 'error' event, which would end the process if
 * nobody listened. The pool drops those connections and makes new ones once
 * the database is back, so logging is all there is to do.
 */
export function createPool(databaseUrl: string, log?: Logger): Pool {
  const pool = new Pool({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', (err) => log?.warn({ err: err.message }, 'an idle database connection was lost'));
  return pool;
}
