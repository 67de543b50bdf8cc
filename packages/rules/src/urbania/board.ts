import { CONTENT } from './content/catalog';
import type { OuterDistrict } from './content/schema';
import type { UrState } from './state';

export const SIZE = 7;
export const OUTER_DISTRICTS: OuterDistrict[] = ['NW', 'NE', 'SW', 'SE'];

/** Orthogonal neighbours of every square, worked out once. */
export const NEIGHBOURS: number[][] = Array.from({ length: SIZE * SIZE }, (_, i) => {
  const r = Math.floor(i / SIZE),
    c = i % SIZE;
  const out: number[] = [];
  if (r > 0) out.push(i - SIZE);
  if (r < SIZE - 1) out.push(i + SIZE);
  if (c > 0) out.push(i - 1);
  if (c < SIZE - 1) out.push(i + 1);
  return out;
});

/** A square as players read it: row letter A-G from the north, column 1-7 from the west. */
export const squareName = (i: number) => `${'ABCDEFG'[Math.floor(i / SIZE)]}${(i % SIZE) + 1}`;

/** An undeveloped square next to a renewed one, the only kind a Renew may choose. */
export function isRenewable(s: UrState, square: number): boolean {
  if (s.board[square].renewed) return false;
  for (const n of NEIGHBOURS[square]) if (s.board[n].renewed) return true;
  return false;
}

export function undevelopedIn(s: UrState, district: OuterDistrict): number {
  return fewestUndeveloped(s, district);
}

/** Undeveloped squares of one district, or (without one) of the outer district that has fewest. */
export function fewestUndeveloped(s: UrState, only?: OuterDistrict): number {
  const counts: Record<string, number> = { NW: 0, NE: 0, SW: 0, SE: 0, center: 0 };
  const districts = CONTENT.districts;
  for (let i = 0; i < s.board.length; i++) if (!s.board[i].renewed) counts[districts[i]]++;
  return only ? counts[only] : Math.min(counts.NW, counts.NE, counts.SW, counts.SE);
}
