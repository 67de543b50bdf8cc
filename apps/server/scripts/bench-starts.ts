/**
 * `npm run bench:starts`: what a new match costs the server, and what a live
 * one weighs (issue 36, items 2 and 3). Starts the server as bench:server
 * does (the bundle, production flags, a durable embedded PostgreSQL), then
 * opens BENCH_STARTS tables back to back, BENCH_CONCURRENCY at a time, in
 * the steps a group of friends takes, each step measured on its own:
 *
 *   create  POST /api/rooms (the host's seat taken)
 *   join    POST /api/rooms/join, once per other seat
 *   connect every seat's WebSocket: hello, welcome
 *   start   POST /api/rooms/:id/start, until every seat holds the first state
 *
 * and prints, per step and in all, the server's CPU per table (all its
 * threads, from /proc), tables per second and the step's p50/p99. Every
 * match then stays live, its seats connected. The tables are opened in two
 * halves, and the server's resident memory, read once it settles after each,
 * grows by the weight of the second half's live matches with their sockets:
 * that growth per match is the figure (the first half pays what a server
 * costs once, such as a young generation grown to its working size); the
 * growth over the warm-up is printed beside it. It stops by itself.
 *
 * Options (environment): BENCH_GAME=hush-auction  BENCH_SEATS (default: the game's most)
 * BENCH_STARTS=2000  BENCH_CONCURRENCY=4  BENCH_SETTLE_SECONDS=30 (the longest wait for the server's memory to settle before it is read)  BENCH_SERVER_FROM_SOURCE=1 (tsx instead of the bundle, to profile)
 * BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"
 * BENCH_SOCKETS=0 (no seat connects: the weight of a match without its sockets)
 * BENCH_HEAP_SNAPSHOT=/tmp/heap (with every match live, the server writes a heap snapshot into that folder, to see what a match holds)
 * BENCH_COLLECT=0 (memory is read without first having the server collect its garbage)
 *
 * Before each reading the server collects all its garbage (collect-on-signal.cjs), unless BENCH_COLLECT=0:
 * without it the figure swung with where the last collection happened to fall (10 to 50 KB per match for
 * the same Urbania run without sockets, November 27).
 */
import { PROTOCOL_VERSION } from '@sprawl/protocol';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { findGame, gameIds } from '@sprawl/rules';
import { RoomsApi } from '@sprawl/client';
import { cpuSeconds } from './proc-cpu';
import { residentBytes, startServer, stopServers, waitForServer, type ServerProcess } from './bench-server-process';
import { prepareBench, serverNodeArgs } from './bench-database';
import { pct, wholeNumber } from './bench-figures';

const GAME_ID = process.env.BENCH_GAME ?? 'hush-auction';
const GAME =
  findGame(GAME_ID) ??
  (console.error(`BENCH_GAME must be one of ${gameIds.join(', ')}, got "${GAME_ID}"`), process.exit(2));
const SEATS = wholeNumber('BENCH_SEATS', GAME.maxSeats, GAME.minSeats);
if (SEATS > GAME.maxSeats) {
  console.error(`BENCH_SEATS must be at most ${GAME.maxSeats} for ${GAME.title}, got ${SEATS}`);
  process.exit(2);
}
const STARTS = wholeNumber('BENCH_STARTS', 2000, 1);
const CONCURRENCY = wholeNumber('BENCH_CONCURRENCY', 4, 1);
const FROM_SOURCE = process.env.BENCH_SERVER_FROM_SOURCE === '1';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
/** 0: seats never connect (the tables are started over HTTP only), to tell a match's own weight from its sockets'. */
const SOCKETS = wholeNumber('BENCH_SOCKETS', 1, 0) > 0;
const SETTLE_SECONDS = wholeNumber('BENCH_SETTLE_SECONDS', 30, 0);
const COLLECT = process.env.BENCH_COLLECT !== '0';
/** Tables opened and started before the measured ones, so that the server's code is compiled and its pools are full. */
const WARM_UP = Math.min(100, STARTS);

/** One table as the bench builds it up, step by step. */
interface Table {
  roomId: string;
  inviteCode: string;
  tokens: string[];
  sockets: WebSocket[];
  /** Resolves once every seat holds the match's first state. */
  firstStates: Promise<void>;
}

interface StepFigures {
  cpuMs: number;
  seconds: number;
  latencies: number[];
}

