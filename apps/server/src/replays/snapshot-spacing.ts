/**
 * Finished matches keep a position at least every this many steps (in memory
 * with their timeline, and stored as snapshots after the first replay), so
 * that seeking to any step replays at most this many moves.
 */
export const REPLAY_SNAPSHOT_EVERY = 8;

/** However long a match, it keeps about this many snapshots at most: a stored match costs in proportion to its play. */
const MAX_REPLAY_SNAPSHOTS = 200;

/** Steps between a finished match's snapshots: every REPLAY_SNAPSHOT_EVERY, spaced out for very long logs. */
export function snapshotSpacing(length: number): number {
  return Math.max(REPLAY_SNAPSHOT_EVERY, Math.ceil(length / MAX_REPLAY_SNAPSHOTS));
}
