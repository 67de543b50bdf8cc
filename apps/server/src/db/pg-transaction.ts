import type { Pool, PoolClient, QueryConfig, QueryResult } from 'pg';

/**
 * What a transaction's work returns when its last writes may travel with the
 * COMMIT: the work's result, and writes whose answers nobody reads (only that
 * they succeed). inTransaction sends them and the COMMIT together, one round
 * trip instead of one per statement; a seat taken or a match begun pays one
 * wait for the database, not two or three. They must be the work's last
 * statements: nothing the work does after returning can see them.
 */
export class WithCommit<T> {
  constructor(
    readonly result: T,
    readonly writes: QueryConfig[],
  ) {}

  /** The same writes, with the result seen another way. */
  map<U>(f: (result: T) => U): WithCommit<U> {
    return new WithCommit(f(this.result), this.writes);
  }
}

export const withCommit = <T>(result: T, ...writes: QueryConfig[]): WithCommit<T> => new WithCommit(result, writes);

/**
 * Runs `work` in one transaction on a connection of its own from the pool:
 * committed when it resolves, rolled back when it throws (the error, a
 * refusal included, is passed on). For the few writes made too often to
 * pay Prisma's cost per query (see rooms/room-rows.ts).
 */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T | WithCommit<T>>,
  opts: { begun?: boolean } = {},
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    // `begun`: the work's first query opens the transaction itself, together with its first statement (rooms/room-lock.ts).
    if (!opts.begun) await client.query('BEGIN');
    const done = await work(client);
    if (done instanceof WithCommit) {
      await commitWith(client, done.writes);
      return done.result;
    }
    await client.query('COMMIT');
    return done;
  } catch (err) {
    try {
      // After a COMMIT that failed (or turned into a rollback) there is no transaction left: PostgreSQL only warns.
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

/**
 * The writes, then COMMIT, written to the socket at once: the pool's
 * connections pipeline (db/pool.ts), so none waits for the answer before it,
 * and the stream is corked so that all go out in one write. PostgreSQL runs
 * them in order; once one fails, the transaction is aborted, the writes after
 * it fail too and the COMMIT is answered as a ROLLBACK, so nothing of the
 * transaction stays, and the first failure is what the caller hears. (On a
 * connection that does not pipeline, the same queries go one after another.)
 */
async function commitWith(client: PoolClient, writes: QueryConfig[]): Promise<void> {
  const stream = client.connection.stream;
  let answers: Promise<QueryResult>[];
  stream.cork();
  try {
    answers = [...writes.map((w) => client.query(w)), client.query('COMMIT')];
  } finally {
    stream.uncork();
  }
  const settled = await Promise.allSettled(answers);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  const commit = settled[settled.length - 1] as PromiseFulfilledResult<QueryResult>;
  if (commit.value.command !== 'COMMIT') throw new Error(`COMMIT was answered with ${commit.value.command}`);
}
