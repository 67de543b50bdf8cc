import { playRandomGame, urbanSprawl } from '../src';
import type { Viewer } from '../src';
import { CARDS } from '../src/urban-sprawl/catalog';
import type { UsState } from '../src/urban-sprawl/state';
import { jsonStrings } from '../src/testing/json-strings';

/** Every card id that is face down right now (deck contents, not the face-up tops). */
function faceDown(s: UsState): string[] {
  return [...s.planning.deck, ...s.contracts.decks.town, ...s.contracts.decks.city, ...s.contracts.decks.metropolis];
}

const strings = (value: unknown) => jsonStrings(value);

describe('views hide face-down cards and the generator', () => {
  test.each([2, 3, 4])('%i players: no view of any seat or spectator holds a face-down card or the RNG', (players) => {
    for (let g = 0; g < 3; g++) {
      playRandomGame(urbanSprawl, {
        seed: `leak-${players}-${g}`,
        seats: players,
        options: {},
        onStep: (state: UsState) => {
          const hidden = faceDown(state);
          const viewers: Viewer[] = [
            { kind: 'spectator' },
            ...state.players.map((_, seat): Viewer => ({ kind: 'seat', seat })),
          ];
          for (const viewer of viewers) {
            const v = urbanSprawl.view(state, viewer);
            const seen = strings(v);
            for (const id of hidden)
              if (seen.has(id)) throw new Error(`${JSON.stringify(viewer)} sees face-down ${id}`);
            const text = JSON.stringify(v);
            expect(text).not.toContain('rng');
            expect(text).not.toContain(String(state.rng[0]));
          }
        },
      });
    }
  });

  test('only the omniscient view shows the decks, in order', () => {
    const s = urbanSprawl.setup({ seed: 'omni', seats: 2, options: { variant: 'standard' } });
    expect(urbanSprawl.view(s, { kind: 'omniscient' }).decks?.town).toEqual(s.contracts.decks.town);
    expect(urbanSprawl.view(s, { kind: 'spectator' }).decks).toBeUndefined();
    expect(urbanSprawl.view(s, { kind: 'spectator' }).contracts.deckCounts.town).toBe(s.contracts.decks.town.length);
    expect(Object.keys(CARDS.byId)).toHaveLength(165);
  });
});
