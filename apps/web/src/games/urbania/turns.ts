import type { UrView } from './content';

/**
 * Turns still to be played once the end phase has begun: the rest of the
 * round it began in, then one full round (the round ends with the seat before
 * the start player). Counts the turn being played. Null before the end phase.
 */
export function turnsLeft(view: UrView): number | null {
  if (view.endRound === null || view.phase === 'over') return null;
  const n = view.players.length;
  const position = (view.turn.active - view.startPlayer + n) % n;
  const thisRound = n - position;
  return view.turn.round === view.endRound ? thisRound + n : thisRound;
}
