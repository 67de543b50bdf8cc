/**
 * `npm run bench:server`: compiles the server as `npm start` does
 * (build:server) and starts it as a child process running that bundle, as in
 * production, on a throwaway embedded PostgreSQL, measures the machine's
 * floor (bench-floor.ts), then plays bot-driven matches of one game (every
 * seat a bot) over loopback WebSockets through the client SDK at several
 * concurrency levels, each for a fixed time, and prints per level:
 * accepted actions per second, action-to-broadcast latency (from a bot sending
 * its move to the patch for that move arriving back at the bot) p50/p95/p99,
 * and bytes per action (patch operations and whole frame) against the size of
 * the full view, and the server's CPU per action beside the transport's floor
 * at the same load (bench-floor.ts: a relay that only reads moves and sends
 * frames). It stops by itself.
 *
 * Level 1 plays whole games from their start. The other levels start each
 * match from a random step of a finished game (a fork of it), so that their
 * matches are at every stage of a game at once, as on a server that has been
 * up for a while; if level 1 finished no game, one is played first for that.
 *
 * Options (environment): BENCH_GAME=urban-sprawl (any registered game id)  BENCH_SEATS (default: the game's most)
 * BENCH_LEVELS=1,100,500  BENCH_SECONDS=15
 * BENCH_ALLOC=1 (the server runs with --trace-gc-nvp and the bytes it allocated per action are counted; 0 turns it off)
 * BENCH_THINK_MS=500 (bots wait this long, ±50%, before each move; 0 for level 1)
 * BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (extra node flags for the server process, to profile it)
 * BENCH_SERVER_FROM_SOURCE=1 (run apps/server/src/main.ts through tsx instead of the bundle: profiles then name the
 *   TypeScript files, but tsx's loader costs the server CPU per move that production does not pay)
 * BENCH_BOTS_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (extra node flags for the bots processes, to profile them)
 * BENCH_BOT_PROCESSES=2 (the bots run in this many processes of their own, bench-bots.ts)
 * BENCH_SERVERS=1 (this many server processes on the one database, with FANOUT=1 when more than one;
 *   each table talks to one of them, as behind a load balancer that keeps a room on one process)
 * BENCH_PG_STATEMENTS=1 (after the last level, the database's own time per statement over all levels, setup included)
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { findGame, gameIds } from '@sprawl/rules';
import type { BotCommand, BotReport, Played, Source, Stats } from './bench-bots';
import { measureFloor, measureTransportCpu } from './bench-floor';
import { cpuSeconds, processWith, treeCpuSeconds, type CpuTime } from './proc-cpu';
import { productionNodeFlags } from './production-node-flags';
import { residentBytes, startServer, stopServers, waitForServer, type ServerProcess } from './bench-server-process';
import { prepareBench, printStatementStats, resetStatementStats, serverNodeArgs } from './bench-database';
import { waitWithProgress } from '../../../scripts/progress';

/** A whole number of at least `min` from the environment, or a clear stop before anything is started. */
function wholeNumber(name: string, text: string, min: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    console.error(`${name} must be a whole number of at least ${min}, got "${text}"`);
    process.exit(2);
  }
  return n;
}

const LEVELS = (process.env.BENCH_LEVELS ?? '1,100,500')
  .split(',')
  .map((l) => wholeNumber('each of BENCH_LEVELS', l, 1));
const SECONDS = wholeNumber('BENCH_SECONDS', process.env.BENCH_SECONDS ?? '15', 1);
const THINK_MS = wholeNumber('BENCH_THINK_MS', process.env.BENCH_THINK_MS ?? '500', 0);
const BOT_PROCESSES = wholeNumber('BENCH_BOT_PROCESSES', process.env.BENCH_BOT_PROCESSES ?? '2', 1);
const SERVERS = wholeNumber('BENCH_SERVERS', process.env.BENCH_SERVERS ?? '1', 1);
const ALLOC = wholeNumber('BENCH_ALLOC', process.env.BENCH_ALLOC ?? '1', 0) > 0;
const FROM_SOURCE = wholeNumber('BENCH_SERVER_FROM_SOURCE', process.env.BENCH_SERVER_FROM_SOURCE ?? '0', 0) > 0;
const PG_STATEMENTS = wholeNumber('BENCH_PG_STATEMENTS', process.env.BENCH_PG_STATEMENTS ?? '0', 0) > 0;
const root = path.resolve(__dirname, '../../..');

