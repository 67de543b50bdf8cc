/**
 * How strong the bot levels are and how long they think, through the rules
 * engine only (no server). For each game and pairing it plays games of one
 * challenger against bots of the baseline level, the challenger's seat
 * rotating with the game number, and prints the challenger's win share
 * (winners split a win) with 95% intervals (normal approximation, and
 * Wilson's, which stays honest when nearly every game went one way) beside
 * its fair share; then time
 * per decision (p50/p99) per level.
 *
 * Every finished game is appended as one line to a results file (JSONL,
 * `--results`, test-artifacts/bench-bots.jsonl by default), and a run plays
 * only the games a pairing still lacks to reach `--games`: runs accumulate
 * across invocations, and a run stopped part way loses only the games in
 * flight. Each line carries a fingerprint of the rules code the bots of that
 * game ran (its own sources, the search, the budgets); lines of another
 * fingerprint are counted as stale and left out of the figures, so a change
 * to a game's bots starts its tally afresh instead of mixing two bots.
 *
 * A change that leaves a game's bots as they were (a new option of the
 * search that this game does not use) still moves its fingerprint. `--carry
 * <old fingerprint> --game <id>` replays, with the current code, the
 * shortest game of each pairing that fingerprint played, and only if every
 * one comes out the same records that the old fingerprint's games count as
 * the current one's (a `carry` line in the results file). The same means the
 * same moves (their hash); for games kept before moves were hashed, the same
 * share and number of decisions per level, which is only taken where the
 * number of decisions differs between that pairing's games (so that it
 * follows the moves). Time-capped games cannot be replayed.
 *
 * The pairings against `greedy` (hard-greedy, normal-greedy, easy-greedy)
 * measure each level against a greedy player per game (scripts/greedy: best
 * immediate points plus a weighted value of what it holds, from its own
 * view), which is no bot of ours; the greedy sources are part of every
 * game's fingerprint.
 *
 * Usage: npm run bench:bots [-- --games 200 --game hush-auction --pairing hard-easy,normal-easy
 *          --workers 2 --minutes 30 --results test-artifacts/bench-bots.jsonl --capped 0 --carry <fingerprint>]
 * `--games 0` only prints what the file holds. Searches run on their
 * iterations alone (`--capped 1` keeps the levels' time caps, as a server
 * does): on a machine others load, a cap would cut searches short by that
 * load and make the figures depend on it, while without one a game is the
 * same for its seed in every run, which is what lets runs add up. `--workers N` plays N games
 * at once in worker threads (the figures then come from cores that share the
 * machine: decision times are upper figures). `--minutes M` stops handing out
 * games after M minutes. npm runs it under `node --single-threaded` (no V8
 * helper threads), so one worker is one core.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { games, type GameId } from '../src/registry';
import { LEVEL_BUDGETS, type BotLevel } from '../src/search/levels';
import { readArgs } from './args';
import { noTimes, playBotGame, PLAYERS, type Player } from './bot-match';
import { GREEDY } from './greedy';
import { meanWithInterval, percentile, wilson } from './stats';
import {
  TABLE_SEATS,
  decisionCounts,
  pairingOf,
  readRows,
  sameGame,
  type Carry,
  type Row,
  type Task,
} from './bots-results';

/**
 * Challenger, baseline, seats (0: the game's table size, TABLE_SEATS), in the
 * order a run plays them (issue 34's priorities). `greedy` is the baseline
 * that is no bot of ours (scripts/greedy, issue 53): each level's share
 * against it says how strong the level is, not how it compares with itself.
 */
const PAIRINGS: [BotLevel, Player, number][] = [
  ['hard', 'easy', 2],
  ['normal', 'easy', 0],
  ['hard', 'normal', 0],
  ['hard', 'greedy', 2],
  ['normal', 'greedy', 2],
  ['easy', 'greedy', 2],
  ['hard', 'greedy', 0],
];

type FromWorker = { ok: true; row: Omit<Row, 'fingerprint'> } | { ok: false; task: Task; error: string };

