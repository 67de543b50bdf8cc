import type { Pool, PoolClient } from 'pg';

/** How a transaction's work may end it (see `commitWith`). */
export interface Ending {
  /**
   * Sends `text`, the work's last statement, in one message with the COMMIT:
   * one round trip instead of two, for a last write nothing reads back. A
   * message of two statements can carry no parameters, so its values are
   * written into `text` as literals (PoolClient.escapeLiteral). At most once,
   * as the work's last step; if it fails, nothing of the transaction stays.
   */
  commitWith(text: string): void;
}

/**
 * Runs `work` in one transaction on a connection of its own from the pool:
 * committed when it resolves, rolled back when it throws (the error, a
 * refusal included, is passed on). For the few writes made too often to
 * pay Prisma's cost per query (see rooms/room-rows.ts).
 */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient, ending: Ending) => Promise<T>,
  opts: { begun?: boolean } = {},
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  let last: string | null = null;
  const ending: Ending = {
    commitWith: (text) => {
      if (last !== null) throw new Error('a transaction has one last statement');
      last = text;
    },
  };
  try {
    // `begun`: the work's first query opens the transaction itself, together with its first statement (rooms/room-lock.ts).
    if (!opts.begun) await client.query('BEGIN');
    const result = await work(client, ending);
    await client.query(last === null ? 'COMMIT' : `${last}; COMMIT`);
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
