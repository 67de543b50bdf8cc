import type { Outcome, Viewer } from '../game';
import type { Suit } from './content/schema';
import type { Ledger, Pending, UrState } from './state';
import { VP_CARD_STEP } from './scoring';

/** A square as everyone sees it: tiles lie face up on the board, renewed or not. */
export interface SquareView {
  tile: string;
  renewed: boolean;
  renewedBy: number | null;
}

export interface PlayerView {
  seat: number;
  /** The true total, always shown in full. */
  score: number;
  /** The VP card in front of the player (50, 100, ...), or 0. */
  vpCard: number;
  handCount: number;
  projectCount: number;
  submittedCount: number;
  front: string[];
  ledger: Ledger;
  /** Only for the seat itself (and the omniscient viewer). */
  hand?: string[];
  projects?: string[];
  /** For the seat itself, and for everyone once the game is over. */
  submitted?: string[];
}

/** What others see of a step in progress: its kind and target, never the cards being picked from a hand. */
export type PendingView =
  | { kind: 'draw'; left: number; refreshed: boolean }
  | { kind: 'bonus' }
  | { kind: 'renew'; square: number; picked?: string[] }
  | { kind: 'hire'; specialist: Suit; picked?: string[] };

export interface UrView {
  game: 'urbania';
  viewer: Viewer;
  phase: UrState['phase'];
  turn: UrState['turn'];
  startPlayer: number;
  endRound: number | null;
  board: SquareView[];
  buildingValue: Record<Suit, number>;
  specialistValue: Record<Suit, number>;
  specialistOwner: Record<Suit, number | null>;
  pool: string[];
  discard: string[];
  resourcePileCount: number;
  projectPileCount: number;
  players: PlayerView[];
  pending: PendingView | null;
  final: Outcome | null;
  /** Only for omniscient viewers: the piles in order, top card last. */
  piles?: { resources: string[]; projects: string[] };
}

function pendingView(p: Pending | null, mine: boolean): PendingView | null {
  if (!p) return null;
  if (p.kind === 'renew') return mine ? { kind: 'renew', square: p.square, picked: p.picked } : { kind: 'renew', square: p.square };
  if (p.kind === 'hire') return mine ? { kind: 'hire', specialist: p.specialist, picked: p.picked } : { kind: 'hire', specialist: p.specialist };
  return p;
}

/**
 * The table as one viewer may see it. Hands and submitted projects show only
 * as counts to others; piles only as counts; the generator never appears.
 */
export function view(s: UrState, viewer: Viewer): UrView {
  const all = viewer.kind === 'omniscient';
  const own = (seat: number) => all || (viewer.kind === 'seat' && viewer.seat === seat);
  const over = s.phase === 'over';
  const out: UrView = {
    game: 'urbania',
    viewer,
    phase: s.phase,
    turn: s.turn,
    startPlayer: s.startPlayer,
    endRound: s.endRound,
    board: s.board,
    buildingValue: s.buildingValue,
    specialistValue: s.specialistValue,
    specialistOwner: s.specialistOwner,
    pool: s.pool,
    discard: s.discard,
    resourcePileCount: s.resourcePile.length,
    projectPileCount: s.projectPile.length,
    players: s.players.map((p, seat) => {
      const pv: PlayerView = {
        seat,
        score: p.score,
        vpCard: Math.max(0, Math.floor(p.score / VP_CARD_STEP) * VP_CARD_STEP),
        handCount: p.hand.length,
        projectCount: p.projects.length,
        submittedCount: p.submitted.length,
        front: p.front,
        ledger: p.ledger,
      };
      if (own(seat)) {
        pv.hand = p.hand;
        pv.projects = p.projects;
      }
      if (own(seat) || over) pv.submitted = p.submitted;
      return pv;
    }),
    pending: pendingView(s.pending, own(s.turn.active)),
    final: s.final,
  };
  if (all) out.piles = { resources: s.resourcePile, projects: s.projectPile };
  return out;
}
