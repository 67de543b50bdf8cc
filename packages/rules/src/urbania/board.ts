import { CONTENT } from './content/catalog';
import type { OuterDistrict } from './content/schema';
import type { UrState } from './state';

export const SIZE = 7;
export const OUTER_DISTRICTS: OuterDistrict[] = ['NW', 'NE', 'SW', 'SE'];

/** Orthogonal neighbours of every square, worked out once. */
export const NEIGHBOURS: number[][] = Array.from({ length: SIZE * SIZE }, (_, i) => {
  const r = Math.floor(i / SIZE), c = i % SIZE;
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
  let n = 0;
  s.board.forEach((q, i) => {
    if (!q.renewed && CONTENT.districts[i] === district) n++;
  });
  return n;
}
