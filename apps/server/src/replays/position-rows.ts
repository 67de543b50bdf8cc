import { sql } from 'kysely';
import { prepare, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';
import type { GameState } from '../matches/games';

/** What rebuilding the position after a step reads: the nearest snapshot at or before it, and the log rows from there to the step. */
export interface PositionRows {
  version: number;
  state: GameState;
  after: (RowOf<'actions', 'seq' | 'seat' | 'client_seq'> & { kind: 'move' | 'undo'; payload: unknown })[];
}

/**
 * One statement, one round trip: a seek in a replay read the snapshot and
 * the log after it through Prisma, two queries whose answers Prisma took
 * apart on the event loop, a large share of each seek (issue 52).
 */
const positionRows = prepare(
  'replay-position-rows',
  (matchId: string, step: number) => sql<PositionRows>`
  SELECT s.version, s.state,
    COALESCE((
      SELECT json_agg(json_build_object('seq', a.seq, 'seat', a.seat, 'kind', a.kind, 'payload', a.payload, 'clientSeq', a.client_seq) ORDER BY a.seq)
      FROM actions a WHERE a.match_id = s.match_id AND a.seq > s.version AND a.seq <= ${step}
    ), '[]'::json) AS after
  FROM snapshots s WHERE s.match_id = ${matchId} AND s.version <= ${step}
  ORDER BY s.version DESC LIMIT 1`,
);

/** The nearest snapshot at or before `step` and the log rows after it up to `step`; null if the match has no snapshot there. */
export async function readPositionRows(on: Queryable, matchId: string, step: number): Promise<PositionRows | null> {
  return (await positionRows(on, matchId, step))[0] ?? null;
}

/** A stored position of a finished match and the log rows after it, up to the next stored position or the end. */
export interface SegmentRows extends PositionRows {
  /** The first stored position after this one, or null: the rows then run to the match's end. */
  next: number | null;
}

/** Each stored position of a match, the first stored after it, and the log rows between them (to `end` after the last). */
const stretchesOf = (matchId: string, end: number) => sql`
  SELECT s.version, s.state, n.next,
    COALESCE((
      SELECT json_agg(json_build_object('seq', a.seq, 'seat', a.seat, 'kind', a.kind, 'payload', a.payload, 'clientSeq', a.client_seq) ORDER BY a.seq)
      FROM actions a WHERE a.match_id = s.match_id AND a.seq > s.version AND a.seq <= COALESCE(n.next, ${end})
    ), '[]'::json) AS after
  FROM snapshots s
  CROSS JOIN LATERAL (SELECT min(x.version) AS next FROM snapshots x WHERE x.match_id = s.match_id AND x.version > s.version) n
  WHERE s.match_id = ${matchId}`;

const segmentRows = prepare(
  'replay-segment-rows',
  (matchId: string, step: number, end: number) => sql<SegmentRows>`
  ${stretchesOf(matchId, end)} AND s.version <= ${step}
  ORDER BY s.version DESC LIMIT 1`,
);

/** The stretch of a finished match (whose log ends at `end`) that holds `step`: the nearest snapshot at or before it and the rows to the next one. */
export async function readSegmentRows(
  on: Queryable,
  matchId: string,
  step: number,
  end: number,
): Promise<SegmentRows | null> {
  return (await segmentRows(on, matchId, step, end))[0] ?? null;
}

const allSegmentRows = prepare(
  'replay-all-segment-rows',
  (matchId: string, end: number, most: number) => sql<SegmentRows>`
  ${stretchesOf(matchId, end)}
  ORDER BY s.version LIMIT ${most}`,
);

/** The first `most` stretches of a finished match whose log ends at `end`, in order (see `readSegmentRows`). */
export async function readAllSegmentRows(
  on: Queryable,
  matchId: string,
  end: number,
  most: number,
): Promise<SegmentRows[]> {
  return allSegmentRows(on, matchId, end, most);
}
