import crypto from 'node:crypto';
import type { LogLine } from '@sprawl/rules';
import { randomMove, seedRng, type RngState } from '@sprawl/rules';
import type { Logger } from 'pino';
import type { Db } from '../db/prisma';
import { refuse, ServiceError } from '../errors';
import type { Prisma } from '../generated/prisma/client';
import { GAMES, type GameId, type GameState } from './games';
import { canUndo, commitMove, commitUndo, newRuntime, replayRows, tryMove, type LogRow, type Runtime } from './runtime';

export interface Submission {
  seat: number;
  kind: 'move' | 'undo';
  action?: unknown;
  clientSeq: number | null;
  /** The version the client saw when it made the move; null for server-side bots. */
  version: number | null;
}

export interface Change {
  matchId: string;
  roomId: string;
  version: number;
  log: LogLine[];
}

const asJson = (v: unknown) => v as Prisma.InputJsonValue;

/**
 * Runs matches: loads them from snapshot + log, accepts moves one at a time
 * per match inside a database transaction (version check, log append, version
 * bump, occasional snapshot), and only after COMMIT updates memory and tells
 * listeners. Also plays bot seats.
 */
export class MatchService {
  private readonly runtimes = new Map<string, Promise<Runtime>>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly listeners = new Set<(change: Change) => void>();
  private readonly bots = new Map<string, { seats: Set<number>; rng: RngState }>();
  private closed = false;

  constructor(private readonly db: Db, private readonly log: Logger, private readonly snapshotEvery: number) {}

