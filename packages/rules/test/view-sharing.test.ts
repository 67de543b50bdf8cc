import { playRandomGame, urbanSprawl } from '../src';
import type { UsState } from '../src/urban-sprawl/state';

/**
 * Views reuse the state's own parts and remember what they derive per source
 * object (view.ts). A view must still say exactly what a view of an unshared
 * copy of the same state says, at every step, or a remembered part went stale.
 */
describe('views that share parts with the state', () => {
  test.each([2, 4])('%i players: every step\'s view equals the view of a deep copy of the state', (players) => {
    let steps = 0;
    let shared = 0;
    let previous: ReturnType<typeof urbanSprawl.view> | null = null;
    playRandomGame(urbanSprawl, {
      seed: `view-sharing-${players}`,
      seats: players,
      options: {},
      onStep: (state: UsState) => {
        const v = urbanSprawl.view(state, { kind: 'seat', seat: 0 });
        expect(v).toEqual(urbanSprawl.view(structuredClone(state), { kind: 'seat', seat: 0 }));
        if (previous !== null && previous.buildings === v.buildings) shared++;
        previous = v;
        steps++;
      },
    });
    expect(steps).toBeGreaterThan(100);
    // The point of sharing: most moves leave the city, hence the building list, as it was.
    expect(shared).toBeGreaterThan(steps / 2);
  });
});
