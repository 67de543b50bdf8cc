import { sql } from 'kysely';
import { prepare, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';

/** An ending statement's SET items that bring the match row up to the log (its `FROM match_now n`). */
const BROUGHT_UP_TO_DATE = sql`"version" = n."version", "deciding" = n."deciding", "moved_at" = n."moved_at"`;

/** What an ending statement returns: the match it ended. */
type Ended = RowOf<'matches', 'id' | 'room_id'>;

/**
 * The rule for matches nobody finishes: a running match whose last accepted
 * action (or, with none, its start) is older than `afterMs` is ended. It is
 * recorded as finished, with `finished_at` set and a result that says so
 * instead of naming winners: `{ "abandoned": true, "idleHours": <rule> }`.
 * The row is brought up to date from the log as it ends (a move writes only
 * its action row: commit.ts; the log is read through the view match_now).
 * Why 'finished' and not a status of its own: rooms, the replay list and
 * routes, the protocol's enums and the web client all know two statuses,
 * running and finished; as 'finished' the room offers a rematch, the replay
 * shows the whole log, and the match list (which reads winners from the
 * result only when present) says "finished". A move that reaches a match
 * ended this way is refused (commit.ts writes only to running matches).
 *
 * One idempotent UPDATE: with several server processes sweeping, each match
 * is ended once, by whichever statement reaches its row first; the others
 * find it no longer running. Times: action rows get the database's default
 * timestamp (CURRENT_TIMESTAMP into a column without zone: LOCALTIMESTAMP's
 * clock), so the rule compares with LOCALTIMESTAMP; were the session's zone
 * not UTC, a match with no action yet could be off by that many hours, which
 * is nothing against a rule of days.
 */
const endAbandonedRows = prepare(
  'end-abandoned',
  (afterMs: number) => sql<Ended>`
  UPDATE "matches" m SET
    "status" = 'finished',
    "result" = jsonb_build_object('abandoned', true, 'idleHours', ${afterMs}::float8 / 3600000),
    "finished_at" = (now() AT TIME ZONE 'UTC'),
    ${BROUGHT_UP_TO_DATE}
  FROM "match_now" n
  WHERE n."id" = m."id" AND m."status" = 'running'
    AND COALESCE(
      n."moved_at",
      (SELECT a."created_at" FROM "actions" a WHERE a."match_id" = m."id" AND a."seq" = m."version"),
      m."created_at"
    ) < (now() AT TIME ZONE 'UTC') - make_interval(secs => ${afterMs}::float8 / 1000)
  RETURNING m."id", m."room_id" AS "roomId"`,
);

export interface EndedMatch {
  matchId: string;
  roomId: string;
}

/**
 * Why a match was ended before its game was: nobody moved for the idle rule's
 * time, or it ran to MAX_MATCH_STEPS steps. The rulebooks let some games go
 * on for ever (Urban Sprawl ends only when its last deck runs out, and a
 * table that stops building never gets there); a table of bots caught that
 * way would keep a thinking thread busy for good, so the cap ends it.
 */
export type Abandoned = 'idle' | 'steps';

/** The reason in a stored result (`{ abandoned: true, idleHours }` or `{ abandoned: true, steps }`), or null for a game's own outcome. */
export function abandonedBy(result: unknown): Abandoned | null {
  if (typeof result !== 'object' || result === null || (result as { abandoned?: unknown }).abandoned !== true)
    return null;
  return 'steps' in result ? 'steps' : 'idle';
}

const endTooLongRows = prepare(
  'end-too-long',
  (matchId: string, steps: number) => sql<Ended>`
  UPDATE "matches" m SET
    "status" = 'finished',
    "result" = jsonb_build_object('abandoned', true, 'steps', ${steps}::int),
    "finished_at" = (now() AT TIME ZONE 'UTC'),
    ${BROUGHT_UP_TO_DATE}
  FROM "match_now" n
  WHERE m."id" = ${matchId} AND n."id" = m."id" AND m."status" = 'running' AND n."version" >= ${steps}
  RETURNING m."id", m."room_id" AS "roomId"`,
);

/** Ends the match if it is still running at `steps` steps or more; returns it when this call ended it. */
export async function endTooLong(pool: Queryable, matchId: string, steps: number): Promise<EndedMatch | null> {
  const row = (await endTooLongRows(pool, matchId, steps))[0];
  return row ? { matchId: row.id, roomId: row.roomId } : null;
}

/** Ends every running match idle for longer than `afterMs`; returns the ones this call ended. */
export async function endAbandoned(pool: Queryable, afterMs: number): Promise<EndedMatch[]> {
  return (await endAbandonedRows(pool, afterMs)).map((r) => ({ matchId: r.id, roomId: r.roomId }));
}
