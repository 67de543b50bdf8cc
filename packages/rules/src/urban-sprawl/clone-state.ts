import type { PlayerState, TurnState, UsState } from './state';

/**
 * The board changes in few moves (builds, demolitions, markers), yet it is the
 * largest part of the state, so states share it until one of them writes:
 * every write goes through writableBoard. Sharing also lets the legal-move
 * survey recognise an unchanged city at a glance. A deep-freeze test proves
 * no write bypasses this. (A WeakMap of owners was tried first; it cost more
 * in garbage collection than the copies it saved.)
 */
let fresh: UsState['board'] | null = null;

/**
 * The board of `s`, ready to be written. Moves are applied one at a time to
 * a state just made by cloneState, so the only board that may be written in
 * place is the one copied since that clone.
 */
export function writableBoard(s: UsState): UsState['board'] {
  if (s.board !== fresh) {
    const board = s.board;
    s.board = { lots: board.lots.slice(), buildings: board.buildings.slice(), markers: { ...board.markers } };
    fresh = s.board;
  }
  return s.board;
}

/**
 * Copies a state for `apply` to work on. Written out by hand because it runs
 * once per move and is several times faster than a generic deep copy; a test
 * applies moves to deep-frozen states to prove nothing shared is ever mutated.
 */
export function cloneState(s: UsState): UsState {
  const { board, planning, contracts } = s;
  fresh = null;
  return {
    game: s.game,
    variant: s.variant,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    players: s.players.map(clonePlayer),
    // Shared until written (see writableBoard); buildings themselves are never edited in place.
    board,
    // Decks, the discard pile and the removed cards are replaced when they change, never edited, so they are shared.
    planning: { deck: planning.deck, discard: planning.discard, top: planning.top, boxes: planning.boxes.slice() },
    contracts: {
      // The decks, the vocation supply and the offices are replaced when they change, never edited.
      decks: contracts.decks,
      tops: { town: contracts.tops.town, city: contracts.tops.city, metropolis: contracts.tops.metropolis },
      boxes: contracts.boxes.slice(),
      open: { town: contracts.open.town, city: contracts.open.city, metropolis: contracts.open.metropolis },
    },
    removed: s.removed,
    vocationSupply: s.vocationSupply,
    offices: s.offices,
    contractor: s.contractor,
    politiciansInPlay: s.politiciansInPlay,
    contractorInPlay: s.contractorInPlay,
    pawn: s.pawn,
    extraFavor: s.extraFavor,
    phase: s.phase,
    turn: cloneTurn(s.turn),
    // Tasks, the pending decision and the final result are replaced, never edited, so they are shared.
    tasks: s.tasks.slice(),
    pending: s.pending,
    final: s.final,
    step: s.step,
  };
}

// The list of Favors taken this turn is replaced when it changes, never edited, so it is shared. It is
// left out, not set to undefined, when there is none, so that such a state has exactly the keys rules 1.0.0 wrote.
const cloneTurn = (t: TurnState): TurnState => {
  const turn: TurnState = { active: t.active, number: t.number, ap: t.ap, spentAp: t.spentAp, contractsBuilt: t.contractsBuilt };
  if (t.favorsTaken !== undefined) turn.favorsTaken = t.favorsTaken;
  return turn;
};

// A player's cards and vocations are replaced when they change, never edited, so they are shared.
const clonePlayer = (p: PlayerState): PlayerState => ({
  wealth: p.wealth,
  prestige: p.prestige,
  planning: p.planning,
  favors: p.favors,
  vocations: p.vocations,
});
