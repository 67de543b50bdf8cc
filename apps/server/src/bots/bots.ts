import crypto from 'node:crypto';
import { seedRng, type BotLevel, type RngState } from '@sprawl/rules';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { MatchService } from '../matches/match-service';
import { isOver } from '../matches/match-store';
import type { Runtime } from '../matches/runtime';
import { readDeciding } from './deciding-row';
import { levelledBotMoves, type OwedSeat } from './levels';
import { ThinkPool } from './think-pool';

/** A failed bot move is tried again after this long, doubling up to the cap (the database may be restarting). */
const BOT_RETRY_FIRST_MS = 250;
const BOT_RETRY_MAX_MS = 15_000;

export interface BotsOptions {
  /** Milliseconds a server-side bot waits before moving (so people can follow). */
  botDelayMs: number;
  /** Keys the bots' generators, so that nobody can foresee a bot's choices from the public match id. */
  botSecret: string;
  /** Where normal and hard bots think (off the event loop); by default a pool sized from the cores. */
  thinkPool?: ThinkPool;
}

/** The seats of one match played here. */
interface MatchBots {
  seats: Set<number>;
  /** Each seat's level; a seat not listed plays easy. */
  levels: Map<number, BotLevel>;
  rng: RngState;
  timer: NodeJS.Timeout | null;
  /** Failed attempts in a row, for the retry back-off. */
  failures: number;
}

/**
 * Plays the seats this process is given (rooms/table/table-keeper.ts hands it the
 * bot and stand-in seats of the matches it carries): plans a move when the
 * game waits for one of them, chooses it at the seat's level (levels.ts,
 * think-pool.ts) and submits it in the match's queue, trying again after a
 * back-off when it fails.
 */
export class Bots {
  private readonly bots = new Map<string, MatchBots>();
  private readonly thinkPool: ThinkPool;
  private closed = false;

  constructor(
    private readonly matches: MatchService,
    private readonly pool: Pool,
    private readonly log: Logger,
    private readonly opts: BotsOptions,
  ) {
    this.thinkPool = opts.thinkPool ?? new ThinkPool({ log });
    // A bot table that waits for a person leaves memory like any match: a move, here or followed from elsewhere,
    // reads it back when its bot is due (wake). Held for every bot seat, 539 running matches never left (issue 48, item 4).
    matches.keepWhile((matchId, rt) => {
      const bots = this.bots.get(matchId);
      return bots !== undefined && (bots.timer !== null || (rt !== undefined && Bots.botToMove(rt, bots)));
    });
    matches.onLeave((matchId) => this.clear(matchId));
    matches.movedOn((rt) => this.schedule(rt));
    // A bot table carried here but not in memory: the move may have made its bot due.
    matches.onMovedElsewhere((matchId, version) => this.bots.has(matchId) && this.wake(matchId, version));
  }

  /** Seats played by the server: bots chosen in the lobby or seats handed over while their player is away. */
  play(matchId: string, seats: number[], levels: Record<number, BotLevel> = {}): void {
    // No seat to play: nothing to schedule, so the match is not read.
    if (seats.length === 0) return this.clear(matchId);
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
    this.wake(matchId);
  }

  /** This process no longer plays any seat of the match (it ended, or another process carries it now). */
  clear(matchId: string): void {
    const bots = this.bots.get(matchId);
    if (bots?.timer) clearTimeout(bots.timer);
    this.bots.delete(matchId);
  }

  /** The matches in which this process plays some seat. */
  playedMatches(): string[] {
    return [...this.bots.keys()];
  }

  /** The seats of a match played here. */
  seats(matchId: string): number[] {
    return [...(this.bots.get(matchId)?.seats ?? [])];
  }

  /** No bot plans anything more; a move already queued still finishes (MatchService.close waits for it). */
  stop(): void {
    this.closed = true;
    for (const b of this.bots.values()) if (b.timer) clearTimeout(b.timer);
  }

  /** Stops, then ends the think pool's threads (after the matches' queues are drained). */
  async close(): Promise<void> {
    this.stop();
    await this.thinkPool.close();
  }

  /**
   * Plans the bots' next move when one is due, reading the match into memory
   * only then: a start calls play for every running bot table, and reading
   * them all held every one in memory whatever it waited for (issue 48, item
   * 4). The row is read after the bots are set, so a move committed later
   * finds them (here: schedule after its commit; elsewhere: follow).
   * `version`, a move followed from elsewhere, is caught up with if the
   * match was already being read from before it.
   */
  private wake(matchId: string, version?: number): void {
    const held = this.matches.loadedRuntime(matchId);
    if (held) return version === undefined ? this.schedule(held) : this.matches.follow(matchId, version);
    readDeciding(this.pool, matchId)
      .then(async (deciding) => {
        const bots = this.bots.get(matchId);
        // Unknown (an old row) counts as due: reading it once costs less than a bot that never moves.
        if (!bots || this.isClosed() || (deciding && !deciding.some((seat) => bots.seats.has(seat)))) return;
        const rt = await this.matches.runtime(matchId);
        if (version !== undefined && rt.version < version) this.matches.follow(matchId, version);
        else this.schedule(rt);
      })
      .catch(() => this.retry(matchId));
  }

