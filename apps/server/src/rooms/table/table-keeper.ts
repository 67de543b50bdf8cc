import { sql } from 'kysely';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { MatchLeases } from '../../db/match-leases';
import { db, prepare } from '../../db/query';
import type { RowOf } from '../../db/rows';
import type { Bots } from '../../bots/bots';
import { playedSeats } from '../../bots/played-seats';
import type { Change } from '../../matches/change';
import type { MatchService } from '../../matches/match-service';
import type { Runtime } from '../../matches/runtime';
import { TurnClock } from './turn-clock';

/** A spent clock, taken back, gets this much once per match; taking back never adds time otherwise. */
export const RECLAIM_MS = 60_000;
/** How often a process with company looks for running matches whose carrier died. */
const SCAN_MS = 1500;

/** What a match's background work is read from: its room's seats and clock setting. */
interface TableSeats extends RowOf<'rooms', 'turn_clock_seconds'> {
  roomId: string;
  seats: RowOf<'seats', 'index' | 'is_bot' | 'stand_in' | 'one_turn' | 'clock_ms' | 'bot_level'>[];
}

/** Running matches that have background work: a bot or stand-in seat, or a turn clock. */
const candidates = prepare(
  'carry-candidates',
  () => sql<{ id: string }>`
  SELECT m.id FROM matches m JOIN rooms r ON r.id = m.room_id
  WHERE m.status = 'running' AND (r.turn_clock_seconds IS NOT NULL
    OR EXISTS (SELECT 1 FROM seats s WHERE s.room_id = m.room_id AND (s.is_bot OR s.stand_in)))`,
);

const tableSeats = prepare(
  'table-seats',
  (matchId: string) => sql<TableSeats>`
  SELECT r.id AS "roomId", r.turn_clock_seconds AS "turnClockSeconds",
    (SELECT json_agg(json_build_object('index', s.index, 'isBot', s.is_bot, 'standIn', s.stand_in, 'oneTurn', s.one_turn, 'clockMs', s.clock_ms, 'botLevel', s.bot_level) ORDER BY s.index)
      FROM seats s WHERE s.room_id = r.id) AS seats
  FROM matches m JOIN rooms r ON r.id = m.room_id WHERE m.id = ${matchId} AND m.status = 'running'`,
);

const oneTurnsEnded = prepare(
  'one-turns-ended',
  (roomId: string, seats: number[]) => sql`
    UPDATE seats SET stand_in = false, one_turn = false WHERE room_id = ${roomId} AND index = ANY(${seats}::int[]) AND one_turn`,
);

const bankKept = prepare('bank-kept', (roomId: string, seat: number, ms: number) =>
  db.updateTable('seats').set({ clock_ms: ms }).where('room_id', '=', roomId).where('index', '=', seat),
);

/**
 * Carries the background work of the running matches whose lease this
 * process holds (db/match-leases.ts): their bot seats, the seats bots play
 * for absent or out-of-time players (stand-ins), and their turn clocks.
 * Everything it acts on is read from the database (stand-ins and clock banks
 * are kept with the seats), so another process that takes a lease over goes
 * on where the dead one stopped. Matches without background work are never
 * leased, and a start loads nothing else.
 */
export class TableKeeper {
  private readonly clock: TurnClock;
  private scanTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** The room of each match carried here, to find it again when the room changes elsewhere. */
  private readonly carried = new Map<string, string>();
  /** Seats a bot plays for one turn only (across days, after their time ran out), per match carried here. */
  private readonly oneTurn = new Map<string, Set<number>>();
  /** The last read of each match's seats begun here (numbered by `readCount`): an earlier one answering after it is out of date. */
  private readonly reads = new Map<string, number>();
  private readCount = 0;

