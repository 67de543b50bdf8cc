import { isDeepStrictEqual } from 'node:util';
import { games, type AnyGame, type GameId } from '../src/registry';
import { searchMove } from '../src/search/ismcts';
import { nextInt, seedRng } from '../src/rng';
import { hiddenFrom, secretsOf } from '../src/testing/secrets';
import { jsonStrings } from '../src/testing/json-strings';
import type { Viewer } from '../src/game';

/**
 * The search bot never sees what its seat cannot: it is handed the seat's
 * view (the function that chooses takes no state at all), the view it is
 * handed holds no secret of the seat, and two true states that look the same
 * to the seat give the same move for the same seed. Run for every game.
 */
const SEATS: Record<GameId, number> = { 'urban-sprawl': 3, urbania: 4, 'hush-auction': 3 };
/** Iterations, never time, end a search in these tests: the move then depends on the seed alone. */
const BUDGET = { iterations: 24, ms: 60_000 };

/** Positions along one random game, each with a seat that must act there. */
function positions(game: AnyGame, seed: string, every: number): { state: unknown; seat: number }[] {
  const rng = seedRng(seed);
  let state = game.setup({ seed, seats: SEATS[game.id as GameId], options: game.optionsSchema.parse({}) });
  const out: { state: unknown; seat: number }[] = [];
  for (let step = 0; game.outcome(state) === null; step++) {
    const acting = game.seatsToAct(state);
    const seat = acting[nextInt(rng, acting.length)];
    if (step % every === 0) out.push({ state, seat });
    const legal = game.legalActions(state, seat);
    const result = game.apply(state, seat, legal[nextInt(rng, legal.length)]);
    if (!result.ok) throw new Error(result.message);
    state = result.state;
  }
  return out;
}

describe.each(Object.keys(hiddenFrom) as GameId[])('%s: the search bot sees only its seat', (id) => {
  const game = games[id] as AnyGame;
  const every = id === 'hush-auction' ? 1 : 17;

  test('the game gives its bots a sampler', () => {
    expect(game.bots?.determinize).toBeDefined();
  });

  test('a sample looks to the seat exactly like the true state, with the same legal moves', () => {
    let sampled = 0;
    for (const { state, seat } of positions(game, `${id}-sample`, every)) {
      const viewer: Viewer = { kind: 'seat', seat };
      const seen = game.view(state, viewer);
      const sample = game.bots?.determinize(seen, seat, seedRng(`s${sampled}`));
      if (!sample) continue;
      sampled++;
      expect(JSON.parse(JSON.stringify(game.view(sample, viewer)))).toEqual(JSON.parse(JSON.stringify(seen)));
      expect(game.legalActions(sample, seat)).toEqual(game.legalActions(state, seat));
    }
    expect(sampled).toBeGreaterThan(5);
  });

  test('the view the bot is handed holds no secret of its seat, and a twin state with other secrets gives the same move', () => {
    let twins = 0;
    for (const { state, seat } of positions(game, `${id}-twins`, every * 3)) {
      const viewer: Viewer = { kind: 'seat', seat };
      const handed = game.view(state, viewer);
      const strings = jsonStrings(handed);
      for (const secret of secretsOf(id, state, viewer)) expect(strings.has(secret)).toBe(false);
      // A second true state: the same to this seat, its hidden cards dealt otherwise.
      const twin = game.bots?.determinize(handed, seat, seedRng(`twin-${twins}`));
      if (!twin) continue;
      const hidden = secretsOf(id, state, viewer);
      if (hidden.length > 1) expect(secretsOf(id, twin, viewer)).not.toEqual(hidden);
      const twinView = game.view(twin, viewer);
      expect(isDeepStrictEqual(JSON.parse(JSON.stringify(twinView)), JSON.parse(JSON.stringify(handed)))).toBe(true);
      const seed = `move-${twins}`;
      expect(searchMove(game, twinView, seat, seed, BUDGET)).toEqual(searchMove(game, handed, seat, seed, BUDGET));
      twins++;
      if (twins >= 6) break;
    }
    expect(twins).toBeGreaterThan(2);
  });

  test('a search picks one of the legal moves, and the same one for the same seed', () => {
    const found = positions(game, `${id}-legal`, every).filter(
      ({ state, seat }) =>
        game.bots?.determinize(game.view(state, { kind: 'seat', seat }), seat, seedRng('x')) !== null,
    );
    for (const { state, seat } of found.slice(0, 4)) {
      const handed = game.view(state, { kind: 'seat', seat });
      const move = searchMove(game, handed, seat, 'seed', BUDGET);
      expect(game.legalActions(state, seat)).toContainEqual(move);
      expect(searchMove(game, handed, seat, 'seed', BUDGET)).toEqual(move);
    }
  });
});

describe('urban-sprawl: decisions owed inside a card effect or a setup step are searched too', () => {
  const game = games['urban-sprawl'] as AnyGame;

  test('a seat owing such an answer gets a sample that looks the same and has the same legal moves, and a legal searched move', () => {
    const owed = [1, 2, 3]
      .flatMap((n) => positions(game, `us-pending-${n}`, 1))
      .filter(({ state }) => (game.view(state, { kind: 'spectator' }) as { pending: unknown }).pending !== null);
    const kinds = new Set<string>();
    for (const [i, { state, seat }] of owed.entries()) {
      const viewer: Viewer = { kind: 'seat', seat };
      const seen = game.view(state, viewer);
      const sample = game.bots?.determinize(seen, seat, seedRng(`p${i}`));
      expect(sample).not.toBeNull();
      expect(JSON.parse(JSON.stringify(game.view(sample, viewer)))).toEqual(JSON.parse(JSON.stringify(seen)));
      expect(game.legalActions(sample, seat)).toEqual(game.legalActions(state, seat));
      kinds.add((seen as { pending: { kind: string } }).pending.kind);
      if (i % 10 === 0)
        expect(game.legalActions(state, seat)).toContainEqual(searchMove(game, seen, seat, `m${i}`, BUDGET));
    }
    // Setup claims and at least one decision inside an effect, so the search is not only tried on the easy case.
    expect(kinds.has('claimStart')).toBe(true);
    expect(kinds.size).toBeGreaterThan(2);
  });
});
