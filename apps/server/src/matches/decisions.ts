import { decisionKeyOf } from '@sprawl/rules';
import type { GameState } from './games';
import type { OpenDecision, Runtime } from './runtime';

/**
 * After a step, the decisions the game now waits for. A seat keeps the
 * version its decision opened at while its key stays the same and it did not
 * move itself; otherwise its decision opens at the new version. A seat this
 * match has not followed since it was loaded counts from the load.
 */
export function noteDecisions(rt: Runtime, before: GameState, mover: number): void {
  const next = new Map<number, OpenDecision>();
  for (const seat of rt.game.seatsToAct(rt.state) as number[]) {
    const key = decisionKeyOf(rt.game, rt.state, seat);
    const old = rt.decisions.get(seat);
    const same =
      seat !== mover && key !== null && (old ? old.key === key : decisionKeyOf(rt.game, before, seat) === key);
    next.set(seat, { key, since: same ? (old?.since ?? rt.loadedAt) : rt.version });
  }
  rt.decisions = next;
}

/**
 * Whether a move `seat` made on the table at `seen` (older than the match)
 * still answers the decision open now: the seat has not moved since, and its
 * decision has stayed the same. It must still be legal now (the caller
 * checks that as for any move).
 */
export function stillOpen(rt: Runtime, seat: number, seen: number): boolean {
  const open = rt.decisions.get(seat);
  return seen < rt.version && open !== undefined && open.key !== null && seen >= open.since;
}
