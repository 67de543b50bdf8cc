/**
 * How long one search takes at each level, on positions of the game picked
 * along random games or games of normal bots (the same positions in every
 * run), and which moves it chose: a hash of them, so that a change meant only to make the search
 * faster shows that it still chooses the same (the bots' tallies then carry
 * over: bench-bots.ts, --carry). Iterations alone end each search. Prints
 * milliseconds per search (p50, p99, mean) by CPU time, which still
 * describes the search when other work shares the machine.
 *
 * Usage: npm run bench:search [-- --game urban-sprawl --level hard --positions 24 --from random|normal]
 */
import { createHash } from 'node:crypto';
import { games, type AnyGame, type GameId } from '../src/registry';
import { nextInt, seedRng } from '../src/rng';
import { searchMove } from '../src/search/ismcts';
import { LEVEL_BUDGETS, type SearchLevel } from '../src/search/levels';
import { readArgs } from './args';
import { TABLE_SEATS } from './bots-results';
import { percentile } from './stats';

interface Position {
  state: unknown;
  seat: number;
}

/**
 * `count` positions, each with a seat that acts there, spread along games
 * played at random or, with `by` 'normal', by normal bots (positions such
 * as bots meet, and dearer to search than random play's).
 */
function positionsOf(game: AnyGame, seats: number, count: number, by: 'random' | 'normal'): Position[] {
  const out: Position[] = [];
  const every = by === 'random' ? 17 : 3;
  for (let g = 0; out.length < count; g++) {
    const seed = `bench-search:${g}`;
    const rng = seedRng(seed);
    let state = game.setup({ seed, seats, options: game.optionsSchema.parse({}) });
    for (let step = 0; game.outcome(state) === null && out.length < count; step++) {
      const acting = game.seatsToAct(state);
      const seat = acting[nextInt(rng, acting.length)];
      const legal = game.legalActions(state, seat);
      if (step % every === 3 % every && legal.length > 1) out.push({ state, seat });
      const move =
        by === 'random'
          ? legal[nextInt(rng, legal.length)]
          : (searchMove(game, game.view(state, { kind: 'seat', seat }), seat, `${seed}:${step}`, {
              ...LEVEL_BUDGETS.normal,
              ms: Infinity,
            }) ?? legal[nextInt(rng, legal.length)]);
      const result = game.apply(state, seat, move);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
  }
  return out;
}

function main(): void {
  const args = readArgs({ game: 'urban-sprawl', level: 'hard', positions: 24, from: 'random' });
  if (args.from !== 'random' && args.from !== 'normal') throw new Error('--from is random or normal');
  const game = games[args.game as GameId] as AnyGame | undefined;
  if (!game) throw new Error(`Unknown --game ${args.game}. Known: ${Object.keys(games).join(', ')}`);
  const level = args.level as SearchLevel;
  if (!(level in LEVEL_BUDGETS)) throw new Error(`Unknown --level ${args.level}. Known: normal, hard`);
  const budget = { ...LEVEL_BUDGETS[level], ms: Infinity };
  const positions = positionsOf(game, TABLE_SEATS[args.game as GameId], args.positions, args.from);
  // One search first, so that the figures are of compiled code.
  searchMove(
    game,
    game.view(positions[0].state, { kind: 'seat', seat: positions[0].seat }),
    positions[0].seat,
    'warm',
    budget,
  );
  const moves = createHash('sha256');
  const times: number[] = [];
  for (const [i, { state, seat }] of positions.entries()) {
    const view = game.view(state, { kind: 'seat', seat });
    const before = process.cpuUsage();
    const move = searchMove(game, view, seat, `search-${i}`, budget);
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
    moves.update(JSON.stringify(move) + '\n');
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `${game.title}, ${level} (${budget.iterations} iterations), ${positions.length} positions of ${args.from === 'random' ? 'random games' : "normal bots' games"}: CPU ms per search p50 ${percentile(times, 50).toFixed(1)}, p99 ${percentile(times, 99).toFixed(1)}, mean ${mean.toFixed(1)}; moves chosen ${moves.digest('hex').slice(0, 12)}`,
  );
}

main();
