import type { LogLine } from '@sprawl/rules';
import { sql } from 'kysely';
import { db, prepare, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';

/** One row of a match's append-only action log, as every reader of the log sees it. */
export interface StoredAction {
  seq: number;
  seat: number;
  kind: 'move' | 'undo';
  payload: unknown;
  /** The sender's move number; null for bots and for imported matches. */
  clientSeq: number | null;
  log: LogLine[];
  at: Date;
  /** The hash stored when the row was committed; null for rows older than the column. */
  stateHash: string | null;
}

/**
 * The log's columns a stored action is made of. `kind` as any text and the
 * JSON columns as unknown: Prisma's rows (review/, not yet moved to
 * db/query.ts) type them so.
 */
export type ActionRow = RowOf<'actions', 'seq' | 'seat' | 'client_seq' | 'created_at' | 'state_hash'> & {
  kind: string;
  payload: unknown;
  log: unknown;
};

/** A database row read as a stored action: the one place where its JSON columns get their types. */
export function storedAction(row: ActionRow): StoredAction {
  return {
    seq: row.seq,
    seat: row.seat,
    kind: row.kind as StoredAction['kind'],
    payload: row.payload,
    clientSeq: row.clientSeq,
    log: row.log as unknown as LogLine[],
    at: row.createdAt,
    stateHash: row.stateHash,
  };
}

/** The highest step there can be: an upper bound that bounds nothing. */
const NO_END = 2 ** 31 - 1;

const actionsBetween = prepare('actions-between', (matchId: string, after: number, upTo: number) =>
  db
    .selectFrom('actions')
    .select([
      'seq',
      'seat',
      'kind',
      'payload',
      'client_seq as clientSeq',
      'log',
      // Stored as UTC without a zone: read so, `pg` makes it the same Date whatever this process's time zone.
      sql<Date>`created_at AT TIME ZONE 'UTC'`.as('createdAt'),
      'state_hash as stateHash',
    ])
    .where('match_id', '=', matchId)
    .where('seq', '>', after)
    .where('seq', '<=', upTo)
    .orderBy('seq'),
);

/** A match's log after step `after` and up to `upTo` (all of it by default), in order. */
export async function readActions(
  on: Queryable,
  matchId: string,
  after: number,
  upTo = NO_END,
): Promise<StoredAction[]> {
  return (await actionsBetween(on, matchId, after, upTo)).map(storedAction);
}
