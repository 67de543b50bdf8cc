import type { UrAction } from './actions';
import { CONTENT } from './content/catalog';
import type { Project, Suit, TileType } from './content/schema';
import type { UrState } from './state';

/**
 * Recomputes, from the outside, what one accepted move should have scored
 * for each seat: the VP of a building it renewed, the price of a submission,
 * its specialists when its turn ended, its projects when the game ended.
 * The simulator and the tests add these up over a game and compare the sums
 * with the scores the engine keeps, so a score that drifts from its scoring
 * events is caught even if the engine's own ledger drifted with it.
 *
 * Only the board, the printed content and the specialist markers are read;
 * everything the engine works out (building markers, project scores, the
 * factors it scores with) is worked out again here from the rulebook, so a
 * mistake in the engine's scoring cannot also be the check's.
 */
export function scoringEvents(before: UrState, after: UrState, action: UrAction): number[] {
  const delta = before.players.map(() => 0);
  after.board.forEach((q, i) => {
    if (q.renewed && !before.board[i].renewed && q.renewedBy !== null) delta[q.renewedBy] += CONTENT.tile[q.tile].vp;
  });
  const seat = before.turn.active;
  // "1 VP for every 10 VPs you currently have, rounded down."
  if (action.type === 'submit') delta[seat] -= Math.floor(before.players[seat].score / 10);
  const turnEnded = after.phase === 'over' || after.turn.active !== seat;
  if (turnEnded) {
    // "VPs equal to the current value of the building marker (not the specialist marker)": renewed buildings of its type.
    for (const suit of Object.keys(after.specialistOwner) as Suit[]) {
      if (after.specialistOwner[suit] === seat) delta[seat] += renewedOfType(after, suit);
    }
  }
  if (after.phase === 'over') {
    after.players.forEach((p, s) => {
      for (const id of p.submitted) delta[s] += projectWorth(after, CONTENT.project[id]);
    });
  }
  return delta;
}

function renewedOfType(s: UrState, type: TileType): number {
  return s.board.filter((q) => q.renewed && CONTENT.tile[q.tile].type === type).length;
}

/** The rulebook's four kinds of project card, scored at the end of the game. */
function projectWorth(s: UrState, project: Project): number {
  const value = (suit: Suit) => s.specialistValue[suit];
  switch (project.kind) {
    case 'district': // the printed VP for each developed building in the highlighted area
      return (
        project.perBuilding * s.board.filter((q, i) => q.renewed && CONTENT.districts[i] === project.district).length
      );
    case 'building': // the printed VP for each developed building of the type
      return project.perBuilding * renewedOfType(s, project.type);
    case 'specialist': // "5x the value of the specialist"
      return 5 * value(project.specialist);
    case 'pair': // "3x the total combined values of the two specialists"
      return 3 * (value(project.specialists[0]) + value(project.specialists[1]));
  }
}
