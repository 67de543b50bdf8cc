import { shuffle, type RngState } from '../rng';
import { byValue } from './cards';
import { drawHand, unknownTo, viewBeliefs } from './belief';
import type { HushPlayer, HushState } from './state';
import type { HushView } from './view';
import { weighedBid } from './policy';

/** The face-up cards every seat has seen besides the offer: bids of finished rounds and prizes won. */
export function seenBy(s: { discard: readonly string[]; players: readonly { won: readonly string[] }[] }): string[] {
  return [...s.discard, ...s.players.flatMap((p) => p.won)];
}

/**
 * A full Hush Auction table that `seat` could not tell from the one it sees.
 * The cards this seat has not seen (not in its hand or bid, not discarded,
 * not on offer, not won) are dealt: first to each rival's hand (as many as
 * they hold, one more for a rival who has bid), the rest, shuffled, to the
 * pile. Every bid of a finished round was turned up and is in the discard,
 * and draws come blind from a shuffled pile; but a rival's hand is not dealt
 * blind: its past bids tell which side of them the cards it kept lay
 * (belief.ts), and its hand is drawn consistent with that. A rival's secret
 * bid is the one the simple bot would make from its sampled cards: an
 * opponent model, which took hard from 62% to 69% of 2-seat games against
 * easy (docs/benchmarks-history.md); since issue 53 that bot saves strong
 * cards for big lots (policy.ts).
 */
export function determinize(view: HushView, seat: number, rng: RngState): HushState | null {
  const hand = view.hand;
  if (hand === null || view.final !== null) return null;
  const beliefs = viewBeliefs(view, seat);
  const pool = unknownTo(view);
  const dealt = beliefs.map((belief) => (belief === null ? [] : drawHand(belief, pool, rng)));
  const seats = view.players.length;
  const pile = shuffle(rng, pool);
  const players = view.players.map((p, i): HushPlayer => {
    if (i === seat) return { hand, bid: view.myBid, won: p.won };
    // A rival who has bid is assumed to have bid as the simple bot would from the sampled hand.
    const bid = p.hasBid ? weighedBid(view.offer, dealt[i], seenBy(view), seats - 1, rng) : null;
    return { hand: dealt[i].filter((card) => card !== bid).sort(byValue), bid, won: p.won };
  });
  if (pile.length !== view.pileCount) return null;
  return {
    rounds: view.rounds,
    round: view.round,
    pile,
    offer: view.offer,
    players,
    discard: view.discard,
    lastReveal: view.lastReveal,
    // The true generator is hidden (it would tell the future): a sampled one stands in.
    rng: [rng[0], rng[1], rng[2], rng[3]],
    final: null,
  };
}