/** Runs `step` on every table, `CONCURRENCY` at a time, and measures the server's CPU and each step's time. */
async function measure(
  server: ServerProcess,
  tables: Table[],
  step: (t: Table) => Promise<void>,
): Promise<StepFigures> {
  const latencies: number[] = [];
  const cpu0 = cpuSeconds(server.child.pid);
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < tables.length) {
        const t = tables[next++];
        const s = performance.now();
        await step(t);
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = cpuSeconds(server.child.pid);
  const cpuMs = cpu0 && cpu1 ? (cpu1.user + cpu1.kernel - cpu0.user - cpu0.kernel) * 1000 : NaN;
  return { cpuMs, seconds, latencies };
}

/** Opens a seat's socket and resolves on its welcome; `firstState` resolves on the first match state it receives. */
function connect(wsUrl: string, roomId: string, token: string): Promise<{ ws: WebSocket; firstState: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    let stateSeen: () => void = () => undefined;
    const firstState = new Promise<void>((r) => (stateSeen = r));
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, roomId, token })));
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { type: string; code?: string; message?: string };
      if (msg.type === 'welcome') resolve({ ws, firstState });
      else if (msg.type === 'state') stateSeen();
      // A refused hello would leave the bench waiting for ever: it stops with the server's reason instead.
      else if (msg.type === 'rejected') reject(new Error(`hello refused: ${msg.code}: ${msg.message}`));
    });
    ws.on('error', reject);
  });
}

function newTables(n: number): Table[] {
  return Array.from({ length: n }, () => ({
    roomId: '',
    inviteCode: '',
    tokens: [],
    sockets: [],
    firstStates: Promise.resolve(),
  }));
}

/** The four steps over `tables`, each measured. */
async function openTables(server: ServerProcess, api: RoomsApi, tables: Table[]): Promise<Record<string, StepFigures>> {
  const create = await measure(server, tables, async (t) => {
    const g = await api.createRoom({ game: GAME_ID, seats: SEATS, name: 'Host' });
    t.roomId = g.roomId;
    t.inviteCode = g.inviteCode;
    t.tokens.push(g.token);
  });
  const join = await measure(server, tables, async (t) => {
    for (let i = 1; i < SEATS; i++)
      t.tokens.push((await api.join({ inviteCode: t.inviteCode, name: `Guest ${i + 1}` })).token);
  });
  const connectStep = await measure(server, SOCKETS ? tables : [], async (t) => {
    const opened = await Promise.all(t.tokens.map((token) => connect(server.wsUrl, t.roomId, token)));
    t.sockets = opened.map((o) => o.ws);
    t.firstStates = Promise.all(opened.map((o) => o.firstState)).then(() => undefined);
  });
  const start = await measure(server, tables, async (t) => {
    await api.start(t.roomId, t.tokens[0]);
    await t.firstStates;
  });
  return { create, join, connect: connectStep, start };
}

/**
 * The server's resident memory once it stops shrinking: after a burst of
 * work V8 holds a grown young generation for a while and gives it back when
 * allocation calms down, which is not memory any match holds. Sampled each
 * second until five samples in a row fall by less than 0.5%, for at most SETTLE_SECONDS.
 */
async function settledResident(server: ServerProcess): Promise<number | null> {
  if (COLLECT) server.child.kill('SIGWINCH');
  let last = residentBytes(server.child.pid);
  let calm = 0;
  for (let i = 0; i < SETTLE_SECONDS && last !== null && calm < 5; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = residentBytes(server.child.pid);
    if (now === null) return null;
    calm = now > last * 0.995 ? calm + 1 : 0;
    last = now;
  }
  return last;
}

