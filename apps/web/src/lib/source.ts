import type { Prompt, TableState } from '@sprawl/client';
import type { WireLogLine } from '@sprawl/protocol';

/** A decision owed by this seat, as the server describes it. */
export type PromptInfo = Prompt;
export type WireLog = WireLogLine;

/**
 * Everything a table shows: the SDK's table state, with the view and the
 * moves typed by the game's wing (`games/<id>/`); unknown to the shared code.
 */
export type TableSnapshot<V = unknown, A = unknown> = Omit<TableState<V>, 'legal'> & { legal: A[] };

/** A refusal with the server's stable code and sentence. */
export interface MoveError {
  code: string;
  message: string;
}

/**
 * What a table needs from a match: the live MatchConnection of the client
 * SDK fits it, and so does the fixture source used in development.
 */
export interface MatchSource<V = unknown, A = unknown> {
  readonly state: TableSnapshot<V, A>;
  onChange(listener: (s: TableSnapshot<V, A>) => void): () => void;
  onRejection?(listener: (r: MoveError) => void): () => void;
  send(action: A): Promise<unknown>;
  undo?(): Promise<unknown>;
  /** Says a line in the room's chat (live rooms only). */
  say?(text: string): void;
  close(): void;
  /** Tests only: drops the connection as a network failure would. */
  debugDrop?: () => void;
}
