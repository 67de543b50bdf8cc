import type { SeatStatus } from '@sprawl/protocol';
import { timeLeftText } from '../lib/relative-time';

/** Across days: a deciding seat's time left for its move, or that it ran out; nothing for a seat the game does not wait for. */
export function MoveDeadline({ seat, now }: { seat: SeatStatus; now: number }) {
  if (seat.overdue) return <span class="tag warn" data-testid="overdue" title="This player's time for the move ran out">time ran out</span>;
  if (!seat.dueAt) return null;
  // A deadline just passed that the server has not marked yet reads as the last minute, not as run out.
  const left = timeLeftText(seat.dueAt, now) ?? 'under a minute';
  return <span class="tag" data-testid="time-left" title={`Time left for this move (until ${new Date(seat.dueAt).toLocaleString()})`}>{left} left</span>;
}
