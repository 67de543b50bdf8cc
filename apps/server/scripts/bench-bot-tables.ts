/**
 * `npm run bench:bot-tables`: whether bots thinking delay people's moves
 * (issue 34: "the server's move p99 for humans at a table with four hard
 * bots unchanged within noise"). Starts the server as bench:starts does (the
 * bundle, production flags, a durable embedded PostgreSQL, 127.0.0.1 only),
 * then opens BENCH_TABLES tables at which seat 0 is a scripted person and
 * every other seat a server bot of one level. The person plays a random legal
 * move whenever it may, after a think time, and the bench times each move
 * from sending it to its acknowledgement (the server has stored it). A table
 * whose match ends opens a new room at once.
 *
 * Levels are played in turn, BENCH_ROUNDS times over, BENCH_SECONDS each
 * (easy, hard, easy, hard, ...): easy bots answer at once, hard ones search
 * for up to about a second in the server's worker threads, so the difference
 * between their rows is what thinking bots cost the people beside them. Per
 * level and round, and per level over all rounds, it prints the person's
 * moves measured and their p50/p95/p99/max in ms, moves refused, the bots'
 * moves per second (the server's accepted moves less the person's), and the
 * server's CPU (all its threads, from /proc) as a share of one core. Before
 * the first round, BENCH_WARMUP_SECONDS of the first level, not counted, let
 * the server compile its code. Between levels the tables are left at the
 * person's turn, so that no bot of one level still thinks in the next. It
 * stops by itself.
 *
 * BENCH_REVIEW=1 (issue 53: "a review never moves a live table's move p99")
 * measures each level twice per round, alone and with a match review running
 * in the same worker threads (`easy+review`): before the rounds it plays
 * finished matches to review (a person moving at once against easy bots),
 * asks for one review as each such window opens, and says whether it was
 * still running when the window closed (if not, part of the window had none).
 *
 * Options (environment): BENCH_GAME=urbania  BENCH_SEATS (default: the game's most)
 * BENCH_TABLES=20  BENCH_THINK_MS=300 (the person's think time, ±50%)  BENCH_SECONDS=30
 * BENCH_ROUNDS=2  BENCH_LEVELS=easy,hard  BENCH_WARMUP_SECONDS=5  BENCH_REVIEW=1 (a game that offers review)
 * BENCH_SERVER_FROM_SOURCE=1 (tsx instead of the bundle, to profile)
 * BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { findGame, gameIds, isBotLevel, randomMove, seedRng, BOT_LEVELS, type BotLevel } from '@sprawl/rules';
import { cpuSeconds, mainThreadCpuSeconds, type CpuTime } from './proc-cpu';
import { startServer, stopServers, waitForServer, type ServerProcess } from './bench-server-process';
import { prepareBench, serverNodeArgs } from './bench-database';
import { pct, wholeNumber } from './bench-figures';

/** Stops before anything is started, with what was wrong. */
function badOption(message: string): never {
  console.error(message);
  process.exit(2);
}

const GAME_ID = process.env.BENCH_GAME ?? 'urbania';
const GAME = findGame(GAME_ID) ?? badOption(`BENCH_GAME must be one of ${gameIds.join(', ')}, got "${GAME_ID}"`);
const SEATS = wholeNumber('BENCH_SEATS', GAME.maxSeats, Math.max(2, GAME.minSeats));
if (SEATS > GAME.maxSeats) badOption(`BENCH_SEATS must be at most ${GAME.maxSeats} for ${GAME.title}, got ${SEATS}`);
const TABLES = wholeNumber('BENCH_TABLES', 20, 1);
const THINK_MS = wholeNumber('BENCH_THINK_MS', 300, 0);
const SECONDS = wholeNumber('BENCH_SECONDS', 30, 1);
const ROUNDS = wholeNumber('BENCH_ROUNDS', 2, 1);
const WARMUP_SECONDS = wholeNumber('BENCH_WARMUP_SECONDS', 5, 0);
const LEVELS = levelsOption(process.env.BENCH_LEVELS ?? 'easy,hard');
const FROM_SOURCE = process.env.BENCH_SERVER_FROM_SOURCE === '1';
const REVIEW = process.env.BENCH_REVIEW === '1';
if (REVIEW && GAME.offersReview !== true)
  badOption(`BENCH_REVIEW=1 needs a game that offers review; ${GAME.title} does not`);
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
/** The longest wait, after a level, for every table to come back to its person's turn. */
const QUIET_TIMEOUT_MS = 30_000;

