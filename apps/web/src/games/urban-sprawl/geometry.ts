import { t } from './t';
import {
  BLOCKS_PER_SIDE,
  LOTS_PER_SIDE,
  MARKER_SPACES,
  PRINTED_PRESTIGE,
  PRINTED_WEALTH,
  blockOfLot,
  lotCol,
  lotRow,
  lotsOfBlock,
} from '@sprawl/rules/urban-sprawl/table';

export {
  BLOCKS_PER_SIDE,
  LOTS_PER_SIDE,
  MARKER_SPACES,
  PRINTED_PRESTIGE,
  PRINTED_WEALTH,
  blockOfLot,
  lotCol,
  lotRow,
  lotsOfBlock,
};

/** SVG layout of the board: lots, blocks, streets and the four edge bands. */
export const LOT = 40;
export const BLOCK = LOT * 2;
export const STREET = 12;
export const BAND = 50;
export const GRID = BLOCKS_PER_SIDE * BLOCK + (BLOCKS_PER_SIDE - 1) * STREET;
export const SIZE = BAND * 2 + GRID;

export const blockX = (bc: number): number => BAND + bc * (BLOCK + STREET);
export const blockY = (br: number): number => BAND + br * (BLOCK + STREET);
export const lotX = (col: number): number => blockX(Math.floor(col / 2)) + (col % 2) * LOT;
export const lotY = (row: number): number => blockY(Math.floor(row / 2)) + (row % 2) * LOT;

/** The center of a marker space in the water bands. */
export function spaceCenter(space: number): { x: number; y: number; w: number; h: number } {
  const s = MARKER_SPACES[space];
  if (s.edge === 'top') {
    const x0 = blockX(s.columns[0]);
    const x1 = blockX(s.columns[1]) + BLOCK;
    return { x: (x0 + x1) / 2, y: BAND / 2, w: 58, h: 30 };
  }
  return { x: BAND + GRID + BAND / 2, y: blockY(s.row) + BLOCK / 2, w: 38, h: 46 };
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Rectangles whose union draws a building of these lots (one block, 1-4 lots), inset from the lot edges. */
export function buildingRects(lots: number[], inset = 3): Rect[] {
  if (lots.length === 4) {
    const r = Math.min(...lots.map(lotRow));
    const c = Math.min(...lots.map(lotCol));
    return [{ x: lotX(c) + inset, y: lotY(r) + inset, w: BLOCK - 2 * inset, h: BLOCK - 2 * inset }];
  }
  const rects: Rect[] = lots.map((l) => ({
    x: lotX(lotCol(l)) + inset,
    y: lotY(lotRow(l)) + inset,
    w: LOT - 2 * inset,
    h: LOT - 2 * inset,
  }));
  for (const a of lots) {
    for (const b of lots) {
      if (a >= b) continue;
      const [ra, ca, rb, cb] = [lotRow(a), lotCol(a), lotRow(b), lotCol(b)];
      if (ra === rb && Math.abs(ca - cb) === 1) {
        rects.push({
          x: lotX(Math.min(ca, cb)) + inset,
          y: lotY(ra) + inset,
          w: 2 * LOT - 2 * inset,
          h: LOT - 2 * inset,
        });
      } else if (ca === cb && Math.abs(ra - rb) === 1) {
        rects.push({
          x: lotX(ca) + inset,
          y: lotY(Math.min(ra, rb)) + inset,
          w: LOT - 2 * inset,
          h: 2 * LOT - 2 * inset,
        });
      }
    }
  }
  return rects;
}

/** Where a building's control cube sits: the middle of the building (the corner lot of an L). */
export function cubeSpot(lots: number[]): { x: number; y: number } {
  const center = (l: number) => ({ x: lotX(lotCol(l)) + LOT / 2, y: lotY(lotRow(l)) + LOT / 2 });
  if (lots.length === 3) {
    const corner =
      lots.find(
        (l) => lots.filter((m) => m !== l && (lotRow(m) === lotRow(l) || lotCol(m) === lotCol(l))).length === 2,
      ) ?? lots[0];
    return center(corner);
  }
  const pts = lots.map(center);
  return { x: pts.reduce((a, p) => a + p.x, 0) / pts.length, y: pts.reduce((a, p) => a + p.y, 0) / pts.length };
}

/** "block row 2, column 5" in the printed 1-based numbering. */
export function lotName(lot: number): string {
  const b = blockOfLot(lot);
  return t('ui.us.lot', { row: Math.floor(b / BLOCKS_PER_SIDE) + 1, column: (b % BLOCKS_PER_SIDE) + 1 });
}
