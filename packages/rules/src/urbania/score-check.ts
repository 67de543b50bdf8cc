import type { UrAction } from './actions';
import { CONTENT } from './content/catalog';
import { SUITS } from './content/schema';
import { projectPoints } from './scoring';
import type { UrState } from './state';

/**
 * Recomputes, from the outside, what one accepted move should have scored
 * for each seat: the VP of a building it renewed, the price of a submission,
 * its specialists when its turn ended, its projects when the game ended.
 * The simulator and the tests add these up over a game and compare the sums
 * with the scores the engine keeps, so a score that drifts from its scoring
 * events is caught even if the engine's own ledger drifted with it.
 */
export function scoringEvents(before: UrState, after: UrState, action: UrAction): number[] {
  const delta = before.players.map(() => 0);
  after.board.forEach((q, i) => {
    if (q.renewed && !before.board[i].renewed && q.renewedBy !== null) delta[q.renewedBy] += CONTENT.tile[q.tile].vp;
  });
  const seat = before.turn.active;
  if (action.type === 'submit') delta[seat] -= Math.floor(before.players[seat].score / 10);
  const turnEnded = after.phase === 'over' || after.turn.active !== seat;
  if (turnEnded) {
    for (const suit of SUITS) if (after.specialistOwner[suit] === seat) delta[seat] += after.buildingValue[suit];
  }
  if (after.phase === 'over') {
    after.players.forEach((p, s) => {
      for (const id of p.submitted) delta[s] += projectPoints(after, CONTENT.project[id]);
    });
  }
  return delta;
}
