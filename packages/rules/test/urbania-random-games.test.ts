import { playRandomGame, urbania } from '../src';
import { invariantProblems } from '../src/urbania/invariants';
import { scoringEvents } from '../src/urbania/score-check';
import type { UrState } from '../src/urbania/state';

const GAMES = 60;

describe.each([2, 3, 4, 5])('%i-player random Urbania games through legalActions and apply', (players) => {
  test(`${GAMES} games keep every invariant and end by the rule with a ranking`, () => {
    for (let g = 0; g < GAMES; g++) {
      const expected = new Array(players).fill(0);
      const { final } = playRandomGame(urbania, {
        seed: `ur-prop-${players}-${g}`,
        seats: players,
        options: {},
        onStep: (state: UrState, seat, action, { before }) => {
          const problems = invariantProblems(state);
          if (problems.length > 0) throw new Error(`game ${g}: ${problems.join('; ')}`);
          scoringEvents(before, state, action).forEach((d, s) => (expected[s] += d));
          expect(state.players.map((p) => p.score)).toEqual(expected);
          // Only the active player ever moves, and the turn passes only when their two actions are done.
          if (seat !== before.turn.active) throw new Error(`seat ${seat} moved out of turn`);
          if (state.turn.active !== before.turn.active && before.turn.actionsLeft > 1) {
            throw new Error(`the turn passed early after ${JSON.stringify(action)}`);
          }
        },
      });
      const outcome = urbania.outcome(final);
      expect(outcome).not.toBeNull();
      expect(outcome!.standings).toHaveLength(players);
      expect(outcome!.winners.length).toBeGreaterThan(0);
      expect(final.endRound).not.toBeNull();
      expect(final.turn.round).toBe(final.endRound! + 1);
      // The last turn played is the one of the seat before the start player.
      expect(final.turn.active).toBe((final.startPlayer + players - 1) % players);
    }
  });
});

test('the same seed and the same actions give the same state, as plain JSON', () => {
  const log: { seat: number; action: unknown }[] = [];
  const first = playRandomGame(urbania, {
    seed: 'ur-det',
    seats: 4,
    options: {},
    onStep: (_s, seat, action) => log.push({ seat, action }),
  });
  let state = urbania.setup({ seed: 'ur-det', seats: 4, options: {} });
  for (const { seat, action } of log) {
    const r = urbania.apply(state, seat, JSON.parse(JSON.stringify(action)));
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
  expect(JSON.stringify(state)).toEqual(JSON.stringify(first.final));
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
});

test('barriers: every draw and every turn change is one; a plain renewal is not', () => {
  let state = urbania.setup({ seed: 'ur-barrier-2', seats: 3, options: {} });
  for (let i = 0; i < 300 && state.phase === 'play'; i++) {
    const seat = state.turn.active;
    const legal = urbania.legalActions(state, seat);
    const action = legal[i % legal.length];
    const r = urbania.apply(state, seat, action);
    if (!r.ok) throw new Error(r.message);
    if (action.type === 'take' || action.type === 'refreshPool' || r.state.turn.active !== seat)
      expect(r.barrier).toBe(true);
    if (action.type === 'submit' && r.state.turn.active === seat) expect(r.barrier).toBe(false);
    state = r.state;
  }
});

/** Freezes a JSON value all the way down, so any write to it throws in strict mode. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

test.each([2, 5])('%i players: apply never edits the state it is given (every state deep-frozen)', (players) => {
  const first = deepFreeze(urbania.setup({ seed: `ur-frozen-${players}`, seats: players, options: {} }));
  let state = first;
  let steps = 0;
  while (state.phase === 'play') {
    const seat = state.turn.active;
    const legal = urbania.legalActions(state, seat);
    const action = legal[(steps * 7919) % legal.length];
    const r = urbania.apply(state, seat, action);
    if (!r.ok) throw new Error(r.message);
    state = deepFreeze(r.state);
    urbania.view(state, { kind: 'seat', seat });
    if (++steps > 5000) throw new Error('the game did not end');
  }
  expect(urbania.outcome(state)).not.toBeNull();
});
