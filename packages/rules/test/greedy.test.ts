import { isDeepStrictEqual } from 'node:util';
import { games, type AnyGame, type GameId } from '../src/registry';
import { nextInt, seedRng } from '../src/rng';
import type { Viewer } from '../src/game';
import { greedyMove } from '../scripts/bot-match';
import { GREEDY } from '../scripts/greedy';

/**
 * The bench's greedy baseline (scripts/greedy): in every game and at every
 * table size it plays only legal moves and plays whole games to their end,
 * and it is handed only its seat's view, so two true states that look the
 * same to the seat give the same move for the same generator.
 */
const ids = Object.keys(games) as GameId[];

/** A whole game of greedy players; every move checked against the legal ones. */
function greedyGame(id: GameId, seats: number, seed: string): { moves: number; over: boolean } {
  const game = games[id] as AnyGame;
  const rng = seedRng(seed);
  let state = game.setup({ seed, seats, options: game.optionsSchema.parse({}) });
  let moves = 0;
  for (; game.outcome(state) === null && moves < 20_000; moves++) {
    const acting = game.seatsToAct(state);
    const seat = acting[nextInt(rng, acting.length)];
    const legal = game.legalActions(state, seat);
    const move = greedyMove(game, GREEDY[id], state, seat, legal, rng);
    expect(legal).toContainEqual(move);
    const result = game.apply(state, seat, move);
    if (!result.ok) throw new Error(`${id}: ${result.code}`);
    state = result.state;
  }
  return { moves, over: game.outcome(state) !== null };
}

describe.each(ids)('%s: the greedy baseline', (id) => {
  const game = games[id] as AnyGame;
  const tables = Array.from({ length: game.maxSeats - game.minSeats + 1 }, (_, i) => game.minSeats + i);

  test.each(tables)('plays legal moves to the end of a %i-seat game', (seats) => {
    const { moves, over } = greedyGame(id, seats, `greedy-${id}-${seats}`);
    expect(over).toBe(true);
    expect(moves).toBeGreaterThan(seats);
  });

  test('two true states that look the same to the seat give the same move', () => {
    const rng = seedRng(`twins-${id}`);
    let state = game.setup({ seed: `twins-${id}`, seats: 3, options: game.optionsSchema.parse({}) });
    let twins = 0;
    for (let step = 0; game.outcome(state) === null && twins < 8; step++) {
      const acting = game.seatsToAct(state);
      const seat = acting[nextInt(rng, acting.length)];
      const legal = game.legalActions(state, seat);
      const viewer: Viewer = { kind: 'seat', seat };
      // A second true state: the same to this seat, what it cannot see dealt otherwise.
      const twin = step % 3 === 0 ? game.bots?.determinize(game.view(state, viewer), seat, seedRng(`t${step}`)) : null;
      if (twin && legal.length > 1) {
        expect(
          isDeepStrictEqual(
            JSON.parse(JSON.stringify(game.view(twin, viewer))),
            JSON.parse(JSON.stringify(game.view(state, viewer))),
          ),
        ).toBe(true);
        const mine = greedyMove(game, GREEDY[id], state, seat, legal, seedRng(`m${step}`));
        const theTwins = greedyMove(game, GREEDY[id], twin, seat, game.legalActions(twin, seat), seedRng(`m${step}`));
        expect(theTwins).toEqual(mine);
        twins++;
      }
      const result = game.apply(state, seat, legal[nextInt(rng, legal.length)]);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
    expect(twins).toBeGreaterThan(3);
  });
});
