import crypto from 'node:crypto';
import type { LogLine } from '@sprawl/rules';
import { seedRng, type BotLevel, type RngState } from '@sprawl/rules';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/prisma';
import { refuse, ServiceError } from '../errors';
import { abandonedBy, endAbandoned, endTooLong, type EndedMatch } from './abandon';
import { levelledBotMove } from './bots';
import { ThinkPool } from '../bots/think-pool';
import { GroupCommit } from './group-commit';
import { GAMES, gameOf, type GameRegistry, type GameState } from './games';
import { HeldMatches } from './held-matches';
import { newRuntime, type Runtime } from './runtime';
import { applyStored, replayStored } from './step';
import { noteDecisions } from './decisions';
import { checkMove, speculate, takeChecked, type CheckedMove } from './move-chain';
import { storedAction } from './stored-action';
import { readMatchRows, readVersion } from './match-rows';
import { readDeciding } from './deciding-row';
import { SerialQueues } from './serial';
import { noMoveMetrics, type MoveMetrics } from '../metrics';
import { recordStart } from '../notify/outbox';

/** Moves of one match taken as one chain at most: a longer wait is taken in several. */
const MAX_CHAIN = 16;

/** A move waiting for its match, and how to answer it. */
interface Pending {
  sub: Submission;
  resolve: (accepted: Accepted) => void;
  reject: (err: unknown) => void;
  started: number;
}

export interface Submission {
  seat: number;
  kind: 'move' | 'undo';
  action?: unknown;
  clientSeq: number | null;
  /** The version the client saw when it made the move; null for server-side bots. */
  version: number | null;
  /** Chosen by a bot of this server for a seat it plays (written only while the database still says so). */
  byBot?: boolean;
  /** The connection that sent it, so that a listener may acknowledge the move in that connection's patch. */
  origin?: number;
}

/** Who sat in a seat when a match began (kept with the match, so that history still names a player who left). */
export interface MatchPlayer {
  name: string;
  bot: boolean;
}

/** A committed move: its version, and whether a listener already acknowledged it to its sender (see Delivery). */
export interface Accepted {
  version: number;
  acknowledged: boolean;
}

/**
 * What a change listener answers: whether it acknowledged the move to the
 * connection that sent it (the patch that carries out a player's own move
 * doubles as its ack, one frame fewer per move).
 */
export interface Delivery {
  acknowledged: boolean;
}

/** A committed change, handed to listeners synchronously right after COMMIT. */
export interface Change {
  matchId: string;
  roomId: string;
  version: number;
  log: LogLine[];
  /** The runtime, at exactly `version` while the listeners run. */
  runtime: Runtime;
  /** Who made the change: the sending connection and its move number, when known. */
  origin?: { connection: number; clientSeq: number };
}

export interface MatchServiceOptions {
  snapshotEvery: number;
  /** Milliseconds a server-side bot waits before moving (so people can follow). */
  botDelayMs: number;
  games?: GameRegistry;
  /** With several server processes (db/fanout.ts): how this one signs the moves it announces; null announces nothing. */
  announceAs: string | null;
  /** Keys the bots' generators, so that nobody can foresee a bot's choices from the public match id. */
  botSecret: string;
  /** Where accepted and refused moves and commits are counted (metrics.ts). */
  metrics?: MoveMetrics;
  /** Under load, how long after one commit statement the next waits for more moves to join it (GroupCommit); 0 never waits. */
  commitGatherMs?: number;
  /** Where normal and hard bots think (off the event loop); by default a pool sized from the cores. */
  thinkPool?: ThinkPool;
  /** A match unused (no move, hello or followed move) for this long leaves memory (HeldMatches); default 10 minutes. */
  idleMs?: number;
  /** At most this many matches in memory, the least recently used leaving first; default 2,000. */
  heldCap?: number;
  /** A running match with no accepted action for this long is ended (abandon.ts); default 30 days. */
  abandonAfterMs?: number;
  /** How often this process applies that rule; default once an hour. */
  abandonSweepMs?: number;
  /** A match that reaches this many steps without its game ending is ended (abandon.ts); default 20,000. */
  maxSteps?: number;
}

