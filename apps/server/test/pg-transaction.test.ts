import type { Pool, PoolClient } from 'pg';
import { createPool } from '../src/db/pool';
import { inTransaction, withCommit } from '../src/db/pg-transaction';
import { freshDatabase } from './support/database';

/** Counts the times the connection's socket hands bytes to the kernel (one write or one gathered writev each). */
function countFlushes(client: PoolClient): { count: () => number } {
  const socket = client.connection.stream as unknown as {
    _write: (...a: unknown[]) => void;
    _writev: (...a: unknown[]) => void;
  };
  let n = 0;
  const write = socket._write.bind(socket);
  const writev = socket._writev.bind(socket);
  socket._write = (...a) => (n++, write(...a));
  socket._writev = (...a) => (n++, writev(...a));
  return { count: () => n };
}

describe('a transaction whose last writes go with its COMMIT', () => {
  let pool: Pool;
  const rows = async () => (await pool.query<{ v: number }>('SELECT v FROM t ORDER BY v')).rows.map((r) => r.v);

  beforeAll(async () => {
    pool = createPool(await freshDatabase());
    await pool.query('CREATE TABLE t (v int PRIMARY KEY)');
  });
  afterAll(() => pool.end());
  beforeEach(() => pool.query('TRUNCATE t'));

  test('commits them with the work, and answers with the work’s result', async () => {
    const result = await inTransaction(pool, async (tx) => {
      await tx.query('INSERT INTO t VALUES (1)');
      return withCommit(
        'seated',
        { name: 'insert-v', text: 'INSERT INTO t VALUES ($1)', values: [2] },
        {
          text: 'INSERT INTO t VALUES ($1)',
          values: [3],
        },
      );
    });
    expect(result).toBe('seated');
    expect(await rows()).toEqual([1, 2, 3]);
  });

  test('sends the writes and the COMMIT in one write to the socket, without waiting for an answer between them', async () => {
    let flushes: { count: () => number } | null = null;
    let before = 0;
    await inTransaction(pool, async (tx) => {
      await tx.query('INSERT INTO t VALUES (1)');
      flushes = countFlushes(tx);
      before = flushes.count();
      return withCommit(null, { name: 'insert-v', text: 'INSERT INTO t VALUES ($1)', values: [2] });
    });
    expect(flushes!.count() - before).toBe(1);
    expect(await rows()).toEqual([1, 2]);
  });

  test('a failing write leaves nothing of the transaction, and its error is the one the caller hears', async () => {
    await expect(
      inTransaction(pool, async (tx) => {
        await tx.query('INSERT INTO t VALUES (1)');
        // The second write breaks the key; the third would succeed on its own.
        return withCommit(
          'never',
          { name: 'insert-v', text: 'INSERT INTO t VALUES ($1)', values: [2] },
          { name: 'insert-v', text: 'INSERT INTO t VALUES ($1)', values: [2] },
          { name: 'insert-v', text: 'INSERT INTO t VALUES ($1)', values: [3] },
        );
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await rows()).toEqual([]);
    // The connection went back to the pool in a clean state: the next transactions on it work.
    for (let i = 0; i < 3; i++)
      await inTransaction(pool, async () => withCommit(null, { text: 'INSERT INTO t VALUES ($1)', values: [10 + i] }));
    expect(await rows()).toEqual([10, 11, 12]);
  });

  test('a refusal thrown by the work sends none of its writes', async () => {
    await expect(
      inTransaction(pool, async (tx) => {
        await tx.query('INSERT INTO t VALUES (1)');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await rows()).toEqual([]);
  });
});
