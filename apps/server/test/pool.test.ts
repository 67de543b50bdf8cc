import { Client } from 'pg';
import pino from 'pino';
import { createPool } from '../src/db/pool';
import { freshDatabase } from './support/database';

describe("the server's pool of connections", () => {
  test('every connection keeps the general plan of a named statement, including connections made under load', async () => {
    const pool = createPool(await freshDatabase());
    try {
      // Several at once, so that the pool opens several connections and each answers for its own session.
      const modes = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const client = await pool.connect();
          try {
            return (await client.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0].plan_cache_mode;
          } finally {
            client.release();
          }
        }),
      );
      expect(pool.totalCount).toBeGreaterThan(1);
      expect(modes).toEqual(Array(6).fill('force_generic_plan'));
      // And a named statement still answers with the values of each call.
      for (const n of [1, 2, 3, 4, 5, 6, 7])
        expect((await pool.query({ name: 'echo', text: 'SELECT $1::int + 1 AS n', values: [n] })).rows[0].n).toBe(
          n + 1,
        );
    } finally {
      await pool.end();
    }
  });

  test('a connection lost while idle is logged; one lost as the pool ends is not (a shutdown is no loss)', async () => {
    const url = await freshDatabase();
    const lines: string[] = [];
    const pool = createPool(url, pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) }));
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      const pid = (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      for (let i = 0; i < 200 && lines.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['an idle database connection was lost']);
      await pool.query('SELECT 1');
      lines.length = 0;
      await pool.end();
      // What a PostgreSQL stopped right after the pool ended says to a connection still closing.
      pool.emit('error', new Error('terminating connection due to administrator command'));
      expect(lines).toEqual([]);
    } finally {
      await admin.end();
    }
  });
});
