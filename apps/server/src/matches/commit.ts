import type { LogLine } from '@sprawl/rules';
import type { Db } from '../db/prisma';

export interface CommitArgs {
  matchId: string;
  /** The version the move was checked against; the write only happens if the database still says so. */
  fromVersion: number;
  seat: number;
  kind: 'move' | 'undo';
  payload: unknown;
  clientSeq: number | null;
  log: LogLine[];
  /** Hash of the state after the action (replays/hash.ts), so a later rules version can be checked against it. */
  stateHash: string;
  /** Set when this action ends the match. */
  result: unknown | null;
  /** The state after the action, when a snapshot is due. */
  snapshot: unknown | null;
}

/**
 * Accepting an action is one statement, hence one transaction: bump the
 * match version only if it still is `fromVersion` (the optimistic check that
 * keeps two servers, or two racing writers, from both appending), append the
 * log row, and write the snapshot when one is due. Data-modifying CTEs run
 * exactly once and commit together, and it costs a single round trip, which
 * matters for latency with hundreds of matches. Returns false when the
 * version check failed (nothing was written).
 */
export async function commitAction(db: Db, a: CommitArgs): Promise<boolean> {
  const version = a.fromVersion + 1;
  const finished = a.result !== null;
  const result = finished ? JSON.stringify(a.result) : null;
  const snapshot = a.snapshot === null ? null : JSON.stringify(a.snapshot);
  const rows = await db.$queryRaw<{ n: number }[]>`
    WITH bumped AS (
      UPDATE "matches" SET
        "version" = ${version}::int,
        "status" = CASE WHEN ${finished}::boolean THEN 'finished' ELSE "status" END,
        "result" = COALESCE(${result}::jsonb, "result"),
        "finished_at" = CASE WHEN ${finished}::boolean THEN (now() AT TIME ZONE 'UTC') ELSE "finished_at" END
      WHERE "id" = ${a.matchId} AND "version" = ${a.fromVersion}::int
      RETURNING "id"
    ), appended AS (
      INSERT INTO "actions" ("match_id", "seq", "seat", "kind", "payload", "client_seq", "log", "state_hash")
      SELECT "id", ${version}::int, ${a.seat}::int, ${a.kind}::text, ${JSON.stringify(a.payload ?? null)}::jsonb, ${a.clientSeq}::int, ${JSON.stringify(a.log)}::jsonb, ${a.stateHash}::text
      FROM bumped
      RETURNING 1
    ), snapped AS (
      -- Runs although nothing reads it: data-modifying CTEs always run to completion.
      INSERT INTO "snapshots" ("match_id", "version", "state")
      SELECT "id", ${version}::int, ${snapshot}::jsonb FROM bumped WHERE ${snapshot}::jsonb IS NOT NULL
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM appended)::int AS n`;
  return rows[0]?.n === 1;
}
