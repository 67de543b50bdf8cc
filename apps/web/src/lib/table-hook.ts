import type { MatchSource, TableSnapshot } from './source';

/** What a dev fixture page's table sent, recorded instead of played. */
export interface SentRecord {
  moves: unknown[];
  undos: number;
}

/** For debugging and the browser tests of every game: the table on the page, whatever the game. */
export interface TableHook {
  /** What the table was last told. */
  snapshot: () => TableSnapshot;
  /** Sends a move through the table's own path: busy while in flight, a refusal shown as a player would see it. */
  send: (move: unknown) => Promise<void>;
  /** Drops the connection as a network failure would (live rooms only; the client reconnects). */
  drop: () => void;
  /** On a dev fixture page: the moves sent and the undos asked. */
  sent?: SentRecord;
}

declare global {
  interface Window {
    __table?: TableHook;
  }
}

/**
 * Installs window.__table for the table being shown. Every table calls it
 * through useMoves, so a test drives any game's table the same way.
 */
export function exposeTable(source: MatchSource & { sent?: SentRecord }, send: (move: unknown) => Promise<void>): void {
  window.__table = {
    snapshot: () => source.state,
    send,
    drop: () => source.debugDrop?.(),
    sent: source.sent,
  };
}
