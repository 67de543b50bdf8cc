import { sql } from 'kysely';
import type { Pool } from 'pg';
import { prepare } from '../db/query';
import type { CommitArgs } from './commit-args';
import { isLoneMove, loneMoveRows } from './commit-one';

export type { CommitArgs } from './commit-args';

/**
 * Accepting actions is one statement, hence one transaction, for a whole
 * batch of them (see GroupCommit). A match may bring several moves that
 * follow each other (the moves that waited for it, checked one after the
 * other in memory: MatchService).
 *
 * A move writes its action row and nothing else: the log is the truth. The
 * match's row is brought up to date (version, deciding seats, time of the
 * last move) only when a move writes a snapshot, sets deadlines (across
 * days) or ends the match; between those, whoever reads it reads the view
 * `match_now` (migration 20261202090000_light_moves), which takes the
 * latest action when the log has gone further than the row. Rewriting the
 * row on every move cost a new row version, its WAL and its vacuuming, for
 * a value the log already holds.
 *
 * For each match, the actions are appended only if the match, as the log
 * says, is still at the first move's `fromVersion` (the optimistic check
 * that keeps two servers, or two racing writers, from both appending), is
 * running, and, for a bot's move, only if the seat is still played by the
 * server (a player who took the seat back while the bot was thinking has it
 * back: the bot's move is not written). Two writers that both read the same
 * version race for the same (match_id, seq) key: the second one's statement
 * fails with a unique violation, GroupCommit isolates it and answers that
 * move as not written. The match's row is locked FOR SHARE (the foreign key
 * from the action locked it for key share anyway): a change that ends the
 * match (abandon.ts) waits for the move, and a move whose row was ended
 * meanwhile sees the row again, no longer running, and writes nothing.
 * Across days a move also updates the row before it touches the deadlines,
 * the order rooms/more-time.ts relies on.
 *
 * It also writes the snapshots that are due. What else follows a move is
 * done by named SQL functions (migration 20261203100000_move_functions),
 * called once for each match that took its moves: `move_timed` sets the
 * deadlines across days (after the row is updated, since it is given the
 * updated row), `move_noticed` records whom to tell that the table now waits
 * for them (notify/outbox.ts), called only for a room with a channel to be
 * told on (the view `room_channels`, planned once with this statement, where
 * the function's queries are planned again at every call: asking first
 * halved a move's PostgreSQL time in rooms without any), and, with several server processes, `move_announced` notifies
 * the others of the match's new version (db/fanout.ts).
 * Data-modifying CTEs run exactly once and commit together; a match whose
 * check fails writes nothing and does not hold back the others. It returns
 * the matches whose actions were written.
 *
 * The rows travel as one JSON array, payload, log, result and snapshot
 * inside it as JSON values (not as texts that would be escaped, then parsed
 * twice): one JSON.stringify here, one parse there. A JSON null payload (an
 * undo's) is stored as jsonb null, as a single insert did, not as SQL NULL.
 * It is sent as a named prepared statement, so each pooled connection plans
 * it only once.
 */
