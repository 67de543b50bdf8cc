import { createHash } from 'node:crypto';
import { games, type AnyGame, type GameId } from '../src/registry';
import { nextInt, seedRng } from '../src/rng';
import { searchMove } from '../src/search/ismcts';

/**
 * The moves searchMove picks at fixed positions of each game, as a hash. The
 * review's estimate (search/estimate.ts) shares the search's loop; sharing it
 * must not change a bot's choice for a seed, or every tally of bench:bots
 * would describe bots that no longer play. The hashes were taken from the
 * search before the loop was shared; Urbania's and Hush Auction's again when
 * their simple bots, which the playouts play, changed on purpose (issue 53),
 * and Urban Sprawl's for the same reason; Hush Auction's again when its
 * samples came to read rivals' hands from their past bids (belief.ts).
 */
const PICKED: Record<GameId, string> = {
  'urban-sprawl': '11cb87eb4243fd49',
  urbania: '412726bdedad9cbc',
  'hush-auction': 'f45dbf01b98c81f6',
};

const BUDGET = { iterations: 40, ms: Infinity };

function pickedAlong(game: AnyGame, id: string): string {
  const hash = createHash('sha256');
  const seed = `unchanged:${id}`;
  const rng = seedRng(seed);
  let state = game.setup({ seed, seats: 2, options: game.optionsSchema.parse({}) });
  for (let step = 0; step < 30 && game.outcome(state) === null; step++) {
    const acting = game.seatsToAct(state);
    const seat = acting[nextInt(rng, acting.length)];
    const legal = game.legalActions(state, seat);
    if (step % 3 === 0) {
      const picked = searchMove(game, game.view(state, { kind: 'seat', seat }), seat, `${seed}:${step}`, BUDGET);
      hash.update(JSON.stringify(picked ?? null));
    }
    const result = game.apply(state, seat, legal[nextInt(rng, legal.length)]);
    if (!result.ok) throw new Error(result.message);
    state = result.state;
  }
  return hash.digest('hex').slice(0, 16);
}

describe('searchMove', () => {
  test.each(Object.keys(PICKED) as GameId[])('%s: picks the same moves for the same seeds as before', (id) => {
    expect(pickedAlong(games[id] as AnyGame, id)).toBe(PICKED[id]);
  });
});
