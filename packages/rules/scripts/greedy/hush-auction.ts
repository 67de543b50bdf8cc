import { DECK, sumOf, valueOf } from '../../src/hush-auction/cards';
import type { HushAction, HushView } from '../../src/hush-auction';

/**
 * What a card kept in hand is worth against the points it could win now: it
 * bids again in a later round, and the cards left in hand break ties.
 */
const KEEP = 0.5;

/**
 * The chance that one rival's bid is below `value`, were it a card drawn at
 * random from those this seat has not seen (a rival with no plan): equal
 * bids win nothing, so only lower ones count.
 */
function belowShare(unseen: number[], value: number): number {
  if (unseen.length === 0) return 1;
  return unseen.filter((v) => v < value).length / unseen.length;
}

/**
 * Hush Auction's greedy player, for the bench only: for each card of its
 * hand, the prizes on offer times its chance of being the single highest bid
 * against rivals who bid at random, less what the card is worth kept. From
 * its own view (its hand, the face-up cards), so it never reads a rival's.
 */
export function hushGreedy(view: HushView, seat: number, legal: HushAction[]): HushAction {
  const seen = new Set<string>([...(view.hand ?? []), ...view.discard, ...view.offer]);
  for (const p of view.players) for (const card of p.won) seen.add(card);
  const unseen = DECK.filter((card) => !seen.has(card)).map(valueOf);
  const rivals = view.players.filter((p) => p.seat !== seat).length;
  const prize = sumOf(view.offer);
  let best = legal[0];
  let bestScore = -Infinity;
  for (const action of legal) {
    const value = valueOf(action.card);
    const score = prize * belowShare(unseen, value) ** rivals - KEEP * value;
    // Legal bids come in hand order, lowest first: the lowest of equal scores is kept.
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}