  onChange(listener: (change: Change) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts a new match (or a fork from a given state) and stores its initial snapshot. */
  async create(roomId: string, gameId: GameId, seatCount: number, options: unknown, from?: { state: GameState; forkedFrom: string }): Promise<string> {
    const game = GAMES[gameId];
    const id = crypto.randomBytes(9).toString('base64url');
    const seed = crypto.randomBytes(16).toString('hex');
    const parsedOptions = game.optionsSchema.parse(options);
    const state = from?.state ?? game.setup({ seed, seats: seatCount, options: parsedOptions });
    await this.db.$transaction([
      this.db.match.create({
        data: { id, roomId, game: gameId, rulesVersion: game.rulesVersion, seed, options: asJson(parsedOptions), seatCount, forkedFrom: from?.forkedFrom ?? null },
      }),
      this.db.snapshot.create({ data: { matchId: id, version: 0, state: asJson(state) } }),
    ]);
    return id;
  }

  /** The match in memory, loading it from the database on first use. */
  runtime(matchId: string): Promise<Runtime> {
    let rt = this.runtimes.get(matchId);
    if (!rt) {
      rt = this.loadRuntime(matchId);
      this.runtimes.set(matchId, rt);
      rt.catch(() => this.runtimes.delete(matchId));
    }
    return rt;
  }

  private async loadRuntime(matchId: string): Promise<Runtime> {
    const match = await this.db.match.findUnique({ where: { id: matchId } });
    if (!match) return refuse('no_match', 'There is no such match.', 404);
    const game = GAMES[match.game as GameId];
    if (!game) return refuse('unknown_game', `This server cannot run ${match.game}.`, 500);
    const snapshot = await this.db.snapshot.findFirst({ where: { matchId }, orderBy: { version: 'desc' } });
    if (!snapshot) return refuse('no_snapshot', 'The match has no stored starting position.', 500);
    const rt = newRuntime(matchId, match.roomId, game, snapshot.state as unknown as GameState, snapshot.version);
    const rows = await this.db.action.findMany({ where: { matchId, seq: { gt: snapshot.version } }, orderBy: { seq: 'asc' } });
    replayRows(rt, rows.map((r) => ({ ...r, kind: r.kind as LogRow['kind'], log: r.log as unknown as LogLine[] })));
    const seen = await this.db.action.groupBy({ by: ['seat'], where: { matchId }, _max: { clientSeq: true } });
    for (const s of seen) if (s._max.clientSeq !== null) rt.lastClientSeq.set(s.seat, Math.max(rt.lastClientSeq.get(s.seat) ?? -1, s._max.clientSeq));
    this.log.info({ match: matchId, room: match.roomId, version: rt.version }, 'match loaded');
    return rt;
  }

  /** Runs `job` after every earlier job of the same match. */
  private serial<T>(matchId: string, job: () => Promise<T>): Promise<T> {
    const prev = this.queues.get(matchId) ?? Promise.resolve();
    const next = prev.then(job, job);
    this.queues.set(matchId, next.catch(() => undefined));
    return next;
  }

  /** Accepts or refuses one move or undo; resolves with the new version once it is committed. */
  submit(matchId: string, sub: Submission): Promise<number> {
    return this.serial(matchId, () => this.accept(matchId, sub));
  }

  private async accept(matchId: string, sub: Submission): Promise<number> {
    if (this.closed) refuse('shutting_down', 'The server is restarting; try again in a moment.', 503);
    const rt = await this.runtime(matchId);
    const base = { match: matchId, room: rt.roomId, seat: sub.seat, version: rt.version };
    try {
      if (sub.version !== null && sub.version !== rt.version) {
        refuse('stale_version', `That move was made on version ${sub.version}, but the game is at version ${rt.version}. Your table has been refreshed.`, 409);
      }
      if (sub.clientSeq !== null && sub.clientSeq <= (rt.lastClientSeq.get(sub.seat) ?? -1)) {
        refuse('duplicate', `Move number ${sub.clientSeq} was already received.`, 409);
      }
      if (rt.game.outcome(rt.state) !== null) refuse('game_over', 'The game is over.', 409);
      let log: LogLine[];
      let apply: () => void;
      let nextState: GameState;
      if (sub.kind === 'undo') {
        if (!canUndo(rt, sub.seat)) refuse('cannot_undo', 'There is nothing you can take back: a card was revealed, someone else decided, or it is not your turn.', 409);
        nextState = rt.undo[rt.undo.length - 1].before;
        log = [{ text: 'The last move was taken back.', seat: sub.seat }];
        apply = () => commitUndo(rt);
      } else {
        const outcome = tryMove(rt, sub.seat, sub.action);
        if (!outcome.ok) refuse(outcome.code, outcome.message, 422);
        const ok = outcome as Extract<typeof outcome, { ok: true }>;
        nextState = ok.next;
        log = ok.log;
        apply = () => commitMove(rt, sub.seat, ok.next, ok.undoable);
      }
      const version = rt.version + 1;
      const finished = rt.game.outcome(nextState);
      await this.db.$transaction(async (tx) => {
        const bumped = await tx.match.updateMany({
          where: { id: matchId, version: rt.version },
          data: { version, ...(finished ? { status: 'finished', result: asJson(finished), finishedAt: new Date() } : {}) },
        });
        if (bumped.count !== 1) refuse('stale_version', 'Another move was accepted first; your table has been refreshed.', 409);
        await tx.action.create({
          data: { matchId, seq: version, seat: sub.seat, kind: sub.kind, payload: asJson(sub.action ?? null), clientSeq: sub.clientSeq, log: asJson(log) },
        });
      });
      apply();
      if (sub.clientSeq !== null) rt.lastClientSeq.set(sub.seat, sub.clientSeq);
      await this.maybeSnapshot(rt);
      this.log.info({ ...base, version, kind: sub.kind }, 'action accepted');
      for (const listener of this.listeners) listener({ matchId, roomId: rt.roomId, version, log });
      this.scheduleBots(rt);
      return version;
    } catch (e) {
      if (e instanceof ServiceError) this.log.info({ ...base, code: e.code }, 'action rejected');
      throw e;
    }
  }

  /** Snapshots are only taken where nothing can be undone any more, so a rebuilt match has the same undo history. */
  private async maybeSnapshot(rt: Runtime): Promise<void> {
    if (rt.undo.length > 0 || rt.version - rt.lastSnapshot < this.snapshotEvery) return;
    await this.db.snapshot.create({ data: { matchId: rt.id, version: rt.version, state: asJson(rt.state) } });
    rt.lastSnapshot = rt.version;
  }

  /** Seats played by the server: bots chosen in the lobby or seats handed over while their player is away. */
  setBots(matchId: string, seats: number[]): void {
    const entry = this.bots.get(matchId) ?? { seats: new Set<number>(), rng: seedRng(`bots:${matchId}`) };
    entry.seats = new Set(seats);
    this.bots.set(matchId, entry);
    void this.runtime(matchId).then((rt) => this.scheduleBots(rt), () => undefined);
  }

  private scheduleBots(rt: Runtime): void {
    const bots = this.bots.get(rt.id);
    if (!bots || this.closed || rt.game.outcome(rt.state) !== null) return;
    const seat = rt.game.seatsToAct(rt.state).find((s) => bots.seats.has(s));
    if (seat === undefined) return;
    setImmediate(() => {
      void this.serial(rt.id, async () => {
        if (!rt.game.seatsToAct(rt.state).includes(seat) || !bots.seats.has(seat) || this.closed) return rt.version;
        const legal = rt.game.legalActions(rt.state, seat);
        if (legal.length === 0) return rt.version;
        const action = randomMove(bots.rng, legal);
        return this.accept(rt.id, { seat, kind: 'move', action, clientSeq: null, version: null });
      }).catch((e: unknown) => this.log.error({ match: rt.id, err: e }, 'bot move failed'));
    });
  }

  /** Waits for queued moves to finish and stops accepting new ones. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.queues.values()]);
  }

  /** Whether a seat may undo now (for the state messages). */
  async canUndo(matchId: string, seat: number): Promise<boolean> {
    return canUndo(await this.runtime(matchId), seat);
  }

}
