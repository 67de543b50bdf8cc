import { playRandomGame, urbania, type UrState } from '../src';
import type { AnyGame } from '../src/registry';
import { seedRng } from '../src/rng';
import { estimateChances, sameMove, valueOf } from '../src/search/estimate';

const BUDGET = { iterations: 60, ms: Infinity };

/** Seat 0 picks 'left' or 'right' and the game ends; 'left' wins. */
function oneMoveGame(): AnyGame {
  type State = { picked: string | null };
  const game = {
    legalActions: (s: State, seat: number) => (s.picked === null && seat === 0 ? ['left', 'right'] : []),
    seatsToAct: (s: State) => (s.picked === null ? [0] : []),
    apply: (_s: State, _seat: number, action: unknown) => ({ ok: true, state: { picked: action as string } }),
    outcome: (s: State) => (s.picked === null ? null : { standings: [], winners: s.picked === 'left' ? [0] : [1] }),
    botAction: () => 'right',
    bots: { determinize: () => ({ picked: null }) },
  };
  return game as unknown as AnyGame;
}

/** An Urbania position some way into a two-seat game. */
function midGame(): UrState {
  let mid: UrState | null = null;
  let steps = 0;
  playRandomGame(urbania, {
    seed: 'estimate-mid',
    seats: 2,
    options: {},
    onStep: (state: UrState) => {
      if (++steps === 20) mid = state;
    },
  });
  if (mid === null) throw new Error('the game ended before step 20');
  return mid;
}

describe('estimateChances', () => {
  test("gives the deciding seat's best move, its worth and the worth of each other move", () => {
    const estimate = estimateChances(oneMoveGame(), {}, 0, 'seed', BUDGET);
    expect(estimate?.best).toBe('left');
    expect(estimate?.chance).toBe(1);
    expect(estimate && valueOf(estimate, 'right')?.value).toBe(0);
    // Seat 1 never decides: its chance is the mean of the playouts, where seat 0 searches nothing.
    const rival = estimateChances(oneMoveGame(), {}, 1, 'seed', BUDGET);
    expect(rival?.best).toBeNull();
    expect(rival?.moves).toEqual([]);
  });

  test("uses only the seat's view: two states that differ only in what it cannot see give the same estimate", () => {
    const state = midGame();
    const seat = urbania.seatsToAct(state)[0];
    const view = urbania.view(state, { kind: 'seat', seat });
    // Another world the seat cannot tell from this one: rivals' hands and the piles drawn anew.
    const other = urbania.bots!.determinize(view, seat, seedRng('another world'))!;
    expect(urbania.view(other, { kind: 'omniscient' })).not.toEqual(urbania.view(state, { kind: 'omniscient' }));
    const otherView = urbania.view(other, { kind: 'seat', seat });
    expect(otherView).toEqual(view);
    const here = estimateChances(urbania, view, seat, 'same seed', BUDGET);
    const there = estimateChances(urbania, otherView, seat, 'same seed', BUDGET);
    expect(here).not.toBeNull();
    expect(there).toEqual(here);
    expect(here!.chance).toBeGreaterThanOrEqual(0);
    expect(here!.chance).toBeLessThanOrEqual(1);
    expect(here!.moves.length).toBeGreaterThan(1);
  });
});

describe('a move read back from a store', () => {
  // PostgreSQL's jsonb gives an object's keys back in its own order ({"card":"r23","type":"pick"}).
  const estimate = {
    chance: 0.5,
    best: { type: 'pick', card: 'r23' },
    moves: [
      { action: { type: 'take', from: 'pool', card: 'r1' }, visits: 3, value: 0.25 },
      { action: { type: 'pick', card: 'r23' }, visits: 9, value: 0.75 },
    ],
  };

  test('is the same move whatever the order of its keys', () => {
    expect(sameMove({ card: 'r23', type: 'pick' }, estimate.best)).toBe(true);
    expect(sameMove({ card: 'r24', type: 'pick' }, estimate.best)).toBe(false);
    expect(sameMove({ from: 'pool', card: 'r1', type: 'take' }, { type: 'take', card: 'r1', from: 'pool' })).toBe(true);
  });

  test('finds its value', () => {
    expect(valueOf(estimate, { card: 'r23', type: 'pick' })?.value).toBe(0.75);
    expect(valueOf(estimate, { card: 'r1', from: 'pool', type: 'take' })?.value).toBe(0.25);
    expect(valueOf(estimate, { card: 'r2', type: 'pick' })).toBeNull();
  });
});
