/**
 * `npm run bench:server`: starts the game server (a child process, as in
 * production) on a throwaway embedded PostgreSQL, then plays bot-driven
 * 4-player matches over loopback WebSockets through the client SDK at several
 * concurrency levels, each for a fixed time, and prints per level:
 * accepted actions per second, action-to-broadcast latency (from a bot sending
 * its move to the patch for that move arriving back at the bot) p50/p95/p99,
 * and bytes per action (patch operations and whole frame) against the size of
 * the full view. It stops by itself.
 *
 * Level 1 plays whole games from their start. The other levels start each
 * match from a random step of a finished game (a fork of it), so that their
 * matches are at every stage of a game at once, as on a server that has been
 * up for a while; if level 1 finished no game, one is played first for that.
 *
 * Options (environment): BENCH_LEVELS=1,100,500  BENCH_SECONDS=15
 * BENCH_THINK_MS=500 (bots wait this long, ±50%, before each move; 0 for level 1)
 * BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (extra node flags for the server process, to profile it)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import { MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { randomMove, seedRng, type RngState, type UsAction } from '@sprawl/rules';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';

const LEVELS = (process.env.BENCH_LEVELS ?? '1,100,500').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 500);
const root = path.resolve(__dirname, '../../..');
/** The share of patches whose sizes are recorded: measuring a view costs the bots, which share the machine with the server, a full serialisation. */
const SAMPLE_SHARE = 0.02;

interface Stats {
  accepted: number;
  latencies: number[];
  /** When each measured move was sent (performance.now()), beside its latency. */
  sentAt: number[];
  patchOpBytes: number[];
  frameBytes: number[];
  fullBytes: number[];
  ratios: number[];
  rejected: Map<string, number>;
}

const newStats = (): Stats => ({ accepted: 0, latencies: [], sentAt: [], patchOpBytes: [], frameBytes: [], fullBytes: [], ratios: [], rejected: new Map() });
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

/** One bot seat: acts whenever the server says it has legal moves, after a think time. */
class Bot {
  conn: MatchConnection;
  private sentAt = 0;
  private waitingFor = -1;
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  constructor(url: string, roomId: string, token: string, private readonly rng: RngState, private readonly think: number, private readonly stats: () => Stats | null, private readonly onOver: () => void) {
    this.conn = new MatchConnection({
      url, roomId, token, socket: nodeSocket, reconnect: false,
      onFrame: (text, msg) => {
        if (msg.type !== 'patch') return;
        const st = this.stats();
        if (st && this.waitingFor === msg.version) {
          st.latencies.push(performance.now() - this.sentAt);
          st.sentAt.push(this.sentAt);
        }
        if (st && Math.random() < SAMPLE_SHARE) {
          const ops = JSON.stringify(msg.patch).length;
          const full = JSON.stringify(this.conn.state.view).length;
          st.patchOpBytes.push(ops);
          st.frameBytes.push(text.length);
          st.fullBytes.push(full);
          st.ratios.push(ops / full);
        }
      },
    });
    this.conn.onChange(() => this.maybeAct());
  }

  private maybeAct(): void {
    const s = this.conn.state;
    if ((s.view as { final?: unknown } | null)?.final) return this.onOver();
    if (this.busy || this.timer || s.legal.length === 0) return;
    const delay = this.think > 0 ? this.think * (0.5 + Math.random()) : 0;
    this.timer = setTimeout(() => {
      this.timer = null;
      const legal = this.conn.state.legal as UsAction[];
      if (legal.length === 0 || this.busy) return;
      this.busy = true;
      this.sentAt = performance.now();
      this.waitingFor = this.conn.state.version + 1;
      this.conn.send(randomMove(this.rng, legal)).then(
        () => {
          const st = this.stats();
          if (st) st.accepted++;
        },
        (e: { code?: string }) => {
          const st = this.stats();
          if (st) st.rejected.set(e.code ?? 'error', (st.rejected.get(e.code ?? 'error') ?? 0) + 1);
        },
      ).finally(() => {
        this.busy = false;
        this.maybeAct();
      });
    }, delay);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.busy = true;
    this.conn.close();
  }
}