  /** Whether the game waits for a seat the bots play. */
  private static botToMove(rt: Runtime, bots: MatchBots): boolean {
    return rt.game.seatsToAct(rt.state).some((s: number) => bots.seats.has(s));
  }

  private isClosed(): boolean {
    return this.closed || this.matches.closed;
  }

  private schedule(rt: Runtime, delayMs = this.opts.botDelayMs): void {
    const bots = this.bots.get(rt.id);
    if (!bots || bots.timer || this.isClosed() || isOver(rt)) return;
    if (!Bots.botToMove(rt, bots)) return;
    bots.timer = setTimeout(() => {
      bots.timer = null;
      this.playOne(rt.id, bots).then(
        () => (bots.failures = 0),
        (err: unknown) => {
          this.log.warn({ match: rt.id, err, failures: bots.failures + 1 }, 'bot move failed; it will be tried again');
          this.retry(rt.id);
        },
      );
    }, delayMs);
  }

  /**
   * A bot move that failed (the database was away, another process moved
   * first) is planned afresh after a back-off, from the match as it is then:
   * a bot never stalls its table until a restart.
   */
  private retry(matchId: string): void {
    const bots = this.bots.get(matchId);
    if (!bots || bots.timer || this.isClosed()) return;
    bots.failures++;
    const wait = Math.min(BOT_RETRY_MAX_MS, BOT_RETRY_FIRST_MS * 2 ** (bots.failures - 1));
    bots.timer = setTimeout(() => {
      bots.timer = null;
      this.matches.runtime(matchId).then(
        (rt) => this.schedule(rt, 0),
        () => this.retry(matchId),
      );
    }, wait);
  }

  /**
   * The bots' moves the game waits for, chosen together and submitted in
   * the match's queue against the match as it is in memory then: when
   * several bots owe a decision at once (a simultaneous round), all of them
   * answer after one delay, not each after the one before. A normal or hard
   * bot thinks in the think pool meanwhile: other matches go on, this one's
   * queue waits (it is the bots' turn; a simultaneous decision of a person
   * at the table waits at most the level's time cap).
   */
  private playOne(matchId: string, bots: MatchBots): Promise<number> {
    return this.matches.inTurn(matchId, async (accept) => {
      const rt = await this.matches.runtime(matchId);
      const owed = owedSeats(rt, bots);
      // Checked again in the queue: the seats may have been handed to another process meanwhile (clear).
      if (owed.length === 0 || this.isClosed() || this.bots.get(matchId) !== bots) return rt.version;
      const moves = await levelledBotMoves(rt.game, rt.state, owed, bots.rng, this.thinkPool);
      let version = rt.version;
      for (const [i, { seat }] of owed.entries()) {
        // Checked again after thinking: the seats may have been handed to another process meanwhile.
        if (this.isClosed() || this.bots.get(matchId) !== bots) break;
        // A decision made beside another's: should that one have changed what this seat may do, it is planned afresh (schedule).
        if (i > 0 && !stillOpen(rt, seat, moves[i])) break;
        version = (await accept({ seat, kind: 'move', action: moves[i], clientSeq: null, version: null, byBot: true }))
          .version;
      }
      return version;
    });
  }
}

/** The seats the game waits for that the bots play, each with its moves and level. */
function owedSeats(rt: Runtime, bots: MatchBots): OwedSeat[] {
  return rt.game
    .seatsToAct(rt.state)
    .filter((seat: number) => bots.seats.has(seat))
    .map((seat: number) => ({
      seat,
      legal: rt.game.legalActions(rt.state, seat, rt.memo) as unknown[],
      level: bots.levels.get(seat) ?? 'easy',
    }))
    .filter((o) => o.legal.length > 0);
}

/** Whether the game still waits for the seat and still allows the move. */
function stillOpen(rt: Runtime, seat: number, move: unknown): boolean {
  if (!rt.game.seatsToAct(rt.state).includes(seat)) return false;
  const key = JSON.stringify(move);
  return (rt.game.legalActions(rt.state, seat, rt.memo) as unknown[]).some((a) => JSON.stringify(a) === key);
}