function levelsOption(text: string): BotLevel[] {
  const levels = text.split(',').map((l) => l.trim());
  if (levels.length === 0 || !levels.every(isBotLevel))
    badOption(`BENCH_LEVELS must be bot levels (${BOT_LEVELS.join(', ')}) separated by commas, got "${text}"`);
  return levels as BotLevel[];
}

/** What the people's moves of one level and round measured. */
interface Figures {
  latencies: number[];
  refused: Record<string, number>;
}

const newFigures = (): Figures => ({ latencies: [], refused: {} });

/** Where moves are recorded: null outside a measured window. */
interface Window {
  figures: Figures | null;
}

/** The scripted person in seat 0: moves whenever it may, after a think time, and times each move to its ack. */
class Person {
  readonly conn: MatchConnection;
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  private resting = false;
  private onRest: (() => void) | null = null;
  private readonly rng = seedRng(`bench-bot-tables:${Math.random()}`);

  constructor(
    wsUrl: string,
    roomId: string,
    token: string,
    private readonly window: Window,
    private readonly onOver: () => void,
    private readonly thinkMs = THINK_MS,
  ) {
    this.conn = new MatchConnection({ url: wsUrl, roomId, token, socket: nodeSocket, reconnect: false });
    this.conn.onChange(() => this.maybeAct());
  }

  private over(): boolean {
    return Boolean((this.conn.state.view as { final?: unknown } | null)?.final);
  }

  private maybeAct(): void {
    if (this.over()) return this.resting ? this.onRest?.() : this.onOver();
    if (this.busy || this.timer || this.conn.state.legal.length === 0) return;
    if (this.resting) return this.onRest?.();
    this.timer = setTimeout(() => this.act(), this.thinkMs * (0.5 + Math.random()));
  }

  private act(): void {
    this.timer = null;
    // Every game's moves are objects with a `type` (the contract's action schemas are discriminated unions).
    const legal = this.conn.state.legal as { type: string }[];
    if (legal.length === 0 || this.busy || this.resting) return;
    this.busy = true;
    // The window the move was sent in counts it, even if its ack comes after the window closed.
    const figures = this.window.figures;
    const sent = performance.now();
    this.conn
      .send(randomMove(this.rng, legal))
      .then(
        () => figures?.latencies.push(performance.now() - sent),
        (e: { code?: string }) => {
          const code = e.code ?? 'error';
          if (figures) figures.refused[code] = (figures.refused[code] ?? 0) + 1;
        },
      )
      .finally(() => {
        this.busy = false;
        this.maybeAct();
      });
  }

  /**
   * Stops moving and resolves once the table waits for this person (or its
   * match is over): its bots have then stopped thinking, and the next level
   * is measured without them.
   */
  rest(): Promise<void> {
    this.resting = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return new Promise((resolve) => {
      const done = setTimeout(resolve, QUIET_TIMEOUT_MS);
      this.onRest = () => {
        clearTimeout(done);
        resolve();
      };
      if (!this.busy) this.maybeAct();
    });
  }

  close(): void {
    this.resting = true;
    if (this.timer) clearTimeout(this.timer);
    this.conn.close();
  }
}

