import { createContext } from 'preact';

/**
 * Where a game's log goes when the room's dock shows it (on a phone, behind
 * the dock's Log button): the dock's panel element while the log is open
 * there, null while it is closed. Absent outside a live room (replays, dev
 * fixtures), where the log drawer keeps its own button.
 */
export interface LogDock {
  slot: HTMLElement | null;
}

export const LogDockContext = createContext<LogDock | null>(null);