/** A finished match that other tables start from, each at a step of its own (a fork). */
interface Source {
  roomId: string;
  matchId: string;
  hostToken: string;
  length: number;
}

/**
 * A table of four bots; starts another match when the current one ends, so
 * the level stays constant. With a source, each match is a fork of it from a
 * random step: the level's matches are then spread over every stage of a
 * game, as on a server that has been running for a while, instead of all
 * being in their first minutes (where views are small and the city empty).
 */
class Table {
  bots: Bot[] = [];
  private stopped = false;
  constructor(
    private readonly api: RoomsApi, private readonly wsUrl: string, private readonly n: number, private readonly think: number,
    private readonly stats: () => Stats | null, private readonly source: Source | null = null, private readonly onFinished?: (s: Source) => void,
  ) {}

  private async openRoom(): Promise<{ roomId: string; inviteCode: string; token: string }> {
    const src = this.source;
    if (src === null) return this.api.createRoom({ seats: 4, name: 'Bot 1', variant: 'standard' });
    const fork = await this.api.fork(src.roomId, src.matchId, src.hostToken, { step: Math.floor(Math.random() * src.length), seats: 'new' });
    if (fork.token === undefined) throw new Error('a fork into a new room came without the host seat token');
    return { roomId: fork.roomId, inviteCode: fork.inviteCode, token: fork.token };
  }

  async start(): Promise<void> {
    const host = await this.openRoom();
    const tokens = [host.token];
    for (let i = 1; i < 4; i++) tokens.push((await this.api.join({ inviteCode: host.inviteCode, name: `Bot ${i + 1}` })).token);
    let over = false;
    this.bots = tokens.map((token, i) => new Bot(this.wsUrl, host.roomId, token, seedRng(`bench:${this.n}:${i}:${Date.now()}`), this.think, this.stats, () => {
      if (over || this.stopped) return;
      over = true;
      const { matchId, version } = this.bots[0].conn.state;
      if (matchId !== null) this.onFinished?.({ roomId: host.roomId, matchId, hostToken: host.token, length: version });
      setTimeout(() => {
        for (const b of this.bots) b.stop();
        if (!this.stopped) void this.start().catch((e: unknown) => console.error('restart failed', e));
      }, 0);
    }));
    await Promise.all(this.bots.map((b) => new Promise<void>((resolve) => {
      const off = b.conn.onChange((s) => s.connected && (off(), resolve()));
    })));
    await this.api.start(host.roomId, host.token);
  }

  stop(): void {
    this.stopped = true;
    for (const b of this.bots) b.stop();
  }
}

