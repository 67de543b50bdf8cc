import { games, type AnyGame, type GameId } from '../src/registry';
import { nextInt, seedRng } from '../src/rng';

/**
 * A quiet apply (GameModule.apply's `quiet`, what a search's playouts ask
 * for) changes only the log: along whole random games of every game, each
 * move gives the same next state, barrier and refusals either way, and a
 * quiet log is empty or the same as the full one.
 */
describe.each(Object.keys(games) as GameId[])('%s: a quiet apply', (id) => {
  const game = games[id] as AnyGame;

  test('gives the same state as a full one, and writes no other log', () => {
    let quietLines = 0;
    let loudLines = 0;
    for (const seed of ['quiet-1', 'quiet-2']) {
      const rng = seedRng(seed);
      let state = game.setup({ seed, seats: game.minSeats + 1, options: game.optionsSchema.parse({}) });
      for (let step = 0; game.outcome(state) === null && step < 3000; step++) {
        const acting = game.seatsToAct(state);
        const seat = acting[nextInt(rng, acting.length)];
        const legal = game.legalActions(state, seat);
        const action = legal[nextInt(rng, legal.length)];
        const loud = game.apply(state, seat, action);
        const quiet = game.apply(state, seat, action, true);
        if (!loud.ok || !quiet.ok) throw new Error(`a legal move was refused at step ${step}`);
        expect(quiet.state).toEqual(loud.state);
        expect(quiet.barrier).toBe(loud.barrier);
        if (quiet.log.length > 0) expect(quiet.log).toEqual(loud.log);
        quietLines += quiet.log.length;
        loudLines += loud.log.length;
        state = loud.state;
      }
    }
    expect(loudLines).toBeGreaterThan(0);
    // The games whose searches spent much of their time putting the log into words skip it when asked.
    if (id !== 'hush-auction') expect(quietLines).toBe(0);
  });

  test('still refuses what it refuses, in words', () => {
    const state = game.setup({ seed: 'quiet-refusal', seats: game.minSeats, options: game.optionsSchema.parse({}) });
    const seat = game.seatsToAct(state)[0];
    const result = game.apply(state, seat, { type: 'no-such-move' }, true);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
  });
});
