/**
 * How long a match review takes on one core (issue 53: a 150-step Urbania
 * match within a minute): plays a two-seat match with normal bots, then
 * estimates every seat's chances after each of its first `--steps` steps at
 * the hard level's iterations, as the server's review does
 * (apps/server/src/review), and prints the CPU seconds it took.
 *
 * Usage: npm run bench:review [-- --game urbania --steps 150 --seats 2]
 */
import { games, type AnyGame, type GameId } from '../src/registry';
import { nextInt, seedRng } from '../src/rng';
import { estimateChances } from '../src/search/estimate';
import { searchMove } from '../src/search/ismcts';
import { LEVEL_BUDGETS } from '../src/search/levels';
import { readArgs } from './args';
import { percentile } from './stats';

/** The states after each step of a match between normal bots, from the start. */
function matchStates(game: AnyGame, seats: number, steps: number): unknown[] {
  const seed = 'bench-review';
  const rng = seedRng(seed);
  let state = game.setup({ seed, seats, options: game.optionsSchema.parse({}) });
  const states = [state];
  for (let step = 0; step < steps && game.outcome(state) === null; step++) {
    const acting = game.seatsToAct(state);
    const seat = acting[nextInt(rng, acting.length)];
    const legal = game.legalActions(state, seat);
    const view = game.view(state, { kind: 'seat', seat });
    const budget = { ...LEVEL_BUDGETS.normal, ms: Infinity };
    const move = searchMove(game, view, seat, `${seed}:${step}`, budget) ?? legal[nextInt(rng, legal.length)];
    const result = game.apply(state, seat, move);
    if (!result.ok) throw new Error(result.message);
    state = result.state;
    states.push(state);
  }
  return states;
}

function main(): void {
  const args = readArgs({ game: 'urbania', steps: 150, seats: 2 });
  const game = games[args.game as GameId] as AnyGame | undefined;
  if (!game) throw new Error(`Unknown --game ${args.game}. Known: ${Object.keys(games).join(', ')}`);
  const states = matchStates(game, args.seats, args.steps);
  const budget = { ...LEVEL_BUDGETS.hard, ms: Infinity };
  const times: number[] = [];
  const before = process.cpuUsage();
  for (const [step, state] of states.entries()) {
    const stepStart = process.cpuUsage();
    for (let seat = 0; seat < args.seats; seat++) {
      estimateChances(game, game.view(state, { kind: 'seat', seat }), seat, `review:${step}:${seat}`, budget);
    }
    const used = process.cpuUsage(stepStart);
    times.push((used.user + used.system) / 1000);
  }
  const used = process.cpuUsage(before);
  const seconds = (used.user + used.system) / 1e6;
  console.log(
    `${game.title}, ${args.seats} seats, ${states.length - 1} steps reviewed at ${budget.iterations} iterations per seat: ${seconds.toFixed(1)} CPU s in all; CPU ms per step p50 ${percentile(times, 50).toFixed(0)}, p99 ${percentile(times, 99).toFixed(0)}`,
  );
}

main();
