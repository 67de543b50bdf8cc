import type { RngState } from '../../src/rng';
import { urbanSprawl, type UsAction, type UsState, type UsView } from '../../src/urban-sprawl';
import { determinize } from '../../src/urban-sprawl/determinize';

/**
 * What a seat's holdings are worth in prestige beside its points, per piece:
 * a player's guesses, not tuned against our bots. Wealth counts as it does
 * at the end ($10 = 1 prestige).
 */
const PLANNING_CARD = 1;
const FAVOR = 1.5;
/** A lot built on: buildings bring payouts and elections. */
const LOT = 1;
/** A vocation marker: it pays whenever another of its kind is claimed. */
const VOCATION = 2;

function worth(s: UsState, seat: number): number {
  const p = s.players[seat];
  if (s.phase === 'over') return p.prestige + p.wealth / 10;
  let lots = 0;
  for (const b of s.board.buildings) if (b && b.owner === seat) lots += b.lots.length;
  return (
    p.prestige +
    p.wealth / 10 +
    PLANNING_CARD * p.planning.length +
    FAVOR * p.favors.length +
    LOT * lots +
    VOCATION * p.vocations.length
  );
}

/**
 * Urban Sprawl's greedy player, for the bench only: each legal move played
 * once on a table drawn from its own view (only the decks' order is hidden,
 * and determinize reads only the view), keeping the one that leaves it the
 * most prestige, wealth and weighted holdings; ending the turn when nothing
 * gains. Bids and answers that change nothing now go to the first legal one.
 */
export function urbanSprawlGreedy(view: UsView, seat: number, legal: UsAction[], rng: RngState): UsAction {
  if (legal.length === 1) return legal[0];
  const sample = determinize(view, seat, rng);
  if (sample === null) return legal.find((a) => a.type === 'endTurn' || a.type === 'pass') ?? legal[0];
  const before = worth(sample, seat);
  let best = legal.find((a) => a.type === 'endTurn') ?? legal[0];
  let bestGain = best.type === 'endTurn' ? 0 : -Infinity;
  for (const action of legal) {
    if (action.type === 'endTurn') continue;
    const result = urbanSprawl.apply(sample, seat, action, true);
    if (!result.ok) continue;
    const gain = worth(result.state, seat) - before;
    if (gain > bestGain) {
      bestGain = gain;
      best = action;
    }
  }
  return best;
}
