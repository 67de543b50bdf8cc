/**
 * One process of bench bots, forked by bench.ts. The bots run in processes
 * of their own, apart from the one that coordinates them, so that each bots'
 * heap stays small: a garbage collection in a load generator delays every
 * patch it receives meanwhile, and that delay would be counted as the
 * server's latency.
 *
 * The coordinator sends commands (BotCommand) over the IPC channel and gets
 * reports (BotReport) back: tables are set up on `play`, moves are measured
 * between `measure` and `report`, and `source` plays one match at full speed
 * for the forks of the later levels.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { randomMove, seedRng, type RngState } from '@sprawl/rules';

/** A finished match that other tables start from, each at a step of its own (a fork). */
export interface Source {
  roomId: string;
  matchId: string;
  hostToken: string;
  length: number;
}

export interface Stats {
  accepted: number;
  latencies: number[];
  /** When each measured move was sent (ms since the epoch, comparable across processes), beside its latency. */
  sentAt: number[];
  patchOpBytes: number[];
  frameBytes: number[];
  fullBytes: number[];
  ratios: number[];
  rejected: Record<string, number>;
  /** How late this process's own event loop ran, p99 in ms (part of the latency its bots measure). */
  loopDelayP99: number;
}

/** What the tables play: a registered game (bench.ts checks the id) and the seats at each table. */
export interface Played {
  game: string;
  seats: number;
}

/** Where one server process answers. */
export interface Endpoint {
  httpUrl: string;
  wsUrl: string;
}

export type BotCommand =
  | {
      type: 'play';
      played: Played;
      servers: Endpoint[];
      tables: number;
      firstTable: number;
      think: number;
      source: Source | null;
    }
  | { type: 'measure' }
  | { type: 'report' }
  | { type: 'source'; played: Played; httpUrl: string; wsUrl: string };

export type BotReport =
  | { type: 'ready' }
  | { type: 'finished'; source: Source }
  | { type: 'stats'; stats: Stats }
  | { type: 'source'; source: Source };

/**
 * How long one step of setting a table up (opening its room, a seat joining,
 * a socket's welcome, the start) may take: a setup that stalls fails within
 * a minute, saying what it waited for, instead of the benchmark waiting
 * until its outer time limit with nothing printed.
 */
const SETUP_STEP_MS = 60_000;

/** `promise`, or a failure naming `what` once SETUP_STEP_MS passed without it. */
function within<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`setup stalled: ${what} did not come within ${SETUP_STEP_MS / 1000} s`)),
      SETUP_STEP_MS,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The share of patches whose sizes are recorded: measuring a view costs the bots, which share the machine with the server, a full serialisation. */
const SAMPLE_SHARE = 0.02;

const newStats = (): Stats => ({
  accepted: 0,
  latencies: [],
  sentAt: [],
  patchOpBytes: [],
  frameBytes: [],
  fullBytes: [],
  ratios: [],
  rejected: {},
  loopDelayP99: 0,
});

/** One bot seat: acts whenever the server says it has legal moves, after a think time. */
class Bot {
  conn: MatchConnection;
  private sentAt = 0;
  private waitingFor = -1;
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  /** A stopped bot never acts again: a move in flight when it stopped must not start it sending into a closed socket. */
  private stopped = false;

