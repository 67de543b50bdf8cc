import {
  BLOCKS_PER_SIDE,
  MARKER_SPACES,
  PRINTED_PRESTIGE,
  PRINTED_WEALTH,
  blockAt,
  blockCol,
  blockOfLot,
  blockRow,
} from './board';
import type { Building, MarkerId, UsState } from './state';
import { MARKER_IDS } from './state';

export const markerKind = (id: MarkerId): 'wealth' | 'prestige' => (id[0] === 'W' ? 'wealth' : 'prestige');
export const markerValue = (id: MarkerId): number => Number(id.slice(1));

/** The marker on each gray space (index into MARKER_SPACES), or null. */
export function markersBySpace(state: UsState): (MarkerId | null)[] {
  const out: (MarkerId | null)[] = MARKER_SPACES.map(() => null);
  for (const id of MARKER_IDS) {
    const space = state.board.markers[id];
    if (space !== null) out[space] = id;
  }
  return out;
}

function blocksInRowOf(space: number): number[] {
  const s = MARKER_SPACES[space];
  const out: number[] = [];
  for (let r = 0; r < BLOCKS_PER_SIDE; r++) {
    for (let c = 0; c < BLOCKS_PER_SIDE; c++) {
      const inRow = s.edge === 'top' ? c === s.columns[0] || c === s.columns[1] : r === s.row;
      if (inRow) out.push(blockAt(r, c));
    }
  }
  return out;
}

// Block values are asked for on almost every move, so the fixed parts are worked out once.
const SPACE_BLOCKS: readonly number[][] = MARKER_SPACES.map((_, space) => blocksInRowOf(space));
const PRINTED_VALUES: readonly number[] = Array.from(
  { length: BLOCKS_PER_SIDE * BLOCKS_PER_SIDE },
  (_, b) => PRINTED_PRESTIGE[blockRow(b)] + PRINTED_WEALTH[blockCol(b)],
);
const MARKER_VALUES: readonly [MarkerId, number][] = MARKER_IDS.map((id) => [id, markerValue(id)]);

function printedRow(kind: 'wealth' | 'prestige', value: number): number[] {
  const printed = kind === 'wealth' ? PRINTED_WEALTH : PRINTED_PRESTIGE;
  const out: number[] = [];
  for (let r = 0; r < BLOCKS_PER_SIDE; r++) {
    for (let c = 0; c < BLOCKS_PER_SIDE; c++) {
      if (printed[kind === 'wealth' ? c : r] === value) out.push(blockAt(r, c));
    }
  }
  return out;
}

/** The blocks of each printed payout row, by kind and value (payouts happen several times a turn). */
const PRINTED_ROWS = {
  wealth: new Map([1, 2, 3, 4, 5, 6].map((v) => [v, printedRow('wealth', v)])),
  prestige: new Map([1, 2, 3].map((v) => [v, printedRow('prestige', v)])),
};

/** Blocks lying in the row a gray space belongs to: a column pair (top edge) or a block row (right edge). */
export function blocksOfSpace(space: number): readonly number[] {
  return SPACE_BLOCKS[space];
}

/** Value of every block: every wealth and prestige number along both of its rows. */
export function allBlockValues(state: UsState): number[] {
  const values = PRINTED_VALUES.slice();
  const markers = state.board.markers;
  for (const [id, value] of MARKER_VALUES) {
    const space = markers[id];
    if (space === null) continue;
    for (const b of SPACE_BLOCKS[space]) values[b] += value;
  }
  return values;
}

export function blockValue(state: UsState, block: number): number {
  return allBlockValues(state)[block];
}

export function buildingValue(state: UsState, building: Building, values = allBlockValues(state)): number {
  return values[blockOfLot(building.lots[0])];
}

/**
 * The blocks targeted by a payout of `value`: the printed row or column with
 * that number, or the row holding that marker. Null when no such row is on the board.
 */
export function payoutRow(state: UsState, kind: 'wealth' | 'prestige', value: number): readonly number[] | null {
  const printed = PRINTED_ROWS[kind].get(value);
  if (printed) return printed;
  const id = `${kind === 'wealth' ? 'W' : 'P'}${value}` as MarkerId;
  if (!(MARKER_IDS as readonly string[]).includes(id)) return null;
  const space = state.board.markers[id];
  return space === null ? null : blocksOfSpace(space);
}

/** Every payout row currently on the board for `kind`, by value. */
export function payoutValuesOnBoard(state: UsState, kind: 'wealth' | 'prestige'): number[] {
  const printed = kind === 'wealth' ? [1, 2, 3, 4, 5, 6] : [1, 2, 3];
  const markers = MARKER_IDS.filter((id) => markerKind(id) === kind && state.board.markers[id] !== null).map(
    markerValue,
  );
  return [...printed, ...markers.sort((a, b) => a - b)];
}
