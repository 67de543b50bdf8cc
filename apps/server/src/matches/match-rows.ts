import type { Pool } from 'pg';
import type { GameState } from './games';

/** What rebuilding a match in memory reads: the match, its latest snapshot, the log after it, and each seat's highest move number. */
export interface MatchRows {
  roomId: string;
  game: string;
  version: number;
  status: string;
  result: unknown;
  moveSeconds: number | null;
  /** The latest snapshot; null only for a damaged match. */
  snapshot: { version: number; state: GameState } | null;
  /** The log rows after the snapshot, in order. */
  after: { seq: number; seat: number; kind: 'move' | 'undo'; payload: unknown; clientSeq: number | null }[];
  /** The highest move number each seat used over the whole log (duplicate detection survives a reload). */
  lastClientSeq: Record<string, number>;
}

/**
 * One statement, one round trip: bringing a match back was four Prisma
 * queries, each paying its own round trip and Prisma's work on the event
 * loop, which made a dormant match's return slow when the server was busy
 * (bench:idle).
 */
const MATCH_ROWS = `
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
  FROM matches m WHERE m.id = $1`;

export async function readMatchRows(pool: Pool, matchId: string): Promise<MatchRows | null> {
  const res = await pool.query<MatchRows>({ name: 'match-rows', text: MATCH_ROWS, values: [matchId] });
  return res.rows[0] ?? null;
}
