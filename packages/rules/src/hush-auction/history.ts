import { valueOf } from './cards';
import type { HushView } from './view';

/** One finished round as every seat saw it. */
export interface PastRound {
  /** Each seat's bid, by seat. */
  bids: string[];
  /** The prizes on offer that round. */
  offer: string[];
  /** The face-up cards besides the offer when the round was bid: earlier bids and prizes won before it. */
  seen: string[];
}

/**
 * The finished rounds, rebuilt from what a view shows: the discard holds
 * every round's bids in seat order, and each seat's prizes are in the order
 * it won them. A round's offer is the prizes a tie carried into it plus its
 * own card; which cards those were is only known once a later round is won
 * (or from the offer now), so a run of tied rounds is filled in when it ends.
 */
export function pastRounds(view: HushView): PastRound[] {
  const seats = view.players.length;
  const rounds = Math.floor(view.discard.length / seats);
  const taken = view.players.map(() => 0);
  const out: PastRound[] = [];
  const wonBefore: string[] = [];
  let runStart = 0;
  for (let r = 0; r < rounds; r++) {
    const bids = view.discard.slice(r * seats, (r + 1) * seats);
    out.push({ bids, offer: [], seen: [...view.discard.slice(0, r * seats), ...wonBefore] });
    const winner = soleHighest(bids);
    if (winner === null) continue;
    const size = r - runStart + 1;
    const lot = view.players[winner].won.slice(taken[winner], taken[winner] + size);
    taken[winner] += size;
    fill(out, runStart, lot);
    wonBefore.push(...lot);
    runStart = r + 1;
  }
  // Rounds still tied carried their prizes into the offer now.
  fill(out, runStart, view.offer);
  return out;
}

/** The offers of the tied run from `start`: each round saw the run's cards so far. */
function fill(out: PastRound[], start: number, lot: readonly string[]): void {
  for (let r = start; r < out.length; r++) out[r].offer = lot.slice(0, r - start + 1);
}

function soleHighest(bids: readonly string[]): number | null {
  const values = bids.map(valueOf);
  const top = Math.max(...values);
  const at = values.flatMap((v, seat) => (v === top ? [seat] : []));
  return at.length === 1 ? at[0] : null;
}