const acceptedMoves = (moves: string) => sql`
  WITH moves AS (
    SELECT * FROM jsonb_to_recordset(${moves}::jsonb) AS t(
      match_id text, from_version int, seat int, kind text, payload jsonb, client_seq int, log jsonb, result jsonb, state_hash text, snapshot jsonb,
      deciding int[], move_ms int, by_bot boolean)
  ), chains AS (
    -- A match's moves in this batch follow each other (from_version v, v + 1, ...): the match must still be at the first.
    SELECT match_id, min(from_version) AS first_from, max(from_version) AS last_from, count(*) AS n, bool_or(by_bot) AS bots,
      bool_or(snapshot IS NOT NULL) AS snaps
    FROM moves GROUP BY match_id
  ), input AS (
    -- Each match's last move: what the match is after the batch (its version, who decides, its result).
    SELECT DISTINCT ON (match_id) * FROM moves ORDER BY match_id, from_version DESC
  ), prior AS (
    -- The matches that take their moves, as they were before them (match_now's reading of the row and the log).
    SELECT m."id", m."room_id", COALESCE(a."deciding", m."deciding") AS "deciding"
    FROM chains c JOIN "matches" m ON m."id" = c.match_id
    LEFT JOIN LATERAL (
      SELECT x."seq", x."deciding" FROM "actions" x WHERE x."match_id" = m."id" AND x."seq" > m."version" ORDER BY x."seq" DESC LIMIT 1
    ) a ON true
    -- Only running matches: one ended by the abandonment rule (abandon.ts) takes no move, whatever a stale copy in memory says.
    WHERE m."status" = 'running' AND COALESCE(a."seq", m."version") = c.first_from AND c.last_from - c.first_from + 1 = c.n
      -- A bot's move only while the seat is still the server's to play (the player may have taken it back meanwhile).
      AND (NOT c.bots OR NOT EXISTS (
        SELECT 1 FROM moves b JOIN "seats" s ON s."room_id" = m."room_id" AND s."index" = b.seat
        WHERE b.match_id = c.match_id AND b.by_bot AND NOT (s."is_bot" OR s."stand_in")))
    FOR SHARE OF m
  ), brought AS (
    -- The row brought up to date where a snapshot, a deadline or the end is written with the move.
    UPDATE "matches" m SET
      "version" = i.from_version + 1,
      "deciding" = i.deciding,
      "moved_at" = (now() AT TIME ZONE 'UTC'),
      "status" = CASE WHEN i.result IS NOT NULL THEN 'finished' ELSE m."status" END,
      "result" = COALESCE(i.result, m."result"),
      "finished_at" = CASE WHEN i.result IS NOT NULL THEN (now() AT TIME ZONE 'UTC') ELSE m."finished_at" END
    FROM input i JOIN chains c ON c.match_id = i.match_id JOIN prior p ON p."id" = i.match_id
    WHERE m."id" = i.match_id AND (i.result IS NOT NULL OR i.move_ms IS NOT NULL OR c.snaps)
    RETURNING m."id", m."room_id"
  ), appended AS (
    INSERT INTO "actions" ("match_id", "seq", "seat", "kind", "payload", "client_seq", "log", "state_hash", "deciding")
    SELECT i.match_id, i.from_version + 1, i.seat, i.kind, COALESCE(i.payload, 'null'::jsonb), i.client_seq, i.log, i.state_hash, i.deciding
    FROM moves i JOIN prior p ON p."id" = i.match_id
    RETURNING 1
  ), snapped AS (
    -- These two run although nothing reads them: data-modifying CTEs always run to completion.
    INSERT INTO "snapshots" ("match_id", "version", "state")
    SELECT i.match_id, i.from_version + 1, i.snapshot
    FROM moves i JOIN prior p ON p."id" = i.match_id
    WHERE i.snapshot IS NOT NULL
    RETURNING 1
  )`;

/** Each match that took its moves, once: the functions that follow a move, and its id. */
const followed = (announceAs: string | null) => sql`
  SELECT i.match_id,
    CASE WHEN EXISTS (SELECT 1 FROM room_channels rc WHERE rc."room_id" = p."room_id")
      THEN move_noticed(p."room_id", i.match_id, i.from_version + 1, i.deciding, p."deciding", i.result IS NOT NULL) END,
    CASE WHEN i.move_ms IS NOT NULL AND b."id" IS NOT NULL THEN move_timed(i.match_id, b."room_id", i.deciding, i.move_ms) END
    ${announceAs === null ? sql`` : sql`, move_announced(${announceAs}::text, i.match_id, i.from_version + 1)`}
  FROM input i JOIN prior p ON p."id" = i.match_id LEFT JOIN brought b ON b."id" = i.match_id`;

const commit = prepare(
  'commit-actions',
  (moves: string) => sql<{ match_id: string }>`${acceptedMoves(moves)} ${followed(null)}`,
);

/** The same, and other server processes hear of each move when, and only if, it commits (db/fanout.ts). */
const commitAndAnnounce = prepare(
  'commit-and-announce-actions',
  (moves: string, server: string) => sql<{ match_id: string }>`${acceptedMoves(moves)} ${followed(server)}`,
);

/**
 * The statement and parameters that write a batch of actions, announced as
 * `announceAs`'s unless null. A match may have several, in order and
 * following each other: they are written together or not at all. A lone
 * move that writes nothing but its action row has a leaner statement of its
 * own (commit-one.ts).
 */
export function commitRows(
  batch: CommitArgs[],
  announceAs: string | null,
): { name: string; text: string; values: unknown[] } {
  return isLoneMove(batch) ? loneMoveRows(batch[0], announceAs) : batchRows(batch, announceAs);
}

/** The batch statement for any batch (commitRows picks it for all but a lone move; tests hold the two to the same rows). */
export function batchRows(
  batch: CommitArgs[],
  announceAs: string | null,
): { name: string; text: string; values: unknown[] } {
  const rows = batch.map((a) => ({
    match_id: a.matchId,
    from_version: a.fromVersion,
    seat: a.seat,
    kind: a.kind,
    payload: a.payload ?? null,
    client_seq: a.clientSeq,
    log: a.log,
    result: a.result,
    state_hash: a.stateHash,
    snapshot: a.snapshot,
    deciding: a.deciding,
    move_ms: a.moveMs,
    by_bot: a.byBot,
  }));
  return announceAs === null
    ? commit.query(JSON.stringify(rows))
    : commitAndAnnounce.query(JSON.stringify(rows), announceAs);
}

/** Writes a batch of actions; returns the ids of the matches whose action was written. */
export async function commitActions(pool: Pool, batch: CommitArgs[], announceAs: string | null): Promise<Set<string>> {
  const res = await pool.query<{ match_id: string }>(commitRows(batch, announceAs));
  return new Set(res.rows.map((r) => r.match_id));
}
