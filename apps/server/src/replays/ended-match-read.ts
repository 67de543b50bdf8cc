import type { LogLine } from '@sprawl/rules';
import { sql } from 'kysely';
import type { GameState } from '../matches/games';
import type { StoredAction } from '../matches/stored-action';
import { prepare, type Queryable } from '../db/query';
import { MATCH, type StoredMatch } from './stored-match';

/**
 * What replaying a match that has just ended reads, in one round trip: the
 * match, the versions of its snapshots, its start and its whole log. They
 * were five statements on every table's end (the match, the step list
 * kept, the snapshots, the start, the log), with the step list's check
 * hashing the whole log once more; a match that ended here has none kept
 * unless this process kept it, which the replay service knows without asking
 * (docs/benchmarks-history.md, issue 52).
 */
export interface EndedMatchRead {
  match: StoredMatch;
  snapshotVersions: number[];
  /** The position at step 0; null for a damaged match. */
  start: GameState | null;
  rows: StoredAction[];
}

/** A log row as the statement's JSON gives it: its time in ms since the epoch. */
type ActionJson = Omit<StoredAction, 'at'> & { at: number };

const endedMatch = prepare(
  'replay-ended-match',
  (matchId: string) => sql<StoredMatch & { snapshotVersions: number[]; start: unknown; rows: ActionJson[] }>`
    SELECT ${MATCH},
      ARRAY(SELECT s.version FROM snapshots s WHERE s.match_id = m.id AND s.version <= n.version ORDER BY s.version)
        AS "snapshotVersions",
      (SELECT s.state FROM snapshots s WHERE s.match_id = m.id AND s.version = 0) AS start,
      COALESCE((SELECT json_agg(json_build_object('seq', a.seq, 'seat', a.seat, 'kind', a.kind, 'payload', a.payload,
          'clientSeq', a.client_seq, 'log', a.log, 'at', extract(epoch FROM a.created_at) * 1000, 'stateHash', a.state_hash)
          ORDER BY a.seq)
        FROM actions a WHERE a.match_id = m.id AND a.seq <= n.version), '[]'::json) AS rows
    FROM matches m JOIN match_now n ON n.id = m.id WHERE m.id = ${matchId}`,
);

/** The match and what replaying it reads, or null when there is no such match. */
export async function readEndedMatch(on: Queryable, matchId: string): Promise<EndedMatchRead | null> {
  const row = (await endedMatch(on, matchId))[0];
  if (!row) return null;
  const { snapshotVersions, start, rows, ...match } = row;
  return {
    match,
    snapshotVersions,
    start: start as GameState | null,
    // Times stored as UTC without a zone: epoch of such a time reads it as UTC, as readActions' rows are read.
    rows: rows.map((r) => ({ ...r, log: r.log as LogLine[], at: new Date(r.at) })),
  };
}
