import { REFUSAL_SENTENCES } from '@sprawl/protocol';
import type { Logger } from 'pino';
import { refuse, ServiceError } from '../errors';
import type { MoveMetrics } from '../metrics';
import type { ChangeListeners } from './change';
import type { GroupCommit } from './group-commit';
import type { MatchEnding } from './match-ending';
import type { MatchStore } from './match-store';
import { checkMove, speculate, takeChecked, type CheckedMove } from './move-chain';
import type { Runtime } from './runtime';

/** Moves of one match taken as one chain at most: a longer wait is taken in several. */
const MAX_CHAIN = 16;

export interface Submission {
  seat: number;
  kind: 'move' | 'undo';
  action?: unknown;
  clientSeq: number | null;
  /** The version the client saw when it made the move; null for server-side bots. */
  version: number | null;
  /** Chosen by a bot of this server for a seat it plays (written only while the database still says so). */
  byBot?: boolean;
  /** The connection that sent it, so that a listener may acknowledge the move in that connection's patch. */
  origin?: number;
}

/** A committed move: its version (the room channel acknowledges it to its sender, ws/room-channel.ts). */
export interface Accepted {
  version: number;
}

/** A move waiting for its match, and how to answer it. */
interface Pending {
  sub: Submission;
  resolve: (accepted: Accepted) => void;
  reject: (err: unknown) => void;
  started: number;
}

export interface MoveAcceptanceParts {
  store: MatchStore;
  changes: ChangeListeners;
  commits: GroupCommit;
  ending: MatchEnding;
  metrics: MoveMetrics;
  log: Logger;
  snapshotEvery: number;
  /** After a chain's moves are taken and told (a bot may be due now). */
  movedOn: (rt: Runtime) => void;
}

/**
 * Accepts moves, one match at a time (its queue in the store): checks each
 * against the rules and the table its player saw (move-chain.ts,
 * decisions.ts), writes the accepted ones in one statement shared with other
 * matches' (GroupCommit, commit.ts), and only after COMMIT moves the match on
 * in memory (step.ts) and tells listeners.
 */
export class MoveAcceptance {
  /** Moves that arrived for a match whose queue had not yet taken them, in order (see submit). */
  private readonly inboxes = new Map<string, Pending[]>();

  constructor(private readonly parts: MoveAcceptanceParts) {}

  /**
   * Accepts or refuses one move or undo; resolves once it is committed (and
   * its listeners told), with the new version. Moves of one match
   * that arrive while it is busy wait together and are taken as one chain
   * (move-chain.ts), in the order they came.
   */
  submit(matchId: string, sub: Submission): Promise<Accepted> {
    return new Promise((resolve, reject) => {
      const pending: Pending = { sub, resolve, reject, started: performance.now() };
      const waiting = this.inboxes.get(matchId);
      if (waiting) return void waiting.push(pending);
      this.inboxes.set(matchId, [pending]);
      void this.parts.store.inTurn(matchId, async () => {
        const taken = this.inboxes.get(matchId) ?? [];
        this.inboxes.delete(matchId);
        for (let i = 0; i < taken.length; i += MAX_CHAIN)
          await this.acceptChain(matchId, taken.slice(i, i + MAX_CHAIN));
      });
    });
  }

  /** One move, from inside the match's queue (a bot's): a chain of one. */
  acceptNow(matchId: string, sub: Submission): Promise<Accepted> {
    return new Promise(
      (resolve, reject) => void this.acceptChain(matchId, [{ sub, resolve, reject, started: performance.now() }]),
    );
  }

  /**
   * Checks each waiting move against the table the ones before it leave,
   * writes those accepted in one statement, then lets the match take them
   * one by one, telling listeners after each (so each change is seen at
   * exactly its version), and answers every move in the order it came.
   */
  private async acceptChain(matchId: string, group: Pending[]): Promise<void> {
    const { store } = this.parts;
    let rt: Runtime;
    try {
      if (store.closed) refuse('shutting_down');
      rt = await store.runtime(matchId);
    } catch (err) {
      for (const p of group) p.reject(err);
      return;
    }
    const spec = speculate(rt);
    const entries = group.map((p) => {
      const base = {
        match: matchId,
        room: rt.roomId,
        seat: p.sub.seat,
        version: spec.version,
        clientSeq: p.sub.clientSeq,
        kind: p.sub.kind,
      };
      try {
        return { p, base, checked: checkMove(spec, p.sub, this.parts.snapshotEvery) };
      } catch (err) {
        return { p, base, refused: err };
      }
    });
    const chain = entries.flatMap((e) => (e.checked ? [e.checked] : []));
    let written: boolean | { error: unknown } = true;
    if (chain.length > 0) {
      try {
        written = await this.parts.commits.commitChain(chain.map((c) => c.args));
      } catch (error) {
        written = { error };
      }
    }
    // Another process moved this match on: forget our copy so the next request reloads it.
    if (written === false) store.forget(matchId);
    for (const { p, base, checked, refused } of entries) {
      if (!checked) this.refused(p, base, refused);
      else if (written === false) {
        this.refused(p, base, new ServiceError('stale_version', REFUSAL_SENTENCES.stale_version));
      } else if (written !== true) p.reject(written.error);
      else {
        try {
          p.resolve(this.took(rt, p, checked, base));
        } catch (err) {
          p.reject(err);
        }
      }
    }
    if (written === true && chain.length > 0) {
      await this.parts.ending.endIfTooLong(rt);
      store.leaveIfOver(rt);
      this.parts.movedOn(rt);
    }
  }

  /** The match takes one written move and tells its listeners. */
  private took(rt: Runtime, p: Pending, checked: CheckedMove, base: Record<string, unknown>): Accepted {
    takeChecked(rt, p.sub, checked);
    const { version } = checked;
    this.parts.log.info({ ...base, version }, 'action accepted');
    const origin =
      p.sub.origin !== undefined && p.sub.clientSeq !== null
        ? { connection: p.sub.origin, clientSeq: p.sub.clientSeq }
        : undefined;
    this.parts.changes.emit({
      matchId: rt.id,
      roomId: rt.roomId,
      version,
      log: checked.plan.log,
      runtime: rt,
      origin,
    });
    this.parts.metrics.accepted((performance.now() - p.started) / 1000);
    return { version };
  }

  private refused(p: Pending, base: Record<string, unknown>, err: unknown): void {
    if (err instanceof ServiceError) {
      this.parts.log.info({ ...base, code: err.code }, 'action rejected');
      this.parts.metrics.refused(err.code);
    }
    p.reject(err);
  }
}
