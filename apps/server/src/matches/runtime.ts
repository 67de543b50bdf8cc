import type { LogLine, MatchMemo } from '@sprawl/rules';
import type { AnyGame, GameState } from './games';
import { StateHasher } from './hash';

/** One row of the append-only action log, as stored. */
export interface LogRow {
  seq: number;
  seat: number;
  kind: 'move' | 'undo';
  payload: unknown;
  clientSeq: number | null;
  log: LogLine[];
  createdAt?: Date;
}

/**
 * A match held in memory: the state after `version` log rows, plus what undo
 * needs (the states before each move that can still be taken back). The log is
 * the truth; this is rebuilt from a snapshot and the rows after it, and the
 * rebuild gives the same undo stack because snapshots are only written when
 * that stack is empty (see MatchService.accept).
 */
export interface Runtime {
  id: string;
  roomId: string;
  game: AnyGame;
  state: GameState;
  version: number;
  undo: { before: GameState; seat: number }[];
  /** Highest client sequence number seen per seat, to refuse duplicates. */
  lastClientSeq: Map<number, number>;
  lastSnapshot: number;
  /** Hashes this match's successive states (the hash stored with each action). */
  hasher: StateHasher;
  /** What the game keeps between legal-move listings of this match (see GameModule.legalActions). */
  memo: MatchMemo;
}

export function newRuntime(id: string, roomId: string, game: AnyGame, state: GameState, version: number): Runtime {
  return { id, roomId, game, state, version, undo: [], lastClientSeq: new Map(), lastSnapshot: version, hasher: new StateHasher(), memo: {} };
}

export type MoveOutcome = { ok: true; next: GameState; log: LogLine[]; undoable: boolean } | { ok: false; code: string; message: string };

/** Checks a move against the rules without changing the runtime. */
export function tryMove(rt: Runtime, seat: number, action: unknown): MoveOutcome {
  const result = rt.game.apply(rt.state, seat, action);
  if (!result.ok) return result;
  // The rules say where undo stops: `barrier` is set when the move revealed a
  // hidden card, answered another seat's prompt, or passed the turn.
  return { ok: true, next: result.state, log: result.log, undoable: !result.barrier };
}

/** The seat that made the last undoable move may take it back while nothing has happened since. */
export function canUndo(rt: Runtime, seat: number): boolean {
  const last = rt.undo[rt.undo.length - 1];
  return last !== undefined && last.seat === seat && rt.game.outcome(rt.state) === null;
}

/** Records an accepted move in memory. */
export function commitMove(rt: Runtime, seat: number, next: GameState, undoable: boolean): void {
  if (undoable) rt.undo.push({ before: rt.state, seat });
  else rt.undo = [];
  rt.state = next;
  rt.version++;
}

/** An undo: the state goes back to the one before the last undoable move. */
export function commitUndo(rt: Runtime): void {
  const last = rt.undo.pop();
  if (!last) throw new Error(`match ${rt.id}: an undo with nothing to undo`);
  rt.state = last.before;
  rt.version++;
}

/** The log line every viewer sees when a move is taken back. */
export const UNDO_LOG: (seat: number) => LogLine[] = (seat) => [{ text: 'The last move was taken back.', seat }];

/** Applies one stored row the way the match service accepted it (undo included); returns its log, or why the rules refuse it. */
export function applyRow(rt: Runtime, row: { seat: number; kind: 'move' | 'undo'; payload: unknown }): { log: LogLine[] } | { refused: string } {
  if (row.kind === 'undo') {
    if (!canUndo(rt, row.seat)) return { refused: `seat ${row.seat + 1} takes back a move that cannot be taken back` };
    commitUndo(rt);
    return { log: UNDO_LOG(row.seat) };
  }
  const outcome = tryMove(rt, row.seat, row.payload);
  if (!outcome.ok) return { refused: `the rules refuse seat ${row.seat + 1}'s move (${outcome.message})` };
  commitMove(rt, row.seat, outcome.next, outcome.undoable);
  return { log: outcome.log };
}

/** Replays stored rows onto a runtime (crash recovery and replays). Throws if the log and the rules disagree. */
export function replayRows(rt: Runtime, rows: LogRow[]): void {
  for (const row of rows) {
    if (row.seq !== rt.version + 1) throw new Error(`match ${rt.id}: log row ${row.seq} follows version ${rt.version}`);
    if (row.clientSeq !== null) rt.lastClientSeq.set(row.seat, Math.max(rt.lastClientSeq.get(row.seat) ?? -1, row.clientSeq));
    const applied = applyRow(rt, row);
    if ('refused' in applied) throw new Error(`match ${rt.id}: stored row ${row.seq} cannot be replayed: ${applied.refused}`);
  }
}
