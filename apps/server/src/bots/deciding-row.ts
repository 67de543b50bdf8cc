import type { Pool } from 'pg';

/**
 * The seats a running match waits for, as its row says (commit.ts keeps
 * `deciding` with every move): [] for a match that is over or gone, null
 * when the row does not say (a match written before the column had a value).
 * One small read, so that a bot table left out of memory is read whole only
 * when its bot is due (Bots.wake).
 */
export async function readDeciding(pool: Pool, matchId: string): Promise<number[] | null> {
  const res = await pool.query<{ status: string; deciding: number[] | null }>({
    name: 'match-deciding',
    text: 'SELECT status, deciding FROM match_now WHERE id = $1',
    values: [matchId],
  });
  const row = res.rows[0];
  if (!row || row.status !== 'running') return [];
  return row.deciding;
}