  constructor(
    private readonly pool: Pool,
    private readonly matches: MatchService,
    private readonly bots: Bots,
    private readonly leases: MatchLeases,
    private readonly log: Logger,
    /** A seat's bank ran out: the room service lets a bot stand in. */
    onSpent: (roomId: string, matchId: string, seat: number) => void,
    /** Something players see changed (a clock started or stopped). */
    private readonly changed: (roomId: string) => void,
  ) {
    this.clock = new TurnClock(onSpent);
    leases.onLost(() => this.dropAll());
    // A clock follows every move, made here or elsewhere, and moves made elsewhere reach only a match in memory
    // (MatchService.follow). A bot table without a clock leaves memory while its bot waits (issue 48, item 4).
    matches.holdWhile((matchId) => this.clock.has(matchId));
  }

  /** Takes up every match with background work nobody carries, now and (with other processes) every SCAN_MS. */
  async start(): Promise<void> {
    await this.scan();
    if (this.leases.shared) this.scheduleScan();
  }

  /**
   * A match's seats or clock changed (it started, a bot stood in, a player
   * took a seat back), here or on another process: carry it if nobody does,
   * or bring the carried one up to date.
   */
  async adopt(matchId: string): Promise<void> {
    if (this.closed) return;
    const held = await this.leases.claim([matchId]);
    if (held.has(matchId)) await this.take(matchId, this.clock.has(matchId) ? 'refresh' : 'resume');
  }

  /** The room changed through another process: a match carried here reads its seats again. */
  roomChanged(roomId: string): void {
    for (const [matchId, room] of this.carried) {
      if (room !== roomId || !this.leases.holds(matchId)) continue;
      this.take(matchId, 'refresh').catch((err: unknown) =>
        this.log.warn({ err, match: matchId }, 'could not read a carried match again'),
      );
    }
  }

  /** Whether a clock runs for the match here (its players then see it change with every move). */
  hasClock(matchId: string): boolean {
    return this.clock.has(matchId);
  }

  /** Milliseconds left on a seat's clock, when this process carries the match. */
  remainingMs(matchId: string, seat: number, now = Date.now()): number | null {
    return this.clock.remainingMs(matchId, seat, now);
  }

  isRunning(matchId: string, seat: number): boolean {
    return this.clock.isRunning(matchId, seat);
  }

  carries(matchId: string): boolean {
    return this.leases.holds(matchId);
  }

  /** A seat whose spent clock is taken back gets up to `ms` (RECLAIM_MS), here where its clock runs. */
  topUp(matchId: string, seat: number, ms: number): number | null {
    this.clock.topUp(matchId, seat, ms);
    return this.clock.remainingMs(matchId, seat);
  }

  /** Runs synchronously after every committed move, made here or followed from elsewhere. */
  afterMove(change: Change): void {
    if (!this.leases.holds(change.matchId)) return;
    const rt = change.runtime;
    if (rt.game.outcome(rt.state) !== null) {
      this.drop(change.matchId);
      void this.leases.release(change.matchId);
      return;
    }
    if (this.clock.has(change.matchId)) this.followClock(rt, this.pausedOf(change.matchId));
    this.endTurnsPlayed(rt);
  }

