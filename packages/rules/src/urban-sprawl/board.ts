/**
 * The printed city: a 12x12 grid of lots in 6x6 blocks of 2x2 lots.
 * Lots are numbered row-major from the top-left: lot = row * 12 + col.
 * Blocks are numbered the same way on the 6x6 block grid.
 * Left and bottom edges are wilderness; top and right edges are water.
 */
export const LOTS_PER_SIDE = 12;
export const BLOCKS_PER_SIDE = 6;
export const LOT_COUNT = LOTS_PER_SIDE * LOTS_PER_SIDE;

/** Printed prestige per block row (double-wide rows: 1-2, 3-4, 5-6). */
export const PRINTED_PRESTIGE = [3, 3, 1, 1, 2, 2] as const;
/** Printed wealth per block column, left to right. */
export const PRINTED_WEALTH = [1, 4, 5, 6, 3, 2] as const;

/**
 * The nine gray marker spaces on the water. Spaces 0-2 sit on the top edge,
 * one per pair of block columns; spaces 3-8 sit on the right edge, one per block row.
 */
export type MarkerSpace = { edge: 'top'; columns: [number, number] } | { edge: 'right'; row: number };
export const MARKER_SPACES: MarkerSpace[] = [
  { edge: 'top', columns: [0, 1] },
  { edge: 'top', columns: [2, 3] },
  { edge: 'top', columns: [4, 5] },
  ...[0, 1, 2, 3, 4, 5].map((row): MarkerSpace => ({ edge: 'right', row })),
];

export const lotRow = (lot: number) => Math.floor(lot / LOTS_PER_SIDE);
export const lotCol = (lot: number) => lot % LOTS_PER_SIDE;
export const lotAt = (row: number, col: number) => row * LOTS_PER_SIDE + col;
const BLOCK_OF_LOT: readonly number[] = Array.from(
  { length: LOT_COUNT },
  (_, lot) => Math.floor(lotRow(lot) / 2) * BLOCKS_PER_SIDE + Math.floor(lotCol(lot) / 2),
);
/** The block a lot lies in (a table: the engine asks this constantly). */
export const blockOfLot = (lot: number): number => BLOCK_OF_LOT[lot];
export const blockRow = (block: number) => Math.floor(block / BLOCKS_PER_SIDE);
export const blockCol = (block: number) => block % BLOCKS_PER_SIDE;
export const blockAt = (row: number, col: number) => row * BLOCKS_PER_SIDE + col;

/** The four lots of a block, in order: top-left, top-right, bottom-left, bottom-right. */
export function lotsOfBlock(block: number): [number, number, number, number] {
  const r = blockRow(block) * 2;
  const c = blockCol(block) * 2;
  return [lotAt(r, c), lotAt(r, c + 1), lotAt(r + 1, c), lotAt(r + 1, c + 1)];
}

/** Lots touching `lot` orthogonally or diagonally; streets do not break adjacency. */
export const NEIGHBOURS: number[][] = Array.from({ length: LOT_COUNT }, (_, lot) => {
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const r = lotRow(lot) + dr;
      const c = lotCol(lot) + dc;
      if (r >= 0 && r < LOTS_PER_SIDE && c >= 0 && c < LOTS_PER_SIDE) out.push(lotAt(r, c));
    }
  }
  return out;
});

export const touchesWater = (lot: number) => lotRow(lot) === 0 || lotCol(lot) === LOTS_PER_SIDE - 1;
export const touchesWilderness = (lot: number) => lotCol(lot) === 0 || lotRow(lot) === LOTS_PER_SIDE - 1;

export function footprintsOf(block: number, size: number): number[][] {
  const [tl, tr, bl, br] = lotsOfBlock(block);
  switch (size) {
    case 1:
      return [[tl], [tr], [bl], [br]];
    case 2:
      return [
        [tl, tr],
        [bl, br],
        [tl, bl],
        [tr, br],
      ];
    case 3:
      return [
        [tl, tr, bl],
        [tl, tr, br],
        [tl, bl, br],
        [tr, bl, br],
      ];
    case 4:
      return [[tl, tr, bl, br]];
    default:
      return [];
  }
}

// Built once: bots list thousands of footprints per game. The same arrays end
// up in legal actions, so nothing may change them (a purity test checks);
// they are not frozen because V8 reads frozen arrays markedly slower.
const FOOTPRINTS: readonly (readonly (readonly number[])[])[][] = Array.from(
  { length: BLOCKS_PER_SIDE * BLOCKS_PER_SIDE },
  (_, block) => [0, 1, 2, 3, 4].map((size) => footprintsOf(block, size)),
);

/**
 * Every footprint a building of `size` lots may occupy in one block:
 * 1 lot anywhere, 2 orthogonally adjacent lots, 3 lots (always an L), or the whole block.
 */
export function footprintsInBlock(block: number, size: number): number[][] {
  return (FOOTPRINTS[block]?.[size] ?? []) as number[][];
}

/** True when `lots` is a legal footprint: distinct lots inside one block with a legal shape. */
export function isFootprint(lots: readonly number[]): boolean {
  const n = lots.length;
  if (n < 1 || n > 4) return false;
  for (let i = 0; i < n; i++) {
    const l = lots[i];
    if (!Number.isInteger(l) || l < 0 || l >= LOT_COUNT) return false;
    for (let j = 0; j < i; j++) if (lots[j] === l) return false;
  }
  const block = blockOfLot(lots[0]);
  for (let i = 1; i < n; i++) if (blockOfLot(lots[i]) !== block) return false;
  if (n !== 2) return true;
  // Two lots must share a side, not just a corner.
  const [a, b] = lots;
  return lotRow(a) === lotRow(b) || lotCol(a) === lotCol(b);
}

/** The twelve 1-lot starting buildings, on the two diagonals of the lot grid. */
export const STARTING_BUILDINGS: { zone: 'CIV' | 'COM' | 'IND' | 'RES'; lot: number }[] = [
  // [block row, block col] (1-based, as printed) and the lot inside the block.
  ['RES', 1, 1, 'br'],
  ['RES', 1, 6, 'bl'],
  ['IND', 2, 2, 'br'],
  ['COM', 2, 5, 'bl'],
  ['IND', 3, 3, 'br'],
  ['COM', 3, 4, 'bl'],
  ['COM', 4, 3, 'tr'],
  ['CIV', 4, 4, 'tl'],
  ['COM', 5, 2, 'tr'],
  ['CIV', 5, 5, 'tl'],
  ['RES', 6, 1, 'tr'],
  ['RES', 6, 6, 'tl'],
].map(([zone, br, bc, corner]) => {
  const [tl, tr, bl, brLot] = lotsOfBlock(blockAt((br as number) - 1, (bc as number) - 1));
  const lot = { tl, tr, bl, br: brLot }[corner as 'tl' | 'tr' | 'bl' | 'br'];
  return { zone: zone as 'CIV' | 'COM' | 'IND' | 'RES', lot };
});
