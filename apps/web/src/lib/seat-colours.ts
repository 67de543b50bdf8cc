import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
/**
 * Each seat's colour wherever a game's wing brings none of its own
 * (WingEntry.seatColours): colours chosen to stand out on a board's bright
 * areas, and light or dark enough to be told apart on the page.
 */
export const PLAYER_COLORS = ['#f5f5f0', '#1f1f24', '#ff7a1a', '#19c3c9', '#d13f8f'];
/** The ink that reads on each of those colours. */
export const PLAYER_INK = ['#1f1f24', '#f5f5f0', '#1f1f24', '#1f1f24', '#f5f5f0'];

/**
 * Each seat's colour in the room being shown. A game's wing may bring its
 * own (WingEntry.seatColours) so that the lobby, the chat, the people panel
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
