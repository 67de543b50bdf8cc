import type { RoomStatus, UsAction, UsView } from './types';

/** A decision owed by this seat, as the server describes it. */
export interface PromptInfo {
  seat: number;
  kind: string;
  text: string;
  options: unknown[];
}

export interface WireLog {
  text: string;
  seat?: number;
  card?: string;
}

/** Everything the table shows; replaced (never mutated) on each change. */
export interface TableSnapshot {
  connected: boolean;
  role: 'seat' | 'spectator' | null;
  seat: number | null;
  room: RoomStatus | null;
  matchId: string | null;
  version: number;
  view: UsView | null;
  prompts: PromptInfo[];
  legal: UsAction[];
  canUndo: boolean;
  log: WireLog[];
}

/** A refusal with the server's stable code and sentence. */
export interface MoveError {
  code: string;
  message: string;
}

/**
 * What the table needs from a match: the live MatchConnection of the client
 * SDK fits it, and so does the fixture source used in development.
 */
export interface MatchSource {
  readonly state: TableSnapshot;
  onChange(listener: (s: TableSnapshot) => void): () => void;
  onRejection?(listener: (r: MoveError) => void): () => void;
  send(action: UsAction): Promise<unknown>;
  undo?(): Promise<unknown>;
  close(): void;
  /** Tests only: drops the connection as a network failure would. */
  debugDrop?: () => void;
}
