import type { SetupArgs } from '../game';
import { seedRng, shuffle } from '../rng';
import { byValue, DECK } from './cards';
import { HAND_SIZE, ROUNDS, type HushOptions, type HushPlayer, type HushState } from './state';

/** Shuffles the deck, deals every seat its hand and turns up the first prize. */
export function setup({ seed, seats, options }: SetupArgs<HushOptions>): HushState {
  if (!Number.isInteger(seats) || seats < 2 || seats > 5)
    throw new Error(`Hush Auction is for 2 to 5 players, not ${seats}.`);
  const rng = seedRng(seed);
  const pile = shuffle(rng, [...DECK]);
  const players: HushPlayer[] = Array.from({ length: seats }, () => ({
    hand: pile.splice(-HAND_SIZE).sort(byValue),
    bid: null,
    won: [],
  }));
  const offer = pile.splice(-1);
  return {
    rounds: ROUNDS[options.length],
    round: 1,
    pile,
    offer,
    players,
    discard: [],
    lastReveal: null,
    rng,
    final: null,
  };
}
