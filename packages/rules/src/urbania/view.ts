import type { Outcome, Viewer } from '../game';
import type { Ending } from '../ending';
import { urEnding } from './ending';
import type { Suit } from './content/schema';
import { fewestUndeveloped } from './board';
import { CONTENT } from './content/catalog';
import { submitCost } from './moves/submit';
import { checkPick } from './payment-check';
import { projectPoints, vpCardFor } from './scoring';
import type { Ledger, Pending, UrState } from './state';
import { highSpecialists } from './end-phase';
import { turnsLeft } from './turn';

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
  /** The VP card in front of the player (50, 100, ...), or 0; it comes once the score goes beyond 50 (see vpCardFor). */
  vpCard: number;
  handCount: number;
  projectCount: number;
  submittedCount: number;
  front: string[];
  ledger: Ledger;
  /** What submitting a project would cost this player now, in VP. */
  submitCost: number;
  /** The cards of the hand everyone saw enter it (PlayerState.shown), for every viewer; absent when none ever did. */
  shown?: string[];
  /** Only for the seat itself (and the omniscient viewer). */
  hand?: string[];
  projects?: string[];
  /** For the seat itself, and for everyone once the game is over. */
  submitted?: string[];
}

/**
 * A payment under way, as the paying player sees it: what it costs, how much
 * the cards picked so far pay, and what each card that may still be picked
 * would add (cards that cannot help are not listed).
 */
export interface PaymentView {
  cost: number;
  paid: number;
  unit: 'worker' | 'coin';
  /** For a residential renewal, the one colour it is being paid in once chosen. */
  colour: Suit | null;
  offers: Record<string, number>;
}

/** What others see of a step in progress: its kind and target, never the cards being picked from a hand. */
export type PendingView =
  | { kind: 'draw'; left: number; refreshed: boolean }
  | { kind: 'bonus' }
  | { kind: 'renew'; square: number; picked?: string[]; payment?: PaymentView }
  | { kind: 'hire'; specialist: Suit; picked?: string[]; payment?: PaymentView };

/** How near the end is: the turns left once the end phase has begun, and the two conditions that start it. */
export interface EndPhaseView {
  turnsLeft: number | null;
  /** Undeveloped buildings in the outer district that has fewest. */
  fewestUndeveloped: number;
  /** Specialists whose value (their own marker, not their building marker) is 5 or more. */
  highSpecialists: number;
}

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
  /** Why the match ended and how ties were settled; null while it runs. */
  ending: Ending | null;
  endPhase: EndPhaseView;
  /** Once the game is over: what each submitted project scored, by project id. */
  projectPoints?: Record<string, number>;
  /** Only for omniscient viewers: the piles in order, top card last. */
  piles?: { resources: string[]; projects: string[] };
}

function paymentView(s: UrState, p: Extract<Pending, { kind: 'renew' | 'hire' }>): PaymentView {
  const seat = s.turn.active;
  const player = s.players[seat];
  const offers: Record<string, number> = {};
  for (const id of p.kind === 'hire' ? [...player.hand, ...player.front] : player.hand) {
    const check = checkPick(s, seat, p, id);
    if ('units' in check) offers[id] = check.units;
  }
  return p.kind === 'hire'
    ? { cost: s.specialistValue[p.specialist], paid: p.paid, unit: 'coin', colour: null, offers }
    : { cost: CONTENT.tile[s.board[p.square].tile].cost, paid: p.paid, unit: 'worker', colour: p.colour, offers };
}

function pendingView(s: UrState, mine: boolean): PendingView | null {
  const p = s.pending;
  if (!p) return null;
  if (p.kind === 'renew')
    return mine
      ? { kind: 'renew', square: p.square, picked: p.picked, payment: paymentView(s, p) }
      : { kind: 'renew', square: p.square };
  if (p.kind === 'hire')
    return mine
      ? { kind: 'hire', specialist: p.specialist, picked: p.picked, payment: paymentView(s, p) }
      : { kind: 'hire', specialist: p.specialist };
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
        vpCard: vpCardFor(p.score),
        handCount: p.hand.length,
        projectCount: p.projects.length,
        submittedCount: p.submitted.length,
        front: p.front,
        ledger: p.ledger,
        submitCost: submitCost(p.score),
      };
      if (p.shown) pv.shown = p.shown;
      if (own(seat)) {
        pv.hand = p.hand;
        pv.projects = p.projects;
      }
      if (own(seat) || over) pv.submitted = p.submitted;
      return pv;
    }),
    pending: pendingView(s, own(s.turn.active)),
    final: s.final,
    ending: urEnding(s),
    endPhase: { turnsLeft: turnsLeft(s), fewestUndeveloped: fewestUndeveloped(s), highSpecialists: highSpecialists(s) },
  };
  if (over)
    out.projectPoints = Object.fromEntries(
      s.players.flatMap((p) => p.submitted).map((id) => [id, projectPoints(s, CONTENT.project[id])]),
    );
  if (all) out.piles = { resources: s.resourcePile, projects: s.projectPile };
  return out;
}
