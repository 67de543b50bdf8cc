import { buildProbe, lotProbe, whyContract } from '../src/games/urban-sprawl/why-not';
import type { UsView } from '../src/games/urban-sprawl/types';
import { CARDS } from '@sprawl/rules/urban-sprawl/table';
import { loadEveryWord } from './support/every-word';

// A page holds a wing's words once the wing is downloaded; so does this test.
beforeAll(loadEveryWord);

/**
 * The moves the Urban Sprawl table sends to ask the rules why a contract or
 * a lot cannot be used: never one the legal list holds, so asking never plays.
 */
describe('asking the rules why not', () => {
  const contract = Object.values(CARDS.byId).find((c) => c.kind === 'contract' && c.size === 2 && c.zone === 'RES')!;
  // Only what the probes read of a view: the contract boxes, my hand, the buildings.
  const view = (buildings: { lots: number[] }[]) =>
    ({
      contracts: { boxes: [null, null, contract.id, null, null], tops: { town: null, city: null, metropolis: null } },
      players: [{ planning: [] }],
      buildings,
    }) as unknown as UsView;

  test('a contract is asked about on lots that are no footprint, with the permits I would pay (none held: the rules say so)', () => {
    const probe = buildProbe(view([]), 0, { box: 2 });
    expect(probe).toEqual({ type: 'build', from: { box: 2 }, lots: [0, 143], permits: [] });
    expect(buildProbe(view([]), 0, { box: 0 })).toBeNull();
  });

  test('the footprint\'s refusal becomes "no place takes it"; any other is the rules\' own sentence', () => {
    expect(whyContract({ code: 'not_enough_ap', message: 'That costs 4 AP and you have 2 left.' })).toBe(
      'That costs 4 AP and you have 2 left.',
    );
    expect(
      whyContract({ code: 'bad_footprint', message: 'The X needs 2 lots inside one block, side by side.' }),
    ).toMatch(/no place on the board takes it/);
  });

  test('a lot is asked about on the footprint through it with the fewest built lots, never on a legal site', () => {
    // Block 0 is lots 0, 1, 12, 13; lot 1 is built on.
    const v = view([{ lots: [1] }]);
    expect(lotProbe(v, { box: 2 }, 2, ['P'], 0, [])).toEqual({
      type: 'build',
      from: { box: 2 },
      lots: [0, 12],
      permits: ['P'],
    });
    // [0, 12] is a legal site: the other footprint through lot 0 is asked about.
    expect(lotProbe(v, { box: 2 }, 2, ['P'], 0, [{ lots: [12, 0] }])?.lots).toEqual([0, 1]);
    // Every footprint through the lot is legal: nothing to ask.
    expect(lotProbe(v, { box: 2 }, 2, ['P'], 0, [{ lots: [0, 12] }, { lots: [0, 1] }])).toBeNull();
  });
});
