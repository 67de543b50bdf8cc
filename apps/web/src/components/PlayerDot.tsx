import { isLight, useSeatColour } from '../lib/seat-colours';

/**
 * The seat's colour as a small square, edged so that it shows on light and
 * dark backgrounds alike (white on a white page, black on the dark header).
 */
export function PlayerDot({ seat, size = 12 }: { seat: number; size?: number }) {
  const colour = useSeatColour(seat);
  return <span class="player-dot" data-colour={colour} style={{ background: colour, borderColor: isLight(colour) ? '#555' : '#ccc', width: size, height: size }} />;
}