/** One table: a person in seat 0, bots of one level in the others; a new room when a match ends. */
class Table {
  private person: Person | null = null;
  private opening: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly server: ServerProcess,
    private readonly api: RoomsApi,
    private readonly level: BotLevel,
    private readonly window: Window,
  ) {}

  open(): Promise<void> {
    this.opening = this.openRoom();
    return this.opening;
  }

  private async openRoom(): Promise<void> {
    const host = await this.api.createRoom({ game: GAME_ID, seats: SEATS, name: 'Person' });
    for (let seat = 1; seat < SEATS; seat++) await this.api.addBot(host.roomId, host.token, seat, this.level);
    if (this.stopped) return;
    const person = new Person(this.server.wsUrl, host.roomId, host.token, this.window, () => this.matchOver(person));
    this.person = person;
    await new Promise<void>((resolve) => {
      const off = person.conn.onChange((s) => s.connected && (off(), resolve()));
    });
    await this.api.start(host.roomId, host.token);
  }

  private matchOver(person: Person): void {
    if (this.person !== person || this.stopped) return;
    person.close();
    this.person = null;
    this.open().catch((e: unknown) => console.error('a table could not open its next room:', e));
  }

  /** Leaves the table at its person's turn and disconnects. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.opening.catch(() => undefined);
    await this.person?.rest();
    this.person?.close();
  }
}

/** What the server's /metrics say at one moment. */
interface Scrape {
  /** Moves accepted so far, people's and bots'. */
  accepted: number;
  /** p99 of how late the server's event loop ran since the scrape before, in ms. */
  loopP99: number;
}

/**
 * Reads the server's /metrics. prom-client resets its event-loop histogram at
 * every scrape, so the loop's p99 is over the time since the one before: the
 * bench is the only one to scrape, once as a window opens and once as it closes.
 */
