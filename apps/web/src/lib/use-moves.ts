import { useEffect, useState } from 'preact/hooks';
import type { MatchSource, MoveError } from './source';
import { exposeTable, type SentRecord } from './table-hook';

/** A table's moves: how it sends them, whether one is on its way, and the last refusal. */
export interface Moves<A> {
  /** Sends a move; resolves once the server answered, never rejects (a refusal goes to `error`). */
  send: (move: A) => Promise<void>;
  /** Takes back the last move, where the source can. */
  undo?: () => Promise<void>;
  /** True while a move or an undo is on its way: the table disables its controls, so one click is one move. */
  busy: boolean;
  /** The last refusal, shown until dismissed or until the next move. */
  error: MoveError | null;
  clearError: () => void;
}

export interface MovesOptions {
  /** Runs when the server accepts a move, before the table stops being busy: a table drops its half-made choices there. */
  onAccepted?: () => void;
  /**
   * Shows the refusals the source hears without a move of this page (a
   * malformed frame, a rate limit) as well. Urban Sprawl's table does; the
   * others have never shown them, and a player sees the same as before.
   */
  hearRefusals?: boolean;
}

/** Whatever a source threw, as a refusal the table can show: sources throw a code and a sentence, anything else is said as it is. */
function asRefusal(e: unknown): MoveError {
  const err = (e ?? {}) as Partial<MoveError>;
  return { code: err.code ?? 'error', message: err.message ?? String(e) };
}

/**
 * The one way a table submits moves, for every game: through the source,
 * busy while in flight, the refusal kept for MoveRefusal (or the table's own
 * line) and cleared by the next move. It also installs window.__table, whose
 * `send` is this one, so a test's move behaves as a click.
 */
export function useMoves<A>(
  source: MatchSource<unknown, A> & { sent?: SentRecord },
  options: MovesOptions = {},
): Moves<A> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MoveError | null>(null);
  const { onAccepted, hearRefusals = false } = options;

  useEffect(() => (hearRefusals ? source.onRejection?.((r) => setError(r)) : undefined), [source, hearRefusals]);

  const run = async (call: () => Promise<unknown>, accepted?: () => void): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await call();
      accepted?.();
    } catch (e) {
      setError(asRefusal(e));
    } finally {
      setBusy(false);
    }
  };
  const send = (move: A) => run(() => source.send(move), onAccepted);
  const undo = source.undo ? () => run(() => source.undo!()) : undefined;

  // Each render: the hook's send closes over this render's table (its half-made choices).
  useEffect(() => exposeTable(source as MatchSource, (move) => send(move as A)));

  return { send, undo, busy, error, clearError: () => setError(null) };
}
