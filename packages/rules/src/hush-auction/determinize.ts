import { nextUint32, shuffle, type RngState } from '../rng';
import { handLikelihood } from './belief';
import { pastRounds } from './history';
import { byValue, DECK } from './cards';
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
 * pile. Nothing else is hidden: every bid of a finished round was turned up
 * and is in the discard, and draws come blind from a shuffled pile. The
 * rivals' hands are not dealt blind once they have bid: hands that explain
 * their past bids are likelier (rivalHands). A rival's secret bid is the one
 * the simple bot would make from its sampled cards: an opponent model, which
 * took hard from 62% to 69% of 2-seat games against easy (docs/benchmarks-history.md);
 * since issue 53 that bot saves strong cards for big lots (policy.ts).
 */
export function determinize(view: HushView, seat: number, rng: RngState): HushState | null {
  const hand = view.hand;
  if (hand === null || view.final !== null) return null;
  const seen = new Set<string>([...hand, ...(view.myBid ? [view.myBid] : []), ...view.discard, ...view.offer]);
  for (const p of view.players) for (const card of p.won) seen.add(card);
  const unknown = DECK.filter((card) => !seen.has(card));
  const hands = rivalHands(view, seat, unknown, rng);
  const held = new Set(hands.flat());
  const pile = shuffle(
    rng,
    unknown.filter((card) => !held.has(card)),
  );
  const players = view.players.map((p, i): HushPlayer => {
    if (i === seat) return { hand, bid: view.myBid, won: p.won };
    const dealt = hands[i];
    // A rival who has bid is assumed to have bid as the simple bot would from the sampled hand.
    const bid = p.hasBid ? weighedBid(view.offer, dealt, seenBy(view), view.players.length - 1, rng) : null;
    return { hand: dealt.filter((card) => card !== bid).sort(byValue), bid, won: p.won };
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

/** Deals weighed per search; each sample takes one of them, by weight. */
export const CANDIDATES = 400;

/** The rivals' cards of one deal: each rival's cards of this round (a sealed bid among them), sorted; empty for the searching seat. */
type Hands = string[][];

interface Pool {
  view: HushView;
  deals: Hands[];
  /** Running sums of the deals' weights. */
  upTo: number[];
}

/**
 * The rivals' hands of one sample. Rivals who have bid in finished rounds
 * are not dealt blind: CANDIDATES deals of the unknown cards are weighed
 * once per search by how well the simple bot with those hands explains the
 * rivals' past bids (belief.ts), and each sample takes one by weight (a
 * rival that just bid its best card on a big lot seldom holds a better one).
 * The pool is kept by the search's generator, which one search hands to
 * every call and no other search shares, so a search still depends on its
 * seed alone.
 */
function rivalHands(view: HushView, seat: number, unknown: readonly string[], rng: RngState): Hands {
  if (view.discard.length === 0) return deal(view, seat, shuffle(rng, [...unknown]));
  let pool = pools.get(rng);
  if (pool === undefined || pool.view !== view) {
    pool = weighDeals(view, seat, unknown, rng);
    pools.set(rng, pool);
  }
  const { deals, upTo } = pool;
  const at = (nextUint32(rng) / 2 ** 32) * upTo[upTo.length - 1];
  let lo = 0;
  let hi = upTo.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (upTo[mid] > at) hi = mid;
    else lo = mid + 1;
  }
  return deals[lo];
}

const pools = new WeakMap<RngState, Pool>();

function weighDeals(view: HushView, seat: number, unknown: readonly string[], rng: RngState): Pool {
  const past = pastRounds(view);
  const deals: Hands[] = [];
  const upTo: number[] = [];
  let sum = 0;
  for (let k = 0; k < CANDIDATES; k++) {
    const hands = deal(view, seat, shuffle(rng, [...unknown]));
    let weight = 1;
    hands.forEach((hand, i) => {
      if (i !== seat) weight *= handLikelihood(hand, i, past);
    });
    sum += weight;
    deals.push(hands);
    upTo.push(sum);
  }
  return { view, deals, upTo };
}

/** Each rival's cards from the top of shuffled unknown cards: as many as it holds, one more for a rival who has bid. */
function deal(view: HushView, seat: number, shuffled: string[]): Hands {
  return view.players.map((p, i) =>
    i === seat ? [] : shuffled.splice(shuffled.length - p.handCount - (p.hasBid ? 1 : 0)).sort(byValue),
  );
}
