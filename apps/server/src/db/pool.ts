import { Pool } from 'pg';

/**
 * A pool of PostgreSQL connections. The server has two: Prisma's (db/prisma.ts)
 * and a small one of its own for the statement that accepts moves
 * (matches/commit.ts), so that a move never waits for a connection held by
 * a slower request such as a join's transaction. That statement goes to
 * `pg` directly: it runs for every move, and Prisma's raw-query path costs
 * more CPU than the statement itself and cannot keep it prepared.
 */
export function createPool(databaseUrl: string, max?: number): Pool {
  return new Pool({ connectionString: databaseUrl, ...(max === undefined ? {} : { max }) });
}
