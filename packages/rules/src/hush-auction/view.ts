import type { Outcome, Viewer } from '../game';
import { sumOf } from './cards';
import type { HushState, Reveal } from './state';

/** What anyone may know of a player: counts and face-up cards, never the hand or the secret bid. */
export interface HushPlayerView {
  seat: number;
  handCount: number;
  /** Whether this seat has bid this round (the card stays hidden until all have). */
  hasBid: boolean;
  won: string[];
  score: number;
}

/**
 * The table as one viewer may see it. A seat sees its own hand and its own
 * bid; a spectator sees no hand; only `omniscient` sees every hand, every bid
 * and the pile in order.
 */
export interface HushView {
  game: 'hush-auction';
  viewer: Viewer;
  round: number;
  rounds: number;
  pileCount: number;
  offer: string[];
  players: HushPlayerView[];
  discard: string[];
  lastReveal: Reveal | null;
  /** The viewing seat's own cards; null for anyone not in a seat. */
  hand: string[] | null;
  /** The viewing seat's own hidden bid this round. */
  myBid: string | null;
  final: Outcome | null;
  /** Omniscient only. */
  secrets?: { hands: string[][]; bids: (string | null)[]; pile: string[] };
}

export function view(s: HushState, viewer: Viewer): HushView {
  const own = viewer.kind === 'seat' ? s.players[viewer.seat] : undefined;
  const out: HushView = {
    game: 'hush-auction',
    viewer,
    round: s.round,
    rounds: s.rounds,
    pileCount: s.pile.length,
    offer: s.offer,
    players: s.players.map((p, seat) => ({
      seat,
      handCount: p.hand.length,
      hasBid: p.bid !== null,
      won: p.won,
      score: sumOf(p.won),
    })),
    discard: s.discard,
    lastReveal: s.lastReveal,
    hand: own ? own.hand : null,
    myBid: own ? own.bid : null,
    final: s.final,
  };
  if (viewer.kind === 'omniscient')
    out.secrets = { hands: s.players.map((p) => p.hand), bids: s.players.map((p) => p.bid), pile: s.pile };
  return out;
}