async function scrape(server: ServerProcess): Promise<Scrape> {
  const res = await fetch(`${server.httpUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  const accepted = value('sprawl_moves_accepted_total');
  if (!Number.isFinite(accepted)) throw new Error('the server did not report sprawl_moves_accepted_total');
  return { accepted, loopP99: value('sprawl_nodejs_eventloop_lag_p99_seconds') * 1000 };
}

const seconds = (cpu: CpuTime | null) => (cpu ? cpu.user + cpu.kernel : NaN);

/** The server's CPU seconds so far: all its threads (the bots' think threads included), and its main thread alone. */
function serverCpu(server: ServerProcess): { all: number; main: number } {
  return { all: seconds(cpuSeconds(server.child.pid)), main: seconds(mainThreadCpuSeconds(server.child.pid)) };
}

/** A finished match to review, and the token of its room's host. */
interface Finished {
  roomId: string;
  matchId: string;
  token: string;
}

/** Plays one match to its end at once: a person moving without a pause against easy bots. */
async function finishedMatch(server: ServerProcess, api: RoomsApi): Promise<Finished> {
  const host = await api.createRoom({ game: GAME_ID, seats: SEATS, name: 'Person' });
  for (let seat = 1; seat < SEATS; seat++) await api.addBot(host.roomId, host.token, seat, 'easy');
  let done: () => void = () => undefined;
  const over = new Promise<void>((resolve) => (done = resolve));
  const person = new Person(server.wsUrl, host.roomId, host.token, { figures: null }, () => done(), 0);
  await new Promise<void>((resolve) => {
    const off = person.conn.onChange((s) => s.connected && (off(), resolve()));
  });
  const { matchId } = await api.start(host.roomId, host.token);
  await over;
  person.close();
  return { roomId: host.roomId, matchId, token: host.token };
}

/** Where a review stood as its window closed, in words for the table. */
async function reviewAtEnd(api: RoomsApi, m: Finished): Promise<string> {
  const reply = await api.review(m.roomId, m.matchId, { token: m.token });
  return reply.status === 'running' ? `running ${reply.done}/${reply.total}` : reply.status;
}

/** What one level measured over one window. */
interface Run {
  level: BotLevel;
  /** The level, and `+review` when a review ran beside it. */
  label: string;
  /** Where the review stood as the window closed (empty without one). */
  review: string;
  round: number;
  figures: Figures;
  botMoves: number;
  seconds: number;
  cpuSeconds: number;
  /** CPU seconds of the server's main thread (its event loop, where every move is taken). */
  mainCpuSeconds: number;
  /** p99 of how late the server's event loop ran over the window, in ms (from its /metrics). */
  serverLoopP99: number;
  /** p99 of how late the bench's own event loop ran, in ms (part of the latency it measures). */
  loopP99: number;
}

/**
 * Opens the tables with bots of `level`, measures `seconds` of play (beside
 * the review of `reviewed` if given), and leaves them at their people's turns.
 */
async function play(
  server: ServerProcess,
  level: BotLevel,
  round: number,
  seconds: number,
  reviewed: Finished | null = null,
): Promise<Run> {
  const api = new RoomsApi(server.httpUrl);
  const window: Window = { figures: null };
  const tables = Array.from({ length: TABLES }, () => new Table(server, api, level, window));
  await Promise.all(tables.map((t) => t.open()));
  const loop = monitorEventLoopDelay({ resolution: 2 });
  const figures = newFigures();
  const scrape0 = await scrape(server);
  const cpu0 = serverCpu(server);
  const t0 = performance.now();
  if (reviewed) {
    const asked = await api.startReview(reviewed.roomId, reviewed.matchId, { token: reviewed.token });
    if (asked.status !== 'queued' && asked.status !== 'running')
      throw new Error(`the review was not started: ${asked.status}`);
  }
  window.figures = figures;
  loop.enable();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  window.figures = null;
  loop.disable();
  const elapsed = (performance.now() - t0) / 1000;
  const cpu1 = serverCpu(server);
  const scrape1 = await scrape(server);
  const review = reviewed ? await reviewAtEnd(api, reviewed) : '';
  await Promise.all(tables.map((t) => t.stop()));
  return {
    level,
    label: reviewed ? `${level}+review` : level,
    review,
    round,
    figures,
    botMoves: scrape1.accepted - scrape0.accepted - figures.latencies.length,
    seconds: elapsed,
    cpuSeconds: cpu1.all - cpu0.all,
    mainCpuSeconds: cpu1.main - cpu0.main,
    serverLoopP99: scrape1.loopP99,
    loopP99: loop.count > 0 ? loop.percentile(99) / 1e6 : NaN,
  };
}

/** Several runs of a level as one (their moves pooled, their times summed). */
function pooled(runs: Run[]): Run {
  const refused: Record<string, number> = {};
  for (const r of runs)
    for (const [code, n] of Object.entries(r.figures.refused)) refused[code] = (refused[code] ?? 0) + n;
  return {
    level: runs[0].level,
    label: runs[0].label,
    review: '',
    round: 0,
    figures: { latencies: runs.flatMap((r) => r.figures.latencies), refused },
    botMoves: runs.reduce((n, r) => n + r.botMoves, 0),
    seconds: runs.reduce((n, r) => n + r.seconds, 0),
    cpuSeconds: runs.reduce((n, r) => n + r.cpuSeconds, 0),
    mainCpuSeconds: runs.reduce((n, r) => n + r.mainCpuSeconds, 0),
    // The worst window's: a p99 of p99s is not a p99, but the worst one bounds it.
    serverLoopP99: Math.max(...runs.map((r) => r.serverLoopP99)),
    loopP99: Math.max(...runs.map((r) => r.loopP99)),
  };
}

function row(r: Run): string[] {
  const l = r.figures.latencies;
  const refused = Object.entries(r.figures.refused).map(([code, n]) => `${n} ${code}`);
  return [
    r.label,
    r.round === 0 ? 'all' : String(r.round),
    String(l.length),
    pct(l, 50).toFixed(1),
    pct(l, 95).toFixed(1),
    pct(l, 99).toFixed(1),
    (l.length ? Math.max(...l) : NaN).toFixed(1),
    (r.botMoves / r.seconds).toFixed(1),
    ((100 * r.cpuSeconds) / r.seconds).toFixed(0),
    ((100 * r.mainCpuSeconds) / r.seconds).toFixed(0),
    r.serverLoopP99.toFixed(1),
    r.loopP99.toFixed(1),
    refused.join(', ') || '0',
    ...(REVIEW ? [r.review || '-'] : []),
  ];
}

function printRuns(runs: Run[]): void {
  const head = [
    'bots',
    'round',
    'moves',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'bot moves/s',
    'server CPU %',
    'main thread %',
    'server loop p99 ms',
    'bench loop p99 ms',
    'refused',
    ...(REVIEW ? ['review at the end'] : []),
  ];
  const labels = [...new Set(runs.map((r) => r.label))];
  const rows = [...runs.map(row), ...labels.map((label) => row(pooled(runs.filter((r) => r.label === label))))];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => c.padStart(widths[i])).join('  ');
  console.log(`\n${line(head)}\n${rows.map(line).join('\n')}`);
  console.log(
    `\nMoves: the person's moves (seat 0 of each table) sent in the window; p50..max: from sending a move to its acknowledgement (stored by the server). Bot moves/s: the server's accepted moves over the window less the person's. Server CPU: the server process's CPU time (all threads, the bots' think threads included) as a share of one core; main thread: its main thread's alone (the event loop, where moves are taken). Server loop p99: how late the server's event loop ran (from its /metrics). Bench loop p99: how late this bench's own event loop ran (part of the latency it measures). Over all rounds, the loops' p99 is the worst round's.${REVIEW ? " Review at the end: where the window's review stood as it closed (`done` means part of the window ran without it)." : ''}`,
  );
}

/** The matches the review windows review, played before the rounds so that none is played during one. */
async function finishedMatches(server: ServerProcess, count: number): Promise<Finished[]> {
  const t0 = performance.now();
  const api = new RoomsApi(server.httpUrl);
  const matches = await Promise.all(Array.from({ length: count }, () => finishedMatch(server, api)));
  console.log(`${count} finished matches to review, played in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return matches;
}

async function main(): Promise<void> {
  console.log(
    `Benchmark: people beside bots, ${GAME.title}, ${SEATS} seats (seat 0 a person, ${SEATS - 1} bots); ${os.cpus().length} CPUs; ${TABLES} tables; think time ${THINK_MS} ms; bots ${LEVELS.join('/')} in turn${REVIEW ? ', each alone and beside a match review' : ''}, ${ROUNDS} rounds of ${SECONDS} s (after ${WARMUP_SECONDS} s to warm up)`,
  );
  const db = await prepareBench('bench-bot-tables', { fromSource: FROM_SOURCE });
  const server = await startServer(db.databaseUrl, {
    alloc: false,
    fromSource: FROM_SOURCE,
    fanout: false,
    metricsToken: METRICS_TOKEN,
    extraNodeArgs: serverNodeArgs(),
  });
  try {
    await waitForServer(server);
    if (WARMUP_SECONDS > 0) await play(server, LEVELS[0], 0, WARMUP_SECONDS);
    const toReview = REVIEW ? await finishedMatches(server, ROUNDS * LEVELS.length) : [];
    const runs: Run[] = [];
    for (let round = 1; round <= ROUNDS; round++)
      for (const level of LEVELS)
        for (const reviewed of REVIEW ? [null, toReview.pop() ?? null] : [null]) {
          runs.push(await play(server, level, round, SECONDS, reviewed));
          const last = runs[runs.length - 1];
          console.log(
            `round ${round}, ${last.label}: ${last.figures.latencies.length} moves, p99 ${pct(last.figures.latencies, 99).toFixed(1)} ms${last.review ? `, review ${last.review}` : ''}`,
          );
        }
    printRuns(runs);
  } finally {
    await stopServers([server]);
    await db.stop();
  }
  process.exit(0);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
