import { PLAYER_COLORS, PLAYER_INK } from '../lib/colors';

/** The player's cube color, as a small square. */
export function PlayerDot({ seat, size = 12 }: { seat: number; size?: number }) {
  return <span class="player-dot" style={{ background: PLAYER_COLORS[seat], borderColor: PLAYER_INK[seat] === '#1f1f24' ? '#555' : '#ccc', width: size, height: size }} />;
}
