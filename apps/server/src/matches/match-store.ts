import { sql } from 'kysely';
import crypto from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import { prepare } from '../db/query';
import { refuse } from '../errors';
import { every } from '../scheduling/every';
import { abandonedBy } from './abandon';
import { gameOf, type GameRegistry, type GameState } from './games';
import { HeldMatches } from './held-matches';
import { newMatchWrites, type NewMatch } from './new-match';
import { readMatchRows, readVersion } from './match-rows';
import { newRuntime, type Runtime } from './runtime';
import { SerialQueues } from './serial';
import { replayStored } from './step';

/** Who sat in a seat when a match began (kept with the match, so that history still names a player who left). */
export interface MatchPlayer {
  name: string;
  bot: boolean;
}

export interface MatchStoreOptions {
  games: GameRegistry;
  /** A match unused (no move, hello or followed move) for this long leaves memory (HeldMatches); default 10 minutes. */
  idleMs?: number;
  /** At most this many matches in memory, the least recently used leaving first; default 2,000. */
  heldCap?: number;
}

const DEFAULT_IDLE_MS = 10 * 60_000;
const DEFAULT_HELD_CAP = 2_000;

/** Whether no move is taken any more: the game is over, or the match was ended as abandoned. */
export function isOver(rt: Runtime): boolean {
  return rt.abandoned !== null || rt.game.outcome(rt.state) !== null;
}

const matchInserted = prepare(
  'insert-match',
  (
    id: string,
    roomId: string,
    gameId: string,
    rulesVersion: string,
    seed: string,
    options: string,
    seatCount: number,
    forkedFrom: string | null,
    deciding: number[],
    moveSeconds: number | null,
    state: string,
    players: string,
    event: 'start' | 'rematch',
  ) => sql`
    WITH ${newMatchWrites(
      { id, roomId, gameId, rulesVersion, seed, options, seatCount, forkedFrom, deciding, moveSeconds, state },
      event,
      {
        players: sql`${players}::jsonb`,
        bots: sql<number[]>`ARRAY(SELECT s.index FROM seats s WHERE s.room_id = ${roomId}::text AND s.is_bot)`,
        write: sql<boolean>`true`,
      },
    )}
    SELECT 1`,
);

/**
 * The matches of this process: writes new ones, reads them from snapshot +
 * log when asked for, holds the ones in use in memory (least recently used
 * leaving first) and gives each match one queue, so that whatever changes it
 * (a move, a followed move, a bot's turn) runs one at a time.
 */
export class MatchStore {
  /** The matches in memory, least recently used first; the rest are read from the database when asked for. */
  private readonly held: HeldMatches<Runtime>;
  /** Say whether something here needs a match in memory (a watcher, a bot about to move); it then stays. */
  private readonly keepers = new Set<(matchId: string, rt: Runtime | undefined) => boolean>();
  /** Told when a match leaves memory for good here (it is over, or was ended). */
  private readonly leaving = new Set<(matchId: string) => void>();
  private readonly queues = new SerialQueues();
  private readonly stopSweep: () => void;
  private closedNow = false;

  constructor(
    private readonly pool: Pool,
    private readonly log: Logger,
    private readonly opts: MatchStoreOptions,
  ) {
    const idleMs = opts.idleMs ?? DEFAULT_IDLE_MS;
    this.held = new HeldMatches<Runtime>({
      idleMs,
      cap: opts.heldCap ?? DEFAULT_HELD_CAP,
      canDrop: (id) => this.canDrop(id),
    });
    // A sweep every quarter of the idle time (at most a minute apart) keeps a match at most 1.25 idle times in memory.
    this.stopSweep = every(Math.min(60_000, Math.max(10, idleMs / 4)), () => this.sweepIdle());
  }

  /** Whether the process is shutting down: nothing new is taken. */
  get closed(): boolean {
    return this.closedNow;
  }

  /**
   * A new match ready to be written: its id, seed, first state and the seats
   * to act first, and what holds it in memory (`install`, called once the
   * statement that wrote it committed). The seed never leaves the server while
   * the match runs. A fork passes `start`: the match then begins from that
   * position instead of a new setup (its seed is never used, the generator
   * travels inside the state).
   */
  newMatch(
    roomId: string,
    gameId: string,
    seatCount: number,
    options: unknown,
    moveSeconds: number | null,
    start?: { state: GameState; forkedFrom: string },
  ): NewMatch {
    const game = gameOf(this.opts.games, gameId);
    const id = crypto.randomBytes(9).toString('base64url');
    const seed = crypto.randomBytes(16).toString('hex');
    const parsedOptions = game.optionsSchema.parse(options);
    const state = start ? start.state : game.setup({ seed, seats: seatCount, options: parsedOptions });
    return {
      id,
      roomId,
      gameId,
      rulesVersion: game.rulesVersion,
      seed,
      options: JSON.stringify(parsedOptions),
      seatCount,
      forkedFrom: start?.forkedFrom ?? null,
      deciding: game.seatsToAct(state),
      moveSeconds,
      state: JSON.stringify(state),
      install: () => {
        // Held in memory from the start: reading back what was just written would only cost queries.
        const rt = newRuntime(id, roomId, game, state, 0, moveSeconds === null ? null : moveSeconds * 1000);
        this.held.put(id, rt);
        this.log.info({ room: roomId, match: id, version: 0 }, 'match created');
      },
    };
  }

