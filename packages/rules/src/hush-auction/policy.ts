import { nextInt, type RngState } from '../rng';
import { sumOf, valueOf } from './cards';

/**
 * The simple bot's bid (the easy level, and every seat in a search's
 * playouts): the card nearest in value to the prizes on offer, give or take
 * 2, so it bids about what the round is worth rather than at random.
 */
export function ruleOfThumbBid(offer: readonly string[], hand: readonly string[], rng: RngState): string {
  const want = sumOf(offer) + nextInt(rng, 5) - 2;
  return hand.reduce((best, card) => (Math.abs(valueOf(card) - want) < Math.abs(valueOf(best) - want) ? card : best));
}
