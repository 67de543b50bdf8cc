import { urbanSprawl, type UsAction, type UsState } from '../src/urban-sprawl';
import { determinize } from '../src/urban-sprawl/determinize';
import { nextInt, seedRng } from '../src/rng';
import { noTimes, playBotGame } from '../scripts/bot-match';
import { GREEDY } from '../scripts/greedy';

/**
 * Urban Sprawl's simple bot (the easy level, and every seat of a search's
 * playouts, src/urban-sprawl/policy.ts): it plays only legal moves to the
 * end of a game at every table size, chooses from what its seat sees, and is
 * a fair opponent for the bench's greedy player, which a uniform random
 * mover beat in 95% of games (issue 53).
 */
const bot = urbanSprawl.botAction as NonNullable<typeof urbanSprawl.botAction>;

/** Plays one game with the simple bot in every seat, handing each decision to `seen` first. */
function playSimple(seed: string, seats: number, seen: (s: UsState, seat: number, legal: UsAction[]) => void): UsState {
  const rng = seedRng(`simple:${seed}`);
  let state = urbanSprawl.setup({ seed, seats, options: urbanSprawl.optionsSchema.parse({}) });
  for (let moves = 0; urbanSprawl.outcome(state) === null; moves++) {
    if (moves > 20_000) throw new Error(`game ${seed} did not end`);
    const acting = urbanSprawl.seatsToAct(state);
    const seat = acting[nextInt(rng, acting.length)];
    const legal = urbanSprawl.legalActions(state, seat);
    seen(state, seat, legal);
    const result = urbanSprawl.apply(state, seat, bot(state, seat, legal, rng));
    if (!result.ok) throw new Error(`${seed}: the simple bot's move was refused (${result.code})`);
    state = result.state;
  }
  return state;
}

const decksOf = (s: UsState) => [s.planning.deck, s.contracts.decks];

describe('Urban Sprawl: the simple bot', () => {
  test.each([2, 3, 4])('plays only legal moves, to the end of a game at %i seats', (seats) => {
    let decisions = 0;
    const end = playSimple(`legal-${seats}`, seats, (state, seat, legal) => {
      const keys = new Set(legal.map((a) => JSON.stringify(a)));
      const picked = bot(state, seat, legal, seedRng(`pick-${decisions++}`));
      expect(keys.has(JSON.stringify(picked))).toBe(true);
    });
    expect(end.phase).toBe('over');
    expect(end.final?.winners.length).toBeGreaterThan(0);
  });

  test('chooses alike in two states that differ only in what its seat cannot see (the decks, the generator)', () => {
    let twins = 0;
    let answers = 0;
    let step = 0;
    playSimple('twins', 3, (state, seat, legal) => {
      if (legal.length < 2 || (state.pending === null && step++ % 5 !== 0)) return;
      const twin = determinize(urbanSprawl.view(state, { kind: 'seat', seat }), seat, seedRng(`twin-${twins}`));
      // Only twins whose decks are dealt otherwise tell anything.
      if (twin === null || JSON.stringify(decksOf(twin)) === JSON.stringify(decksOf(state))) return;
      const seed = `choice-${twins}`;
      expect(bot(twin, seat, legal, seedRng(seed))).toEqual(bot(state, seat, legal, seedRng(seed)));
      twins++;
      if (state.pending !== null) answers++;
    });
    expect(twins).toBeGreaterThan(100);
    // Answers are tried on the table, where the queue behind them would draw cards: they must be among the twins.
    expect(answers).toBeGreaterThan(20);
  });

  test('wins a fair part of two-seat games against the greedy player', () => {
    let share = 0;
    const n = 16;
    for (let g = 0; g < n; g++) {
      const levels = g % 2 === 0 ? (['easy', 'greedy'] as const) : (['greedy', 'easy'] as const);
      const shares = playBotGame(
        urbanSprawl,
        [...levels],
        `us-easy-vs-greedy:${g}`,
        noTimes(),
        false,
        () => {},
        GREEDY['urban-sprawl'],
      );
      share += shares[g % 2];
    }
    // A uniform random mover won 5% of 100 games of the bench (issue 53).
    expect(share / n).toBeGreaterThan(0.3);
  });
});