  constructor(
    url: string,
    roomId: string,
    token: string,
    private readonly rng: RngState,
    private readonly think: number,
    private readonly stats: () => Stats | null,
    private readonly onOver: () => void,
    /** Whether the level is set up: a bot holds its moves until then (see Level). */
    private readonly playing: () => boolean,
  ) {
    this.conn = new MatchConnection({
      url,
      roomId,
      token,
      socket: nodeSocket,
      reconnect: false,
      onFrame: (text, msg) => {
        if (msg.type !== 'patch') return;
        const st = this.stats();
        if (st && this.waitingFor === msg.version) {
          st.latencies.push(performance.now() - this.sentAt);
          st.sentAt.push(performance.timeOrigin + this.sentAt);
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
    if (this.stopped || this.busy || this.timer || s.legal.length === 0 || !this.playing()) return;
    const delay = this.think > 0 ? this.think * (0.5 + Math.random()) : 0;
    this.timer = setTimeout(() => {
      this.timer = null;
      // Every game's moves are objects with a `type` (the contract's action schemas are discriminated unions).
      const legal = this.conn.state.legal as { type: string }[];
      if (legal.length === 0 || this.busy) return;
      this.busy = true;
      this.sentAt = performance.now();
      this.waitingFor = this.conn.state.version + 1;
      this.conn
        .send(randomMove(this.rng, legal))
        .then(
          () => {
            const st = this.stats();
            if (st) st.accepted++;
          },
          (e: { code?: string }) => {
            const st = this.stats();
            const code = e.code ?? 'error';
            if (st) st.rejected[code] = (st.rejected[code] ?? 0) + 1;
          },
        )
        .finally(() => {
          this.busy = false;
          this.maybeAct();
        });
    }, delay);
  }

  /** Moves if the server waits for it (once the level is set up). */
  kick(): void {
    this.maybeAct();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stopped = true;
    this.conn.close();
  }
}

/**
 * A table of bots, one per seat; starts another match when the current one ends, so
 * the level stays constant. With a source, each match is a fork of it from a
 * random step: the level's matches are then spread over every stage of a
 * game, as on a server that has been running for a while, instead of all
 * being in their first minutes (where views are small and the city empty).
 */
class Table {
  bots: Bot[] = [];
  private stopped = false;
  constructor(
    private readonly played: Played,
    private readonly api: RoomsApi,
    private readonly wsUrl: string,
    private readonly n: number,
    private readonly think: number,
    private readonly stats: () => Stats | null,
    private readonly source: Source | null = null,
    private readonly onFinished?: (s: Source) => void,
    private readonly playing: () => boolean = () => true,
  ) {}

  private async openRoom(): Promise<{ roomId: string; inviteCode: string; token: string }> {
    const src = this.source;
    if (src === null)
      return within(
        `table ${this.n}: a new room`,
        this.api.createRoom({ game: this.played.game, seats: this.played.seats, name: 'Runner 1' }),
      );
    const fork = await within(
      `table ${this.n}: a fork into a new room`,
      this.api.fork(src.roomId, src.matchId, src.hostToken, {
        step: Math.floor(Math.random() * src.length),
        seats: 'new',
      }),
    );
    if (fork.token === undefined) throw new Error('a fork into a new room came without the host seat token');
    return { roomId: fork.roomId, inviteCode: fork.inviteCode, token: fork.token };
  }

  async start(): Promise<void> {
    const host = await this.openRoom();
    const tokens = [host.token];
    for (let i = 1; i < this.played.seats; i++)
      tokens.push(
        (
          await within(
            `table ${this.n}: seat ${i} joining`,
            this.api.join({ inviteCode: host.inviteCode, name: `Runner ${i + 1}` }),
          )
        ).token,
      );
    let over = false;
    this.bots = tokens.map(
      (token, i) =>
        new Bot(
          this.wsUrl,
          host.roomId,
          token,
          seedRng(`bench:${this.n}:${i}:${Date.now()}`),
          this.think,
          this.stats,
          () => {
            if (over || this.stopped) return;
            over = true;
            const { matchId, version } = this.bots[0].conn.state;
            if (matchId !== null)
              this.onFinished?.({ roomId: host.roomId, matchId, hostToken: host.token, length: version });
            setTimeout(() => {
              for (const b of this.bots) b.stop();
              if (!this.stopped) void this.start().catch((e: unknown) => console.error('restart failed', e));
            }, 0);
          },
          this.playing,
        ),
    );
    await Promise.all(
      this.bots.map((b, i) =>
        within(
          `table ${this.n}: seat ${i}'s socket to be welcomed`,
          new Promise<void>((resolve) => {
            const off = b.conn.onChange((s) => s.connected && (off(), resolve()));
          }),
        ),
      ),
    );
    await within(`table ${this.n}: the start`, this.api.start(host.roomId, host.token));
  }

  /** Sets the table's bots moving (the level is set up). */
  kick(): void {
    for (const b of this.bots) b.kick();
  }

  stop(): void {
    this.stopped = true;
    for (const b of this.bots) b.stop();
  }
}

/** Plays one match at full speed and returns it as a source for forks; fails if it stops moving for SETUP_STEP_MS. */
function playSourceMatch(played: Played, api: RoomsApi, wsUrl: string): Promise<Source> {
  let lastVersion = -1;
  let movedAt = performance.now();
  let watch: NodeJS.Timeout | undefined;
  return new Promise<Source>((resolve, reject) => {
    const table = new Table(
      played,
      api,
      wsUrl,
      -1,
      0,
      () => null,
      null,
      (s) => {
        table.stop();
        resolve(s);
      },
    );
    table.start().catch(reject);
    watch = setInterval(() => {
      const version = table.bots[0]?.conn.state.version ?? -1;
      if (version !== lastVersion) {
        lastVersion = version;
        movedAt = performance.now();
      } else if (performance.now() - movedAt > SETUP_STEP_MS) {
        table.stop();
        reject(
          new Error(
            `setup stalled: the match to fork from made no move for ${SETUP_STEP_MS / 1000} s (at version ${version})`,
          ),
        );
      }
    }, 1000);
  }).finally(() => clearInterval(watch));
}

/**
 * The tables of one level in this process, and what they measured. Its
 * bots hold their moves until every table is set up. Playing while the rest
 * was set up, the tables that finished started again at once, and under
 * load these restarts took the start rate the setup needed. Setting up 300
 * Hush Auction tables (4 seats, 500 ms think time) on a busy 2-core machine,
 * the server started 5 to 8 tables a second and a table lived about 40 s:
 * about 250 tables running was all it could keep up with, so a level of 500
 * could never be set up, with server and bots busy and nothing printed.
 */
class Level {
  private stats: Stats | null = null;
  private playing = false;
  private readonly loop = monitorEventLoopDelay({ resolution: 2 });
  private readonly tables: Table[];

  constructor(
    cmd: Extract<BotCommand, { type: 'play' }>,
    private readonly send: (r: BotReport) => void,
  ) {
    const apis = cmd.servers.map((s) => new RoomsApi(s.httpUrl));
    const onFinished = (source: Source) => send({ type: 'finished', source });
    // Each table keeps to one server process, as a load balancer that routes by room would.
    this.tables = Array.from({ length: cmd.tables }, (_, i) => {
      const n = cmd.firstTable + i;
      const server = n % cmd.servers.length;
      return new Table(
        cmd.played,
        apis[server],
        cmd.servers[server].wsUrl,
        n,
        cmd.think,
        () => this.stats,
        cmd.source,
        onFinished,
        () => this.playing,
      );
    });
  }

  async setUp(): Promise<void> {
    for (let i = 0; i < this.tables.length; i += 25)
      await Promise.all(this.tables.slice(i, i + 25).map((t) => t.start()));
    this.playing = true;
    for (const t of this.tables) t.kick();
  }

  measure(): void {
    this.stats = newStats();
    this.loop.reset();
    this.loop.enable();
  }

  /** Stops measuring and playing, and returns what was measured. */
  finish(): Stats {
    const stats = this.stats ?? newStats();
    this.stats = null;
    this.loop.disable();
    stats.loopDelayP99 = this.loop.count > 0 ? this.loop.percentile(99) / 1e6 : 0;
    for (const t of this.tables) t.stop();
    return stats;
  }
}

function serve(): void {
  // The coordinator may already be gone (it stopped after a failure elsewhere): then there is nobody to tell,
  // and a failed send is dropped rather than raised.
  const send = (r: BotReport) => {
    if (process.connected) process.send?.(r, () => undefined);
  };
  let level: Level | null = null;
  const fail = (e: unknown) => {
    console.error('bench bots:', e);
    process.exit(1);
  };
  process.on('message', (cmd: BotCommand) => {
    switch (cmd.type) {
      case 'play':
        level = new Level(cmd, send);
        return void level.setUp().then(() => send({ type: 'ready' }), fail);
      case 'measure':
        return level?.measure();
      case 'report': {
        const stats = level?.finish() ?? newStats();
        level = null;
        return send({ type: 'stats', stats });
      }
      case 'source':
        return void playSourceMatch(cmd.played, new RoomsApi(cmd.httpUrl), cmd.wsUrl).then(
          (source) => send({ type: 'source', source }),
          fail,
        );
    }
  });
  process.on('disconnect', () => process.exit(0));
}

serve();
