import type { Runtime } from '../../matches/runtime';

/**
 * Across days, whom each match in memory waits for, as its players were last
 * told. The room's status carries each waiting seat's deadline, but it is
 * only sent when the room changes: a move that hands the turn on must send it
 * too, or the table keeps naming the player who just moved. A move that
 * leaves the same seats waiting (a step within a turn) sends nothing.
 * Kept per runtime, weakly: a match that leaves memory takes its entry along,
 * and the first move after a reload is told once more, which costs one read.
 */
export class WaitingSeats {
  private readonly told = new WeakMap<Runtime, string>();

  /** After a committed move: whether the seats the match waits for are not those last told. */
  changed(rt: Runtime): boolean {
    if (rt.moveMs === null) return false;
    const waiting = (rt.game.seatsToAct(rt.state) as number[]).join(' ');
    const before = this.told.get(rt);
    this.told.set(rt, waiting);
    return before !== waiting;
  }
}