/** The game played and its table size, checked before anything starts. */
function played(): Played {
  const id = process.env.BENCH_GAME ?? 'urban-sprawl';
  const game = findGame(id);
  if (!game) {
    console.error(`BENCH_GAME must be one of ${gameIds.join(', ')}, got "${id}"`);
    process.exit(2);
  }
  const seats = wholeNumber('BENCH_SEATS', process.env.BENCH_SEATS ?? String(game.maxSeats), game.minSeats);
  if (seats > game.maxSeats) {
    console.error(`BENCH_SEATS must be at most ${game.maxSeats} for ${game.title}, got ${seats}`);
    process.exit(2);
  }
  return { game: id, seats };
}
const PLAYED = played();

/** The latency target: moves slower than this are counted, and grouped into the stalls they came in. */
const SLOW_MS = 25;
/** Slow moves sent less than this apart belong to one stall. */
const STALL_GAP_MS = 200;

/**
 * The share of moves slower than SLOW_MS, and how many separate stalls they
 * came in: a few stalls that each slow down a hundred moves (a garbage
 * collection, a process kept off the cores) call for other remedies than
 * slow moves spread evenly over the run.
 */
function slowMoves(s: Stats): string {
  const slow = s.sentAt.filter((_, i) => s.latencies[i] > SLOW_MS).sort((a, b) => a - b);
  let stalls = 0;
  for (let i = 0; i < slow.length; i++) if (i === 0 || slow[i] - slow[i - 1] > STALL_GAP_MS) stalls++;
  return `${((100 * slow.length) / Math.max(1, s.latencies.length)).toFixed(1)}% / ${stalls}`;
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** What several bots processes measured, as one. */
function merge(parts: Stats[]): Stats {
  const all: Stats = {
    accepted: 0,
    latencies: [],
    sentAt: [],
    patchOpBytes: [],
    frameBytes: [],
    fullBytes: [],
    ratios: [],
    rejected: {},
    loopDelayP99: 0,
  };
  for (const p of parts) {
    all.accepted += p.accepted;
    for (const key of ['latencies', 'sentAt', 'patchOpBytes', 'frameBytes', 'fullBytes', 'ratios'] as const)
      for (const x of p[key]) all[key].push(x);
    for (const [code, n] of Object.entries(p.rejected)) all.rejected[code] = (all.rejected[code] ?? 0) + n;
    all.loopDelayP99 = Math.max(all.loopDelayP99, p.loopDelayP99);
  }
  return all;
}

/**
 * A forked process of bots (bench-bots.ts), driven by commands over its IPC
 * channel. If it dies, every question to it fails, so that the benchmark
 * stops through its cleanup (server and database) instead of waiting forever.
 */
class BotsProcess {
  readonly child: ChildProcess;
  private readonly waiting: { type: BotReport['type']; resolve: (r: BotReport) => void; reject: (e: Error) => void }[] =
    [];
  private died: Error | null = null;

  constructor(onFinished: (s: Source) => void) {
    this.child = fork(path.join(__dirname, 'bench-bots.ts'), [], {
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_BOTS_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (r: BotReport) => {
      if (r.type === 'finished') return onFinished(r.source);
      const i = this.waiting.findIndex((w) => w.type === r.type);
      if (i >= 0) this.waiting.splice(i, 1)[0].resolve(r);
    });
    this.child.on('exit', (code, signal) => {
      this.died = new Error(`a bots process exited (${signal ?? `code ${code}`})`);
      for (const w of this.waiting.splice(0)) w.reject(this.died);
    });
  }

  command(cmd: BotCommand): void {
    if (!this.died) this.child.send(cmd);
  }

  /** Sends a command and waits for the report of the given type. */
  ask<T extends BotReport['type']>(cmd: BotCommand, type: T): Promise<Extract<BotReport, { type: T }>> {
    return new Promise((resolve, reject) => {
      if (this.died) return reject(this.died);
      this.waiting.push({ type, resolve: resolve as (r: BotReport) => void, reject });
      this.child.send(cmd);
    });
  }

  stop(): void {
    if (this.child.connected) this.child.disconnect();
  }
}

/** The servers' own metrics are read with this token, for what they count of the commits (moves per statement). */
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** Commit statements the servers have sent so far and the moves they carried (from /metrics), or null where that cannot be read. */
async function commitCounts(servers: ServerProcess[]): Promise<{ statements: number; moves: number } | null> {
  const sum = { statements: 0, moves: 0 };
  for (const { httpUrl } of servers) {
    try {
      const text = await (
        await fetch(`${httpUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
      sum.statements += read('sprawl_commit_batch_size_count');
      sum.moves += read('sprawl_commit_batch_size_sum');
    } catch {
      return null;
    }
  }
  return Number.isFinite(sum.statements + sum.moves) ? sum : null;
}

/** The server processes' resident memory before the first level, for RSS / match. */
let rssIdle: number | null = null;

/** The resident memory of all server processes, or null where that cannot be read. */
function serversResident(servers: ServerProcess[]): number | null {
  let sum = 0;
  for (const { child } of servers) {
    const rss = residentBytes(child.pid);
    if (rss === null) return null;
    sum += rss;
  }
  return sum;
}

/** CPU seconds the database and the bots processes have used so far, or null where that cannot be read. */
function othersCpu(postmaster: number | null, bots: BotsProcess[]): { postgres: number; bots: number } | null {
  const postgres = postmaster === null ? null : treeCpuSeconds(postmaster);
  let sum = 0;
  for (const b of bots) {
    const used = cpuSeconds(b.child.pid);
    if (used === null) return null;
    sum += used.user + used.kernel;
  }
  return postgres === null ? null : { postgres, bots: sum };
}

const perAction = (seconds: number, actions: number) => `${((seconds / Math.max(1, actions)) * 1e6).toFixed(0)} µs`;

/** CPU seconds all server processes have used so far, or null where that cannot be read. */
function serversCpu(servers: ServerProcess[]): CpuTime | null {
  const sum = { user: 0, kernel: 0 };
  for (const { child } of servers) {
    const used = cpuSeconds(child.pid);
    if (used === null) return null;
    sum.user += used.user;
    sum.kernel += used.kernel;
  }
  return sum;
}

async function main(): Promise<void> {
  console.log(
    `Benchmark: ${findGame(PLAYED.game)?.title}, ${PLAYED.seats} seats; ${os.cpus().length} CPUs, levels ${LEVELS.join('/')} concurrent matches, ${SECONDS} s each, think time ${THINK_MS} ms (0 at level 1)`,
  );
  const db = await prepareBench('bench', { fromSource: FROM_SOURCE, statementStats: PG_STATEMENTS });
  const { databaseUrl } = db;
  // The postmaster names its data directory: its backends are its children.
  const postmaster = processWith(db.dataDir);
  const floor = await measureFloor(databaseUrl);
  const floorP50 = pct(floor.echoMs, 50) + pct(floor.commitMs, 50);
  const floorP99 = pct(floor.echoMs, 99) + pct(floor.commitMs, 99);
  console.log(
    `  floor: loopback WebSocket round trip p50 ${pct(floor.echoMs, 50).toFixed(2)} / p99 ${pct(floor.echoMs, 99).toFixed(2)} ms; one-row durable commit p50 ${pct(floor.commitMs, 50).toFixed(2)} / p99 ${pct(floor.commitMs, 99).toFixed(2)} ms`,
  );
  let oneMatch: { p50: number; p99: number } | null = null;
  const servers: ServerProcess[] = [];
  const serverOptions = {
    alloc: ALLOC,
    fromSource: FROM_SOURCE,
    fanout: SERVERS > 1,
    metricsToken: METRICS_TOKEN,
    extraNodeArgs: serverNodeArgs(),
  };
  for (let i = 0; i < SERVERS; i++) servers.push(await startServer(databaseUrl, serverOptions));
  // Counted from here: the floor's probe and the servers' start-up are not the levels' work.
  if (PG_STATEMENTS) await resetStatementStats(databaseUrl);
  const endpoints = servers.map(({ httpUrl, wsUrl }) => ({ httpUrl, wsUrl }));
  const { httpUrl, wsUrl } = endpoints[0];
  const rows: string[][] = [];
  const bots: BotsProcess[] = [];
  try {
    for (const s of servers) await waitForServer(s);
    rssIdle = serversResident(servers);
    let source: Source | null = null;
    const keepFirst = (s: Source) => {
      source ??= s;
    };
    for (let i = 0; i < BOT_PROCESSES; i++) bots.push(new BotsProcess(keepFirst));
    for (const level of LEVELS) {
      const think = level === 1 ? 0 : THINK_MS;
      // Level 1 plays whole games from the start; the other levels fork a finished one at random steps.
      if (level > 1 && source === null) {
        const started = Date.now();
        source = (await bots[0].ask({ type: 'source', played: PLAYED, httpUrl, wsUrl }, 'source')).source;
        console.log(
          `  a whole match to start from: ${source.length} actions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      const from = level > 1 ? source : null;
      // The level's tables, dealt out evenly over the bots processes.
      const share = (i: number) => Math.floor((level * (i + 1)) / bots.length) - Math.floor((level * i) / bots.length);
      const setupStart = Date.now();
      await Promise.all(
        bots.map((b, i) =>
          b.ask(
            {
              type: 'play',
              played: PLAYED,
              servers: endpoints,
              tables: share(i),
              firstTable: Math.floor((level * i) / bots.length),
              think,
              source: from,
            },
            'ready',
          ),
        ),
      );
      process.stdout.write(
        `  level ${level}: ${level} matches / ${level * PLAYED.seats} sockets set up in ${((Date.now() - setupStart) / 1000).toFixed(1)} s; measuring ${SECONDS} s... `,
      );
      await new Promise((r) => setTimeout(r, Math.min(3000, SECONDS * 200))); // warm-up
      for (const b of bots) b.command({ type: 'measure' });
      const t0 = performance.now();
      const commits0 = await commitCounts(servers);
      const cpu0 = serversCpu(servers);
      const others0 = othersCpu(postmaster, bots);
      const alloc0 = servers.reduce((n, sv) => n + sv.allocated, 0);
      const pause0 = servers.reduce((n, sv) => n + sv.gcPauseMs, 0);
      await waitWithProgress('measuring (seconds)', SECONDS);
      const elapsed = (performance.now() - t0) / 1000;
      const cpu1 = serversCpu(servers);
      const others1 = othersCpu(postmaster, bots);
      const commits1 = await commitCounts(servers);
      const allocated = servers.reduce((n, sv) => n + sv.allocated, 0) - alloc0;
      const gcPause = servers.reduce((n, sv) => n + sv.gcPauseMs, 0) - pause0;
      const serverCpu = cpu0 === null || cpu1 === null ? null : cpu1.user + cpu1.kernel - cpu0.user - cpu0.kernel;
      const rssEnd = serversResident(servers);
      const kernelCpu = cpu0 === null || cpu1 === null ? null : cpu1.kernel - cpu0.kernel;
      const s = merge((await Promise.all(bots.map((b) => b.ask({ type: 'report' }, 'stats')))).map((r) => r.stats));
      const rate = s.accepted / elapsed;
      if (level === 1) oneMatch = { p50: pct(s.latencies, 50), p99: pct(s.latencies, 99) };
      console.log(`${Math.round(rate)} actions/s`);
      // The transport's share of that CPU: the same tables, seats, pace and frame size through a relay that does nothing else.
      const relaySeconds = Math.min(SECONDS, 10);
      process.stdout.write(`  level ${level}: transport floor through a relay, ${relaySeconds} s... `);
      const transport = await measureTransportCpu({
        // A level that sampled no frame (none accepted) still gets a floor, at a typical frame's size.
        tables: level,
        seats: PLAYED.seats,
        thinkMs: think,
        seconds: relaySeconds,
        frameBytes: Math.round(pct(s.frameBytes, 50)) || 512,
        nodeFlags: productionNodeFlags(root),
      }).catch((err: unknown) => {
        // The level's own figures stand without it.
        console.error(`the transport floor could not be measured: ${String(err)}`);
        return { rate: 0, cpuPerMoveUs: NaN, kernelShare: NaN };
      });
      console.log(
        Number.isFinite(transport.cpuPerMoveUs)
          ? `${transport.cpuPerMoveUs.toFixed(0)} µs of CPU per move at ${Math.round(transport.rate)} moves/s`
          : 'not measured',
      );
      const rejected =
        Object.entries(s.rejected)
          .map(([k, v]) => `${k}:${v}`)
          .join(' ') || '0';
      rows.push([
        String(level),
        String(think),
        rate.toFixed(0),
        pct(s.latencies, 50).toFixed(1),
        pct(s.latencies, 95).toFixed(1),
        pct(s.latencies, 99).toFixed(1),
        slowMoves(s),
        s.loopDelayP99.toFixed(1),
        serverCpu === null
          ? '-'
          : `${((serverCpu / elapsed) * 100).toFixed(0)}% / ${((serverCpu / Math.max(1, s.accepted)) * 1e6).toFixed(0)} µs`,
        Number.isFinite(transport.cpuPerMoveUs)
          ? `${transport.cpuPerMoveUs.toFixed(0)} µs (${(transport.kernelShare * 100).toFixed(0)}%)`
          : '-',
        kernelCpu === null || serverCpu === null
          ? '-'
          : `${((100 * kernelCpu) / Math.max(1e-9, serverCpu)).toFixed(0)}%`,
        ALLOC ? `${(allocated / Math.max(1, s.accepted) / 1024).toFixed(0)} KB` : '-',
        ALLOC ? (gcPause / elapsed).toFixed(1) : '-',
        commits0 === null || commits1 === null
          ? '-'
          : ((commits1.moves - commits0.moves) / Math.max(1, commits1.statements - commits0.statements)).toFixed(1),
        pct(s.patchOpBytes, 50).toFixed(0),
        pct(s.frameBytes, 50).toFixed(0),
        pct(s.fullBytes, 50).toFixed(0),
        (pct(s.ratios, 50) * 100).toFixed(1) + '%',
        rssEnd === null ? '-' : (rssEnd / 2 ** 20).toFixed(1),
        rssEnd === null || rssIdle === null ? '-' : `${((rssEnd - rssIdle) / level / 1024).toFixed(0)} KB`,
        others0 === null || others1 === null
          ? '-'
          : `${perAction(others1.postgres - others0.postgres, s.accepted)} / ${perAction(others1.bots - others0.bots, s.accepted)}`,
        rejected,
      ]);
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    for (const b of bots) b.stop();
    await stopServers(servers);
    if (PG_STATEMENTS) await printStatementStats(databaseUrl);
    await db.stop();
  }
  const head = [
    'matches',
    'think ms',
    'actions/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    `over ${SLOW_MS} ms / stalls`,
    'bots loop delay p99 ms',
    'server CPU / per action',
    'transport floor (kernel)',
    'in kernel',
    'allocated / action',
    'GC pause ms/s',
    'moves / commit',
    'patch B (p50)',
    'frame B (p50)',
    'full view B (p50)',
    'patch/full (p50)',
    'RSS MB (end)',
    'RSS / match',
    'PostgreSQL / bots CPU per action',
    'rejected',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => c.padStart(widths[i])).join('  ');
  console.log(`\n${line(head)}\n${rows.map(line).join('\n')}`);
  console.log(
    `\nLatency: a bot sends its move -> the patch for that move (after COMMIT) reaches the same bot. Over ${SLOW_MS} ms / stalls: the share of moves slower than that, and in how many separate stalls they came (slow moves sent less than ${STALL_GAP_MS} ms apart count as one). Bots loop delay: how late the bots' own event loops ran, the worst of the ${BOT_PROCESSES} bots processes (part of the latency they measure). Server CPU: the server processes' CPU time (${SERVERS} of them) over the level (all its threads, garbage collection included), as a share of one core and per accepted action; Transport floor: the CPU per move of a process that only relays (bench-relay.ts), measured after the level with its tables, seats, think time and median frame size: reading each move and sending every seat one frame over the same loopback sockets, and how much of that is the kernel's; no server spends less per move, and what the server spends above it is its own work. In kernel: the part of the server's CPU the kernel spent on its behalf (socket writes and reads, mostly). Allocated: bytes the server's heap allocated per accepted action, summed from V8's garbage collection trace (up to the last collection in the level); GC pause: milliseconds per second of the level the servers' main threads stood still in garbage collections, from the same trace (helper threads' share of the work is in the CPU, not here). Moves / commit: moves written per commit statement (GroupCommit's batches, from the servers' /metrics). Bytes: sampled patches; 'frame' includes legal moves and log lines. RSS: the servers' resident memory at the level's end, and above what they held before the first level (${rssIdle === null ? '?' : (rssIdle / 2 ** 20).toFixed(1)} MB) per match of the level, as the boardgame.io peer bench counts it (bench:starts measures a live match's weight more closely). PostgreSQL / bots CPU: what the database (its postmaster and backends) and the bots processes used per accepted action over the level; on a machine of few cores they share the cores with the server, so the sum of the three decides how many actions a second the machine carries.`,
  );
  console.log(
    `Floor (this machine, this run): a loopback WebSocket round trip plus a one-row durable commit, p50 ${floorP50.toFixed(2)} ms / p99 ${floorP99.toFixed(2)} ms.`,
  );
  const one = oneMatch as { p50: number; p99: number } | null;
  if (one)
    console.log(
      `One match: p50 ${one.p50.toFixed(1)} ms = ${(one.p50 / floorP50).toFixed(1)}x the floor's p50; p99 ${one.p99.toFixed(1)} ms = ${(one.p99 / floorP99).toFixed(1)}x the floor's p99.`,
    );
  process.exit(0);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
