import type { Prompt, TableState } from '@sprawl/client';
import type { WireLogLine } from '@sprawl/protocol';
import type { UsAction, UsView } from './types';

/** A decision owed by this seat, as the server describes it. */
export type PromptInfo = Prompt;
export type WireLog = WireLogLine;

/** Everything the table shows: the SDK's table state, with the moves typed for Urban Sprawl. */
export type TableSnapshot = Omit<TableState<UsView>, 'legal'> & { legal: UsAction[] };

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
