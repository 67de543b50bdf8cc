import type { PlayerState, UrState } from './state';

/**
 * A copy deep enough that `apply` may edit it freely. Written out by hand
 * because it runs once per move and the generic JSON clone was the largest
 * cost in the benchmark. Squares are never edited in place (a renewal puts
 * a new square object on the board), so the board is copied shallowly.
 */
export function cloneState(s: UrState): UrState {
  // Only the active player's hand, front and score change during a turn;
  // the others are shared until the final scoring, which copies them first.
  const players = s.players.slice();
  players[s.turn.active] = clonePlayer(players[s.turn.active]);
  const copy: UrState = {
    game: s.game,
    step: s.step,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    board: s.board.slice(),
    buildingValue: { ...s.buildingValue },
    specialistValue: { ...s.specialistValue },
    specialistOwner: { ...s.specialistOwner },
    // Shared until edited: `pile()` in context.ts copies a list on its first edit.
    resourcePile: s.resourcePile,
    pool: s.pool,
    discard: s.discard,
    projectPile: s.projectPile,
    players,
    startPlayer: s.startPlayer,
    turn: { ...s.turn },
    pending:
      s.pending && ('picked' in s.pending ? { ...s.pending, picked: s.pending.picked.slice() } : { ...s.pending }),
    endRound: s.endRound,
    phase: s.phase,
    final: s.final,
  };
  // Never edited once set, so shared; left out while absent so the state stays plain JSON. Set after the
  // literal: a spread inside it made every copy take V8's slow path for the keys after it.
  if (s.endTrigger) copy.endTrigger = s.endTrigger;
  return copy;
}

export function clonePlayer(p: PlayerState): PlayerState {
  const copy: PlayerState = {
    score: p.score,
    hand: p.hand.slice(),
    projects: p.projects.slice(),
    front: p.front.slice(),
    submitted: p.submitted.slice(),
    ledger: { ...p.ledger },
  };
  // Left out while absent, as in the state (versions.ts).
  if (p.shown) copy.shown = p.shown.slice();
  return copy;
}
