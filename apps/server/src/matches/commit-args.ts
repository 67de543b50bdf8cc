import type { LogLine } from '@sprawl/rules';

/** One action to write (matches/commit.ts, commit-one.ts). */
export interface CommitArgs {
  matchId: string;
  /** The version the move was checked against; the write only happens if the database still says so. */
  fromVersion: number;
  seat: number;
  kind: 'move' | 'undo';
  payload: unknown;
  clientSeq: number | null;
  log: LogLine[];
  /** Hash of the state after the action (matches/hash.ts), so a later rules version can be checked against it. */
  stateHash: string;
  /** Set when this action ends the match. */
  result: unknown | null;
  /** The state after the action, when a snapshot is due. */
  snapshot: unknown | null;
  /** The seats the game waits for after the action. */
  deciding: number[];
  /** Across days: each deciding seat's time per move, in ms (its deadline is set when it starts deciding); null when live. */
  moveMs: number | null;
  /** A bot of this server chose it: it is written only while the database still gives the seat to a bot or a stand-in. */
  byBot: boolean;
}
