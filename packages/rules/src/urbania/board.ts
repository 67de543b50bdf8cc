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

/** Each outer district's squares, worked out once: the end condition counts them after every move. */
const SQUARES_OF = Object.fromEntries(
  OUTER_DISTRICTS.map((district) => [
    district,
    CONTENT.districts.flatMap((d, square) => (d === district ? [square] : [])),
  ]),
) as Record<OuterDistrict, number[]>;

/** Undeveloped squares of one outer district. */
export function undevelopedIn(s: UrState, district: OuterDistrict): number {
  let count = 0;
  for (const square of SQUARES_OF[district]) if (!s.board[square].renewed) count++;
  return count;
}

/** Undeveloped squares of the outer district that has fewest. */
export function fewestUndeveloped(s: UrState): number {
  let fewest = Infinity;
  for (const district of OUTER_DISTRICTS) fewest = Math.min(fewest, undevelopedIn(s, district));
  return fewest;
}

/**
 * Whether some outer district has `most` undeveloped squares or fewer, as
 * `fewestUndeveloped(s) <= most` says, but a district's count stops once it
 * passes `most`: the end condition asks this after every move, and counting
 * the whole board each time took about 6% of Urbania's engine in a profile
 * (docs/benchmarks-history.md, "Rules then and now, again").
 */
export function someDistrictAtMost(s: UrState, most: number): boolean {
  for (const district of OUTER_DISTRICTS) {
    let count = 0;
    for (const square of SQUARES_OF[district]) if (!s.board[square].renewed && ++count > most) break;
    if (count <= most) return true;
  }
  return false;
}
