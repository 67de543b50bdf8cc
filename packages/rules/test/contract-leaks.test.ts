import { games, playRandomGame, type GameId, type GameModule, type Viewer } from '../src';
import { hiddenFrom, type Secrets } from '../src/testing/secrets';
import { jsonStrings } from '../src/testing/json-strings';

const strings = (value: unknown) => jsonStrings(value);

const matrix = (Object.keys(games) as GameId[]).map((id) => [id] as const);

describe.each(matrix)('%s: views hide what they must', (id) => {
  const game = games[id] as unknown as GameModule<unknown, { type: string }, unknown, unknown>;
  const secrets = hiddenFrom[id] as Secrets<unknown>;
  const matches = id === 'urban-sprawl' ? 2 : 40;

  test.each(Array.from({ length: game.maxSeats - game.minSeats + 1 }, (_, i) => game.minSeats + i))(
    "%i seats: no seat or spectator ever sees another's secret",
    (seats) => {
      let checked = 0;
      for (let g = 0; g < matches; g++) {
        playRandomGame(game, {
          seed: `leaks-${id}-${seats}-${g}`,
          seats,
          options: {},
          onStep: (state, _seat, _action, step) => {
            // Log lines go to everyone: none may name a card hidden from spectators both before and after the step.
            // (A card turned up during the step and shuffled back in, as Urban Sprawl's events are, was public meanwhile.)
            const logText = step.log.map((line) => line.text).join('\n');
            const before = new Set(secrets(step.before, { kind: 'spectator' }));
            for (const card of secrets(state, { kind: 'spectator' })) {
              if (before.has(card) && new RegExp(`\\b${card}\\b`).test(logText))
                throw new Error(`the log names hidden ${card} in ${id} game ${g}: ${logText}`);
            }
            const viewers: Viewer[] = [
              { kind: 'spectator' },
              ...Array.from({ length: seats }, (_, seat): Viewer => ({ kind: 'seat', seat })),
            ];
            for (const viewer of viewers) {
              const view = game.view(state, viewer);
              const seen = strings(view);
              for (const card of secrets(state, viewer)) {
                if (seen.has(card)) throw new Error(`${JSON.stringify(viewer)} sees hidden ${card} in ${id} game ${g}`);
                checked++;
              }
              // The generator's state never leaves the server either.
              expect(JSON.stringify(view)).not.toContain('rng');
            }
          },
        });
      }
      expect(checked).toBeGreaterThan(0);
    },
  );

  test('the omniscient viewer sees every secret (so the check above looks for the right ids)', () => {
    const state = game.setup({ seed: `omniscient-${id}`, seats: game.maxSeats, options: game.optionsSchema.parse({}) });
    const seen = strings(game.view(state, { kind: 'omniscient' }));
    const all = secrets(state, { kind: 'spectator' });
    expect(all.length).toBeGreaterThan(0);
    for (const card of all) expect(seen.has(card)).toBe(true);
  });
});
