import { playRandomGame, urbanSprawl } from '../src';
import { CARDS } from '../src/urban-sprawl/catalog';
import { invariantProblems } from '../src/urban-sprawl/invariants';
import type { UsState } from '../src/urban-sprawl/state';

const GAMES = 200;

describe.each([2, 3, 4])('%i-player random games played through legalActions and apply', (players) => {
  test(`${GAMES} games keep every invariant and end on the Olympic Games with a ranking`, () => {
    const olympics = CARDS.metropolis.find(
      (id) =>
        CARDS.byId[id].kind === 'event' &&
        (CARDS.byId[id] as { effects: { op: string; milestone?: string }[] }).effects.some(
          (e) => e.milestone === 'olympicGames',
        ),
    );
    for (let g = 0; g < GAMES; g++) {
      const variant = (['standard', 'long', 'short'] as const)[g % 3];
      const { final } = playRandomGame(urbanSprawl, {
        seed: `prop-${players}-${g}`,
        seats: players,
        options: { variant },
        onStep: (state: UsState) => {
          const problems = invariantProblems(state);
          if (problems.length > 0) throw new Error(`game ${g}: ${problems.join('; ')}`);
        },
      });
      const outcome = urbanSprawl.outcome(final);
      expect(outcome).not.toBeNull();
      expect(outcome!.standings).toHaveLength(players);
      expect(outcome!.winners.length).toBeGreaterThan(0);
      expect(final.removed).toContain(olympics);
    }
  });
});

test('the same seed and the same actions give the same state', () => {
  const log: { seat: number; action: unknown }[] = [];
  const first = playRandomGame(urbanSprawl, {
    seed: 'det',
    seats: 3,
    options: {},
    onStep: (_s, seat, action) => log.push({ seat, action }),
  });
  let state = urbanSprawl.setup({ seed: 'det', seats: 3, options: { variant: 'standard' } });
  for (const { seat, action } of log) {
    const r = urbanSprawl.apply(state, seat, action);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
  expect(JSON.stringify(state)).toEqual(JSON.stringify(first.final));
  expect(JSON.parse(JSON.stringify(state))).toEqual(state); // plain JSON round trip
});
