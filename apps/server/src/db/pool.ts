import { Pool } from 'pg';

/**
 * The server's one pool of PostgreSQL connections. Prisma runs on it (db/prisma.ts)
 * and so does the statement that accepts moves (matches/commit.ts), which goes to
 * `pg` directly: it runs for every move, and Prisma's raw-query path costs more CPU
 * than the statement itself and cannot keep it prepared. (Giving that statement
 * connections of its own made no difference that the benchmark could see.)
 */
export function createPool(databaseUrl: string): Pool {
  return new Pool({ connectionString: databaseUrl });
}
