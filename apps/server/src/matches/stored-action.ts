import type { LogLine } from '@sprawl/rules';
import type { Action } from '../generated/prisma/client';

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

/** A database row read as a stored action: the one place where its JSON columns get their types. */
export function storedAction(row: Action): StoredAction {
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
