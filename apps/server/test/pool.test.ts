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
});
