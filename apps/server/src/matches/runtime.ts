import type { LogLine, MatchMemo } from '@sprawl/rules';
import type { AnyGame, GameState } from './games';
import type { Abandoned } from './abandon';
import { StateHasher } from './hash';

/** A seat's open decision: its key (GameModule.decisionKey) and the version since which it has been the same (decisions.ts). */
export interface OpenDecision {
  key: string | null;
  since: number;
}

/**
 * A match held in memory: the state after `version` log rows, plus what undo
 * needs (the states before each move that can still be taken back). The log is
 * the truth; this is rebuilt from a snapshot and the rows after it, and the
 * rebuild gives the same undo stack because snapshots are only written when
 * that stack is empty (see move-chain.ts). It moves on only through
 * step.ts.
 */
export interface Runtime {
  id: string;
  roomId: string;
  game: AnyGame;
  state: GameState;
  version: number;
  /** Moves that may still be taken back: the state before each, who made it, and its log (to say what was taken back). */
  undo: { before: GameState; seat: number; log: LogLine[] }[];
  /** Highest client sequence number seen per seat, to refuse duplicates. */
  lastClientSeq: Map<number, number>;
  lastSnapshot: number;
  /** Hashes this match's successive states (the hash stored with each action). */
  hasher: StateHasher;
  /** What the game keeps between legal-move listings of this match (see GameModule.legalActions). */
  memo: MatchMemo;
  /** Played across days: each deciding seat's time per move in ms; null for a live match. */
  moveMs: number | null;
  /** The decisions open now, per seat, and since when (matches/decisions.ts). */
  decisions: Map<number, OpenDecision>;
  /** The version this match was built at in this process: nothing older is known of its decisions. */
  loadedAt: number;
  /** Ended by the abandonment rule (abandon.ts): the game never reached its end, but no move is taken any more. */
  abandoned: Abandoned | null;
}

export function newRuntime(
  id: string,
  roomId: string,
  game: AnyGame,
  state: GameState,
  version: number,
  moveMs: number | null = null,
): Runtime {
  return {
    id,
    roomId,
    game,
    state,
    version,
    undo: [],
    lastClientSeq: new Map(),
    lastSnapshot: version,
    hasher: new StateHasher(),
    memo: {},
    moveMs,
    decisions: new Map(),
    loadedAt: version,
    abandoned: null,
  };
}
