/**
 * Complete random games per second on one core (4 players of Urban Sprawl or
 * 5 of Urbania unless --players says otherwise), and microseconds per action
 * (legalActions + apply + bot choice).
 * Usage: npm run bench:rules [-- --game urban-sprawl|urbania --seconds 10 --players N]
 *
 * npm runs it under `node --single-threaded`, so that the garbage collector
 * does not borrow a second core: the figure is for one core. Two rates are
 * printed: by the wall clock and by the CPU time the process used; they agree
 * on a quiet machine, and when other work shares the cores the CPU figure is
 * the one that still describes the engine.
 */
import { playRandomGame, urbania, urbanSprawl } from '../src';
import { readArgs } from './args';
import { Progress } from '../../../scripts/progress';

const args = readArgs({ game: 'urban-sprawl', seconds: 10, players: 0 });
if (args.game !== 'urban-sprawl' && args.game !== 'urbania') {
  console.error(`Unknown --game ${args.game}. Known: urban-sprawl, urbania`);
  process.exit(2);
}
if (args.players === 0) args.players = args.game === 'urbania' ? 5 : 4;
// One random game of the chosen module; both share the same random player.
const play = (seed: string) =>
  args.game === 'urbania'
    ? playRandomGame(urbania, { seed, seats: args.players, options: {} })
    : playRandomGame(urbanSprawl, { seed, seats: args.players, options: {} });
// Warm up the JIT so the figure reflects steady play.
for (let i = 0; i < 5; i++) play(`warm-${i}`);

let games = 0;
let actions = 0;
const cpuStart = process.cpuUsage();
const start = process.hrtime.bigint();
const budget = BigInt(Math.round(args.seconds * 1e9));
const progress = new Progress('playing (seconds)', args.seconds);
while (process.hrtime.bigint() - start < budget) {
  actions += play(`bench-${games}`).actions;
  games++;
  progress.tick(Math.floor(Number(process.hrtime.bigint() - start) / 1e9), `${games} games`);
}
progress.done();
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(`rules benchmark (${args.game}, ${args.players} players, random legal play, one core)`);
console.log(`games:              ${games} in ${seconds.toFixed(2)} s (${cpuSeconds.toFixed(2)} s of CPU)`);
console.log(
  `games per second:   ${(games / seconds).toFixed(1)} by the clock, ${(games / cpuSeconds).toFixed(1)} per CPU second`,
);
console.log(`actions per game:   ${(actions / games).toFixed(0)}`);
console.log(`µs per action:      ${((seconds * 1e6) / actions).toFixed(1)} (legalActions + apply + bot choice)`);
console.log(`memory (rss):       ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB`);
