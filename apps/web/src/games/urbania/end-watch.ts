import { content, SUITS, type UrView } from './content';

/** The rulebook's two triggers: an outer district down to 2 undeveloped buildings, or 3 specialists worth 5 or more. */
export const END_UNDEVELOPED = 2;
export const END_SPECIALISTS = 3;
export const END_SPECIALIST_VALUE = 5;

/** How close the game is to its end phase, read off the board and the track, for the status line. */
export function endWatch(view: UrView): { fewestUndeveloped: number; highSpecialists: number } {
  const left: Record<string, number> = { NW: 0, NE: 0, SW: 0, SE: 0 };
  view.board.forEach((sq, i) => {
    const d = content.districts[i];
    if (!sq.renewed && d in left) left[d]++;
  });
  return {
    fewestUndeveloped: Math.min(...Object.values(left)),
    highSpecialists: SUITS.filter((s) => view.specialistValue[s] >= END_SPECIALIST_VALUE).length,
  };
}
