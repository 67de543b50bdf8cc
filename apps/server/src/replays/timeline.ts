import type { ReplayStep } from '@sprawl/protocol';
import type { AnyGame, GameState } from '../matches/games';
import { newRuntime, type Runtime } from '../matches/runtime';
import { applyStored } from '../matches/step';
import type { StoredAction } from '../matches/stored-action';
import { stateHash } from '../matches/hash';
import { TimeSlice } from '../scheduling/time-slice';
import { Checkpoints } from './checkpoints';

/** The first step at which replaying with these rules does not give the stored game. */
export interface Divergence {
  step: number;
  reason: string;
}

export interface Timeline {
  steps: ReplayStep[];
  /** hashes[i]: the state hash after step i, for the steps that could be replayed. */
  hashes: string[];
  divergence: Divergence | null;
  /** Positions kept along the replay for seeking (only when asked for: `snapshotEvery`). */
  checkpoints: Checkpoints | null;
}

export interface TimelineInput {
  game: AnyGame;
  matchId: string;
  start: GameState;
  startedAt: Date;
  rows: StoredAction[];
  /** Stored snapshots to compare with the replayed states (matches written by other rules versions). */
  checkSnapshots?: Map<number, GameState>;
  /**
   * The rules version that recorded the match, when it is not the one this
   * server runs: a replayed position then also matches a stored one in the
   * form that version wrote its states (see `olderForm`).
   */
  recordedBy?: string;
  /** Keep a position about every this many steps (finished matches, for fast seeking: Checkpoints). */
  snapshotEvery?: number;
}

/** The state as the rules version that recorded a match wrote it (GameModule.stateAsRecordedBy), or null. */
export function olderForm(game: AnyGame, state: GameState, rulesVersion: string): GameState | null {
  return game.stateAsRecordedBy?.(state, rulesVersion) ?? null;
}

/** The public summary after a step, as the game itself gives it (GameModule.summary). */
function summary(game: AnyGame, state: GameState): Pick<ReplayStep, 'turn' | 'activeSeat' | 'scores'> {
  const { turn, waitingFor, scores } = game.summary(state);
  return { turn, activeSeat: waitingFor[0] ?? -1, scores };
}

/**
 * Replays a stored match with the rules this server runs: the public summary
 * after every step (for the step list), the state hash after every step (for
 * exports), and the first step where the replay disagrees with what was
 * stored (a refused move, a different hash or snapshot). A running match's
 * builder is kept and extended with the rows committed since, instead of
 * replaying from the start on every request.
 */
export class TimelineBuilder {
  private readonly steps: ReplayStep[];
  private readonly hashes: string[];
  private divergence: Divergence | null = null;
  private readonly checkpoints: Checkpoints | null;
  private readonly rt: Runtime;
  /** The last log row read (equal to the replayed version unless the replay diverged). */
  consumed = 0;

  constructor(private readonly input: Omit<TimelineInput, 'rows'>) {
    const { game, start } = input;
    this.rt = newRuntime(input.matchId, '', game, start, 0);
    this.steps = [
      { seq: 0, seat: -1, kind: 'start', at: input.startedAt.toISOString(), log: [], ...summary(game, start) },
    ];
    this.hashes = [stateHash(start)];
    this.checkpoints = input.snapshotEvery ? new Checkpoints(game, input.matchId, start, input.snapshotEvery) : null;
    const check0 = input.checkSnapshots?.get(0);
    if (check0 !== undefined && stateHash(check0) !== this.hashes[0])
      this.divergence = { step: 0, reason: 'the stored starting position is not the one replayed' };
  }

  /** Reads further rows. Yields to the event loop every hundred steps: a long match takes a few hundred milliseconds. */
  async extend(rows: StoredAction[]): Promise<void> {
    const { input, rt, steps } = this;
    const { game } = input;
    const slice = new TimeSlice();
    for (const row of rows) {
      if (row.seq <= this.consumed) continue;
      // A long match keeps the process busy for a while: other matches and requests run between slices.
      await slice.pause();
      this.consumed = row.seq;
      const stored = { seq: row.seq, seat: row.seat, kind: row.kind, at: row.at.toISOString(), log: row.log };
      if (this.divergence) {
        // Past the first disagreement nothing is trustworthy: list the step with the last known summary.
        steps.push({ ...stored, ...pick(steps[steps.length - 1]) });
        continue;
      }
      if (row.seq !== rt.version + 1) {
        this.divergence = { step: row.seq, reason: `the log jumps from step ${rt.version} to step ${row.seq}` };
        steps.push({ ...stored, ...pick(steps[steps.length - 1]) });
        continue;
      }
      // Quiet: each step's log lines are the stored ones, so the rules need not write them again.
      const applied = applyStored(rt, row, true);
      if ('refused' in applied) {
        this.divergence = { step: row.seq, reason: applied.refused };
        steps.push({ ...stored, ...pick(steps[steps.length - 1]) });
        continue;
      }
      const hash = rt.hasher.hash(rt.state);
      this.hashes.push(hash);
      steps.push({ ...stored, ...summary(game, rt.state) });
      const snap = input.checkSnapshots?.get(row.seq);
      if (row.stateHash !== null && !this.sameAsStored(row.stateHash, hash))
        this.divergence = { step: row.seq, reason: 'the position differs from the stored one' };
      else if (snap !== undefined && !this.sameAsStored(stateHash(snap), hash))
        this.divergence = { step: row.seq, reason: 'the position differs from the stored snapshot' };
      if (!this.divergence) this.checkpoints?.add(row, rt.state, rt.undo.length === 0);
    }
  }

  /**
   * Whether the replayed position (hashing to `hash`) is the stored one
   * (hashing to `stored`): the same, or, for a match recorded by other rules,
   * the same once written as those rules wrote it. Rows stored after the
   * server moved to these rules match as they are.
   */
  private sameAsStored(stored: string, hash: string): boolean {
    if (stored === hash) return true;
    const { game, recordedBy } = this.input;
    if (recordedBy === undefined) return false;
    const older = olderForm(game, this.rt.state, recordedBy);
    return older !== null && older !== this.rt.state && stateHash(older) === stored;
  }

  /** The timeline up to `version` (copies: the builder may go on). */
  result(version = this.consumed): Timeline {
    return {
      steps: this.steps.slice(0, version + 1),
      hashes: this.hashes.slice(0, version + 1),
      divergence: this.divergence !== null && this.divergence.step <= version ? this.divergence : null,
      // Only a finished match's builder keeps positions, and it is read whole.
      checkpoints: this.checkpoints,
    };
  }
}

/** A whole match at once. */
export async function buildTimeline(input: TimelineInput): Promise<Timeline> {
  const builder = new TimelineBuilder(input);
  await builder.extend(input.rows);
  return builder.result();
}

const pick = (s: ReplayStep): Pick<ReplayStep, 'turn' | 'activeSeat' | 'scores'> => ({
  turn: s.turn,
  activeSeat: s.activeSeat,
  scores: s.scores,
});

/** A small least-recently-used cache (Map keeps insertion order). */
export class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as string);
  }

  delete(key: string): void {
    this.map.delete(key);
  }
}