const DEFAULT_IDLE_MS = 10 * 60_000;
const DEFAULT_HELD_CAP = 2_000;
const DEFAULT_ABANDON_AFTER_MS = 30 * 24 * 3_600_000;
const DEFAULT_ABANDON_SWEEP_MS = 3_600_000;
const DEFAULT_MAX_STEPS = 20_000;

/** A failed bot move is tried again after this long, doubling up to the cap (the database may be restarting). */
const BOT_RETRY_FIRST_MS = 250;
const BOT_RETRY_MAX_MS = 15_000;

interface BotSeats {
  seats: Set<number>;
  /** Each seat's level; a seat not listed plays easy. */
  levels: Map<number, BotLevel>;
  rng: RngState;
  timer: NodeJS.Timeout | null;
  /** Failed attempts in a row, for the retry back-off. */
  failures: number;
}

/**
 * Runs matches: loads them from snapshot + log, accepts moves one at a time
 * per match (a serial queue per match), writes each in one database statement
 * (version check, log append, version bump, snapshot when due) shared with
 * the moves of other matches that wait at the same time (GroupCommit), and only
 * after COMMIT updates memory and tells listeners. Also plays bot seats.
 */
export class MatchService {
  /** The matches in memory, least recently used first; the rest are read from the database when asked for. */
  private readonly held: HeldMatches<Runtime>;
  /** Say whether a connection here watches a match, which then stays in memory to follow moves made elsewhere. */
  private readonly holders = new Set<(matchId: string, roomId: string) => boolean>();
  private readonly abandonListeners = new Set<(ended: EndedMatch) => void>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly abandonRule: { pool: Pool; afterMs: number };
  private readonly queues = new SerialQueues();
  private readonly listeners = new Set<(change: Change) => Delivery | void>();
  private readonly bots = new Map<string, BotSeats>();
  private readonly games: GameRegistry;
  private readonly commits: GroupCommit;
  /** Moves that arrived for a match whose queue had not yet taken them, in order (see submit). */
  private readonly inboxes = new Map<string, Pending[]>();
  private closed = false;
  private readonly metrics: MoveMetrics;
  private readonly thinkPool: ThinkPool;

  /** `pool` is the connection pool under `db`, for the statement that accepts moves (commit.ts). */
  constructor(
    private readonly db: Db,
    private readonly pool: Pool,
    private readonly log: Logger,
    private readonly opts: MatchServiceOptions,
  ) {
    this.games = opts.games ?? GAMES;
    this.metrics = opts.metrics ?? noMoveMetrics;
    this.thinkPool = opts.thinkPool ?? new ThinkPool({ log });
    this.commits = new GroupCommit(pool, opts.announceAs, undefined, undefined, this.metrics, opts.commitGatherMs ?? 0);
    const idleMs = opts.idleMs ?? DEFAULT_IDLE_MS;
    this.held = new HeldMatches<Runtime>({
      idleMs,
      cap: opts.heldCap ?? DEFAULT_HELD_CAP,
      canDrop: (id) => this.canDrop(id),
    });
    // A sweep every quarter of the idle time (at most a minute apart) keeps a match at most 1.25 idle times in memory.
    this.every(Math.min(60_000, Math.max(10, idleMs / 4)), () => this.sweepIdle());
    this.abandonRule = { pool, afterMs: opts.abandonAfterMs ?? DEFAULT_ABANDON_AFTER_MS };
    this.every(opts.abandonSweepMs ?? DEFAULT_ABANDON_SWEEP_MS, () => this.sweepAbandoned(), true);
  }

  /** Runs `job` every `ms` (and once soon after start with `soon`), without keeping the process alive. */
  private every(ms: number, job: () => unknown, soon = false): void {
    const timer = setInterval(job, ms);
    timer.unref();
    this.timers.push(timer);
    if (soon) {
      // A process restarted more often than the period still applies the rule.
      const first = setTimeout(job, Math.min(ms, 10_000));
      first.unref();
      this.timers.push(first);
    }
  }

