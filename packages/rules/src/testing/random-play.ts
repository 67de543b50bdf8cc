import type { GameModule, LogLine, MatchMemo } from '../game';
import { nextInt, seedRng, type RngState } from '../rng';

/**
 * A player that picks uniformly among the kinds of legal move, then among the
 * moves of that kind; seeded so games replay exactly. It ends its turn only
 * one time in eight while it has something else to do, so that it plays its
 * AP like a person would. Bots, tests, the simulator and the benchmark all play through it.
 */
export function randomMove<A extends { type: string }>(rng: RngState, legal: A[]): A {
  // Kinds in order of first appearance; written as loops because bots call this after every move.
  let kinds: string[] = [];
  let last = '';
  for (const a of legal) {
    // Moves of one kind usually come together: only a change of kind needs the lookup.
    if (a.type === last) continue;
    last = a.type;
    if (!kinds.includes(last)) kinds.push(last);
  }
  if (kinds.length > 1 && kinds.includes('endTurn')) {
    kinds = nextInt(rng, 8) === 0 ? ['endTurn'] : kinds.filter((k) => k !== 'endTurn');
  }
  const kind = kinds[nextInt(rng, kinds.length)];
  let count = 0;
  for (const a of legal) if (a.type === kind) count++;
  let pick = nextInt(rng, count);
  for (const a of legal) if (a.type === kind && pick-- === 0) return a;
  throw new Error('unreachable: the chosen kind has no move');
}

export interface RandomGameReport<S> {
  final: S;
  actions: number;
  states?: S[];
}

export interface RandomGameOptions<S, A> {
  seed: string;
  seats: number;
  options: unknown;
  maxActions?: number;
  /** Called after every accepted action (for invariant checks and statistics). */
  onStep?: (state: S, seat: number, action: A, step: { before: S; log: LogLine[] }) => void;
}

/** Plays one complete game through `legalActions` and `apply` only. */
export function playRandomGame<S, A extends { type: string }, V, O>(
  game: GameModule<S, A, V, O>,
  opts: RandomGameOptions<S, A>,
): RandomGameReport<S> {
  const rng = seedRng(`players:${opts.seed}`);
  let state = game.setup({ seed: opts.seed, seats: opts.seats, options: game.optionsSchema.parse(opts.options) });
  const max = opts.maxActions ?? 20000;
  // One match followed from start to end: the game may keep derived data for it between calls.
  const memo: MatchMemo = {};
  let actions = 0;
  while (game.outcome(state) === null) {
    if (actions >= max) throw new Error(`game ${opts.seed} did not end within ${max} actions`);
    const seats = game.seatsToAct(state);
    const seat = seats[nextInt(rng, seats.length)];
    const legal = game.legalActions(state, seat, memo);
    if (legal.length === 0) throw new Error(`seat ${seat} must act but has no legal move (game ${opts.seed})`);
    const action = randomMove(rng, legal);
    const result = game.apply(state, seat, action);
    if (!result.ok)
      throw new Error(
        `legal move rejected (${result.code}: ${result.message}) in game ${opts.seed}: ${JSON.stringify(action)}`,
      );
    const before = state;
    state = result.state;
    actions++;
    opts.onStep?.(state, seat, action, { before, log: result.log });
  }
  return { final: state, actions };
}