  /**
   * Writes a new match (newMatch) and its initial snapshot (version 0)
   * inside the caller's transaction, so that a room starts a match in the
   * same transaction that checks and changes its seats (rooms/room-lock.ts).
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
    /** What the room's notifications call this beginning (db/notify-records.ts). */
    event: 'start' | 'rematch' = 'start',
  ): Promise<{ matchId: string; install: () => void }> {
    const match = this.newMatch(roomId, gameId, seatCount, options, moveSeconds, start);
    // The match, its first snapshot, (across days) its people's deadlines and whom to tell: one statement, one round trip.
    await matchInserted(
      tx,
      match.id,
      match.roomId,
      match.gameId,
      match.rulesVersion,
      match.seed,
      match.options,
      match.seatCount,
      match.forkedFrom,
      match.deciding,
      match.moveSeconds,
      match.state,
      JSON.stringify(players),
      event,
    );
    return { matchId: match.id, install: match.install };
  }

  /**
   * The match in memory, loading it from the database when it is not held
   * (first use, or after it left memory). A finished match read for a hello
   * is handed to the callers that asked meanwhile and not kept.
   */
  runtime(matchId: string): Promise<Runtime> {
    const rt = this.held.use(matchId, () => this.load(matchId));
    void rt.then(
      (r) => this.leaveIfOver(r),
      () => undefined,
    );
    return rt;
  }

  /** How many matches are held in memory. */
  get size(): number {
    return this.held.size;
  }

  /** The match if it is already in memory (synchronous, for fan-out); not a use. */
  peek(matchId: string): Runtime | undefined {
    return this.held.peek(matchId);
  }

  /** Counts as a use of a held match (it moves to the back of the line to leave). */
  mark(matchId: string): void {
    this.held.mark(matchId);
  }

  /** The match's current version, from memory when held, otherwise from its row (for tagging chat lines without loading the match). */
  async version(matchId: string): Promise<number | undefined> {
    const held = this.held.peek(matchId);
    if (held) return held.version;
    return readVersion(this.pool, matchId);
  }

  /** `keeps(matchId, rt)` true keeps a match in memory (rt is the held match, when it is). */
  keepWhile(keeps: (matchId: string, rt: Runtime | undefined) => boolean): void {
    this.keepers.add(keeps);
  }

  /** Tells `listener` of each match that leaves memory because it is over or was ended. */
  onLeave(listener: (matchId: string) => void): void {
    this.leaving.add(listener);
  }

  /** Runs `job` in the match's queue, after every earlier job of that match. */
  inTurn<T>(matchId: string, job: () => Promise<T>): Promise<T> {
    return this.queues.run(matchId, job);
  }

  /** Our copy may be behind (another process moved the match on): the next request reads it afresh. */
  forget(matchId: string): void {
    this.held.drop(matchId);
  }

  /** A match over leaves memory as soon as its last change has been told (a later hello reads it again). */
  leaveIfOver(rt: Runtime): void {
    if (!isOver(rt) || this.held.peek(rt.id) !== rt) return;
    this.leave(rt.id);
  }

  /** The match leaves memory for good here (it ended): whoever kept work for it hears first. */
  leave(matchId: string): void {
    for (const listener of this.leaving) listener(matchId);
    this.held.drop(matchId);
  }

  /** Stops taking work and waits for every queued job to finish. */
  async close(): Promise<void> {
    this.closedNow = true;
    this.stopSweep();
    await this.queues.drain();
  }

  /** Nothing in hand for the match: no queued job, and nothing here keeps it (see keepWhile). */
  private canDrop(matchId: string): boolean {
    if (this.queues.busy(matchId)) return false;
    const rt = this.held.peek(matchId);
    for (const keeps of this.keepers) if (keeps(matchId, rt)) return false;
    return true;
  }

  private sweepIdle(): void {
    const dropped = this.held.sweep();
    if (dropped.length > 0)
      this.log.info({ matches: dropped.length, held: this.held.size }, 'idle matches left memory');
  }

  /** Rebuilds a match from its latest snapshot plus the log rows after it. */
  private async load(matchId: string): Promise<Runtime> {
    const match = await readMatchRows(this.pool, matchId);
    if (!match) return refuse('no_match');
    const game = gameOf(this.opts.games, match.game);
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
}
