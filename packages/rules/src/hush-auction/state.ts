import { z } from 'zod';
import type { Outcome } from '../game';
import type { RngState } from '../rng';

export const HAND_SIZE = 4;
/** How many sit at a table. */
export const SEATS = { min: 2, max: 5 } as const;
export const ROUNDS = { short: 5, standard: 8 } as const;

export const optionsSchema = z
  .object({
    length: z.enum(['short', 'standard']).default('standard'),
  })
  .strict();
export type HushOptions = z.infer<typeof optionsSchema>;

/** What everyone saw when the last round's bids were turned over. */
export interface Reveal {
  round: number;
  /** Each seat's bid, by seat. */
  bids: string[];
  /** The seat that took the prizes, or null when the highest bids were equal. */
  winner: number | null;
  prizes: string[];
}

export interface HushPlayer {
  hand: string[];
  /** This round's secret bid, until every seat has bid. */
  bid: string | null;
  won: string[];
}

/** The whole table, hidden parts included. Plain JSON; never edited once made. */
export interface HushState {
  rounds: number;
  round: number;
  /** Face down; the next card is the last one. */
  pile: string[];
  /** Face-up prizes on offer: this round's card and any left over from tied rounds. */
  offer: string[];
  players: HushPlayer[];
  /** Bids of finished rounds, face up. */
  discard: string[];
  lastReveal: Reveal | null;
  /** The generator after the deal; nothing draws on it yet, but a later rule (a reshuffle) would. */
  rng: RngState;
  final: Outcome | null;
}