function play(task: Task): Omit<Row, 'fingerprint'> {
  const game = games[task.game];
  const times = noTimes();
  const levels: Player[] = Array.from({ length: task.seats }, (_, seat) =>
    seat === task.g % task.seats ? task.challenger : task.baseline,
  );
  const started = performance.now();
  const moves = createHash('sha256');
  // The seed leaves out the pairing, as before results were kept: a pairing's game g is the same deal at every level.
  const shares = playBotGame(
    game as Parameters<typeof playBotGame>[0],
    levels,
    `${task.game}:${task.g}`,
    times,
    task.capped,
    (seat, action) => moves.update(`${seat} ${JSON.stringify(action)}\n`),
    GREEDY[task.game],
  );
  const kept: Row['times'] = {};
  for (const level of PLAYERS)
    if (times[level].length) kept[level] = times[level].map((t) => Math.round(t * 100) / 100);
  return {
    ...task,
    share: shares[task.g % task.seats],
    ms: Math.round(performance.now() - started),
    times: kept,
    moves: moves.digest('hex').slice(0, 16),
  };
}

/** Every .ts file under `dir`, sorted, so that the fingerprint does not depend on directory order. */
function sourcesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      // Words and test helpers do not move a bot: a new translation keeps the tally.
      if (name !== 'messages' && name !== 'words' && name !== 'testing') out.push(...sourcesUnder(path));
    } else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

/**
 * What the bots of `id` are made of: the rules sources outside the other
 * games' folders (its own folder, the search, the shared helpers), the level
 * budgets, the game loop that hands each level its view and budget
 * (bot-match.ts: a budget it passes otherwise is another bot; it once
 * dropped a level's option unseen), and whether the time caps held. Read
 * from the source tree (npm runs this from the root).
 */
const GAME_LOOP = 'packages/rules/scripts/bot-match.ts';
/** The greedy baseline of a game: a change to it changes what every share against it means. */
const greedyOf = (id: GameId) => ['packages/rules/scripts/greedy/index.ts', `packages/rules/scripts/greedy/${id}.ts`];

