import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { noMoveMetrics, type MoveMetrics } from '../metrics';
import type { EndedMatch } from './abandon';
import { ChangeListeners, type ChangeListener } from './change';
import { follow, type FollowParts } from './follow';
import { GAMES, type GameRegistry } from './games';
import { GroupCommit } from './group-commit';
import { MatchEnding, type MatchEndingOptions } from './match-ending';
import { MatchStore, type MatchStoreOptions } from './match-store';
import { MoveAcceptance, type Accepted, type Submission } from './move-acceptance';
import type { Runtime } from './runtime';

/** Where the callers of the match service have always found them. */
export type { MatchPlayer } from './match-store';
export type { Accepted, Submission } from './move-acceptance';

export interface MatchServiceOptions extends Omit<MatchStoreOptions, 'games'>, MatchEndingOptions {
  snapshotEvery: number;
  games?: GameRegistry;
  /** With several server processes (db/fanout.ts): how this one signs the moves it announces; null announces nothing. */
  announceAs: string | null;
  /** Where accepted and refused moves and commits are counted (metrics.ts). */
  metrics?: MoveMetrics;
  /** Under load, how long after one commit statement the next waits for more moves to join it (GroupCommit); 0 never waits. */
  commitGatherMs?: number;
}

/**
 * The matches of this process, as the rest of the server sees them: a store
 * that writes, reads, holds and queues them (match-store.ts), the acceptance
 * of moves (move-acceptance.ts), following moves made by other processes
 * (follow.ts) and ending matches whose game will not end (match-ending.ts).
 * Who plays bot seats lives in bots/, and hooks in through `movedOn`,
 * `keepWhile`, `onLeave` and `onMovedElsewhere`.
 */
export class MatchService {
  private readonly store: MatchStore;
  private readonly ending: MatchEnding;
  private readonly acceptance: MoveAcceptance;
  private readonly changes: ChangeListeners;
  private readonly following: FollowParts;
  private readonly movedOnListeners = new Set<(rt: Runtime) => void>();
  private readonly elsewhereListeners = new Set<(matchId: string, version: number) => void>();

  /** `pool`: the server's connections to PostgreSQL (db/query.ts). */
  constructor(pool: Pool, log: Logger, opts: MatchServiceOptions) {
    const games = opts.games ?? GAMES;
    const metrics = opts.metrics ?? noMoveMetrics;
    this.store = new MatchStore(pool, log, { games, idleMs: opts.idleMs, heldCap: opts.heldCap });
    this.ending = new MatchEnding(pool, this.store, log, opts);
    this.changes = new ChangeListeners(log);
    const movedOn = (rt: Runtime) => {
      for (const listener of this.movedOnListeners) listener(rt);
    };
    const commits = new GroupCommit(pool, opts.announceAs, undefined, undefined, metrics, opts.commitGatherMs ?? 0);
    this.acceptance = new MoveAcceptance({
      store: this.store,
      changes: this.changes,
      commits,
      ending: this.ending,
      metrics,
      log,
      snapshotEvery: opts.snapshotEvery,
      movedOn,
    });
    this.following = {
      pool,
      store: this.store,
      changes: this.changes,
      log,
      movedOn,
      unheld: (matchId, version) => {
        for (const listener of this.elsewhereListeners) listener(matchId, version);
      },
    };
  }

  /** Hears every committed change, made here or followed from elsewhere, synchronously after COMMIT. */
  onChange(listener: ChangeListener): () => void {
    return this.changes.add(listener);
  }

  /** See MatchStore.createIn (called only after construction, when the store is there). */
  readonly createIn: MatchStore['createIn'] = (...args) => this.store.createIn(...args);
  /** See MatchStore.newMatch (a start that writes the match in its own statement: rooms/table/start-in-one.ts). */
  readonly newMatch: MatchStore['newMatch'] = (...args) => this.store.newMatch(...args);

  /** The match in memory, read from the database when it is not held (MatchStore.runtime). */
  runtime(matchId: string): Promise<Runtime> {
    return this.store.runtime(matchId);
  }

  /** How many matches are held in memory. */
  liveCount(): number {
    return this.store.size;
  }

  /** The match if it is already in memory (synchronous, for fan-out); not a use. */
  loadedRuntime(matchId: string): Runtime | undefined {
    return this.store.peek(matchId);
  }

  /** The match's current version, from memory when held, otherwise from its row (for tagging chat lines without loading the match). */
  version(matchId: string): Promise<number | undefined> {
    return this.store.version(matchId);
  }

  /** `holds(matchId, roomId)` true keeps a held match in memory: the hub says so while a connection here shows it. */
  holdWhile(holds: (matchId: string, roomId: string) => boolean): void {
    this.store.keepWhile((matchId, rt) => rt !== undefined && holds(matchId, rt.roomId));
  }

  /** `keeps(matchId, rt)` true keeps a match in memory (rt is the held match, when it is). */
  keepWhile(keeps: (matchId: string, rt: Runtime | undefined) => boolean): void {
    this.store.keepWhile(keeps);
  }

  /** Tells `listener` of each match that leaves memory because it is over or was ended. */
  onLeave(listener: (matchId: string) => void): void {
    this.store.onLeave(listener);
  }

  /** Tells `listener` of each match after the moves of a chain, or moves followed from elsewhere, are taken and told. */
  movedOn(listener: (rt: Runtime) => void): void {
    this.movedOnListeners.add(listener);
  }

  /** Tells `listener` of moves made elsewhere in matches not in memory here. */
  onMovedElsewhere(listener: (matchId: string, version: number) => void): void {
    this.elsewhereListeners.add(listener);
  }

  /** Tells `listener` of each match this process ends by the abandonment rule or the most steps. */
  onAbandoned(listener: (ended: EndedMatch) => void): void {
    this.ending.onEnded(listener);
  }

  /** Applies the abandonment rule now (abandon.ts). */
  sweepAbandoned(): Promise<EndedMatch[]> {
    return this.ending.sweepAbandoned();
  }

  /** Accepts or refuses one move or undo (MoveAcceptance.submit). */
  submit(matchId: string, sub: Submission): Promise<Accepted> {
    return this.acceptance.submit(matchId, sub);
  }

  /** Runs `job` in the match's queue; `accept` takes a move from inside it (a bot's), as a chain of one. */
  inTurn<T>(matchId: string, job: (accept: (sub: Submission) => Promise<Accepted>) => Promise<T>): Promise<T> {
    return this.store.inTurn(matchId, () => job((sub) => this.acceptance.acceptNow(matchId, sub)));
  }

  /** Whether the process is shutting down. */
  get closed(): boolean {
    return this.store.closed;
  }

  /** Another server process committed `version` of a match (follow.ts). */
  follow(matchId: string, version: number): void {
    follow(this.following, matchId, version);
  }

  /** Resolves once every move queued for the match so far (a bot's already on its way included) is done. */
  async settled(matchId: string): Promise<void> {
    await this.store.inTurn(matchId, async () => undefined);
  }

  /** Stops accepting moves and waits for queued moves to finish. */
  async close(): Promise<void> {
    this.ending.close();
    await this.store.close();
  }
}