/** The server's V8 heap in use, from its /metrics, or null where that cannot be read. */
async function heapUsed(server: ServerProcess): Promise<number | null> {
  try {
    const text = await (
      await fetch(`${server.httpUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const n = Number(/^sprawl_nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1]);
    return Number.isFinite(n) ? n : null;
  } catch {
    return null;
  }
}

/** Has the server (started with --heapsnapshot-signal=SIGUSR2 --diagnostic-dir) write a heap snapshot, and waits until it is written. */
async function heapSnapshot(server: ServerProcess, dir: string): Promise<void> {
  const before = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 600; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const written = fs.readdirSync(dir).find((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
    // The file is complete once its size stops changing.
    if (written) {
      const size = fs.statSync(path.join(dir, written)).size;
      await new Promise((r) => setTimeout(r, 1000));
      if (fs.statSync(path.join(dir, written)).size === size)
        return console.log(`heap snapshot: ${path.join(dir, written)}`);
    }
  }
}

async function main(): Promise<void> {
  console.log(
    `Benchmark: table starts, ${GAME.title}, ${SEATS} seats; ${os.cpus().length} CPUs; ${STARTS} tables (after ${WARM_UP} to warm up), ${CONCURRENCY} at a time`,
  );
  const db = await prepareBench('bench-starts', { fromSource: FROM_SOURCE });
  const server = await startServer(db.databaseUrl, {
    alloc: false,
    fromSource: FROM_SOURCE,
    fanout: false,
    metricsToken: METRICS_TOKEN,
    extraNodeArgs: [
      ...serverNodeArgs(),
      ...(COLLECT ? ['--expose-gc', '--require', path.join(__dirname, 'collect-on-signal.cjs')] : []),
      ...(process.env.BENCH_HEAP_SNAPSHOT
        ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${process.env.BENCH_HEAP_SNAPSHOT}`]
        : []),
    ],
  });
  const sockets: WebSocket[] = [];
  try {
    await waitForServer(server);
    const api = new RoomsApi(server.httpUrl);
    const warm = newTables(WARM_UP);
    await openTables(server, api, warm);
    for (const t of warm) for (const ws of t.sockets) sockets.push(ws);
    const rss0 = await settledResident(server);
    const heap0 = await heapUsed(server);
    // Two halves, memory read after each: the second half's growth is what a further live match costs, once the
    // server's fixed costs (a young generation grown to its working size, compiled code) were paid in the first.
    const half = Math.floor(STARTS / 2);
    const first = newTables(half);
    const second = newTables(STARTS - half);
    const stepsOf = [await openTables(server, api, first)];
    const rssHalf = await settledResident(server);
    const heapHalf = await heapUsed(server);
    stepsOf.push(await openTables(server, api, second));
    const rss1 = await settledResident(server);
    const heap1 = await heapUsed(server);
    for (const t of [...first, ...second]) for (const ws of t.sockets) sockets.push(ws);
    const steps = Object.fromEntries(
      Object.keys(stepsOf[0]).map((name) => [
        name,
        {
          cpuMs: stepsOf[0][name].cpuMs + stepsOf[1][name].cpuMs,
          seconds: stepsOf[0][name].seconds + stepsOf[1][name].seconds,
          latencies: [...stepsOf[0][name].latencies, ...stepsOf[1][name].latencies],
        },
      ]),
    );

    const rows = Object.entries(steps)
      .filter(([, s]) => s.latencies.length > 0)
      .map(([name, s]) => [
        name,
        (s.cpuMs / STARTS).toFixed(2),
        (STARTS / s.seconds).toFixed(0),
        pct(s.latencies, 50).toFixed(1),
        pct(s.latencies, 99).toFixed(1),
      ]);
    const totalCpu = Object.values(steps).reduce((n, s) => n + s.cpuMs, 0) / STARTS;
    const totalSeconds = Object.values(steps).reduce((n, s) => n + s.seconds, 0);
    rows.push(['all', totalCpu.toFixed(2), (STARTS / totalSeconds).toFixed(0), '', '']);
    const head = ['step', 'server CPU ms / table', 'tables/s', 'p50 ms', 'p99 ms'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (r: string[]) => r.map((c, i) => c.padStart(widths[i])).join('  ');
    console.log(`\n${line(head)}\n${rows.map(line).join('\n')}`);
    const kbPer = (a: number | null, b: number | null, n: number) =>
      a === null || b === null ? 'not readable' : `${((b - a) / n / 1024).toFixed(1)} KB`;
    const mb = (x: number | null) => (x === null ? '?' : (x / 2 ** 20).toFixed(1));
    console.log(
      `\nA live match, ${SOCKETS ? `its ${SEATS} seats connected` : 'no seat connected'}, in the server's resident memory (RSS):`,
    );
    console.log(
      `  from ${WARM_UP + half} to ${WARM_UP + STARTS} live matches: ${kbPer(rssHalf, rss1, STARTS - half)} per match (V8's heap in use${COLLECT ? ' after a full collection' : ', garbage not yet collected included'}: ${kbPer(heapHalf, heap1, STARTS - half)})`,
    );
    console.log(
      `  from ${WARM_UP} to ${WARM_UP + STARTS}: ${kbPer(rss0, rss1, STARTS)} per match (heap ${kbPer(heap0, heap1, STARTS)}); RSS ${mb(rss0)}, ${mb(rssHalf)}, ${mb(rss1)} MB`,
    );
    console.log(
      `Server CPU: the server process's CPU time (all threads) over the step, per table; start includes writing the match and sending every seat its first state.`,
    );
    if (process.env.BENCH_HEAP_SNAPSHOT) await heapSnapshot(server, process.env.BENCH_HEAP_SNAPSHOT);
  } finally {
    for (const ws of sockets) ws.terminate();
    await stopServers([server]);
    await db.stop();
  }
  process.exit(0);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
