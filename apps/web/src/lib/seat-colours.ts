import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { PLAYER_COLORS } from './colors';

/**
 * Each seat's colour in the room being shown. A game's wing may bring its
 * own (GameWing.seatColours) so that the lobby, the chat, the people panel
 * and the replay chart colour a seat as its table does.
 */
export const SeatColours = createContext<readonly string[]>(PLAYER_COLORS);

export function useSeatColour(seat: number): string {
  const colours = useContext(SeatColours);
  return colours[seat % colours.length];
}

/** True for colours light enough that they need a dark edge on a light page (and dark ones a light edge on a dark bar). */
export function isLight(colour: string): boolean {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!m) return false;
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6;
}