  /** A bot that played one turn for a seat stops once the game no longer waits for that seat. */
  private endTurnsPlayed(rt: Runtime): void {
    const seats = this.oneTurn.get(rt.id);
    if (!seats || seats.size === 0) return;
    const deciding = new Set<number>(rt.game.seatsToAct(rt.state));
    const done = [...seats].filter((seat) => !deciding.has(seat));
    if (done.length === 0) return;
    for (const seat of done) seats.delete(seat);
    oneTurnsEnded(this.pool, rt.roomId, done)
      .then(() => {
        // The seat is its player's again: the table must stop showing a bot on it.
        this.changed(rt.roomId);
        return this.take(rt.id, 'refresh');
      })
      .catch((err: unknown) => this.log.warn({ err, match: rt.id }, 'could not end a one-turn stand-in'));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.scanTimer) clearTimeout(this.scanTimer);
    this.clock.stopAll();
    await this.leases.close();
  }

  private scheduleScan(): void {
    this.scanTimer = setTimeout(() => {
      this.scanTimer = null;
      if (this.closed) return;
      this.scan()
        .catch((err: unknown) => this.log.warn({ err }, 'looking for matches to carry failed; looking again soon'))
        .finally(() => !this.closed && this.scheduleScan());
    }, SCAN_MS);
    this.scanTimer.unref();
  }

  private async scan(): Promise<void> {
    const ids = (await candidates(this.pool)).map((r) => r.id).filter((id) => !this.leases.holds(id));
    if (ids.length === 0) return;
    const held = await this.leases.claim(ids);
    for (const id of held) {
      await this.take(id, 'resume').catch((err: unknown) =>
        this.log.error({ err, match: id }, 'could not take up a match'),
      );
    }
  }

  /** Sets up (or brings up to date) the bots and clock of a leased match from what the database says. */
  private async take(matchId: string, how: 'resume' | 'refresh'): Promise<void> {
    const read = ++this.readCount;
    this.reads.set(matchId, read);
    const table = (await tableSeats(this.pool, matchId))[0];
    // Reads go out on several connections and may answer out of order. A read begun after this one saw the seats
    // at least as late (a player taking a seat back, say): it decides, not this one.
    if (this.reads.get(matchId) !== read) return;
    if (!table) {
      // Ended meanwhile: nothing to carry.
      this.drop(matchId);
      await this.leases.release(matchId);
      return;
    }
    this.carried.set(matchId, table.roomId);
    this.oneTurn.set(matchId, new Set(table.seats.filter((s) => s.standIn && s.oneTurn).map((s) => s.index)));
    const { played, levels } = playedSeats(table.seats);
    if (how === 'resume') this.log.info({ match: matchId, room: table.roomId, bots: played }, 'carrying the match');
    this.bots.play(matchId, played, levels);
    if (table.turnClockSeconds !== null) {
      if (!this.clock.has(matchId)) {
        const full = table.turnClockSeconds * 1000;
        this.clock.start(
          matchId,
          table.roomId,
          new Map(table.seats.filter((s) => !s.isBot).map((s) => [s.index, Math.min(full, s.clockMs ?? full)])),
        );
      } else {
        // A spent bank given its one minute back by another process (rooms/table/stand-ins.ts reclaim).
        for (const s of table.seats)
          if (!s.standIn && s.clockMs && this.clock.remainingMs(matchId, s.index) === 0)
            this.clock.topUp(matchId, s.index, s.clockMs);
      }
      this.followClock(
        await this.matches.runtime(matchId),
        new Set(table.seats.filter((s) => s.standIn).map((s) => s.index)),
      );
    } else if (played.length === 0) {
      // Nothing left to do in the background (a player took the last stand-in back).
      this.drop(matchId);
      await this.leases.release(matchId);
    }
    this.changed(table.roomId);
  }

  /** The clocks follow whom the game waits for; a seat whose turn ended has its bank kept in the database. */
  private followClock(rt: Runtime, paused: ReadonlySet<number>): void {
    const stopped = this.clock.update(rt.id, rt.game.seatsToAct(rt.state), paused);
    for (const [seat, ms] of stopped) this.keepBank(rt.roomId, seat, ms);
  }

  private pausedOf(matchId: string): Set<number> {
    return new Set(this.bots.seats(matchId));
  }

  /** Best effort: a failed write only means the next carrier gives that seat the time it had before this turn. */
  keepBank(roomId: string, seat: number, ms: number): void {
    bankKept(this.pool, roomId, seat, Math.round(ms)).catch((err: unknown) =>
      this.log.warn({ err, room: roomId, seat }, 'could not keep a turn clock'),
    );
  }

  private drop(matchId: string): void {
    this.carried.delete(matchId);
    this.reads.delete(matchId);
    this.oneTurn.delete(matchId);
    this.clock.stop(matchId);
    this.bots.clear(matchId);
  }

  /** The leases are gone: another process may carry these matches now, so this one stops at once. */
  private dropAll(): void {
    for (const id of this.bots.playedMatches()) this.bots.clear(id);
    this.clock.stopAll();
    this.carried.clear();
    this.reads.clear();
    this.oneTurn.clear();
  }
}
