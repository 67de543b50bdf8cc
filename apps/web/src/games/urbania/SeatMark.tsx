import { isLight } from '../../lib/seat-colours';
import { seatColour } from './colours';

/**
 * A seat's marker colour with its number on it: the number is the second cue,
 * so that telling seats apart never rests on colour alone.
 */
export function SeatMark({ seat, class: extra }: { seat: number; class?: string }) {
  const colour = seatColour(seat);
  return (
    <span
      class={`ur-dot ur-seat-mark${extra ? ` ${extra}` : ''}`}
      aria-hidden="true"
      style={{ background: colour, color: isLight(colour) ? '#1f2328' : '#fff' }}
    >
      {seat + 1}
    </span>
  );
}
