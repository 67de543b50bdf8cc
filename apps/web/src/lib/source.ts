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

/**
 * The same source, whose rejection listeners do not hear `codes`: the room
 * page shows chat refusals under the chat box, so the game's table, which
 * shows every other refusal it hears, is not told of them too.
 */
export function hideRejections<V, A>(source: MatchSource<V, A>, codes: readonly string[]): MatchSource<V, A> {
  return {
    get state() {
      return source.state;
    },
    onChange: (listener) => source.onChange(listener),
    onRejection: (listener) =>
      source.onRejection?.((r) => {
        if (!codes.includes(r.code)) listener(r);
      }) ?? (() => undefined),
    send: (action) => source.send(action),
    undo: source.undo ? () => source.undo!() : undefined,
    say: source.say ? (text) => source.say!(text) : undefined,
    close: () => source.close(),
    debugDrop: source.debugDrop,
  };
}
