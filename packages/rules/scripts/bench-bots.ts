/**
 * How strong the bot levels are and how long they think, through the rules
 * engine only (no server). For each game and pairing it plays `--games`
 * games of one challenger against bots of the baseline level, the
 * challenger's seat rotating with the game number, and prints the
 * challenger's win share (winners split a win) with a 95% interval beside
 * its fair share; then time per decision (p50/p99) per level.
 * Usage: npm run bench:bots [-- --games 200 --game hush-auction --pairing hard-easy --seats 2]
 *
 * npm runs it under `node --single-threaded`, so the times are for one core.
 */
import { games, type GameId } from '../src/registry';
import type { BotLevel } from '../src/search/levels';
import { readArgs } from './args';
import { noTimes, playBotGame } from './bot-match';
import { meanWithInterval, percentile } from './stats';

const args = readArgs({ games: 200, game: 'all', pairing: 'all', seats: 0, from: 0 });
const TABLE_SEATS: Record<GameId, number> = { 'urban-sprawl': 4, urbania: 5, 'hush-auction': 4 };
/** Challenger, baseline, seats (0: the game's table size above). */
const PAIRINGS: [BotLevel, BotLevel, number][] = [['normal', 'easy', 0], ['hard', 'normal', 0], ['hard', 'easy', 2]];

const ids = (args.game === 'all' ? Object.keys(games) : [args.game]) as GameId[];
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
for (const id of ids) {
  const game = games[id];
  if (!game) throw new Error(`Unknown --game ${id}`);
  const times = noTimes();
  for (const [challenger, baseline, tableSeats] of PAIRINGS) {
    if (args.pairing !== 'all' && args.pairing !== `${challenger}-${baseline}`) continue;
    const seats = args.seats || tableSeats || TABLE_SEATS[id];
    const shares: number[] = [];
    const started = performance.now();
    for (let g = args.from; g < args.from + args.games; g++) {
      const levels: BotLevel[] = Array.from({ length: seats }, (_, seat) => (seat === g % seats ? challenger : baseline));
      const result = playBotGame(game as Parameters<typeof playBotGame>[0], levels, `${id}:${g}`, times);
      shares.push(result[g % seats]);
    }
    const { mean, half } = meanWithInterval(shares);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`${id} ${seats} seats, ${challenger} vs ${baseline}: ${pct(mean)} ± ${pct(half)} (fair share ${pct(1 / seats)}) over ${shares.length} games, ${seconds} s`);
  }
  for (const level of ['easy', 'normal', 'hard'] as const) {
    const t = times[level];
    if (t.length) console.log(`${id} ${level}: ${t.length} decisions, p50 ${percentile(t, 50).toFixed(2)} ms, p99 ${percentile(t, 99).toFixed(2)} ms, max ${Math.max(...t).toFixed(1)} ms`);
  }
}
