import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { every } from '../scheduling/every';
import { endAbandoned, endTooLong, type EndedMatch } from './abandon';
import { isOver, type MatchStore } from './match-store';
import type { Runtime } from './runtime';

export interface MatchEndingOptions {
  /** A running match with no accepted action for this long is ended (abandon.ts); default 30 days. */
  abandonAfterMs?: number;
  /** How often this process applies that rule; default once an hour. */
  abandonSweepMs?: number;
  /** A match that reaches this many steps without its game ending is ended (abandon.ts); default 20,000. */
  maxSteps?: number;
}

const DEFAULT_ABANDON_AFTER_MS = 30 * 24 * 3_600_000;
const DEFAULT_ABANDON_SWEEP_MS = 3_600_000;
const DEFAULT_MAX_STEPS = 20_000;

/**
 * Ends the matches whose game will not: those nobody moved in for the idle
 * rule's time (swept by every process, abandon.ts) and those that reached
 * the most steps a match may take. An ended match leaves memory, and
 * listeners hear of it.
 */
export class MatchEnding {
  private readonly listeners = new Set<(ended: EndedMatch) => void>();
  private readonly afterMs: number;
  private readonly stopSweep: () => void;

  constructor(
    private readonly pool: Pool,
    private readonly store: MatchStore,
    private readonly log: Logger,
    private readonly opts: MatchEndingOptions,
  ) {
    this.afterMs = opts.abandonAfterMs ?? DEFAULT_ABANDON_AFTER_MS;
    this.stopSweep = every(opts.abandonSweepMs ?? DEFAULT_ABANDON_SWEEP_MS, () => this.sweepAbandoned(), true);
  }

  /** Tells `listener` of each match this process ends. */
  onEnded(listener: (ended: EndedMatch) => void): void {
    this.listeners.add(listener);
  }

  /** Applies the abandonment rule (abandon.ts); ended matches leave memory here and listeners hear of them. */
  async sweepAbandoned(): Promise<EndedMatch[]> {
    if (this.store.closed) return [];
    try {
      const ended = await endAbandoned(this.pool, this.afterMs);
      for (const m of ended) this.ended(m, { idleHours: this.afterMs / 3_600_000 });
      return ended;
    } catch (err) {
      this.log.warn({ err }, 'could not end abandoned matches; the next sweep tries again');
      return [];
    }
  }

  /**
   * Ends a match that has just reached the most steps a match may take while
   * its game goes on (abandon.ts), once the moves that got it there are sent.
   */
  async endIfTooLong(rt: Runtime): Promise<void> {
    const steps = this.opts.maxSteps ?? DEFAULT_MAX_STEPS;
    if (rt.version < steps || isOver(rt)) return;
    try {
      const ended = await endTooLong(this.pool, rt.id, steps);
      rt.abandoned = 'steps';
      if (ended) this.ended(ended, { steps });
    } catch (err) {
      // Its next move tries again.
      this.log.warn({ err, match: rt.id }, 'could not end a match past the most steps');
    }
  }

  close(): void {
    this.stopSweep();
  }

  /** A match this process ended before its game was over: it leaves memory, and listeners hear of it. */
  private ended(m: EndedMatch, why: Record<string, number>): void {
    this.log.info({ match: m.matchId, room: m.roomId, ...why }, 'match ended as abandoned');
    this.store.leave(m.matchId);
    for (const listener of this.listeners) listener(m);
  }
}