  onChange(listener: (change: Change) => Delivery | void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Writes a new match and its initial snapshot (version 0) inside the
   * caller's transaction, so that a room starts a match in the same
   * transaction that checks and changes its seats (rooms/room-lock.ts).
   * `install` holds the match in memory; call it once that transaction has
   * committed. The seed never leaves the server while the match runs. A fork
   * passes `start`: the match then begins from that position instead of a new
   * setup (its seed is never used, the generator travels inside the state).
   */
  async createIn(
    tx: PoolClient,
    roomId: string,
    gameId: string,
    seatCount: number,
    options: unknown,
    moveSeconds: number | null,
    players: MatchPlayer[],
    start?: { state: GameState; forkedFrom: string },
    /** What the room's notifications call this beginning (notify/outbox.ts). */
    event: 'start' | 'rematch' = 'start',
  ): Promise<{ matchId: string; install: () => void }> {
    const game = gameOf(this.games, gameId);
    const id = crypto.randomBytes(9).toString('base64url');
    const seed = crypto.randomBytes(16).toString('hex');
    const parsedOptions = game.optionsSchema.parse(options);
    const state = start ? start.state : game.setup({ seed, seats: seatCount, options: parsedOptions });
    const deciding: number[] = game.seatsToAct(state);
    // The match, its first snapshot, (across days) its people's deadlines and whom to tell: one statement, one round trip.
    await tx.query({
      name: 'insert-match',
      text: `WITH m AS (
          INSERT INTO matches (id, room_id, game, rules_version, seed, options, seat_count, forked_from, deciding, move_seconds, players, created_at, moved_at)
          VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11::jsonb, clock_timestamp() AT TIME ZONE 'UTC', clock_timestamp() AT TIME ZONE 'UTC')),
        d AS (
          INSERT INTO deadlines (match_id, seat, due_at)
          SELECT $1, seat, (now() AT TIME ZONE 'UTC') + $10 * interval '1 second' FROM unnest($9::int[]) AS seat WHERE $10::int IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.room_id = $2 AND s.index = seat AND s.is_bot)),
        o AS (${recordStart('$1::text', '$2::text', '$9::int[]', '$13::text')})
        INSERT INTO snapshots (match_id, version, state) VALUES ($1, 0, $12::jsonb)`,
      values: [
        id,
        roomId,
        gameId,
        game.rulesVersion,
        seed,
        JSON.stringify(parsedOptions),
        seatCount,
        start?.forkedFrom ?? null,
        deciding,
        moveSeconds,
        JSON.stringify(players),
        JSON.stringify(state),
        event,
      ],
    });
    return {
      matchId: id,
      install: () => {
        // Held in memory from the start: reading back what was just written would only cost queries.
        const rt = newRuntime(id, roomId, game, state, 0, moveSeconds === null ? null : moveSeconds * 1000);
        this.held.put(id, rt);
        this.log.info({ room: roomId, match: id, version: 0 }, 'match created');
      },
    };
  }

  /**
   * The match in memory, loading it from the database when it is not held
   * (first use, or after it left memory). A finished match read for a hello
   * is handed to the callers that asked meanwhile and not kept.
   */
  runtime(matchId: string): Promise<Runtime> {
    const rt = this.held.use(matchId, () => this.loadRuntime(matchId));
    void rt.then(
      (r) => this.leaveIfOver(r),
      () => undefined,
    );
    return rt;
  }

  /** How many matches are held in memory. */
  liveCount(): number {
    return this.held.size;
  }

  /** The match if it is already in memory (synchronous, for fan-out); not a use. */
  loadedRuntime(matchId: string): Runtime | undefined {
    return this.held.peek(matchId);
  }

  /** The match's current version, from memory when held, otherwise from its row (for tagging chat lines without loading the match). */
  async version(matchId: string): Promise<number | undefined> {
    const held = this.held.peek(matchId);
    if (held) return held.version;
    return readVersion(this.pool, matchId);
  }

  /** `holds(matchId, roomId)` true keeps a match in memory: the hub says so while a connection here shows it. */
  holdWhile(holds: (matchId: string, roomId: string) => boolean): void {
    this.holders.add(holds);
  }

  /** Tells `listener` of each match this process ends by the abandonment rule. */
  onAbandoned(listener: (ended: EndedMatch) => void): void {
    this.abandonListeners.add(listener);
  }

  /** Nothing in hand for the match: no queued move, no bot due or about to move, nobody here watching it. */
  private canDrop(matchId: string): boolean {
    if (this.queues.busy(matchId)) return false;
    const rt = this.held.peek(matchId);
    // A bot table that waits for a person leaves like any match: a move, here or followed from elsewhere, reads it
    // back when its bot is due (wakeBots). Held for every bot seat, 539 running matches never left (issue 48, item 4).
    const bots = this.bots.get(matchId);
    if (bots && (bots.timer !== null || (rt && MatchService.botToMove(rt, bots)))) return false;
    for (const holds of this.holders) if (rt && holds(matchId, rt.roomId)) return false;
    return true;
  }

  private sweepIdle(): void {
    const dropped = this.held.sweep();
    if (dropped.length > 0)
      this.log.info({ matches: dropped.length, held: this.held.size }, 'idle matches left memory');
  }

  /** Applies the abandonment rule (abandon.ts); ended matches leave memory here and listeners hear of them. */
  async sweepAbandoned(): Promise<EndedMatch[]> {
    if (this.closed) return [];
    const { pool, afterMs } = this.abandonRule;
    try {
      const ended = await endAbandoned(pool, afterMs);
      for (const m of ended) this.abandoned(m, { idleHours: afterMs / 3_600_000 });
      return ended;
    } catch (err) {
      this.log.warn({ err }, 'could not end abandoned matches; the next sweep tries again');
      return [];
    }
  }

  /**
   * Ends a match that has just reached the most steps a match may take while
   * its game goes on (abandon.ts), once the moves that got it there are sent.
   */
  private async endIfTooLong(rt: Runtime): Promise<void> {
    const steps = this.opts.maxSteps ?? DEFAULT_MAX_STEPS;
    if (rt.version < steps || MatchService.over(rt)) return;
    try {
      const ended = await endTooLong(this.pool, rt.id, steps);
      rt.abandoned = 'steps';
      if (ended) this.abandoned(ended, { steps });
    } catch (err) {
      // Its next move tries again.
      this.log.warn({ err, match: rt.id }, 'could not end a match past the most steps');
    }
  }

  /** A match this process ended before its game was over: it leaves memory, and listeners hear of it. */
  private abandoned(m: EndedMatch, why: Record<string, number>): void {
    this.log.info({ match: m.matchId, room: m.roomId, ...why }, 'match ended as abandoned');
    this.stopBots(m.matchId);
    this.held.drop(m.matchId);
    for (const listener of this.abandonListeners) listener(m);
  }

  private static over(rt: Runtime): boolean {
    return rt.abandoned !== null || rt.game.outcome(rt.state) !== null;
  }

  /** A finished match leaves memory as soon as its last change has been told (a later hello reads it again). */
  private leaveIfOver(rt: Runtime): void {
    if (!MatchService.over(rt) || this.held.peek(rt.id) !== rt) return;
    this.held.drop(rt.id);
    this.stopBots(rt.id);
  }

  private stopBots(matchId: string): void {
    const bots = this.bots.get(matchId);
    if (bots?.timer) clearTimeout(bots.timer);
    this.bots.delete(matchId);
  }

  /** Rebuilds a match from its latest snapshot plus the log rows after it. */
  private async loadRuntime(matchId: string): Promise<Runtime> {
    const match = await readMatchRows(this.pool, matchId);
    if (!match) return refuse('no_match', 'There is no such match.');
    const game = gameOf(this.games, match.game);
    if (!match.snapshot) throw new Error(`match ${matchId} has no snapshot`);
    const rt = newRuntime(
      matchId,
      match.roomId,
      game,
      match.snapshot.state,
      match.snapshot.version,
      match.moveSeconds === null ? null : match.moveSeconds * 1000,
    );
    rt.abandoned = match.status === 'finished' ? abandonedBy(match.result) : null;
    replayStored(rt, match.after);
    rt.loadedAt = rt.version;
    // Duplicate detection must survive a restart too: the highest client number per seat over the whole log.
    for (const [seat, top] of Object.entries(match.lastClientSeq))
      rt.lastClientSeq.set(Number(seat), Math.max(rt.lastClientSeq.get(Number(seat)) ?? -1, top));
    if (rt.version !== match.version)
      throw new Error(`match ${matchId}: the log ends at ${rt.version} but the match says ${match.version}`);
    this.log.info({ match: matchId, room: match.roomId, version: rt.version }, 'match loaded');
    return rt;
  }

  /**
   * Accepts or refuses one move or undo; resolves once it is committed, with
   * the new version and whether its ack is already sent. Moves of one match
   * that arrive while it is busy wait together and are taken as one chain
   * (move-chain.ts), in the order they came.
   */
  submit(matchId: string, sub: Submission): Promise<Accepted> {
    return new Promise((resolve, reject) => {
      const pending: Pending = { sub, resolve, reject, started: performance.now() };
      const waiting = this.inboxes.get(matchId);
      if (waiting) return void waiting.push(pending);
      this.inboxes.set(matchId, [pending]);
      void this.queues.run(matchId, async () => {
        const taken = this.inboxes.get(matchId) ?? [];
        this.inboxes.delete(matchId);
        for (let i = 0; i < taken.length; i += MAX_CHAIN)
          await this.acceptChain(matchId, taken.slice(i, i + MAX_CHAIN));
      });
    });
  }

  /**
   * Checks each waiting move against the table the ones before it leave,
   * writes those accepted in one statement, then lets the match take them
   * one by one, telling listeners after each (so each change is seen at
   * exactly its version), and answers every move in the order it came.
   */
  private async acceptChain(matchId: string, group: Pending[]): Promise<void> {
    let rt: Runtime;
    try {
      if (this.closed) refuse('shutting_down', 'The server is restarting; try again in a moment.');
      rt = await this.runtime(matchId);
    } catch (err) {
      for (const p of group) p.reject(err);
      return;
    }
    const spec = speculate(rt);
    const entries = group.map((p) => {
      const base = {
        match: matchId,
        room: rt.roomId,
        seat: p.sub.seat,
        version: spec.version,
        clientSeq: p.sub.clientSeq,
        kind: p.sub.kind,
      };
      try {
        return { p, base, checked: checkMove(spec, p.sub, this.opts.snapshotEvery) };
      } catch (err) {
        return { p, base, refused: err };
      }
    });
    const chain = entries.flatMap((e) => (e.checked ? [e.checked] : []));
    let written: boolean | { error: unknown } = true;
    if (chain.length > 0) {
      try {
        written = await this.commits.commitChain(chain.map((c) => c.args));
      } catch (error) {
        written = { error };
      }
    }
    // Another process moved this match on: forget our copy so the next request reloads it.
    if (written === false) this.forget(matchId);
    for (const { p, base, checked, refused } of entries) {
      if (!checked) this.refused(p, base, refused);
      else if (written === false) {
        this.refused(
          p,
          base,
          new ServiceError(
            'stale_version',
            'Another move was played just before yours, so yours was not. Your table has been refreshed: look again and retry.',
          ),
        );
      } else if (written !== true) p.reject(written.error);
      else {
        try {
          p.resolve(this.took(rt, p, checked, base));
        } catch (err) {
          p.reject(err);
        }
      }
    }
    if (written === true && chain.length > 0) {
      await this.endIfTooLong(rt);
      this.leaveIfOver(rt);
      this.scheduleBots(rt);
    }
  }

  /** One move, from inside the match's queue (a bot's): a chain of one. */
  private acceptNow(matchId: string, sub: Submission): Promise<Accepted> {
    return new Promise(
      (resolve, reject) => void this.acceptChain(matchId, [{ sub, resolve, reject, started: performance.now() }]),
    );
  }

  /** The match takes one written move and tells its listeners. */
  private took(rt: Runtime, p: Pending, checked: CheckedMove, base: Record<string, unknown>): Accepted {
    takeChecked(rt, p.sub, checked);
    const { version } = checked;
    this.log.info({ ...base, version }, 'action accepted');
    const origin =
      p.sub.origin !== undefined && p.sub.clientSeq !== null
        ? { connection: p.sub.origin, clientSeq: p.sub.clientSeq }
        : undefined;
    const acknowledged = this.emit({
      matchId: rt.id,
      roomId: rt.roomId,
      version,
      log: checked.plan.log,
      runtime: rt,
      origin,
    });
    this.metrics.accepted((performance.now() - p.started) / 1000);
    return { version, acknowledged };
  }

  private refused(p: Pending, base: Record<string, unknown>, err: unknown): void {
    if (err instanceof ServiceError) {
      this.log.info({ ...base, code: err.code }, 'action rejected');
      this.metrics.refused(err.code);
    }
    p.reject(err);
  }

  /** Hands a committed change to every listener; true when one of them acknowledged the move to its sender. */
  private emit(change: Change): boolean {
    let acknowledged = false;
    for (const listener of this.listeners) {
      try {
        if (listener(change)?.acknowledged) acknowledged = true;
      } catch (err) {
        this.log.error({ err, match: change.matchId }, 'change listener failed');
      }
    }
    return acknowledged;
  }

  /**
   * Another server process committed `version` of a match (db/fanout.ts). If
   * this process holds the match, it reads the rows it lacks from the log and
   * applies them in order, in the match's queue, telling listeners after each
   * one as after its own commits; its clients then see the move as if it had
   * been made here. A match not in memory is left alone: it is read fresh
   * when next needed.
   */
  follow(matchId: string, version: number): void {
    const rt = this.held.peek(matchId);
    // A bot table carried here but not in memory: the move may have made its bot due.
    if (!rt && this.bots.has(matchId) && !this.closed) return this.wakeBots(matchId, version);
    if (!rt || rt.version >= version || this.closed) return;
    this.held.mark(matchId);
    this.queues
      .run(matchId, async () => {
        if (this.held.peek(matchId) !== rt || rt.version >= version) return rt.version;
        const rows = await this.db.action.findMany({
          where: { matchId, seq: { gt: rt.version } },
          orderBy: { seq: 'asc' },
        });
        for (const row of rows) {
          const before = rt.state;
          const applied =
            row.seq === rt.version + 1
              ? applyStored(rt, storedAction(row))
              : { refused: `the log jumps to step ${row.seq}` };
          if ('refused' in applied) {
            // Not expected from a deterministic engine; reading the match afresh on next use is the safe answer.
            this.log.error(
              { match: matchId, version: row.seq, reason: applied.refused },
              'could not follow a move made elsewhere',
            );
            this.forget(matchId);
            return rt.version;
          }
          noteDecisions(rt, before, row.seat);
          if (row.clientSeq !== null)
            rt.lastClientSeq.set(row.seat, Math.max(rt.lastClientSeq.get(row.seat) ?? -1, row.clientSeq));
          this.emit({ matchId, roomId: rt.roomId, version: rt.version, log: applied.log, runtime: rt });
        }
        this.leaveIfOver(rt);
        this.scheduleBots(rt);
        return rt.version;
      })
      .catch((err: unknown) => this.log.error({ err, match: matchId }, 'following a move made elsewhere failed'));
  }

  private forget(matchId: string): void {
    this.held.drop(matchId);
  }

  /** Seats played by the server: bots chosen in the lobby or seats handed over while their player is away. */
  setBots(matchId: string, seats: number[], levels: Record<number, BotLevel> = {}): void {
    // No seat to play: nothing to schedule, so the match is not read.
    if (seats.length === 0) return this.stopBots(matchId);
    const seed = crypto.createHmac('sha256', this.opts.botSecret).update(matchId).digest('hex');
    const entry = this.bots.get(matchId) ?? {
      seats: new Set<number>(),
      levels: new Map(),
      rng: seedRng(`bots:${seed}`),
      timer: null,
      failures: 0,
    };
    entry.seats = new Set(seats);
    entry.levels = new Map(seats.map((seat) => [seat, levels[seat] ?? 'easy']));
    this.bots.set(matchId, entry);
    this.wakeBots(matchId);
  }

  /**
   * Plans the bots' next move when one is due, reading the match into memory
   * only then: a start calls setBots for every running bot table, and reading
   * them all held every one in memory whatever it waited for (issue 48, item
   * 4). The row is read after the bots are set, so a move committed later
   * finds them (here: scheduleBots after its commit; elsewhere: follow).
   * `version`, a move followed from elsewhere, is caught up with if the
   * match was already being read from before it.
   */
  private wakeBots(matchId: string, version?: number): void {
    const held = this.held.peek(matchId);
    if (held) return version === undefined ? this.scheduleBots(held) : this.follow(matchId, version);
    readDeciding(this.pool, matchId)
      .then(async (deciding) => {
        const bots = this.bots.get(matchId);
        // Unknown (an old row) counts as due: reading it once costs less than a bot that never moves.
        if (!bots || this.closed || (deciding && !deciding.some((seat) => bots.seats.has(seat)))) return;
        const rt = await this.runtime(matchId);
        if (version !== undefined && rt.version < version) this.follow(matchId, version);
        else this.scheduleBots(rt);
      })
      .catch(() => this.retryBots(matchId));
  }

  /** This process no longer plays any seat of the match (it ended, or another process carries it now). */
  clearBots(matchId: string): void {
    const bots = this.bots.get(matchId);
    if (bots?.timer) clearTimeout(bots.timer);
    this.bots.delete(matchId);
  }

  /** The matches in which this process plays some seat. */
  botMatches(): string[] {
    return [...this.bots.keys()];
  }

  botSeats(matchId: string): number[] {
    return [...(this.bots.get(matchId)?.seats ?? [])];
  }

  /** Whether the game waits for a seat the bots play. */
  private static botToMove(rt: Runtime, bots: BotSeats): boolean {
    return rt.game.seatsToAct(rt.state).some((s: number) => bots.seats.has(s));
  }

  private scheduleBots(rt: Runtime, delayMs = this.opts.botDelayMs): void {
    const bots = this.bots.get(rt.id);
    if (!bots || bots.timer || this.closed || MatchService.over(rt)) return;
    if (!MatchService.botToMove(rt, bots)) return;
    bots.timer = setTimeout(() => {
      bots.timer = null;
      this.playBot(rt.id, bots).then(
        () => (bots.failures = 0),
        (err: unknown) => {
          this.log.warn({ match: rt.id, err, failures: bots.failures + 1 }, 'bot move failed; it will be tried again');
          this.retryBots(rt.id);
        },
      );
    }, delayMs);
  }

  /**
   * A bot move that failed (the database was away, another process moved
   * first) is planned afresh after a back-off, from the match as it is then:
   * a bot never stalls its table until a restart.
   */
  private retryBots(matchId: string): void {
    const bots = this.bots.get(matchId);
    if (!bots || bots.timer || this.closed) return;
    bots.failures++;
    const wait = Math.min(BOT_RETRY_MAX_MS, BOT_RETRY_FIRST_MS * 2 ** (bots.failures - 1));
    bots.timer = setTimeout(() => {
      bots.timer = null;
      this.runtime(matchId).then(
        (rt) => this.scheduleBots(rt, 0),
        () => this.retryBots(matchId),
      );
    }, wait);
  }

  /**
   * One bot move, chosen and submitted in the match's queue against the match
   * as it is in memory then. A normal or hard bot thinks in the think pool
   * meanwhile: other matches go on, this one's queue waits (it is this bot's
   * turn; a simultaneous decision of a person at the table waits at most the
   * level's time cap).
   */
  private playBot(matchId: string, bots: BotSeats): Promise<number> {
    return this.queues.run(matchId, async () => {
      const rt = await this.runtime(matchId);
      const seat = rt.game.seatsToAct(rt.state).find((s: number) => bots.seats.has(s));
      // Checked again in the queue: the seats may have been handed to another process meanwhile (clearBots).
      if (seat === undefined || this.closed || this.bots.get(matchId) !== bots) return rt.version;
      const legal: unknown[] = rt.game.legalActions(rt.state, seat, rt.memo);
      if (legal.length === 0) return rt.version;
      const action = await levelledBotMove(
        rt.game,
        rt.state,
        seat,
        bots.rng,
        legal,
        bots.levels.get(seat) ?? 'easy',
        this.thinkPool,
      );
      // Checked again after thinking: the seats may have been handed to another process meanwhile.
      if (this.closed || this.bots.get(matchId) !== bots) return rt.version;
      return (
        await this.acceptNow(matchId, { seat, kind: 'move', action, clientSeq: null, version: null, byBot: true })
      ).version;
    });
  }

  /** Resolves once every move queued for the match so far (a bot's already on its way included) is done. */
  async settled(matchId: string): Promise<void> {
    await this.queues.run(matchId, async () => undefined);
  }

  /** Stops accepting moves, cancels bot timers and waits for queued moves to finish. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const b of this.bots.values()) if (b.timer) clearTimeout(b.timer);
    await this.queues.drain();
    await this.thinkPool.close();
  }
}
