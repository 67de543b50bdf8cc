/** One match's clocks: each seat's bank, and since when the running ones run. */
interface MatchClock {
  roomId: string;
  bankMs: Map<number, number>;
  running: Map<number, number>;
  timer: NodeJS.Timeout | null;
}

/**
 * The optional turn clock: a time bank per player, spent only while the game
 * waits for that player. A bank that runs out is reported (the room service
 * then lets a bot play the seat until its player takes it back). Clocks run
 * in memory; the room service keeps each seat's bank in the database after
 * its turns, so a restarted server goes on from there.
 */
export class TurnClock {
  private readonly matches = new Map<string, MatchClock>();

  constructor(private readonly onSpent: (roomId: string, matchId: string, seat: number) => void) {}

  /** Starts clocks for the seats people play, each with the milliseconds in its bank. */
  start(matchId: string, roomId: string, banks: Map<number, number>): void {
    this.stop(matchId);
    this.matches.set(matchId, { roomId, bankMs: new Map(banks), running: new Map(), timer: null });
  }

  has(matchId: string): boolean {
    return this.matches.has(matchId);
  }

  /**
   * The game now waits for `waiting`; seats played by a bot (`paused`) spend
   * nothing. Charges the seats that were running up to `now`, and returns
   * the banks of those that stopped (to be kept across a restart).
   */
  update(
    matchId: string,
    waiting: readonly number[],
    paused: ReadonlySet<number>,
    now = Date.now(),
  ): Map<number, number> {
    const stopped = new Map<number, number>();
    const clock = this.matches.get(matchId);
    if (!clock) return stopped;
    this.charge(clock, now);
    const before = [...clock.running.keys()];
    clock.running.clear();
    for (const seat of waiting) if (clock.bankMs.has(seat) && !paused.has(seat)) clock.running.set(seat, now);
    for (const seat of before) if (!clock.running.has(seat)) stopped.set(seat, clock.bankMs.get(seat) ?? 0);
    this.arm(matchId, clock);
    return stopped;
  }

  /** Milliseconds left in the seat's bank, or null when the match has no clock (or the seat none). */
  remainingMs(matchId: string, seat: number, now = Date.now()): number | null {
    const clock = this.matches.get(matchId);
    const bank = clock?.bankMs.get(seat);
    if (clock === undefined || bank === undefined) return null;
    const since = clock.running.get(seat);
    return Math.max(0, bank - (since === undefined ? 0 : now - since));
  }

  isRunning(matchId: string, seat: number): boolean {
    return this.matches.get(matchId)?.running.has(seat) ?? false;
  }

  /** Gives a seat at least `ms` again (a player who takes back a seat whose bank was spent). */
  topUp(matchId: string, seat: number, ms: number): void {
    const clock = this.matches.get(matchId);
    const bank = clock?.bankMs.get(seat);
    if (clock && bank !== undefined && bank < ms) clock.bankMs.set(seat, ms);
  }

  stop(matchId: string): void {
    const clock = this.matches.get(matchId);
    if (clock?.timer) clearTimeout(clock.timer);
    this.matches.delete(matchId);
  }

  stopAll(): void {
    for (const id of [...this.matches.keys()]) this.stop(id);
  }

  private charge(clock: MatchClock, now: number): void {
    for (const [seat, since] of clock.running) {
      clock.bankMs.set(seat, Math.max(0, (clock.bankMs.get(seat) ?? 0) - (now - since)));
      clock.running.set(seat, now);
    }
  }

  /** Wakes up when the first running bank runs out. */
  private arm(matchId: string, clock: MatchClock): void {
    if (clock.timer) clearTimeout(clock.timer);
    clock.timer = null;
    let first = Infinity;
    for (const seat of clock.running.keys()) first = Math.min(first, clock.bankMs.get(seat) ?? 0);
    if (first === Infinity) return;
    clock.timer = setTimeout(() => this.expire(matchId, Date.now()), first + 1);
    clock.timer.unref();
  }

  private expire(matchId: string, now: number): void {
    const clock = this.matches.get(matchId);
    if (!clock) return;
    clock.timer = null;
    this.charge(clock, now);
    const spent = [...clock.running.keys()].filter((seat) => (clock.bankMs.get(seat) ?? 0) <= 0);
    for (const seat of spent) clock.running.delete(seat);
    this.arm(matchId, clock);
    for (const seat of spent) this.onSpent(clock.roomId, matchId, seat);
  }
}