/** Plays one match at full speed, for the levels that start from its positions when level 1 did not finish one first. */
async function playSourceMatch(api: RoomsApi, wsUrl: string): Promise<Source> {
  const started = Date.now();
  const found = await new Promise<Source>((resolve, reject) => {
    const table = new Table(api, wsUrl, -1, 0, () => null, null, (s) => {
      table.stop();
      resolve(s);
    });
    table.start().catch(reject);
  });
  console.log(`  a whole match to start from: ${found.length} actions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return found;
}

/** CPU seconds a process has used so far (Linux /proc), or null where that cannot be read. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    // utime and stime are fields 14 and 15; the command name before them may hold spaces, so count after its closing parenthesis.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprawl-bench-'));
  fs.chmodSync(dir, 0o755);
  console.log(`Benchmark: ${os.cpus().length} CPUs, levels ${LEVELS.join('/')} concurrent 4-player matches, ${SECONDS} s each, think time ${THINK_MS} ms (0 at level 1)`);
  // A durable PostgreSQL (fsync on), as `npm start` runs it: acknowledged moves are on disk.
  const pg = await startEmbeddedPostgres(path.join(dir, 'data'), pino({ level: 'silent' }));
  await pg.createDatabase('bench');
  const databaseUrl = pg.url('bench');
  await migrate(databaseUrl);
  const port = await freePort();
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn',
      WS_RATE_PER_SECOND: '1000', WS_RATE_BURST: '1000', JOIN_RATE_PER_SECOND: '100000', JOIN_RATE_BURST: '100000', WEB_DIR: '/nonexistent',
    },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const rows: string[][] = [];
  try {
    await waitForServer(url, server);
    const api = new RoomsApi(url);
    const wsUrl = `ws://127.0.0.1:${port}/ws`;
    let source: Source | null = null;
    const keepFirst = (s: Source) => {
      source ??= s;
    };
    for (const level of LEVELS) {
      let stats: Stats | null = null;
      const think = level === 1 ? 0 : THINK_MS;
      // Level 1 plays whole games from the start; the other levels fork a finished one at random steps.
      if (level > 1 && source === null) source = await playSourceMatch(api, wsUrl);
      const from = level > 1 ? source : null;
      const tables = Array.from({ length: level }, (_, i) => new Table(api, wsUrl, i, think, () => stats, from, keepFirst));
      const setupStart = Date.now();
      for (let i = 0; i < tables.length; i += 25) await Promise.all(tables.slice(i, i + 25).map((t) => t.start()));
      process.stdout.write(`  level ${level}: ${level} matches / ${level * 4} sockets set up in ${((Date.now() - setupStart) / 1000).toFixed(1)} s; measuring ${SECONDS} s... `);
      await new Promise((r) => setTimeout(r, Math.min(3000, SECONDS * 200))); // warm-up
      const s = newStats();
      stats = s;
      // The bots' own process adds to the latency they measure: its event loop delay is printed beside it.
      const loop = monitorEventLoopDelay({ resolution: 2 });
      loop.enable();
      const t0 = performance.now();
      const cpu0 = cpuSeconds(server.pid);
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      const elapsed = (performance.now() - t0) / 1000;
      const cpu1 = cpuSeconds(server.pid);
      const serverCpu = cpu0 === null || cpu1 === null ? null : cpu1 - cpu0;
      loop.disable();
      stats = null;
      for (const t of tables) t.stop();
      const rate = s.accepted / elapsed;
      console.log(`${Math.round(rate)} actions/s`);
      const rejected = [...s.rejected].map(([k, v]) => `${k}:${v}`).join(' ') || '0';
      rows.push([
        String(level), String(think), rate.toFixed(0), pct(s.latencies, 50).toFixed(1), pct(s.latencies, 95).toFixed(1), pct(s.latencies, 99).toFixed(1),
        slowMoves(s), (loop.percentile(99) / 1e6).toFixed(1),
        serverCpu === null ? '-' : `${((serverCpu / elapsed) * 100).toFixed(0)}% / ${((serverCpu / Math.max(1, s.accepted)) * 1e6).toFixed(0)} µs`,
        pct(s.patchOpBytes, 50).toFixed(0), pct(s.frameBytes, 50).toFixed(0), pct(s.fullBytes, 50).toFixed(0), (pct(s.ratios, 50) * 100).toFixed(1) + '%', rejected,
      ]);
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const head = ['matches', 'think ms', 'actions/s', 'p50 ms', 'p95 ms', 'p99 ms', `over ${SLOW_MS} ms / stalls`, 'bots loop delay p99 ms', 'server CPU / per action', 'patch B (p50)', 'frame B (p50)', 'full view B (p50)', 'patch/full (p50)', 'rejected'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => c.padStart(widths[i])).join('  ');
  console.log(`\n${line(head)}\n${rows.map(line).join('\n')}`);
  console.log(`\nLatency: a bot sends its move -> the patch for that move (after COMMIT) reaches the same bot. Over ${SLOW_MS} ms / stalls: the share of moves slower than that, and in how many separate stalls they came (slow moves sent less than ${STALL_GAP_MS} ms apart count as one). Bots loop delay: how late the bots' own event loop ran (part of the latency they measure). Server CPU: the server process's CPU time over the level (all its threads, garbage collection included), as a share of one core and per accepted action. Bytes: sampled patches; 'frame' includes legal moves and log lines.`);
  process.exit(0);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
