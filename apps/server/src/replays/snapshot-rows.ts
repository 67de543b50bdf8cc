import { sql } from 'kysely';
import type { GameState } from '../matches/games';
import { prepare, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';

/** A stored position: the state after step `version` (its JSON column typed here, where it is read). */
export type SnapshotRow = RowOf<'snapshots', 'version'> & { state: GameState };

/** The highest step there can be: an upper bound that bounds nothing. */
const NO_END = 2 ** 31 - 1;

const startOf = prepare(
  'replay-start',
  (matchId: string) =>
    sql<SnapshotRow>`SELECT version, state FROM snapshots WHERE match_id = ${matchId} AND version = 0`,
);

const versionsOf = prepare(
  'replay-snapshot-versions',
  (matchId: string, upTo: number) => sql<{ version: number; state: null }>`
    SELECT version, NULL AS state FROM snapshots WHERE match_id = ${matchId} AND version <= ${upTo} ORDER BY version`,
);

const statesOf = prepare(
  'replay-snapshot-states',
  (matchId: string, upTo: number) => sql<SnapshotRow>`
    SELECT version, state FROM snapshots WHERE match_id = ${matchId} AND version <= ${upTo} ORDER BY version`,
);

/** The match's starting position (step 0), or undefined for a damaged match. */
export async function readStart(pool: Queryable, matchId: string): Promise<SnapshotRow | undefined> {
  return (await startOf(pool, matchId))[0];
}

/**
 * The match's snapshots up to a step, in order; their states only when
 * `states` (they are compared only under other rules; otherwise the
 * versions suffice and the states stay in the database).
 */
export async function readSnapshots(
  pool: Queryable,
  matchId: string,
  states: boolean,
  upTo = NO_END,
): Promise<{ version: number; state: GameState | null }[]> {
  return states ? statesOf(pool, matchId, upTo) : versionsOf(pool, matchId, upTo);
}
