import type { LogLine } from '@sprawl/rules';
import type { Logger } from 'pino';
import type { Runtime } from './runtime';

/** A committed change, handed to listeners synchronously right after COMMIT. */
export interface Change {
  matchId: string;
  roomId: string;
  version: number;
  log: LogLine[];
  /** The runtime, at exactly `version` while the listeners run. */
  runtime: Runtime;
  /** Who made the change: the sending connection and its move number, when known. */
  origin?: { connection: number; clientSeq: number };
}

export type ChangeListener = (change: Change) => void;

/**
 * Who hears of committed changes, made here or followed from another
 * process. A listener that throws is logged and the others still hear.
 */
export class ChangeListeners {
  private readonly listeners = new Set<ChangeListener>();

  constructor(private readonly log: Logger) {}

  add(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hands a committed change to every listener. */
  emit(change: Change): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (err) {
        this.log.error({ err, match: change.matchId }, 'change listener failed');
      }
    }
  }
}
