import { MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { randomMove, seedRng, type RngState } from '@sprawl/rules';

/**
 * Tables of bots for `npm run bench:cluster`, playing through the load
 * balancer as players do: unlike bench-bots.ts they reconnect when their
 * socket drops (a replica killed or drained), with the client SDK's own
 * reconnection, and they keep every move the server acknowledged, to be
 * looked for in PostgreSQL afterwards.
 */

/** A move the server acknowledged: the match's row `(matchId, seq = version)` must hold this seat's `clientSeq`. */
export interface Acked {
  matchId: string;
  version: number;
  seat: number;
  clientSeq: number;
}

/** What a set of tables saw while it played. */
export interface Played {
  acked: Acked[];
  /** Moves acknowledged since the last `reset`. */
  moves: number;
  /** Per table, the longest time (ms) between two of its moves since the last `reset`. */
  longestPause: number[];
  /** Rooms the tables played in (a finished match's table moves on to a new room). */
  rooms: string[];
}

/** One seat's bot: moves whenever the server says it has legal moves, after a think time. */
class Bot {
  readonly conn: MatchConnection;
  private busy = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    wsUrl: string,
    roomId: string,
    token: string,
    private readonly rng: RngState,
    private readonly think: number,
    private readonly table: Table,
  ) {
    this.conn = new MatchConnection({
      url: wsUrl,
      roomId,
      token,
      socket: nodeSocket,
      onFrame: (_text, msg) => {
        const { matchId, seat } = this.conn.state;
        // A move is acknowledged on its own, or by the patch that carries it out (`ack` names its number).
        const clientSeq = msg.type === 'ack' ? msg.clientSeq : msg.type === 'patch' ? msg.ack : undefined;
        if (clientSeq !== undefined && 'version' in msg && matchId !== null && seat !== null)
          table.acked({ matchId, version: msg.version, seat, clientSeq });
      },
    });
    let connected = false;
    this.conn.onChange((s) => {
      // A socket that was open and closed without this bot closing it: its replica went away.
      if (connected && !s.connected && !this.stopped) table.dropped = true;
      connected = s.connected;
      this.maybeAct();
    });
  }

  private maybeAct(): void {
    const s = this.conn.state;
    if ((s.view as { final?: unknown } | null)?.final) return this.table.over();
    // Not while the socket is down: a move sent then is refused at once, and the refusal would call again.
    if (this.stopped || this.busy || this.timer || !s.connected || s.legal.length === 0) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        const legal = this.conn.state.legal as { type: string }[];
        if (this.stopped || legal.length === 0 || !this.conn.state.connected) return;
        this.busy = true;
        this.conn
          .send(randomMove(this.rng, legal))
          .catch(() => undefined)
          .finally(() => {
            this.busy = false;
            this.maybeAct();
          });
      },
      this.think * (0.5 + Math.random()),
    );
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.conn.close();
  }
}

/** A table of bots, one per seat, that opens a new room when its match ends. */
class Table {
  private bots: Bot[] = [];
  private stopped = false;
  private last = performance.now();
  longestPause = 0;
  /** Whether a socket of this table dropped since the last `reset` (its replica was killed or drained). */
  dropped = false;

  constructor(
    private readonly api: RoomsApi,
    private readonly wsUrl: string,
    private readonly game: string,
    private readonly seats: number,
    private readonly think: number,
    private readonly n: number,
    private readonly sink: Played,
  ) {}

  acked(move: Acked): void {
    const now = performance.now();
    this.longestPause = Math.max(this.longestPause, now - this.last);
    this.last = now;
    this.sink.acked.push(move);
    this.sink.moves++;
  }

  /** From now on, pauses are counted afresh. */
  reset(): void {
    this.last = performance.now();
    this.longestPause = 0;
    this.dropped = false;
  }

  /** The pause under way counts too (a table that never moved again). */
  pauseNow(): number {
    return Math.max(this.longestPause, performance.now() - this.last);
  }

  async start(): Promise<void> {
    const host = await this.api.createRoom({ game: this.game, seats: this.seats, name: 'Runner 1' });
    const tokens = [host.token];
    for (let i = 1; i < this.seats; i++)
      tokens.push((await this.api.join({ inviteCode: host.inviteCode, name: `Runner ${i + 1}` })).token);
    this.sink.rooms.push(host.roomId);
    this.bots = tokens.map(
      (token, i) =>
        new Bot(this.wsUrl, host.roomId, token, seedRng(`cluster:${this.n}:${i}:${Date.now()}`), this.think, this),
    );
    try {
      await Promise.all(
        this.bots.map((b) => new Promise<void>((resolve) => b.conn.onChange((s) => s.connected && resolve()))),
      );
      await this.api.start(host.roomId, host.token);
    } catch (e) {
      // Tried again in a new room: this one's bots go.
      for (const b of this.bots) b.stop();
      throw e;
    }
  }

  private ending = false;
  over(): void {
    if (this.ending || this.stopped) return;
    this.ending = true;
    setTimeout(() => {
      for (const b of this.bots) b.stop();
      this.ending = false;
      if (!this.stopped) void this.start().catch((e: unknown) => console.error('a table could not start again:', e));
    }, 0);
  }

  stop(): void {
    this.stopped = true;
    for (const b of this.bots) b.stop();
  }
}

/** Tables playing through one address (the balancer's), until stopped. */
export class Tables {
  readonly played: Played = { acked: [], moves: 0, longestPause: [], rooms: [] };
  private readonly tables: Table[];

  constructor(
    endpoint: { httpUrl: string; wsUrl: string },
    opts: { game: string; seats: number; tables: number; think: number },
  ) {
    const api = new RoomsApi(endpoint.httpUrl);
    this.tables = Array.from(
      { length: opts.tables },
      (_, n) => new Table(api, endpoint.wsUrl, opts.game, opts.seats, opts.think, n, this.played),
    );
  }

  /** Sets every table up; one refused on the way (a replica out of the balancer for a moment) tries again, as a person would. */
  async start(): Promise<void> {
    await Promise.all(
      this.tables.map(async (t) => {
        for (let attempt = 1; ; attempt++) {
          try {
            return await t.start();
          } catch (e) {
            if (attempt === 5) throw e;
            console.error(`  a table could not be set up (${String(e)}); trying again`);
            await new Promise((r) => setTimeout(r, 1000));
          }
        }
      }),
    );
  }

  /** Counts moves and pauses from now on. */
  reset(): void {
    this.played.moves = 0;
    for (const t of this.tables) t.reset();
  }

  /** The longest pause of each table since the last reset, the one under way included, and whether its sockets dropped. */
  pauses(): { ms: number; dropped: boolean }[] {
    return this.tables.map((t) => ({ ms: t.pauseNow(), dropped: t.dropped }));
  }

  stop(): void {
    for (const t of this.tables) t.stop();
  }
}
