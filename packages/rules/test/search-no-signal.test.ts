import type { AnyGame } from '../src/registry';
import { searchMove } from '../src/search/ismcts';

/**
 * A one-move game: seat 0 picks 'left' or 'right', then the game is over.
 * `winsWith` says which pick wins (null: seat 0 loses either way), and the
 * simple policy always answers 'right', the second move listed.
 */
function oneMoveGame(winsWith: 'left' | 'right' | null): AnyGame {
  type State = { picked: string | null };
  const game = {
    legalActions: (s: State) => (s.picked === null ? ['left', 'right'] : []),
    seatsToAct: (s: State) => (s.picked === null ? [0] : []),
    apply: (_s: State, _seat: number, action: unknown) => ({ ok: true, state: { picked: action as string } }),
    outcome: (s: State) => (s.picked === null ? null : { standings: [], winners: s.picked === winsWith ? [0] : [1] }),
    botAction: () => 'right',
    bots: { determinize: () => ({ picked: null }) },
  };
  return game as unknown as AnyGame;
}

const BUDGET = { iterations: 50, ms: Infinity };

describe('a search that cannot tell its moves apart', () => {
  test('plays the simple policy, not whichever move is listed first', () => {
    expect(searchMove(oneMoveGame(null), {}, 0, 'seed', BUDGET)).toBe('right');
  });

  test('still plays the better move when there is one, whatever the policy says', () => {
    expect(searchMove(oneMoveGame('left'), {}, 0, 'seed', BUDGET)).toBe('left');
    expect(searchMove(oneMoveGame('right'), {}, 0, 'seed', BUDGET)).toBe('right');
  });
});
