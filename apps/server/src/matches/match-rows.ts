import type { Pool } from 'pg';
import type { Db } from '../db/prisma';
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
  FROM match_now m WHERE m.id = $1`;

export async function readMatchRows(pool: Pool, matchId: string): Promise<MatchRows | null> {
  const res = await pool.query<MatchRows>({ name: 'match-rows', text: MATCH_ROWS, values: [matchId] });
  return res.rows[0] ?? null;
}

/** The match's version as the log says (the view match_now: a move leaves the match row behind), or undefined for no such match. */
export async function readVersion(pool: Pool, matchId: string): Promise<number | undefined> {
  const res = await pool.query<{ version: number }>({
    name: 'match-version',
    text: 'SELECT version FROM match_now WHERE id = $1',
    values: [matchId],
  });
  return res.rows[0]?.version;
}

/**
 * A match row as Prisma read it, with the version its log has reached: a
 * running match's row stays behind its moves (commit.ts). A finished one's
 * row was brought up to date when it ended.
 */
export async function withLiveVersion<M extends { id: string; status: string; version: number }>(
  db: Db,
  match: M,
): Promise<M> {
  if (match.status !== 'running') return match;
  const rows = await db.$queryRaw<{ version: number }[]>`SELECT version FROM match_now WHERE id = ${match.id}`;
  return rows[0] ? { ...match, version: rows[0].version } : match;
}
