/**
 * Each seat's colour wherever a game's wing brings none of its own
 * (GameWing.seatColours): Urban Sprawl's cube colours, chosen to stand out on
 * every zone colour, and light or dark enough to be told apart on the page.
 */
export const PLAYER_COLORS = ['#f5f5f0', '#1f1f24', '#ff7a1a', '#19c3c9', '#d13f8f'];
/** The ink that reads on each of those colours. */
export const PLAYER_INK = ['#1f1f24', '#f5f5f0', '#1f1f24', '#1f1f24', '#f5f5f0'];
