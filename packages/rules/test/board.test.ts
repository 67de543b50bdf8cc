import { STARTING_BUILDINGS, footprintsInBlock, isFootprint, NEIGHBOURS, lotAt } from '../src/urban-sprawl/board';
import { urbanSprawl } from '../src';
import { allBlockValues, buildingValue, payoutRow } from '../src/urban-sprawl/values';
import { setMarker } from '../src/urban-sprawl/flow/markers';
import { block, ctxOf, emptyCity, lotsIn, put } from './fixtures';

describe('the printed board', () => {
  test('printed block values match the content table', () => {
    const values = allBlockValues(emptyCity());
    expect(values.slice(0, 6)).toEqual([4, 7, 8, 9, 6, 5]);
    expect(values.slice(12, 18)).toEqual([2, 5, 6, 7, 4, 3]);
    expect(values.slice(30, 36)).toEqual([3, 6, 7, 8, 5, 4]);
  });

  test('the RES building nearest Wilderness is worth 2 + 1 = 3 (rulebook example)', () => {
    const s = urbanSprawl.setup({ seed: 'x', seats: 2, options: { variant: 'standard' } });
    const res = s.board.buildings.filter((b) => b?.zone === 'RES');
    const nearest = res.find((b) => b?.lots[0] === lotsIn(6, 1).tr);
    expect(nearest).toBeDefined();
    expect(buildingValue(s, nearest!)).toBe(3);
    expect(STARTING_BUILDINGS).toHaveLength(12);
  });

  test('lots are adjacent across streets, orthogonally and diagonally', () => {
    // (5,5) and (6,6) are in different blocks but touch diagonally across the street.
    expect(NEIGHBOURS[lotAt(5, 5)]).toContain(lotAt(6, 6));
    expect(NEIGHBOURS[lotAt(0, 0)]).toHaveLength(3);
    expect(NEIGHBOURS[lotAt(4, 4)]).toHaveLength(8);
  });

  test('footprints stay inside one block with legal shapes', () => {
    const b = block(2, 2);
    const { tl, tr, bl, br } = lotsIn(2, 2);
    expect(isFootprint([tl, tr])).toBe(true);
    expect(isFootprint([tl, br])).toBe(false); // diagonal pair
    expect(isFootprint([tr, lotAt(2, 4)])).toBe(false); // straddles a street
    expect(footprintsInBlock(b, 3).every(isFootprint)).toBe(true);
    expect(footprintsInBlock(b, 4)).toEqual([[tl, tr, bl, br]]);
  });
});

describe('wealth and prestige markers (rulebook example)', () => {
  test('placing and moving the 6 prestige marker changes the values of its rows', () => {
    const s = emptyCity();
    const { tl, tr, bl, br } = lotsIn(5, 4);
    const com = put(s, 'COM', [tl, tr, bl, br], 0);
    const res = put(s, 'RES', [lotsIn(3, 2).tl], 1);
    const civ = put(s, 'CIV', [lotsIn(3, 3).tl, lotsIn(3, 3).tr, lotsIn(3, 3).bl], 2);
    const ind = put(s, 'IND', [lotsIn(1, 1).tl, lotsIn(1, 1).tr], 3);
    const value = (id: number) => buildingValue(s, s.board.buildings[id]!);
    expect([value(com), value(res), value(civ), value(ind)]).toEqual([8, 5, 6, 4]);

    const ctx = ctxOf(s);
    setMarker(ctx, 'P6', 3 + 4); // the right-hand space of block row 5
    expect(value(com)).toBe(14);
    setMarker(ctx, 'P6', 3 + 2); // moved beside block row 3
    expect([value(com), value(res), value(civ), value(ind)]).toEqual([8, 11, 12, 4]);
    expect(payoutRow(s, 'prestige', 6)).toContain(block(3, 2));
    expect(() => setMarker(ctx, 'W7', 3 + 2)).toThrow('not vacant');
  });

  test('a payout row of a marker not on the board pays nothing', () => {
    const s = emptyCity();
    expect(payoutRow(s, 'wealth', 9)).toBeNull();
    setMarker(ctxOf(s), 'W9', 0);
    expect(payoutRow(s, 'wealth', 9)).toHaveLength(12);
  });
});
