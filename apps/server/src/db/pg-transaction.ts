import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` in one transaction on a connection of its own from the pool:
 * committed when it resolves, rolled back when it throws (the error, a
 * refusal included, is passed on). For the few writes made too often to
 * pay Prisma's cost per query (see rooms/room-rows.ts).
 */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  opts: { begun?: boolean } = {},
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    // `begun`: the work's first query opens the transaction itself, together with its first statement (rooms/room-lock.ts).
    if (!opts.begun) await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    try {
      await client.query('ROLLBACK');
    } catch {
      // A connection that cannot even roll back is not given back to the pool.
      broken = true;
    }
    throw err;
  } finally {
    client.release(broken);
  }
}
