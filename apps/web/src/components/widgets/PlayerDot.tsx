import { isLight, useSeatColour } from '../../lib/seat-colours';

/**
 * The seat's colour as a small square with the seat's number on it, so that
 * no information rests on colour alone (a white seat once read as an
 * unticked checkbox). Edged so that it shows on light and dark backgrounds
 * alike (white on a white page, black on the dark header).
 */
export function PlayerDot({ seat, size = 12 }: { seat: number; size?: number }) {
  const colour = useSeatColour(seat);
  const light = isLight(colour);
  const side = Math.max(size, 14);
  return (
    <span
      class="player-dot"
      data-colour={colour}
      aria-hidden="true"
      style={{
        background: colour,
        color: light ? '#1f2328' : '#fff',
        borderColor: light ? '#555' : '#ccc',
        width: side,
        height: side,
        fontSize: Math.round(side * 0.68),
      }}
    >
      {seat + 1}
    </span>
  );
}
