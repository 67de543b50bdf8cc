import { clickLot, narrow, paymentsFor, sitesOf } from '../src/games/urban-sprawl/build-plan';
import type { BuildAction } from '../src/games/urban-sprawl/actions';
import { CARDS } from '@sprawl/rules/urban-sprawl/table';

/** The build wizard's placement picking, on footprints as the server lists them. */
describe('placing a building from the legal builds', () => {
  const build = (lots: number[], demolish?: number[]): BuildAction => ({
    type: 'build',
    from: { box: 2 },
    lots,
    permits: ['P01'],
    ...(demolish ? { demolish } : {}),
  });
  // A 2-lot contract: three footprints in block 0 (lots 0, 1, 12, 13) and one that demolishes.
  const builds = [build([0, 1]), build([0, 12]), build([1, 13]), build([12, 13], [7])];
  const sites = sitesOf([...builds, build([1, 0])]);

  test('each footprint is offered once, with what it demolishes', () => {
    expect(sites).toHaveLength(4);
    expect(sites.find((s) => s.lots.includes(12) && s.lots.includes(13))?.demolish).toEqual([7]);
  });

  test('clicks narrow the footprints until one is left', () => {
    let picked = clickLot(sites, [], 0);
    expect(picked).toEqual([0]);
    expect(narrow(sites, picked).chosen).toBeNull();
    expect(narrow(sites, picked).candidates).toHaveLength(2);
    picked = clickLot(sites, picked, 12);
    expect(narrow(sites, picked).chosen?.lots).toEqual([0, 12]);
    // A click on a chosen lot takes it back; a lot that fits no footprint with the others starts over.
    expect(clickLot(sites, picked, 12)).toEqual([0]);
    expect(clickLot(sites, [0], 13)).toEqual([13]);
    // A lot in no footprint changes nothing.
    expect(clickLot(sites, [0], 100)).toEqual([0]);
  });

  test('the server-listed payment comes first, then the other minimal payments', () => {
    const hand = Object.values(CARDS.byId)
      .filter((c) => c.kind === 'permit' && c.zones.includes('RES'))
      .map((c) => c.id)
      .slice(0, 4);
    const all = paymentsFor(hand, 'RES', 1, [hand[0]]);
    expect(all[0]).toEqual([hand[0]]);
    expect(all.length).toBeGreaterThanOrEqual(1);
    expect(new Set(all.map((p) => [...p].sort().join())).size).toBe(all.length);
  });
});
