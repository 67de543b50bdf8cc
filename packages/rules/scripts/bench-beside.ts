/**
 * Two builds of the engine side by side in one process: a block of random
 * games of one, then of the other, in turn (the order flipped each round),
 * each block timed by CPU. Both share whatever load the machine carries at
 * that moment, which separate runs of `bench:rules` on a shared machine do
 * not (their figures there varied twofold from one run to the next).
 *
 * Each build is the engine's entry point bundled on its own, e.g. for the
 * engine of 0fb5df9 beside this one (docs/benchmarks.md, "bench:rules"):
 *   esbuild <old tree>/packages/rules/src/index.ts --bundle --platform=node --outfile=dist/bench/engine-old.js
 *   esbuild packages/rules/src/index.ts --bundle --platform=node --outfile=dist/bench/engine.js
 *   esbuild packages/rules/scripts/bench-beside.ts --bundle --platform=node --outfile=dist/bench/beside.js
 *   node --single-threaded dist/bench/beside.js --older dist/bench/engine-old.js --newer dist/bench/engine.js --game urbania
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { playRandomGame, urbania as urbaniaGame, urbanSprawl } from '../src';
import { readArgs } from './args';

/** What a build must export: the random player and the two games (as the engine has since November 26). */
interface Engine {
  playRandomGame: typeof playRandomGame;
  urbania: typeof urbaniaGame;
  urbanSprawl: typeof urbanSprawl;
}

const args = readArgs({ older: '', newer: '', game: 'urbania', seconds: 20, players: 0 });
if (!args.older || !args.newer) {
  console.error(
    'Usage: beside.js --older <bundle> --newer <bundle> [--game urbania|urban-sprawl --seconds 20 --players N]',
  );
  process.exit(2);
}
if (args.game !== 'urban-sprawl' && args.game !== 'urbania') {
  console.error(`Unknown --game ${args.game}. Known: urban-sprawl, urbania`);
  process.exit(2);
}
const urbania = args.game === 'urbania';
const seats = args.players || (urbania ? 5 : 4);
// A block lasts some tens of milliseconds of either engine, short beside a change of load.
const block = urbania ? 20 : 3;
const load = (path: string) => createRequire(__filename)(resolve(path)) as Engine;
const builds = [
  { name: 'older', engine: load(args.older), cpu: 0, games: 0, actions: 0 },
  { name: 'newer', engine: load(args.newer), cpu: 0, games: 0, actions: 0 },
];
const play = (engine: Engine, seed: string) =>
  urbania
    ? engine.playRandomGame(engine.urbania, { seed, seats, options: {} }).actions
    : engine.playRandomGame(engine.urbanSprawl, { seed, seats, options: {} }).actions;

// Warm up the JIT so the figures reflect steady play; both builds play the same seeds.
for (const b of builds) for (let i = 0; i < 5; i++) play(b.engine, `warm-${i}`);
const start = process.hrtime.bigint();
for (let round = 0; process.hrtime.bigint() - start < BigInt(args.seconds * 1e9); round++) {
  for (const b of round % 2 ? [...builds].reverse() : builds) {
    const before = process.cpuUsage();
    for (let g = 0; g < block; g++) b.actions += play(b.engine, `beside-${round}-${g}`);
    const used = process.cpuUsage(before);
    b.cpu += (used.user + used.system) / 1e6;
    b.games += block;
  }
}
console.log(`rules side by side (${args.game}, ${seats} players, random legal play, one process)`);
for (const b of builds) {
  const perGame = (b.actions / b.games).toFixed(0);
  console.log(
    `${b.name}: ${b.games} games, ${(b.games / b.cpu).toFixed(1)} per CPU second, ${((b.cpu * 1e6) / b.actions).toFixed(2)} CPU µs per action (${perGame} actions per game)`,
  );
}
const [older, newer] = builds;
console.log(`newer/older, games per CPU second: ${(newer.games / newer.cpu / (older.games / older.cpu)).toFixed(3)}`);
