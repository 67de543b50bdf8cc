/**
 * A match that ends shorter than this is not replayed and kept when it ends
 * (ReplayService.prepare): whoever opens its replay has it replayed then, in
 * a few tens of ms (about 1.2 ms a step on a loaded machine, 629 ms for 514
 * steps in docs/benchmarks-history.md: 64 steps stay well inside the 300 ms a
 * first step list may take). Most replays are never opened, and a short
 * table's end cost PostgreSQL about as much as its start: a Hush Auction
 * table lives about 32 bids, and its replay's read and write were a fifth of
 * the statements' time of its whole life outside its moves (issue 52).
 */
export const PREPARED_FROM_STEPS = 64;

/** Whether a match that ended after `steps` steps is replayed and kept at once. */
export function worthPreparing(steps: number): boolean {
  return steps >= PREPARED_FROM_STEPS;
}
