import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { longReplayFile } from '../scripts/attack/replay-file';
import { haproxyVersion } from '../scripts/bench-haproxy';
import { freshDatabase } from './support/database';

/**
 * Every bench and tool script of the root package.json runs, in a tiny
 * setting (one short game, a fraction of a second, a handful of samples), and
 * prints its figures: none can rot unnoticed again (bench:replay once failed
 * for months on a create-room body that lacked its game). The figures are not
 * judged here; docs/benchmarks-history.md is where they are read.
 */
jest.setTimeout(180_000);

const root = path.join(__dirname, '..', '..', '..');

interface Tiny {
  args?: string[];
  env?: Record<string, string>;
  /** What the script prints once it has measured something. */
  prints: RegExp;
  /** Where the script cannot run here, the code it exits with; `prints` is then looked for in what it says on stderr. */
  exitCode?: number;
  /** Set up what the run needs (a database, a file); returns its extra arguments and environment. */
  prepare?: () => Promise<{ args: string[]; env: Record<string, string> }>;
}

/** The tiny setting of each script. A new `bench:*` script fails the first test until it has one here. */
const TINY: Record<string, Tiny> = {
  sim: { args: ['--games', '1', '--players', '2'], prints: /errors:\s+0/ },
  cards: { prints: /== PLANNING DECK/ },
  'bench:rules': { args: ['--seconds', '0.2'], prints: /µs per action:\s+[\d.]+/ },
  // One recorded match of the quickest game, read for a fraction of a second.
  'bench:client': {
    env: { BENCH_GAMES: 'hush-auction', BENCH_MATCHES: '1', BENCH_SECONDS: '0.2' },
    prints: /µs per message: [\d.]+ in all/,
  },
  // One cold load of each page on the emulated phone.
  'bench:web': { env: { BENCH_RUNS: '1' }, prints: /KB gzipped script[\s\S]*goal: the start page within 2000 ms/ },
  // One game of the quickest pairing of the quickest game; all of them take minutes.
  'bench:bots': {
    args: ['--games', '1', '--game', 'hush-auction', '--pairing', 'normal-easy'],
    prints: /normal vs easy: [\d.]+%/,
  },
  // Two deals solved by the all-seeing player (the search players take seconds a game).
  'bench:oracle': {
    args: ['--games', '2', '--player', 'perfect'],
    prints: /oracle perfect vs greedy, games 0-1: [\d.]+%/,
  },
  // Two deals' bids counted and their hands sampled twice.
  'bench:extremes': {
    args: ['--games', '2', '--samples', '2'],
    prints:
      /greedy bid its highest or lowest card in \d+ of \d+ bids[\s\S]*dealt blind [\d.]+, the hard bot's belief [\d.]+/,
  },
  // A few searches of the quickest game.
  'bench:search': {
    args: ['--game', 'hush-auction', '--positions', '3'],
    prints: /CPU ms per search p50 [\d.]+, p99 [\d.]+, mean [\d.]+; moves chosen [0-9a-f]{12}/,
  },
  // A few steps of a short Urbania review.
  'bench:review': {
    args: ['--steps', '3'],
    prints: /3 steps reviewed at \d+ iterations per seat: [\d.]+ CPU s in all/,
  },
  'bench:moves': { env: { BENCH_MATCHES: '2', BENCH_MOVES: '50' }, prints: /µs per move: [\d.]+/ },
  // The server benches start their own throwaway embedded PostgreSQL, as when run by hand.
  'bench:replay': { env: { BENCH_SEEKS: '2' }, prints: /seek .*p50 [\d.]+ ms/ },
  // The quiet baseline and one attack (the 2,000 spectators and 10,000-step imports take minutes).
  'bench:attack': { env: { BENCH_ATTACK_SECONDS: '1', BENCH_ATTACK_ONLY: 'nested' }, prints: /move round trip/ },
  'bench:idle': {
    env: { BENCH_IDLE_MATCHES: '40', BENCH_IDLE_MOVES: '10', BENCH_IDLE_SAMPLES: '5' },
    prints: /p99 [\d.]+ ms/,
  },
  // Two tables, a couple of seconds per level; the hard bots think in the server's worker threads as in a full run.
  'bench:bot-tables': {
    env: {
      BENCH_TABLES: '2',
      BENCH_SECONDS: '2',
      BENCH_ROUNDS: '1',
      BENCH_WARMUP_SECONDS: '0',
      BENCH_SERVER_FROM_SOURCE: '1',
    },
    prints: /hard\s+all\s+\d+/,
  },
  'bench:queries': { env: { BENCH_TABLES: '1', BENCH_MOVE_GAP_MS: '0' }, prints: /statements per table in all/ },
  'bench:starts': { env: { BENCH_STARTS: '4', BENCH_SEATS: '2', BENCH_SETTLE_SECONDS: '0' }, prints: /per match/ },
  'bench:server': {
    env: {
      BENCH_LEVELS: '1',
      BENCH_SECONDS: '1',
      BENCH_THINK_MS: '0',
      BENCH_BOT_PROCESSES: '1',
      BENCH_ALLOC: '0',
      BENCH_SERVER_FROM_SOURCE: '1',
      BENCH_PG_STATEMENTS: '1',
    },
    prints:
      /The database's statements \(pg_stat_statements\): \d+ ms executing[\s\S]*calls +exec ms +plan ms[\s\S]*p99/,
  },
  // Needs HAProxy (apt-get install haproxy); without it (CI) the script says what to install and starts nothing.
  'bench:cluster': haproxyVersion()
    ? {
        env: {
          BENCH_TABLES: '2',
          BENCH_SEATS: '2',
          BENCH_SECONDS: '1',
          BENCH_DRILL_SECONDS: '2',
          BENCH_CEILING_SECONDS: '1',
        },
        prints: /lost: 0; doubled: 0[\s\S]*16 connections: \d+ plain commits\/s, \d+ notifying commits\/s/,
      }
    : { exitCode: 2, prints: /needs HAProxy[\s\S]*apt-get install -y haproxy/ },
  // A short generated replay goes into a fresh database of the test PostgreSQL (apps/server/test/support/global-setup.ts).
  replay: {
    prints: /match [A-Za-z0-9_-]+\./,
    prepare: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scripts-smoke-'));
      const file = path.join(dir, 'short.json');
      fs.writeFileSync(file, JSON.stringify(longReplayFile('smoke', 20)));
      return { args: ['import', file], env: { DATABASE_URL: await freshDatabase() } };
    },
  },
};

const scripts = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
)
  .filter((name) => name.startsWith('bench:') || ['sim', 'cards', 'replay'].includes(name))
  .sort();

function run(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name, '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

test('every bench and tool script has a tiny setting here', () => {
  expect(Object.keys(TINY).sort()).toEqual(scripts);
});

test.each(scripts)('%s runs in its tiny setting and prints its figures', async (name) => {
  const tiny = TINY[name];
  if (!tiny) throw new Error(`${name} has no tiny setting in this test`);
  const extra = tiny.prepare ? await tiny.prepare() : { args: [], env: {} };
  const result = await run(name, [...(tiny.args ?? []), ...extra.args], { ...tiny.env, ...extra.env });
  if (result.code !== (tiny.exitCode ?? 0))
    throw new Error(`${name} exited ${result.code}:\n${result.err.slice(-2000)}`);
  expect(tiny.exitCode === undefined ? result.out : result.err).toMatch(tiny.prints);
});
