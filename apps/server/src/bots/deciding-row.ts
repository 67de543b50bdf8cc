import { db, prepare, type Queryable } from '../db/query';

const matchDeciding = prepare('match-deciding', (matchId: string) =>
  db.selectFrom('match_now').select(['status', 'deciding']).where('id', '=', matchId),
);

/**
 * The seats a running match waits for, as its row says (commit.ts keeps
 * `deciding` with every move): [] for a match that is over or gone, null
 * when the row does not say (a match written before the column had a value).
 * One small read, so that a bot table left out of memory is read whole only
 * when its bot is due (Bots.wake).
 */
export async function readDeciding(pool: Queryable, matchId: string): Promise<number[] | null> {
  const row = (await matchDeciding(pool, matchId))[0];
  if (!row || row.status !== 'running') return [];
  return row.deciding;
}
