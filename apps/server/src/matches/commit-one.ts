import { sql } from 'kysely';
import { prepare } from '../db/query';
import type { CommitArgs } from './commit-args';

/**
 * The statement for the batch a quiet table sends: one move that writes its
 * action row and nothing else (no snapshot due, no deadline, not the end).
 * It keeps every check of commit.ts's statement for such a move (the match
 * running and, as the log says, at the move's `fromVersion`; a bot's move
 * only while the seat is still the server's; the row locked FOR SHARE; whom
 * to tell, only in a room with a channel; the other processes told) with
 * the values as plain parameters: without unpacking a JSON batch, grouping
 * it into chains and joining it back, PostgreSQL executes it in about half
 * the time and a move costs it about a third less CPU (issue 52).
 */
const commitOne = prepare(
  'commit-one-action',
  (
    matchId: string,
    fromVersion: number,
    seat: number,
    kind: string,
    payload: string,
    clientSeq: number | null,
    log: string,
    stateHash: string,
    deciding: number[],
    byBot: boolean,
    announceAs: string | null,
  ) => sql<{ match_id: string }>`
  WITH prior AS (
    SELECT m."id", m."room_id", COALESCE(a."deciding", m."deciding") AS "deciding"
    FROM "matches" m
    LEFT JOIN LATERAL (
      SELECT x."seq", x."deciding" FROM "actions" x WHERE x."match_id" = m."id" AND x."seq" > m."version" ORDER BY x."seq" DESC LIMIT 1
    ) a ON true
    WHERE m."id" = ${matchId}::text AND m."status" = 'running' AND COALESCE(a."seq", m."version") = ${fromVersion}::int
      AND (NOT ${byBot}::boolean OR NOT EXISTS (
        SELECT 1 FROM "seats" s WHERE s."room_id" = m."room_id" AND s."index" = ${seat}::int AND NOT (s."is_bot" OR s."stand_in")))
    FOR SHARE OF m
  ), appended AS (
    INSERT INTO "actions" ("match_id", "seq", "seat", "kind", "payload", "client_seq", "log", "state_hash", "deciding")
    SELECT p."id", ${fromVersion}::int + 1, ${seat}::int, ${kind}::text, ${payload}::jsonb, ${clientSeq}::int, ${log}::jsonb,
      ${stateHash}::text, ${deciding}::int[]
    FROM prior p
    RETURNING 1
  )
  SELECT p."id" AS match_id,
    CASE WHEN EXISTS (SELECT 1 FROM room_channels rc WHERE rc."room_id" = p."room_id")
      THEN move_noticed(p."room_id", p."id", ${fromVersion}::int + 1, ${deciding}::int[], p."deciding", false) END,
    -- With several server processes, the others hear of the move (db/fanout.ts).
    CASE WHEN ${announceAs}::text IS NOT NULL THEN move_announced(${announceAs}::text, p."id", ${fromVersion}::int + 1) END
  FROM prior p`,
);

/** Whether a batch is one move that writes only its action row. */
export function isLoneMove(batch: readonly CommitArgs[]): boolean {
  if (batch.length !== 1) return false;
  const [a] = batch;
  return a.snapshot === null && a.result === null && a.moveMs === null;
}

/** The statement and parameters that write a lone move (`isLoneMove`), announced as `announceAs`'s unless null. */
export function loneMoveRows(
  a: CommitArgs,
  announceAs: string | null,
): { name: string; text: string; values: unknown[] } {
  // A JSON null payload (an undo's) is stored as jsonb null, as the batch statement stores it.
  const args = [
    a.matchId,
    a.fromVersion,
    a.seat,
    a.kind,
    JSON.stringify(a.payload ?? null),
    a.clientSeq,
    JSON.stringify(a.log),
    a.stateHash,
    a.deciding,
    a.byBot,
  ] as const;
  return commitOne.query(...args, announceAs);
}
