import type { AnyGame, GameState } from '../matches/games';
import { newRuntime } from '../matches/runtime';
import { replayStored } from '../matches/step';
import type { StoredAction } from '../matches/stored-action';

/**
 * Positions kept in memory along a replayed match, every `every` steps or so,
 * with the stored rows after them: any step is then rebuilt from the nearest
 * position before it by at most about `every` quiet moves, without reading
 * the database. Only a step where nothing can be undone is kept (a later undo
 * row needs the states before it, which a bare position lacks). States are
 * never edited, so keeping them costs only what each step changed.
 */
export class Checkpoints {
  private readonly versions: number[] = [0];
  private readonly states: GameState[];
  /** rows[i] is step i + 1, for every step read in order so far. */
  private readonly rows: StoredAction[] = [];

  constructor(
    private readonly game: AnyGame,
    private readonly matchId: string,
    start: GameState,
    private readonly every: number,
  ) {
    this.states = [start];
  }

  /** The last step that can be rebuilt from here. */
  get last(): number {
    return this.rows.length;
  }

  /** Records the step just replayed (rows must come in order, with no gap), keeping its position when due. */
  add(row: StoredAction, state: GameState, undoEmpty: boolean): void {
    if (row.seq !== this.rows.length + 1)
      throw new Error(`checkpoints of ${this.matchId}: step ${row.seq} out of order`);
    this.rows.push(row);
    if (undoEmpty && row.seq - this.versions[this.versions.length - 1] >= this.every) {
      this.versions.push(row.seq);
      this.states.push(state);
    }
  }

  /** The position after `step`, or null beyond the steps recorded. */
  stateAt(step: number): GameState | null {
    if (!Number.isInteger(step) || step < 0 || step > this.last) return null;
    const i = this.nearest(step);
    const from = this.versions[i];
    if (from === step) return this.states[i];
    const rt = newRuntime(this.matchId, '', this.game, this.states[i], from);
    replayStored(rt, this.rows.slice(from, step), true);
    return rt.state;
  }

  /** The kept positions after `from` (for storing them as snapshots). */
  kept(from = 0): { version: number; state: GameState }[] {
    const out: { version: number; state: GameState }[] = [];
    for (let i = 0; i < this.versions.length; i++)
      if (this.versions[i] > from) out.push({ version: this.versions[i], state: this.states[i] });
    return out;
  }

  /** Index of the last kept position at or before `step` (versions are increasing). */
  private nearest(step: number): number {
    let lo = 0;
    let hi = this.versions.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.versions[mid] <= step) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
