import type { Provenance, TileType } from './schema';

/**
 * The 49 building tiles. The rulebook gives the counts (6 of each commercial
 * type, 13 residential) and one tile: the hospital of its renewal example
 * (3 workers, 4 VP, card icon). Every other cost and VP is ours; the reasoning
 * is in docs/urbania-content.md. Rows: [cost, vp, card icon].
 */
type Row = [number, number, boolean];

/** Every commercial type gets the same six tiles so no suit is stronger than another. */
const COMMERCIAL: Row[] = [
  [2, 2, true],
  [2, 3, false],
  [3, 4, true],
  [3, 4, false],
  [4, 5, false],
  [5, 7, false],
];

/** Residential may be paid in any one colour, so it scores a little less per worker. */
const RESIDENTIAL: Row[] = [
  [2, 2, true],
  [2, 2, false],
  [2, 2, false],
  [3, 3, true],
  [3, 3, false],
  [3, 3, false],
  [3, 3, false],
  [4, 4, true],
  [4, 4, false],
  [4, 5, false],
  [5, 6, false],
  [5, 6, true],
  [6, 8, false],
];

const COMMERCIAL_TYPES = ['factory', 'bank', 'hospital', 'business', 'school', 'park'] as const;

function rows(): unknown[] {
  const out: unknown[] = [];
  let n = 0;
  const add = (type: TileType, [cost, vp, cardIcon]: Row, provenance: Provenance) => {
    n++;
    out.push({ id: `t${String(n).padStart(2, '0')}`, type, cost, vp, cardIcon, provenance });
  };
  for (const type of COMMERCIAL_TYPES) {
    // The rulebook's hospital (3 red workers, 4 VP, card icon) is the third row.
    COMMERCIAL.forEach((row, i) => add(type, row, type === 'hospital' && i === 2 ? 'rulebook' : 'authored'));
  }
  for (const row of RESIDENTIAL) add('residential', row, 'authored');
  return out;
}

export const RAW_TILES: unknown[] = rows();
