import { sql } from 'kysely';
import { db, prepare, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';
import type { GameState } from './games';

/** What rebuilding a match in memory reads: the match, its latest snapshot, the log after it, and each seat's highest move number. */
export interface MatchRows extends RowOf<
  'match_now',
  'room_id' | 'game' | 'version' | 'status' | 'result' | 'move_seconds'
> {
  /** The latest snapshot; null only for a damaged match. */
  snapshot: { version: number; state: GameState } | null;
  /** The log rows after the snapshot, in order. */
  after: RowOf<'actions', 'seq' | 'seat' | 'kind' | 'payload' | 'client_seq'>[];
  /** The highest move number each seat used over the whole log (duplicate detection survives a reload). */
  lastClientSeq: Record<string, number>;
}

/**
 * One statement, one round trip: bringing a match back was four Prisma
 * queries, each paying its own round trip and Prisma's work on the event
 * loop, which made a dormant match's return slow when the server was busy
 * (bench:idle).
 */
const matchRows = prepare(
  'match-rows',
  (matchId: string) => sql<MatchRows>`
  SELECT m.room_id AS "roomId", m.game, m.version, m.status, m.result, m.move_seconds AS "moveSeconds",
    (SELECT json_build_object('version', s.version, 'state', s.state) FROM snapshots s WHERE s.match_id = m.id ORDER BY s.version DESC LIMIT 1) AS snapshot,
    COALESCE((
      SELECT json_agg(json_build_object('seq', a.seq, 'seat', a.seat, 'kind', a.kind, 'payload', a.payload, 'clientSeq', a.client_seq) ORDER BY a.seq)
      FROM actions a WHERE a.match_id = m.id AND a.seq > (SELECT max(s.version) FROM snapshots s WHERE s.match_id = m.id)
    ), '[]'::json) AS after,
    COALESCE((
      SELECT json_object_agg(t.seat, t.top) FROM (
        SELECT a.seat, max(a.client_seq) AS top FROM actions a WHERE a.match_id = m.id AND a.client_seq IS NOT NULL GROUP BY a.seat) t
    ), '{}'::json) AS "lastClientSeq"
  FROM match_now m WHERE m.id = ${matchId}`,
);

export async function readMatchRows(pool: Queryable, matchId: string): Promise<MatchRows | null> {
  return (await matchRows(pool, matchId))[0] ?? null;
}

const matchVersion = prepare('match-version', (matchId: string) =>
  db.selectFrom('match_now').select('version').where('id', '=', matchId),
);

/** The match's version as the log says (the view match_now: a move leaves the match row behind), or undefined for no such match. */
export async function readVersion(pool: Queryable, matchId: string): Promise<number | undefined> {
  return (await matchVersion(pool, matchId))[0]?.version;
}
