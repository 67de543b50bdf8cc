import type { MatchSource, TableSnapshot } from './source';

declare global {
  interface Window {
    /** For debugging and the end-to-end tests of every game: the room's current snapshot, read-only. */
    __table?: { snapshot: () => TableSnapshot };
  }
}

/** Lets a test (or a curious player in the console) read what the table was last told, whatever the game. */
export function exposeTable(source: MatchSource): void {
  window.__table = { snapshot: () => source.state };
}
