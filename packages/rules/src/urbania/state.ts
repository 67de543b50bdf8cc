import type { Outcome } from '../game';
import type { RngState } from '../rng';
import type { OuterDistrict, Suit } from './content/schema';

/** One of the 49 squares of the city. Shared between states: replaced, never edited. */
export interface Square {
  readonly tile: string;
  readonly renewed: boolean;
  /** Who renewed it (null for the centre tiles placed renewed at setup). */
  readonly renewedBy: number | null;
}

/** Points by origin; the score is always their sum (checked as an invariant). */
export interface Ledger {
  renew: number;
  specialists: number;
  submit: number;
  projects: number;
}

export interface PlayerState {
  score: number;
  /** Resource cards in hand (hidden from others). */
  hand: string[];
  /** Project cards in hand (hidden from others). */
  projects: string[];
  /** Coin cards kept face up after a renewal, for hiring. */
  front: string[];
  /** Submitted projects, face down until the end. */
  submitted: string[];
  ledger: Ledger;
  /**
   * The cards of `hand` every seat saw enter it (taken from the face-up
   * pool), in the order taken; one leaves this list when it leaves the hand.
   * Public (every view shows it), so that a search bot's sampled states keep
   * them in this hand (determinize.ts). Absent until the player first takes
   * from the pool, and in every state of rules before 1.2.0, which did not
   * keep it (versions.ts).
   */
  shown?: string[];
}

/** Where a card is drawn from. */
export type Source = 'pool' | 'resources' | 'projects';

/** A step inside the active player's action that is not finished yet. */
export type Pending =
  | { kind: 'draw'; left: number; refreshed: boolean }
  | { kind: 'bonus' }
  | { kind: 'renew'; square: number; colour: Suit | null; picked: string[]; paid: number }
  | { kind: 'hire'; specialist: Suit; picked: string[]; paid: number };

/**
 * The board at the move that began the end phase, kept because the ending
 * explains that moment and the board goes on changing until the last turn.
 */
export interface EndTrigger {
  /** The step (accepted moves, this one included) that began it. */
  step: number;
  /** Outer districts then at END_UNDEVELOPED or fewer undeveloped buildings, with their counts. */
  districts: { district: OuterDistrict; undeveloped: number }[];
  /** Specialists then worth END_SPECIALIST_VALUE or more, with their values. */
  specialists: { specialist: Suit; value: number }[];
}

export interface UrState {
  game: 'urbania';
  /** Accepted actions so far. */
  step: number;
  rng: RngState;
  board: Square[];
  /** Building value markers: renewed tiles of each type. */
  buildingValue: Record<Suit, number>;
  /** Specialist value markers: the current price of each specialist. */
  specialistValue: Record<Suit, number>;
  specialistOwner: Record<Suit, number | null>;
  resourcePile: string[];
  pool: string[];
  discard: string[];
  projectPile: string[];
  players: PlayerState[];
  startPlayer: number;
  turn: { active: number; round: number; actionsLeft: number };
  pending: Pending | null;
  /** The round in which the end phase began, or null. */
  endRound: number | null;
  /**
   * Set with `endRound` (rules 1.1.0 on). Absent, not null, before the end
   * phase: states written by 1.0.0 never have it, and a key that only appears
   * late leaves every earlier position hashing as 1.0.0 stored it.
   */
  endTrigger?: EndTrigger;
  phase: 'play' | 'over';
  final: Outcome | null;
}

export const ACTIONS_PER_TURN = 2;
export const MAX_SUBMITTED = 3;
export const POOL_SIZE = 5;
export const HAND_SIZE = 5;
/** A pool showing this many worker icons or fewer may be redealt. */
export const POOL_REFRESH_WORKERS = 3;
