import { byValue } from './cards';
import type { PastRound } from './history';
import { bidOdds } from './policy';

/**
 * Rounds back a hand is checked against: each one more multiplies the
 * histories to weigh by the hand size.
 */
export const LOOKBACK = 2;

/**
 * Odds a player's bid gets however badly the simple bot explains it: people
 * are not the simple bot, and a hand the model calls impossible must still
 * be sampled now and then.
 */
const FLOOR = 0.02;

/**
 * How well the simple bot holding `hand` now (this round's cards, a sealed
 * bid among them) explains the bids `seat` made in the last LOOKBACK
 * rounds. The hand a round before was this one less the card drawn since
 * (any of them, each as likely) plus the bid then; the likelihood averages
 * over those histories. Every bid of Hush Auction is the best or worst card
 * of a hand for the simple bot, so a rival's past bids tell a good deal of
 * what it still holds.
 */
export function handLikelihood(hand: readonly string[], seat: number, past: readonly PastRound[]): number {
  return weigh(hand, seat, past, past.length - 1, LOOKBACK);
}

function weigh(hand: readonly string[], seat: number, past: readonly PastRound[], round: number, left: number): number {
  if (round < 0 || left === 0) return 1;
  const { bids, offer, seen } = past[round];
  const bid = bids[seat];
  let sum = 0;
  for (const drawn of hand) {
    const before = [...hand.filter((c) => c !== drawn), bid].sort(byValue);
    const odds = FLOOR + (1 - FLOOR) * bidOdds(offer, before, seen, bids.length - 1, bid);
    sum += odds * weigh(before, seat, past, round - 1, left - 1);
  }
  return sum / hand.length;
}
