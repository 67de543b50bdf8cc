import type { GameModule, MatchMemo } from '../src/game';
import { nextInt, nextUint32, seedRng, type RngState } from '../src/rng';
import { searchMove } from '../src/search/ismcts';
import { LEVEL_BUDGETS, type BotLevel } from '../src/search/levels';
import type { Greedy } from './greedy';

/** Who plays a seat: a bot level, or the bench's greedy baseline (scripts/greedy), which is no bot of ours. */
export type Player = BotLevel | 'greedy';
export const PLAYERS: readonly Player[] = ['easy', 'normal', 'hard', 'greedy'];

/** Milliseconds each player spent per decision, over every game played. */
export type DecisionTimes = Record<Player, number[]>;

export const noTimes = (): DecisionTimes => ({ easy: [], normal: [], hard: [], greedy: [] });

/** The simple policy every level falls back to: the game's bot, or a random legal move. */
function simpleMove<S, A>(
  game: GameModule<S, A, unknown, unknown>,
  state: S,
  seat: number,
  legal: A[],
  rng: RngState,
): A {
  return game.botAction ? game.botAction(state, seat, legal, rng) : legal[nextInt(rng, legal.length)];
}

/**
 * The greedy player's move: it is handed the seat's view, as a searching
 * seat is, and the seat's legal moves (what its prompt offers), never the
 * state.
 */
export function greedyMove<S, A, V, O>(
  game: GameModule<S, A, V, O>,
  greedy: Greedy,
  state: S,
  seat: number,
  legal: A[],
  rng: RngState,
): A {
  return greedy(game.view(state, { kind: 'seat', seat }), seat, legal, rng) as A;
}

/**
 * One whole game between bots of the given levels (one per seat; `greedy`
 * seats play `greedy`, handed their view like a searching seat), through
 * the rules engine only. A searching seat is handed its view, as on the
 * server (apps/server/src/bots), never the state. Returns each seat's share
 * of the win (winners split 1). `capped` false lifts the levels' time caps:
 * the iterations alone end each search, so the game depends on the seed
 * only, however loaded the machine. `played` hears every move, in order.
 */
export function playBotGame<S, A, V, O>(
  game: GameModule<S, A, V, O>,
  levels: Player[],
  seed: string,
  times: DecisionTimes,
  capped = true,
  played: (seat: number, action: A) => void = () => {},
  greedy?: Greedy,
): number[] {
  const rng = seedRng(`bench:${seed}`);
  let state = game.setup({ seed, seats: levels.length, options: game.optionsSchema.parse({}) });
  const memo: MatchMemo = {};
  for (let moves = 0; game.outcome(state) === null; moves++) {
    if (moves > 20_000) throw new Error(`game ${seed} did not end`);
    const acting = game.seatsToAct(state);
    const seat = acting[nextInt(rng, acting.length)];
    const legal = game.legalActions(state, seat, memo);
    const level = levels[seat];
    const started = performance.now();
    let action: A | null = null;
    if (level === 'greedy') {
      if (!greedy) throw new Error('bench: a greedy seat without a greedy player');
      action = greedyMove(game, greedy, state, seat, legal, rng);
    } else if (level !== 'easy') {
      const thinkSeed = `${nextUint32(rng)}`;
      const budget = capped ? LEVEL_BUDGETS[level] : { ...LEVEL_BUDGETS[level], ms: Infinity };
      action = searchMove(game, game.view(state, { kind: 'seat', seat }), seat, thinkSeed, budget);
    }
    action ??= simpleMove(game, state, seat, legal, rng);
    times[level].push(performance.now() - started);
    played(seat, action);
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(`bench: ${level} bot's move was refused (${result.code}: ${result.message})`);
    state = result.state;
  }
  const outcome = game.outcome(state);
  const winners = outcome?.winners ?? [];
  return levels.map((_, seat) => (winners.includes(seat) ? 1 / winners.length : 0));
}
