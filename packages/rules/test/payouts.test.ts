import { payoutColumns, sharePayout } from '../src/urban-sprawl/payouts';
import { payout } from '../src/urban-sprawl/flow/payout';
import { block, ctxOf, emptyCity, lotsIn, put } from './fixtures';

describe('payout chart and ties (rulebook payout example)', () => {
  test('the 6 row pays 6/3/1/0 with four players, fewer columns with fewer players', () => {
    expect(payoutColumns(6, 4)).toEqual([6, 3, 1, 0]);
    expect(payoutColumns(6, 3)).toEqual([6, 3, 1]);
    expect(payoutColumns(6, 2)).toEqual([6, 3]);
  });
  test('A: two tied for first share 6+3, third gets 1, fourth nothing', () => {
    expect(sharePayout([3, 3, 2, 1], 6)).toEqual([4, 4, 1, 0]);
  });
  test('B: four tied share 6+3+1+0 = 10, two each', () => {
    expect(sharePayout([2, 2, 2, 2], 6)).toEqual([2, 2, 2, 2]);
  });
  test('C: 4, 3, 1, 1 buildings pay 6, 3, 0, 0', () => {
    expect(sharePayout([4, 3, 1, 1], 6)).toEqual([6, 3, 0, 0]);
  });
  test('players without a building on the row get nothing; three tied share three columns', () => {
    expect(sharePayout([0, 2, 0, 0], 6)).toEqual([0, 6, 0, 0]);
    expect(sharePayout([1, 1, 1, 0], 6)).toEqual([3, 3, 3, 0]);
  });

  test("a wealth payout counts each seat's buildings on the matching column", () => {
    const s = emptyCity(4);
    // The printed 6 wealth column is block column 4.
    put(s, 'RES', [lotsIn(1, 4).tl], 0);
    put(s, 'RES', [lotsIn(2, 4).tl], 0);
    put(s, 'COM', [lotsIn(3, 4).tl], 1);
    put(s, 'COM', [lotsIn(3, 5).tl], 2); // another column: does not count
    const before = s.players.map((p) => p.wealth);
    payout(ctxOf(s), 'wealth', 6);
    expect(s.players.map((p, i) => p.wealth - before[i])).toEqual([6, 3, 0, 0]);
    expect(block(3, 4)).toBe(15);
  });
});
