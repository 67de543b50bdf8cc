import { nextInt, type RngState } from '../rng';
import { COLOURS, HIGHEST_VALUE, sumOf, valueOf } from './cards';

/** What a card kept is worth, as a share of its value, against the prizes it could win now: it bids again later, and breaks ties at the end. */
const KEEP = 0.5;

/**
 * The simple bot's bid (the easy level, every rival's hidden bid in a
 * search's samples, and every seat in its playouts): the card that best
 * weighs the prizes on offer, times its chance of being the single highest
 * bid, against what it is worth kept. The chance counts the cards the bidder
 * has not seen (`seen`: the discard and every prize won, besides its hand
 * and the offer) as what each of `rivals` might bid. So it spends a strong
 * card on a big lot and its weakest on a small one, as players who save
 * strength do, rather than bidding about the lot's value (which overpaid for
 * cheap lots and underbid big ones). Give or take 2 on the lot's worth keeps
 * it from being read exactly.
 */
export function weighedBid(
  offer: readonly string[],
  hand: readonly string[],
  seen: readonly string[],
  rivals: number,
  rng: RngState,
): string {
  // below[v]: cards unseen by the bidder whose value is under v.
  const unseen = new Array<number>(HIGHEST_VALUE + 2).fill(COLOURS.length);
  for (const list of [hand, offer, seen]) for (const id of list) unseen[valueOf(id)]--;
  unseen[0] = 0;
  const below = new Array<number>(HIGHEST_VALUE + 2).fill(0);
  for (let v = 1; v <= HIGHEST_VALUE + 1; v++) below[v] = below[v - 1] + Math.max(0, unseen[v - 1]);
  const total = below[HIGHEST_VALUE + 1] || 1;
  const prize = Math.max(0, sumOf(offer) + nextInt(rng, 5) - 2);
  let best = hand[0];
  let bestScore = -Infinity;
  for (const card of hand) {
    const value = valueOf(card);
    const score = prize * (below[value] / total) ** rivals - KEEP * value;
    if (score > bestScore) {
      bestScore = score;
      best = card;
    }
  }
  return best;
}