function fingerprintOf(id: GameId, capped: boolean): string {
  const root = 'packages/rules/src';
  const others = Object.keys(games)
    .filter((g) => g !== id)
    .map((g) => join(root, g) + '/');
  const hash = createHash('sha256')
    .update(JSON.stringify(LEVEL_BUDGETS))
    .update(capped ? 'capped' : 'iterations only');
  for (const file of [...sourcesUnder(root), GAME_LOOP, ...greedyOf(id)]) {
    if (others.some((o) => file.startsWith(o))) continue;
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Replays the shortest game of each pairing that `from` played with the
 * current code and, when every one comes out the same, records that `from`'s
 * games count as `to`'s. Throws on any difference.
 */
function carry(path: string, id: GameId, from: string, to: string): void {
  if (from === to) throw new Error(`Bots ${from} are the current ${id} bots already.`);
  const old = readRows(path).filter((r) => r.game === id && r.fingerprint === from);
  if (old.length === 0) throw new Error(`No ${id} games of bots ${from} in ${path}.`);
  if (old.some((r) => r.capped))
    throw new Error(`Some ${id} games of ${from} were time-capped: they cannot be replayed.`);
  const shortest = new Map<string, Row>();
  for (const r of old) if ((shortest.get(pairingOf(r))?.ms ?? Infinity) > r.ms) shortest.set(pairingOf(r), r);
  for (const r of shortest.values()) {
    const pairing = old.filter((o) => pairingOf(o) === pairingOf(r));
    // Asked before the replay, so that a game that cannot tell costs nothing.
    if (sameGame(r, r, pairing) === 'cannot tell')
      throw new Error(
        `${pairingOf(r)}: every game of ${from} had the same number of decisions and no hash of its moves, so a replay cannot tell two bots apart.`,
      );
    const again = play(r);
    const verdict = sameGame(r, again, pairing);
    console.log(
      `${pairingOf(r)} game ${r.g}: ${r.moves !== undefined ? `moves ${r.moves} then ${again.moves}` : `share ${r.share} then ${again.share}, decisions (easy/normal/hard) ${decisionCounts(r)} then ${decisionCounts(again)}`}${verdict === 'same' ? '' : ' DIFFERENT'}`,
    );
    if (verdict !== 'same')
      throw new Error(`The current ${id} bots play differently from ${from}: its games are not carried.`);
  }
  const line: Carry = {
    carry: { game: id, from, to, checked: [...shortest.values()].map((r) => r.g), at: new Date().toISOString() },
  };
  appendFileSync(path, JSON.stringify(line) + '\n');
  console.log(`${old.length} ${id} games of bots ${from} now count as bots ${to}.`);
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function report(ids: GameId[], rows: Row[], fingerprints: Record<string, string>): void {
  for (const id of ids) {
    const current = rows.filter((r) => r.game === id && r.fingerprint === fingerprints[id]);
    const stale = rows.filter((r) => r.game === id && r.fingerprint !== fingerprints[id]).length;
    const carried = current.filter((r) => r.playedAs !== undefined).length;
    console.log(
      `\n${id} (bots ${fingerprints[id]}${carried ? `; ${carried} of these games carried from earlier fingerprints` : ''}${stale ? `; ${stale} games of other bots left out` : ''})`,
    );
    for (const [challenger, baseline, tableSeats] of PAIRINGS) {
      const seats = tableSeats || TABLE_SEATS[id];
      const mine = current.filter((r) => r.challenger === challenger && r.baseline === baseline && r.seats === seats);
      if (mine.length === 0) continue;
      const { mean, half } = meanWithInterval(mine.map((r) => r.share));
      const { lo, hi } = wilson(mean, mine.length);
      const wins = mine.filter((r) => r.share === 1).length;
      const seconds = mine.reduce((a, r) => a + r.ms, 0) / mine.length / 1000;
      console.log(
        `${id} ${seats} seats, ${challenger} vs ${baseline}: ${pct(mean)} ± ${pct(half)}, Wilson 95% ${pct(lo)}-${pct(hi)} (fair share ${pct(1 / seats)}) over ${mine.length} games (${wins} outright wins), ${seconds.toFixed(1)} s per game`,
      );
    }
    for (const level of PLAYERS) {
      const t = current.flatMap((r) => r.times[level] ?? []);
      if (t.length)
        console.log(
          `${id} ${level}: ${t.length} decisions, p50 ${percentile(t, 50).toFixed(2)} ms, p99 ${percentile(t, 99).toFixed(2)} ms, max ${t.reduce((a, b) => Math.max(a, b), 0).toFixed(1)} ms`,
        );
    }
  }
}

async function main(): Promise<void> {
  const args = readArgs({
    games: 200,
    game: 'all',
    pairing: 'all',
    seats: 0,
    workers: 1,
    minutes: 0,
    results: 'test-artifacts/bench-bots.jsonl',
    capped: 0,
    carry: '',
  });
  const capped = args.capped !== 0;
  const ids = (args.game === 'all' ? Object.keys(games) : args.game.split(',')) as GameId[];
  for (const id of ids) if (!games[id]) throw new Error(`Unknown --game ${id}`);
  const pairings = args.pairing === 'all' ? null : args.pairing.split(',');
  const fingerprints: Record<string, string> = {};
  for (const id of ids) fingerprints[id] = fingerprintOf(id, capped);
  mkdirSync(dirname(args.results), { recursive: true });
  if (args.carry) {
    if (ids.length !== 1) throw new Error('--carry needs one --game.');
    carry(args.results, ids[0], args.carry, fingerprints[ids[0]]);
    return;
  }
  const rows = readRows(args.results);

  // The games each pairing still lacks. A free worker takes the next game of the pairing that has had the
  // least worker time this run (ties to the earlier in PAIRINGS): a run cut short by --minutes leaves every
  // pairing an equal share of the machine, so cheap pairings reach their count and dear ones still get games.
  const queues: Task[][] = [];
  const queued = new Set<string>();
  for (const [challenger, baseline, tableSeats] of PAIRINGS) {
    if (pairings && !pairings.includes(`${challenger}-${baseline}`)) continue;
    for (const id of ids) {
      const seats = args.seats || tableSeats || TABLE_SEATS[id];
      const pairing = { capped, game: id, challenger, baseline, seats };
      // Two pairings that --seats makes one (hard-greedy at 2 seats and at the table) are played once.
      if (queued.has(pairingOf(pairing))) continue;
      queued.add(pairingOf(pairing));
      const tasks: Task[] = [];
      queues.push(tasks);
      const done = new Set(
        rows.filter((r) => pairingOf(r) === pairingOf(pairing) && r.fingerprint === fingerprints[id]).map((r) => r.g),
      );
      let wanted = args.games - done.size;
      for (let g = 0; wanted > 0; g++) {
        if (done.has(g)) continue;
        tasks.push({ ...pairing, g });
        wanted--;
      }
    }
  }
  const total = queues.reduce((a, q) => a + q.length, 0);
  /** Worker milliseconds spent on each queue this run: finished games, and games in flight counted from their start. */
  const spent = queues.map(() => 0);
  const inFlight = new Map<Task, { queue: number; since: number }>();
  const spentNow = (queue: number) => {
    let ms = spent[queue];
    for (const f of inFlight.values()) if (f.queue === queue) ms += performance.now() - f.since;
    return ms;
  };
  const nextTask = (): Task | null => {
    let best = -1;
    for (let q = 0; q < queues.length; q++)
      if (queues[q].length > 0 && (best < 0 || spentNow(q) < spentNow(best))) best = q;
    if (best < 0) return null;
    const task = queues[best].shift() as Task;
    inFlight.set(task, { queue: best, since: performance.now() });
    return task;
  };

  if (total > 0) {
    const workers = Math.max(1, Math.min(args.workers, total));
    console.log(`${total} games to play on ${workers} worker thread(s), results appended to ${args.results}`);
    const stopAt = args.minutes > 0 ? performance.now() + args.minutes * 60_000 : Infinity;
    let played = 0;
    let failed: string | null = null;
    await Promise.all(
      Array.from({ length: workers }, () => {
        // The worker runs this same bundle (dist/bench/bots.js), the branch at the top of the file; V8 flags such as --single-threaded are the process's and apply to it already (a worker may not be given them).
        const worker = new Worker(__filename, { execArgv: [] });
        return new Promise<void>((resolve, reject) => {
          const feed = () => {
            const task = failed === null && performance.now() <= stopAt ? nextTask() : null;
            if (task === null) {
              void worker.terminate().then(() => resolve());
              return;
            }
            worker.postMessage(task);
          };
          worker.on('message', (reply: FromWorker) => {
            const task = [...inFlight.keys()].find(
              (t) =>
                pairingOf(t) === pairingOf(reply.ok ? reply.row : reply.task) &&
                t.g === (reply.ok ? reply.row.g : reply.task.g),
            );
            if (task) {
              const f = inFlight.get(task) as { queue: number; since: number };
              spent[f.queue] += performance.now() - f.since;
              inFlight.delete(task);
            }
            if (!reply.ok) {
              failed = `${pairingOf(reply.task)} game ${reply.task.g}: ${reply.error}`;
            } else {
              const row: Row = { ...reply.row, fingerprint: fingerprints[reply.row.game] };
              appendFileSync(args.results, JSON.stringify(row) + '\n');
              rows.push(row);
              played++;
              if (played % 10 === 0)
                console.log(
                  `  ${played} of ${total} played (last: ${pairingOf(row)} game ${row.g}, ${(row.ms / 1000).toFixed(1)} s)`,
                );
            }
            feed();
          });
          worker.on('error', reject);
          feed();
        });
      }),
    );
    if (failed !== null) throw new Error(failed);
    console.log(`${played} games played this run`);
  }
  report(ids, rows, fingerprints);
}

// Last, so that every constant above is set before either branch runs.
if (!isMainThread) {
  // A worker plays the games the main thread hands it, one at a time.
  parentPort?.on('message', (task: Task) => {
    let reply: FromWorker;
    try {
      reply = { ok: true, row: play(task) };
    } catch (err) {
      reply = { ok: false, task, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
    }
    parentPort?.postMessage(reply);
  });
} else {
  void main();
}
